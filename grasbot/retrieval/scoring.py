"""Own scores of every note for a question: the signals of ``grasbot.retrieval.index`` added up.

One scorer, in pure Python, the one the function runs: it walks the inverted lists with plain
dicts, so a question costs in proportion to the postings it touches, not to the vault's size,
and nothing heavy is imported at cold start. Personal vaults hold tens to hundreds of notes;
docs/benchmarks.md has the figures up to 10,000.

For each note the parts are added in a fixed order (alias, title, answers, each domain/tag
hit with a tag's lift, each term's BM25 weight times the BM25 scale), then the boost applies:
the same order as :func:`grasbot.retrieval.explain.inspect`, so a shown note's explained score equals its
ranked score exactly.
"""

from __future__ import annotations

import heapq

from grasbot.retrieval.index import VaultIndex
from grasbot.retrieval.query import NO_NAMES, Named, Query

__all__ = ["NoteScores", "answer_scores", "least_common", "score_notes"]

# MaxScore-style pruning (Turtle & Flood, 1995), from this many notes: a word held by more than
# COMMON_SHARE of them (« projet », « utilise ») walks thousands of postings per question, yet
# can lift no note into the top k once the k-th best score is above all such words could add.
# Then those words are only added to the notes already scored, and the top k is unchanged.
# Below the threshold a failed try costs more than the pruning saves (a 941-note FAQ: +8 %).
PRUNE_MIN_NOTES = 1_000
COMMON_SHARE = 0.05


class NoteScores(dict[int, float]):
    """Own scores by note. ``complete`` is False when common words' postings were pruned: a
    note missing here may then still have a small score, which :meth:`of` gives."""

    complete = True
    named: Named = NO_NAMES  # what named each note: the reasons read it (VaultIndex.reasons)
    _common: tuple[tuple[dict[int, float], float], ...] = ()  # pruned words: weights, factor
    _boost: list[float] | None = None
    # the most a note left out can hold (the pruning's bound, a hair over): a caller that needs
    # only notes above it may read the scored ones alone
    ceiling = 0.0

    def of(self, i: int) -> float:
        """Note ``i``'s exact own score, absent or not. A note the pruning left out holds only
        common words (any other signal would have scored it): their sum, in the scorer's order."""
        value = self.get(i)
        if value is not None or self.complete:
            return value or 0.0
        total = 0.0
        for weights, factor in self._common:
            weight_ = weights.get(i)
            if weight_ is not None:
                total += weight_ * factor
        boost = self._boost[i] if self._boost is not None else 1.0
        return total * boost if total > 0 and boost != 1.0 else total


def score_notes(index: VaultIndex, q: Query, top: int = 0) -> NoteScores:
    """Own score of each note with a text signal (notes without one are absent).

    ``top``: only the ``top`` best notes must be exact; a note that only common words reach may
    then be left out (see ``PRUNE_MIN_NOTES``). Every score returned is exact."""
    scores = NoteScores()
    if not q.terms:
        return scores
    aliases: dict[int, int] = {}
    titles: dict[int, str] = {}
    answers: dict[int, float] = {}
    if q.aliases:
        weight = index.weights.alias
        for i, (rarity, k) in _best_aliases(index, q).items():
            scores[i] = weight * rarity
            aliases[i] = k
    get = scores.get
    if q.titled:
        title_value = index.title_value
        for i, name in _title_names(index, q).items():
            scores[i] = get(i, 0.0) + title_value(i, name)
            titles[i] = name
    if any(q.answer_hits):
        weight = index.weights.answers
        answers = _answer_overlaps(index, q)
        for i, sim in answers.items():
            scores[i] = get(i, 0.0) + weight * sim
    if aliases or titles or answers:
        scores.named = Named(aliases, titles, answers)

    for field, t, field_ids, value in q.field_hits:
        focus = index.domain_focus if field == "domains" else index.tag_focus
        lift = index.tag_lift(q, field, t)
        for i in field_ids:
            scores[i] = get(i, 0.0) + value * focus[i]
            if lift is not None:  # a tag lifts the word's BM25 part (VaultIndex.tag_lift)
                best, by_note, lifted = lift
                mine = by_note.get(i)
                if mine is not None:
                    scores[i] += (best - mine) * lifted * focus[i]

    if q.q_idf:
        # each posting's weight is multiplied by its own scale, as inspect() does, so both sums agree
        pruned, candidates, ceiling = (
            _prunable(index, q, scores, top) if top and index.n >= PRUNE_MIN_NOTES else ((), [], 0.0)
        )
        scores.complete = not pruned
        if pruned:
            scores.ceiling = ceiling
            scores._common = tuple(
                (index.posting_map(q.posting_terms[k]), q.scales[k]) for k in sorted(pruned)
            )
            scores._boost = index.boost
        for k, ((ids, weights), factor, weight_of) in enumerate(
            zip(q.postings, q.scales, q.weight_of, strict=True)
        ):
            if k in pruned:  # only the notes already scored; same order of sums as inspect()
                of = index.posting_map(q.posting_terms[k])
                for i in candidates:
                    weight_ = of.get(i)
                    if weight_ is not None:
                        scores[i] = get(i, 0.0) + weight_ * factor
                continue
            # a short list's dict yields the same pairs in the same order, its floats already made
            for i, weight_ in (
                weight_of.items() if isinstance(weight_of, dict) else zip(ids, weights, strict=True)
            ):
                scores[i] = get(i, 0.0) + weight_ * factor

    boosted = index.boosted
    if boosted:
        for i in boosted.keys() & scores.keys():  # in C: most scored notes keep a boost of 1
            scores[i] *= boosted[i]
        superseded = index.superseded
        if superseded and not q.term_set.isdisjoint(superseded.values()):
            # « et en 2019, c'était combien ? »: the 2019 rate card is what is asked, not old
            for i, year in superseded.items():
                if year in q.term_set and i in scores:
                    scores[i] /= index.weights.archived
    return scores


