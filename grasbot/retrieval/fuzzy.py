"""Typos: a question word the vault never uses is matched to a close word it does use.

Allowed edits grow with the word: none under 7 letters (too many short words are one edit
apart: « sport » / « sort », « demain » / « semaine »), 1 for 7 and 8 letters, 2 from 9
(« miserabl » is two edits from « mistral »). Words are compared as stemmed. Candidates come from
a symmetric-delete index (Garbe, SymSpell, 2012): every vault term and the terms one deletion
away from it are keyed to the term; a question word looks up itself and its own deletions (two
deep for long words), and each candidate is checked with the true edit distance (optimal string
alignment, so a swap of two letters counts once). Failing that, a long word may meet a vault
term that shares all but its last two letters (« reconverti » → « reconversion »): the light
stemmer leaves such derivations apart, and the prefix is long enough to name one word family.
Failing both, the word as the visitor wrote it is compared with what the vault's words are
before stemming: the stemmer cuts a misspelt word elsewhere than the right one (« formtion »
stays whole while « formation » gives « form », « herbeir » is not « herbier »'s « herbi »), so
every spelling one edit away from the written word (Norvig's candidates: a letter deleted,
swapped, replaced or inserted) is stemmed, and the known stems are the candidates. The vault's
words as written are not stored in the bundle, and reading them off its text costs seconds on a
FAQ of 900 notes; the few hundred candidates of one word cost under a millisecond.
Last, a word may be the vault's spelt otherwise as it sounds, further than the edits allowed
(« transandance » for « transcendence »: « sc » and « c » before « e » sound « s », « en » sounds
« an »; « acassia », « azyatique »): both are read as a French sound key (``sound_key``), and the
vault term of the same key is the word, the most frequent of several.
A vault's names, often English, typed as a French ear spells them (« pouche souape » for
push_swap) are read by their consonants as heard (``heard_key``), in ``grasbot.retrieval.analysis``.
The index is built on the first unknown word, not at load: most questions have none.
docs/retrieval.md has the figures.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterable
from functools import cache, lru_cache

__all__ = ["FuzzyVocabulary", "allowed_edits", "edit_distance", "heard_key", "sound_key"]

MIN_FUZZY_LEN = 7
MIN_PREFIX_LEN = 6  # a shared prefix this long names one word family (« reconver »)
MIN_DROPPED_LEN = 5  # from this length, a word one letter short of a vault term is read as it


def allowed_edits(word: str) -> int:
    """Edits tolerated in a word of this length: 0 under 7 letters, 1 up to 8, 2 from 9."""
    n = len(word)
    return 0 if n < MIN_FUZZY_LEN or word.isdigit() else 1 if n < 9 else 2


def edit_distance(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance between ``a`` and ``b``, or ``limit + 1`` past it."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        best = i
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                value = min(value, previous2[j - 2] + 1)
            current[j] = value
            best = min(best, value)
        if best > limit:
            return limit + 1
        previous2, previous = previous, current
    return previous[len(b)]


# one sound, two spellings (a short word's typo as it sounds; ``FuzzyVocabulary._sounding``)
_SOUNDS = (
    *(("k", "qu"), ("qu", "k"), ("ph", "f"), ("f", "ph"), ("y", "i"), ("ss", "s")),
    *(("ai", "ei"), ("ei", "ai"), ("au", "o"), ("o", "au"), ("i", "y")),  # « huawai », « sisteme »
)


# the sounds a visitor spells as French writes them, a borrowed word's letters aside
# (« minichel », « chell » for « shell »; « fichier » is no « fishier »: only unknown words)
_SPELT_AS_HEARD = (("ch", "sh"), ("sh", "ch"), ("k", "c"), ("c", "k"), ("ou", "u"), ("i", "ee"))


def _sound_spellings(word: str) -> set[str]:
    """``word`` with one sound spelt another way (each place, one at a time)."""
    return _respelt(word, _SPELT_AS_HEARD)


def _respelt(word: str, pairs: tuple[tuple[str, str], ...]) -> set[str]:
    """``word`` with one of ``pairs``' first parts written as its second (each place, one at a
    time)."""
    out = set()
    for a, b in pairs:
        start = word.find(a)
        while start != -1:
            out.add(word[:start] + b + word[start + len(a) :])
            start = word.find(a, start + 1)
    out.discard(word)
    return out


# numbers a name writes as digits, that a visitor types as the word said (« borntobroot » for
# the 42 project « born2beroot », "fourwheel" for « 4wheel »), and back
_SAID_DIGITS = (("to", "2"), ("two", "2"), ("for", "4"), ("four", "4"), ("2", "to"), ("4", "for"))


def _digit_spellings(word: str) -> set[str]:
    """``word`` with one number spelt as a digit, or a digit as its word (each place, one at a
    time)."""
    return _respelt(word, _SAID_DIGITS)


# How French says a folded word, roughly (a simplified phonetic key, in the spirit of
# Soundex-like French keys): the spellings of one sound made one, doubled letters single, the
# silent final letters off. Order matters: « sc » before « c », « c » before « e » before
# « qu »/« c » as « k ».
@cache
def _sound_rules() -> tuple[tuple[re.Pattern[str], str], ...]:
    """``sound_key``'s rules, compiled on first use (nothing at cold start)."""
    return tuple(
        (re.compile(pattern), by)
        for pattern, by in (
            (r"sc(?=[eiy])|c(?=[eiy])", "s"),
            (r"qu|ck|q|c", "k"),
            (r"ph", "f"),
            (r"gu(?=[eiy])", "g"),
            (r"g(?=[eiy])", "j"),
            (r"eau|au", "o"),
            (r"[ea][nm](?=[^aeiouy]|$)", "an"),
            (r"ai|ei|ay|ey", "e"),
            (r"y", "i"),
            (r"z", "s"),  # (voicing aside: « azyatique », « cresonière » typed for « cressonnière »)
            (r"(?<=[^csp])h|^h", ""),
            (r"([a-z])\1+", r"\1"),
            (r"[estdx]+$", ""),
        )
    )


