"""Own scores of every note for a question: the signals of ``functions.signals`` added up.

Two scorers give the same numbers. ``score_dict`` walks the inverted lists with plain dicts:
no import cost, fastest on a personal vault. ``ArrayScorer`` does the same sums over numpy
vectors: at thousands of notes a question's terms hit thousands of postings and a Python loop
per posting is what the visitor waits for. numpy is optional (``pip install grasbot[fast]``);
the searcher only takes this path for large vaults when numpy is importable.
"""

from __future__ import annotations

from typing import Any

from functions.signals import Query, VaultIndex

__all__ = ["ArrayScorer", "score_dict"]


def score_dict(index: VaultIndex, q: Query) -> dict[int, float]:
    """Own score of each note with a text signal (notes without one are absent)."""
    w = index.weights
    scores: dict[int, float] = {}
    if not q.terms:
        return scores
    get = scores.get
    best_alias: dict[int, float] = {}
    for k in q.aliases:
        rarity = index.alias(k)[2]
        for i in index.alias_ids(k):
            if rarity > best_alias.get(i, 0.0):
                best_alias[i] = rarity
    for i, rarity in best_alias.items():
        scores[i] = get(i, 0.0) + w.alias * rarity

    for i, value in title_hits(index, q).items():
        scores[i] = get(i, 0.0) + value

    common: dict[int, float] = {}
    for t in q.terms:
        value = q.idf[t]
        for k in index.answer_ids(t) or ():
            common[k] = common.get(k, 0.0) + value
    best_answer: dict[int, float] = {}
    for k, c in common.items():
        sim = index.answer_sim(c, k, q)
        i = index.answer_note[k]
        if sim > best_answer.get(i, 0.0):
            best_answer[i] = sim
    for i, sim in best_answer.items():
        if sim >= w.answers_min_sim:
            scores[i] = get(i, 0.0) + w.answers * sim

    focus_of = {"domains": index.domain_focus, "tags": index.tag_focus}
    for field, _, field_ids, value in q.field_hits:
        focus = focus_of[field]
        for i in field_ids:
            scores[i] = get(i, 0.0) + value * focus[i]

    if q.q_idf:
        bm25: dict[int, float] = {}
        bget = bm25.get
        for ids, weights in q.postings:
            for i, weight_ in zip(ids, weights, strict=True):
                bm25[i] = bget(i, 0.0) + weight_
        scale = w.bm25 / q.q_idf
        for i, value in bm25.items():
            scores[i] = get(i, 0.0) + value * scale

    boost = index.boost
    for i, value in scores.items():
        if boost[i] != 1.0:
            scores[i] = value * boost[i]
    return scores


def title_hits(index: VaultIndex, q: Query) -> dict[int, float]:
    """Notes whose whole title or slug is in the question (each once), with the signal's value."""
    hits: dict[int, float] = {}
    for t in q.terms:
        for i in index.title_candidates(t):
            name = index.title_match(i, q.term_set)
            if name is not None and i not in hits:
                hits[i] = index.title_value(i, name)
    return hits


class ArrayScorer:
    """:func:`score_dict` over numpy vectors; lists are turned into arrays on first use."""

    def __init__(self, index: VaultIndex) -> None:
        import numpy as np

        self.np = np
        self.index = index
        self.boost = np.asarray(index.boost, dtype=np.float64)
        self.domain_focus = np.asarray(index.domain_focus, dtype=np.float64)
        self.tag_focus = np.asarray(index.tag_focus, dtype=np.float64)
        self.answer_note = np.frombuffer(index.answer_note, dtype=np.uint32).astype(np.int64)
        self.answer_idf = np.full(len(index.answer_note), np.nan, dtype=np.float64)
        self._arrays: dict[tuple[str, str], Any] = {}
        self._postings: dict[str, tuple[Any, Any] | None] = {}

    def _ids(self, kind: str, key: str, ids: Any) -> Any:
        arr = self._arrays.get((kind, key))
        if arr is None:
            arr = self._arrays[(kind, key)] = self.np.frombuffer(ids, dtype=self.np.uint32).astype(
                self.np.int64
            )
        return arr

    def _posting(self, term: str) -> tuple[Any, Any] | None:
        if term not in self._postings:
            posting = self.index.bundle.postings(term)
            np = self.np
            self._postings[term] = (
                None
                if posting is None
                else (
                    np.frombuffer(posting[0], dtype=np.uint32).astype(np.int64),
                    np.frombuffer(posting[1], dtype=np.float32).astype(np.float64),
                )
            )
        return self._postings[term]

    def scores(self, q: Query) -> Any:
        """Own scores as a float64 vector indexed by note id."""
        np = self.np
        index, w = self.index, self.index.weights
        acc = np.zeros(index.n, dtype=np.float64)
        if not q.terms:
            return acc
        best = np.zeros(index.n, dtype=np.float64)
        for k in q.aliases:
            rarity = index.alias(k)[2]
            sel = self._ids("alias", str(k), index.alias_ids(k))
            best[sel] = np.maximum(best[sel], rarity)
        acc += w.alias * best

        hits = title_hits(index, q)
        if hits:
            acc[np.fromiter(hits, dtype=np.int64, count=len(hits))] += np.fromiter(
                hits.values(), dtype=np.float64, count=len(hits)
            )

        if len(index.answer_note):
            common = np.zeros(len(index.answer_note), dtype=np.float64)
            for t in q.terms:
                aids = index.answer_ids(t)
                if aids:
                    common[self._ids("answer", t, aids)] += q.idf[t]
            nz = np.flatnonzero(common)
            if len(nz):
                aidf = self.answer_idf
                missing = nz[np.isnan(aidf[nz])]
                for k in missing.tolist():  # filled once per answer, on first use
                    aidf[k] = index.answer_idf(k)
                sims = 2.0 * common[nz] / (aidf[nz] + q.q_idf)
                # answers are stored grouped by note: the best of each group, without a
                # vault-sized array (ufunc.at was most of the time at 10,000 notes)
                notes = self.answer_note[nz]
                starts = np.flatnonzero(np.r_[True, notes[1:] != notes[:-1]])
                best = np.maximum.reduceat(sims, starts)
                keep = best >= w.answers_min_sim
                acc[notes[starts][keep]] += w.answers * best[keep]

        focus_of = {"domains": self.domain_focus, "tags": self.tag_focus}
        for field, t, field_ids, value in q.field_hits:
            sel = self._ids(field, t, field_ids)
            acc[sel] += value * focus_of[field][sel]

        if q.q_idf:
            bm25 = np.zeros(index.n, dtype=np.float64)
            for t in q.terms:
                posting = self._posting(t)
                if posting is not None:
                    bm25[posting[0]] += posting[1]
            acc += bm25 * (w.bm25 / q.q_idf)
        acc *= self.boost
        return acc
