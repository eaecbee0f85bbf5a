"""infra/deploy/dry_run.sh: CI's steps before `serverless deploy`, run locally with one command."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.deploy.zip_package import PACKAGE_TIMEOUT_S, REPO, TEMPLATE_NAME, Packaged, deploy_env

DRY_RUN = REPO / "infra" / "deploy" / "dry_run.sh"
HASH_CHECK = REPO / "infra" / "deploy" / "hash_check.py"
PLAN = REPO / "infra" / "deploy" / "plan.py"
EXAMPLE_VAULT = REPO / "examples" / "vault"


def _run(script: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(script), *args], capture_output=True, text=True, timeout=60, check=True
    )


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


def test_prints_the_plan_and_skips_what_is_deployed(packaged: Packaged, tmp_path: Path) -> None:
    # The session's package (conftest.py) plays the deployed function: the dry run, a second and
    # independent build of the same vault, code and settings, recognises itself (deterministic
    # hashes and zip, and a config hash that ignores the template's timestamped S3 key).
    template = packaged.out / TEMPLATE_NAME
    config = _run(HASH_CHECK, "--config-hash", "--template", str(template)).stdout.strip()
    deployed = tmp_path / "deployed.json"
    record = {
        "GRASBOT_DEPLOYED_BUNDLE_HASH": packaged.manifest["bundle_hash"],
        "GRASBOT_DEPLOYED_CODE_HASH": packaged.manifest["code_hash"],
        "GRASBOT_DEPLOYED_CONFIG_HASH": config,
    }
    deployed.write_text(json.dumps(record))
    proc = dry_run(tmp_path, str(EXAMPLE_VAULT), DEPLOYED=str(deployed))
    assert proc.returncode == 0, proc.stderr[-3000:]
    for step in ("1. build", "2. quality gate 'example'", "3. package", "4. deploy or skip", "5. what would"):
        assert f"== {step}" in proc.stderr
    manifest = json.loads((tmp_path / "build" / "lambda" / "manifest.json").read_text())
    out = proc.stdout
    assert f"bundle: {manifest['bundle_hash']}" in out
    assert "function grasbot-prod-api: functions.handler.handler (python3.12, arm64, 1024 MB" in out
    assert "function grasbot-prod-stream: run.sh (python3.12, arm64" in out
    assert "URL auth NONE, RESPONSE_STREAM, CORS https://fernandgrascalvet.com" in out
    assert "GRASBOT_ADMIN_TOKEN=(empty)" in out  # secrets are named, never printed
    assert "GRASBOT_OWNER_NAME=Fernand Gras-Calvet" in out and "GRASBOT_DEMO_PAGE=0" in out
    skip = f"decision: SKIP: bundle {manifest['bundle_hash'][:12]}, code and config are already deployed"
    assert out.rstrip().endswith(skip)
    assert (tmp_path / "out" / "grasbot.zip").read_bytes() == packaged.zip.read_bytes()

    # With nothing deployed, steps 4 and 5 of the same package say what a first deploy does.
    decision = tmp_path / "first-decision.json"
    lambda_manifest = str(tmp_path / "build" / "lambda" / "manifest.json")
    new_template = str(tmp_path / "out" / TEMPLATE_NAME)
    decision.write_text(_run(HASH_CHECK, "--manifest", lambda_manifest, "--template", new_template).stdout)
    plan = _run(PLAN, "--package", str(tmp_path / "out"), "--decision", str(decision)).stdout
    assert plan.rstrip().endswith("decision: DEPLOY: nothing deployed yet (no deployed bundle hash)")


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
