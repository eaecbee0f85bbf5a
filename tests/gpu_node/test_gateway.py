"""The gateway as a real process in front of the Ollama stand-in."""

from __future__ import annotations

import json
import signal
import threading
import time

import httpx
import pytest

from grasbot.signing import Key, parse_keys
from tests.gpu_node.conftest import SIGNING_KEY, chat_body, ndjson, post_chat, signed
from tests.support.http_client import HTTP
from tests.support.procs import KEYS, Server, StandInHandle, gateway


def test_chat_streams_through_with_caps_and_local_host(ollama: StandInHandle, node: Server) -> None:
    body = chat_body()
    headers = {**signed("POST", "/api/chat", body), "Host": "node.example.com"}
    with HTTP.stream("POST", f"{node.url}/api/chat", content=body, headers=headers, timeout=10) as response:
        assert response.status_code == 200
        assert response.headers["content-type"] == "application/x-ndjson"
        lines = [json.loads(line) for line in response.iter_lines()]
    assert "".join(line["message"]["content"] for line in lines) == "Bonjour, je suis GrasBot."
    assert lines[-1]["done"] is True and lines[-1]["done_reason"] == "stop"
    (seen,) = ollama.requests()
    # Ollama refuses a non-local Host on loopback: the tunnel's hostname must not reach it.
    assert seen["headers"]["host"] == ollama.url.removeprefix("http://")
    assert seen["body"]["options"] == {"temperature": 0.4, "num_predict": 64, "num_ctx": 8192}
    assert "x-grasbot-signature" not in seen["headers"]
    assert "Qui es-tu" not in node.output()  # no prompt text in the log by default


def test_reads_are_allowed(ollama: StandInHandle, node: Server) -> None:
    for path in ("/api/version", "/api/tags", "/api/ps"):
        response = HTTP.get(f"{node.url}{path}", headers=signed("GET", path), timeout=5)
        assert response.status_code == 200, path
    assert HTTP.get(f"{node.url}/api/tags", headers=signed("GET", "/api/tags")).json()["models"][0][
        "name"
    ] == ("qwen3:8b")


@pytest.mark.parametrize(
    ("case", "reason"),
    [
        ("wrong secret", "bad signature"),
        ("unknown key id", "unknown key id 'k2019'"),
        ("expired timestamp", "timestamp outside the window"),
        ("unsigned", "missing signature headers"),
    ],
)
def test_bad_signatures_are_refused(ollama: StandInHandle, node: Server, case: str, reason: str) -> None:
    body = chat_body()
    headers = {
        "wrong secret": signed("POST", "/api/chat", body, key=Key("k2026", b"x" * 48)),
        "unknown key id": signed("POST", "/api/chat", body, key=Key("k2019", b"x" * 48)),
        "expired timestamp": signed("POST", "/api/chat", body, now=time.time() - 300),
        "unsigned": {},
    }[case]
    response = HTTP.post(f"{node.url}/api/chat", content=body, headers=headers, timeout=5)
    assert response.status_code == 401
    assert response.json()["error"].startswith(f"signature refused: {reason}")
    assert ollama.requests() == []


def test_both_keys_of_a_rotation_are_accepted(ollama: StandInHandle, node: Server) -> None:
    old = parse_keys(KEYS.split(",")[1]).current
    for key in (old, SIGNING_KEY):
        response = HTTP.get(
            f"{node.url}/api/version", headers=signed("GET", "/api/version", key=key), timeout=5
        )
        assert response.json() == {"version": "0.12.3"}

    def keys_logged() -> list[str]:
        # The log line is written once the answer has gone: wait for it rather than race it.
        log = [json.loads(line) for line in node.output().splitlines() if line.startswith("{")]
        return [entry["key"] for entry in log if entry["path"] == "/api/version"][-2:]

    _wait_until(lambda: keys_logged() == ["k2025", "k2026"])


def test_replayed_nonce_is_refused(ollama: StandInHandle, node: Server) -> None:
    body = chat_body()
    headers = signed("POST", "/api/chat", body)
    assert HTTP.post(f"{node.url}/api/chat", content=body, headers=headers, timeout=5).status_code == 200
    replay = HTTP.post(f"{node.url}/api/chat", content=body, headers=headers, timeout=5)
    assert (replay.status_code, replay.json()) == (401, {"error": "signature refused: replayed nonce"})
    assert len(ollama.requests()) == 1


@pytest.mark.parametrize(
    ("method", "path"), [("POST", "/api/pull"), ("DELETE", "/api/delete"), ("POST", "/api/create")]
)
def test_dangerous_endpoints_are_refused_even_signed(
    ollama: StandInHandle, node: Server, method: str, path: str
) -> None:
    body = b'{"model": "qwen3:8b"}'
    response = HTTP.request(method, f"{node.url}{path}", content=body, headers=signed(method, path, body))
    assert response.status_code == 403
    assert response.json()["error"].startswith(f"{method} {path} is not allowed through the gateway")
    assert ollama.requests() == []  # the stand-in would have said "success"


