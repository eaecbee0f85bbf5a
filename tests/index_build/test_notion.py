"""A Notion export (examples/vault-notion): page ids in file and folder names, URL-encoded
relative links, ``Key: value`` property lines under the title."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from grasbot.bundle import parse_bundle, readable_text
from index_build.build import build_bundle, resolve_graph
from index_build.notion import properties_as_fields
from index_build.profile import find_owner
from index_build.vault import read_vault
from index_build.visible import visible_note

VaultFactory = Callable[[dict[str, str]], Path]
NOTION_VAULT = Path(__file__).resolve().parents[2] / "examples" / "vault-notion"
ID = "0a2cb431421a4f64b2355215df792a97"
ID2 = "173df57609eb298252ae8e04dcd2d5ef"


def test_page_ids_leave_slugs_and_links_resolve(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            f"Accueil {ID}.md": f"# Accueil\n\n[Mon CV](Accueil%20{ID}/CV%20{ID2}.md)\n"
            f"[Brouillon](Accueil%20{ID}/Secret%20{'b' * 32}.md)\n",
            f"Accueil {ID}/CV {ID2}.md": f"# CV\n\nRetour à l'[accueil](../Accueil%20{ID}.md).\n",
            f"Accueil {ID}/Secret {'b' * 32}.md": "---\nprivate: true\n---\n# Secret\n",
        }
    )
    read = read_vault(root)
    assert sorted((n.slug, n.title) for n in read.notes) == [("Accueil", "Accueil"), ("CV", "CV")]
    graph, warnings = resolve_graph(read.notes, read.private_slugs)
    assert graph == [[1], [0]]
    assert warnings == []  # the private page is no missing link


def test_property_lines_read_as_fields() -> None:
    body = (
        "# Projet\n\nStatut: Terminé\nTags: Python, Data\nCréé le: 12 mars 2024 08:15\n"
        "URL: https://projet.example\n\nLe texte.\n"
    )
    note = visible_note(properties_as_fields(body), "Projet", "note")
    shown = "\n".join(p.text for p in note.passages)
    assert "Statut : Terminé" in shown and "https://projet.example" in shown
    assert "Créé le" not in shown and "Tags" not in shown
    assert {x.reason for x in note.left_out} == {"Dataview fields (Tags)", "Dataview fields (Créé le)"}


def test_prose_is_no_property() -> None:
    for body in (
        "Nouvel angle : partir d'un incident réel.\n",  # French spacing: a sentence
        "# Titre\n\nNote: un mot.\nEt une phrase qui suit.\n",  # the block goes on as prose
        "Un paragraphe.\n\nStatut: Terminé\n",  # not at the top
    ):
        assert properties_as_fields(body) == body


def test_notion_vault_ships_no_ids_nor_private_facts() -> None:
    data = build_bundle(NOTION_VAULT).data
    bundle = parse_bundle(data)
    shown = "\n".join(f"{p.heading}\n{p.text}" for p in bundle.passages)
    shown += "\n".join(bundle.notes[i].title for i in range(len(bundle)))
    assert re.search(r"[0-9a-f]{32}", shown) is None
    for noise in ("%20", "Créé le", "Dernière modification"):
        assert noise not in shown
    text = readable_text(data)
    for fact in ("62 000", "57 000", "Lisbonne", "Ligérienne"):
        assert fact not in text


def test_a_profile_page_keeps_its_name_under_its_id(make_vault: VaultFactory) -> None:
    root = make_vault({f"À propos de moi {ID}.md": "# À propos de moi\n\nJ'habite à Nantes.\n"})
    assert find_owner(read_vault(root).notes).profiles == ("À propos de moi",)


def test_a_publish_property_keeps_a_page_off_the_site(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            f"Brouillon {ID}.md": "# Brouillon\n\nPublié: Non\nStatut: Brouillon\n\nSalaire 62 000 €.\n",
            "Privée.md": "# Privée\n\nPrivée: Oui\n\nUn secret.\n",
            "Douteux.md": "Published: bientôt\n\nUn autre secret.\n",
            "Prose.md": "Un paragraphe.\n\nPublié: Non\n",  # not an opening property: no rule
            "Public.md": "# Public\n\nPublié: Oui\n\nBonjour.\n",
        }
    )
    read = read_vault(root)
    assert sorted(n.slug for n in read.notes) == ["Prose", "Public"]
    assert {d.path: d.reason for d in read.dropped} == {
        f"Brouillon {ID}.md": "published: false",
        "Privée.md": "private: true",
        "Douteux.md": "unclear published: 'bientôt'",
    }
    assert [w.line for w in read.warnings] == [1]  # the unclear value fails closed, with its line


def test_two_pages_of_one_title_keep_their_ids_apart(make_vault: VaultFactory) -> None:
    root = make_vault({f"A {ID}/Notes {ID2}.md": "Un.\n", f"B {ID2}/Notes {ID}.md": "Deux.\n"})
    read = read_vault(root)
    assert sorted((n.slug, n.title) for n in read.notes) == [("Notes", "Notes"), (f"Notes {ID}", "Notes")]
    assert read.warnings == []
