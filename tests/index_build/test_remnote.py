"""A RemNote export kept in Obsidian: its flashcard marks read as text (index_build.remnote)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from index_build.remnote import render_remnote
from index_build.vault import read_vault

VaultFactory = Callable[[dict[str, str]], Path]


@pytest.mark.parametrize(
    ("written", "read"),
    [
        (
            "- Les 3 phases du sol >> solide, liquide, gazeuse",
            "- Les 3 phases du sol : solide, liquide, gazeuse",
        ),
        ("- CEC << capacité d'échange cationique", "- CEC : capacité d'échange cationique"),
        ("    - Logo AB <> marque française", "    - Logo AB : marque française"),
        ("- Rendement ;; 3 kg/m²", "- Rendement : 3 kg/m²"),
        # a multi-line card: its children answer it
        ("- Cycle de l'azote >>>", "- Cycle de l'azote :"),
        ("- Pourquoi une rotation ? >>>", "- Pourquoi une rotation ?"),
        ("- Le pH idéal est entre {{6,5}} et {{7}}", "- Le pH idéal est entre 6,5 et 7"),
        ("- Irrigation ##projet", "- Irrigation #projet"),
        # a code span keeps its arrows; so does prose, which RemNote never exports
        ("- en shell : `echo x >> log` et a >> b", "- en shell : `echo x >> log` et a : b"),
        ("Le ratio a >> b, en prose.", "Le ratio a >> b, en prose."),
        ("## Un titre", "## Un titre"),
    ],
)
def test_a_cards_marks_read_as_its_text(written: str, read: str) -> None:
    assert render_remnote(written) == read


def test_a_code_block_keeps_its_arrows_and_lines_keep_their_numbers() -> None:
    body = "- a >> b\n```sh\n- echo x >> f\n```\n- {{c}}\n"
    assert render_remnote(body) == "- a : b\n```sh\n- echo x >> f\n```\n- c\n"


def test_an_exported_outline_reads_without_card_marks(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "Agronomie.md": "- Agronomie\n    - Le sol\n        - Les 3 phases du sol >> solide, liquide\n"
            "        - pH idéal entre {{6,5}} et {{7}}\n    - Cycle de l'azote >>>\n        - fixation\n",
        }
    )
    (note,) = read_vault(vault).notes
    for mark in (">>", "{{", "}}"):
        assert mark not in note.body
    assert "Les 3 phases du sol : solide, liquide" in note.body and "entre 6,5 et 7" in note.body
