"""Every setting of the function, declared once: name, type, default and bounds.

Each field of :class:`Settings` is one environment variable, ``GRASBOT_<NAME>``; the unprefixed
``<NAME>`` that the first GrasBot read (``BUNDLE_PATH``, ``SEARCH_TOP_K``,
``RATE_LIMIT_STORAGE_URI``…) is still accepted, the prefixed one winning. :func:`read_settings`
reads them from a mapping (never from ``os.environ`` itself: only entry points pass it in) once
per cold start, node settings included, so a bad value fails there in one line naming the
variable (:class:`SettingsError`). The table is plain dataclass fields rather than
pydantic-settings: it adds no import to the cold start.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from functions.site_pages import DEFAULT_SITE_PATHS
from grasbot.envsettings import SettingsError, env_flag, env_integer, env_number, env_value
from grasbot.retrieval.urls import DEFAULT_URL_PATTERNS, PLACEHOLDERS, check_pattern

if TYPE_CHECKING:
    from grasbot.signing import Keyring

__all__ = [
    "DEFAULT_BUNDLE_PATH",
    "DEFAULT_MODEL",
    "SAFETY_MARGIN_S",
    "Settings",
    "SettingsError",
    "default_bundle_path",
    "get",
    "node_keyring",
    "parse_url_patterns",
    "read_settings",
]

DEFAULT_BUNDLE_PATH = "bundle.json"
DEFAULT_MODEL = "qwen3:8b"
# Every answer ends this long before the platform would cut the request off (issue 12: a visitor
# cut off by Lambda gets an error; one cut by us gets a truncated answer and its sources).
SAFETY_MARGIN_S = 5.0
_PACKAGE_ROOT = Path(__file__).resolve().parents[1]  # the zip root on Lambda, the repository locally
_STATIC_DIR = Path(__file__).resolve().parent / "static"
_MIN_SECRET_CHARS = 16


def get(env: Mapping[str, str], name: str, default: str | None = None) -> str | None:
    """``GRASBOT_NAME`` if set, else the legacy unprefixed ``NAME``, else ``default``."""
    return env_value(env, name, default)


Reader = Callable[[Mapping[str, str], str, Any], Any]


def _setting(name: str, default: Any, low: float | None = None, high: float | None = None, **kw: Any) -> Any:
    """One row of the table: a dataclass field that also knows its variable and bounds."""
    reader: Reader | None = kw.pop("read", None)
    meta = {"env": name, "low": low, "high": high, "read": reader}
    if isinstance(default, dict):
        return field(default_factory=lambda: dict(default), metadata=meta)
    return field(default=default, metadata=meta)


def _text(env: Mapping[str, str], name: str, default: str | None) -> str | None:
    return get(env, name, default)


def parse_url_patterns(raw: str) -> dict[str, str]:
    """``projet=/portfolio/{slug},parent=/competences/{parent}/{slug},profile=/a-propos,*=/notes/{slug}``
    (keys: a note type, ``parent``, ``profile`` or ``*``; see grasbot.retrieval.urls)."""
    patterns: dict[str, str] = {}
    for part in raw.split(","):
        if not part.strip():
            continue
        type_, sep, pattern = part.partition("=")
        if not sep or not type_.strip():
            raise SettingsError(f"GRASBOT_URL_PATTERNS: expected TYPE=PATTERN, got {part.strip()!r}")
        if check_pattern(pattern.strip()) is not None:
            allowed = ", ".join("{" + p + "}" for p in sorted(PLACEHOLDERS))
            raise SettingsError(
                f"GRASBOT_URL_PATTERNS: pattern {pattern.strip()!r} for type {type_.strip()!r} "
                f"may only use the placeholders {allowed}"
            ) from None
        patterns[type_.strip()] = pattern.strip()
    return patterns


def _url_patterns(env: Mapping[str, str], name: str, default: dict[str, str]) -> dict[str, str]:
    raw = get(env, name)
    return parse_url_patterns(raw) if raw else dict(default)


def _site_paths(env: Mapping[str, str], name: str, default: dict[str, str]) -> dict[str, str]:
    """``portfolio=/portfolio,competences=/competences,contact=/contact`` (unknown keys kept);
    ``competences=`` (empty) or ``competences=-``: the site has no such page, no text names it."""
    paths = dict(default)
    for part in (get(env, name) or "").split(","):
        if not part.strip():
            continue
        key, sep, path = part.partition("=")
        path = path.strip()
        if path == "-":
            path = ""
        if not sep or not key.strip() or (path and not path.startswith("/")):
            raise SettingsError(
                f"GRASBOT_{name}: expected NAME=/path (or NAME= for none), got {part.strip()!r}"
            )
        paths[key.strip()] = path
    return paths


def _origins(env: Mapping[str, str], name: str, default: tuple[str, ...]) -> tuple[str, ...]:
    origins = tuple(o.strip().rstrip("/") for o in (get(env, name) or "").split(",") if o.strip())
    for origin in origins:
        if origin != "*" and not origin.startswith(("http://", "https://")):
            raise SettingsError(f"GRASBOT_{name}: expected https://host origins, got {origin!r}")
    return origins or default


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


def _storage(env: Mapping[str, str], name: str, default: str) -> str:
    raw = get(env, name, default) or default
    if "://" not in raw:
        raise SettingsError(f"{name} must be memory:// or redis://host:port, got {raw!r}")
    return raw


def _secret(env: Mapping[str, str], name: str, default: str | None) -> str | None:
    raw = get(env, name, default)
    if raw is not None and len(raw) < _MIN_SECRET_CHARS:
        # never echo the value: it is a secret, even a bad one
        raise SettingsError(f"GRASBOT_{name} must be at least {_MIN_SECRET_CHARS} characters long")
    return raw


def _inbox_uri(env: Mapping[str, str], name: str, default: str) -> str:
    """Where the inbox goes: ``redis://…``/``rediss://…`` (a stream), ``log://`` (one JSON line per
    event on stdout) or ``off``; unset, a Redis ``RATE_LIMIT_STORAGE_URI``, else ``log://``."""
    raw = get(env, name)
    if raw is None:
        quotas = get(env, "RATE_LIMIT_STORAGE_URI", "") or ""
        return quotas if quotas.startswith(("redis://", "rediss://")) else "log://"
    if raw != "off" and not raw.startswith(("redis://", "rediss://", "log://")):
        scheme = raw.split("://", 1)[0] if "://" in raw else raw[:12]  # a URI may hold a password
        raise SettingsError(f"GRASBOT_{name} must be redis://…, rediss://…, log:// or off, got {scheme!r}…")
    return raw


