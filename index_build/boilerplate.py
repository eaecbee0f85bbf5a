"""Lines a vault repeats at the end or the top of many notes: a blog's sign-off, a newsletter's call.

A blog exported to Markdown (Ghost, WordPress, Substack) keeps the words its theme or its author
added to every post: « Merci de m'avoir lu ! Abonnez-vous pour recevoir les prochains articles »
closes sixty posts of the Ghost vault. Quoted, such a line answers nothing and takes the room of
what does (the offline answer's 900 characters, the node's prompt). A line written the same in
many notes is that: it is left out of every passage. List items and table rows are not (a hub's
« - minishell — algorithmique, … » lists a project other hubs list too: content, not a frame),
nor short lines (« Statut : terminé » is a fact each note states). A link's address does not
tell two lines apart: Substack's « [Partager](…/p/<the post's slug>?action=share) » closes every
post, its address each post's own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from grasbot.retrieval.shapes import ITEM_MARKS

__all__ = ["MIN_CHARS", "MIN_NOTES", "MIN_SHARE", "repeated_lines", "without_lines"]

MIN_CHARS = 25  # a line this long at least: a sentence, not a field
MIN_NOTES = 5  # ... written alike in this many notes at least
MIN_SHARE = 0.05  # ... and in this share of the vault's notes
_ITEMS = (*ITEM_MARKS, "|")
_LINK_TARGET = re.compile(r"\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*\)")  # « ](https://…) »


def _line_key(line: str) -> str | None:
    """The line as compared across notes (stripped), or None when it cannot be boilerplate."""
    stripped = line.strip()
    if len(stripped) < MIN_CHARS or stripped.startswith(_ITEMS):
        return None
    return _LINK_TARGET.sub("]()", stripped) if "](" in stripped else stripped


def repeated_lines(texts: Iterable[tuple[int, str]], notes: int) -> frozenset[str]:
    """The lines written alike in many notes, from ``texts`` (note, passage text) of a vault of
    ``notes`` notes."""
    where: dict[str, set[int]] = {}
    for note, text in texts:
        for line in text.split("\n"):
            key = _line_key(line)
            if key is not None:
                where.setdefault(key, set()).add(note)
    least = max(MIN_NOTES, MIN_SHARE * notes)
    return frozenset(line for line, found in where.items() if len(found) >= least)


def without_lines(text: str, lines: frozenset[str]) -> str:
    """``text`` without ``lines``."""
    if not lines:
        return text
    return "\n".join(line for line in text.split("\n") if _line_key(line) not in lines)
