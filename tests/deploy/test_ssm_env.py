"""infra/deploy/ssm_env.py: SSM parameters to the deploy environment, secrets masked first."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.deploy.zip_package import REPO

SSM_ENV = REPO / "infra" / "deploy" / "ssm_env.py"


def run(
    tmp_path: Path, params: dict[str, str], stage: str = "prod"
) -> tuple[subprocess.CompletedProcess[str], Path]:
    answer = {
        "Parameters": [{"Name": name, "Type": "SecureString", "Value": v} for name, v in params.items()]
    }
    env_file = tmp_path / "github_env"
    cmd = [sys.executable, str(SSM_ENV), "--stage", stage, "--github-env", str(env_file)]
    proc = subprocess.run(
        cmd, input=json.dumps(answer), capture_output=True, text=True, timeout=30, check=False
    )
    return proc, env_file


def test_parameters_become_variables_and_secrets_are_masked(tmp_path: Path) -> None:
    proc, env_file = run(
        tmp_path,
        {
            "/grasbot/prod/admin-token": "tok-123",
            "/grasbot/prod/ip-salt": "salt-456",
            "/grasbot/prod/node-url": "https://node.example.org",
            "/grasbot/prod/node-keys": "k2026a:" + "ab" * 32,
            "/grasbot/prod/rate-limit-storage-uri": "rediss://:pw@redis.example.org:6380/0",
        },
    )
    assert proc.returncode == 0, proc.stderr
    assert env_file.read_text().splitlines() == [
        "GRASBOT_ADMIN_TOKEN=tok-123",
        "GRASBOT_IP_SALT=salt-456",
        "GRASBOT_NODE_KEYS=k2026a:" + "ab" * 32,
        "GRASBOT_NODE_URL=https://node.example.org",
        "RATE_LIMIT_STORAGE_URI=rediss://:pw@redis.example.org:6380/0",
    ]
    # the node URL is no secret; the rest is masked before anything else is printed
    assert proc.stdout.splitlines() == [
        "::add-mask::tok-123",
        "::add-mask::salt-456",
        "::add-mask::k2026a:" + "ab" * 32,
        "::add-mask::rediss://:pw@redis.example.org:6380/0",
    ]


def test_missing_required_parameters_are_named(tmp_path: Path) -> None:
    proc, env_file = run(tmp_path, {"/grasbot/prod/ip-salt": "salt"})
    assert proc.returncode == 1
    assert "missing required parameter(s): /grasbot/prod/admin-token (docs/deploy.md)" in proc.stderr
    assert not env_file.exists()


def test_unknown_parameter_fails_rather_than_deploying_without_it(tmp_path: Path) -> None:
    proc, _ = run(
        tmp_path,
        {"/grasbot/prod/admin-token": "t", "/grasbot/prod/ip-salt": "s", "/grasbot/prod/admin_token": "x"},
    )
    assert proc.returncode == 1
    assert "unknown parameter /grasbot/prod/admin_token; known: /grasbot/prod/admin-token," in proc.stderr


def test_a_node_url_without_keys_is_refused_before_it_breaks_the_cold_start(tmp_path: Path) -> None:
    params = {
        "/grasbot/prod/admin-token": "t",
        "/grasbot/prod/ip-salt": "s",
        "/grasbot/prod/node-url": "https://node.example.org",
        "/grasbot/prod/cf-access-client-id": "id",
    }
    proc, _ = run(tmp_path, params)
    assert proc.returncode == 1
    assert (
        "missing required parameter(s): /grasbot/prod/node-keys (set with /grasbot/prod/node-url), "
        "/grasbot/prod/cf-access-client-secret (set with /grasbot/prod/cf-access-client-id)"
    ) in proc.stderr


def test_versions_are_written_for_the_config_hash(tmp_path: Path) -> None:
    answer = {
        "Parameters": [
            {"Name": "/grasbot/prod/admin-token", "Type": "SecureString", "Value": "t", "Version": 3},
            {"Name": "/grasbot/prod/ip-salt", "Type": "SecureString", "Value": "s", "Version": 1},
        ]
    }
    versions = tmp_path / "versions.json"
    cmd = [sys.executable, str(SSM_ENV), "--stage", "prod", "--github-env", str(tmp_path / "e")]
    cmd += ["--versions", str(versions)]
    proc = subprocess.run(
        cmd, input=json.dumps(answer), capture_output=True, text=True, timeout=30, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(versions.read_text()) == {"admin-token": 3, "ip-salt": 1}


def test_a_command_gets_the_values_without_any_shell_reading_them(tmp_path: Path) -> None:
    # the by-hand deploy used to `. env_file`: a value with $(…) would have run
    canary = tmp_path / "ran"
    token = f"$(touch {canary})'\"`x`"
    answer = {
        "Parameters": [
            {"Name": "/grasbot/prod/admin-token", "Type": "SecureString", "Value": token, "Version": 1},
            {"Name": "/grasbot/prod/ip-salt", "Type": "SecureString", "Value": "s", "Version": 1},
        ]
    }
    script = "import os, sys; sys.stdout.write(os.environ['GRASBOT_ADMIN_TOKEN'])"
    cmd = [sys.executable, str(SSM_ENV), "--stage", "prod", "--", sys.executable, "-c", script]
    proc = subprocess.run(
        cmd, input=json.dumps(answer), capture_output=True, text=True, timeout=30, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == token
    assert not canary.exists()
