"""Retrieval metrics over reference questions (``{"id", "question", "relevant", "history"?}``)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

__all__ = ["Query", "Ranked", "evaluate", "read_queries"]


@dataclass(frozen=True, slots=True)
class Query:
    id: str
    question: str
    relevant: tuple[str, ...]
    history: tuple[dict[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Ranked:
    slugs: list[str]  # the final source list, best first
    grounded: bool
    ms: float


class QueryFileError(ValueError):
    pass


def read_queries(path: str | Path) -> list[Query]:
    out = []
    for lineno, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = orjson.loads(line)
            out.append(
                Query(
                    id=str(obj.get("id", lineno)),
                    question=str(obj["question"]),
                    relevant=tuple(obj.get("relevant") or ()),
                    history=tuple(obj.get("history") or ()),
                )
            )
        except (orjson.JSONDecodeError, KeyError, TypeError, AttributeError) as exc:
            raise QueryFileError(f"{path}:{lineno}: not a query line ({exc})") from exc
    return out


def _dcg(gains: Iterable[float]) -> float:
    return sum(g / math.log2(i + 2) for i, g in enumerate(gains))


def evaluate(queries: Sequence[Query], run: Callable[[Query], Ranked], k: int = 5) -> dict[str, Any]:
    """Recall@1, recall@k, hit@k, MRR, nDCG@10 on answerable questions; abstention on the rest."""
    answerable = [q for q in queries if q.relevant]
    abstain = [q for q in queries if not q.relevant]
    r1 = rk = hits = rr = ndcg = 0.0
    correct_abstain = 0
    times: list[float] = []
    misses: list[dict[str, Any]] = []
    for q in queries:
        ranked = run(q)
        times.append(ranked.ms)
        if not q.relevant:
            correct_abstain += not ranked.grounded
            if ranked.grounded:
                misses.append({"id": q.id, "expected": [], "got": ranked.slugs[:k]})
            continue
        rel = set(q.relevant)
        slugs = ranked.slugs
        r1 += len(rel & set(slugs[:1])) / len(rel)
        rk += len(rel & set(slugs[:k])) / len(rel)
        hits += bool(rel & set(slugs[:k]))
        first = next((i for i, s in enumerate(slugs) if s in rel), None)
        rr += 1.0 / (first + 1) if first is not None else 0.0
        ideal = _dcg([1.0] * min(len(rel), 10))
        ndcg += _dcg([1.0 if s in rel else 0.0 for s in slugs[:10]]) / ideal
        if not rel <= set(slugs[:k]):
            misses.append({"id": q.id, "expected": sorted(rel), "got": slugs[:k]})
    n = len(answerable) or 1
    times.sort()
    return {
        "n": len(queries),
        "answerable": len(answerable),
        "recall@1": round(r1 / n, 4),
        f"recall@{k}": round(rk / n, 4),
        f"hit@{k}": round(hits / n, 4),
        "mrr": round(rr / n, 4),
        "ndcg@10": round(ndcg / n, 4),
        "abstain_n": len(abstain),
        "abstain_accuracy": round(correct_abstain / len(abstain), 4) if abstain else None,
        "p50_ms": round(statistics.median(times), 4) if times else None,
        "p95_ms": round(times[min(len(times) - 1, int(0.95 * len(times)))], 4) if times else None,
        "misses": misses,
    }
