"""Split a Markdown file into its front matter and body: YAML between ``---`` lines, the way
Obsidian reads it, or TOML between ``+++`` lines, the way Hugo and Zola sites write it."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from typing import Any

import yaml

from index_build.zim import zim_header

__all__ = ["FrontMatterError", "SplitNote", "split_leniently", "split_note"]

_FENCE = re.compile(r"^---[ \t]*$")
_TOML_FENCE = re.compile(r"^\+\+\+[ \t]*$")
_TOML_KEY_LINE = re.compile(r"^[ \t]*([A-Za-z_][\w-]*)[ \t]*=")
_TOML_ERROR_LINE = re.compile(r"\(at line (\d+), column \d+\)")
# TOML tables whose keys describe the page as top-level keys do: Zola files tags under
# ``[taxonomies]``, and a site's own fields (a place, a price) under ``[extra]`` or ``[params]``
_TOML_FLATTENED = ("taxonomies", "extra", "params")
_END_FENCE = re.compile(r"^(---|\.\.\.)[ \t]*$")
_KEY_LINE = re.compile(r"^[A-Za-z_][\w-]*:(?:[ \t]|$)")  # `key: value`, YAML's way (no space before ':')
_CONTINUATION = re.compile(r"^[ \t]+\S")  # an indented list item or value under the key above
UNOPENED_MAX_LINES = 30  # a front matter block is short; past this a `key:` line is prose
# libyaml's parser (in PyYAML's wheels) reads a front matter block ten times faster than PyYAML's
# own, with the same Python constructor and resolver behind it: the same values.
_FAST_LOADER: Any = getattr(yaml, "CSafeLoader", None)


class FrontMatterError(Exception):
    def __init__(self, line: int, message: str, closed: bool = False) -> None:
        super().__init__(message)
        self.line = line
        self.message = message
        self.closed = closed  # the block has its closing fence: the body after it is known


@dataclass(frozen=True, slots=True)
class SplitNote:
    meta: dict[str, Any]
    meta_lines: dict[str, int]  # key -> 1-based line in the file
    body: str
    body_line: int  # 1-based line where the body starts
    # Top-level keys written more than once (compared case-insensitively), each with the line
    # of the repeat: YAML keeps only the last value silently, so the vault reader reports them.
    duplicate_keys: tuple[tuple[str, int, int], ...] = ()  # (key, first line, repeat line)
    # The block had no opening '---' (the first line was lost in an edit): read all the same,
    # since shown as text it would be the note's first "fact" and its privacy keys would be ignored.
    unopened: bool = False


def _detab(text: str) -> str:
    # YAML forbids tabs in indentation and PyYAML refuses one after "key:", yet Obsidian users
    # type them: read every tab as two spaces, the indentation Obsidian itself writes.
    return text.replace("\t", "  ")


def _load_yaml(text: str) -> Any:
    """``yaml.safe_load(text)``, parsed by libyaml when it can; on any failure PyYAML parses it
    again, so an error (its message, its line) is PyYAML's own."""
    if _FAST_LOADER is not None:
        try:
            return yaml.load(text, Loader=_FAST_LOADER)
        except Exception:  # a YAML error, or text libyaml cannot encode: PyYAML's turn
            pass
    return yaml.safe_load(text)


