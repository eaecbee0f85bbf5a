"""Obsidian canvases (``.canvas``, the JSON Canvas format) as the text a page shows of them.

A note that embeds a board (``![[Atelier.canvas]]``) shows it where it stands, as Obsidian and
its publishing tools do: the board's cards are part of what a visitor reads there. A canvas
nobody embeds is not read: a board is a working surface, published only through a note.

The board is read in the order a reader's eye takes it: top to bottom, then left to right; a
group's label heads the cards inside it (the smallest group holding a card's centre); a card's
text is the Markdown the owner wrote; an arrow's label is read as « A → B : label », where A and
B are the first lines of the cards it joins. A card showing a note, an image or a web page shows
nothing here: the note has its own page, and a file or a URL is no text.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["CanvasError", "canvas_text", "embed_canvases"]

# ``![[Atelier.canvas]]``, ``![[Projets/Atelier.canvas|600]]``, on a line of its own or not
_CANVAS_EMBED = re.compile(r"!\[\[([^\[\]|#^]+?\.canvas)(?:[#|][^\[\]]*)?\]\]", re.IGNORECASE)
_GROUP_LEVEL = 3  # a board's groups head sections under the note's own (« ### Fabrication »)


class CanvasError(ValueError):
    """A canvas file that is not a JSON Canvas document."""


@dataclass(frozen=True, slots=True)
class _Card:
    id: str
    kind: str
    x: float
    y: float
    width: float
    height: float
    text: str  # a text card's Markdown, a group's label

    def holds(self, other: _Card) -> bool:
        cx, cy = other.x + other.width / 2, other.y + other.height / 2
        return self.x <= cx <= self.x + self.width and self.y <= cy <= self.y + self.height


def _number(value: object) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def _cards(nodes: list[object]) -> list[_Card]:
    cards = []
    for node in nodes:
        if not isinstance(node, dict):
            continue
        kind = str(node.get("type") or "")
        text = node.get("text") if kind == "text" else node.get("label") if kind == "group" else ""
        cards.append(
            _Card(
                str(node.get("id") or ""),
                kind,
                _number(node.get("x")),
                _number(node.get("y")),
                _number(node.get("width")),
                _number(node.get("height")),
                text.strip() if isinstance(text, str) else "",
            )
        )
    return cards


def _first_line(card: _Card) -> str:
    line = next((line for line in card.text.splitlines() if line.strip()), "")
    return line.lstrip("#").strip()


def canvas_text(source: str) -> str:
    """The Markdown a board shows: its groups as headings, its cards' text, its arrows' labels.
    Raises CanvasError when ``source`` is not a JSON Canvas document."""
    try:
        data = json.loads(source) if source.strip() else {}
    except json.JSONDecodeError as exc:
        raise CanvasError(f"not JSON (line {exc.lineno}: {exc.msg})") from exc
    if not isinstance(data, dict):
        raise CanvasError("not a JSON Canvas document (no 'nodes')")
    nodes, edges = data.get("nodes") or [], data.get("edges") or []
    if not isinstance(nodes, list) or not isinstance(edges, list):
        raise CanvasError("not a JSON Canvas document ('nodes' and 'edges' are lists)")
    cards = _cards(nodes)
    groups = [c for c in cards if c.kind == "group"]
    # each card in the smallest group holding it: a group inside a group is read inside it
    parent: dict[str, str | None] = {}
    for card in cards:
        holders = [g for g in groups if g is not card and g.holds(card) and g.width * g.height > 0]
        if card.kind == "group":
            holders = [g for g in holders if g.width * g.height > card.width * card.height]
        parent[card.id] = min(holders, key=lambda g: g.width * g.height).id if holders else None
    children: dict[str | None, list[_Card]] = {}
    for card in cards:
        children.setdefault(parent[card.id], []).append(card)

    out: list[str] = []

    def read(within: str | None, seen: frozenset[str]) -> None:
        for card in sorted(children.get(within, []), key=lambda c: (c.y, c.x)):
            if card.id in seen:
                continue  # (two groups of one size holding each other: read once)
            if card.kind == "group":
                if card.text:  # a group inside a group heads a section inside its section
                    out.append(f"{'#' * min(_GROUP_LEVEL + len(seen), 6)} {card.text}")
                read(card.id, seen | {card.id})
            elif card.kind == "text" and card.text:
                out.append(card.text)

    read(None, frozenset())
    by_id = {card.id: card for card in cards}
    for edge in edges:
        if not isinstance(edge, dict) or not isinstance(edge.get("label"), str) or not edge["label"].strip():
            continue
        ends = [by_id.get(str(edge.get(end))) for end in ("fromNode", "toNode")]
        names = [_first_line(card) if card is not None else "" for card in ends]
        if all(names):
            out.append(f"{names[0]} → {names[1]} : {edge['label'].strip()}")
    return "\n\n".join(out)


def embed_canvases(body: str, read: Callable[[str], str | None]) -> str:
    """``body`` with each embedded canvas shown as its text. ``read`` gives a board's text from
    its link target (« Projets/Atelier.canvas »), or None for a board that shows nothing (not
    found, kept off the site, unreadable)."""
    if ".canvas" not in body.lower():
        return body
    return _CANVAS_EMBED.sub(lambda m: read(m.group(1).strip()) or "", body)
