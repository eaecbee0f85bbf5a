"""Real processes on 127.0.0.1 for the tests: the Ollama stand-in and the gpu-node gateway.

Each server gets a free port, is waited for with a bound, and is stopped (SIGTERM, then SIGKILL)
when its context ends; its stderr is kept in a file so a failing test can show it.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.support.http_client import HTTP

ROOT = Path(__file__).resolve().parents[2]
MODEL = "qwen3:8b"
KEYS = "k2026:" + "7f" * 24 + ",k2025:" + "3c" * 24  # the function signs with k2026
READY_TIMEOUT_S = 15.0
ADMIN_TOKEN = "test-admin-token"  # the function's details on /health need it
ADMIN_HEADERS = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


# The ports handed out in this run, by every pytest-xdist worker: each worker is a process of
# its own, and two of them picking the same free port before either server binds it once sent a
# test's requests to the other worker's server (it answered first; ours then failed to bind).
_HANDED_OUT = (
    Path(tempfile.gettempdir())
    / f"grasbot-test-ports-{os.environ.get('PYTEST_XDIST_TESTRUNUID', os.getpid())}"
)


def free_port() -> int:
    """A port nothing listens on, never one already handed out in this run, by this process or
    another worker: two ports picked before either server binds could otherwise be the same."""
    with _HANDED_OUT.open("a+") as registry:
        fcntl.flock(registry, fcntl.LOCK_EX)  # released when the file closes
        registry.seek(0)
        taken = {int(line) for line in registry.read().split() if line.isdigit()}
        while True:
            with socket.socket() as sock:
                sock.bind(("127.0.0.1", 0))
                port: int = sock.getsockname()[1]
            if port not in taken:
                registry.write(f"{port}\n")
                return port


def wait_for_port(
    port: int, timeout_s: float = READY_TIMEOUT_S, proc: subprocess.Popen[bytes] | None = None
) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"process exited with {proc.returncode} before listening on {port}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.2):
            return
        time.sleep(0.05)
    raise TimeoutError(f"nothing listens on 127.0.0.1:{port} after {timeout_s:.0f} s")


@dataclass
class RedisProcess:
    url: str
    proc: subprocess.Popen[bytes]


@contextlib.contextmanager
def redis_process(cwd: Path, timeout_s: float = 10.0) -> Iterator[RedisProcess]:
    """A real redis-server on a free port, no persistence, until the block ends, once it answers
    PING (listening is not enough: it may still be loading); its process too, so a test can kill
    it mid-run."""
    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError("redis-server not found: run `make system-deps`")
    port = free_port()
    cmd = [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + timeout_s
        while not _answers_ping(port):
            if time.monotonic() > deadline or proc.poll() is not None:
                raise RuntimeError(f"redis-server did not start within {timeout_s:.0f} s")
            time.sleep(0.05)
        yield RedisProcess(f"redis://127.0.0.1:{port}/0", proc)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@contextlib.contextmanager
def redis_server(cwd: Path, timeout_s: float = 10.0) -> Iterator[str]:
    """The URL of a real redis-server (:func:`redis_process`) until the block ends."""
    with redis_process(cwd, timeout_s) as redis:
        yield redis.url


def _answers_ping(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.2) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(16).startswith(b"+PONG")
    except OSError:
        return False


@dataclass
class Server:
    proc: subprocess.Popen[bytes]
    port: int
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def stop(self, sig: int = signal.SIGTERM, timeout_s: float = 10.0) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout_s)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        return self.proc.returncode


@contextlib.contextmanager
def server(args: Sequence[str], port: int, env: Mapping[str, str] | None = None) -> Iterator[Server]:
    """Start ``args`` (a Python module command line), wait for ``port``, stop it at the end."""
    with tempfile.NamedTemporaryFile(prefix="grasbot-proc-", suffix=".log", delete=False) as log_file:
        log = Path(log_file.name)
    full_env = {**os.environ, **(env or {})}
    with log.open("wb") as out:
        proc = subprocess.Popen([sys.executable, *args], cwd=ROOT, env=full_env, stdout=out, stderr=out)
    srv = Server(proc, port, log)
    try:
        wait_for_port(port, proc=proc)
        yield srv
    except BaseException:
        srv.stop()
        sys.stderr.write(srv.output())
        raise
    finally:
        srv.stop()
        log.unlink(missing_ok=True)


class StandInHandle:
    """The stand-in process and its control endpoints."""

    def __init__(self, srv: Server) -> None:
        self.srv = srv
        self.url = srv.url

    def script(
        self,
        *faults: dict[str, Any],
        reply: list[str] | None = None,
        loaded: bool | None = None,
        version: str | None = None,
    ) -> None:
        payload: dict[str, Any] = {"faults": list(faults)}
        if version is not None:
            payload["version"] = version
        if reply is not None:
            payload["reply"] = reply
        if loaded is not None:
            payload["model_loaded"] = loaded
        HTTP.post(f"{self.url}/_standin/script", json=payload, timeout=5).raise_for_status()

    def active(self) -> dict[str, int]:
        """``generating`` now, and how many generations were ``abandoned`` by their caller."""
        counts: dict[str, int] = HTTP.get(f"{self.url}/_standin/active", timeout=5).json()
        return counts

    def requests(self) -> list[dict[str, Any]]:
        received: list[dict[str, Any]] = HTTP.get(f"{self.url}/_standin/requests", timeout=5).json()
        return received


@contextlib.contextmanager
def standin(models: str = MODEL) -> Iterator[StandInHandle]:
    port = free_port()
    with server(["-m", "tests.support.ollama_standin", "--port", str(port), "--models", models], port) as srv:
        yield StandInHandle(srv)


def gateway_env(ollama_url: str, port: int, **overrides: str) -> dict[str, str]:
    env = {
        "GRASBOT_OLLAMA_URL": ollama_url,
        "GRASBOT_NODE_KEYS": KEYS,
        "GRASBOT_NODE_MODELS": MODEL,
        "GRASBOT_GATEWAY_PORT": str(port),
        "GRASBOT_GATEWAY_CONCURRENCY": "1",
        "GRASBOT_GATEWAY_QUEUE": "1",
        "GRASBOT_GATEWAY_QUEUE_WAIT_S": "5",
        "GRASBOT_GATEWAY_DRAIN_S": "20",
        # Short, so the tests of a silent Ollama and of a caller that stops reading end quickly.
        "GRASBOT_GATEWAY_IDLE_TIMEOUT_S": "2",
        "GRASBOT_GATEWAY_SEND_TIMEOUT_S": "1",
    }
    env.update(overrides)
    return env


@contextlib.contextmanager
def gateway(ollama_url: str, **overrides: str) -> Iterator[Server]:
    """The real gateway (``grasbot-node gateway``) in front of ``ollama_url``."""
    port = free_port()
    env = gateway_env(ollama_url, port, **overrides)
    with server(["-m", "grasbot_node.cli", "gateway"], port, env) as srv:
        yield srv


def function_env(gateway_url: str, **overrides: str) -> dict[str, str]:
    """What the function needs to reach the node through the gateway (short timeouts for tests)."""
    env = {
        "GRASBOT_NODE_URL": gateway_url,
        "GRASBOT_NODE_MODEL": MODEL,
        "GRASBOT_NODE_KEYS": KEYS.split(",")[0],
        "GRASBOT_NODE_CONNECT_TIMEOUT_S": "1",
        "GRASBOT_NODE_FIRST_BYTE_TIMEOUT_S": "1.5",
        "GRASBOT_NODE_IDLE_TIMEOUT_S": "2",
        "GRASBOT_NODE_DEADLINE_S": "4",
    }
    env.update(overrides)
    return env


@contextlib.contextmanager
def function(bundle_path: Path, node_env: Mapping[str, str], **overrides: str) -> Iterator[Server]:
    """The function itself (``functions.app:create_app``) served by uvicorn, its node settings
    from ``node_env``: the whole path visitor -> function -> gateway -> Ollama on 127.0.0.1."""
    port = free_port()
    env = {
        "GRASBOT_BUNDLE_PATH": str(bundle_path),
        "GRASBOT_CACHE_TTL_S": "0",  # every question goes to the node
        "GRASBOT_RATE_LIMIT_VISITOR": "1000/minute",
        "GRASBOT_ADMIN_TOKEN": ADMIN_TOKEN,
        **node_env,
        **overrides,
    }
    args = [
        "-m",
        "uvicorn",
        "functions.app:create_app",
        "--factory",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
    ]
    with server([*args, "--log-level", "warning"], port, env) as srv:
        yield srv


def node_cli(env: Mapping[str, str], *args: str, timeout_s: float = 90) -> subprocess.CompletedProcess[str]:
    """``grasbot-node ARGS`` in a child process, with ``env`` over this one's."""
    return subprocess.run(
        [sys.executable, "-m", "grasbot_node.cli", *args],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=timeout_s,
        check=False,
    )
