"""The chaos and abuse run (issue 12): ``python -m tests.chaos.run [--quick] [--json]``.

``make chaos`` runs it in full; ``make test`` runs ``--quick`` through tests/chaos/test_chaos.py.
It starts the whole system (tests/chaos/system.py), runs every phase (tests/chaos/phases.py),
prints the table on stdout (or the figures as JSON with ``--json``) and exits 1 when a promise
was broken, naming it on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tests.chaos import phases
from tests.chaos.record import Record, Summary, invariants, summarise, table
from tests.chaos.system import running_system

__all__ = ["Size", "main", "run"]


@dataclass(frozen=True)
class Size:
    rounds: int  # tries of each node fault
    both_routes: bool  # each try through /ask and /ask/stream, not one of them in turn
    schemathesis_examples: int  # per operation and generation mode
    schemathesis_budget_s: float
    quota_cap: int
    quota_requests: int  # per burst (Redis up, then killed)


QUICK = Size(
    rounds=1,
    both_routes=False,
    schemathesis_examples=6,
    # the examples bound ends it first (a few seconds); the time bound only stops a run that a
    # loaded machine slows down, and must still leave room for its cases (CI shares 2 cores)
    schemathesis_budget_s=20.0,
    quota_cap=10,
    quota_requests=30,
)
FULL = Size(
    rounds=3,
    both_routes=True,
    schemathesis_examples=60,
    schemathesis_budget_s=60.0,
    quota_cap=50,
    quota_requests=200,
)


def run(size: Size) -> Summary:
    """One run against a freshly started system; the processes are stopped before it returns."""
    started = time.monotonic()
    record, summary = Record(), Summary()
    with (
        tempfile.TemporaryDirectory(prefix="grasbot-chaos-") as tmp,
        running_system(Path(tmp), size.quota_cap) as system,
    ):
        _timed("start", started)
        steps: list[tuple[str, Callable[[], None]]] = [
            ("breaker", lambda: phases.breaker(system, record, summary)),
            (
                "node faults",
                lambda: phases.node_faults(system, record, summary, size.rounds, size.both_routes),
            ),
            ("disconnects", lambda: phases.disconnects(system, record, summary)),
            ("canaries", lambda: phases.canaries(system, record, summary)),
            ("abuse", lambda: phases.abuse(system, record)),
            (
                "schemathesis",
                lambda: phases.schemathesis_run(
                    system, record, summary, size.schemathesis_examples, size.schemathesis_budget_s
                ),
            ),
            ("quotas", lambda: phases.quotas(system, record, summary, size.quota_requests)),
            ("leaks", lambda: phases.leaks(system, record, summary)),
        ]
        for name, step in steps:
            step_started = time.monotonic()
            step()
            _timed(name, step_started)
    summary.seconds = round(time.monotonic() - started, 1)
    return summarise(record, summary)


def _timed(name: str, started: float) -> None:
    print(f"chaos: {name} {time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.chaos.run", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the bounded form run by `make test`")
    parser.add_argument("--json", dest="json_", action="store_true", help="the figures as one JSON object")
    args = parser.parse_args(argv)
    summary = run(QUICK if args.quick else FULL)
    broken = invariants(summary)
    if args.json_:
        print(json.dumps({**summary.as_dict(), "broken": broken}, ensure_ascii=False, indent=2))
    else:
        print(table(summary))
    for line in broken:
        print(f"chaos: broken: {line}", file=sys.stderr)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
