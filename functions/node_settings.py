"""Settings of the function's node client, read from an environment mapping.

``GRASBOT_NODE_URL`` unset means no node: every answer is offline. Set, it needs signing keys
(``GRASBOT_NODE_KEYS`` or ``GRASBOT_NODE_KEYS_FILE``); bad values fail in one line naming the
variable.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from functions.settings import get
from grasbot.envsettings import SettingsError, env_integer, env_number
from grasbot.signing import Keyring, KeyringError, keyring_from_env

__all__ = ["NodeSettings", "node_settings"]


@dataclass(frozen=True, slots=True)
class NodeSettings:
    url: str
    keyring: Keyring
    model: str = "qwen3:8b"
    cf_access_id: str | None = None
    cf_access_secret: str | None = None
    connect_timeout_s: float = 3.0
    first_byte_timeout_s: float = 20.0  # prompt evaluation of a long context, or a cold model load
    idle_timeout_s: float = 20.0  # between two lines once the answer flows
    deadline_s: float = 25.0  # everything before the first line, retries included
    retries: int = 3
    num_ctx: int = 8192
    temperature: float = 0.4
    keep_alive: str = "30m"
    breaker_failures: int = 1  # one request, its retries spent, is already a confirmed failure
    breaker_cooldown_s: float = 30.0


def node_settings(env: Mapping[str, str]) -> NodeSettings | None:
    """The node's settings, None when ``GRASBOT_NODE_URL`` is unset; raises :class:`SettingsError`."""
    url = get(env, "NODE_URL")
    if url is None:
        return None
    try:
        keyring = keyring_from_env({k: v for k, v in env.items() if k.startswith("GRASBOT_NODE_KEYS")})
    except KeyringError as exc:
        raise SettingsError(str(exc)) from None
    if keyring is None:
        raise SettingsError("GRASBOT_NODE_URL is set but GRASBOT_NODE_KEYS / GRASBOT_NODE_KEYS_FILE is not")
    cf_id, cf_secret = get(env, "CF_ACCESS_CLIENT_ID"), get(env, "CF_ACCESS_CLIENT_SECRET")
    if (cf_id is None) != (cf_secret is None):
        raise SettingsError("GRASBOT_CF_ACCESS_CLIENT_ID and GRASBOT_CF_ACCESS_CLIENT_SECRET go together")
    return NodeSettings(
        url=url.rstrip("/"),
        keyring=keyring,
        model=get(env, "NODE_MODEL", "qwen3:8b") or "qwen3:8b",
        cf_access_id=cf_id,
        cf_access_secret=cf_secret,
        connect_timeout_s=env_number(env, "NODE_CONNECT_TIMEOUT_S", 3.0, 0.1, 60),
        first_byte_timeout_s=env_number(env, "NODE_FIRST_BYTE_TIMEOUT_S", 20.0, 0.1, 300),
        idle_timeout_s=env_number(env, "NODE_IDLE_TIMEOUT_S", 20.0, 0.1, 300),
        deadline_s=env_number(env, "NODE_DEADLINE_S", 25.0, 0.1, 600),
        retries=env_integer(env, "NODE_RETRIES", 3, 0, 10),
        num_ctx=env_integer(env, "NODE_NUM_CTX", 8192, 512, 131072),
        temperature=env_number(env, "NODE_TEMPERATURE", 0.4, 0.0, 2.0),
        keep_alive=get(env, "NODE_KEEP_ALIVE", "30m") or "30m",
        breaker_failures=env_integer(env, "NODE_BREAKER_FAILURES", 1, 1, 100),
        breaker_cooldown_s=env_number(env, "NODE_BREAKER_COOLDOWN_S", 30.0, 0.0, 3600),
    )
