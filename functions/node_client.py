"""Client for the home GPU node: Ollama's ``/api/chat`` through the signed gateway and tunnel.

Every request is signed (:mod:`grasbot.signing`) and may carry Cloudflare Access headers.
Before the first line of the answer arrives, failures are retried (tenacity, exponential
backoff with jitter) until the caller's first-token deadline: connection errors, no first byte
in time, 502/503/504/524 and the gateway's "busy". Running out of that time is a verdict on the
node, counted by the :class:`CircuitBreaker` like any other failure, so a node that accepts and
never answers opens it after one request; only a caller that goes away gives no verdict. Once
text has gone to the visitor nothing is retried, so nothing is said twice: a cut, an idle
stream, a line past :data:`MAX_LINE_BYTES` or an ``{"error"}`` line ends the answer with a
``truncated`` final chunk.
"""

from __future__ import annotations

import asyncio
import functools
import ssl
import time
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Mapping, Sequence
from typing import Any

import httpx
import orjson
from tenacity import (
    AsyncRetrying,
    RetryCallState,
    retry_if_exception_type,
    stop_after_attempt,
    stop_before_delay,
)
from tenacity.wait import wait_exponential, wait_random

from functions.breaker import CircuitBreaker
from functions.errors import NodeRefused, NodeUnavailable
from functions.llm import ChatMessage, Chunk, LLMNode, NodeState, NoNode
from functions.settings import Settings, node_keyring, read_settings
from grasbot.signing import Keyring, sign_request

__all__ = ["MAX_LINE_BYTES", "OllamaClient", "ThinkStripper", "node_from_env"]

RETRY_STATUSES = (502, 503, 504, 524)  # 524: Cloudflare gave up waiting for the origin
# One NDJSON line is one token and its metadata (~200 bytes): anything far longer is not Ollama.
MAX_LINE_BYTES = 65_536
STATS = ("total_duration", "load_duration", "prompt_eval_count", "prompt_eval_duration", "eval_count")


def node_from_env(env: Mapping[str, str]) -> LLMNode:
    """The node described by the environment (``GRASBOT_NODE_URL``…), or :class:`NoNode`."""
    settings = read_settings(env)
    return NoNode() if settings.node_url is None else OllamaClient.from_settings(settings, env)


class _Retryable(Exception):
    def __init__(self, reason: str, retry_after: float = 0.0) -> None:
        super().__init__(reason)
        self.reason = reason
        self.retry_after = retry_after


class ThinkStripper:
    """Removes ``<think>…</think>`` from streamed text, even when a tag is split across chunks."""

    def __init__(self) -> None:
        self._inside = False
        self._pending = ""
        self._started = False  # leading blank lines left by an empty think block are dropped

    def feed(self, text: str) -> str:
        buf, out = self._pending + text, []
        while True:
            tag = "</think>" if self._inside else "<think>"
            at = buf.find(tag)
            if at < 0:
                keep = next(
                    (n for n in range(min(len(tag) - 1, len(buf)), 0, -1) if tag.startswith(buf[-n:])), 0
                )
                if not self._inside:
                    out.append(buf[: len(buf) - keep])
                self._pending = buf[len(buf) - keep :]
                break
            if not self._inside:
                out.append(buf[:at])
            buf, self._inside = buf[at + len(tag) :], not self._inside
        return self._emit("".join(out))

    def flush(self) -> str:
        rest, self._pending = ("" if self._inside else self._pending), ""
        return self._emit(rest)

    def _emit(self, text: str) -> str:
        if not self._started:
            text = text.lstrip()
            self._started = bool(text)
        return text


@functools.cache
def _tls_context() -> ssl.SSLContext:
    """The CA bundle, read once per process: each new client (one per event loop) would read it
    again, about 40 ms of CPU."""
    return httpx.create_ssl_context()


