"""Every search result of the dev sets as JSON: the check behind a change meant to keep results.

A speed change must not move a source, a score, a reason or the grounded flag. This writes, per
corpus, every question's result (top 5 and top 10: sources, candidates, scores, reasons,
grounded, the analysed query) and the passage ranking that follows it, each question searched
twice (a warm cache must change nothing) and, for a follow-up, once more without its history.
Run it from two checkouts and compare the folders:

    PYTHONHASHSEED=0 python -m bench.dump_results var/results-before
    PYTHONHASHSEED=0 python -m bench.dump_results var/results-after
    diff -r var/results-before var/results-after && echo identical

A fixed hash seed: the passages' coverage sums the terms of a set, whose order follows the seed
(the search itself does not depend on it). On the real vault the extra questions
(``eval/grasbot-vault.extra.jsonl``) and ``answers.dev.jsonl`` are read too.
Usage: ``python -m bench.dump_results OUT_DIR [--corpora example,grasbot-vault]``.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import orjson

from bench.bench_search import CORPORA, QUICK, REPO, SHARED_EVAL, WORK_DIR
from bench.search_speed import bundle_for
from grasbot.evaluation import Query as Question
from grasbot.evaluation import read_queries

__all__ = ["DEFAULT_CORPORA", "dump_corpus", "main"]

DEFAULT_CORPORA = (*QUICK, "gen-1000", "gen-10000")  # the dev sets, then the pruning at scale
GENERATED_QUESTIONS = 100
_EXTRA = {
    "grasbot-vault": (
        SHARED_EVAL / "grasbot-vault" / "answers.dev.jsonl",
        REPO / "eval" / "grasbot-vault.extra.jsonl",
    )
}


def _query(q: Any) -> dict[str, Any] | None:
    if q is None:
        return None
    return {
        "tokens": q.tokens,
        "terms": q.terms,
        "idf": [[t, q.idf[t]] for t in q.terms],
        "q_idf": q.q_idf,
        "aliases": q.aliases,
        "field_hits": [[f, t, list(ids), v] for f, t, ids, v in q.field_hits],
        "posting_terms": q.posting_terms,
        "posting_factors": q.posting_factors,
        "answer_hits": [list(a) for a in q.answer_hits],
        "titled": q.titled,
        "asked": q.asked,
    }


def _result(searcher: Any, question: str, history: Sequence[Mapping[str, str]], k: int) -> dict[str, Any]:
    from grasbot.retrieval.passages import expects_number, rank_passages

    r = searcher.search(question, history=list(history) or None, top_k=k)
    out: dict[str, Any] = {
        "sources": [s.to_dict() for s in r.sources],
        "candidates": [s.to_dict() for s in r.candidates],
        "grounded": r.grounded,
        "best_score": r.best_score,
        "query_tokens": r.query_tokens,
        "used_history": r.used_history,
        "answer_notes": r.answer_notes,
        "query": _query(r.query),
        "earlier": _query(r.earlier),
    }
    if r.grounded and r.query is not None:
        found = [(searcher.bundle.slug_index[s.slug], s.score) for s in r.sources]
        said = [t.get("content", "") for t in history if t.get("role") == "assistant"]
        ranked = rank_passages(searcher.index, found, r.query, r.earlier, said, expects_number(question))
        out["passages"] = [[p.k, p.note, p.score, p.coverage, sorted(p.terms)] for p in ranked]
    return out


def dump_corpus(name: str, work_dir: Path = WORK_DIR) -> list[dict[str, Any]]:
    """Every question's results on one corpus; SystemExit if a second search differs."""
    from grasbot.bundle import load_bundle
    from grasbot.retrieval.search import Searcher

    path, queries_path = bundle_for(name, work_dir)
    questions: list[Question] = [q for f in (queries_path, *_EXTRA.get(name, ())) for q in read_queries(f)]
    if not CORPORA[name](work_dir).dev_set:
        questions = questions[:GENERATED_QUESTIONS]
    searcher = Searcher(load_bundle(path))
    rows: list[dict[str, Any]] = []
    for q in questions:
        first = _result(searcher, q.question, q.history, 5)
        if _result(searcher, q.question, q.history, 5) != first:
            raise SystemExit(f"{name} {q.id}: a second search differs from the first")
        rows.append({"id": q.id, "k5": first, "k10": _result(searcher, q.question, q.history, 10)})
        if q.history:
            rows.append({"id": f"{q.id}/alone", "k5": _result(searcher, q.question, (), 5)})
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.dump_results", description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for one <corpus>.json per corpus")
    parser.add_argument("--corpora", default=",".join(DEFAULT_CORPORA), help="comma-separated corpus names")
    parser.add_argument("--work-dir", type=Path, default=WORK_DIR)
    args = parser.parse_args(argv)
    names = [n for n in args.corpora.split(",") if n]
    unknown = [n for n in names if n not in CORPORA]
    if unknown:
        parser.error(f"unknown corpus {', '.join(unknown)}; choose from {', '.join(CORPORA)}")
    args.out.mkdir(parents=True, exist_ok=True)
    for name in names:
        rows = dump_corpus(name, args.work_dir)
        (args.out / f"{name}.json").write_bytes(orjson.dumps(rows, option=orjson.OPT_INDENT_2))
        print(f"{name}: {len(rows)} results")


if __name__ == "__main__":
    main()
