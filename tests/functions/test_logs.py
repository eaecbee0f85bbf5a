from __future__ import annotations

import json
from collections.abc import Callable

from asgi_client import SyncClient
from fastapi import FastAPI

from functions.logs import RequestLog


def test_one_line_per_request_without_ip_or_question(make_app: Callable[..., FastAPI]) -> None:
    app = make_app({"GRASBOT_IP_SALT": "s"})
    client = SyncClient(app, "203.0.113.5")
    client.get("/ask", params={"q": "Qui est Camille ?"})
    client.post("/ask/stream", json={"question": "Parle-moi de webserv"})
    client.get("/ask", params={"q": ""})
    assert len(app.state.logs) == 3
    first, stream, refused = (json.loads(line) for line in app.state.logs)
    assert first["status"] == 200 and first["mode"] == "offline" and first["grounded"] is True
    assert first["top"][0] == "bio-camille"
    assert first["question_chars"] == len("Qui est Camille ?")
    assert {"request_id", "visitor", "total_ms", "retrieval_ms"} <= set(first)
    assert stream["path"] == "/ask/stream" and stream["top"][0] == "webserv"
    assert (refused["status"], refused["error"]) == (400, "question_empty")
    text = "\n".join(app.state.logs)
    assert "203.0.113.5" not in text and "Qui est" not in text and "Parle-moi" not in text


def test_questions_logged_only_when_asked(make_app: Callable[..., FastAPI]) -> None:
    app = make_app({"GRASBOT_LOG_QUESTIONS": "1"})
    SyncClient(app).get("/ask", params={"q": "Qui est Camille ?"})
    assert json.loads(app.state.logs[0])["question"] == "Qui est Camille ?"


def test_emit_once() -> None:
    lines: list[str] = []
    log = RequestLog("id", "GET", "/health", "v")
    log.status = 200
    log.emit(lines.append)
    log.emit(lines.append)
    assert len(lines) == 1 and json.loads(lines[0])["status"] == 200
