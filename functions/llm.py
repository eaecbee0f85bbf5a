"""What the function needs from a language-model node, whatever carries it.

The routes depend on this protocol only; ``functions.node_client.OllamaClient`` implements
it over the signed tunnel, and :class:`NoNode` is used when no node is configured.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Literal, NamedTuple, Protocol, TypedDict

from functions.errors import NodeUnavailable

__all__ = ["ChatMessage", "Chunk", "LLMNode", "NoNode", "NodeState", "NodeUnavailable"]

NodeStatus = Literal["up", "down", "unconfigured"]


class ChatMessage(TypedDict):
    role: Literal["system", "user", "assistant"]
    content: str


@dataclass(frozen=True, slots=True)
class Chunk:
    """A piece of the answer. The last chunk has ``done=True`` and the final statistics."""

    text: str
    done: bool = False
    truncated: bool = False  # the stream was cut after some text had been sent
    done_reason: str | None = None  # stop | length | error | cut
    stats: dict[str, int] = field(default_factory=dict)  # Ollama's counts and durations (ns)


class NodeState(NamedTuple):
    status: NodeStatus
    model: str | None
    last_checked: float | None = None  # unix time
    breaker: str = "closed"  # closed | open | half-open
    detail: str | None = None


class LLMNode(Protocol):
    model: str | None

    def stream_chat(
        self, messages: Sequence[ChatMessage], max_tokens: int, deadline: float | None = None
    ) -> AsyncIterator[Chunk]:
        """Yield chunks; raise NodeUnavailable before the first chunk if the node cannot answer
        by ``deadline`` (``time.monotonic()``; None: the node's own default). After the first
        chunk, failures end the stream with a ``truncated`` final chunk."""
        ...

    def state(self) -> NodeState: ...

    async def aclose(self) -> None: ...


class NoNode:
    """No node configured: every request is answered offline."""

    model: str | None = None

    async def stream_chat(
        self, messages: Sequence[ChatMessage], max_tokens: int, deadline: float | None = None
    ) -> AsyncIterator[Chunk]:
        raise NodeUnavailable("no node configured")
        yield Chunk("")  # pragma: no cover - makes this an async generator

    def state(self) -> NodeState:
        return NodeState(status="unconfigured", model=None)

    async def aclose(self) -> None:
        return None
