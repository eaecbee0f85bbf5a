"""Search over a bundle: own scores, graph expansion, grounding, explained sources.

The signals are defined in ``functions.signals`` and added up for all notes by
``functions.scoring``; this module picks the seeds, lets neighbours of the seeds gain a share
of their score, decides whether the answer is grounded, and writes ``reasons`` for the notes a
visitor sees. Weights come from the evaluation on the development sets (docs/retrieval.md).
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from functions.scoring import ArrayScorer, score_dict
from functions.signals import Query, VaultIndex, Weights
from grasbot.bundle import Bundle
from grasbot.tokenise import tokenise

__all__ = [
    "ARRAY_MIN_NOTES",
    "DEFAULT_URL_PATTERNS",
    "MAX_QUERY_CHARS",
    "SearchResult",
    "Searcher",
    "Source",
    "Weights",
]

MAX_QUERY_CHARS = 2000  # longer input is cut before tokenising: no question needs more
DEFAULT_URL_PATTERNS: Mapping[str, str] = {"projet": "/portfolio/{slug}", "competence": "/competences/{slug}"}
# From this many notes the numpy scorer wins (docs/benchmarks.md); below, plain dicts do.
ARRAY_MIN_NOTES = 1000


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


Scores = Any  # dict[int, float] from score_dict, or a numpy vector from ArrayScorer


def _top(scores: Scores, n: int) -> list[tuple[int, float]]:
    """The ``n`` best positive scores, best first, ties broken by note order."""
    if n <= 0:
        return []
    if isinstance(scores, dict):
        best = heapq.nlargest(n, scores.items(), key=lambda kv: (kv[1], -kv[0]))
        return [(i, s) for i, s in best if s > 0]
    import numpy as np

    positive = np.flatnonzero(scores > 0)
    if len(positive) > n:
        # every note tied with the n-th score is kept, then the order below cuts exactly
        cut = np.partition(scores[positive], len(positive) - n)[len(positive) - n]
        positive = positive[scores[positive] >= cut]
    ranked = sorted(((int(i), float(scores[i])) for i in positive), key=lambda kv: (-kv[1], kv[0]))
    return ranked[:n]


def _reachable(own: Any, neighbours: Any, seed_score: float, share: float, floor: float) -> list[int]:
    """Neighbours (numpy path) whose gain from this seed could reach the top-k, in order."""
    import numpy as np

    ids = np.frombuffer(neighbours, dtype=np.uint32).astype(np.int64)
    mine = own[ids]
    value = np.minimum(mine + share * seed_score, seed_score * 0.999)
    return [int(j) for j in ids[(mine < seed_score) & (value >= floor)]]


def _value(scores: Scores, i: int) -> float:
    return float(scores.get(i, 0.0)) if isinstance(scores, dict) else float(scores[i])


class Searcher:
    """Scores every note of a bundle for a question. Build once per bundle; reads only."""

    def __init__(
        self,
        bundle: Bundle,
        top_k: int = 5,
        min_score: float = 2.5,
        url_patterns: Mapping[str, str] | None = None,
        weights: Weights | None = None,
        use_arrays: bool | None = None,
    ) -> None:
        self.bundle = bundle
        self.top_k = top_k
        self.min_score = min_score
        self.url_patterns = dict(DEFAULT_URL_PATTERNS if url_patterns is None else url_patterns)
        self.weights = weights or Weights()
        self.stemmer = bundle.params["stemmer"]
        self.index = VaultIndex(bundle, self.weights)
        if use_arrays is None:
            use_arrays = len(bundle) >= ARRAY_MIN_NOTES and _numpy_available()
        self._arrays = ArrayScorer(self.index) if use_arrays else None

    def idf(self, term: str) -> float:
        """Inverse document frequency of a term in this vault (Lucene form)."""
        return self.index.idf(term)

    def url_for(self, slug: str, type_: str) -> str | None:
        pattern = self.url_patterns.get(type_) or self.url_patterns.get("*")
        return pattern.format(slug=slug) if pattern else None

    def own_scores(self, tokens: Sequence[str]) -> dict[int, float]:
        """Own score of every note with a signal (a dict whichever scorer runs)."""
        scores = self._scores(self.index.query(tokens))
        if isinstance(scores, dict):
            return {i: s for i, s in scores.items() if s > 0}
        return {int(i): float(scores[i]) for i in scores.nonzero()[0]}

    def _scores(self, q: Query) -> Scores:
        return score_dict(self.index, q) if self._arrays is None else self._arrays.scores(q)

    def _expand(
        self, own: Scores, seeds: list[tuple[int, float]], floor: float
    ) -> dict[int, tuple[float, int]]:
        """Neighbours of the seeds gain a share of the best adjacent seed's score.

        One seed only (the best), not a sum: a project linked from three hubs is not three
        times as relevant. A neighbour gains only from seeds that outscore it, and is capped
        just under that seed: the seed stays ahead of what it brought in. Only gains that can
        reach the top-k (>= ``floor``, the k-th own score) are kept.
        """
        share = self.weights.graph
        gain: dict[int, tuple[float, int]] = {}
        for seed, seed_score in seeds:
            neighbours: Sequence[int] = self.bundle.graph[seed]
            if not isinstance(own, dict) and len(neighbours) > 64:  # numpy pays off on hubs only
                neighbours = _reachable(own, neighbours, seed_score, share, floor)
            for j in neighbours:
                mine = _value(own, j)
                if mine < seed_score:
                    value = min(mine + share * seed_score, seed_score * 0.999)
                    if value >= floor and value > gain.get(j, (mine, 0))[0]:
                        gain[j] = (value, seed)
        return gain

    def search(
        self,
        query: str,
        history: Sequence[Mapping[str, str]] | None = None,
        top_k: int | None = None,
    ) -> SearchResult:
        """Rank notes for ``query``; ``history`` (earlier turns) helps short follow-ups."""
        w = self.weights
        k = self.top_k if top_k is None else max(0, int(top_k))
        tokens = tokenise(query[:MAX_QUERY_CHARS], self.stemmer) if isinstance(query, str) else []
        q = self.index.query(tokens)
        own = self._scores(q)
        earlier: Query | None = None
        if history and len(q.terms) <= w.history_max_tokens:
            # A short follow-up ("et à Lyon ?") is read with the previous question: that turn's
            # scores join at a discount, so the new words still lead when they name something.
            previous = next((m.get("content", "") for m in reversed(history) if m.get("role") == "user"), "")
            extra = tokenise(str(previous)[:MAX_QUERY_CHARS], self.stemmer)
            if extra:
                earlier = self.index.query(extra)
                own = _add_scaled(own, self._scores(earlier), w.history)
        head = _top(own, max(w.seeds, 3, k))
        seeds = head[: max(w.seeds, 3)]
        best = seeds[0][1] if seeds else 0.0
        floor = head[k - 1][1] if 0 < k <= len(head) else 0.0
        gain = self._expand(own, seeds[: w.seeds], floor)
        pool = dict(head[:k])
        pool.update({j: value for j, (value, _) in gain.items()})
        ranked = sorted(pool.items(), key=lambda kv: (-kv[1], kv[0]))[:k]

        # Grounded: a note scores over the threshold AND holds a good share of the question, so
        # one shared word ("Lyon" in a weather question) does not ground an answer.
        both = self.index.query([*(earlier.tokens if earlier else ()), *tokens]) if earlier else q
        grounded = any(
            s >= self.min_score and self.index.coverage(i, both) >= w.min_coverage for i, s in seeds[:3]
        )
        notes = self.bundle.notes
        candidates = []
        for i, score in ranked:
            if score <= 0:
                continue
            _, reasons = self.index.explain(i, q)
            if earlier is not None:
                part = self.index.explain(i, earlier)[0] * w.history
                if part:
                    reasons.append(f"history:{part:.2f}")
            if i in gain and pool[i] == gain[i][0] and gain[i][0] > _value(own, i):
                reasons.append(f"graph:{notes[gain[i][1]].slug}")
            note = notes[i]
            candidates.append(
                Source(
                    note.slug,
                    note.title,
                    note.type,
                    round(score, 3),
                    reasons,
                    self.url_for(note.slug, note.type),
                )
            )
        floor = w.keep_ratio * best
        sources = [c for c in candidates if c.score >= floor] if grounded else []
        return SearchResult(
            sources, grounded, round(best, 3), list(both.tokens), earlier is not None, candidates
        )


def _add_scaled(own: Scores, other: Scores, share: float) -> Scores:
    if isinstance(own, dict):
        out = dict(own)
        for i, value in other.items():
            out[i] = out.get(i, 0.0) + share * value
        return out
    return own + share * other


def _numpy_available() -> bool:
    try:
        import numpy  # noqa: F401
    except ImportError:
        return False
    return True


def timed_search(searcher: Searcher, query: str, **kwargs: Any) -> tuple[SearchResult, float]:
    """Search and return the elapsed milliseconds (for eval and logs)."""
    start = time.perf_counter()
    result = searcher.search(query, **kwargs)
    return result, (time.perf_counter() - start) * 1000.0
