"""A DokuWiki converted to Markdown and kept in Obsidian: its tables, macros and footnotes read
as DokuWiki shows them (index_build.dokuwiki), its ``start`` pages told apart."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from grasbot.bundle import parse_bundle
from index_build.build import build_bundle
from index_build.dokuwiki import render_dokuwiki

VaultFactory = Callable[[dict[str, str]], Path]


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("~~NOTOC~~", ""),
        ("Fin de page ~~DISCUSSION:off~~", "Fin de page "),
        # Markdown's strikethrough, even of a word in capitals
        ("Hébergement : ~~OVH~~ → à décider", "Hébergement : ~~OVH~~ → à décider"),
        (
            "facture sur Chorus Pro ((l'horreur, mais on s'y fait))",
            "facture sur Chorus Pro (l'horreur, mais on s'y fait)",
        ),
        # a block id (Roam's), no footnote
        ("((GJ3kd82Lz))", "((GJ3kd82Lz))"),
        ("^ Livraison vélo | 2 € |", "| Livraison vélo | 2 € |"),
        # a forced line break closing the line
        ("**Les Mots Passants**\\\\", "**Les Mots Passants**"),
        # a caret in a formula is no cell
        ("| x^2 | carré |", "| x^2 | carré |"),
    ],
)
def test_dokuwiki_marks_read_as_shown(written: str, read: str) -> None:
    assert render_dokuwiki(f"Avant\n{written}\nAprès") == f"Avant\n{read}\nAprès"


def test_code_keeps_its_marks_and_lines_keep_their_numbers() -> None:
    body = "```\n~~NOTOC~~\n^ a | b |\n```\n~~NOTOC~~\nun `code ((x y))` et ((une note))"
    read = render_dokuwiki(body)
    assert read.split("\n") == ["```", "~~NOTOC~~", "^ a | b |", "```", "", "un `code (x y)` et (une note)"]


def test_a_dokuwiki_table_reads_its_header_row(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "dedicaces.md": "====== Dédicaces ======\n\n===== Souvenirs =====\n"
            "^ Date ^ Auteur ^ Exemplaires vendus ^\n| 2019-11-16 | Claire Aubertin | 47 |\n"
            "| 2025-10-11 | Jules Fermat | 71 |\n\n~~DISCUSSION~~\n",
            "tarifs.md": "# Tarifs\n\n^ Prestation ^ Prix ^\n^ Livraison vélo | 2 € |\n"
            "^ Club de lecture | gratuit |\n",
        }
    )
    bundle = parse_bundle(build_bundle(vault).data)
    shown = "\n".join(p.text for p in bundle.passages)
    assert "Date : 2025-10-11 ; Auteur : Jules Fermat ; Exemplaires vendus : 71" in shown
    assert "Prestation : Livraison vélo ; Prix : 2 €" in shown
    assert "^" not in shown and "DISCUSSION" not in shown


def test_the_root_start_page_keeps_its_slug_beside_the_namespaces_own(make_vault: VaultFactory) -> None:
    # DokuWiki's ``start`` page in every namespace and at the root: none is lost
    vault = make_vault(
        {
            "atelier/start.md": "# Atelier\n\nLes bricolages de la boutique.\n",
            "pro/start.md": "# Pro\n\nLa librairie.\n",
            "start.md": "# Accueil\n\nBienvenue sur le wiki de la librairie.\n",
        }
    )
    result = build_bundle(vault)
    assert result.dropped == [] and result.notes == 3
    bundle = parse_bundle(result.data)
    assert sorted(bundle.slug_index) == ["atelier/start", "pro/start", "start"]
    assert bundle.notes[bundle.slug_index["start"]].path == "start.md"
    assert (
        "atelier/start.md:1: slug 'start' given to start.md at the vault's root; kept as 'atelier/start'"
    ) in [str(w) for w in result.warnings]
