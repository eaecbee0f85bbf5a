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
A Docusaurus site's source never publishes a file or a folder whose name opens on « _ »
(« docs/_interne/ », « _brouillon.md »: its default ``exclude``, a partial only through the
page importing it), nor what its config's ``exclude`` arrays list; VitePress and Obsidian
publish such names, so the rule is read where a ``docusaurus.config.*`` says it applies.
A Hexo blog's source (a ``_config.yml`` beside ``scaffolds/``, or a ``package.json`` naming
hexo) renders nothing under its source folder whose path holds a name opening on « _ » but
``_posts`` (« source/_prive/ », ``_drafts`` unless ``render_drafts``), nor the globs of its
config's ``exclude`` (in the source folder) and ``ignore`` (anywhere); its ``scaffolds/`` and
``themes/`` are no pages. ``skip_render`` paths are copied as they are: published.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from fnmatch import fnmatchcase
from pathlib import Path, PurePosixPath

import yaml

__all__ = [
    "DOCUSAURUS_CONFIGS",
    "IGNORE_FILE",
    "IGNORE_FILES",
    "VITEPRESS_CONFIGS",
    "ignored_by",
    "read_ignore",
]

IGNORE_FILE = ".grasbotignore"
IGNORE_FILES = (IGNORE_FILE, ".eleventyignore")


# where a VitePress site's config sits in its source folder, by the extensions it may have
VITEPRESS_CONFIGS = tuple(f".vitepress/config.{ext}" for ext in ("mts", "ts", "mjs", "js", "cts", "cjs"))
_SRC_EXCLUDE = re.compile(r"\bsrcExclude\s*:\s*\[([^\]]*)\]")
# a Docusaurus site's config at its root, by the extensions it may have
DOCUSAURUS_CONFIGS = tuple(f"docusaurus.config.{ext}" for ext in ("js", "ts", "mjs", "cjs", "mts"))
# what Docusaurus never builds, whatever its config says: names opening on « _ »
_UNDERSCORED = ("_*/", "_*.md", "_*.mdx")
_EXCLUDE = re.compile(r"\bexclude\s*:\s*\[([^\]]*)\]")
_BRACES = re.compile(r"\{([^{}]*)\}")
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
    for name in DOCUSAURUS_CONFIGS:
        path = root / name
        if path.is_file():
            for glob in _UNDERSCORED:
                patterns.setdefault(glob, f"{name} (Docusaurus builds no name opening on « _ »)")
            for glob in _globs(path.read_text(encoding="utf-8", errors="replace"), _EXCLUDE):
                patterns.setdefault(glob, f"{name} exclude")
            break
    for glob, why in _hexo(root).items():
        patterns.setdefault(glob, why)
    return patterns


HEXO_CONFIG = "_config.yml"


def _hexo(root: Path) -> dict[str, str]:
    """What a Hexo blog's source never renders (module docstring), each with why; none when the
    vault is no Hexo site."""
    config = root / HEXO_CONFIG
    package = root / "package.json"
    if not config.is_file() or not (
        (root / "scaffolds").is_dir()
        or (package.is_file() and '"hexo"' in package.read_text(encoding="utf-8", errors="replace"))
    ):
        return {}
    try:
        settings = yaml.safe_load(config.read_text(encoding="utf-8", errors="replace"))
    except yaml.YAMLError:
        settings = None
    settings = settings if isinstance(settings, dict) else {}
    source = str(settings.get("source_dir") or "source").strip("/")
    out = {
        f"{folder}/": f"{HEXO_CONFIG} (Hexo's {folder}/ holds no page)" for folder in ("scaffolds", "themes")
    }
    kept = {"_posts"} | ({"_drafts"} if settings.get("render_drafts") is True else set())
    base = root / source
    if base.is_dir():
        for path in sorted(base.rglob("_*")):
            rel = path.relative_to(base)
            if rel.parts[0] in kept and len(rel.parts) == 1:
                continue
            if any(part.startswith("_") for part in rel.parts[:-1] if part not in kept):
                continue  # (inside a folder already kept off)
            glob = f"{source}/{rel.as_posix()}" + ("/" if path.is_dir() else "")
            out[glob] = f"{HEXO_CONFIG} (Hexo renders no name opening on « _ »)"
    for key, within in (("exclude", f"{source}/"), ("ignore", "")):
        listed = settings.get(key)
        for written in [listed] if isinstance(listed, str) else listed if isinstance(listed, list) else []:
            for glob in map(_as_read, _expanded(str(written).strip())):
                if glob:
                    # (``exclude`` is read in the source folder, where « * » spans folders too)
                    out.setdefault(within + glob, f"{HEXO_CONFIG} {key}")
    return out


def _src_exclude(config: str) -> list[str]:
    """The globs of a VitePress config's ``srcExclude`` array, as ``ignored_by`` reads them:
    « 'prive/**' » is the folder « prive/ », « '**/*.brouillon.md' » a file name anywhere."""
    return _globs(config, _SRC_EXCLUDE)


def _globs(config: str, array: re.Pattern[str]) -> list[str]:
    """The globs of every ``array`` of a JS ``config`` (the first only when it is
    ``srcExclude``), braces expanded (« '**/_*.{md,mdx}' » is two), as ``ignored_by`` reads them:
    « 'prive/**' » is the folder « prive/ », « '**/*.brouillon.md' » a file name anywhere."""
    found = [array.search(config)] if array is _SRC_EXCLUDE else list(array.finditer(config))
    out = []
    for match in found:
        if match is None:
            continue
        for m in _JS_TOKEN.finditer(match.group(1)):
            written = (m.group(1) or m.group(2) or m.group(3) or "").strip()
            for glob in map(_as_read, _expanded(written)):
                if glob and glob not in out:
                    out.append(glob)
    return out


def _as_read(glob: str) -> str:
    """A config's ``glob`` as ``ignored_by`` reads it: « prive/** » is the folder « prive/ »,
    « **/*.brouillon.md » a file name at any depth; "" for one matching everything."""
    glob = glob.removeprefix("./").lstrip("/")
    while glob.startswith("**/"):
        glob = glob[3:]  # any depth, the root included: a name
    if glob.endswith("/**"):
        glob = glob[:-2]
    return "" if glob == "**" else glob


def _expanded(glob: str) -> list[str]:
    """``glob`` with its first ``{a,b}`` written out, and so on (fnmatch reads no braces)."""
    found = _BRACES.search(glob)
    if found is None:
        return [glob]
    head, tail = glob[: found.start()], glob[found.end() :]
    return [x for part in found.group(1).split(",") for x in _expanded(head + part + tail)]


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
