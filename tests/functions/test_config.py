from __future__ import annotations

from pathlib import Path

import pytest

from functions.config import AppSettings, app_settings, default_bundle_path
from functions.settings import SettingsError


def test_defaults() -> None:
    settings = app_settings({}, cwd=Path("/nonexistent"))
    assert settings.rate_visitor == "20/10 minutes"
    assert settings.rate_global == "500/day"
    assert settings.max_question_chars == 500
    assert settings.max_answer_tokens == 400
    assert settings.cache_ttl_s == 600
    assert settings.cors_origins == ()
    assert settings.demo_page is True
    assert settings.trust_lwa_context is False
    assert settings.rate_storage_uri == "memory://"
    assert settings.ip_salt is None


def test_values_from_the_environment() -> None:
    settings = app_settings(
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
        ({"GRASBOT_SITE_PATHS": "portfolio"}, "GRASBOT_SITE_PATHS: expected NAME=/path, got 'portfolio'"),
        ({"GRASBOT_CORS_ORIGINS": "example.org"}, "GRASBOT_CORS_ORIGINS: expected https://host origins"),
        ({"RATE_LIMIT_STORAGE_URI": "localhost"}, "RATE_LIMIT_STORAGE_URI must be memory://"),
    ],
)
def test_bad_values_fail_in_one_line(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError) as info:
        app_settings(env)
    assert str(info.value).startswith(message)
    assert "\n" not in str(info.value)


def test_bundle_path_explicit_then_working_directory(tmp_path: Path) -> None:
    assert default_bundle_path({"GRASBOT_BUNDLE_PATH": "/x/b.json"}) == Path("/x/b.json")
    assert default_bundle_path({"BUNDLE_PATH": "legacy.json"}) == Path("legacy.json")
    (tmp_path / "bundle.json").write_bytes(b"{}")
    assert default_bundle_path({}, cwd=tmp_path) == tmp_path / "bundle.json"


def test_settings_are_frozen() -> None:
    settings = AppSettings()
    with pytest.raises(AttributeError):
        settings.owner_name = "x"  # type: ignore[misc]
