"""Zim Desktop Wiki's markup, read as the Markdown the rest of the build reads.

A Zim notebook is a folder of text pages: each opens on a header (``Content-Type:
text/x-zim-wiki``, ``Wiki-Format: zim 0.6``, ``Creation-Date: …``), then the page name as a
level-1 heading written ``====== Nom ======`` and a « Created Tuesday 12 March 2019 » line;
a namespace is a folder and a link names a page by its namespaces (``[[Clients:Mairie]]``),
below the page (``[[+Sous-page]]``) or from the root (``[[:Accueil]]``); a file name writes
each space as « _ »; the Journal plugin files a day's page as ``Journal/2021/04/07.txt``.
Owners who move the notebook to Obsidian convert it (Zim's own Markdown export, a script of
their own) and the conversion is rarely whole: pages keep the header, the ``=====`` headings,
``//italique//``, ``''verbatim''``, ``[*]`` boxes and ``@tags``. Read as Markdown those are
the page's first "facts" (« Content-Type: text/x-zim-wiki »), headings lost in the text and
links to no note. This module reads them the way Zim shows them.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["ZIM_HEADER_MAX_LINES", "at_tags", "day_page_slug", "render_zim", "zim_header"]

_HEADER_LINE = re.compile(r"^(Content-Type|Wiki-Format|Creation-Date):[ \t]*(.*?)[ \t]*$")
ZIM_HEADER_MAX_LINES = 6
_ZIM_TYPE = re.compile(r"text/x-zim-wiki", re.IGNORECASE)
_DAY = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def zim_header(lines: list[str]) -> tuple[dict[str, Any], dict[str, int], int] | None:
    """The header a Zim page opens on, as metadata (its creation day as ``date``), the line of
    each key and how many lines it holds (its closing blank line included); None when the page
    does not open on one (the first line must say ``text/x-zim-wiki``)."""
    first = _HEADER_LINE.match(lines[0]) if lines else None
    if first is None or first.group(1) != "Content-Type" or not _ZIM_TYPE.search(first.group(2)):
        return None
    meta: dict[str, Any] = {}
    meta_lines: dict[str, int] = {}
    end = 0
    for end, line in enumerate(lines[:ZIM_HEADER_MAX_LINES]):
        if not line.strip():
            return meta, meta_lines, end + 1
        m = _HEADER_LINE.match(line)
        if m is None:
            return meta, meta_lines, end  # the header ran into the page without a blank line
        meta_lines[m.group(1)] = end + 1
        if m.group(1) == "Creation-Date":
            day = _DAY.match(m.group(2))
            if day:
                meta["date"] = day.group(0)
    return meta, meta_lines, end + 1


# ``====== Titre ======`` is a level-1 heading, ``===== Section =====`` level 2, down to
# ``== … ==`` at level 5: the fewer the signs, the lower the heading
_HEADING = re.compile(r"^(={2,6})[ \t]+(\S.*?)[ \t]+={2,6}[ \t]*$", re.MULTILINE)
# the line Zim writes under a new page's name: « Created Tuesday 12 March 2019 », in the
# owner's language (« Créé le mardi 12 mars 2019 »)
_CREATED = re.compile(
    r"^[ \t]*(?:Created|Cr[ée]{2}e?(?:[ \t]+le)?)[ \t]+(?:[^\W\d]+,?[ \t]+)?"
    r"\d{1,2}(?:er)?[ \t]+[^\W\d]+\.?[ \t]+\d{4}[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
_ITALIC = re.compile(r"(?<![:/\w])//(?=\S)([^/\n]+?)(?<=\S)//(?!/)")
_VERBATIM = re.compile(r"''(?=\S)([^'\n]+?)(?<=\S)''")
_BOX = re.compile(r"^([ \t]*)\[([ *xX>])\][ \t]+", re.MULTILINE)
_BOX_STATE = {" ": " ", "*": "x", "x": "-", "X": "-", ">": ">"}
_AT_TAG = re.compile(r"(?<![\w@.])@([^\W\d][\w-]*)(?![\w@]|\.\w)")


def at_tags(body: str) -> list[str]:
    """Every ``@tag`` of a note (Zim's tags): what a privacy check reads, in any note, since a
    converted page may have lost every other mark of Zim and « @privé » still says private."""
    return _AT_TAG.findall(body) if "@" in body else []


# a link naming a page by its namespaces (« [[Chantiers:Toiture eglise]] »), below this page
# (« [[+Devis]] ») or from the root (« [[:Accueil]] »); Obsidian allows no colon in a file name,
# so a colon in a link's target is always Zim's
_NS_LINK = re.compile(r"(!?\[\[)([^\]|#\n]*:[^\]|#\n]*|\+[^\]|#\n]+)((?:[#|][^\]\n]*)?\]\])")


def _zim_page(body: str) -> bool:
    """Whether a note is written in Zim's markup: a heading made of « = » signs (the page's
    name opens every page Zim writes)."""
    return "==" in body and _HEADING.search(body) is not None


def _ns_target(m: re.Match[str]) -> str:
    target = m.group(2).strip()
    if "://" in target or target.lower().startswith(("mailto:", "http:", "https:", "file:")):
        return m.group(0)  # an address written as a link, not a page
    target = target.lstrip("+:").replace(":", "/")
    return f"{m.group(1)}{target}{m.group(3)}"


def render_zim(body: str) -> str:
    """A note's body with Zim's markup read as Markdown: its ``=`` headings as ``#`` ones, the
    « Created … » line under the page's name gone, italics, verbatim, boxes and ``@tags`` as
    Markdown writes them; namespace links (``[[Clients:Mairie]]``) as paths in every note,
    since a converted page may have lost every other mark of Zim. Lines keep their numbers."""
    if "[[" in body and (":" in body or "[[+" in body):
        body = _NS_LINK.sub(_ns_target, body)
    if not _zim_page(body):
        return body
    body = _HEADING.sub(lambda m: f"{'#' * (7 - len(m.group(1)))} {m.group(2)}", body)
    head = body.lstrip("\n").split("\n", 3)
    # (only right under the page's name: further down the line is the owner's own)
    for i, line in enumerate(head[:3]):
        if _CREATED.match(line) and (i == 0 or head[i - 1].startswith("#") or not head[i - 1].strip()):
            start = len(body) - len(body.lstrip("\n")) + sum(len(x) + 1 for x in head[:i])
            body = body[:start] + body[start + len(line) :]
            break
    body = _ITALIC.sub(r"*\1*", body)
    body = _VERBATIM.sub(r"`\1`", body)
    body = _BOX.sub(lambda m: f"{m.group(1)}- [{_BOX_STATE[m.group(2)]}] ", body)
    return _AT_TAG.sub(r"#\1", body)


# the Journal plugin's pages: a day (``Journal/2021/04/07``), a month (``Journal/2021/04``)
_DAY_PATH = re.compile(r"(?:^|/)(\d{4})/(\d{2})/(\d{1,2})$")
_MONTH_PATH = re.compile(r"(?:^|/)(\d{4})/(\d{2})$")


def day_page_slug(path_without_suffix: str) -> str | None:
    """The day a journal page filed by date folders stands for (``Journal/2021/04/07`` →
    ``2021-04-07``, a month page ``Journal/2021/04`` → ``2021-04``); None for any other path.
    Named by its day number alone, every day of a month would share a month's other days' name."""
    found = _DAY_PATH.search(path_without_suffix)
    if found:
        year, month, day = found.groups()
        if 1 <= int(month) <= 12 and 1 <= int(day) <= 31:
            return f"{year}-{month}-{int(day):02d}"
        return None
    found = _MONTH_PATH.search(path_without_suffix)
    if found and 1 <= int(found.group(2)) <= 12:
        return f"{found.group(1)}-{found.group(2)}"
    return None
