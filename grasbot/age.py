"""An age told by a birth date: « Quel âge a-t-elle ? » asked of a profile that says « née le 14
mars 1987 » or « née en 1990 » and no age.

The offline answer quotes the birth; a visitor asked a number. The number is arithmetic on the
quoted date and today's, said as such (« soit 39 ans aujourd'hui »), and two ages when only the
year is written (« 35 ou 36 ans »): the birthday may or may not have passed. Nothing is said
when the quoted text already gives an age, or when the birth is someone else's (« ma fille,
née en 2019 »).
"""

from __future__ import annotations

import re
from datetime import date

from grasbot.dates import MONTH_NUMBERS
from grasbot.patterns import compiled_on_first_use
from grasbot.tokenise import fold

__all__ = ["FROM_BIRTH_YEAR", "age_from_birth", "stale_ages", "without_stale_ages"]

# how the sentence of an age from a birth year alone ends: two ages, the birthday unknown
FROM_BIRTH_YEAR = ("(from the birth year).", "(d'après l'année de naissance).")

_MONTH = "|".join(MONTH_NUMBERS)
# read folded: « née le 14 mars 1987 », « née en mars 1992 », « Né à Dax en 1989 », "born on
# 14 March 1987", « Naissance : 1985-03-14 », « née en 1990 »
_birth = compiled_on_first_use(
    r"\b(?:nee?s?|born|naissance)\b[^.;\n]{0,40}?"
    rf"(?:\b(?P<day>\d{{1,2}})(?:er)? (?P<month>{_MONTH}) (?P<year>(?:19|20)\d\d)\b"
    rf"|\b(?P<month_only>{_MONTH}) (?P<month_year>(?:19|20)\d\d)\b"
    r"|\b(?P<iso>(?:19|20)\d\d)-(?P<iso_month>\d\d)-(?P<iso_day>\d\d)\b"
    r"|\b(?P<only>(?:19|20)\d\d)\b)"
)
# someone else's birth: « ma fille, née en 2019 », "my son was born in"
_relative = compiled_on_first_use(
    r"\b(?:fille|fils|enfant|enfants|bebe|soeur|frere|mere|pere|niece|neveu|chienne|chien|chat"
    r"|daughter|son|child|baby|sister|brother|mother|father)\b[^.;\n]{0,20}$"
)
# an age already written: « j'ai 41 ans », « Âge : 47 ans », « 41 ans, » closing its phrase,
# "39 years old"; not a duration (« 5 ans salariée à Paris », « 10 ans en gériatrie »)
_AGE = re.compile(
    r"\b(?:j['’ ]?ai|il a|elle a|iel a|age|agee|aged|ages)\s*:?\s*(?:de\s+)?\d{1,3} ans\b"
    # (not an age at an event: « une piqûre à 6 ans, en allant… », « vers 20 ans. »; nor someone
    # described by theirs: « un ancien couvreur de 41 ans. »; nor one that was: « J'avais 22 ans, »)
    r"|\b\d{1,3} years old\b"
    # (nor an age another reached: « Il les a portées jusqu'à ses 91 ans. »)
    r"|(?<!\sa )(?<!vers )(?<!depuis )(?<!\sde )(?<!avais )(?<!avait )(?<!ses )\b\d{1,3} ans\s*(?:[,;.)]|$)",
    re.MULTILINE,
)


# an age written as a field (« - Âge : 38 »), read folded
_AGE_FIELD = re.compile(r"\bagee?\s*:\s*\d{1,3}\b")


def writes_age_field(text: str) -> bool:
    """Whether ``text`` gives an age as a field of a person's note (« - Âge : 38 »): the answer
    as it stands, no age to work out from a birth year."""
    return _AGE_FIELD.search(fold(text)) is not None


def age_from_birth(text: str, today: date, english: bool = False) -> str | None:
    """The sentence giving the age the first birth in ``text`` makes ``today``, or None."""
    folded = fold(text)
    written = _AGE.search(folded) is not None
    for m in _birth().finditer(folded):
        if _relative().search(folded[max(0, m.start() - 40) : m.start()]):
            continue
        if (m.group("only") or m.group("month_only")) and written:
            return None  # a birth year leaves two ages: the one written settles it
        if m.group("only") or m.group("month_only"):
            year = int(m.group("only") or m.group("month_year"))
            low, high = today.year - year - 1, today.year - year
            month = MONTH_NUMBERS.get(m.group("month_only") or "", 0)
            if month and month != today.month:  # « née en mars 1992 », asked in December: 34
                low = high = high - (today.month < month)
            if not 0 < low < 120:
                return None
            if low == high:
                return (
                    f"That makes {low} today (from the birth month)."
                    if english
                    else f"Soit {low} ans aujourd'hui (d'après le mois de naissance)."
                )
            return (
                f"That makes {low} or {high} today {FROM_BIRTH_YEAR[0]}"
                if english
                else f"Soit {low} ou {high} ans aujourd'hui {FROM_BIRTH_YEAR[1]}"
            )
        if m.group("iso"):
            year, month, day = int(m.group("iso")), int(m.group("iso_month")), int(m.group("iso_day"))
        else:
            year, month, day = int(m.group("year")), MONTH_NUMBERS[m.group("month")], int(m.group("day"))
        if not (1 <= month <= 12 and 1 <= day <= 31):
            return None
        age = today.year - year - ((today.month, today.day) < (month, day))
        if not 0 < age < 120 or (written and not stale_ages(text, age)):
            return None  # (the age written is today's: said already)
        return (
            f"That makes {age} today (from the birth date)."
            if english
            else f"Soit {age} ans aujourd'hui (d'après la date de naissance)."
        )
    return None


# an age the owner wrote of themselves at the time (« J'ai 41 ans, ça fait vingt ans… »)
_OWN_AGE = re.compile(r"\b(?:j['’ ]?ai|il a|elle a|iel a)\s+(\d{1,3}) ans\b")


def stale_ages(text: str, age: int) -> tuple[int, ...]:
    """The ages ``text`` has its person say of themselves (« j'ai 41 ans ») other than ``age``,
    the one their birth date makes today: written some years ago."""
    return tuple(n for n in map(int, _OWN_AGE.findall(fold(text))) if n != age)


def without_stale_ages(text: str, age: int) -> str:
    """``text`` (an answer's lines, passages apart by « … ») without the lines in which the
    person gives an age other than ``age``: « J'ai 41 ans » in a profile written two years
    ago beside « né le 9 février 1983 » would contradict the age worked out."""
    kept: list[str] = []
    for line in text.split("\n"):
        if stale_ages(line, age):
            continue
        if line.strip() == "…" and kept and kept[-1].strip() == "…":
            continue
        kept.append(line)
    while kept and kept[-1].strip() == "…":
        kept.pop()
    return "\n".join(kept)
