"""What a Notion export adds to a vault that is no part of the page.

Notion names every exported page and folder after the page's title followed by its 32-hex-digit
id (``Projet Tramway 173df57609eb298252ae8e04dcd2d5ef.md``), links pages by URL-encoded relative
paths (``[CV](Espace%20de%20Ma%C3%ABlle%2012b9…/CV%200a2c….md)``) and writes a page's properties
as ``Key: value`` lines under its ``# Title``. This module recognises that syntax: the id is cut
from names, links are read as wikilinks are, and the property lines become Dataview fields
(``Key:: value``), which ``index_build.obsidian`` and ``index_build.visible`` already read as
metadata or facts. Only the syntax is looked at, never the words of one vault.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath
from urllib.parse import unquote

from index_build.files import note_stem

__all__ = ["markdown_note_links", "properties", "properties_as_fields", "strip_id"]

_ID_SUFFIX = re.compile(r"\s+[0-9a-f]{32}$")
# [label](relative/path.md) or (…md#anchor): a link to another page of the vault, not the web
_MD_LINK = re.compile(r"(?<!!)\[([^\]\n]*)\]\(<?([^)<>\s:]+?\.mdx?)(?:#[^)\s]*)?>?\)")
# A property line: a short key (at most five words, no sentence marks) then ': ' and a value, as
# Notion writes it; prose in French spaces its colon (« Nouvel angle : partir de… »)
_PROPERTY = re.compile(r"^([^\W\d_](?:[\w'’ ./-]{0,38}[\w.])?):[ \t]+(\S.*)$")
_TITLE = re.compile(r"^#\s+\S")


def strip_id(name: str) -> str:
    """``name`` without the page id Notion appends (« CV 0a2c…97 » → « CV »)."""
    return _ID_SUFFIX.sub("", name)


def markdown_note_links(body: str) -> tuple[str, list[tuple[str, int]]]:
    """``body`` with each Markdown link to a ``.md`` page written as its label, as a wikilink is,
    and (target file name without ``.md``, 0-based line) of each, decoded
    (``Projet%20Tramway%20173d….md`` → « Projet Tramway 173d… »)."""
    out: list[tuple[str, int]] = []

    def label(m: re.Match[str]) -> str:
        name = note_stem(PurePosixPath(unquote(m.group(2))).name)
        out.append((name, body.count("\n", 0, m.start())))
        return m.group(1).strip() or strip_id(name)

    return _MD_LINK.sub(label, body), out


def _is_property(line: str) -> bool:
    m = _PROPERTY.match(line)
    return m is not None and len(m.group(1).split()) <= 5 and "::" not in line


def _property_block(lines: list[str]) -> range:
    """The indices of the property lines that open a page (after its ``# Title`` line, if any),
    up to a blank line or the end; empty when a line that goes on is prose."""
    i = 0
    while i < len(lines) and not lines[i].strip():
        i += 1
    if i < len(lines) and _TITLE.match(lines[i]):
        i += 1
        while i < len(lines) and not lines[i].strip():
            i += 1
    start = i
    while i < len(lines) and _is_property(lines[i]):
        i += 1
    if i < len(lines) and lines[i].strip():
        return range(0)
    return range(start, i)


def properties(body: str) -> list[tuple[str, str, int]]:
    """(key, value, 0-based line) of the property lines that open ``body``."""
    lines = body.split("\n")
    out = []
    for k in _property_block(lines):
        key, value = lines[k].split(":", 1)
        out.append((key.strip(), value.strip(), k))
    return out


def properties_as_fields(body: str) -> str:
    """``body`` with the property lines that open it (after its ``# Title`` line, if any)
    written as Dataview fields (``Statut: Terminé`` → ``Statut:: Terminé``); lines kept."""
    lines = body.split("\n")
    for k in _property_block(lines):
        key, value = lines[k].split(":", 1)
        lines[k] = f"{key}:: {value.strip()}"
    return "\n".join(lines)
