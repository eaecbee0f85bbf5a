"""``grasbot inbox pull|questions|stats|purge``: the owner's side of the inbox (docs/inbox.md).

Events come from the Redis stream the function writes (``--from redis://…``, else
``GRASBOT_INBOX_URI`` or a Redis ``RATE_LIMIT_STORAGE_URI``) or from exported log lines
(``--from-logs FILE``). Redis is read with the synchronous client; its URI is never printed
(it may hold a password).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson

from grasbot.cli.inbox_note import eval_id, read_marks, render_note, valid_slug
from grasbot.cli.main import CLIError
from grasbot.envsettings import env_value
from grasbot.inbox import (
    STREAM_KEY,
    InboxEvent,
    event_from_json,
    events_from_lines,
    group_events,
    question_key,
)

__all__ = ["DEFAULT_NOTE", "run_inbox"]

DEFAULT_NOTE = "grasbot-inbox.md"
_PAGE = 1000
_CLAIMS = "grasbot:feedback:*"


class UsageError(CLIError):
    """Bad usage (exit 2), e.g. no source of events at all."""


def _redis_uri(args: argparse.Namespace) -> str | None:
    uri: str | None = getattr(args, "from_", None)
    if uri is None:
        env = os.environ
        uri = env_value(env, "INBOX_URI") or env_value(env, "RATE_LIMIT_STORAGE_URI")
        if uri is not None and not uri.startswith(("redis://", "rediss://")):
            uri = None
    elif not uri.startswith(("redis://", "rediss://")):
        raise UsageError("--from takes a redis://… or rediss://… URI (use --from-logs for a log export)")
    return uri


def _where(uri: str) -> str:
    """host:port of a Redis URI, for messages: never its password."""
    return uri.split("@")[-1].split("://")[-1].split("/")[0]


def _client(uri: str) -> Any:
    import redis

    return redis.Redis.from_url(uri, socket_timeout=5, socket_connect_timeout=5)


def _redis_events(uri: str) -> Iterator[InboxEvent]:
    import redis

    client, start = _client(uri), "-"
    try:
        while True:
            page = client.xrange(STREAM_KEY, min=start, max="+", count=_PAGE)
            for _, fields in page:
                event = event_from_json(fields.get(b"e", b""))
                if event is not None:
                    yield event
            if len(page) < _PAGE:
                return
            start = "(" + page[-1][0].decode()
    except redis.RedisError as exc:
        raise CLIError(f"cannot read the inbox from Redis at {_where(uri)}: {exc}") from exc


def _events(args: argparse.Namespace) -> list[InboxEvent]:
    if args.from_logs is not None:
        try:
            with Path(args.from_logs).open(encoding="utf-8", errors="replace") as lines:
                return list(events_from_lines(lines))
        except OSError as exc:
            raise CLIError(f"{args.from_logs}: cannot read the log export ({exc.strerror})") from exc
    uri = _redis_uri(args)
    if uri is None:
        raise UsageError(
            "no inbox to read: give --from redis://… or --from-logs FILE "
            "(or set GRASBOT_INBOX_URI / RATE_LIMIT_STORAGE_URI to the function's Redis)"
        )
    return list(_redis_events(uri))


def _note_path(args: argparse.Namespace) -> Path:
    vault = Path(args.vault)
    if not vault.is_dir():
        raise CLIError(f"{vault}: vault folder not found")
    return vault / str(args.note)


def _out(args: argparse.Namespace, result: dict[str, Any], text: str) -> None:
    if args.json_:
        sys.stdout.write(orjson.dumps(result).decode() + "\n")
    else:
        print(text)


def run_pull(args: argparse.Namespace) -> int:
    path = _note_path(args)
    events = _events(args)
    previous = read_marks(path.read_text(encoding="utf-8")) if path.is_file() else []
    entries = group_events(events)
    path.write_text(render_note(entries, previous, len(events), time.time()), encoding="utf-8")
    todo = [e for e in entries if e.needs_answer]
    result = {
        "note": str(path),
        "events": len(events),
        "questions": len(todo),
        "top": [{"question": e.question, "count": e.count, "reasons": e.reasons} for e in todo[:10]],
    }
    _out(args, result, f"{path}: {len(todo)} questions to answer, from {len(events)} events")
    return 0


def _queries_path(args: argparse.Namespace) -> Path:
    # where the deploy looks by default (infra/deploy/dry_run.sh): <vault>/../queries.jsonl
    return Path(args.queries) if args.queries else Path(args.vault).resolve().parent / "queries.jsonl"


def _known_slugs(vault: Path) -> set[str] | None:
    """The public notes' slugs, to catch a typo before the quality gate does (None: unreadable)."""
    try:
        from index_build.vault import read_vault
    except ModuleNotFoundError:  # no build extra: the gate will tell
        return None
    return {note.slug for note in read_vault(vault).notes}


