"""Obsidian and Dataview syntax that is metadata rather than text a visitor reads.

Digital-garden vaults put their metadata in the body as much as in the front matter: Dataview
inline fields (``statut:: terminé`` on its own line, ``[année:: 2023]`` or ``(année:: 2023)``
inside a sentence), inline ``#tags``, ``dataview`` query blocks, ``^block-id`` anchors, and
templates whose ``{{title}}`` placeholders were never rendered. This module recognises them;
``index_build.visible`` decides what the visitor sees and ``index_build.vault`` what the search
indexes. Only the syntax is looked at, never the words of one vault.
"""

from __future__ import annotations

import re

__all__ = [
    "BLOCK_ID",
    "QUERY_FENCE",
    "body_fields",
    "body_tags",
    "drawing_text",
    "field",
    "field_line",
    "lines_outside_code",
    "render_field_line",
    "render_inline_fields",
    "searchable",
    "strip_note_id",
    "strip_queries",
    "strip_tag_marks",
    "template_placeholder",
    "trailing_tags",
]

# `key:: value` alone on a line (or as a list item), Dataview's full-line field. The key holds no
# ':', brackets or backticks; '::' must be followed by a space or the end of the line, so that
# `std::move` in prose is not read as a field.
_FIELD_LINE = re.compile(
    r"^\s*(?:[-*+]\s+(?:\[[ xX]\]\s+)?)?"  # a list item, a task
    r"(\*\*|__)?([^\s:`\[\]()*_#>|][^:`\[\]()|]{0,60}?)\1?::(?:\s+(.*)|\s*)$"
)
# ... whose key says in brackets what it covers (« Forfait « Champêtre » (bouquet, 4
# boutonnières):: à partir de 1 200 € »): read when its brackets are balanced, not the end of a
# `(key:: value)` field inside a sentence
_FIELD_LINE_BRACKETED = re.compile(
    r"^\s*(?:[-*+]\s+(?:\[[ xX]\]\s+)?)?"
    r"(\*\*|__)?([^\s:`\[\]()*_#>|][^:`\[\]|]{0,80}?)\1?::(?:\s+(.*)|\s*)$"
)


def _field_match(line: str) -> re.Match[str] | None:
    m = _FIELD_LINE.match(line)
    if m is not None or "(" not in line:
        return m
    m = _FIELD_LINE_BRACKETED.match(line)
    if m is None:
        return None
    key = m.group(2)
    depth = 0
    for ch in key:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth < 0:
            return None
    return m if depth == 0 else None


# [key:: value] and (key:: value) inside a line
_BRACKET_FIELD = re.compile(r"\[([^\[\]:`\n]{1,60}?)::(?:\s+([^\[\]\n]*?))?\s*\]")
_PAREN_FIELD = re.compile(r"\(([^():`\n]{1,60}?)::(?:\s+([^()\n]*?))?\s*\)")
_FIELD_SEPARATORS = re.compile(r"^[\s·•|,;/\-–—]*$")
# An Obsidian tag: after a space or at the start of the line; letters, digits, _, - and /, at
# least one of them not a digit (`#42` is not a tag).
# Bear also closes a tag of several words with a second hash: « #ateliers 2026# », « #gais lurons# »
# (no space before the closing hash, none after it), a letter first: « #2, C# » is no tag.
_NAME = r"([\w/-]*[^\W\d_][\w/-]*)"
_CLOSED = r"([^\W\d_][\w/'’ -]{0,40}?\w)#(?!\S)"
_TAG = rf"(?<!\S)#(?:{_CLOSED}|{_NAME})"
_TAG_RE = re.compile(_TAG)
_PLAIN_TAG_RE = re.compile(rf"(?<!\S)#{_NAME}")
_TRAILING_TAGS = re.compile(rf"(?:(?:^|\s+){_TAG})+\s*$")


def _tags_in(text: str) -> list[str]:
    """The tags written in ``text``, each as one name (« gais lurons », « brasserie/tarifs »)."""
    return [closed or plain for closed, plain in _TAG_RE.findall(text)]


QUERY_FENCE = re.compile(r"^\s*(```+|~~~+)\s*dataview(js)?\b", re.IGNORECASE)
_ANY_FENCE = re.compile(r"^\s*(```+|~~~+)")
_CODE_SPAN = re.compile(r"`[^`\n]*`")
# ^block-id anchors end a paragraph or list item; Obsidian hides them.
BLOCK_ID = re.compile(r"\s+\^([A-Za-z0-9-]+)\s*$")
# Obsidian's core template variables and Templater's commands, never rendered in a real note.
_PLACEHOLDER = re.compile(
    r"\{\{\s*(?:title|date|time)(?::[^{}\n]*)?\s*\}\}|<%[-_*+]?\s*(?:tp\.|\*)", re.IGNORECASE
)


