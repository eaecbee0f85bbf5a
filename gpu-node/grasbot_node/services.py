"""Starting and stopping the node's long-running parts, with systemd user units or without.

:class:`ProcessManager` starts each part as a detached process with a pid file and a log in
the state folder (``~/.local/state/grasbot-node``); :class:`SystemdManager` drives the user
units from ``infra/systemd``. Both stop a part with SIGTERM and wait a bounded time, which for
the gateway is its drain.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from grasbot_node.errors import SwitchError

__all__ = ["Manager", "Part", "ProcessManager", "SystemdManager", "binary_missing"]


@dataclass(frozen=True, slots=True)
class Part:
    name: str  # ollama | gateway | tunnel
    command: tuple[str, ...]
    unit: str  # the systemd user unit that runs it
    install_hint: str  # what to do when its program is absent


class Manager(Protocol):
    kind: str

    def start(self, part: Part) -> int | None: ...

    def stop(self, part: Part, timeout_s: float) -> bool: ...

    def pid(self, part: Part) -> int | None: ...

    def available(self, part: Part) -> bool: ...


def binary_missing(part: Part) -> str | None:
    """A message saying the part's program cannot be found, or None."""
    if not part.command:
        return f"{part.name}: no command configured"
    program = part.command[0]
    found = (
        shutil.which(program) if os.sep not in program else (program if os.access(program, os.X_OK) else None)
    )
    return None if found else f"{part.name}: '{program}' not found on PATH; {part.install_hint}"


class ProcessManager:
    kind = "process"

    def __init__(self, state_dir: Path, env: dict[str, str] | None = None) -> None:
        self.state_dir = state_dir
        self.env = env
        self._children: dict[int, subprocess.Popen[bytes]] = {}  # started here: reaped here

    def _pid_file(self, part: Part) -> Path:
        return self.state_dir / f"{part.name}.pid"

    def available(self, part: Part) -> bool:
        """Whether the part's program can be started."""
        return binary_missing(part) is None

    def log_file(self, part: Part) -> Path:
        return self.state_dir / f"{part.name}.log"

    def start(self, part: Part) -> int | None:
        missing = binary_missing(part)
        if missing:
            raise SwitchError(missing)
        self.state_dir.mkdir(parents=True, exist_ok=True)
        with self.log_file(part).open("ab") as log:
            # A new session: the part outlives this command and ignores the terminal's Ctrl-C.
            proc = subprocess.Popen(
                part.command,
                stdout=log,
                stderr=log,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
                env=self.env,
            )
        self._pid_file(part).write_text(f"{proc.pid}\n")
        self._children[proc.pid] = proc
        return proc.pid

    def pid(self, part: Part) -> int | None:
        try:
            pid = int(self._pid_file(part).read_text().strip())
        except (OSError, ValueError):
            return None
        if not _alive(pid) or not _runs(pid, part):
            self._pid_file(part).unlink(missing_ok=True)  # stale: the part died or the pid was reused
            return None
        return pid

    def stop(self, part: Part, timeout_s: float) -> bool:
        """SIGTERM, wait up to ``timeout_s``, then SIGKILL. False if it was not running."""
        pid = self.pid(part)
        if pid is None:
            return False
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout_s
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        if _alive(pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        child = self._children.pop(pid, None)
        if child is not None:
            child.wait(5)
        self._pid_file(part).unlink(missing_ok=True)
        return True


class SystemdManager:
    kind = "systemd"

    def __init__(self, systemctl: str = "systemctl") -> None:
        self.systemctl = systemctl

    def _run(self, *args: str, timeout_s: float = 30.0) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [self.systemctl, "--user", *args], capture_output=True, text=True, timeout=timeout_s, check=False
        )

    def available(self, part: Part) -> bool:
        """Whether systemd user units can be used and this part's unit is installed."""
        if shutil.which(self.systemctl) is None:
            return False
        try:
            result = self._run("cat", part.unit, timeout_s=5)
        except (OSError, subprocess.TimeoutExpired):
            return False
        return result.returncode == 0

    def start(self, part: Part) -> int | None:
        result = self._run("start", part.unit)
        if result.returncode != 0:
            raise SwitchError(
                f"{part.name}: systemctl --user start {part.unit} failed: {result.stderr.strip()[:300]} "
                f"(see: journalctl --user -u {part.unit})"
            )
        return self.pid(part)

    def pid(self, part: Part) -> int | None:
        result = self._run("show", "--property=MainPID", "--value", part.unit, timeout_s=5)
        value = result.stdout.strip()
        return int(value) if result.returncode == 0 and value.isdigit() and value != "0" else None

    def stop(self, part: Part, timeout_s: float) -> bool:
        was_running = self.pid(part) is not None
        # systemd sends SIGTERM and waits TimeoutStopSec (set above the drain in the unit file).
        self._run("stop", part.unit, timeout_s=timeout_s + 10)
        return was_running


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    with contextlib.suppress(OSError, ValueError):  # a zombie child is dead for our purpose
        if Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1].startswith("Z"):
            return False
    return True


def _runs(pid: int, part: Part) -> bool:
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return True  # no /proc (macOS): trust the pid file
    if not any(cmdline):
        # a process just exec'd can show an empty command line for a moment: not a reused pid
        return True
    program = os.path.basename(part.command[0]).encode() if part.command else b""
    return any(os.path.basename(arg) == program for arg in cmdline)
