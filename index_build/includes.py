"""VitePress's Markdown includes: ``<!--@include: ./snippets/horaires.md-->`` is that file's text.

A VitePress site writes a fragment once (the opening hours, the warranty) and pulls it into
several pages; the build replaces the directive, an HTML comment in the source, with the
fragment. Left as a comment, the page's hours and address vanish with it (its « Infos pratiques »
page is nothing but includes). The path is the including page's (``./``, ``../``) or, after
``@/``, the source folder's (the vault); a line range (``{3,10}``) or a region (``#tarifs``)
after it is read as the whole file. A fragment is shown as its page would show it: without its
front matter, its own includes expanded (a few levels deep, never in a loop). A fragment kept
off as private (``hidden``: its ``/``-separated path from the vault; the vault reader decides,
from its lists and the fragment's own marks) shows nothing; one that is only excluded from the
site's pages (VitePress's ``srcExclude``, where fragments usually are) is still published
through the pages that include it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path

from index_build.frontmatter import FrontMatterError, split_note

__all__ = ["expand_includes", "included_files"]

_INCLUDE = re.compile(r"<!--\s*@include:\s*([^\s>{#]+?)(?:#[\w-]+)?(?:\{[\d,\s]*\})?\s*-->")
MAX_DEPTH = 3  # a fragment including a fragment…; past it (or a loop) the directive shows nothing


def expand_includes(
    body: str, folder: Path, root: Path, hidden: Callable[[str], bool], depth: int = 0
) -> str:
    """``body`` (a page in ``folder`` of the vault ``root``) with its includes replaced by the
    files they name."""
    if "@include" not in body:
        return body
    base = root.resolve()

    def fragment(m: re.Match[str]) -> str:
        target = m.group(1)
        path = (base / target[2:]) if target.startswith("@/") else (folder / target)
        try:
            path = path.resolve()
            rel = path.relative_to(base).as_posix()
        except (OSError, ValueError):
            return ""  # outside the vault: nothing the notes hold
        if depth >= MAX_DEPTH or not path.is_file() or hidden(rel):
            return ""
        text = path.read_text(encoding="utf-8", errors="replace").lstrip("\ufeff").replace("\r\n", "\n")
        try:
            body = split_note(text).body
        except FrontMatterError:
            return ""  # a fragment whose front matter cannot be read might say it is private
        return expand_includes(body.strip("\n"), path.parent, root, hidden, depth + 1)

    return _INCLUDE.sub(fragment, body)


def included_files(paths: Iterable[Path], root: Path) -> frozenset[str]:
    """The vault's files some page includes (``/``-separated paths from ``root``): published
    through it, though the site builds no page of their own."""
    base = root.resolve()
    found: set[str] = set()
    for path in paths:
        text = path.read_text(encoding="utf-8", errors="replace")
        if "@include" not in text:
            continue
        for target in _INCLUDE.findall(text):
            where = (base / target[2:]) if target.startswith("@/") else (path.parent / target)
            try:
                found.add(where.resolve().relative_to(base).as_posix())
            except (OSError, ValueError):
                continue
    return frozenset(found)