def field(line: str) -> tuple[str, str] | None:
    """(key, value) of a line that is one ``key:: value`` field (a list item too), else None."""
    m = _field_match(line)
    return (m.group(2).strip(), (m.group(3) or "").strip()) if m is not None else None


def field_line(line: str) -> list[str] | None:
    """The keys of a line made only of Dataview fields (``key:: value``, or bracketed fields and
    separators: ``[client:: X] · [année:: 2023]``), or None when the line says something else."""
    m = _field_match(line)
    if m is not None:
        return [m.group(2).strip()]
    keys: list[str] = []

    def take(f: re.Match[str]) -> str:
        keys.append(f.group(1).strip())
        return ""

    rest = _PAREN_FIELD.sub(take, _BRACKET_FIELD.sub(take, line))
    rest = re.sub(r"^\s*(?:[-*+]\s+)?", "", rest)
    return keys if keys and _FIELD_SEPARATORS.match(rest) else None


def render_field_line(line: str) -> str:
    """A line of fields (:func:`field_line`) as a reader sees it: a list item « key : value »,
    several on one line joined by « ; » (consecutive field lines read as one list)."""
    m = _field_match(line)
    if m is not None:
        value = (m.group(3) or "").strip()
        return f"- {m.group(2).strip()} : {value}" if value else ""
    pairs: list[str] = []

    def take(f: re.Match[str]) -> str:
        value = (f.group(2) or "").strip()
        if value:
            pairs.append(f"{f.group(1).strip()} : {value}")
        return ""

    _PAREN_FIELD.sub(take, _BRACKET_FIELD.sub(take, line))
    return "- " + " ; ".join(pairs) if pairs else ""


def render_inline_fields(text: str) -> str:
    """Bracketed fields inside a sentence read as Dataview shows them: ``[key:: value]`` as
    « key : value », ``(key:: value)`` as its value alone (the parenthesis form hides the key)."""

    def bracket(m: re.Match[str]) -> str:
        key, value = m.group(1).strip(), (m.group(2) or "").strip()
        return f"{key} : {value}" if value else ""

    text = _BRACKET_FIELD.sub(bracket, text)
    return _PAREN_FIELD.sub(lambda m: (m.group(2) or "").strip(), text)


def trailing_tags(line: str) -> tuple[str, list[str]]:
    """``line`` without the run of tags that ends it (or makes it up), and those tags."""
    m = _TRAILING_TAGS.search(line)
    if m is None:
        return line, []
    return line[: m.start()], _tags_in(m.group(0))


def strip_tag_marks(text: str) -> str:
    """A tag inside a sentence is one of its words: « du #RGAA » reads « du RGAA »."""
    return _TAG_RE.sub(lambda m: m.group(1) or m.group(2), text)


def lines_outside_code(body: str) -> list[tuple[int, str]]:
    """(0-based line index, line with code spans blanked) for every line outside fenced code."""
    out: list[tuple[int, str]] = []
    fence: str | None = None
    for i, line in enumerate(body.split("\n")):
        m = _ANY_FENCE.match(line)
        if fence is not None:
            if m is not None and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                fence = None
            continue
        if m is not None:
            fence = m.group(1)
            continue
        out.append((i, _CODE_SPAN.sub(" ", line)))
    return out


def body_fields(body: str) -> list[tuple[str, str, int]]:
    """(key, value, 0-based line) of every Dataview field of the body outside code: a field line
    (``Visibilité:: privée``, a list item too) and the bracketed ones inside a sentence
    (``[statut:: fini]``, ``(publish:: false)``). Dataview reads them as the page's, wherever they
    stand: under the title, at the foot, in the middle."""
    out: list[tuple[str, str, int]] = []
    for k, line in lines_outside_code(body):
        found = field(line)
        if found is not None:
            out.append((*found, k))
            continue
        for pattern in (_BRACKET_FIELD, _PAREN_FIELD):
            out.extend((m.group(1).strip(), (m.group(2) or "").strip(), k) for m in pattern.finditer(line))
    return out


def body_tags(body: str) -> list[str]:
    """Tags the body gives the note: ``#tags`` on a line of their own or ending a line, and the
    values of a Dataview ``tags::`` field. A tag inside a sentence is a word of it, not a label."""
    tags: list[str] = []
    for _, line in lines_outside_code(body):
        m = _field_match(line)
        if m is not None and m.group(2).strip().casefold() in ("tags", "tag"):
            tags += [t.lstrip("#") for t in re.split(r"[,\s]+", m.group(3) or "") if t.strip("#")]
            continue
        if line.lstrip().startswith("#") and re.match(r"^\s*#{1,6}\s", line):
            continue  # a heading
        tags += trailing_tags(line)[1]
    return list(dict.fromkeys(tags))


