"""Search settings from a plain mapping: defaults, prefixed and legacy names, readable errors."""

import os
from pathlib import Path

import pytest

from functions.settings import SettingsError, get, parse_url_patterns, search_settings


def test_defaults() -> None:
    settings = search_settings({})
    assert settings.bundle_path == Path("bundle.json")
    assert settings.top_k == 5
    assert settings.min_score > 0
    assert dict(settings.url_patterns) == {"projet": "/portfolio/{slug}", "competence": "/competences/{slug}"}


def test_prefixed_names() -> None:
    settings = search_settings(
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
    settings = search_settings({"BUNDLE_PATH": "old.json", "SEARCH_TOP_K": "3", "SEARCH_MIN_SCORE": "1"})
    assert (settings.bundle_path, settings.top_k, settings.min_score) == (Path("old.json"), 3, 1.0)


def test_prefixed_name_wins_over_legacy() -> None:
    assert search_settings({"GRASBOT_SEARCH_TOP_K": "7", "SEARCH_TOP_K": "2"}).top_k == 7
    assert get({"GRASBOT_X": " a ", "X": "b"}, "X") == "a"
    assert get({"X": "b"}, "X") == "b"


def test_blank_values_mean_default() -> None:
    assert search_settings({"GRASBOT_SEARCH_TOP_K": "  ", "GRASBOT_BUNDLE_PATH": ""}).top_k == 5
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
        search_settings(env)
    assert str(info.value) == message


def test_legacy_bad_value_is_an_error_too() -> None:
    with pytest.raises(SettingsError, match="SEARCH_TOP_K must be an integer, got 'beaucoup'"):
        search_settings({"SEARCH_TOP_K": "beaucoup"})


def test_top_k_must_be_an_integer() -> None:
    with pytest.raises(SettingsError, match="GRASBOT_SEARCH_TOP_K"):
        search_settings({"GRASBOT_SEARCH_TOP_K": "2.7"})


def test_url_pattern_placeholder_checked_at_start() -> None:
    with pytest.raises(SettingsError, match="GRASBOT_URL_PATTERNS"):
        parse_url_patterns("projet=/p/{id}")


def test_settings_read_only_the_mapping_given(monkeypatch: pytest.MonkeyPatch) -> None:
    # the real environment is never read: only entry points pass os.environ in
    monkeypatch.setenv("GRASBOT_SEARCH_TOP_K", "9")
    assert search_settings({}).top_k == 5
    assert search_settings(os.environ).top_k == 9


def test_environment_is_clean_for_each_test() -> None:
    # the autouse fixture in tests/conftest.py: a developer's exported settings never leak in
    assert not [k for k in os.environ if k.startswith(("GRASBOT_", "SEARCH_")) or k == "BUNDLE_PATH"]


def test_message_names_the_legacy_variable_that_was_set() -> None:
    with pytest.raises(SettingsError, match=r"^SEARCH_MIN_SCORE must be a number, got 'x'$"):
        search_settings({"SEARCH_MIN_SCORE": "x"})
    with pytest.raises(SettingsError, match=r"^GRASBOT_SEARCH_MIN_SCORE must be a number, got 'y'$"):
        search_settings({"SEARCH_MIN_SCORE": "x", "GRASBOT_SEARCH_MIN_SCORE": "y"})
