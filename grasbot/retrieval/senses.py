"""A word asked as a noun that a note writes only as a verb's past participle.

« Est-ce qu'elle a le permis ? » asks for a driving licence; « ce stage m'a permis de… » writes
the verb *permettre*. Both fold and stem to one term, so the note seems to hold what is asked.
The question says which sense it means: a determiner before the word (« le permis », « son
reçu », « un écrit ») makes it a noun. The note says which it writes: an auxiliary before the
word (« m'a permis », « ont permis », « a été produit ») makes every occurrence a participle.
Only when the question asks the noun and the note never writes it is the term left out of
what the note holds for grounding.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise

from grasbot.tokenise import Stemmer, stem, words

__all__ = ["nouns_asked", "participle_only"]

# the words that make the next one a noun in a question (elided « l' », « d' » are dropped by
# words(): « l'écrit » reads as « écrit » alone, which is not enough to tell)
_DETERMINERS = frozenset(
    "le la les un une des du son sa ses mon ma mes ton ta tes votre vos leur leurs ce cet cette".split()  # noqa: SIM905 (a word list reads best as text)
)
# forms of « avoir » and « être » that make the next word a participle
_AUXILIARIES = frozenset(
    """a ai as avons avez ont avait avais avions aviez avaient aura aurai auras aurons aurez auront
    aurait aurais auraient eu est es suis sommes etes sont etait etais etions etiez etaient ete
    sera seront serait seraient soit""".split()  # noqa: SIM905 (a word list reads best as text)
)
# a word that may stand between the auxiliary and the participle (« a déjà permis », « n'a pas
# permis »)
_BETWEEN = frozenset(
    "pas plus jamais deja bien aussi beaucoup vraiment toujours souvent surtout enfin tout rien".split()  # noqa: SIM905 (a word list reads best as text)
)


def nouns_asked(folded: Sequence[str], stemmer: Stemmer) -> frozenset[str]:
    """The terms a question (its folded words, ``words()``) asks as nouns: the words right after
    a determiner, stemmed."""
    if _DETERMINERS.isdisjoint(folded[:-1]):  # in C: most questions hold none before a word
        return frozenset()
    return frozenset([stem(w, stemmer) for d, w in pairwise(folded) if d in _DETERMINERS])


def participle_only(texts: Iterable[str], term: str, stemmer: Stemmer) -> bool:
    """Whether every word of ``texts`` that stems to ``term`` follows an auxiliary (with at
    most one adverb between): the texts write the verb, never the noun. False when none does."""
    seen = False
    for text in texts:
        folded = words(text)
        for p, w in enumerate(folded):
            if stem(w, stemmer) != term:
                continue
            seen = True
            before = folded[p - 1] if p else ""
            if before in _BETWEEN and p > 1:
                before = folded[p - 2]
            if before not in _AUXILIARIES:
                return False
    return seen
