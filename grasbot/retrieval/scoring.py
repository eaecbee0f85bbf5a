"""Own scores of every note for a question: the signals of ``grasbot.retrieval.index`` added up.

One scorer, in pure Python, the one the function runs: it walks the inverted lists with plain
dicts, so a question costs in proportion to the postings it touches, not to the vault's size,
and nothing heavy is imported at cold start. Personal vaults hold tens to hundreds of notes;
docs/benchmarks.md has the figures up to 10,000.

For each note the parts are added in a fixed order (alias, title, answers, each domain/tag
hit, each term's BM25 weight times the BM25 scale), then the boost applies: the same order as
:meth:`VaultIndex.inspect`, so a shown note's explained score equals its ranked score exactly.
"""

from __future__ import annotations

from grasbot.retrieval.index import Query, VaultIndex

__all__ = ["alias_scores", "answer_scores", "least_common", "score_notes", "title_hits"]


def score_notes(index: VaultIndex, q: Query) -> dict[int, float]:
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
        # each posting's weight is scaled on its own, as inspect() does, so both sums agree
        scale = w.bm25 / q.q_idf
        for (ids, weights), f in zip(q.postings, q.posting_factors, strict=True):
            factor = scale * f
            for i, weight_ in zip(ids, weights, strict=True):
                scores[i] = get(i, 0.0) + weight_ * factor

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
