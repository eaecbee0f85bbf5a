"""One deadline model for a request: every bound is counted from the moment it arrived.

A request may last ``GRASBOT_ANSWER_TIMEOUT_S`` (90 s) and never longer than the platform's own
timeout (``GRASBOT_PLATFORM_TIMEOUT_S``, 100 s on Lambda, or the time Lambda says is left) minus
:data:`~functions.settings.SAFETY_MARGIN_S`: past it Lambda cuts the visitor off with an error,
whereas we can still end the answer, truncated, with its sources. The first token must arrive
within ``GRASBOT_FIRST_TOKEN_TIMEOUT_S`` of the start, retries included; the node client is
handed that same instant, so its own give-up (a verdict the breaker counts) comes before the
route's guard, which only backs it up.
"""

from __future__ import annotations

import time
from typing import NamedTuple

from functions.settings import SAFETY_MARGIN_S, Settings

__all__ = ["CLOSE_S", "GUARD_S", "Deadline"]

GUARD_S = 1.0  # the route's guard fires this long after the node client's own deadline
# The answer stops this long before the platform's margin: its last events (``error``, ``done``)
# and the close then still leave before the promised platform timeout minus the safety margin.
CLOSE_S = 1.0


class Deadline(NamedTuple):
    """Instants on the ``time.monotonic()`` clock (asyncio's loop clock too)."""

    started: float
    first_token: float
    end: float

    @classmethod
    def start(
        cls, settings: Settings, now: float | None = None, platform_left_s: float | None = None
    ) -> Deadline:
        """The deadlines of a request starting ``now``; ``platform_left_s`` is what the platform
        says is left of its timeout (Lambda's context), when it says so."""
        started = time.monotonic() if now is None else now
        platform = settings.platform_timeout_s
        if platform_left_s is not None:
            platform = min(platform, platform_left_s)
        end = started + min(settings.answer_timeout_s, platform - SAFETY_MARGIN_S - CLOSE_S)
        first_token = min(started + settings.first_token_timeout_s, end)
        return cls(started, first_token, end)

    @staticmethod
    def left(instant: float) -> float:
        """Seconds from now until ``instant`` (0 once it has passed)."""
        return max(0.0, instant - time.monotonic())
