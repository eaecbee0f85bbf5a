"""A plain-text iA Writer / Ulysses library (examples/vault-ia): comment lines, Ulysses marks,
content blocks, ``.txt`` notes, untitled files, a private first-line comment."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from grasbot.bundle import Bundle, parse_bundle
from index_build.build import build_bundle
from index_build.vault import read_vault
from index_build.writer import writer_marks

VaultFactory = Callable[[dict[str, str]], Path]


@pytest.mark.parametrize(
    ("written", "shown"),
    [
        # iA Writer's comment lines, never published; TiddlyWiki's italics are text
        ("Prix : 780 €.\n// hausse de 7 % en 2027\nFin.", "Prix : 780 €.\n\nFin."),
        ("//Carnet commencé en 2016//", "//Carnet commencé en 2016//"),
        # a comment in a code block is the code's
        ("```c\n// a C comment\n```", "```c\n// a C comment\n```"),
        # Ulysses: a comment closing its line, a deletion, an annotation; a marked text kept
        ("Je ne vends pas de gui. ++mais j'en ramène à Inès++", "Je ne vends pas de gui. "),
        ("||- le championnat 2019||\n- le chancre", "\n- le chancre"),
        ("{{demander à Inès de relire}}", ""),
        (
            "La fente ::pas besoin d'haubaner::, on la surveille.",
            "La fente pas besoin d'haubaner, on la surveille.",
        ),
        # inserted text inside a sentence (Joplin's underline) is read
        ("balises ++à ne pas toucher++ en rouge", "balises à ne pas toucher en rouge"),
        # what only looks like them: C++, a C++ scope, a table's empty cell, Roam's and Liquid's
        ("C++ et C++ !", "C++ et C++ !"),
        ("std::vector::iterator", "std::vector::iterator"),
        ("| a || b |", "| a || b |"),
        ("- {{[[table]]}}", "- {{[[table]]}}"),
        ("{{ page.title }}", "{{ page.title }}"),
        ("Relation:: mon compagnon", "Relation:: mon compagnon"),
    ],
)
def test_the_writers_marks_are_read_as_the_published_page_shows_them(written: str, shown: str) -> None:
    assert writer_marks(written) == shown


LIBRARY = {
    "Accueil.md": "# Accueil\n\nMoi c'est Corentin, arboriste-grimpeur à Montbrison.\n\nLes prix :\n\n"
    "/Services/Tarifs 2026.md\n\n/images/grue.jpg\n\nMon script : /usr/bin/env python3\n",
    "Services/Tarifs 2026.md": "# Tarifs 2026\n\nJournée : 780 € HT.\n"
    "// Hausse prévue de 7 % au 1er mars 2027, pas encore annoncée.\n",
    "Chantiers/Diagnostic platanes.md": "# Diagnostic platanes\n\n48 platanes.\n\n/Clients/Mairie.csv\n\n"
    "/Perso/Budget.csv\n",
    "Clients/Mairie.csv": "arbre;essence;etat\nP01;platane;bon\nP17;platane;cavité basale\n",
    "Perso/Budget.csv": "poste;montant\ndette;38000\n",
    "Archives/CV 2017.txt": "CORENTIN MAURY\n\nCordiste chez Verticalis (Lyon), 2011-2014.\n",
    "static/robots.txt": "User-agent: *\nDisallow: /\n",
    "Untitled 3.md": "# Idées d'articles\n\n- pourquoi on ne taille pas en juillet\n",
    "Sans titre.md": "Pas de titre, de la prose.\n",
    "Journal/2025-09-03 Journal.md": "// PRIVÉ\n# 3 septembre 2025\n\nPapa a vu le neurologue.\n",
    ".grasbotignore": "Perso/\n",
}


def _library(make_vault: VaultFactory) -> Bundle:
    return parse_bundle(build_bundle(make_vault(LIBRARY)).data)


def test_content_blocks_show_the_note_or_the_table_they_name(make_vault: VaultFactory) -> None:
    bundle = _library(make_vault)

    def text(slug: str) -> str:
        i = bundle.slug_index[slug]
        return "\n".join(bundle.passages[k].text for k in bundle.passages.of_note(i))

    home = text("Accueil")
    assert "780 €" in home  # the rates page shown where its block stands
    assert "grue.jpg" not in home  # an image: nothing to read
    assert "/usr/bin/env python3" in home  # a path in a sentence names no file of the library
    platanes = text("Diagnostic platanes")
    assert "P17" in platanes
    assert "cavité basale" in platanes  # the table file's rows, as the page shows them
    assert "38000" not in platanes  # a table file the owner keeps off is not shown by a block
    # the comment line stays off the rates page and off every page showing it
    assert "7 %" not in text("Tarifs 2026")
    assert "7 %" not in home


def test_text_notes_untitled_files_and_a_private_comment_line(make_vault: VaultFactory) -> None:
    bundle = _library(make_vault)
    titles = {bundle.notes[i].slug: bundle.notes[i].title for i in range(len(bundle))}
    # a ``.txt`` note is a note; a site's ``robots.txt`` is not
    assert titles["CV 2017"] == "CV 2017"
    assert "robots" not in titles
    # a file the app named « Untitled 3 » is titled by its first heading; without one, by its name
    assert titles["Untitled 3"] == "Idées d'articles"
    assert titles["Sans titre"] == "Sans titre"
    # « // PRIVÉ » opening a note keeps it off, as a banner would
    assert "2025-09-03 Journal" not in titles
    read = read_vault(make_vault(LIBRARY))
    reasons = {d.path: d.reason for d in read.dropped}
    assert reasons["Journal/2025-09-03 Journal.md"] == "marked private: « prive »"


def test_a_text_file_in_a_folder_opened_in_obsidian_is_no_note(make_vault: VaultFactory) -> None:
    # Obsidian neither shows nor publishes a ``.txt`` file: a Simplenote import's leftover (a
    # resignation letter's draft) is no page of the site, though a writing app's library keeps
    # its ``.txt`` notes (above)
    files = {
        ".obsidian/app.json": "{}\n",
        "À propos.md": "# À propos\n\nExpert-comptable à Clermont-Ferrand.\n",
        "Simplenote/brouillon lettre.txt": "brouillon lettre\nJe quitte mes fonctions au 30 mars.\n",
    }
    read = read_vault(make_vault(files))
    assert [n.path for n in read.notes] == ["À propos.md"]
    assert any(d.path == "Simplenote/brouillon lettre.txt" and ".txt" in d.reason for d in read.dropped)
    # the same folder without Obsidian's: a writing app's library, whose text files are notes
    del files[".obsidian/app.json"]
    assert len(read_vault(make_vault(files)).notes) == 2
