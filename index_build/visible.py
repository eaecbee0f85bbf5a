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
- digital-garden syntax (index_build.obsidian): a line of Dataview fields is metadata, a
  ``dataview`` block a query, a ``todo`` callout a note to self, a ``#tag`` ending a line a
  label; a callout's title introduces its body; ``![[Note]]`` shows the embedded note's own
  visible passages (index_build.transclude).
- a footnote is read where it is called: its definition (``[^1]: …``) follows the paragraph,
  list or table that cites it, in that block's section, and the call marks go; an inline
  footnote ``^[…]`` reads as a parenthesis;
- ``**Key :** value`` lines one under another (a project's client, year, tools) stay one a line;
- the writer's notes to self: a note's opening paragraph about drafting it for the site
  (« brouillon … (v3) → à relire »), « notes pour moi : » and its list, what sits under a
  « TODO » or « À faire » heading; an outliner's task dates and logbook (``SCHEDULED: <…>``,
  ``:LOGBOOK:``), while a line taken out whole never ends a list;
- a task's box (``- [x]``, Logseq's ``DONE``) is said in words after it, « (fait) », « (à
  faire) », with the Tasks plugin's dates (index_build.tasks).

Passages: a section whose visible text is short is one passage; a longer one gives one passage
per paragraph, a list or a table always kept whole (a list cut short is a wrong answer).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from index_build.obsidian import (
    BLOCK_ID,
    QUERY_FENCE,
    field_line,
    render_field_line,
    render_inline_fields,
    strip_note_id,
    strip_tag_marks,
    trailing_tags,
)
from index_build.tasks import task_items
from index_build.wordpress import decode_angles

__all__ = ["HUB_TYPES", "LeftOut", "Passage", "VisibleNote", "clean_inline", "visible_note"]

# Note types that are lists of other notes: their link lists are their content.
HUB_TYPES = frozenset({"moc", "hub", "index"})
SECTION_MAX_CHARS = 600  # a section up to this long is one passage: heading and facts stay together
PARAGRAPH_MAX_CHARS = 900  # a longer paragraph is cut at sentence ends
# a nested list longer than this is an outline, cut at its items that have children (``_outline``);
# a flat list stays whole however long (a list cut short is a wrong answer)
OUTLINE_MAX_CHARS = 1000
_WRAPPED_MIN = 40  # a paragraph wrapped at a width has no line this short but its last

