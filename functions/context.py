"""Who is asking and when: the request id, the visitor's IP and its hash, the request's deadlines
and its log line, set on every request by :class:`RequestContext`.

The visitor's IP is what the platform saw, never what the client wrote:

- Mangum's ``scope["client"]`` (the function URL's ``requestContext.http.sourceIp``);
- only with ``GRASBOT_TRUST_LWA_CONTEXT=1``, ``http.sourceIp`` of the ``x-amzn-request-context``
  header that the Lambda Web Adapter sets (uvicorn then sees 127.0.0.1);
- only with ``GRASBOT_TRUSTED_PROXIES=N``, the N-th address from the right of
  ``X-Forwarded-For``, i.e. the one the outermost of N proxies we run saw. Unset (0), the header
  is never read: any client can write it.

IPv6 visitors are keyed by their /64: one home or phone gets a whole /64 and can rotate
addresses inside it at will, so a per-address quota would be a quota per request.
"""

from __future__ import annotations

import hashlib
import ipaddress
import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import orjson
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from functions.deadline import Deadline
from functions.logs import RequestLog

if TYPE_CHECKING:
    from functions.state import AppState

__all__ = ["RequestContext", "client_ip", "hash_visitor", "visitor_network"]


def _header(scope: Scope, name: bytes) -> bytes | None:
    for key, value in scope.get("headers", ()):
        if key == name:
            return bytes(value)
    return None


def _lwa_context(scope: Scope) -> dict[str, Any]:
    """The request context the Lambda Web Adapter forwards as a header ({} if absent or bad)."""
    raw = _header(scope, b"x-amzn-request-context")
    if raw is None:
        return {}
    try:
        context = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return {}
    return context if isinstance(context, dict) else {}


def client_ip(scope: Scope, trust_lwa_context: bool = False, trusted_proxies: int = 0) -> str:
    """The visitor's IP as the platform saw it; see the module docstring for the trust rules."""
    if trust_lwa_context:
        http = _lwa_context(scope).get("http")
        source = http.get("sourceIp") if isinstance(http, dict) else None
        if isinstance(source, str) and source:
            return source
    if trusted_proxies > 0:
        forwarded = (_header(scope, b"x-forwarded-for") or b"").decode("latin-1")
        hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
        if len(hops) >= trusted_proxies:
            return hops[-trusted_proxies]
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


def visitor_network(ip: str) -> str:
    """What a quota counts: the IPv4 address, or the IPv6 /64 it belongs to."""
    try:
        address = ipaddress.ip_address(ip)
    except ValueError:
        return ip
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((int(address) >> 64 << 64, 64)))
    return str(address)


def hash_visitor(ip: str, salt: str) -> str:
    return hashlib.sha256(f"{salt}\x00{visitor_network(ip)}".encode()).hexdigest()[:24]


def _request_id(scope: Scope, trust_lwa_context: bool) -> str:
    """The Lambda request id when there is one (Mangum's context, or the Web Adapter's header),
    so a log line can be matched with Lambda's own REPORT line; else a random one."""
    context = scope.get("aws.context")
    aws_id = getattr(context, "aws_request_id", None)
    if not aws_id and trust_lwa_context:
        aws_id = _lwa_context(scope).get("requestId")
    return str(aws_id) if aws_id else os.urandom(16).hex()  # not uuid: its import costs ~2 ms


def _platform_left_s(scope: Scope) -> float | None:
    """What Lambda says is left of its timeout (Mangum passes its context), if anything does."""
    remaining = getattr(scope.get("aws.context"), "get_remaining_time_in_millis", None)
    if remaining is None:
        return None
    try:
        return float(remaining()) / 1000.0
    except (TypeError, ValueError):
        return None


class RequestContext:
    """Request id, hashed visitor, deadlines and the log line, around every request."""

    def __init__(self, app: ASGIApp, get_state: Callable[[], AppState]) -> None:
        self.app = app
        self.get_state = get_state

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.monotonic()
        state = self.get_state()
        settings = state.settings
        ip = client_ip(scope, settings.trust_lwa_context, settings.trusted_proxies)
        visitor = hash_visitor(ip, state.ip_salt)
        log = RequestLog(
            _request_id(scope, settings.trust_lwa_context), scope["method"], scope["path"], visitor
        )
        deadline = Deadline.start(settings, started, _platform_left_s(scope))
        request_state = scope.setdefault("state", {})
        request_state.update(request_id=log.request_id, visitor=visitor, log=log, deadline=deadline)

        async def send_with_status(message: Message) -> None:
            if message["type"] == "http.response.start":
                log.status = message["status"]
                headers = list(message.get("headers", []))
                headers.append((b"x-request-id", log.request_id.encode()))
                message = {**message, "headers": headers}
            await send(message)

        try:
            await self.app(scope, receive, send_with_status)
        except Exception:
            log.status = log.status or 500
            log.error = log.error or "internal"
            raise
        finally:
            # the response has been sent: now wait (bounded) for the inbox writes it queued
            await state.inbox.settle()
            log.emit(state.log_sink)
