"""The node client against the Ollama stand-in (and the real gateway), as real processes."""

from __future__ import annotations

import asyncio
import itertools
import re
import time
from collections.abc import Iterator

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from functions.llm import ChatMessage, Chunk, NodeUnavailable, NoNode
from functions.node_client import OllamaClient, ThinkStripper, node_from_env
from grasbot.signing import Verifier, parse_keys
from tests.support.procs import KEYS, Server, StandInHandle, free_port, function_env, gateway, standin

QUESTION: list[ChatMessage] = [{"role": "user", "content": "Qui es-tu ?"}]


@pytest.fixture(scope="module")
def ollama() -> Iterator[StandInHandle]:
    with standin() as handle:
        yield handle


@pytest.fixture(scope="module")
def node_gateway(ollama: StandInHandle) -> Iterator[Server]:
    # One real gateway for the tests that go through it (a start is a Python process, 0.25 s of CPU).
    with gateway(ollama.url) as srv:
        yield srv


@pytest.fixture(autouse=True)
def _reset(request: pytest.FixtureRequest) -> None:
    if "ollama" in request.fixturenames:
        request.getfixturevalue("ollama").script()


def client(url: str, **env: str) -> OllamaClient:
    node = node_from_env(function_env(url, **env))
    assert isinstance(node, OllamaClient)
    return node


async def _collect(node: OllamaClient, max_tokens: int = 64) -> list[Chunk]:
    try:
        return [chunk async for chunk in node.stream_chat(QUESTION, max_tokens)]
    finally:
        await node.aclose()


def collect(node: OllamaClient, max_tokens: int = 64) -> list[Chunk]:
    return asyncio.run(_collect(node, max_tokens))


def unavailable(node: OllamaClient) -> str:
    with pytest.raises(NodeUnavailable) as info:
        collect(node)
    return info.value.reason


def test_streams_chunks_and_the_done_line(ollama: StandInHandle) -> None:
    chunks = collect(
        client(ollama.url, GRASBOT_CF_ACCESS_CLIENT_ID="abc.access", GRASBOT_CF_ACCESS_CLIENT_SECRET="s3")
    )
    assert "".join(c.text for c in chunks) == "Bonjour, je suis GrasBot."
    assert [c.done for c in chunks] == [False] * 8 + [True]
    assert chunks[-1].done_reason == "stop" and not chunks[-1].truncated
    assert chunks[-1].stats["eval_count"] == 8 and chunks[-1].stats["prompt_eval_count"] == 412
    (seen,) = ollama.requests()
    assert seen["body"] == {
        "model": "qwen3:8b",
        "messages": QUESTION,
        "stream": True,
        "think": False,
        "keep_alive": "30m",
        "options": {"temperature": 0.4, "num_ctx": 8192, "num_predict": 64},
    }
    headers = seen["headers"]
    assert (headers["cf-access-client-id"], headers["cf-access-client-secret"]) == ("abc.access", "s3")
    raw = orjson.dumps(seen["body"])  # the client writes with orjson: same object, same bytes
    assert Verifier(parse_keys(KEYS)).verify("POST", "/api/chat", headers, raw) == "k2026"


def test_think_blocks_leaking_into_content_are_removed(ollama: StandInHandle) -> None:
    ollama.script(reply=["<thi", "nk>Je dois ", "réfléchir</th", "ink>\n\n", "Bonjour", " !"])
    chunks = collect(client(ollama.url))
    assert "".join(c.text for c in chunks) == "Bonjour !"


@given(text=st.text(alphabet="ab<>/thinkT \n", max_size=40), cuts=st.lists(st.integers(0, 40), max_size=6))
def test_think_stripper_is_split_proof(text: str, cuts: list[int]) -> None:
    expected = re.sub(r"<think>.*?(</think>|$)", "", text, flags=re.S).lstrip()
    stripper = ThinkStripper()
    bounds = [0, *sorted(c for c in cuts if c <= len(text)), len(text)]
    out = "".join(stripper.feed(text[a:b]) for a, b in itertools.pairwise(bounds)) + stripper.flush()
    # A trailing partial "<think" that never completes is kept, as the model did write it.
    assert out == expected


def test_refused_connection_answers_fast_then_breaker_answers_at_once() -> None:
    node = client(f"http://127.0.0.1:{free_port()}")
    assert unavailable(node).startswith("cannot connect to the node (ConnectError) (4 tries)")
    state = node.state()
    assert (state.status, state.breaker) == ("down", "open")
    assert state.detail is not None and state.detail.startswith("cannot connect")
    assert unavailable(node).startswith("breaker open after: cannot connect")


def test_breaker_probes_again_after_its_cooldown(ollama: StandInHandle) -> None:
    port = free_port()
    node = client(f"http://127.0.0.1:{port}", GRASBOT_NODE_BREAKER_COOLDOWN_S="0.2", GRASBOT_NODE_RETRIES="0")
    unavailable(node)
    assert node.breaker.state == "open"
    time.sleep(0.25)
    assert node.breaker.state == "half-open"
    # The node comes back at another address (same client, new URL: only the breaker matters here).
    node.url = ollama.url
    assert collect(node)[-1].done_reason == "stop"
    assert node.state().status == "up" and node.breaker.state == "closed"


