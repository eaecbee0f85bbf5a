"""Request signing between the function and the home node: the one format both sides use.

The function signs every request it sends through the tunnel; the gateway in front of Ollama
verifies it before anything reaches the model. The signature is HMAC-SHA256 over::

    grasbot-v1\\n<METHOD>\\n<path with query>\\n<unix timestamp>\\n<nonce>\\n<sha256 hex of the body>

and travels in four headers (``X-Grasbot-Key-Id``, ``-Timestamp``, ``-Nonce``, ``-Signature``).
The key id lets keys rotate: the signer uses the first key of its ring, the verifier accepts any
key of its own ring, so during a rotation the node holds both keys while the function moves over.

Keys come from the environment only: ``GRASBOT_NODE_KEYS=id:secret[,id:secret]``, or a file named
by ``GRASBOT_NODE_KEYS_FILE`` in the same format (commas or one key per line, ``#`` comments).
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

__all__ = [
    "HEADER_KEY_ID",
    "HEADER_NONCE",
    "HEADER_SIGNATURE",
    "HEADER_TIMESTAMP",
    "Key",
    "Keyring",
    "KeyringError",
    "SignatureError",
    "Verifier",
    "keyring_from_env",
    "parse_keys",
    "sign_request",
]

SCHEME = "grasbot-v1"
HEADER_KEY_ID = "X-Grasbot-Key-Id"
HEADER_TIMESTAMP = "X-Grasbot-Timestamp"
HEADER_NONCE = "X-Grasbot-Nonce"
HEADER_SIGNATURE = "X-Grasbot-Signature"

MIN_SECRET_CHARS = 32  # 32 characters of a random string: at least 128 bits whatever its alphabet
DEFAULT_SKEW_S = 60.0
# Every header is matched whole (fullmatch) against an ASCII-only pattern before any use:
# str.isdigit() accepts "²" and "٣", which int() then refuses or reads, and hmac.compare_digest
# raises TypeError on a non-ASCII string; both were 500s for unsigned callers (issue 12, item 4).
_KEY_ID = re.compile(r"[A-Za-z0-9_.-]{1,32}")
_TIMESTAMP = re.compile(r"[0-9]{1,12}")
_NONCE = re.compile(r"[A-Za-z0-9_-]{16,64}")
_SIGNATURE = re.compile(r"[0-9a-fA-F]{64}")


class KeyringError(ValueError):
    """The key list cannot be used (bad format, short secret, duplicate id); the message says where."""


class SignatureError(Exception):
    """A request's signature was refused; ``reason`` is safe to log and to return."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Key:
    id: str
    secret: bytes = field(repr=False)  # never printed, never logged


class Keyring:
    """Ordered keys: the first one signs, all of them verify."""

    def __init__(self, keys: Sequence[Key]) -> None:
        if not keys:
            raise KeyringError("no signing key given")
        self._keys = {key.id: key for key in keys}
        if len(self._keys) != len(keys):
            raise KeyringError("the same key id appears twice")
        self.current = keys[0]

    @property
    def ids(self) -> list[str]:
        return list(self._keys)

    def get(self, key_id: str) -> Key | None:
        return self._keys.get(key_id)


def parse_keys(raw: str, source: str = "GRASBOT_NODE_KEYS") -> Keyring:
    """``id:secret[,id:secret]`` (commas or new lines; ``#`` starts a comment) into a :class:`Keyring`."""
    keys: list[Key] = []
    lines = (line.split("#", 1)[0] for line in raw.splitlines())
    for part in (p.strip() for line in lines for p in line.split(",")):
        if not part:
            continue
        key_id, sep, secret = part.partition(":")
        key_id, secret = key_id.strip(), secret.strip()
        if not sep or not _KEY_ID.fullmatch(key_id):
            raise KeyringError(
                f"{source}: expected id:secret with an id of letters, digits, '_.-', got {key_id!r}"
            )
        if len(secret) < MIN_SECRET_CHARS:
            raise KeyringError(
                f"{source}: secret of key {key_id!r} has {len(secret)} characters, at least "
                f"{MIN_SECRET_CHARS} are needed (try: openssl rand -hex 32)"
            )
        keys.append(Key(key_id, secret.encode()))
    if not keys:
        raise KeyringError(f"{source}: no key found")
    return Keyring(keys)


