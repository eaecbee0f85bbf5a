"""The deploy's quality gate: recall (and, where the questions grade answers, the offline answers'
useful rate) on the vault's reference questions against the recorded thresholds.

    python infra/deploy/quality_gate.py --bundle B --queries Q [--gate owner] [--baseline OLD_BUNDLE]

Runs ``grasbot eval --bundle B --queries Q --k K --min-recall R --json --misses`` (K and R from
``eval/thresholds.json``, gate ``--gate``) and exits with its status: 0 passed, 1 below the threshold,
2 unusable input. With ``--baseline`` (the bundle of the vault as last deployed) it also prints what
changed: notes added, removed or edited, the metrics before and after, and each question whose result
moved. The report goes to stderr; stdout carries one JSON object for CI.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
THRESHOLDS = REPO / "eval" / "thresholds.json"
_NOTE_FIELDS = ("title", "type", "body", "aliases", "answers", "tags", "domains", "priority", "link")


class GateError(Exception):
    """The gate cannot run: missing threshold, unreadable bundle or queries."""


def read_gate(path: Path, name: str) -> tuple[int, float, float | None]:
    """``(k, min_recall, min_useful)`` of gate ``name`` in the thresholds file; ``min_useful``
    (the offline answers' useful rate, on the questions that grade answers) may be absent."""
    try:
        gates = json.loads(path.read_text(encoding="utf-8"))["gates"]
    except (OSError, ValueError, KeyError) as exc:
        raise GateError(f"{path}: cannot read the gates ({exc})") from exc
    if name not in gates:
        raise GateError(f"{path}: no gate {name!r}; known: {', '.join(sorted(gates))}")
    gate = gates[name]
    useful = gate.get("min_useful")
    return int(gate["k"]), float(gate["min_recall"]), None if useful is None else float(useful)


def run_eval(
    bundle: Path, queries: Path, k: int, min_recall: float | None, min_useful: float | None = None
) -> tuple[int, dict[str, Any]]:
    """``grasbot eval`` as CI would call it: ``(exit status, JSON report)``."""
    cmd = [sys.executable, "-m", "grasbot.cli.main", "eval", "--bundle", str(bundle)]
    cmd += ["--queries", str(queries), "--k", str(k), "--json", "--misses"]
    if min_recall is not None:
        cmd += ["--min-recall", str(min_recall)]
    if min_useful is not None:
        cmd += ["--min-useful", str(min_useful)]
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO, check=False)
    if proc.returncode not in (0, 1) or not proc.stdout.strip():
        raise GateError(f"grasbot eval failed ({proc.returncode}): {proc.stderr.strip()}")
    return proc.returncode, json.loads(proc.stdout)


def _notes(bundle: Path) -> dict[str, dict[str, Any]]:
    from grasbot.bundle import BundleError, load_bundle

    try:
        notes = load_bundle(bundle).notes
    except BundleError as exc:
        raise GateError(f"{bundle}: not a bundle ({exc})") from exc
    return {n.slug: {f: getattr(n, f) for f in _NOTE_FIELDS} for n in notes}


def note_changes(old: Path, new: Path) -> dict[str, list[str]]:
    """Slugs added, removed, and edited (any shipped field differs) between two bundles."""
    before, after = _notes(old), _notes(new)
    return {
        "added": sorted(after.keys() - before.keys()),
        "removed": sorted(before.keys() - after.keys()),
        "edited": sorted(s for s in after.keys() & before.keys() if after[s] != before[s]),
    }


def question_changes(old: dict[str, Any], new: dict[str, Any]) -> dict[str, list[str]]:
    """Question ids that started or stopped missing between two eval reports."""
    old_miss = {m["id"] for m in old["misses"]}
    new_miss = {m["id"] for m in new["misses"]}
    return {"now_missed": sorted(new_miss - old_miss), "now_found": sorted(old_miss - new_miss)}


def _report(summary: dict[str, Any], new: dict[str, Any]) -> None:
    err = sys.stderr
    status = "passed" if summary["passed"] else "FAILED"
    print(f"quality gate {summary['gate']}: {status}: {summary['metric']} {summary['value']}", file=err)
    print(f"  threshold {summary['min_recall']} (eval/thresholds.json)", file=err)
    if summary.get("min_useful") is not None:
        print(f"  answer_useful {summary['answer_useful']}, threshold {summary['min_useful']}", file=err)
    if "baseline" in summary:
        print(f"  before: {summary['metric']} {summary['baseline'][summary['metric']]}", file=err)
        for kind, slugs in summary["notes"].items():
            if slugs:
                print(f"  notes {kind}: {', '.join(slugs)}", file=err)
        for kind, ids in summary["questions"].items():
            if ids:
                print(f"  questions {kind.replace('_', ' ')}: {', '.join(ids)}", file=err)
    for miss in new["misses"]:
        print(f"  miss {miss['id']}: expected {miss['expected']} got {miss['got']}", file=err)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="quality_gate.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--bundle", type=Path, required=True)
    p.add_argument("--queries", type=Path, required=True, help="the vault's reference questions (JSONL)")
    p.add_argument("--gate", default="owner", help="gate name in the thresholds file (default: owner)")
    p.add_argument("--thresholds", type=Path, default=THRESHOLDS)
    p.add_argument("--baseline", type=Path, help="bundle of the vault as last deployed: print what changed")
    args = p.parse_args(argv)
    try:
        k, min_recall, min_useful = read_gate(args.thresholds, args.gate)
        status, new = run_eval(args.bundle, args.queries, k, min_recall, min_useful)
        metric = f"recall@{k}"
        summary: dict[str, Any] = {
            "gate": args.gate,
            "metric": metric,
            "value": new[metric],
            "min_recall": min_recall,
            "min_useful": min_useful,
            "answer_useful": new.get("answer_useful"),
            "passed": status == 0,
            "report": {key: value for key, value in new.items() if key != "misses"},
        }
        if args.baseline is not None:
            _, old = run_eval(args.baseline, args.queries, k, None)
            summary["baseline"] = {key: value for key, value in old.items() if key != "misses"}
            summary["notes"] = note_changes(args.baseline, args.bundle)
            summary["questions"] = question_changes(old, new)
    except GateError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 2
    _report(summary, new)
    sys.stdout.write(json.dumps(summary) + "\n")
    return 0 if summary["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
