"""A TiddlyWiki exported to Markdown files, as a visitor of the wiki read it.

Export plugins write each tiddler to a ``.md`` file but leave its text as TiddlyWiki wrote it:
a tiddler whose ``type`` is ``text/vnd.tiddlywiki`` (TiddlyWiki's own markup) is no Markdown.
Read as Markdown, its headings (``! À propos``, ``!! Paiement``) are words opening a line,
its bold (``''devis gratuit''``) keeps its quotes, a table's header cells (``|!Prestation|!Tarif|``)
their bangs, and a styled run (``@@color:red;Important :@@``) its CSS. Here such a tiddler
becomes the Markdown the wiki showed: headings, emphasis, lists (``#`` numbers an item there,
it heads nothing), tables with their header row, links with their label (TiddlyWiki writes
``[[label|Target]]``, Obsidian ``[[Target|label]]``), a widget's text (``<$link
to="Contact">écrire</$link>``). What the wiki computed when it showed the page (a macro's
list, ``<<toc>>``; a transclusion, ``{{Signature}}``) is cut: the tiddlers it drew from are
notes of their own. Code keeps its text.
"""

from __future__ import annotations

import re

__all__ = ["WIKITEXT_TYPES", "render_tiddlywiki"]

# the content types that say a tiddler is written in TiddlyWiki's markup (its default, and
# the older name)
WIKITEXT_TYPES = frozenset({"text/vnd.tiddlywiki", "text/x-tiddlywiki"})

_FENCE = re.compile(r"^(```|~~~)")
_HEADING = re.compile(r"^(!{1,6})\s*(.*\S)\s*$")
_LIST = re.compile(r"^([*#;:]+)\s*(.*)$")
_TABLE_ROW = re.compile(r"^\|(.*)\|([hfck]?)\s*$")
_QUOTE_FENCE = re.compile(r"^<<<.*$")
_MACRO = re.compile(r"<<(?!<)[^<>]*?>>")
_TRANSCLUSION = re.compile(r"\{\{[^{}]*\}\}")
_WIDGET_OPEN = re.compile(r"</?\$[\w.-]+(?:\s[^<>]*?)?/?>")
_STYLED = re.compile(r"@@((?:\.[\w-]+\s*|[\w-]+:[^;@\n]*;\s*)*)(.*?)@@")
_BOLD = re.compile(r"''(?=\S)(.+?)(?<=\S)''")
_ITALIC = re.compile(r"(?<![:/\w])//(?=\S)(.+?)(?<=\S)//(?!/)")
_UNDERLINE = re.compile(r"__(?=\S)(.+?)(?<=\S)__")
_SCRIPT = re.compile(r"\^\^(.+?)\^\^|,,(.+?),,")
_LINK = re.compile(r"\[\[([^\[\]|]+)\|([^\[\]]+)\]\]")
_EXTERNAL = re.compile(r"^(?:https?|mailto|ftp):", re.IGNORECASE)
_NOT_A_LINK = re.compile(r"(?<![\w~])~(?=[A-Z][a-z]+[A-Z])")  # « ~WikiWord »: written, not linked


def render_tiddlywiki(body: str) -> str:
    """``body``, a tiddler's text in TiddlyWiki markup, as Markdown."""
    out: list[str] = []
    table: list[list[str]] = []
    fenced = False
    for line in body.split("\n"):
        if _FENCE.match(line):
            fenced = not fenced
            out.append(line)
            continue
        if fenced:
            out.append(line)
            continue
        row = _TABLE_ROW.match(line)
        if row is not None:
            if row.group(2) not in ("c", "k"):  # (a caption row, a class row: no cells)
                table.append(row.group(1).split("|"))
            continue
        if table:
            out.extend(_table(table))
            table = []
        if _QUOTE_FENCE.match(line):
            continue  # « <<< » opens or closes a block quote; its lines read as they are
        out.append(_line(line))
    if table:
        out.extend(_table(table))
    return "\n".join(out)


def _line(line: str) -> str:
    """One line of wikitext outside a table or code, as Markdown."""
    heading = _HEADING.match(line)
    if heading is not None:
        return "#" * len(heading.group(1)) + " " + _inline(heading.group(2))
    item = _LIST.match(line)
    if item is not None and item.group(2):
        marks = item.group(1)
        indent = "  " * (len(marks) - 1)
        bullet = "1." if marks[-1] == "#" else "-"
        return f"{indent}{bullet} {_inline(item.group(2))}"
    return _inline(line)


def _inline(text: str) -> str:
    """The inline markup of ``text`` as Markdown; what the wiki computed, cut."""
    if "`" in text:
        # inline code keeps its text: only the parts between code spans are read
        parts = re.split(r"(`[^`]*`)", text)
        return "".join(p if p.startswith("`") else _inline(p) for p in parts)
    text = _MACRO.sub("", text)
    text = _TRANSCLUSION.sub("", text)
    text = _WIDGET_OPEN.sub("", text)
    text = _STYLED.sub(lambda m: m.group(2), text)
    text = _LINK.sub(_link, text)
    text = _BOLD.sub(r"**\1**", text)
    text = _ITALIC.sub(r"*\1*", text)
    text = _UNDERLINE.sub(r"\1", text)
    text = _SCRIPT.sub(lambda m: m.group(1) or m.group(2), text)
    return _NOT_A_LINK.sub("", text)


def _link(m: re.Match[str]) -> str:
    """``[[label|Target]]`` as Obsidian writes it (``[[Target|label]]``), or as a Markdown
    link when the target is a URL."""
    label, target = m.group(1).strip(), m.group(2).strip()
    if _EXTERNAL.match(target):
        return f"[{label}]({target})"
    return f"[[{target}|{label}]]"


def _table(rows: list[list[str]]) -> list[str]:
    """A TiddlyWiki table (its rows' cells; a cell opening on ``!`` is a header) as a
    Markdown table, its first row the header."""
    width = max(len(r) for r in rows)
    cells = [
        [_inline(c.strip().removeprefix("!").strip()) for c in r] + [""] * (width - len(r)) for r in rows
    ]
    lines = ["| " + " | ".join(cells[0]) + " |", "|" + " --- |" * width]
    lines.extend("| " + " | ".join(r) + " |" for r in cells[1:])
    return lines
