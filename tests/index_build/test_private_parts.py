"""A heading or a list item tagged private in a public note: it and all it holds stay off."""

from __future__ import annotations

from index_build.build import build_bundle
from index_build.private_parts import without_private_parts
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
