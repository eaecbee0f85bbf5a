"""What a Roam Research graph exported to Markdown writes that is no Markdown.

Roam's "Export All → Markdown" keeps its own syntax inside the bullets: a table is a
``{{[[table]]}}`` block whose children are its rows, each cell the child of the one before; a
task is ``{{[[TODO]]}}`` or ``{{[[DONE]]}}``; ``{{embed: [[Page]]}}`` shows a page,
``{{embed: ((uid))}}`` and ``((uid))`` a block by its id, which the export does not resolve;
``^^text^^`` is a highlight. Here they become what the rest of the build reads: a Markdown
table, a checkbox, an Obsidian embed, nothing (an unresolved block reference says nothing to a
visitor), Obsidian's ``==highlight==``. Only the syntax is looked at, never the words of one
vault; the line count stays as it was (a table takes no more lines than its bullets did), so
that warnings keep their line numbers.
"""

from __future__ import annotations

import re

__all__ = ["render_roam"]

# a table block: « - {{[[table]]}} » (or « {{table}} ») alone on its bullet
_TABLE = re.compile(r"^(\s*)[-*+]\s+\{\{\s*(?:\[\[table\]\]|table)\s*\}\}\s*$", re.IGNORECASE)
_BULLET = re.compile(r"^(\s*)[-*+]\s+(.*?)\s*$")
# a task's state as Roam writes it, at the head of its bullet
_TASK = re.compile(
    r"^(\s*[-*+]\s+)\{\{\s*(?:\[\[)?(TODO|DONE)(?:\]\])?\s*\}\}\s*", re.IGNORECASE | re.MULTILINE
)
# a page embedded, « {{embed: [[Tarifs]]}} », « {{[[embed]]: [[Tarifs]]}} »
_PAGE_EMBED = re.compile(r"\{\{\s*(?:\[\[)?embed(?:\]\])?\s*:\s*(\[\[[^\[\]\n]+\]\])\s*\}\}", re.IGNORECASE)
# any other macro of Roam's (« {{embed: ((uid))}} », « {{[[query]]: … }} », « {{[[kanban]]}} »,
# « {{word-count}} »): a widget drawn in the app, no text of the page (not a template's
# « {{taux_horaire}} » nor « {{date:YYYY-MM-DD}} », which the build reports: only Roam's own
# words, or one in brackets)
_MACRO = re.compile(
    r"\{\{\s*(?:\[\[[\w/ .-]+\]\]|embed|query|kanban|mentions|word-count|character-count|slider|pomo"
    r"|calc|video|iframe|youtube|diagram|attr-table|orphans)\s*(?::[^{}\n]*)?\}\}",
    re.IGNORECASE,
)
# a query, whose clauses hold braces of their own (« {{[[query]]: {and: [[client]] [[2026]]}}} »)
_QUERY = re.compile(r"\{\{\s*(?:\[\[)?query(?:\]\])?\s*:.*\}\}", re.IGNORECASE)
# a block reference: Roam's nine-character id (« ((GJ3kd82Lz)) », never all lower case: « ((à
# revoir)) » is a writer's aside). (Logseq's, a UUID, is read as its block where the page gives
# the block its ``id::``: index_build.transclude.)
_BLOCK_REF = re.compile(r"\(\((?![a-z]{9}\)\))[\w-]{9}\)\)")
# Roam's highlight (« ^^à éviter^^ »), Obsidian's ``==…==``
_HIGHLIGHT = re.compile(r"\^\^(?=\S)(.+?)(?<=\S)\^\^")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _table(lines: list[str], start: int) -> tuple[list[str], int]:
    """The Markdown table a ``{{[[table]]}}`` bullet at ``start`` makes of its children, padded
    with blank lines to the bullets' count, and the index after them; no table (the bullets
    left as they were, the macro line blank) when it has no rows or would take more lines than
    they did."""
    base = _indent(lines[start])
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or _indent(lines[end]) > base):
        end += 1
    rows: list[list[str]] = []
    row_indent: int | None = None
    for line in lines[start + 1 : end]:
        found = _BULLET.match(line)
        if found is None:
            continue
        depth = len(found.group(1))
        if row_indent is None or depth <= row_indent:
            row_indent = depth
            rows.append([])
        rows[-1].append(_cell(found.group(2)))
    width = max((len(r) for r in rows), default=0)
    made = (
        [
            f"| {' | '.join(rows[0] + [''] * (width - len(rows[0])))} |",
            "|" + " --- |" * width,
            *(f"| {' | '.join(r + [''] * (width - len(r)))} |" for r in rows[1:]),
        ]
        if rows and width
        else []
    )
    if not made or len(made) > end - start:
        return ["", *lines[start + 1 : end]], end
    return made + [""] * (end - start - len(made)), end


def render_roam(body: str) -> str:
    """``body`` with Roam's tables, tasks, embeds, block references and highlights written as
    Markdown reads them (see the module's docstring)."""
    if "{{" not in body and "((" not in body and "^^" not in body:
        return body  # most notes: none of it
    lines = body.split("\n")
    out: list[str] = []
    k = 0
    while k < len(lines):
        if "{{" in lines[k] and _TABLE.match(lines[k]):
            made, k = _table(lines, k)
            out.extend(made)
            continue
        out.append(lines[k])
        k += 1
    text = "\n".join(out)
    if "{{" in text:
        text = _TASK.sub(lambda m: f"{m.group(1)}[{'x' if m.group(2).upper() == 'DONE' else ' '}] ", text)
        text = _PAGE_EMBED.sub(r"!\1", text)
        text = _QUERY.sub("", text)
        text = _MACRO.sub("", text)
    if "((" in text:
        text = _BLOCK_REF.sub("", text)
    if "^^" in text:
        text = _HIGHLIGHT.sub(r"==\1==", text)
    return text
