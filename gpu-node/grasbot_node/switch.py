"""The owner's switch: ``on`` brings Ollama, the warm model, the gateway and the tunnel up;
``off`` drains the gateway, stops the tunnel and frees the VRAM; ``status`` reports each part.

Progress lines go to stderr as each step ends; a step the owner must fix raises
:class:`SwitchError` with what to do.
"""

from __future__ import annotations

import socket
import sys
import time
from dataclasses import asdict, dataclass, field
from typing import Any, TextIO

import httpx

from grasbot_node.errors import SwitchError
from grasbot_node.ollama import OllamaAdmin, http, version_problem
from grasbot_node.services import Manager, Part, ProcessManager, SystemdManager, binary_missing
from grasbot_node.settings import NodeSettings

__all__ = ["Status", "Switch"]

OLLAMA_START_S = 30.0
GATEWAY_START_S = 15.0


@dataclass
class Status:
    manager: str
    ollama: dict[str, Any] = field(default_factory=dict)
    model: dict[str, Any] = field(default_factory=dict)
    gateway: dict[str, Any] = field(default_factory=dict)
    tunnel: dict[str, Any] = field(default_factory=dict)

    @property
    def on(self) -> bool:
        return bool(self.ollama.get("up") and self.model.get("loaded") and self.gateway.get("listening"))

    def as_dict(self) -> dict[str, Any]:
        return {"on": self.on, **asdict(self)}

    def text(self) -> str:
        o, m, g, t = self.ollama, self.model, self.gateway, self.tunnel
        lines = [
            f"node     {'ON' if self.on else 'OFF'} ({self.manager} mode)",
            f"ollama   {'up ' + o['version'] if o.get('up') else 'down'} at {o['url']}",
            f"model    {m['detail']}",
            f"gateway  {_running(g)}" + (f", listening on {g['url']}" if g.get("listening") else ""),
            f"tunnel   {_running(t)}"
            if t.get("configured")
            else "tunnel   not configured (GRASBOT_CLOUDFLARED_CMD empty)",
        ]
        return "\n".join(lines)


def _running(part: dict[str, Any]) -> str:
    return f"running (pid {part['pid']})" if part.get("pid") else "not running"


