"""The gateway between the tunnel and Ollama: an ASGI app served by uvicorn on 127.0.0.1.

Per request, in this order: body size cap and read timeout, signature (key id, clock-skew
window, nonce replay), allow-list, chat body checks and caps, a generation slot (or "busy" 503
with Retry-After), then the request goes to Ollama with its own ``Host`` and the answer streams
back chunk by chunk, never buffered. One JSON log line per request on stderr, without prompt
text unless asked. Connection-level limits (how many sockets, how long their headers may take)
are in :mod:`grasbot_node.server`.

Everything after the body is read races the caller's disconnect: a caller who leaves while
waiting for a slot, while Ollama is silent or while the answer streams frees its slot at once,
and closing the upstream request makes Ollama stop generating. Two timeouts bound the rest: a
caller that stops reading is dropped after ``send_timeout_s``, and an Ollama stream silent for
``idle_timeout_s`` is ended with an error line, so no stream holds a slot (or `off`'s drain) for
longer than that.

Draining (``grasbot-node off``) is uvicorn's graceful shutdown: on SIGTERM it stops accepting
connections and lets running answers finish, bounded by ``GRASBOT_GATEWAY_DRAIN_S``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, MutableMapping
from typing import Any, TextIO

import httpx

from grasbot.signing import SignatureError, Verifier
from grasbot_node.errors import Busy, ClientGone, GatewayError, Refusal
from grasbot_node.policy import ChatRequest, check_chat, route
from grasbot_node.settings import NodeSettings

__all__ = ["Gateway", "Slots"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]

_CONTENT_LENGTH = re.compile(r"[0-9]{1,12}")


class Slots:
    """At most ``size`` generations at once, at most ``queue`` waiting, each for ``wait_s`` at most."""

    def __init__(self, size: int, queue: int, wait_s: float) -> None:
        self._free = asyncio.Semaphore(size)
        self.size = size
        self.queue = queue
        self.wait_s = wait_s
        self.waiting = 0
        self.busy = 0  # slots held now, for the log (and the tests reading it)

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
        self.busy += 1
        try:
            yield
        finally:
            self.busy -= 1
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
            # read: Ollama's first byte (a cold load); between lines idle_timeout_s is enforced
            # by the relay itself, which can tell the two apart.
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
        except ClientGone as gone:
            status = 499  # nginx's "client closed request", for the log only: nobody is listening
            entry["reason"] = str(gone)
        entry["status"] = status
        entry["ms"] = round((time.perf_counter() - started) * 1000, 1)
        self.log.write(json.dumps(entry, ensure_ascii=False) + "\n")
        self.log.flush()

    async def _handle(self, scope: Scope, receive: Receive, send: Send, entry: dict[str, Any]) -> int:
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        s = self.settings
        body = await _read_body(receive, headers, s.max_body_bytes, s.body_timeout_s)
        query = scope["query_string"].decode("latin-1")
        target = scope["path"] + ("?" + query if query else "")
        try:
            entry["key"] = self.verifier.verify(scope["method"], target, headers, body)
        except SignatureError as exc:
            raise Refusal(401, f"signature refused: {exc.reason}") from None
        if query:
            raise Refusal(403, "query strings are not allowed through the gateway")
        if route(scope["method"], scope["path"]) == "read":
            work = self._relay(send, "GET", scope["path"], b"", entry)
        else:
            chat = check_chat(body, s.models, s.max_predict, s.max_ctx, s.keep_alive_value)
            entry.update(model=chat.model, num_predict=chat.num_predict, num_ctx=chat.num_ctx)
            if s.log_prompts:
                entry["prompt"] = chat.last_user[:500]
            work = self._generate(send, chat, entry)
        # From here on the body is read, so receive() only ever says "http.disconnect": watch it
        # from the start, a caller who gave up while queued or while Ollama was silent must free
        # its place at once, not when Ollama speaks.
        return await _unless_gone(work, asyncio.ensure_future(_wait_disconnect(receive)))

    async def _generate(self, send: Send, chat: ChatRequest, entry: dict[str, Any]) -> int:
        async with self.slots.hold():
            return await self._relay(send, "POST", "/api/chat", chat.body, entry)

    async def _relay(self, send: Send, method: str, path: str, body: bytes, entry: dict[str, Any]) -> int:
        # identity: chunks are passed on as they come, so they must not be compressed upstream.
        headers = {"accept-encoding": "identity"}
        if body:
            headers["content-type"] = "application/json"
        request = self.client.build_request(method, path, content=body, headers=headers)
        try:
            upstream = await self.client.send(request, stream=True)
        except httpx.TimeoutException:
            raise Refusal(504, "ollama did not answer in time") from None
        except httpx.TransportError:
            raise Refusal(502, f"ollama is not reachable at {self.settings.ollama_url}") from None
        try:
            return await self._stream(send, upstream, entry)
        finally:
            await upstream.aclose()  # also what tells Ollama to stop generating for nobody

    async def _stream(self, send: Send, upstream: httpx.Response, entry: dict[str, Any]) -> int:
        s = self.settings
        content_type = upstream.headers.get("content-type", "application/json").encode()
        # no-transform: a proxy on the way (Cloudflare) must not compress, and so hold back, the stream.
        raw = [(b"content-type", content_type), (b"cache-control", b"no-store, no-transform")]
        await self._send(
            send, {"type": "http.response.start", "status": upstream.status_code, "headers": raw}
        )
        sent = 0
        ends_line = True
        chunks = upstream.aiter_raw()
        while True:
            problem = None
            try:
                async with asyncio.timeout(s.idle_timeout_s):
                    chunk = await anext(chunks)
            except StopAsyncIteration:
                break
            except TimeoutError:
                problem, entry["reason"] = f"the node went silent for {s.idle_timeout_s:g} s", "upstream idle"
            except httpx.TransportError:
                problem, entry["reason"] = "the node's stream was cut", "upstream cut"
            else:
                if sent + len(chunk) > s.max_answer_bytes:
                    problem = f"the answer went over {s.max_answer_bytes} bytes and was cut"
                    entry["reason"] = "answer over the size cap"
            if problem is not None:
                # End ours with an error line, as Ollama itself reports late errors; on a line
                # of its own even if the last chunk stopped mid-line.
                line = json.dumps({"error": problem}).encode() + b"\n"
                await self._send(send, _body((b"" if ends_line else b"\n") + line))
                break
            sent += len(chunk)
            if chunk:
                ends_line = chunk.endswith(b"\n")
                await self._send(send, _body(chunk))
        await self._send(send, {"type": "http.response.body", "body": b""})
        entry["bytes"] = sent
        return upstream.status_code

    async def _send(self, send: Send, message: Message) -> None:
        # uvicorn's send waits while the socket's buffer is full: a caller that stops reading
        # would hold the slot until the answer ends, or for ever. Bound that wait.
        try:
            async with asyncio.timeout(self.settings.send_timeout_s):
                await send(message)
        except TimeoutError:
            raise ClientGone(f"client stopped reading for {self.settings.send_timeout_s:g} s") from None

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


async def _read_body(receive: Receive, headers: dict[str, str], limit: int, timeout_s: float) -> bytes:
    declared = headers.get("content-length")
    if declared is not None:
        if not _CONTENT_LENGTH.fullmatch(declared):
            raise Refusal(400, "content-length must be 1 to 12 ASCII digits")
        if int(declared) > limit:
            raise Refusal(413, f"body of {declared} bytes is over the {limit}-byte limit")
    body = bytearray()
    try:
        # The whole body within the bound: a caller trickling bytes must not hold a socket (and
        # a place in the connection limit) for as long as it likes.
        async with asyncio.timeout(timeout_s):
            while True:
                message = await receive()
                if message["type"] == "http.disconnect":
                    raise ClientGone("client disconnected while sending its body")
                body += message.get("body", b"")
                if len(body) > limit:
                    raise Refusal(413, f"body is over the {limit}-byte limit")
                if not message.get("more_body"):
                    return bytes(body)
    except TimeoutError:
        raise Refusal(408, f"the request body was not received within {timeout_s:g} s") from None


async def _unless_gone(work: Coroutine[Any, Any, int], disconnected: asyncio.Future[None]) -> int:
    """Run ``work`` until it ends or the caller disconnects, whichever comes first; in the second
    case ``work`` is cancelled (its slot released, its upstream request closed) and
    :class:`ClientGone` is raised."""
    task = asyncio.ensure_future(work)
    racers: list[asyncio.Future[Any]] = [task, disconnected]
    try:
        await asyncio.wait(racers, return_when=asyncio.FIRST_COMPLETED)
        if task.done():  # checked first: a finished answer also reads as a disconnect
            return task.result()
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, GatewayError, httpx.HTTPError):
            await task
        raise ClientGone("client disconnected")
    finally:
        # Also when this request is itself cancelled (uvicorn's shutdown after the drain).
        task.cancel()
        disconnected.cancel()


async def _wait_disconnect(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


def _body(chunk: bytes) -> Message:
    return {"type": "http.response.body", "body": chunk, "more_body": True}


async def _error(send: Send, status: int, message: str, headers: dict[str, str]) -> None:
    body = json.dumps({"error": message}).encode()
    raw = [
        (b"content-type", b"application/json; charset=utf-8"),
        (b"content-length", str(len(body)).encode()),
        # A refused request's body may be partly unread (413, 408): the socket cannot be reused.
        (b"connection", b"close"),
    ]
    raw += [(k.encode(), v.encode()) for k, v in headers.items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})
