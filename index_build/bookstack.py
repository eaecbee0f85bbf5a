"""BookStack's marks left in pages exported to Markdown, read as the wiki showed them.

BookStack keeps its pages as HTML (shelves, books, chapters, pages) and exports each page to
Markdown, one file per page (``book-slug/chapter-slug/page-slug.md``); owners who move to
Obsidian keep those files. The HTML it could not say in Markdown (callouts, tables with
``bkmrk-…`` ids, ``&nbsp;``) is read by ``index_build.visible`` as any HTML; this module reads
what is BookStack's own:

- a link to another page of the wiki, by its URL (``https://wiki.example.fr/books/atelier/page/
  tarifs-2026``, ``/books/atelier/chapter/prix/page/tarifs-2026#bkmrk-b20``): the page exported
  beside it, ``tarifs-2026.md``, linked as a note is (the graph reads it, the visitor its label);
- a link by the page's id (``[Tarifs](/link/42)``): no file tells which page it was, and on the
  owner's site the path leads nowhere: its label alone;
- a page include left unresolved (``{{@57#bkmrk-forfait}}``, ``{{@57}}``): the export writes the
  tag, not the included text; nothing a visitor would read.

Outside code fences, on lines whose text outside code spans holds such a mark; lines keep their
numbers.
"""

from __future__ import annotations

import re

from index_build.obsidian import lines_outside_code

__all__ = ["render_bookstack"]

# [label](https://host/books/<book>/page/<page>), chapters between, an anchor after
_PAGE_LINK = re.compile(
    r"(?<!!)\[([^\]\n]*)\]\(<?(?:https?://[^\s/)]+)?/books/[a-z0-9-]+/(?:chapter/[a-z0-9-]+/)?"
    r"page/([a-z0-9][a-z0-9-]*)(?:#[^)\s>]*)?>?\)"
)
_ID_LINK = re.compile(r"(?<!!)\[([^\]\n]*)\]\(<?(?:https?://[^\s/)]+)?/link/\d+(?:#[^)\s>]*)?>?\)")
_INCLUDE = re.compile(r"\{\{@\d+(?:#[^}\s]*)?\}\}")


def render_bookstack(body: str) -> str:
    """``body`` with BookStack's page links, id links and include tags read as the wiki shows
    them (see the module's docstring)."""
    if "/books/" not in body and "/link/" not in body and "{{@" not in body:  # most notes
        return body
    lines = body.split("\n")
    for n, masked in lines_outside_code(body):
        if "/books/" not in masked and "/link/" not in masked and "{{@" not in masked:
            continue
        line = _PAGE_LINK.sub(lambda m: f"[{m.group(1)}]({m.group(2)}.md)", lines[n])
        lines[n] = _INCLUDE.sub("", _ID_LINK.sub(r"\1", line))
    return "\n".join(lines)
