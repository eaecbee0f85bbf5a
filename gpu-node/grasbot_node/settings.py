"""Settings of the gpu node (gateway and switch), read once from an environment mapping.

Every variable is ``GRASBOT_<NAME>``; only the CLI reads ``os.environ`` and passes it here.
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from grasbot.envsettings import SettingsError, env_flag, env_integer, env_number, env_value
from grasbot.signing import Keyring, KeyringError, keyring_from_env
from grasbot_node.errors import ConfigError

__all__ = ["DEFAULT_CLOUDFLARED_CMD", "DEFAULT_OLLAMA_CMD", "NodeSettings", "settings_from_env"]

DEFAULT_OLLAMA_CMD = "ollama serve"
DEFAULT_CLOUDFLARED_CMD = (
    "cloudflared tunnel --no-autoupdate --config ~/.config/grasbot-node/cloudflared.yml run"
)
Manager = Literal["auto", "systemd", "process"]


@dataclass(frozen=True, slots=True)
class NodeSettings:
    keyring: Keyring | None = None  # required by the gateway and `check`, not by on/off/status
    ollama_url: str = "http://127.0.0.1:11434"
    models: tuple[str, ...] = ("qwen3:8b",)  # allowed through the gateway; the first is kept warm
    host: str = "127.0.0.1"
    port: int = 8434
    max_body_bytes: int = 64 * 1024
    max_predict: int = 1024  # tokens; the function asks for less (its answer cap)
    max_ctx: int = 8192  # tokens; an 8B Q4 model with an 8k context fits an 11 GB card
    concurrency: int = 1  # generations at once: a 2080 Ti serves one at full speed
    queue: int = 2  # requests waiting for a slot before "busy"
    queue_wait_s: float = 15.0
    retry_after_s: int = 5
    skew_s: float = 60.0
    drain_s: int = 60  # how long `off` lets running answers finish
    upstream_timeout_s: float = 300.0  # a cold model load can take a minute
    log_prompts: bool = False
    keep_alive: str = "30m"  # while on, the model stays loaded this long after the last answer
    ollama_cmd: tuple[str, ...] = tuple(shlex.split(DEFAULT_OLLAMA_CMD))
    cloudflared_cmd: tuple[str, ...] = tuple(shlex.split(DEFAULT_CLOUDFLARED_CMD))
    state_dir: Path = field(default_factory=lambda: Path("~/.local/state/grasbot-node").expanduser())
    manager: Manager = "auto"
    public_url: str | None = None  # the tunnel's URL, for `check`
    cf_access_id: str | None = None
    cf_access_secret: str | None = None

    def require_keyring(self) -> Keyring:
        if self.keyring is None:
            raise ConfigError(
                "GRASBOT_NODE_KEYS (id:secret[,id:secret]) or GRASBOT_NODE_KEYS_FILE must be set: "
                "the gateway never runs unsigned"
            )
        return self.keyring


def _get(env: Mapping[str, str], name: str) -> str | None:
    return env_value(env, name, legacy=False)


def _int(env: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    try:
        return env_integer(env, name, default, low, high, legacy=False)
    except SettingsError as exc:
        raise ConfigError(str(exc)) from None


def _float(env: Mapping[str, str], name: str, default: float, low: float, high: float) -> float:
    try:
        return env_number(env, name, default, low, high, legacy=False)
    except SettingsError as exc:
        raise ConfigError(str(exc)) from None


def _flag(env: Mapping[str, str], name: str, default: bool) -> bool:
    try:
        return env_flag(env, name, default, legacy=False)
    except SettingsError as exc:
        raise ConfigError(str(exc)) from None


def _command(env: Mapping[str, str], name: str, default: str) -> tuple[str, ...]:
    # An empty value (set but blank) means "do not start this part", e.g. no tunnel on a LAN.
    if f"GRASBOT_{name}" in env and not env[f"GRASBOT_{name}"].strip():
        return ()
    raw = _get(env, name) or default
    return tuple(os.path.expanduser(part) for part in shlex.split(raw))


def settings_from_env(env: Mapping[str, str]) -> NodeSettings:
    """Read and check every ``GRASBOT_*`` variable the node uses; raises :class:`ConfigError`."""
    try:
        keyring = keyring_from_env(env)
    except KeyringError as exc:
        raise ConfigError(str(exc)) from None
    models = tuple(m.strip() for m in (_get(env, "NODE_MODELS") or "qwen3:8b").split(",") if m.strip())
    manager = _get(env, "NODE_MANAGER") or "auto"
    if manager not in ("auto", "systemd", "process"):
        raise ConfigError(f"GRASBOT_NODE_MANAGER must be one of auto, systemd, process, got {manager!r}")
    state_dir = _get(env, "NODE_STATE_DIR") or "~/.local/state/grasbot-node"
    return NodeSettings(
        keyring=keyring,
        ollama_url=(_get(env, "OLLAMA_URL") or "http://127.0.0.1:11434").rstrip("/"),
        models=models or ("qwen3:8b",),
        host=_get(env, "GATEWAY_HOST") or "127.0.0.1",
        port=_int(env, "GATEWAY_PORT", 8434, 1, 65535),
        max_body_bytes=_int(env, "GATEWAY_MAX_BODY_BYTES", 64 * 1024, 1024, 16 * 1024 * 1024),
        max_predict=_int(env, "GATEWAY_MAX_PREDICT", 1024, 1, 32768),
        max_ctx=_int(env, "GATEWAY_MAX_CTX", 8192, 512, 131072),
        concurrency=_int(env, "GATEWAY_CONCURRENCY", 1, 1, 16),
        queue=_int(env, "GATEWAY_QUEUE", 2, 0, 64),
        queue_wait_s=_float(env, "GATEWAY_QUEUE_WAIT_S", 15.0, 0.0, 600.0),
        retry_after_s=_int(env, "GATEWAY_RETRY_AFTER_S", 5, 1, 3600),
        skew_s=_float(env, "GATEWAY_SKEW_S", 60.0, 1.0, 3600.0),
        drain_s=_int(env, "GATEWAY_DRAIN_S", 60, 0, 3600),
        upstream_timeout_s=_float(env, "GATEWAY_UPSTREAM_TIMEOUT_S", 300.0, 1.0, 3600.0),
        log_prompts=_flag(env, "GATEWAY_LOG_PROMPTS", False),
        keep_alive=_get(env, "NODE_KEEP_ALIVE") or "30m",
        ollama_cmd=_command(env, "OLLAMA_CMD", DEFAULT_OLLAMA_CMD),
        cloudflared_cmd=_command(env, "CLOUDFLARED_CMD", DEFAULT_CLOUDFLARED_CMD),
        state_dir=Path(state_dir).expanduser(),
        manager=manager,  # type: ignore[arg-type]  # checked against the Literal just above
        public_url=(_get(env, "NODE_URL") or "").rstrip("/") or None,
        cf_access_id=_get(env, "CF_ACCESS_CLIENT_ID"),
        cf_access_secret=_get(env, "CF_ACCESS_CLIENT_SECRET"),
    )