_FENCE = re.compile(r"^\s*(```|~~~)")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
# an outliner's heading block: Logseq writes a heading as a bullet (« - ## Expérience »), which
# Obsidian also renders as a heading; « - #tag » (no space) stays a tag
_ITEM_HEADING = re.compile(r"^\s*[-*+]\s+(#{1,6})\s+(.*?)\s*#*\s*$")
_CALLOUT = re.compile(r"^\s*>\s*\[!([^\]]+)\][+-]?\s*(.*)$")
_QUOTE = re.compile(r"^\s*>\s?(.*)$")
_ITEM = re.compile(r"^(\s*)(?:[-*+]|\d+[.)])\s+(?:\[[ xX/>-]\]\s+)?(.*)$")
_RULE = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,})\s*$")
# a DokuWiki table's header row, every cell opened by ``^`` (``^ Date ^ Auteur ^``), above its
# ``|`` rows: no separator line under it (``index_build.dokuwiki`` writes the rows' ``^`` as ``|``)
_HEADER_ROW = re.compile(r"^\s*\^[^|\n]*\^\s*$")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)|<img\b[^>]*>", re.IGNORECASE)
# an image that is a link's whole text: a README's badge, « [![CI](…shields.io…)](…/actions) »
_LINKED_IMAGE = re.compile(r"\[\s*(?:!\[[^\]]*\]\([^)]*\)|<img\b[^>]*>)\s*\]\([^)]*\)", re.IGNORECASE)
# a line of images only (a README's row of badges, a screenshot)
_IMAGES_LINE = re.compile(rf"(?:(?:{_LINKED_IMAGE.pattern}|{_IMAGE.pattern})\s*)+", re.IGNORECASE)
# a link to a heading of the same page: a README's table of contents
_ANCHOR_LINK = re.compile(r"\[[^\]]+\]\(#[^)\s]*\)")
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
# a « Key : [placeholder] » line (« SIRET : [à compléter] », « **Client** : [raison sociale] »)
_UNFILLED = re.compile(r"^\s*(?:[-*+]\s+)?\**[^:\[\]\n]{1,40}?\**\s*:\s*\**\s*\[[^\[\]\n]{1,40}\]\s*$")
# ... or a template's variable left in the line (« Taux : {{taux_horaire}} $/h » in a quote template,
# « - {{coincé}} » in a weekly review): a bare name in double braces, a value never filled (a
# Logseq macro holds its arguments, « {{embed [[Tarifs]]}} »; a Hugo shortcode opens on « < », « % »)
_TEMPLATE_VALUE = re.compile(r"\{\{\s*[^\W\d][\w-]*\s*\}\}")
_META_WHOLE_KEY = re.compile(
    r"^(id|type|source|tags?|alias(es)?|cat[ée]gorie|category|(cr[ée]{1,2}|modifi[ée]{1,2})( le| par)?|"
    r"created( time| by)?|last edited( time| by)?|derni[èe]re (modification|mise [àa] jour)|"
    r"updated|mis[ea] [àa] jour|version|date de (cr[ée]ation|modification)|entit[ée]|poids|"
    # Logseq's own block and page properties (folding, publishing, display)
    r"collapsed|public|title|filters|icon|heading|background-color|"
    # the Breadcrumbs plugin's hierarchy (« up:: [[2-Domaines/Freelance]] »): navigation, no fact
    r"up|down|parents?|child(ren)?|next|prev(ious)?|siblings?|same)$",
    re.IGNORECASE,
)
_META_CALLOUT = re.compile(
    r"\b(cette (note|fiche|page)|this (note|page)|r[ôo]le de|vault|rebuild|front[- ]?matter|"
    r"chatbot|obsidian|strapi|slug|source: ?manual)\b",
    re.IGNORECASE,
)
_META_CALLOUT_TITLE = re.compile(r"^\s*(source|m[ée]ta|note|todo|[àa] faire|admin)\s*$", re.IGNORECASE)
# A note's opening words about the note itself while it is drafted for the site (« brouillon
# texte page d'accueil du site (v3) → à relire avec Julien », « màj janvier 2025 → c'est cette
# version qui va sur le site »): the writer's to-do, not what the page says
_DRAFT_NOTE = re.compile(
    r"\b(brouillon|draft|[àa] relire|relu par|m[àa]j|cette version|mise en ligne)\b", re.IGNORECASE
)
_SITE_WORDS = re.compile(r"\b(site|page|website)\b", re.IGNORECASE)
# ... written to oneself: an arrow, a version, « à relire » (a FAQ's « déclaration en brouillon
# sur le site » is none)
_TO_SELF = re.compile(r"→|->|\b[àa] relire\b|\brelire\b|\bm[àa]j\b|\bv\d+\b", re.IGNORECASE)
# What a writer lists for themselves under « notes pour moi : », « TODO », « à faire »: no text
# for a reader (as a to-do callout)
_TO_SELF_HEADING = re.compile(
    r"^\s*(notes? (pour|[àa]) moi(-m[êe]me)?|notes? to self|todo|to-do|[àa] faire)\s*:?\s*$", re.IGNORECASE
)
_NAV_HEADING = re.compile(
    r"^\s*(liens?|links?|voir aussi|see also|navigation|notes? (li[ée]es|connexes)|related( notes)?)\s*$",
    re.IGNORECASE,
)
_BOX = re.compile(r"[\u2500-\u257f\u2580-\u259f]")
_ART = re.compile(r"^[\s|+\-=<>^v/\\.:*#_~`'\"()\[\]0-9]*$")
_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]*)(?:\s+\"[^\"]*\")?\)")
_AUTOLINK = re.compile(r"<(https?://[^>\s]+)>")
# a link into the owner's app written bare (Craft's export leaves « craftdocs://open?blockId=… »,
# Obsidian's « obsidian://open?vault=… », « notion:// », « bear:// »): no visitor can follow it
_APP_URL = re.compile(
    r"(?<![\w/])(?!(?:https?|ftps?)://)[a-z][a-z0-9+.-]{1,20}://[^\s)\]>]*[^\s)\]>.,;:!?]", re.IGNORECASE
)
_HTML = re.compile(r"</?[a-zA-Z][^>]*>")
# (not a mark escaped by a backslash: « \*pas\* » shows its stars)
_EMPHASIS = re.compile(r"(?<!\\)(?:\*\*|__|~~|`|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w))")
# Struck-through text, « Prix : ~~80 €~~ 90 € », « ~~Cours particuliers~~ (plus proposé) »: what no
# longer holds, kept with its marks so that the answer can tell it from what does (the widget shows
# it struck, the model is told what it means); HTML's <del>, <s> and <strike> read the same
_STRUCK = re.compile(r"(?<![~\\])~~(?=[^\s~])([^~\n]*?[^\s~\\])~~(?!~)")
_STRUCK_HTML = re.compile(r"<(del|s|strike)(?:\s[^>]*)?>([^<\n]*[^<\s])\s*</\1>", re.IGNORECASE)
_INLINE_MATH = re.compile(r"\$([^$\n]+)\$")
# Obsidian's highlight, « ==Complet jusqu'à fin décembre.== » (not « a == b »: no space inside)
_HIGHLIGHT = re.compile(r"==(?=[^\s=])(.+?)(?<=[^\s=])==")
_SPACES = re.compile(r"[ \t\u00a0\u200b]+")
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[A-ZÀ-ÖØ-Þ0-9«(])")
_BARE_VALUE = re.compile(r"^(`[^`]*`|https?://\S+|\[(https?://[^\]]+)\]\(\2\))\s*$")
# Callout types that hold the owner's notes to self (Obsidian's `todo`, and the names people give
# their own): never a visitor's reading, whatever their title.
_TODO_CALLOUTS = frozenset({"todo", "to-do", "task", "tasks", "à-faire", "a-faire", "afaire", "wip", "draft"})
_TASK = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+\[(.)\]\s")  # group 1: " " while the task is open
_BARE_MARKER = re.compile(r"^\s*(?:[-*+]|\d+[.)])?(?:\s+\[.\])?\s*$")
# ![[Note]], ![[Note#Heading]], ![[Note#^block]] as index_build.vault writes a note's embed
# Logseq's task markers (« - TODO appeler », « - DONE [#A] … ») and the dates org syntax puts
# after them (« SCHEDULED: <2026-02-14 Sat> »): the task's words stay, its bookkeeping goes
_TASK_KEYWORD = re.compile(
    r"^(\s*(?:[-*+]|\d+[.)])\s+)(TODO|DOING|NOW|LATER|WAITING|DONE|CANCELL?ED)\s+(?:\[#[A-C]\]\s+)?"
)
# each Logseq keyword as the checkbox that says the same state (« DONE » is « [x] »)
_KEYWORD_BOX = {"DONE": "x", "DOING": "/", "NOW": "/", "CANCELED": "-", "CANCELLED": "-"}
_ORG_DATE = re.compile(r"\b(?:SCHEDULED|DEADLINE):\s*<\d{4}-\d{2}-\d{2}[^>]*>")
_DRAWER_START = re.compile(r"^\s*(?:[-*+]\s+)?:(?:LOGBOOK|PROPERTIES):\s*$")
_DRAWER_END = re.compile(r"^\s*:END:\s*$")
_EMBED_LINE = re.compile(r"^\s*!\[\[([^\[\]#^]+)(?:([#^])([^\[\]]*))?\]\]\s*$")
_EMBED_ANYWHERE = re.compile(r"!\[\[[^\[\]]*\]\]")
# `= this.file.name` and `$= dv.pages()`: Dataview's inline queries, code whatever the vault
_INLINE_QUERY = re.compile(r"`\$?=[^`\n]*`")
# {{query (page-tags [[client]])}}, {{embed [[page]]}}, {{renderer :todomaster}}: Logseq's macros
# draw other blocks or widgets in the app; in the text they are code (the page's own words stay)
_MACRO = re.compile(
    r"\{\{\s*(?:query|embed|renderer|video|youtube|tweet|twitter|namespace|function|cloze|pdf|zotero"
    r"|calc|query-table|contents|tutorial)\b[^{}\n]*\}\}",
    re.IGNORECASE,
)
# footnotes: a call ``[^id]``, a definition line ``[^id]: text`` (indented lines go on), an
# inline footnote ``^[text]``
_FOOTNOTE_CALL = re.compile(r"\[\^([^\]\s]+)\](?!:)")
_FOOTNOTE_DEF = re.compile(r"^ {0,3}\[\^([^\]\s]+)\]:\s?(.*)$")
_FOOTNOTE_MARK = re.compile(r"\[\^[^\]\s]+\]:?")
_INLINE_FOOTNOTE = re.compile(r"\^\[([^\[\]]+)\]")


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


