"""In-memory search over a bundle: every GrasBot signal, explained in ``reasons``.

Signals for a note, each scaled by how rare its evidence is in the vault, so an alias or a
domain that half the vault carries (``42``, ``algo``) counts for little:

- alias: an alias's token sequence appears in the question;
- title / slug: idf-weighted share of the title's (or slug's) tokens found in the question;
- answers: idf-weighted Dice overlap between the question and the best ``answers`` entry;
- domains / tags: each query term found there;
- BM25 on the body, divided by the query's total idf (so it reads as query coverage);
- priority and MOC-hub bonus, only once a text signal exists;
then graph expansion: neighbours of the best seeds gain a share of their score.
Weights come from the evaluation on the development sets (docs/retrieval.md).
"""

from __future__ import annotations

import heapq
import time
from bisect import bisect_left
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from math import log
from typing import Any

from grasbot.bundle import Bundle
from grasbot.tokenise import tokenise

__all__ = ["DEFAULT_URL_PATTERNS", "MAX_QUERY_CHARS", "SearchResult", "Searcher", "Source", "Weights"]

MAX_QUERY_CHARS = 2000  # longer input is cut before tokenising: no question needs more
DEFAULT_URL_PATTERNS: Mapping[str, str] = {"projet": "/portfolio/{slug}", "competence": "/competences/{slug}"}


@dataclass(frozen=True, slots=True)
class Weights:
    alias: float = 8.0
    title: float = 2.0  # title words are also in the BM25 document
    title_min_cover: float = 1.0  # share of the title's idf the question must hold
    answers: float = 12.0
    answers_min_sim: float = 0.3
    domain: float = 3.0
    tag: float = 2.0
    bm25: float = 10.0
    priority: float = 0.03  # score factor per point of priority away from 5
    hub: float = 1.1  # score factor of a MOC hub note
    min_coverage: float = 0.2  # grounded needs a strong note holding this share of the question
    graph: float = 0.3  # share of a seed's score given to each neighbour
    seeds: int = 3
    keep_ratio: float = 0.0  # a grounded answer keeps the top-k sources scoring >= ratio * best
    history_max_tokens: int = 3  # a follow-up this short borrows the previous user turn
    history: float = 0.6  # share of the previous turn's scores a follow-up adds


@dataclass(frozen=True, slots=True)
class Source:
    slug: str
    title: str
    type: str
    score: float
    reasons: list[str]
    url: str | None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class SearchResult:
    sources: list[Source]  # final list the function uses: top-k, score >= min_score
    grounded: bool
    best_score: float
    query_tokens: list[str]
    used_history: bool = False
    candidates: list[Source] = field(default_factory=list)  # top-k before the min_score cut


