"""``python -m bench.answers``: every graded set's figures, the same as ``grasbot eval`` gives."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest

from bench.answers import COLUMNS, question_sets

# runs a benchmark over whole corpora: `make test`, not the inner loop
pytestmark = pytest.mark.slow

REPO_ROOT = Path(__file__).resolve().parents[2]
SHARED = REPO_ROOT.parent / "shared" / "eval" / "grasbot-vault"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GRASBOT_")}
    return subprocess.run(
        [sys.executable, *args],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_figures_are_grasbot_evals(tmp_path: Path) -> None:
    measured = _run("-m", "bench.answers", "--corpora", "example", "--json", "--work-dir", str(tmp_path))
    assert measured.returncode == 0, measured.stderr
    reports: dict[str, Any] = orjson.loads(measured.stdout)
    assert list(reports) == ["example"]
    bundle = tmp_path / "bundles" / "example.json"  # built by the benchmark, read by the CLI
    cli = _run(
        "-m",
        "grasbot.cli.main",
        "eval",
        "--bundle",
        str(bundle),
        "--queries",
        "examples/queries.jsonl",
        "--json",
    )
    assert cli.returncode == 0, cli.stderr
    expected = orjson.loads(cli.stdout)
    assert {c: reports["example"][c] for c in COLUMNS} == {c: expected[c] for c in COLUMNS}
    assert reports["example"]["useful_by_category"] == expected["useful_by_category"]


def test_the_real_vault_is_read_with_every_question_file_written_for_it(tmp_path: Path) -> None:
    sets = question_sets(("example", "grasbot-vault"), tmp_path)
    assert sets[0] == ("example", "example", REPO_ROOT / "examples" / "queries.jsonl")
    real = [(label, questions) for label, corpus, questions in sets if corpus == "grasbot-vault"]
    files = {questions for _, questions in real}
    assert {SHARED / "queries.dev.jsonl", SHARED / "answers.dev.jsonl"} <= files
    assert REPO_ROOT / "eval" / "grasbot-vault.extra.jsonl" in files
    assert len({label for label, _ in real}) == len(real)  # one line each, told apart by name
