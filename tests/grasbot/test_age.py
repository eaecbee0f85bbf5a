"""The age a birth date makes today, said beside the quoted birth (grasbot.age)."""

from __future__ import annotations

from datetime import date

import pytest

from grasbot.age import age_from_birth, stale_ages, without_stale_ages

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize(
    ("text", "french", "english"),
    [
        ("Je suis née le 14 mars 1987 à Besançon", "Soit 39 ans", "That makes 39 today"),
        ("born on 14 December 1990", "Soit 35 ans", "That makes 35 today"),  # the birthday is to come
        ("- Naissance : 1985-03-14", "Soit 41 ans", "That makes 41 today"),
        ("Née en mars 1992 à Grenoble", "Soit 34 ans", "That makes 34 today"),  # the month has passed
        ("Né à Dax en 1989, photographe depuis 2013", "Soit 36 ou 37 ans", "That makes 36 or 37"),
        ("née en décembre 1990", "Soit 35 ou 36 ans", "That makes 35 or 36"),  # this very month
        # a number of years spent somewhere is no age already said
        ("- Née le 14 mars 1988 à Quimper\n- 5 ans salariée à Paris", "Soit 38 ans", "That makes 38 today"),
        # nor an age at an event (« une piqûre à 6 ans, en allant… »)
        (
            "Je suis né à Lorient en 1980. Une piqûre à 6 ans, en allant",
            "Soit 45 ou 46",
            "That makes 45 or 46",
        ),
        # nor an age that was (« J'avais 22 ans »), nor someone else's (« un couvreur de 41 ans. »)
        (
            "Je suis née le 14 mars 1992 à Lorient.\nJ'avais 22 ans, un vrai salaire.\n"
            "La plus vieille après un ancien couvreur de 41 ans.",
            "Soit 34 ans",
            "That makes 34 today",
        ),
        # nor an age another reached (« jusqu'à ses 91 ans. »)
        (
            "Je suis né à Romans en 1979.\nPour mon grand-père Louis. Il les a portées jusqu'à ses 91 ans.",
            "Soit 46 ou 47 ans",
            "That makes 46 or 47",
        ),
    ],
)
def test_a_birth_date_tells_the_age_today(text: str, french: str, english: str) -> None:
    assert (age_from_birth(text, TODAY) or "").startswith(french)
    assert (age_from_birth(text, TODAY, english=True) or "").startswith(english)


@pytest.mark.parametrize(
    "text",
    [
        "J'ai 41 ans, né en 1985 à Saint-Étienne",  # the age is already said
        "Âge : 47 ans\nNé le 3 mai 1979",
        "ma fille, née en 2019, entre en CP",  # someone else's birth
        "Née en 1890",  # no living person
        "Pas de date ici",
    ],
)
def test_no_age_is_told_where_none_can_be(text: str) -> None:
    assert age_from_birth(text, TODAY) is None


def test_an_age_written_years_ago_gives_way_to_the_birth_date() -> None:
    # a profile written in 2024: « J'ai 41 ans » beside « né le 9 février 1983 », read in 2026
    text = "Je suis né le 9 février 1983 à Cholet.\n…\nJ'ai 41 ans, ça fait vingt ans que je couvre."
    assert age_from_birth(text, TODAY) == "Soit 43 ans aujourd'hui (d'après la date de naissance)."
    assert stale_ages(text, 43) == (41,)
    assert without_stale_ages(text, 43) == "Je suis né le 9 février 1983 à Cholet."
    # today's age written beside the birth date: said already
    assert age_from_birth("Je suis né le 9 février 1983. J'ai 43 ans.", TODAY) is None
    # a birth year alone leaves two ages: the one written settles it, stale or not
    assert age_from_birth("Né en 1983. J'ai 41 ans.", TODAY) is None
