"""Fixtures for the function's tests: an app on the example bundle, a scripted LLM node,
function-URL events from tests/events, a Mangum invoker and a real redis-server.

The scripted node (tests/support/scripted_node.py) implements the ``LLMNode`` protocol
(functions/llm.py), the boundary the routes depend on; the Ollama wire itself is tested with the
node client.
"""

from __future__ import annotations

import asyncio
import base64
import copy
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from mangum import Mangum

from functions.app import create_app
from functions.llm import Chunk
from grasbot.bundle import Bundle
from tests.support.procs import free_port, redis_server
from tests.support.scripted_node import ScriptedNode, answer_chunks

EVENTS = Path(__file__).resolve().parents[1] / "events"


@dataclass
class LambdaContext:
    aws_request_id: str = "lambda-req-1"
    function_name: str = "grasbot"
    memory_limit_in_mb: int = 512
    invoked_function_arn: str = "arn:aws:lambda:eu-west-3:123456789012:function:grasbot"

    def get_remaining_time_in_millis(self) -> int:
        return 30_000


@pytest.fixture
def scripted_node() -> type[ScriptedNode]:
    return ScriptedNode


@pytest.fixture
def chunks() -> Callable[..., list[Chunk]]:
    return answer_chunks


@pytest.fixture
def make_app(example_bundle: Bundle) -> Callable[..., FastAPI]:
    """``make_app(env, node=None)``: the app on the example bundle, logs kept in ``app.logs``."""

    def make(env: dict[str, str] | None = None, node: Any = None, bundle: Bundle | None = None) -> FastAPI:
        app = create_app(env or {}, node=node, bundle=bundle or example_bundle)
        lines: list[str] = []
        app.state.grasbot.log_sink = lines.append
        app.state.logs = lines
        return app

    return make


def load_event(name: str, **changes: Any) -> dict[str, Any]:
    """A stored function-URL event; ``source_ip``/``body`` replace those fields."""
    event: dict[str, Any] = json.loads((EVENTS / name).read_text(encoding="utf-8"))
    event = copy.deepcopy(event)
    if "source_ip" in changes:
        event["requestContext"]["http"]["sourceIp"] = changes["source_ip"]
    if "forwarded_for" in changes:
        event["headers"]["x-forwarded-for"] = changes["forwarded_for"]
    if "body" in changes:
        raw = json.dumps(changes["body"], ensure_ascii=False).encode()
        event["body"] = base64.b64encode(raw).decode()
        event["isBase64Encoded"] = True
        event["headers"]["content-length"] = str(len(raw))
    return event


@pytest.fixture
def event() -> Callable[..., dict[str, Any]]:
    return load_event


@pytest.fixture
def invoke() -> Callable[[FastAPI, dict[str, Any]], dict[str, Any]]:
    """Run one event through Mangum into the app, as Lambda would; body decoded to text."""

    def run(app: FastAPI, event: dict[str, Any]) -> dict[str, Any]:
        # Mangum runs the app on the thread's current loop; give it one and close it after,
        # or the loop it would create is garbage-collected unclosed (a ResourceWarning, an error here)
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            handler = Mangum(app, lifespan="off")
            response: dict[str, Any] = handler(event, LambdaContext())  # type: ignore[arg-type]
        finally:
            asyncio.set_event_loop(None)
            loop.close()
        if response.get("isBase64Encoded"):
            response["body"] = base64.b64decode(response["body"]).decode("utf-8")
        return response

    return run


@pytest.fixture
def port() -> int:
    return free_port()


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    """A real redis-server on a free port, no persistence; stopped after the test."""
    try:
        with redis_server(tmp_path) as url:
            yield url
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