class _SymbolTable(dict[int, int | None]):
    """For ``str.translate``: None (dropped) for an emoji, a pictograph or their joiners, the
    character itself otherwise; each character's category is looked up once, then remembered."""

    def __missing__(self, code: int) -> int | None:
        ch = chr(code)
        kept = unicodedata.category(ch) not in ("So", "Cs", "Co") and ch not in "\ufe0f\u200d"
        self[code] = code if kept else None
        return self[code]


_SYMBOLS = _SymbolTable()


def _strip_symbols(text: str) -> str:
    """Emoji and pictographs out (« 🎯 Objectifs » reads « Objectifs »)."""
    return text if text.isascii() else text.translate(_SYMBOLS)  # no ASCII character is a symbol


# a backslash before the line's end (or the space a joined line left), not itself escaped
_HARD_BREAK = re.compile(r"(?<!\\)\\(?=\s|$)")
# CommonMark's backslash escapes: any ASCII punctuation after a backslash is itself
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")


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

    if "\\" in text:
        # CommonMark's hard line break (« 14 chemin de la Doye\ », Outline's every line break,
        # and its empty paragraph, a lone « \ »), at a line's end or where lines were joined:
        # the line ends there, no character is shown
        text = _HARD_BREAK.sub("", text)
    text = _INLINE_QUERY.sub("", text)
    text = _MACRO.sub("", text)
    text = _INLINE_FOOTNOTE.sub(r" (\1)", text)
    text = _FOOTNOTE_MARK.sub("", text)
    text = _EMBED_ANYWHERE.sub("", text)
    text = render_inline_fields(text)
    text = _LINKED_IMAGE.sub("", text)
    text = _IMAGE.sub("", text)
    text = _LINK.sub(link, text)
    text = _AUTOLINK.sub(r"\1", text)
    if "://" in text:
        text = _APP_URL.sub("", text)
    if "<" in text:
        text = _STRUCK_HTML.sub(r"~~\2~~", text)
    text = decode_angles(_HTML.sub("", text))
    text = strip_tag_marks(text)
    text = _INLINE_MATH.sub(r"\1", text)
    text = _HIGHLIGHT.sub(r"\1", text)
    if "~~" in text:
        # (\x00 cannot be typed in a note: it holds a struck span's marks while the others go)
        text = _EMPHASIS.sub("", _STRUCK.sub("\x00\\1\x00", text)).replace("\x00", "~~")
    else:
        text = _EMPHASIS.sub("", text)
    text = _strip_symbols(text)
    if "\\" in text:
        # a backslash escape shows its character (« 1\. », « \- », « \[nom\] »: Google Docs
        # and Pandoc exports escape every mark); read last, once no mark can be made of it
        text = _ESCAPED.sub(r"\1", text)
    return _SPACES.sub(" ", text).strip()


