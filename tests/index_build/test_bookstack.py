"""A BookStack exported page by page to Markdown and kept in Obsidian: its page links, id links
and unresolved includes read as the wiki showed them (index_build.bookstack)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from grasbot.bundle import parse_bundle
from index_build.bookstack import render_bookstack
from index_build.build import build_bundle

VaultFactory = Callable[[dict[str, str]], Path]


@pytest.mark.parametrize(
    ("written", "read"),
    [
        # a page of the wiki by its URL: the page exported beside it, as a note's link
        (
            "Voir [Thomas](https://wiki.exemple.bzh/books/l-auto-ecole/page/thomas-rivalain).",
            "Voir [Thomas](thomas-rivalain.md).",
        ),
        ("[prix](/books/tarifs/chapter/permis/page/tarifs-2026#bkmrk-b20)", "[prix](tarifs-2026.md)"),
        # a page by its id, and a page include the export left unresolved
        ("Voir [Mission Locale](/link/44).", "Voir Mission Locale."),
        ("Tarifs : {{@57#bkmrk-forfait-bea-13h}} et {{@12}}", "Tarifs :  et "),
        # a book's or a shelf's URL, an image: left as they are
        (
            "[Vie perso](https://wiki.exemple.bzh/books/vie-perso)",
            "[Vie perso](https://wiki.exemple.bzh/books/vie-perso)",
        ),
        ("![](https://wiki.exemple.bzh/books/a/page/b)", "![](https://wiki.exemple.bzh/books/a/page/b)"),
    ],
)
def test_bookstack_marks_read_as_shown(written: str, read: str) -> None:
    assert render_bookstack(f"Avant\n{written}\nAprès") == f"Avant\n{read}\nAprès"


def test_code_keeps_its_marks_and_lines_keep_their_numbers() -> None:
    body = "```\n{{@57}}\n```\n- [ ] Remplacer les `{{@57}}`\n[ML](/link/44)"
    assert render_bookstack(body).split("\n") == [
        "```",
        "{{@57}}",
        "```",
        "- [ ] Remplacer les `{{@57}}`",
        "ML",
    ]


def test_a_page_linked_by_its_wiki_url_is_a_neighbour(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "l-auto-ecole/equipe/presentation.md": "# Présentation\n\nOn est deux moniteurs. Voir la page de "
            "[Thomas](https://wiki.exemple.bzh/books/l-auto-ecole/page/thomas-rivalain).\n\n"
            "Les prix : {{@57#bkmrk-forfait}} et [les tarifs](/link/42).\n",
            "l-auto-ecole/equipe/thomas-rivalain.md": "# Thomas Rivalain\n\nMoniteur depuis mars 2023.\n",
        }
    )
    bundle = parse_bundle(build_bundle(vault).data)
    page, thomas = bundle.slug_index["presentation"], bundle.slug_index["thomas-rivalain"]
    assert thomas in bundle.graph[page]
    shown = "\n".join(p.text for p in bundle.passages)
    assert "Voir la page de Thomas." in shown and "Les prix : et les tarifs." in shown, shown
    for mark in ("wiki.exemple", "{{@", "/link/", "bkmrk"):
        assert mark not in shown, mark
