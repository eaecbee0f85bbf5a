"""The index every signal reads: what each word and each note of the vault holds.

``VaultIndex`` holds what every signal needs (field token lists, inverted lists, rarity, focus,
boosts), ``VaultIndex.term`` what one word brings, gathered once, and ``VaultIndex.query`` turns
a question's terms into the :class:`~grasbot.retrieval.query.Query` the scorers read. The scorer
in ``grasbot.retrieval.scoring`` adds the signals up for all notes at once;
``grasbot.retrieval.explain`` computes the same parts for one note, to write ``reasons`` and
measure grounding for the few notes a visitor sees. A test checks that both agree to the last bit.

For a note i and a question with distinct terms Q (idf-weighted, q_idf = sum of idf over Q):

- alias:   ``alias`` x rarity of the best alias whose token sequence appears in the question;
- title:   ``title`` when every token of the title (or of the slug) is in Q;
- answers: ``answers`` x the best idf-weighted Dice overlap of Q with one ``answers`` entry,
           2 x (idf they share) / (the entry's idf + q_idf), counted from ``answers_min_sim``;
- domains / tags: per term of Q found there, weight x rarity of the term in that field x
           1/sqrt(number of domains or tags of the note) (a focused note is more about it);
           a tag also lifts the term's BM25 part up to the best any note's body reaches, times
           the same 1/sqrt focus (``tag_lift``);
- bm25:    ``bm25`` / q_idf x BM25(Q, body + title), each term's weight scaled on its own;
then, when the sum is positive, x (1 + ``priority`` x (priority - 5)) x ``hub`` for MOC notes
x ``archived`` for a note kept in an archive folder, or saying it no longer holds and naming the
note that does (``VaultIndex.replaced``).
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_left
from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from math import log
from pathlib import PurePosixPath
from typing import NamedTuple, TypeVar

from grasbot.bundle import Bundle
from grasbot.packed import IdLists, Lines, decode_ids
from grasbot.patterns import compiled_on_first_use
from grasbot.retrieval.query import Query, Term, WeightOf, Weights
from grasbot.tokenise import STOPWORDS, words

__all__ = ["NoteText", "PerNote", "VaultIndex", "is_archived", "marked_old", "note_closing", "note_opening"]

_V = TypeVar("_V")


class PerNote(dict[int, _V]):
    """A value per note, made from the note the first time it is read (``make``), then kept.

    A hit is a dict look-up in C: ``values[i]``, or ``any(map(values.__getitem__, notes))``,
    run no Python frame, where a method that looks up its cache runs one per read."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[int], _V]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, i: int) -> _V:
        hit = self[i] = self.make(i)
        return hit


# A folder where notes are put once they no longer hold: PARA's « 4-Archives », « _archive »,
# « Archivé », « Archives 2021 », « _old », « Obsolète », "deprecated". What such a note says
# was true once; a newer note outranks it.
_archive_folder = compiled_on_first_use(
    r"^[\W\d_]*(?:archiv(?:e|es|ed|é|ée|és|ées)|old|obsol[eè]tes?|deprecated|outdated|p[ée]rim[ée]s?)"
    r"(?:[\W\d_].*)?$",
    re.IGNORECASE,
)


def is_archived(path: str) -> bool:
    """Whether the note at ``path`` (relative to the vault) sits in an archive folder, or in an
    archive namespace (Logseq's « archives___tarifs 2023.md » is the page archives/tarifs 2023)."""
    folders = path.split("/")
    folders = folders[:-1] + folders[-1].split("___")[:-1]
    return any(_archive_folder().match(folder) for folder in folders)