# a list item, a task too, holding a number: « - [ ] 20/02/2027 », « - 2019 » (a list of dates
# is made of digits and slashes, as a frame's rows are, but a drawing's rows are no list items)
_NUMBERED_ITEM = re.compile(r"^(?:[-*+]|\d+[.)])\s+(?:\[.\]\s+)?\S*\d")


def _is_art(line: str) -> bool:
    stripped = line.strip()
    if not stripped:
        return False
    if len(_BOX.findall(stripped)) >= 2:
        return True
    if _NUMBERED_ITEM.match(stripped):
        return False
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


OUTLINE_LEVEL = 8  # an outline's items as headings: below the « **Key :** » bold headings (7)


class _Builder:
    """Collects blocks under the current heading path and cuts them into passages."""

    def __init__(self, title: str, hub: bool) -> None:
        self.title = title.strip().casefold()
        self.hub = hub
        self.out = VisibleNote()
        self.headings: list[tuple[int, str]] = []
        self.blocks: list[tuple[str, list[str], int]] = []  # (kind, lines, first line)
        self.skip = ""  # why every block under the current heading is left out, if it is
        self.aside = False  # « notes pour moi : » was read: the list that follows is left out
        self.floor = 0  # headings below this index stay: those around a callout being read
        self.intro = ""  # a callout's title, waiting for the first block of its body
        self.footnotes: dict[str, str] = {}  # called footnotes not shown yet, id → text

    def heading(self, level: int, text: str, lineno: int) -> None:
        self.flush()
        clean = clean_inline(text)
        while len(self.headings) > self.floor and self.headings[-1][0] >= level:
            self.headings.pop()
        # the title again says nothing, with its note id or without (« # 11.01 Qui suis-je »)
        if not (level == 1 and self.title in (clean.casefold(), strip_note_id(clean).casefold())):
            self.headings.append((level, clean))
        self.aside = False
        if not self.hub and _NAV_HEADING.match(clean):
            self.skip = "navigation links to other notes"
        elif _TO_SELF_HEADING.match(clean):
            self.skip = "notes to self"
        else:
            self.skip = ""

    def outline_heading(self, depth: int, text: str, lineno: int) -> None:
        """An outline's item with children, read as a heading below every real one (``_outline``)."""
        self.flush()
        level = OUTLINE_LEVEL + depth
        while len(self.headings) > self.floor and self.headings[-1][0] >= level:
            self.headings.pop()
        self.headings.append((level, text))

    def outline_end(self) -> None:
        """The outline read: what follows it is under the headings before it."""
        self.flush()
        while len(self.headings) > self.floor and self.headings[-1][0] >= OUTLINE_LEVEL:
            self.headings.pop()

    def block(self, kind: str, lines: list[str], lineno: int, raw: list[str]) -> None:
        lines = [line for line in lines if line]
        if not lines:
            return
        if self.skip:
            self.leave(lineno, self.skip, raw)
            return
        if self.aside:
            self.aside = False
            if kind == "list":
                self.leave(lineno, "notes to self", raw)
                return
        if self.intro:
            intro = self.intro if self.intro[-1] in ".!?…:" else f"{self.intro} :"
            self.intro = ""
            if kind == "prose":
                lines = [f"{intro} {lines[0]}", *lines[1:]]
            else:  # « Title : » then its list: the packing keeps an introduction with what follows
                self.blocks.append(("prose", [intro], lineno))
        self.blocks.append((kind, lines, lineno))
        for call in _FOOTNOTE_CALL.findall("\n".join(raw)):
            note = self.footnotes.pop(call, "")
            if note:  # read where it is called, as the reader's eye goes down to it
                self.blocks.append(("prose", [note], lineno))

    def opening(self) -> bool:
        """Whether nothing of the note has been read yet (no heading, no block)."""
        return not self.out.passages and not self.blocks and not self.headings

    def pending_footnotes(self) -> None:
        """Footnotes whose call was in no block shown (a heading's, a left-out line's) end the
        note, so that their text is not lost."""
        for note in self.footnotes.values():
            self.blocks.append(("prose", [note], 0))
        self.footnotes.clear()

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


