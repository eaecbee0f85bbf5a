"""What the visitor reads, on every graded set at once: ``python -m bench.answers [--json]``.

Each example vault and the shared sets are built (bundles cached under ``var/bench/bundles``
as the search benchmarks do) and measured as ``grasbot eval`` measures one: retrieval at 5,
and on the questions graded on the answer (grounded/must/forbid), the offline answer the
function would write. On the real vault every question file beside it and under ``eval/`` is
read. One line a set; ``--json`` for a machine. The measure of a change to the answers is that
no line goes down (docs/answers.md).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import orjson

from bench.bench_search import CORPORA, QUICK, REPO, SHARED_EVAL, WORK_DIR
from bench.search_speed import bundle_for

__all__ = ["COLUMNS", "measure", "question_sets"]

# what each line shows, in order (absent keys print as « - »: retrieval-only sets grade no answer)
COLUMNS = (
    "n",
    "answer_useful",
    "grounded_accuracy",
    "recall@5",
    "hit@5",
    "mrr",
    "abstain_accuracy",
    "metadata_leak",
    "prompt_fact_recall",
)


def question_sets(corpora: tuple[str, ...], work_dir: Path = WORK_DIR) -> list[tuple[str, str, Path]]:
    """(set name, corpus, questions file): each corpus's own questions, and on the real vault
    the graded answers beside them and the sets written for it under ``eval/``."""
    out = []
    for name in corpora:
        out.append((name, name, CORPORA[name](work_dir).queries))
        if name == "grasbot-vault":
            out.append(("grasbot-vault answers", name, SHARED_EVAL / name / "answers.dev.jsonl"))
            for extra in sorted((REPO / "eval").glob(f"{name}.*.jsonl")):
                out.append((f"{name} {extra.stem.split('.', 1)[1]}", name, extra))
    return out


def measure(corpora: tuple[str, ...] = QUICK, work_dir: Path = WORK_DIR) -> dict[str, dict[str, Any]]:
    """``grasbot eval``'s report for every set, by set name."""
    from functions.settings import read_settings
    from functions.state import settings_for
    from grasbot.bundle import load_bundle
    from grasbot.cli.search_cmd import eval_report
    from grasbot.evaluation import read_queries

    # the function's defaults, not this shell's GRASBOT_* settings: figures must not depend on it
    settings = read_settings({})
    loaded: dict[str, Any] = {}
    reports = {}
    for label, corpus, questions in question_sets(corpora, work_dir):
        if corpus not in loaded:
            bundle_path, _ = bundle_for(corpus, work_dir)
            bundle = load_bundle(bundle_path)
            loaded[corpus] = (bundle, settings_for(bundle, settings))
        bundle, applied = loaded[corpus]
        report = eval_report(bundle, applied, read_queries(questions), k=5)
        reports[label] = {key: report[key] for key in (*COLUMNS, "useful_by_category") if key in report}
        print(f"  {label}: done", file=sys.stderr)
    return reports


def _table(reports: dict[str, dict[str, Any]]) -> str:
    width = max(len(name) for name in reports)
    lines = [f"{'set':<{width}}  " + "  ".join(f"{c:>6}" for c in COLUMNS)]
    for name, report in reports.items():
        cells = ("-" if report.get(c) is None else report[c] for c in COLUMNS)
        lines.append(
            f"{name:<{width}}  "
            + "  ".join(f"{v:>{max(len(c), 6)}}" for c, v in zip(COLUMNS, cells, strict=True))
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.answers", description=__doc__.split("\n")[0])
    parser.add_argument("--corpora", default=",".join(QUICK), help="comma-separated (default: the dev sets)")
    parser.add_argument("--json", dest="json_", action="store_true", help="one JSON object, by set")
    parser.add_argument("--work-dir", type=Path, default=WORK_DIR, help="where bundles are built and kept")
    args = parser.parse_args(argv)
    corpora = tuple(c for c in args.corpora.split(",") if c)
    unknown = [c for c in corpora if c not in CORPORA]
    if unknown:
        parser.error(f"unknown corpora {unknown}; known: {', '.join(CORPORA)}")
    reports = measure(corpora, args.work_dir)
    if args.json_:
        sys.stdout.write(orjson.dumps(reports).decode() + "\n")
    else:
        print(_table(reports))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
