"""``grasbot-node on|off|status|check|gateway`` as real commands against the Ollama stand-in."""

from __future__ import annotations

import json
import os
import shlex
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.gpu_node.conftest import signed
from tests.support.http_client import HTTP
from tests.support.procs import KEYS, StandInHandle, free_port, node_cli, wait_for_port

# The owner's switch end to end: each test runs the CLI, which starts and stops the gateway, the
# tunnel and Ollama as processes (a third of `make test-fast`'s time, so it runs in `make test`).
pytestmark = pytest.mark.e2e

FAKE_TUNNEL = f"{shlex.quote(sys.executable)} -c 'import time; time.sleep(600)'"


@pytest.fixture
def env(ollama: StandInHandle, tmp_path: Path) -> Iterator[dict[str, str]]:
    values = {
        "GRASBOT_OLLAMA_URL": ollama.url,
        "GRASBOT_NODE_KEYS": KEYS,
        "GRASBOT_GATEWAY_PORT": str(free_port()),
        "GRASBOT_NODE_STATE_DIR": str(tmp_path / "state"),
        "GRASBOT_NODE_MANAGER": "process",
        "GRASBOT_CLOUDFLARED_CMD": FAKE_TUNNEL,
        "GRASBOT_GATEWAY_DRAIN_S": "10",
    }
    yield values
    node_cli(values, "off", "--stop-ollama")  # whatever a test left running


def test_on_status_off(ollama: StandInHandle, env: dict[str, str]) -> None:
    on = node_cli(env, "on")
    assert on.returncode == 0, on.stderr
    assert on.stdout == ""  # progress goes to stderr
    assert "model    qwen3:8b loaded, 5.9 GB VRAM" in on.stderr
    status = json.loads(node_cli(env, "status", "--json").stdout)
    assert status["on"] is True
    assert (status["model"]["loaded"], status["model"]["size_vram"]) == (True, 5_925_000_000)
    assert status["gateway"]["listening"] and status["gateway"]["pid"] and status["tunnel"]["pid"]
    (load,) = [r["body"] for r in ollama.requests() if r["path"] == "/api/chat"]
    # The node keeps its model loaded while on (-1, a number: Ollama refuses the string "-1").
    assert (load["keep_alive"], load["messages"]) == (-1, [])
    port = env["GRASBOT_GATEWAY_PORT"]
    answer = HTTP.get(f"http://127.0.0.1:{port}/api/ps", headers=signed("GET", "/api/ps"), timeout=5)
    assert answer.json()["models"][0]["name"] == "qwen3:8b"
    state_dir = Path(env["GRASBOT_NODE_STATE_DIR"])
    assert sorted(p.name for p in state_dir.glob("*.pid")) == ["gateway.pid", "tunnel.pid"]

    off = node_cli(env, "off")
    assert off.returncode == 0, off.stderr
    assert "model    qwen3:8b unloaded (VRAM freed)" in off.stderr
    assert [r["body"]["keep_alive"] for r in ollama.requests() if r["path"] == "/api/chat"] == [-1, 0]
    status = json.loads(node_cli(env, "status", "--json").stdout)
    assert (status["on"], status["model"]["loaded"], status["gateway"]["listening"]) == (False, False, False)
    assert (status["gateway"]["pid"], status["tunnel"]["pid"]) == (None, None)
    assert list(state_dir.glob("*.pid")) == []
    text = node_cli(env, "status").stdout
    assert text.splitlines()[0] == "node     OFF (process mode)"
    assert "model    qwen3:8b not loaded" in text


def test_missing_cloudflared_degrades_with_a_clear_message(env: dict[str, str]) -> None:
    env["GRASBOT_CLOUDFLARED_CMD"] = "cloudflared-absent tunnel run"
    on = node_cli(env, "on")
    assert on.returncode == 1
    port = env["GRASBOT_GATEWAY_PORT"]
    assert on.stderr.splitlines()[-1] == (
        "Error: tunnel: 'cloudflared-absent' not found on PATH; install cloudflared (docs/node.md, 'Tunnel') "
        f"or set GRASBOT_CLOUDFLARED_CMD. The node is up but only reachable on this machine "
        f"(gateway on http://127.0.0.1:{port})"
    )
    assert json.loads(node_cli(env, "status", "--json").stdout)["gateway"]["listening"] is True