def test_wrong_model_unknown_fields_and_oversized_body(ollama: StandInHandle, node: Server) -> None:
    response = post_chat(node.url, chat_body(model="llama3:70b"))
    assert response.status_code == 403
    assert response.json()["error"] == "model 'llama3:70b' is not served here (served: qwen3:8b)"
    response = post_chat(node.url, chat_body(tools=[]))
    assert (response.status_code, response.json()["error"][:22]) == (400, "field(s) tools not all")
    huge = chat_body(messages=[{"role": "user", "content": "x" * 70_000}])
    response = post_chat(node.url, huge)
    assert (response.status_code, response.json()["error"]) == (
        413,
        f"body of {len(huge)} bytes is over the 65536-byte limit",
    )
    assert ollama.requests() == []


def test_unbounded_num_predict_is_capped(ollama: StandInHandle, node: Server) -> None:
    for asked in (-1, 99_999):
        assert (
            post_chat(node.url, chat_body(options={"num_predict": asked, "num_ctx": 65536})).status_code
            == 200
        )
    assert [r["body"]["options"] for r in ollama.requests()] == [{"num_predict": 1024, "num_ctx": 8192}] * 2


def test_ollama_errors_pass_through(ollama: StandInHandle, node: Server) -> None:
    ollama.script({"status": 500, "error": "llama runner process has terminated"})
    response = post_chat(node.url)
    assert (response.status_code, response.json()) == (500, {"error": "llama runner process has terminated"})
    ollama.script({"error_after": 2, "error": "CUDA error: out of memory"})
    lines = ndjson(post_chat(node.url))
    assert [line.get("error") for line in lines] == [None, None, "CUDA error: out of memory"]


def test_cut_upstream_ends_with_an_error_line(ollama: StandInHandle, node: Server) -> None:
    ollama.script({"cut_after": 3})
    response = post_chat(node.url)
    lines = ndjson(response)
    assert response.status_code == 200
    assert "".join(line.get("message", {}).get("content", "") for line in lines) == "Bonjour, "
    assert lines[-1] == {"error": "the node's stream was cut"}


def test_busy_beyond_the_queue(ollama: StandInHandle, node: Server) -> None:
    # One slot, a queue of one: of three requests at once, one is told to come back later.
    ollama.script({"stall_s": 1.0}, {"stall_s": 0.2})
    answers: list[httpx.Response] = []

    def ask() -> None:
        answers.append(post_chat(node.url))

    first = threading.Thread(target=ask)
    first.start()
    _wait_until(lambda: len(ollama.requests()) == 1)  # the slot is taken
    others = [threading.Thread(target=ask) for _ in range(2)]
    for thread in [*others]:
        thread.start()
    for thread in [first, *others]:
        thread.join(15)
    assert sorted(a.status_code for a in answers) == [200, 200, 503]
    (busy,) = [a for a in answers if a.status_code == 503]
    assert busy.headers["retry-after"] == "5"
    assert busy.json() == {"error": "busy: the node is answering other visitors, retry later"}
    assert len(ollama.requests()) == 2  # the refused one never reached Ollama


def test_ollama_down_is_a_502() -> None:
    with gateway("http://127.0.0.1:9") as srv:
        response = HTTP.get(f"{srv.url}/api/version", headers=signed("GET", "/api/version"), timeout=5)
    assert (response.status_code, response.json()) == (
        502,
        {"error": "ollama is not reachable at http://127.0.0.1:9"},
    )


def test_sigterm_drains_running_answers_and_refuses_new_ones(ollama: StandInHandle) -> None:
    ollama.script({"chunk_delay_s": 0.15})
    with gateway(ollama.url) as srv:
        body = chat_body()
        with HTTP.stream(
            "POST", f"{srv.url}/api/chat", content=body, headers=signed("POST", "/api/chat", body), timeout=10
        ) as response:
            lines = response.iter_lines()
            first = json.loads(next(lines))
            srv.proc.send_signal(signal.SIGTERM)
            _wait_until(lambda: _refused(srv.url))
            rest = [json.loads(line) for line in lines]
        # uvicorn re-raises the signal once drained, so the exit status is "killed by SIGTERM".
        assert srv.proc.wait(10) in (0, -signal.SIGTERM)
    assert first["message"]["content"] == "Bon"
    assert rest[-1]["done"] is True and len(rest) == 8  # seven more chunks and the done line


def _refused(url: str) -> bool:
    try:
        HTTP.get(f"{url}/api/version", headers=signed("GET", "/api/version"), timeout=1)
    except httpx.ConnectError:
        return True
    except httpx.TransportError:
        return False  # accepted just before the port closed, then dropped: look again
    return False


def _wait_until(condition: object, timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError("condition not met in time")