class Switch:
    def __init__(
        self, settings: NodeSettings, manager: Manager | None = None, out: TextIO | None = None
    ) -> None:
        self.settings = settings
        self.out = out or sys.stderr
        self.admin = OllamaAdmin(settings.ollama_url)
        self.processes = ProcessManager(settings.state_dir)
        # In systemd mode Ollama runs as a unit of its own (grasbot-ollama.service, or Ollama's
        # system service answering already): a child of the oneshot grasbot-node-on.service
        # would sit in that unit's cgroup and be killed when `on` returns (issue 13, item 9).
        self.ollama = Part(
            "ollama",
            settings.ollama_cmd,
            "grasbot-ollama.service",
            "install Ollama from https://ollama.com/download",
        )
        self.gateway = Part(
            "gateway",
            (sys.executable, "-m", "grasbot_node.cli", "gateway"),
            "grasbot-gateway.service",
            "reinstall grasbot",
        )
        self.tunnel = Part(
            "tunnel",
            settings.cloudflared_cmd,
            "grasbot-tunnel.service",
            "install cloudflared (docs/node.md, 'Tunnel') or set GRASBOT_CLOUDFLARED_CMD",
        )
        self.manager = manager or self._pick_manager()

    def _pick_manager(self) -> Manager:
        if self.settings.manager == "process":
            return self.processes
        systemd = SystemdManager()
        if self.settings.manager == "systemd" or systemd.available(self.gateway):
            return systemd
        return self.processes

    def _say(self, message: str) -> None:
        self.out.write(message + "\n")
        self.out.flush()

    def on(self, tunnel: bool = True) -> None:
        s = self.settings
        version = self.admin.version()
        if version is None:
            version = self._start_ollama()
        else:
            self._say(f"ollama   up {version} at {s.ollama_url}")
        problem = version_problem(version)
        if problem is not None:
            raise SwitchError(problem)
        model = s.models[0]
        if model not in self.admin.models():
            raise SwitchError(f"model {model} is not in Ollama at {s.ollama_url}: run `ollama pull {model}`")
        started = time.monotonic()
        self.admin.load(model, s.keep_alive_value)
        loaded = {m.name: m for m in self.admin.loaded()}
        detail = loaded[model].describe() if model in loaded else f"{model} loaded"
        self._say(
            f"model    {detail} (warm in {time.monotonic() - started:.1f} s, keep_alive {s.keep_alive})"
        )
        self._start_gateway()
        if not tunnel:
            self._say("tunnel   not started (--no-tunnel)")
        elif not self.tunnel.command:
            self._say("tunnel   not configured (GRASBOT_CLOUDFLARED_CMD is empty)")
        else:
            self._start_tunnel()

    def _start_ollama(self) -> str:
        """Start Ollama and wait until it answers; its version."""
        url = self.settings.ollama_url
        if self.manager.kind == "systemd":
            return self._start_ollama_unit()
        if not self.ollama.command:
            raise SwitchError(
                f"Ollama does not answer at {url} and GRASBOT_OLLAMA_CMD is empty: start it yourself"
            )
        missing = binary_missing(self.ollama)
        if missing:
            raise SwitchError(f"Ollama does not answer at {url} and {missing}")
        pid = self.processes.start(self.ollama)  # Ollama's own service, if any, is the owner's
        deadline = time.monotonic() + OLLAMA_START_S
        while (version := self.admin.version()) is None:
            if time.monotonic() > deadline or self.processes.pid(self.ollama) is None:
                raise SwitchError(
                    f"Ollama started (pid {pid}) but does not answer at {url}; "
                    f"see {self.processes.log_file(self.ollama)}"
                )
            time.sleep(0.1)
        self._say(f"ollama   started {version} (pid {pid}) at {url}")
        return version

    def _start_ollama_unit(self) -> str:
        url, unit = self.settings.ollama_url, self.ollama.unit
        if not self.manager.available(self.ollama):
            raise SwitchError(
                f"Ollama does not answer at {url}: start Ollama's system service "
                f"(sudo systemctl enable --now ollama) or install the user unit {unit} "
                "(docs/node.md, 'systemd user units')"
            )
        pid = self.manager.start(self.ollama)
        deadline = time.monotonic() + OLLAMA_START_S
        while (version := self.admin.version()) is None:
            if time.monotonic() > deadline:
                raise SwitchError(
                    f"{unit} started but Ollama does not answer at {url}; see journalctl --user -u {unit}"
                )
            time.sleep(0.1)
        self._say(f"ollama   started {version} ({unit}, pid {pid}) at {url}")
        return version

    def _start_gateway(self) -> None:
        s = self.settings
        pid = self.manager.pid(self.gateway)
        if pid is None:
            s.require_keyring()  # refuse here, in one clear line, rather than in the gateway's log
            pid = self.manager.start(self.gateway)
        deadline = time.monotonic() + GATEWAY_START_S
        while not _gateway_answers(s.host, s.port):
            if time.monotonic() > deadline or self.manager.pid(self.gateway) is None:
                if self.manager.kind != "process":
                    where = "journalctl --user -u grasbot-gateway"
                else:
                    log = self.processes.log_file(self.gateway)
                    last = log.read_text(errors="replace").strip().splitlines()[-1:] if log.exists() else []
                    where = f"{log}" + (f" (last line: {last[0][:200]})" if last else "")
                raise SwitchError(f"the gateway did not start listening on {s.host}:{s.port}; see {where}")
            time.sleep(0.05)
        self._say(f"gateway  running (pid {pid}) on http://{s.host}:{s.port}")

    def _start_tunnel(self) -> None:
        if self.manager.pid(self.tunnel) is not None:
            self._say(f"tunnel   already running (pid {self.manager.pid(self.tunnel)})")
            return
        missing = binary_missing(self.tunnel) if self.manager.kind == "process" else None
        if missing:
            raise SwitchError(
                f"{missing}. The node is up but only reachable on this machine "
                f"(gateway on http://{self.settings.host}:{self.settings.port})"
            )
        pid = self.manager.start(self.tunnel)
        self._say(f"tunnel   running (pid {pid})")

    def off(self, stop_ollama: bool = False) -> None:
        s = self.settings
        # The gateway first: it stops accepting at once and lets running answers finish
        # (bounded); the tunnel must outlive them, or their end would be cut.
        started = time.monotonic()
        drained = self.manager.stop(self.gateway, s.drain_s + 5.0)
        took = time.monotonic() - started
        self._say(f"gateway  stopped after {took:.1f} s" if drained else "gateway  was not running")
        stopped = self.manager.stop(self.tunnel, 10.0)
        self._say("tunnel   stopped" if stopped else "tunnel   was not running")
        if self.admin.version() is None:
            self._say(f"ollama   not answering at {s.ollama_url}: nothing to unload")
            return
        for model in [m.name for m in self.admin.loaded() if m.name in s.models]:
            self.admin.unload(model)
            self._say(f"model    {model} unloaded (VRAM freed)")
        if stop_ollama:
            # Only what this switch started: its user unit, or its own child in process mode.
            was = self.manager.stop(self.ollama, 15.0)
            self._say("ollama   stopped" if was else "ollama   left running (not started by this switch)")

    def status(self) -> Status:
        s = self.settings
        status = Status(self.manager.kind)
        version = self.admin.version()
        status.ollama = {"up": version is not None, "version": version, "url": s.ollama_url}
        loaded = self.admin.loaded() if version is not None else []
        ours = [m for m in loaded if m.name in s.models]
        status.model = {
            "name": s.models[0],
            "loaded": bool(ours),
            "size_vram": sum(m.size_vram for m in ours),
            "expires_at": ours[0].expires_at if ours else None,
            "others_loaded": [m.name for m in loaded if m.name not in s.models],
            "detail": "; ".join(m.describe() for m in ours) or f"{s.models[0]} not loaded",
        }
        status.gateway = {
            "pid": self.manager.pid(self.gateway),
            "listening": _listening(s.host, s.port),
            "url": f"http://{s.host}:{s.port}",
        }
        status.tunnel = {"configured": bool(self.tunnel.command), "pid": self.manager.pid(self.tunnel)}
        return status


def _gateway_answers(host: str, port: int) -> bool:
    """Our gateway, not just anything, listens there: it refuses an unsigned request its own way."""
    try:
        response = http().get(f"http://{host}:{port}/api/version", timeout=1.0)
    except httpx.HTTPError:
        return False
    return response.status_code == 401 and "signature refused" in response.text


def _listening(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=0.5):
            return True
    except OSError:
        return False
