from __future__ import annotations

import pytest

from functions.breaker import CircuitBreaker


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_opens_after_threshold_and_probes_once_after_cooldown() -> None:
    clock = Clock()
    breaker = CircuitBreaker(failures=2, cooldown_s=30, clock=clock)
    breaker.failure()
    assert (breaker.state, breaker.allow()) == ("closed", True)
    breaker.failure()
    assert (breaker.state, breaker.allow()) == ("open", False)
    clock.now += 29.9
    assert breaker.allow() is False
    clock.now += 0.1
    assert breaker.state == "half-open"
    assert breaker.allow() is True  # the probe
    assert breaker.allow() is False  # only one probe at a time
    breaker.success()
    assert (breaker.state, breaker.allow()) == ("closed", True)


def test_failed_probe_reopens_for_a_full_cooldown() -> None:
    clock = Clock()
    breaker = CircuitBreaker(failures=3, cooldown_s=10, clock=clock)
    for _ in range(3):
        breaker.failure()
    clock.now += 10
    assert breaker.allow() is True
    breaker.failure()  # one failed probe is enough, whatever the threshold
    assert breaker.state == "open"
    clock.now += 9
    assert breaker.allow() is False


def test_release_lets_another_probe_through() -> None:
    clock = Clock()
    breaker = CircuitBreaker(failures=1, cooldown_s=0, clock=clock)
    breaker.failure()
    assert breaker.allow() is True
    assert breaker.allow() is False
    breaker.release()  # e.g. the visitor left before the node answered
    assert breaker.allow() is True


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="failures must be >= 1 and cooldown_s >= 0, got 0, 5"):
        CircuitBreaker(failures=0, cooldown_s=5)
