"""What may pass the gateway: the allow-list of routes and the checks on a chat request's body.

Ollama has no authentication and dangerous endpoints (pull, push, create, delete, copy, blobs),
so the gateway forwards only what the function needs, and rebuilds the chat body from the
fields it knows rather than passing the caller's JSON through.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Literal

__all__ = ["CHAT_PATH", "READ_PATHS", "ChatRequest", "Refusal", "check_chat", "route"]

CHAT_PATH = "/api/chat"
READ_PATHS = ("/api/version", "/api/tags", "/api/ps")
CHAT_FIELDS = ("model", "messages", "stream", "think", "keep_alive", "options", "format")
OPTION_FIELDS = ("temperature", "top_p", "top_k", "seed", "stop", "repeat_penalty", "num_ctx", "num_predict")
ROLES = ("system", "user", "assistant")


class Refusal(Exception):
    """A request the gateway will not forward; ``status`` and ``message`` go back to the caller."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass(frozen=True, slots=True)
class ChatRequest:
    body: bytes  # what is sent to Ollama
    model: str
    stream: bool
    num_predict: int
    num_ctx: int
    last_user: str  # logged only when the owner asks for prompts in the log


def route(method: str, path: str) -> Literal["chat", "read"]:
    """Which kind of allowed request this is; raises :class:`Refusal` (403) for anything else."""
    if path == CHAT_PATH and method == "POST":
        return "chat"
    if path in READ_PATHS and method == "GET":
        return "read"
    allowed = ", ".join([f"POST {CHAT_PATH}"] + [f"GET {p}" for p in READ_PATHS])
    raise Refusal(403, f"{method} {path[:80]} is not allowed through the gateway (allowed: {allowed})")


def check_chat(raw: bytes, models: tuple[str, ...], max_predict: int, max_ctx: int) -> ChatRequest:
    """Validate a chat body and cap ``num_predict`` / ``num_ctx``; the result is safe to forward."""
    try:
        body = json.loads(raw)
    except ValueError:
        raise Refusal(400, "the body is not JSON") from None
    if not isinstance(body, dict):
        raise Refusal(400, "the body must be a JSON object")
    unknown = sorted(set(body) - set(CHAT_FIELDS))
    if unknown:
        raise Refusal(400, f"field(s) {', '.join(unknown)} not allowed (allowed: {', '.join(CHAT_FIELDS)})")
    model = body.get("model")
    if model not in models:
        raise Refusal(403, f"model {str(model)[:80]!r} is not served here (served: {', '.join(models)})")
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise Refusal(400, "messages must be a non-empty list")
    for message in messages:
        if not _is_message(message):
            raise Refusal(400, "each message must be {role: system|user|assistant, content: string}")
    options = body.get("options") or {}
    if not isinstance(options, dict):
        raise Refusal(400, "options must be an object")
    unknown = sorted(set(options) - set(OPTION_FIELDS))
    if unknown:
        raise Refusal(
            400, f"option(s) {', '.join(unknown)} not allowed (allowed: {', '.join(OPTION_FIELDS)})"
        )
    # Caps: a missing or unlimited (-1, -2) num_predict would let one request hold the GPU.
    options["num_predict"] = _capped(options.get("num_predict"), max_predict, "num_predict")
    options["num_ctx"] = _capped(options.get("num_ctx"), max_ctx, "num_ctx")
    body["options"] = options
    stream = body.get("stream", True) is not False
    users = [m["content"] for m in messages if m["role"] == "user"]
    return ChatRequest(
        body=json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode(),
        model=model,
        stream=stream,
        num_predict=options["num_predict"],
        num_ctx=options["num_ctx"],
        last_user=users[-1] if users else "",
    )


def _is_message(message: Any) -> bool:
    return (
        isinstance(message, dict)
        and set(message) <= {"role", "content"}
        and message.get("role") in ROLES
        and isinstance(message.get("content"), str)
    )


def _capped(value: Any, cap: int, name: str) -> int:
    if value is None:
        return cap
    if not isinstance(value, int) or isinstance(value, bool):
        raise Refusal(400, f"options.{name} must be an integer, got {value!r}")
    return cap if value <= 0 or value > cap else value
