"""Transclusions: ``![[Note]]``, ``![[Note#Heading]]`` and ``![[Note#^block]]`` show, where they
stand, what a visitor may read of the embedded note (its passages, or those of one section or
block), as Obsidian shows the embedded text in place. A Logseq block reference,
``((6612a3f1-…))``, reads as the first line of the block carrying that ``id::`` (« Disponibilités »),
as Logseq renders it: never as its id.

Only public notes are looked up, so a private note's text can never arrive through an embed; the
embedded text is the embedded note's *visible* text, so what its own rules leave out stays out.
An embed of a note already being expanded (a cycle) or nested deeper than ``MAX_DEPTH`` shows
nothing and is reported, as is one that names no public note.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from index_build.vault import RawNote
from index_build.visible import Passage, VisibleNote, clean_inline, visible_note

__all__ = ["MAX_DEPTH", "Transcluder"]

MAX_DEPTH = 3  # an embed inside an embed inside an embed: deeper is a vault's mistake, not content
_BLOCK_ANCHOR = r"\s\^{}\s*$"
_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_BLOCK_REF = re.compile(rf"\(\(({_UUID})\)\)")
_BLOCK_ID = re.compile(rf"^\s*id::\s*({_UUID})\s*$")
_PROPERTY = re.compile(r"^\s*[\w-]+::")
_BULLET = re.compile(r"^\s*(?:[-*+]\s+)?(?:#{1,6}\s+)?")


def _key(target: str) -> str:
    key = target.strip().rsplit("/", 1)[-1].casefold()
    return key[:-3] if key.endswith(".md") else key


def _plain(heading: str) -> str:
    """A heading as a link names it: Obsidian drops punctuation, case does not matter."""
    return " ".join(re.sub(r"[^\w]+", " ", clean_inline(heading)).casefold().split())


def _section(passages: list[Passage], heading: str) -> list[Passage]:
    """The passages under ``heading`` (the last part of ``A#B``), headings from it down."""
    wanted = _plain(heading.rsplit("#", 1)[-1])
    out: list[Passage] = []
    depth: int | None = None
    for p in passages:
        path = p.heading.split(" › ") if p.heading else []
        if depth is None:
            depth = next((d for d, h in enumerate(path) if _plain(h) == wanted), None)
            if depth is None:
                continue
        elif len(path) <= depth or _plain(path[depth]) != wanted:
            break  # the section ended
        out.append(Passage(" › ".join(path[depth:]), p.text, p.kind, p.line))
    return out


class Transcluder:
    """Each public note's visible text with its embeds expanded from the other public notes."""

    def __init__(self, notes: Sequence[RawNote]) -> None:
        self._by_key: dict[str, RawNote] = {}
        for note in notes:
            self._by_key.setdefault(note.slug.casefold(), note)
        for note in notes:  # an embed may name the file rather than the declared slug
            self._by_key.setdefault(_key(note.path), note)
        self._notes = notes
        self._block_lines: dict[str, str] | None = None  # Logseq block id -> its first line

    def visible(self, note: RawNote) -> VisibleNote:
        return self._visible(note, (note.slug.casefold(),))

    def _referenced(self, block_id: str) -> str:
        """What a block reference shows: the first line of the public block with that id, as
        plain text, where its note shows that line; nothing otherwise (a private page's block, or
        one inside a comment or a private section, stays unsaid)."""
        if self._block_lines is None:
            self._block_lines = {}
            for note in self._notes:
                if "id::" not in note.body:
                    continue
                lines = note.body.split("\n")
                for k, line in enumerate(lines):
                    found = _BLOCK_ID.match(line)
                    if found is None:
                        continue
                    # the property follows its block's first line (other properties may come between)
                    owner = next((x for x in reversed(lines[:k]) if x.strip() and not _PROPERTY.match(x)), "")
                    text = clean_inline(_BULLET.sub("", owner)).strip()
                    if text and text in self._shown(note):
                        self._block_lines.setdefault(found.group(1), text)
        return self._block_lines.get(block_id, "")

    def _shown(self, note: RawNote) -> str:
        """The text a visitor may read of ``note`` (headings included), embeds left out."""
        passages = visible_note(note.body, note.title, note.type).passages
        return "\n".join(f"{p.heading}\n{p.text}" for p in passages)

    def _visible(self, note: RawNote, stack: tuple[str, ...]) -> VisibleNote:
        def embed(target: str, sep: str, sub: str) -> list[Passage] | str:
            if sub.startswith("^"):  # Obsidian writes a block as Note#^id
                sep, sub = "^", sub[1:]
            other = self._by_key.get(_key(target))
            if other is None:
                return "no public note by that name (private, skipped or missing)"
            key = other.slug.casefold()
            if key in stack:
                return "a cycle of embeds"
            if len(stack) > MAX_DEPTH:
                return f"embeds nested deeper than {MAX_DEPTH}"
            if sep == "^":
                return self._block(other, sub, (*stack, key)) or f"no block '^{sub}'"
            passages = self._visible(other, (*stack, key)).passages
            if sep == "#" and _plain(sub) != _plain(other.title):
                return _section(passages, sub) or f"no heading '{sub}'"
            title = clean_inline(other.title)
            return [
                Passage(" › ".join(h for h in (title, p.heading) if h), p.text, p.kind, p.line)
                for p in passages
            ]

        body = note.body
        if "((" in body:
            body = _BLOCK_REF.sub(lambda m: self._referenced(m.group(1)), body)
        return visible_note(body, note.title, note.type, embed)

    def _block(self, note: RawNote, block_id: str, stack: tuple[str, ...]) -> list[Passage]:
        """The paragraph or list item that ends with ``^block_id``, read by the same rules."""
        lines = note.body.split("\n")
        anchor = re.compile(_BLOCK_ANCHOR.format(re.escape(block_id)))
        at = next((k for k, line in enumerate(lines) if anchor.search(line)), None)
        if at is None:
            return []
        start = end = at
        if not re.match(r"^\s*(?:[-*+]|\d+[.)])\s", lines[at]):  # a paragraph: up to its blank lines
            while start > 0 and lines[start - 1].strip():
                start -= 1
            while end + 1 < len(lines) and lines[end + 1].strip():
                end += 1
        text = "\n".join(lines[start : end + 1])
        title = clean_inline(note.title)
        found = visible_note(text, note.title, note.type).passages
        return [Passage(title, p.text, p.kind, p.line) for p in found]
