"""A site generator's content folder (examples/vault-readme): README-style project pages, Hugo's
``_index.md`` pages, drafts and unpublished posts. What ships, what is left out, which slug."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from grasbot.bundle import Bundle, parse_bundle, readable_text
from index_build.build import BuildResult, build_bundle
from index_build.vault import read_vault
from index_build.visible import left_out_fragments, visible_note

VaultFactory = Callable[[dict[str, str]], Path]
README_VAULT = Path(__file__).resolve().parents[2] / "examples" / "vault-readme"


def _note(body: str) -> tuple[str, list[tuple[int, str]]]:
    note = visible_note(body, "Projet", "note")
    shown = "\n".join(f"{p.heading}\n{p.text}" for p in note.passages)
    return shown, [(x.line, x.reason) for x in note.left_out]


@pytest.fixture(scope="module")
def readme_build() -> BuildResult:
    return build_bundle(README_VAULT)


@pytest.fixture(scope="module")
def readme(readme_build: BuildResult) -> Bundle:
    return parse_bundle(readme_build.data, "readme")


def test_a_line_of_badges_is_left_out_as_images() -> None:
    body = (
        "[![CI](https://img.shields.io/x.svg)](https://ci.example/actions) "
        "[![Licence: MIT](https://img.shields.io/badge/licence-MIT.svg)](LICENSE) ![Go](https://img.shields.io/go)\n"
        "\n"
        "Une carte des trams.\n"
    )
    shown, left = _note(body)
    assert shown == "\nUne carte des trams."
    assert left == [(1, "image")]


def test_a_linked_image_inside_a_sentence_leaves_no_url() -> None:
    shown, _ = _note("Voir la démo [![démo](demo.gif)](https://demo.example) en ligne.\n")
    assert shown == "\nVoir la démo en ligne."


def test_a_table_of_contents_is_left_out_and_its_words_are_no_leak() -> None:
    body = (
        "## Sommaire\n\n- [Fonctionnalités](#fonctionnalités)\n- [Installation](#installation)\n\n"
        "## Fonctionnalités\n\n- Alertes par notification push.\n"
    )
    shown, left = _note(body)
    assert shown == "Fonctionnalités\n- Alertes par notification push."
    assert left == [(3, "table of contents")]
    # the left-out « Fonctionnalités » is the heading the prompt shows: not a leak
    assert left_out_fragments([(body, "Projet", "note")]) == []


def test_a_list_with_one_real_link_is_content() -> None:
    shown, left = _note("- [Installation](#installation)\n- [Le site](https://site.example)\n")
    assert "Installation" in shown and left == []


def test_index_pages_take_their_folder_name(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "_index.md": "---\ntitle: Accueil\n---\nBienvenue.\n",
            "posts/_index.md": "---\ntitle: Blog\n---\nLes articles.\n",
            "projets/sentier/index.md": "---\ntitle: Sentier\n---\nUn outil.\n",
            "projets/_index.md": "---\ntitle: Projets\n---\nLa liste.\n",
        }
    )
    read = read_vault(root)
    assert sorted(n.slug for n in read.notes) == ["_index", "posts", "projets", "sentier"]
    assert read.warnings == []


def test_drafts_and_unpublished_posts_never_ship(readme_build: BuildResult, readme: Bundle) -> None:
    text = readable_text(readme_build.data)
    for fact in ("Elixir", "Hack'Alpes", "520 €", "420 €", "71 000", "Belote"):
        assert fact not in text
    slugs = {readme.notes[i].slug for i in range(len(readme))}
    assert {"belote", "kubernetes-ou-pas", "bilan-freelance"}.isdisjoint(slugs)
    assert {"_index", "posts", "projets"} <= slugs  # three _index.md, one slug each


def test_readme_noise_is_in_no_passage(readme: Bundle) -> None:
    shown = "\n".join(f"{p.heading}\n{p.text}" for p in readme.passages)
    for noise in ("shields.io", "npm install", "cargo install", "/actions", "(#", "align=", "Sommaire"):
        assert noise not in shown
    assert "1 200 utilisateurs par jour" in shown