@dataclass
class _Item:
    """An item of a nested list: its own line, its text with the lines that go on it (an
    outliner's note under the bullet), where it is, and its children."""

    own: str
    text: str
    line: int
    children: list[_Item] = field(default_factory=list)

    @staticmethod
    def tree(depths: list[int], own: list[str], texts: list[str], lines: list[int]) -> list[_Item]:
        """The items of a list, nested by their indentation (a deeper one is the child of the
        last one above it that is less deep)."""
        roots: list[_Item] = []
        stack: list[tuple[int, _Item]] = []
        for depth, mine, text, line in zip(depths, own, texts, lines, strict=True):
            node = _Item(mine, text, line)
            while stack and stack[-1][0] >= depth:
                stack.pop()
            (stack[-1][1].children if stack else roots).append(node)
            stack.append((depth, node))
        return roots

    def size(self) -> int:
        return len(self.text) + sum(child.size() for child in self.children)

    def flat(self) -> list[str]:
        return [self.text, *(t for child in self.children for t in child.flat())]


def _answered(items: list[_Item]) -> None:
    """A question item whose children are its answer (a FAQ kept as nested bullets: « On peut
    bivouaquer à côté ? » then « Oui, à plus de 200 m… »): the answer joins the question's line,
    as one fact, never cut from it."""
    for item in items:
        if item.children and item.own.rstrip().endswith("?") and not any(c.children for c in item.children):
            item.text = " ".join([item.text, *(c.text for c in item.children if c.text)])
            item.children = []
        else:
            _answered(item.children)


def _outline(builder: _Builder, items: list[_Item], depth: int = 0) -> None:
    """``items`` as passages: a run of items short enough (with their children) is one list, as
    any list is; an item whose subtree is too long is a heading (its own line: « Moi › Boulots »),
    the lines that go on it a paragraph under it, its children cut the same way."""
    run: list[_Item] = []

    def emit() -> None:
        if run:
            texts = [t for item in run for t in item.flat() if t]
            builder.block("list", texts, run[0].line, texts)
            run.clear()

    for item in items:
        if not item.children or item.size() <= OUTLINE_MAX_CHARS or not item.own:
            if run and sum(x.size() for x in run) + item.size() > OUTLINE_MAX_CHARS:
                emit()
            run.append(item)
            continue
        emit()
        builder.outline_heading(depth, item.own, item.line)
        said = item.text[len(item.own) :].strip() if item.text.startswith(item.own) else ""
        if said:
            builder.block("prose", [said], item.line, [said])
        _outline(builder, item.children, depth + 1)
    emit()
    if depth == 0:
        builder.outline_end()


def _one_fact_a_line(para: list[str]) -> bool:
    """Whether a paragraph's lines are typed one fact each: three or more, one of them (the last
    aside) short and closing no sentence. A paragraph wrapped at a width has every line but its
    last long, and is one text."""
    return len(para) > 2 and any(
        len(line) < _WRAPPED_MIN and line.rstrip()[-1:] not in ".!?…" for line in para[:-1]
    )


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


def _draft_note(text: str) -> bool:
    """Whether a note's opening paragraph is the writer's note about drafting it for the site."""
    return all(p.search(text) for p in (_DRAFT_NOTE, _SITE_WORDS, _TO_SELF))


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


# Resolves a note embed (target, "#" or "^" or "", heading or block id) to the passages it shows,
# or to the reason it shows nothing (index_build.transclude).
Embed = Callable[[str, str, str], "list[Passage] | str"]


def visible_note(body: str, title: str = "", note_type: str = "", embed: Embed | None = None) -> VisibleNote:
    """The passages of ``body`` a visitor may read, and what was left out, with line numbers.

    ``embed`` expands ``![[Note]]`` lines; without it they show nothing and are not reported."""
    builder = _Builder(title, note_type.casefold() in HUB_TYPES)
    lines, builder.footnotes = _footnotes(body.splitlines())
    for k, reason in _page_stamp(lines, title):
        if reason != "the title again":  # (the title is shown anyway, as a heading repeating it)
            builder.leave(k + 1, reason, [lines[k]])
        lines[k] = ""
    _Reader(builder, embed).read(lines, 1)
    builder.pending_footnotes()
    builder.flush()
    return builder.out


# the date and time a page was made, alone on its line, as OneNote and Evernote set it under the
# title: « mardi 3 novembre 2026 21:15 », "Tuesday, November 3, 2026 9:15 PM", « 2026-11-03 21:15 »
_WEEKDAYS = (
    r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
    r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
)
_STAMP_MONTHS = (
    r"(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre"
    r"|january|february|march|april|may|june|july|august|september|october|november|december)"
)
_PAGE_STAMP = re.compile(
    rf"(?i)^\s*(?:{_WEEKDAYS},?\s+)?(?:\d{{1,2}}(?:er)?\s+{_STAMP_MONTHS}|{_STAMP_MONTHS}\s+\d{{1,2}},?)\s+"
    r"(?:19|20)\d\d(?:,?\s+(?:à\s+)?\d{1,2}[:h]\d\d(?:\s*[AP]M)?)?\s*$"
    r"|^\s*(?:19|20)\d\d-\d\d-\d\d[ T]\d\d:\d\d(?::\d\d)?\s*$"
)


