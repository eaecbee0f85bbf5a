"""The gateway between the tunnel and Ollama: an ASGI app served by uvicorn on 127.0.0.1.

Per request, in this order: body size cap, signature (key id, clock-skew window, nonce replay),
allow-list, chat body checks and caps, a generation slot (or "busy" 503 with Retry-After), then
the request goes to Ollama with its own ``Host`` and the answer streams back chunk by chunk,
never buffered. One JSON log line per request on stderr, without prompt text unless asked.

Draining (``grasbot-node off``) is uvicorn's graceful shutdown: on SIGTERM it stops accepting
connections and lets running answers finish, bounded by ``GRASBOT_GATEWAY_DRAIN_S``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from typing import Any, TextIO

import httpx

from grasbot.signing import SignatureError, Verifier
from grasbot_node.policy import ChatRequest, Refusal, check_chat, route
from grasbot_node.settings import NodeSettings

__all__ = ["Busy", "Gateway", "Slots"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


class Busy(Exception):
    """Every generation slot is taken and the queue is full (or the wait ran out)."""


class Slots:
    """At most ``size`` generations at once, at most ``queue`` waiting, each for ``wait_s`` at most."""

    def __init__(self, size: int, queue: int, wait_s: float) -> None:
        self._free = asyncio.Semaphore(size)
        self.queue = queue
        self.wait_s = wait_s
        self.waiting = 0

    @contextlib.asynccontextmanager
    async def hold(self) -> AsyncIterator[None]:
        if self._free.locked():
            if self.waiting >= self.queue:
                raise Busy
            self.waiting += 1
            try:
                await asyncio.wait_for(self._free.acquire(), self.wait_s)
            except TimeoutError:
                raise Busy from None
            finally:
                self.waiting -= 1
        else:
            await self._free.acquire()
        try:
            yield
        finally:
            self._free.release()


class Gateway:
    def __init__(self, settings: NodeSettings, log: TextIO | None = None) -> None:
        self.settings = settings
        self.verifier = Verifier(settings.require_keyring(), skew_s=settings.skew_s)
        self.slots = Slots(settings.concurrency, settings.queue, settings.queue_wait_s)
        self.log = log or sys.stderr
        self._client: httpx.AsyncClient | None = None

    @property
    def client(self) -> httpx.AsyncClient:
        if self._client is None:
            timeout = httpx.Timeout(connect=2.0, read=self.settings.upstream_timeout_s, write=10.0, pool=5.0)
            # httpx sets Host from this URL (127.0.0.1:11434): Ollama refuses a non-local Host on
            # loopback, so the tunnel's hostname must never be forwarded.
            self._client = httpx.AsyncClient(base_url=self.settings.ollama_url, timeout=timeout)
        return self._client

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            return await self._lifespan(receive, send)
        if scope["type"] != "http":
            return
        started = time.perf_counter()
        entry: dict[str, Any] = {"method": scope["method"], "path": scope["path"][:80]}
        try:
            status = await self._handle(scope, receive, send, entry)
        except Refusal as refusal:
            status = refusal.status
            entry["reason"] = refusal.message
            headers = {"retry-after": str(self.settings.retry_after_s)} if status == 503 else {}
            await _error(send, status, refusal.message, headers)
        entry["status"] = status
        entry["ms"] = round((time.perf_counter() - started) * 1000, 1)
        self.log.write(json.dumps(entry, ensure_ascii=False) + "\n")
        self.log.flush()

    async def _handle(self, scope: Scope, receive: Receive, send: Send, entry: dict[str, Any]) -> int:
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        body = await _read_body(receive, headers, self.settings.max_body_bytes)
        target = scope["path"] + ("?" + scope["query_string"].decode() if scope["query_string"] else "")
        try:
            entry["key"] = self.verifier.verify(scope["method"], target, headers, body)
        except SignatureError as exc:
            raise Refusal(401, f"signature refused: {exc.reason}") from None
        if scope["query_string"]:
            raise Refusal(403, "query strings are not allowed through the gateway")
        if route(scope["method"], scope["path"]) == "read":
            return await self._forward(send, "GET", scope["path"], b"", receive, entry)
        chat = check_chat(body, self.settings.models, self.settings.max_predict, self.settings.max_ctx)
        entry.update(model=chat.model, num_predict=chat.num_predict, num_ctx=chat.num_ctx)
        if self.settings.log_prompts:
            entry["prompt"] = chat.last_user[:500]
        return await self._generate(send, chat, receive, entry)

    async def _generate(self, send: Send, chat: ChatRequest, receive: Receive, entry: dict[str, Any]) -> int:
        try:
            async with self.slots.hold():
                status = await self._forward(send, "POST", "/api/chat", chat.body, receive, entry)
        except Busy:
            raise Refusal(503, "busy: the node is answering other visitors, retry later") from None
        return status

    async def _forward(
        self,
        send: Send,
        method: str,
        path: str,
        body: bytes,
        receive: Receive,
        entry: dict[str, Any],
    ) -> int:
        # identity: chunks are passed on as they come, so they must not be compressed upstream.
        headers = {"accept-encoding": "identity"}
        if body:
            headers["content-type"] = "application/json"
        request = self.client.build_request(method, path, content=body, headers=headers)
        # Watch for the caller leaving from the start: a client that gave up while Ollama was still
        # evaluating the prompt must free its generation slot at once, not when Ollama answers.
        disconnected = asyncio.ensure_future(_wait_disconnect(receive))
        sending = asyncio.ensure_future(self.client.send(request, stream=True))
        await asyncio.wait({sending, disconnected}, return_when=asyncio.FIRST_COMPLETED)
        if not sending.done():
            sending.cancel()
            with contextlib.suppress(asyncio.CancelledError, httpx.HTTPError):
                await sending
            entry["reason"] = "client disconnected before the first byte"
            return 499  # nginx's "client closed request", for the log only: nobody is listening
        try:
            upstream = sending.result()
        except httpx.TimeoutException:
            disconnected.cancel()
            raise Refusal(504, "ollama did not answer in time") from None
        except httpx.TransportError:
            disconnected.cancel()
            raise Refusal(502, f"ollama is not reachable at {self.settings.ollama_url}") from None
        content_type = upstream.headers.get("content-type", "application/json").encode()
        # no-transform: a proxy on the way (Cloudflare) must not compress, and so hold back, the stream.
        raw = [(b"content-type", content_type), (b"cache-control", b"no-store, no-transform")]
        await send({"type": "http.response.start", "status": upstream.status_code, "headers": raw})
        sent = 0
        try:
            async for chunk in upstream.aiter_raw():
                if disconnected.done():  # the visitor left: stop Ollama generating for nobody
                    entry["reason"] = "client disconnected"
                    break
                sent += len(chunk)
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
        except httpx.TransportError:
            # Ollama's stream broke: end ours with an error line, as Ollama itself reports late errors.
            line = json.dumps({"error": "the node's stream was cut"}).encode() + b"\n"
            await send({"type": "http.response.body", "body": line, "more_body": True})
            entry["reason"] = "upstream cut"
        finally:
            disconnected.cancel()
            await upstream.aclose()
        await send({"type": "http.response.body", "body": b""})
        entry["bytes"] = sent
        return upstream.status_code

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                if self._client is not None:
                    await self._client.aclose()
                await send({"type": "lifespan.shutdown.complete"})
                return


async def _read_body(receive: Receive, headers: dict[str, str], limit: int) -> bytes:
    declared = headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise Refusal(413, f"body of {declared} bytes is over the {limit}-byte limit")
    body = bytearray()
    while True:
        message = await receive()
        body += message.get("body", b"")
        if len(body) > limit:
            raise Refusal(413, f"body is over the {limit}-byte limit")
        if not message.get("more_body"):
            return bytes(body)


async def _wait_disconnect(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


async def _error(send: Send, status: int, message: str, headers: dict[str, str]) -> None:
    body = json.dumps({"error": message}).encode()
    raw = [
        (b"content-type", b"application/json; charset=utf-8"),
        (b"content-length", str(len(body)).encode()),
    ]
    raw += [(k.encode(), v.encode()) for k, v in headers.items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})
