"""Settings of the gpu node (gateway and switch): the one place where each setting is declared.

Each field of :class:`NodeSettings` is one ``GRASBOT_<NAME>`` variable: its type is the field's
annotation, its default the field's default, and its variable name, bounds and meaning sit in
the field's metadata (:func:`_var`). :func:`settings_from_env` reads them all from a mapping in
one loop, and :func:`settings_markdown` writes the table docs/node.md carries (a test keeps the
two equal). Only the CLI reads ``os.environ`` and passes it here; tests pass a plain dict.
"""

from __future__ import annotations

import os
import re
import shlex
import sys
import typing
from collections.abc import Mapping
from dataclasses import Field, dataclass, field, fields
from pathlib import Path
from typing import Any, Literal

from grasbot.envsettings import PREFIX, SettingsError, env_flag, env_integer, env_number, env_value
from grasbot.signing import Keyring, KeyringError, keyring_from_env
from grasbot_node.errors import ConfigError

__all__ = [
    "DEFAULT_CLOUDFLARED_CMD",
    "DEFAULT_OLLAMA_CMD",
    "NodeSettings",
    "settings_from_env",
    "settings_markdown",
]

DEFAULT_OLLAMA_CMD = "ollama serve"
DEFAULT_CLOUDFLARED_CMD = (
    "cloudflared tunnel --no-autoupdate --config ~/.config/grasbot-node/cloudflared.yml run"
)
Manager = Literal["auto", "systemd", "process"]

# Ollama's keep_alive: whole seconds (negative: for ever) or a Go duration ("30m", "1h30m", "-1m").
_KEEP_ALIVE = re.compile(r"-?[0-9]+|-?([0-9]+(\.[0-9]+)?(ns|us|µs|ms|s|m|h))+")
_URL = re.compile(r"https?://[^\s/?#]+(/[^\s?#]*)?")


def _var(
    name: str,
    doc: str,
    *,
    low: float | None = None,
    high: float | None = None,
    shell: bool = False,
    pattern: re.Pattern[str] | None = None,
    shown: str | None = None,
) -> dict[str, Any]:
    """A field's metadata: ``GRASBOT_<name>``, what it means, its bounds (numbers), whether it is a
    shell command line (``shell``), a pattern a text must match whole, and the default as shown."""
    return {
        "env": name,
        "doc": doc,
        "low": low,
        "high": high,
        "shell": shell,
        "pattern": pattern,
        "shown": shown,
    }


