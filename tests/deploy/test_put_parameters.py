"""infra/aws/put-parameters.sh: AWS CLI v2 only, and values reach it as JSON on stdin, never argv.

AWS is out of reach here: a stand-in ``aws`` on PATH records what the script passes (argv, stdin),
which is the whole of what the script decides.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from tests.deploy.zip_package import REPO

SCRIPT = REPO / "infra" / "aws" / "put-parameters.sh"
NODE_URL = "https://node.example.org"


def _fake_aws(tmp_path: Path, version: str) -> Path:
    log = tmp_path / "calls.jsonl"
    fake = tmp_path / "aws"
    fake.write_text(
        "#!/usr/bin/env python3\n"
        "import json, sys\n"
        f"if sys.argv[1:] == ['--version']: print({version!r}); sys.exit(0)\n"
        "if sys.argv[1:3] == ['ssm', 'get-parameter']: sys.exit(1)  # nothing stored yet\n"
        "stdin = sys.stdin.read() if 'file:///dev/stdin' in sys.argv else ''\n"
        f"open({str(log)!r}, 'a').write(json.dumps({{'argv': sys.argv[1:], 'stdin': stdin}}) + '\\n')\n"
    )
    fake.chmod(0o755)
    return log


def _run(tmp_path: Path, version: str, answers: list[str]) -> tuple[subprocess.CompletedProcess[str], Path]:
    log = _fake_aws(tmp_path, version)
    env = {"PATH": f"{tmp_path}:{os.environ['PATH']}", "AWS": str(tmp_path / "aws"), "LANG": "C.UTF-8"}
    proc = subprocess.run(
        ["bash", str(SCRIPT), "prod"],
        input="\n".join(answers) + "\n",
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return proc, log


def test_cli_v1_is_refused(tmp_path: Path) -> None:
    proc, log = _run(tmp_path, "aws-cli/1.33.0 Python/3.11", ["tok", "salt", NODE_URL])
    assert proc.returncode == 1
    assert "Error: AWS CLI v2 required (found: aws-cli/1.33.0" in proc.stderr
    assert not log.exists()


def test_the_node_url_is_stored_as_given_through_stdin_json(tmp_path: Path) -> None:
    proc, log = _run(tmp_path, "aws-cli/2.17.0 Python/3.12", ["tok-1", "salt-2", NODE_URL, "", "", "", ""])
    assert proc.returncode == 0, proc.stderr
    calls = [json.loads(line) for line in log.read_text().splitlines()]
    assert [json.loads(c["stdin"]) for c in calls] == [
        {"Name": "/grasbot/prod/admin-token", "Type": "SecureString", "Value": "tok-1", "Overwrite": True},
        {"Name": "/grasbot/prod/ip-salt", "Type": "SecureString", "Value": "salt-2", "Overwrite": True},
        {"Name": "/grasbot/prod/node-url", "Type": "String", "Value": NODE_URL, "Overwrite": True},
    ]
    for call in calls:  # no value on a command line (ps, shell history, CLI v1's URL fetching)
        assert call["argv"] == ["ssm", "put-parameter", "--cli-input-json", "file:///dev/stdin"]
