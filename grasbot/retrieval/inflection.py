"""Other forms of a verb: a question word the vault conjugates otherwise (« se dérouleront » /
« se déroulent », « choisir » / « choisi »).

The light stemmer leaves two verb endings on: the third person plural (« déroulent » stems to
``deroulent``, « déroulé » to ``deroul``), the ``-ir`` infinitive (``choisir`` beside the
participle's ``choisi``, the adjective's ``chois``) and the doubled ``l`` of an ``-iller``
infinitive (``conseill`` beside « conseille »'s ``conseil``). Two forms of one verb then stem apart, and
a note that says « les épreuves se déroulent » does not hold « se dérouleront ». For grounding
only, a question term is also held by the vault's terms of the same paradigm. One adjective
ending joins in: « dernière », « première » stem to ``dernier``, ``premier``, their masculine
to ``derni``, ``premi``.

Only these endings, on a base of five letters or more: a shorter one names many words
(« cont » for « contient »), and other endings join words of different meanings (« quartier »
and « quart », « activité » and « actif », « diversité » and « divers »): docs/retrieval.md.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["verb_forms"]

MIN_BASE = 5  # « chois », « deroul »


def _paradigm(term: str) -> tuple[str, ...]:
    """The stems the other forms of ``term``'s verb would have, if it is one."""
    if term.endswith("ll") and len(term) - 1 >= MIN_BASE:
        return (term[:-1],)  # conseiller -> conseille (conseil), travailler -> travaille
    if term.endswith("il") and len(term) >= MIN_BASE:
        return (term + "l", term + "ent")  # conseille -> conseiller
    if term.endswith("ent") and len(term) - 3 >= MIN_BASE:
        return (term[:-3],)  # déroulent -> déroulé, déroule
    if term.endswith("ier") and len(term) - 2 >= MIN_BASE:
        # not a verb: the stemmer cuts « dernière » to ``dernier`` and « dernier » to ``derni``
        return (term[:-2],)
    if term.endswith("ir") and len(term) - 2 >= MIN_BASE:
        base = term[:-2]
        return (base, base + "i")  # choisir -> choisie (chois), choisi
    if term.endswith("i") and len(term) - 1 >= MIN_BASE:
        return (term + "r",)  # choisi -> choisir (not ``chois``: « quartier » is no « quart »)
    if len(term) >= MIN_BASE:
        return (term + "ent",)  # déroulé -> déroulent
    return ()


def verb_forms(term: str, known: Callable[[str], bool]) -> tuple[str, ...]:
    """The vault's terms (``known``) that are other forms of the verb ``term`` may be."""
    if term.isdigit():
        return ()
    return tuple(t for t in _paradigm(term) if known(t))
