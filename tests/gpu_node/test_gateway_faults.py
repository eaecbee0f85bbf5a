"""The gateway under faults and abuse (issue 12, items 3, 4 and 8; issue 13, item 7): a misbehaving
Ollama stand-in, callers that leave, stop reading or trickle, malformed and hostile input.

Every bound here is generous (a polling loop with a deadline); the figures themselves are
measured by `make bench`, never asserted as durations.
"""

from __future__ import annotations

import json
import signal
import socket
import time
from collections.abc import Callable, Iterator

import pytest

from tests.gpu_node.conftest import chat_body, ndjson, post_chat, signed
from tests.support.http_client import HTTP
from tests.support.procs import Server, StandInHandle, gateway

# each fault waits out a real timeout of the gateway: `make test` runs them, not the inner loop
pytestmark = pytest.mark.slow


def wait_until(condition: Callable[[], bool], timeout_s: float = 10.0) -> float:
    """Seconds until ``condition`` held; fails the test past ``timeout_s``."""
    started = time.monotonic()
    while time.monotonic() - started < timeout_s:
        if condition():
            return time.monotonic() - started
        time.sleep(0.02)
    raise AssertionError(f"condition not met within {timeout_s} s")


def log_entries(srv: Server) -> list[dict[str, object]]:
    return [json.loads(line) for line in srv.output().splitlines() if line.startswith("{")]


def raw_chat(srv: Server, body: bytes | None = None, rcvbuf: int | None = None) -> socket.socket:
    """A signed chat request written on a bare socket, whose answer nobody has read yet."""
    body = chat_body() if body is None else body
    sock = socket.socket()
    if rcvbuf is not None:  # before connect, so the window the gateway sees stays small
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.connect(("127.0.0.1", srv.port))
    headers = signed("POST", "/api/chat", body)
    head = "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    sock.sendall(
        (
            f"POST /api/chat HTTP/1.1\r\nhost: node\r\ncontent-type: application/json\r\n"
            f"content-length: {len(body)}\r\n{head}\r\n"
        ).encode()
        + body
    )
    return sock


@pytest.fixture
def node(ollama: StandInHandle) -> Iterator[Server]:
    # A gateway per test: each one reads its own log, and a broken one cannot spoil the next.
    with gateway(ollama.url) as srv:
        yield srv


@pytest.fixture(scope="module")
def parser_node(ollama: StandInHandle) -> Iterator[Server]:
    # One gateway for the tests of malformed input, which read only their answers: a gateway
    # that one of them broke fails the next ones too.
    with gateway(ollama.url) as srv:
        yield srv


# --- item 3: a slot is freed within about a second of its caller leaving ---------------------


def test_caller_leaving_while_ollama_is_silent_mid_stream_frees_the_slot(
    ollama: StandInHandle, node: Server
) -> None:
    ollama.script({"hang_after": 2}, reply=["Bon", "jour", " à", " tous"])
    sock = raw_chat(node)
    assert sock.recv(4096).startswith(b"HTTP/1.1 200")
    wait_until(lambda: ollama.active()["generating"] == 1)
    sock.close()  # the visitor's function gave up: Ollama is still silent
    # Old gateway: it only looked for the caller when Ollama sent a line, so the slot stayed
    # held for the 300 s read timeout. Now the upstream is closed as soon as the caller goes.
    wait_until(lambda: ollama.active() == {"generating": 0, "abandoned": 1}, timeout_s=5)
    # The one slot is free again: the next visitor is answered, not told "busy".
    response = post_chat(node.url)
    assert response.status_code == 200
    assert "".join(line["message"]["content"] for line in ndjson(response)) == "Bonjour à tous"
    wait_until(lambda: any(e.get("status") == 499 for e in log_entries(node)))
    (gone,) = [e for e in log_entries(node) if e.get("status") == 499]
    assert gone["reason"] == "client disconnected"


