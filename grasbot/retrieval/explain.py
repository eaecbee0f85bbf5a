"""One note's signals for a question, for the notes a visitor sees: their reasons, how strongly
each holds the question's terms (grounding) and the share of the question they cover.

``scoring`` adds the signals of ``grasbot.retrieval.index`` up for every note at once;
:func:`inspect` computes the same parts for one note, in the same order, so that a shown
note's explained score equals its ranked score to the last bit (tests/grasbot/retrieval/
test_scoring.py). The search reads the reasons of the shown notes with :func:`reasons`, from
what the scorer already found naming them.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from grasbot.retrieval.index import VaultIndex
from grasbot.retrieval.query import Named, Query

__all__ = [
    "BODY_MAX",
    "coverage",
    "explain",
    "explain_notes",
    "explain_terms",
    "inspect",
    "reasons",
    "strength",
    "strengths",
]

BODY_MAX = 0.9  # a body mention never counts as much as the note being named after the term


def strengths(index: VaultIndex, i: int, q: Query) -> dict[str, float]:
    """How strongly note ``i`` holds each term of ``q`` it holds, from 0 to 1: fully when
    the term names the note (slug, title, alias, tags, domains, answers), else by how
    much BM25 saturation its body reaches (``body_full`` = one mention in a note of
    average length): one passing use in a long note is weak evidence (« m'a permis »)."""
    text = index.texts[i]
    out = dict.fromkeys(text.named & q.term_set, 1.0)
    for k in q.aliases:
        if i in index.alias_members(k):
            out.update(dict.fromkeys(index.alias(k)[0], 1.0))
    for _, t, ids, _ in q.field_hits:
        j = bisect_left(ids, i)
        if j < len(ids) and ids[j] == i:
            out[t] = 1.0
    full = index.weights.body_full
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


def strength(index: VaultIndex, i: int, t: str) -> float:
    """How strongly note ``i`` holds a term outside the question (``strengths``' scale):
    the other forms of a question verb (``inflection``), read for grounding only."""
    text = index.text(i)
    if t in text.named:
        return 1.0
    x = index.term(t)
    for field in (x.domains, x.tags):
        if field is not None:
            ids = field[0]
            j = bisect_left(ids, i)
            if j < len(ids) and ids[j] == i:
                return 1.0
    weight = x.weight_of.get(i) if x.weight_of is not None else None
    if weight is None or not x.idf:
        return 0.0
    return min(BODY_MAX, weight / x.idf / index.weights.body_full)


def coverage(index: VaultIndex, i: int, q: Query) -> float:
    """Share of the question's idf mass that note ``i`` holds."""
    return inspect(index, i, q)[3]


def explain(index: VaultIndex, i: int, q: Query) -> tuple[float, list[str]]:
    """Own score of note ``i`` and the reasons behind it."""
    total, reasons, _ = explain_terms(index, i, q)
    return total, reasons


def inspect(index: VaultIndex, i: int, q: Query) -> tuple[float, list[str], set[str], float]:
    """Note ``i`` for question ``q``, signal by signal: its own score (the same sums in
    the same order as the scorers, so bit for bit the same number), the reasons behind it,
    the question's terms it holds and the share of the question's idf they carry."""
    total, reasons, found = explain_terms(index, i, q)
    # summed in the question's order: a set's order changes with the process's hash seed
    share = 0.0
    if q.q_idf:
        idf = q.idf
        for t in q.asked_terms:
            if t in found:
                share += idf[t]
        share /= q.q_idf
    return total, reasons, found, share


def explain_terms(index: VaultIndex, i: int, q: Query) -> tuple[float, list[str], set[str]]:
    """:func:`inspect` without the share: the own score, the reasons and the terms held."""
    return explain_notes(index, (i,), q)[0]


def explain_notes(
    index: VaultIndex, notes: Sequence[int], q: Query
) -> list[tuple[float, list[str], set[str]]]:
    """:func:`explain_terms` for each of ``notes``: what depends on the question alone is read
    once for all of them."""
    w = index.weights
    terms = q.term_set
    asked = q.asked_set
    idf = q.idf
    aliases = q.aliases
    field_hits = q.field_hits
    body = q.body if q.q_idf else ()
    out = []
    for i in notes:
        total = 0.0
        reasons: list[str] = []
        text = index.text(i)
        found = text.names & asked  # a new set: slug and title tokens of the question
        if aliases:
            best: tuple[float, str] | None = None
            for k in aliases:
                if i in index.alias_members(k):
                    toks, alias_text, rarity = index.alias(k)
                    found.update(toks)
                    if best is None or rarity > best[0]:
                        best = (rarity, alias_text)
            if best is not None:
                total += w.alias * best[0]
                reasons.append(f"alias:{best[1]}")
        if found:
            name = "slug" if asked >= text.slug else "title" if asked >= text.title else None
            if name is not None:
                total += index.title_value(i, name)
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
                    a = index.answer_idfs[k]
                    sim = (
                        2.0 * common / ((index.answer_idf(k) if a is None else a) + q.q_idf)
                    )  # weighted Dice
                    if sim > best_sim:
                        best_sim = sim
            if best_sim >= w.answers_min_sim:
                total += w.answers * best_sim
                reasons.append(f"answers:{best_sim:.2f}")
        for field, t, ids, value in field_hits:
            j = bisect_left(ids, i)
            if j < len(ids) and ids[j] == i:
                total += value * (index.domain_focus if field == "domains" else index.tag_focus)[i]
                lift = index.tag_lift(q, field, t)
                mine = None if lift is None else lift[1].get(i)
                if lift is not None and mine is not None:  # the scorers' expression, same bits
                    total += (lift[0] - mine) * lift[2] * index.tag_focus[i]
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
        boost = index.boost[i]
        if total > 0 and boost != 1.0:
            total *= boost
            reasons.extend(text.boost_reasons)
        out.append((total, reasons, found))
    return out


def reasons(
    index: VaultIndex, notes: Sequence[int], q: Query, named: Named, own: Sequence[float]
) -> list[list[str]]:
    """The reasons :func:`explain_notes` gives each of ``notes``, read from what the scorer
    found (``named``) and the notes' own scores (``own``, in the order of ``notes``).

    The search explains the notes a visitor sees on every question; only the reasons are
    shown there, so the name signals the scorer already decided are read, not recomputed,
    and the sums behind the score are left out (a test checks both give the same reasons).
    """
    field_hits = q.field_hits
    weights = q.weight_of if q.q_idf else ()
    aliases, titles, answers = named
    boost = index.boost
    texts = index.texts
    out = []
    for i, score in zip(notes, own, strict=True):
        reasons: list[str] = []
        k = aliases.get(i)
        if k is not None:
            reasons.append(f"alias:{index.alias(k)[1]}")
        name = titles.get(i)
        if name is not None:
            reasons.append(name)
        sim = answers.get(i)
        if sim is not None:
            reasons.append(f"answers:{sim:.2f}")
        for field, t, ids, _ in field_hits:
            j = bisect_left(ids, i)
            if j < len(ids) and ids[j] == i:
                reasons.append(f"{field}:{t}")
        bm25 = 0.0
        for of in weights:
            weight = of.get(i)
            if weight is not None:
                bm25 += weight
        if bm25:
            reasons.append(f"bm25:{bm25:.2f}")
        if score > 0 and boost[i] != 1.0:
            reasons.extend(texts[i].boost_reasons)
        out.append(reasons)
    return out
