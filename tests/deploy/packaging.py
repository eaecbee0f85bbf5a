"""Helpers of the deploy tests: run infra/deploy/package.sh and describe what it left behind."""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
PACKAGE_SH = REPO / "infra" / "deploy" / "package.sh"
PACKAGE_TIMEOUT_S = 600  # a cold pip cache downloads ~30 wheels twice
# Variables a developer's shell may hold that would change what serverless.yml resolves.
_DEPLOY_ENV_PREFIXES = ("GRASBOT_", "RATE_LIMIT_", "AWS_")


@dataclass(frozen=True)
class Packaged:
    """What one package.sh run left behind."""

    build: Path  # BUILD_DIR: bundle.json, host/, lambda/
    out: Path  # OUT_DIR: CloudFormation, state, grasbot.zip, grasbot-manifest.json
    manifest: dict[str, Any]  # the Lambda build's
    host_manifest: dict[str, Any]

    @property
    def zip(self) -> Path:
        return self.out / "grasbot.zip"

    @property
    def host_zip(self) -> Path:
        return self.build / "host" / "grasbot.zip"

    def template(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(
            (self.out / "cloudformation-template-update-stack.json").read_text()
        )
        return data


def deploy_env(**extra: str) -> dict[str, str]:
    """The test process's environment without any deploy setting, plus ``extra``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(_DEPLOY_ENV_PREFIXES)}
    return env | extra


def run_package(build: Path, out: Path, vault: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = deploy_env(BUILD_DIR=str(build), OUT_DIR=str(out), **extra)
    return subprocess.run(
        ["bash", str(PACKAGE_SH), str(vault)],
        env=env,
        capture_output=True,
        text=True,
        timeout=PACKAGE_TIMEOUT_S,
        check=False,
    )
