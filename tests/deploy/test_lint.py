"""actionlint, shellcheck and cfn-lint on the deploy files, as `make test` runs them.

The three come from the dev extra (pyproject.toml: wheels carrying the binaries), so the suite needs
nothing downloaded at run time. A missing linter fails the test: a skip would hide what it guards.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tests.deploy.zip_package import REPO, Packaged

BIN = Path(sys.executable).parent  # the venv's bin, where the dev extra put the linters
WORKFLOWS = [
    *sorted((REPO / ".github" / "workflows").glob("*.yml")),
    REPO / "infra" / "vault-repo-workflow.yml",
]
SHELL_SCRIPTS = sorted(
    {*REPO.glob("infra/**/*.sh"), *REPO.glob("scripts/*.sh"), REPO / ".ci" / "run"}
    - set(REPO.glob("gpu-node/**/*.sh"))  # the node's scripts are checked with the node
)


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    assert found, f"{name} not installed: run `make setup` (pyproject.toml, dev extra)"
    return found


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=False, cwd=REPO)


def test_workflows_pass_actionlint_with_shellcheck_on_their_scripts() -> None:
    # actionlint runs shellcheck on each `run:` block when it finds it: give it the venv's
    proc = subprocess.run(
        [_tool("actionlint"), "-shellcheck", _tool("shellcheck"), *map(str, WORKFLOWS)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=REPO,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_shell_scripts_pass_shellcheck() -> None:
    assert len(SHELL_SCRIPTS) >= 8, SHELL_SCRIPTS
    proc = _run(_tool("shellcheck"), "--severity=style", *map(str, SHELL_SCRIPTS))
    assert proc.returncode == 0, proc.stdout


def test_compiled_template_and_ci_role_pass_cfn_lint(packaged: Packaged) -> None:
    template = packaged.out / "cloudformation-template-update-stack.json"
    proc = _run(_tool("cfn-lint"), "--", str(template), str(REPO / "infra" / "aws" / "ci-role.yml"))
    assert proc.returncode == 0, proc.stdout + proc.stderr
