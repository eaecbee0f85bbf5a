"""Is the answer grounded? A note (or a passage of one) must hold a good part of what the
question asks *together*, not one common stem (« m'a permis » is no answer to « A-t-il le
permis de conduire ? »).

The rule reads only the question's informative units and how strongly a text holds each of
their terms, so it applies to a whole note today and to a passage tomorrow. The rules tried
on the dev sets, with abstain accuracy and recall side by side, are in docs/retrieval.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from operator import attrgetter
from typing import NamedTuple

__all__ = ["Unit", "any_personal", "grounding_share", "is_grounded"]


class Unit(NamedTuple):
    """One informative word of the question, as the vault spells it.

    ``weight`` is its idf (a word found in no note weighs the most: it is what the vault
    cannot answer); ``factor`` discounts a guessed spelling (typo); ``alternatives`` are lexicon
    synonyms that answer it almost as well, each with its discount.
    """

    term: str
    weight: float
    factor: float = 1.0
    alternatives: tuple[tuple[str, float], ...] = ()
    personal: bool = False  # an attribute of a person (age, address, job…): see search
    light: bool = False  # a word of the question's grammar (lexicon.LIGHT_VERBS): see is_grounded


_PERSONAL = attrgetter("personal")
_LIGHT = attrgetter("light")


def any_personal(units: Iterable[Unit]) -> bool:
    """Whether one of ``units`` is a personal attribute (in C: no generator's frame)."""
    return any(map(_PERSONAL, units))


def grounding_share(units: Sequence[Unit], strength: Mapping[str, float]) -> float:
    """Share of the question's informative weight that a text holds, each unit counted by
    the strength (0–1) with which the text holds its term or best alternative."""
    total = 0.0
    held = 0.0
    for unit in units:
        total += unit.weight
        best = strength.get(unit.term, 0.0)
        for term, discount in unit.alternatives:
            other = discount * strength.get(term, 0.0)
            if other > best:
                best = other
        held += unit.weight * unit.factor * best
    return held / total if total else 0.0


def _named_by(unit: Unit, strength: Mapping[str, float]) -> bool:
    """Whether a text is named by ``unit`` (its term or an alternative at strength 1)."""
    return strength.get(unit.term, 0.0) >= 1.0 or any(
        strength.get(t, 0.0) >= 1.0 for t, _ in unit.alternatives
    )


def is_grounded(
    units: Sequence[Unit],
    strength: Mapping[str, float],
    min_share: float = 0.2,
    strong_share: float = 0.3,
    single_named: bool = False,
    grammar: frozenset[str] = frozenset(),
) -> bool:
    """Whether a text answers the question.

    It must hold at least ``min_share`` of the question's weight, and hold it *together*: two
    informative units or more, or ``strong_share`` of the weight. « m'a permis » holds one
    common word of « A-t-il le permis de conduire ? », used in passing: not an answer. A
    question of one informative unit is answered by a text that uses it, unless
    ``single_named`` (a follow-up looking outside the conversation's notes) asks for a text
    named by it (strength 1: title, alias, tags…). ``grammar``: the terms of the question's
    grammar (light verbs, fillers): a text named by every other term answers, whatever they
    weigh (strength 1 must then mean named: not a profile note, which holds all it says so)."""
    share = grounding_share(units, strength)
    if share < min_share and grammar and not single_named:
        # the question's grammar aside (« s'est mis », « le truc »), what it asks names the
        # text: « Comment il s'est mis à l'IA ? Qu'est-ce qui a déclenché le truc ? » and the
        # note titled « IA », whatever the light words weigh
        asked = [u for u in units if u.term not in grammar]
        if asked and len(asked) < len(units) and all(_named_by(u, strength) for u in asked):
            return True
    if not units or share < min_share:
        return False
    if len(units) == 1:
        unit = units[0]
        best = max([strength.get(unit.term, 0.0)] + [strength.get(t, 0.0) for t, _ in unit.alternatives])
        return best >= 1.0 or not single_named
    if share >= strong_share:
        return True
    # a light word (« expliquer », « fonctionner ») held beside another is not two things held
    # together: « Comment fonctionne la photosynthèse ? » is no question a note on a server answers
    all_light = all(map(_LIGHT, units))
    get = strength.get
    held = 0
    wanted = 0
    for u in units:
        if u.light and not all_light:
            continue
        wanted += 1
        if get(u.term, 0.0) > 0 or any(get(t, 0.0) > 0 for t, _ in u.alternatives):
            held += 1
            if held >= 2:
                return True
    # every word asked held, the grammar aside (« elle est où sa boutique exactement ? »): as
    # the question without « exactement » would be
    return held == wanted == 1 and not all_light
