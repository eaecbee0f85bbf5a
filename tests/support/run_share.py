"""Files one process of a pytest run makes and the others of the same run read.

Under pytest-xdist the workers of one run share the parent of their base temporary folders; a
run without workers has its own. The first process to ask makes the file under the run's lock,
the others wait for it and read it.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

__all__ = ["run_folder", "run_lock"]


def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder every process of this run sees."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@contextlib.contextmanager
def run_lock(shared: Path, name: str) -> Iterator[None]:
    """Held by one process of the run at a time."""
    with (shared / f"{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        yield
