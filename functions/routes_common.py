"""What every route shares: the app's state, the visitor, the request log, error bodies.

:class:`RequestContext` is a pure ASGI middleware, outermost in the stack: it gives each request
an id, hashes the visitor's IP, and writes the request's log line once the response, streamed or
not, has been sent. The visitor's IP is Mangum's ``scope["client"]`` (the function URL's
``requestContext.http.sourceIp``) or, only when ``GRASBOT_TRUST_LWA_CONTEXT=1``, the
``x-amzn-request-context`` header that the Lambda Web Adapter sets (uvicorn then sees
127.0.0.1). ``X-Forwarded-For`` is never read: any client can write it.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import orjson
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from functions.cache import AnswerCache
from functions.config import AppSettings
from functions.llm import LLMNode
from functions.logs import RequestLog, stdout_sink
from functions.quotas import Quotas
from grasbot.bundle import Bundle
from grasbot.retrieval.search import Searcher

__all__ = ["AppState", "RequestContext", "client_ip", "error_response", "hash_visitor", "state_of"]


@dataclass(slots=True)
class AppState:
    """Everything a request needs, built once per cold start (the searcher is swapped on reload)."""

    settings: AppSettings
    bundle: Bundle
    searcher: Searcher
    node: LLMNode
    quotas: Quotas
    cache: AnswerCache
    system_prompt: str
    ip_salt: str
    salt_is_random: bool
    loaded_at: float = field(default_factory=time.time)
    log_sink: Callable[[str], None] = stdout_sink


def state_of(request: Request) -> AppState:
    state: AppState = request.app.state.grasbot
    return state


def _lwa_context(scope: Scope) -> dict[str, Any]:
    """The request context the Lambda Web Adapter forwards as a header ({} if absent or bad)."""
    for name, value in scope.get("headers", ()):
        if name == b"x-amzn-request-context":
            try:
                context = orjson.loads(value)
            except orjson.JSONDecodeError:
                return {}
            return context if isinstance(context, dict) else {}
    return {}


def client_ip(scope: Scope, trust_lwa_context: bool) -> str:
    """The visitor's IP as the platform saw it; see the module docstring for the trust rules."""
    if trust_lwa_context:
        http = _lwa_context(scope).get("http")
        source = http.get("sourceIp") if isinstance(http, dict) else None
        if isinstance(source, str) and source:
            return source
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


def hash_visitor(ip: str, salt: str) -> str:
    return hashlib.sha256(f"{salt}\x00{ip}".encode()).hexdigest()[:24]


def _request_id(scope: Scope, trust_lwa_context: bool) -> str:
    """The Lambda request id when there is one (Mangum's context, or the Web Adapter's header),
    so a log line can be matched with Lambda's own REPORT line; else a random one."""
    context = scope.get("aws.context")
    aws_id = getattr(context, "aws_request_id", None)
    if not aws_id and trust_lwa_context:
        aws_id = _lwa_context(scope).get("requestId")
    return str(aws_id) if aws_id else os.urandom(16).hex()  # not uuid: its import costs ~2 ms


def error_response(
    request: Request,
    status: int,
    code: str,
    message: str,
    headers: dict[str, str] | None = None,
    **extra: Any,
) -> JSONResponse:
    """The 4xx body of the contract: ``{error, message, request_id}`` plus any extra field."""
    request_id = getattr(request.state, "request_id", "")
    log: RequestLog | None = getattr(request.state, "log", None)
    if log is not None:
        log.error = code
    body = {"error": code, "message": message, "request_id": request_id, **extra}
    return JSONResponse(body, status_code=status, headers=headers)


class RequestContext:
    """Request id, hashed visitor and the log line, around every request."""

    def __init__(self, app: ASGIApp, get_state: Callable[[], AppState]) -> None:
        self.app = app
        self.get_state = get_state

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        state = self.get_state()
        visitor = hash_visitor(client_ip(scope, state.settings.trust_lwa_context), state.ip_salt)
        request_id = _request_id(scope, state.settings.trust_lwa_context)
        log = RequestLog(request_id, scope["method"], scope["path"], visitor)
        request_state = scope.setdefault("state", {})
        request_state.update(request_id=log.request_id, visitor=visitor, log=log)

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
            log.emit(state.log_sink)
