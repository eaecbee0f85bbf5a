"""Answer cache: a repeated question with the same history and vault does not reach the GPU.

Keyed by the normalised question, the history and the bundle's content hash, so reloading
another vault makes every old entry unreachable. Entries live ``ttl_s`` seconds (10 minutes by
default) in a bounded LRU, per execution environment: on Lambda each warm instance has its own.
Only complete model answers are stored; offline answers cost nothing to recompute and must
not outlive the node coming back.
"""

from __future__ import annotations

import hashlib
import time
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import orjson

__all__ = ["AnswerCache", "CachedAnswer", "cache_key", "normalise_question"]


class CachedAnswer(NamedTuple):
    response: str
    sources: list[dict[str, Any]]
    grounded: bool
    model: str | None


def normalise_question(question: str) -> str:
    """Case, accents' composition, spacing and final punctuation do not change the answer."""
    text = " ".join(unicodedata.normalize("NFKC", question).lower().split())
    return text.rstrip(" ?!.…")


def cache_key(question: str, history: Sequence[tuple[str, str]], bundle_hash: str) -> str:
    payload = orjson.dumps([bundle_hash, normalise_question(question), list(history)])
    return hashlib.sha256(payload).hexdigest()


class AnswerCache:
    """A small TTL + LRU map. Not shared between processes; safe within one event loop."""

    def __init__(self, ttl_s: float, max_entries: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.ttl_s = ttl_s
        self.max_entries = max_entries
        self._clock = clock
        self._entries: OrderedDict[str, tuple[float, CachedAnswer]] = OrderedDict()
        self.hits = 0
        self.misses = 0

    @property
    def enabled(self) -> bool:
        return self.ttl_s > 0 and self.max_entries > 0

    def get(self, key: str) -> CachedAnswer | None:
        entry = self._entries.get(key)
        if entry is None or entry[0] <= self._clock():
            if entry is not None:
                del self._entries[key]
            self.misses += 1
            return None
        self._entries.move_to_end(key)
        self.hits += 1
        return entry[1]

    def put(self, key: str, answer: CachedAnswer) -> None:
        if not self.enabled:
            return
        self._entries[key] = (self._clock() + self.ttl_s, answer)
        self._entries.move_to_end(key)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)