def _path(env: Mapping[str, str], name: str, default: Path | None) -> Path | None:
    raw = get(env, name)
    return Path(raw) if raw else default


def _explicit_path(env: Mapping[str, str], name: str, default: Path) -> Path | None:
    raw = get(env, name)
    return Path(raw) if raw else None  # None: read_settings looks for the file (default_bundle_path)


def _first_token(env: Mapping[str, str], name: str, default: float) -> float:
    # GRASBOT_NODE_DEADLINE_S was the node client's own copy of this bound: still read, as an alias
    alias = "NODE_DEADLINE_S" if get(env, name) is None and get(env, "NODE_DEADLINE_S") else name
    return env_number(env, alias, default, 0.1, 600.0)


def _node_url(env: Mapping[str, str], name: str, default: str | None) -> str | None:
    raw = get(env, name, default)
    return raw.rstrip("/") if raw else None


# No generated repr: it would print the secrets (admin token, salt, access secret) wherever a
# Settings is logged or shown in a traceback; no generated eq/hash: settings are never compared.
# Both also cost the cold start (dataclasses compile each method from source: a third of this
# class's).
@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Settings:
    """The function's settings; build it with :func:`read_settings` (tests may pass fields)."""

    # the bundle and retrieval
    # _setting returns a dataclass field (ruff cannot tell), and a Path is immutable anyway
    bundle_path: Path = _setting("BUNDLE_PATH", Path(DEFAULT_BUNDLE_PATH), read=_explicit_path)  # noqa: RUF009
    top_k: int = _setting("SEARCH_TOP_K", 5, 1, 50)
    min_score: float = _setting("SEARCH_MIN_SCORE", 2.5, 0.0, 1000.0)
    url_patterns: Mapping[str, str] = _setting("URL_PATTERNS", dict(DEFAULT_URL_PATTERNS), read=_url_patterns)
    # the answer
    owner_name: str = _setting("OWNER_NAME", "la personne qui tient ce site")
    site_paths: Mapping[str, str] = _setting("SITE_PATHS", DEFAULT_SITE_PATHS, read=_site_paths)
    context_tokens: int = _setting("CONTEXT_TOKENS", 1450, 100, 32000)  # prefill is what visitors wait for
    max_answer_tokens: int = _setting("MAX_ANSWER_TOKENS", 400, 16, 4096)
    # a node that ignores num_predict must not stream megabytes through the function
    max_answer_chars: int = _setting("MAX_ANSWER_CHARS", 8000, 200, 200_000)
    max_question_chars: int = _setting("MAX_QUESTION_CHARS", 500, 10, 4000)
    # a POST body is refused past this size before it is parsed (question + 6 history turns fit)
    max_body_bytes: int = _setting("MAX_BODY_BYTES", 65_536, 1024, 1_048_576)
    history_messages: int = _setting("HISTORY_MESSAGES", 6, 0, 20)
    history_chars: int = _setting("HISTORY_CHARS", 600, 50, 4000)
    # the request's deadlines, all counted from its start (functions.deadline)
    first_token_timeout_s: float = _setting("FIRST_TOKEN_TIMEOUT_S", 25.0, read=_first_token)
    answer_timeout_s: float = _setting("ANSWER_TIMEOUT_S", 90.0, 0.1, 900.0)
    platform_timeout_s: float = _setting("PLATFORM_TIMEOUT_S", 100.0, SAFETY_MARGIN_S + 1, 900.0)
    # quotas
    rate_visitor: str = _setting("RATE_LIMIT_VISITOR", "20/10 minutes", read=_rate)
    rate_global: str = _setting("RATE_LIMIT_GLOBAL", "500/day", read=_rate)
    rate_storage_uri: str = _setting("RATE_LIMIT_STORAGE_URI", "memory://", read=_storage)
    storage_timeout_s: float = _setting(
        "RATE_LIMIT_STORAGE_TIMEOUT_S", 0.3, 0.01, 5.0
    )  # Redis blocks the loop
    # while Redis is down each instance may spend this share of the global cap (functions.quotas)
    rate_fallback_instances: int = _setting("RATE_LIMIT_FALLBACK_INSTANCES", 10, 1, 1000)
    # visitors
    ip_salt: str | None = _setting("IP_SALT", None, read=_text)  # None: random per process
    # feedback and the owner's inbox (functions.inbox, docs/inbox.md)
    feedback_key: str | None = _setting("FEEDBACK_KEY", None, read=_secret)  # None: derived from the salt
    feedback_ttl_s: float = _setting("FEEDBACK_TTL_S", 86400.0, 60.0, 30 * 86400.0)  # a vote's window
    feedback_comment_chars: int = _setting("FEEDBACK_COMMENT_CHARS", 500, 0, 2000)
    rate_feedback: str = _setting("RATE_LIMIT_FEEDBACK", "20/10 minutes", read=_rate)
    inbox_uri: str = _setting("INBOX_URI", "", read=_inbox_uri)  # "": follows RATE_LIMIT_STORAGE_URI
    inbox_max_events: int = _setting("INBOX_MAX_EVENTS", 10_000, 100, 1_000_000)  # XADD MAXLEN ~
    inbox_ttl_days: int = _setting("INBOX_TTL_DAYS", 90, 1, 365)
    inbox_timeout_s: float = _setting("INBOX_TIMEOUT_S", 0.2, 0.01, 2.0)  # what an answer may wait for it
    trust_lwa_context: bool = _setting("TRUST_LWA_CONTEXT", False)
    trusted_proxies: int = _setting("TRUSTED_PROXIES", 0, 0, 5)  # X-Forwarded-For hops to believe
    cors_origins: tuple[str, ...] = _setting("CORS_ORIGINS", (), read=_origins)
    # operations
    admin_token: str | None = _setting("ADMIN_TOKEN", None, read=_text)
    cache_ttl_s: float = _setting("CACHE_TTL_S", 600.0, 0.0, 86400.0)
    cache_size: int = _setting("CACHE_SIZE", 512, 0, 100_000)
    demo_page: bool = _setting("DEMO_PAGE", True)
    api_docs: bool = _setting("API_DOCS", False)  # /docs loads Swagger UI from a CDN: local use only
    log_questions: bool = _setting("LOG_QUESTIONS", False)
    static_dir: Path = _setting("STATIC_DIR", _STATIC_DIR, read=_path)  # noqa: RUF009
    # the node (unset URL: every answer is offline)
    node_url: str | None = _setting("NODE_URL", None, read=_node_url)
    node_model: str = _setting("NODE_MODEL", DEFAULT_MODEL)
    cf_access_client_id: str | None = _setting("CF_ACCESS_CLIENT_ID", None, read=_text)
    cf_access_client_secret: str | None = _setting("CF_ACCESS_CLIENT_SECRET", None, read=_text)
    node_connect_timeout_s: float = _setting("NODE_CONNECT_TIMEOUT_S", 3.0, 0.1, 60.0)
    # one try's wait for a first line: prompt evaluation of a long context, or a cold model load
    node_first_byte_timeout_s: float = _setting("NODE_FIRST_BYTE_TIMEOUT_S", 20.0, 0.1, 300.0)
    node_idle_timeout_s: float = _setting("NODE_IDLE_TIMEOUT_S", 20.0, 0.1, 300.0)  # between two lines
    node_retries: int = _setting("NODE_RETRIES", 3, 0, 10)
    node_num_ctx: int = _setting("NODE_NUM_CTX", 8192, 512, 131072)
    node_temperature: float = _setting("NODE_TEMPERATURE", 0.4, 0.0, 2.0)
    node_keep_alive: str = _setting("NODE_KEEP_ALIVE", "30m")
    # one request, its retries spent, is already a confirmed failure
    node_breaker_failures: int = _setting("NODE_BREAKER_FAILURES", 1, 1, 100)
    node_breaker_cooldown_s: float = _setting("NODE_BREAKER_COOLDOWN_S", 30.0, 0.0, 3600.0)

    def with_bundle_path(self, path: Path) -> Settings:
        return replace(self, bundle_path=path)