def test_caller_leaving_before_the_first_byte_or_while_queued_frees_everything(
    ollama: StandInHandle, node: Server
) -> None:
    ollama.script({"stall_s": 3600}, {"stall_s": 3600})  # accept-and-hang, twice
    first = raw_chat(node)
    wait_until(lambda: ollama.active()["generating"] == 1)
    queued = raw_chat(node)  # waits for the only slot (queue of one)
    time.sleep(0.2)
    queued.close()
    first.close()
    wait_until(lambda: ollama.active() == {"generating": 0, "abandoned": 1}, timeout_s=5)
    # Neither the queued caller nor the hung one holds anything: a third is served at once.
    ollama.script()
    assert post_chat(node.url).status_code == 200
    assert len([r for r in ollama.requests() if r["path"] == "/api/chat"]) == 1


def test_caller_that_stops_reading_is_dropped_after_the_send_timeout(
    ollama: StandInHandle, ollama_flood: None
) -> None:
    # a send timeout of half a second (the tests' gateway waits 1 s, a real one longer)
    with gateway(
        ollama.url, GRASBOT_GATEWAY_MAX_ANSWER_BYTES=str(256 << 20), GRASBOT_GATEWAY_SEND_TIMEOUT_S="0.5"
    ) as srv:
        sock = raw_chat(srv, rcvbuf=4096)  # connected, reading nothing
        try:
            # Old gateway: send() waited for the reader for ever, holding the slot.
            wait_until(lambda: ollama.active() == {"generating": 0, "abandoned": 1}, timeout_s=15)
            response = post_chat(srv.url)
            assert response.status_code == 200
            wait_until(lambda: any(e.get("status") == 499 for e in log_entries(srv)))
            (stalled,) = [e for e in log_entries(srv) if e.get("status") == 499]
            assert stalled["reason"] == "client stopped reading for 0.5 s"
        finally:
            sock.close()


@pytest.fixture
def ollama_flood(ollama: StandInHandle) -> None:
    # 100 MB of answer: more than every socket buffer between the stand-in and the caller.
    ollama.script({"flood_bytes": 100_000_000})


def test_silent_stream_ends_with_an_error_line_and_does_not_hold_the_drain(ollama: StandInHandle) -> None:
    ollama.script({"hang_after": 2})
    with gateway(ollama.url, GRASBOT_GATEWAY_DRAIN_S="60", GRASBOT_GATEWAY_IDLE_TIMEOUT_S="0.5") as srv:
        body = chat_body()
        with HTTP.stream(
            "POST", f"{srv.url}/api/chat", content=body, headers=signed("POST", "/api/chat", body), timeout=30
        ) as response:
            lines = response.iter_lines()
            assert json.loads(next(lines))["message"]["content"] == "Bon"
            srv.proc.send_signal(signal.SIGTERM)  # `off`, while the stream is stuck
            rest = [json.loads(line) for line in lines]
        # Old gateway: the stuck stream held the drain for all of GRASBOT_GATEWAY_DRAIN_S (60 s).
        srv.proc.wait(20)
    assert [line.get("error") for line in rest] == [None, "the node went silent for 0.5 s"]
    assert ollama.active()["generating"] == 0


# --- item 8: answers capped, connections counted, slow sockets timed out ----------------------


def test_answer_over_the_cap_is_cut_with_an_error_line(ollama: StandInHandle) -> None:
    ollama.script(reply=["x" * 1000] * 20)
    with gateway(ollama.url, GRASBOT_GATEWAY_MAX_ANSWER_BYTES="8192") as srv:
        response = post_chat(srv.url)
    lines = ndjson(response)
    assert lines[-1] == {"error": "the answer went over 8192 bytes and was cut"}
    assert len(response.content) < 8192 + 200
    assert all(line.get("done") is not True for line in lines)