MIN_SOUND_LEN = 6  # a key this long is one word's (« akasia »): shorter keys meet others
MIN_SOUNDED = 6  # letters of a word read by its sound key


@lru_cache(maxsize=4096)
def sound_key(word: str) -> str:
    """A folded word as French says it, roughly: « transcendenc » and « transandanc » are both
    « transandank »."""
    for pattern, by in _sound_rules():
        word = pattern.sub(by, word)
    return word


# How a French ear spells an (often English) name: its consonants as heard, vowels and silent
# letters off (« pouche souape » and "push swap" are both « pSsp », « minitok » and "minitalk"
# « mntk », « get nekst laïne » and "get next line" « gtnkstln »)
@cache
def _heard_rules() -> tuple[tuple[re.Pattern[str], str], ...]:
    """``heard_key``'s rules, compiled on first use (nothing at cold start)."""
    return tuple(
        (re.compile(pattern), by)
        for pattern, by in (
            (r"sch|sh|ch", "S"),
            (r"ph", "f"),
            (r"al(?=k)", "o"),  # "talk", "walk"
            (r"qu|ck|q|c|k", "k"),
            (r"x", "ks"),
            (r"gh|h|w", ""),
            (r"z", "s"),
            (r"[aeiouy]", ""),
            (r"(.)\1+", r"\1"),
        )
    )


@lru_cache(maxsize=4096)
def heard_key(word: str) -> str:
    """The consonants of a folded word as a French ear hears them (``_heard_rules``)."""
    for pattern, by in _heard_rules():
        word = pattern.sub(by, word)
    return word


def _deletes(word: str) -> set[str]:
    return {word[:k] + word[k + 1 :] for k in range(len(word))}


_LETTERS = "abcdefghijklmnopqrstuvwxyz"  # words are folded: no accents
# More letters than any stemmer of grasbot.tokenise takes off a word (the light one: six at most).
_GUESSED_MIN = 3  # a term a spelling one edit away stems to is this long at least
_STEM_CUT_MAX = 16


