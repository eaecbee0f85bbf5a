"""``make bench``: the search benchmark, then the function and node benchmarks when present.

Usage: ``python -m bench.run [--quick] [--corpora example,grasbot-vault] [--json-out var/bench.json]``.
Each part prints its own tables; all figures go to one JSON file with the machine they ran on.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import os
import platform
import subprocess
import sys
import time
import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson

REPO = Path(__file__).resolve().parent.parent
OPTIONAL_PARTS = ("bench_function", "bench_node")  # written with the function and node issues


def _machine() -> dict[str, Any]:
    cpu = platform.processor() or ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            cpu = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), cpu)
    except OSError:
        pass
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = None
    return {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "commit": commit,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpu": cpu,
        "cpus": os.cpu_count(),
        "load_average": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }


def _call(part: Any, quick: bool, corpora: list[str] | None, work_dir: Path) -> dict[str, Any]:
    # Parts take only the options they declare, so one written as plain ``main()`` still runs.
    params = inspect.signature(part.main).parameters
    kwargs: dict[str, Any] = {}
    if "quick" in params:
        kwargs["quick"] = quick
    if "corpora" in params and corpora:
        kwargs["corpora"] = corpora
    if "work_dir" in params:
        kwargs["work_dir"] = work_dir
    result: dict[str, Any] = part.main(**kwargs)
    return result


def _failure(exc: BaseException) -> dict[str, str]:
    # A broken part must not lose the figures of the others: show it, record it, exit 1 at the end.
    traceback.print_exception(exc)
    return {"error": f"{type(exc).__name__}: {exc}"}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.run", description="GrasBot benchmarks (not a test).")
    p.add_argument(
        "--quick", action="store_true", help="smoke run: fewer corpora and repeats (under a minute)"
    )
    p.add_argument("--corpora", default=None, help="comma-separated corpus names (default: all, or quick's)")
    p.add_argument("--json-out", default="var/bench.json", help="where to write every figure")
    p.add_argument(
        "--work-dir", default="var/bench", help="generated vaults and bundles (default: var/bench)"
    )
    p.add_argument("--markdown", default=None, help="also write the search tables in Markdown to this file")
    p.add_argument("--search-only", action="store_true", help="skip the function and node benchmarks")
    args = p.parse_args(argv)
    corpora = [c.strip() for c in args.corpora.split(",") if c.strip()] if args.corpora else None

    work_dir = Path(args.work_dir).resolve()
    started = time.perf_counter()
    report: dict[str, Any] = {"machine": _machine(), "quick": args.quick}
    from bench import bench_search

    print("== search", flush=True)
    report["search"] = _call(bench_search, args.quick, corpora, work_dir)
    failed = []
    for name in () if args.search_only else OPTIONAL_PARTS:
        key = name.removeprefix("bench_")
        try:
            part = importlib.import_module(f"bench.{name}")
            print(f"\n== {key}", flush=True)
            report[key] = _call(part, args.quick, None, work_dir)
        except ModuleNotFoundError as exc:
            if exc.name == f"bench.{name}":
                continue  # not written yet
            failed.append(key)
            report[key] = _failure(exc)
        except Exception as exc:
            failed.append(key)
            report[key] = _failure(exc)
    report["elapsed_s"] = round(time.perf_counter() - started, 1)
    if args.markdown:
        from bench.search_report import markdown

        Path(args.markdown).write_text(markdown(report["search"]), encoding="utf-8")

    out = Path(args.json_out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(orjson.dumps(report, option=orjson.OPT_INDENT_2 | orjson.OPT_SERIALIZE_NUMPY))
    print(f"\nfigures written to {out} ({report['elapsed_s']} s)")
    if failed:
        print(f"failed: {', '.join(failed)} (see the tracebacks above)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