def _prunable(
    index: VaultIndex, q: Query, scores: dict[int, float], top: int
) -> tuple[frozenset[int], list[int], float]:
    """The postings (by position in ``q.postings``) that may skip the notes not yet scored, and
    the notes they must still be added to, and the most a note left out can then hold.

    ``scores`` holds the other signals; the rarer words' BM25 is added to a copy (a note's score
    only grows as words are added). When the ``top``-th best score so far, boosted, is above
    what all the common words together could give a note (their best weights, the highest
    boost), no note outside the ones scored can enter the top: the common words then only need
    adding to those. Otherwise nothing is pruned, and the sums are complete."""
    common = {k for k, (ids, _) in enumerate(q.postings) if len(ids) > COMMON_SHARE * index.n}
    if not common or len(common) == len(q.postings):
        return frozenset(), [], 0.0
    low = dict(scores)
    get = low.get
    for k, ((ids, weights), factor) in enumerate(zip(q.postings, q.scales, strict=True)):
        if k not in common:
            for i, weight_ in zip(ids, weights, strict=True):
                low[i] = get(i, 0.0) + weight_ * factor
    if len(low) < top:
        return frozenset(), [], 0.0
    scale = index.weights.bm25 / q.q_idf
    reach = sum(index.max_weight(q.posting_terms[k]) * scale * q.posting_factors[k] for k in common)
    boost = index.boost
    kth = heapq.nlargest(top, (value * boost[i] for i, value in low.items()))[-1]
    ceiling = reach * index.max_boost
    if kth <= ceiling:
        return frozenset(), [], 0.0
    return frozenset(common), list(low), ceiling * (1.0 + 1e-9)  # a hair over: rounding


def _best_aliases(index: VaultIndex, q: Query) -> dict[int, tuple[float, int]]:
    """Each note's rarest alias in the question (the first in its order among equals): rarity, alias."""
    best: dict[int, tuple[float, int]] = {}
    for k in q.aliases:
        rarity = index.alias(k)[2]
        for i in index.alias_ids(k):
            mine = best.get(i)
            if mine is None or rarity > mine[0]:
                best[i] = (rarity, k)
    return best


def _title_names(index: VaultIndex, q: Query) -> dict[int, str]:
    """Notes whose whole slug (``"slug"``) or title (``"title"``) is in the question."""
    names: dict[int, str] = {}
    for i in q.titled:
        name = index.title_match(i, q.asked_set)
        if name is not None:
            names[i] = name
    return names


def answer_scores(index: VaultIndex, q: Query) -> dict[int, float]:
    """``answers`` x the best overlap of the question with one of a note's ``answers``."""
    weight = index.weights.answers
    return {i: weight * sim for i, sim in _answer_overlaps(index, q).items()}


def _answer_overlaps(index: VaultIndex, q: Query) -> dict[int, float]:
    """Each note's best weighted Dice overlap with one of its ``answers``, where it reaches
    ``answers_min_sim``."""
    common: dict[int, float] = {}
    cget = common.get
    idf = q.idf
    for t, aids in zip(q.terms, q.answer_hits, strict=True):
        if aids:
            value = idf[t]
            for k in aids:
                common[k] = cget(k, 0.0) + value
    best: dict[int, float] = {}
    bget = best.get
    answer_note = index.answer_note
    known = index.answer_idfs
    bound = least_common(index, q)
    least = index.weights.answers_min_sim
    q_idf = q.q_idf
    for k, c in common.items():
        if c < bound:
            continue
        a = known[k]
        sim = 2.0 * c / ((index.answer_idf(k) if a is None else a) + q_idf)  # weighted Dice
        if sim >= least:
            i = answer_note[k]
            if sim > bget(i, 0.0):
                best[i] = sim
    return best


def least_common(index: VaultIndex, q: Query) -> float:
    """The least shared idf an answer needs to reach ``answers_min_sim``: answers below it are
    skipped unscored.

    With c the idf the question and an answer share, a the answer's own idf (a >= c) and m the
    threshold, 2c / (a + q_idf) >= m implies c >= m q_idf / (2 - m). Lowered by a hair so that
    rounding never drops an answer the full formula keeps.
    """
    m = index.weights.answers_min_sim
    if m <= 0:
        return 0.0
    if m >= 2.0:  # a Dice overlap never exceeds 1: no answer can count
        return float("inf")
    return m * q.q_idf / (2.0 - m) * (1.0 - 1e-9)
