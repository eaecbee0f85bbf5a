import pytest

from grasbot.envsettings import SettingsError, env_flag, env_integer, env_number, env_value


def test_prefixed_name_wins_and_legacy_only_when_allowed() -> None:
    env = {"GRASBOT_X": " 1 ", "X": "2", "Y": "3"}
    assert env_value(env, "X") == "1"
    assert env_value(env, "Y") == "3"
    assert env_value(env, "Y", legacy=False) is None
    assert env_value({"GRASBOT_Z": "  "}, "Z", "d") == "d"  # blank counts as unset


def test_numbers_integers_and_flags_are_checked() -> None:
    assert env_number({"GRASBOT_N": "2.5"}, "N", 1.0, 0, 3) == 2.5
    assert env_integer({"GRASBOT_N": "4"}, "N", 1, 0, 9) == 4
    assert env_integer({}, "N", 7, 0, 9) == 7
    with pytest.raises(SettingsError, match=r"^GRASBOT_N must be an integer, got '2.5'$"):
        env_integer({"GRASBOT_N": "2.5"}, "N", 1, 0, 9)
    with pytest.raises(SettingsError, match=r"^GRASBOT_N must be between 0 and 3, got '9'$"):
        env_number({"GRASBOT_N": "9"}, "N", 1.0, 0, 3)
    assert env_flag({"GRASBOT_F": "Yes"}, "F", False) is True
    with pytest.raises(
        SettingsError,
        match=r"^GRASBOT_F must be one of 0, 1, false, no, off, on, true, yes, got 'peut-être'$",
    ):
        env_flag({"GRASBOT_F": "peut-être"}, "F", False)
