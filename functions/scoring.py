"""Own scores of every note for a question: the signals of ``functions.signals`` added up.

Two scorers give the same numbers, bit for bit. ``score_dict`` walks the inverted lists with
plain dicts: no import cost, and the fastest when a question touches few postings, whatever
the vault's size. ``ArrayScorer`` does the same sums with ``numpy.bincount``: when a question's
words are common, thousands of postings are hit and a Python step per posting is what the
visitor waits for. numpy is optional (``pip install grasbot[fast]``); the searcher picks the
scorer per question from :attr:`Query.work` (docs/benchmarks.md has the crossover measured).

Both add, for each note, the same terms in the same order: alias, title, answers, each
domain/tag hit, each term's BM25 weight times the BM25 scale; then they apply the boost.
Keeping that order is what makes the two agree to the last bit, so a result never depends on
the path taken.
"""

from __future__ import annotations

from typing import Any

from functions.signals import Query, VaultIndex

__all__ = ["ArrayScorer", "alias_scores", "answer_scores", "score_dict", "title_hits"]

# Below this many answer hits the answers signal is summed in Python even on the numpy path:
# an array over all answers of a 10,000-note vault costs more than a few dozen dict steps.
SMALL_ANSWER_WORK = 64


def score_dict(index: VaultIndex, q: Query) -> dict[int, float]:
    """Own score of each note with a text signal (notes without one are absent)."""
    w = index.weights
    if not q.terms:
        return {}
    scores = alias_scores(index, q)
    get = scores.get
    for part in (title_hits(index, q), answer_scores(index, q)):
        for i, value in part.items():
            scores[i] = get(i, 0.0) + value

    focus_of = {"domains": index.domain_focus, "tags": index.tag_focus}
    for field, _, field_ids, value in q.field_hits:
        focus = focus_of[field]
        for i in field_ids:
            scores[i] = get(i, 0.0) + value * focus[i]

    if q.q_idf:
        # each posting's weight is scaled on its own, not the sum: one bincount on the numpy path
        scale = w.bm25 / q.q_idf
        for ids, weights in q.postings:
            for i, weight_ in zip(ids, weights, strict=True):
                scores[i] = get(i, 0.0) + weight_ * scale

    boost = index.boost
    for i, value in scores.items():
        if boost[i] != 1.0:
            scores[i] = value * boost[i]
    return scores


def alias_scores(index: VaultIndex, q: Query) -> dict[int, float]:
    """Notes with an alias in the question: ``alias`` x rarity of their rarest matched alias."""
    best: dict[int, float] = {}
    for k in q.aliases:
        rarity = index.alias(k)[2]
        for i in index.alias_ids(k):
            if rarity > best.get(i, 0.0):
                best[i] = rarity
    weight = index.weights.alias
    return {i: weight * rarity for i, rarity in best.items()}


def title_hits(index: VaultIndex, q: Query) -> dict[int, float]:
    """Notes whose whole title or slug is in the question (each once), with the signal's value."""
    hits: dict[int, float] = {}
    for i in q.titled:
        name = index.title_match(i, q.term_set)
        if name is not None:
            hits[i] = index.title_value(i, name)
    return hits


def answer_scores(index: VaultIndex, q: Query) -> dict[int, float]:
    """``answers`` x the best overlap of the question with one of a note's ``answers``."""
    common: dict[int, float] = {}
    cget = common.get
    for t, aids in zip(q.terms, q.answer_hits, strict=True):
        value = q.idf[t]
        for k in aids:
            common[k] = cget(k, 0.0) + value
    best: dict[int, float] = {}
    answer_note = index.answer_note
    known = index.answer_idfs
    bound = least_common(index, q)
    q_idf = q.q_idf
    for k, c in common.items():
        if c < bound:
            continue
        a = known[k]
        sim = 2.0 * c / ((index.answer_idf(k) if a is None else a) + q_idf)  # weighted Dice
        i = answer_note[k]
        if sim > best.get(i, 0.0):
            best[i] = sim
    w = index.weights
    return {i: w.answers * sim for i, sim in best.items() if sim >= w.answers_min_sim}


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


