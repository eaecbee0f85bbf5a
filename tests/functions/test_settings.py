"""The function's settings from a plain mapping: defaults, prefixed and legacy names, one-line errors."""

import os
from pathlib import Path

import pytest

from functions.settings import SettingsError, default_bundle_path, get, parse_url_patterns, read_settings

NOWHERE = Path("/nonexistent")


def test_function_defaults() -> None:
    settings = read_settings({}, cwd=NOWHERE)
    assert settings.rate_visitor == "20/10 minutes"
    assert settings.rate_global == "500/day"
    assert settings.max_question_chars == 500
    assert settings.max_answer_tokens == 400
    assert settings.cache_ttl_s == 600
    assert settings.cors_origins == ()
    assert settings.demo_page is True
    assert settings.api_docs is False
    assert settings.trust_lwa_context is False
    assert settings.trusted_proxies == 0
    assert settings.rate_storage_uri == "memory://"
    assert settings.ip_salt is None
    assert settings.node_url is None and settings.node_model == "qwen3:8b"
    assert (settings.first_token_timeout_s, settings.answer_timeout_s, settings.platform_timeout_s) == (
        25.0,
        90.0,
        100.0,
    )


def test_function_values_from_the_environment() -> None:
    settings = read_settings(
        {
            "GRASBOT_OWNER_NAME": "Fernand",
            "GRASBOT_SITE_PATHS": "portfolio=/realisations, contact=/ecrire",
            "GRASBOT_CORS_ORIGINS": "https://example.org/, https://www.example.org",
            "GRASBOT_RATE_LIMIT_VISITOR": "5/minute",
            "RATE_LIMIT_STORAGE_URI": "redis://127.0.0.1:6379/0",
            "GRASBOT_DEMO_PAGE": "0",
            "GRASBOT_TRUST_LWA_CONTEXT": "1",
            "GRASBOT_CONTEXT_TOKENS": "800",
        }
    )
    assert settings.owner_name == "Fernand"
    assert settings.site_paths == {
        "portfolio": "/realisations",
        "competences": "/competences",
        "contact": "/ecrire",
    }
    assert settings.cors_origins == ("https://example.org", "https://www.example.org")
    assert settings.rate_visitor == "5/minute"
    assert settings.rate_storage_uri == "redis://127.0.0.1:6379/0"
    assert (settings.demo_page, settings.trust_lwa_context, settings.context_tokens) == (False, True, 800)


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"GRASBOT_RATE_LIMIT_VISITOR": "lots"}, "GRASBOT_RATE_LIMIT_VISITOR must be a rate such as"),
        (
            {"GRASBOT_DEMO_PAGE": "maybe"},
            "GRASBOT_DEMO_PAGE must be one of 0, 1, false, no, off, on, true, yes",
        ),
        ({"GRASBOT_CONTEXT_TOKENS": "10"}, "GRASBOT_CONTEXT_TOKENS must be between 100 and 32000, got '10'"),
        (
            {"GRASBOT_SITE_PATHS": "portfolio"},
            "GRASBOT_SITE_PATHS: expected NAME=/path (or NAME= for none), got 'portfolio'",
        ),
        ({"GRASBOT_CORS_ORIGINS": "example.org"}, "GRASBOT_CORS_ORIGINS: expected https://host origins"),
        ({"RATE_LIMIT_STORAGE_URI": "localhost"}, "RATE_LIMIT_STORAGE_URI must be memory://"),
        (
            {"GRASBOT_PLATFORM_TIMEOUT_S": "3"},
            "GRASBOT_PLATFORM_TIMEOUT_S must be between 6 and 900, got '3'",
        ),
        # node settings are checked at cold start too, not on the first question
        ({"GRASBOT_NODE_URL": "https://node.example.com"}, "GRASBOT_NODE_URL is set but GRASBOT_NODE_KEYS"),
        (
            {"GRASBOT_CF_ACCESS_CLIENT_ID": "id"},
            "GRASBOT_CF_ACCESS_CLIENT_ID and GRASBOT_CF_ACCESS_CLIENT_SECRET",
        ),
        ({"GRASBOT_NODE_RETRIES": "11"}, "GRASBOT_NODE_RETRIES must be between 0 and 10, got '11'"),
    ],
)
def test_bad_function_values_fail_in_one_line(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError) as info:
        read_settings(env)
    assert str(info.value).startswith(message)
    assert "\n" not in str(info.value)


def test_bundle_path_explicit_then_working_directory(tmp_path: Path) -> None:
    assert default_bundle_path({"GRASBOT_BUNDLE_PATH": "/x/b.json"}) == Path("/x/b.json")
    assert default_bundle_path({"BUNDLE_PATH": "legacy.json"}) == Path("legacy.json")
    (tmp_path / "bundle.json").write_bytes(b"{}")
    assert default_bundle_path({}, cwd=tmp_path) == tmp_path / "bundle.json"
    assert read_settings({}, cwd=tmp_path).bundle_path == tmp_path / "bundle.json"


def test_search_defaults() -> None:
    settings = read_settings({}, cwd=NOWHERE)
    assert settings.bundle_path.name == "bundle.json"
    assert settings.top_k == 5
    assert settings.min_score > 0
    assert dict(settings.url_patterns) == {
        "projet": "/portfolio/{slug}",
        "competence": "/competences/{slug}",
        "parent": "/competences/{parent}/{slug}",
    }


