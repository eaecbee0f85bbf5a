"""How ``make test`` spreads the suite over pytest-xdist workers (``-n N --dist loadscope``).

One scope per test module, so a module's servers (module-scoped fixtures) start once; and one
scope for every deploy module that reads the package's twin (the host zip unpacked, or served by
its run.sh: session fixtures, per process), so one worker unpacks and serves it. The package
itself is made once per run whichever worker asks first (tests/deploy/conftest.py), so a module
that only reads it is a scope of its own, and the long ones (the dry run packages again, the
config hashes compile three templates) run beside the twin's. Scopes are handed out in
collection order, and the browser tests are collected last (tests/conftest.py), so in each
worker they run after every other test. Each browser test is a scope of its own: what they share
(Chromium, the contract stand-in) is per process, so whichever worker is free takes the next one
and they end together.

Within that rule the longest scopes of the previous run are collected first (their seconds are
kept in pytest's cache, ``.pytest_cache``): handed out last, a long scope would leave the other
workers idle at the end. A scope the cache does not know counts as the longest. Without a cache
(a fresh clone, as CI runs) the seconds come from ``scope_seconds.json`` beside this module, a
run's figures committed with the tests (refresh it after a full run with
``python -m tests.support.xdist_scopes``). The order never changes what a test sees: each scope
still runs whole, in its own order, on one worker.

The grouping is ours, not xdist's ``xdist_group`` marks: ``--dist loadgroup`` writes the group
into ``item._nodeid``, which pytest 9.2 no longer reads, so the marks group nothing.
"""

from __future__ import annotations

import json
import math
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

__all__ = ["ScopesPlugin", "order_scopes"]

_ROOT = Path(__file__).resolve().parents[2]
# a test or fixture taking one of these as a parameter uses the package's twin (tests/deploy/conftest.py)
_READS_TWIN = re.compile(r"\b(host_tree|stream_url): ")
_CACHE_KEY = "grasbot/scope-seconds"
_COMMITTED = Path(__file__).with_name("scope_seconds.json")  # for a run without a cache
_WORKER_KEY = "grasbot_scope_seconds"


def _package_modules() -> frozenset[str]:
    deploy = _ROOT / "tests" / "deploy"
    return frozenset(
        f"tests/deploy/{path.name}"
        for path in deploy.glob("test_*.py")
        if _READS_TWIN.search(path.read_text(encoding="utf-8"))
    )


def scope_of(nodeid: str, package_modules: frozenset[str]) -> str:
    module = nodeid.split("::", 1)[0]
    if module.startswith("tests/browser/"):
        return nodeid
    return "package" if module in package_modules else module


def order_scopes(config: pytest.Config, items: list[pytest.Item]) -> None:
    """In an xdist worker, put the scopes the controller's cache says are longest first (a stable
    sort: the tests of a scope keep their order, and the browser tests, already last, stay last)."""
    seconds: dict[str, float] | None = getattr(config, "workerinput", {}).get(_WORKER_KEY)
    if not seconds:
        return
    package_modules = _package_modules()
    browser = {id(item) for item in items if item.get_closest_marker("browser") is not None}
    items.sort(
        key=lambda item: (
            id(item) in browser,
            -seconds.get(scope_of(item.nodeid, package_modules), math.inf),
        )
    )


class ScopesPlugin:
    """Registered by tests/conftest.py when pytest-xdist is active."""

    def __init__(self) -> None:
        self._package_modules = _package_modules()
        self._seconds: defaultdict[str, float] = defaultdict(float)

    @pytest.hookimpl
    def pytest_xdist_make_scheduler(self, config: pytest.Config, log: Any) -> Any:
        if config.getvalue("dist") != "loadscope":
            return None
        from xdist.scheduler import LoadScopeScheduling

        package_modules = self._package_modules
        # in collection order, not largest scope first: the browser tests must stay last
        config.option.loadscopereorder = False

        class ModuleScopes(LoadScopeScheduling):  # type: ignore[misc]
            def _split_scope(self, nodeid: str) -> str:
                return scope_of(nodeid, package_modules)

        return ModuleScopes(config, log)

    @pytest.hookimpl
    def pytest_configure_node(self, node: Any) -> None:
        # every worker gets the same figures, so all of them collect in the same order
        cache = getattr(node.config, "cache", None)  # None under -p no:cacheprovider
        seconds = cache.get(_CACHE_KEY, {}) if cache is not None else {}
        node.workerinput[_WORKER_KEY] = seconds or _committed_seconds()

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self._seconds[scope_of(report.nodeid, self._package_modules)] += report.duration

    @pytest.hookimpl
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        cache = getattr(session.config, "cache", None)
        if hasattr(session.config, "workerinput") or cache is None or not self._seconds:
            return
        kept: dict[str, float] = cache.get(_CACHE_KEY, {})
        cache.set(_CACHE_KEY, kept | {scope: round(s, 2) for scope, s in self._seconds.items()})


def _committed_seconds() -> dict[str, float]:
    try:
        seconds: dict[str, float] = json.loads(_COMMITTED.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return seconds


def main() -> None:
    """Write the seconds of the last full run (this checkout's pytest cache) to scope_seconds.json."""
    cached = _ROOT / ".pytest_cache" / "v" / "grasbot" / "scope-seconds"
    seconds = json.loads(cached.read_text(encoding="utf-8"))
    _COMMITTED.write_text(json.dumps(seconds, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(seconds)} scopes written to {_COMMITTED.relative_to(_ROOT)}")


if __name__ == "__main__":
    main()
