"""``python -m bench.dump_results``: every result of a corpus as JSON, the same on every run."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from bench import dump_results

# runs a benchmark over whole corpora: `make test`, not the inner loop
pytestmark = pytest.mark.slow


def test_dumps_every_question_the_same_way_twice(tmp_path: Path) -> None:
    for out in ("a", "b"):
        dump_results.main([str(tmp_path / out), "--corpora", "example", "--work-dir", str(tmp_path / "work")])
    first = (tmp_path / "a" / "example.json").read_bytes()
    assert first == (tmp_path / "b" / "example.json").read_bytes()
    rows = orjson.loads(first)
    assert len(rows) == 45 + sum(1 for r in rows if r["id"].endswith("/alone"))
    row = rows[0]
    assert {"sources", "candidates", "grounded", "best_score", "query"} <= row["k5"].keys()
    assert len(row["k10"]["candidates"]) >= len(row["k5"]["candidates"])
