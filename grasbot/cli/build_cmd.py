"""``grasbot build VAULT -o BUNDLE``."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import orjson

from grasbot.cli.main import CLIError


def run_explain(args: argparse.Namespace) -> int:
    """What a visitor may read of one note, passage by passage, and what was left out, with file:line."""
    from index_build.errors import VaultError
    from index_build.transclude import Transcluder
    from index_build.vault import read_vault

    try:
        read = read_vault(args.vault, args.default_visibility)
    except VaultError as exc:
        raise CLIError(str(exc)) from exc
    wanted = args.explain.removesuffix(".md")
    note = next((n for n in read.notes if wanted in (n.slug, n.path, n.path.removesuffix(".md"))), None)
    if note is None:
        private = next(
            (d for d in read.dropped if wanted in (d.slug, d.path, d.path.removesuffix(".md"))), None
        )
        if private is not None:
            raise CLIError(f"{private.path}: not in the bundle ({private.reason})")
        raise CLIError(f"no public note {args.explain!r} in {args.vault}")
    visible = Transcluder(read.notes).visible(note)  # embeds expanded as in the bundle
    offset = note.body_line - 1
    if args.json_:
        out = {
            "note": note.slug,
            "path": note.path,
            "passages": [
                {"line": p.line + offset, "heading": p.heading, "kind": p.kind, "text": p.text}
                for p in visible.passages
            ],
            "left_out": [
                {"line": x.line + offset, "reason": x.reason, "text": x.text} for x in visible.left_out
            ],
        }
        sys.stdout.write(orjson.dumps(out).decode() + "\n")
        return 0
    print(f"{note.path}: {len(visible.passages)} passage(s), {len(visible.left_out)} left out")
    for p in visible.passages:
        print(f"\n{note.path}:{p.line + offset}: [{p.kind}] {p.heading or '(before the first heading)'}")
        print("    " + p.text.replace("\n", "\n    "))
    for x in visible.left_out:
        first = x.text.splitlines()[0]
        print(f"{note.path}:{x.line + offset}: left out ({x.reason}): {first[:100]}")
    return 0


def run_build(args: argparse.Namespace) -> int:
    from index_build.build import BuildParams, build_bundle, default_progress
    from index_build.errors import VaultError

    if args.explain:
        return run_explain(args)

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