def _page_stamp(lines: list[str], title: str) -> list[tuple[int, str]]:
    """The opening lines an importer repeats above the page (OneNote, Evernote, Apple Notes):
    the title again as a plain line, then the date and time the page was made. Each (index,
    reason); none when the first line is not the title."""
    first = next((k for k, line in enumerate(lines) if line.strip()), None)
    if (
        first is None
        or not title
        or " ".join(lines[first].strip(" *_").split()).casefold() != (" ".join(title.split()).casefold())
    ):
        return []
    out = [(first, "the title again")]
    after = next((k for k in range(first + 1, len(lines)) if lines[k].strip()), None)
    if after is not None and _PAGE_STAMP.match(lines[after]):
        out.append((after, "page date stamp"))
    return out


def _footnotes(lines: list[str]) -> tuple[list[str], dict[str, str]]:
    """``lines`` with the definitions of called footnotes blanked (the numbering holds), and
    their text by id. A definition nobody calls stays where it is, as text."""
    defs: dict[str, tuple[int, int, str]] = {}  # id → (first line, end, text)
    calls: set[str] = set()
    fence: str | None = None
    k = 0
    while k < len(lines):
        line = lines[k]
        m = _FENCE.match(line)
        if fence is not None or m is not None:
            if fence is None:
                fence = m.group(1)  # type: ignore[union-attr]
            elif m is not None and line.strip().startswith(fence):
                fence = None
            k += 1
            continue
        d = _FOOTNOTE_DEF.match(line)
        if d is None:
            calls.update(_FOOTNOTE_CALL.findall(line))
            k += 1
            continue
        parts = [d.group(2).strip()]
        j = k + 1
        while j < len(lines) and lines[j].strip() and lines[j][:1] in (" ", "\t"):
            parts.append(lines[j].strip())
            j += 1
        calls.update(_FOOTNOTE_CALL.findall(" ".join(parts)))
        defs.setdefault(d.group(1), (k, j, " ".join(p for p in parts if p)))
        k = j
    out = list(lines)
    notes: dict[str, str] = {}
    for ident, (start, end, text) in defs.items():
        if ident not in calls:
            continue
        out[start:end] = [""] * (end - start)
        text = clean_inline(text)
        if text:
            notes[ident] = text
    return out, notes


