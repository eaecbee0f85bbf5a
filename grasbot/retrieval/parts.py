"""The part of a note a question asks for, when notes write it under a heading of its own.

A project or mission note tells its context first (client, dates, team), then what was done
and what came of it, each under a heading: « Ce que j'ai fait », « Travaux », « Livrables »;
« Résultat(s) », « Bilan », "Results". « Il a fait quoi pour le groupe thermal ? » is answered by
the first part, « Qu'est-ce que sa refonte a changé ? » or « Ça a marché ? » by the second, in
words the question does not share: the passage ranking alone quotes the context that names
the project. The offline answer then brings the part asked of the note it quotes
(``functions.offline.compose_offline``).
"""

from __future__ import annotations

import re

from grasbot.patterns import compiled_on_first_use
from grasbot.tokenise import fold

__all__ = ["DONE", "RESULT", "asked_part", "heads_part", "labels_part"]

DONE = "done"
RESULT = "result"

_Q = "['’]"
# « qu'a-t-il fait pour… », « il a fait quoi sur… », « qu'est-ce qu'elle a fait pendant… », « son
# rôle », "what did she do for…" (not « qu'a-t-il fait comme études », a kind asked)
_DONE_ASKED = re.compile(
    rf"\bqu{_Q}(?:a-t-(?:il|elle)|est-ce qu{_Q}(?:il|elle) a|(?:il|elle) a) (?:fait|realise)\b(?! comme)"
    r"|\b(?:il|elle|ils|elles) a(?:vait|ont)? (?:fait|realise) quoi\b"
    r"|\b(?:son|sa|his|her) role\b"
    r"|\bwhat did (?:he|she|they) do\b"
)
# « qu'est-ce que sa refonte a changé », « qu'a-t-elle amélioré », « ça a marché ? », « quels
# résultats », « leur a fait économiser combien », "did it work", "what were the results"
_RESULT_ASKED = re.compile(
    r"\b(?:resultats?|bilan|impact|retombees|results?|outcomes?)\b"
    r"|\b(?:ca|cela) a (?:marche|donne|fonctionne|servi)\b"
    r"|\ba(?:vait|ont)?(?:-t-(?:il|elle|ils|elles))? (?:change|ameliore|apporte)\b"
    r"|\b(?:fait|permis d{_Q}?) (?:economiser|gagner)\b"
    r"|\bdid it work\b|\bwhat difference\b|\b(?:improved?|changed?) (?:what|anything)\b"
)
# the headings of each part, folded
_HEADINGS = {
    DONE: re.compile(
        rf"\bce (?:que j{_Q}ai|qu{_Q}on a|que nous avons) (?:fait|realise)\b"
        r"|\b(?:travaux|realisations?|livrables|deliverables|interventions?|deroule|demarche|methode)\b"
        r"|\b(?:mon role|travail realise|what i did|my role|work done|approach)\b"
    ),
    RESULT: re.compile(
        r"\b(?:resultats?|bilan|impact|retombees|results?|outcomes?)\b"
        r"|\bce que (?:ca|cela) a (?:donne|change)\b"
    ),
}


def asked_part(question: str) -> str | None:
    """``RESULT`` when the question asks what came of something, ``DONE`` when it asks what was
    done, else None."""
    folded = fold(question)
    if _RESULT_ASKED.search(folded):
        return RESULT
    if _DONE_ASKED.search(folded):
        return DONE
    return None


def heads_part(heading: str, part: str) -> bool:
    """Whether a passage's heading path (« Mission › Ce que j'ai fait ») names ``part``: its last
    heading only, the one the passage is written under."""
    pattern = _HEADINGS.get(part)
    return pattern is not None and pattern.search(fold(heading.rsplit(" › ", 1)[-1])) is not None


# a line opening on a label (« Résultat : trois mois plus tard, les appels avaient diminué de
# 40 % », the build's reading of « **Résultat** : … »): the part written inline, without a heading
_LABEL = compiled_on_first_use(r"^(?:[-*•] )?([^:\n]{3,40}?) ?:", re.MULTILINE)


def labels_part(text: str, part: str) -> bool:
    """Whether a line of ``text`` opens on a label naming ``part`` (« Résultat : … », « Bilan : … »)."""
    pattern = _HEADINGS.get(part)
    return pattern is not None and any(pattern.search(fold(m.group(1))) for m in _LABEL().finditer(text))