def keyring_from_env(env: Mapping[str, str]) -> Keyring | None:
    """The keys named by ``GRASBOT_NODE_KEYS`` or ``GRASBOT_NODE_KEYS_FILE``; None when neither is set."""
    raw = env.get("GRASBOT_NODE_KEYS", "").strip()
    if raw:
        return parse_keys(raw)
    path = env.get("GRASBOT_NODE_KEYS_FILE", "").strip()
    if not path:
        return None
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise KeyringError(f"GRASBOT_NODE_KEYS_FILE: cannot read {path}: {exc.strerror}") from None
    return parse_keys(text, source=path)


def _string_to_sign(method: str, path: str, timestamp: str, nonce: str, body: bytes) -> bytes:
    digest = hashlib.sha256(body).hexdigest()
    return "\n".join((SCHEME, method.upper(), path, timestamp, nonce, digest)).encode()


def _mac(secret: bytes, message: bytes) -> str:
    return hmac.new(secret, message, hashlib.sha256).hexdigest()


def sign_request(
    key: Key,
    method: str,
    path: str,
    body: bytes = b"",
    *,
    now: float | None = None,
    nonce: str | None = None,
) -> dict[str, str]:
    """The headers that sign one request. ``path`` includes the query string, if any."""
    timestamp = str(int(time.time() if now is None else now))
    nonce = nonce or secrets.token_urlsafe(18)
    signature = _mac(key.secret, _string_to_sign(method, path, timestamp, nonce, body))
    return {
        HEADER_KEY_ID: key.id,
        HEADER_TIMESTAMP: timestamp,
        HEADER_NONCE: nonce,
        HEADER_SIGNATURE: signature,
    }


class Verifier:
    """Checks signatures, the clock-skew window and replayed nonces (one instance per gateway).

    A nonce is remembered until its timestamp leaves the window, after which the timestamp check
    alone refuses a replay; the cache is bounded so a flood of signed requests cannot grow it.
    """

    def __init__(
        self,
        keyring: Keyring,
        *,
        skew_s: float = DEFAULT_SKEW_S,
        max_nonces: int = 100_000,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.keyring = keyring
        self.skew_s = skew_s
        self.max_nonces = max_nonces
        self._clock = clock
        self._nonces: dict[str, float] = {}  # nonce -> time after which it may be forgotten

    def verify(self, method: str, path: str, headers: Mapping[str, str], body: bytes) -> str:
        """The key id of a correctly signed request; raises :class:`SignatureError` otherwise.

        ``headers`` must be looked up case-insensitively or given with lower-case names.
        """
        values = [_header(headers, name) for name in (HEADER_KEY_ID, HEADER_TIMESTAMP, HEADER_NONCE)]
        signature = _header(headers, HEADER_SIGNATURE)
        key_id, timestamp, nonce = values
        if not (key_id and timestamp and nonce and signature):
            raise SignatureError("missing signature headers")
        key = self.keyring.get(key_id) if _KEY_ID.fullmatch(key_id) else None
        if key is None:
            raise SignatureError(f"unknown key id {key_id[:32]!r}")
        if not _TIMESTAMP.fullmatch(timestamp):
            raise SignatureError("malformed timestamp: 1 to 12 ASCII digits expected")
        if not _NONCE.fullmatch(nonce):
            raise SignatureError("malformed nonce: 16 to 64 characters of A-Z a-z 0-9 _ - expected")
        if not _SIGNATURE.fullmatch(signature):
            raise SignatureError("malformed signature: 64 hex digits expected")
        now = self._clock()
        skew = abs(now - int(timestamp))
        if skew > self.skew_s:
            raise SignatureError(
                f"timestamp outside the window ({skew:.0f} s off, {self.skew_s:.0f} s allowed)"
            )
        expected = _mac(key.secret, _string_to_sign(method, path, timestamp, nonce, body))
        if not hmac.compare_digest(expected, signature.lower()):
            raise SignatureError("bad signature")
        # Only correctly signed requests reach the cache, so strangers cannot fill it.
        if nonce in self._nonces:
            raise SignatureError("replayed nonce")
        self._remember(nonce, int(timestamp) + self.skew_s + 1, now)
        return key.id

    def _remember(self, nonce: str, forget_after: float, now: float) -> None:
        if len(self._nonces) >= self.max_nonces:
            self._nonces = {n: t for n, t in self._nonces.items() if t > now}
            if len(self._nonces) >= self.max_nonces:
                # Still full of live nonces: refuse rather than forget one that could be replayed.
                raise SignatureError("too many requests in the signature window")
        self._nonces[nonce] = forget_after


def _header(headers: Mapping[str, str], name: str) -> str:
    value = headers.get(name.lower())
    if value is None:
        value = headers.get(name)
    return value or ""
