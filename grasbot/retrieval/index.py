"""The scoring signals of a note, defined once: the index they read and their per-note values.

``VaultIndex`` holds what every signal needs (field token lists, inverted lists, rarity, focus,
boosts), and ``VaultIndex.term`` what one word brings, gathered once. The scorer in
``grasbot.retrieval.scoring`` adds signals up for all notes at once; :meth:`VaultIndex.inspect`
computes the same parts for a single note, to write ``reasons`` and measure grounding coverage
for the few notes a visitor sees. A test checks that both agree to the last bit.

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
then, when the sum is positive, x (1 + ``priority`` x (priority - 5)) x ``hub`` for MOC notes.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from math import log
from typing import NamedTuple, Protocol

from grasbot.bundle import Bundle
from grasbot.packed import IdLists, Lines, decode_ids

__all__ = ["NO_NAMES", "Named", "Query", "Term", "VaultIndex", "Weights"]

_NO_IDS: array[int] = array("I")
# A term held by at most this many notes keeps its weights in a dict by note too: looking up the
# few notes a visitor sees then costs one dict access, not a bisection (bounded memory: a dict
# per term the questions meet, of at most this many entries).
WEIGHTS_DICT_MAX = 128
BODY_MAX = 0.9  # a body mention never counts as much as the note being named after the term
# An impossible token set: a slug or title without tokens never matches a question.
_NOTHING: frozenset[str] = frozenset({"\x00"})


@dataclass(frozen=True, slots=True)
class Weights:
    alias: float = 8.0
    title: float = 4.0  # title words are also in the BM25 document: this marks an exact name
    answers: float = 12.0
    answers_min_sim: float = 0.3
    domain: float = 3.0
    tag: float = 2.0
    bm25: float = 10.0
    priority: float = 0.03  # score factor per point of priority away from 5
    hub: float = 1.1  # score factor of a MOC hub note
    min_coverage: float = 0.2  # grounded needs a strong note holding this share of the question
    graph: float = 0.3  # share of a seed's score given to a neighbour
    seeds: int = 3
    keep_ratio: float = 0.0  # a grounded answer keeps the top-k sources scoring >= ratio * best
    history_max_tokens: int = 3  # a follow-up this short borrows the previous user turn
    history: float = 0.6  # share of the previous turn's scores a follow-up adds
    min_share: float = 0.2  # grounded: a top note holds this share of the informative units
    strong_share: float = 0.3  # ... and two of them, or one naming it, or this share
    body_full: float = 1.0  # BM25 saturation (weight / idf) at which a body term counts fully
    owner_boost: float = 1.3  # score factor of a profile note on a question about the owner
    owner_floor: float = 0.6  # ... and the least share of the best score it is given
    # the same two when an owner question asks about a topic (« ses projets en C »), not an
    # attribute: the words lead, the profile notes follow (examples recall@5 0.937 -> 0.946)
    owner_boost_topic: float = 1.15
    owner_floor_topic: float = 0.3


class WeightOf(Protocol):
    """A term's BM25 weight in note ``i``, or None when the note does not hold it."""

    def get(self, i: int, /) -> float | None: ...


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


class Query(NamedTuple):
    """A tokenised question: its terms in order, distinct terms, their idf and total idf.

    A named tuple, not a dataclass: one is made per question and per earlier turn, and a
    tuple is built several times faster than a frozen dataclass.
    """

    tokens: tuple[str, ...]
    terms: tuple[str, ...]
    term_set: frozenset[str]
    idf: dict[str, float]
    q_idf: float
    aliases: tuple[int, ...]  # aliases whose whole token sequence is in the question
    # (field, term, note ids, weight x rarity) for each term found in domains, then in tags
    field_hits: tuple[tuple[str, str, array[int], float], ...]
    postings: tuple[tuple[array[int], array[float]], ...]  # body postings of the terms, in order
    posting_terms: tuple[str, ...]  # the term of each of ``postings``
    answer_hits: tuple[array[int], ...]  # answers (by position) holding each term of ``terms``
    work: int  # postings, field and answer hits to add up: the question's cost
    titled: tuple[int, ...]  # notes whose title or slug the question may hold (title_candidates)
    posting_factors: tuple[float, ...] = ()  # discount of each of ``postings`` (synonym, typo)
    asked: int = 0  # ``terms[:asked]`` were asked; the rest are lexicon synonyms
    # the asked terms: what may name a note (slug, title). A synonym is not a name: « job »
    # beside « travail » must not make "Jobs to be done" the note every work question names.
    asked_set: frozenset[str] = frozenset()
    # ``bm25`` / q_idf x each posting's factor: what its weights are multiplied by, computed once
    # so that the scorer and inspect() multiply by the very same number
    scales: tuple[float, ...] = ()
    asked_terms: tuple[str, ...] = ()  # ``terms[:asked]``
    weight_of: tuple[WeightOf, ...] = ()  # each of ``postings`` by note
    # (term, weight by note, scale) of each of ``postings``: what a note's BM25 part reads
    body: tuple[tuple[str, WeightOf, float], ...] = ()
    # a noun and the adjective asked after it (« accessibilité numérique »): the passage
    # ranking reads one without the other as another sense (``analysis``)
    phrases: frozenset[tuple[str, str]] = frozenset()