def split_note(text: str) -> SplitNote:
    """Parse front matter; raise :class:`FrontMatterError` (with the file line) if it is invalid.

    ``text`` must already have BOM removed and line endings normalised to ``\\n``.
    """
    lines = text.split("\n")
    if lines and _TOML_FENCE.match(lines[0]):
        return _split_toml(lines)
    if not lines or not _FENCE.match(lines[0]):
        end = _unopened_end(lines)
        if end is None:
            return (
                _zim_block(lines)
                or _titled_block(lines)
                or _multimarkdown_block(lines)
                or SplitNote({}, {}, text, 1)
            )
        try:
            meta = _load_yaml(_detab("\n".join(lines[:end])))
        except yaml.YAMLError:
            meta = None
        if not isinstance(meta, dict):
            return SplitNote({}, {}, text, 1)  # not YAML after all: prose followed by a rule
        return _split(lines, meta, 0, end, unopened=True)
    end = next((i for i in range(1, len(lines)) if _END_FENCE.match(lines[i])), None)
    if end is None:
        raise FrontMatterError(1, "front matter opened with '---' is never closed")
    yaml_text = "\n".join(lines[1:end])
    try:
        meta = _load_yaml(_detab(yaml_text))
    except yaml.YAMLError as exc:
        # Where the broken construct opened (an unclosed quote) beats where the parser gave up.
        mark = getattr(exc, "context_mark", None) or getattr(exc, "problem_mark", None)
        line = 2 + (mark.line if mark is not None else 0)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise FrontMatterError(line, f"invalid YAML front matter: {problem}", closed=True) from exc
    if meta is None:
        meta = {}
    if not isinstance(meta, dict):
        raise FrontMatterError(2, f"front matter must be a mapping of keys, got {type(meta).__name__}")
    return _split(lines, meta, 1, end)


# a line of a block YAML could not read: « key: value » at any indentation, or a list item
_LOOSE_KEY = re.compile(r"^[ \t]*([A-Za-z_][\w -]*?)[ \t]*:(?:[ \t]+(.*?))?[ \t]*$")
_LOOSE_ITEM = re.compile(r"^[ \t]*-[ \t]+(.*?)[ \t]*$")


def split_leniently(text: str) -> tuple[SplitNote, str]:
    """A note whose ``---`` block YAML cannot read (a key indented by mistake, « lieu: » under
    « date: »), read line by line: each « key: value » a text value, each « - item » a list
    under the key above. Returns the note and the block's raw text, for the caller to decide
    whether it may be trusted (a privacy key read loosely is not). Only for a block with both
    fences (:attr:`FrontMatterError.closed`)."""
    lines = text.split("\n")
    end = next(i for i in range(1, len(lines)) if _END_FENCE.match(lines[i]))
    meta: dict[str, Any] = {}
    last: str | None = None
    for i in range(1, end):
        item = _LOOSE_ITEM.match(lines[i])
        if item and last is not None:
            held = meta.get(last)
            meta[last] = [
                *(held if isinstance(held, list) else [held] if held else []),
                _unquoted(item.group(1)),
            ]
            continue
        m = _LOOSE_KEY.match(lines[i])
        if m:
            last = m.group(1).strip()
            meta.setdefault(last, _unquoted(m.group(2) or ""))
    loose = [*lines[: end + 1]]
    for i in range(1, end):  # each key at the margin, so the block's lines are told as written
        loose[i] = loose[i].lstrip() if _LOOSE_KEY.match(loose[i]) else loose[i]
    return _split(loose + lines[end + 1 :], meta, 1, end), "\n".join(lines[1:end])


def _unquoted(value: str) -> str:
    """A loosely read value without the quotes around it."""
    if len(value) > 1 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value


def _split_toml(lines: list[str]) -> SplitNote:
    """A note opening on TOML front matter between ``+++`` lines (Hugo, Zola)."""
    end = next((i for i in range(1, len(lines)) if _TOML_FENCE.match(lines[i])), None)
    if end is None:
        raise FrontMatterError(1, "front matter opened with '+++' is never closed")
    try:
        data = tomllib.loads("\n".join(lines[1:end]))
    except tomllib.TOMLDecodeError as exc:
        where = _TOML_ERROR_LINE.search(str(exc))
        line = 1 + int(where.group(1)) if where else 2
        problem = _TOML_ERROR_LINE.sub("", str(exc)).strip()
        raise FrontMatterError(line, f"invalid TOML front matter: {problem}") from exc
    meta: dict[str, Any] = {k: v for k, v in data.items() if not isinstance(v, dict)}
    for table in _TOML_FLATTENED:
        nested = data.get(table)
        if isinstance(nested, dict):
            for key, value in nested.items():
                meta.setdefault(str(key), value)  # a top-level key says it first
    meta_lines: dict[str, int] = {}
    for i in range(1, end):
        m = _TOML_KEY_LINE.match(lines[i])
        if m:
            meta_lines.setdefault(m.group(1), i + 1)
    return SplitNote(meta, meta_lines, "\n".join(lines[end + 1 :]), end + 2)