def _edits(word: str) -> set[str]:
    """Every spelling one edit from ``word``: a letter deleted, two swapped, one replaced or
    inserted (Norvig, "How to write a spelling corrector", 2007)."""
    splits = [(word[:k], word[k:]) for k in range(len(word) + 1)]
    out = {a + b[1:] for a, b in splits if b}
    out |= {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    out |= {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    out |= {a + c + b for a, b in splits for c in _LETTERS}
    out.discard(word)
    return out


class FuzzyVocabulary:
    """The vault's terms, searchable by edit distance. ``frequency`` breaks ties (more notes win)."""

    def __init__(
        self,
        terms: Callable[[], Iterable[str]],
        frequency: Callable[[str], int],
        max_frequency: int | None = None,
        stem: Callable[[str], str] | None = None,
    ) -> None:
        self._terms = terms
        self._stem = stem  # the vault's stemmer: words as written are compared through it
        # A typo is of a word that names something; a term in most notes is boilerplate
        # (« demain » is not a misspelt « domain » that 42 of 49 notes carry).
        self._max_frequency = max_frequency
        self._frequency = frequency
        self._index: dict[str, list[str]] | None = None
        self._sorted: list[str] = []
        self._longest: int | None = None  # the longest term's length, once a long word needs it
        self._found: dict[tuple[str, str], tuple[str, int] | None] = {}
        self._sounds: dict[str, list[str]] | None = None  # sound key → terms, on first need

    def _build(self) -> dict[str, list[str]]:
        index: dict[str, list[str]] = {}
        self._sorted = sorted(t for t in self._terms() if not t.isdigit())
        for term in self._sorted:
            if len(term) < MIN_FUZZY_LEN - 1 or term.isdigit():
                continue
            index.setdefault(term, []).append(term)
            for d in _deletes(term):
                index.setdefault(d, []).append(term)
        return index

    def closest(self, word: str, written: str = "") -> tuple[str, int] | None:
        """The vault term nearest to ``word`` within :func:`allowed_edits`, and its distance;
        failing that, the term of a spelling one edit from ``written``, the word as the
        visitor wrote it (folded), when it is long enough to be guessed."""
        key_ = (word, written)
        if key_ in self._found:
            return self._found[key_]
        limit = allowed_edits(word)
        best: tuple[str, int] | None = None
        if limit:
            best = self._nearest(word, limit)
            if best is None:
                # a word spelt as it sounds, one slip beside (« minichel » for « minishell »):
                # the sound's other spelling is no edit, the slip is one
                # (or a number said where the name writes its digit: « borntobroot »)
                spellings = _sound_spellings(word) | _digit_spellings(word)
                found = [near for sound in spellings if (near := self._nearest(sound, limit))]
                best = min(found, key=lambda near: (near[1], -self._frequency(near[0]))) if found else None
        if best is None and not limit and len(word) >= MIN_DROPPED_LEN and not word.isdigit():
            # a shorter word may have lost one letter (« grabot » for « grasbot »): the vault term
            # it is one deletion of, never another edit (« maison » is no typo of « raison »)
            if self._index is None:
                self._index = self._build()
            dropped = [
                (-self._frequency(t), t)
                for t in self._index.get(word, ())
                if len(t) == len(word) + 1 and self._rare(t)
            ]
            if dropped:
                best = (min(dropped)[1], 1)
        if best is None and not limit and len(word) >= MIN_DROPPED_LEN and not word.isdigit():
            best = self._slipped(word)
        if (
            best is None
            and not limit
            and written == word
            and len(word) >= MIN_DROPPED_LEN
            and not word.isdigit()
        ):
            # a word clipped as a chat types it (« 42 perpi » for Perpignan): the one vault term
            # it opens, three letters longer at least; none when it opens several. As typed: a
            # stem the stemmer cut (« dérouleront », ``deroul``) is another form of a verb
            best = self._clipped(word)
        if best is None and not limit and len(word) >= MIN_DROPPED_LEN and not word.isdigit():
            best = self._sounding(word)
        if best is None and written and allowed_edits(written):
            best = self._written_near(word, written)
        if best is None and limit and len(word) >= MIN_PREFIX_LEN + 2:
            best = self._by_prefix(word)
            if best is not None and written.startswith(best[0]) and len(written) >= len(best[0]) + 3:
                # « certification » is no typo of the « certificat » it starts with: a longer
                # word built on it, which the vault never writes
                best = None
        if best is None and len(word) >= MIN_SOUNDED and not word.isdigit():
            best = self._said_alike(word)
        if len(self._found) < 4096:  # bounded: visitors type anything
            self._found[key_] = best
        return best

    def _nearest(self, word: str, limit: int) -> tuple[str, int] | None:
        """The vault term within ``limit`` edits of ``word`` (the closest, then the most
        frequent), from the symmetric-delete index."""
        if self._index is None:
            self._index = self._build()
        keys = {word} | _deletes(word)
        if limit > 1:
            keys |= {d2 for d in list(keys) for d2 in _deletes(d)}
        ranked: list[tuple[int, int, str]] = []
        for key in keys:
            for term in self._index.get(key, ()):
                if term == word or not self._rare(term):
                    continue
                distance = edit_distance(word, term, limit)
                if distance <= limit:
                    ranked.append((distance, -self._frequency(term), term))
        if not ranked:
            return None
        distance, _, term = min(ranked)
        return term, distance

    def _written_near(self, word: str, written: str) -> tuple[str, int] | None:
        """The most frequent known term among the stems of the spellings one edit away."""
        if self._stem is None:
            return None
        if self._longest is None:
            self._longest = max(map(len, self._terms()), default=0)
        if len(written) - 1 - _STEM_CUT_MAX > self._longest:
            # no spelling one edit away stems to a vault term: skip building them (a 2,000-letter
            # "word" has 100,000 of them, half a second of CPU for one visitor's question)
            return None
        found = set()
        for candidate in _edits(written):
            term = self._stem(candidate)
            # a stem under half the word drops a long suffix: the written word must end as the
            # spelling does, or the edit made up the suffix the stemmer cut (« locasion » is
            # « location », ``loc``; « marathon » is no « maration », ``mar`` as « mars »)
            # (and never a stem of two letters: « patients » is no « paients », ``pa``)
            whole = 2 * len(term) >= len(written) or candidate[-3:] == written[-3:]
            if whole and len(term) >= _GUESSED_MIN:
                found.add(term)
        found.discard(word)
        ranked = [(-f, t) for t in found if (f := self._frequency(t)) and self._rare(t)]
        return (min(ranked)[1], 1) if ranked else None

    def _sounding(self, word: str) -> tuple[str, int] | None:
        """The vault term a short word sounds as, spelt another way French writes the sound
        (« essain » for « essaim », « parfun », « kiosque » / « quiosque »): too short for an
        edit, whose candidates are too many, yet one spelling of one sound is no other word."""
        if self._index is None:
            self._index = self._build()
        candidates = {word.replace(a, b) for a, b in _SOUNDS if a in word}
        if word[-1] in "mn":
            candidates.add(word[:-1] + ("n" if word[-1] == "m" else "m"))
        # (a word in most notes too: one sound spelt another way is no other word, unlike an
        # edit, « demain » for « domain »)
        ranked = [(-self._frequency(t), t) for t in candidates if t != word and self._known(t)]
        return (min(ranked)[1], 1) if ranked else None

    def _slipped(self, word: str) -> tuple[str, int] | None:
        """The vault term a shorter word is with the two slips a keyboard makes most: a letter
        doubled (« tarrif ») or two letters swapped (« souhce »); the most frequent of several."""
        if self._index is None:
            self._index = self._build()
        candidates = {word[:k] + word[k + 1 :] for k in range(1, len(word)) if word[k] == word[k - 1]}
        candidates |= {
            word[:k] + word[k + 1] + word[k] + word[k + 2 :]
            for k in range(len(word) - 1)
            if word[k] != word[k + 1]
        }
        found = [(-self._frequency(t), t) for t in candidates if self._known(t) and self._rare(t)]
        return (min(found)[1], 1) if found else None

    def _known(self, term: str) -> bool:
        k = bisect_left(self._sorted, term)
        return k < len(self._sorted) and self._sorted[k] == term

    def _rare(self, term: str) -> bool:
        return self._max_frequency is None or self._frequency(term) <= self._max_frequency

    def _clipped(self, word: str) -> tuple[str, int] | None:
        if self._index is None:
            self._index = self._build()
        k = bisect_left(self._sorted, word)
        found: list[str] = []
        while k < len(self._sorted) and self._sorted[k].startswith(word) and len(found) < 2:
            term = self._sorted[k]
            if len(term) >= len(word) + 3 and self._rare(term):
                found.append(term)
            k += 1
        return (found[0], 3) if len(found) == 1 else None

    def _said_alike(self, word: str) -> tuple[str, int] | None:
        """The vault term a long word sounds as, however far its spelling (``sound_key``)."""
        key = sound_key(word)
        if len(key) < MIN_SOUND_LEN:
            return None
        if self._sounds is None:
            if self._index is None:
                self._index = self._build()
            self._sounds = {}
            for term in self._sorted:
                if len(term) >= MIN_SOUND_LEN:
                    self._sounds.setdefault(sound_key(term), []).append(term)
        found = [(-self._frequency(t), t) for t in self._sounds.get(key, ()) if t != word and self._rare(t)]
        return (min(found)[1], 2) if found else None

    def _by_prefix(self, word: str) -> tuple[str, int] | None:
        prefix = word[:-2]
        k = bisect_left(self._sorted, prefix)
        found: list[tuple[int, str]] = []
        while k < len(self._sorted) and self._sorted[k].startswith(prefix):
            term = self._sorted[k]
            if term != word and len(term) <= len(word) + 4 and self._rare(term):
                found.append((-self._frequency(term), term))
            k += 1
        return (min(found)[1], 3) if found else None
