"""The day a journal note was written, from its title, as a visitor reads a date.

A daily note is named by its day (« 2024-03-09 », Obsidian's Daily Notes default, sometimes
followed by a title: « 2024-03-09 Déménagement »). Quoted as « la note « 2024-03-09 » », the
answer to « Quand a-t-elle déménagé ? » hides its date in a file name; « la note du 9 mars 2024 »
says it. A Zettelkasten note named by its timestamp id alone (« 202106141000 ») and without a
heading was written that day too. Shared by the offline answer and the prompt; the offline answer
to an English question says it in English ("9 March 2024").
"""

from __future__ import annotations

import re

__all__ = ["MONTH_NUMBERS", "dates_ahead", "english_day", "french_day", "note_day"]

_MONTHS = (
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
)
# each month's name, folded, French and English → its number (« aout », "august" → 8): how a
# text read folded names a month
_MONTH_NAMES = """
janvier january
fevrier february
mars march
avril april
mai may
juin june
juillet july
aout august
septembre september
octobre october
novembre november
decembre december
"""
MONTH_NUMBERS: dict[str, int] = {
    name: n for n, line in enumerate(_MONTH_NAMES.split("\n")[1:-1], start=1) for name in line.split()
}
# each month's English name as written ("March"): its folded name, capitalised
_ENGLISH_MONTHS = tuple(line.split()[1].capitalize() for line in _MONTH_NAMES.split("\n")[1:-1])
# « 2024-03-09 », and Logseq's journal file name « 2024_03_09 »
_ISO_DAY = re.compile(r"^((?:19|20)\d\d)[-_](\d\d)[-_](\d\d)(?=$|[\s_—–-])")


def french_day(year: int, month: int, day: int) -> str:
    """« 9 mars 2024 », « 1er mai 2025 »."""
    return f"{'1er' if day == 1 else day} {_MONTHS[month - 1]} {year}"


def english_day(year: int, month: int, day: int) -> str:
    """ "9 March 2024", "1 May 2025"."""
    return f"{day} {_ENGLISH_MONTHS[month - 1]} {year}"


# a Zettelkasten note named by its id alone, the minute it was made (« 202106141000 »)
_STAMP = re.compile(r"^((?:19|20)\d\d)(\d\d)(\d\d)[0-2]\d[0-5]\d(?:[0-5]\d)?$")


def note_day(title: str, language: str = "fr") -> str | None:
    """The day a note's title opens with (« 2024-03-09 », « 2024_03_09 » → « 9 mars 2024 », in
    English "9 March 2024"), or that a note titled by its timestamp id alone was made
    (« 202106141000 »); else None."""
    found = _ISO_DAY.match(title) or _STAMP.match(title)
    if found is None:
        return None
    year, month, day = (int(g) for g in found.groups())
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    return (english_day if language == "en" else french_day)(year, month, day)


# a date in a line read folded: « 14 mars 2027 », « mars 2027 », « le 14 mars », « 14/03/2027 »,
# « 2027-03-14 », a year alone
_DATE = re.compile(
    r"\b(?:(?P<day>\d{1,2}|1er) )?(?P<month>" + "|".join(MONTH_NUMBERS) + r")(?: (?P<year>(?:19|20)\d\d))?\b"
    r"|\b(?P<d>\d{1,2})/(?P<m>\d{1,2})/(?P<y>(?:19|20)\d\d)\b"
    r"|\b(?P<iy>(?:19|20)\d\d)-(?P<im>\d\d)-\d\d\b"
    r"|\b(?P<lone>(?:19|20)\d\d)\b"
)


def dates_ahead(line: str, today: tuple[int, int]) -> bool | None:
    """Whether ``line`` (read folded) writes a date not yet past on ``today`` (year, month): a day
    and month without a year is the next one; None when it writes no date. « décembre 2025,
    concert de Noël » is past in 2026; « le 14 mars » and « juin 2027 » are not."""
    found = False
    for m in _DATE.finditer(line):
        found = True
        if m.group("month"):
            year = m.group("year")
            if year is None or (int(year), MONTH_NUMBERS[m.group("month")]) >= today:
                return True
        elif m.group("y"):
            if (int(m.group("y")), int(m.group("m"))) >= today:
                return True
        elif m.group("iy"):
            if (int(m.group("iy")), int(m.group("im"))) >= today:
                return True
        elif int(m.group("lone")) >= today[0]:
            return True
    return False if found else None