@dataclass(frozen=True, slots=True)
class NodeSettings:
    # Required by the gateway and `check`, not by on/off/status; read by grasbot.signing.
    keyring: Keyring | None = field(
        default=None,
        repr=False,
        metadata=_var("NODE_KEYS", "keys accepted, `id:secret[,id:secret]` (or `GRASBOT_NODE_KEYS_FILE`)"),
    )
    ollama_url: str = field(
        default="http://127.0.0.1:11434", metadata=_var("OLLAMA_URL", "Ollama, on loopback", pattern=_URL)
    )
    models: tuple[str, ...] = field(
        default=("qwen3:8b",),
        metadata=_var("NODE_MODELS", "served models, comma-separated; the first is kept warm"),
    )
    host: str = field(default="127.0.0.1", metadata=_var("GATEWAY_HOST", "the gateway's address"))
    port: int = field(default=8434, metadata=_var("GATEWAY_PORT", "the gateway's port", low=1, high=65535))
    max_body_bytes: int = field(
        default=64 * 1024,
        metadata=_var(
            "GATEWAY_MAX_BODY_BYTES", "request bodies above are refused (413)", low=1024, high=16 << 20
        ),
    )
    max_answer_bytes: int = field(
        default=1 << 20,  # 1024 tokens of NDJSON are ~200 KB: five times that is a broken stream
        metadata=_var(
            "GATEWAY_MAX_ANSWER_BYTES",
            "an answer is cut (error line) past this size",
            low=4096,
            high=256 << 20,
        ),
    )
    max_predict: int = field(
        default=1024,  # tokens; the function asks for less (its answer cap)
        metadata=_var("GATEWAY_MAX_PREDICT", "cap on `num_predict` (tokens)", low=1, high=32768),
    )
    max_ctx: int = field(
        default=8192,  # tokens; an 8B Q4 model with an 8k context fits an 11 GB card
        metadata=_var("GATEWAY_MAX_CTX", "cap on `num_ctx` (tokens)", low=512, high=131072),
    )
    concurrency: int = field(
        default=1,  # a 2080 Ti serves one answer at full speed
        metadata=_var("GATEWAY_CONCURRENCY", "generations at once", low=1, high=16),
    )
    queue: int = field(
        default=2, metadata=_var("GATEWAY_QUEUE", "requests waiting for a slot", low=0, high=64)
    )
    queue_wait_s: float = field(
        default=15.0,
        metadata=_var("GATEWAY_QUEUE_WAIT_S", "longest wait for a slot, then 503", low=0, high=600),
    )
    retry_after_s: int = field(
        default=5, metadata=_var("GATEWAY_RETRY_AFTER_S", "`Retry-After` of a 503 busy", low=1, high=3600)
    )
    skew_s: float = field(
        default=60.0, metadata=_var("GATEWAY_SKEW_S", "signature timestamp window (±)", low=1, high=3600)
    )
    drain_s: int = field(
        default=60, metadata=_var("GATEWAY_DRAIN_S", "how long `off` lets answers finish", low=0, high=3600)
    )
    upstream_timeout_s: float = field(
        # A cold model load takes about a minute; the function itself gives up after 25 s.
        default=120.0,
        metadata=_var("GATEWAY_UPSTREAM_TIMEOUT_S", "Ollama's first byte, then 504", low=1, high=3600),
    )
    idle_timeout_s: float = field(
        # Between two lines of a running answer Ollama is never silent this long unless stuck:
        # this bounds how long a stuck stream holds the slot, and `off`'s drain.
        default=30.0,
        metadata=_var(
            "GATEWAY_IDLE_TIMEOUT_S", "silence between two lines, then the answer ends", low=0.1, high=600
        ),
    )
    send_timeout_s: float = field(
        default=10.0,
        metadata=_var(
            "GATEWAY_SEND_TIMEOUT_S", "a caller not reading this long is dropped", low=0.1, high=600
        ),
    )
    body_timeout_s: float = field(
        default=10.0,
        metadata=_var("GATEWAY_BODY_TIMEOUT_S", "whole request body, then 408", low=0.1, high=600),
    )
    header_timeout_s: float = field(
        default=10.0,
        metadata=_var("GATEWAY_HEADER_TIMEOUT_S", "request line and headers, then 408", low=0.1, high=600),
    )
    max_connections: int = field(
        default=64,
        metadata=_var(
            "GATEWAY_MAX_CONNECTIONS", "open connections; more are answered 503", low=2, high=10000
        ),
    )
    log_prompts: bool = field(
        default=False,
        metadata=_var("GATEWAY_LOG_PROMPTS", "1 adds the last question (500 characters) to the log"),
    )
    keep_alive: str = field(
        # The node decides residency, not the caller: -1 keeps the model loaded while the node is
        # on, and `off` unloads it (keep_alive 0), so the VRAM is not held once the node is off.
        default="-1",
        metadata=_var(
            "NODE_KEEP_ALIVE",
            "model residency after an answer, forced on every chat: seconds (-1: while on) or `30m`",
            pattern=_KEEP_ALIVE,
        ),
    )
    ollama_cmd: tuple[str, ...] = field(
        default=tuple(shlex.split(DEFAULT_OLLAMA_CMD)),
        metadata=_var("OLLAMA_CMD", "how `on` starts Ollama in process mode; empty: never", shell=True),
    )
    cloudflared_cmd: tuple[str, ...] = field(
        default=tuple(shlex.split(DEFAULT_CLOUDFLARED_CMD)),
        metadata=_var(
            "CLOUDFLARED_CMD", "how `on` starts the tunnel in process mode; empty: no tunnel", shell=True
        ),
    )
    state_dir: Path = field(
        default=Path("~/.local/state/grasbot-node"),
        metadata=_var("NODE_STATE_DIR", "pid files and logs of process mode"),
    )
    manager: Manager = field(default="auto", metadata=_var("NODE_MANAGER", "who runs the parts"))
    public_url: str | None = field(
        default=None, metadata=_var("NODE_URL", "the tunnel's URL, for `check`", pattern=_URL)
    )
    cf_access_id: str | None = field(
        default=None, metadata=_var("CF_ACCESS_CLIENT_ID", "Access service token id, for `check`")
    )
    cf_access_secret: str | None = field(
        default=None,
        repr=False,
        metadata=_var("CF_ACCESS_CLIENT_SECRET", "Access service token secret, for `check`"),
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "state_dir", self.state_dir.expanduser())

    def require_keyring(self) -> Keyring:
        if self.keyring is None:
            raise ConfigError(
                "GRASBOT_NODE_KEYS (id:secret[,id:secret]) or GRASBOT_NODE_KEYS_FILE must be set: "
                "the gateway never runs unsigned"
            )
        return self.keyring

    @property
    def keep_alive_value(self) -> int | str:
        """``keep_alive`` as Ollama's JSON wants it: a number for seconds ("-1" as a string is
        refused by Ollama's duration parser), else the duration text."""
        return int(self.keep_alive) if re.fullmatch(r"-?[0-9]+", self.keep_alive) else self.keep_alive


