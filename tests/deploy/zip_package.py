"""Helpers of the deploy tests: run infra/deploy/package.sh and describe what it left behind."""

from __future__ import annotations

import base64
import copy
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
PACKAGE_SH = REPO / "infra" / "deploy" / "package.sh"
TEMPLATE = Path(__file__).parent / "events" / "function-url-get.json"
RUNNER = Path(__file__).parent / "lambda_invoke.py"
RUN_TIMEOUT_S = 60
VISITOR_QUOTA = 2  # per visitor, in the run.sh twin that conftest.py's stream_url serves
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


def event(
    method: str,
    path: str,
    source_ip: str,
    query: str = "",
    body: dict[str, Any] | None = None,
    headers: dict[str, str] | None = None,
) -> dict[str, Any]:
    """A function-URL (payload 2.0) event: the template with this request's fields."""
    ev: dict[str, Any] = copy.deepcopy(json.loads(TEMPLATE.read_text()))
    ev["rawPath"] = ev["requestContext"]["http"]["path"] = path
    ev["requestContext"]["http"]["method"] = method
    ev["requestContext"]["http"]["sourceIp"] = source_ip
    ev["rawQueryString"] = query
    if query:
        ev["queryStringParameters"] = dict(
            pair.split("=", 1)
            for pair in query.split("&")  # tests pass already-decoded values
        )
    if body is not None:
        ev["body"] = base64.b64encode(json.dumps(body).encode()).decode()
        ev["isBase64Encoded"] = True
        ev["headers"]["content-type"] = "application/json"
    ev["headers"].update(headers or {})
    return ev


def invoke(tree: Path, events: list[dict[str, Any]], tmp_path: Path, **env: str) -> dict[str, Any]:
    """Cold-start the handler from ``tree`` and pass it ``events`` in order."""
    (tmp_path / "events.json").write_text(json.dumps(events))
    out = tmp_path / "responses.json"
    base_python = getattr(sys, "_base_executable", sys.executable)  # not the venv: no site-packages
    proc = subprocess.run(
        [base_python, "-I", "-S", str(RUNNER), str(tree), str(tmp_path / "events.json"), str(out)],
        env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", **env},
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    result: dict[str, Any] = json.loads(out.read_text())
    return result


COMPILE_SH = REPO / "infra" / "deploy" / "compile.sh"
SERVERLESS = REPO / "node_modules" / ".bin" / "serverless"
TEMPLATE_NAME = "cloudformation-template-update-stack.json"


def compile_template(
    packaged: Packaged, work: Path, settings: Path | None = None, **env: str
) -> dict[str, Any]:
    """The CloudFormation compile.sh makes of serverless.yml with ``settings`` (a grasbot.toml)."""
    extra = {"GRASBOT_ARTIFACT": str(packaged.build / "lambda" / "grasbot.zip"), **env}
    if settings is not None:
        extra["GRASBOT_SETTINGS"] = str(settings)
    proc = subprocess.run(
        ["bash", str(COMPILE_SH), str(work / "service"), str(work / "out")],
        env=deploy_env(**extra),
        capture_output=True,
        text=True,
        timeout=PACKAGE_TIMEOUT_S,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    data: dict[str, Any] = json.loads((work / "out" / TEMPLATE_NAME).read_text())
    return data


def recompile_service(service: Path, work: Path, edit: tuple[str, str]) -> dict[str, Any]:
    """``serverless package`` of a copy of a compiled service whose serverless.yml had ``edit`` applied."""
    import shutil

    copy = work / "service"
    shutil.copytree(service, copy, ignore=shutil.ignore_patterns(".serverless"))
    yml = (copy / "serverless.yml").read_text()
    assert edit[0] in yml, edit
    (copy / "serverless.yml").write_text(yml.replace(edit[0], edit[1], 1))
    zip_path = service.parent / "lambda" / "grasbot.zip"
    proc = subprocess.run(
        [str(SERVERLESS), "package", "--stage", "prod"],
        cwd=copy,
        env=deploy_env(GRASBOT_ARTIFACT=str(zip_path)),
        capture_output=True,
        text=True,
        timeout=PACKAGE_TIMEOUT_S,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    data: dict[str, Any] = json.loads((copy / ".serverless" / TEMPLATE_NAME).read_text())
    return data
