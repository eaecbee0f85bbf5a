"""How ``make test`` spreads the suite over pytest-xdist workers (``-n N --dist loadscope``).

One scope per test module, so a module's servers (module-scoped fixtures) start once; and one
scope for every deploy module that reads the packaged zip, so one worker packages it (about 20 s,
a session fixture) instead of each. Scopes are handed out in collection order, and the browser
tests are collected last (tests/conftest.py), so in each worker they run after every other test.

The grouping is ours, not xdist's ``xdist_group`` marks: ``--dist loadgroup`` writes the group
into ``item._nodeid``, which pytest 9.2 no longer reads, so the marks group nothing.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

__all__ = ["ScopesPlugin"]

_ROOT = Path(__file__).resolve().parents[2]
# a test or fixture taking one of these as a parameter reads the session's package (tests/deploy/conftest.py)
_READS_PACKAGE = re.compile(r"\b(packaged|host_tree|stream_url): ")


def _package_modules() -> frozenset[str]:
    deploy = _ROOT / "tests" / "deploy"
    return frozenset(
        f"tests/deploy/{path.name}"
        for path in deploy.glob("test_*.py")
        if _READS_PACKAGE.search(path.read_text(encoding="utf-8"))
    )


def scope_of(nodeid: str, package_modules: frozenset[str]) -> str:
    module = nodeid.split("::", 1)[0]
    return "package" if module in package_modules else module


class ScopesPlugin:
    """Registered by tests/conftest.py when pytest-xdist is active."""

    @pytest.hookimpl
    def pytest_xdist_make_scheduler(self, config: pytest.Config, log: Any) -> Any:
        if config.getvalue("dist") != "loadscope":
            return None
        from xdist.scheduler import LoadScopeScheduling

        package_modules = _package_modules()
        # in collection order, not largest scope first: the browser tests must stay last
        config.option.loadscopereorder = False

        class ModuleScopes(LoadScopeScheduling):  # type: ignore[misc]
            def _split_scope(self, nodeid: str) -> str:
                return scope_of(nodeid, package_modules)

        return ModuleScopes(config, log)
