"""Check a Redis for GrasBot's shared quotas before putting its URI in SSM (docs/deploy.md, "Redis").

    .venv/bin/python infra/redis/check.py 'rediss://default:PASSWORD@HOST:6380/0'

Connects with the same storage the function uses (``limits``, through slowapi), spends and reads
back one counter on a throwaway key, and prints the round trip. slowapi calls Redis synchronously
on the request path (PLATFORM-NOTES), so a round trip near the function's
``GRASBOT_RATE_LIMIT_STORAGE_TIMEOUT_S`` (0.3 s) means a Redis too far from the function's region.
Exit 0 when usable, 1 otherwise; the password is never printed.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
import uuid

from limits import RateLimitItemPerMinute
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter

ROUNDS = 5


def redact(uri: str) -> str:
    """The URI without its password."""
    return re.sub(r"//([^:@/]*):[^@/]*@", r"//\1:***@", uri)


def check(uri: str, timeout_s: float) -> list[float]:
    """Round trips (ms) of ``ROUNDS`` quota hits on a fresh key; raises if Redis is unusable."""
    storage = storage_from_string(uri, socket_timeout=timeout_s, socket_connect_timeout=timeout_s)
    if not storage.check():
        raise ConnectionError("no answer to PING")
    limiter = MovingWindowRateLimiter(storage)
    item = RateLimitItemPerMinute(ROUNDS)
    key = f"grasbot-check-{uuid.uuid4().hex}"
    times = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        if not limiter.hit(item, key):
            raise RuntimeError("a fresh counter refused a hit: is another tool sharing this key space?")
        times.append((time.perf_counter() - start) * 1000)
    if limiter.hit(item, key):
        raise RuntimeError(f"the counter let a {ROUNDS + 1}th hit through: not a working rate-limit store")
    limiter.clear(item, key)
    return times


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="check.py", description=__doc__.split("\n\n")[0])
    p.add_argument("uri", help="redis:// or rediss:// URI (quote it: it holds a password)")
    p.add_argument("--timeout-s", type=float, default=2.0)
    args = p.parse_args(argv)
    try:
        times = sorted(check(args.uri, args.timeout_s))
    except Exception as exc:  # any driver error means "not usable": report it in one line
        print(f"Error: {redact(args.uri)}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    median, worst = times[len(times) // 2], times[-1]
    print(f"ok: {redact(args.uri)}: {ROUNDS} quota hits, median {median:.1f} ms, max {worst:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
