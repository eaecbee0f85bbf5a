"""This search alone, timed per question: the quick check behind every speed change.

``make bench`` compares engines; this times only ``Searcher.search`` so that two versions of
the code can be compared (run it from each checkout): every question of a corpus, warm, the
heap frozen as in the handler, ``--runs`` times in a row, and the best and the median of the
runs' medians. Taking the best run filters out the machine's slow spells (runs minutes apart
differ by up to 20 % here); compare versions by alternating them, not one after the other.

Usage: ``python -m bench.search_speed [--corpora gen-1000,gen-5000] [--runs 7] [--json]``.
Bundles are built under ``var/bench/bundles`` when missing (``make bench`` makes the same).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
from pathlib import Path
from typing import Any

import orjson

from bench.bench_search import CORPORA, TIMED_K, WORK_DIR
from grasbot.evaluation import read_queries

__all__ = ["bundle_for", "main", "time_corpus"]

DEFAULT_CORPORA = ("grasbot-vault", "gen-1000", "gen-5000", "gen-10000")
MAX_QUESTIONS = 300
CALLS_PER_RUN = 600  # passes over the questions until this many calls, per run


def bundle_for(name: str, work_dir: Path) -> tuple[Path, Path]:
    """A corpus's bundle (built under ``work_dir/bundles`` when missing) and its questions."""
    corpus = CORPORA[name](work_dir)
    path = work_dir / "bundles" / f"{name}.json"
    if _stale(path, corpus.vault):
        from index_build.build import build_bundle

        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(build_bundle(corpus.vault).data)
    return path, corpus.queries


def _stale(bundle: Path, vault: Path) -> bool:
    """Missing, or older than its vault or the code that builds bundles (a tokeniser change
    makes an old bundle unloadable, a build rule change makes it wrong)."""
    if not bundle.is_file():
        return True
    built = bundle.stat().st_mtime
    repo = Path(__file__).resolve().parents[1]
    # (every file of the vault: a ``.txt`` note, a table a note shows, its ``.grasbotignore``)
    sources = [*vault.rglob("*"), *(repo / "index_build").glob("*.py"), *(repo / "grasbot").glob("*.py")]
    return any(f.stat().st_mtime > built for f in sources if f.is_file())


def time_corpus(name: str, runs: int, work_dir: Path = WORK_DIR) -> dict[str, Any]:
    """Best and median of ``runs`` per-question p50s (µs) for one corpus."""
    from grasbot.bundle import load_bundle
    from grasbot.retrieval.search import Searcher

    path, queries_path = bundle_for(name, work_dir)
    questions = [q.question for q in read_queries(queries_path)][:MAX_QUESTIONS]
    searcher = Searcher(load_bundle(path), top_k=TIMED_K)
    for question in questions:  # first use fills the term caches: not what is measured
        searcher.search(question)
    gc.collect()
    gc.freeze()
    try:
        medians = []
        passes = max(1, CALLS_PER_RUN // len(questions))
        for _ in range(runs):
            times = []
            for _ in range(passes):
                for question in questions:
                    start = time.perf_counter()
                    searcher.search(question)
                    times.append(time.perf_counter() - start)
            medians.append(statistics.median(times) * 1e6)
    finally:
        gc.unfreeze()
    return {
        "corpus": name,
        "notes": len(searcher.bundle),
        "questions": len(questions),
        "best_p50_us": round(min(medians), 1),
        "median_p50_us": round(statistics.median(medians), 1),
    }


def main(argv: list[str] | None = None) -> list[dict[str, Any]]:
    parser = argparse.ArgumentParser(prog="python -m bench.search_speed", description=__doc__.splitlines()[0])
    parser.add_argument("--corpora", default=",".join(DEFAULT_CORPORA), help="comma-separated corpus names")
    parser.add_argument("--runs", type=int, default=7, help="timed runs per corpus (default 7)")
    parser.add_argument("--work-dir", type=Path, default=WORK_DIR)
    parser.add_argument("--json", action="store_true", help="one JSON list instead of lines")
    args = parser.parse_args(argv)
    names = [n for n in args.corpora.split(",") if n]
    unknown = [n for n in names if n not in CORPORA]
    if unknown:
        parser.error(f"unknown corpus {', '.join(unknown)}; choose from {', '.join(CORPORA)}")
    results = []
    for name in names:
        result = time_corpus(name, max(1, args.runs), args.work_dir)
        results.append(result)
        if not args.json:
            print(
                f"{name:14s} {result['notes']:6d} notes  p50 best {result['best_p50_us']:7.1f} µs"
                f"  median {result['median_p50_us']:7.1f} µs"
            )
    if args.json:
        print(orjson.dumps(results).decode())
    return results


if __name__ == "__main__":
    main()
