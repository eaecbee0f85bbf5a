"""``POST /feedback`` through the real app: votes recorded with their answer's context, forged,
expired and replayed tokens refused, comments capped, votes limited per visitor, and the claim
shared by two instances through a real redis-server."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
import redis
from asgi_client import SyncClient
from fastapi import FastAPI

from functions.inbox import sign_token
from grasbot.inbox import STREAM_KEY, event_from_json

KEY = "feedback-key-for-tests-0123456789"
UNANSWERED = "Combien de frères a-t-elle ?"
ANSWERED = "Parle-moi de webserv"


def _answer(client: SyncClient, question: str = ANSWERED) -> dict[str, Any]:
    answer: dict[str, Any] = client.get("/ask", params={"q": question}).json()
    return answer


def _vote(client: SyncClient, answer: dict[str, Any], vote: str = "down", **extra: Any) -> Any:
    body = {"request_id": answer["request_id"], "feedback_token": answer["feedback_token"], "vote": vote}
    return client.post("/feedback", json={**body, **extra})


def _votes(app: FastAPI) -> list[dict[str, Any]]:
    return [json.loads(line) for line in app.state.logs if '"inbox"' in line and '"vote"' in line]


def test_a_down_vote_is_recorded_with_the_answer_context(make_app: Callable[..., FastAPI]) -> None:
    app = make_app({"GRASBOT_FEEDBACK_KEY": KEY})
    client = SyncClient(app)
    answer = _answer(client)
    response = _vote(client, answer, comment="Pas la bonne note, écrivez-moi : moi@example.org")
    assert response.status_code == 200
    assert response.json() == {"status": "recorded", "request_id": answer["request_id"]}
    [event] = [e for e in _votes(app) if e["kind"] == "vote"]
    assert (event["vote"], event["reasons"], event["question"]) == ("down", ["voted_down"], ANSWERED)
    assert event["comment"] == "Pas la bonne note, écrivez-moi : [e-mail]"
    assert event["sources"][0]["slug"] == answer["sources"][0]["slug"] == "webserv"
    assert event["grounded"] is True and event["mode"] == "offline"


def test_an_up_vote_then_a_comment_then_no_more(make_app: Callable[..., FastAPI]) -> None:
    app = make_app({})
    client = SyncClient(app)
    answer = _answer(client, UNANSWERED)
    assert _vote(client, answer, "down").status_code == 200  # the click
    assert _vote(client, answer, "down", comment="Rien sur sa pointure").status_code == 200  # the text after
    again = _vote(client, answer, "down")
    assert again.status_code == 409 and again.json()["error"] == "feedback_duplicate"
    assert _vote(client, answer, "down", comment="encore").status_code == 409
    assert _vote(client, answer, "up").status_code == 409  # one vote per answer, not one per value
    votes = [e for e in _votes(app) if e["kind"] == "vote"]
    assert [(e["vote"], e["comment"]) for e in votes] == [("down", None), ("down", "Rien sur sa pointure")]
    assert votes[0]["reasons"] == ["not_grounded", "voted_down"]


@pytest.mark.parametrize(
    ("change", "status", "code"),
    [
        ({"vote": "meh"}, 400, "vote_invalid"),
        ({"vote": None}, 400, "vote_invalid"),
        ({"request_id": ""}, 400, "feedback_invalid"),
        ({"feedback_token": 12}, 400, "feedback_invalid"),
        ({"comment": 3}, 400, "feedback_invalid"),
        ({"comment": "x" * 501}, 400, "comment_too_long"),
        ({"request_id": "another-request"}, 403, "feedback_forged"),  # a real token, for another id
        ({"feedback_token": "e30.AAAAAAAAAAAAAAAAAAAAAA"}, 403, "feedback_forged"),
        ({"feedback_token": "no-dot-at-all"}, 403, "feedback_forged"),
    ],
)
def test_bad_feedback_is_a_4xx_with_a_reason(
    make_app: Callable[..., FastAPI], change: dict[str, Any], status: int, code: str
) -> None:
    app = make_app({})
    client = SyncClient(app)
    answer = _answer(client)
    body = {"request_id": answer["request_id"], "feedback_token": answer["feedback_token"], "vote": "down"}
    response = client.post("/feedback", json={**body, **change})
    assert response.status_code == status
    assert response.json()["error"] == code
    assert response.json()["message"]
    assert _votes(app) == []  # nothing recorded
    assert _vote(client, answer).status_code == 200  # and the answer can still be voted on


def test_comment_limit_counts_characters_after_cleaning(make_app: Callable[..., FastAPI]) -> None:
    app = make_app({"GRASBOT_FEEDBACK_COMMENT_CHARS": "20"})
    client = SyncClient(app)
    answer = _answer(client)
    assert _vote(client, answer, comment="a" * 21).status_code == 400
    spaced = "  deux   mots\u200b\u0007  " + " " * 50  # collapsed: 9 characters
    assert _vote(client, answer, comment=spaced).status_code == 200
    assert _votes(app)[-1]["comment"] == "deux mots"


def test_a_token_signed_with_another_key_is_forged(make_app: Callable[..., FastAPI]) -> None:
    app = make_app({"GRASBOT_FEEDBACK_KEY": KEY})
    client = SyncClient(app)
    claims = {"r": "req-1", "x": 4_000_000_000, "q": "Fausse question", "n": [], "s": []}
    forged = {"request_id": "req-1", "feedback_token": sign_token(b"not-the-key", claims), "vote": "down"}
    response = client.post("/feedback", json=forged)
    assert (response.status_code, response.json()["error"]) == (403, "feedback_forged")
    genuine = {**forged, "feedback_token": sign_token(KEY.encode(), claims)}
    assert client.post("/feedback", json=genuine).status_code == 200  # the same claims, our key


def test_an_expired_token_is_refused(make_app: Callable[..., FastAPI]) -> None:
    app = make_app({"GRASBOT_FEEDBACK_KEY": KEY})
    claims = {"r": "req-old", "x": 1_000_000_000, "q": "Vieille question", "n": [], "s": []}
    body = {"request_id": "req-old", "feedback_token": sign_token(KEY.encode(), claims), "vote": "up"}
    response = SyncClient(app).post("/feedback", json=body)
    assert (response.status_code, response.json()["error"]) == (410, "feedback_expired")


def test_feedback_not_json_and_too_large(make_app: Callable[..., FastAPI]) -> None:
    client = SyncClient(make_app({}))
    not_json = client.post("/feedback", content=b"{vote", headers={"content-type": "application/json"})
    assert (not_json.status_code, not_json.json()["error"]) == (400, "feedback_invalid")
    huge = client.post("/feedback", content=b"x" * 20_000, headers={"content-type": "application/json"})
    assert (huge.status_code, huge.json()["error"]) == (413, "body_too_large")


def test_feedback_is_refused_when_the_inbox_is_off(make_app: Callable[..., FastAPI]) -> None:
    client = SyncClient(make_app({"GRASBOT_INBOX_URI": "off"}))
    body = {"request_id": "r", "feedback_token": "a.b", "vote": "down"}
    response = client.post("/feedback", json=body)
    assert (response.status_code, response.json()["error"]) == (404, "feedback_disabled")


def test_votes_have_their_own_budget_per_visitor(make_app: Callable[..., FastAPI]) -> None:
    app = make_app(
        {"GRASBOT_RATE_LIMIT_FEEDBACK": "2/10 minutes", "GRASBOT_RATE_LIMIT_VISITOR": "5/10 minutes"}
    )
    client = SyncClient(app, "192.0.2.5")
    answers = [_answer(client, q) for q in (ANSWERED, UNANSWERED, "A-t-elle un chat ?")]
    codes = [_vote(client, a).status_code for a in answers]
    assert codes == [200, 200, 429]
    assert _vote(SyncClient(app, "192.0.2.6"), answers[2]).status_code == 200  # another visitor's budget
    assert client.get("/ask", params={"q": ANSWERED}).status_code == 200  # questions: untouched (4 of 5)


def test_two_instances_share_the_replay_claim_through_redis(
    make_app: Callable[..., FastAPI], redis_url: str
) -> None:
    env = {"RATE_LIMIT_STORAGE_URI": redis_url, "GRASBOT_IP_SALT": "shared-salt-0123"}
    first, second = make_app(env), make_app(env)
    answer = _answer(SyncClient(first), UNANSWERED)
    assert _vote(SyncClient(second), answer).status_code == 200  # the other instance verifies the token
    assert _vote(SyncClient(first), answer).status_code == 409  # and the replay loses on the first
    stream = redis.Redis.from_url(redis_url).xrange(STREAM_KEY)
    events = [event_from_json(fields[b"e"]) for _, fields in stream]
    assert [(e["kind"], e["vote"]) for e in events if e] == [("answer", None), ("vote", "down")]
    assert first.state.logs and not [
        line for line in first.state.logs + second.state.logs if '"inbox"' in line
    ]


def test_a_different_salt_means_a_token_from_elsewhere_is_forged(make_app: Callable[..., FastAPI]) -> None:
    one = make_app({"GRASBOT_IP_SALT": "salt-number-one-0000"})
    other = make_app({"GRASBOT_IP_SALT": "salt-number-two-0000"})
    answer = _answer(SyncClient(one))
    assert _vote(SyncClient(other), answer).json()["error"] == "feedback_forged"
