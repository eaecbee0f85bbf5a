"""``python -m bench.search_speed``: the per-question timer of this search. Structure, never timings."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import orjson
import pytest

# runs a benchmark over whole corpora: `make test`, not the inner loop
pytestmark = pytest.mark.slow

REPO_ROOT = Path(__file__).resolve().parents[2]


def test_times_a_corpus_and_builds_its_missing_bundle(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "bench.search_speed", "--corpora", "example", "--runs", "2",
         "--work-dir", str(tmp_path), "--json"],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    (result,) = orjson.loads(proc.stdout)
    assert (result["corpus"], result["notes"], result["questions"]) == ("example", 40, 45)
    assert 0 < result["best_p50_us"] <= result["median_p50_us"]
    assert (tmp_path / "bundles" / "example.json").is_file()  # built because it was missing


def test_unknown_corpus_is_refused_with_the_choices(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "bench.search_speed", "--corpora", "nope", "--work-dir", str(tmp_path)],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert proc.returncode == 2
    assert "unknown corpus nope" in proc.stderr and "grasbot-vault" in proc.stderr