class ArrayScorer:
    """:func:`score_dict` with numpy; per-term arrays are made on first use and kept."""

    def __init__(self, index: VaultIndex) -> None:
        import numpy as np

        self.np = np
        self.index = index
        self.boost = np.asarray(index.boost, dtype=np.float64)
        self._focus = {
            "domains": np.asarray(index.domain_focus, dtype=np.float64),
            "tags": np.asarray(index.tag_focus, dtype=np.float64),
        }
        self.answer_note = np.frombuffer(index.answer_note, dtype=np.uint32).astype(np.int64)
        self.answer_idf = np.full(len(index.answer_note), np.nan, dtype=np.float64)
        self._ids: dict[tuple[str, str], Any] = {}
        self._focused: dict[tuple[str, str], Any] = {}
        self._postings: dict[str, tuple[Any, Any]] = {}
        self._answer_terms: dict[str, tuple[Any, Any, Any]] = {}
        self._NONE = (np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64))

    def _as_ids(self, kind: str, key: str, ids: Any) -> Any:
        arr = self._ids.get((kind, key))
        if arr is None:
            arr = self._ids[(kind, key)] = self.np.frombuffer(ids, dtype=self.np.uint32).astype(self.np.int64)
        return arr

    def _field(self, field: str, term: str, ids: Any) -> tuple[Any, Any]:
        """A field hit's note ids and their focus (1/sqrt(number of values)), kept per term."""
        hit = self._focused.get((field, term))
        if hit is None:
            sel = self._as_ids(field, term, ids)
            hit = self._focused[(field, term)] = (sel, self._focus[field][sel])
        return hit

    def _posting(self, term: str, posting: tuple[Any, Any]) -> tuple[Any, Any]:
        hit = self._postings.get(term)
        if hit is None:
            np = self.np
            hit = self._postings[term] = (
                np.frombuffer(posting[0], dtype=np.uint32).astype(np.int64),
                np.frombuffer(posting[1], dtype=np.float32).astype(np.float64),
            )
        return hit

    def scores(self, q: Query) -> Any:
        """Own scores as a float64 vector indexed by note id."""
        np = self.np
        index, w = self.index, self.index.weights
        if not q.terms:
            return np.zeros(index.n, dtype=np.float64)
        # One bincount adds every signal, each note's terms in score_dict's order.
        small = alias_scores(index, q)
        small_ids = list(small)
        small_values = list(small.values())
        for i, value in title_hits(index, q).items():
            small_ids.append(i)
            small_values.append(value)
        ids_parts: list[Any] = []
        value_parts: list[Any] = []
        if sum(map(len, q.answer_hits)) <= SMALL_ANSWER_WORK:
            for i, value in answer_scores(index, q).items():
                small_ids.append(i)
                small_values.append(value)
        else:
            notes, values = self._answers(q)
            ids_parts.append(notes)
            value_parts.append(values)
        if small_ids:
            ids_parts.insert(0, np.array(small_ids, dtype=np.int64))
            value_parts.insert(0, np.array(small_values, dtype=np.float64))
        for field, t, field_ids, value in q.field_hits:
            sel, focus = self._field(field, t, field_ids)
            ids_parts.append(sel)
            value_parts.append(value * focus)
        if q.q_idf:
            scale = w.bm25 / q.q_idf
            for t, p in zip(q.posting_terms, q.postings, strict=True):
                ids, weights = self._posting(t, p)
                ids_parts.append(ids)
                value_parts.append(weights * scale)
        if not ids_parts:
            return np.zeros(index.n, dtype=np.float64)
        ids = ids_parts[0] if len(ids_parts) == 1 else np.concatenate(ids_parts)
        if not len(ids):  # bincount of nothing is an int vector, whatever the weights
            return np.zeros(index.n, dtype=np.float64)
        values = value_parts[0] if len(value_parts) == 1 else np.concatenate(value_parts)
        acc = np.bincount(ids, values, minlength=index.n)
        acc *= self.boost
        return acc

    def _answers(self, q: Query) -> tuple[Any, Any]:
        """The answers signal for many hits: notes and values, as :func:`answer_scores`.

        The usual heavy case is one word that many answers hold ("utilise", "construit") and
        a topic word that few do: the first gets a cached vector pass, the notes the others
        reach are worked out exactly in Python. Anything else takes the general pass.
        """
        hits = [(t, aids) for t, aids in zip(q.terms, q.answer_hits, strict=True) if aids]
        big = [t for t, aids in hits if len(aids) > SMALL_ANSWER_WORK]
        if len(big) != 1:
            return self._answers_general(q)
        np = self.np
        index, w = self.index, self.index.weights
        m = w.answers_min_sim
        term = big[0]
        # Notes that a smaller term reaches: the best of all their answers, as answer_scores.
        exact: dict[int, float] = {}
        answer_note = index.answer_note
        for t, aids in hits:
            if t != term:
                for k in aids:
                    i = answer_note[k]
                    if i not in exact:
                        exact[i] = index.best_answer_sim(i, q)
        notes, values = self._NONE
        idf = q.idf[term]
        if idf >= least_common(index, q):  # else no answer holding only this word can count
            aidf, groups, group_notes = self._answer_term(term, dict(hits)[term])
            # An answer holding this word only shares its idf; one also holding a smaller term
            # shares more, so this underestimates it, and its note's exact value is used below.
            best = np.maximum.reduceat(2.0 * idf / (aidf + q.q_idf), groups)
            if exact:
                reached = np.fromiter(sorted(exact), dtype=np.int64, count=len(exact))
                at = np.minimum(np.searchsorted(group_notes, reached), len(group_notes) - 1)
                best[at[group_notes[at] == reached]] = -1.0  # worked out exactly
            keep = best >= m
            notes, values = group_notes[keep], best[keep]
        kept = [(i, sim) for i, sim in exact.items() if sim >= m]
        if kept:
            notes = np.concatenate(
                [notes, np.fromiter((i for i, _ in kept), dtype=np.int64, count=len(kept))]
            )
            values = np.concatenate(
                [values, np.fromiter((v for _, v in kept), dtype=np.float64, count=len(kept))]
            )
        return notes, w.answers * values

    def _answer_term(self, term: str, aids: Any) -> tuple[Any, Any, Any]:
        """A frequent answer word's answers: their own idf, where each note's group starts,
        and the note of each group. Made on first use and kept."""
        hit = self._answer_terms.get(term)
        if hit is None:
            np = self.np
            ids = self._as_ids("answer", term, aids)
            aidf = np.fromiter((self.index.answer_idf(k) for k in aids), dtype=np.float64, count=len(aids))
            notes = self.answer_note[ids]
            change = np.empty(len(notes), dtype=bool)
            change[0] = True
            np.not_equal(notes[1:], notes[:-1], out=change[1:])
            groups = np.flatnonzero(change)
            hit = self._answer_terms[term] = (aidf, groups, notes[groups])
        return hit

    def _answers_general(self, q: Query) -> tuple[Any, Any]:
        np = self.np
        index, w = self.index, self.index.weights
        hit = [(t, aids) for t, aids in zip(q.terms, q.answer_hits, strict=True) if aids]
        sel = [self._as_ids("answer", t, aids) for t, aids in hit]
        common = np.bincount(
            np.concatenate(sel),
            np.repeat([q.idf[t] for t, _ in hit], [len(s) for s in sel]),
            minlength=len(self.answer_note),
        )
        # flatnonzero on a bool array: many times faster than on the floats themselves
        nz = np.flatnonzero(common >= max(least_common(index, q), 1e-300))
        if not len(nz):
            return nz, common[nz]
        aidf = self.answer_idf[nz]
        missing = np.isnan(aidf)
        if missing.any():  # each answer's idf is summed once, on first use
            for k in nz[missing].tolist():
                self.answer_idf[k] = index.answer_idf(k)
            aidf = self.answer_idf[nz]
        sims = 2.0 * common[nz] / (aidf + q.q_idf)
        # answers are stored grouped by note: the best of each group, without a vault-sized
        # array (ufunc.at was most of the time at 10,000 notes)
        notes = self.answer_note[nz]
        change = np.empty(len(notes), dtype=bool)
        change[0] = True
        np.not_equal(notes[1:], notes[:-1], out=change[1:])
        starts = np.flatnonzero(change)
        best = np.maximum.reduceat(sims, starts)
        keep = best >= w.answers_min_sim
        return notes[starts][keep], w.answers * best[keep]
