"""`grasbot serve` as a real process on 127.0.0.1: builds the example bundle, answers offline."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.http_client import HTTP
from tests.support.procs import free_port

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def served(
    tmp_path: Path, request: pytest.FixtureRequest
) -> Iterator[tuple[str, Path, subprocess.Popen[str]]]:
    port = free_port()
    bundle = tmp_path / "var" / "bundle.json"  # does not exist yet: serve builds the example vault
    env = {k: v for k, v in os.environ.items() if not k.startswith("GRASBOT_") and k != "BUNDLE_PATH"}
    env.update(getattr(request, "param", {}))  # settings a test asks for
    proc = subprocess.Popen(
        [sys.executable, "-m", "grasbot.cli.main", "serve", "--bundle", str(bundle), "--port", str(port)],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            if HTTP.get(f"{base}/health", timeout=1).status_code == 200:
                break
        except httpx.TransportError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            _, err = proc.communicate(timeout=10)
            pytest.fail(f"grasbot serve did not come up within 60 s:\n{err[-2000:]}", pytrace=False)
        time.sleep(0.1)
    try:
        yield base, bundle, proc
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate(timeout=10)


def test_serve_answers_a_question_end_to_end(served: tuple[str, Path, subprocess.Popen[str]]) -> None:
    base, bundle, _ = served
    assert bundle.is_file()
    health = HTTP.get(f"{base}/health", timeout=5).json()
    assert health["node"]["status"] == "unconfigured"
    reply = HTTP.get(f"{base}/ask", params={"q": "Est-elle disponible ?"}, timeout=10)
    assert reply.status_code == 200
    body = reply.json()
    assert (body["mode"], body["model"]) == ("offline", None)
    assert body["sources"][0]["slug"] == "recherche-disponibilite"
    assert "4 janvier 2027" in body["response"]
    with HTTP.stream(
        "POST", f"{base}/ask/stream", json={"question": "Parle-moi de webserv"}, timeout=10
    ) as sse:
        assert sse.headers["content-type"].startswith("text/event-stream")
        names = [line.removeprefix("event: ") for line in sse.iter_lines() if line.startswith("event: ")]
    assert names[0] == "meta" and names[-1] == "done"


def test_serve_logs_one_json_line_per_request(served: tuple[str, Path, subprocess.Popen[str]]) -> None:
    base, _, proc = served
    HTTP.get(f"{base}/ask", params={"q": "Qui est Camille ?"}, timeout=10)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=15)
    lines = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    assert [line["path"] for line in lines][-1] == "/ask"
    assert "127.0.0.1" not in out
    assert "mode offline (no node configured)" in err


@pytest.mark.parametrize("served", [{"GRASBOT_RATE_LIMIT_VISITOR": "2/10 minutes"}], indirect=True)
def test_serve_never_trusts_x_forwarded_for(served: tuple[str, Path, subprocess.Popen[str]]) -> None:
    # a client rotating X-Forwarded-For is still one visitor: the header is not read (issue 12)
    base, _, _ = served
    codes = [
        HTTP.get(
            f"{base}/ask", params={"q": "Qui est Camille ?"}, headers={"x-forwarded-for": f"203.0.113.{i}"}
        ).status_code
        for i in range(4)
    ]
    assert codes == [200, 200, 429, 429]
