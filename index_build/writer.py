"""Plain-text libraries kept in iA Writer or Ulysses: what their own marks mean on a page.

Such a library is a folder of ``.md`` and ``.txt`` files without front matter. Its apps give
a few marks a meaning the site must keep:

- a line opening on ``//`` is an iA Writer comment, never published (« // hausse prévue de 7 % »);
  not TiddlyWiki's italics, which close the line with ``//`` too (``//Carnet commencé…//``);
- Ulysses' inline comment ``++…++`` closing a line, deletion ``||…||`` and annotation
  ``{{…}}`` are the writer's, not the reader's; its marked text ``::…::`` is text with a
  highlight, as ``++…++`` inside a sentence is inserted text (Joplin's underline);
- a line that is only a path to a file of the library (``/Services/Tarifs 2026.md``,
  ``/Clients/Mairie.csv``) is an iA Writer content block: the file's text is shown there. A
  note is embedded as a wikilink's embed would be (index_build.transclude, which keeps private
  notes out); a table file (``.csv``, ``.tsv``) is shown as its rows; an image as nothing.

Code (fenced blocks) is left as written: ``// a C comment`` in a snippet is the snippet's.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from pathlib import Path, PurePosixPath

__all__ = ["content_blocks", "writer_marks"]

_FENCE = re.compile(r"^[ \t]*(```|~~~)")
# an iA Writer comment line (not « //italique// », TiddlyWiki's, closed on the same line)
_COMMENT_LINE = re.compile(r"^[ \t]*//(?!.*\S//[ \t]*$)")
# Ulysses' inline marks, each opened and closed on one line by a non-space (not « C++ »,
# « std::vector », a table's empty cell « | a || b | »)
# (a comment ends its line: mid-sentence, « balises ++à ne pas toucher++ en rouge » is Joplin's
# inserted text, shown; an annotation is prose, not a Roam command « {{[[table]]}} », « {{embed:
# …}} », nor Liquid's « {{ page.title }} »)
_ULYSSES_HIDDEN = re.compile(
    r"(?<![\w+])\+\+(?=\S)[^+\n]*?(?<=\S)\+\+[ \t]*$"
    r"|(?<!\|)\|\|(?=[^\s|])[^|\n]*?(?<=[^\s|])\|\|(?!\|)"
    r"|\{\{(?![\[<%#/!])(?![\w-]+(?::|\}\}))(?=\S)[^{}\n]*?\s[^{}\n]*?(?<=\S)\}\}"
)
_INSERTED = re.compile(r"(?<![\w+])\+\+(?=\S)([^+\n]*?)(?<=\S)\+\+(?![\w+])")
_ULYSSES_MARKED = re.compile(r"(?<![\w:])::(?=\S)([^:\n]*?)(?<=\S)::(?![\w:])")
# a content block: a line that is a path from « / », to a file with an extension
_BLOCK = re.compile(r"^[ \t]*/(?!/)([^\n]*?\.([A-Za-z0-9]{1,5}))[ \t]*$")
NOTE_BLOCKS = frozenset({"md", "markdown", "txt", "text"})
TABLE_BLOCKS = frozenset({"csv", "tsv"})
MEDIA_BLOCKS = frozenset(
    {"jpg", "jpeg", "png", "gif", "webp", "heic", "svg", "pdf", "mp3", "m4a", "mp4", "mov"}
)
TABLE_ROWS_MAX = 200  # a data file shown on a page is short; a longer one is cut there


def _outside_code(body: str, line: Callable[[str], str | None]) -> str:
    """``body`` with each line outside fenced code passed through ``line`` (None: blanked, so
    line numbers stay those of the file)."""
    out: list[str] = []
    fence: str | None = None
    for text in body.split("\n"):
        opened = _FENCE.match(text)
        if fence is not None:
            if opened is not None and opened.group(1) == fence:
                fence = None
            out.append(text)
            continue
        if opened is not None:
            fence = opened.group(1)
            out.append(text)
            continue
        shown = line(text)
        out.append("" if shown is None else shown)
    return "\n".join(out)


def writer_marks(body: str) -> str:
    """``body`` without iA Writer's comment lines and Ulysses' comments, deletions and
    annotations; Ulysses' marked text kept as text."""
    if "//" not in body and "++" not in body and "||" not in body and "{{" not in body and "::" not in body:
        return body

    def line(text: str) -> str | None:
        if _COMMENT_LINE.match(text):
            return None
        if "++" in text or "||" in text or "{{" in text:
            text = _ULYSSES_HIDDEN.sub("", text)
        if "++" in text:
            text = _INSERTED.sub(r"\1", text)
        if "::" in text:
            text = _ULYSSES_MARKED.sub(r"\1", text)
        return text

    return _outside_code(body, line)


def content_blocks(body: str, folder: Path, root: Path, hidden: Callable[[str], bool]) -> str:
    """``body`` with its content blocks shown: a note's as an embed, a table file's as its
    rows, anything else (an image) as nothing. A path is read from the note's ``folder``, then
    from the library's ``root``; a path naming no file is text (« /usr/bin/env »), and a file
    the owner keeps off (``hidden``: its ``/``-separated path from the root) shows nothing."""
    if "/" not in body:
        return body
    base = root.resolve()

    def line(text: str) -> str | None:
        m = _BLOCK.match(text)
        if m is None:
            return text
        kind = m.group(2).lower()
        target = _found(m.group(1).strip(), folder, base)
        if target is None:
            # an image or a document not synced with the notes is still a block, never text
            return None if kind in MEDIA_BLOCKS else text
        rel = target.relative_to(base).as_posix()
        if hidden(rel):
            return None
        if kind in NOTE_BLOCKS:
            return f"![[{PurePosixPath(rel).stem}]]"
        if kind in TABLE_BLOCKS:
            return _table(target, "\t" if kind == "tsv" else None)
        return None

    return _outside_code(body, line)


def _found(path: str, folder: Path, root: Path) -> Path | None:
    """The library's file a block names, read from ``folder`` then from ``root``; never one
    outside the library."""
    for start in (folder, root):
        try:
            target = (start / path).resolve()
        except (OSError, ValueError):
            continue
        if target.is_file() and target.is_relative_to(root):
            return target
    return None


def _table(path: Path, delimiter: str | None) -> str:
    """A table file as a Markdown table (the site shows it so); unreadable, as nothing."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return ""
    if delimiter is None:
        try:
            delimiter = csv.Sniffer().sniff(text[:2048], delimiters=",;\t").delimiter
        except csv.Error:
            delimiter = ","
    rows = [row for row in csv.reader(io.StringIO(text), delimiter=delimiter) if any(c.strip() for c in row)]
    if not rows:
        return ""
    rows = rows[: TABLE_ROWS_MAX + 1]
    width = max(len(row) for row in rows)

    def cells(row: list[str]) -> str:
        padded = [c.strip().replace("|", "/") for c in row] + [""] * (width - len(row))
        return "| " + " | ".join(padded) + " |"

    return "\n".join([cells(rows[0]), "|" + "---|" * width, *map(cells, rows[1:])])
