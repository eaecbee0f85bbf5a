"""A journal note's day, written out (grasbot.dates)."""

from __future__ import annotations

import pytest

from grasbot.dates import dates_ahead, note_day


@pytest.mark.parametrize(
    ("title", "day"),
    [
        ("2024-03-09", "9 mars 2024"),
        ("2025-05-01", "1er mai 2025"),
        ("2023-12-22 Dernier jour à Dijon", "22 décembre 2023"),
        ("2026-08-15_vacances", "15 août 2026"),
        ("202106141000", "14 juin 2021"),  # a Zettelkasten note named by its timestamp id alone
        ("20210614100059", "14 juin 2021"),
    ],
)
def test_a_title_opening_with_a_day_gives_it(title: str, day: str) -> None:
    assert note_day(title) == day


@pytest.mark.parametrize(
    "title",
    [
        *("Tarifs 2024", "2024", "202301011000 Qui suis-je", "2024-13-01", "2024-03-09x", "Le 2024-03-09"),
        *("202113141000", "202106146000", "2021061410", "1234567890123"),
    ],
)
def test_other_titles_give_none(title: str) -> None:
    assert note_day(title) is None


@pytest.mark.parametrize(
    ("title", "day"),
    [
        ("2024-03-09", "9 March 2024"),
        ("2025-05-01 Déménagement", "1 May 2025"),
        ("202106141000", "14 June 2021"),
    ],
)
def test_a_title_opening_with_a_day_gives_it_in_english(title: str, day: str) -> None:
    # the offline answer to an English question: "From the note of 9 March 2024:"
    assert note_day(title, "en") == day


@pytest.mark.parametrize(
    ("line", "ahead"),
    [
        ("decembre 2025, concert de noel", False),  # past on 1 December 2026
        ("concert le 14 mars", True),  # a day without its year: the next one
        ("juin 2027 a angers", True),
        ("decembre 2026 : marche de noel", True),  # this month is not past yet
        ("en 2024 on a chante", False),
        ("14/03/2027", True),
        ("2025-06-21 fete de la musique", False),
        ("repetitions le lundi soir", None),  # no date at all
    ],
)
def test_a_date_to_come_is_one_not_yet_past(line: str, ahead: bool | None) -> None:
    assert dates_ahead(line, (2026, 12)) is ahead