class _Reader:
    """Reads Markdown lines into the builder: the rules of the module docstring, block by block.
    A callout's body is read by the same rules (its lists stay lists), under its title."""

    def __init__(self, builder: _Builder, embed: Embed | None) -> None:
        self.builder = builder
        self.embed = embed

    def _metadata_lines(self, lines: list[str], base: int) -> tuple[list[str], set[int]]:
        """``lines`` with Dataview field lines, tags and block ids taken out (each line kept, so
        the numbering holds), and the indexes of the lines taken out whole; fields and tags are
        reported, code and maths are left alone."""
        out = list(lines)
        fence: str | None = None
        drawer = False
        for k, line in enumerate(lines):
            m = _FENCE.match(line)
            if fence is not None:
                if m is not None and line.strip().startswith(fence):
                    fence = None
                continue
            if m is not None:
                fence = m.group(1)
                continue
            if drawer or _DRAWER_START.match(line):
                # Logseq's ``:LOGBOOK:`` … ``:END:`` (time clocked on a task): the tool's, not text
                drawer = not _DRAWER_END.match(line)
                self.builder.leave(base + k, "Logseq drawer", [line])
                out[k] = ""
                continue
            if _QUOTE.match(line) or _HEADING.match(line):
                continue  # a callout's lines are read with its body; a heading keeps its words
            marks = [m.group(0).strip() for m in (_TASK_KEYWORD.match(line), *_ORG_DATE.finditer(line)) if m]
            if marks:
                self.builder.leave(base + k, "task keyword or date", [" ".join(marks)])
                line = out[k] = _TASK_KEYWORD.sub(
                    lambda m: f"{m.group(1)}[{_KEYWORD_BOX.get(m.group(2), ' ')}] ", _ORG_DATE.sub("", line)
                ).rstrip()
            if _UNFILLED.match(line) or _TEMPLATE_VALUE.search(line):
                # « SIRET : [à compléter] » in a quote template: a field left to fill says nothing
                self.builder.leave(base + k, "field left to fill", [line])
                out[k] = ""
                continue
            keys = field_line(line)
            if keys is not None:
                # judged as a « **Key :** value » line: a field of the note or the site is
                # metadata, the others are facts (« client:: … », « volume:: 36 h par an »)
                if any(_META_KEY.search(key) or _META_WHOLE_KEY.match(key) for key in keys):
                    self.builder.leave(base + k, f"Dataview fields ({', '.join(keys)})", [line])
                    out[k] = ""
                else:
                    out[k] = render_field_line(line)
                continue
            rest, tags = trailing_tags(line)
            if tags:
                self.builder.leave(base + k, "tags", [" ".join(f"#{t}" for t in tags)])
                out[k] = "" if _BARE_MARKER.match(rest) else rest
            out[k] = BLOCK_ID.sub("", out[k])
            if _EMBED_ANYWHERE.search(out[k]) and not _EMBED_LINE.match(out[k]):
                for m in _EMBED_ANYWHERE.finditer(out[k]):
                    self.builder.leave(base + k, "embed inside a line (not expanded)", [m.group(0)])
                out[k] = _EMBED_ANYWHERE.sub("", out[k])
        gone = {k for k, line in enumerate(lines) if line.strip() and not out[k].strip()}
        return out, gone

    def read(self, raw_lines: list[str], base: int) -> None:
        """Read ``raw_lines``, the first being line ``base`` of the body."""
        builder = self.builder
        # A line taken out whole (« collapsed:: true » under an outliner's bullet, a tag line)
        # is not a blank line: the list or paragraph around it goes on.
        lines, gone = self._metadata_lines(raw_lines, base)
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
                elif builder.opening() and _draft_note(text):
                    builder.leave(para_start, "a note about the draft", para_raw)
                elif len(para) == 1 and _TO_SELF_HEADING.match(text):
                    builder.leave(para_start, "notes to self", para_raw)
                    builder.aside = True
                elif len(para) == 1 and _pseudo_heading(text) and _content_follows(lines, i):
                    # « 🎯 Objectifs du Projet » on its own line: a heading written as a paragraph
                    builder.heading(7, text, para_start)
                elif (len(para) > 1 and all(_KEY_VALUE.match(x) for x in para)) or _one_fact_a_line(para):
                    # « **Client :** X » then « **Année :** 2023 » on the next line: one fact a
                    # line (Markdown would run them into one line of text), still a paragraph
                    # packed with the text it opens; and lines typed one fact each, as a phone's
                    # note app keeps them (« née à Thiers, 50 ans », « infirmière puéricultrice »),
                    # which Obsidian shows one a line
                    fields = "\n".join(clean_inline(x) for x in para)
                    builder.block("prose", [fields], para_start, para_raw)
                else:
                    builder.block("prose", [text], para_start, para_raw)
            para, para_raw = [], []

        while i < n:
            line = lines[i]
            lineno = base + i
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
                # a Dataview query lists other notes: neither text nor words of this one
                what = "Dataview query" if QUERY_FENCE.match(line) else "code block"
                builder.leave(lineno, what, raw_lines[i : j + 1])
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
            heading = _HEADING.match(line) or _ITEM_HEADING.match(line)
            if heading:
                end_paragraph()
                builder.heading(len(heading.group(1)), trailing_tags(heading.group(2))[0], lineno)
                i += 1
                continue
            if i in gone:
                i += 1
                continue
            if not stripped or _RULE.match(line):
                end_paragraph()
                i += 1
                continue
            embed = _EMBED_LINE.match(line)
            if embed:
                end_paragraph()
                self._embed(embed.group(1), embed.group(2) or "", embed.group(3) or "", lineno, line)
                i += 1
                continue
            if _CALLOUT.match(line) or _QUOTE.match(line):
                end_paragraph()
                j = i + 1
                while j < n and _QUOTE.match(lines[j]) and not _CALLOUT.match(lines[j]):
                    j += 1
                self._callout(lines[i:j], lineno)
                i = j
                continue
            headed = (
                stripped.startswith("^")
                and _HEADER_ROW.match(line) is not None
                and i + 1 < n
                and lines[i + 1].strip().startswith("|")
            )
            if stripped.startswith("|") or headed:
                end_paragraph()
                j = i + 1 if headed else i
                rows: list[list[str]] = [_cells(line.replace("^", "|"))] if headed else []
                while j < n and lines[j].strip().startswith("|"):
                    if not _TABLE_SEP.match(lines[j]):
                        rows.append(_cells(lines[j]))
                    j += 1
                has_header = headed or (j - i >= 2 and _TABLE_SEP.match(lines[i + 1]) is not None)
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
                states: list[str | None] = []  # each item's checkbox, None when it has none
                depths: list[int] = []  # each item's indentation
                owns: list[str] = []  # each item's own line, without the lines that go on it
                firsts: list[int] = []  # each item's line
                j = i
                start = lineno
                while j < n:
                    current = lines[j]
                    item = _ITEM.match(current)
                    if item and _ITEM_HEADING.match(current):
                        break  # the next section opens
                    if item:
                        reason = _meta_key_value(current)
                        if reason or _IMAGES_LINE.fullmatch(item.group(2).strip()):
                            builder.leave(base + j, reason or "image", [current])
                        else:
                            items.append(item.group(2))
                            raw_items.append(current)
                            task = _TASK.match(current)
                            states.append(task.group(1) if task else None)
                            depths.append(len(item.group(1).replace("\t", "    ")))
                            owns.append(item.group(2))
                            firsts.append(base + j)
                    elif current.strip() and current[:1] in (" ", "\t") and items:
                        items[-1] += " " + current.strip()  # a wrapped item goes on
                    elif j not in gone:
                        break
                    j += 1
                if items and all(_ANCHOR_LINK.fullmatch(x.strip()) for x in items):
                    # links to this page's own headings: its table of contents, not its content
                    builder.leave(start, "table of contents", raw_items)
                    i = j
                    continue
                if any(states):
                    items = task_items(items, states)
                cleaned = [clean_inline(x) for x in items]
                if len(set(depths)) > 1:
                    tree = _Item.tree(depths, [clean_inline(x) for x in owns], cleaned, firsts)
                    _answered(tree)
                    if sum(item.size() for item in tree) > OUTLINE_MAX_CHARS:
                        # an outline (an outliner's export: a whole life in nested bullets): too
                        # long for one passage, it is cut at the items that have children, each
                        # one the heading of its own (``_outline``)
                        _outline(builder, tree)
                        i = j
                        continue
                    cleaned = [t for item in tree for t in item.flat()]
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
            if _IMAGES_LINE.fullmatch(stripped):
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

    def _callout(self, raw: list[str], lineno: int) -> None:
        """A callout or quote: left out when it is a note to self or about the note, else its body
        read as Markdown, under its custom title when it has one."""
        builder = self.builder
        callout = _CALLOUT.match(raw[0])
        inner = [_QUOTE.match(x).group(1) for x in raw]  # type: ignore[union-attr]
        if callout is None:
            self._within("", _quoted(inner), lineno)
            return
        kind = callout.group(1).strip().casefold()
        title_raw = callout.group(2)
        title = clean_inline(trailing_tags(title_raw)[0])
        body = inner[1:]
        text = " ".join(x.strip() for x in body if x.strip())
        tasks = [_TASK.match(x) for x in body if x.strip()]
        if kind in _TODO_CALLOUTS:
            builder.leave(lineno, "to-do callout (a note to self)", raw)
        elif tasks and all(tasks) and any(t.group(1) == " " for t in tasks if t):
            builder.leave(lineno, "task list callout (a note to self)", raw)
        elif _META_CALLOUT_TITLE.match(title) or _META_CALLOUT.search(f"{title_raw} {text}"):
            builder.leave(lineno, "callout about the note", raw)
        elif not text and title:
            builder.block("prose", [title], lineno, raw)  # « > [!tip] Venir avec ses post-its »
        else:
            self._within(title, body, lineno + 1)

    def _within(self, title: str, lines: list[str], base: int) -> None:
        """Read a callout's body in the section around it, its title introducing it: « Clayton
        Christensen : "People don't want…" » keeps the quote's author. A heading inside the
        callout stays inside it."""
        builder = self.builder
        saved = (list(builder.headings), builder.skip, builder.floor)
        builder.floor = len(builder.headings)
        builder.intro = title
        self.read(lines, base)
        builder.intro = ""  # a title over nothing shown (fields only) is not shown either
        builder.headings, builder.skip, builder.floor = saved

    def _embed(self, target: str, sep: str, sub: str, lineno: int, raw: str) -> None:
        """``![[Note]]`` or ``![[Note#Heading]]`` alone on its line: the embedded note's visible
        passages, under the heading path here (a private or missing note shows nothing)."""
        builder = self.builder
        if self.embed is None:
            return
        if builder.skip:
            builder.leave(lineno, builder.skip, [raw])
            return
        found = self.embed(target, sep, sub)
        if isinstance(found, str):
            builder.leave(lineno, f"embed of '{target}{sep}{sub}': {found}", [raw])
            return
        builder.flush()
        here = [h for _, h in builder.headings]
        for p in found:
            heading = " › ".join([*here, p.heading] if p.heading else here)
            builder.out.passages.append(Passage(heading, p.text, p.kind, lineno))


