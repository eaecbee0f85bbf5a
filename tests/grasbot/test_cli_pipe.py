"""The command line as a shell pipeline uses it: a reader that leaves early (``| head``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from index_build.build import BuildResult


def test_a_reader_leaving_early_gets_no_traceback(example_build: BuildResult, tmp_path: Path) -> None:
    bundle = tmp_path / "bundle.json"
    bundle.write_bytes(example_build.data)
    command = [sys.executable, "-m", "grasbot.cli.main", "search", "--bundle", str(bundle), "--k", "30"]
    # the reader is gone before the first line is written (``| head -0``; ``| head`` on a long
    # answer meets the same once the pipe's buffer is full)
    with subprocess.Popen(
        [*command, "projets en Python et SQL"], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.close()
        errors = process.stderr.read().decode()
        code = process.wait(timeout=60)
    assert "Traceback" not in errors and "BrokenPipeError" not in errors, errors
    assert code == 1