def _hints() -> dict[str, Any]:
    return typing.get_type_hints(NodeSettings, globalns=vars(sys.modules[__name__]))


def _read(env: Mapping[str, str], f: Field[Any], hint: Any) -> Any:
    meta = f.metadata
    name: str = meta["env"]
    default: Any = f.default
    if hint is int:
        return env_integer(env, name, default, int(meta["low"]), int(meta["high"]), legacy=False)
    if hint is float:
        return env_number(env, name, default, meta["low"], meta["high"], legacy=False)
    if hint is bool:
        return env_flag(env, name, default, legacy=False)
    if hint == tuple[str, ...] and meta["shell"]:
        # Set but blank means "do not start this part", e.g. no tunnel on a LAN.
        if PREFIX + name in env and not env[PREFIX + name].strip():
            return ()
        raw = env_value(env, name, legacy=False)
        return default if raw is None else tuple(os.path.expanduser(part) for part in shlex.split(raw))
    raw = env_value(env, name, legacy=False)
    if raw is None:
        return default
    if hint == tuple[str, ...]:
        return tuple(part.strip() for part in raw.split(",") if part.strip()) or default
    if hint is Path:
        return Path(raw)
    if typing.get_origin(hint) is Literal:
        choices = typing.get_args(hint)
        if raw not in choices:
            raise SettingsError(f"{PREFIX}{name} must be one of {', '.join(choices)}, got {raw!r}")
        return raw
    pattern: re.Pattern[str] | None = meta["pattern"]
    if pattern is not None and not pattern.fullmatch(raw):
        raise SettingsError(f"{PREFIX}{name} must match {pattern.pattern}, got {raw!r}")
    return raw.rstrip("/") if pattern is _URL else raw


def settings_from_env(env: Mapping[str, str]) -> NodeSettings:
    """Read and check every ``GRASBOT_*`` variable the node uses; raises :class:`ConfigError`."""
    try:
        values: dict[str, Any] = {"keyring": keyring_from_env(env)}
    except KeyringError as exc:
        raise ConfigError(str(exc)) from None
    hints = _hints()
    for f in fields(NodeSettings):
        if f.name == "keyring":
            continue  # two variables (the keys or a file of them), read by grasbot.signing above
        try:
            values[f.name] = _read(env, f, hints[f.name])
        except SettingsError as exc:
            raise ConfigError(str(exc)) from None
    return NodeSettings(**values)


def settings_markdown() -> str:
    """The node's settings as the Markdown table of docs/node.md, derived from the fields."""
    hints = _hints()
    rows = ["| variable | default | allowed | meaning |", "|---|---|---|---|"]
    for f in fields(NodeSettings):
        meta, hint = f.metadata, hints[f.name]
        default: Any = f.default
        if meta["shown"] is not None:
            shown = meta["shown"]
        elif default is None:
            shown = "(none)"
        elif isinstance(default, tuple):
            shown = " ".join(default) if meta["shell"] else ",".join(default)
        elif isinstance(default, bool):
            shown = "1" if default else "0"
        else:
            shown = str(default)
        if meta["low"] is not None:
            low, high = (int(meta["low"]), int(meta["high"])) if hint is int else (meta["low"], meta["high"])
            allowed = f"{low} to {high}"
        elif typing.get_origin(hint) is Literal:
            allowed = ", ".join(typing.get_args(hint))
        elif hint is bool:
            allowed = "1/0, yes/no, on/off, true/false"
        elif meta["shell"]:
            allowed = "a command line; empty: none"
        else:
            allowed = ""
        shown = "(none)" if default is None else f"`{shown}`"
        rows.append(f"| `{PREFIX}{meta['env']}` | {shown} | {allowed} | {meta['doc']} |")
    return "\n".join(rows) + "\n"


if __name__ == "__main__":  # python -m grasbot_node.settings: the table for docs/node.md
    sys.stdout.write(settings_markdown())