# The words a note uses to say it no longer holds (« archivée », « obsolète », « périmé »,
# « remplacés », "outdated"), and a version dated in its name (« CV (version 2022) »)
_OLD = r"(?:archiv(?:e|es|ed|é|ée|és|ées)|obsol[eè]tes?|p[ée]rim[ée]e?s?|outdated|deprecated|superseded)"
_VERSION = r"version (?:\w+ )?(?:19|20)\d\d"
# ... or an old copy of the page (« À propos (ancienne version du site, 2021) », « (old version) »)
_OLD_COPY = r"(?:ancienne version|ancienne page|ancien site|old version|previous version)"
# ... as its status (``status: archivé``, « statut:: obsolète »)
_old_status = compiled_on_first_use(rf"^(?:{_OLD}|remplac[ée]e?s?|replaced)$", re.IGNORECASE)
# ... in a qualifier of its title or first heading: in parentheses (« Tarifs 2023 (remplacés) »,
# « CV (version 2022) », « Tarifs 2019 (ancien) ») or after a dash (« Tarifs 2021 — OBSOLÈTE »,
# « Qui suis-je — version 2021 »); a title that only speaks of something old (« Pourquoi jQuery
# est obsolète », « Philippe (ancien patron) ») says nothing of itself
_old_name = compiled_on_first_use(
    rf"\([^()]*\b(?:{_OLD}|remplac[ée]e?s?|{_VERSION}|{_OLD_COPY})\b[^()]*\)|\((?:anciens?|anciennes?|old)\)"
    rf"|(?:^|\s[—–-]\s*)(?:{_OLD}|{_VERSION})\b",
    re.IGNORECASE,
)
# ... or as the notice its text opens on (« Version archivée (mai 2022). », « Obsolète. Ces
# tarifs… », « Remplacé par Presskit. », « Page archivée, plus à jour. », « Note de 2022, plus à
# jour : … », « Vieille page copiée de l'ancien site. Plus à jour du tout »); not « plus à jour »
# said of others further on (« Certains billets sont vieux et plus à jour »)
_old_notice = compiled_on_first_use(
    rf"^(?:(?:page|version|note|fiche|grille|copie) )?{_OLD}\b"
    r"|^(?:(?:page|version|note|fiche|grille|liste|copie|tarifs?) )?(?:remplac[ée]e?s?|replaced|superseded)"
    r" (?:par|by|le|depuis|en|since)\b"  # (« Grille remplacée par [[Tarifs 2026]] »)
    rf"|^{_OLD_COPY}\b"  # « Ancienne version, remplacée par la note « Qui suis-je » de 2026. »
    r"|^plus (?:à jour|valables?)\b|(?:^|, |\. |n'est |ne sont )plus à jour\b"
    r"|\bno longer (?:up to date|valid|current)\b"
    r"|^this (?:page|note|version) is (?:outdated|archived|obsolete)\b"
    # ... or says where what holds now is (« Les tarifs en vigueur sont dans [[Tarifs 2026]]. »,
    # "The current rates are on [[Rates]]"): what it keeps is what held before
    r"|\b(?:les?|la|the) (?:[\w-]+ ){0,2}(?:en vigueur|actuel(?:le)?s?|à jour|current|up to date)"
    r" (?:sont|est|se trouvent|se trouve|figurent|is|are) (?:dans|sur|ici|in|on|here)\b"
    r"|\b(?:the )?current (?:[\w-]+ ){1,2}(?:is|are) (?:in|on|here)\b",
    re.IGNORECASE,
)
# ... or closes on (« (à mettre à jour… plus d'actualité depuis le déménagement) », "(no longer
# up to date)"): a short last line saying the page is no longer current
_old_closing = compiled_on_first_use(
    r"\bplus d['’]actualit[ée]\b|(?:^|[,.(] *|n'est |ne sont )plus à jour\b"
    r"|\bno longer (?:up to date|valid|current)\b|^\(?(?:out of date|outdated)\b",
    re.IGNORECASE,
)
_CLOSING_MAX = 160  # characters: a notice, not a paragraph that mentions something old
_NOTICE_MARKS = " \t«»\"'*_>⚠️!:-—"
# a word one of those marks holds at least (lower case; a version as « version 2022 »)
_OLD_HINTS = (
    "archiv", "obsol", "périmé", "perime", "outdated", "deprecated", "superseded", "remplac",
    "replaced", "version 19", "version 20", "ancien", "(old)", "plus à jour",
    "plus valable", "no longer", "this page", "this note", "this version", "actualit",
    "out of date", "vigueur", "actuel", "current", "à jour",
)  # fmt: skip


# ... unless its text opens saying it is the current one (« Version actuelle. L'ancienne : … »,
# "Current version", « À jour ») : a title dated « (version 2026) » is then the newest
_current_notice = compiled_on_first_use(
    r"^(?:(?:c'est |this is )?(?:la |the )?(?:version actuelle|version à jour|current version|latest version"
    r"|up to date|à jour)\b)",
    re.IGNORECASE,
)


def marked_old(title: str, heading: str, opening: str, status: str | None, closing: str = "") -> bool:
    """Whether a note says of itself that it no longer holds: by its status, a qualifier of its
    title or first heading, or the notice its text opens on (``opening``: its first line) or
    closes on (``closing``: its last line)."""
    said = f"{title}\n{heading}\n{opening}\n{status or ''}\n{closing}".lower()
    if not any(w in said for w in _OLD_HINTS):
        # most notes: no word of those patterns, which then need not even be compiled (at the
        # first load, in the cold start they would cost 1.8 ms on the real vault)
        return False
    if status and _old_status().match(status):
        return True
    if _current_notice().search(opening.strip(_NOTICE_MARKS)):
        return False
    if _old_name().search(title) or (heading and _old_name().search(heading)):
        return True
    if _old_notice().search(opening.strip(_NOTICE_MARKS)):
        return True
    closing = closing.strip(_NOTICE_MARKS)
    return len(closing) <= _CLOSING_MAX and _old_closing().search(closing) is not None


