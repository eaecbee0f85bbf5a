"""One fake LLM node for the function's tests: the ``LLMNode`` protocol (functions/llm.py), the
boundary the routes depend on. The Ollama wire itself is played by tests/support/ollama_standin.py.

It plays a fixed list of chunks, or chunks made from the messages it got (``answer``); it can
refuse before the first chunk (``unavailable``), break after some (``fail_after``), or hold
before chunk ``hold_after`` until ``released(n)`` says the n-th answer may go on, so a test can
see a half-streamed answer without timing anything.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Sequence

from functions.llm import ChatMessage, Chunk, NodeState, NodeUnavailable

__all__ = ["ScriptedNode", "answer_chunks"]

HOLD_POLL_S = 0.01


def answer_chunks(*texts: str, done_reason: str = "stop", truncated: bool = False) -> list[Chunk]:
    """One chunk per text, then the final ``done`` chunk."""
    chunks = [Chunk(text) for text in texts]
    chunks.append(Chunk("", done=True, truncated=truncated, done_reason=done_reason))
    return chunks


class ScriptedNode:
    def __init__(
        self,
        chunks: Sequence[Chunk] = (),
        *,
        answer: Callable[[Sequence[ChatMessage]], Sequence[Chunk]] | None = None,
        unavailable: str | None = None,
        fail_after: int | None = None,
        hold_after: int | None = None,
        released: Callable[[int], bool] | None = None,
        model: str = "qwen3:8b",
    ) -> None:
        self.chunks = list(chunks)
        self.answer = answer
        self.unavailable = unavailable
        self.fail_after = fail_after
        self.hold_after = hold_after
        self.released = released
        self.model: str | None = model
        self.calls: list[tuple[list[ChatMessage], int]] = []
        self.closed = False

    async def stream_chat(
        self, messages: Sequence[ChatMessage], max_tokens: int, deadline: float | None = None
    ) -> AsyncIterator[Chunk]:
        self.calls.append((list(messages), max_tokens))
        call = len(self.calls)
        if self.unavailable is not None:
            raise NodeUnavailable(self.unavailable)
        chunks = self.answer(messages) if self.answer is not None else self.chunks
        for i, chunk in enumerate(chunks):
            if self.fail_after is not None and i == self.fail_after:
                raise ConnectionResetError("tunnel dropped")
            if i == self.hold_after and self.released is not None:
                while not self.released(call):
                    await asyncio.sleep(HOLD_POLL_S)
            yield chunk

    def state(self) -> NodeState:
        return NodeState(status="up", model=self.model, last_checked=1796031000.0)

    async def aclose(self) -> None:
        self.closed = True
