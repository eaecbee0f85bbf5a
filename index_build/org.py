"""What an org-mode note converted to Markdown (``pandoc -f org -t gfm``, org-roam) still writes.

A converter keeps what it cannot map: the file's keywords (``#+title: Tarifs``, ``#+filetags:
:perso:private:``) as lines of text when no script moved them to front matter, and the blocks
Markdown has no name for (``#+BEGIN_SRC shell`` … ``#+END_SRC``, ``#+begin_comment``). Org
never shows a keyword line nor a comment block on the page it exports, and the keywords are
the note's metadata: ``#+filetags: :private:`` is the owner saying the note is private, as a
``tags:`` key would. Here the keyword lines become front-matter fields (under the names the
vault reader knows: ``filetags`` reads as tags, ``roam_aliases`` as aliases), blank lines in
the text; a comment block is blanked, the other blocks' delimiters become Markdown's (a code
fence for source and examples; nothing for quotes, whose lines stay text).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

__all__ = ["ORG_KEYS", "OrgIds", "OrgKeywords", "id_links", "org_aliases", "org_keywords", "org_tags"]

# The keywords that are a note's metadata, read as front matter (the others, ``#+STARTUP``,
# ``#+OPTIONS``, say how Emacs shows or exports the file: dropped with their line)
ORG_KEYS = frozenset({"title", "filetags", "roam_tags", "roam_aliases", "date", "language", "description"})

_KEYWORD = re.compile(r"^#\+([A-Za-z][\w-]*):[ \t]*(.*?)\s*$")
_BLOCK = re.compile(r"^\s*#\+(begin|end)_(\w+)\b.*$", re.IGNORECASE)
_FENCED = frozenset({"src", "example", "export"})
# an org tag string: « :perso:private: » (colons around each tag, none inside)
_TAG_STRING = re.compile(r"^:(?:[^:\s]+:)+$")
# org-roam's links by id, as pandoc writes them: « [Anaïs](id:f19265e3-b7e4-…) »
_ID_LINK = re.compile(r"(?<!!)\[([^\]\n]*)\]\(id:([0-9A-Za-z-]{6,})\)")
# where a note says its id: the front matter's ``id:`` or the ``:ID:`` of its property drawer
_OWN_ID = re.compile(r"^(?:id:[ \t]*[\"']?|[ \t]*:ID:[ \t]+)([0-9A-Za-z-]{6,})", re.MULTILINE)
_HEAD = 4096  # the id is said at the top of the file
_ALIAS = re.compile(r'"([^"]*)"|([^\s"]+)')


class OrgKeywords:
    """The keywords of a note (``fields``: key, value, 0-based line) and its text without them."""

    __slots__ = ("body", "fields")

    def __init__(self, fields: list[tuple[str, str, int]], body: str) -> None:
        self.fields = fields
        self.body = body


def org_tags(value: str) -> list[str] | None:
    """The tags of an org tag string (« :perso:private: »), None when ``value`` is not one."""
    value = value.strip()
    if not _TAG_STRING.match(value):
        return None
    return [t for t in value.split(":") if t]


def org_aliases(value: object) -> object:
    """org-roam's aliases string (« Bat "Baptiste Leroy" »: words, or quoted names) as a list;
    any other value as it is."""
    if not isinstance(value, str):
        return value
    return [quoted or word for quoted, word in _ALIAS.findall(value) if quoted or word]


def org_keywords(body: str) -> OrgKeywords | None:
    """The org keywords and blocks of ``body`` read (see the module), None when it has none."""
    if "#+" not in body:  # most notes: one scan in C
        return None
    lines = body.split("\n")
    fields: list[tuple[str, str, int]] = []
    fence = False
    comment = False
    changed = False
    for k, line in enumerate(lines):
        block = _BLOCK.match(line)
        if block is not None:
            opening, kind = block.group(1).lower() == "begin", block.group(2).lower()
            if kind == "comment":
                comment = opening
                lines[k] = ""
            elif kind in _FENCED:
                fence = opening
                lines[k] = "```"
            else:
                lines[k] = ""  # quote, verse, center: their lines are text
            changed = True
            continue
        if comment:
            lines[k] = ""  # org never exports a comment block
            changed = True
            continue
        if fence:
            continue
        found = _KEYWORD.match(line)
        if found is not None:
            fields.append((found.group(1).lower(), found.group(2), k))
            lines[k] = ""
            changed = True
    if not changed:
        return None
    return OrgKeywords(fields, "\n".join(lines))


class OrgIds:
    """The vault's org-roam ids, by the file name of the note that has each: read from the top of
    every note on the first link by id (a vault without any never pays for it)."""

    __slots__ = ("_ids", "_paths")

    def __init__(self, paths: Iterable[Path]) -> None:
        self._paths = paths
        self._ids: dict[str, str] | None = None

    def get(self, found: str) -> str | None:
        if self._ids is None:
            ids: dict[str, str] = {}
            for path in self._paths:
                with path.open("rb") as f:
                    head = f.read(_HEAD).decode("utf-8", "replace")
                for m in _OWN_ID.finditer(head):
                    ids.setdefault(m.group(1).lower(), path.stem)
            self._ids = ids
        return self._ids.get(found.lower())


def id_links(body: str, ids: OrgIds) -> str:
    """``body`` with each org-roam link by id written as a wikilink to the note with that id
    (« [[20200110200000-anais|Anaïs]] »: the graph and the reader follow it as any link), or as
    its label where no note has the id (a dead link in the export)."""

    def link(m: re.Match[str]) -> str:
        label, target = m.group(1).strip(), ids.get(m.group(2))
        if target is None:
            return label
        return f"[[{target}|{label}]]" if label else f"[[{target}]]"

    return _ID_LINK.sub(link, body)
