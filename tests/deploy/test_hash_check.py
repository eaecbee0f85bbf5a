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
# The smallest template with what the config hash looks at: a function, its code and environment.
TEMPLATE: dict[str, Any] = {
    "Resources": {
        "ApiLambdaFunction": {
            "Type": "AWS::Lambda::Function",
            "Properties": {
                "MemorySize": 1024,
                "Code": {
                    "S3Bucket": "b",
                    "S3Key": "serverless/grasbot/prod/1-2026-12-01T00:00:00Z/grasbot.zip",
                },
                "Environment": {"Variables": {"GRASBOT_ADMIN_TOKEN": "", "GRASBOT_OWNER_NAME": "Fernand"}},
            },
        }
    }
}


def config_of(
    tmp_path: Path, template: dict[str, Any] = TEMPLATE, versions: dict[str, int] | None = None
) -> str:
    (tmp_path / "t.json").write_text(json.dumps(template))
    args = [sys.executable, str(HASH_CHECK), "--config-hash", "--template", str(tmp_path / "t.json")]
    if versions is not None:
        (tmp_path / "v.json").write_text(json.dumps(versions))
        args += ["--ssm-versions", str(tmp_path / "v.json")]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=30, check=True)
    return proc.stdout.strip()


def check(tmp_path: Path, deployed: Any, *flags: str) -> tuple[dict[str, Any], str]:
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps({"bundle_hash": BUNDLE, "code_hash": CODE}))
    (tmp_path / "template.json").write_text(json.dumps(TEMPLATE))
    args = [
        sys.executable,
        str(HASH_CHECK),
        "--manifest",
        str(manifest),
        "--template",
        str(tmp_path / "template.json"),
    ]
    args += list(flags)
    if deployed is not None:
        (tmp_path / "deployed.json").write_text(
            deployed if isinstance(deployed, str) else json.dumps(deployed)
        )
        args += ["--deployed", str(tmp_path / "deployed.json")]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=30, check=False)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout), proc.stderr


def lambda_env(bundle: str, code: str, config: str) -> dict[str, str]:
    """The deployed function's environment as `aws lambda get-function-configuration` prints it."""
    return {
        "GRASBOT_BUNDLE_PATH": "bundle.json",
        "GRASBOT_DEPLOYED_BUNDLE_HASH": bundle,
        "GRASBOT_DEPLOYED_CODE_HASH": code,
        "GRASBOT_DEPLOYED_CONFIG_HASH": config,
    }


@pytest.mark.parametrize("record", [None, "", "null", {}])
def test_nothing_deployed_means_deploy(tmp_path: Path, record: Any) -> None:
    decision, _ = check(tmp_path, record)
    assert decision["deploy"] is True
    assert decision["reason"] == "nothing deployed yet (no deployed bundle hash)"


def test_same_bundle_code_and_config_skips(tmp_path: Path) -> None:
    decision, stderr = check(tmp_path, lambda_env(BUNDLE, CODE, config_of(tmp_path)))
    assert decision["deploy"] is False
    assert decision["reason"] == f"bundle {BUNDLE[:12]}, code and config are already deployed"
    assert stderr.startswith("skip deploy: ")


def test_same_bundle_and_code_new_config_deploys(tmp_path: Path) -> None:
    # what today's main skipped: memorySize, concurrency, CORS or a setting changed, nothing else
    decision, _ = check(tmp_path, lambda_env(BUNDLE, CODE, "e" * 64))
    assert decision["deploy"] is True
    assert (
        decision["reason"]
        == f"same bundle and code, config changed: {'e' * 12} -> {config_of(tmp_path)[:12]}"
    )
    decision, _ = check(tmp_path, {k: v for k, v in lambda_env(BUNDLE, CODE, "").items() if v})
    assert decision["deploy"] is True  # deployed before the config hash existed


def test_config_hash_follows_settings_and_secret_versions_not_values_nor_package_time(tmp_path: Path) -> None:
    base = config_of(tmp_path)
    changed = json.loads(json.dumps(TEMPLATE))
    props = changed["Resources"]["ApiLambdaFunction"]["Properties"]
    props["Environment"]["Variables"]["GRASBOT_OWNER_NAME"] = "Camille"
    assert config_of(tmp_path, changed) != base
    # the secret's value never enters the hash; its SSM version does
    same = json.loads(json.dumps(TEMPLATE))
    same_props = same["Resources"]["ApiLambdaFunction"]["Properties"]
    same_props["Environment"]["Variables"]["GRASBOT_ADMIN_TOKEN"] = "s3cret"
    same_props["Environment"]["Variables"]["GRASBOT_DEPLOYED_CODE_HASH"] = "f" * 64
    same_props["Code"]["S3Key"] = "serverless/grasbot/prod/2-2026-12-02T00:00:00Z/grasbot.zip"
    assert config_of(tmp_path, same) == base
    assert config_of(tmp_path, TEMPLATE, {"admin-token": 1}) != config_of(
        tmp_path, TEMPLATE, {"admin-token": 2}
    )


def test_changed_bundle_deploys(tmp_path: Path) -> None:
    decision, _ = check(tmp_path, lambda_env("a" * 64, CODE, ""))
    assert decision == {
        "bundle_hash": BUNDLE,
        "deployed_bundle_hash": "a" * 64,
        "config_hash": config_of(tmp_path),
        "deploy": True,
        "reason": f"bundle changed: {'a' * 12} -> {BUNDLE[:12]}",
    }


def test_same_bundle_new_code_deploys_unless_bundle_only(tmp_path: Path) -> None:
    decision, _ = check(tmp_path, lambda_env(BUNDLE, "d" * 64, ""))
    assert decision["deploy"] is True and decision["reason"].startswith("same bundle, code changed")
    decision, _ = check(tmp_path, lambda_env(BUNDLE, "d" * 64, ""), "--bundle-only")
    assert decision["deploy"] is False


def test_force_deploys_and_says_why_it_would_have_skipped(tmp_path: Path) -> None:
    decision, _ = check(tmp_path, lambda_env(BUNDLE, CODE, config_of(tmp_path)), "--force")
    assert decision["deploy"] is True
    assert decision["reason"] == f"forced (bundle {BUNDLE[:12]}, code and config are already deployed)"


def test_github_output_gets_the_step_outputs(tmp_path: Path) -> None:
    out = tmp_path / "github_output"
    out.write_text("earlier=1\n")
    config = config_of(tmp_path)
    check(tmp_path, lambda_env(BUNDLE, CODE, config), "--github-output", str(out))
    assert out.read_text() == (
        f"earlier=1\ndeploy=false\nreason=bundle {BUNDLE[:12]}, code and config are already deployed\n"
        f"config_hash={config}\n"
    )


def test_a_record_that_is_not_an_object_is_refused(tmp_path: Path) -> None:
    manifest = tmp_path / "manifest.json"
    manifest.write_text(json.dumps({"bundle_hash": BUNDLE, "code_hash": CODE}))
    (tmp_path / "deployed.json").write_text("[1, 2]")
    (tmp_path / "template.json").write_text(json.dumps(TEMPLATE))
    cmd = [
        sys.executable,
        str(HASH_CHECK),
        "--manifest",
        str(manifest),
        "--template",
        str(tmp_path / "template.json"),
        "--deployed",
        str(tmp_path / "deployed.json"),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=30, check=False)
    assert proc.returncode == 2
    assert "expected a JSON object of environment variables" in proc.stderr
