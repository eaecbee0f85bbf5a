"""The inbox's events (grasbot/inbox.py): masking of personal data, grouping, reading log exports."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from grasbot.inbox import (
    InboxEvent,
    event_from_json,
    events_from_lines,
    group_events,
    mask_personal,
    question_key,
)


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        ("écrivez à jean.dupont+cv@mail.example.fr svp", "écrivez à [e-mail] svp"),
        ("appelez le 06 12 34 56 78", "appelez le [téléphone]"),
        ("tel:06.12.34.56.78.", "tel:[téléphone]."),
        ("au 0612345678 ?", "au [téléphone] ?"),
        ("+33 6 12 34 56 78", "[téléphone]"),
        ("+33 (0)6 12-34-56-78", "[téléphone]"),
        ("0033 6 12 34 56 78", "[téléphone]"),
        ("+1 (415) 555-0100 le soir", "[téléphone] le soir"),
        ("+44 20 7946 0958", "[téléphone]"),
        ("+49 30/1234567", "[téléphone]"),
    ],
)
def test_emails_and_phone_numbers_are_masked(text: str, masked: str) -> None:
    assert mask_personal(text) == masked


@pytest.mark.parametrize(
    "text",
    [
        "Infirmier de 2014-2023 à Lyon",
        "de 0 à 100 km",
        "en 2019, 3 projets, 42 étudiants",
        "la version 0.1.2 de factu-cli",
        "un identifiant 0123456789012345678 trop long pour un numéro",
        "ft_ls et webserv @ 42",
    ],
)
def test_years_versions_and_counts_are_kept(text: str) -> None:
    assert mask_personal(text) == text


_words = st.text(alphabet="abcdefghij éèà?,", max_size=30)


@given(
    before=_words,
    after=_words,
    user=st.from_regex(r"[a-z][a-z0-9._+-]{0,15}", fullmatch=True),
    domain=st.from_regex(r"[a-z][a-z0-9-]{0,10}\.(fr|com|org|example)", fullmatch=True),
)
def test_any_email_between_words_is_gone(before: str, after: str, user: str, domain: str) -> None:
    masked = mask_personal(f"{before} {user}@{domain} {after}")
    assert "@" not in masked and "[e-mail]" in masked


@given(
    before=_words,
    after=_words,
    prefix=st.sampled_from(["0", "+33 ", "+33 (0)", "0033 "]),
    groups=st.lists(st.from_regex(r"[0-9]{2}", fullmatch=True), min_size=5, max_size=5),
    sep=st.sampled_from([" ", ".", "-", ""]),
)
def test_any_french_number_is_gone(before: str, after: str, prefix: str, groups: list[str], sep: str) -> None:
    number = prefix + "6" + groups[0][1] + sep + sep.join(groups[1:])
    masked = mask_personal(f"{before} {number} {after}")
    assert "[téléphone]" in masked
    assert sum(ch.isdigit() for ch in masked) == 0


def test_question_key_folds_what_visitors_vary() -> None:
    assert (
        question_key("  Quelle est sa POINTURE ?")
        == question_key("quelle   est sa pointure")
        == "quelle est sa pointure"
    )
    assert question_key("Où était-elle ?") == question_key("ou etait-elle…")
    assert question_key("C’est quoi ft_ls ?") == "c'est quoi ft_ls"


def _event(rid: str, question: str, ts: float, **fields: object) -> InboxEvent:
    base = {
        "v": 1,
        "ts": ts,
        "kind": "answer",
        "request_id": rid,
        "reasons": ["not_grounded"],
        "question": question,
        "last_user_turn": None,
        "mode": "offline",
        "grounded": False,
        "sources": [],
        "vote": None,
        "comment": None,
        "bundle": "abc",
    }
    event = event_from_json(json.dumps({**base, **fields}))
    assert event is not None
    return event


def test_grouping_counts_answers_not_events() -> None:
    events = [
        _event("r1", "Quelle est sa pointure ?", 100.0),
        # the same answer voted down: one answer, with two reasons
        _event(
            "r1",
            "Quelle est sa pointure ?",
            105.0,
            kind="vote",
            vote="down",
            reasons=["not_grounded", "voted_down"],
        ),
        _event("r2", "quelle est sa pointure", 200.0, sources=[{"slug": "cv", "score": 1.5}]),
        _event("r3", "Parle-moi de webserv", 300.0, reasons=[], grounded=True, kind="vote", vote="up"),
        _event("r4", "A-t-elle un chat ?", 400.0, reasons=["refused"]),
    ]
    entries = group_events(events)
    assert [(e.key, e.count) for e in entries] == [
        ("quelle est sa pointure", 2),
        ("a-t-elle un chat", 1),
        ("parle-moi de webserv", 1),
    ]
    shoe = entries[0]
    assert shoe.reasons == {"not_grounded": 2, "voted_down": 1}
    assert (shoe.first_seen, shoe.last_seen, shoe.question) == (100.0, 200.0, "quelle est sa pointure")
    assert (shoe.down, shoe.up) == (1, 0) and shoe.best_source == {"slug": "cv", "score": 1.5}
    assert [e.needs_answer for e in entries] == [True, True, False]  # a thumbs up alone is fine


def test_log_exports_of_every_shape_give_the_events() -> None:
    line = json.dumps({"inbox": 1, **_event("r1", "Quelle est sa pointure ?", 1.0)})
    request_log = json.dumps({"ts": 1, "request_id": "r1", "path": "/ask", "status": 200})
    page = json.dumps({"events": [{"message": line}, {"message": request_log}]})
    lines = [
        line,
        f"2026-12-01T10:00:00.000Z\tabc\t{line}",
        request_log,
        page,
        "START RequestId: x",
        "{broken",
    ]
    assert [e["request_id"] for e in events_from_lines(lines)] == ["r1", "r1", "r1"]


def test_unknown_versions_and_shapes_are_skipped() -> None:
    assert event_from_json(json.dumps({"v": 2, "kind": "answer", "question": "q", "request_id": "r"})) is None
    assert event_from_json(json.dumps({"v": 1, "kind": "other", "question": "q", "request_id": "r"})) is None
    assert event_from_json(b"[1, 2]") is None
    event = event_from_json(
        json.dumps({"v": 1, "kind": "vote", "question": "q", "request_id": "r", "vote": "meh"})
    )
    assert event is not None and event["vote"] is None and event["reasons"] == []