class OllamaClient:
    """The :class:`~functions.llm.LLMNode` reached over the signed tunnel."""

    def __init__(
        self, settings: Settings, keyring: Keyring, *, transport: httpx.AsyncBaseTransport | None = None
    ) -> None:
        if settings.node_url is None:
            raise ValueError("OllamaClient needs settings with a node_url")
        self.settings = settings
        self.url = settings.node_url
        self.keyring = keyring
        self.model: str | None = settings.node_model
        self.breaker = CircuitBreaker(settings.node_breaker_failures, settings.node_breaker_cooldown_s)
        self._transport = transport
        self._client: httpx.AsyncClient | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._last_checked: float | None = None
        self._detail: str | None = None
        # Between tries; a seam for tests that play a loaded machine oversleeping.
        self.sleep: Callable[[float], Awaitable[None]] = asyncio.sleep

    @classmethod
    def from_settings(cls, settings: Settings, env: Mapping[str, str]) -> OllamaClient:
        return cls(settings, node_keyring(env))

    def state(self) -> NodeState:
        breaker = self.breaker.state
        up = breaker == "closed"
        return NodeState("up" if up else "down", self.model, self._last_checked, breaker, self._detail)

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    def _http(self) -> httpx.AsyncClient:
        # A pooled connection belongs to the loop that opened it: a new loop gets a new client.
        loop = asyncio.get_running_loop()
        if self._client is None or self._loop is not loop:
            s = self.settings
            timeout = httpx.Timeout(
                connect=s.node_connect_timeout_s,
                read=max(s.node_first_byte_timeout_s, s.node_idle_timeout_s)
                + 1.0,  # the finer bounds are ours
                write=s.node_connect_timeout_s,
                pool=s.node_connect_timeout_s,
            )
            self._client = httpx.AsyncClient(
                base_url=self.url, timeout=timeout, transport=self._transport, verify=_tls_context()
            )
            self._loop = loop
        return self._client

    def _body(self, messages: Sequence[ChatMessage], max_tokens: int) -> bytes:
        s = self.settings
        options = {"temperature": s.node_temperature, "num_ctx": s.node_num_ctx, "num_predict": max_tokens}
        return orjson.dumps(
            {
                "model": s.node_model,
                "messages": list(messages),
                "stream": True,
                "think": False,  # Qwen3 would otherwise reason at length before answering
                "keep_alive": s.node_keep_alive,
                "options": options,
            }
        )

    def _headers(self, body: bytes) -> dict[str, str]:
        headers = sign_request(self.keyring.current, "POST", "/api/chat", body)  # fresh nonce per try
        headers["content-type"] = "application/json"
        s = self.settings
        if s.cf_access_client_id and s.cf_access_client_secret:
            headers["CF-Access-Client-Id"] = s.cf_access_client_id
            headers["CF-Access-Client-Secret"] = s.cf_access_client_secret
        return headers

    async def stream_chat(
        self, messages: Sequence[ChatMessage], max_tokens: int, deadline: float | None = None
    ) -> AsyncIterator[Chunk]:
        """See :class:`~functions.llm.LLMNode`; ``deadline`` None: the first-token timeout from now."""
        if not self.breaker.allow():
            raise NodeUnavailable(f"breaker open after: {self._detail or 'a failure'}")
        if deadline is None:
            deadline = time.monotonic() + self.settings.first_token_timeout_s
        body = self._body(messages, max_tokens)
        try:
            response, lines, first = await self._open(body, deadline)
        except NodeRefused as exc:
            self._note(exc.reason, failed=True)
            raise
        except NodeUnavailable as exc:
            self._note(exc.reason, failed=not exc.reason.startswith("busy"))
            raise
        except BaseException:
            self.breaker.release()  # cancelled by the caller: no verdict on the node
            raise
        self._note(None, failed=False)
        chunks = self._chunks(response, lines, first)
        try:
            async for chunk in chunks:
                yield chunk
        finally:
            # The caller may stop early (timeout, visitor gone): close the stream now, not at GC.
            await chunks.aclose()
            await response.aclose()

    def _note(self, reason: str | None, *, failed: bool) -> None:
        self._last_checked = time.time()
        if reason is None:
            self.breaker.success()
        elif failed:
            self.breaker.failure()
        else:
            self.breaker.release()
        self._detail = reason

    async def _open(
        self, body: bytes, deadline: float
    ) -> tuple[httpx.Response, AsyncIterator[bytes], dict[str, Any]]:
        """The response and its first NDJSON line, retried until the deadline."""
        jitter = wait_exponential(multiplier=0.05, max=1.0) + wait_random(0, 0.05)  # 50, 100, 200 ms…

        def wait(state: RetryCallState) -> float:
            exc = state.outcome.exception() if state.outcome else None
            return max(jitter(state), exc.retry_after if isinstance(exc, _Retryable) else 0.0)

        retrying = AsyncRetrying(
            stop=stop_after_attempt(self.settings.node_retries + 1)
            | stop_before_delay(max(0.0, deadline - time.monotonic())),
            wait=wait,
            retry=retry_if_exception_type(_Retryable),
            reraise=True,
            sleep=self.sleep,
        )
        failed: _Retryable | None = None
        try:
            async for attempt in retrying:
                with attempt:
                    budget = min(self.settings.node_first_byte_timeout_s, deadline - time.monotonic())
                    if budget <= 0:
                        # A loaded machine may sleep past the deadline between tries: the
                        # visitor's answer should still say what the tries that ran met.
                        if failed is None:
                            raise NodeUnavailable("no first token before the request's deadline")
                        tries = attempt.retry_state.attempt_number - 1
                        raise NodeUnavailable(f"{failed.reason} ({tries} tries)")
                    try:
                        return await self._attempt(body, budget)
                    except _Retryable as exc:
                        failed = exc
                        raise
        except _Retryable as exc:
            tries = retrying.statistics.get("attempt_number", 1)
            raise NodeUnavailable(f"{exc.reason} ({tries} tries)") from None
        raise NodeUnavailable("no attempt was made")  # pragma: no cover - tenacity always tries once

    async def _attempt(
        self, body: bytes, budget: float
    ) -> tuple[httpx.Response, AsyncIterator[bytes], dict[str, Any]]:
        """One POST, given ``budget`` seconds (> 0) for its first NDJSON line."""
        client = self._http()
        request = client.build_request("POST", "/api/chat", content=body, headers=self._headers(body))
        response: httpx.Response | None = None
        try:
            async with asyncio.timeout(budget):
                response = await client.send(request, stream=True)
                if response.status_code != 200:
                    raise await _status_error(response)
                lines = _bounded_lines(response.aiter_bytes())
                first = await _next_line(lines)
            if first is None:
                raise _Retryable("the node closed the stream before the first line")
            if "error" in first:
                raise NodeUnavailable(f"node error: {str(first['error'])[:200]}")
            return response, lines, first
        except BaseException as exc:
            if response is not None:
                await response.aclose()
            if isinstance(exc, TimeoutError):
                raise _Retryable(f"no first byte within {budget:.1f} s") from None
            if isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout):
                raise _Retryable(f"cannot connect to the node ({type(exc).__name__})") from None
            if isinstance(exc, httpx.TransportError):
                raise _Retryable(f"the node's connection failed ({type(exc).__name__})") from None
            raise

    async def _chunks(
        self, response: httpx.Response, lines: AsyncIterator[bytes], first: dict[str, Any]
    ) -> AsyncGenerator[Chunk, None]:
        think = ThinkStripper()
        line: dict[str, Any] | None = first
        try:
            while True:
                if line is None:
                    yield Chunk(think.flush(), done=True, truncated=True, done_reason="cut")
                    return
                if "error" in line:
                    self._detail = f"node error mid-stream: {str(line['error'])[:200]}"
                    yield Chunk(think.flush(), done=True, truncated=True, done_reason="error")
                    return
                text = think.feed(str((line.get("message") or {}).get("content") or ""))
                if line.get("done"):
                    stats = {
                        k: int(line[k]) for k in (*STATS, "eval_duration") if isinstance(line.get(k), int)
                    }
                    reason = str(line.get("done_reason") or "stop")
                    yield Chunk(text + think.flush(), done=True, done_reason=reason, stats=stats)
                    return
                if text:
                    yield Chunk(text)
                try:
                    async with asyncio.timeout(self.settings.node_idle_timeout_s):
                        line = await _next_line(lines)
                except (TimeoutError, httpx.TransportError) as exc:
                    self._detail = f"stream cut: {type(exc).__name__}"
                    line = None
        finally:
            await response.aclose()


