"""The inbox's events: what the function records about a question it could not answer well, and how
the owner's side reads them back (docs/inbox.md).

One event is one JSON object (:class:`InboxEvent`). The function writes it to a Redis stream
(:data:`STREAM_KEY`, one field ``e``) or as one log line carrying ``"inbox": 1`` (CloudWatch);
``grasbot inbox`` reads either and groups events by normalised question (:func:`group_events`).

Personal data typed into a chat box is masked before anything is stored (:func:`mask_personal`):
e-mail addresses and phone numbers (French and international writings). The visitor's IP is never
part of an event, not even hashed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Literal, TypedDict

import orjson

__all__ = [
    "EVENT_VERSION",
    "LOG_MARKER",
    "REASONS",
    "STREAM_KEY",
    "VOTES",
    "Entry",
    "InboxEvent",
    "SourceScore",
    "event_from_json",
    "events_from_lines",
    "group_events",
    "mask_personal",
    "question_key",
]

EVENT_VERSION = 1
STREAM_KEY = "grasbot:inbox"  # the function writes here, `grasbot inbox` reads and purges it
LOG_MARKER = "inbox"  # a log line is an inbox event when it carries "inbox": 1
Reason = Literal["not_grounded", "node_failed", "refused", "voted_down"]
REASONS: tuple[Reason, ...] = ("not_grounded", "node_failed", "refused", "voted_down")
VOTES = ("up", "down")


class SourceScore(TypedDict):
    slug: str
    score: float


class InboxEvent(TypedDict):
    """One event. ``kind`` is ``answer`` (written when the answer ended, with its ``reasons``) or
    ``vote`` (written by ``POST /feedback``, with the answer's context carried by its signed token)."""

    v: int
    ts: float
    kind: Literal["answer", "vote"]
    request_id: str
    reasons: list[str]
    question: str
    last_user_turn: str | None
    mode: str
    grounded: bool
    sources: list[SourceScore]
    vote: str | None
    comment: str | None
    bundle: str


# An e-mail address: local part, @, a dotted domain.
_EMAIL = re.compile(r"[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+", re.UNICODE)
# A phone number: a run of digits and the separators people type (space, dot, dash, slash,
# parentheses) that starts like a number one dials (+, 00, or a leading 0: 06 12 34 56 78,
# +33 6 12 34 56 78, +33 (0)6…, 0033 6…, +1 (415) 555-0100, +44 20 7946 0958). Counted by its
# digits below: 8 to 15 (E.164's maximum). Years and ranges (« 2014-2023 ») do not start with 0 or +.
_PHONE = re.compile(r"(?<![\w+])(?:\+|\b0)[\d\s().\-/]{6,24}\d(?!\w)")
_MIN_PHONE_DIGITS, _MAX_PHONE_DIGITS = 8, 15
EMAIL_MASK, PHONE_MASK = "[e-mail]", "[téléphone]"


def _phone(match: re.Match[str]) -> str:
    digits = sum(ch.isdigit() for ch in match.group())
    return PHONE_MASK if _MIN_PHONE_DIGITS <= digits <= _MAX_PHONE_DIGITS else match.group()


def mask_personal(text: str) -> str:
    """``text`` with e-mail addresses and phone numbers replaced by ``[e-mail]`` / ``[téléphone]``."""
    return _PHONE.sub(_phone, _EMAIL.sub(EMAIL_MASK, text))


_FOLD_SPACE = re.compile(r"\s+")
_END_PUNCTUATION = " ?!.…;:"


def question_key(question: str) -> str:
    """What groups questions: case, accents, spacing, quotes and final punctuation folded."""
    decomposed = unicodedata.normalize("NFKD", question.casefold())
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    bare = bare.replace("\u2019", "'").replace("\u2018", "'")
    return _FOLD_SPACE.sub(" ", bare).strip().rstrip(_END_PUNCTUATION).strip()


def _text_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def event_from_json(raw: bytes | str) -> InboxEvent | None:
    """The event in one JSON object, or None when it is not an inbox event of a known version."""
    try:
        obj = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None
    if (
        not isinstance(obj, dict)
        or obj.get("v") != EVENT_VERSION
        or obj.get("kind") not in ("answer", "vote")
    ):
        return None
    if not isinstance(obj.get("question"), str) or not isinstance(obj.get("request_id"), str):
        return None
    sources: list[SourceScore] = [
        {"slug": str(s["slug"]), "score": float(s.get("score") or 0.0)}
        for s in obj.get("sources") or ()
        if isinstance(s, dict) and isinstance(s.get("slug"), str)
    ]
    return {
        "v": EVENT_VERSION,
        "ts": float(obj.get("ts") or 0.0),
        "kind": obj["kind"],
        "request_id": obj["request_id"],
        "reasons": [str(r) for r in obj.get("reasons") or () if r in REASONS],
        "question": obj["question"],
        "last_user_turn": _text_or_none(obj.get("last_user_turn")),
        "mode": str(obj.get("mode") or ""),
        "grounded": bool(obj.get("grounded")),
        "sources": sources,
        "vote": obj.get("vote") if obj.get("vote") in VOTES else None,
        "comment": _text_or_none(obj.get("comment")),
        "bundle": str(obj.get("bundle") or ""),
    }


def _messages(line: str) -> Iterator[str]:
    """The log messages in one line of an export: the line itself (``aws logs tail``, a plain
    ``stdout`` copy, a console export with a timestamp before the JSON), or the messages of an
    ``aws logs filter-log-events --output json`` page written on one line."""
    start = line.find("{")
    if start < 0:
        return
    text = line[start:]
    try:
        obj = orjson.loads(text)
    except orjson.JSONDecodeError:
        return
    if isinstance(obj, dict) and isinstance(obj.get("events"), list):
        for item in obj["events"]:
            if isinstance(item, dict) and isinstance(item.get("message"), str):
                yield from _messages(item["message"])
        return
    yield text


def events_from_lines(lines: Iterable[str]) -> Iterator[InboxEvent]:
    """The inbox events among log lines (anything else, request logs included, is skipped)."""
    for line in lines:
        for message in _messages(line):
            if f'"{LOG_MARKER}"' not in message:
                continue
            event = event_from_json(message)
            if event is not None:
                yield event


@dataclass(slots=True)
class Entry:
    """One normalised question and what happened to it, over every event that asked it.

    An answer may reach us twice (its answer event and a vote): counts are per request id."""

    key: str
    question: str  # as last asked (masked)
    first_seen: float = 0.0
    last_seen: float = 0.0
    by_request: dict[str, set[str]] = field(default_factory=dict)  # request id -> reasons
    modes: dict[str, str] = field(default_factory=dict)  # request id -> mode
    votes: dict[str, str] = field(default_factory=dict)  # request id -> up | down (one per answer)
    comments: list[str] = field(default_factory=list)
    best_source: SourceScore | None = None

    @property
    def count(self) -> int:
        return len(self.by_request)

    @property
    def up(self) -> int:
        return sum(v == "up" for v in self.votes.values())

    @property
    def down(self) -> int:
        return sum(v == "down" for v in self.votes.values())

    @property
    def reasons(self) -> dict[str, int]:
        """How many of its answers had each reason, in :data:`REASONS` order."""
        counts = {r: sum(r in found for found in self.by_request.values()) for r in REASONS}
        return {r: n for r, n in counts.items() if n}

    @property
    def needs_answer(self) -> bool:
        """Anything but thumbs up: unanswered, refused, answered without the node, or voted down."""
        return any(self.by_request.values())

    def add(self, event: InboxEvent) -> None:
        rid = event["request_id"]
        reasons = self.by_request.setdefault(rid, set())
        reasons.update(event["reasons"])
        if event["kind"] == "answer" or rid not in self.modes:
            self.modes[rid] = event["mode"]
        if event["ts"] >= self.last_seen:
            self.last_seen, self.question = event["ts"], event["question"]
        self.first_seen = min(self.first_seen or event["ts"], event["ts"])
        if event["vote"] is not None:
            self.votes[rid] = event["vote"]
            if event["vote"] == "down":
                reasons.add("voted_down")
        if event["comment"] and event["comment"] not in self.comments:
            self.comments.append(event["comment"])
        for source in event["sources"][:1]:
            if self.best_source is None or source["score"] > self.best_source["score"]:
                self.best_source = source


def group_events(events: Iterable[InboxEvent]) -> list[Entry]:
    """Events grouped by :func:`question_key`, most asked first (then most recent)."""
    entries: dict[str, Entry] = {}
    for event in events:
        key = question_key(event["question"])
        if key:
            entries.setdefault(key, Entry(key, event["question"])).add(event)
    return sorted(entries.values(), key=lambda e: (-e.count, -e.last_seen, e.key))