class Searcher:
    """Scores every note of a bundle for a question. Build once per bundle; thread-safe reads."""

    def __init__(
        self,
        bundle: Bundle,
        top_k: int = 5,
        min_score: float = 2.5,
        url_patterns: Mapping[str, str] | None = None,
        weights: Weights | None = None,
    ) -> None:
        self.bundle = bundle
        self.top_k = top_k
        self.min_score = min_score
        self.url_patterns = dict(DEFAULT_URL_PATTERNS if url_patterns is None else url_patterns)
        self.weights = weights or Weights()
        self.stemmer = bundle.params["stemmer"]
        n = self._n = len(bundle)
        self._idf_max = log(1.0 + (n + 0.5) / 0.5)
        self._idf: dict[str, float] = {}  # filled on first use: cold start stays flat with vault size
        fields = bundle.fields
        self._title: list[list[str]] = fields["title"]
        self._slug: list[list[str]] = fields["slug"]
        self._title_index: dict[str, list[int]] = {}
        for i, (tt, st) in enumerate(zip(self._title, self._slug, strict=True)):
            for t in {*tt, *st}:
                self._title_index.setdefault(t, []).append(i)
        self._alias_first: dict[str, list[int]] = {}
        self._aliases: list[tuple[tuple[str, ...], list[int], str, float]] = []
        for k, (toks, ids, text) in enumerate(fields["aliases"]):
            self._aliases.append((tuple(toks), ids, text, self._rarity(len(ids))))
            self._alias_first.setdefault(toks[0], []).append(k)
        self._answers: list[tuple[int, list[str]]] = [(i, toks) for i, toks in fields["answers"]]
        self._answer_index: dict[str, list[int]] = {}
        for k, (_, toks) in enumerate(self._answers):
            for t in toks:
                self._answer_index.setdefault(t, []).append(k)
        self._answer_idf: list[float | None] = [None] * len(self._answers)
        self._tags: dict[str, list[int]] = fields["tags"]
        self._domains: dict[str, list[int]] = fields["domains"]
        w = self.weights
        # Multiplicative, so that priority reorders notes that already match but never lifts
        # a weak match over the grounding threshold on its own.
        self._boost = [
            (1.0 + w.priority * (note.priority - 5)) * (w.hub if note.type == "moc" else 1.0)
            for note in bundle.notes
        ]
        self._field_terms: list[frozenset[str]] | None = None
        self._domain_focus = [1.0 / max(1, len(n.domains)) ** 0.5 for n in bundle.notes]
        self._tag_focus = [1.0 / max(1, len(n.tags)) ** 0.5 for n in bundle.notes]

    # -- helpers -----------------------------------------------------------------------------
    def idf(self, term: str) -> float:
        value = self._idf.get(term)
        if value is None:
            df = self.bundle.document_frequency(term)
            value = self._idf[term] = log(1.0 + (self._n - df + 0.5) / (df + 0.5))
        return value

    def _rarity(self, df: int) -> float:
        return log(1.0 + (self._n - df + 0.5) / (df + 0.5)) / self._idf_max

    def url_for(self, slug: str, type_: str) -> str | None:
        pattern = self.url_patterns.get(type_) or self.url_patterns.get("*")
        return pattern.format(slug=slug) if pattern else None

    # -- scoring -----------------------------------------------------------------------------
    def score_tokens(self, tokens: Sequence[str]) -> tuple[dict[int, float], dict[int, list[str]]]:
        """Own score of every note with a text signal, and the reasons behind each part."""
        w = self.weights
        qset = list(dict.fromkeys(tokens))
        scores: dict[int, float] = {}
        reasons: dict[int, list[str]] = {}
        if not qset:
            return scores, reasons
        idf = {t: self.idf(t) for t in qset}
        q_idf = sum(idf.values())

        def add(i: int, value: float, reason: str) -> None:
            scores[i] = scores.get(i, 0.0) + value
            reasons.setdefault(i, []).append(reason)

        # alias: best matching alias per note, weighted by its rarity
        best_alias: dict[int, tuple[float, str]] = {}
        n_tok = len(tokens)
        for pos, t in enumerate(tokens):
            for k in self._alias_first.get(t, ()):
                toks, ids, text, rarity = self._aliases[k]
                if len(toks) > 1 and tuple(tokens[pos : pos + len(toks)]) != toks:
                    continue
                if len(toks) > n_tok:
                    continue
                for i in ids:
                    if i not in best_alias or best_alias[i][0] < rarity:
                        best_alias[i] = (rarity, text)
        for i, (rarity, text) in best_alias.items():
            add(i, w.alias * rarity, f"alias:{text}")

        # title / slug: idf-weighted coverage of the title's tokens
        touched: set[int] = set()
        for t in qset:
            touched.update(self._title_index.get(t, ()))
        qs = set(qset)
        for i in touched:
            best = 0.0
            label = "title"
            for name, field_toks in (("title", self._title[i]), ("slug", self._slug[i])):
                if not field_toks:
                    continue
                total = sum(idf.get(x) or self.idf(x) for x in set(field_toks))
                hit = sum(idf[x] for x in set(field_toks) if x in qs)
                cover = hit / total if total else 0.0
                if cover > best:
                    best, label = cover, name
            if best >= w.title_min_cover:
                add(i, w.title * best, f"{label}:{best:.2f}")

        # answers: idf-weighted Dice overlap with the best prepared question
        best_answer: dict[int, float] = {}
        common: dict[int, float] = {}
        for t in qset:
            for k in self._answer_index.get(t, ()):
                common[k] = common.get(k, 0.0) + idf[t]
        for k, c in common.items():
            answer_idf = self._answer_idf[k]
            if answer_idf is None:
                answer_idf = self._answer_idf[k] = sum(self.idf(t) for t in self._answers[k][1])
            sim = 2.0 * c / (answer_idf + q_idf)
            i = self._answers[k][0]
            if sim > best_answer.get(i, 0.0):
                best_answer[i] = sim
        for i, sim in best_answer.items():
            if sim >= w.answers_min_sim:
                add(i, w.answers * sim, f"answers:{sim:.2f}")

        # domains and tags: each query term found, weighted by its rarity in that field
        # and by how focused the note is: a hub whose one domain is "reseau" is more about
        # networks than a project filed under five domains.
        fields = (
            (self._domains, w.domain, "domains", self._domain_focus),
            (self._tags, w.tag, "tags", self._tag_focus),
        )
        for index, weight, label, focus in fields:
            for t in qset:
                field_ids = index.get(t)
                if field_ids:
                    value = weight * self._rarity(len(field_ids))
                    for i in field_ids:
                        add(i, value * focus[i], f"{label}:{t}")

        # BM25 on the body, as a share of the query's idf mass
        bm25: dict[int, float] = {}
        postings = self.bundle.postings
        for t in qset:
            posting = postings(t)
            if posting is None:
                continue
            get = bm25.get
            for i, weight_ in zip(posting[0], posting[1], strict=True):
                bm25[i] = get(i, 0.0) + weight_
        if bm25 and q_idf:
            scale = w.bm25 / q_idf
            for i, value in bm25.items():
                add(i, value * scale, f"bm25:{value:.2f}")

        boost = self._boost
        notes = self.bundle.notes
        for i in scores:
            if boost[i] != 1.0:
                scores[i] *= boost[i]
                if notes[i].priority != 5:
                    reasons[i].append(f"priority:{notes[i].priority}")
                if notes[i].type == "moc":
                    reasons[i].append("moc-hub")
        return scores, reasons

    def _terms_of(self, i: int) -> frozenset[str]:
        """Every term a note can be matched on outside its body (built on first use)."""
        if self._field_terms is None:
            terms: list[set[str]] = [set(t) | set(s) for t, s in zip(self._title, self._slug, strict=True)]
            for alias_toks, alias_ids, _, _ in self._aliases:
                for j in alias_ids:
                    terms[j].update(alias_toks)
            for j, answer_toks in self._answers:
                terms[j].update(answer_toks)
            for index in (self._tags, self._domains):
                for term, ids in index.items():
                    for j in ids:
                        terms[j].add(term)
            self._field_terms = [frozenset(t) for t in terms]
        return self._field_terms[i]

    def coverage(self, i: int, tokens: Sequence[str]) -> float:
        """Share of the question's idf mass that note ``i`` contains anywhere."""
        qset = set(tokens)
        total = hit = 0.0
        fields = self._terms_of(i)
        for t in qset:
            value = self.idf(t)
            total += value
            if t in fields:
                hit += value
                continue
            posting = self.bundle.postings(t)
            if posting is not None:
                ids = posting[0]
                k = bisect_left(ids, i)
                if k < len(ids) and ids[k] == i:
                    hit += value
        return hit / total if total else 0.0

    def _expand(self, scores: dict[int, float], reasons: dict[int, list[str]]) -> dict[int, float]:
        """Neighbours of the best seeds gain a share of the best adjacent seed's score.

        The share comes from one seed only (the best), not a sum: a project linked from three
        hubs is not three times as relevant, and a neighbour never overtakes its seed.
        """
        w = self.weights
        gain: dict[int, tuple[float, int, float]] = {}
        seeds = heapq.nlargest(w.seeds, scores.items(), key=lambda kv: (kv[1], -kv[0]))
        for seed, seed_score in seeds:
            share = w.graph * seed_score
            for j in self.bundle.graph[seed]:
                if scores.get(j, 0.0) < seed_score and share > gain.get(j, (0.0, 0, 0.0))[0]:
                    gain[j] = (share, seed, seed_score)
        final = dict(scores)
        notes = self.bundle.notes
        for j, (share, seed, seed_score) in gain.items():
            # Capped just under the seed: the seed stays ahead of what it brought in.
            final[j] = min(final.get(j, 0.0) + share, seed_score * 0.999)
            reasons.setdefault(j, []).append(f"graph:{notes[seed].slug}")
        return final

    def search(
        self,
        query: str,
        history: Sequence[Mapping[str, str]] | None = None,
        top_k: int | None = None,
    ) -> SearchResult:
        """Rank notes for ``query``; ``history`` (earlier turns) helps short follow-ups."""
        k = self.top_k if top_k is None else max(0, int(top_k))
        tokens = tokenise(query[:MAX_QUERY_CHARS], self.stemmer) if isinstance(query, str) else []
        scores, reasons = self.score_tokens(tokens)
        used_history = False
        if history and len(set(tokens)) <= self.weights.history_max_tokens:
            # A short follow-up ("et à Lyon ?") is read with the previous question: that turn's
            # scores join at a discount, so the new words still lead when they name something.
            previous = next(
                (m.get("content", "") for m in reversed(history) if m.get("role") == "user"),
                "",
            )
            extra = tokenise(str(previous)[:MAX_QUERY_CHARS], self.stemmer)
            if extra:
                earlier, _ = self.score_tokens(extra)
                share = self.weights.history
                for i, value in earlier.items():
                    scores[i] = scores.get(i, 0.0) + share * value
                    reasons.setdefault(i, []).append(f"history:{share * value:.2f}")
                tokens = extra + tokens
                used_history = True
        best = max(scores.values(), default=0.0)
        final = self._expand(scores, reasons) if scores else {}
        top = heapq.nlargest(k, final.items(), key=lambda kv: (kv[1], -kv[0]))
        notes = self.bundle.notes
        candidates = [
            Source(
                slug=notes[i].slug,
                title=notes[i].title,
                type=notes[i].type,
                score=round(s, 3),
                reasons=reasons.get(i, []),
                url=self.url_for(notes[i].slug, notes[i].type),
            )
            for i, s in top
            if s > 0
        ]
        # Grounded: a note scores over the threshold AND holds a good share of the question,
        # so one shared word ("Lyon" in a weather question) does not ground an answer.
        strong = heapq.nlargest(3, ((s, i) for i, s in scores.items() if s >= self.min_score))
        grounded = any(self.coverage(i, tokens) >= self.weights.min_coverage for _, i in strong)
        floor = self.weights.keep_ratio * best
        sources = [c for c in candidates if c.score >= floor] if grounded else []
        return SearchResult(sources, grounded, round(best, 3), tokens, used_history, candidates)


def timed_search(searcher: Searcher, query: str, **kwargs: Any) -> tuple[SearchResult, float]:
    """Search and return the elapsed milliseconds (for eval and logs)."""
    start = time.perf_counter()
    result = searcher.search(query, **kwargs)
    return result, (time.perf_counter() - start) * 1000.0
