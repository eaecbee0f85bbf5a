"""A Roam Research graph exported to Markdown (examples/vault-ro): its tables, tasks, embeds,
block references and highlights, read as the Markdown the rest of the build knows."""

from __future__ import annotations

from grasbot.bundle import parse_bundle
from index_build.build import build_bundle
from index_build.roam import render_roam
from tests.conftest import VaultFactory

TARIFS = """- Mis à jour:: [[January 12th, 2026]]
- {{[[table]]}}
    - Prestation
        - Prix
    - Visite conseil
        - 90 €
    - Forfait esquisse
        - 650 €
- ^^Je ne fais pas l'entretien^^ (tonte, taille)
"""


def test_a_table_block_is_a_markdown_table_in_as_many_lines() -> None:
    out = render_roam(TARIFS).split("\n")
    assert out[1:5] == [
        "| Prestation | Prix |",
        "| --- | --- |",
        "| Visite conseil | 90 € |",
        "| Forfait esquisse | 650 € |",
    ]
    assert len(out) == len(TARIFS.split("\n"))  # the lines after keep their numbers
    assert out[-2] == "- ==Je ne fais pas l'entretien== (tonte, taille)"


def test_a_table_of_one_column_and_an_empty_table() -> None:
    # Roam's first row is the header, one cell wide here; a table with no rows is nothing
    body = "- {{[[table]]}}\n    - Visite\n    - Esquisse\n- fin"
    assert render_roam(body) == "| Visite |\n| --- |\n| Esquisse |\n- fin"
    assert render_roam("- {{[[table]]}}\n- fin") == "\n- fin"


def test_tasks_embeds_and_block_references() -> None:
    body = (
        "- {{[[TODO]]}} appeler Gilles\n    - {{DONE}} devis envoyé ((GJ3kd82Lz)) ok\n"
        "- {{embed: ((Zr5nF1cWq))}}\n- {{[[embed]]: [[tarifs]]}}\n- {{[[query]]: {and: [[client]]}}}\n"
        "- ((Mw4kR9sLd)) vu"
    )
    assert render_roam(body).split("\n") == [
        "- [ ] appeler Gilles",
        "    - [x] devis envoyé  ok",
        "- ",
        "- ![[tarifs]]",
        "- ",
        "-  vu",
    ]


def test_a_writers_aside_and_a_template_value_are_left_alone() -> None:
    # « ((à revoir)) » is no block id, « {{taux_horaire}} » is a template the build reports
    assert render_roam("- ((important)) {{taux_horaire}}") == "- ((important)) {{taux_horaire}}"


def test_a_roam_page_builds_its_table_and_tasks(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {"tarifs.md": TARIFS, "TODO.md": "- {{[[TODO]]}} relancer la mairie\n- {{[[DONE]]}} devis\n"}
    )
    bundle = parse_bundle(build_bundle(vault).data)
    texts = [p.text for p in bundle.passages]
    # (each row read with its header, as any table)
    assert any("Prestation : Visite conseil ; Prix : 90 €" in t for t in texts)
    assert not any("{{" in t or "^^" in t or "((" in t for t in texts)
    assert any("devis" in t for t in texts)  # a done task stays, as a checked box does
