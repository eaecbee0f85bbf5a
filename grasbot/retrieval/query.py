"""A question as the scorers read it, what one word of the vault brings, and the signals' weights.

:class:`Query` is built once per question by :meth:`VaultIndex.query
<grasbot.retrieval.index.VaultIndex.query>` from :class:`Term` entries the index keeps per
word; ``scoring`` adds the signals up for every note, ``explain`` for the notes shown. The
weights come from the evaluation on the development sets (docs/retrieval.md).
"""

from __future__ import annotations

from array import array
from typing import NamedTuple, Protocol

__all__ = ["NO_NAMES", "Named", "Query", "Term", "WeightOf", "Weights"]


class Weights(NamedTuple):
    alias: float = 8.0
    title: float = 4.0  # title words are also in the BM25 document: this marks an exact name
    answers: float = 12.0
    answers_min_sim: float = 0.3
    domain: float = 3.0
    tag: float = 2.0
    bm25: float = 10.0
    priority: float = 0.03  # score factor per point of priority away from 5
    hub: float = 1.1  # score factor of a MOC hub note
    archived: float = 0.4  # score factor of a note kept in an archive folder (outdated)
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
    # so that the scorer and ``explain.inspect`` multiply by the very same number
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
    counted. :func:`grasbot.retrieval.explain.reasons` reads them rather than computing them again."""

    aliases: dict[int, int]
    titles: dict[int, str]
    answers: dict[int, float]


NO_NAMES = Named({}, {}, {})


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
