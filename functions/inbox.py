"""The owner's inbox on the function's side: feedback tokens, and recording what was not answered well.

When an answer ends, :func:`answer_inbox` (called once from ``functions.answer``) signs a feedback
token for it and, when the question was not answered from the notes, refused by a guard, or
answered offline because the node failed, records an event (:class:`grasbot.inbox.InboxEvent`).
``POST /feedback`` (``functions.routes_feedback``) records votes the same way, the answer's
context coming back inside the token, so any instance can record a vote for any other's answer
and nothing is stored per answer.

Storage (:class:`Inbox`): a Redis stream (``XADD … MAXLEN ~ N``, entries older than the TTL trimmed
with ``XTRIM MINID``, the key expiring TTL after the last write), or one JSON log line per event
(``"inbox": 1``), which CloudWatch keeps. A Redis write runs on one worker thread with short
socket timeouts; the request only waits for it in :meth:`Inbox.settle`, after its response has
been sent, at most ``GRASBOT_INBOX_TIMEOUT_S``, and a failed write becomes a log line instead,
so Redis down or slow never fails an answer. After a failure Redis is left alone for
:data:`REDIS_BACKOFF_S`.

The token is ``base64url(claims).base64url(HMAC-SHA256(key, claims)[:16])``: a stranger cannot
make one for an arbitrary request id, and its ``x`` claim makes it expire
(``GRASBOT_FEEDBACK_TTL_S``). A token is used once per slot (the vote, then one comment): the
claim is a Redis ``SET NX EX`` when Redis is there, else a per-instance memory.
"""

from __future__ import annotations

import asyncio
import base64
import concurrent.futures
import hashlib
import hmac
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import orjson

from functions.llm import ChatMessage, NoNode
from functions.logs import RequestLog
from functions.settings import Settings
from grasbot.inbox import EVENT_VERSION, LOG_MARKER, STREAM_KEY, InboxEvent, SourceScore, mask_personal

if TYPE_CHECKING:
    from functions.state import AppState

__all__ = [
    "REDIS_BACKOFF_S",
    "FeedbackTokenError",
    "Inbox",
    "answer_inbox",
    "read_token",
    "sign_token",
    "vote_event",
]

REDIS_BACKOFF_S = 10.0
_MEMORY_CLAIMS = 50_000  # replayed ids remembered per instance without Redis (about 5 MB at most)
_CLAIM_PREFIX = "grasbot:feedback:"
_TOP_SOURCES = 3
Sink = Callable[[str], None]


