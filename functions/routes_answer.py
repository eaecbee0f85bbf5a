"""One answer as a sequence of events, shared by ``/ask`` (JSON) and ``/ask/stream`` (SSE).

``meta`` (sources, grounded, mode) first, ``token`` per piece of text, an optional ``error``
when the node fails after it started, then ``done`` with the whole ``/ask`` object. The mode is
decided before ``meta``: the first non-empty chunk is awaited (within the first-token timeout),
and a node that is off, unconfigured, failing or silent gives the offline answer instead. Once
text has been sent, a failure ends the answer with ``truncated: true``, never a 5xx.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from functions.cache import CachedAnswer, cache_key
from functions.compose import plan_answer
from functions.guards import is_off_limits, refusal_text
from functions.llm import ChatMessage, Chunk, NodeUnavailable
from functions.logs import RequestLog
from functions.memory import history_fingerprint
from functions.routes_common import AppState

__all__ = ["Event", "answer_events"]

EventName = Literal["meta", "token", "error", "done"]
_SENTENCE = re.compile(r"(?<=[.!?…])\s+")


@dataclass(frozen=True, slots=True)
class Event:
    name: EventName
    data: dict[str, Any]


def _pieces(text: str) -> list[str]:
    """The offline text as token events: one per sentence, spaces kept so they join back."""
    parts = _SENTENCE.split(text)
    return [part + (" " if i < len(parts) - 1 else "") for i, part in enumerate(parts)]


async def _first_text(stream: AsyncIterator[Chunk], timeout_s: float) -> Chunk | None:
    """The first chunk carrying text (or the final one), or None if the stream ended empty."""
    async with asyncio.timeout(timeout_s):
        async for chunk in stream:
            if chunk.text or chunk.done:
                return chunk
    return None


async def answer_events(
    state: AppState, question: str, history: Sequence[ChatMessage], request_id: str, log: RequestLog
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
        return Event(
            "done",
            {
                "response": text,
                "sources": sources,
                "grounded": grounded,
                "model": model,
                **base,
                "mode": mode,
                "truncated": truncated,
            },
        )

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
    plan = plan_answer(
        searcher,
        question,
        history,
        system=state.system_prompt,
        owner_name=settings.owner_name,
        site_paths=settings.site_paths,
        budget_tokens=settings.context_tokens,
    )
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
        stream = node.stream_chat(messages, settings.max_answer_tokens)
        first = await _first_text(stream, settings.first_token_timeout_s)
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
    truncated = False
    chunk: Chunk = first
    try:
        deadline = asyncio.get_running_loop().time() + settings.answer_timeout_s
        while True:
            if chunk.text:
                parts.append(chunk.text)
                yield Event("token", {"text": chunk.text})
            if chunk.done:
                truncated = chunk.truncated or chunk.done_reason == "length"
                break
            # the timeout wraps the await only: a scope held across a yield would cancel
            # whatever the consumer (the SSE sender) is awaiting, and break the stream
            async with asyncio.timeout_at(deadline):
                chunk = await anext(stream)
    except StopAsyncIteration:
        truncated = True  # the client ended without its final chunk: the text may be cut
    except Exception as exc:
        truncated = True
        log.node_error = exc.reason if isinstance(exc, NodeUnavailable) else type(exc).__name__
        timeout = isinstance(exc, TimeoutError)
        yield Event(
            "error",
            {
                "error": "node_timeout" if timeout else "node_failed",
                "message": "La réponse a été interrompue ; voici ce qui a été reçu.",
            },
        )
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
