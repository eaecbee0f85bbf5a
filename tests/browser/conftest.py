"""Headless Chromium (Debian's package, never a downloaded browser) and local servers for the widget.

One Chromium per test process (starting it is most of a browser test's time); each test gets a
fresh context, i.e. its own cookies, storage and cache. Playwright's sync API keeps its event loop
running on the main thread while a browser is open, so any later test calling ``asyncio.run``
would fail: tests/conftest.py runs the browser tests after all others in each process (under
pytest-xdist too). Servers run as real processes on 127.0.0.1 on
a free port, waited for with a bound; the contract stand-in starts once per process, and each test
gets its own space in it. Screenshots go to ``var/screenshots/`` (gitignored).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

from tests.support.http_client import HTTP
from tests.support.procs import free_port

REPO_ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = REPO_ROOT / "var" / "screenshots"
CHROMIUM = os.environ.get("GRASBOT_TEST_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
START_TIMEOUT_S = 30.0
UI_TIMEOUT_MS = 15_000  # bound for every wait on the page
expect.set_options(timeout=UI_TIMEOUT_MS)  # the machine is shared: a busy CPU is not a bug

Launcher = Callable[[list[str], dict[str, str]], str]


def _wait_listening(port: int, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"server exited with {proc.returncode}:\n{log.read_text(errors='replace')}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    pytest.fail(f"server not listening on 127.0.0.1:{port} after {START_TIMEOUT_S}s")


def _launch(args: list[str], env: dict[str, str], logs: Path, procs: list[subprocess.Popen[bytes]]) -> str:
    """Start ``python <args>`` (``{port}`` in args is replaced), add it to ``procs`` and return its
    base URL once it listens."""
    port = free_port()
    log = logs / f"server-{port}.log"
    paths = (str(REPO_ROOT), os.environ.get("PYTHONPATH"))  # and tests/conftest.py's
    full_env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, paths)), **env}
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, *(a.replace("{port}", str(port)) for a in args)],
            cwd=REPO_ROOT,
            env=full_env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    procs.append(proc)
    _wait_listening(port, proc, log)
    return f"http://127.0.0.1:{port}"


def _stop(procs: list[subprocess.Popen[bytes]]) -> None:
    for proc in procs:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture
def launch_server(tmp_path: Path) -> Iterator[Launcher]:
    """Start ``python <args>`` (``{port}`` in args is replaced) and return its base URL."""
    procs: list[subprocess.Popen[bytes]] = []
    yield lambda args, env: _launch(args, env, tmp_path, procs)
    _stop(procs)


@pytest.fixture
def gates(tmp_path: Path) -> Path:
    """Folder shared with the servers: their request logs, and the files that release held answers."""
    folder = tmp_path / "gates"
    folder.mkdir()
    return folder


@pytest.fixture(scope="session")
def _contract_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One ``contract_server.py`` per test process: its state is per space, i.e. per test."""
    procs: list[subprocess.Popen[bytes]] = []
    logs = tmp_path_factory.mktemp("stand-in")
    yield _launch(["tests/browser/contract_server.py", "{port}"], {}, logs, procs)
    _stop(procs)


@pytest.fixture
def stand_in(_contract_server: str, gates: Path) -> str:
    """``contract_server.py``: the /ask contract on demand (see its docstring for the modes), in a
    space of this test's own (its question count and ``gates``); the URL carries the space's path."""
    space = HTTP.post(f"{_contract_server}/_spaces", json={"gates": str(gates)}, timeout=10)
    space.raise_for_status()
    return _contract_server + space.json()["prefix"]


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(
            f"{CHROMIUM} not found: install Debian's chromium (scripts/system-deps.sh)", pytrace=False
        )
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    ctx = browser.new_context(viewport={"width": 900, "height": 760}, locale="fr-FR")
    ctx.set_default_timeout(UI_TIMEOUT_MS)
    try:
        yield ctx
    finally:
        ctx.close()


@pytest.fixture
def js_errors() -> list[str]:
    """Uncaught exceptions of the page, for tests to assert empty (console errors are not
    counted: the browser logs every 429 or 502 the widget is meant to handle)."""
    return []


@pytest.fixture
def page(context: BrowserContext, js_errors: list[str]) -> Page:
    page = context.pages[0] if context.pages else context.new_page()
    page.on("pageerror", lambda exc: js_errors.append(str(exc)))
    page.set_default_timeout(UI_TIMEOUT_MS)
    return page


@pytest.fixture
def screenshot() -> Callable[[Page, str], Path]:
    """Save a PNG of the page under var/screenshots/ (kept as a test artifact)."""

    def shoot(page: Page, name: str) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return shoot
