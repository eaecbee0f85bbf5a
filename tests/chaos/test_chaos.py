"""The bounded chaos run (``python -m tests.chaos.run --quick --json``) keeps issue 12's promises.

The run is a child process: it starts its own servers, fuzzes with schemathesis (whose warnings
are not this suite's) and kills a redis-server, none of which belongs inside the test process.
Each test below reads one figure of the same run; ``make chaos`` runs the full form.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from tests.chaos.record import SEND_SLACK_S, Summary, invariants, table
from tests.support.procs import ROOT

RUN_TIMEOUT_S = 240  # the quick run takes about 20 s on 2 idle cores


@pytest.fixture(scope="module")
def run() -> dict[str, Any]:
    proc = subprocess.run(
        [sys.executable, "-m", "tests.chaos.run", "--quick", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
        check=False,
    )
    if not proc.stdout.startswith("{"):
        pytest.fail(f"the chaos run failed ({proc.returncode}):\n{proc.stderr[-4000:]}", pytrace=False)
    figures: dict[str, Any] = json.loads(proc.stdout)
    figures["returncode"] = proc.returncode
    return figures


def test_no_visitor_ever_gets_a_5xx(run: dict[str, Any]) -> None:
    assert run["server_errors"] == 0
    assert not any(code.startswith("5") for code in run["statuses"])
    assert run["internal_events"] == 0
    # every kind of attack was made: a run that skipped phases would also have no 5xx
    for phase in (
        "breaker: accept and hang",
        "node: flapping",
        "client: hangs up mid-stream",
        "schemathesis",
        "abuse: function",
        "abuse: gateway",
        "canary questions",
        "quota: Redis killed",
    ):
        assert run["phases"].get(phase, 0) > 0, phase
    assert run["schemathesis_cases"] >= 10


def test_no_request_outlasts_the_platform_timeout_minus_the_margin(run: dict[str, Any]) -> None:
    assert run["answer_limit_s"] == run["platform_timeout_s"] - 5
    # the slow drip (9 s of tokens) comes closest: the deadline cuts it, not the client
    assert run["longest_s"] <= run["answer_limit_s"] + SEND_SLACK_S, run["longest_phase"]


def test_a_caller_that_leaves_frees_the_gateway_slot(run: dict[str, Any]) -> None:
    assert run["slots_scenarios"] == 5
    assert run["slots_held"] == 0


def test_one_hung_request_opens_the_breaker(run: dict[str, Any]) -> None:
    assert run["breaker_opened_after_one"] is True
    # the hung request ends at the first-token deadline, the next one does not wait for the node
    assert run["after_open_s"] < run["hung_request_s"]


def test_the_global_cap_holds_with_redis_and_is_bounded_without(run: dict[str, Any]) -> None:
    assert run["quota_admitted_up"] == run["quota_cap"]  # neither over nor under
    assert run["quota_overshoot_up"] == 0
    assert run["quota_admitted_outage"] > 0  # answers go on through the outage
    assert run["quota_overshoot_outage"] <= run["quota_outage_bound"] == run["quota_cap"]


def test_no_private_note_comes_out(run: dict[str, Any]) -> None:
    assert run["canaries"] == 7
    assert run["canaries_leaked"] == 0
    assert run["control_found"] is True


def test_the_run_reports_no_broken_promise(run: dict[str, Any]) -> None:
    assert run["broken"] == []
    assert run["returncode"] == 0


def test_invariants_name_each_broken_promise() -> None:
    # the checker itself must be able to fail: a summary that broke everything is all named
    bad = Summary(
        server_errors=2,
        internal_events=1,
        longest_s=9.0,
        longest_phase="node: drip past the deadline",
        answer_limit_s=2.0,
        slots_scenarios=5,
        slots_held=1,
        quota_overshoot_up=1,
        quota_overshoot_outage=11,
        quota_outage_bound=10,
        canaries_leaked=1,
    )
    assert invariants(bad) == [
        "2 visitor-facing 5xx",
        "1 SSE 'internal' error events",
        "a request took 9.00 s, over 2 s (node: drip past the deadline)",
        "1 of 5 gateway slots held after the caller left",
        "the breaker did not open after one hung request",
        "quota overshoot 1 with Redis up",
        "quota overshoot 11 through the outage, bound 10",
        "1 canaries leaked",
        "the public control note is missing from the bundle: the canary search proves nothing",
    ]
    rows = {line[:32].strip(): line[32:].strip() for line in table(bad).splitlines()}
    assert rows["5xx (must be 0)"] == "2"
    assert rows["canaries leaked (must be 0)"] == "1 of 0; control note found: NO"
