"""``python -m bench.search_steps``: bytecodes per question, the load-proof measure of the search."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.search_steps import count_steps, main


def test_the_count_is_the_same_twice_and_names_the_scorer(tmp_path: Path) -> None:
    first = count_steps("example", top=40, work_dir=tmp_path)
    again = count_steps("example", top=40, work_dir=tmp_path)
    assert first == again  # nothing in it depends on the machine or the moment
    assert (first["corpus"], first["questions"]) == ("example", 45)
    assert first["bytecodes_per_question"] > 1000
    assert any(f.startswith("score_notes (scoring.py)") for f in first["by_function"])
    # the functions listed are the costliest, costliest first, and never more than the whole
    counts = list(first["by_function"].values())
    assert counts == sorted(counts, reverse=True) and sum(counts) <= first["bytecodes_per_question"] * 1.01


def test_lines_for_people(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["--corpus", "example", "--top", "3", "--work-dir", str(tmp_path)])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("example: ") and lines[0].endswith(" bytecodes per question")
    assert len(lines) == 4
