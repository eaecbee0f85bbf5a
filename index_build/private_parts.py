"""Private parts of a public note: what an outliner's owner marks private is a subtree.

An outline kept for years (WorkFlowy, Dynalist, Logseq, an OPML export) holds everything in a
few long files; its owner marks what must not be published where it sits: a tag on the item or
the heading whose children are private (« - Salaires aides-gardiens #private », « ## Comptes &
emprunt #private »), in an otherwise public page. That item or heading and all it holds stay off
the site; the rest of the note is published. (A private tag anywhere else, in a sentence or on a
line of its own, still keeps the whole note off: ``vault``.)

Some owners mark a section with a padlock instead (« ## 🔒 Santé », « - 🔐 Codes du local »,
Notesnook's and Bear's lock icon carried into the text): a heading or an item opening on one is
private the same way.

A mark on the note's first line is the whole note's (a title « # Journal #private »): the note
is left as it is for the note-level checks to drop. Removed lines are emptied, not deleted, so
that every line number a warning gives still points at the file's line.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from index_build.obsidian import lines_outside_code

__all__ = ["LOCKED", "PADLOCKS", "without_private_parts"]

# the padlocks an app shows as a document's icon, and that an owner types before a title or a
# section to say it stays closed (🔒 locked, 🔐 locked with a key; not 🔓, open)
PADLOCKS = ("\U0001f512", "\U0001f510")
# a heading or a list item whose text opens on a padlock (bold or a checkbox before it aside)
LOCKED = re.compile(r"^[ \t]*(?:#{1,6}|[-*+]|\d+[.)])\s+(?:\[.\]\s+)?(?:\*\*|__)?\s*[\U0001f512\U0001f510]")

_HEADING = re.compile(r"^(#{1,6})\s")


def _has_padlock(text: str) -> bool:
    return any(lock in text for lock in PADLOCKS)


_ITEM = re.compile(r"^([ \t]*)(?:[-*+]|\d+[.)])\s")


def _indent(line: str) -> int:
    """The width of ``line``'s indentation, a tab counting as four spaces."""
    stripped = line.lstrip(" \t")
    return len(line[: len(line) - len(stripped)].replace("\t", "    "))


def _end_of_section(lines: list[str], start: int, level: int, code: set[int]) -> int:
    """The index after the section a heading of ``level`` at ``start`` opens: the next heading
    of that level or above, outside code."""
    for j in range(start + 1, len(lines)):
        m = _HEADING.match(lines[j])
        if m is not None and j not in code and len(m.group(1)) <= level:
            return j
    return len(lines)


def _end_of_item(lines: list[str], start: int) -> int:
    """The index after the list item at ``start`` and its children: the lines indented deeper
    than it (its sub-items, its note), blank lines between them included."""
    depth = _indent(lines[start])
    end = start + 1
    for j in range(start + 1, len(lines)):
        if not lines[j].strip():
            continue
        if _indent(lines[j]) <= depth:
            break
        end = j + 1
    return end


def without_private_parts(body: str, private: Callable[[str], bool]) -> tuple[str, int]:
    """``body`` with every heading or list item that ``private`` says is marked private (a
    line's test: its tags) emptied, with all it holds, and how many such parts there were."""
    if "#" not in body and not _has_padlock(body):  # (most notes hold no mark)
        return body, 0
    lines = body.split("\n")
    outside = {i for i, _ in lines_outside_code(body)}
    code = set(range(len(lines))) - outside  # fenced code, fences included
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    parts = 0
    i = 0
    while i < len(lines):
        line = lines[i]
        if i in code or i == first or not ("#" in line or _has_padlock(line)) or not private(line):
            i += 1
            continue
        heading = _HEADING.match(line)
        if heading is not None:
            end = _end_of_section(lines, i, len(heading.group(1)), code)
        elif _ITEM.match(line) is not None:
            end = _end_of_item(lines, i)
        else:
            i += 1  # a mark in a sentence: the whole note's (``vault``)
            continue
        for j in range(i, end):
            lines[j] = ""
        parts += 1
        i = end
    return ("\n".join(lines), parts) if parts else (body, 0)