def test_absent_ollama_and_missing_model_are_explained(env: dict[str, str]) -> None:
    down = {
        **env,
        "GRASBOT_OLLAMA_URL": f"http://127.0.0.1:{free_port()}",
        "GRASBOT_OLLAMA_CMD": "ollama-absent serve",
    }
    result = node_cli(down, "on")
    assert result.returncode == 1
    assert result.stderr.strip() == (
        f"Error: Ollama does not answer at {down['GRASBOT_OLLAMA_URL']} and ollama: 'ollama-absent' "
        "not found on PATH; install Ollama from https://ollama.com/download"
    )
    result = node_cli({**env, "GRASBOT_NODE_MODELS": "llama3:8b"}, "on")
    assert result.stderr.strip().splitlines()[-1] == (
        f"Error: model llama3:8b is not in Ollama at {env['GRASBOT_OLLAMA_URL']}: run `ollama pull llama3:8b`"
    )


def test_on_starts_ollama_when_it_is_down_and_off_stops_it(env: dict[str, str]) -> None:
    port = free_port()
    env["GRASBOT_OLLAMA_URL"] = f"http://127.0.0.1:{port}"
    env["GRASBOT_OLLAMA_CMD"] = f"{shlex.quote(sys.executable)} -m tests.support.ollama_standin --port {port}"
    env["GRASBOT_CLOUDFLARED_CMD"] = ""
    on = node_cli(env, "on")
    assert on.returncode == 0, on.stderr
    assert "ollama   started 0.12.3 (pid " in on.stderr
    assert "tunnel   not configured (GRASBOT_CLOUDFLARED_CMD is empty)" in on.stderr
    off = node_cli(env, "off", "--stop-ollama")
    assert "ollama   stopped" in off.stderr
    with pytest.raises(httpx.ConnectError):
        HTTP.get(f"http://127.0.0.1:{port}/api/version", timeout=2)


def test_check_reports_the_full_path(env: dict[str, str]) -> None:
    env["GRASBOT_CLOUDFLARED_CMD"] = ""
    assert node_cli(env, "on").returncode == 0
    url = f"http://127.0.0.1:{env['GRASBOT_GATEWAY_PORT']}"
    check = node_cli({"GRASBOT_NODE_KEYS": KEYS.split(",")[0], "GRASBOT_NODE_URL": url}, "check", "--json")
    report = json.loads(check.stdout)
    assert check.returncode == 0, check.stdout
    assert [(s["step"], s["ok"]) for s in report["steps"]] == [
        ("signature", True),
        ("version", True),
        ("unsigned", True),
        ("model", True),
        ("chat", True),
    ]
    assert report["first_token_ms"] > 0 and report["steps"][4]["detail"].endswith(
        "'Bonjour, je suis GrasBot.'"
    )
    wrong = node_cli({"GRASBOT_NODE_KEYS": "k2026:" + "0" * 48}, "check", "--url", url)
    assert wrong.returncode == 1
    assert wrong.stdout.splitlines()[1] == "FAIL signature    401: signature refused: bad signature"


def test_gateway_refuses_to_run_unsigned() -> None:
    result = node_cli({"GRASBOT_GATEWAY_PORT": str(free_port())}, "gateway", timeout_s=30)
    assert result.returncode == 1
    assert result.stderr.strip() == (
        "Error: GRASBOT_NODE_KEYS (id:secret[,id:secret]) or GRASBOT_NODE_KEYS_FILE must be set: "
        "the gateway never runs unsigned"
    )


def test_bad_setting_is_one_readable_line() -> None:
    result = node_cli({"GRASBOT_GATEWAY_CONCURRENCY": "lots"}, "status", timeout_s=30)
    assert (result.returncode, result.stderr.strip()) == (
        1,
        "Error: GRASBOT_GATEWAY_CONCURRENCY must be an integer, got 'lots'",
    )


