"""RemNote's flashcard marks, read as the text they stand for.

RemNote writes a card inside the note's outline: ``Concept >> définition`` (and ``<<``, ``<>``,
``;;`` for the other directions), ``Question >>>`` over child bullets holding the answer,
``{{texte}}`` for a cloze, ``##tag`` for a tag on a bullet. Its « Export to Markdown » leaves
those marks in the text, and owners who move the export to Obsidian keep them. Read as
Markdown they are noise inside the facts (« Les 3 phases du sol >> solide, liquide, gazeuse »,
« entre {{6,5}} et {{7}} ») that a visitor would read in a quoted answer: the card's two sides
are a term and what it says of it, a cloze is its text, a bullet's tag is a tag.

Only list items are read (RemNote exports every Rem as one), outside code fences and code
spans: a shell's ``echo x >> fichier`` in a code block stays as written. Lines keep their
numbers.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from index_build.obsidian import lines_outside_code

__all__ = ["render_remnote"]

# a card's arrow between its two sides, or closing a multi-line card (« Pourquoi ? >>> »)
_ARROW = re.compile(r"[ \t]+(?:>>>|>>|<<|<>|;;)(?:[ \t]+|$)")
_CLOZE = re.compile(r"\{\{([^{}<>%\n]{1,200})\}\}")
_REM_TAG = re.compile(r"(?<![\w#])##(?=\w)")
_ITEM = re.compile(r"^[ \t]*(?:[-*+]|\d+[.)])[ \t]+")
_CODE_SPAN = re.compile(r"(`+)[^`\n]*?\1")
_MARKS = (">>", "<<", "<>", ";;", "{{", "##")


def render_remnote(body: str) -> str:
    """``body`` with the card marks of its list items read as text: an arrow as « : », a
    cloze as its words, ``##tag`` as ``#tag``."""
    if not any(mark in body for mark in _MARKS):  # most notes hold none
        return body
    lines = body.split("\n")
    for n, _ in lines_outside_code(body):
        if _ITEM.match(lines[n]):
            # (the line itself, its code spans kept as written: ``lines_outside_code`` blanks them)
            lines[n] = _outside_code(lines[n], _card_text)
    return "\n".join(lines)


def _card_text(text: str) -> str:
    text = _ARROW.sub(_side, text)
    text = _CLOZE.sub(r"\1", text)
    return _REM_TAG.sub("#", text)


def _side(m: re.Match[str]) -> str:
    """What a card's arrow reads as: « : » between its sides; closing the line, a colon
    opening the child bullets that answer it, none after a question (« Pourquoi ? >>> »)."""
    if m.group(0) != m.group(0).rstrip(" \t"):
        return " : "
    return "" if m.string[: m.start()].endswith(("?", ":", "!")) else " :"


def _outside_code(line: str, read: Callable[[str], str]) -> str:
    """``line`` with ``read`` applied to the text outside its code spans."""
    out, last = [], 0
    for m in _CODE_SPAN.finditer(line):
        out.append(read(line[last : m.start()]))
        out.append(m.group(0))
        last = m.end()
    out.append(read(line[last:]))
    return "".join(out)
