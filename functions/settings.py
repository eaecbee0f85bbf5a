"""Settings of the function, read once from an environment mapping into a frozen object.

Each variable is ``GRASBOT_<NAME>``; the names of the first GrasBot (``BUNDLE_PATH``,
``SEARCH_TOP_K``, ``SEARCH_MIN_SCORE``…) are still accepted without the prefix.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from grasbot.envsettings import SettingsError, env_integer, env_number, env_value
from grasbot.retrieval.search import DEFAULT_URL_PATTERNS

__all__ = ["DEFAULT_BUNDLE_PATH", "SearchSettings", "SettingsError", "get", "search_settings"]

DEFAULT_BUNDLE_PATH = "bundle.json"


def get(env: Mapping[str, str], name: str, default: str | None = None) -> str | None:
    """``GRASBOT_NAME`` if set, else the legacy unprefixed ``NAME``, else ``default``."""
    return env_value(env, name, default)


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
        top_k=env_integer(env, "SEARCH_TOP_K", 5, 1, 50),
        min_score=env_number(env, "SEARCH_MIN_SCORE", 2.5, 0.0, 1000.0),
        url_patterns=parse_url_patterns(patterns) if patterns else dict(DEFAULT_URL_PATTERNS),
    )
