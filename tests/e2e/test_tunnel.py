"""Visitor -> function (uvicorn) -> gateway -> Ollama stand-in, every part a real process on 127.0.0.1."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.http_client import HTTP
from tests.support.procs import (
    ADMIN_HEADERS,
    Server,
    StandInHandle,
    free_port,
    function,
    function_env,
    gateway,
    standin,
)
from tests.support.sse import sse_events

ANSWER = "Bonjour, je suis GrasBot."


@pytest.fixture(scope="module")
def ollama() -> Iterator[StandInHandle]:
    with standin() as handle:
        yield handle


@pytest.fixture(scope="module")
def node(ollama: StandInHandle) -> Iterator[Server]:
    with gateway(ollama.url, GRASBOT_GATEWAY_QUEUE="0", GRASBOT_GATEWAY_RETRY_AFTER_S="1") as srv:
        yield srv


@pytest.fixture(scope="module")
def app(node: Server, example_bundle_file: Path) -> Iterator[Server]:
    with function(example_bundle_file, function_env(node.url)) as srv:
        yield srv


@pytest.fixture(autouse=True)
def _reset(request: pytest.FixtureRequest) -> None:
    if "ollama" in request.fixturenames:
        request.getfixturevalue("ollama").script()


def ask(app: Server, question: str = "Qui est Camille ?") -> dict[str, Any]:
    response = HTTP.post(f"{app.url}/ask", json={"question": question}, timeout=30)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def sse(app: Server, question: str) -> list[tuple[str, dict[str, Any]]]:
    events: list[tuple[str, dict[str, Any]]] = []
    with HTTP.stream("POST", f"{app.url}/ask/stream", json={"question": question}, timeout=30) as response:
        events.extend(sse_events(response.iter_lines()))
    return events


def chats(ollama: StandInHandle) -> list[dict[str, Any]]:
    return [r for r in ollama.requests() if r["path"] == "/api/chat"]


def test_happy_path_streams_end_to_end(app: Server, ollama: StandInHandle, node: Server) -> None:
    events = sse(app, "Parle-moi de ses projets")
    names = [name for name, _ in events]
    assert names[0] == "meta" and names[-1] == "done"
    assert events[0][1]["mode"] == "llm"
    tokens = [data["text"] for name, data in events if name == "token"]
    assert "".join(tokens) == ANSWER and len(tokens) >= 2  # streamed in pieces, not as one block
    done = events[-1][1]
    assert (done["mode"], done["model"], done["truncated"], done["response"]) == (
        "llm",
        "qwen3:8b",
        False,
        ANSWER,
    )
    (chat,) = chats(ollama)
    assert chat["body"]["think"] is False and chat["body"]["options"]["temperature"] == 0.4
    assert any(source["slug"] in chat["body"]["messages"][-1]["content"] for source in done["sources"])
    _wait(lambda: '"key": "k2026"' in node.output())  # the gateway logs once the answer has gone


def test_cut_mid_stream_is_clean_and_flagged(app: Server, ollama: StandInHandle) -> None:
    ollama.script({"cut_after": 3})
    answer = ask(app, "Quelles technologies utilise Camille ?")
    assert (answer["mode"], answer["truncated"], answer["response"]) == ("llm", True, "Bonjour,")
    assert len(chats(ollama)) == 1  # not retried: no text said twice


def test_error_line_mid_stream(app: Server, ollama: StandInHandle) -> None:
    ollama.script({"error_after": 4, "error": "CUDA error: out of memory"})
    answer = ask(app, "Où habite Camille ?")
    assert (answer["mode"], answer["truncated"], answer["response"]) == ("llm", True, "Bonjour, je")


def test_503_then_success_is_retried(app: Server, ollama: StandInHandle) -> None:
    ollama.script({"status": 503, "error": "server busy"})
    answer = ask(app, "Quel est son parcours ?")
    assert (answer["mode"], answer["response"]) == ("llm", ANSWER)
    assert len(chats(ollama)) == 2


def test_gateway_busy_gives_offline_without_opening_the_breaker(app: Server, ollama: StandInHandle) -> None:
    # One slot, no queue: while a slow answer holds the GPU, another visitor is told "busy",
    # retried until the client's deadline, then answered offline; the node is still "up".
    ollama.script({"chunk_delay_s": 0.7})
    first: dict[str, Any] = {}
    slow = threading.Thread(target=lambda: first.update(ask(app, "Quels sont ses projets récents ?")))
    slow.start()
    _wait(lambda: len(chats(ollama)) == 1)
    second = ask(app, "Quelles langues parle Camille ?")
    slow.join(30)
    assert (first["mode"], first["response"]) == ("llm", ANSWER)
    assert second["mode"] == "offline" and second["model"] is None
    node = HTTP.get(f"{app.url}/health", headers=ADMIN_HEADERS, timeout=5).json()["node"]
    assert (node["status"], node["breaker"]) == ("up", "closed")
    assert len(chats(ollama)) == 1  # the busy ones never reached Ollama


def test_stall_before_first_byte_answers_offline(
    ollama: StandInHandle, node: Server, example_bundle_file: Path
) -> None:
    ollama.script(*[{"stall_s": 5}] * 4)
    env = function_env(node.url, GRASBOT_NODE_FIRST_BYTE_TIMEOUT_S="0.4", GRASBOT_NODE_DEADLINE_S="1")
    with function(example_bundle_file, env) as fn:
        answer = ask(fn, "Qui est Camille ?")
        assert (answer["mode"], answer["model"]) == ("offline", None)
        assert answer["response"]  # the offline answer quotes the notes
        health = HTTP.get(f"{fn.url}/health", headers=ADMIN_HEADERS, timeout=5).json()["node"]
    assert (health["status"], health["breaker"]) == ("down", "open")
    assert re.match(r"no first byte within 0\.\d s \(\d tries\)$", health["detail"]), health["detail"]


def test_node_refusing_connections_answers_offline(example_bundle_file: Path) -> None:
    with function(example_bundle_file, function_env(f"http://127.0.0.1:{free_port()}")) as fn:
        first, second = ask(fn, "Qui est Camille ?"), ask(fn, "Parle-moi de ses projets")
        health = HTTP.get(f"{fn.url}/health", headers=ADMIN_HEADERS, timeout=5).json()["node"]
    assert (first["mode"], second["mode"]) == ("offline", "offline")
    assert (health["status"], health["breaker"]) == ("down", "open")
    assert health["detail"].startswith("cannot connect to the node")


def _wait(condition: Any, timeout_s: float = 10.0) -> None:
    import time

    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError("condition not met in time")
