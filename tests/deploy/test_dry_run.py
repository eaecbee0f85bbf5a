"""infra/deploy/dry_run.sh: CI's steps before `serverless deploy`, run locally with one command."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests.deploy.zip_package import PACKAGE_TIMEOUT_S, REPO, deploy_env

DRY_RUN = REPO / "infra" / "deploy" / "dry_run.sh"
EXAMPLE_VAULT = REPO / "examples" / "vault"


def dry_run(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    full_env = deploy_env(BUILD_DIR=str(tmp_path / "build"), OUT_DIR=str(tmp_path / "out"), **env)
    return subprocess.run(
        ["bash", str(DRY_RUN), *args],
        env=full_env,
        capture_output=True,
        text=True,
        timeout=PACKAGE_TIMEOUT_S,
        check=False,
    )


def test_prints_the_plan_then_skips_once_deployed(tmp_path: Path) -> None:
    first = dry_run(tmp_path / "first", str(EXAMPLE_VAULT))
    assert first.returncode == 0, first.stderr[-3000:]
    for step in ("1. build", "2. quality gate 'example'", "3. package", "4. deploy or skip", "5. what would"):
        assert f"== {step}" in first.stderr
    manifest = json.loads((tmp_path / "first" / "build" / "lambda" / "manifest.json").read_text())
    out = first.stdout
    assert f"bundle: {manifest['bundle_hash']}" in out
    assert "function grasbot-prod-api: functions.handler.handler (python3.12, arm64, 1024 MB" in out
    assert "function grasbot-prod-stream: run.sh (python3.12, arm64" in out
    assert "URL auth NONE, RESPONSE_STREAM, CORS https://fernandgrascalvet.com" in out
    assert "GRASBOT_ADMIN_TOKEN=(empty)" in out  # secrets are named, never printed
    assert "GRASBOT_OWNER_NAME=Fernand Gras-Calvet" in out and "GRASBOT_DEMO_PAGE=0" in out
    assert out.rstrip().endswith("decision: DEPLOY: nothing deployed yet (no deployed bundle hash)")

    # What the first would have deployed is now the deployed function's environment: a second,
    # independent build of the same vault and code recognises itself (deterministic hashes and zip).
    deployed = tmp_path / "deployed.json"
    decision = json.loads((tmp_path / "first" / "build" / "decision.json").read_text())
    record = {
        "GRASBOT_DEPLOYED_BUNDLE_HASH": manifest["bundle_hash"],
        "GRASBOT_DEPLOYED_CODE_HASH": manifest["code_hash"],
        "GRASBOT_DEPLOYED_CONFIG_HASH": decision["config_hash"],
    }
    deployed.write_text(json.dumps(record))
    second = dry_run(tmp_path / "second", str(EXAMPLE_VAULT), DEPLOYED=str(deployed))
    assert second.returncode == 0, second.stderr[-3000:]
    skip = f"decision: SKIP: bundle {manifest['bundle_hash'][:12]}, code and config are already deployed"
    assert second.stdout.rstrip().endswith(skip)
    zips = [(tmp_path / run / "out" / "grasbot.zip").read_bytes() for run in ("first", "second")]
    assert zips[0] == zips[1]


def test_stops_before_packaging_when_the_gate_fails(tmp_path: Path) -> None:
    queries = tmp_path / "queries.jsonl"
    queries.write_text(
        json.dumps({"id": "x", "question": "Parle-moi de webserv", "relevant": ["absente"]}) + "\n"
    )
    proc = dry_run(tmp_path, str(EXAMPLE_VAULT), str(queries))
    assert proc.returncode == 1
    assert "quality gate example: FAILED: recall@5 0.0" in proc.stderr
    assert "miss x: expected ['absente']" in proc.stderr
    assert "dry run stopped: the quality gate failed (nothing packaged)" in proc.stderr
    assert not (tmp_path / "out").exists()
