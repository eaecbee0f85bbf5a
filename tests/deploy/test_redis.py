"""Shared quotas on Redis: the packaged function uses it from the zip alone; infra/redis/check.py."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.deploy.zip_package import REPO, event, invoke
from tests.support.procs import free_port, redis_server

CHECK = REPO / "infra" / "redis" / "check.py"
QUOTA = 2


@pytest.fixture
def redis_uri(tmp_path: Path) -> Iterator[str]:
    """A real redis-server on a free port, no persistence."""
    try:
        with redis_server(tmp_path) as url:
            yield url
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)


ADMIN = {"authorization": "Bearer t"}


def test_two_cold_starts_of_the_package_share_one_visitor_budget(
    host_tree: Path, redis_uri: str, tmp_path: Path
) -> None:
    env = {
        "RATE_LIMIT_STORAGE_URI": redis_uri,
        "GRASBOT_RATE_LIMIT_VISITOR": f"{QUOTA}/10 minutes",
        "GRASBOT_IP_SALT": "same-salt-on-every-instance",
        "GRASBOT_ADMIN_TOKEN": "t",  # quota details are on the admin /health only
    }
    ask = event("GET", "/ask", "203.0.113.90", query="q=projets")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = invoke(host_tree, [ask] * QUOTA, tmp_path / "a", **env)
    second = invoke(
        host_tree,
        [ask, event("GET", "/health", "203.0.113.91", headers=ADMIN)],
        tmp_path / "b",
        **env,
    )
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
