"""A heading or a list item tagged private in a public note: it and all it holds stay off."""

from __future__ import annotations

from index_build.build import build_bundle
from index_build.private_parts import LOCKED, without_private_parts
from tests.conftest import VaultFactory


def _private(line: str) -> bool:
    return "#private" in line or "#privé" in line


OUTLINE = """- Saisons
  - 2026
    - ouverture le 6 juin
  - Salaires aides-gardiens #private
    "SECRET-1"
    - Théo : 1 980 € net

    - Inès : 1 720 € net
  - Saison 2027
    - ouverture le 5 juin
"""


def test_a_private_item_takes_its_children_and_its_note_with_it() -> None:
    kept, parts = without_private_parts(OUTLINE, _private)
    assert parts == 1
    assert "SECRET-1" not in kept and "1 980" not in kept and "1 720" not in kept
    assert "Salaires" not in kept
    assert "ouverture le 6 juin" in kept and "ouverture le 5 juin" in kept
    # lines are emptied, not deleted: a warning's line number still points at the file's line
    assert kept.count("\n") == OUTLINE.count("\n")


def test_a_private_heading_takes_its_section_down_to_the_next_of_its_level() -> None:
    body = (
        "Le refuge.\n\n## Comptes #privé\n- CA 2025 : 236 100 €\n### Emprunt\n35 000 €\n\n"
        "## FAQ\nAltitude : 2186 m\n```\n## pas un titre #private\n```\n"
    )
    kept, parts = without_private_parts(body, _private)
    assert parts == 1
    assert "236 100" not in kept and "35 000" not in kept and "Comptes" not in kept
    assert "Altitude : 2186 m" in kept and "Le refuge." in kept
    # (a tag in code is no mark)
    assert "## pas un titre #private" in kept


def test_a_padlock_opening_a_heading_or_an_item_marks_it_private() -> None:
    # Notesnook's and Bear's lock carried into the text: « ## 🔒 Santé » down to the next « ## »;
    # a padlock inside a sentence, or an open one, is no mark
    body = (
        "Bilan de l'année.\n\n## 🔒 Santé\nAllergie au venin. SECRET-3\n\n## Objectifs 2026\n"
        "- 420 ruches\n- 🔐 Code du portail : SECRET-4\n  - changé en mars\n- la porte 🔒 le soir\n"
        "## 🔓 Ouvert\nTout le monde.\n"
    )
    kept, parts = without_private_parts(body, lambda line: LOCKED.match(line) is not None)
    assert parts == 2
    assert "SECRET-3" not in kept and "SECRET-4" not in kept and "changé en mars" not in kept
    assert "Allergie" not in kept and "Santé" not in kept
    for shown in (
        "Bilan de l'année.",
        "## Objectifs 2026",
        "420 ruches",
        "la porte 🔒 le soir",
        "Tout le monde.",
    ):
        assert shown in kept, shown


def test_a_padlocked_section_stays_off_and_the_note_ships(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "Projets/Bilan 2025.md": "# Bilan 2025\n\nUne bonne année.\n\n## 🔒 Santé\nSECRET-5\n\n"
            "## Objectifs\n- 420 ruches\n",
            # a padlock opening the note's first line: the whole note
            "Perso/Banque.md": "## 🔐 Comptes\nSECRET-6\n",
        }
    )
    built = build_bundle(vault)
    assert b"SECRET-5" not in built.data and b"SECRET-6" not in built.data
    assert b"420 ruches" in built.data and "Une bonne année.".encode() in built.data
    assert b"Banque" not in built.data


def test_a_mark_on_the_first_line_or_in_a_sentence_is_left_to_the_note_level_checks() -> None:
    for body in ("# Journal #private\nTout est privé.\n", "Le refuge.\nJe note ici #private mes comptes.\n"):
        assert without_private_parts(body, _private) == (body, 0)


def test_a_public_outline_ships_without_its_private_subtrees(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "WorkFlowy/Saisons.md": OUTLINE,
            "WorkFlowy/Refuge.md": "- Refuge\n  - 54 places\n\n## Comptes & emprunt #private\n- SECRET-2\n",
            # a file name marking it, and a private tag in a sentence: whole notes off
            "Notes/PRIVÉ - Sinistre grêle 2025.md": "SECRET-3 franchise 1 500 €\n",
            "Notes/Santé.md": "Opération du genou, SECRET-4 #private\n",
            "Notes/Private lessons.md": "Cours particuliers d'escalade.\n",
        }
    )
    built = build_bundle(vault)
    for secret in ("SECRET-1", "SECRET-2", "SECRET-3", "SECRET-4", "Salaires", "Comptes"):
        assert secret.encode() not in built.data, secret
    for kept in ("ouverture le 5 juin", "54 places", "Cours particuliers"):
        assert kept.encode() in built.data, kept
