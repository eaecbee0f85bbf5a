"""A SiYuan export kept in Obsidian: its block references read as their anchor text
(index_build.siyuan)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from index_build.siyuan import render_siyuan
from index_build.vault import read_vault

VaultFactory = Callable[[dict[str, str]], Path]


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ('sur l\'établi ((20221103205521-b0ut1qm "Boutique mouches")).', "sur l'établi Boutique mouches."),
        ("voir ((20220410213018-y0utub3 'Vidéos YouTube'))", "voir Vidéos YouTube"),
        ("un bloc ((20220410213018-y0utub3)) cité", "un bloc  cité"),
        # no SiYuan id: a writer's aside, a Roam id, a date in brackets
        ("((à revoir))", "((à revoir))"),
        ("((GJ3kd82Lz))", "((GJ3kd82Lz))"),
        ("((2023...))", "((2023...))"),
    ],
)
def test_a_block_reference_reads_as_its_anchor(written: str, read: str) -> None:
    assert render_siyuan(f"Avant\n{written}\nAprès") == f"Avant\n{read}\nAprès"


def test_code_keeps_its_references() -> None:
    body = '```\n((20221103205521-b0ut1qm "x"))\n```\n((20221103205521-b0ut1qm "x"))'
    assert render_siyuan(body) == '```\n((20221103205521-b0ut1qm "x"))\n```\nx'


def test_a_note_shows_the_anchor_and_no_id(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "Journal/2022-11-05.md": "# 5 novembre 2022\n\nOuverture de la boutique : 200 mouches prêtes "
            '((20221103205521-b0ut1qm "Boutique mouches")). Premier jour : 4 commandes.\n',
        }
    )
    note = read_vault(vault).notes[0]
    assert "prêtes Boutique mouches. Premier jour" in note.body
    assert "20221103205521" not in note.body and "((" not in note.body
