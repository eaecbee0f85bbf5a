"""Serving the gateway: uvicorn, with the connection limits it lacks.

uvicorn bounds neither how many sockets stay open nor how long a request's headers may take:
its keep-alive timer starts only after a first response, and ``limit_concurrency`` answers 503
only once a request's headers are complete. 200 sockets sending half a request line stayed open
for good (issue 12, item 8). :class:`GuardedH11Protocol` adds both bounds at the socket:

- past ``max_connections`` open sockets, a new one is answered 503 and closed at once;
- a socket that has not sent a complete request head within ``header_timeout_s`` (after
  connecting, or after its previous answer) is answered 408 and closed.

The body's own read timeout is the gateway's (:func:`grasbot_node.gateway._read_body`).
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from grasbot_node.gateway import Gateway
from grasbot_node.settings import NodeSettings

__all__ = ["GuardedH11Protocol", "guarded_protocol", "serve_gateway"]


def _raw_response(status: int, phrase: str, message: str) -> bytes:
    body = json.dumps({"error": message}).encode()
    head = (
        f"HTTP/1.1 {status} {phrase}\r\ncontent-type: application/json; charset=utf-8\r\n"
        f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
    )
    return head.encode() + body


class GuardedH11Protocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol with a cap on open sockets and a deadline on request heads."""

    max_connections = 64
    header_timeout_s = 10.0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)  # type: ignore[arg-type]
        if len(self.connections) > self.max_connections:
            self._refuse(503, "Service Unavailable", f"over {self.max_connections} open connections")
            return
        self._head_timer: asyncio.TimerHandle | None = None
        self._arm_head_timer()

    def _arm_head_timer(self) -> None:
        self._head_timer = self.loop.call_later(self.header_timeout_s, self._head_timed_out)

    def _head_timed_out(self) -> None:
        # A request in progress has its head already; only an idle or half-sent head is cut.
        if self.cycle is None or self.cycle.response_complete:
            self._refuse(
                408, "Request Timeout", f"no complete request head within {self.header_timeout_s:g} s"
            )

    def _refuse(self, status: int, phrase: str, message: str) -> None:
        if not self.transport.is_closing():
            self.transport.write(_raw_response(status, phrase, message))
            self.transport.close()

    def handle_events(self) -> None:
        cycle = self.cycle
        super().handle_events()
        if self.cycle is not cycle and self._head_timer is not None:  # a new request's head is in
            self._head_timer.cancel()
            self._head_timer = None

    def on_response_complete(self) -> None:
        super().on_response_complete()
        # The next request on this keep-alive socket gets its own deadline.
        if self._head_timer is not None:
            self._head_timer.cancel()
        if not self.transport.is_closing():
            self._arm_head_timer()

    def connection_lost(self, exc: Exception | None) -> None:
        timer = getattr(self, "_head_timer", None)
        if timer is not None:
            timer.cancel()
        super().connection_lost(exc)


def guarded_protocol(max_connections: int, header_timeout_s: float) -> type[GuardedH11Protocol]:
    """A :class:`GuardedH11Protocol` with these bounds, for uvicorn's ``http=`` argument."""
    attributes: dict[str, Any] = {"max_connections": max_connections, "header_timeout_s": header_timeout_s}
    return type("GatewayH11Protocol", (GuardedH11Protocol,), attributes)


def serve_gateway(settings: NodeSettings) -> int:
    """Run the gateway in the foreground until SIGTERM/SIGINT, then drain (``drain_s``)."""
    app = Gateway(settings)
    if settings.host not in ("127.0.0.1", "::1", "localhost"):
        print(f"warning: the gateway listens on {settings.host}, not only on loopback", file=sys.stderr)
    print(
        f"grasbot-node gateway: http://{settings.host}:{settings.port} -> {settings.ollama_url} "
        f"(models: {', '.join(settings.models)}; keys: {', '.join(settings.require_keyring().ids)}; "
        f"keep_alive {settings.keep_alive})",
        file=sys.stderr,
        flush=True,
    )
    uvicorn.run(
        app,
        host=settings.host,
        port=settings.port,
        http=guarded_protocol(settings.max_connections, settings.header_timeout_s),
        log_level="warning",
        access_log=False,  # the gateway writes its own line per request, without prompts
        lifespan="on",
        timeout_graceful_shutdown=settings.drain_s,
    )
    return 0
