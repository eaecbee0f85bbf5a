"""The fixed words around an offline answer, in the question's language.

The notes are quoted as written (mostly French); the words framing them, whose note follows and
what to say when none answers, speak the visitor's language: « D'après la note « CV » : » to
« Où habite-t-il ? », "From the note “CV”:" to "Where does he live?". One table holds both
languages' words, read by one composition, so that the two answers never drift apart.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import NamedTuple

from functions.site_pages import pointer_list, pointers
from grasbot.dates import note_day

__all__ = ["ATTRIBUTION", "Framing", "attribution", "framing", "not_found_text"]


class Framing(NamedTuple):
    note: str  # whose words follow: « D'après la note « {title} » : »
    day: str  # ... a journal note's, by its day: « D'après la note du {day} : »
    day_titled: str  # ... with the rest of its title: « D'après la note du {day} (« {rest} ») : »
    notes: str  # a list of notes, a line each: « D'après ses notes : »
    unanswered: str  # nothing answers: « Les notes {of_name} ne répondent pas… » (« d'Anouk »)
    pointing: str  # ... and where to look: « Vous trouverez {pages}. »
    page: str  # one page: « {what} sur {path} »
    last: str  # the word before the last page: « et »
    counted: str  # the items of a list counted for « combien de X ? »: « Soit {n} en tout. »


_FRAMINGS = {
    "fr": Framing(
        note="D'après la note « {title} » :",
        day="D'après la note du {day} :",
        day_titled="D'après la note du {day} (« {rest} ») :",
        notes="D'après ses notes :",
        unanswered="Les notes {of_name} ne répondent pas à cette question (non précisé dans les notes).",
        pointing="Vous trouverez {pages}.",
        page="{what} sur {path}",
        last="et",
        counted="Soit {n} en tout.",
    ),
    "en": Framing(
        note="From the note “{title}”:",
        day="From the note of {day}:",
        day_titled="From the note of {day} (“{rest}”):",
        notes="From the notes:",
        unanswered="{name}'s notes do not answer this question (not specified in the notes).",
        pointing="You will find {pages}.",
        page="{what} at {path}",
        last="and",
        counted="That is {n} in all.",
    ),
}
# the owner's possessive in English, by the pronoun the vault gives them; « iel », or none
# known: "their"
_POSSESSIVE = {"il": "his", "elle": "her"}


def _pattern(template: str) -> str:
    """``template`` as a pattern, each ``{field}`` standing for any text."""
    return ".*".join(re.escape(piece) for piece in re.split(r"\{\w+\}", template))


# a note's attribution in either language, on its own line (« D'après la note « libft » : »,
# "From the note of 9 March 2024:"): what reads the answer back passes over it
ATTRIBUTION = re.compile(
    "^(?:" + "|".join(_pattern(t) for f in _FRAMINGS.values() for t in (f.note, f.day, f.day_titled)) + ")$",
    re.MULTILINE,
)


_VOWEL = re.compile(r"[AEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouàâäéèêëîïôöùûü]")  # (not Y: « de Yann »)


def of_name(name: str) -> str:
    """« de Fernand », « d'Anouk », « d'Élodie »: French elides « de » before a vowel."""
    return f"d'{name}" if _VOWEL.match(name) else f"de {name}"


def framing(language: str) -> Framing:
    """The words of ``language`` ("fr" or "en"); French for any other."""
    return _FRAMINGS.get(language, _FRAMINGS["fr"])


_TIME_OF_DAY = re.compile(r"(?:[01]\d|2[0-3])[:h.]?[0-5]\d(?:[:.][0-5]\d)?")


def attribution(title: str, language: str = "fr") -> str:
    """Whose words follow: a journal entry by its day (« la note du 9 mars 2024 »), where the
    day is what « Quand… ? » asks; another note by its title, as written."""
    words = framing(language)
    day = note_day(title, language)
    if day is None:
        return words.note.format(title=title)
    rest = "" if title.isdigit() else title[10:].strip(" _—–-")  # (« 202106141000 »: an id alone)
    if _TIME_OF_DAY.fullmatch(rest):
        rest = ""  # « 2022-10-03 0730 », « 2024-03-09 08.14 »: the hour it was written, no title
    return words.day_titled.format(day=day, rest=rest) if rest else words.day.format(day=day)


def not_found_text(
    owner_name: str, site_paths: Mapping[str, str], language: str = "fr", pronoun: str = ""
) -> str:
    """Said offline when retrieval found nothing: honest, and points to the site's pages (only
    those it has: ``functions.site_pages``); in English, of the owner by their ``pronoun``
    (« il » → "his projects")."""
    words = framing(language)
    text = words.unanswered.format(name=owner_name, of_name=of_name(owner_name))
    pages = pointers(site_paths, language, _POSSESSIVE.get(pronoun, "their"))
    if pages:
        found = [words.page.format(what=what, path=path) for what, path in pages]
        text += " " + words.pointing.format(pages=pointer_list(found, words.last))
    return text
