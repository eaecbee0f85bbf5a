"""The owner's list of what never ships: ``.grasbotignore`` at the vault's root.

A publishing tool keeps its exclusions outside the notes (Quartz's ``ignorePatterns``, an
org-publish project's ``:exclude``, a ``perso/`` folder a site script skips); a folder's name does
not always say it (« perso » holds public pastimes in many vaults). The owner writes them here,
one a line, as in a ``.gitignore``: ``perso/`` is every folder so named, at any depth;
``journal/2019-*.md`` or ``brouillon*`` a path or a file name (``fnmatch``); ``#`` opens a comment.

An Eleventy site's source opened as a vault already says it in the same form: its
``.eleventyignore`` (in the input folder, the vault) lists what the site never builds
(« carnet-prive/ », « ./brouillons/** »), read as the owner's own list. A VitePress site's
source says it in its config (``.vitepress/config.mts``): the globs of ``srcExclude`` are
never built as pages (« 'prive/**' », « 'notes-famille.md' », « '**/*.brouillon.md' »); a
fragment there is still published through the pages that include it (index_build.includes).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from fnmatch import fnmatchcase
from pathlib import Path, PurePosixPath

__all__ = ["IGNORE_FILE", "IGNORE_FILES", "VITEPRESS_CONFIGS", "ignored_by", "read_ignore"]

IGNORE_FILE = ".grasbotignore"
IGNORE_FILES = (IGNORE_FILE, ".eleventyignore")


# where a VitePress site's config sits in its source folder, by the extensions it may have
VITEPRESS_CONFIGS = tuple(f".vitepress/config.{ext}" for ext in ("mts", "ts", "mjs", "js", "cts", "cjs"))
_SRC_EXCLUDE = re.compile(r"\bsrcExclude\s*:\s*\[([^\]]*)\]")
# a JS string, or a comment (read in one pass: « 'prive/**' » holds no comment's opening)
_JS_TOKEN = re.compile(r"'([^'\n]*)'|\"([^\"\n]*)\"|`([^`\n]*)`|//[^\n]*|/\*.*?\*/", re.DOTALL)


def read_ignore(root: Path) -> dict[str, str]:
    """The patterns of the vault's ignore files (``IGNORE_FILES``) and of a VitePress config's
    ``srcExclude``, each with the file that writes it; none when it has no such file."""
    patterns: dict[str, str] = {}
    for name in IGNORE_FILES:
        path = root / name
        if not path.is_file():
            continue
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                # Eleventy's globs: « ./drafts/** » is the folder « drafts/ »
                pattern = line.removeprefix("./").lstrip("/")
                if pattern.endswith("/**"):
                    pattern = pattern[:-2]
                patterns.setdefault(pattern, name)
    for name in VITEPRESS_CONFIGS:
        path = root / name
        if path.is_file():
            for glob in _src_exclude(path.read_text(encoding="utf-8", errors="replace")):
                patterns.setdefault(glob, f"{name} srcExclude")
            break  # (VitePress reads the first config it finds)
    return patterns


def _src_exclude(config: str) -> list[str]:
    """The globs of a VitePress config's ``srcExclude`` array, as ``ignored_by`` reads them:
    « 'prive/**' » is the folder « prive/ », « '**/*.brouillon.md' » a file name anywhere."""
    found = _SRC_EXCLUDE.search(config)
    if found is None:
        return []
    out = []
    for m in _JS_TOKEN.finditer(found.group(1)):
        glob = (m.group(1) or m.group(2) or m.group(3) or "").strip().removeprefix("./").lstrip("/")
        while glob.startswith("**/"):
            glob = glob[3:]  # any depth, the root included: a name
        if glob.endswith("/**"):
            glob = glob[:-2]
        if glob and glob != "**":
            out.append(glob)
    return out


def ignored_by(rel: str, patterns: Iterable[str]) -> str | None:
    """The pattern that keeps the vault path ``rel`` (``/``-separated) off the site, or None.
    Case-insensitive, as the file systems vaults live on mostly are."""
    path = PurePosixPath(rel.casefold())
    folders = path.parts[:-1]
    for pattern in patterns:
        folded = pattern.casefold()
        if folded.endswith("/"):
            name = folded.rstrip("/")
            if "/" in name:  # « journal/prive/ »: that folder, from the root
                if rel.casefold().startswith(f"{name}/"):
                    return pattern
            elif any(fnmatchcase(part, name) for part in folders):
                return pattern
        elif fnmatchcase(str(path), folded) or ("/" not in folded and fnmatchcase(path.name, folded)):
            return pattern
    return None
