"""Conversation memory: the function is stateless, the client sends the last turns.

The history is cleaned here (roles checked, control characters dropped, at most
``max_messages`` kept, each capped) and then used twice: by retrieval, which lets a short
follow-up (« et à Lyon ? ») borrow the previous user turn (``Searcher.search(..., history=)``),
and by the prompt, which passes the turns to the model before the new question.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from typing import Literal, cast

from functions.llm import ChatMessage

__all__ = ["clean_history", "history_fingerprint"]

_ROLES = ("user", "assistant")


def _clean_text(text: str, max_chars: int) -> str:
    kept = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf") or ch in "\n\t")
    kept = " ".join(kept.split())
    if len(kept) > max_chars:
        # cut at a word boundary so the model never sees half a word
        kept = kept[:max_chars].rsplit(" ", 1)[0] + " …"
    return kept


def clean_history(
    raw: Sequence[Mapping[str, object]] | None,
    max_messages: int = 6,
    max_chars: int = 600,
    reject: Callable[[str], bool] | None = None,
) -> list[ChatMessage]:
    """The last ``max_messages`` usable turns, oldest first.

    Entries with another role, no text, or text that ``reject`` refuses (a turn asking to drop
    the instructions, say) are left out rather than failing the request: the visitor's question
    still gets an answer. Assistant turns are screened too: the client writes them.
    """
    if not raw or max_messages <= 0:
        return []
    turns: list[ChatMessage] = []
    for item in raw:
        role = item.get("role")
        content = item.get("content")
        if role not in _ROLES or not isinstance(content, str):
            continue
        text = _clean_text(content, max_chars)
        if not text or (reject is not None and reject(text)):
            continue
        turns.append({"role": cast(Literal["user", "assistant"], role), "content": text})
    return turns[-max_messages:]


def history_fingerprint(history: Sequence[ChatMessage]) -> list[tuple[str, str]]:
    """What of the history changes an answer (for the cache key): role and folded text."""
    return [(turn["role"], " ".join(turn["content"].lower().split())) for turn in history]
