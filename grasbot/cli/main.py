"""``grasbot`` command line: build, search, ask, eval (and serve). Each command imports its code lazily."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

EXAMPLE_VAULT = "examples/vault"
DEFAULT_BUNDLE = "var/bundle.json"


class CLIError(Exception):
    """A failure the user can fix: printed as 'Error: …', exit 1."""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="grasbot", description="Sourced answers from an Obsidian vault.")
    sub = p.add_subparsers(dest="command", required=True)

    b = sub.add_parser("build", help="build a bundle from a vault")
    b.add_argument("vault", nargs="?", default=EXAMPLE_VAULT, help=f"vault folder (default: {EXAMPLE_VAULT})")
    b.add_argument("-o", "--output", default=DEFAULT_BUNDLE, help=f"bundle file (default: {DEFAULT_BUNDLE})")
    b.add_argument("--k1", type=float, default=1.5)
    b.add_argument("--b", type=float, default=0.75)
    b.add_argument("--idf", choices=["lucene", "okapi"], default="lucene")
    b.add_argument("--stemmer", choices=["none", "plural", "light"], default="light")
    b.add_argument(
        "--default-visibility",
        choices=["public", "private"],
        default="public",
        help="for notes that say nothing about visibility",
    )
    b.add_argument("--strict", action="store_true", help="fail (exit 1) if the vault has any warning")
    b.add_argument("--json", dest="json_", action="store_true", help="print the summary as JSON")
    b.add_argument(
        "--explain",
        metavar="NOTE",
        default=None,
        help="show a note's passages and what was left out (file:line)",
    )

    s = sub.add_parser("search", help="rank the notes for a question")
    s.add_argument("question")
    s.add_argument(
        "--bundle", default=None, help="bundle file (default: $GRASBOT_BUNDLE_PATH or " + DEFAULT_BUNDLE + ")"
    )
    s.add_argument("--k", type=int, default=None, help="how many sources (default: $SEARCH_TOP_K or 5)")
    s.add_argument("--json", dest="json_", action="store_true")

    e = sub.add_parser("eval", help="measure retrieval on reference questions")
    e.add_argument("--bundle", default=None)
    e.add_argument("--queries", required=True, help="JSONL: {id, question, relevant[, history]} per line")
    e.add_argument("--k", type=int, default=5)
    e.add_argument("--min-recall", type=float, default=None, help="exit 1 if recall@k is below this")
    e.add_argument("--json", dest="json_", action="store_true")
    e.add_argument("--misses", action="store_true", help="list the questions that missed")
    e.add_argument(
        "--min-useful",
        type=float,
        default=None,
        help="exit 1 if the offline answers' useful rate is below this",
    )

    a = sub.add_parser("ask", help="answer a question offline, as the function would")
    a.add_argument("question")
    a.add_argument("--bundle", default=None)
    a.add_argument("--history", default=None, help="JSON file: [{role, content}...] earlier turns")
    a.add_argument("--show-prompt", action="store_true", help="print the messages the node would receive")
    a.add_argument("--json", dest="json_", action="store_true")

    _inbox_parser(sub)

    v = sub.add_parser("serve", help="run the function locally (uvicorn)")
    v.add_argument("--bundle", default=None)
    v.add_argument("--host", default="127.0.0.1")
    v.add_argument("--port", type=int, default=8000)
    v.add_argument(
        "--trusted-proxies",
        type=int,
        default=None,
        metavar="N",
        help="read X-Forwarded-For as written by N proxies of yours in front (default: never read it)",
    )
    return p


def _inbox_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    i = sub.add_parser("inbox", help="what visitors asked and did not get (docs/inbox.md)")
    verbs = i.add_subparsers(dest="inbox_command", required=True)

    def source(p: argparse.ArgumentParser) -> None:
        where = p.add_mutually_exclusive_group()
        where.add_argument(
            "--from",
            dest="from_",
            metavar="URI",
            help="redis://… (default: $GRASBOT_INBOX_URI or a Redis quota URI)",
        )
        where.add_argument("--from-logs", metavar="FILE", help="exported log lines (CloudWatch)")

    def vault(p: argparse.ArgumentParser) -> None:
        p.add_argument("--vault", default=EXAMPLE_VAULT, help=f"vault folder (default: {EXAMPLE_VAULT})")
        p.add_argument("--note", default="grasbot-inbox.md", help="the inbox note, inside the vault")

    pull = verbs.add_parser("pull", help="write the private inbox note into the vault")
    source(pull)
    vault(pull)
    questions = verbs.add_parser("questions", help="add the checked lines of the note to the eval questions")
    vault(questions)
    questions.add_argument(
        "--queries", default=None, help="eval questions file (default: <vault>/../queries.jsonl)"
    )
    stats = verbs.add_parser("stats", help="counts by mode, reason and vote")
    source(stats)
    stats.add_argument("--since", default=None, help="7d, 24h, 30m, 2w or a date (2026-11-01)")
    purge = verbs.add_parser("purge", help="erase the inbox stream (and the feedback claims) in Redis")
    purge.add_argument("--from", dest="from_", metavar="URI", help="redis://… (default: as pull)")
    for p in (pull, questions, stats, purge):
        p.add_argument("--json", dest="json_", action="store_true")


# The extra that brings each command's third-party imports (pyproject.toml).
_EXTRAS = {"build": "build", "serve": "serve"}
_EXTRA_OF_MODULE = {"yaml": "build", "rank_bm25": "build", "uvicorn": "serve"}


def _missing_extra(command: str, exc: ModuleNotFoundError) -> str:
    """One line saying which extra to install for the module that is missing."""
    module = (exc.name or "").split(".")[0]
    extra = _EXTRA_OF_MODULE.get(module, _EXTRAS.get(command))
    if extra is None:
        return f"`grasbot {command}` needs the Python module '{module}', which is not installed"
    return (
        f"`grasbot {command}` needs the Python module '{module}': "
        f"install the '{extra}' extra, e.g. pip install 'grasbot[{extra}]'"
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "build":
            from grasbot.cli.build_cmd import run_build

            return run_build(args)
        if args.command == "search":
            from grasbot.cli.search_cmd import run_search

            return run_search(args)
        if args.command == "eval":
            from grasbot.cli.search_cmd import run_eval

            return run_eval(args)
        if args.command == "ask":
            from grasbot.cli.answer_cmd import run_ask

            return run_ask(args)
        if args.command == "inbox":
            from grasbot.cli.inbox_cmd import run_inbox

            return run_inbox(args)
        if args.command == "serve":
            from grasbot.cli.serve_cmd import run_serve  # type: ignore[import-not-found,unused-ignore]

            return int(run_serve(args))
    except CLIError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    except ModuleNotFoundError as exc:
        # only third-party modules of an extra can be missing from an installed grasbot
        if (exc.name or "").split(".")[0] in {"grasbot", "functions", "index_build", "grasbot_node"}:
            raise
        print(f"Error: {_missing_extra(args.command, exc)}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # the reader left (`grasbot search … | head`): no traceback; stdout is pointed at
        # nothing so that the interpreter's last flush does not raise again
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 2


if __name__ == "__main__":
    # `python -m grasbot.cli.main` runs this file as __main__, a second copy of the module: the
    # commands raise grasbot.cli.main.CLIError, which that copy's `except CLIError` would not catch
    from grasbot.cli.main import main as imported_main

    sys.exit(imported_main())