class Named(NamedTuple):
    """What the scorer found naming each note (``score_notes`` fills it): the alias of the
    note the question holds (the rarest, first in the question's order), ``"slug"`` or
    ``"title"`` when the question holds the whole name, and the best ``answers`` overlap
    counted. :meth:`VaultIndex.reasons` reads them rather than computing them again."""

    aliases: dict[int, int]
    titles: dict[int, str]
    answers: dict[int, float]


NO_NAMES = Named({}, {}, {})


class NoteText(NamedTuple):
    """A note's tokens that :meth:`VaultIndex.inspect` compares with every question."""

    slug: frozenset[str]  # empty: never a match (a note without a slug has no slug signal)
    title: frozenset[str]
    names: set[str]  # slug and title tokens together
    answers: tuple[tuple[int, frozenset[str]], ...]  # (position, tokens) of each answer
    answer_terms: frozenset[str]  # all answers' tokens
    boost_reasons: tuple[str, ...]  # what its boost says in reasons: priority, moc-hub
    named: frozenset[str]  # names and answer_terms: what holds a term fully (strengths)


class Term(NamedTuple):
    """What the index knows of one term, gathered once (see :meth:`VaultIndex.term`)."""

    idf: float
    postings: tuple[array[int], array[float]] | None
    domains: tuple[array[int], float] | None  # notes with the term in ``domains``, weight x rarity
    tags: tuple[array[int], float] | None
    answers: array[int]
    alias_first: array[int]  # aliases whose first token it is
    work: int  # postings, field notes and answers it brings to a question's sums
    titles: array[int]  # notes filed under it in title_candidates
    alias_starts: tuple[tuple[int, tuple[str, ...]], ...] = ()  # (alias, its tokens) of alias_first
    weight_of: WeightOf | None = None  # ``postings`` by note


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
        self._texts: dict[int, NoteText] = {}
        self._max_boost: float | None = None
        # bounded by the vocabulary the questions meet, as the term cache
        self._max_weights: dict[str, float] = {}
        self._posting_maps: dict[str, dict[int, float]] = {}
        self.domain_focus = [1.0 / max(1, len(d)) ** 0.5 for d in columns("domains")]
        self.tag_focus = [1.0 / max(1, len(t)) ** 0.5 for t in columns("tags")]
        # Multiplicative, so that priority reorders notes that already match but never lifts a
        # weak match over the grounding threshold on its own.
        w = weights
        self.boost = [
            (1.0 + w.priority * (priority - 5)) * (w.hub if type_ == "moc" else 1.0)
            for priority, type_ in zip(columns("priority"), columns("type"), strict=True)
        ]

    @property
    def max_boost(self) -> float:
        """The highest boost of any note (priority and hub factors)."""
        if self._max_boost is None:
            self._max_boost = max(self.boost, default=1.0)
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
        return self.term(t) is not self._unknown

    def query(
        self,
        tokens: Sequence[str],
        expansions: Mapping[str, float] | None = None,
        factors: Mapping[str, float] | None = None,
    ) -> Query:
        """A question's terms, ready for the scorers.

        ``expansions`` (lexicon synonyms) and ``factors`` (typo guesses) count at a discount:
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
        scales = tuple([scale * f for f in posting_factors])
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
                if len(toks) == 1 or tokens[pos : pos + len(toks)] == toks:
                    found.append(k)
        return tuple(found)

    def title_candidates(self, term: str) -> array[int]:
        """Notes filed under ``term``, the rarest token of their title or slug: a title is only
        wholly in the question if its rarest token is, so few notes need checking."""
        return self._ids("title_keys", self._title_keys, term) or array("I")

    def names(self, i: int) -> AbstractSet[str]:
        """The tokens of note ``i``'s slug and title: what names it (made once, kept)."""
        return (self._texts.get(i) or self._text_of(i)).names

    def title_match(self, i: int, terms: set[str] | frozenset[str]) -> str | None:
        """``slug`` or ``title`` if all of that name's tokens are in ``terms``, else None."""
        text = self._texts.get(i) or self._text_of(i)
        return "slug" if terms >= text.slug else "title" if terms >= text.title else None

    def title_value(self, i: int, name: str) -> float:
        """The title signal of a matched note: a slug is unique, a title may be shared."""
        # A title that many notes share (one article cut into paragraphs) names none of them.
        return self.weights.title * (1.0 if name == "slug" else self.rarity(self._title_shared[i]))

    def _text_of(self, i: int) -> NoteText:
        """What :meth:`inspect` reads of note ``i`` besides the question, gathered once."""
        hit = self._texts.get(i)
        if hit is None:
            slug, title = self.slug[i], self.title[i]
            answers = tuple((k, frozenset(self.answer_tokens[k])) for k in self.answers_of(i))
            boost_reasons = [f"priority:{self._priority[i]}"] if self._priority[i] != 5 else []
            if self._type[i] == "moc":
                boost_reasons.append("moc-hub")
            names = {*slug, *title}
            answer_terms = frozenset().union(*(a for _, a in answers))
            hit = self._texts[i] = NoteText(
                frozenset(slug) if slug else _NOTHING,
                frozenset(title) if title else _NOTHING,
                names,
                answers,
                answer_terms,
                tuple(boost_reasons),
                answer_terms.union(names),
            )
        return hit

    def strengths(self, i: int, q: Query) -> dict[str, float]:
        """How strongly note ``i`` holds each term of ``q`` it holds, from 0 to 1: fully when
        the term names the note (slug, title, alias, tags, domains, answers), else by how
        much BM25 saturation its body reaches (``body_full`` = one mention in a note of
        average length): one passing use in a long note is weak evidence (« m'a permis »)."""
        text = self._texts.get(i) or self._text_of(i)
        out = dict.fromkeys(text.named & q.term_set, 1.0)
        for k in q.aliases:
            if i in (self._alias_members.get(k) or self.alias_members(k)):
                out.update(dict.fromkeys(self.alias(k)[0], 1.0))
        for _, t, ids, _ in q.field_hits:
            j = bisect_left(ids, i)
            if j < len(ids) and ids[j] == i:
                out[t] = 1.0
        full = self.weights.body_full
        idf = q.idf
        for t, of, _ in q.body:
            if t in out:
                continue
            weight = of.get(i)
            if weight is not None:
                d = idf[t]
                value = (weight / d if d else 0.0) / full
                out[t] = value if value < BODY_MAX else BODY_MAX
        return out

    def strength(self, i: int, t: str) -> float:
        """How strongly note ``i`` holds a term outside the question (``strengths``' scale):
        the other forms of a question verb (``inflection``), read for grounding only."""
        text = self._texts.get(i) or self._text_of(i)
        if t in text.named:
            return 1.0
        x = self._terms.get(t) or self.term(t)
        for field in (x.domains, x.tags):
            if field is not None:
                ids = field[0]
                j = bisect_left(ids, i)
                if j < len(ids) and ids[j] == i:
                    return 1.0
        weight = x.weight_of.get(i) if x.weight_of is not None else None
        if weight is None or not x.idf:
            return 0.0
        return min(BODY_MAX, weight / x.idf / self.weights.body_full)

    def coverage(self, i: int, q: Query) -> float:
        """Share of the question's idf mass that note ``i`` holds."""
        return self.inspect(i, q)[3]

    def explain(self, i: int, q: Query) -> tuple[float, list[str]]:
        """Own score of note ``i`` and the reasons behind it."""
        total, reasons, _ = self.explain_terms(i, q)
        return total, reasons

    # -- one note, explained -----------------------------------------------------------------
    def inspect(self, i: int, q: Query) -> tuple[float, list[str], set[str], float]:
        """Note ``i`` for question ``q``, signal by signal: its own score (the same sums in
        the same order as the scorers, so bit for bit the same number), the reasons behind it,
        the question's terms it holds and the share of the question's idf they carry."""
        total, reasons, found = self.explain_terms(i, q)
        # summed in the question's order: a set's order changes with the process's hash seed
        share = 0.0
        if q.q_idf:
            idf = q.idf
            for t in q.asked_terms:
                if t in found:
                    share += idf[t]
            share /= q.q_idf
        return total, reasons, found, share

    def explain_terms(self, i: int, q: Query) -> tuple[float, list[str], set[str]]:
        """:meth:`inspect` without the share: the own score, the reasons and the terms held."""
        return self.explain_notes((i,), q)[0]

    def explain_notes(self, notes: Sequence[int], q: Query) -> list[tuple[float, list[str], set[str]]]:
        """:meth:`explain_terms` for each of ``notes``.

        Called for the few notes a visitor sees, on every question: written for speed, what
        depends on the question alone read once for all of them."""
        w = self.weights
        terms = q.term_set
        asked = q.asked_set
        idf = q.idf
        texts = self._texts
        aliases = q.aliases
        field_hits = q.field_hits
        body = q.body if q.q_idf else ()
        out = []
        for i in notes:
            total = 0.0
            reasons: list[str] = []
            text = texts.get(i) or self._text_of(i)
            found = text.names & asked  # a new set: slug and title tokens of the question
            if aliases:
                best: tuple[float, str] | None = None
                for k in aliases:
                    if i in (self._alias_members.get(k) or self.alias_members(k)):
                        toks, alias_text, rarity = self.alias(k)
                        found.update(toks)
                        if best is None or rarity > best[0]:
                            best = (rarity, alias_text)
                if best is not None:
                    total += w.alias * best[0]
                    reasons.append(f"alias:{best[1]}")
            if found:
                name = "slug" if asked >= text.slug else "title" if asked >= text.title else None
                if name is not None:
                    total += self.title_value(i, name)
                    reasons.append(name)
            if text.answers and not text.answer_terms.isdisjoint(terms):
                # the asked terms some answer holds, in the question's order: the scorers'
                # order, so that the sums are bit for bit the same
                held = [t for t in q.asked_terms if t in text.answer_terms]
                found.update(held)
                best_sim = 0.0
                for k, answer_terms in text.answers:
                    common = 0.0
                    for t in held:
                        if t in answer_terms:
                            common += idf[t]
                    if common:
                        a = self.answer_idfs[k]
                        sim = (
                            2.0 * common / ((self.answer_idf(k) if a is None else a) + q.q_idf)
                        )  # weighted Dice
                        if sim > best_sim:
                            best_sim = sim
                if best_sim >= w.answers_min_sim:
                    total += w.answers * best_sim
                    reasons.append(f"answers:{best_sim:.2f}")
            for field, t, ids, value in field_hits:
                j = bisect_left(ids, i)
                if j < len(ids) and ids[j] == i:
                    total += value * (self.domain_focus if field == "domains" else self.tag_focus)[i]
                    lift = self.tag_lift(q, field, t)
                    mine = None if lift is None else lift[1].get(i)
                    if lift is not None and mine is not None:  # the scorers' expression, same bits
                        total += (lift[0] - mine) * lift[2] * self.tag_focus[i]
                    reasons.append(f"{field}:{t}")
                    found.add(t)
            if body:
                bm25 = 0.0  # shown unscaled: the BM25 score itself
                for t, of, scale in body:
                    weight = of.get(i)
                    if weight is not None:
                        bm25 += weight
                        total += weight * scale  # as the scorers: each term scaled on its own
                        found.add(t)
                if bm25:
                    reasons.append(f"bm25:{bm25:.2f}")
            boost = self.boost[i]
            if total > 0 and boost != 1.0:
                total *= boost
                reasons.extend(text.boost_reasons)
            out.append((total, reasons, found))
        return out

    def reasons(self, notes: Sequence[int], q: Query, named: Named, own: Sequence[float]) -> list[list[str]]:
        """The reasons :meth:`explain_notes` gives each of ``notes``, read from what the scorer
        found (``named``) and the notes' own scores (``own``, in the order of ``notes``).

        The search explains the notes a visitor sees on every question; only the reasons are
        shown there, so the name signals the scorer already decided are read, not recomputed,
        and the sums behind the score are left out (a test checks both give the same reasons).
        """
        field_hits = q.field_hits
        body = q.body if q.q_idf else ()
        out = []
        for i, score in zip(notes, own, strict=True):
            reasons: list[str] = []
            k = named.aliases.get(i)
            if k is not None:
                reasons.append(f"alias:{self.alias(k)[1]}")
            name = named.titles.get(i)
            if name is not None:
                reasons.append(name)
            sim = named.answers.get(i)
            if sim is not None:
                reasons.append(f"answers:{sim:.2f}")
            for field, t, ids, _ in field_hits:
                j = bisect_left(ids, i)
                if j < len(ids) and ids[j] == i:
                    reasons.append(f"{field}:{t}")
            bm25 = 0.0
            for _, of, _ in body:
                weight = of.get(i)
                if weight is not None:
                    bm25 += weight
            if bm25:
                reasons.append(f"bm25:{bm25:.2f}")
            if score > 0 and self.boost[i] != 1.0:
                reasons.extend((self._texts.get(i) or self._text_of(i)).boost_reasons)
            out.append(reasons)
        return out
