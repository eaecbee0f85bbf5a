"""``grasbot build VAULT -o BUNDLE``."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import orjson

from grasbot.cli.main import CLIError


def run_build(args: argparse.Namespace) -> int:
    from index_build.build import BuildParams, build_bundle, default_progress
    from index_build.errors import VaultError

    params = BuildParams(
        k1=args.k1, b=args.b, idf=args.idf, stemmer=args.stemmer, default_visibility=args.default_visibility
    )
    start = time.perf_counter()
    try:
        result = build_bundle(args.vault, params, progress=None if args.json_ else default_progress())
    except VaultError as exc:
        raise CLIError(str(exc)) from exc
    elapsed = time.perf_counter() - start
    for warning in result.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if args.strict and result.warnings:
        raise CLIError(
            f"{len(result.warnings)} warning(s) in {args.vault} and --strict is set; bundle not written"
        )
    out = Path(args.output)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(out.suffix + ".tmp")
    tmp.write_bytes(result.data)
    tmp.replace(out)  # never leave a half-written bundle behind
    summary = result.summary() | {"output": str(out), "seconds": round(elapsed, 3)}
    if args.json_:
        sys.stdout.write(orjson.dumps(summary).decode() + "\n")
    else:
        reasons = ", ".join(f"{n} {r}" for r, n in summary["dropped_by_reason"].items()) or "none"
        print(
            f"{out}: {summary['notes']} notes kept, {summary['dropped']} dropped ({reasons}), "
            f"{len(result.warnings)} warning(s), {summary['bytes']:,} bytes "
            f"({summary['bytes_per_note']:,} per note), {elapsed:.2f} s, hash {result.content_hash[:12]}"
        )
    return 0