def _replaced(bundle: Bundle) -> dict[int, int]:
    """The notes that say they no longer hold (``marked_old``) and name, in their first heading
    or line, a note they link to that holds now, each with that note: « Page archivée, plus à
    jour. La version actuelle c'est [[Qui suis-je]]. », « Tarifs 2021 (obsolète) … voir
    [[Tarifs]] ». What such a note says was true once, and the page it points to tells what is
    true now; a note only marked old (« Gardé pour mémoire, plus à jour. ») may still be the one
    place a fact is written (the studies on an old CV), and an archive tag files finished work
    as often as outdated facts (measured: both cost answers)."""
    columns = bundle.notes.column
    graph = bundle.graph
    openings = [note_opening(bundle, i) for i in range(len(bundle))]
    marked = [
        marked_old(title, heading, line, status, note_closing(bundle, i))
        for i, (title, (heading, line), status) in enumerate(
            zip(columns("title"), openings, columns("status"), strict=True)
        )
    ]
    if not any(marked):
        return {}
    titles, slugs, paths = columns("title"), columns("slug"), columns("path")
    out = {}
    for i in (i for i, old in enumerate(marked) if old):
        said = " ".join(openings[i]).casefold()
        current = next(
            (
                j
                for j in graph[i]
                if not marked[j] and any(_names(said, name) for name in _calls(titles[j], slugs[j], paths[j]))
            ),
            None,
        )
        if current is None and ("«" in said or '"' in said or "“" in said):
            # no link, but the current page named in quotes (« remplacée par la note « Qui
            # suis-je » »): a vault exported without its links (Joplin, Apple Notes) says it so
            current = next(
                (j for j in range(len(titles)) if j != i and not marked[j] and _quoted(said, titles[j])), None
            )
        if current is None:
            # the current page names it as its older version (« Version actuelle. L'ancienne :
            # [[À propos (version 2021)]] »): a link the other way
            # (the graph holds backlinks: the notes linking to it are among its neighbours)
            current = next(
                (
                    j
                    for j in graph[i]
                    if not marked[j]
                    and _OLDER_NAMED().search(said_j := " ".join(openings[j]).casefold()) is not None
                    and any(_names(said_j, name) for name in _calls(titles[i], slugs[i], paths[i]))
                ),
                None,
            )
        if current is not None:
            out[i] = current
    return out


# how a current page names the page it replaced (« L'ancienne : », « ancienne version », "old
# version:", « la version précédente », « Remplace [[Présentation (version 2024)]] »; not the
# other way, « remplacée par »)
_OLDER_NAMED = compiled_on_first_use(
    r"\b(?:l'ancienne|l’ancienne|ancienne version|version précédente|ancienne page"
    r"|old version|previous version|older version|remplace|replaces)\b"
)