def _existing(queries: Path) -> tuple[set[str], set[str]]:
    """The ids and question keys already in the eval file: a question is added once."""
    ids: set[str] = set()
    keys: set[str] = set()
    if not queries.is_file():
        return ids, keys
    for lineno, line in enumerate(queries.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = orjson.loads(line)
            ids.add(str(obj["id"]))
            keys.add(question_key(str(obj["question"])))
        except (orjson.JSONDecodeError, KeyError, TypeError) as exc:
            raise CLIError(
                f"{queries}:{lineno}: not a query line ({exc}); fix it before adding more"
            ) from exc
    return ids, keys


def run_questions(args: argparse.Namespace) -> int:
    path = _note_path(args)
    if not path.is_file():
        raise CLIError(f"{path}: no inbox note; run `grasbot inbox pull --vault {args.vault}` first")
    queries = _queries_path(args)
    existing_ids, existing_keys = _existing(queries)
    slugs = _known_slugs(Path(args.vault))
    added: list[dict[str, Any]] = []
    unmarked = 0
    for mark in read_marks(path.read_text(encoding="utf-8")):
        if not mark.checked:
            unmarked += 1
            continue
        if not mark.slug:
            print(f"warning: checked without a slug, skipped: {mark.question}", file=sys.stderr)
            continue
        if not valid_slug(mark.slug) or (slugs is not None and mark.slug not in slugs):
            raise CLIError(f"{path}: no public note has the slug {mark.slug!r} (line « {mark.question} »)")
        new_id = eval_id(mark.question)
        if new_id in existing_ids or mark.key in existing_keys:
            continue
        existing_ids.add(new_id)
        existing_keys.add(mark.key)
        added.append({"id": new_id, "question": mark.question, "relevant": [mark.slug], "category": "inbox"})
    if added:
        text = "".join(orjson.dumps(line).decode() + "\n" for line in added)
        with queries.open("a", encoding="utf-8") as out:
            if queries.stat().st_size and not queries.read_bytes().endswith(b"\n"):
                out.write("\n")
            out.write(text)
    result = {"queries": str(queries), "added": added, "unmarked": unmarked}
    _out(args, result, f"{queries}: {len(added)} questions added ({unmarked} lines still to answer)")
    return 0


_SINCE = re.compile(r"^(\d+)([mhdw])$")
_UNIT_S = {"m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


def parse_since(raw: str, now: float) -> float:
    """``7d``, ``24h``, ``30m``, ``2w`` before ``now``, or a date ``2026-11-01`` (UTC)."""
    found = _SINCE.match(raw.strip())
    if found:
        return now - int(found[1]) * _UNIT_S[found[2]]
    try:
        return datetime.fromisoformat(raw.strip()).replace(tzinfo=UTC).timestamp()
    except ValueError:
        raise UsageError(
            f"--since takes 7d, 24h, 30m, 2w or a date such as 2026-11-01, got {raw!r}"
        ) from None


def stats(events: list[InboxEvent], since: float | None) -> dict[str, Any]:
    """Counts per answer (an answer and its vote count once), by mode, reason and vote."""
    chosen = [e for e in events if since is None or e["ts"] >= since]
    modes: dict[str, str] = {}
    reasons: dict[str, set[str]] = {}
    votes: dict[str, str] = {}
    for event in chosen:
        rid = event["request_id"]
        if event["kind"] == "answer" or rid not in modes:
            modes[rid] = event["mode"]
        reasons.setdefault(rid, set()).update(event["reasons"])
        if event["vote"] is not None:
            votes[rid] = event["vote"]
    count = {m: list(modes.values()).count(m) for m in sorted(set(modes.values()))}
    by_reason = {
        r: n
        for r in sorted({r for rs in reasons.values() for r in rs})
        if (n := sum(r in rs for rs in reasons.values()))
    }
    return {
        "since": None if since is None else round(since, 3),
        "events": len(chosen),
        "answers": len(modes),
        "questions": len({question_key(e["question"]) for e in chosen}),
        "by_mode": count,
        "by_reason": by_reason,
        "votes": {"up": list(votes.values()).count("up"), "down": list(votes.values()).count("down")},
        "first": min((e["ts"] for e in chosen), default=None),
        "last": max((e["ts"] for e in chosen), default=None),
    }


def run_stats(args: argparse.Namespace) -> int:
    since = parse_since(args.since, time.time()) if args.since else None
    result = stats(_events(args), since)
    text = "\n".join(
        [
            f"answers: {result['answers']} ({result['events']} events, {result['questions']} questions)",
            "by mode: " + (", ".join(f"{k} {v}" for k, v in result["by_mode"].items()) or "-"),
            "by reason: " + (", ".join(f"{k} {v}" for k, v in result["by_reason"].items()) or "-"),
            f"votes: up {result['votes']['up']}, down {result['votes']['down']}",
        ]
    )
    _out(args, result, text)
    return 0


def run_purge(args: argparse.Namespace) -> int:
    import redis

    uri = _redis_uri(args)
    if uri is None:
        raise UsageError(
            "nothing to purge here: give --from redis://…; events kept as log lines are erased "
            "with their CloudWatch log group (docs/inbox.md)"
        )
    client = _client(uri)
    try:
        events = int(client.xlen(STREAM_KEY))
        client.delete(STREAM_KEY)
        claims = 0
        for key in client.scan_iter(match=_CLAIMS, count=500):
            claims += int(client.delete(key))
    except redis.RedisError as exc:
        raise CLIError(f"cannot purge the inbox in Redis at {_where(uri)}: {exc}") from exc
    result = {"deleted_events": events, "deleted_claims": claims}
    _out(args, result, f"erased {events} events and {claims} feedback claims at {_where(uri)}")
    return 0


def run_inbox(args: argparse.Namespace) -> int:
    commands = {"pull": run_pull, "questions": run_questions, "stats": run_stats, "purge": run_purge}
    try:
        return commands[args.inbox_command](args)
    except UsageError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 2
