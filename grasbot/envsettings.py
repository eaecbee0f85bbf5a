"""Reading settings from an environment mapping: one prefix, one cast, one message format.

Shared by the function (``functions.settings``, the node client) and the
gpu node (``grasbot_node.settings``), which meet nowhere else. Entry points pass ``os.environ``
(or a plain dict in tests); nothing here reads the process environment itself.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["SettingsError", "env_flag", "env_integer", "env_number", "env_value"]

PREFIX = "GRASBOT_"
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


class SettingsError(ValueError):
    """A setting has a value that cannot be used; the message names the variable."""


def env_value(
    env: Mapping[str, str], name: str, default: str | None = None, legacy: bool = True
) -> str | None:
    """``GRASBOT_NAME`` if set and not blank, else (``legacy``) the unprefixed ``NAME`` that the
    first GrasBot read, else ``default``."""
    value = env.get(PREFIX + name)
    if value is None and legacy:
        value = env.get(name)
    return default if value is None or value.strip() == "" else value.strip()


def _named(env: Mapping[str, str], name: str, legacy: bool) -> str:
    """The variable the value came from, for messages: the legacy name if that is what is set."""
    if legacy and env_value(env, name, legacy=False) is None and env.get(name, "").strip():
        return name
    return PREFIX + name


def env_number(
    env: Mapping[str, str], name: str, default: float, low: float, high: float, legacy: bool = True
) -> float:
    raw = env_value(env, name, legacy=legacy)
    if raw is None:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise SettingsError(f"{_named(env, name, legacy)} must be a number, got {raw!r}") from None
    if not low <= value <= high:
        raise SettingsError(f"{_named(env, name, legacy)} must be between {low:g} and {high:g}, got {raw!r}")
    return value


def env_integer(
    env: Mapping[str, str], name: str, default: int, low: int, high: int, legacy: bool = True
) -> int:
    raw = env_value(env, name, legacy=legacy)
    if raw is None:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not value.is_integer():
        raise SettingsError(f"{_named(env, name, legacy)} must be an integer, got {raw!r}")
    if not low <= value <= high:
        raise SettingsError(f"{_named(env, name, legacy)} must be between {low} and {high}, got {raw!r}")
    return int(value)


def env_flag(env: Mapping[str, str], name: str, default: bool, legacy: bool = True) -> bool:
    raw = env_value(env, name, legacy=legacy)
    if raw is None:
        return default
    if raw.lower() in _TRUE:
        return True
    if raw.lower() in _FALSE:
        return False
    allowed = ", ".join(sorted(_TRUE | _FALSE))
    raise SettingsError(f"{_named(env, name, legacy)} must be one of {allowed}, got {raw!r}")
