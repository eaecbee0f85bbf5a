"""After a deploy: both function URLs answer, serve the new bundle, and the streaming one streams.

    python infra/deploy/smoke.py --api URL --stream URL --bundle-hash HASH [--attempts 5]

Checks ``GET /health`` on both URLs (200, the bundle's content hash, read with the admin token
from ``GRASBOT_ADMIN_TOKEN``) and one ``GET /ask/stream``
on the streaming URL, which must send a ``meta`` event: the half with the most moving parts (the
adapter layer, run.sh, response streaming) is checked, not only the buffered API. A fresh
deploy may answer 5xx or an old bundle for a few seconds: each check is retried with a growing
pause. Exit 0 when all pass, 1 otherwise (the message names the URL and what it got).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable

TIMEOUT_S = 30.0
QUESTION = "Qui es-tu ?"  # any question: `meta` comes first, grounded or not, node up or not
MAX_SSE_BYTES = 256_000


class SmokeError(Exception):
    """One check failed; the message says which URL and what came back."""


def _get(url: str, accept: str, token: str | None = None) -> tuple[int, bytes]:
    headers = {"accept": accept, "user-agent": "grasbot-smoke"}
    if token:
        headers["authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
            return response.status, response.read(MAX_SSE_BYTES)
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read(2000)
    except (urllib.error.URLError, TimeoutError, ConnectionError) as exc:
        raise SmokeError(f"{url}: no answer ({exc})") from None


def check_health(base: str, bundle_hash: str, token: str | None) -> str:
    # the bundle's hash is on the admin view of /health only: the token comes from the
    # environment (never a command-line argument, which other users of the runner can read)
    url = f"{base.rstrip('/')}/health"
    status, body = _get(url, "application/json", token)
    if status != 200:
        raise SmokeError(f"{url}: HTTP {status}: {body[:200]!r}")
    served = json.loads(body).get("bundle", {}).get("content_hash")
    if served != bundle_hash:
        raise SmokeError(f"{url}: serves bundle {served}, expected {bundle_hash}")
    return f"{url}: bundle {bundle_hash[:12]}"


def check_stream(base: str) -> str:
    url = f"{base.rstrip('/')}/ask/stream?q={urllib.parse.quote(QUESTION)}"
    status, body = _get(url, "text/event-stream")
    if status != 200:
        raise SmokeError(f"{url}: HTTP {status}: {body[:200]!r}")
    events = [
        line[len("event:") :].strip() for line in body.decode().splitlines() if line.startswith("event:")
    ]
    if "meta" not in events:
        raise SmokeError(f"{url}: no 'meta' event in the stream (events: {events or 'none'})")
    return f"{url}: events {', '.join(events[:3])}…"


def retry(check: Callable[[], str], attempts: int, pause_s: float) -> str:
    for attempt in range(1, attempts + 1):
        try:
            return check()
        except SmokeError:
            if attempt == attempts:
                raise
            time.sleep(pause_s * attempt)
    raise AssertionError("unreachable")  # pragma: no cover


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="smoke.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--api", required=True, help="the buffered function's URL")
    p.add_argument("--stream", required=True, help="the streaming function's URL")
    p.add_argument("--bundle-hash", required=True)
    p.add_argument("--attempts", type=int, default=5)
    p.add_argument("--pause-s", type=float, default=5.0, help="pause after the first failure, growing")
    args = p.parse_args(argv)
    token = os.environ.get("GRASBOT_ADMIN_TOKEN")
    if not token:
        print(
            "Error: GRASBOT_ADMIN_TOKEN is not set: /health shows the bundle hash to the admin only",
            file=sys.stderr,
        )
        return 1
    checks: list[Callable[[], str]] = [
        lambda: check_health(args.api, args.bundle_hash, token),
        lambda: check_health(args.stream, args.bundle_hash, token),
        lambda: check_stream(args.stream),
    ]
    for check in checks:
        try:
            print(f"ok: {retry(check, args.attempts, args.pause_s)}")
        except SmokeError as exc:
            print(f"Error: {exc}: roll back or fix (docs/deploy.md)", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
