"""docs/node.md as the owner runs it (issue 13, items 2, 9 and 11): the install command and the
crontab line in a clean shell (``env -i``), the units through ``systemd-analyze verify``, and
the settings table equal to the settings module."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from grasbot_node.settings import settings_markdown

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "node.md"
UNITS = ROOT / "infra" / "systemd"
CLEAN_PATH = "/usr/bin:/bin"  # what cron gives a job, and about what a fresh login starts from


def clean(home: Path, **extra: str) -> dict[str, str]:
    """An environment as empty as ``env -i``, plus HOME and what pip needs to reach its index."""
    pip = {k: v for k, v in os.environ.items() if k.startswith("PIP_")}
    return {"HOME": str(home), "PATH": CLEAN_PATH, **pip, **extra}


@pytest.mark.deploy  # a real venv and pip install: packaging, not the inner loop (`make test-fast`)
def test_node_install_leaves_grasbot_node_on_path_for_a_new_shell(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    # No dependencies: `grasbot-node --help` needs none, and the test stays offline and quick.
    install = subprocess.run(
        ["make", "-s", "node-install"],
        cwd=ROOT,
        env=clean(home, PIP_NO_DEPS="1"),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert install.returncode == 0, install.stderr
    link = home / ".local" / "bin" / "grasbot-node"
    assert link.resolve() == (home / ".local/share/grasbot/venv/bin/grasbot-node").resolve()
    # A new login shell, nothing inherited: the command is found by name.
    shell = subprocess.run(
        ["env", "-i", f"HOME={home}", "bash", "-lc", "command -v grasbot-node && grasbot-node --help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert shell.returncode == 0, shell.stderr
    assert shell.stdout.splitlines()[0] == str(link)
    assert "usage: grasbot-node [-h] {on,off,status,gateway,check}" in shell.stdout
    # The units run the same path.
    for unit in ("grasbot-gateway.service", "grasbot-node-on.service", "grasbot-node-off.service"):
        assert "ExecStart=%h/.local/bin/grasbot-node " in (UNITS / unit).read_text()


def crontab_lines() -> list[str]:
    block = re.search(r"```crontab\n(.*?)```", GUIDE.read_text(), re.DOTALL)
    assert block is not None, "docs/node.md has no crontab block"
    return block.group(1).strip().splitlines()


def test_guide_crontab_lines_export_the_env_file_and_find_the_command(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / ".config" / "grasbot-node").mkdir(parents=True)
    (home / ".local" / "state" / "grasbot-node").mkdir(parents=True)
    shutil.copy(UNITS / "env.example", home / ".config" / "grasbot-node" / "env")
    # A stand-in for the installed command that writes down what it was given.
    fake = home / ".local" / "bin" / "grasbot-node"
    fake.parent.mkdir(parents=True)
    fake.write_text(f'#!/bin/sh\necho "$@" "keys=$GRASBOT_NODE_KEYS" >> {tmp_path}/calls\n')
    fake.chmod(0o755)
    for line in crontab_lines():
        command = line.split(None, 5)[5]  # minute hour day month weekday, then the command
        # cron runs the command with /bin/sh, HOME and PATH=/usr/bin:/bin, nothing else.
        result = subprocess.run(
            ["/bin/sh", "-c", command],
            env=clean(home),
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
        assert result.returncode == 0, result.stderr
    assert (tmp_path / "calls").read_text().splitlines() == [
        "on keys=k2026a:CHANGE-ME",
        "off keys=k2026a:CHANGE-ME",
    ]


def test_units_pass_systemd_analyze_verify(tmp_path: Path) -> None:
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.fail("systemd-analyze not found: run `make system-deps`", pytrace=False)
    home, units, fakes, runtime = (tmp_path / d for d in ("home", "units", "bin", "run"))
    for folder in (home / ".local" / "bin", units, fakes, runtime):
        folder.mkdir(parents=True)
    runtime.chmod(0o700)
    # verify checks that each ExecStart= program exists: point the absolute ones at stand-ins.
    programs = {"/usr/local/bin/ollama": fakes / "ollama", "/usr/bin/cloudflared": fakes / "cloudflared"}
    for program in [*programs.values(), home / ".local" / "bin" / "grasbot-node"]:
        program.write_text("#!/bin/sh\n")
        program.chmod(0o755)
    names = sorted(p.name for p in UNITS.iterdir() if p.suffix in (".service", ".timer"))
    assert "grasbot-ollama.service" in names
    for name in names:
        text = (UNITS / name).read_text()
        for real, stand_in in programs.items():
            text = text.replace(real, str(stand_in))
        (units / name).write_text(text)

    def verify(*paths: Path) -> subprocess.CompletedProcess[str]:
        env = {"HOME": str(home), "PATH": CLEAN_PATH, "XDG_RUNTIME_DIR": str(runtime)}
        return subprocess.run(
            [analyze, "--user", "verify", *map(str, paths)],
            cwd=units,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )

    result = verify(*(units / n for n in names))
    assert (result.returncode, result.stdout + result.stderr) == (0, "")
    # And it would notice: a misspelt key is reported.
    broken = units / "grasbot-broken.service"
    broken.write_text((units / "grasbot-gateway.service").read_text().replace("ExecStart=", "ExecStrat="))
    refused = verify(broken)
    assert refused.returncode != 0
    assert re.search(r"grasbot-broken\.service:\d+: Unknown key 'ExecStrat'", refused.stderr)


def test_settings_table_in_the_guide_is_the_settings_module() -> None:
    text = GUIDE.read_text()
    table = text.split("<!-- node-settings:start -->\n", 1)[1].split("<!-- node-settings:end -->", 1)[0]
    assert table == settings_markdown(), "regenerate it: python -m grasbot_node.settings"