async def _bounded_lines(chunks: AsyncIterator[bytes]) -> AsyncIterator[bytes]:
    """Lines of the body; a line past :data:`MAX_LINE_BYTES` is cut there and ends the stream
    (httpx's own line reader would buffer a garbage "line" of any size)."""
    pending = b""
    async for chunk in chunks:
        pending += chunk
        *lines, pending = pending.split(b"\n")
        for line in lines:
            yield line
        if len(pending) > MAX_LINE_BYTES:
            yield pending[: MAX_LINE_BYTES + 1]
            return
    if pending:
        yield pending


async def _next_line(lines: AsyncIterator[bytes]) -> dict[str, Any] | None:
    """The next non-blank NDJSON object, or None at the end of the stream."""
    async for raw in lines:
        if len(raw) > MAX_LINE_BYTES:
            return {"error": f"the node sent a line over {MAX_LINE_BYTES} bytes"}
        if raw.strip():
            try:
                parsed = orjson.loads(raw)
            except orjson.JSONDecodeError:
                return {"error": "the node sent a line that is not JSON"}
            return (
                parsed
                if isinstance(parsed, dict)
                else {"error": "the node sent a line that is not an object"}
            )
    return None


async def _status_error(response: httpx.Response) -> Exception:
    raw = await response.aread()
    try:
        message = str(orjson.loads(raw).get("error", ""))[:200]
    except (orjson.JSONDecodeError, AttributeError):
        message = raw[:200].decode("utf-8", "replace")
    status = response.status_code
    if status in RETRY_STATUSES:
        retry_after = response.headers.get("retry-after", "")
        wait = float(retry_after) if retry_after.isdigit() else 0.0
        reason = "busy" if message.startswith("busy") else f"node answered {status}"
        return _Retryable(f"{reason}: {message}" if message and reason != "busy" else reason, wait)
    return NodeRefused(f"node refused the request ({status}): {message}")
