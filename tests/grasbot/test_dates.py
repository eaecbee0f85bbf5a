"""A journal note's day, written out (grasbot.dates)."""

from __future__ import annotations

import pytest

from grasbot.dates import note_day


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
