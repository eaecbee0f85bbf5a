"""Shared quotas on Redis: the packaged function uses it from the zip alone; infra/redis/check.py."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.deploy.zip_package import REPO, event, invoke
from tests.support.procs import free_port, wait_for_port

CHECK = REPO / "infra" / "redis" / "check.py"
QUOTA = 2


@pytest.fixture
def redis_uri(tmp_path: Path) -> Iterator[str]:
    """A real redis-server on a free port, no persistence."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.fail("redis-server not found: run `make system-deps`", pytrace=False)
    port = free_port()
    cmd = [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
    proc = subprocess.Popen(cmd, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_port(port, 10.0, proc)  # type: ignore[arg-type]
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_two_cold_starts_of_the_package_share_one_visitor_budget(
    host_tree: Path, redis_uri: str, tmp_path: Path
) -> None:
    env = {
        "RATE_LIMIT_STORAGE_URI": redis_uri,
        "GRASBOT_RATE_LIMIT_VISITOR": f"{QUOTA}/10 minutes",
        "GRASBOT_IP_SALT": "same-salt-on-every-instance",
    }
    ask = event("GET", "/ask", "203.0.113.90", query="q=projets")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = invoke(host_tree, [ask] * QUOTA, tmp_path / "a", **env)
    second = invoke(host_tree, [ask, event("GET", "/health", "203.0.113.91")], tmp_path / "b", **env)
    assert [r["statusCode"] for r in first["responses"]] == [200] * QUOTA
    # a new instance, same visitor: the budget spent by the first instance holds
    refused, health = second["responses"]
    assert refused["statusCode"] == 429
    assert '"storage":"redis"' in health["body"].replace(" ", "")


def test_check_accepts_a_working_redis_and_hides_the_password(redis_uri: str) -> None:
    uri = redis_uri.replace("redis://", "redis://default:hunter2@")
    proc = subprocess.run([sys.executable, str(CHECK), redis_uri], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(f"ok: {redis_uri}: 5 quota hits, median ")
    proc = subprocess.run([sys.executable, str(CHECK), uri], capture_output=True, text=True, timeout=30)
    assert "hunter2" not in proc.stdout + proc.stderr
    assert "redis://default:***@127.0.0.1:" in proc.stdout + proc.stderr


def test_check_refuses_an_unreachable_redis() -> None:
    uri = f"redis://127.0.0.1:{free_port()}/0"
    cmd = [sys.executable, str(CHECK), uri, "--timeout-s", "0.5"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"Error: {uri}: ")
