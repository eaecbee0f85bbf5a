"""Metrics over reference questions: retrieval (which notes) and answers (what the visitor reads).

A line is ``{"id", "question", "relevant", "history"?}``; it may also grade the answer:
``grounded`` (what an honest assistant flags), ``must`` (groups of alternatives: every group
matched by one alternative, as a case-, accent- and emphasis-insensitive substring), ``forbid``
(strings that must not appear) and ``category``.
"""

from __future__ import annotations

import math
import re
import statistics
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

__all__ = [
    "Answered",
    "Query",
    "Ranked",
    "evaluate",
    "evaluate_answers",
    "grade_answer",
    "matches",
    "normalise",
    "read_queries",
]


@dataclass(frozen=True, slots=True)
class Query:
    id: str
    question: str
    relevant: tuple[str, ...]
    history: tuple[dict[str, str], ...] = ()
    grounded: bool | None = None  # None: the line does not grade answers
    must: tuple[tuple[str, ...], ...] = ()
    forbid: tuple[str, ...] = ()
    category: str | None = None

    @property
    def grades_answer(self) -> bool:
        return self.grounded is not None


@dataclass(frozen=True, slots=True)
class Answered:
    """What the visitor read for a question, and what the node would have received."""

    text: str
    grounded: bool
    prompt: str  # the messages to the node, joined
    notes_tokens: int  # tokens of the notes in that prompt
    leaked: tuple[str, ...] = ()  # left-out text found in the answer or the prompt


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
                    grounded=None if obj.get("grounded") is None else bool(obj["grounded"]),
                    must=tuple(tuple(str(a) for a in group) for group in obj.get("must") or ()),
                    forbid=tuple(str(f) for f in obj.get("forbid") or ()),
                    category=obj.get("category"),
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


_EMPHASIS = re.compile(r"[*_`~]")
_SPACE = re.compile(r"\s+")


def normalise(text: str) -> str:
    """Case, accents, emphasis marks and spacing folded, for substring matching."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    bare = bare.replace("\u2019", "'").replace("\u2018", "'")
    return _SPACE.sub(" ", _EMPHASIS.sub("", bare)).strip()


def matches(text: str, must: Sequence[Sequence[str]]) -> bool:
    """Every group matched by at least one of its alternatives."""
    folded = normalise(text)
    return all(any(normalise(alt) in folded for alt in group) for group in must)


def _written(forbidden: str, text: str, folded: str) -> bool:
    """Whether a forbidden string is in the answer: folded as the facts are, or, when it is
    markup only (« ``` », « ** »), which folding erases to nothing, as written."""
    bare = normalise(forbidden)
    return bare in folded if bare else forbidden.strip() in text


def grade_answer(q: Query, answered: Answered) -> dict[str, bool]:
    """The checks on one graded line: flag right, facts there, nothing forbidden or left out."""
    folded = normalise(answered.text)
    flag = answered.grounded == q.grounded
    facts = matches(answered.text, q.must)
    clean = not any(_written(f, answered.text, folded) for f in q.forbid)
    leak = bool(answered.leaked)
    return {
        "flag": flag,
        "facts": facts,
        "clean": clean,
        "leak": leak,
        "useful": flag and facts and clean and not leak,
        "prompt_facts": matches(answered.prompt, q.must),
    }


def evaluate_answers(queries: Sequence[Query], answer: Callable[[Query], Answered]) -> dict[str, Any]:
    """answer_useful, grounded_accuracy, metadata_leak, prompt_fact_recall, prompt tokens, and the
    useful rate per category, over the lines that grade answers."""
    graded = [q for q in queries if q.grades_answer]
    useful = flags = leaks = 0
    prompt_hits = prompt_n = 0
    tokens: list[int] = []
    by_category: dict[str, list[bool]] = {}
    failures: list[dict[str, Any]] = []
    for q in graded:
        answered = answer(q)
        checks = grade_answer(q, answered)
        useful += checks["useful"]
        flags += checks["flag"]
        leaks += checks["leak"]
        if answered.notes_tokens:
            tokens.append(answered.notes_tokens)
        if q.grounded and q.must:
            prompt_n += 1
            prompt_hits += checks["prompt_facts"]
        by_category.setdefault(q.category or "-", []).append(checks["useful"])
        if not checks["useful"] or (q.grounded and q.must and not checks["prompt_facts"]):
            failures.append(
                {
                    "id": q.id,
                    "question": q.question,
                    "failed": sorted(k for k, v in checks.items() if k != "leak" and not v)
                    + (["leak"] if checks["leak"] else []),
                    "grounded": answered.grounded,
                    "answer": answered.text[:400],
                    "leaked": list(answered.leaked)[:3],
                }
            )
    n = len(graded) or 1
    tokens.sort()
    return {
        "answer_n": len(graded),
        "answer_useful": round(useful / n, 4),
        "grounded_accuracy": round(flags / n, 4),
        "metadata_leak": leaks,
        "prompt_fact_recall": round(prompt_hits / prompt_n, 4) if prompt_n else None,
        "prompt_tokens_p50": statistics.median(tokens) if tokens else 0,
        "prompt_tokens_max": tokens[-1] if tokens else 0,
        "useful_by_category": {c: round(sum(v) / len(v), 4) for c, v in sorted(by_category.items())},
        "answer_failures": failures,
    }
