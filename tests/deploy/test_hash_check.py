"""infra/deploy/hash_check.py: deploy or skip, from the package's hashes and the deployed function's."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.deploy.zip_package import REPO

HASH_CHECK = REPO / "infra" / "deploy" / "hash_check.py"
BUNDLE, CODE = "b" * 64, "c" * 64


def check(tmp_path: Path, deployed: Any, *flags: str) -> tuple[dict[str, Any], str]:
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps({"bundle_hash": BUNDLE, "code_hash": CODE}))
    args = [sys.executable, str(HASH_CHECK), "--manifest", str(manifest), *flags]
    if deployed is not None:
        (tmp_path / "deployed.json").write_text(
            deployed if isinstance(deployed, str) else json.dumps(deployed)
        )
        args += ["--deployed", str(tmp_path / "deployed.json")]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=30, check=False)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout), proc.stderr


def lambda_env(bundle: str, code: str) -> dict[str, str]:
    """The deployed function's environment as `aws lambda get-function-configuration` prints it."""
    return {
        "GRASBOT_BUNDLE_PATH": "bundle.json",
        "GRASBOT_DEPLOYED_BUNDLE_HASH": bundle,
        "GRASBOT_DEPLOYED_CODE_HASH": code,
    }


@pytest.mark.parametrize("record", [None, "", "null", {}])
def test_nothing_deployed_means_deploy(tmp_path: Path, record: Any) -> None:
    decision, _ = check(tmp_path, record)
    assert decision["deploy"] is True
    assert decision["reason"] == "nothing deployed yet (no deployed bundle hash)"


def test_same_bundle_and_code_skips(tmp_path: Path) -> None:
    decision, stderr = check(tmp_path, lambda_env(BUNDLE, CODE))
    assert decision["deploy"] is False
    assert decision["reason"] == f"bundle {BUNDLE[:12]} and code are already deployed"
    assert stderr.startswith("skip deploy: ")


def test_changed_bundle_deploys(tmp_path: Path) -> None:
    decision, _ = check(tmp_path, lambda_env("a" * 64, CODE))
    assert decision == {
        "bundle_hash": BUNDLE,
        "deployed_bundle_hash": "a" * 64,
        "deploy": True,
        "reason": f"bundle changed: {'a' * 12} -> {BUNDLE[:12]}",
    }


def test_same_bundle_new_code_deploys_unless_bundle_only(tmp_path: Path) -> None:
    decision, _ = check(tmp_path, lambda_env(BUNDLE, "d" * 64))
    assert decision["deploy"] is True and decision["reason"].startswith("same bundle, code changed")
    decision, _ = check(tmp_path, lambda_env(BUNDLE, "d" * 64), "--bundle-only")
    assert decision["deploy"] is False


def test_force_deploys_and_says_why_it_would_have_skipped(tmp_path: Path) -> None:
    decision, _ = check(tmp_path, lambda_env(BUNDLE, CODE), "--force")
    assert decision["deploy"] is True
    assert decision["reason"] == f"forced (bundle {BUNDLE[:12]} and code are already deployed)"


def test_github_output_gets_the_step_outputs(tmp_path: Path) -> None:
    out = tmp_path / "github_output"
    out.write_text("earlier=1\n")
    check(tmp_path, lambda_env(BUNDLE, CODE), "--github-output", str(out))
    assert (
        out.read_text()
        == f"earlier=1\ndeploy=false\nreason=bundle {BUNDLE[:12]} and code are already deployed\n"
    )


def test_a_record_that_is_not_an_object_is_refused(tmp_path: Path) -> None:
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps({"bundle_hash": BUNDLE, "code_hash": CODE}))
    (tmp_path / "deployed.json").write_text("[1, 2]")
    cmd = [
        sys.executable,
        str(HASH_CHECK),
        "--manifest",
        str(manifest),
        "--deployed",
        str(tmp_path / "deployed.json"),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=30, check=False)
    assert proc.returncode == 2
    assert "expected a JSON object of environment variables" in proc.stderr