def test_prefixed_names() -> None:
    settings = read_settings(
        {
            "GRASBOT_BUNDLE_PATH": "/var/task/bundle.json",
            "GRASBOT_SEARCH_TOP_K": "8",
            "GRASBOT_SEARCH_MIN_SCORE": "4.5",
            "GRASBOT_URL_PATTERNS": "projet=/p/{slug}, *=/notes/{slug},",
        }
    )
    assert settings.bundle_path == Path("/var/task/bundle.json")
    assert (settings.top_k, settings.min_score) == (8, 4.5)
    assert dict(settings.url_patterns) == {"projet": "/p/{slug}", "*": "/notes/{slug}"}


def test_legacy_names_are_accepted() -> None:
    settings = read_settings({"BUNDLE_PATH": "old.json", "SEARCH_TOP_K": "3", "SEARCH_MIN_SCORE": "1"})
    assert (settings.bundle_path, settings.top_k, settings.min_score) == (Path("old.json"), 3, 1.0)


def test_prefixed_name_wins_over_legacy() -> None:
    assert read_settings({"GRASBOT_SEARCH_TOP_K": "7", "SEARCH_TOP_K": "2"}).top_k == 7
    assert get({"GRASBOT_X": " a ", "X": "b"}, "X") == "a"
    assert get({"X": "b"}, "X") == "b"


def test_blank_values_mean_default() -> None:
    assert read_settings({"GRASBOT_SEARCH_TOP_K": "  ", "GRASBOT_BUNDLE_PATH": ""}).top_k == 5
    assert get({"GRASBOT_X": ""}, "X", "d") == "d"


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"GRASBOT_SEARCH_TOP_K": "abc"}, "GRASBOT_SEARCH_TOP_K must be an integer, got 'abc'"),
        ({"GRASBOT_SEARCH_TOP_K": "0"}, "GRASBOT_SEARCH_TOP_K must be between 1 and 50, got '0'"),
        ({"GRASBOT_SEARCH_TOP_K": "51"}, "GRASBOT_SEARCH_TOP_K must be between 1 and 50, got '51'"),
        ({"GRASBOT_SEARCH_MIN_SCORE": "-1"}, "GRASBOT_SEARCH_MIN_SCORE must be between 0 and 1000, got '-1'"),
        (
            {"GRASBOT_SEARCH_MIN_SCORE": "nan"},
            "GRASBOT_SEARCH_MIN_SCORE must be between 0 and 1000, got 'nan'",
        ),
        ({"GRASBOT_URL_PATTERNS": "projet"}, "GRASBOT_URL_PATTERNS: expected TYPE=PATTERN, got 'projet'"),
        (
            {"GRASBOT_URL_PATTERNS": "=/x/{slug}"},
            "GRASBOT_URL_PATTERNS: expected TYPE=PATTERN, got '=/x/{slug}'",
        ),
    ],
)
def test_bad_values_name_the_variable(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError) as info:
        read_settings(env)
    assert str(info.value) == message


def test_legacy_bad_value_is_an_error_too() -> None:
    with pytest.raises(SettingsError, match="SEARCH_TOP_K must be an integer, got 'beaucoup'"):
        read_settings({"SEARCH_TOP_K": "beaucoup"})


def test_top_k_must_be_an_integer() -> None:
    with pytest.raises(SettingsError, match="GRASBOT_SEARCH_TOP_K"):
        read_settings({"GRASBOT_SEARCH_TOP_K": "2.7"})


def test_url_pattern_placeholder_checked_at_start() -> None:
    with pytest.raises(SettingsError, match="GRASBOT_URL_PATTERNS"):
        parse_url_patterns("projet=/p/{id}")


def test_settings_read_only_the_mapping_given(monkeypatch: pytest.MonkeyPatch) -> None:
    # the real environment is never read: only entry points pass os.environ in
    monkeypatch.setenv("GRASBOT_SEARCH_TOP_K", "9")
    assert read_settings({}).top_k == 5
    assert read_settings(os.environ).top_k == 9


def test_environment_is_clean_for_each_test() -> None:
    # the autouse fixture in tests/conftest.py: a developer's exported settings never leak in
    assert not [k for k in os.environ if k.startswith(("GRASBOT_", "SEARCH_")) or k == "BUNDLE_PATH"]


def test_message_names_the_legacy_variable_that_was_set() -> None:
    with pytest.raises(SettingsError, match=r"^SEARCH_MIN_SCORE must be a number, got 'x'$"):
        read_settings({"SEARCH_MIN_SCORE": "x"})
    with pytest.raises(SettingsError, match=r"^GRASBOT_SEARCH_MIN_SCORE must be a number, got 'y'$"):
        read_settings({"SEARCH_MIN_SCORE": "x", "GRASBOT_SEARCH_MIN_SCORE": "y"})


def test_settings_never_print_their_secrets() -> None:
    env = {
        "GRASBOT_ADMIN_TOKEN": "admin-token-0f3a",
        "GRASBOT_IP_SALT": "salt-77c1",
        "GRASBOT_CF_ACCESS_CLIENT_ID": "id.access",
        "GRASBOT_CF_ACCESS_CLIENT_SECRET": "cf-secret-9b2e",
    }
    settings = read_settings(env)
    assert (settings.admin_token, settings.cf_access_client_secret) == ("admin-token-0f3a", "cf-secret-9b2e")
    shown = f"{settings!r} {settings!s}"  # a log line or a traceback's locals
    assert not any(secret in shown for secret in ("admin-token-0f3a", "salt-77c1", "cf-secret-9b2e"))
