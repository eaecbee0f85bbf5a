"""Quotas with slowapi: per visitor (20 / 10 minutes) and a global cap (500 / day) by default.

Visitors are keyed by a salted SHA-256 of their IP (set on ``request.state.visitor`` by the
request middleware); the raw IP is never stored. Both limits are *shared* limits, so ``/ask``,
``/ask/stream``, GET and POST draw on one budget. slowapi counts stacked limits in the order
they were registered and the counters already hit stay spent when a later one refuses
(PLATFORM-NOTES): the per-visitor limit is registered first (closest to the endpoint), so a
visitor over their own limit never uses up the global budget.

Storage: ``memory://`` per process by default; ``redis://…`` shares the budget between Lambda
instances. Redis calls are synchronous (slowapi uses the sync strategies), hence short socket
timeouts. When Redis fails, slowapi switches to its in-memory fallback and probes Redis again
with a backoff; :meth:`Quotas.storage_state` reports it for ``/health``. The fallback fails
towards the cap: each instance counts from zero and knows nothing of the others, so it gets
only its share of the global cap (``GRASBOT_RATE_LIMIT_FALLBACK_INSTANCES``, 10 by default:
``500/day`` becomes ``50/day`` per instance), and the outage can add at most one cap's worth of
answers when no more instances than that run, instead of one cap per instance.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any, TypeVar

from limits import parse_many
from slowapi import Limiter
from slowapi.wrappers import LimitGroup
from starlette.requests import Request

__all__ = ["Quotas", "share_of_rate", "visitor_key"]

F = TypeVar("F", bound=Callable[..., Any])
_HEALTH_PROBE_S = 10.0  # /health pings Redis at most this often: it must stay cheap


def visitor_key(request: Request) -> str:
    """The hashed visitor the middleware put on the request (never the raw IP)."""
    return str(getattr(request.state, "visitor", "unknown"))


def _global_key() -> str:
    return "all"


def share_of_rate(rate: str, instances: int) -> str:
    """``rate`` with each amount divided by ``instances`` (rounded down, never below 1):
    ``share_of_rate("500/day", 10) == "50/1 day"``."""
    parts = []
    for item in parse_many(rate):
        amount = max(1, item.amount // instances)
        parts.append(f"{amount}/{item.multiples} {item.GRANULARITY.name}")
    return "; ".join(parts)


class Quotas:
    """One slowapi ``Limiter`` per app, plus what ``/health`` and the 429 answer need."""

    def __init__(
        self,
        visitor_rate: str,
        global_rate: str,
        storage_uri: str,
        timeout_s: float,
        fallback_instances: int = 1,
    ) -> None:
        self.visitor_rate = visitor_rate
        self.global_rate = global_rate
        self.storage_uri = storage_uri
        self.shared = not storage_uri.startswith("memory://")
        options: dict[str, Any] = {}
        if storage_uri.startswith(("redis://", "rediss://")):
            options = {"socket_timeout": timeout_s, "socket_connect_timeout": timeout_s}
        self.limiter = Limiter(
            key_func=visitor_key,
            storage_uri=storage_uri,
            storage_options=options,
            headers_enabled=False,  # we send Retry-After ourselves (stacked limits duplicate X-RateLimit-*)
            key_prefix="grasbot",
            in_memory_fallback_enabled=self.shared,
        )
        if self.shared:
            # slowapi builds its fallback limits without a scope, i.e. one budget per endpoint;
            # ours are the same shared limits as the routes', in the same order.
            self.fallback_global_rate = share_of_rate(global_rate, fallback_instances)
            self.limiter._in_memory_fallback = [
                LimitGroup(visitor_rate, visitor_key, "visitor", False, None, None, None, 1, False),
                LimitGroup(
                    self.fallback_global_rate, _global_key, "global", False, None, None, None, 1, False
                ),
            ]
        self._probe: tuple[float, bool] = (0.0, True)

    def limit(self, endpoint: F) -> F:
        """Apply both limits to an endpoint (which must take ``request: Request``)."""
        per_visitor = self.limiter.shared_limit(self.visitor_rate, scope="visitor")
        everyone = self.limiter.shared_limit(self.global_rate, scope="global", key_func=_global_key)
        decorated: F = everyone(per_visitor(endpoint))
        return decorated

    def retry_after_s(self, request: Request) -> int:
        """Seconds until the limit that refused this request lets it through again."""
        current = getattr(request.state, "view_rate_limit", None)
        if current is not None:
            item, args = current
            try:
                reset_at, _ = self.limiter.limiter.get_window_stats(item, *args)
                return max(1, math.ceil(reset_at - time.time()))
            except Exception:  # storage went away between the hit and now: fall back to the window
                return max(1, int(item.get_expiry()))
        return 60

    def storage_state(self) -> dict[str, Any]:
        """``{storage, shared, state}``; state is ``ok`` or ``fallback-memory`` (Redis unreachable)."""
        storage = self.storage_uri.split("://", 1)[0]
        if not self.shared:
            return {"storage": storage, "shared": False, "state": "ok"}
        if self.limiter._storage_dead:
            return {"storage": storage, "shared": False, "state": "fallback-memory"}
        checked_at, ok = self._probe
        now = time.monotonic()
        if now - checked_at > _HEALTH_PROBE_S:
            try:
                ok = bool(self.limiter._storage.check())
            except Exception:
                ok = False
            self._probe = (now, ok)
        return {"storage": storage, "shared": ok, "state": "ok" if ok else "fallback-memory"}