# A page a newer one of the same name replaces whole each year: a rate card, an availability
# page, a timetable (« tarifs-2025 » and « tarifs-2026 », « 2025-01-08-tarifs-2025 » and
# « 2026-01-10-tarifs-2026 »). Not a yearly review or a trip (« Bilan 2024 », « Népal 2023 »):
# what it says stays true of its year; nor a CV, whose old version may be the one place a fact
# is written (its studies: _replaced).
_YEARLY = frozenset(
    """
    tarif tarifs prix grille grilles rates rate pricing price prices disponibilite disponibilites
    dispo dispos availability horaires planning formules forfaits
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
# ... the letters each of those words holds, as written in a path (any case, an accent or not)
_YEARLY_HINT = compiled_on_first_use(
    r"tarif|prix|grille|rate|pric|dispo|availab|horaire|planning|formule|forfait", re.IGNORECASE
)
_YEAR_IN_NAME = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _series_key(name: str) -> tuple[str, ...]:
    """The words of a page's name but its years, dates and function words: its series."""
    return tuple(sorted({w for w in words(name) if not w.isdigit() and w not in STOPWORDS}))


def _superseded(bundle: Bundle) -> dict[int, str]:
    """The notes of a yearly series (``_YEARLY``: the same name but for its years and dates, in
    any order: « Tarifs ateliers 2022 » and « Ateliers - tarifs 2026 ») that name an earlier year
    than another of the series, each with that year: what they say held that year. A member
    whose name has no year (« tarifs » beside « tarifs 2022 ») is of the latest year its text
    writes (« Valable : 2026 »): the page kept current, or the one left behind."""
    series: dict[tuple[str, ...], list[tuple[int, int]]] = {}
    undated: dict[tuple[str, ...], list[int]] = {}
    columns = bundle.notes.column
    for i, (slug, title, path) in enumerate(
        zip(columns("slug"), columns("title"), columns("path"), strict=True)
    ):
        name = str(slug).rsplit("/", 1)[-1]
        key = _series_key(name)
        if key and _YEARLY.isdisjoint(key) and _YEARLY_HINT().search(str(path)) is not None:
            # a page named by its place in a tree (Trilium's « Tarifs/2023/Podcast » and
            # « Tarifs/2026/Podcast »): the folders say the series and the year (read only
            # where the path may hold a word of the series: 110 ms on ten thousand notes
            # otherwise, at every cold start)
            name = PurePosixPath(str(path)).with_suffix("").as_posix()
            key = _series_key(name)
        if not key or _YEARLY.isdisjoint(key):
            continue
        years = [int(y) for y in _YEAR_IN_NAME.findall(f"{name} {title}")]
        if years:
            series.setdefault(key, []).append((max(years), i))
        else:
            undated.setdefault(key, []).append(i)
    passages = bundle.passages
    for key, notes in undated.items():
        if key in series:
            for i in notes:
                written = [
                    int(y) for k in passages.of_note(i) for y in _YEAR_IN_NAME.findall(passages[k].text)
                ]
                if written:
                    series[key].append((max(written), i))
    out: dict[int, str] = {}
    for members in series.values():
        latest = max(year for year, _ in members)
        out.update((i, str(year)) for year, i in members if year < latest)
    return out


def _older_copies(bundle: Bundle) -> set[int]:
    """The notes of a folder that another note of that folder, of the same title, was updated
    after: a copy an app kept of the page before it was rewritten (Joplin exports « À propos.md »
    and « À propos-1.md »); or whose file name says it is such a copy (Scrivener's « Présentation
    (snapshot 2023-04-02).md » beside « Présentation.md »; Obsidian's « horaires 1.md » beside
    « horaires.md », whatever their titles). Same titles in two folders (a page
    and its translation) are left alone; so are notes of the same title without an ``updated``
    date whose names say nothing."""
    copies: dict[tuple[str, str], list[tuple[str, int, bool]]] = {}
    columns = bundle.notes.column
    for i, (title, path, updated) in enumerate(
        zip(columns("title"), columns("path"), columns("updated"), strict=True)
    ):
        if title:
            # (string splits, not ``PurePosixPath``: read at every cold start, 60 ms on ten
            # thousand notes the other way)
            folder, _, name = str(path).rpartition("/")
            kept = _KEPT_COPY.search(name) is not None
            copies.setdefault((folder, str(title).casefold()), []).append((str(updated or ""), i, kept))
    out: set[int] = set()
    for members in copies.values():
        if len(members) < 2:
            continue
        if any(not kept for _, _, kept in members):
            out.update(i for _, i, kept in members if kept)
        dated = [(updated, i) for updated, i, _ in members if updated]
        if len(dated) > 1:
            latest = max(dated)[0]
            out.update(i for updated, i in dated if updated < latest)
    # Obsidian's own copy of a note, « horaires 1.md » beside « horaires.md » (« Make a copy »):
    # the copy, whatever its title, unless it was updated after the note
    paths = [str(path) for path in columns("path")]
    named = [
        (i, m.group(1) + m.group(2)) for i, path in enumerate(paths) if (m := _OBSIDIAN_COPY.match(path))
    ]
    if not named:  # most vaults: no such file name, nothing more read
        return out
    updated = [str(u or "") for u in columns("updated")]
    by_path = {path.casefold(): i for i, path in enumerate(paths)}
    for i, original in named:
        j = by_path.get(original.casefold())
        if j is not None and not (updated[i] and updated[i] > updated[j]) and _alike(bundle, i, j):
            out.add(i)
    return out


def _alike(bundle: Bundle, i: int, j: int) -> bool:
    """Whether notes ``i`` and ``j`` share most of their words, as a copy and its note do (not
    Apple Notes' « Sans titre » and « Sans titre 4 », two notes of nothing alike)."""
    passages = bundle.passages

    def terms(n: int) -> set[str]:
        return {t for k in passages.of_note(n) for t in passages[k].tokens}

    a, b = terms(i), terms(j)
    return bool(a and b) and len(a & b) >= _COPY_SHARE * min(len(a), len(b))


_OBSIDIAN_COPY = re.compile(r"^(.*\S) \d{1,2}(\.[^./]+)$")  # « pro/horaires 1.md »: « pro/horaires.md »
_COPY_SHARE = 0.5  # ... of the shorter note's words, at least


# a copy a writing app kept of a document, as its file name says (« … (snapshot 2023-04-02) »)
_KEPT_COPY = re.compile(r"\b(?:snapshot|instantan[ée])\b", re.IGNORECASE)


def _calls(title: str, slug: str, path: str) -> tuple[str, ...]:
    """What a note may be called in another's text: its title, its slug, and the name a site
    gives it in its path (« The French [CV](./cv.md) is the up-to-date version » for the note
    titled « CV — Hélène Roussel », slug ``/parcours/cv``)."""
    return (title, slug, slug.rsplit("/", 1)[-1], PurePosixPath(path).stem)


def _quoted(text: str, name: str) -> bool:
    """Whether ``text`` (casefolded) writes ``name`` whole between quotes (« … », "…", “…”)."""
    name = name.casefold().strip()
    return bool(name) and re.search(rf"[«\"“]\s*{re.escape(name)}\s*[»\"”]", text) is not None


def _names(text: str, name: str) -> bool:
    """Whether ``text`` (casefolded) writes ``name`` as whole words."""
    name = name.casefold().strip(" /")
    return bool(name) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def note_opening(bundle: Bundle, i: int) -> tuple[str, str]:
    """Note ``i``'s first heading and the first line of its text."""
    first = bundle.passages.of_note(i)[:1]
    if not first:
        return "", ""
    passage = bundle.passages[first[0]]
    return passage.heading, passage.text.split("\n", 1)[0]


def note_closing(bundle: Bundle, i: int) -> str:
    """The last line of note ``i``'s text."""
    last = bundle.passages.of_note(i)[-1:]
    return bundle.passages[last[0]].text.rstrip().rpartition("\n")[2] if last else ""


_NO_IDS: array[int] = array("I")
# A term held by at most this many notes keeps its weights in a dict by note too: looking up the
# few notes a visitor sees then costs one dict access, not a bisection (bounded memory: a dict
# per term the questions meet, of at most this many entries).
WEIGHTS_DICT_MAX = 128
# An impossible token set: a slug or title without tokens never matches a question.
_NOTHING: frozenset[str] = frozenset({"\x00"})


class _SortedPostings:
    """:class:`WeightOf` over a long postings list: a bisection, no copy."""

    __slots__ = ("_ids", "_weights")

    def __init__(self, postings: tuple[array[int], array[float]]) -> None:
        self._ids, self._weights = postings

    def __eq__(self, other: object) -> bool:  # as a dict of the same postings would compare
        if not isinstance(other, _SortedPostings):
            return NotImplemented
        return self._ids == other._ids and self._weights == other._weights

    __hash__ = None  # type: ignore[assignment]  # compared by value, as the dict it stands for

    def get(self, i: int, /) -> float | None:
        ids = self._ids
        k = bisect_left(ids, i)
        return self._weights[k] if k < len(ids) and ids[k] == i else None


class NoteText(NamedTuple):
    """A note's tokens that ``explain`` compares with every question."""

    slug: frozenset[str]  # empty: never a match (a note without a slug has no slug signal)
    title: frozenset[str]
    names: set[str]  # slug and title tokens together
    answers: tuple[tuple[int, frozenset[str]], ...]  # (position, tokens) of each answer
    answer_terms: frozenset[str]  # all answers' tokens
    boost_reasons: tuple[str, ...]  # what its boost says in reasons: priority, moc-hub
    named: frozenset[str]  # names and answer_terms: what holds a term fully (strengths)


class VaultIndex:
    """Read-only structures over a bundle that every scorer shares."""

    def __init__(self, bundle: Bundle, weights: Weights) -> None:
        self.bundle = bundle
        self.weights = weights
        self.n = n = len(bundle)
        self._idf_max = log(1.0 + (n + 0.5) / 0.5)
        self._idf: dict[str, float] = {}  # filled on first use: cold start stays flat with size
        self._terms: dict[str, Term] = {}
        self._unknown = Term(self._idf_max, None, None, None, _NO_IDS, _NO_IDS, 0, _NO_IDS)
        # words found nowhere, so that a word asked again costs one look-up (bounded)
        self._unknown_words: set[str] = set()
        fields = bundle.fields
        self.title = Lines(fields.title, n)
        self.slug = Lines(fields.slug, n)
        # aliases: tokens, text and rarity when first needed; note ids when one matches
        self._alias_notes = IdLists(fields.alias_notes)
        self._alias_tokens = Lines(fields.alias_tokens, len(self._alias_notes))
        self._alias_text: list[str] = fields.alias_text
        self._alias_first: dict[str, str] = fields.alias_first
        self._aliases: dict[int, tuple[tuple[str, ...], str, float]] = {}
        self._alias_members: dict[int, frozenset[int]] = {}
        self._title_keys: dict[str, str] = fields.title_keys
        self._title_shared = decode_ids(fields.title_shared)
        self.answer_note = decode_ids(fields.answer_note)  # ascending: answers are grouped by note
        self.answer_tokens = Lines(fields.answer_tokens, len(self.answer_note))
        self._answer_index: dict[str, str] = fields.answer_index
        # each answer's idf, summed on first use (answer_idf)
        self.answer_idfs: list[float | None] = [None] * len(self.answer_note)
        self._fields: dict[str, dict[str, str]] = {"tags": fields.tags, "domains": fields.domains}
        self._decoded: dict[tuple[str, str], array[int]] = {}
        columns = bundle.notes.column
        self._priority: list[int] = columns("priority")
        self._type: list[str] = columns("type")
        # what explain reads of each note besides the question (read as ``texts[i]``)
        self.texts: PerNote[NoteText] = PerNote(self._note_text)
        self._max_boost: float | None = None
        # bounded by the vocabulary the questions meet, as the term cache
        self._max_weights: dict[str, float] = {}
        self._posting_maps: dict[str, dict[int, float]] = {}
        self.domain_focus = [1.0 / max(1, len(d)) ** 0.5 for d in columns("domains")]
        self.tag_focus = [1.0 / max(1, len(t)) ** 0.5 for t in columns("tags")]
        # Multiplicative, so that priority reorders notes that already match but never lifts a
        # weak match over the grounding threshold on its own.
        w = weights
        # a note saying it no longer holds and pointing to the one that does (« CV (version 2022) »:
        # « Le CV à jour est ici : [[cv]] »), and one in an archive folder: what they say was true
        self.replaced = _replaced(bundle)
        replaced = self.replaced
        # (a question naming the year still finds it first: scoring.score_notes)
        self.superseded = superseded = _superseded(bundle)
        older = _older_copies(bundle)
        self.archived = [
            is_archived(path) or i in replaced or i in superseded or i in older
            for i, path in enumerate(columns("path"))
        ]
        self.boost = [
            (1.0 + w.priority * (priority - 5))
            * (w.hub if type_ == "moc" else 1.0)
            * (w.archived if old else 1.0)
            for priority, type_, old in zip(columns("priority"), columns("type"), self.archived, strict=True)
        ]
        self.boosted = {i: b for i, b in enumerate(self.boost) if b != 1.0}  # the others keep 1

    @property
    def max_boost(self) -> float:
        """The highest boost of any note (priority and hub factors), a superseded note's as
        when its year is asked (scoring.score_notes lifts its demotion then)."""
        if self._max_boost is None:
            lifted = (self.boost[i] / self.weights.archived for i in self.superseded)
            self._max_boost = max((*self.boost, *lifted), default=1.0)
        return self._max_boost

    def max_weight(self, term: str) -> float:
        """The best BM25 weight of ``term`` in any note (0 if no note has it), kept."""
        hit = self._max_weights.get(term)
        if hit is None:
            postings = self.bundle.postings(term)
            hit = self._max_weights[term] = max(postings[1], default=0.0) if postings else 0.0
        return hit

    def tag_lift(self, q: Query, field: str, t: str) -> tuple[float, dict[int, float], float] | None:
        """What a tag on ``t`` adds to a note's BM25 part: (the best weight of ``t`` in any
        note, its weight by note, the BM25 scale times ``t``'s discount), or None.

        A tag is the author saying the note is about the word, while BM25's length
        normalisation favours short notes that mention it in passing (« J'ai proposé
        d'utiliser Herbier » over the note that introduces Herbier, tagged ``herbier``): the
        tagged note's mention of the word counts as fully as the note holding it most, times
        the tag's focus. A tag lifts a mention, it does not make one: a note tagged
        ``freelance`` that never says it keeps its tag signal only. Journal recall@5 0.782 ->
        0.898 with the rules beside it, garden 0.833 -> 0.846 (docs/retrieval.md). Domains are
        left out: they file a note under a field, not a word.
        """
        if field != "tags" or not q.q_idf or t not in q.posting_terms:
            return None
        factor = self.weights.bm25 / q.q_idf * q.posting_factors[q.posting_terms.index(t)]
        return self.max_weight(t), self.posting_map(t), factor

    def posting_map(self, term: str) -> dict[int, float]:
        """``term``'s BM25 weight by note, kept: looked up for a few notes among thousands."""
        hit = self._posting_maps.get(term)
        if hit is None:
            postings = self.bundle.postings(term)
            hit = self._posting_maps[term] = dict(zip(*postings, strict=True)) if postings else {}
        return hit

    # -- shared quantities -------------------------------------------------------------------
    def idf(self, term: str) -> float:
        value = self._idf.get(term)
        if value is None:
            df = self.bundle.document_frequency(term)
            value = self._idf[term] = log(1.0 + (self.n - df + 0.5) / (df + 0.5))
        return value

    def rarity(self, df: int) -> float:
        """Idf of a field value carried by ``df`` notes, scaled to (0, 1]."""
        return log(1.0 + (self.n - df + 0.5) / (df + 0.5)) / self._idf_max

    @property
    def alias_count(self) -> int:
        return len(self._alias_notes)

    def alias(self, k: int) -> tuple[tuple[str, ...], str, float]:
        """An alias's tokens, text as written, and rarity (how few notes carry it)."""
        hit = self._aliases.get(k)
        if hit is None:
            hit = self._aliases[k] = (
                tuple(self._alias_tokens[k]),
                self._alias_text[k],
                self.rarity(self._alias_notes.count(k)),
            )
        return hit

    def alias_ids(self, k: int) -> array[int]:
        return self._alias_notes[k]

    def alias_members(self, k: int) -> frozenset[int]:
        """The notes carrying alias ``k``, as a set (kept: looked up for each note shown)."""
        hit = self._alias_members.get(k)
        if hit is None:
            hit = self._alias_members[k] = frozenset(self._alias_notes[k])
        return hit

    def answer_ids(self, term: str) -> array[int] | None:
        """Answers (by position) holding ``term``, ascending."""
        return self._ids("answers", self._answer_index, term)

    def answers_of(self, i: int) -> range:
        """Positions of note ``i``'s answers."""
        return range(bisect_left(self.answer_note, i), bisect_left(self.answer_note, i + 1))

    def field_ids(self, field: str, term: str) -> array[int] | None:
        """Notes whose ``tags`` or ``domains`` hold ``term``, ascending."""
        return self._ids(field, self._fields[field], term)

    def _ids(self, kind: str, raw: dict[str, str], term: str) -> array[int] | None:
        hit = self._decoded.get((kind, term))
        if hit is None:
            text = raw.get(term)
            if text is None:
                return None
            hit = self._decoded[(kind, term)] = decode_ids(text)
        return hit

    def term(self, t: str) -> Term:
        """Everything the scorers read about ``t``, looked up once and kept.

        Only terms the vault holds somewhere are kept, so the cache is bounded by the vault's
        vocabulary whatever visitors type; any other word shares one empty entry.
        """
        hit = self._terms.get(t)
        if hit is not None:
            return hit
        if t in self._unknown_words:
            return self._unknown
        w = self.weights
        fields = []
        for field, weight in (("domains", w.domain), ("tags", w.tag)):
            ids = self.field_ids(field, t)
            fields.append((ids, weight * self.rarity(len(ids))) if ids else None)
        postings = self.bundle.postings(t)
        answers = self.answer_ids(t) or _NO_IDS
        work = (0 if postings is None else len(postings[0])) + len(answers)
        work += sum(len(f[0]) for f in fields if f is not None)
        alias_first = self._ids("alias_first", self._alias_first, t) or _NO_IDS
        hit = Term(
            self.idf(t),
            postings,
            fields[0],
            fields[1],
            answers,
            alias_first,
            work,
            self.title_candidates(t),
            tuple((k, self.alias(k)[0]) for k in alias_first),
            None
            if postings is None
            else dict(zip(*postings, strict=True))
            if len(postings[0]) <= WEIGHTS_DICT_MAX
            else _SortedPostings(postings),
        )
        if not work and not hit.alias_first and not hit.titles:
            self._idf.pop(t, None)
            if len(self._unknown_words) < 4096:
                self._unknown_words.add(t)
            return self._unknown
        self._terms[t] = hit
        return hit

    def knows(self, t: str) -> bool:
        """Whether the vault holds ``t`` anywhere a signal reads (body, title, fields)."""
        return t in self._terms or self.term(t) is not self._unknown  # (a known term is kept)

    def query(
        self,
        tokens: Sequence[str],
        expansions: Mapping[str, float] | None = None,
        factors: Mapping[str, float] | None = None,
        phrases: frozenset[tuple[str, str]] = frozenset(),
    ) -> Query:
        """A question's terms, ready for the scorers.

        ``phrases``: the noun-adjective pairs asked (« accessibilité numérique »), kept for the
        passage ranking. ``expansions`` (lexicon synonyms) and ``factors`` (typo guesses) count at a discount:
        their BM25 and field weights are multiplied by the factor, and synonyms add nothing to
        ``q_idf`` (coverage is of what was asked) nor to answers' overlap.
        """
        tokens = tuple(tokens)
        seen = dict.fromkeys(tokens)
        primary = tuple(seen)
        factor = dict(factors) if factors else {}
        if expansions:
            extra = tuple(t for t in expansions if t not in seen)
            for t in extra:
                factor[t] = expansions[t]
            terms = primary + extra
        else:
            terms = primary
        cached = self._terms.get
        idf: dict[str, float] = {}
        domains: list[tuple[str, str, array[int], float]] = []
        tags: list[tuple[str, str, array[int], float]] = []
        postings: list[tuple[array[int], array[float]]] = []
        posting_terms: list[str] = []
        posting_factors: list[float] = []
        weight_of: list[WeightOf] = []
        answer_hits: list[array[int]] = []
        work = 0
        starts: dict[str, tuple[tuple[int, tuple[str, ...]], ...]] = {}
        titled: list[int] = []
        asked = len(primary)
        for n, t in enumerate(terms):  # one pass: a question is built per request
            x = cached(t) or self.term(t)
            idf[t] = x.idf
            f = factor.get(t, 1.0) if factor else 1.0
            if x.domains is not None:
                domains.append(("domains", t, x.domains[0], x.domains[1] * f))
            if x.tags is not None:
                tags.append(("tags", t, x.tags[0], x.tags[1] * f))
            if x.postings is not None:
                postings.append(x.postings)
                posting_terms.append(t)
                posting_factors.append(f)
                weight_of.append(x.weight_of)  # type: ignore[arg-type]  # set with postings
            work += x.work
            if n < asked:
                answer_hits.append(x.answers)
                if x.alias_starts:
                    starts[t] = x.alias_starts
                if x.titles:  # a synonym names no note
                    titled.extend(x.titles)
            else:
                answer_hits.append(_NO_IDS)  # a synonym adds nothing to answers' overlap
        q_idf = 0.0
        for t in primary:
            q_idf += idf[t]
        scale = self.weights.bm25 / q_idf if q_idf else 0.0
        # a discount is rare (synonyms, typo guesses): most questions scale every posting alike
        scales = tuple([scale * f for f in posting_factors]) if factor else (scale,) * len(posting_factors)
        return Query(
            tokens,
            terms,
            frozenset(terms),
            idf,
            q_idf,
            self._matched_aliases(tokens, starts) if starts else (),
            (*domains, *tags),
            tuple(postings),
            tuple(posting_terms),
            tuple(answer_hits),
            work,
            tuple(dict.fromkeys(titled)) if titled else (),
            tuple(posting_factors),
            asked,
            frozenset(primary),
            scales,
            primary,
            tuple(weight_of),
            tuple(zip(posting_terms, weight_of, scales, strict=True)),
            phrases,
        )

    def answer_idf(self, k: int) -> float:
        value = self.answer_idfs[k]
        if value is None:
            value = self.answer_idfs[k] = sum(self.idf(t) for t in self.answer_tokens[k])
        return value

    @staticmethod
    def _matched_aliases(
        tokens: tuple[str, ...], starts: dict[str, tuple[tuple[int, tuple[str, ...]], ...]]
    ) -> tuple[int, ...]:
        found: list[int] = []
        for pos, t in enumerate(tokens):
            for k, toks in starts.get(t, ()):
                # (a two-word alias also read the other way round: English puts the noun last,
                # "the site's chatbot" for the alias « chatbot du site »)
                if (
                    len(toks) == 1
                    or tokens[pos : pos + len(toks)] == toks
                    or (len(toks) == 2 and pos and tokens[pos - 1] == toks[1])
                ):
                    found.append(k)
        return tuple(found)

    def title_candidates(self, term: str) -> array[int]:
        """Notes filed under ``term``, the rarest token of their title or slug: a title is only
        wholly in the question if its rarest token is, so few notes need checking."""
        return self._ids("title_keys", self._title_keys, term) or array("I")

    def names(self, i: int) -> AbstractSet[str]:
        """The tokens of note ``i``'s slug and title: what names it (made once, kept)."""
        return self.texts[i].names

    def title_match(self, i: int, terms: set[str] | frozenset[str]) -> str | None:
        """``slug`` or ``title`` if all of that name's tokens are in ``terms``, else None."""
        text = self.texts[i]
        return "slug" if terms >= text.slug else "title" if terms >= text.title else None

    def title_value(self, i: int, name: str) -> float:
        """The title signal of a matched note: a slug is unique, a title may be shared."""
        # A title that many notes share (one article cut into paragraphs) names none of them.
        return self.weights.title * (1.0 if name == "slug" else self.rarity(self._title_shared[i]))

    def text(self, i: int) -> NoteText:
        """What ``explain`` reads of note ``i`` besides the question, gathered once."""
        return self.texts[i]

    def _note_text(self, i: int) -> NoteText:
        slug, title = self.slug[i], self.title[i]
        answers = tuple((k, frozenset(self.answer_tokens[k])) for k in self.answers_of(i))
        boost_reasons = [f"priority:{self._priority[i]}"] if self._priority[i] != 5 else []
        if self._type[i] == "moc":
            boost_reasons.append("moc-hub")
        if self.archived[i]:
            boost_reasons.append("archived")
        names = {*slug, *title}
        answer_terms = frozenset().union(*(a for _, a in answers))
        return NoteText(
            frozenset(slug) if slug else _NOTHING,
            frozenset(title) if title else _NOTHING,
            names,
            answers,
            answer_terms,
            tuple(boost_reasons),
            answer_terms.union(names),
        )
