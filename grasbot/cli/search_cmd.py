"""``grasbot search`` and ``grasbot eval``."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from typing import Any

import orjson

from grasbot.cli.main import DEFAULT_BUNDLE, CLIError


def load(bundle_arg: str | None):  # type: ignore[no-untyped-def]
    """The bundle and the function's settings as they apply to it (read once per command)."""
    from functions.settings import SettingsError, get, read_settings
    from functions.state import settings_for
    from grasbot.bundle import BundleError, load_bundle

    env = dict(os.environ)
    if bundle_arg is None and get(env, "BUNDLE_PATH") is None:
        env["GRASBOT_BUNDLE_PATH"] = DEFAULT_BUNDLE
    elif bundle_arg is not None:
        env["GRASBOT_BUNDLE_PATH"] = bundle_arg
    try:
        settings = read_settings(env)
        bundle = load_bundle(settings.bundle_path)
    except (BundleError, SettingsError) as exc:
        raise CLIError(str(exc)) from exc
    return bundle, settings_for(bundle, settings)


def make_searcher(bundle_arg: str | None, top_k: int | None = None):  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from functions.state import build_searcher

    bundle, settings = load(bundle_arg)
    return build_searcher(bundle, replace(settings, top_k=top_k or settings.top_k))


def run_search(args: argparse.Namespace) -> int:
    searcher = make_searcher(args.bundle, args.k)
    start = time.perf_counter()
    result = searcher.search(args.question)
    ms = (time.perf_counter() - start) * 1000
    if args.json_:
        out = {
            "question": args.question,
            "grounded": result.grounded,
            "best_score": result.best_score,
            "sources": [s.to_dict() for s in result.sources],
            "candidates": [s.to_dict() for s in result.candidates],
            "query_tokens": result.query_tokens,
            "ms": round(ms, 3),
        }
        sys.stdout.write(orjson.dumps(out).decode() + "\n")
        return 0
    print(f"grounded: {result.grounded} (best score {result.best_score}, {ms:.2f} ms)")
    for rank, s in enumerate(result.candidates, 1):
        mark = " " if s in result.sources else "~"
        print(f"{mark}{rank}. {s.slug} [{s.type}] {s.score:.2f}  {s.url or ''}")
        print(f"     {', '.join(s.reasons)}")
    return 0


def eval_report(bundle: Any, settings: Any, queries: Sequence[Any], k: int = 5) -> dict[str, Any]:
    """What ``grasbot eval`` reports: retrieval at ``k`` and, where questions are graded on the
    answer, the offline answers as the function would write them."""
    from dataclasses import replace

    from functions.guards import is_off_limits
    from functions.state import build_searcher
    from grasbot.evaluation import Query, Ranked, evaluate

    searcher = build_searcher(bundle, replace(settings, top_k=max(k, 10)))

    def run(q: Query) -> Ranked:
        start = time.perf_counter()
        if is_off_limits(q.question):
            # as the function does: refused before any search, so nothing is grounded or shown
            return Ranked([], False, (time.perf_counter() - start) * 1000)
        result = searcher.search(q.question, history=list(q.history) or None)
        ms = (time.perf_counter() - start) * 1000
        return Ranked([s.slug for s in result.sources], result.grounded, ms)

    report = evaluate(queries, run, k=k)
    if any(q.grades_answer for q in queries):
        from grasbot.cli.answer_cmd import answer_report

        # answers are planned on the function's own top-k, not the eval's deeper list
        report.update(answer_report(build_searcher(bundle, settings), settings, queries))
    return report


def run_eval(args: argparse.Namespace) -> int:
    from grasbot.evaluation import QueryFileError, read_queries

    bundle, settings = load(args.bundle)
    try:
        queries = read_queries(args.queries)
    except (OSError, QueryFileError) as exc:
        raise CLIError(str(exc)) from exc
    report = eval_report(bundle, settings, queries, args.k)
    misses = report.pop("misses") if not args.misses else report["misses"]
    failures = report.pop("answer_failures", []) if not args.misses else report.get("answer_failures", [])
    if args.json_:
        sys.stdout.write(orjson.dumps(report).decode() + "\n")
    else:
        for key, value in report.items():
            if key != "misses":
                print(f"{key:>18}: {value}")
        if args.misses:
            for m in misses:
                print(f"miss {m['id']}: expected {m['expected']} got {m['got']}")
            for f in failures:
                print(f"answer {f['id']} failed {f['failed']}: {f['question']}\n    -> {f['answer']!r}")
    useful = report.get("answer_useful")
    if args.min_useful is not None and useful is not None and useful < args.min_useful:
        print(f"quality gate failed: answer_useful {useful} < {args.min_useful}", file=sys.stderr)
        return 1
    recall = report[f"recall@{args.k}"]
    if args.min_recall is not None and recall < args.min_recall:
        print(f"quality gate failed: recall@{args.k} {recall} < {args.min_recall}", file=sys.stderr)
        return 1
    return 0
