"""One structured JSON line per request, written when the response (or the stream) has ended.

What a line holds: time, request id, method, path, status, the hashed visitor, timings in
milliseconds (retrieval, node, total), mode, grounded, the top source slugs, whether the cache
answered, the error code if any, and the question's length. Never the raw IP, a secret, a note's
text, or the question itself, unless the owner sets ``GRASBOT_LOG_QUESTIONS=1`` (visitors type
names and e-mail addresses into chat boxes; by default we do not keep them).

Lines go to stdout, which Lambda sends to CloudWatch as they are (one JSON object per line is
what Logs Insights parses).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import orjson

__all__ = ["RequestLog", "stdout_sink"]


def stdout_sink(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


@dataclass(slots=True)
class RequestLog:
    """Filled in along the request; :meth:`emit` writes it once."""

    request_id: str
    method: str
    path: str
    visitor: str
    started: float = field(default_factory=time.perf_counter)
    status: int | None = None
    mode: str | None = None
    grounded: bool | None = None
    top: list[str] = field(default_factory=list)
    retrieval_ms: float | None = None
    node_ms: float | None = None
    cache: bool | None = None
    error: str | None = None
    node_error: str | None = None
    truncated: bool | None = None
    used_history: bool | None = None
    question_chars: int | None = None
    question: str | None = None  # only with GRASBOT_LOG_QUESTIONS=1
    emitted: bool = False

    def as_dict(self) -> dict[str, Any]:
        record: dict[str, Any] = {
            "ts": round(time.time(), 3),
            "request_id": self.request_id,
            "method": self.method,
            "path": self.path,
            "status": self.status,
            "visitor": self.visitor,
            "total_ms": round((time.perf_counter() - self.started) * 1000.0, 2),
        }
        optional = {
            "mode": self.mode,
            "grounded": self.grounded,
            "top": self.top or None,
            "retrieval_ms": None if self.retrieval_ms is None else round(self.retrieval_ms, 2),
            "node_ms": None if self.node_ms is None else round(self.node_ms, 1),
            "cache": self.cache,
            "error": self.error,
            "node_error": self.node_error,
            "truncated": self.truncated,
            "used_history": self.used_history,
            "question_chars": self.question_chars,
            "question": self.question,
        }
        record.update({k: v for k, v in optional.items() if v is not None})
        return record

    def emit(self, sink: Callable[[str], None]) -> None:
        if self.emitted:
            return
        self.emitted = True
        sink(orjson.dumps(self.as_dict()).decode("utf-8"))
