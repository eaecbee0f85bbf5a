"""What may pass the gateway: the allow-list of routes and the checks on a chat request's body.

Ollama has no authentication and dangerous endpoints (pull, push, create, delete, copy, blobs),
so the gateway forwards only what the function needs, and rebuilds the chat body from the
fields it knows rather than passing the caller's JSON through. Parsing is strict: a body
nested deeper than :data:`MAX_JSON_DEPTH`, or holding ``NaN``/``Infinity`` (which Python's json
reads and Ollama's does not), is a 400 with a reason; the caller's ``keep_alive`` is replaced by
the node's own, because the node decides how long its model stays in VRAM.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Literal

from grasbot_node.errors import Refusal

__all__ = ["CHAT_PATH", "MAX_JSON_DEPTH", "READ_PATHS", "ChatRequest", "check_chat", "json_depth", "route"]

CHAT_PATH = "/api/chat"
READ_PATHS = ("/api/version", "/api/tags", "/api/ps")
CHAT_FIELDS = ("model", "messages", "stream", "think", "keep_alive", "options", "format")
OPTION_FIELDS = ("temperature", "top_p", "top_k", "seed", "stop", "repeat_penalty", "num_ctx", "num_predict")
ROLES = ("system", "user", "assistant")
# A chat body is 3 deep ({messages: [{…}]}); a structured-output `format` schema a few more.
# Python's json recursion ends in RecursionError (a 500) near 1,000 levels: refuse long before.
MAX_JSON_DEPTH = 32
_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(rb"[\[\]{}]")


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


def json_depth(raw: bytes) -> int:
    """How deeply arrays and objects nest in ``raw`` (brackets inside strings do not count).

    Counted on the bytes before parsing, so a body nested 30,000 deep costs one linear scan.
    A string left unclosed is not removed, so its brackets count: the count never falls short.
    """
    depth = deepest = 0
    for bracket in _BRACKET.findall(_STRING.sub(b"", raw)):
        depth += 1 if bracket in (b"[", b"{") else -1
        deepest = max(deepest, depth)
    return deepest


def _refuse_constant(name: str) -> Any:
    raise Refusal(400, f"the body holds {name}, which is not JSON")


def check_chat(
    raw: bytes, models: tuple[str, ...], max_predict: int, max_ctx: int, keep_alive: int | str
) -> ChatRequest:
    """Validate a chat body, cap ``num_predict`` / ``num_ctx`` and set the node's ``keep_alive``;
    the result is safe to forward. Raises :class:`Refusal` (4xx) with the reason."""
    depth = json_depth(raw)
    if depth > MAX_JSON_DEPTH:
        raise Refusal(400, f"the body nests {depth} levels deep, at most {MAX_JSON_DEPTH} are allowed")
    try:
        body = json.loads(raw, parse_constant=_refuse_constant)
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
    # The node decides residency: a caller's "30m" would undo the owner's setting (issue 13, item 7).
    body["keep_alive"] = keep_alive
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
