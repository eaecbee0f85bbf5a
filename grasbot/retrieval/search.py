"""Search over a bundle: own scores, graph expansion, grounding, explained sources.

The signals are defined in ``grasbot.retrieval.index`` and added up for all notes by
``grasbot.retrieval.scoring``; this module picks the seeds, lets neighbours of the seeds gain a share
of their score, decides whether the answer is grounded, and writes ``reasons`` for the notes a
visitor sees. Weights come from the evaluation on the development sets (docs/retrieval.md).
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from operator import itemgetter
from typing import Any

from grasbot.bundle import Bundle
from grasbot.retrieval.index import Query, VaultIndex, Weights
from grasbot.retrieval.scoring import score_notes
from grasbot.tokenise import tokenise

__all__ = [
    "DEFAULT_URL_PATTERNS",
    "MAX_QUERY_CHARS",
    "SearchResult",
    "Searcher",
    "Source",
    "Weights",
]

# A question opening with « Et … », « Puis … », « And … » continues the previous one, however
# many words it has: « Et quel outil envoie les e-mails aux abonnés ? » is about the newsletter.
_FOLLOW_UP = re.compile(r"^\W*(et|and|puis|ensuite|alors|sinon|what about|how about)\b", re.IGNORECASE)
MAX_QUERY_CHARS = 2000  # longer input is cut before tokenising: no question needs more
DEFAULT_URL_PATTERNS: Mapping[str, str] = {"projet": "/portfolio/{slug}", "competence": "/competences/{slug}"}


@dataclass(slots=True)  # not frozen: a frozen dataclass is built several times slower
class Source:
    slug: str
    title: str
    type: str
    score: float
    reasons: list[str]
    url: str | None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(slots=True)  # not frozen, as Source: built on every question
class SearchResult:
    sources: list[Source]  # final list the function uses: top-k, score >= min_score
    grounded: bool
    best_score: float
    query_tokens: list[str]
    used_history: bool = False
    candidates: list[Source] = field(default_factory=list)  # top-k before the min_score cut


Scores = dict[int, float]  # own score of each note with a signal; absent notes score 0


def _top(scores: Scores, n: int) -> list[tuple[int, float]]:
    """The ``n`` best positive scores, best first, ties broken by note order."""
    if n <= 0:
        return []
    if len(scores) > n:
        # C-level selection by value; a Python filter only when the n-th value is tied
        # with one left out, since ties are broken by note order, not by dict order
        items = heapq.nlargest(n, scores.items(), key=itemgetter(1))
        cut = items[-1][1]
        if sum(1 for _, s in items if s == cut) != list(scores.values()).count(cut):
            items = [(i, s) for i, s in scores.items() if s >= cut]
    else:
        items = list(scores.items())
    items.sort(key=lambda kv: (-kv[1], kv[0]))
    return [kv for kv in items[:n] if kv[1] > 0]


class Searcher:
    """Scores every note of a bundle for a question. Build once per bundle; reads only."""

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
        self.index = VaultIndex(bundle, self.weights)
        column = bundle.notes.column
        self._slug: list[str] = column("slug")
        self._title: list[str] = column("title")
        self._type: list[str] = column("type")
        self._described: dict[int, tuple[str, str, str, str | None]] = {}

    def idf(self, term: str) -> float:
        """Inverse document frequency of a term in this vault (Lucene form)."""
        return self.index.idf(term)

    def url_for(self, slug: str, type_: str) -> str | None:
        pattern = self.url_patterns.get(type_) or self.url_patterns.get("*")
        return pattern.format(slug=slug) if pattern else None

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
            cap = seed_score * 0.999
            # mine + share x seed >= floor is needed to enter the top-k (a hair lower: rounding)
            least = floor - share * seed_score - 1e-9
            get = own.get
            for j in self.bundle.graph[seed]:
                mine = get(j, 0.0)
                if not least <= mine < seed_score:  # short of ``least`` even the gain cannot reach the top-k
                    continue
                value = min(mine + share * seed_score, cap)
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
        own = score_notes(self.index, q)
        earlier: Query | None = None
        if history and (len(q.terms) <= w.history_max_tokens or _FOLLOW_UP.match(query) is not None):
            # A short follow-up ("et à Lyon ?") is read with the previous question: that turn's
            # scores join at a discount, so the new words still lead when they name something.
            previous = next((m.get("content", "") for m in reversed(history) if m.get("role") == "user"), "")
            extra = tokenise(str(previous)[:MAX_QUERY_CHARS], self.stemmer)
            if extra:
                earlier = self.index.query(extra)
                own = _add_scaled(own, score_notes(self.index, earlier), w.history)
        head = _top(own, max(w.seeds, 3, k))
        seeds = head[: max(w.seeds, 3)]
        best = seeds[0][1] if seeds else 0.0
        floor = head[k - 1][1] if 0 < k <= len(head) else 0.0
        gain = self._expand(own, seeds[: w.seeds], floor)
        pool = dict(head[:k])
        if gain:
            for j, (value, _) in gain.items():
                pool[j] = value
            ranked = sorted(pool.items(), key=lambda kv: (-kv[1], kv[0]))[:k]
        else:
            ranked = head[:k]  # already best first, ties by note order

        # Grounded: a note scores over the threshold AND holds a good share of the question, so
        # one shared word ("Lyon" in a weather question) does not ground an answer.
        index = self.index
        seen: dict[int, tuple[float, list[str], set[str], float]] = {}
        if earlier is None:
            both = q
            grounded = False
            for i, s in seeds[:3]:
                if s >= self.min_score:
                    seen[i] = found = index.inspect(i, q)
                    if found[3] >= w.min_coverage:
                        grounded = True
                        break
        else:
            both = index.query([*earlier.tokens, *tokens])
            grounded = any(
                s >= self.min_score and index.coverage(i, both) >= w.min_coverage for i, s in seeds[:3]
            )
        candidates = []
        described = self._described
        for i, score in ranked:
            if score <= 0:
                continue
            inspected = seen.get(i) or index.inspect(i, q)
            reasons = list(inspected[1])
            if earlier is not None:
                part = index.explain(i, earlier)[0] * w.history
                if part:
                    reasons.append(f"history:{part:.2f}")
            if i in gain and pool[i] == gain[i][0] and gain[i][0] > own.get(i, 0.0):
                reasons.append(f"graph:{self._slug[gain[i][1]]}")
            slug, title, type_, url = described.get(i) or self._describe(i)
            candidates.append(Source(slug, title, type_, round(score, 3), reasons, url))
        floor = w.keep_ratio * best
        sources = [c for c in candidates if c.score >= floor] if grounded else []
        return SearchResult(
            sources, grounded, round(best, 3), list(both.tokens), earlier is not None, candidates
        )

    def _describe(self, i: int) -> tuple[str, str, str, str | None]:
        """Slug, title, type and url of a note, from the columns (its body is not decoded)."""
        hit = self._described.get(i)
        if hit is None:
            slug, type_ = self._slug[i], self._type[i]
            hit = self._described[i] = (slug, self._title[i], type_, self.url_for(slug, type_))
        return hit


def _add_scaled(own: Scores, other: Scores, share: float) -> Scores:
    out = dict(own)
    for i, value in other.items():
        out[i] = out.get(i, 0.0) + share * value
    return out