def test_wait_for_port_helper_refuses_a_dead_process() -> None:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    with pytest.raises(RuntimeError, match="exited with 0 before listening"):
        wait_for_port(free_port(), proc=proc)


def test_port_taken_by_something_else_is_not_taken_for_the_gateway(env: dict[str, str]) -> None:
    env["GRASBOT_CLOUDFLARED_CMD"] = ""
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", int(env["GRASBOT_GATEWAY_PORT"])))
        squatter.listen()
        on = node_cli(env, "on")
    assert on.returncode == 1
    last = on.stderr.strip().splitlines()[-1]
    assert last.startswith(
        f"Error: the gateway did not start listening on 127.0.0.1:{env['GRASBOT_GATEWAY_PORT']}"
    )
    assert "address already in use" in last


def test_systemd_mode_starts_ollama_as_a_unit_not_as_a_child(env: dict[str, str], tmp_path: Path) -> None:
    # Issue 13, item 9: a child of the oneshot grasbot-node-on.service dies with it. The fake
    # systemctl plays the user manager: starting grasbot-ollama.service runs the stand-in.
    port = free_port()
    standin = f"{shlex.quote(sys.executable)} -m tests.support.ollama_standin --port {port}"
    calls, pid_file = tmp_path / "calls", tmp_path / "unit.pid"
    fake = tmp_path / "bin" / "systemctl"
    fake.parent.mkdir()
    fake.write_text(
        "#!/bin/sh\n"
        f'echo "$@" >> {calls}\n'
        'case "$2" in\n'
        "  cat) exit 0 ;;\n"
        '  start) [ "$3" = grasbot-ollama.service ] && '
        f"{{ {standin} >/dev/null 2>&1 & echo $! > {pid_file}; }} ;;\n"
        "  show) echo 0 ;;\n"
        "esac\nexit 0\n"
    )
    fake.chmod(0o755)
    env.update(
        GRASBOT_NODE_MANAGER="systemd",
        GRASBOT_OLLAMA_URL=f"http://127.0.0.1:{port}",
        GRASBOT_NODE_MODELS="llama3:8b",  # `on` stops right after Ollama, at the model check
        PATH=f"{fake.parent}:/usr/bin:/bin",
    )
    try:
        on = node_cli(env, "on", timeout_s=60)
    finally:
        if pid_file.exists():
            os.kill(int(pid_file.read_text()), signal.SIGTERM)
    assert "--user start grasbot-ollama.service" in calls.read_text().splitlines()
    assert "ollama   started 0.12.3 (grasbot-ollama.service, pid " in on.stderr
    assert on.stderr.strip().splitlines()[-1].startswith("Error: model llama3:8b is not in Ollama")
    # Never a detached `ollama serve` of the switch's own.
    assert not (Path(env["GRASBOT_NODE_STATE_DIR"]) / "ollama.pid").exists()


def test_too_old_ollama_is_refused_by_on_and_check(ollama: StandInHandle, env: dict[str, str]) -> None:
    # one refused version end to end; which versions are refused: test_ollama_version.py
    version = "0.8.0"
    env["GRASBOT_CLOUDFLARED_CMD"] = ""
    ollama.script(version=version)
    on = node_cli(env, "on")
    assert (on.returncode, on.stderr.strip().splitlines()[-1]) == (
        1,
        f"Error: Ollama {version} is too old: GrasBot sends `think: false`, which needs Ollama 0.9.0 "
        "or later (https://ollama.com/download)",
    )
    ollama.script()
    assert node_cli(env, "on").returncode == 0
    ollama.script(version=version)
    url = f"http://127.0.0.1:{env['GRASBOT_GATEWAY_PORT']}"
    check = node_cli({"GRASBOT_NODE_KEYS": KEYS.split(",")[0], "GRASBOT_NODE_URL": url}, "check", "--json")
    report = json.loads(check.stdout)
    assert check.returncode == 1
    assert [(s["step"], s["ok"]) for s in report["steps"]] == [("signature", True), ("version", False)]
