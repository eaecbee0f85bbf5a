"""Settings of the function, read once from an environment mapping into a frozen object.

Each variable is ``GRASBOT_<NAME>``; the names of the first GrasBot (``BUNDLE_PATH``,
``SEARCH_TOP_K``, ``SEARCH_MIN_SCORE``…) are still accepted without the prefix.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from functions.search import DEFAULT_URL_PATTERNS

__all__ = ["DEFAULT_BUNDLE_PATH", "SearchSettings", "SettingsError", "get", "search_settings"]

DEFAULT_BUNDLE_PATH = "bundle.json"


class SettingsError(ValueError):
    """A setting has a value that cannot be used; the message names the variable."""


def get(env: Mapping[str, str], name: str, default: str | None = None) -> str | None:
    """``GRASBOT_NAME`` if set, else the legacy unprefixed ``NAME``, else ``default``."""
    value = env.get(f"GRASBOT_{name}")
    if value is None:
        value = env.get(name)
    return default if value is None or value.strip() == "" else value.strip()


def _number(env: Mapping[str, str], name: str, default: float, low: float, high: float) -> float:
    raw = get(env, name)
    if raw is None:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise SettingsError(f"GRASBOT_{name} must be a number, got {raw!r}") from None
    if not low <= value <= high:
        raise SettingsError(f"GRASBOT_{name} must be between {low:g} and {high:g}, got {raw!r}")
    return value


def _integer(env: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    value = _number(env, name, default, low, high)
    if not float(value).is_integer():
        raise SettingsError(f"GRASBOT_{name} must be an integer, got {get(env, name)!r}")
    return int(value)


def parse_url_patterns(raw: str) -> dict[str, str]:
    """``projet=/portfolio/{slug},competence=/competences/{slug},*=/notes/{slug}``."""
    patterns: dict[str, str] = {}
    for part in raw.split(","):
        if not part.strip():
            continue
        type_, sep, pattern = part.partition("=")
        if not sep or not type_.strip():
            raise SettingsError(f"GRASBOT_URL_PATTERNS: expected TYPE=PATTERN, got {part.strip()!r}")
        try:
            pattern.strip().format(slug="x")
        except (KeyError, IndexError, ValueError):
            raise SettingsError(
                f"GRASBOT_URL_PATTERNS: pattern {pattern.strip()!r} for type {type_.strip()!r} "
                "may only use the {slug} placeholder"
            ) from None
        patterns[type_.strip()] = pattern.strip()
    return patterns


@dataclass(frozen=True, slots=True)
class SearchSettings:
    bundle_path: Path = Path(DEFAULT_BUNDLE_PATH)
    top_k: int = 5
    min_score: float = 2.5
    url_patterns: Mapping[str, str] = field(default_factory=lambda: dict(DEFAULT_URL_PATTERNS))


def search_settings(env: Mapping[str, str]) -> SearchSettings:
    patterns = get(env, "URL_PATTERNS")
    return SearchSettings(
        bundle_path=Path(get(env, "BUNDLE_PATH", DEFAULT_BUNDLE_PATH) or DEFAULT_BUNDLE_PATH),
        top_k=_integer(env, "SEARCH_TOP_K", 5, 1, 50),
        min_score=_number(env, "SEARCH_MIN_SCORE", 2.5, 0.0, 1000.0),
        url_patterns=parse_url_patterns(patterns) if patterns else dict(DEFAULT_URL_PATTERNS),
    )
