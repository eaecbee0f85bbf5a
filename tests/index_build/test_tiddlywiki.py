"""A tiddler in TiddlyWiki's markup, read as the wiki showed it (index_build.tiddlywiki)."""

from __future__ import annotations

import pytest

from index_build.tiddlywiki import render_tiddlywiki


def test_headings_emphasis_and_lists_become_markdown() -> None:
    body = "! À propos\n''interprète'' //freelance//\n!! Parcours\n* Rennes\n** Quimper\n# un\n# deux\n"
    assert render_tiddlywiki(body).split("\n") == [
        "# À propos",
        "**interprète** *freelance*",
        "## Parcours",
        "- Rennes",
        "  - Quimper",
        "1. un",
        "1. deux",
        "",
    ]


def test_a_table_gets_its_header_row() -> None:
    body = "|!Prestation|!Tarif|\n|Demi-journée|350 €|\n|Journée|620 €|\n\nSuite."
    assert render_tiddlywiki(body).split("\n") == [
        "| Prestation | Tarif |",
        "| --- | --- |",
        "| Demi-journée | 350 € |",
        "| Journée | 620 € |",
        "",
        "Suite.",
    ]


def test_links_keep_their_label_in_obsidians_order() -> None:
    assert render_tiddlywiki("[[écrire|Contact]] et [[Tarifs]]") == "[[Contact|écrire]] et [[Tarifs]]"
    assert render_tiddlywiki("[[site|https://afils.fr]]") == "[site](https://afils.fr)"


@pytest.mark.parametrize(
    ("wikitext", "shown"),
    [
        ('Voir <<list-links filter:"[tag[Projets]]">> ici', "Voir  ici"),  # computed by the wiki
        ("<<toc>>", ""),
        ("Bien à vous, {{Signature}}", "Bien à vous, "),  # another tiddler, a note of its own
        ('<$link to="Contact">écrire</$link>', "écrire"),  # a widget: its text
        ("@@color:red;Important :@@ pas assermentée", "Important : pas assermentée"),
        ("@@.note attention@@", "attention"),
        ("~WikiWord écrit", "WikiWord écrit"),
        ("https://exemple.fr//chemin", "https://exemple.fr//chemin"),  # a URL, no italics
    ],
)
def test_what_the_wiki_computed_is_cut_and_styled_text_kept(wikitext: str, shown: str) -> None:
    assert render_tiddlywiki(wikitext) == shown


def test_code_and_quotes_keep_their_text() -> None:
    body = "<<<\nUne citation ''forte''\n<<<\n```\n''pas du gras''\n! pas un titre\n```\n`''code''`"
    assert render_tiddlywiki(body).split("\n") == [
        "Une citation **forte**",
        "```",
        "''pas du gras''",
        "! pas un titre",
        "```",
        "`''code''`",
    ]
