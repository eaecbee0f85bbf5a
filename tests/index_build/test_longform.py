"""A personal site kept as a few long pages (examples/vault-longform): footnotes, long sections,
FAQ headings. What a passage shows, and where."""

from __future__ import annotations

from pathlib import Path

from index_build.visible import visible_note

LONGFORM_VAULT = Path(__file__).resolve().parents[2] / "examples" / "vault-longform"


def _passages(body: str) -> list[tuple[str, str]]:
    return [(p.heading, p.text) for p in visible_note(body, "Moi").passages]


def test_a_footnote_is_read_in_the_section_that_calls_it() -> None:
    body = (
        "## Compétences\n\nJe forme les équipes aux erreurs courantes[^2].\n\n"
        "## Loisirs\n\nCéramique et course à pied.\n\n"
        "[^2]: Des images sans alternative et des formulaires sans étiquettes.\n"
    )
    passages = _passages(body)
    skills = next(text for heading, text in passages if heading == "Compétences")
    hobbies = next(text for heading, text in passages if heading == "Loisirs")
    assert "sans étiquettes" in skills and "[^" not in skills
    assert "étiquettes" not in hobbies  # the last section no longer collects every note


def test_footnote_marks_never_show() -> None:
    body = (
        "Un livre trouvé par hasard[^livre] et une idée^[écrite en 2019].\n\n"
        "[^livre]: The Design of Everyday Things,\n    en traduction.\n\n"
        "[^seule]: Une note que rien n'appelle reste à sa place.\n"
    )
    joined = "\n".join(text for _, text in _passages(body))
    assert "[^" not in joined and "^[" not in joined
    assert "une idée (écrite en 2019)" in joined
    assert "The Design of Everyday Things, en traduction." in joined  # continuation line kept
    assert "Une note que rien n'appelle reste à sa place." in joined


def test_a_footnote_called_from_a_heading_is_not_lost() -> None:
    joined = "\n".join(text for _, text in _passages("## Parcours[^1]\n\nTexte.\n\n[^1]: Depuis 2015.\n"))
    assert "Depuis 2015." in joined and "[^" not in joined


def test_footnotes_in_code_stay_code() -> None:
    body = "Texte.\n\n```\n[^1]: pas une note\n```\n"
    assert all("pas une note" not in text for _, text in _passages(body))


def test_the_example_vault_shows_no_footnote_syntax() -> None:
    for path in LONGFORM_VAULT.rglob("*.md"):
        if path.name == "README.md":  # the vault's meta file, not a note
            continue
        for passage in visible_note(path.read_text(encoding="utf-8"), path.stem).passages:
            assert "[^" not in passage.text, path


def test_field_lines_one_under_another_stay_one_a_line() -> None:
    body = (
        "## Marché Malin\n\n**Client :** Collectif Paniers du Nord\n**Année :** 2023\n"
        "**Outils :** Figma, Maze\n\n"
        "Une application pour commander auprès des producteurs.\n"
    )
    (passage,) = visible_note(body, "Projets").passages
    assert passage.text.splitlines()[:3] == [
        "Client : Collectif Paniers du Nord",
        "Année : 2023",
        "Outils : Figma, Maze",
    ]
    assert passage.heading == "Marché Malin"  # still one passage with the text it opens


def test_a_field_line_inside_prose_stays_prose() -> None:
    (passage,) = visible_note("Je travaille à Lille.\n**Client :** Nordéo\n", "Moi").passages
    assert "\n" not in passage.text
