"""``/ask`` (JSON) and ``/ask/stream`` (Server-Sent Events), GET with ``q`` or POST with a body.

Quotas and validation run before anything is sent, so a refusal is a plain 4xx/429 JSON body
even on the streaming routes; once the stream has started every outcome, failures included,
ends with ``event: done``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from typing import Any

import orjson
from fastapi import APIRouter
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response, StreamingResponse

from functions.answer import Event, answer_events, done_event
from functions.errors import ApiError, BodyTooLarge, QuestionError
from functions.guards import check_question, is_off_limits
from functions.llm import ChatMessage
from functions.logs import RequestLog
from functions.memory import clean_history
from functions.quotas import Quotas
from functions.state import state_of

__all__ = ["ASK_RESPONSE_SCHEMA", "build_ask_router", "read_capped_body"]

_MAX_HISTORY_ITEMS = 50  # the client sends 6; anything far beyond is not a chat widget

# The schemas are written out for OpenAPI instead of being pydantic models: a model (or any
# typed parameter) makes FastAPI import pydantic.v1 at cold start, about 15 to 40 ms here.
_SOURCE = {
    "type": "object",
    "properties": {
        "slug": {"type": "string"},
        "title": {"type": "string"},
        "type": {"type": "string"},
        "score": {"type": "number"},
        "reasons": {"type": "array", "items": {"type": "string"}},
        "url": {"type": ["string", "null"]},
    },
}
ASK_RESPONSE_SCHEMA: dict[str, Any] = {
    "title": "AskResponse",
    "type": "object",
    "properties": {
        "response": {"type": "string"},
        "sources": {"type": "array", "items": _SOURCE},
        "grounded": {"type": "boolean"},
        "model": {"type": ["string", "null"]},
        "vault_size": {"type": "integer"},
        "mode": {"type": "string", "enum": ["llm", "offline"]},
        "request_id": {"type": "string"},
        "truncated": {"type": "boolean"},
        "feedback_token": {
            "type": "string",
            "description": "for POST /feedback (absent when the inbox is off)",
        },
    },
}
_ERROR_SCHEMA = {
    "title": "Error",
    "type": "object",
    "properties": {
        "error": {"type": "string"},
        "message": {"type": "string"},
        "request_id": {"type": "string"},
        "retry_after": {"type": "integer"},
    },
}
_BODY_SCHEMA = {
    "title": "AskBody",
    "type": "object",
    "properties": {
        "question": {"type": "string", "maxLength": 500},
        "history": {
            "type": "array",
            "maxItems": _MAX_HISTORY_ITEMS,
            "items": {
                "type": "object",
                "properties": {"role": {"enum": ["user", "assistant"]}, "content": {"type": "string"}},
            },
        },
    },
    "required": ["question"],
}
_ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"description": text, "content": {"application/json": {"schema": _ERROR_SCHEMA}}}
    for code, text in (
        (400, "question_empty, question_too_long, question_invalid"),
        (413, "body_too_large"),
        (429, "rate_limited"),
    )
}
_JSON_DOC: dict[int | str, dict[str, Any]] = {
    200: {"description": "the answer", "content": {"application/json": {"schema": ASK_RESPONSE_SCHEMA}}},
    **_ERRORS,
}
_SSE_DOC: dict[int | str, dict[str, Any]] = {
    200: {"content": {"text/event-stream": {}}, "description": "meta, token…, [error], done"},
    **_ERRORS,
}
_Q_PARAM = {"name": "q", "in": "query", "required": True, "schema": {"type": "string", "maxLength": 500}}
_GET_DOC: dict[str, Any] = {"parameters": [_Q_PARAM]}
_POST_DOC: dict[str, Any] = {
    "requestBody": {"required": True, "content": {"application/json": {"schema": _BODY_SCHEMA}}}
}


async def read_capped_body(request: Request, limit: int) -> bytes:
    """The body, refused (413) as soon as it passes ``limit`` bytes: neither read nor parsed
    further. A client that hangs up mid-upload is a quiet 400, not a 500 with a traceback."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise BodyTooLarge(limit)
    body = bytearray()
    try:
        async for chunk in request.stream():
            body += chunk
            if len(body) > limit:
                raise BodyTooLarge(limit)
    except ClientDisconnect:
        raise ApiError("client_disconnected", "La requête a été interrompue par le client.") from None
    return bytes(body)


async def _read_body(request: Request) -> tuple[object, list[Mapping[str, object]]]:
    """``question`` and ``history`` from a JSON body, or a 4xx saying what is wrong."""
    raw = await read_capped_body(request, state_of(request).settings.max_body_bytes)
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise QuestionError("question_invalid", "Le corps de la requête n'est pas du JSON valide.") from None
    if not isinstance(data, dict):
        raise QuestionError("question_invalid", "Le corps doit être un objet JSON {question, history}.")
    history = data.get("history") or []
    if not isinstance(history, list) or len(history) > _MAX_HISTORY_ITEMS:
        raise QuestionError(
            "question_invalid", f"history doit être une liste d'au plus {_MAX_HISTORY_ITEMS} messages."
        )
    return data.get("question"), [turn for turn in history if isinstance(turn, dict)]


def _prepare(
    request: Request, raw_question: object, raw_history: Sequence[Mapping[str, object]]
) -> tuple[str, list[ChatMessage], RequestLog]:
    settings = state_of(request).settings
    log: RequestLog = request.state.log
    question = check_question(raw_question, settings.max_question_chars)
    log.question_chars = len(question)
    if settings.log_questions:
        log.question = question
    history = clean_history(
        raw_history,
        settings.history_messages,
        settings.history_chars,
        reject=is_off_limits,
    )
    return question, history, log


async def _json(
    request: Request, raw_question: object, raw_history: Sequence[Mapping[str, object]]
) -> Response:
    question, history, log = _prepare(request, raw_question, raw_history)
    final: dict[str, Any] = {}
    events = answer_events(state_of(request), question, history, log.request_id, log, request.state.deadline)
    async for event in events:
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
        yield _sse_line(done_event(log.request_id, len(state_of(request).bundle), truncated=True))


def _stream(request: Request, raw_question: object, raw_history: Sequence[Mapping[str, object]]) -> Response:
    question, history, log = _prepare(request, raw_question, raw_history)
    events = answer_events(state_of(request), question, history, log.request_id, log, request.state.deadline)
    return StreamingResponse(
        _sse(request, events, log),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )


def build_ask_router(quotas: Quotas) -> APIRouter:
    """The four answering routes, each under both quotas (see :mod:`functions.quotas`)."""
    router = APIRouter(tags=["ask"])

    @router.get("/ask", response_model=None, responses=_JSON_DOC, openapi_extra=_GET_DOC)
    @quotas.limit
    async def ask_get(request: Request) -> Response:
        return await _json(request, request.query_params.get("q"), [])

    @router.post("/ask", response_model=None, responses=_JSON_DOC, openapi_extra=_POST_DOC)
    @quotas.limit
    async def ask_post(request: Request) -> Response:
        question, history = await _read_body(request)
        return await _json(request, question, history)

    @router.get("/ask/stream", response_model=None, responses=_SSE_DOC, openapi_extra=_GET_DOC)
    @quotas.limit
    async def ask_stream_get(request: Request) -> Response:
        return _stream(request, request.query_params.get("q"), [])

    @router.post("/ask/stream", response_model=None, responses=_SSE_DOC, openapi_extra=_POST_DOC)
    @quotas.limit
    async def ask_stream_post(request: Request) -> Response:
        question, history = await _read_body(request)
        return _stream(request, question, history)

    return router
