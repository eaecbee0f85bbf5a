"""Words that answer a question only in the shape of its answer, and questions that ask for
an answer of a given shape.

« ans » stands for an age in the lexicon (« Quel âge a-t-elle ? » is answered by « j'ai 38
ans »), but French writes a duration with the same word: « quatre ans chez Loire Mobilités »,
« pendant onze ans », « 10 ans d'exercice ». A passage holding such a term answers the question
only where the term is written in the answer's shape; elsewhere the note does not hold it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grasbot.tokenise import fold

__all__ = ["SHAPED", "asked_shape", "in_shape"]

_NUMBER_WORD = (
    r"(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize"
    r"|vingt|trente|quarante|cinquante|soixante)"
)
_NUMBER = rf"(?:\d{{1,3}}|{_NUMBER_WORD}(?:[- ](?:et[- ])?{_NUMBER_WORD})*)"
# a number of years that is a duration, not an age: introduced by « pendant », « depuis »,
# « il y a », « en »… or followed by what it was spent on or where (« ans d'exercice »,
# « ans chez », « ans en gériatrie », « ans à Rennes »)
_AGE = re.compile(
    rf"(?<!pendant )(?<!depuis )(?<!durant )(?<!il y a )(?<!\ben )(?<!\bsur )(?<!\bdans )"
    rf"(?<!plus de )(?<!moins de )(?<!pres de )(?<!environ )(?<!apres )(?<!\bdont )(?<!\bles )"
    rf"\b{_NUMBER} ans\b"
    r"(?!\s*(?:d['’]|de\b|des\b|du\b|chez\b|a\b|au\b|aux\b|en\b|dans\b|comme\b|sur\b|pour\b"
    r"|plus tard\b|apres\b|avant\b|passes?\b|auparavant\b|de suite\b))"
)


def _age(text: str) -> bool:
    return _AGE.search(fold(text)) is not None


# term (as the vault spells it) -> whether a passage's text writes it in the answer's shape
SHAPED: dict[str, Callable[[str], bool]] = {"ans": _age}


def in_shape(term: str, text: str) -> bool:
    """Whether ``text`` writes ``term`` as an answer (always, for a term with no shape)."""
    check = SHAPED.get(term)
    return check is None or check(text)


# a grade: « 16/20 », « 14,5 / 20 », « mention bien », « avec les félicitations du jury »
_GRADE = re.compile(r"\b\d{1,3}(?:[.,]\d+)?\s*/\s*(?:10|20|100)\b|\bmention\b|\bfelicitations\b")
# « Quelle note a-t-elle obtenue / eue / reçue ? », « Quelle est sa note au TOEIC ? »: « note »
# asks for a grade (not « Dans quelle note parle-t-elle de Rust ? », a note of the vault)
_GRADE_ASKED = re.compile(
    r"\bquel(?:le)?s? (?:est |sont |etait |etaient )?(?:sa |son |ses |leur )?notes? "
    r"(?:(?:a|avait|ont|avaient)[- ](?:t-)?(?:il|elle|ils|elles)? ?)?"
    r"(?:obtenue?s?|eue?s?|recue?s?|decroche(?:e|s|es)?|a |au |aux |en |du |de |d')"
    r"|\b(?:sa|ses) notes? (?:a |au |aux |en |du |de |d')"
)


def _grade(text: str) -> bool:
    return _GRADE.search(fold(text)) is not None


# « Quel temps fait-il / fera-t-il ? » asks for the weather (« temps » is also time: « à
# temps plein », « en un temps record »); the weather is written with its own words
_WEATHER_ASKED = re.compile(
    r"\bquel temps (?:fait|fera|faisait|a fait|va faire|avait fait|allait faire)\b"
    r"|\bquel temps (?:a|va|avait|allait)-t-(?:il|elle) (?:fait|faire)\b"
)
_WEATHER = re.compile(
    r"\b(?:meteo|pluie|pluvieu\w*|pleu\w*|soleil|ensoleill\w*|nuage\w*|neige\w*|orage\w*"
    r"|temperatures?|degres|canicule|vent|venteu\w*|brouillard|averses?|weather|rain\w*|sunny)\b"
    r"|-?\d+\s*°"
)


def _weather(text: str) -> bool:
    return _WEATHER.search(fold(text)) is not None


def asked_shape(question: str) -> tuple[str, Callable[[str], bool]] | None:
    """The word naming the kind of answer asked, and the shape of that answer in a passage,
    when the question asks for a kind a passage writes in a shape of its own (a grade, the
    weather). A note
    answers it if it holds the word or writes the shape; « titre professionnel obtenu » alone
    is no grade."""
    lowered = question.lower()
    if "note" not in lowered and "temps" not in lowered:  # in C: most questions ask neither
        return None
    folded = fold(question)
    if _GRADE_ASKED.search(folded):
        return "note", _grade
    if _WEATHER_ASKED.search(folded):
        return "meteo", _weather
    return None
