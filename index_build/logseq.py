"""What a Logseq graph opened in Obsidian adds to a vault that is no part of the page.

Logseq writes a page's properties as ``key:: value`` lines opening the file, before its first
block (``public:: false``, ``type:: projet``, ``alias:: …``), sometimes as the first block itself
(``- public:: false``). Obsidian has no front matter for them, so the privacy keys in them
(Logseq's own ``public``, and the keys front matter would hold) are read from these lines, as a
Notion page's are (``index_build.notion``). Only the syntax is looked at, never the words of one
vault.
"""

from __future__ import annotations

import re

from index_build.obsidian import field

__all__ = ["as_front_matter", "namespace_title", "page_properties"]


def page_properties(body: str) -> list[tuple[str, str, int]]:
    """(key, value, 0-based line) of the ``key:: value`` lines that open ``body``: the page's
    properties, up to the first other line (blank lines before them are skipped)."""
    out: list[tuple[str, str, int]] = []
    for k, line in enumerate(body.split("\n")):
        if not line.strip() and not out:
            continue
        found = field(line)  # Dataview's field line is Logseq's property line
        if found is None:
            break
        out.append((*found, k))
    return out


# The page properties that are front matter keys; Logseq says ``alias`` for Obsidian's ``aliases``
_FRONT_MATTER = {
    "title": "title",
    "type": "type",
    "tags": "tags",
    "alias": "aliases",
    "aliases": "aliases",
    "domains": "domains",
    "url": "url",
    "permalink": "permalink",
}
_LIST_KEYS = frozenset({"tags", "aliases", "domains"})
# what Logseq writes for itself, said to no reader: the publishing switch, folding, block ids
_HIDDEN = frozenset({"public", "collapsed", "id", "filters", "icon"})
_PAGE_REF = re.compile(r"#?\[\[([^\]]*)\]\]|#(\S+)")


def as_front_matter(body: str) -> tuple[dict[str, object], str]:
    """The page properties that are front matter keys, as front matter would hold them (a list
    for ``tags``/``alias``: « [[jardin sec]], [[client]] » → ["jardin sec", "client"]), and
    ``body`` without those lines and Logseq's own (blank lines instead: line numbers stay
    true)."""
    found = page_properties(body)
    if not found:
        return {}, body
    meta: dict[str, object] = {}
    for key, value, _ in found:
        name = _FRONT_MATTER.get(key.lower())
        if name is None or name in meta or not value:
            continue
        if name in _LIST_KEYS:
            items = [m.group(1) or m.group(2) for m in _PAGE_REF.finditer(value)]
            meta[name] = items or [v.strip() for v in value.split(",") if v.strip()]
        else:
            meta[name] = _PAGE_REF.sub(lambda m: m.group(1) or m.group(2), value)
    # the front matter keys leave the text; the others stay, as the facts they are (« client::
    # [[clients/Whitfield]] »: read as Dataview fields, linked)
    lines = body.split("\n")
    for key, _, k in found:
        if key.lower() in _FRONT_MATTER or key.lower() in _HIDDEN:
            lines[k] = ""
    return meta, "\n".join(lines)


def namespace_title(title: str) -> str:
    """The page's own name in a Logseq namespace: « projets/Whitfield garden » → « Whitfield
    garden » (the file « projets___Whitfield garden.md »); other titles as they are."""
    for separator in ("___", "/"):
        if separator in title:
            return title.rsplit(separator, 1)[1].strip() or title
    return title
