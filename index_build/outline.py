"""What an Outline wiki export adds to a vault that is no part of the page.

Outline (getoutline.com) exports a collection as one Markdown file a document, named after its
title, and links documents by their Outline URL, ``[Horaires](/doc/horaires-douverture-Nf3YkP0sQe)``:
the title made a slug, then the document's ten-character id. Opened in Obsidian such a link
leads nowhere, and on the site it would be a dead path. This module reads it as the wikilink it
stands for: the document whose file name makes that slug, else the link's words alone. Outline's
other marks are CommonMark's (a backslash hard line break, backslash escapes) and are read where
all Markdown is (``index_build.visible``). Only the syntax is looked at, never one vault's words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from functools import lru_cache
from urllib.parse import unquote

from grasbot.tokenise import fold

__all__ = ["outline_links"]

# [label](/doc/<slug>-<id>), the host written or not (a link copied from the browser)
_DOC_LINK = re.compile(
    r"(?<!!)\[([^\]\n]*)\]\(<?(?:https?://[^\s/)>]+)?/doc/([\w%.-]*?)-?([A-Za-z0-9]{10})(?:#[^)\s>]*)?>?\)"
)
_APOSTROPHES = re.compile(r"['’]")
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def _slug(title: str) -> str:
    """The slug Outline makes of a title: folded, lower case, apostrophes dropped
    (« Horaires d'ouverture » → « horaires-douverture »), other runs of signs a dash."""
    return _NOT_SLUG.sub("-", _APOSTROPHES.sub("", fold(title).lower())).strip("-")


@lru_cache(maxsize=4)
def _by_slug(names: AbstractSet[str]) -> Mapping[str, str]:
    # (once per vault: ``names`` is the same set for every note of a build)
    return {_slug(name): name for name in sorted(names)}


def outline_links(body: str, names: AbstractSet[str]) -> str:
    """``body`` with each link to an Outline document written as a wikilink to the vault's note
    of that title (``names``: the vault's note file names, lower-cased), or as its words when
    no note has it (a document left out of the export)."""
    if "/doc/" not in body:
        return body
    notes = _by_slug(frozenset(names))

    def link(m: re.Match[str]) -> str:
        label = m.group(1).strip()
        name = notes.get(unquote(m.group(2)).lower())
        if name is None:
            return label
        return f"[[{name}|{label}]]" if label else f"[[{name}]]"

    return _DOC_LINK.sub(link, body)
