"""bench.run: a broken part is reported and the other figures are still written; a missing part is skipped."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import Any

import orjson
import pytest

from bench import bench_search
from bench import run as bench_run


def _part(main: Any) -> types.ModuleType:
    module = types.ModuleType("part")
    module.main = main  # type: ignore[attr-defined]
    return module


def test_a_failing_part_keeps_the_other_figures(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    def broken(quick: bool = False) -> dict[str, Any]:
        raise RuntimeError("node stand-in did not start")

    seen: dict[str, Any] = {}

    def working(quick: bool = False, work_dir: Path | None = None) -> dict[str, Any]:
        seen.update(quick=quick, work_dir=work_dir)
        return {"cold_start_ms": 12.5}

    def search(
        quick: bool = False, corpora: list[str] | None = None, work_dir: Path | None = None
    ) -> dict[str, Any]:
        return {"corpora": [], "args": [quick, corpora, str(work_dir)]}

    monkeypatch.setattr(bench_search, "main", search)
    monkeypatch.setitem(sys.modules, "bench.bench_broken", _part(broken))
    monkeypatch.setitem(sys.modules, "bench.bench_working", _part(working))
    monkeypatch.setattr(bench_run, "OPTIONAL_PARTS", ("bench_absent", "bench_broken", "bench_working"))
    out = tmp_path / "b.json"

    argv = ["--quick", "--corpora", "example", "--json-out", str(out), "--work-dir", str(tmp_path / "w")]
    code = bench_run.main(argv)

    assert code == 1
    report = orjson.loads(out.read_bytes())
    assert report["search"] == {"corpora": [], "args": [True, ["example"], str((tmp_path / "w").resolve())]}
    assert report["broken"] == {"error": "RuntimeError: node stand-in did not start"}
    assert report["working"] == {"cold_start_ms": 12.5}
    assert seen == {"quick": True, "work_dir": (tmp_path / "w").resolve()}
    assert "absent" not in report  # a part not written yet is skipped, not an error