def _read_field(env: Mapping[str, str], name: str, kind: str, default: Any, meta: Mapping[str, Any]) -> Any:
    reader: Reader | None = meta["read"]
    if reader is not None:
        return reader(env, name, default)
    low, high = meta["low"], meta["high"]
    if kind == "int":
        return env_integer(env, name, default, int(low), int(high))
    if kind == "float":
        return env_number(env, name, default, low, high)
    if kind == "bool":
        return env_flag(env, name, default)
    return get(env, name, default) or default


def read_settings(env: Mapping[str, str], cwd: Path | None = None) -> Settings:
    """Read and check every setting from ``env``; raises :class:`SettingsError` on the first bad one."""
    values = {}
    for f in fields(Settings):
        default = f.default if f.default_factory is MISSING else f.default_factory()
        values[f.name] = _read_field(env, f.metadata["env"], str(f.type), default, f.metadata)
    if values["bundle_path"] is None:
        values["bundle_path"] = default_bundle_path(env, cwd)
    settings = Settings(**values)
    if (settings.cf_access_client_id is None) != (settings.cf_access_client_secret is None):
        raise SettingsError("GRASBOT_CF_ACCESS_CLIENT_ID and GRASBOT_CF_ACCESS_CLIENT_SECRET go together")
    if settings.node_url is not None:
        node_keyring(env)  # checked now, used when the node client is first built
    return settings


def node_keyring(env: Mapping[str, str]) -> Keyring:
    """The signing keys (``GRASBOT_NODE_KEYS`` or ``GRASBOT_NODE_KEYS_FILE``), checked."""
    from grasbot.signing import KeyringError, keyring_from_env

    try:
        keyring = keyring_from_env({k: v for k, v in env.items() if k.startswith("GRASBOT_NODE_KEYS")})
    except KeyringError as exc:
        raise SettingsError(str(exc)) from None
    if keyring is None:
        raise SettingsError("GRASBOT_NODE_URL is set but GRASBOT_NODE_KEYS / GRASBOT_NODE_KEYS_FILE is not")
    return keyring


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