_OPENS_QUOTED = re.compile(r"^\s*(?:[«“\"]|[—–~]|--)")


def _quoted(lines: list[str]) -> list[str]:
    """A plain ``> quote``'s lines, each paragraph of prose between « and »: a blockquote is
    someone's words (a reading note's « La science est une manière de penser »), which an
    answer must not pass off as the owner's. A paragraph already in quote marks or opening
    with an attribution dash, and a quote holding a list, heading, table or code, are kept as
    written."""
    structured = (_ITEM, _HEADING, _FENCE)
    if any(any(r.match(x) for r in structured) or x.lstrip().startswith("|") for x in lines):
        return lines  # not prose: its own structure says what it is
    out = list(lines)
    start: int | None = None
    for i, line in enumerate([*lines, ""]):
        if line.strip() and start is None:
            start = i
        elif not line.strip() and start is not None:
            if not _OPENS_QUOTED.match(out[start]):
                out[start] = "« " + out[start].lstrip()
                out[i - 1] = out[i - 1].rstrip() + " »"
            start = None
    return out


def left_out_fragments(notes: Iterable[tuple[str, str, str]], min_chars: int = 15) -> list[str]:
    """The text the build leaves out of (body, title, type) notes, as normalised lines that no
    visible passage holds: what must never be found in an answer or a prompt."""
    from grasbot.evaluation import normalise

    shown: list[str] = []
    hidden: set[str] = set()
    for body, title, note_type in notes:
        note = visible_note(body, title, note_type)
        shown.extend(normalise(p.text) for p in note.passages)
        shown.extend(normalise(p.heading) for p in note.passages)  # the prompt shows headings
        for item in note.left_out:
            for line in item.text.splitlines():
                text = normalise(clean_inline(_ITEM.sub(r"\2", _QUOTE.sub(r"\1", line))))
                if len(text) >= min_chars:
                    hidden.add(text)
    everything = "\n".join(shown)
    return sorted(t for t in hidden if t not in everything)
