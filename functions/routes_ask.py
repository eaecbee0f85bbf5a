"""``/ask`` (JSON) and ``/ask/stream`` (Server-Sent Events), GET with ``q`` or POST with a body.

Quotas and validation run before anything is sent, so a refusal is a plain 4xx/429 JSON body
even on the streaming routes; once the stream has started every outcome, failures included,
ends with ``event: done``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from typing import Any

import orjson
from fastapi import APIRouter, Query
from pydantic import BaseModel, Field
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse

from functions.guards import check_question, is_off_limits
from functions.llm import ChatMessage
from functions.logs import RequestLog
from functions.memory import clean_history
from functions.quotas import Quotas
from functions.routes_answer import Event, answer_events
from functions.routes_common import state_of

__all__ = ["AskBody", "AskResponse", "build_ask_router"]

_MAX_HISTORY_ITEMS = 50  # the client sends 6; anything far beyond is not a chat widget


class HistoryTurn(BaseModel):
    role: str = ""
    content: str = ""


class AskBody(BaseModel):
    question: str | None = Field(default=None, description="the visitor's question (500 characters max)")
    history: list[HistoryTurn] = Field(default_factory=list, max_length=_MAX_HISTORY_ITEMS)


class SourceOut(BaseModel):
    slug: str
    title: str
    type: str
    score: float
    reasons: list[str]
    url: str | None


class AskResponse(BaseModel):
    response: str
    sources: list[SourceOut]
    grounded: bool
    model: str | None
    vault_size: int
    mode: str = Field(description="llm or offline")
    request_id: str
    truncated: bool


class ErrorOut(BaseModel):
    error: str
    message: str
    request_id: str
    retry_after: int | None = None


_ERRORS: dict[int | str, dict[str, Any]] = {400: {"model": ErrorOut}, 429: {"model": ErrorOut}}
_SSE_DOC: dict[int | str, dict[str, Any]] = {
    200: {"content": {"text/event-stream": {}}, "description": "meta, token…, [error], done"},
    **_ERRORS,
}


def _prepare(
    request: Request, raw_question: object, raw_history: Sequence[HistoryTurn]
) -> tuple[str, list[ChatMessage], RequestLog]:
    settings = state_of(request).settings
    log: RequestLog = request.state.log
    question = check_question(raw_question, settings.max_question_chars)
    log.question_chars = len(question)
    if settings.log_questions:
        log.question = question
    history = clean_history(
        [turn.model_dump() for turn in raw_history],
        settings.history_messages,
        settings.history_chars,
        reject=is_off_limits,
    )
    return question, history, log


def _failure_done(request: Request) -> Event:
    state = state_of(request)
    return Event(
        "done",
        {
            "response": "",
            "sources": [],
            "grounded": False,
            "model": None,
            "request_id": request.state.request_id,
            "vault_size": len(state.bundle),
            "mode": "offline",
            "truncated": True,
        },
    )


async def _json(request: Request, raw_question: object, raw_history: Sequence[HistoryTurn]) -> Response:
    question, history, log = _prepare(request, raw_question, raw_history)
    final: dict[str, Any] = {}
    async for event in answer_events(state_of(request), question, history, log.request_id, log):
        if event.name == "done":
            final = event.data
    return Response(orjson.dumps(final), media_type="application/json")


def _sse_line(event: Event) -> bytes:
    return b"event: " + event.name.encode() + b"\ndata: " + orjson.dumps(event.data) + b"\n\n"


async def _sse(request: Request, events: AsyncIterator[Event], log: RequestLog) -> AsyncIterator[bytes]:
    done = False
    try:
        async for event in events:
            done = done or event.name == "done"
            yield _sse_line(event)
    except Exception as exc:  # a bug after the headers went out: still end the stream properly
        log.error = f"internal:{type(exc).__name__}"
        message = "Une erreur interne a interrompu la réponse."
        yield _sse_line(Event("error", {"error": "internal", "message": message}))
    if not done:
        yield _sse_line(_failure_done(request))


def _stream(request: Request, raw_question: object, raw_history: Sequence[HistoryTurn]) -> Response:
    question, history, log = _prepare(request, raw_question, raw_history)
    events = answer_events(state_of(request), question, history, log.request_id, log)
    return StreamingResponse(
        _sse(request, events, log),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )


def build_ask_router(quotas: Quotas) -> APIRouter:
    """The four answering routes, each under both quotas (see :mod:`functions.quotas`)."""
    router = APIRouter(tags=["ask"])
    q_doc = Query(default=None, description="the question (500 characters max)")

    @router.get("/ask", response_model=None, responses={200: {"model": AskResponse}, **_ERRORS})
    @quotas.limit
    async def ask_get(request: Request, q: str | None = q_doc) -> Response:
        return await _json(request, q, [])

    @router.post("/ask", response_model=None, responses={200: {"model": AskResponse}, **_ERRORS})
    @quotas.limit
    async def ask_post(request: Request, body: AskBody) -> Response:
        return await _json(request, body.question, body.history)

    @router.get("/ask/stream", response_model=None, responses=_SSE_DOC)
    @quotas.limit
    async def ask_stream_get(request: Request, q: str | None = q_doc) -> Response:
        return _stream(request, q, [])

    @router.post("/ask/stream", response_model=None, responses=_SSE_DOC)
    @quotas.limit
    async def ask_stream_post(request: Request, body: AskBody) -> Response:
        return _stream(request, body.question, body.history)

    return router
