"""An Ollama stand-in: a real HTTP server speaking Ollama's wire format, with scriptable faults.

Run it as a process: ``python -m tests.support.ollama_standin --port 11500``. It answers like
Ollama 0.12: ``POST /api/chat`` streams NDJSON (``application/x-ndjson``) content lines then a
``done`` line with ``done_reason``, counts and nanosecond durations; errors are ``{"error": …}``
with Ollama's status codes; an error after the stream started is a last ``{"error"}`` line in a
200; ``/api/tags``, ``/api/ps``, ``/api/version``; an empty ``messages`` list loads the model and
``keep_alive: 0`` unloads it. Dangerous endpoints (``/api/pull``, ``/api/delete``…) *succeed*
here, so a test proving the gateway refuses them cannot pass because the stand-in refused.

Control endpoints (tests only, never proxied by the gateway):
``POST /_standin/script`` ``{"faults": [fault, …], "reply": [tokens], "model_loaded": bool}``,
one fault consumed per ``/api/chat`` generation: ``{"status": 503, "error": "…"}``,
``{"stall_s": 3}`` (accept, then nothing before the first byte; ``"stall_s": 3600`` is
accept-and-hang), ``{"cut_after": 2}`` (close the connection after two chunks),
``{"error_after": 2, "error": "…"}``, ``{"chunk_delay_s": 0.05}`` (a slow drip),
``{"hang_after": 2}`` (two chunks, then silence for as long as the caller stays),
``{"garbage": true}`` (a 200 whose body is not NDJSON), ``{"flood_bytes": 50_000_000}``
(content lines as fast as the reader takes them, until that many bytes). A reply token
``"@now"`` is sent as the stand-in's clock (``time.time()``) when the line leaves. ``"version"``
sets what ``/api/version`` reports.

Like Ollama (a Go server whose request context ends when the caller leaves), a generation stops
as soon as its caller disconnects, even while silent. ``GET /_standin/requests`` lists what was
received (method, path, headers, JSON body); ``GET /_standin/active`` says how many generations
are running now and how many ended because their caller left.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import time
from collections.abc import Awaitable, Callable, MutableMapping
from datetime import UTC, datetime
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]

DEFAULT_REPLY = ["Bon", "jour", ", ", "je ", "suis ", "Gras", "Bot", "."]
VERSION = "0.12.3"
MODEL_SIZE = 5_225_000_000  # bytes, about Qwen3 8B Q4_K_M
DANGEROUS = ("/api/pull", "/api/push", "/api/create", "/api/delete", "/api/copy", "/api/generate")


class StandIn:
    def __init__(self, models: list[str]) -> None:
        self.models = models
        self.faults: list[dict[str, Any]] = []
        self.reply = list(DEFAULT_REPLY)
        self.loaded: dict[str, float] = {}  # model -> expires_at (unix)
        self.requests: list[dict[str, Any]] = []
        self.version = VERSION
        self.generating = 0  # /api/chat generations running now
        self.abandoned = 0  # generations ended because the caller left

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        method, path = scope["method"], scope["path"]
        parsed: Any = None
        if body:
            try:
                parsed = json.loads(body)
            except ValueError:
                parsed = None
        if not path.startswith("/_standin/"):
            headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
            self.requests.append({"method": method, "path": path, "headers": headers, "body": parsed})
        if path == "/api/chat" and method == "POST":
            self.generating += 1
            gone = asyncio.ensure_future(_wait_disconnect(receive))
            chat = asyncio.ensure_future(self._chat(body, parsed, send))
            try:
                await asyncio.wait([chat, gone], return_when=asyncio.FIRST_COMPLETED)
                if not chat.done():  # the caller left: stop generating, as Ollama does
                    self.abandoned += 1
                    chat.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await chat
                else:
                    chat.result()
            finally:
                gone.cancel()
                self.generating -= 1
            return
        await self._route(method, path, body, parsed, send)

    async def _route(self, method: str, path: str, raw: bytes, body: Any, send: Send) -> None:
        if path == "/_standin/script" and method == "POST":
            self.faults = list(body.get("faults", []))
            self.reply = list(body.get("reply", DEFAULT_REPLY))
            if "model_loaded" in body:
                self.loaded = {self.models[0]: time.time() + 1800} if body["model_loaded"] else {}
            self.version = body.get("version", VERSION)
            self.requests.clear()
            self.abandoned = 0
            return await _json(send, 200, {"ok": True})
        if path == "/_standin/requests":
            return await _json(send, 200, self.requests)
        if path == "/_standin/active":
            return await _json(send, 200, {"generating": self.generating, "abandoned": self.abandoned})
        if path == "/api/version" and method == "GET":
            return await _json(send, 200, {"version": self.version})
        if path == "/api/tags" and method == "GET":
            return await _json(send, 200, {"models": [_tag(m) for m in self.models]})
        if path == "/api/ps" and method == "GET":
            self.loaded = {m: t for m, t in self.loaded.items() if t > time.time()}
            return await _json(send, 200, {"models": [_ps(m, t) for m, t in self.loaded.items()]})
        if path.startswith(DANGEROUS):
            return await _json(send, 200, {"status": "success"})
        await _send(send, 404, b"404 page not found", "text/plain")

    async def _chat(self, raw: bytes, body: Any, send: Send) -> None:
        if not isinstance(body, dict):
            return await _json(send, 400, {"error": "invalid character in JSON body" if raw else "EOF"})
        model = body.get("model")
        if model not in self.models:
            return await _json(send, 404, {"error": f"model '{model}' not found"})
        keep_alive = body.get("keep_alive", "5m")
        try:
            residency = _seconds(keep_alive)
        except ValueError:
            # Ollama parses a string with Go's time.ParseDuration: "-1" has no unit and is refused.
            return await _json(send, 400, {"error": f'time: missing unit in duration "{keep_alive}"'})
        messages = body.get("messages") or []
        if not messages:  # Ollama's documented way to load (or, with keep_alive 0, unload) a model
            unload = keep_alive in (0, "0", "0s", "0m")
            if unload:
                self.loaded.pop(model, None)
            else:
                self.loaded[model] = time.time() + residency
            line = _line(model, "", done=True, done_reason="unload" if unload else "load")
            return await _send(send, 200, line, "application/json; charset=utf-8")
        fault = self.faults.pop(0) if self.faults else {}
        if "status" in fault:
            return await _json(send, fault["status"], {"error": fault.get("error", "server busy")})
        await asyncio.sleep(fault.get("stall_s", 0))
        self.loaded[model] = time.time() + residency
        limit = int((body.get("options") or {}).get("num_predict", -1))
        tokens = self.reply if limit < 0 else self.reply[:limit]
        reason = "length" if 0 <= limit < len(self.reply) else "stop"
        if body.get("stream", True) is False:
            line = _line(model, "".join(tokens), done=True, done_reason=reason, count=len(tokens))
            return await _send(send, 200, line, "application/json; charset=utf-8")
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [(b"content-type", b"application/x-ndjson")],
            }
        )
        if fault.get("garbage"):
            await send(
                {"type": "http.response.body", "body": b"\x00\xffnot ndjson at all\n", "more_body": True}
            )
            return await send({"type": "http.response.body", "body": b""})
        if "flood_bytes" in fault:
            line = _line(model, "x" * 16_000)
            for _ in range(fault["flood_bytes"] // len(line)):
                await send({"type": "http.response.body", "body": line, "more_body": True})
                await asyncio.sleep(0)  # let a disconnect be noticed between lines
            return await send({"type": "http.response.body", "body": _line(model, "", done=True)})
        for i, token in enumerate(tokens):
            if i == fault.get("hang_after"):
                await asyncio.Event().wait()  # silent until the caller leaves (and this is cancelled)
            if i == fault.get("cut_after"):
                raise ConnectionAbortedError("stand-in: cutting the stream")  # uvicorn closes the socket
            if i == fault.get("error_after"):
                error = json.dumps(
                    {"error": fault.get("error", "an error was encountered while running the model")}
                )
                await send({"type": "http.response.body", "body": error.encode() + b"\n"})
                return await send({"type": "http.response.body", "body": b""})
            await asyncio.sleep(fault.get("chunk_delay_s", 0))
            # "@now" sends the send time itself, so a benchmark can time each chunk's trip.
            text = f"{time.time():.6f} " if token == "@now" else token
            await send({"type": "http.response.body", "body": _line(model, text), "more_body": True})
        final = _line(model, "", done=True, done_reason=reason, count=len(tokens))
        await send({"type": "http.response.body", "body": final})


def _line(model: str, content: str, *, done: bool = False, done_reason: str = "", count: int = 0) -> bytes:
    created = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f") + "Z"
    line: dict[str, Any] = {
        "model": model,
        "created_at": created,
        "message": {"role": "assistant", "content": content},
        "done": done,
    }
    if done:
        line = {
            "model": model,
            "created_at": created,
            "message": {"role": "assistant", "content": content},
            "done_reason": done_reason,
            "done": True,
            "total_duration": 812_000_000,
            "load_duration": 21_000_000,
            "prompt_eval_count": 412,
            "prompt_eval_duration": 95_000_000,
            "eval_count": count,
            "eval_duration": 690_000_000,
        }
    return json.dumps(line, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def _tag(model: str) -> dict[str, Any]:
    family = model.split(":")[0]
    details = {"format": "gguf", "family": family, "parameter_size": "8.2B", "quantization_level": "Q4_K_M"}
    modified = "2026-11-01T10:00:00.000000000Z"
    return {"name": model, "model": model, "modified_at": modified, "size": MODEL_SIZE, "details": details}


def _ps(model: str, expires_at: float) -> dict[str, Any]:
    expires = datetime.fromtimestamp(expires_at, UTC).isoformat()
    size = MODEL_SIZE + 700_000_000  # weights plus the KV cache of an 8k context
    return {"name": model, "model": model, "size": size, "size_vram": size, "expires_at": expires}


def _seconds(keep_alive: Any) -> float:
    if isinstance(keep_alive, int | float):
        return 10**9 if keep_alive < 0 else float(keep_alive)
    text = str(keep_alive)
    units = {"s": 1, "m": 60, "h": 3600}
    if text and text[-1] in units:
        return float(text[:-1]) * units[text[-1]]
    raise ValueError(f"missing unit in duration {text!r}")


async def _wait_disconnect(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


async def _json(send: Send, status: int, payload: Any) -> None:
    await _send(send, status, json.dumps(payload).encode(), "application/json; charset=utf-8")


async def _send(send: Send, status: int, body: bytes, content_type: str) -> None:
    headers = [(b"content-type", content_type.encode()), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def main() -> None:
    import uvicorn

    parser = argparse.ArgumentParser(description="Ollama stand-in for tests")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--models", default="qwen3:8b", help="comma-separated models it 'has'")
    args = parser.parse_args()
    app = StandIn([m.strip() for m in args.models.split(",") if m.strip()])
    # Stalled test requests must not hold up the end of a test module.
    uvicorn.run(
        app,
        host="127.0.0.1",
        port=args.port,
        log_level="warning",
        lifespan="off",
        timeout_graceful_shutdown=1,
    )


if __name__ == "__main__":
    main()
