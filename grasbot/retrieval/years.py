"""A year asked that a note never writes: is it inside a span the note gives for what is asked?

« Quel était son tarif de conférence en 2020 ? »: a note holding « 2017 – 2023 » or « depuis 2019 »
in the sentence that speaks of its talks dates them in 2020; a bio whose one paragraph runs from
a birth (« né en 1986 ») to « depuis 2022, j'anime des conférences » does not, though 2020 lies
between its first and last year. So the span must be in a sentence holding one of the question's
other terms: two years around the one asked, or « depuis » / « since » / « dès » a year before it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Set as AbstractSet

from grasbot.tokenise import Stemmer, fold, sentences, stem, words

__all__ = ["YEAR", "covers_year"]

YEAR = re.compile(r"\b(?:19|20)\d\d\b")  # a year written in a text or a title
# « depuis 2019 », « depuis mars 2019 », « since 2019 », « dès la fin 2019 »: from then on
_SINCE = re.compile(r"\b(?:depuis|since|des)\s+(?:\w+\s+){0,2}?((?:19|20)\d\d)\b")


def covers_year(
    passages: Iterable[tuple[str, str]], year: int, terms: AbstractSet[str], stemmer: Stemmer
) -> bool:
    """Whether a sentence of the ``(heading, text)`` passages holding one of ``terms`` (stemmed;
    any sentence when empty) writes two years around ``year``, or a « since » before it. A
    heading dates its whole passage (« 2018 – 2022 · Infirmière » over « Service de pédiatrie »)."""
    for heading, text in passages:
        dated = _spans(heading, year)
        for sentence in sentences(text):
            if terms and not any(stem(w, stemmer) in terms for w in words(sentence)):
                continue
            if dated or _spans(sentence, year):
                return True
        if dated and (not terms or any(stem(w, stemmer) in terms for w in words(heading))):
            return True
    return False


def _spans(sentence: str, year: int) -> bool:
    """Whether ``sentence`` writes two years around ``year``, or a « since » before it."""
    seen = [int(w) for w in YEAR.findall(sentence)]
    if len(seen) >= 2 and min(seen) < year < max(seen):
        return True
    return any(int(m.group(1)) < year for m in _SINCE.finditer(fold(sentence)))
