"""Bytecodes per question: a measure of the search's own work that the machine's load cannot move.

``bench.search_speed`` times the search, and on a shared machine its figures move by 10 to 60 %
from one minute to the next. This counts instead the Python bytecodes the interpreter runs for
each question (``sys.settrace`` with opcode events), in total and by function: the same code
and bundle give the same count on any machine, so two versions are compared in one run each.
Work done in C (a dict look-up, a sort, a regular expression) counts as the one call that
starts it: a change that moves work into C lowers the count more than the time; read both.
Run it in a fresh process with a fixed ``PYTHONHASHSEED`` to compare two versions to the bytecode
(a set of words iterates in the seed's order; a cache another caller filled saves calls).

Usage: ``PYTHONHASHSEED=0 python -m bench.search_steps [--corpus grasbot-vault] [--top 15] [--json]``.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

import orjson

from bench.bench_search import CORPORA, TIMED_K, WORK_DIR
from bench.search_speed import MAX_QUESTIONS, bundle_for
from grasbot.evaluation import read_queries

__all__ = ["count_steps", "main"]


def count_steps(name: str, top: int = 15, work_dir: Path = WORK_DIR) -> dict[str, Any]:
    """Bytecodes per question on corpus ``name``: in all, and for the ``top`` costliest functions."""
    from grasbot.bundle import load_bundle
    from grasbot.retrieval.search import Searcher

    path, queries_path = bundle_for(name, work_dir)
    questions = [q.question for q in read_queries(queries_path)][:MAX_QUESTIONS]
    searcher = Searcher(load_bundle(path), top_k=TIMED_K)
    for question in questions:  # the first pass fills the caches: not what is counted
        searcher.search(question)
    by_function: Counter[str] = Counter()

    def trace(frame: FrameType, event: str, _arg: object) -> Any:
        frame.f_trace_opcodes = True
        if event == "opcode":
            code = frame.f_code
            by_function[f"{code.co_qualname} ({code.co_filename.rsplit('/', 1)[-1]})"] += 1
        return trace

    sys.settrace(trace)
    try:
        for question in questions:
            searcher.search(question)
    finally:
        sys.settrace(None)
    n = len(questions)
    return {
        "corpus": name,
        "questions": n,
        "bytecodes_per_question": round(sum(by_function.values()) / n),
        "by_function": {f: round(c / n) for f, c in by_function.most_common(top)},
    }


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(prog="python -m bench.search_steps", description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="grasbot-vault", choices=sorted(CORPORA))
    parser.add_argument("--top", type=int, default=15, help="functions listed (default 15)")
    parser.add_argument("--work-dir", type=Path, default=WORK_DIR)
    parser.add_argument("--json", action="store_true", help="one JSON object instead of lines")
    args = parser.parse_args(argv)
    result = count_steps(args.corpus, max(0, args.top), args.work_dir)
    if args.json:
        print(orjson.dumps(result).decode())
    else:
        print(f"{result['corpus']}: {result['bytecodes_per_question']} bytecodes per question")
        for function, count in result["by_function"].items():
            print(f"  {count:7d}  {function}")
    return result


if __name__ == "__main__":
    main()
