"""A WordPress site exported to Markdown, as a visitor of the site read it.

WordPress-to-Markdown exporters keep much of what the editor wrote as HTML: a table of rates
is a ``<table>`` of ``<tr>``/``<td>`` rows, a line break a ``<br>``, a caption or a gallery a
shortcode (``[caption id="…"]<img …/> L'arête des Bosses[/caption]``, ``[gallery ids="3,4"]``,
``[contact-form-7 id="42" title="Contact"]``). Read as Markdown, the table's cells run
together (« PrestationDuréeGroupe maxPrix Journée guide… ») and the shortcodes are words.
Here a table becomes a Markdown table, a row a line; a caption keeps its words; every other
shortcode, which the site replaced by a form or a gallery, is cut. A line break inside a line
starts a new one (an address: « 74310 Les Houches<br>Tél. : … »). The HTML entities the
exporters leave (``&rsquo;``, ``&nbsp;``, ``&euro;``) are decoded for every vault:
Obsidian shows them as their characters too (``decode_entities``); but for ``&lt;`` and ``&gt;``,
which stay until the tags are gone (index_build.visible): decoded here, « Bernard Lagarde
&lt;b.lagarde@orange.fr&gt; » would be taken for a tag and cut.
"""

from __future__ import annotations

import html
import re

__all__ = ["decode_angles", "decode_entities", "render_wordpress"]

_ENTITY = re.compile(r"&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_ANGLES = frozenset({"&lt;", "&gt;", "&#60;", "&#62;", "&#x3c;", "&#x3e;", "&#X3C;", "&#X3E;"})
# inline code and fenced blocks show an entity as written
_CODE = re.compile(r"^(```|~~~).*?^\1|`[^`\n]*`", re.DOTALL | re.MULTILINE)
_TABLE = re.compile(r"<table\b[^>]*>(.*?)</table\s*>", re.DOTALL | re.IGNORECASE)
_ROW = re.compile(r"<tr\b[^>]*>(.*?)</tr\s*>", re.DOTALL | re.IGNORECASE)
_CELL = re.compile(r"<t([hd])\b[^>]*>(.*?)</t\1\s*>", re.DOTALL | re.IGNORECASE)
_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
_SPACES = re.compile(r"\s+")
# the shortcodes WordPress and its common plugins write bare, without attributes
_BARE_SHORTCODES = frozenset(
    {
        "caption",
        "wp_caption",
        "gallery",
        "embed",
        "video",
        "audio",
        "playlist",
        "contact-form",
        "contact-form-7",
    }
)
# [name attr="value" …], [/name], or a bare one above; not escaped (« \[gallery\] »), not a link
_SHORTCODE = re.compile(
    r"(?<!\\)\[(/?)([a-z][a-z0-9_-]*)((?:\s+[a-z_][a-z0-9_-]*=(?:\"[^\"\]\n]*\"|'[^'\]\n]*'|[^\s\]\"']+))*)\s*/?\](?!\()"
)
_PAIRED = frozenset({"caption", "wp_caption"})  # the words between a pair are the site's


def decode_entities(text: str) -> str:
    """``text`` with its HTML entities as their characters (``&rsquo;`` → ’, ``&nbsp;`` → a
    no-break space), except in code, which shows them as written."""
    if "&" not in text:
        return text
    if "`" not in text and "~~~" not in text:
        return _ENTITY.sub(_character, text)
    out, last = [], 0
    for m in _CODE.finditer(text):
        out.append(_ENTITY.sub(_character, text[last : m.start()]))
        out.append(m.group(0))
        last = m.end()
    out.append(_ENTITY.sub(_character, text[last:]))
    return "".join(out)


def _character(m: re.Match[str]) -> str:
    entity = m.group(0)
    return entity if entity.lower() in _ANGLES else html.unescape(entity)


def decode_angles(text: str) -> str:
    """``text`` with its ``&lt;`` and ``&gt;`` as ``<`` and ``>``, once no tag is left in it."""
    if "&" not in text:
        return text
    return _ENTITY.sub(
        lambda m: html.unescape(m.group(0)) if m.group(0).lower() in _ANGLES else m.group(0), text
    )


def _cell(raw: str) -> str:
    """A cell's text on one line, a pipe in it written as a slash (a Markdown table would cut
    the cell there); its tags go later, with all HTML."""
    return _SPACES.sub(" ", _BREAK.sub(" ", raw)).strip().replace("|", "/")


def _table(m: re.Match[str]) -> str:
    """An HTML table as a Markdown one, a row a line, in at least as many lines as it took."""
    rows = [[_cell(c.group(2)) for c in _CELL.finditer(r.group(1))] for r in _ROW.finditer(m.group(1))]
    rows = [r for r in rows if any(r)]
    if not rows:
        return m.group(0)
    width = max(map(len, rows))
    lines = ["| " + " | ".join([*row, *[""] * (width - len(row))]) + " |" for row in rows]
    lines.insert(1, "|" + "---|" * width)
    taken = m.group(0).count("\n")
    # on lines of their own: the text before and after the table stays outside it
    return "\n" + "\n".join(lines) + "\n" * max(1, taken - len(lines))


def _shortcode(m: re.Match[str]) -> str:
    closing, name, attributes = m.group(1), m.group(2), m.group(3)
    if not attributes and not closing and name not in _BARE_SHORTCODES:
        return m.group(0)  # « [ici] », « [x] »: words in brackets, no shortcode
    if closing and name not in _BARE_SHORTCODES and name not in _PAIRED:
        return m.group(0)
    return ""


def _breaks(text: str) -> str:
    """A ``<br>`` between words starts a new line; one ending or opening a line goes. In a
    Markdown table's row (« | Lundi<br>Mardi | 9 h | ») it stays a space inside its cell: a
    new line would cut the row."""
    return "\n".join(
        _BREAK.sub(" ", line)
        if line.lstrip().startswith("|")
        else "\n".join(p for p in (part.strip() for part in _BREAK.split(line)) if p)
        if _BREAK.search(line)
        else line
        for line in text.split("\n")
    )


def render_wordpress(body: str) -> str:
    """``body`` with a WordPress export's tables, line breaks and shortcodes as the site
    showed them (the module's docstring); a body without them is returned as is."""
    if "<t" in body or "<T" in body:
        body = _TABLE.sub(_table, body)
    if "[" in body:
        body = _SHORTCODE.sub(_shortcode, body)
    if "<br" in body or "<BR" in body:
        body = _breaks(body)
    return body
