"""A Zim Desktop Wiki notebook moved to Obsidian, read as Zim showed it (index_build.zim)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from grasbot.bundle import readable_text
from index_build.build import build_bundle
from index_build.frontmatter import split_note
from index_build.vault import read_vault
from index_build.zim import at_tags, day_page_slug, render_zim

VaultFactory = Callable[[dict[str, str]], Path]
SECRET = "CANARY-ZIM-TEST-0a1b2c"
HEADER = "Content-Type: text/x-zim-wiki\nWiki-Format: zim 0.6\nCreation-Date: 2019-03-12T10:22:31+01:00\n\n"


def test_the_header_is_metadata_and_every_later_line_keeps_its_number() -> None:
    split = split_note(HEADER + "====== Accueil ======\nBonjour.")
    assert split.meta == {"date": "2019-03-12"}
    assert split.body.split("\n")[4:] == ["====== Accueil ======", "Bonjour."]
    assert "Content-Type" not in split.body


def test_a_header_kept_under_yaml_front_matter_is_no_fact_either() -> None:
    split = split_note("---\ntags: [toiture]\n---\n" + HEADER + "Texte.")
    assert split.meta == {"tags": ["toiture"], "date": "2019-03-12"}
    assert split.body.strip() == "Texte."


def test_a_key_line_that_is_no_zim_header_stays_text() -> None:
    # (« Content-Type: » of an e-mail pasted in a note says nothing about Zim)
    assert split_note("Content-Type: text/plain\n\nCorps.").body.startswith("Content-Type")


def test_headings_the_created_line_and_inline_marks_read_as_markdown() -> None:
    body = (
        "====== Toiture église ======\nCreated jeudi 04 juin 2020\n\n"
        "===== Matériaux =====\n//ardoise// d'Angers, ''zinc VMZ'' @patrimoine\n"
        "[*] dépose\n[ ] repose\n[x] échafaudage loué\nVoir https://exemple.fr//chemin"
    )
    assert render_zim(body).split("\n") == [
        "# Toiture église",
        "",  # (the « Created » line, cut: every later line keeps its number)
        "",
        "## Matériaux",
        "*ardoise* d'Angers, `zinc VMZ` #patrimoine",
        "- [x] dépose",
        "- [ ] repose",
        "- [-] échafaudage loué",  # Zim's crossed box: not done, and never will be
        "Voir https://exemple.fr//chemin",
    ]


def test_a_created_line_further_down_is_the_owners_own() -> None:
    body = "====== Journal ======\n\nUn paragraphe.\n\nCreated Tuesday 12 March 2019"
    assert render_zim(body).endswith("Created Tuesday 12 March 2019")


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("[[Chantiers:Toiture eglise]]", "[[Chantiers/Toiture eglise]]"),
        ("[[Clients:Mairie|la mairie]]", "[[Clients/Mairie|la mairie]]"),
        ("[[+Devis]]", "[[Devis]]"),
        ("[[:Accueil]]", "[[Accueil]]"),
        ("[[Note#Partie]]", "[[Note#Partie]]"),
        ("[[https://exemple.fr]]", "[[https://exemple.fr]]"),  # an address, not a namespace
    ],
)
def test_namespace_links_name_the_path_in_any_note(written: str, read: str) -> None:
    assert render_zim(f"Voir {written}.") == f"Voir {read}."


def test_plain_markdown_is_left_alone() -> None:
    body = "# Titre\n\nUn lien https://a.fr//b, un @compte, un mail a@b.fr et ''deux apostrophes''."
    assert render_zim(body) == body


def test_at_tags_skip_mail_addresses() -> None:
    assert at_tags("@privé compta, écrire à moi@exemple.fr ou @finances.") == ["privé", "finances"]


@pytest.mark.parametrize(
    ("path", "slug"),
    [
        ("Journal/2021/04/07", "2021-04-07"),
        ("Journal/2021/04/7", "2021-04-07"),
        ("Journal/2021/04", "2021-04"),
        ("Journal/2021/13/07", None),
        ("Chantiers/07", None),
    ],
)
def test_a_journal_page_is_named_by_its_day(path: str, slug: str | None) -> None:
    assert day_page_slug(path) == slug


def test_a_zim_notebook_reads_as_its_pages(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "Home.md": HEADER + "====== Home ======\nCreated mardi 12 mars 2019\n\nJe suis couvreur. Voir "
            "[[Chantiers:Toiture eglise]] et [[Journal:2021:04:07]].\n",
            "Chantiers/Toiture_eglise.md": "====== Toiture église ======\n\nArdoise, 420 m².\n",
            "Chantiers/Gouttieres_zinc.md": "Du zinc partout.\n",
            "Journal/2021/04/07.md": HEADER + "====== mercredi 07 avril 2021 ======\n\nTempête.\n",
            "Journal/2021/05/07.md": "# vendredi 07 mai 2021\n\nDevis.\n",
            "Perso/Dettes.md": HEADER + f"====== Dettes ======\n@privé\n\n{SECRET}\n",
        }
    )
    read = read_vault(vault)
    by_path = {n.path: n for n in read.notes}
    assert set(by_path) == {
        "Home.md",
        "Chantiers/Toiture_eglise.md",
        "Chantiers/Gouttieres_zinc.md",
        "Journal/2021/04/07.md",
        "Journal/2021/05/07.md",
    }
    home = by_path["Home.md"]
    assert home.body.startswith("# Home") and "Content-Type" not in home.body and "Created" not in home.body
    assert "Voir Toiture eglise et 2021-04-07." in home.body
    assert by_path["Chantiers/Toiture_eglise.md"].title == "Toiture église"  # the heading's accents
    assert by_path["Chantiers/Gouttieres_zinc.md"].title == "Gouttieres zinc"
    assert by_path["Journal/2021/04/07.md"].slug == "2021-04-07"
    assert by_path["Journal/2021/05/07.md"].slug == "2021-05-07"
    result = build_bundle(vault)
    assert not [w for w in result.warnings if w.kind == "missing-link"]
    assert SECRET not in readable_text(result.data)