def line_tags(line: str) -> list[str]:
    """Every ``#tag`` written on one line, a heading's included (« ## Comptes #private »), each
    hashed word alone too."""
    return _tags_in(line) + _PLAIN_TAG_RE.findall(line)


def every_tag(body: str) -> list[str]:
    """Every ``#tag`` written in the body outside code, inside a sentence too (« #privé compta »
    opening a phone note): what a privacy check reads, where a missed tag would publish a note."""
    tags: list[str] = []
    for _, line in lines_outside_code(body):
        if re.match(r"^\s*#{1,6}\s", line):
            continue  # a heading
        # (each hashed word alone too: « #privé et C# » read as one closed tag must still say privé)
        tags += line_tags(line)
    return list(dict.fromkeys(tags))


def strip_queries(body: str) -> str:
    """``body`` without its ``dataview``/``dataviewjs`` query blocks (lines kept, emptied): a
    query is code that lists other notes, not words of this one."""
    lines = body.split("\n")
    i = 0
    while i < len(lines):
        m = QUERY_FENCE.match(lines[i])
        if m is None:
            i += 1
            continue
        fence = m.group(1)
        j = i + 1
        while j < len(lines) and not lines[j].strip().startswith(fence):
            j += 1
        for k in range(i, min(j + 1, len(lines))):
            lines[k] = ""
        i = j + 1
    return "\n".join(lines)


# a field left empty (« - SIRET:: », « - Budget:: »): it says nothing of the note (read as
# ``_FIELD_LINE`` reads a field; shown nowhere)
_EMPTY_FIELD = re.compile(
    r"^[ \t]*(?:[-*+][ \t]+)?[^\s:`\[\]()*_#>|][^:`\[\]()|\n]{0,60}?::[ \t]*$", re.MULTILINE
)


def searchable(body: str) -> str:
    """The words of ``body`` the search indexes: all of them (fields and tags included) but
    query blocks, the ``![[embed]]`` lines, whose text belongs to the embedded note, and the
    fields left empty."""
    return _EMPTY_FIELD.sub("", re.sub(r"!\[\[[^\[\]]*\]\]", " ", strip_queries(body)))


def template_placeholder(body: str) -> tuple[int, str] | None:
    """(0-based line, placeholder) of the first unrendered template placeholder outside code."""
    for i, line in lines_outside_code(body):
        m = _PLACEHOLDER.search(line)
        if m is not None:
            return i, m.group(0)
    return None


# What the Excalidraw plugin writes around a drawing's text: a notice to open the drawing view,
# and headings of its own (the drawing's JSON sits in a %% comment, cut before this is read).
_DRAWING_NOTICE = re.compile(r"^==\s*⚠?.*?\bEXCALIDRAW\b.*?⚠?\s*==[ \t]*$\n?", re.MULTILINE | re.IGNORECASE)
_DRAWING_HEADINGS = re.compile(
    r"^#{1,6}[ \t]+(?:Excalidraw Data|Text Elements|Element Links|Embedded Files|Drawing)[ \t]*$\n?",
    re.MULTILINE,
)


def drawing_text(body: str) -> str:
    """An Excalidraw drawing's body as text: its labels, one a line, without the plugin's notice
    and headings (« Switch to EXCALIDRAW VIEW… », « # Text Elements »)."""
    return _DRAWING_HEADINGS.sub("", _DRAWING_NOTICE.sub("", body))


# A note's id opening its file name: a Zettelkasten's, the minute it was created
# (« 202301251900 Vulgariser sans trahir », or the id alone, « 202302031015 »), or a Johnny
# Decimal one, its area and category (« 11.01 Qui suis-je »). It names the note uniquely, so
# links keep it, but it is no part of what the note is about. So is a binder's order, a number
# padded with zeros (Scrivener's « 02 Mon parcours », « 004 - Jacques Corbel »), where a number
# that counts something is not padded (« 5 conseils »)
_NOTE_ID = re.compile(
    r"^(?:(?:19|20)\d{10}(?:\d{2})?|\d{2}\.\d{2,3})(?:[\s_-]+|$)|^0\d{1,2}(?:[ \t]*[-–.][ \t]*|[ \t]+)(?=\S)"
)


def strip_note_id(name: str) -> str:
    """``name`` without a leading note id (« 202301251900 Vulgariser » → « Vulgariser », « 11.01
    Qui suis-je » → « Qui suis-je »)."""
    return _NOTE_ID.sub("", name, count=1)
