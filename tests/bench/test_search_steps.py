"""``python -m bench.search_steps``: bytecodes per question, the load-proof measure of the search."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest

# runs a benchmark over whole corpora: `make test`, not the inner loop
pytestmark = pytest.mark.slow

REPO_ROOT = Path(__file__).resolve().parents[2]


def _count(work_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    # a fresh interpreter and a fixed hash seed: what the count depends on is the code and the
    # bundle, not the caches another test filled nor the order a set of words iterates in
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    command = [sys.executable, "-m", "bench.search_steps", "--corpus", "example", "--work-dir", str(work_dir)]
    return subprocess.run(
        [*command, *args],
        cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def test_the_count_is_the_same_twice_and_names_the_scorer(tmp_path: Path) -> None:
    runs = [_count(tmp_path, "--top", "40", "--json") for _ in range(2)]
    assert all(r.returncode == 0 for r in runs), runs[0].stderr
    first: dict[str, Any] = orjson.loads(runs[0].stdout)
    assert first == orjson.loads(runs[1].stdout)  # nothing in it depends on the machine or the moment
    assert (first["corpus"], first["questions"]) == ("example", 45)
    assert first["bytecodes_per_question"] > 1000
    assert any(f.startswith("score_notes (scoring.py)") for f in first["by_function"])
    # the functions listed are the costliest, costliest first, and never more than the whole
    counts = list(first["by_function"].values())
    assert counts == sorted(counts, reverse=True) and sum(counts) <= first["bytecodes_per_question"] * 1.01


def test_lines_for_people(tmp_path: Path) -> None:
    proc = _count(tmp_path, "--top", "3")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("example: ") and lines[0].endswith(" bytecodes per question")
    assert len(lines) == 4