# Evernote notes converted by Yarle (its default template): « # Title », then a block of
# « Tag(s): #a #b », « Notebook: », « Created: », « Updated: », « Source: » lines between two
# ``---`` lines, under the title rather than above it; not YAML (« #a » would be a comment)
_YARLE_LINE = re.compile(r"^([A-Za-z][\w() ]{0,30}?)[ \t]*:[ \t]*(.*)$")
_YARLE_KEYS = frozenset({"tag(s)", "tags", "notebook", "created", "updated", "source", "author", "location"})
_YARLE_DAY = re.compile(r"^(\d{4}-\d{2}-\d{2})\b")
_TITLE_LINE = re.compile(r"^#[ \t]+\S")
TITLED_BLOCK_MAX_LINES = 16


def _titled_block(lines: list[str]) -> SplitNote | None:
    """A note opening on its ``# Title`` and, under it, a ``---`` block of ``Key: value`` lines
    naming at least one of Yarle's keys: those lines are the note's metadata (« Tag(s) » its
    tags, « Created »/« Updated » days, « Notebook » its notebook), never its first facts. The
    title stays; the block's lines become blank, so that every later line keeps its number."""
    if not lines or not _TITLE_LINE.match(lines[0]):
        return None
    start = 1
    while start < len(lines) and not lines[start].strip():
        start += 1
    if start >= len(lines) or not _FENCE.match(lines[start]):
        return None
    meta: dict[str, Any] = {}
    meta_lines: dict[str, int] = {}
    for end in range(start + 1, min(len(lines), start + TITLED_BLOCK_MAX_LINES)):
        line = lines[end]
        if _FENCE.match(line):
            if _YARLE_KEYS.isdisjoint(k.lower() for k in meta_lines):
                return None
            body = "\n".join([lines[0], *([""] * end), *lines[end + 1 :]])
            return SplitNote(meta, meta_lines, body, 1)
        if not line.strip():
            continue
        m = _YARLE_LINE.match(line)
        if m is None:
            return None  # prose under a rule: no metadata block
        key, value = m.group(1).strip(), m.group(2).strip()
        lowered = key.lower()
        meta_lines.setdefault(key, end + 1)
        if not value:
            continue
        if lowered in ("tag(s)", "tags"):
            meta["tags"] = [t for t in re.split(r"[\s,]+", value.replace("#", " ")) if t]
        elif lowered in ("created", "updated"):
            day = _YARLE_DAY.match(value)
            meta[lowered] = day.group(1) if day else value
        else:
            meta[lowered] = value
    return None


# MultiMarkdown metadata (Scrivener's « Compile to MultiMarkdown », nvALT, iA Writer): « Key:
# value » lines at the very top of the file, no fences, up to the first blank line; a key may
# hold spaces (« Base Header Level ») and a value go on over indented lines
# (no space before the colon: « Objet : devis » is an e-mail pasted the French way; « title:: » is
# Logseq's)
_MMD_LINE = re.compile(r"^([A-Za-z](?:[\w \t-]{0,30}?[\w-])?):(?!:)[ \t]*(.*)$")
_MMD_KEYS = frozenset(
    {
        "title",
        "author",
        "date",
        "keywords",
        "tags",
        "subtitle",
        "affiliation",
        "summary",
        "abstract",
        "copyright",
        "language",
        "css",
        "format",
        "quotes language",
        "base header level",
        "latex mode",
    }
)
MMD_MAX_LINES = 20


