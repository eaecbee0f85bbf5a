"""The one French tokeniser, shared by the bundle build and the function.

Both sides must produce the same tokens for the same text, so the bundle records
``TOKENISER_VERSION`` and the stemmer it was built with; the function refuses a bundle
whose tokeniser differs from its own (see ``grasbot.bundle``).

Pipeline: zero-width characters dropped, lower-case, technical names rewritten
(``c++``→``cpp``, ``c#``→``csharp``, ``.net``→``dotnet``), accents folded, elisions
(``l'``, ``d'``, ``qu'``…) split off, split on anything that is not a letter or a digit
(so ``push-swap`` and ``push_swap`` both give ``push swap``), stop-words removed, then an
optional light stemmer. The stemmer choice was made on the evaluation sets: see
``docs/retrieval.md``.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Literal

__all__ = [
    "ENGLISH_STOPWORDS",
    "FRENCH_STOPWORDS",
    "STEMMERS",
    "STOPWORDS",
    "TOKENISER_VERSION",
    "Stemmer",
    "fold",
    "sentences",
    "stem",
    "tokenise",
    "words",
]

TOKENISER_VERSION = 11

Stemmer = Literal["none", "plural", "light"]
STEMMERS: tuple[Stemmer, ...] = ("none", "plural", "light")

# Everyday French function words plus the words visitors wrap questions in
# ("parle-moi de", "quels sont"), and the non-binary pronouns (« iel », « ellui »), as « il » and
# « lui » are. Stored accent-folded, as tokens are compared after folding.
_STOPWORDS_TEXT = """
a ai aie aient aies ait as au aucun aucune aupres aura aurai auraient aurais aurait auras aurez auriez
aurions aurons auront aussi autre autres aux avaient avais avait avant avec avez aviez avions avoir avons
ayant ayez ayons bien ca car ce ceci cela celle celles celui cependant combien
certain certaine certaines certains
ces cet cette ceux chaque chez ci comme comment d dans de des deja depuis dois doit donc dont du elle elles
en encore es est et etaient etais etait etant ete etes etiez etions etre eu eue eues eurent eus eusse
eussent eusses eussiez eussions eut eux fait faites faire fais font furent fus fut ici il ils j je jusqu
l la laquelle le lequel les lesquelles lesquels leur leurs lors lorsqu lui m ma mais me meme memes mes moi
mon n ne ni nos notre nous on ont or ou par parce parle parlez parler parles pas peu peut peuvent peux plus
pour pourquoi puis puisqu qu quand que quel quelle quelles quels qui quoi s sa sans se sera serai seraient
serais serait seras serez seriez serions serons seront ses si sien sienne soi soient sois soit sommes son
sont sous soyez soyons suis sur t ta te tes toi ton tous tout toute toutes tres tu un une unes uns vers
voici voila vont vos votre vous y dis dit dire est-ce
fera ferai feras ferons ferez feront ferait feraient faisait faisaient faisant
lorsque puisque jusque quoique faite faits dits dites disait disaient cetait
contre parmi selon malgre sinon
iel iels ellui elleux
telle tels telles
"""
# English function words, so that an English question keeps only its content words ("Who is
# Fernand?" -> fernand). Left out: words that are also French content words (``but`` goal,
# ``an`` year, ``it`` as in "reconversion IT", ``are`` the unit).
_ENGLISH_STOPWORDS_TEXT = """
about above after again all am and any anything be been being before both by can could
did do does doing done during each else ever every for from had has have having he her here hers
herself him himself his how i if in into is its itself just know let may me might mine more most much
must my myself of off once only other our ours out over own please same shall she should so some
something tell than that the their theirs them themselves then there these they this those through
to too under until up very was we were what whatever when where whether which while who whom whose
why will with would yes yet you your yours yourself
"""
ENGLISH_STOPWORDS: frozenset[str] = frozenset(_ENGLISH_STOPWORDS_TEXT.split())
FRENCH_STOPWORDS: frozenset[str] = frozenset(_STOPWORDS_TEXT.split())
STOPWORDS: frozenset[str] = FRENCH_STOPWORDS | ENGLISH_STOPWORDS

# Single letters that carry meaning on a developer's site (the C and R languages).
_KEEP_SHORT = frozenset({"c", "r"})

_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"), None)
_ZERO_WIDTH_RE = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad]")
# Technical names that punctuation would otherwise destroy; applied after lower-casing.
# A version may follow the name (C++17, c#10): the lookahead refuses letters, not digits.
_TECH_RE = re.compile(r"(?<![\w+#])(c\+\+|c#|f#|\.net|node\.js|vue\.js|next\.js)(?![a-z_+#])")
_TECH = {
    "c++": " cpp ",
    "c#": " csharp ",
    "f#": " fsharp ",
    ".net": " dotnet ",
    "node.js": " nodejs ",
    "vue.js": " vuejs ",
    "next.js": " nextjs ",
}
# (and « télé », the television, which stems as « tel » would: « Tél : 06… », « tel quel »)
_UNSTEMMED = frozenset(t.strip() for t in _TECH.values()) | {"tele"}
# Elided articles and pronouns: l'API, d'un, qu'il, jusqu'à (straight or curly apostrophe).
_ELISION_RE = re.compile(r"\b(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)['\u2019\u02bc]")
_WORD_RE = re.compile(r"[a-z0-9]+")
_DIGIT_WORD_RE = re.compile(r"(?<![a-z0-9])[0-9]+[a-z]")  # a word of _WORD_RE: digits, then a letter
# A quantity's unit that spells a word: « 11 Go de VRAM » is no Go (the language). Written after its
# number, the unit is read with it (« 11go »), as « 11Go » already is. (Not « To »: "2 to 3 days".)
_UNIT_AFTER_NUMBER_RE = re.compile(r"\b([0-9]+(?:[.,][0-9]+)?) ?(go|mo|ko|gb|mb|kb)\b")
_DIGIT_RE = re.compile(r"[0-9]")  # both rules above need a digit: most questions hold none


_LIGATURES = {"œ": "oe", "æ": "ae", "ß": "ss"}


def _fold_char(ch: str) -> str:
    if ch in _LIGATURES:
        return _LIGATURES[ch]
    decomposed = unicodedata.normalize("NFKD", ch)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class _FoldTable(dict[int, "str | int"]):
    """A ``str.translate`` table that folds each non-ASCII character met, at C speed once met.

    Characters are added on first sight; past a few thousand (a flood of exotic input) new
    ones are folded but no longer kept, so the table cannot grow without bound.
    """

    def __missing__(self, code: int) -> str:
        folded = _fold_char(chr(code))
        if len(self) < 8192:
            self[code] = folded
        return folded


# ASCII maps to itself up front: a miss costs a Python call, and most characters are ASCII.
_FOLD_TABLE = _FoldTable({code: code for code in range(128)})


def fold(text: str) -> str:
    """Lower-case ``text`` and strip accents (``Éléphant`` → ``elephant``)."""
    return _fold_lowered(text.translate(_ZERO_WIDTH).lower())


def _fold_lowered(text: str) -> str:
    return text if text.isascii() else text.translate(_FOLD_TABLE)


def _stem_plural(word: str) -> str:
    if len(word) > 4 and word.endswith("eaux"):
        return word[:-1]  # réseaux -> réseau, not "reseal"
    if len(word) > 4 and word.endswith("aux"):
        return word[:-3] + "al"  # journaux -> journal
    if len(word) > 3 and word[-1] in "sx" and word[-2] not in "su":
        return word[:-1]
    return word


# Words the rules below would fold onto another word's stem: « compagnie » (a company, a troupe)
# would stem as « compagne » (a partner), and « son compagnon » be answered by « la Compagnie des
# experts ».
# (« fille » kept apart from « fils »: both would stem to « fil », and « sa fille fait quoi
# comme sport ? » found the son's note as well as the daughter's)
_OWN_STEMS = {"compagnie": "compagni", "fille": "fille"}


def _stem_light(word: str) -> str:
    # A light French stemmer in the spirit of Savoy (2005): plurals, feminine and the
    # commonest inflections only, so that "développé", "développer" and "développement"
    # stay apart from unrelated words. Rules apply to accent-folded words.
    word = _stem_plural(word)
    if word in _OWN_STEMS:
        return _OWN_STEMS[word]
    n = len(word)
    # Verb endings that questions use and notes rarely do (enrôlèrent, dérouleront, pouvait).
    if n > 7 and word.endswith(("erent", "eront", "eraie", "erait")):
        return word[:-5]
    if n > 6 and word.endswith(("aient", "erai")):
        return word[:-5] if word.endswith("aient") else word[:-4]
    if n > 5 and word.endswith("ait"):
        return word[:-3]
    if n > 5 and word[-1] == "a" and word[-2] not in "aeiouy":
        return word[:-1]  # passé simple: écrasa, arrêta, inspira
    if n > 7 and word.endswith("ement"):
        return word[:-5]
    if n > 6 and word.endswith(("ation", "ition")):
        return word[:-5]
    if n > 7 and word.endswith("eur"):  # not "moteur" -> "mot"
        return word[:-3]
    if n > 5 and word.endswith("ive"):
        return word[:-3] + "if"
    if n > 5 and word.endswith(("er", "ee", "ie", "ez")):
        return word[:-2]
    if n > 5 and word.endswith(("aise", "oise")):
        # the feminine of « français », « chinois », « mauvais »: the masculine lost its « s »
        # as a plural would (« francai »), so the feminine loses « se » (« langue française »
        # answers « parle-t-il français ? », « villes françaises » finds « campus français »)
        return word[:-2]
    if n > 5 and word.endswith("euse"):
        return word[:-2] + "x"  # « heureuse », « nombreuses » as « heureux », « nombreux »
    if n > 4 and word.endswith("e"):
        word = word[:-1]
        if word.endswith(("ll", "nn", "tt")):
            word = word[:-1]
    return word


@lru_cache(maxsize=65536)
def stem(word: str, stemmer: Stemmer = "light") -> str:
    """Stem one folded word with the named stemmer (digits are left alone)."""
    if stemmer == "none" or word.isdigit() or word in _UNSTEMMED:
        return word
    if stemmer == "plural":
        return _stem_plural(word)
    return _stem_light(word)


# a sentence ends at . ! ? or ; before a space, or at a line break (a list item, a table row)
_SENTENCE_BREAK = re.compile(r"(?<=[.!?;])\s+|\n+")


def sentences(text: str) -> list[str]:
    """``text`` cut into sentences, for the checks that read who or when a sentence speaks of."""
    return _SENTENCE_BREAK.split(text)


# French singulars whose accent-folded spelling is an English function word: « thèse » would
# fold to "these", « thé » to "the", and vanish as stop-words. Read as their plurals, which
# fold to no stop-word and stem as the singulars would (« thèses » → thes, « thés » → the), so
# a note's « sa thèse » and a question's « Où a-t-il fait sa thèse ? » meet.
_HOMOGRAPHS = {"thèse": "thèses", "thé": "thés"}
_HOMOGRAPH_RE = re.compile(r"\b(?:thèse|thé)\b")


def _as_plural(m: re.Match[str]) -> str:
    return _HOMOGRAPHS[m.group()]


# Inclusive writing (« né·e », « consultant·es », « développeur·se », « créateur·rice·s »): a
# feminine ending of one letter or a plural joins the word, as the feminine is written (« née »,
# « consultantes »: « né » alone would fold to the negation « ne »); a longer one is another
# feminine spelling of the word and goes, the word staying as the masculine spells it
# (« développeur »); a dot between two words (« Python·Django ») is a separator.
_INCLUSIVE_DOTS = "·∙⋅"
_INCLUSIVE_JOIN_RE = re.compile(rf"(?<=\w)[{_INCLUSIVE_DOTS}](es?|s)(?!\w)")
_INCLUSIVE_SPLIT_RE = re.compile(
    rf"(?<=\w)[{_INCLUSIVE_DOTS}](?:se|rice|trice|euse|ve|ne|le|te|tes|ère|ice)s?(?!\w)"
)


def _inclusive(text: str) -> str:
    return _INCLUSIVE_SPLIT_RE.sub("", _INCLUSIVE_JOIN_RE.sub(r"\1", text))


def words(text: str) -> list[str]:
    """The folded words of ``text``, stop-words included, before stemming (for query analysis)."""
    if not text:
        return []
    # a regex search is cheaper than a translate that, nearly always, has nothing to remove
    lowered = (text.translate(_ZERO_WIDTH) if _ZERO_WIDTH_RE.search(text) else text).lower()
    if "+" in lowered or "#" in lowered or "." in lowered:
        lowered = _TECH_RE.sub(lambda m: _TECH[m.group(1)], lowered)
    if not lowered.isascii():
        if "th" in lowered:
            lowered = _HOMOGRAPH_RE.sub(_as_plural, lowered)
        if "·" in lowered or "∙" in lowered or "⋅" in lowered:
            lowered = _inclusive(lowered)
    folded = _fold_lowered(lowered)
    if "'" in folded or "\u2019" in folded or "\u02bc" in folded:
        folded = _ELISION_RE.sub(" ", folded)
    if _DIGIT_RE.search(folded) is None:
        return _WORD_RE.findall(folded)
    folded = _UNIT_AFTER_NUMBER_RE.sub(r"\1\2", folded)
    found = _WORD_RE.findall(folded)
    if _DIGIT_WORD_RE.search(folded):  # a word opening with digits, then letters (« 3eme »)
        found = [_ordinal(w) if w[0].isdigit() else w for w in found]
    return found


# French ordinals written several ways: « 3e », « 3ème », « 3eme », « 3ième »; « 1er », « 1re », « 1ère »
_ORDINAL_RE = re.compile(r"(\d+)(e|eme|ieme|er|re|ere|nd|nde)")


def _ordinal(word: str) -> str:
    m = _ORDINAL_RE.fullmatch(word)
    if m is None:
        return word
    number, suffix = m.groups()
    return number + ("er" if number == "1" and suffix in ("er", "re", "ere") else "e")


def tokenise(text: str, stemmer: Stemmer = "light", keep_stopwords: bool = False) -> list[str]:
    """Turn French text into index terms, in order (duplicates kept, for term frequencies)."""
    out: list[str] = []
    for word in words(text):
        if not keep_stopwords and word in STOPWORDS:
            continue
        if len(word) == 1 and not (word.isdigit() or word in _KEEP_SHORT):
            continue
        # a stem that spells a stop-word is still the content word it came from: « mois »,
        # « versement », « thème » must not vanish as « moi », « vers », « them » (the
        # inflections of stop-words, « faites », « dites », are stop-words themselves)
        out.append(stem(word, stemmer))
    return out
