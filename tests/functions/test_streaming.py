"""The SSE route on a real uvicorn server (127.0.0.1, free port): events arrive as they are made.

This is how the streaming function runs under the Lambda Web Adapter, so the adapter's request
context header is exercised here too.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import uvicorn
from fastapi import FastAPI

from functions.context import hash_visitor
from tests.support.http_client import HTTP
from tests.support.scripted_node import ScriptedNode, answer_chunks
from tests.support.sse import sse_events


@pytest.fixture
def serve(port: int) -> Iterator[Callable[[FastAPI], str]]:
    servers: list[tuple[uvicorn.Server, threading.Thread]] = []

    def start(app: FastAPI) -> str:
        server = uvicorn.Server(
            uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="off")
        )
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        deadline = time.monotonic() + 10
        while not server.started:
            if time.monotonic() > deadline or not thread.is_alive():
                pytest.fail("uvicorn did not start within 10 s", pytrace=False)
            time.sleep(0.02)
        servers.append((server, thread))
        return f"http://127.0.0.1:{port}"

    yield start
    for server, thread in servers:
        server.should_exit = True
        thread.join(timeout=10)


def test_tokens_arrive_before_the_answer_is_finished(
    make_app: Callable[..., FastAPI], serve: Callable[[FastAPI], str]
) -> None:
    # the first chunk goes out, the rest waits for the test to open the gate
    gate = threading.Event()
    node = ScriptedNode(
        answer_chunks("Première partie. ", "Seconde partie."), hold_after=1, released=lambda _: gate.is_set()
    )
    app = make_app({"GRASBOT_TRUST_LWA_CONTEXT": "1", "GRASBOT_IP_SALT": "s"}, node=node)
    base = serve(app)
    context = json.dumps({"requestId": "lwa-req-7", "http": {"sourceIp": "198.51.100.8"}})
    seen: list[tuple[str, dict[str, Any]]] = []
    with HTTP.stream(
        "GET",
        f"{base}/ask/stream",
        params={"q": "Parle-moi de webserv"},
        headers={"x-amzn-request-context": context, "x-forwarded-for": "203.0.113.1"},
        timeout=10,
    ) as reply:
        assert reply.headers["content-type"].startswith("text/event-stream")
        assert reply.headers["x-request-id"] == "lwa-req-7"
        for name, data in sse_events(reply.iter_lines()):
            seen.append((name, data))
            if name == "token" and not gate.is_set():
                # the first token is here while the node is still held: it streamed
                assert [n for n, _ in seen] == ["meta", "token"]
                gate.set()
    assert [n for n, _ in seen] == ["meta", "token", "token", "done"]
    assert seen[-1][1]["response"] == "Première partie. Seconde partie."
    deadline = time.monotonic() + 5
    while not app.state.logs and time.monotonic() < deadline:  # written once the server side ends
        time.sleep(0.01)
    log = json.loads(app.state.logs[-1])
    assert log["visitor"] == hash_visitor("198.51.100.8", "s")  # the adapter's context, not X-Forwarded-For
    assert log["request_id"] == "lwa-req-7"