class FeedbackTokenError(ValueError):
    """A token that is not ours (``forged``) or no longer valid (``expired``)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def sign_token(key: bytes, claims: Mapping[str, Any]) -> str:
    body = _b64(orjson.dumps(claims))
    mac = hmac.new(key, body.encode("ascii"), hashlib.sha256).digest()[:16]
    return f"{body}.{_b64(mac)}"


def read_token(key: bytes, token: str, request_id: str, now: float) -> dict[str, Any]:
    """The claims of a token this function signed for ``request_id``, not expired at ``now``."""
    body, dot, mac = token.partition(".")
    if not dot or len(token) > 8192:
        raise FeedbackTokenError("feedback_forged", "Jeton de retour invalide.")
    expected = _b64(hmac.new(key, body.encode("ascii", "replace"), hashlib.sha256).digest()[:16])
    if not hmac.compare_digest(mac, expected):
        raise FeedbackTokenError("feedback_forged", "Jeton de retour invalide.")
    claims: dict[str, Any] = orjson.loads(_unb64(body))  # ours, since the MAC matched
    if claims.get("r") != request_id:
        raise FeedbackTokenError("feedback_forged", "Ce jeton ne correspond pas à cette réponse.")
    if float(claims.get("x", 0)) < now:
        raise FeedbackTokenError("feedback_expired", "Il est trop tard pour noter cette réponse.")
    return claims


def _event_line(event: InboxEvent) -> str:
    return orjson.dumps({LOG_MARKER: 1, **event}).decode("utf-8")


class Inbox:
    """Where events go (``redis://…``, ``log://`` or ``off``), and the replay claims of feedback."""

    def __init__(self, uri: str, key: bytes, *, max_events: int, ttl_days: int, timeout_s: float) -> None:
        self.uri = uri
        self.key = key
        self.enabled = uri != "off"
        self.redis_uri = uri if uri.startswith(("redis://", "rediss://")) else None
        self.max_events = max_events
        self.ttl_s = ttl_days * 86400
        self.timeout_s = timeout_s
        self._client: Any = None  # redis.Redis, built on the worker thread at first use
        self._worker: concurrent.futures.ThreadPoolExecutor | None = None
        self._pending: set[concurrent.futures.Future[None]] = set()
        self._down_until = 0.0
        self._claims: dict[str, float] = {}  # claim key -> expiry (unix time)

    @classmethod
    def from_settings(cls, settings: Settings, ip_salt: str) -> Inbox:
        # Without a key of its own, feedback signs with one derived from the IP salt: instances that
        # share Redis share that salt already (docs/function.md), so their tokens verify everywhere.
        secret = (
            settings.feedback_key or hashlib.sha256(f"grasbot-feedback\x00{ip_salt}".encode()).hexdigest()
        )
        return cls(
            settings.inbox_uri,
            secret.encode("utf-8"),
            max_events=settings.inbox_max_events,
            ttl_days=settings.inbox_ttl_days,
            timeout_s=settings.inbox_timeout_s,
        )

    def state(self) -> dict[str, Any]:
        """For the admin ``/health``: where events go now (never the URI: it may hold a password)."""
        storage = "off" if not self.enabled else "redis" if self.redis_uri else "log"
        degraded = self.redis_uri is not None and time.monotonic() < self._down_until
        return {"storage": storage, "state": "fallback-log" if degraded else "ok"}

    def _redis(self) -> Any:
        if self._client is None:
            import redis
            from redis.backoff import NoBackoff
            from redis.retry import Retry

            # no retries: a write that fails becomes a log line, it is not worth an answer's time
            self._client = redis.Redis.from_url(
                str(self.redis_uri),
                socket_timeout=self.timeout_s,
                socket_connect_timeout=self.timeout_s,
                retry=Retry(NoBackoff(), 0),
            )
        return self._client

    def _redis_up(self) -> bool:
        return self.redis_uri is not None and time.monotonic() >= self._down_until

    def _submit(self, job: Callable[[], Any]) -> concurrent.futures.Future[Any]:
        if self._worker is None:
            # one thread: writes keep their order, and a stalled Redis holds one thread, not many
            self._worker = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="grasbot-inbox")
        return self._worker.submit(job)

    def record(self, event: InboxEvent, sink: Sink) -> None:
        """Store ``event``: queued for Redis (see :meth:`settle`) or written as a log line now."""
        if not self.enabled:
            return
        if not self._redis_up():
            sink(_event_line(event))
            return
        future = self._submit(lambda: self._write(event, sink))
        self._pending.add(future)
        future.add_done_callback(self._pending.discard)

    def _write(self, event: InboxEvent, sink: Sink) -> None:
        try:
            oldest_ms = int((time.time() - self.ttl_s) * 1000)
            pipe = self._redis().pipeline(transaction=False)
            pipe.xadd(STREAM_KEY, {"e": orjson.dumps(event)}, maxlen=self.max_events, approximate=True)
            pipe.xtrim(STREAM_KEY, minid=f"{oldest_ms}-0", approximate=True)
            pipe.expire(STREAM_KEY, self.ttl_s)
            pipe.execute()
        except Exception:  # down, slow, refused: the event is kept as a log line, the answer goes on
            self._down_until = time.monotonic() + REDIS_BACKOFF_S
            sink(_event_line(event))

    async def settle(self) -> None:
        """Wait for this instance's queued writes, at most ``timeout_s``. Called once the response
        has been sent: under Lambda the process may be frozen as soon as the request returns."""
        if not self._pending:
            return
        waiting = [asyncio.wrap_future(f) for f in list(self._pending)]
        await asyncio.wait(waiting, timeout=self.timeout_s)

    async def claim(self, request_id: str, slot: str, ttl_s: float) -> bool:
        """True the first time (``request_id``, ``slot``) is claimed within ``ttl_s``: replays lose."""
        key = f"{_CLAIM_PREFIX}{request_id}:{slot}"
        if self._redis_up():
            job = self._submit(lambda: self._redis().set(key, b"1", nx=True, ex=max(1, int(ttl_s))))
            try:
                claimed = await asyncio.wait_for(asyncio.wrap_future(job), self.timeout_s)
            except Exception:
                self._down_until = time.monotonic() + REDIS_BACKOFF_S
            else:
                self._remember(key, ttl_s)  # so a replay during a later outage still loses here
                return bool(claimed)
        return self._remember(key, ttl_s)

    def _remember(self, key: str, ttl_s: float) -> bool:
        now = time.time()
        if self._claims.get(key, 0.0) > now:
            return False
        if len(self._claims) >= _MEMORY_CLAIMS:
            self._claims = {k: t for k, t in self._claims.items() if t > now}
            while len(self._claims) >= _MEMORY_CLAIMS:  # still full: the oldest claims go first
                del self._claims[next(iter(self._claims))]
        self._claims[key] = now + ttl_s
        return True

    def close(self) -> None:
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)


