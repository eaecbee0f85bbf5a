"""Obsidian canvases: a board a note embeds is read where it stands, in reading order; one kept
off the site or unreadable shows nothing."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from index_build.canvas import CanvasError, canvas_text
from index_build.vault import read_vault

VaultFactory = Callable[[dict[str, str]], Path]


def _board(nodes: list[dict[str, object]], edges: list[dict[str, object]] | None = None) -> str:
    return json.dumps({"nodes": nodes, "edges": edges or []}, ensure_ascii=False)


def _text(id_: str, text: str, x: int, y: int, w: int = 200, h: int = 100) -> dict[str, object]:
    return {"id": id_, "type": "text", "text": text, "x": x, "y": y, "width": w, "height": h}


def _group(id_: str, label: str, x: int, y: int, w: int, h: int) -> dict[str, object]:
    return {"id": id_, "type": "group", "label": label, "x": x, "y": y, "width": w, "height": h}


BOARD = _board(
    [
        # written in the file out of reading order: the board is read top to bottom, left to right
        _text("late", "Livraison prévue le 12 janvier.", 0, 900),
        _group("g", "Étape 2 : révision", 0, 300, 700, 400),
        _group("inner", "Atelier", 380, 360, 300, 200),
        _text("clean", "Nettoyage aux ultrasons, 2 h.", 400, 350),
        _text("strip", "Démontage du calibre 1150.", 20, 350),
        _text("first", "## Étape 1\nDevis accepté par Mme Roux.", 0, 0),
        {"id": "f", "type": "file", "file": "Clients/Roux.md", "x": 300, "y": 0, "width": 200, "height": 100},
        {
            "id": "img",
            "type": "file",
            "file": "Attachments/calibre.jpg",
            "x": 600,
            "y": 0,
            "width": 9,
            "height": 9,
        },
        {"id": "u", "type": "link", "url": "https://example.org", "x": 900, "y": 0, "width": 9, "height": 9},
    ],
    [
        {"id": "e1", "fromNode": "strip", "toNode": "clean", "label": "si rouille : +45 €"},
        {"id": "e2", "fromNode": "first", "toNode": "strip"},  # no label: nothing to read
    ],
)


def test_a_board_reads_its_cards_in_reading_order_under_their_groups() -> None:
    assert canvas_text(BOARD).split("\n\n") == [
        "## Étape 1\nDevis accepté par Mme Roux.",
        "### Étape 2 : révision",
        "Démontage du calibre 1150.",
        "#### Atelier",
        "Nettoyage aux ultrasons, 2 h.",
        "Livraison prévue le 12 janvier.",
        "Démontage du calibre 1150. → Nettoyage aux ultrasons, 2 h. : si rouille : +45 €",
    ]


@pytest.mark.parametrize("source", ["{nope", "[1, 2]", '{"nodes": {"a": 1}}'])
def test_a_file_that_is_no_board_is_refused(source: str) -> None:
    with pytest.raises(CanvasError):
        canvas_text(source)


def test_a_note_shows_the_board_it_embeds_and_nothing_of_one_kept_off(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "Projets/Restauration.md": "# Restauration\n\nLe suivi :\n\n![[Suivi atelier.canvas]]\n\nFin.",
            "Projets/Secret.md": "Voir ![[Privé/Dettes.canvas]] et ![[Cassé.canvas|400]].",
            "Voir aussi.md": "Le [[Suivi atelier.canvas|tableau]] est à jour.",
        }
    )
    (vault / "Projets" / "Suivi atelier.canvas").write_text(
        _board([_text("a", "Pièce commandée chez [[Fournisseurs|Cousins]].", 0, 0)]), encoding="utf-8"
    )
    (vault / "Privé").mkdir()
    (vault / "Privé" / "Dettes.canvas").write_text(
        _board([_text("a", "Je dois 4 000 €.", 0, 0)]), encoding="utf-8"
    )
    (vault / "Cassé.canvas").write_text("{pas du json", encoding="utf-8")
    read = read_vault(vault)
    bodies = {n.slug: n.body for n in read.notes}
    # the board's card where the embed stood, its link read as its label
    assert bodies["Restauration"] == "# Restauration\n\nLe suivi :\n\nPièce commandée chez Cousins.\n\nFin."
    # a board in a private folder and one that is no JSON show nothing; the latter is reported
    assert bodies["Secret"] == "Voir  et ."
    assert [(w.path, w.kind) for w in read.warnings] == [("Cassé.canvas", "canvas")]
    # a link to a board (not an embed) is its label, as any link to a file
    assert bodies["Voir aussi"] == "Le tableau est à jour."
