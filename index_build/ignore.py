"""The owner's list of what never ships: ``.grasbotignore`` at the vault's root.

A publishing tool keeps its exclusions outside the notes (Quartz's ``ignorePatterns``, an
org-publish project's ``:exclude``, a ``perso/`` folder a site script skips); a folder's name does
not always say it (« perso » holds public pastimes in many vaults). The owner writes them here,
one a line, as in a ``.gitignore``: ``perso/`` is every folder so named, at any depth;
``journal/2019-*.md`` or ``brouillon*`` a path or a file name (``fnmatch``); ``#`` opens a comment.
"""

from __future__ import annotations

from fnmatch import fnmatchcase
from pathlib import Path, PurePosixPath

__all__ = ["IGNORE_FILE", "ignored_by", "read_ignore"]

IGNORE_FILE = ".grasbotignore"


def read_ignore(root: Path) -> tuple[str, ...]:
    """The patterns of the vault's ``.grasbotignore`` (none when it has no such file)."""
    path = root / IGNORE_FILE
    if not path.is_file():
        return ()
    patterns = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            patterns.append(line.lstrip("/"))
    return tuple(patterns)


def ignored_by(rel: str, patterns: tuple[str, ...]) -> str | None:
    """The pattern that keeps the vault path ``rel`` (``/``-separated) off the site, or None.
    Case-insensitive, as the file systems vaults live on mostly are."""
    if not patterns:
        return None
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
