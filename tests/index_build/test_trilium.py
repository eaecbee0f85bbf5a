"""A Trilium export kept in Obsidian: its attribute lines read as fields and tags
(index_build.trilium)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from index_build.trilium import render_trilium
from index_build.vault import read_vault

VaultFactory = Callable[[dict[str, str]], Path]


@pytest.mark.parametrize(
    ("written", "read"),
    [
        (
            "#projet #statut=terminé #documentaire ~client=Films du Héron",
            "Statut : terminé ; Client : Films du Héron #projet #documentaire",
        ),
        ("#tarif=65 #archivé", "Tarif : 65 #archivé"),
        ("~ville=Angers", "Ville : Angers"),
        # not an attribute line: a sentence, a plain tag line, a heading, a setting
        ("Ligne #tag=2 dans une phrase.", "Ligne #tag=2 dans une phrase."),
        ("#projet #archivé", "#projet #archivé"),
        ("# Tarifs 2026", "# Tarifs 2026"),
        ("#1=un", "#1=un"),
    ],
)
def test_an_attribute_line_reads_as_fields_and_tags(written: str, read: str) -> None:
    assert render_trilium(f"Avant\n{written}\nAprès") == f"Avant\n{read}\nAprès"


def test_code_keeps_its_attributes() -> None:
    body = "```\n#x=1 #y\n```\n#x=1 #y"
    assert render_trilium(body) == "```\n#x=1 #y\n```\nX : 1 #y"


def test_a_note_shows_its_fields_and_files_its_labels(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "Projets/Veilleurs.md": "# Les Veilleurs\n\n#projet #statut=terminé ~client=Films du Héron\n\n"
            "Un documentaire de 52 min sur l'estuaire.\n",
        }
    )
    note = read_vault(vault).notes[0]
    assert "Statut : terminé ; Client : Films du Héron" in note.body
    assert "=" not in note.body and "~" not in note.body
    assert "projet" in note.tags