def _multimarkdown_block(lines: list[str]) -> SplitNote | None:
    """A note opening on a block of MultiMarkdown metadata whose first key is one of its own
    (« Title: », « Author: », « Date: », « Keywords: »): those lines are the note's metadata
    (« Title » its title, « Keywords » its tags, « Date » its day), never its first facts; none
    when a line of the block is no « Key: value » (a sentence, « Remarque : voir plus bas »,
    opening a note). The block's lines become blank, so that every later line keeps its number."""
    first = _MMD_LINE.match(lines[0]) if lines else None
    if first is None or first.group(1).lower() not in _MMD_KEYS:
        return None
    meta: dict[str, Any] = {}
    meta_lines: dict[str, int] = {}
    key = ""
    end = 0
    for end, line in enumerate(lines[:MMD_MAX_LINES]):
        if not line.strip():
            break
        m = _MMD_LINE.match(line)
        if m is None:
            if key and _CONTINUATION.match(line):
                meta[key] = f"{meta.get(key, '')} {line.strip()}".strip()
                continue
            return None  # prose, or an e-mail's header written the French way
        key = m.group(1).lower()
        meta_lines.setdefault(m.group(1), end + 1)
        meta[key] = m.group(2).strip()
    else:
        if len(lines) > MMD_MAX_LINES:
            return None  # past this a « Key: » line is prose
        end = len(lines)
    if meta.get("keywords") and "tags" not in meta:
        meta["tags"] = [t.strip() for t in re.split(r"[,;]", str(meta.pop("keywords"))) if t.strip()]
    meta = {k: v for k, v in meta.items() if v != ""}
    body = "\n".join([*([""] * end), *lines[end:]])
    return SplitNote(meta, meta_lines, body, 1)


def _zim_block(lines: list[str]) -> SplitNote | None:
    """A page of a Zim notebook opening on its header (``Content-Type: text/x-zim-wiki``,
    ``Wiki-Format``, ``Creation-Date``): the header is metadata (its day the note's ``date``),
    never the page's first facts; its lines become blank, so that every later line keeps its
    number (index_build.zim reads the rest of the page)."""
    found = zim_header(lines)
    if found is None:
        return None
    meta, meta_lines, end = found
    return SplitNote(meta, meta_lines, "\n".join([*([""] * end), *lines[end:]]), 1)


def _unopened_end(lines: list[str]) -> int | None:
    """The index of the '---' that closes a leading block of ``key: value`` lines (with their
    indented continuations) written without the opening '---', or None: the file starts with text."""
    if not lines or not _KEY_LINE.match(lines[0]):
        return None
    for i, line in enumerate(lines[:UNOPENED_MAX_LINES]):
        if _FENCE.match(line):
            return i
        if not (_KEY_LINE.match(line) or _CONTINUATION.match(line)):
            return None
    return None


def _split(lines: list[str], meta: dict[Any, Any], start: int, end: int, unopened: bool = False) -> SplitNote:
    """The note once its front matter (``lines[start:end]``, ``lines[end]`` the closing fence) is read."""
    meta_lines: dict[str, int] = {}
    first_seen: dict[str, int] = {}
    duplicates: list[tuple[str, int, int]] = []
    for i in range(start, end):
        m = re.match(r"^([A-Za-z_][\w-]*)\s*:", lines[i])
        if not m:
            continue
        key = m.group(1)
        if key.lower() in first_seen:
            duplicates.append((key, first_seen[key.lower()], i + 1))
        else:
            first_seen[key.lower()] = i + 1
        meta_lines.setdefault(key, i + 1)
    rest = lines[end + 1 :]
    zim = zim_header(rest)
    if zim is not None:
        # a Zim page given YAML front matter in Obsidian above the header it kept: the header
        # is still no fact of the page
        meta = {**zim[0], **meta}
        rest = [*([""] * zim[2]), *rest[zim[2] :]]
    body = "\n".join(rest)
    return SplitNote(
        {str(k): v for k, v in meta.items()}, meta_lines, body, end + 2, tuple(duplicates), unopened
    )