def _last_user_turn(history: Sequence[ChatMessage]) -> str | None:
    turn = next((m["content"] for m in reversed(history) if m["role"] == "user"), None)
    return mask_personal(turn) if turn else None


def _reasons(state: AppState, data: Mapping[str, Any], log: RequestLog) -> list[str]:
    if log.error == "off_limits":
        return ["refused"]  # never searched: "not grounded" would say nothing more
    reasons = [] if data["grounded"] else ["not_grounded"]
    # With no node configured every answer is offline by the owner's choice, not a failure.
    if data["mode"] == "offline" and log.node_error and not isinstance(state.node, NoNode):
        reasons.append("node_failed")
    return reasons


def answer_inbox(
    state: AppState,
    data: Mapping[str, Any],
    question: str,
    history: Sequence[ChatMessage],
    log: RequestLog,
) -> dict[str, Any]:
    """What the ``done`` object gains (its ``feedback_token``), recording the answer in the inbox
    when it needs the owner's attention. ``data`` is the ``done`` object itself."""
    inbox = state.inbox
    if not inbox.enabled:
        return {}
    now = time.time()
    sources: list[SourceScore] = [
        {"slug": str(s["slug"]), "score": round(float(s.get("score") or 0.0), 3)}
        for s in data["sources"][:_TOP_SOURCES]
    ]
    reasons = _reasons(state, data, log)
    masked = mask_personal(question)
    last_turn = _last_user_turn(history)
    bundle_hash = state.bundle.content_hash
    claims = {
        "r": data["request_id"],
        "x": int(now + state.settings.feedback_ttl_s),
        "q": masked,
        "h": last_turn,
        "m": data["mode"],
        "g": data["grounded"],
        "s": [[s["slug"], s["score"]] for s in sources],
        "n": reasons,
        "b": bundle_hash,
    }
    if reasons:
        event: InboxEvent = {
            "v": EVENT_VERSION,
            "ts": round(now, 3),
            "kind": "answer",
            "request_id": data["request_id"],
            "reasons": reasons,
            "question": masked,
            "last_user_turn": last_turn,
            "mode": data["mode"],
            "grounded": data["grounded"],
            "sources": sources,
            "vote": None,
            "comment": None,
            "bundle": bundle_hash,
        }
        inbox.record(event, state.log_sink)
    return {"feedback_token": sign_token(inbox.key, claims)}


def vote_event(claims: Mapping[str, Any], vote: str, comment: str | None, now: float) -> InboxEvent:
    """The event of a vote, its answer's context read back from the token's claims."""
    reasons = [str(r) for r in claims.get("n") or ()]
    if vote == "down":
        reasons.append("voted_down")
    return {
        "v": EVENT_VERSION,
        "ts": round(now, 3),
        "kind": "vote",
        "request_id": str(claims["r"]),
        "reasons": reasons,
        "question": str(claims.get("q") or ""),
        "last_user_turn": claims.get("h"),
        "mode": str(claims.get("m") or ""),
        "grounded": bool(claims.get("g")),
        "sources": [{"slug": str(slug), "score": float(score)} for slug, score in claims.get("s") or ()],
        "vote": vote,
        "comment": comment,
        "bundle": str(claims.get("b") or ""),
    }
