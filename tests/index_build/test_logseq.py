"""A Logseq graph opened in Obsidian (examples/vault-logseq): ``key:: value`` page properties
as front matter, ``public:: false``, namespace files (``clients___Dupont.md``) and journal days
(``2025_03_14.md``) that links name as ``[[clients/Dupont]]`` and ``[[2025-03-14]]``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bench.bench_search import EXAMPLES
from grasbot.bundle import parse_bundle, readable_text
from grasbot.dates import note_day
from grasbot.retrieval.index import is_archived
from index_build.build import build_bundle, resolve_graph
from index_build.logseq import as_front_matter, namespace_title, page_properties
from index_build.vault import read_vault

VaultFactory = Callable[[dict[str, str]], Path]
LOGSEQ_VAULT = Path(__file__).resolve().parents[2] / "examples" / "vault-logseq"


def test_page_properties_open_the_page_only() -> None:
    body = "type:: projet\n- public:: false\n\n- Une phrase.\n- statut:: fini\n"
    assert page_properties(body) == [("type", "projet", 0), ("public", "false", 1)]
    assert page_properties("- Une phrase.\ntype:: projet\n") == []  # not at the top: a block's


def test_page_properties_are_front_matter() -> None:
    meta, body = as_front_matter(
        "title:: projets/Jardin sec\ntype:: [[projet]]\ntags:: [[jardin sec]], #eau\n"
        "alias:: Jardin sans arrosage, xéropaysage\nclient:: [[clients/Dupont]]\ncollapsed:: true\n\n"
        "- Un jardin.\n"
    )
    assert meta == {
        "title": "projets/Jardin sec",
        "type": "projet",
        "tags": ["jardin sec", "eau"],
        "aliases": ["Jardin sans arrosage", "xéropaysage"],
    }
    # the front matter keys and Logseq's own leave the text, line numbers kept; a fact stays
    assert body.split("\n") == ["", "", "", "", "client:: [[clients/Dupont]]", "", "", "- Un jardin.", ""]


def test_public_false_keeps_a_page_off_the_site(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "pages/Perso.md": "public:: false\ntype:: perso\n\n- Dette : 9 600 €.\n",
            "pages/Bloc.md": "- public:: false\n- Secret du bloc.\n",  # as the first block
            "pages/Doute.md": "public:: bientôt\n\n- Autre secret.\n",  # unclear: kept private
            "pages/Public.md": "public:: true\n\n- Bonjour.\n",
        }
    )
    read = read_vault(root)
    assert [n.slug for n in read.notes] == ["Public"]
    assert {d.path: d.reason for d in read.dropped} == {
        "pages/Perso.md": "public: false",
        "pages/Bloc.md": "public: false",
        "pages/Doute.md": "unclear public: 'bientôt'",
    }


def test_namespaces_and_days_are_linked_and_titled(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "pages/clients___Dupont.md": "type:: client\n\n- Mairie de Vernelles.\n",
            "pages/archives___tarifs 2023.md": "- Visite : 150 €.\n",
            "journals/2025_03_14.md": "- Visite chez [[clients/Dupont]].\n",
            "pages/Projets.md": "- Le [[2025-03-14]], visite ; tarifs anciens : [[archives/tarifs 2023]].\n",
        }
    )
    read = read_vault(root)
    titles = {n.slug: n.title for n in read.notes}
    assert titles["clients___Dupont"] == "Dupont"
    assert titles["archives___tarifs 2023"] == "tarifs 2023"
    graph, warnings = resolve_graph(read.notes, read.private_slugs)
    assert warnings == []
    slugs = [n.slug for n in read.notes]
    linked = {slugs[i]: {slugs[j] for j in row} for i, row in enumerate(graph)}
    assert linked["2025_03_14"] == {"clients___Dupont", "Projets"}
    assert linked["Projets"] == {"2025_03_14", "archives___tarifs 2023"}
    # the archive namespace is an archive folder; the journal day is a day
    assert is_archived("pages/archives___tarifs 2023.md") and not is_archived("pages/clients___Dupont.md")
    assert note_day("2025_03_14") == "14 mars 2025"
    assert namespace_title("CI/CD") == "CD"  # only called on a namespace file's title


def test_macros_leave_the_text_and_the_page_words_stay(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "pages/clients.md": (
                "- Mes clients :\n"
                "\t- Commune de Vernelles — cour d'école\n"
                "- {{query (page-tags [[client]])}}\n"
                "- Voir aussi {{embed [[Tarifs]]}} et {{renderer :todomaster}}.\n"
            ),
            "pages/Tarifs.md": "- Visite : 150 €.\n",
        }
    )
    bundle = parse_bundle(build_bundle(root).data)
    shown = "\n".join(p.text for p in bundle.passages)
    assert "{{" not in shown and "query" not in shown and "renderer" not in shown
    assert "Commune de Vernelles" in shown and "Voir aussi" in shown


def test_a_folded_bullet_keeps_its_children_and_tasks_lose_their_bookkeeping(
    make_vault: VaultFactory,
) -> None:
    root = make_vault(
        {
            "pages/Verger.md": (
                "- ce qu'on a planté\n"
                "  collapsed:: true\n"
                "\t- pommiers 'Reinette'\n"
                "\t- néfliers\n"
                "- DONE [#A] plan de plantation\n"
                "  :LOGBOOK:\n"
                "  CLOCK: [2025-04-08 Tue 08:40:12]--[2025-04-08 Tue 12:55:03] =>  04:14:51\n"
                "  :END:\n"
                "- TODO revenir pour la taille\n"
                "  SCHEDULED: <2026-02-14 Sat>\n"
            ),
        }
    )
    bundle = parse_bundle(build_bundle(root).data)
    # one passage: the line « collapsed:: true » took out is no blank line ending the list
    assert len(bundle.passages) == 1
    text = bundle.passages[0].text
    assert "planté" in text and "Reinette" in text and "néfliers" in text
    assert "plan de plantation" in text and "revenir pour la taille" in text
    for noise in (
        "DONE",
        "TODO",
        "[#A]",
        "LOGBOOK",
        "CLOCK",
        ":END:",
        "SCHEDULED",
        "2026-02-14",
        "collapsed",
    ):
        assert noise not in text


def test_a_heading_written_as_a_bullet_opens_a_section(make_vault: VaultFactory) -> None:
    # Logseq writes headings as blocks; Obsidian renders « - ## X » as a heading too
    root = make_vault(
        {
            "pages/CV.md": (
                "- # Parcours\n"
                "- ## Expérience\n"
                "\t- **2013 – 2020** — Atelier Feuillages, Tours\n"
                "\t- 2012 – 2013 : Rotterdam\n"
                "- ## Formation\n"
                "\t- 2012 — Diplôme d'État de paysagiste\n"
                "- #jardin tagué, pas un titre\n"
            ),
        }
    )
    bundle = parse_bundle(build_bundle(root).data)
    sections = {p.heading: p.text for p in bundle.passages}
    assert "Atelier Feuillages" in sections["Parcours › Expérience"]
    assert "Rotterdam" in sections["Parcours › Expérience"]
    assert "Diplôme" in sections["Parcours › Formation"]
    assert "Diplôme" not in sections["Parcours › Expérience"]
    assert "##" not in "\n".join(sections.values())
    assert any("jardin tagué" in text for text in sections.values())  # a tag, not a heading


def test_logseq_vault_ships_no_private_fact_nor_property_line() -> None:
    data = build_bundle(LOGSEQ_VAULT).data
    text = readable_text(data)
    for fact in ("CANARY-LOGSEQ", "b0ca206c", "31 400", "Kangoo"):
        assert fact not in text
    bundle = parse_bundle(data)
    shown = "\n".join(p.text for p in bundle.passages)
    for noise in ("title :", "type :", "alias :", "public :", "collapsed"):
        assert noise not in shown
    types = {bundle.notes[i].slug: bundle.notes[i].type for i in range(len(bundle))}
    assert types["projets___Whitfield garden"] == "projet"


@pytest.mark.parametrize("vault", EXAMPLES)
def test_no_example_vault_ships_a_canary(vault: str, request: pytest.FixtureRequest) -> None:
    # every example vault hides a canary in a private note or a comment: none reaches a passage
    bundle = request.getfixturevalue(f"{vault}_searcher").bundle
    shown = [bundle.notes[i].title for i in range(len(bundle))]
    shown += [f"{p.heading}\n{p.text}" for p in bundle.passages]
    assert not [s for s in shown if "CANARY" in s]


def test_a_block_reference_reads_as_its_block(make_vault: VaultFactory) -> None:
    # Logseq shows « ((id)) » as the first line of the block carrying « id:: »; never the id
    block = "6612a3f1-4b2c-4d8e-9a1f-2c3b4d5e6f70"
    secret = "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d"
    root = make_vault(
        {
            "pages/Maintenant.md": f"- ## Disponibilités\n  id:: {block}\n  - carnet plein jusqu'en juin\n",
            "pages/Perso.md": f"public:: false\n\n- Dette du chantier\n  id:: {secret}\n",
            "pages/Ateliers.md": f"- dates 2026 : voir (({block}))\n- budget : voir (({secret}))\n",
        }
    )
    bundle = parse_bundle(build_bundle(root).data)
    shown = "\n".join(p.text for p in bundle.passages if bundle.notes[p.note].slug == "Ateliers")
    assert "dates 2026 : voir Disponibilités" in shown
    assert "((" not in shown
    assert "Dette" not in readable_text(build_bundle(root).data)  # a private page's block stays unsaid
