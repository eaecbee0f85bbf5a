"""Part managers: pid files without systemd, and the systemctl calls of the systemd mode."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from grasbot_node.errors import SwitchError
from grasbot_node.services import Part, ProcessManager, SystemdManager, binary_missing

SLEEPER = Part(
    "tunnel", (sys.executable, "-c", "import time; time.sleep(60)"), "grasbot-tunnel.service", "hint"
)


def test_process_manager_starts_finds_and_stops_a_part(tmp_path: Path) -> None:
    manager = ProcessManager(tmp_path)
    pid = manager.start(SLEEPER)
    assert manager.pid(SLEEPER) == pid
    assert (tmp_path / "tunnel.pid").read_text() == f"{pid}\n"
    assert manager.stop(SLEEPER, 5.0) is True
    assert manager.pid(SLEEPER) is None and not (tmp_path / "tunnel.pid").exists()
    assert manager.stop(SLEEPER, 5.0) is False  # nothing left to stop


def test_stale_or_reused_pid_file_is_ignored(tmp_path: Path) -> None:
    manager = ProcessManager(tmp_path)
    (tmp_path / "tunnel.pid").write_text("999999999\n")
    assert manager.pid(SLEEPER) is None
    # A live pid running another program (this test runner) is not taken for the part.
    other = Part("tunnel", ("cloudflared",), "grasbot-tunnel.service", "hint")
    (tmp_path / "tunnel.pid").write_text(f"{os.getpid()}\n")
    assert manager.pid(other) is None
    assert not (tmp_path / "tunnel.pid").exists()


def test_missing_program_is_named_with_its_hint(tmp_path: Path) -> None:
    part = Part("tunnel", ("cloudflared-nowhere", "run"), "u", "install cloudflared")
    assert binary_missing(part) == "tunnel: 'cloudflared-nowhere' not found on PATH; install cloudflared"
    with pytest.raises(SwitchError, match="not found on PATH"):
        ProcessManager(tmp_path).start(part)


def test_systemd_manager_drives_user_units(tmp_path: Path) -> None:
    calls = tmp_path / "calls"
    fake = tmp_path / "systemctl"
    fake.write_text(
        "#!/bin/sh\n"
        f'echo "$@" >> {calls}\n'
        'case "$2" in\n'
        "  cat) exit 0 ;;\n"
        "  show) echo 4242 ;;\n"
        '  start) [ "$3" = broken.service ] && { echo "Unit broken.service not found." >&2; exit 5; } ;;\n'
        "esac\nexit 0\n"
    )
    fake.chmod(0o755)
    manager = SystemdManager(str(fake))
    assert manager.available(SLEEPER) is True
    assert manager.start(SLEEPER) == 4242
    assert manager.stop(SLEEPER, 1.0) is True
    assert calls.read_text().splitlines() == [
        "--user cat grasbot-tunnel.service",
        "--user start grasbot-tunnel.service",
        "--user show --property=MainPID --value grasbot-tunnel.service",
        "--user show --property=MainPID --value grasbot-tunnel.service",
        "--user stop grasbot-tunnel.service",
    ]
    broken = Part("gateway", ("x",), "broken.service", "hint")
    with pytest.raises(
        SwitchError, match=r"systemctl --user start broken.service failed: Unit broken.service not found"
    ):
        manager.start(broken)