def test_503_then_success_is_retried_with_a_fresh_signature(ollama: StandInHandle) -> None:
    ollama.script({"status": 503, "error": "server busy"}, {"status": 502})
    chunks = collect(client(ollama.url))
    assert "".join(c.text for c in chunks) == "Bonjour, je suis GrasBot."
    nonces = {r["headers"]["x-grasbot-nonce"] for r in ollama.requests()}
    assert len(ollama.requests()) == 3 and len(nonces) == 3


def test_stall_before_first_byte_gives_up_within_the_deadline(ollama: StandInHandle) -> None:
    ollama.script(*[{"stall_s": 10}] * 5)
    node = client(ollama.url, GRASBOT_NODE_FIRST_BYTE_TIMEOUT_S="0.5", GRASBOT_FIRST_TOKEN_TIMEOUT_S="1.2")
    reason = unavailable(node)
    # a loaded machine may fit one try fewer before the deadline: never all four
    assert re.match(r"no first byte within 0\.\d s \([123] tries\)$", reason), reason
    assert 1 <= len(ollama.requests()) <= 3  # tries stop at the deadline, not after all 4 attempts


def test_a_sleep_past_the_deadline_reports_what_the_tries_met(ollama: StandInHandle) -> None:
    ollama.script({"status": 503, "error": "server busy"}, {"status": 503, "error": "server busy"})
    node = client(ollama.url, GRASBOT_FIRST_TOKEN_TIMEOUT_S="1.0")

    async def oversleep(seconds: float) -> None:  # a loaded machine wakes late
        await asyncio.sleep(seconds + 1.0)

    node.sleep = oversleep
    reason = unavailable(node)
    assert reason.endswith("(1 tries)") and "deadline" not in reason, reason
    assert len(ollama.requests()) == 1  # no try is started once the deadline has passed


def test_cut_mid_stream_ends_flagged_without_retry(ollama: StandInHandle) -> None:
    ollama.script({"cut_after": 3})
    chunks = collect(client(ollama.url))
    assert [c.text for c in chunks] == ["Bon", "jour", ", ", ""]
    assert (chunks[-1].done, chunks[-1].truncated, chunks[-1].done_reason) == (True, True, "cut")
    assert len(ollama.requests()) == 1  # nothing retried once text was out: no duplicate text


def test_error_line_mid_stream_and_idle_stream(ollama: StandInHandle) -> None:
    ollama.script({"error_after": 2, "error": "CUDA error: out of memory"})
    node = client(ollama.url)
    chunks = collect(node)
    assert [c.text for c in chunks] == ["Bon", "jour", ""]
    assert (chunks[-1].truncated, chunks[-1].done_reason) == (True, "error")
    assert node.state().detail == "node error mid-stream: CUDA error: out of memory"
    ollama.script({"chunk_delay_s": 1.0})
    chunks = collect(
        client(ollama.url, GRASBOT_NODE_IDLE_TIMEOUT_S="0.3", GRASBOT_NODE_FIRST_BYTE_TIMEOUT_S="3")
    )
    assert (chunks[-1].truncated, chunks[-1].done_reason, "".join(c.text for c in chunks)) == (
        True,
        "cut",
        "Bon",
    )


def test_error_before_any_text_is_unavailable_not_retried(ollama: StandInHandle) -> None:
    ollama.script({"error_after": 0, "error": "model requires more system memory"})
    node = client(ollama.url)
    assert unavailable(node) == "node error: model requires more system memory"
    assert len(ollama.requests()) == 1


def test_signature_refusal_through_the_gateway_is_not_retried(
    ollama: StandInHandle, node_gateway: Server
) -> None:
    wrong = "k2026:" + "0" * 48
    node = client(node_gateway.url, GRASBOT_NODE_KEYS=wrong)
    assert unavailable(node) == "node refused the request (401): signature refused: bad signature"
    assert node.breaker.state == "open"
    assert "".join(c.text for c in collect(client(node_gateway.url))) == "Bonjour, je suis GrasBot."
    assert len(ollama.requests()) == 1


def test_no_node_url_means_no_node() -> None:
    assert isinstance(node_from_env({}), NoNode)
    node = node_from_env(function_env("http://x/"))
    assert isinstance(node, OllamaClient) and (node.url, node.keyring.current.id) == ("http://x", "k2026")


def test_stopping_early_closes_the_stream_up_to_the_gateway(
    ollama: StandInHandle, node_gateway: Server
) -> None:
    # The visitor left after one chunk: the gateway must see the disconnect and stop Ollama.
    ollama.script({"chunk_delay_s": 0.3})

    async def one_chunk(node: OllamaClient) -> str:
        stream = node.stream_chat(QUESTION, 64)
        first = await anext(stream)
        await stream.aclose()  # type: ignore[attr-defined]
        await node.aclose()
        return first.text

    srv = node_gateway
    assert asyncio.run(one_chunk(client(srv.url))) == "Bon"
    deadline = time.monotonic() + 10
    while '"reason": "client disconnected"' not in srv.output() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert '"reason": "client disconnected"' in srv.output()
