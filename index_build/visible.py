"""The text a visitor may read, out of a note's Markdown, cut into passages.

A note body mixes what it says about the owner with what it says about itself or the site:
key-value lines for the CMS (``**Slug :** `push-swap```, ``**Ordre d'affichage :** 4``), a
callout explaining the note's role in the vault, code blocks, ASCII diagrams, images. Shown to a
visitor or sent to the model, that text crowds out the facts (docs/answers.md). This module
keeps the prose, list items and table rows, as plain text, each with its heading path as
context, and reports what it left out and why (``grasbot build --explain NOTE``).

The rules look at the shape of the text, not at one vault's words, so that they hold on vaults
written in another style:

- a ``**Key :** value`` line is metadata when its key names a field of the note or the site
  (slug, order, display, source, status, created…) or its value is bare (a code span, a URL
  shown as its own text); ``**Âge :** 47 ans`` stays;
- a callout is about the note when its title or text speaks of the note, the vault or the site
  machinery (« Rôle de cette note », « ne sera pas écrasée par un rebuild ») — a « Contexte »
  callout about the project stays;
- a block where box-drawing or ASCII-art characters dominate is a diagram; fenced code and
  display maths are left out whole;
- a « Liens / Voir aussi / Navigation » section of a note that is not a hub only points to
  other notes.

Passages: a section whose visible text is short is one passage; a longer one gives one passage
per paragraph, a list or a table always kept whole (a list cut short is a wrong answer).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

__all__ = ["HUB_TYPES", "LeftOut", "Passage", "VisibleNote", "clean_inline", "visible_note"]

# Note types that are lists of other notes: their link lists are their content.
HUB_TYPES = frozenset({"moc", "hub", "index"})
SECTION_MAX_CHARS = 600  # a section up to this long is one passage: heading and facts stay together
PARAGRAPH_MAX_CHARS = 900  # a longer paragraph is cut at sentence ends

_FENCE = re.compile(r"^\s*(```|~~~)")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_CALLOUT = re.compile(r"^\s*>\s*\[!([^\]]+)\][+-]?\s*(.*)$")
_QUOTE = re.compile(r"^\s*>\s?(.*)$")
_ITEM = re.compile(r"^(\s*)(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$")
_RULE = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,})\s*$")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)|<img\b[^>]*>", re.IGNORECASE)
# **Key :** value, **Key** : value, - **Key** : value (the key at most six words)
_KEY_VALUE = re.compile(r"^\s*(?:[-*+]\s+)?\*\*([^*\n]{1,60}?)(?:\s*:\s*\*\*|\*\*\s*:)\s*(.*)$")
# Key words of fields that describe the note or the site, not the owner (French and English).
# Words that only a note or site field carries, wherever they sit in the key ...
_META_KEY = re.compile(
    r"(?<![\w-])(slug|ordre|order|affichage|display|permalien|permalink|route|template|layout|"
    r"front[- ]?matter|visibilit[ée]|visibility|weight|uuid)(?![\w-])",
    re.IGNORECASE,
)
# ... and keys that are a field when they are the whole key (« Type de contrat » is a fact).
_META_WHOLE_KEY = re.compile(
    r"^(id|type|source|tags?|alias(es)?|cat[ée]gorie|category|cr[ée]{1,2}|created|modifi[ée]{1,2}|"
    r"updated|mis[ea] [àa] jour|version|date de (cr[ée]ation|modification)|entit[ée]|poids)$",
    re.IGNORECASE,
)
_META_CALLOUT = re.compile(
    r"\b(cette (note|fiche|page)|this (note|page)|r[ôo]le de|vault|rebuild|front[- ]?matter|"
    r"chatbot|obsidian|strapi|slug|source: ?manual)\b",
    re.IGNORECASE,
)
_META_CALLOUT_TITLE = re.compile(r"^\s*(source|m[ée]ta|note|todo|[àa] faire|admin)\s*$", re.IGNORECASE)
_NAV_HEADING = re.compile(
    r"^\s*(liens?|links?|voir aussi|see also|navigation|notes? (li[ée]es|connexes)|related( notes)?)\s*$",
    re.IGNORECASE,
)
_BOX = re.compile(r"[\u2500-\u257f\u2580-\u259f]")
_ART = re.compile(r"^[\s|+\-=<>^v/\\.:*#_~`'\"()\[\]0-9]*$")
_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]*)(?:\s+\"[^\"]*\")?\)")
_AUTOLINK = re.compile(r"<(https?://[^>\s]+)>")
_HTML = re.compile(r"</?[a-zA-Z][^>]*>")
_EMPHASIS = re.compile(r"\*\*|__|~~|`|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)")
_INLINE_MATH = re.compile(r"\$([^$\n]+)\$")
_SPACES = re.compile(r"[ \t\u00a0\u200b]+")
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[A-ZÀ-ÖØ-Þ0-9«(])")
_BARE_VALUE = re.compile(r"^(`[^`]*`|https?://\S+|\[(https?://[^\]]+)\]\(\2\))\s*$")


@dataclass(frozen=True, slots=True)
class Passage:
    heading: str  # heading path, " › "-joined; empty before the first heading
    text: str  # visitor-facing plain text; list items and table rows one per line, "- " first
    kind: str  # "section", "prose", "list" or "table"
    line: int  # first line of the passage in the body (1-based)


@dataclass(frozen=True, slots=True)
class LeftOut:
    line: int  # 1-based, in the body
    reason: str
    text: str


@dataclass(slots=True)
class VisibleNote:
    passages: list[Passage] = field(default_factory=list)
    left_out: list[LeftOut] = field(default_factory=list)


def _strip_symbols(text: str) -> str:
    """Emoji and pictographs out (« 🎯 Objectifs » reads « Objectifs »)."""
    return "".join(
        ch for ch in text if unicodedata.category(ch) not in ("So", "Cs", "Co") and ch not in "\ufe0f\u200d"
    )


def clean_inline(text: str) -> str:
    """Inline Markdown to plain text: no emphasis, code or HTML marks; a link to a web page or a
    site path stays a Markdown link, a URL shown as its own text appears once."""

    def link(m: re.Match[str]) -> str:
        label, url = m.group(1).strip(), m.group(2).strip()
        if not label or label == url:
            return url
        # a link to the web or to the site stays a link (the widget renders it); any other
        # scheme (javascript:, data:, //host) keeps only its words
        if url.startswith(("https://", "http://")) or (url.startswith("/") and not url.startswith("//")):
            return f"[{label}]({url})"
        return label

    text = _IMAGE.sub("", text)
    text = _LINK.sub(link, text)
    text = _AUTOLINK.sub(r"\1", text)
    text = _HTML.sub("", text)
    text = _INLINE_MATH.sub(r"\1", text)
    text = _EMPHASIS.sub("", text)
    text = _strip_symbols(text)
    return _SPACES.sub(" ", text).strip()


def _is_art(line: str) -> bool:
    stripped = line.strip()
    if not stripped:
        return False
    if len(_BOX.findall(stripped)) >= 2:
        return True
    # +-----+ and |  x  | frames: only frame characters, and long enough to be a drawing
    return len(stripped) >= 6 and _ART.match(stripped) is not None and any(c in stripped for c in "+|-=")


def _meta_key_value(line: str) -> str | None:
    """Why a ``**Key :** value`` line is metadata, or None (a fact about the owner)."""
    m = _KEY_VALUE.match(line)
    if m is None:
        return None
    key, value = m.group(1).strip(), m.group(2).strip()
    if _META_KEY.search(key) or _META_WHOLE_KEY.match(key):
        return f"metadata line ({key})"
    if not value or _BARE_VALUE.match(value):
        return f"metadata line ({key}: bare value)"
    return None


class _Builder:
    """Collects blocks under the current heading path and cuts them into passages."""

    def __init__(self, title: str, hub: bool) -> None:
        self.title = title.strip().casefold()
        self.hub = hub
        self.out = VisibleNote()
        self.headings: list[tuple[int, str]] = []
        self.blocks: list[tuple[str, list[str], int]] = []  # (kind, lines, first line)
        self.nav = False

    def heading(self, level: int, text: str, lineno: int) -> None:
        self.flush()
        clean = clean_inline(text)
        while self.headings and self.headings[-1][0] >= level:
            self.headings.pop()
        if not (level == 1 and clean.casefold() == self.title):  # the title again says nothing
            self.headings.append((level, clean))
        self.nav = not self.hub and _NAV_HEADING.match(clean) is not None

    def block(self, kind: str, lines: list[str], lineno: int, raw: list[str]) -> None:
        lines = [line for line in lines if line]
        if not lines:
            return
        if self.nav:
            self.leave(lineno, "navigation links to other notes", raw)
            return
        self.blocks.append((kind, lines, lineno))

    def leave(self, lineno: int, reason: str, raw: list[str]) -> None:
        text = "\n".join(line.rstrip() for line in raw).strip()
        if text:
            self.out.left_out.append(LeftOut(lineno, reason, text))

    def flush(self) -> None:
        if not self.blocks:
            return
        path = " › ".join(h for _, h in self.headings)
        rendered = [(kind, _render(kind, lines), first) for kind, lines, first in self.blocks]
        self.blocks = []
        total = sum(len(text) for _, text, _ in rendered)
        if total <= SECTION_MAX_CHARS:
            kind = rendered[0][0] if len(rendered) == 1 else "section"
            joined = "\n".join(text for _, text, _ in rendered)
            self.out.passages.append(Passage(path, joined, kind, rendered[0][2]))
            return
        # Too long for one passage: consecutive short paragraphs are packed together, a list or
        # table stays whole, and a paragraph ending with ":" introduces what follows it.
        group: list[tuple[str, str, int]] = []

        def emit() -> None:
            if group:
                kind = group[0][0] if len(group) == 1 else "section"
                text = "\n".join(t for _, t, _ in group)
                self.out.passages.append(Passage(path, text, kind, group[0][2]))
                group.clear()

        for kind, text, first in rendered:
            intro = bool(group) and group[-1][0] == "prose" and group[-1][1].endswith(":")
            if kind != "prose":
                if not intro:
                    emit()
                group.append((kind, text, first))
                emit()
                continue
            for piece in _split_long(text):
                if (
                    group
                    and not intro
                    and len("\n".join(t for _, t, _ in group)) + len(piece) > SECTION_MAX_CHARS
                ):
                    emit()
                group.append((kind, piece, first))
                intro = False
        emit()


def _render(kind: str, lines: list[str]) -> str:
    if kind in ("list", "table"):
        return "\n".join(f"- {line}" for line in lines)
    return " ".join(lines)


def _split_long(text: str) -> list[str]:
    if len(text) <= PARAGRAPH_MAX_CHARS:
        return [text]
    pieces: list[str] = []
    current = ""
    for sentence in _SENTENCE_END.split(text):
        if current and len(current) + len(sentence) + 1 > PARAGRAPH_MAX_CHARS:
            pieces.append(current)
            current = sentence
        else:
            current = f"{current} {sentence}".strip()
    if current:
        pieces.append(current)
    return pieces


def _table_row(cells: list[str], header: list[str] | None) -> str:
    values = [clean_inline(c) for c in cells]
    if header and len(header) == len(values) and any(header):
        pairs = [f"{h} : {v}" if h else v for h, v in zip(header, values, strict=True) if v]
        return " ; ".join(pairs)
    return " — ".join(v for v in values if v)


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _pseudo_heading(text: str) -> bool:
    """A short line with no sentence punctuation: a title, not a sentence."""
    words = text.split()
    return 0 < len(words) <= 6 and text[-1] not in ".!?…:;,»)" and text[0].isupper()


def _content_follows(lines: list[str], i: int) -> bool:
    """Whether text (not a heading, not the end) comes after line ``i``."""
    for line in lines[i:]:
        if line.strip():
            return _HEADING.match(line) is None
    return False


def visible_note(body: str, title: str = "", note_type: str = "") -> VisibleNote:
    """The passages of ``body`` a visitor may read, and what was left out, with line numbers."""
    builder = _Builder(title, note_type.casefold() in HUB_TYPES)
    lines = body.splitlines()
    n = len(lines)
    i = 0
    para: list[str] = []
    para_raw: list[str] = []
    para_start = 0

    def end_paragraph() -> None:
        nonlocal para, para_raw
        if para:
            art = sum(_is_art(line) for line in para_raw)
            text = clean_inline(" ".join(para))
            if art * 2 >= len(para_raw):
                builder.leave(para_start, "diagram", para_raw)
            elif len(para) == 1 and _pseudo_heading(text) and _content_follows(lines, i):
                # « 🎯 Objectifs du Projet » on its own line: a heading written as a paragraph
                builder.heading(7, text, para_start)
            else:
                builder.block("prose", [text], para_start, para_raw)
        para, para_raw = [], []

    while i < n:
        line = lines[i]
        lineno = i + 1
        stripped = line.strip()
        if stripped and (i == 0 or not lines[i - 1].strip()) and not para:
            j = i
            while j < n and lines[j].strip():
                j += 1
            block = [x for x in lines[i:j] if not _TABLE_SEP.match(x)]
            if block and sum(_is_art(x) for x in block) * 2 >= len(block) and not _FENCE.match(line):
                builder.leave(lineno, "diagram", lines[i:j])  # a drawing, framed or boxed
                i = j
                continue
        if _FENCE.match(line):
            end_paragraph()
            fence = _FENCE.match(line).group(1)  # type: ignore[union-attr]
            j = i + 1
            while j < n and not lines[j].strip().startswith(fence):
                j += 1
            builder.leave(lineno, "code block", lines[i : j + 1])
            i = j + 1
            continue
        if stripped.startswith("$$"):
            end_paragraph()
            j = i if stripped.count("$$") >= 2 and len(stripped) > 2 else i + 1
            while j < n and j != i and "$$" not in lines[j]:
                j += 1
            builder.leave(lineno, "formula", lines[i : j + 1])
            i = j + 1
            continue
        heading = _HEADING.match(line)
        if heading:
            end_paragraph()
            builder.heading(len(heading.group(1)), heading.group(2), lineno)
            i += 1
            continue
        if not stripped or _RULE.match(line):
            end_paragraph()
            i += 1
            continue
        callout = _CALLOUT.match(line)
        if callout or _QUOTE.match(line):
            end_paragraph()
            j = i + 1
            while j < n and _QUOTE.match(lines[j]) and not _CALLOUT.match(lines[j]):
                j += 1
            raw = lines[i:j]
            inner = [_QUOTE.match(x).group(1) for x in raw[1:]]  # type: ignore[union-attr]
            title_text = callout.group(2) if callout else ""
            if not callout:
                inner = [_QUOTE.match(raw[0]).group(1), *inner]  # type: ignore[union-attr]
            text = " ".join(x.strip() for x in inner if x.strip())
            if callout and (
                _META_CALLOUT_TITLE.match(clean_inline(title_text))
                or _META_CALLOUT.search(f"{title_text} {text}")
            ):
                builder.leave(lineno, "callout about the note", raw)
            elif text:
                builder.block("prose", [clean_inline(text)], lineno, raw)
            i = j
            continue
        if stripped.startswith("|"):
            end_paragraph()
            j = i
            rows: list[list[str]] = []
            while j < n and lines[j].strip().startswith("|"):
                if not _TABLE_SEP.match(lines[j]):
                    rows.append(_cells(lines[j]))
                j += 1
            has_header = j - i >= 2 and _TABLE_SEP.match(lines[i + 1]) is not None
            header = [clean_inline(c) for c in rows[0]] if has_header and rows else None
            body_rows = rows[1:] if header is not None else rows
            rendered = [_table_row(r, header) for r in body_rows]
            builder.block("table", [r for r in rendered if r], lineno, lines[i:j])
            i = j
            continue
        if _ITEM.match(line):
            end_paragraph()
            items: list[str] = []
            raw_items: list[str] = []
            j = i
            start = lineno
            while j < n:
                current = lines[j]
                item = _ITEM.match(current)
                if item:
                    reason = _meta_key_value(current)
                    if reason or _IMAGE.fullmatch(item.group(2).strip()):
                        builder.leave(j + 1, reason or "image", [current])
                    else:
                        items.append(item.group(2))
                        raw_items.append(current)
                elif current.strip() and current[:1] in (" ", "\t") and items:
                    items[-1] += " " + current.strip()  # a wrapped item goes on
                else:
                    break
                j += 1
            cleaned = [clean_inline(x) for x in items]
            builder.block("list", [x for x in cleaned if x], start, raw_items)
            i = j
            continue
        reason = _meta_key_value(line)
        if reason and _KEY_VALUE.match(line).group(2).strip() == "" and _content_follows(lines, i + 1):  # type: ignore[union-attr]
            # « **Objectifs pédagogiques :** » alone on its line: a heading written in bold
            end_paragraph()
            builder.heading(7, _KEY_VALUE.match(line).group(1), lineno)  # type: ignore[union-attr]
            i += 1
            continue
        if reason:
            end_paragraph()
            builder.leave(lineno, reason, [line])
            i += 1
            continue
        if _IMAGE.fullmatch(stripped):
            end_paragraph()
            builder.leave(lineno, "image", [line])
            # an italic line just under an image is its caption
            if i + 1 < n and re.fullmatch(r"[*_][^*_].*[*_]", lines[i + 1].strip()):
                builder.leave(lineno + 1, "image caption", [lines[i + 1]])
                i += 1
            i += 1
            continue
        if not para:
            para_start = lineno
        para.append(stripped)
        para_raw.append(line)
        i += 1
    end_paragraph()
    builder.flush()
    return builder.out


def left_out_fragments(notes: Iterable[tuple[str, str, str]], min_chars: int = 15) -> list[str]:
    """The text the build leaves out of (body, title, type) notes, as normalised lines that no
    visible passage holds: what must never be found in an answer or a prompt."""
    from grasbot.evaluation import normalise

    shown: list[str] = []
    hidden: set[str] = set()
    for body, title, note_type in notes:
        note = visible_note(body, title, note_type)
        shown.extend(normalise(p.text) for p in note.passages)
        for item in note.left_out:
            for line in item.text.splitlines():
                text = normalise(clean_inline(_ITEM.sub(r"\2", _QUOTE.sub(r"\1", line))))
                if len(text) >= min_chars:
                    hidden.add(text)
    everything = "\n".join(shown)
    return sorted(t for t in hidden if t not in everything)
