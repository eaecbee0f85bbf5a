"""The answer pipeline: one answer as a sequence of events, for ``/ask`` (JSON) and ``/ask/stream`` (SSE).

``meta`` (sources, grounded, mode) first, ``token`` per piece of text, an ``error`` when the node
fails or runs out of time after it started, then ``done`` with the whole ``/ask`` object (built by
:func:`done_event`, the only place that shape is written). The mode is decided before ``meta``:
the first non-empty chunk is awaited until the request's first-token deadline
(:mod:`functions.deadline`), and a node that is off, unconfigured, failing or silent gives the
offline answer instead. Once text has been sent, a failure, the end of the request's time or an
answer past ``GRASBOT_MAX_ANSWER_CHARS`` ends it with ``truncated: true``, never a 5xx.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from collections.abc import AsyncIterator, Sequence
from typing import Any, Literal, NamedTuple

from functions.cache import CachedAnswer, cache_key
from functions.compose import Planner
from functions.deadline import GUARD_S, Deadline
from functions.errors import NodeUnavailable
from functions.guards import is_off_limits, refusal_text
from functions.inbox import answer_inbox
from functions.llm import ChatMessage, Chunk
from functions.logs import RequestLog
from functions.memory import history_fingerprint
from functions.state import AppState

__all__ = ["Event", "answer_events", "done_event"]

EventName = Literal["meta", "token", "error", "done"]
_SENTENCE = re.compile(r"(?<=[.!?…])\s+")


class Event(NamedTuple):
    name: EventName
    data: dict[str, Any]


def _pieces(text: str) -> list[str]:
    """The offline text as token events: one per sentence, each with the whitespace after it
    (a space, or the line breaks of a list), so that they join back to the exact text."""
    pieces: list[str] = []
    start = 0
    for m in _SENTENCE.finditer(text):
        pieces.append(text[start : m.end()])
        start = m.end()
    pieces.append(text[start:])
    return [p for p in pieces if p]


def done_event(
    request_id: str,
    vault_size: int,
    text: str = "",
    sources: Sequence[dict[str, Any]] = (),
    grounded: bool = False,
    mode: str = "offline",
    model: str | None = None,
    truncated: bool = False,
) -> Event:
    """The final event: exactly the ``/ask`` JSON object. The defaults are an answer that failed
    before any text (what the SSE route sends if the pipeline itself broke)."""
    return Event(
        "done",
        {
            "response": text,
            "sources": list(sources),
            "grounded": grounded,
            "model": model,
            "request_id": request_id,
            "vault_size": vault_size,
            "mode": mode,
            "truncated": truncated,
        },
    )


def _error_event(code: str) -> Event:
    return Event(
        "error", {"error": code, "message": "La réponse a été interrompue ; voici ce qui a été reçu."}
    )


async def _first_text(stream: AsyncIterator[Chunk], deadline: Deadline) -> Chunk | None:
    """The first chunk carrying text (or the final one), or None if the stream ended empty.

    The node client gives up at ``deadline.first_token`` by itself, and that verdict is what its
    breaker counts; this guard, a little later, only catches a client that would not."""
    async with asyncio.timeout(Deadline.left(deadline.first_token) + GUARD_S):
        async for chunk in stream:
            if chunk.text or chunk.done:
                return chunk
    return None


async def answer_events(
    state: AppState,
    question: str,
    history: Sequence[ChatMessage],
    request_id: str,
    log: RequestLog,
    deadline: Deadline,
) -> AsyncIterator[Event]:
    settings = state.settings
    bundle, searcher, node = state.bundle, state.searcher, state.node
    base = {"request_id": request_id, "vault_size": len(bundle)}

    def meta(sources: list[dict[str, Any]], grounded: bool, mode: str) -> Event:
        log.mode, log.grounded = mode, grounded
        return Event("meta", {**base, "sources": sources, "grounded": grounded, "mode": mode})

    def done(
        text: str,
        sources: list[dict[str, Any]],
        grounded: bool,
        mode: str,
        model: str | None,
        truncated: bool = False,
    ) -> Event:
        log.truncated = truncated
        event = done_event(request_id, len(bundle), text, sources, grounded, mode, model, truncated)
        # the feedback token, and the owner's inbox when the answer fell short (functions.inbox)
        event.data.update(answer_inbox(state, event.data, question, history, log))
        return event

    if is_off_limits(question):
        # refused without search or model: nothing from the notes is relevant to a jailbreak
        text = refusal_text(settings.owner_name, dict(settings.site_paths))
        log.error = "off_limits"
        yield meta([], False, "offline")
        for piece in _pieces(text):
            yield Event("token", {"text": piece})
        yield done(text, [], False, "offline", None)
        return

    # A repeated question is answered from the cache before any work, search included.
    key = cache_key(question, history_fingerprint(history), bundle.content_hash)
    cached = state.cache.get(key) if state.cache.enabled else None
    log.cache = cached is not None
    if cached is not None:
        log.top = [s["slug"] for s in cached.sources[:3]]
        yield meta(cached.sources, cached.grounded, "llm")
        yield Event("token", {"text": cached.response})
        yield done(cached.response, cached.sources, cached.grounded, "llm", cached.model)
        return

    started = time.perf_counter()
    plan = Planner.from_settings(searcher, settings, state.system_prompt).plan(question, history)
    result = plan.result
    log.retrieval_ms = (time.perf_counter() - started) * 1000.0
    log.top = [s.slug for s in result.sources[:3]]
    log.used_history = result.used_history
    grounded = plan.grounded
    messages = plan.messages
    node_started = time.perf_counter()
    stream: AsyncIterator[Chunk] | None = None
    first: Chunk | None = None
    try:
        stream = node.stream_chat(messages, settings.max_answer_tokens, deadline.first_token)
        first = await _first_text(stream, deadline)
        if first is None or (first.done and not first.text):
            raise NodeUnavailable("the node sent no text")
    except Exception as exc:  # NodeUnavailable, timeout or a bug in the client: answer offline
        log.node_error = exc.reason if isinstance(exc, NodeUnavailable) else type(exc).__name__
        log.node_ms = (time.perf_counter() - node_started) * 1000.0
        if stream is not None:
            await _close(stream)
        text = plan.offline_text
        sources = [s.to_dict() for s in plan.offline_sources]
        yield meta(sources, grounded, "offline")
        for piece in _pieces(text):
            yield Event("token", {"text": piece})
        yield done(text, sources, grounded, "offline", None)
        return

    sources = [s.to_dict() for s in plan.llm_sources]
    yield meta(sources, grounded, "llm")
    parts: list[str] = []
    size = 0
    truncated = False
    chunk: Chunk = first
    try:
        while True:
            if chunk.text:
                room = settings.max_answer_chars - size
                piece = chunk.text[:room]
                parts.append(piece)
                size += len(piece)
                yield Event("token", {"text": piece})
                if len(chunk.text) > room:
                    # a node that ignores num_predict: what it sent is kept up to the cap
                    truncated, log.node_error = True, "answer over the size cap"
                    break
            if chunk.done:
                truncated = chunk.truncated or chunk.done_reason == "length"
                if chunk.done_reason in ("error", "cut"):
                    log.node_error = log.node_error or f"stream {chunk.done_reason}"
                    yield _error_event("node_failed")
                break
            # the timeout wraps the await only: a scope held across a yield would cancel
            # whatever the consumer (the SSE sender) is awaiting, and break the stream
            async with asyncio.timeout(Deadline.left(deadline.end)):
                chunk = await anext(stream)
    except StopAsyncIteration:
        truncated = True  # the client ended without its final chunk: the text may be cut
        yield _error_event("node_failed")
    except Exception as exc:
        truncated = True
        log.node_error = exc.reason if isinstance(exc, NodeUnavailable) else type(exc).__name__
        yield _error_event("node_timeout" if isinstance(exc, TimeoutError) else "node_failed")
    finally:
        await _close(stream)
    log.node_ms = (time.perf_counter() - node_started) * 1000.0
    text = "".join(parts).strip()
    if not truncated and text:
        state.cache.put(key, CachedAnswer(text, sources, grounded, node.model))
    yield done(text, sources, grounded, "llm", node.model, truncated)


async def _close(stream: AsyncIterator[Chunk]) -> None:
    aclose = getattr(stream, "aclose", None)
    if aclose is not None:
        with contextlib.suppress(Exception):  # closing a broken stream must not give a 5xx
            await aclose()
