"""Settings of the HTTP function, read once per cold start from an environment mapping.

Search settings (bundle path, top-k, min score, URL patterns) come from
:func:`functions.settings.search_settings`; everything the API adds (quotas, guards, prompt
wording, CORS, cache, logs) is read here into one frozen :class:`AppSettings`. A bad value
fails at cold start in one line naming the variable (:class:`SettingsError`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from functions.settings import DEFAULT_BUNDLE_PATH, SearchSettings, SettingsError, get, search_settings
from grasbot.envsettings import env_flag, env_integer, env_number

__all__ = ["DEFAULT_SITE_PATHS", "AppSettings", "app_settings", "default_bundle_path"]

DEFAULT_SITE_PATHS: Mapping[str, str] = {
    "portfolio": "/portfolio",
    "competences": "/competences",
    "contact": "/contact",
}
_PACKAGE_ROOT = Path(__file__).resolve().parents[1]  # the zip root on Lambda, the repository locally
DEFAULT_OWNER = "la personne qui tient ce site"
DEFAULT_RATE_VISITOR = "20/10 minutes"
DEFAULT_RATE_GLOBAL = "500/day"
_STATIC_DIR = Path(__file__).resolve().parent / "static"


@dataclass(frozen=True, slots=True)
class AppSettings:
    search: SearchSettings = field(default_factory=SearchSettings)
    owner_name: str = DEFAULT_OWNER
    site_paths: Mapping[str, str] = field(default_factory=lambda: dict(DEFAULT_SITE_PATHS))
    context_tokens: int = 1450  # prompt budget for the notes: prefill is what the visitor waits for
    max_answer_tokens: int = 400
    max_question_chars: int = 500
    history_messages: int = 6
    history_chars: int = 600  # per message
    rate_visitor: str = DEFAULT_RATE_VISITOR
    rate_global: str = DEFAULT_RATE_GLOBAL
    rate_storage_uri: str = "memory://"
    storage_timeout_s: float = 0.3  # Redis calls block the event loop (sync slowapi strategies)
    cors_origins: tuple[str, ...] = ()
    admin_token: str | None = None
    ip_salt: str | None = None  # None: a random salt per process, reported by /health
    trust_lwa_context: bool = False
    cache_ttl_s: float = 600.0
    cache_size: int = 512
    demo_page: bool = True
    log_questions: bool = False
    first_token_timeout_s: float = 25.0
    answer_timeout_s: float = 90.0
    static_dir: Path = _STATIC_DIR

    def with_bundle_path(self, path: Path) -> AppSettings:
        return replace(self, search=replace(self.search, bundle_path=path))


def default_bundle_path(env: Mapping[str, str], cwd: Path | None = None) -> Path:
    """The bundle file: ``GRASBOT_BUNDLE_PATH``/``BUNDLE_PATH``, else ``bundle.json`` in the working
    directory, else at the package root (where the Lambda zip puts it), else beside this module."""
    explicit = get(env, "BUNDLE_PATH")
    if explicit is not None:
        return Path(explicit)
    candidates = [
        (cwd or Path.cwd()) / DEFAULT_BUNDLE_PATH,
        _PACKAGE_ROOT / DEFAULT_BUNDLE_PATH,
        Path(__file__).resolve().parent / DEFAULT_BUNDLE_PATH,
    ]
    return next((path for path in candidates if path.is_file()), candidates[0])


def _rate(env: Mapping[str, str], name: str, default: str) -> str:
    from limits import parse_many  # already imported by slowapi; kept local to this check

    raw = get(env, name, default) or default
    try:
        parse_many(raw)
    except ValueError:
        raise SettingsError(
            f"GRASBOT_{name} must be a rate such as '20/10 minutes' or '500/day', got {raw!r}"
        ) from None
    return raw


def _site_paths(raw: str | None) -> dict[str, str]:
    """``portfolio=/portfolio,competences=/competences,contact=/contact`` (unknown keys kept)."""
    paths = dict(DEFAULT_SITE_PATHS)
    if raw is None:
        return paths
    for part in raw.split(","):
        if not part.strip():
            continue
        key, sep, path = part.partition("=")
        if not sep or not key.strip() or not path.strip().startswith("/"):
            raise SettingsError(f"GRASBOT_SITE_PATHS: expected NAME=/path, got {part.strip()!r}")
        paths[key.strip()] = path.strip()
    return paths


def _origins(raw: str | None) -> tuple[str, ...]:
    origins = tuple(o.strip().rstrip("/") for o in (raw or "").split(",") if o.strip())
    for origin in origins:
        if origin != "*" and not origin.startswith(("http://", "https://")):
            raise SettingsError(f"GRASBOT_CORS_ORIGINS: expected https://host origins, got {origin!r}")
    return origins


def app_settings(env: Mapping[str, str], cwd: Path | None = None) -> AppSettings:
    """Read every setting of the function from ``env`` (never from ``os.environ`` directly)."""
    search = search_settings(env)
    search = replace(search, bundle_path=default_bundle_path(env, cwd))
    storage = get(env, "RATE_LIMIT_STORAGE_URI", "memory://") or "memory://"
    if "://" not in storage:
        raise SettingsError(f"RATE_LIMIT_STORAGE_URI must be memory:// or redis://host:port, got {storage!r}")
    static = get(env, "STATIC_DIR")
    return AppSettings(
        search=search,
        owner_name=get(env, "OWNER_NAME", DEFAULT_OWNER) or DEFAULT_OWNER,
        site_paths=_site_paths(get(env, "SITE_PATHS")),
        context_tokens=env_integer(env, "CONTEXT_TOKENS", 1450, 100, 32000),
        max_answer_tokens=env_integer(env, "MAX_ANSWER_TOKENS", 400, 16, 4096),
        max_question_chars=env_integer(env, "MAX_QUESTION_CHARS", 500, 10, 4000),
        history_messages=env_integer(env, "HISTORY_MESSAGES", 6, 0, 20),
        history_chars=env_integer(env, "HISTORY_CHARS", 600, 50, 4000),
        rate_visitor=_rate(env, "RATE_LIMIT_VISITOR", DEFAULT_RATE_VISITOR),
        rate_global=_rate(env, "RATE_LIMIT_GLOBAL", DEFAULT_RATE_GLOBAL),
        rate_storage_uri=storage,
        storage_timeout_s=env_number(env, "RATE_LIMIT_STORAGE_TIMEOUT_S", 0.3, 0.01, 5.0),
        cors_origins=_origins(get(env, "CORS_ORIGINS")),
        admin_token=get(env, "ADMIN_TOKEN"),
        ip_salt=get(env, "IP_SALT"),
        trust_lwa_context=env_flag(env, "TRUST_LWA_CONTEXT", False),
        cache_ttl_s=env_number(env, "CACHE_TTL_S", 600.0, 0.0, 86400.0),
        cache_size=env_integer(env, "CACHE_SIZE", 512, 0, 100000),
        demo_page=env_flag(env, "DEMO_PAGE", True),
        log_questions=env_flag(env, "LOG_QUESTIONS", False),
        first_token_timeout_s=env_number(env, "FIRST_TOKEN_TIMEOUT_S", 25.0, 0.1, 600.0),
        answer_timeout_s=env_number(env, "ANSWER_TIMEOUT_S", 90.0, 0.1, 900.0),
        static_dir=Path(static) if static else _STATIC_DIR,
    )
