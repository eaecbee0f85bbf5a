"""MkDocs (Material) page syntax read as the site shows it (index_build.mkdocs), and in a bundle."""

from __future__ import annotations

import pytest

from grasbot.bundle import parse_bundle
from index_build.build import build_bundle
from index_build.mkdocs import render_mkdocs
from tests.conftest import VaultFactory


@pytest.mark.parametrize(
    ("body", "shown"),
    [
        (
            '!!! warning "Bulletin"\n    On consulte le BERA.\n\nSuite.',
            "> [!warning] Bulletin\n> On consulte le BERA.\n\nSuite.",
        ),
        ("!!! tip\n    Un conseil.", "> [!tip]\n> Un conseil."),
        ('??? question "Le prix ?"\n    Par guide.', "> [!question] Le prix ?\n> Par guide."),
        ('???+ note "Ouvert"\n    Oui.', "> [!note] Ouvert\n> Oui."),
        # a tab's body, blank lines inside it kept; the text after it is not in it
        (
            '=== "Été"\n\n    Course A.\n\n    Course B.\nAprès.',
            "> [!tab] Été\n>\n> Course A.\n>\n> Course B.\nAprès.",
        ),
        # a box inside a tab
        ('=== "Hiver"\n    !!! info "Neige"\n        Peu.', "> [!tab] Hiver\n> > [!info] Neige\n> > Peu."),
        # attribute lists and icons are styling
        ("[Nous contacter](contact.md){ .md-button .md-button--primary }", "[Nous contacter](contact.md)"),
        ("Un titre {: #ancre }", "Un titre"),
        (":material-phone: 06 00 00 00 00", "06 00 00 00 00"),
        # prose and templates stay as written
        ("Trois points !!! et un {{ .Title }} de Hugo", "Trois points !!! et un {{ .Title }} de Hugo"),
        ("Un ensemble {a, b} en maths.", "Un ensemble {a, b} en maths."),
    ],
)
def test_mkdocs_is_written_as_the_site_shows_it(body: str, shown: str) -> None:
    assert render_mkdocs(body) == shown


def test_the_lines_keep_their_numbers() -> None:
    body = '# T\n\n!!! note "A"\n    un\n    deux\n\n=== "B"\n    trois\n\nfin'
    assert render_mkdocs(body).count("\n") == body.count("\n")


def test_an_mkdocs_page_answers_with_its_words_under_its_box_titles(make_vault: VaultFactory) -> None:
    page = (
        "---\ntitle: Tarifs\n---\n# Tarifs\n\n"
        '??? question "Le prix est par personne ?"\n'
        "    Non, par guide : 460 € la journée pour 1 à 6 personnes.\n\n"
        "[Réserver](../contact.md){ .md-button }\n\n"
        '!!! todo "Pour moi"\n    relancer le comptable\n\n'
        "Voir [[absente]].\n"
    )
    result = build_bundle(make_vault({"docs/tarifs/index.md": page, "docs/contact.md": "# Contact\n\nIci."}))
    shown = "\n".join(p.text for p in parse_bundle(result.data).passages)
    assert "???" not in shown and "md-button" not in shown and "{" not in shown
    # the box's title introduces its body, as an Obsidian callout's does
    assert "Le prix est par personne ?" in shown and "460 € la journée" in shown
    assert "relancer le comptable" not in shown  # a to-do box is a note to self
    assert [str(w) for w in result.warnings] == [
        "docs/tarifs/index.md:14: link to missing note '[[absente]]'"
    ]
