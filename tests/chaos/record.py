"""What a chaos run measured, its table and its invariants.

Every request any phase makes goes through :class:`Record`, which keeps its status, duration and
body (searched for canaries at the end). :func:`invariants` names each promise of issue 12 that a
run broke; the tests assert that list empty, and ``make chaos`` exits 1 when it is not.
"""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any

__all__ = ["Hit", "Record", "Summary", "invariants", "table"]


@dataclass(frozen=True)
class Hit:
    phase: str
    target: str  # "function" or "gateway"
    status: int  # 0: the connection failed or was dropped (a client-side note, not a 5xx)
    seconds: float
    body: str


@dataclass
class Record:
    hits: list[Hit] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, phase: str, status: int, seconds: float, body: str, target: str = "function") -> None:
        with self._lock:
            self.hits.append(Hit(phase, target, status, seconds, body))


@dataclass
class Summary:
    """The figures of one run, as ``--json`` prints them."""

    requests: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    server_errors: int = 0  # 5xx answered, plus 5xx lines in the function logs
    internal_events: int = 0  # SSE `error` events saying `internal` (a bug in the function)
    longest_s: float = 0.0
    longest_phase: str = ""
    answer_limit_s: float = 0.0  # platform timeout - 5 s
    platform_timeout_s: float = 0.0
    slots_scenarios: int = 0
    slots_held: int = 0  # callers gone, generation still running 5 s later
    slots_late: int = 0  # freed, but later than 1 s after the caller left
    slot_freed_max_s: float = 0.0
    breaker_opened_after_one: bool = False
    hung_request_s: float = 0.0
    after_open_s: float = 0.0  # the next question, answered offline at once
    quota_cap: int = 0
    quota_admitted_up: int = 0
    quota_overshoot_up: int = 0
    quota_admitted_outage: int = 0
    quota_overshoot_outage: int = 0
    quota_outage_bound: int = 0
    canaries: int = 0
    canaries_leaked: int = 0
    control_found: bool = False  # the public control note's marker is in the bundle
    schemathesis_cases: int = 0
    phases: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def summarise(record: Record, summary: Summary) -> Summary:
    """Fold the recorded hits into ``summary`` (its other figures are set by the phases)."""
    hits = record.hits
    summary.requests = len(hits)
    summary.statuses = {str(k): v for k, v in sorted(Counter(h.status for h in hits).items())}
    summary.server_errors += sum(1 for h in hits if h.status >= 500)
    summary.phases = dict(Counter(h.phase for h in hits))
    function_hits = [h for h in hits if h.target == "function"]
    if function_hits:
        longest = max(function_hits, key=lambda h: h.seconds)
        summary.longest_s, summary.longest_phase = round(longest.seconds, 3), longest.phase
    return summary


# The answer's own deadline is a second before the limit (functions.deadline.CLOSE_S), so that
# its last events and the close leave in time: a request must end within the limit itself.
SEND_SLACK_S = 0.0


def invariants(s: Summary) -> list[str]:
    """Each broken promise, in words; empty when the run kept them all."""
    broken = []
    if s.server_errors:
        broken.append(f"{s.server_errors} visitor-facing 5xx")
    if s.internal_events:
        broken.append(f"{s.internal_events} SSE 'internal' error events")
    if s.longest_s > s.answer_limit_s + SEND_SLACK_S:
        broken.append(f"a request took {s.longest_s:.2f} s, over {s.answer_limit_s:g} s ({s.longest_phase})")
    if s.slots_held:
        broken.append(f"{s.slots_held} of {s.slots_scenarios} gateway slots held after the caller left")
    if not s.breaker_opened_after_one:
        broken.append("the breaker did not open after one hung request")
    if s.quota_overshoot_up:
        broken.append(f"quota overshoot {s.quota_overshoot_up} with Redis up")
    if s.quota_overshoot_outage > s.quota_outage_bound:
        broken.append(
            f"quota overshoot {s.quota_overshoot_outage} through the outage, bound {s.quota_outage_bound}"
        )
    if s.canaries_leaked:
        broken.append(f"{s.canaries_leaked} canaries leaked")
    if not s.control_found:
        broken.append("the public control note is missing from the bundle: the canary search proves nothing")
    return broken


def table(s: Summary) -> str:
    """The run as a two-column table, for a terminal."""
    statuses = " ".join(f"{k}:{v}" for k, v in s.statuses.items())
    rows = [
        ("requests", f"{s.requests} ({s.schemathesis_cases} from schemathesis), {s.seconds:.1f} s"),
        ("status histogram", statuses + "  (0: connection dropped by the client on purpose)"),
        ("5xx (must be 0)", str(s.server_errors)),
        ("SSE internal errors (must be 0)", str(s.internal_events)),
        (
            "longest request",
            f"{s.longest_s:.2f} s ({s.longest_phase}); limit {s.answer_limit_s:g} s "
            f"= platform {s.platform_timeout_s:g} s - 5 s",
        ),
        (
            "slots held after disconnect",
            f"{s.slots_held} of {s.slots_scenarios} callers gone; slowest freed in "
            f"{s.slot_freed_max_s:.2f} s, {s.slots_scenarios - s.slots_held - s.slots_late} within "
            "their bound (1 s; a non-reader: send timeout + 1 s)",
        ),
        (
            "breaker after one hung request",
            f"{'open' if s.breaker_opened_after_one else 'NOT open'} (hung request {s.hung_request_s:.2f} s, "
            f"next one {s.after_open_s:.2f} s)",
        ),
        (
            "quota overshoot, Redis up",
            f"{s.quota_overshoot_up} ({s.quota_admitted_up} admitted, cap {s.quota_cap})",
        ),
        (
            "quota overshoot, Redis killed",
            f"{s.quota_overshoot_outage} (bound {s.quota_outage_bound} = 2 instances x cap/"
            f"fallback instances; {s.quota_admitted_outage} admitted during the outage)",
        ),
        (
            "canaries leaked (must be 0)",
            f"{s.canaries_leaked} of {s.canaries}; control note found: {'yes' if s.control_found else 'NO'}",
        ),
    ]
    width = max(len(name) for name, _ in rows)
    lines = [f"{name.ljust(width)}  {value}" for name, value in rows]
    rule = "-" * max(len(line) for line in lines)
    return "\n".join([rule, *lines, rule])
