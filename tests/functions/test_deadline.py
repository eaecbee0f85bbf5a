"""One deadline model for the request, against the Ollama stand-in as a real process.

The function's node is the real client (:class:`OllamaClient`), the stand-in misbehaves on the
wire: it accepts and never answers, or drips its tokens. Every bound is counted from the
request's start and stays under the platform's timeout minus its safety margin.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from asgi_client import SyncClient
from fastapi import FastAPI

from functions.deadline import CLOSE_S, Deadline
from functions.node_client import OllamaClient
from functions.settings import SAFETY_MARGIN_S, read_settings
from tests.support.procs import StandInHandle, function_env, standin
from tests.support.sse import sse_events

# each waits out a real deadline against a real stalling server: `make test`, not the inner loop
pytestmark = pytest.mark.slow

QUESTION = {"q": "Parle-moi de webserv"}


@pytest.fixture(scope="module")
def ollama() -> Iterator[StandInHandle]:
    with standin() as handle:
        yield handle


def app_with_node(make_app: Callable[..., FastAPI], url: str, **env: str) -> FastAPI:
    full = {**function_env(url), "GRASBOT_CACHE_TTL_S": "0", **env}
    return make_app(full, node=OllamaClient.from_settings(read_settings(full), full))


def stream(app: FastAPI) -> list[tuple[str, dict[str, Any]]]:
    reply = SyncClient(app).get("/ask/stream", params=QUESTION)
    return list(sse_events(reply.text.splitlines()))


def test_a_node_that_accepts_and_never_answers_opens_the_breaker(
    make_app: Callable[..., FastAPI], ollama: StandInHandle
) -> None:
    ollama.script({"stall_s": 60}, {"stall_s": 60})
    app = app_with_node(
        make_app,
        ollama.url,
        GRASBOT_FIRST_TOKEN_TIMEOUT_S="1",
        GRASBOT_NODE_FIRST_BYTE_TIMEOUT_S="5",
        GRASBOT_NODE_RETRIES="0",
    )
    first = SyncClient(app).get("/ask", params=QUESTION).json()
    assert first["mode"] == "offline"
    # the client's own give-up came first: a verdict, so one hung request opens the breaker
    assert app.state.grasbot.node.state().breaker == "open"
    second = SyncClient(app).get("/ask", params=QUESTION).json()
    assert second["mode"] == "offline"
    assert len(ollama.requests()) == 1  # the second visitor did not wait on the hung node
    assert app.state.logs[-1].count("breaker open after: no first byte") == 1


def test_the_answer_cap_runs_from_the_request_not_the_first_token(
    make_app: Callable[..., FastAPI], ollama: StandInHandle
) -> None:
    # the first byte comes 3 s after the request; the whole answer may take 1.5 s: none of it fits
    ollama.script({"stall_s": 3})
    app = app_with_node(
        make_app, ollama.url, GRASBOT_ANSWER_TIMEOUT_S="1.5", GRASBOT_FIRST_TOKEN_TIMEOUT_S="20"
    )
    body = SyncClient(app).get("/ask", params=QUESTION).json()
    assert body["mode"] == "offline"


def test_a_drip_is_cut_before_the_platform_timeout_with_an_error_event(
    make_app: Callable[..., FastAPI], ollama: StandInHandle
) -> None:
    # Lambda would cut at 7 s; the answer must end by 7 - 5 = 2 s, truncated, even with a 90 s cap
    ollama.script({"chunk_delay_s": 0.4}, reply=[f"mot{i} " for i in range(40)])
    app = app_with_node(make_app, ollama.url, GRASBOT_PLATFORM_TIMEOUT_S="7", GRASBOT_NODE_IDLE_TIMEOUT_S="5")
    started = time.monotonic()
    events = stream(app)
    took = time.monotonic() - started
    names = [name for name, _ in events]
    assert names[0] == "meta" and names[-2:] == ["error", "done"]
    assert events[-2][1]["error"] == "node_timeout"
    assert events[-1][1]["truncated"] is True and events[-1][1]["mode"] == "llm"
    assert 0 < events[-1][1]["response"].count("mot") < 40
    assert took < 7.0  # bounded by the platform: the drip alone would take 16 s


def test_deadlines_from_the_settings_and_the_platform() -> None:
    settings = read_settings({"GRASBOT_FIRST_TOKEN_TIMEOUT_S": "25", "GRASBOT_ANSWER_TIMEOUT_S": "90"})
    deadline = Deadline.start(settings, now=1000.0)
    assert (deadline.first_token, deadline.end) == (1025.0, 1090.0)
    # Lambda says 30 s are left: everything ends 5 s before that
    squeezed = Deadline.start(settings, now=1000.0, platform_left_s=30.0)
    end = 1000.0 + 30.0 - SAFETY_MARGIN_S - CLOSE_S  # the last events still leave in the margin
    assert (squeezed.first_token, squeezed.end) == (min(1025.0, end), end)
    tight = Deadline.start(settings, now=1000.0, platform_left_s=12.0)
    assert tight.first_token == tight.end == 1000.0 + 12.0 - SAFETY_MARGIN_S - CLOSE_S