def test_connection_cap_and_slow_heads_and_bodies(ollama: StandInHandle) -> None:
    timeouts = {"GRASBOT_GATEWAY_HEADER_TIMEOUT_S": "0.5", "GRASBOT_GATEWAY_BODY_TIMEOUT_S": "0.5"}
    with gateway(ollama.url, GRASBOT_GATEWAY_MAX_CONNECTIONS="8", **timeouts) as srv:
        # A full request first: the readiness probe's socket is then surely closed on the server
        # side, and does not count among the eight.
        HTTP.get(f"{srv.url}/api/version", headers=signed("GET", "/api/version"), timeout=5)
        time.sleep(0.2)
        slow = [socket.create_connection(("127.0.0.1", srv.port)) for _ in range(8)]
        for sock in slow:
            sock.sendall(b"GET /api/version HTTP/1.1\r\nHost: x\r\n")  # and never the end
        extra = socket.create_connection(("127.0.0.1", srv.port))
        extra.settimeout(5)
        answer = _read_all(extra)
        assert answer.startswith(b"HTTP/1.1 503 ")
        assert answer.endswith(b'{"error": "over 8 open connections"}')
        # Each slow head is answered 408 and its socket closed (old gateway: open for ever).
        for sock in slow:
            sock.settimeout(5)
            head = _read_all(sock)
            assert head.startswith(b"HTTP/1.1 408 "), head[:80]
            assert head.endswith(b'{"error": "no complete request head within 0.5 s"}')
        # A body that trickles is timed out by the gateway itself, with a reason.
        body = chat_body()
        trickle = socket.create_connection(("127.0.0.1", srv.port))
        trickle.settimeout(5)
        head = "".join(f"{k}: {v}\r\n" for k, v in signed("POST", "/api/chat", body).items())
        trickle.sendall(
            f"POST /api/chat HTTP/1.1\r\nhost: x\r\ncontent-length: {len(body)}\r\n{head}\r\n".encode()
        )
        trickle.sendall(body[:10])
        answer = _read_all(trickle)
        assert answer.split(b"\r\n")[0] == b"HTTP/1.1 408 Request Timeout"
        assert answer.endswith(b'{"error": "the request body was not received within 0.5 s"}')
        # Once the slow ones are gone, a real caller is served.
        response = HTTP.get(f"{srv.url}/api/version", headers=signed("GET", "/api/version"), timeout=5)
        assert response.json() == {"version": "0.12.3"}
        for sock in [*slow, extra, trickle]:
            sock.close()


def _read_all(sock: socket.socket) -> bytes:
    data = b""
    while chunk := sock.recv(4096):
        data += chunk
    return data


# --- item 4: strict parsing, 4xx with a reason, never a 500 ----------------------------------


@pytest.mark.parametrize(
    ("header", "value", "reason"),
    [
        # "²" passes str.isdigit() and crashed int(): a 500 for an unsigned caller.
        ("X-Grasbot-Timestamp", b"\xb2", "malformed timestamp"),
        ("X-Grasbot-Signature", b"\xe9" * 64, "malformed signature"),
        ("X-Grasbot-Nonce", b"\xf1" * 20, "malformed nonce"),
    ],
)
def test_malformed_signature_headers_are_a_401_with_a_reason(
    parser_node: Server, header: str, value: bytes, reason: str
) -> None:
    headers: dict[str, str | bytes] = dict(signed("GET", "/api/version"))
    headers[header] = value
    response = HTTP.get(f"{parser_node.url}/api/version", headers=headers, timeout=5)
    assert response.status_code == 401
    assert response.json()["error"].startswith(f"signature refused: {reason}")


@pytest.mark.parametrize(
    ("body", "status", "error"),
    [
        (
            b'{"model":"qwen3:8b","messages":' + b"[" * 30_000 + b"]" * 30_000 + b"}",
            400,
            "the body nests 30001 levels deep, at most 32 are allowed",
        ),
        (chat_body(options={"temperature": float("nan")}), 400, "the body holds NaN, which is not JSON"),
        (b"\xff\xfe not json", 400, "the body is not JSON"),
    ],
)
def test_hostile_signed_bodies_are_a_400_with_a_reason(
    ollama: StandInHandle, parser_node: Server, body: bytes, status: int, error: str
) -> None:
    response = post_chat(parser_node.url, body)
    assert (response.status_code, response.json()) == (status, {"error": error})
    assert ollama.requests() == []


# --- issue 13, item 7: the node decides how long its model stays loaded -----------------------


def test_gateway_sets_the_nodes_keep_alive_over_the_callers(ollama: StandInHandle) -> None:
    # one setting through a real gateway (seconds: Ollama wants a number); every form of the
    # setting, and the default: test_keep_alive.py
    with gateway(ollama.url, GRASBOT_NODE_KEEP_ALIVE="600") as srv:
        assert post_chat(srv.url, chat_body(keep_alive="30m")).status_code == 200
        assert post_chat(srv.url, chat_body(keep_alive=0)).status_code == 200
    assert [r["body"]["keep_alive"] for r in ollama.requests()] == [600, 600]
