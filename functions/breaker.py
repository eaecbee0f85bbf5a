"""A circuit breaker for the node: after it fails, stop asking for a while, then probe once.

While the breaker is open every question is answered offline at once (the visitor waits
milliseconds, not a connect timeout). After ``cooldown_s`` one request is let through as a
probe (half-open); its outcome closes the breaker or opens it for another cooldown.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Literal

__all__ = ["BreakerState", "CircuitBreaker"]

BreakerState = Literal["closed", "open", "half-open"]


class CircuitBreaker:
    def __init__(
        self, failures: int = 1, cooldown_s: float = 30.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if failures < 1 or cooldown_s < 0:
            raise ValueError(f"failures must be >= 1 and cooldown_s >= 0, got {failures}, {cooldown_s}")
        self.threshold = failures
        self.cooldown_s = cooldown_s
        self._clock = clock
        self._failures = 0
        self._opened_at: float | None = None
        self._probing = False

    @property
    def state(self) -> BreakerState:
        if self._opened_at is None:
            return "closed"
        if self._probing or self._clock() - self._opened_at >= self.cooldown_s:
            return "half-open"
        return "open"

    def allow(self) -> bool:
        """Whether a request may go to the node now; in half-open state only one at a time."""
        state = self.state
        if state == "closed":
            return True
        if state == "open" or self._probing:
            return False
        self._probing = True
        return True

    def success(self) -> None:
        self._failures = 0
        self._opened_at = None
        self._probing = False

    def failure(self) -> None:
        self._failures += 1
        if self._probing or self._failures >= self.threshold:
            self._opened_at = self._clock()
        self._probing = False

    def release(self) -> None:
        """The request ended with no verdict on the node (busy, cancelled): let another probe."""
        self._probing = False
