"""What a visitor's question asks, before any note is scored.

From the raw text: its language (an English question is not read as French), its terms as the
vault spells them (typos matched to the vault's words, English question words translated by
the lexicon), lexicon synonyms that may also answer it, other forms of its verbs the vault
uses, whether it is about the site's owner, and its informative units for grounding. Pure
functions of the text and the vault's vocabulary.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from datetime import date
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from grasbot.patterns import compiled_on_first_use
from grasbot.retrieval.fuzzy import FuzzyVocabulary, allowed_edits, edit_distance, heard_key
from grasbot.retrieval.grounding import Unit, any_personal
from grasbot.retrieval.idioms import (
    COURTESY,
    NOW_WORDS,
    PERSON_FRAME,
    after_have,
    asks_current_work,
    asks_offer,
    asks_person,
    asks_upcoming,
    asks_whom,
    participles,
    read_idioms,
    respelled_triggers,
    unframed,
)
from grasbot.retrieval.inflection import verb_forms
from grasbot.retrieval.lexicon import (
    CHAT_IF_UNKNOWN,
    CHAT_SPELLINGS,
    CLIPPED,
    GROUPS,
    LIGHT_VERBS,
    LIGHT_WEIGHT,
    NARROWER,
    OWN_SENSE,
    PAST_BEGINNINGS,
    PAST_MARKERS,
    READ_AS,
    SPELLED_OUT,
    WIDER,
    english_stem,
    french_groups,
    is_adverb,
)
from grasbot.retrieval.owner import (
    FAMILY,
    PERSON_NOUNS,
    PERSONAL,
    PERSONAL_AS_ASKED,
    PERSONAL_AS_WRITTEN,
    Owner,
    owner_intent,
    site_person,
    this_person,
    who_words,
)
from grasbot.retrieval.senses import nouns_asked
from grasbot.retrieval.shapes import COUNT_UNITS, PRICE_WORDS, asked_value, pricing_terms
from grasbot.retrieval.translations import translation
from grasbot.tokenise import (
    ENGLISH_STOPWORDS,
    FRENCH_STOPWORDS,
    STOPWORDS,
    Stemmer,
    fold,
    stem,
    tokenise,
    words,
)

__all__ = ["Analysis", "QueryAnalyser", "asks_which", "is_english", "names_written", "things_asked"]

# Discounts measured on the dev sets (docs/retrieval.md): a synonym brings half a word's BM25
# weight to the ranking, yet answers the question almost as well as the word itself.
SYNONYM_SCORE = 0.5
SYNONYM_GROUNDING = 0.8
# another form of the question's verb (« déroulent » for « se dérouleront ») answers it as a
# synonym does: nearly as well as the word itself
FORM_GROUNDING = 0.8
FUZZY_FACTOR = 0.7  # a guessed spelling is weaker than an exact match
# A word the vault never uses is the surest sign that it does not hold the answer
# (« permis de *conduire* »): it weighs more in the grounding share than its idf alone.
UNKNOWN_WEIGHT = 1.5
# a number and the unit typed against it (« 2h », « 30min », « 15km », « 40ans », « 50e »)
_GLUED_UNIT = re.compile(r"(\d+)(?:h|min|mn|km|kg|m|l|j|ans?|e|eur|euros?)")
_NAME_WORD = r"[A-ZÀ-Ý][\w-]*"
_AFTER_FIRST = r"(?<=[\s'’(])"  # not the word opening the question, capitalised anyway
# ... nor one opening a sentence of it (« … built with? Front-end and CMS please. »)
_CAPITALISED = re.compile(_AFTER_FIRST + r"(?<![.?!]\s)" + _NAME_WORD)
_NO_NAMES: frozenset[str] = frozenset()
# « Rhodanie Mobilités », « ? Adresses IP, masques… » (a run is a name wherever it stands)
_NAME_RUN = re.compile(rf"{_AFTER_FIRST}{_NAME_WORD}(?:\s+{_NAME_WORD})+")


# « À part Prusa et Orca, … quel autre trancheur ? », "other than Python": the names set aside
# are what the visitor already knows, not what is asked; up to the clause's end
_SET_ASIDE = re.compile(
    r"\b(?:[àa] part|hormis|sauf|except[ée]e?s?|outre|en dehors d[eu']?|autres? que|besides|apart from"
    r"|except|other than)\b[^,;:?!.]*",
    re.IGNORECASE,
)


# « envoyés chez moi à Lyon », « j'habite à Brest, vous livrez ? », "I live in Leeds": where the
# visitor is, not what they ask about; up to the clause's end
_VISITOR_PLACE = re.compile(
    r"\b(?:chez (?:moi|nous)|j['’]\s?habite|on habite|nous habitons|je vis|on vit|nous vivons"
    r"|je suis (?:bas[ée]e?|install[ée]e?|domicili[ée]e?)|i live|we live|i'?m based|we'?re based)"
    r"\b[^,;:?!.]*",
    re.IGNORECASE,
)
_VISITOR_HINTS = ("chez", "habit", " vi", "bas", "install", "domicil", "live")


def _set_aside(text: str) -> str:
    """``text`` without the names it sets aside (« À part Prusa et Orca, … »), nor where the
    visitor lives (« chez moi à Lyon »)."""
    t = text.lower()
    if any(hint in t for hint in _VISITOR_HINTS):
        text = _VISITOR_PLACE.sub(" ", text)
        t = text.lower()
    # a word each of those holds: most questions hold none, and these tests cost a fraction of
    # the pattern's search, which tries every alternative at every position
    if (
        "part" in t
        or "sauf" in t
        or "autre" in t
        or "except" in t
        or "other" in t
        or "hormis" in t
        or "outre" in t
        or "dehors" in t
        or "besides" in t
    ):
        return _SET_ASIDE.sub(" ", text)
    return text


# a list of options the visitor offers (« CDI, stage, alternance ? »): items of one or two
# words between commas, « ou », "or" or « / », inside one clause
_CLAUSES = re.compile(r"[^?!.;:]+")
_OPTION_SEP = re.compile(r"\s*(?:,|/|\bou\b|\bor\b)\s*", re.IGNORECASE)
_OPTION_MAX_WORDS = 2


def _options_named(text: str) -> str:
    """``text`` without the capitalised items of a list of options whose other items are common
    words: « CDI » in « CDI, stage, alternance ? » is one kind of contract offered among others,
    not a name the answer must write (the CV saying « alternance de 2 ans » answers). A list of
    names alone (« Python, Java ou Rust ? ») keeps them."""
    if "," not in text:
        return text
    out = text
    for clause in _CLAUSES.findall(text):
        items = [p for p in _OPTION_SEP.split(clause.strip()) if p]
        short = [p for p in items if len(p.split()) <= _OPTION_MAX_WORDS]
        if len(short) < 3 or all(p[:1].isupper() for p in short) or not any(p[:1].isupper() for p in short):
            continue
        for p in short:
            if p[:1].isupper() and p != items[0]:
                out = re.sub(rf"(?<!\w){re.escape(p)}(?!\w)", " ", out)
    return out


# a clause in which the visitor speaks of themselves, ending at a mark that more text follows
_ASKER_CLAUSE = compiled_on_first_use(
    r"(?:^|(?<=[,.;:!?]))\s*(?:bonjour|salut|hello)?\s*,?\s*(?:je|j['’]|on|nous)\s*"
    r"(suis|m['’]appelle|habite|vis|travaille|est|sommes|habitons|vivons|travaillons)\b"
    r"([^,.;:!?\n]*)[,.;:!](?=\s*\w)",
    re.IGNORECASE,
)


# the participles saying where the visitor's firm is (« une boîte basée à Montpellier »)
_SETTLED_AT = frozenset(
    {"base", "basee", "bases", "basees", "situe", "situee", "situes", "situees", "implante", "implantee"}
)


def _asker_words(text: str) -> tuple[list[str], list[str]]:
    """The folded words of the clauses where the visitor speaks of themselves (« Je suis chef
    à Avignon, … », « On est une boîte basée à Montpellier : … »): who and where they are; and
    the verbs of those saying where they live or work (« J'habite à Lille, … »), the visitor's,
    never what is asked of the owner."""
    said: list[str] = []
    verbs: list[str] = []
    for m in _ASKER_CLAUSE().finditer(text):
        clause = words(m.group(2))
        said.extend(clause)
        if m.group(1).lower() in ("habite", "vis", "travaille", "habitons", "vivons", "travaillons"):
            verbs.append(fold(m.group(1)))
        if not _SETTLED_AT.isdisjoint(clause):
            # « On est une boîte *basée* à … »: the visitor's place, which idioms read as a place
            # asked (« Où est-il basé ? » → « localisation »)
            verbs.extend(w for w in clause if w in _SETTLED_AT)
            verbs.append("localisation")
    return said, verbs


# « pour le transmettre à mon équipe RH », « pour venir bosser dans ma boîte »: a purpose
# clause, an infinitive and what follows it up to the clause's end, speaking of the visitor's own
# team or firm (a first-person possessive); not « pour déployer ses sites » (the owner's)
_PURPOSE_CLAUSE = compiled_on_first_use(
    r"\bpour\s+(?:(?:le|la|les|lui|leur|me|nous|vous)\s+|[lm]['’]\s*)?"
    r"(\w+(?:er|ir|re|oir)\b[^,.;:!?\n]*?\b(?:mon|ma|mes|notre|nos)\b[^,.;:!?\n]*)",
    re.IGNORECASE,
)


# « Je voudrais son CV pour le transmettre aux RH »: asked by a visitor speaking as « je », a
# purpose clause whose infinitive takes the thing asked as its object (« le », « la », « les »)
# says what the visitor will do with the answer
_ACTED_ON = compiled_on_first_use(
    r"\bpour\s+(?:(?:le|la|les|lui|leur)\s+|l['’]\s*)(\w+(?:er|ir|re|oir)\b[^,.;:!?\n]*)",
    re.IGNORECASE,
)
# « Le chatbot du site, il tournait sur quoi ? », « La boutique, elle ouvre quand ? »: a thing
# named first and taken up by the pronoun, which is then not the owner (« Le site, il l'a codé
# en quoi ? » keeps him: a clitic after the pronoun makes the thing its object; a person named
# first, « Le gars, il fait quoi ? », is read by ``this_person`` and ``site_person``)
# no clitic after the pronoun: one makes the thing named first its object (« Le site, il l'a
# codé en quoi ? », « Kévin, il l'a embauché quand ? »)
NO_CLITIC_AFTER = (
    r"(?!\s*(?:l['’]|le\b|la\b|les\b|lui\b|leur\b|y\b|en\b|m['’]|t['’]|me\b|te\b|nous\b|vous\b))"
)
_DISLOCATED = compiled_on_first_use(
    r"^\s*(?:et\s+)?(?:le|la|les|ce|cet|cette|ces|l['’]\s*)\s*([^,?!.;:]{2,60}?)\s*,\s*(il|elle)\b"
    + NO_CLITIC_AFTER,
    re.IGNORECASE,
)
# ... or named last, after the asking word (« il s'appelle comment, le podcast ? », « elle ouvre
# quand la boutique ? »): not a time said of the owner (« il fait quoi le week-end ? »)
_DISLOCATED_LAST = compiled_on_first_use(
    r"^\s*(?:et\s+)?(il|elle)\b" + NO_CLITIC_AFTER + r"[^,?!.;:]{1,40}?\b(?:comment|quand|ou|où|combien)"
    r"\s*,?\s*(?:le|la|l['’]|ce|cet|cette)\s*([^\W\d][^,?!.;:]{1,40}?)\s*[?!.]*\s*$",
    re.IGNORECASE,
)
_TIMES = frozenset(
    """week end weekend semaine mois matin soir midi journee jour nuit annee an ete hiver automne
    printemps lundi mardi mercredi jeudi vendredi samedi dimanche moment""".split()  # noqa: SIM905
)
# « Comment le contacter pour organiser un entretien ? », « … le joindre pour un entretien ? »:
# why the visitor wants to reach the owner; the way to reach them is the answer, whatever for
_CONTACT_PURPOSE = compiled_on_first_use(
    r"\b(?:contacter|joindre|appeler|[ée]crire|reach|contact)\b[^?]*?\b(?:pour|to|for)\s+"
    r"((?:un|une|des|a|an|le|la|les|l['’]\s*|\w+(?:er|ir|re|oir)\b)[^,.;:!?\n]*)",
    re.IGNORECASE,
)
_SPEAKING_AS_ME = compiled_on_first_use(r"(?:^|[\s,.!?])(?:je|j['’]|nous)(?=[\s'’])", re.IGNORECASE)
# « … a-t-il une RQTH ? C'est pour monter le dossier d'aides. », "Where is your yard? I'd like to
# visit when I'm in Brittany": after the question, a sentence where the visitor says why they
# ask, or who they are
_CONTEXT_AFTER = compiled_on_first_use(
    r"\?\s*((?:c['’]\s*est|c\s+est|ce\s+serait|je|j['’]|nous|on|chez\s+(?:nous|moi)|notre|nos|mon|ma|mes"
    r"|i|we|our|my|it['’]s\s+for)\b[^?]*)$",
    re.IGNORECASE,
)

# « Il a quel âge au juste ? Il a l'air d'avoir déjà fait plein de choses avant. »: after the
# question, a sentence closed by a full stop that asks nothing is what the visitor remarks
_STATEMENT_AFTER = compiled_on_first_use(r"\?\s*([^?]+?[.!…])\s*$")
# (« Il code en C ? Et en Python. », « Python aussi. »: a second question, its question mark
# forgotten, short or adding to the first)
_ASKING_AGAIN = frozenset({"et", "and", "ou", "or", "sinon", "aussi", "also", "too"})
_REMARK_WORDS = 4

_FIRST_PERSON_OWN = frozenset({"mon", "ma", "mes", "notre", "nos"})
# « Notre agence est sur Montpellier : il est situé où ? », « Je voudrais faire suivre son CV à
# notre RH, on peut le télécharger ? »: a clause where visitors speak of themselves before they ask
_OWN_CLAUSE = compiled_on_first_use(
    r"^\s*((?:je|j['’]|nous|notre|nos|mon|ma|mes|i|we|our|my)\b[^,:;.?!]*)[,:;.]\s*\S[^?]*\?",
    re.IGNORECASE,
)


def _own_clause_words(text: str) -> list[str]:
    """The folded words of a clause opening the question in which the visitor speaks of
    themselves and asks nothing (``_OWN_CLAUSE``), less the words the rest asks again."""
    m = _OWN_CLAUSE().search(text)
    if m is None:
        return []
    said = words(m.group(1))
    if not _ASKING.isdisjoint(said):
        return []
    asked = set(words(text[m.end(1) :]))
    return [w for w in said if w not in asked]


def _asked_before(text: str) -> bool:
    """Whether ``text``, a question up to a purpose clause, asks something of its own: not only
    « combien », « c'est combien », « ça coûte combien » (« Combien pour faire faire les fiches
    de paie de mes 3 salariés ? » prices what the clause says)."""
    return any(w not in STOPWORDS and w not in _ASKING and w not in PRICE_WORDS for w in words(text))


def _purpose_words(text: str) -> list[str]:
    """The folded words of a purpose clause about the visitor's own people (``_PURPOSE_CLAUSE``)
    or about what the visitor, speaking as « je », will do with the answer (``_ACTED_ON``), when
    something is asked before it, and of a sentence after the question saying why they ask
    (``_CONTEXT_AFTER``)."""
    said = [
        w
        for m in _PURPOSE_CLAUSE().finditer(text)
        if _asked_before(text[: m.start()])
        for w in words(m.group(1))
    ]
    said += [w for m in _CONTACT_PURPOSE().finditer(text) for w in words(m.group(1))]
    if _SPEAKING_AS_ME().search(text):
        said += [w for m in _ACTED_ON().finditer(text) if m.start() > 0 for w in words(m.group(1))]
    after = _CONTEXT_AFTER().search(text) if "?" in text else None
    if after is None and "?" in text:
        after = _STATEMENT_AFTER().search(text)
        remark = words(after.group(1)) if after is not None else []
        if (
            len(remark) < _REMARK_WORDS
            or not _ASKING_AGAIN.isdisjoint(remark)
            or not _ASKING.isdisjoint(remark)
        ):
            after = None
    if after is not None:
        # (a word the question asks is asked still: « Il code en C ? Je cherche un dev C. »)
        asked = set(words(text[: after.start()]))
        said += [w for w in words(after.group(1)) if w not in asked]
    return said


def names_written(text: str) -> list[str]:
    """The capitalised words of ``text`` after its first (« Thomas », « Mouette »), as written."""
    return _CAPITALISED.findall(text)


# yes/no questions about the owner (_yes_no_about)
_BE = frozenset({"est", "etes", "es", "is", "was"})
_BE_HAVE = _BE | {"a", "as", "avez", "has", "have"}
_DETERMINERS = frozenset(
    {"un", "une", "des", "du", "de", "d", "le", "la", "les", "l", "a", "an", "any", "the"}
)
_QU = re.compile(r"\bqu['’]", re.IGNORECASE)
_SUBJECTS = frozenset({"il", "elle", "iel", "he", "she"})
_ASKING = frozenset(
    """quel quelle quels quelles ou comment combien pourquoi quand qui que quoi lequel laquelle
    lesquels lesquelles what where how why when who which whom whose""".split()  # noqa: SIM905
)
# the determiners a visitor glues to the next word (« sonimprimante »), the asking words and the
# prepositions before them (« quelsfirmwares », « sursesimprimantes »), longest first (not « en »,
# « par »: « ensemble », « parfait » are words of their own)
_GLUED_HEADS = (
    "quelles",
    "quelle",
    "quels",
    "quel",
    "pour",
    "avec",
    "dans",
    "sur",
    "son",
    "ses",
    "mon",
    "mes",
    "ton",
    "tes",
    "les",
    "des",
    "une",
    "sa",
    "ma",
    "ta",
    "le",
    "la",
    "de",
    "du",
    "un",
    "l",
    "d",
)
_ELIDED_HEADS = frozenset({"l", "d"})  # « lecole42 », « dimpression »: an elision, before a vowel
# ... a preposition only before another of them (« sursesimprimantes »): alone it begins words of
# its own (« surveille » is no « sur veille », « pourtant » no « pour tant »)
_GLUED_PREPOSITIONS = frozenset({"pour", "avec", "dans", "sur"})
_MIN_GLUED_REST = 5  # « sonimprimante »: the word after it is no short one (« lacet » stays)
_LETTERS_OR_DIGITS = re.compile(r"\d+[a-z]?(?![a-z])|[a-z]+")  # « imprimante3d » → imprimante, 3d
_GLUED_MIN = 9  # « sonimprimante »: a determiner and a word of five letters or more
# « quelsfirmwaresilutilisepoursesimprimantes »: a whole question typed without a space; a word
# this long is rare, is read whole when the vault writes it (``_unglued``), and is cut only into
# a sentence's words (``_sentence``: « anticonstitutionnellement » stays whole)
_SENTENCE_MIN = 20
_TYPO_ELISION_MIN = 6  # (« cest », « lecole » are read as elisions whatever they are near)
_SENTENCE_PART_MIN = 16  # ... or typed beside a number (« …imprimantes3d »)
_SENTENCE_WORDS = 4  # a sentence of fewer words is a long word cut where two known ones meet
_ONE_LETTER_WORDS = frozenset({"a", "y"})
_IMPERFECT_MIN = 7  # « bossais »: a verb's base of four letters at least before « -ais »
# a word that may be two typed without a space: letters then digits (« de2020 », « imprimante3d »),
# or a determiner and a word long enough (« sonimprimante »); in one pass over the question
_GLUABLE = re.compile(
    r"(?<!\S)(?:[^\W\d_]+\d\w*|"
    + "|".join(rf"{head}[^\W\d_]{{{_GLUED_MIN - len(head)},}}" for head in _GLUED_HEADS)
    + rf"|[^\W\d_]{{{_SENTENCE_MIN},}}"
    + r")(?!\S)"
)
_MIN_JOINED = 4  # « ftls », « fractol »
_MAX_PARTS = 4  # « get_next_line »; a slug of many words is no name a visitor types joined
_JOINED = re.compile(r"[^\W_]+(?:[-_][^\W_]+)+")
_SEPARATORS = re.compile(r"[-_]+")
_SPACED_MIN = 7  # _spaced: « surquoi », words typed without a space, a function word among them
# ... the function words a hurried visitor glues to the next word: possessives, subject pronouns,
# « est », a few prepositions and asking words; not the articles, « de », « en », « et », « a »,
# which open many words of their own (« démarche », « étranger », « animaux »)
_SPACED_GLUE = frozenset(
    """
    son sa ses mon ma mes ton ta tes il ils elle elles on est sont sur pour avec dans quoi qui quel
    quelle quels quelles comment combien
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_SPACED_PIECES = 3  # ... in this many pieces at least, unless all are function words (« sur quoi »)
_SPACED_CONTENT = 4  # ... the vault's word among them this long at least (« site » in « sonsiteweb »)
_PAIR_WORD_MIN = 8  # _paired: « serveurweb », « bambulab » (« Bambu Lab »), two words typed as one
# ... unless its end is a suffix deriving it from the first part (« irland-aise », « origin-aire »,
# "relation-ship"): one word the vault does not write, not two it does
_SUFFIXES = frozenset(
    """aise aire ais ment able ible ique isme iste ette eur euse ion age ance ence erie ier iere
    ite ship ness less ful ing tion ation hood""".split()  # noqa: SIM905 (a word list)
)
# ... nor a verb's form the vault writes another of (« install-ent »)
_VERB_ENDS = ("aient", "ent", "ait", "ons", "ez", "ant")
_PAIR_FIRST = 5  # _known_pair: « serveur »…
_PAIR_REST = 3  # … « irc »
_PAIR_MIN = 5  # _function_pair: « quila »…
_PAIR_MAX = 7  # … « ilsont »: two function words glued are short
_PAIR_HEADS = ("qui", "que", "il", "ils", "elle", "elles")
_COMPOUND = re.compile(r"[^\W\d_]{2,}(?:-[^\W\d_]{2,}){1,2}")  # « pare-feu », « peut-être »


def _fewest_pieces(text: str, is_word: Callable[[str], bool]) -> tuple[str, ...] | None:
    """``text`` cut into the fewest pieces that are each a word by ``is_word`` (pieces of 24
    letters at most), in reading order; None when there is no such cut."""
    n = len(text)
    best: list[tuple[int, int] | None] = [None] * (n + 1)  # (pieces, start of the last)
    best[0] = (0, 0)
    for end in range(1, n + 1):
        for start in range(max(0, end - 24), end):
            before, now = best[start], best[end]
            if before is None or (now is not None and before[0] + 1 >= now[0]):
                continue
            if is_word(text[start:end]):
                best[end] = (before[0] + 1, start)
    if best[n] is None:
        return None
    pieces: list[str] = []
    end = n
    while end:
        last = best[end]
        assert last is not None  # (a reading reaches every end it was traced from)
        pieces.append(text[last[1] : end])
        end = last[1]
    pieces.reverse()
    return tuple(pieces)


def _function_pair(word: str) -> bool:
    """Whether ``word`` is a pronoun and a function word typed as one (« quila », « ilest »).
    Not any two function words: « carte » is « car » and « te », « ondes » « on » and « des »."""
    return _PAIR_MIN <= len(word) <= _PAIR_MAX and any(
        word.startswith(head) and word[len(head) :] in FRENCH_STOPWORDS for head in _PAIR_HEADS
    )


_HEARD_KEY_MIN = 4
_NAME_PART = re.compile(r"[a-z0-9]+")


_VOWEL_RUNS = re.compile(r"[aeiouy]+")
_SILENT_END = re.compile(r"e$")


def _syllables(words: Iterable[str]) -> int:
    """The vowel sounds of folded words, a silent final « e » off (« pouche souape »: 2)."""
    return sum(len(_VOWEL_RUNS.findall(_SILENT_END.sub("", w))) for w in words)


def _by_joined_parts(texts: Iterable[str], written: re.Pattern[str]) -> dict[str, tuple[str, ...]]:
    """Each name ``written`` matches in ``texts`` (folded), split at its hyphens or underscores,
    by its parts joined (« fract-ol » → ``fractol``: fract, ol); the first found wins."""
    joined: dict[str, tuple[str, ...]] = {}
    for text in texts:
        for name in written.findall(fold(text)):
            parts = tuple(p for p in _SEPARATORS.split(name) if p)
            if 1 < len(parts) <= _MAX_PARTS:
                joined.setdefault("".join(parts), parts)
    return joined


def _hyphenated(text: str) -> set[str]:
    """The space-delimited pieces of ``text`` that hold a hyphen."""
    found: set[str] = set()
    end = len(text)
    j = text.find("-")
    while j != -1:
        start = max(text.rfind(" ", 0, j), text.rfind("\n", 0, j)) + 1
        stop = j + 1
        while stop < end and not text[stop].isspace():
            stop += 1
        found.add(text[start:stop])
        j = text.find("-", stop)
    return found


_ELIDED = frozenset("cdjlmnst")  # l', d', c'… (see grasbot.tokenise)


# « quel type de mission ? », "what kind of projects?": the word for a kind only says that the
# noun after it is asked (« quelle mission ? »); read as a function word in that frame
_KIND_WORDS = frozenset(
    {"type", "types", "genre", "genres", "sorte", "sortes", "kind", "kinds", "sort", "sorts"}
)
_KIND_BEFORE = frozenset({"quel", "quels", "quelle", "quelles", "kel", "what", "which"})
_KIND_AFTER = frozenset({"de", "d", "des", "du", "of"})


# "How good is her English?", "how well does he code?": the degree word asks for a level, as
# « Quel est son niveau d'anglais ? » does; the notes say « courant (C1) », never "good"
_DEGREE_WORDS = frozenset({"good", "well", "fluent", "bad", "strong"})
_FRAME_WORDS = _KIND_WORDS | _DEGREE_WORDS
# nouns that count, gather or sort what follows « de » (« un groupe de collègues », « une
# liste de clients »): the complement is the thing asked, not a kind of them (``_complements``)
_GATHERING = _KIND_WORDS | frozenset(
    """
    groupe groupes equipe equipes liste listes serie series ensemble partie parties plupart nombre
    quantite dizaine dizaines centaine centaines paire paires tas
    """.split()  # noqa: SIM905 (a word list reads best as text)
)


def asks_which(text: str) -> bool:
    """Whether a question holds a word asking which, where, how, why… (« qu'a-t-il fait » elides
    its « que »): not one asking yes or no."""
    return _asking(text, words(text))


def _asking(text: str, folded: Sequence[str]) -> bool:
    return not _ASKING.isdisjoint(folded) or _QU.search(text) is not None


def _yes_no_about(text: str, folded: list[str]) -> bool:
    """Whether a question asks yes or no of a third person being or having something: « il
    est » / « est-elle » with what they are, « il a » / « a-t-il » with a determiner then what
    they have (not « a-t-il gagné », where « a » is the past's auxiliary), "is he", "does she
    have"; and no word asking which, where, how… (« qu'a-t-il fait » elides its « que »)."""
    if _asking(text, folded):
        return False
    for p, w in enumerate(folded):
        if w not in _BE_HAVE:
            continue
        near = folded[max(0, p - 2) : p + 3]
        if _SUBJECTS.isdisjoint(near):
            continue
        if w in _BE:
            return True
        # what follows the verb and its subject (« a-t-il un », « il a des », "does she have a")
        after = [x for x in folded[p + 1 : p + 4] if x not in _SUBJECTS and x != "t"]
        if (after and after[0] in _DETERMINERS) or (w == "have" and "does" in folded[:p]):
            return True
    return False


def _kind_frames(folded: list[str]) -> list[str]:
    """``folded`` without the kind word of « quel type de X », "what kind of X", nor the degree
    word of "how good…"."""
    return [
        w
        for p, w in enumerate(folded)
        if not (w in _DEGREE_WORDS and p > 0 and folded[p - 1] == "how")
        and not (
            w in _KIND_WORDS
            and 0 < p < len(folded) - 1
            and folded[p - 1] in _KIND_BEFORE
            # « type d'emploi »: the elided « d' » is no word of ``folded``
            and (folded[p + 1] in _KIND_AFTER or folded[p - 1].startswith(("qu", "kel")))
        )
    ]


# « un compte GitHub », "his LinkedIn profile": the account's word only says that the platform
# named beside it is asked (the notes write « GitHub : Ladebeze66 », no « compte »); read as a
# function word there. The platform: a capitalised name, or one of the common ones typed in lower
# case. Not « sa chaîne YouTube », « sa page Facebook »: a channel, a page are things the notes
# tell (« Labo de Poche (chaîne YouTube) »), with subscribers and videos
_ACCOUNT_WORDS = frozenset(
    {"compte", "comptes", "profil", "profils", "account", "accounts", "profile", "profiles"}
)
_ACCOUNT_NOUNS = r"comptes?|profils?|accounts?|profiles?"
_PLATFORMS = (
    r"github|gitlab|linkedin|instagram|insta|facebook|twitter|youtube|tiktok|mastodon|bluesky|twitch"
    r"|malt|behance|dribbble|kaggle|medium|substack|pinterest|etsy|strava|discord|codingame|leetcode"
)
_account_frame = compiled_on_first_use(
    rf"(?i:\b(?P<noun>{_ACCOUNT_NOUNS})\s+(?:(?:sur|on|de|d['’])\s*)?)(?:[A-Z][\w.-]+|(?i:(?:{_PLATFORMS})\b))"
    rf"|(?i:\b(?:{_PLATFORMS})\s+(?P<after>{_ACCOUNT_NOUNS})\b)"
)


def _account_frames(text: str, folded: list[str]) -> list[str]:
    """``folded`` without the account's word of « un compte GitHub », "his GitHub profile"."""
    framing = {fold(m["noun"] or m["after"]) for m in _account_frame().finditer(text)}
    return [w for w in folded if w not in framing] if framing else folded


# « avant » / "before" that do not ask what the owner did before: « mettre en avant »
# (to highlight), and « avant l'envoi », "before the release" (before an event, an article
# introducing it) — unless the question's verb is in the past (« Que faisait-il avant l'École
# 42 ? », "What was his job before the school?")
# (« vous pouvez venir le voir avant ? », « je dois payer avant ? »: before the thing done, an
# infinitive just before it; the previous occupation is asked after a conjugated verb, a
# pronoun or a question word: « Il faisait quoi avant ? », « Elle bossait où avant ? »)
_not_past = compiled_on_first_use(
    r"\ben\s+avant\b|\bavant\s+(?:l['’]|(?:le|la|les|un|une|du|des|ce|cet|cette|ces)\b)"
    # « avant de les imprimer », « avant de l'envoyer »: done to things, before another step
    r"|\bavant\s+(?:de|d['’])\s*(?:(?:les|le|la|lui|leur|y|en)\s+|l['’]\s*)\w+(?:er|ir|re|oir)\b"
    r"|\b\w{2,}(?:er|ir|oir)\s+avant\b"
    # « Comment a-t-il repéré les valeurs aberrantes avant d'entraîner son modèle ? »: a step of
    # a method, asked how or why, comes before the next step, not before another life
    r"|\b(?:comment|pourquoi)\b[^?]*\bavant\s+(?:de\b|d['’])"
    r"|\bbefore\s+(?:the|a|an|this|that|these|those)\b",
    re.IGNORECASE,
)
_PAST_VERBS = frozenset(
    (
        *("faisait", "faisais", "etait", "etais", "travaillait", "travaillais", "exercait", "exercais"),
        *("bossait", "bossais", "was", "were", "did", "used", "worked"),
    )
)
# the same verbs in the perfect (« Il a fait quoi avant l'informatique ? », « Qu'avez-vous fait
# avant le bois ? », « a-t-il travaillé ailleurs avant l'École 42 ? »): an auxiliary, then the
# participle, the subject pronoun of an inversion between them
_PAST_PARTICIPLES = frozenset({"fait", "travaille", "bosse", "exerce", "ete"})


def _in_perfect(folded: list[str]) -> bool:
    """Whether one of the occupation's verbs is in the perfect (« il a fait », « avez-vous fait »)."""
    return any(w in _PAST_PARTICIPLES and after_have(folded, p) for p, w in enumerate(folded))


# A question opening on an imperative that asks for a list (« Liste ses projets », « Cite ses
# langages », "List his projects"), and the infinitives asked for (« Peux-tu lister ses
# projets ? »): the request's grammar, never its topic.
_LIST_REQUESTS = frozenset({"liste", "listez", "cite", "citez", "enumere", "enumerez", "list", "enumerate"})
_LIST_VERBS = frozenset({"lister", "citer", "enumerer"})

# English words the tokeniser keeps because French has them as content words (« un are »,
# « un an », « le but », « à la main »): in an English question they are the verb, an article,
# a conjunction, a modifier ("What are his main strengths?"), never what is asked.
_ENGLISH_AMBIGUOUS = frozenset({"are", "an", "but", "main"})
# English function words the tokeniser's list lacks: "how *many* years" counts, it never names
# what is asked (the count frame is read from the folded words, which keep it); the adverbs
# that only stress or hedge the question ("Where *exactly* is her workshop?", "Does she
# *actually* speak German?", "Is she *still* teaching?") and "per", whose noun says what a
# rate is counted by ("per word"), and "one" picking among the things asked ("one of her
# workshops"): a French note writes none of them, and as English words
# the vault never writes they would still weigh beside the thing asked
_ENGLISH_FUNCTION = frozenset(
    """
    many exactly really actually precisely usually generally normally basically also still already
    per at one
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
# an English word ending so is a verb's or an adverb's form ("lived abroad", "really"), not a
# noun saying which thing is asked
_VERB_ENDINGS = ("ed", "ing", "ly")
_PLURAL_VERBS = ("ent", "ons", "ez", "ais", "ait")  # « les clients paient », not an adjective
# « zurichois », « lyonnais »: where from, which the vault writes as the place (« Zürich »)
_DEMONYMS = ("ois", "ais")
_PLACE_ADVERBS = frozenset({"dedans", "dessus", "dessous", "ailleurs", "alentours", "toujours", "parfois"})
_POINTING = frozenset({"dessus", "dessous"})  # on it, under it: a thing named already
# the chat's interjections (« Ah ok, et ça… ? », « euh », « merci ») and someone a visitor speaks
# of (« quelqu'un m'a dit… », « on cherche quelqu'un »: « quelqu'un » reads « quelqu », « un »)
_NOT_ASKED = frozenset(
    {"ah", "oh", "ok", "okay", "euh", "bah", "ben", "hmm", "hum", "hein", "ouais", "merci", "quelqu"}
)
_ENGLISH_INFLECTED = ("ed", "ing")  # ... of which the verb's (read as its bare word by _word)
# "it" in an English question is the pronoun ("when did *it* come out?"); the acronym is written
# in capitals ("Does she work in IT?")
_IT_ACRONYM = compiled_on_first_use(r"\bIT\b")
# "book" is a book (« livre ») or the verb of an appointment, a session, a table: then it asks
# for a reservation (« réserver », a page's "Booking"); "booked", "booking(s)" are always the
# verb's (the English stemmer makes them "book", a book)
_BOOKED = frozenset({"booked", "booking", "bookings"})
_BOOKING = _BOOKED | {"book"}
_BOOK_NOUN_BEFORE = frozenset({"a", "the", "his", "her", "my", "your", "their", "our", "this", "that", "new"})
_BOOK_VERB_BEFORE = frozenset({"i", "we", "you", "to", "can", "could", "should", "may", "please", "how"})
_BOOK_VERB_AFTER = frozenset({"a", "an", "the", "my", "your", "our", "one", "online", "directly"})
# the second word of an English trade named by what it farms (_farmed); not "growing", a verb
# as often ("Is her network growing?")
_FARMING = frozenset({"farming", "farmer", "farmers", "farm", "farms", "grower", "growers"})
# English phrasal verbs, whose words read apart ask something else: a book that "came out" was
# released (« parution »), not come; "keep track of" is « suivre », a light verb as French has it
_ENGLISH_PHRASES: dict[tuple[str, str], str] = {
    **{(come, "out"): "released" for come in ("come", "comes", "came", "coming")},
    **{(keep, "track"): "follow" for keep in ("keep", "keeps", "kept", "keeping")},
    # "computer science" is « informatique » (the computers group), no science of its own
    **{("computer", science): "computer" for science in ("science", "sciences")},
    # "speech-to-text" is a transcription, no talk given
    ("speech", "to"): "transcription",
    ("transcription", "text"): "transcription",
    # "video memory" is a GPU's, as « mémoire vidéo » is (grasbot.retrieval.idioms)
    **{(video, "memory"): "vram" for video in ("video", "graphics", "gpu")},
    # "graphics card" is the GPU, as « carte graphique » is (grasbot.retrieval.idioms)
    **{
        (graphics, card): "gpu" for graphics in ("graphics", "graphic", "video") for card in ("card", "cards")
    },
}

# « de base », « de pointe », « de qualité »: an adjective in two words (« du PLA de base » is
# basic PLA), no complement saying which thing is asked
_LOCUTIONS = frozenset({"base", "pointe", "qualite", "luxe", "reference", "secours", "rechange"})
# the unit a rate is given for, and the work done in it (« journée de travail », "working day")
_RATE_UNITS = frozenset({"journee", "jour", "heure", "semaine", "day", "hour", "week"})
_WORK = frozenset({"travail", "boulot", "taf", "working", "work"})

_PAST_NAMES = frozenset({"ancien", "ancienne"})
# the verbs of working, as terms (every stemmer's): the frame of a previous occupation asked
_WORKED = frozenset(
    stem(w, stemmer)
    for w in ("travail", "travailler", "travaille", "bosser", "bosse", "exercer", "exerce", "work", "worked")
    for stemmer in ("light", "plural", "none")
)
_OF_WORDS = frozenset({"de", "d", "du", "en"})
# (« en » mostly opens an adverb's phrase: « en dehors de », « en ligne », « en ce moment »)
_COMPLEMENT_OF = frozenset({"de", "d", "du"})
# the word after an elided « d' » (« une séance d'acupuncture »; no ``\b``: a word ending in « d »
# before an apostrophe is rare, and the pattern is four times faster without it)
_ELIDED_OF = compiled_on_first_use(r"d['’](\w+)")
# kin, as written or with the plural's « s » left out (« autorisation des parent »)
_KIN_WORDS = FAMILY | {w[:-1] for w in FAMILY if w.endswith("s")}
# the verbs after which « des » is an indefinite article: what the owner has, wants, had
_HAVING_DES = frozenset(
    """
    a as avez ont avait avoir eu aura aurait veut voulait voudrait souhaite elle il iel t pas
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_GENERIC_DETERMINERS = frozenset({"les", "aux", "au"})  # (« au enfant »: « aux » typed without its x)
_OWNER_POSSESSIVES = frozenset({"son", "sa", "ses", "his", "her"})  # « son père », "her father"
# a visitor's looking at something, after « à » (``Analyser.analyse``)
_LOOKED_AT = frozenset(
    """
    voir regarder consulter lire telecharger visiter tester essayer ecouter decouvrir parcourir
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_AT = frozenset({"a"})  # « à domicile », folded
_READER = frozenset({"il", "elle", "on", "iel", "qui"})  # who « lit » (reads)
# « l'an dernier », « l'année prochaine », « cette année »: a year said relative to today
_YEAR_NOUNS = frozenset({"an", "annee"})
_YEAR_SHIFT = {"dernier": -1, "derniere": -1, "passe": -1, "passee": -1, "prochain": 1, "prochaine": 1}


def _years_said(folded: list[str]) -> list[str]:
    """``folded`` with a year said relative to today written as the year (« les ateliers de l'an
    dernier » → 2025 in 2026): a note dates them so (« année 2025-2026 »), never « dernier »."""
    out: list[str] = []
    year = date.today().year
    p = 0
    while p < len(folded):
        w, nxt = folded[p], folded[p + 1] if p + 1 < len(folded) else ""
        if w in _YEAR_NOUNS and nxt in _YEAR_SHIFT:
            out.append(str(year + _YEAR_SHIFT[nxt]))
            p += 2
        elif w == "cette" and nxt == "annee":
            out.append(str(year))
            p += 2
        else:
            out.append(w)
            p += 1
    return out


_QUALITY = frozenset({"qualite", "qualites"})
# the bound of an age asked (« l'âge minimum », "maximum age"): a condition, no one's age
_AGE_BOUNDS = frozenset({"minimum", "maximum", "minimal", "maximal", "mini", "maxi", "min", "max", "limite"})


def _from_what_age(folded: Sequence[str]) -> bool:
    """« à partir de quel âge », « dès quel âge », "from what age": the age something starts at."""
    return any(
        w == "age"
        and p >= 2
        and folded[p - 1] in ("quel", "what", "which")
        and folded[p - 2] in ("de", "des", "from")
        for p, w in enumerate(folded)
    )


# a thing named first, then taken up by a pronoun (« Son CV en PDF, il est dispo où ? »): what
# is asked after the comma is that thing's (the file available), not the owner's; named too as
# what the visitor wants to do something with (« Je voudrais récupérer son CV en PDF pour le
# transmettre aux RH, il est dispo où ? »)
_FRONTED_THING = re.compile(
    r"^\s*(?:j['’]?e?\s*(?:voudrais|veux|voulais|aimerais|cherche|souhaite|souhaiterais)\s+(?:à\s+)?\w+\s+)?"
    r"(?:son|sa|ses|ton|ta|tes|votre|vos|leur|leurs|le|la|les|l['’])\s*[^,?!.;:]{1,100},\s*(?:il|elle|ils|elles)\b",
    re.IGNORECASE,
)
# ... or asked of in a first sentence, which the next takes up: « Son chatbot tournait avec
# ChromaDB non ? Pourquoi il a changé ? » (the chatbot changed, not the owner's career), « Le
# chatbot du site utilisait ChromaDB avant, non ? Pourquoi il a laissé tomber ? »
_FRONTED_SENTENCE = compiled_on_first_use(
    r"^\s*(?:(?:son|sa|ses|ton|ta|tes|votre|vos|leur|leurs|le|la|les)\s+|l['’]\s*)(\w+)[^?!.]{0,120}[?!.]+\s+[^?!.]*"
    r"\b(?:il|elle)\b",
    re.IGNORECASE,
)
_CHANGED = frozenset({"change", "changer", "changee", "changes"})
_PAYROLL = frozenset({"paie", "paye", "paies", "payes"})
_PAYROLL_BEFORE = frozenset({"de", "la", "les", "sa", "ma", "ta", "votre", "leur", "vos", "nos", "mes"})
# ... a facet of the owner's life fronted is still theirs (« Son parcours est atypique ? Pourquoi
# il a changé ? »: his career changed)
_LIFE_FACETS = frozenset(
    """parcours carriere vie histoire passe metier boulot travail job emploi experience profil
    formation etudes reconversion career life story background path""".split()  # noqa: SIM905 (a word list)
)
# the owner's interests (« ses passions ») unless one is named: « son intérêt *pour* l'IA », "his
# passion *for* boats" asks about that topic (how it came, what came of it), not the hobbies list
_INTEREST = frozenset(
    {"interet", "interets", "passion", "passions", "gout", "gouts", "attrait", "interest", "interests"}
)
_INTEREST_IN = frozenset({"pour", "envers", "for"})
# adjectives that qualify the owner's qualities (« sa principale qualité », « ses grandes qualités »)
_RATING = frozenset(
    """
    principal principale principales grand grande grandes meilleur meilleure meilleures vrai vraie
    vraies bon bonne bonnes premiere premieres autre autres
    """.split()  # noqa: SIM905 (a word list reads best as text)
)


def _is_complemented(before: str) -> bool:
    """Whether the word before « qualité » is a noun it complements: no determiner, no adjective
    of the owner's qualities."""
    return before not in STOPWORDS and before not in _RATING and not before.isdigit()


_DOMICILE = frozenset({"domicile"})
# the words saying an address is a web one (« en ligne », « le site », "website", « l'URL »)
_ONLINE = frozenset({"ligne", "online", "web", "site", "website", "url", "tester", "teste", "lien", "link"})
_NETWORK = frozenset({"ip", "ipv4", "ipv6", "mac", "masque", "reseau", "rezo", "subnet", "network"})
_ADDRESS = frozenset({"adresse", "adresses", "address", "addresses"})  # (« des adresses IP »: plural too)
# people a question names as the owner's public (« des personnes handicapées », « des patients
# âgés »): the word after them says who they are, not what the owner is
_PEOPLE_NOUNS = frozenset(
    {"personne", "personnes", "gens", "public", "publics", "patient", "patients", "patiente", "patientes"}
    | {"eleves", "adultes", "jeunes", "people", "persons", "kids"}
)
# « est d'où », « es d'où », « d'où est-il », « d'où êtes-vous » (not « d'où vient le nom »)
_from_where = compiled_on_first_use(
    r"\b(?:est|es|êtes|etes|sont|était|etait|étais|etais)\s+d['’]\s?o[uù]\b"
    r"|\bd['’]\s?o[uù]\s+(?:est|es|êtes|etes|sont|était|etait)\b",
    re.IGNORECASE,
)
# « livré », « livrée »: delivered, which folds onto « livre », a book (the accent tells them apart)
# « … avec ChromaDB et des embeddings, non ? », « il parle anglais non ? »: a tag asking the
# visitor's guess be confirmed, closing its clause; not a « non » the notes would hold
_TAG_NON = compiled_on_first_use(r"\bnon\s*(?:[?!.,;]|$)", re.IGNORECASE)
_delivered = compiled_on_first_use(r"\blivr(?:é|ée|és|ées)(?!\w)", re.IGNORECASE)
_DELIVERED_FOLDED = frozenset({"livre", "livree", "livres", "livrees"})
# « t'as », « t'es », « t'habites »: « tu » elided before the verb (words() drops the « t' »)
_thou_elided = compiled_on_first_use(r"(?<![\w-])t['’]\s?([^\W\d_]+)", re.IGNORECASE)
_WHICH = frozenset({"quel", "quelle", "quels", "quelles"})
# after « c » (« c'est ») in the middle of a question, what it asks (« jveu savoir c koi »)
# (not « ou »: « en koi ? c ou c++ » names two languages)
_CHAT_C_ASKS = frozenset(
    {"koi", "quoi", "ki", "qui", "kel", "kelle", "quel", "quelle", "quand", "kan", "comment"}
)
_FOR_WHAT = frozenset(
    {"un", "une", "le", "la", "les", "l", "des", "moi", "toi", "lui", "elle", "mon", "ma", "mes", "son", "sa"}
)
# ... or what a lone « c » says a thing is (« c gratuit ? »): « c'est » again
_CHAT_C_SAYS = frozenset(
    {"vrai", "gratuit", "gratuite", "payant", "payante", "cher", "chere", "ouvert", "ouverte", "ferme"}
    | {"fermee", "dispo", "complet", "complete", "obligatoire", "loin", "long", "longue"}
    # « c t quoi comme exo ? »: « c'était » typed as it sounds
    | {"t"}
)
# ... and the words before the C language (« en C », « du C », « le C quoi ? »)
_C_LANGUAGE_BEFORE = frozenset({"en", "du", "le", "de", "et", "ou", "langage", "coder", "code"})
_CHAT = frozenset(CHAT_SPELLINGS)


# a yes/no question about something the owner has: the word after the article (an adverb between:
# « elle a encore un crédit ? », « il fait toujours du ski ? »)
_have_a = compiled_on_first_use(
    r"\b(?:a-t-(?:il|elle)|(?:il|elle) a|as-tu|avez-vous|poss[eè]de-t-(?:il|elle)"
    r"|does (?:he|she) have|has (?:he|she) got) "
    r"(?:(?:encore|toujours|d[ée]j[aà]|aussi|vraiment|still|also) )?"
    # ... or to have won one: « Il a passé une certification cloud ? », « a-t-elle obtenu un prix ? »
    r"(?:(?:pass[ée]|obtenu|eu|d[ée]croch[ée]|passed|earned|got) )?"
    r"(?:un|une|des|a|an|any) ([^\W\d_]\w+)"
)
# a thing something named is asked to have, the noun ending the question (« L'écurie a une
# remise ? », « Les stages ont des places libres ? » ends on its adjective: not read)
_had_by_named = compiled_on_first_use(r"\b[\w'’]+ (?:a|ont) (?:un|une|des) ([^\W\d_]\w+)\s*\?\s*$")
# ... or to practise: « Il fait du ski ? », « Elle fait de la voile ? », « Pratique-t-il le judo ? »
_does_a = compiled_on_first_use(
    r"\b(?:fait-(?:il|elle)|(?:il|elle) fait|fais-tu|faites-vous|pratique-t-(?:il|elle)|(?:il|elle) pratique"
    r"|pratiquez-vous|joue-t-(?:il|elle)|(?:il|elle) joue|jouez-vous)"
    r" (?:(?:encore|toujours|d[ée]j[aà]|aussi|vraiment|souvent) )?"
    r"(?:du|de la|de l['’]|d['’]une?|des|le|la|les) ?([^\W\d_]\w+)"
    # ... or to know of one (« Tu connais une bonne pizzeria ? »: a recommendation asked)
    r"|\b(?:tu connais|connais-tu|vous connaissez|connaissez-vous|(?:il|elle) conna[iî]t"
    r"|conna[iî]t-(?:il|elle))"
    r" (?:un|une|des) (?:(?:bon|bonne|bons|bonnes|petit|petite|petits|petites) )?([^\W\d_]\w+)"
)
# the words after which a lone « c » is « c'est »
_CHAT_C_NEXT = frozenset(
    {"koi", "quoi", "ki", "qui", "quand", "kan", "comment", "quel", "kel", "ou", "combien", "cb", "cmb"}
    | {"t"}  # « c t quoi ? »: « c'était »
)


class _Word(NamedTuple):
    term: str
    factor: float
    others: tuple[str, ...]  # lexicon synonyms
    unit: Unit
    reason: str | None
    owner_name: bool  # a word of the owner's name: who is asked about, not what
    # no typo guess, synonym, form, reason, adjective nor owner's name: analyse() reads the term only
    plain: bool
    forms: tuple[str, ...]  # other forms of its verb the vault uses (``inflection``)
    # a function word asking for the previous occupation (« avant »): read on an owner
    # question only (PAST_MARKERS)
    marker: bool = False
    adjective: bool = False  # a French adjective's ending: it may qualify the word before it


# a word not yet in the cache (None there means a function word)
_UNREAD = _Word("", 1.0, (), Unit("", 0.0), None, False, False, ())


class Analysis(NamedTuple):
    tokens: tuple[str, ...]  # the question's terms, in order, as the vault spells them
    expansions: dict[str, float]  # lexicon synonyms -> scoring factor (not in ``tokens``)
    factors: dict[str, float]  # terms of ``tokens`` that count less (typo guesses)
    units: tuple[Unit, ...]  # informative units for grounding
    owner: str | None  # why the question is about the owner, or None
    language: str  # "fr" or "en"
    reasons: tuple[str, ...]  # fuzzy:x→y, lexicon:x→y
    personal: bool = False  # a unit asks for a personal attribute (age, address, job…)
    # other forms of the question's verbs (grounding only: the ranking does not read them, so
    # the grounding looks them up in each note it checks)
    forms: frozenset[str] = frozenset()
    # (noun, adjective) asked side by side, as the vault spells them (« accessibilité numérique »)
    phrases: frozenset[tuple[str, str]] = frozenset()
    # what the person works on now is asked (« Sur quoi travaille-t-il en ce moment ? »)
    current_work: bool = False
    # what is still to come is asked (« C'est quand son prochain concert ? »)
    upcoming: bool = False
    # what something costs is asked (« Il coûte combien, son livre ? »)
    prices: bool = False
    # whether the owner is or has something is asked (« A-t-elle un numéro de téléphone ? »)
    yes_no: bool = False
    # the terms asked as nouns, after a determiner (« le permis »: not the verb of « m'a permis »)
    nouns: frozenset[str] = frozenset()
    # (noun, complement) asked as one thing (« cours de mandoline »): ``complements``
    complements: frozenset[tuple[str, str]] = frozenset()
    # what the owner offers is asked (« Quels services propose-t-elle ? »): idioms.asks_offer
    offered: bool = False
    # who the owner works or lives with is asked (« Avec qui travaille-t-elle ? »): other people's
    # notes answer it
    whom: bool = False
    # the nouns asked for as a thing of the owner's, folded as written (``things_asked``)
    things: tuple[str, ...] = ()


# French adjective endings (folded): a word so ending right after a noun qualifies it
_ADJECTIVE = (
    "ique",
    "iques",
    "elle",
    "elles",
    "el",
    "els",
    "ale",
    "ales",
    "aux",
    "ive",
    "ives",
    "aire",
    "aires",
    "ieure",
    "ieures",
)

# the preference that picks one of a kind, after its noun (« son film préféré », « sa ville
# favorite »): an adjective of that noun, as the endings above
_PREFERENCE = frozenset(
    {"prefere", "preferee", "preferes", "preferees", "favori", "favoris", "favorite", "favorites"}
)


# function words of both languages, whichever list holds them (« on », "on"; « or », "or")
# (« s » too: French « s'appelle » and English "GrasBot's replies" both write it)
_BOTH = frozenset({"a", "on", "or", "me", "as", "s"})
_ENGLISH_ONLY = ENGLISH_STOPWORDS - FRENCH_STOPWORDS - _BOTH
_FRENCH_ONLY = FRENCH_STOPWORDS - ENGLISH_STOPWORDS - _BOTH


# a word written with a capital after the question's first word (« Hack The Box »)
_capitalised = compiled_on_first_use(r"(?<=\s)[A-Z][a-z]+\b")


# « X ou (de) Y », "X or Y": two words, an article or preposition between allowed
# (and « A, (un) X ou Y »: the word before a comma opening the pair is a third choice)
_either_pair = compiled_on_first_use(
    r"(?:([^\W\d_]+)\s*,\s*(?:(?:des|de|du|en|la|le|les|un|une|the|a|an)\s+|[dl]['’])?)?"
    r"([^\W\d_]+)\s+(?:ou|or)\s+(?:(?:des|de|du|en|la|le|les|un|une|the|a|an)\s+|[dl]['’])?([^\W\d_]+)"
)

# « il cherche un CDI, un stage, une alternance ? »: things offered to choose from, each after
# its article, with commas and no conjunction, ending the question: one or the other is asked
# (three of them: two are as often a thing and its precision, « des problèmes d'argent, des
# dettes ? »)
_ARTICLE = r"(?:(?:des|du|un|une|la|le|les|the|a|an)\s+|[dl]['’])"
_either_list = compiled_on_first_use(
    rf"{_ARTICLE}([^\W\d_]+)\s*,\s*{_ARTICLE}([^\W\d_]+)\s*,\s*{_ARTICLE}([^\W\d_]+)\s*\?\s*$"
)


def _english_title_words(folded: list[str], text: str) -> list[str]:
    """``folded`` without the English function words a French question writes capitalised
    inside a name (« Quelles box Hack The Box elle a faites ? »): the name's, not a French word
    typed without its accent (« the » for « thé », which a note holding « thé » would answer)."""
    written = {w.lower() for w in _capitalised().findall(text)}
    return [w for w in folded if w not in _ENGLISH_ONLY or w not in written]


# adjectives French writes before the noun (« quel vieux jeu », « quelle nouvelle version »)
_BEFORE_NOUNS = frozenset(
    """
    vieux vieil vieille vieilles nouveau nouvel nouvelle nouveaux nouvelles ancien ancienne anciens
    anciennes grand grande grands grandes petit petite petits petites gros grosse bon bonne meilleur
    meilleure premier premiere dernier derniere jeune autre autres seul seule vrai vraie old new
    """.split()  # noqa: SIM905 (a word list reads best as text)
)


# the words before a noun that make it a thing of the owner's, one asked for (« quelle colle »,
# « la grosse presse de l'atelier », « son étude »); not « un nouveau projet de jardin », any one
_THING_BEFORE = frozenset(
    "le la les l son sa ses quel quelle quels quelles ce cet cette".split()  # noqa: SIM905 (a word list)
)


def things_asked(folded: Sequence[str]) -> tuple[str, ...]:
    """The nouns a question (its folded words) asks for as a thing of the owner's, folded as
    written: after a definite, possessive or demonstrative determiner or « quel », past an
    adjective French writes before the noun (« la *grosse* presse » asks for « presse »)."""
    out = []
    for p, word in enumerate(folded[:-1]):
        if word in _THING_BEFORE:
            q = p + 1
            while q < len(folded) - 1 and folded[q] in _BEFORE_NOUNS:
                q += 1
            out.append(folded[q])
    return tuple(out)


# the forms of « passer » before « par » (« passé par », « passe par », « passer par »), folded
_PASSING = frozenset(
    {"passe", "passes", "passee", "passees", "passer", "passent", "passait", "passera", "passez", "passons"}
)

# adjectives before a noun saying how much of it, not what (« un *gros* intérêt », « une *vraie*
# expérience »; not « petit », « grand »: « petite amie », « grand-père » are other nouns)
_INTENSIFIERS = frozenset(
    {"gros", "grosse", "grosses", "vrai", "vraie", "vrais", "vraies", "enorme", "enormes", "veritable"}
)


# the endings of the nouns naming people by what they do (« photographe » aside: a person noun
# ending otherwise keeps the pronoun, as any noun ending so, « atelier », does)
_PERSON_ENDINGS = (
    "eur",
    "euse",
    "trice",
    "iste",
    "ien",
    "ienne",
    "ier",
    "iere",
    "ant",
    "ante",
    "aire",
    "phe",
    "prof",
)


def _undislocated(text: str, folded: list[str]) -> list[str]:
    """``folded`` without the pronoun taking up a thing named first (``_DISLOCATED``) or last
    (``_DISLOCATED_LAST``)."""
    first = _DISLOCATED().match(text) if "," in text else None
    found = first if first is not None else _DISLOCATED_LAST().match(text)
    if found is None:
        return folded
    # (the thing, then the pronoun, in the order each pattern reads them)
    thing, pronoun_group = (1, 2) if first is not None else (2, 1)
    named = words(found.group(thing))
    # a person named first (« le gars », « la photographe », « le prof ») may be the owner
    if not named or not PERSON_NOUNS.isdisjoint(named) or named[0].endswith(_PERSON_ENDINGS):
        return folded
    if first is None and not _TIMES.isdisjoint(named):
        return folded
    pronoun = fold(found.group(pronoun_group))
    if pronoun not in folded:
        return folded
    k = folded.index(pronoun)
    return [*folded[:k], *folded[k + 1 :]]


# « Question bizarre mais elle est gauchère ? », « Petite question : … », "Quick question, …": the
# visitor announcing a question before asking it (not « une question sur ses tarifs »)
_PREAMBLE = compiled_on_first_use(
    r"^\W*(?:[\w'’]+\s+){0,2}questions?\b[^,:;?!.]{0,30}?(?:[,:;!.]|\s(?:mais|but)\b)", re.IGNORECASE
)


def _without_preamble(text: str, folded: list[str]) -> list[str]:
    """``folded`` without the preamble announcing the question (``_PREAMBLE``), when its words
    open ``folded`` as written."""
    found = _PREAMBLE().match(text)
    if found is None:
        return folded
    said = words(found.group())
    if not said or folded[: len(said)] != said or len(said) >= len(folded):
        return folded
    return folded[len(said) :]


def is_english(folded_words: list[str]) -> bool:
    """A question is English when more of its words are English function words than French
    ones (``a``, ``on``, ``me`` count for neither: both languages have them)."""
    english = sum(map(_ENGLISH_ONLY.__contains__, folded_words))
    return english > sum(map(_FRENCH_ONLY.__contains__, folded_words))


def _booking(folded: list[str], p: int) -> bool:
    """Whether "book" at ``p`` is the verb: after a subject, a modal or "to" ("Can I book…"),
    or before its object ("book a session", "book online"), not after a determiner ("his book")."""
    before = folded[p - 1] if p else ""
    after = folded[p + 1] if p + 1 < len(folded) else ""
    if before in _BOOK_NOUN_BEFORE:
        return False
    return before in _BOOK_VERB_BEFORE or after in _BOOK_VERB_AFTER


_LISTED = re.compile(r"(\w+)\s*[,;/]\s*(?=(\w+))")


def _listed_pairs(text: str) -> set[tuple[str, str]]:
    """The folded words written either side of a comma (« threads, verrous »): items of a list,
    never a noun and the adjective qualifying it."""
    return (
        {(fold(a).lower(), fold(b).lower()) for a, b in _LISTED.findall(text)}
        if "," in text or ";" in text or "/" in text
        else set()
    )


# « mettre les pieds quelque part »: to have been, worked there; the feet are no thing asked
_METTRE = frozenset({"mis", "mise", "mettre", "met", "mets", "mettait", "remis", "remettre"})
_FEET = frozenset({"pied", "pieds"})


def _idiom_feet(folded: list[str]) -> list[str]:
    """``folded`` without the feet of « a-t-il mis les pieds en entreprise ? »."""
    return [
        w
        for p, w in enumerate(folded)
        if not (
            w in _FEET
            and p > 1
            and folded[p - 1] == "les"
            and not _METTRE.isdisjoint(folded[max(0, p - 4) : p - 1])
        )
    ]


# « lui perso », « moi perso »: « personally », after the person it stresses; « son serveur
# perso », « son site perso »: their own, after the thing they own; no pastime asked either way
# (« en perso », « ses projets perso », « des trucs perso » are what they do for themselves)
_STRESSED = frozenset({"lui", "elle", "moi", "toi", "vous", "eux", "iel"})
_PERSO_PASTIME = frozenset(
    {"en", "projet", "projets", "truc", "trucs", "activite", "activites", "vie", "temps", "cote", "usage"}
)
# ... and a way to reach them said private (« un numéro de portable perso ? »): the channel the
# profile does not publish, asked as such
_PERSO_CHANNEL = frozenset(
    {"numero", "portable", "telephone", "tel", "mail", "email", "adresse", "contact", "compte"}
)


def _stressed_perso(folded: list[str]) -> list[str]:
    """``folded`` without the « perso » of « lui perso, il a codé quoi ? » and of « son serveur
    perso »."""
    return [
        w
        for p, w in enumerate(folded)
        if not (
            w == "perso"
            and p > 0
            and (
                folded[p - 1] in _STRESSED
                or (
                    folded[p - 1] not in _PERSO_PASTIME
                    and folded[p - 1] not in _PERSO_CHANNEL
                    and folded[p - 1] not in STOPWORDS
                )
            )
        )
    ]


# « nom de compagnon », « nom d'artiste », « nom de scène », « nom de plume »: another name than the
# owner's own (not « nom de famille »)
_OTHER_NAME = compiled_on_first_use(
    r"\b(?:(?:nom|prenom|prénom)\s+(?:de\s+(?!famille\b)|d['’]\s*|du\s+|des\s+)|name\s+of\s+)\w",
    re.IGNORECASE,
)
# « le nom du script », "the name of his wine shop": the name of a thing, which a note writes
# without saying « nom »
_NAME_OF_THING = compiled_on_first_use(
    r"\b(?:nom\s+(?:du|des|de\s+(?:la|son|sa|ses|leur|ce|cette))|name\s+of)\s+\w", re.IGNORECASE
)


# an English phrase a French recruiter types as it is (« ses soft skills ? »), or a compound the
# profile never writes as such (« son savoir-être »): the word a profile writes for it
_BORROWED = {
    ("soft", "skills"): "qualites",
    ("soft", "skill"): "qualites",
    ("savoir", "etre"): "qualites",
}
_BORROWED_EN = {("soft", "skills"): "qualities", ("soft", "skill"): "qualities"}


def _borrowed_phrases(folded: list[str], english: bool) -> list[str]:
    """``folded`` with each borrowed phrase (``_BORROWED``) as the one word it means."""
    table = _BORROWED_EN if english else _BORROWED
    out: list[str] = []
    skip = False
    for w, nxt in zip(folded, [*folded[1:], ""], strict=True):
        if skip:
            skip = False
            continue
        meant = table.get((w, nxt))
        if meant is not None:
            out.append(meant)
            skip = True
        else:
            out.append(w)
    return out


def _english_phrases(folded: list[str], text: str) -> list[str]:
    """An English question's phrasal verbs as one word (_ENGLISH_PHRASES), the verb "book" as
    "reserve" (_booking), and its pronoun "it" dropped (a stop word the tokeniser keeps for the
    acronym)."""
    if "it" in folded and _IT_ACRONYM().search(text) is None:
        folded = [w for w in folded if w != "it"]
    if not _BOOKING.isdisjoint(folded):
        folded = [
            "reserve" if w in _BOOKED or (w in _BOOKING and _booking(folded, p)) else w
            for p, w in enumerate(folded)
        ]
    out: list[str] = []
    for w in folded:
        phrase = _ENGLISH_PHRASES.get((out[-1], w)) if out else None
        if phrase is not None:
            out[-1] = phrase
        else:
            out.append(w)
    return out


_DOUBLED = frozenset("cflmnprst")  # the consonants French writes double
_DOUBLES = compiled_on_first_use(r"([cflmnprst])\1")


def _doubled(word: str) -> list[str]:
    """``word`` with one of its single consonants that French writes double doubled, in turn
    (« apareil » → « appareil »)."""
    return [
        word[: j + 1] + word[j:]
        for j in range(1, len(word) - 1)
        if word[j] in _DOUBLED and word[j - 1] != word[j] != word[j + 1]
    ]


class QueryAnalyser:
    """Reads questions for one vault (its stemmer, vocabulary and owner)."""

    def __init__(
        self,
        stemmer: Stemmer,
        known: Callable[[str], bool],
        idf: Callable[[str], float],
        fuzzy: FuzzyVocabulary,
        owner: Owner,
        held_by_profile: Callable[[str], bool] | None = None,
        names_written: Callable[[], Iterable[str]] | None = None,
        texts: Callable[[], Iterable[str]] | None = None,
    ) -> None:
        self.stemmer = stemmer
        # whether a profile note holds a term (the owner's own words, not another person's)
        self.held_by_profile = held_by_profile or (lambda _t: False)
        self.known = known
        self._names_written = names_written or (lambda: ())
        self._titles: frozenset[str] | None = None  # _titled, read on first need
        self._current = frozenset(stem(w, stemmer) for w in ("actuel", "actuelle", "current", "present"))
        self._declic = stem("declic", stemmer)
        self._replaced = stem("remplace", stemmer)
        self._joined: dict[str, tuple[str, ...]] | None = None  # _unjoined, read on first need
        self._heard_names: dict[str, tuple[str, ...] | None] | None = None  # _names_heard, kept
        self._heard_firsts: frozenset[str] = frozenset()  # the first letters of those names
        # (kept per word, bounded: visitors type anything)
        self._odd: Callable[[str], bool] = lru_cache(maxsize=4096)(self._is_odd)
        self._texts = texts or (lambda: ())
        self._compounds: dict[str, tuple[str, ...]] | None = None  # _written_compounds, kept
        self.idf = idf
        self.fuzzy = fuzzy
        self.owner = owner
        self._fr: dict[str, int] = {}  # French stem -> group
        self._naming = frozenset(stem(w, stemmer) for w in ("nom", "prenom"))
        self._name_terms = tuple(dict.fromkeys(stem(w, stemmer) for w in sorted(owner.name_words)))
        self._en: dict[str, int] = {}  # English stem -> group
        self._group_terms: list[tuple[str, ...]] = []
        # what each folded word brings, for French and for English questions (see _word)
        self._words: tuple[dict[str, _Word | None], dict[str, _Word | None]] = ({}, {})
        # names() of the last text read: a search reads its question's names up to three times
        # (kept for one text only, so that a search never finds another's work done)
        self._names: tuple[tuple[str, bool], frozenset[str]] | None = None
        # as the vault stems them: « guitares » is ``guitar``, not the listed « guitare »
        narrower = NARROWER | {stem(w, stemmer) for w in NARROWER}
        self._wider = {
            stem(general, stemmer): tuple(dict.fromkeys(stem(w, stemmer) for w in words_))
            for general, words_ in WIDER.items()
        }
        # a narrower word -> the general words of its group (« anglais » -> « langue »…)
        self._broader: dict[str, tuple[str, ...]] = {}
        for g, (stems, (_, english)) in enumerate(zip(french_groups(stemmer), GROUPS, strict=True)):
            self._group_terms.append(stems)
            for s in stems:
                if s not in narrower:
                    self._fr.setdefault(s, g)
            general = tuple(s for s in stems if s not in narrower)
            for s in stems:
                if s in narrower and general:
                    self._broader[s] = self._broader.get(s, ()) + general
            for w in english:
                self._en.setdefault(english_stem(w), g)

    def _titled(self, term: str) -> bool:
        """Whether a note is named with ``term`` (the last part of its slug or title, an alias,
        a tag): a thing the vault has a page about, not a word it says in passing."""
        if self._titles is None:
            names = (name.rsplit("/", 1)[-1] for name in self._names_written())
            self._titles = frozenset(t for name in names for t in tokenise(name, self.stemmer))
        return term in self._titles

    def _farmed(self, folded: list[str]) -> list[str]:
        """English names a trade by what it farms and a second word ("oyster farming", "bee
        farmer"), French by one (« ostréiculture », « apiculteur »): the lexicon's translation of
        the first word is the whole trade, the second word adds nothing to find."""
        return [
            w
            for p, w in enumerate(folded)
            if not (w in _FARMING and p and english_stem(folded[p - 1]) in self._en)
        ]

    def broader(self, term: str) -> tuple[str, ...]:
        """The general words of the lexicon group a narrower term belongs to: « langue » for
        « anglais », « sport » for « trail »; empty for any other term."""
        return self._broader.get(term, ())

    def _elided(self, word: str) -> str:
        """« lecole », « cest »: an elision typed without its apostrophe, when the rest of the
        word is one the vault knows (or a function word) and the whole is not."""
        if len(word) < 4 or word[0] not in _ELIDED or word[1] not in "aeiouyh" or word in STOPWORDS:
            return word
        if self.known(stem(word, self.stemmer)):
            return word  # « savoir », « coût » are words, not s'avoir, c'oût
        rest = word[1:]
        if not (rest in FRENCH_STOPWORDS or rest in READ_AS or self.known(stem(rest, self.stemmer))):
            return word
        # a word one letter off a vault word that keeps its first letter is that word mistyped,
        # when what the elision leaves is no word as written, only a stem the stemmer makes of
        # another (« tarrif » is « tarif », not « t'arrif », « arrif » being « arrive » stemmed;
        # « tarrive » is « t'arrive »)
        rest_term = stem(rest, self.stemmer)
        if rest_term == rest and len(word) >= _TYPO_ELISION_MIN:
            near = self.fuzzy.closest(stem(word, self.stemmer), word)
            if near is not None and near[1] == 1 and near[0][:1] == word[0] and near[0] != rest_term:
                return word
        return rest

    def _thing_fronted(self, text: str, english: bool) -> bool:
        """Whether the question opens on a thing of the owner's that its « il »/« elle » then
        takes up: in one sentence (« Son CV en PDF, il est dispo où ? ») or in the next, when
        the thing is no personal attribute itself (« Son parcours est atypique ? Pourquoi il a
        changé ? » is still the owner's)."""
        if _FRONTED_THING.match(text):
            return True
        fronted = _FRONTED_SENTENCE().match(text)
        if fronted is None:
            return False
        noun = fold(fronted[1])
        w = self._word(noun, english)
        return (
            noun not in FAMILY
            and noun not in _LIFE_FACETS
            and w is not None
            and not w.unit.personal
            and not w.owner_name
        )

    def _unglued(self, word: str) -> tuple[str, ...]:
        """« sonimprimante3d », « de2020 »: words typed without the space between them (a phone's
        keyboard, a hurried visitor), read as their parts when the whole is no word the vault
        knows and every part is one (or a function word, or a number): split where letters meet
        digits, and after a determiner glued in front (« son », « de », « les »…)."""
        if self.known(stem(word, self.stemmer)):
            return (word,)
        parts = _LETTERS_OR_DIGITS.findall(word) if any(c.isdigit() for c in word) else [word]
        out: list[str] = []
        for part in parts:
            if part[0].isdigit() or part in STOPWORDS or self.known(stem(part, self.stemmer)):
                out.append(part)
                continue
            glued = self._headed(part, 2)
            if glued is None and len(part) >= _SENTENCE_PART_MIN:
                glued = self._sentence(part)
            if glued is None:
                return (word,)
            out.extend(glued)
        return tuple(out)

    def _sentence(self, part: str) -> tuple[str, ...] | None:
        """A question typed without spaces, as the fewest words that are each a function word or
        a word the vault knows (« quels firmwares il utilise pour ses imprimantes »); None when
        there is no such reading, or it holds no function word (« professionnellement » is no
        « profession nelle ment »: a long word, not a sentence)."""

        def word_of(piece: str) -> bool:
            if len(piece) == 1 and piece not in _ONE_LETTER_WORDS:
                return False
            return piece in STOPWORDS or (len(piece) >= 3 and self.known(stem(piece, self.stemmer)))

        pieces = _fewest_pieces(part, word_of)
        if (
            pieces is None
            or len(pieces) < _SENTENCE_WORDS
            or all(piece not in STOPWORDS for piece in pieces)
            or all(piece in STOPWORDS for piece in pieces)
        ):
            return None
        return pieces

    def _headed(self, part: str, heads: int) -> tuple[str, ...] | None:
        """``part`` as up to ``heads`` glued words (``_GLUED_HEADS``) and a word the vault knows
        (« sur » « ses » « imprimantes »); None when it is not."""
        for head in _GLUED_HEADS:
            rest = part[len(head) :]
            if not part.startswith(head) or len(rest) < _MIN_GLUED_REST:
                continue
            if head in _ELIDED_HEADS and rest[0] not in "aeiouyh":
                continue
            if head not in _GLUED_PREPOSITIONS and self.known(stem(rest, self.stemmer)):
                return (head, rest)
            if head not in _GLUED_PREPOSITIONS and (pair := self._known_pair(rest)) is not None:
                return (head, *pair)  # « leserveurirc »: « le », « serveur », « irc »
            if heads > 1 and (more := self._headed(rest, heads - 1)) is not None:
                return (head, *more)
        return None

    def _paired(self, word: str) -> tuple[str, ...]:
        """« serveurweb », « buffersize »: two words the vault knows typed without the space
        between them, read as both, when the whole is no word of the vault, nor a form of one
        (« irlandaise », « installent »), nor a typo of one (« developement »)."""
        if len(word) < _PAIR_WORD_MIN or not word.isalpha() or self.known(stem(word, self.stemmer)):
            return (word,)
        pair = self._known_pair(word)
        if pair is None or pair[1] in _SUFFIXES:
            return (word,)
        base = next((word[: -len(end)] for end in _VERB_ENDS if word.endswith(end)), "")
        if base and any(self.known(stem(base + end, self.stemmer)) for end in ("", "e", "er")):
            return (word,)
        if self.fuzzy.closest(stem(word, self.stemmer), word) is not None:
            return (word,)
        return pair

    def _spaced(self, word: str) -> tuple[str, ...]:
        """« sonsiteweb », « ilesthebergé », « surquoi »: words typed without the spaces between
        them, where no glued head opens them (``_unglued``), read as the fewest pieces that are
        each a function word or a word the vault knows, one a function word at least: the whole
        is no word of the vault, nor a typo of one (« developement »), nor a function word. Not
        two words of the vault alone (« cap itale »: ``_paired`` reads those, longer)."""
        if (
            len(word) < _SPACED_MIN
            or not word.isalpha()
            or word in STOPWORDS
            or self.known(stem(word, self.stemmer))
        ):
            return (word,)
        joined = self._joined_names()
        for head in _SPACED_GLUE:
            # « pourfractol », « surpushswap »: a function word glued to a name the vault writes
            # joined (« fract-ol »), which no piece reading knows whole
            if word.startswith(head) and (parts := joined.get(word[len(head) :])) is not None:
                return (head, *parts)

        def word_of(piece: str) -> bool:
            if piece in STOPWORDS:
                return piece in _SPACED_GLUE
            return len(piece) >= 3 and self.known(stem(piece, self.stemmer))

        pieces = _fewest_pieces(word, word_of)
        if pieces is None or len(pieces) < 2:
            return (word,)
        content = [piece for piece in pieces if piece not in STOPWORDS]
        if len(content) == len(pieces) or (not content and len(pieces) > 2):
            return (word,)
        if content and len(pieces) < _SPACED_PIECES:
            return (word,)  # (« machines » is no « ma chines », « message » no « mes sage »)
        if content and max(map(len, content)) < _SPACED_CONTENT:
            return (word,)  # (« parfois » is no « par fois »: a content word of a few letters)
        if self.fuzzy.closest(stem(word, self.stemmer), word) is not None:
            return (word,)
        return pieces

    def _known_pair(self, part: str) -> tuple[str, str] | None:
        """``part`` as two words the vault knows, the first of five letters or more, the second
        of three (« serveurirc »); the longest first word wins. Only after a determiner glued in
        front (``_headed``): an unknown word alone is more often a typo than two words."""
        for j in range(len(part) - _PAIR_REST, _PAIR_FIRST - 1, -1):
            first, second = part[:j], part[j:]
            if self.known(stem(first, self.stemmer)) and self.known(stem(second, self.stemmer)):
                return first, second
        return None

    def _unjoined(self, word: str) -> tuple[str, ...]:
        """« fractol », « pushswap », « fullstack »: a name the vault writes with a hyphen or an
        underscore (« fract-ol », « push_swap », « full-stack », which the tokeniser splits)
        typed as one word: read as its parts, even where the vault knows the whole, which it
        may write only inside a link (« github.com/…/pushswap ») or a tag. Only names
        written so in a slug, a title, an alias or a tag: splitting any unknown word where two
        known terms meet reads « permis » as « per mis », « capitale » as « cap itale »."""
        if len(word) < _MIN_JOINED:
            return (word,)
        found = self._joined_names().get(word)  # most words: one look-up, no stemming
        return (word,) if found is None else found

    def _is_odd(self, word: str) -> bool:
        """Whether a folded word is no word of the vault's nor of the lexicon's (a word the
        lexicon knows is French, said as written: « compagnon » is no heard « La compagnie »)."""
        return (
            len(word) >= 3
            and not word.isdigit()
            and word not in STOPWORDS
            and not self.known(term := stem(word, self.stemmer))
            and term not in self._fr
        )

    def _names_heard(self, folded: list[str]) -> tuple[list[str], list[tuple[str, str]]]:
        """« c koi le pouche souape ? », « minitok », « get nekst laïne »: a name of the vault,
        often English, typed as a French ear spells it, one to three words: read as the name's
        words (« push », « swap »), when the words typed sound as the name does
        (``heard_key``) and one of them at least is no word of the vault's (a question of known
        words is read as written). None of a short key (three consonants meet many words), nor
        of a key two names share. Also (the words typed, a word of the name) for each name read."""
        odd = list(map(self._odd, folded))  # (read in C, from a cache, on most questions)
        if not any(odd):
            return folded, []
        if self._heard_names is None:
            found: dict[str, tuple[str, ...] | None] = {}
            for name in self._names_written():
                parts = tuple(_NAME_PART.findall(fold(name.rsplit("/", 1)[-1])))
                key = heard_key("".join(parts))
                if (
                    1 <= len(parts) <= _MAX_PARTS
                    and len(key) >= _HEARD_KEY_MIN
                    and all(stem(x, self.stemmer) not in self._fr for x in parts)
                ):
                    found[key] = parts if found.get(key, parts) == parts else None
            self._heard_names = found
            self._heard_firsts = frozenset(key_parts[0][:1] for key_parts in found.values() if key_parts)
        firsts = self._heard_firsts
        out: list[str] = []
        heard: list[tuple[str, str]] = []
        p = 0
        while p < len(folded):
            if folded[p][:1] not in firsts:  # (a name heard opens on its own first letter)
                out.append(folded[p])
                p += 1
                continue
            for size in (3, 2, 1):
                if p + size <= len(folded) and any(odd[p : p + size]):
                    typed = "".join(folded[p : p + size])
                    said = self._heard_names.get(heard_key(typed))
                    # (not the name spaced otherwise, nor a word of as many consonants said
                    # otherwise: « proposez » is no « À propos », « procès » no « prix »)
                    if (
                        said
                        and typed != (name := "".join(said))
                        # (a slip fuzzy matching reads as a typo: « minishel »)
                        and edit_distance(typed, name, 2) > allowed_edits(typed)
                        and typed[0] == name[0]
                        and _syllables(folded[p : p + size]) == _syllables(said)
                    ):
                        out.extend(said)
                        heard.extend((" ".join(folded[p : p + size]), part) for part in said)
                        p += size
                        break
            else:
                out.append(folded[p])
                p += 1
        return out, heard

    def _joined_names(self) -> dict[str, tuple[str, ...]]:
        """The names written with a hyphen or an underscore, by their parts joined, kept."""
        if self._joined is None:
            self._joined = _by_joined_parts(self._names_written(), _JOINED)
        return self._joined

    def _written_compounds(self) -> dict[str, tuple[str, ...]]:
        """The compounds the notes' text writes with a hyphen (« pare-feu », « week-end »), by
        their parts joined, kept. Words of letters only, two or three of them: « 2019-2023 » is
        a span, and a list's « - » no hyphen. Read on the first question (1 ms on the real vault,
        19 ms on ten thousand notes), from each hyphen (``str.find``): a regular expression over
        every passage took 2.2 s there."""
        if self._compounds is None:
            pieces = (piece for text in self._texts() if "-" in text for piece in _hyphenated(text))
            self._compounds = _by_joined_parts(pieces, _COMPOUND)
        return self._compounds

    def _silent_h(self, word: str) -> tuple[str, int | None] | None:
        """« abite », « obby », « opital »: French drops its silent h in writing as in speech;
        the word with it restored, when the vault or the lexicon knows that one (its term and
        lexicon group). Too short a word is left to chance: « ache », « ors »."""
        if len(word) < 4 or word[0] not in "aeiouy":
            return None
        term = stem("h" + word, self.stemmer)
        group = self._fr.get(term)
        return (term, group) if group is not None or self.known(term) else None

    def _heard(self, word: str) -> tuple[str, int | None] | None:
        """« physik », « boulo », « kestion », « atelié »: a chat box writes French as it sounds,
        « k » for « qu » or « c », a silent final letter dropped; the spelling it stands for, when the
        vault or the lexicon knows it (its term and lexicon group). Only spellings French
        pronounces alike are tried, so a word that is no such respelling finds none."""
        if len(word) < 4:
            return None
        spellings = []
        if "k" in word:
            spellings += [word.replace("k", "qu"), word.replace("k", "c")]
        if word.endswith("o"):
            # (« animo », « chevo »: the plural « -aux » sounds « o » too)
            spellings += [word + "t", word[:-1] + "eau", word[:-1] + "au", word[:-1] + "aux"]
        if self.owner.profiles:
            # a visitor typing to a person's site (on a FAQ or an encyclopedia an unknown word is
            # more often another word: piaf, cnil): « atelié » for « atelier » (folded é), a silent
            # final letter left out (« anglai », « parl »), « foto » for « photo »
            if word.endswith("e"):
                spellings += [word + "r", word + "z"]
            spellings += [word + "s", word + "e", word + "t", word + "d"]
            if "f" in word:
                spellings.append(word.replace("f", "ph"))
            if "z" in word:
                # an « s » between vowels sounds « z » (« maizon », « filozof » for « philosophe »)
                spellings += [word.replace("z", "s"), word.replace("z", "s").replace("f", "ph")]
                spellings += [spelling + "e" for spelling in spellings[-2:]]
            if "sion" in word:
                # « -tion » as it sounds (« gestassion », « ambision »)
                spellings += [word.replace("ssion", "tion"), word.replace("sion", "tion")]
            if "j" in word:
                # « j » for the soft « g » it sounds like (« refuje », « refuj », « manjer »)
                spellings += [word.replace("je", "ge").replace("ji", "gi"), word.replace("j", "ge")]
            # a double consonant written single, as it sounds (« apareil », « adrese »)
            spellings += _doubled(word)
            # ... or double where it is single, or both at once (« marré » for « marée »,
            # « feratta » for « ferrata »): the word with its doubles undone, then each
            # consonant doubled in turn
            single = _DOUBLES().sub(r"\1", word)
            if single != word:
                spellings += [single, *_doubled(single)]
            # « en » and « an » sound alike, and the final letter is silent (« allemen » for
            # « allemand », « lentement » typed « lentemant »)
            for a, b in (("en", "an"), ("an", "en")):
                if a in word:
                    heard = word.replace(a, b)
                    spellings += [heard, heard + "d", heard + "t", heard + "s", heard + "e"]
        for spelling in spellings:
            term = stem(spelling, self.stemmer)
            group = self._fr.get(term)
            if group is not None or self.known(term):
                return term, group
        return None

    def _word(self, word: str, english: bool) -> _Word | None:
        """What one folded word brings (None: a function word), computed once per word."""
        known = self._words[english]
        hit = known.get(word, _UNREAD)
        if hit is _UNREAD:
            hit = self._read_word(word, english)
            if len(known) < 4096:  # bounded: visitors type anything
                known[word] = hit
        return hit

    def _french_word(self, word: str) -> bool:
        """Whether an English stop-word in a French question is a French word of the vault:
        « thèse » folds to "these"."""
        return word in _ENGLISH_ONLY and self.known(stem(word, self.stemmer))

    def _read_word(self, word: str, english: bool) -> _Word | None:
        word = self._elided(word)
        word = CHAT_SPELLINGS.get(word, word)
        if word in CHAT_IF_UNKNOWN and not self.known(stem(word, self.stemmer)):
            word = CHAT_IF_UNKNOWN[word]
        if (
            not english
            and len(word) >= _IMPERFECT_MIN
            and word.endswith("ais")
            and not self.known(stem(word, self.stemmer))
            and self.known(stem(word[:-1] + "t", self.stemmer))
        ):
            # « tu travaillais », « je bossais »: the light stemmer cuts the third person's
            # « -ait » only; read as it, not guessed as a typo (« anglais », « français », which
            # the vault writes or whose « -ait » form it never does, stay)
            word = word[:-1] + "t"
        if word in PAST_MARKERS:
            return self._past_marker(word)
        if word in STOPWORDS and (english or not self._french_word(word)):
            return None
        if word in _POINTING and not self.known(stem(word, self.stemmer)):
            return None  # « il a installé quoi dessus ? »: the thing named before, no word asked
        if word in _NOT_ASKED:
            return None  # the chat's breath, someone spoken of: no word asked
        if len(word) == 1 and not word.isdigit() and word not in "cr":
            return None
        if english and (word in PAST_BEGINNINGS or word in _ENGLISH_AMBIGUOUS or word in _ENGLISH_FUNCTION):
            return None
        reason = None
        extra: tuple[str, ...] = ()  # a translated word's other French words the vault writes
        translated = False
        group = self._en.get(english_stem(word)) if english else None
        if group is not None:
            # translated: the group's first French word stands for the English one
            term = self._group_terms[group][0]
            if term != stem(word, self.stemmer):
                reason = f"lexicon:{word}→{term}"
        else:
            # names and technical terms are shared by both languages: stemmed as the vault is
            term = stem(READ_AS.get(word, word), self.stemmer)
            group = self._fr.get(term if word not in OWN_SENSE else stem(OWN_SENSE[word], self.stemmer))
            # a common English word the lexicon's groups lack ("lesson", "wedding"), that the vault
            # never writes: the French word it does write (the first of them it knows), with the
            # French synonyms of its group. Not where the vault writes the English word (an
            # "About (English)" page): that page answers as asked, and French synonyms would only
            # bring the French pages level with it
            french = translation(word) if english and group is None and not self.known(term) else ()
            if french:
                stems = [stem(w, self.stemmer) for w in french]
                chosen = next((t for t in stems if self.known(t)), stems[0])
                if chosen != term:
                    extra = tuple(t for t in dict.fromkeys(stems) if t != chosen and self.known(t))
                    reason, term, group = f"lexicon:{word}→{chosen}", chosen, self._fr.get(chosen)
                    translated = True
        if group is None and word in SPELLED_OUT:
            spelled = stem(SPELLED_OUT[word], self.stemmer)
            if not self.known(term):
                reason, term, group = f"spelled-out:{word}→{spelled}", spelled, self._fr.get(spelled)
            elif spelled != term and self.known(spelled):
                # the vault writes the word too, of something else maybe (« les gamins adoraient
                # la lampe UV », visitors' children): the word it spells out holds it as well
                # (« nos deux enfants »)
                extra = (spelled,)
        factor = 1.0
        # (a light verb is grammar, spelled as it is: « suivie » is not a respelled « suiviez »)
        if not english and group is None and not self.known(term) and word not in LIGHT_VERBS:
            silent = self._silent_h(word)
            if silent is not None:
                # one edit, and the one French spelling makes: the word itself, not a guess
                reason = f"silent-h:{word}→{silent[0]}"
                term, group = silent
            else:
                heard = self._heard(word)
                if heard is not None:  # written as it sounds: the word itself, not a guess
                    reason = f"sounds:{word}→{heard[0]}"
                    term, group = heard
        # « Vue.js », « Node.js » (glued to « vuejs » by the tokeniser) are the frameworks a note
        # names « Vue 3 », « Node 20 »: the JavaScript suffix is no part of the name
        if not self.known(term) and group is None and len(word) > 4 and word.endswith("js"):
            bare = stem(word[:-2], self.stemmer)
            if self.known(bare):
                reason, term = f"js:{word}→{bare}", bare
        # "freelancing", "coded": an English verb's form the vault writes as its bare word
        # (« freelance », « code »): the word itself, as the French stemmer leaves its ending on
        if english and not self.known(term) and group is None and word.endswith(_ENGLISH_INFLECTED):
            bare = english_stem(word)
            for spelled in (bare, bare + "e"):
                if len(spelled) > 5 and self.known(stem(spelled, self.stemmer)):
                    term = stem(spelled, self.stemmer)
                    reason, group = f"english:{word}→{term}", self._fr.get(term)
                    break
        # « une conf », « son appart »: a word clipped as it is said, that the vault writes whole
        if group is None and word in CLIPPED:
            whole = [stem(w, self.stemmer) for w in words(CLIPPED[word])]
            if len(whole) == 1 and self.known(whole[0]):
                if not self.known(term):
                    reason, term = f"clipped:{word}→{whole[0]}", whole[0]
                    group = self._fr.get(term)
                else:
                    # a vault writing both (« les restos du coin », « Restaurant Le Relais »): the
                    # whole word answers the clipped one as well
                    extra += (whole[0],)
        # « une visite de 2h », « 30min », « 15km »: a number glued to its unit, that the vault
        # writes apart (« 2 h », « 30 min »): the number is what a note holds
        if not self.known(term) and group is None and word[:1].isdigit():
            glued = _GLUED_UNIT.fullmatch(word)
            if glued is not None and self.known(glued[1]):
                reason, term = f"unit:{word}→{glued[1]}", glued[1]
        # a personal attribute the vault never writes (« Il a un LinkedIn ? ») is what is asked,
        # not a misspelt word it does (the ``linked:`` key a note documents)
        # (nor one of the owner's kin: « sa sœur » is no misspelt « Soleure »)
        kin = word in FAMILY
        # (nor a word of the question's grammar: « devenir fleuriste » is no misspelt « revenir »)
        grammar = word in LIGHT_VERBS
        # (nor a word clipped as it is said: « son meilleur chrono » is no « Chronofresh » it opens)
        if (
            not self.known(term)
            and group is None
            and term not in PERSONAL
            and not translated
            and not kin
            and not grammar
            and word not in CLIPPED
        ):
            guess = self.fuzzy.closest(term, word)
            if guess is not None:
                reason = f"fuzzy:{word}→{guess[0]}"
                term, factor = guess[0], FUZZY_FACTOR
            elif not english and _function_pair(word):
                return None  # « quila », « ilest »: a pronoun and a function word typed as one
        # only synonyms the vault uses: the others would cost a look-up per question for nothing
        others = (
            tuple(t for t in self._group_terms[group] if t != term and self.known(t))
            if group is not None
            else ()
        )
        others += tuple(t for t in extra if t not in others)
        wider = self._wider.get(term)
        if wider:
            others += tuple(t for t in wider if t not in others and t != term and self.known(t))
        if english and group is not None and reason is not None:
            # translated, yet the vault writes the English word too (an "About me (EN)" page:
            # "My day rate is…"): that page holds it as asked
            own = stem(word, self.stemmer)
            if own != term and own not in others and self.known(own):
                others += (own,)
        if term in self._naming:
            # « Comment s'appelle-t-elle ? », "What's her name?": a note that writes the owner's
            # name holds the answer, whether or not it says « nom »
            others += tuple(t for t in self._name_terms if t not in others and self.known(t))
        # a guessed spelling has no verb to conjugate; French endings only
        forms = () if english or factor != 1.0 else verb_forms(term, self.known)
        alternatives = tuple((t, SYNONYM_GROUNDING) for t in others)
        if forms:
            alternatives += tuple((t, FORM_GROUNDING) for t in forms if t not in others)
        # unknown, and no synonym of it known either: « banque » in a vault that never speaks of
        # one. Another form of the verb does not lighten it: it may hold the unit, but must not
        # let the question's other words ground alone (« Les prix augmenteront-ils ? » by a note
        # on prices, when only a thesis says « les erreurs augmentent »)
        weight = self.idf(term) * (1.0 if self.known(term) or others else UNKNOWN_WEIGHT)
        # an English word a French vault never writes, with no translation in the lexicon
        # ("keep track of the quality"): the vault cannot be asked to hold it, unlike a French
        # word it never uses; it weighs as a light word (names are checked apart: search)
        # (« en ce moment », « actuellement »: when it is asked, which a note in force says without
        # the word: « Ses clients en ce moment ? » and the note « Clients »)
        # (an adverb the vault never writes, « Il est basé où géographiquement ? »: how the
        # question asks, not what; a vault writing it may be asked it)
        light = (
            word in LIGHT_VERBS
            or word in NOW_WORDS
            or (english and factor == 1.0 and not others and not self.known(term))
            or (not english and not others and not self.known(term) and is_adverb(word))
        )
        if light:
            weight = self.idf(term) * LIGHT_WEIGHT
        # a typo guess is too unsure to decide who may answer (« commerce » → commencer)
        personal = factor == 1.0 and (
            term in PERSONAL
            or term in PERSONAL_AS_ASKED
            or word in PERSONAL_AS_WRITTEN
            or any(t in PERSONAL for t in others)
        )
        named = word in self.owner.name_words
        adjective = not english and ((len(word) >= 6 and word.endswith(_ADJECTIVE)) or word in _PREFERENCE)
        plain = factor == 1.0 and not (others or forms or adjective or named) and reason is None
        unit = Unit(term, weight, factor, alternatives, personal, light)
        return _Word(term, factor, others, unit, reason, named, plain, forms, False, adjective)

    def _past_marker(self, word: str) -> _Word | None:
        """« avant », "before": the previous-occupation group's words the vault uses, as one
        asked term (the group's first word) and its synonyms; None when the vault uses none."""
        group = self._en[english_stem("previous")]
        terms = [t for t in self._group_terms[group] if self.known(t)]
        if not terms:
            return None
        # the word naming the job left (« ancien infirmier ») leads when the owner's profile uses
        # it (not « une ancienne infirmière » met in a journal entry): the career-change words
        # also describe the new path (« reconversion dans l'informatique »)
        term = next(
            (t for t in terms if t in _PAST_NAMES and self.held_by_profile(t)), self._group_terms[group][0]
        )
        others = tuple(t for t in terms if t != term)
        # a function word: it weighs as a light verb; the question asks for a personal attribute
        # (the profile notes answer it: ``Analysis.personal``), but a profile that says « j'étais
        # infirmier » without these words still may
        alternatives = tuple((t, SYNONYM_GROUNDING) for t in others)
        unit = Unit(term, self.idf(term) * LIGHT_WEIGHT, 1.0, alternatives, False, True)
        return _Word(term, 1.0, others, unit, f"past:{word}→{term}", False, False, (), True)

    def analyse(self, text: str) -> Analysis:
        folded = words(unframed(text))  # (« avant d'ouvrir sa boulangerie »: when, not what)
        nouns = nouns_asked(folded, self.stemmer)
        things = things_asked(folded) if not _THING_BEFORE.isdisjoint(folded) else ()
        if "'" in text or "’" in text:
            found = _from_where().search(text)
            if found is not None:
                # « Il est d'où ? », « D'où êtes-vous ? »: where they are from; words() lost the
                # « d' » that tells it from « Il est où ? »
                folded = [*folded, "originaire"]
            thou = _thou_elided().search(text)
            if thou is not None and "tu" not in folded:
                # « t'as quel âge ? », « t'as des gosses ? »: the visitor speaks to the owner, as
                # « tu as » would (words() lost the « t' »)
                verb = fold(thou.group(1))
                folded.insert(folded.index(verb) if verb in folded else 0, "tu")
        if not _YEAR_NOUNS.isdisjoint(folded):  # (most questions say no year so)
            folded = _years_said(folded)
        if "lit" in folded:
            # « elle lit quoi comme bouquins ? »: the verb « lire » after its subject, not a bed
            folded = [
                "lire" if w == "lit" and p > 0 and folded[p - 1] in _READER else w
                for p, w in enumerate(folded)
            ]
        if "non" in folded and len(_TAG_NON().findall(text)) >= folded.count("non"):
            folded = [w for w in folded if w != "non"]
        if "livr" in text.lower() and _delivered().search(text) is not None:
            # « il sera livré quand ? »: a delivery, as the verb's other forms are read
            # (lexicon.READ_AS), not a book and the reading it widens to
            folded = ["livraison" if w in _DELIVERED_FOLDED else w for w in folded]
        english = is_english(folded)
        fronted: list[bool] = []  # ``_thing_fronted``, read once, where first needed

        def thing_fronted() -> bool:
            if not fronted:
                fronted.append(self._thing_fronted(text, english))
            return fronted[0]

        said_apart: list[list[str]] = []  # ``_purpose_words``, read once, where first needed

        def purpose_words() -> list[str]:
            if not said_apart:
                said_apart.append(_purpose_words(text))
            return said_apart[0]

        if not _CHANGED.isdisjoint(folded) and self.known(self._replaced) and thing_fronted():
            # « Son chatbot tournait avec ChromaDB ? Pourquoi il a changé ? »: one tool replaced
            # by another, where the vault writes it so (« remplacé par une recherche
            # déterministe »), not a career changed
            folded = ["remplace" if w in _CHANGED else w for w in folded]
        if not english and not _ENGLISH_ONLY.isdisjoint(folded):
            folded = _english_title_words(folded, text)
        if english and "living" in folded:
            # "what does she do for a living?" asks for her job, not where she lives
            folded = [
                "job" if w == "living" and p > 0 and folded[p - 1] == "a" else w for p, w in enumerate(folded)
            ]
        if "perso" in folded:
            folded = _stressed_perso(folded)
        if not _FEET.isdisjoint(folded):
            folded = _idiom_feet(folded)
        if "soft" in folded or "savoir" in folded:
            folded = _borrowed_phrases(folded, english)
        if english:
            folded = _english_phrases(folded, text)
            if not _FARMING.isdisjoint(folded):
                folded = self._farmed(folded)
        if not _FRAME_WORDS.isdisjoint(folded):  # in C: most questions hold neither
            folded = _kind_frames(folded)
        if not _ACCOUNT_WORDS.isdisjoint(folded):
            folded = _account_frames(text, folded)
        if not _CHAT.isdisjoint(folded):
            # « ou abite til », « kel age »: the words meant, before anything reads who is asked about
            folded = [CHAT_SPELLINGS.get(w, w) for w in folded]
        if not english:
            # « il a comencé quand ? »: a set phrase's word with its double consonant typed single
            folded = respelled_triggers(folded, lambda w: not self.known(stem(w, self.stemmer)))
        if "pr" in folded:
            # « un bon cadeau pr un atelier »: « pour » before what it is for (« des PR sur
            # GitHub » are pull requests)
            folded = [
                "pour" if w == "pr" and nxt in _FOR_WHAT else w
                for w, nxt in zip(folded, [*folded[1:], ""], strict=True)
            ]
        if not self._joined_names().keys().isdisjoint(folded):  # in C: most questions type none
            folded = [part for w in folded for part in self._unjoined(w)]
        compounds = self._written_compounds()
        if not compounds.keys().isdisjoint(folded):  # in C: most questions type none
            # « parefeu », « weekend »: a compound the notes write with its hyphen (« pare-feu »),
            # typed as one word the vault never writes: read as the parts it does
            folded = [
                part
                for w in folded
                for part in (
                    compounds[w] if w in compounds and not self.known(stem(w, self.stemmer)) else (w,)
                )
            ]
        gluable = {m.group() for m in _GLUABLE.finditer(" ".join(folded))}  # (most questions: none)
        if gluable:
            folded = [part for w in folded for part in (self._unglued(w) if w in gluable else (w,))]
        # (a French ear's spelling: an English question's words are as its writer spells them)
        folded, heard = self._names_heard(folded) if not english else (folded, [])
        if any(len(w) >= _PAIR_WORD_MIN for w in folded):
            folded = [part for w in folded for part in self._paired(w)]
        if not english and any(len(w) >= _SPACED_MIN for w in folded):
            folded = [part for w in folded for part in self._spaced(w)]
        if len(folded) > 1 and folded[0] == "c" and folded[1] in _CHAT_C_NEXT and folded[1] != "combien":
            # « c koi X ? », « c qui ? »: a chat box's « c'est » opening the question, not the C
            # language (« du C ou du Rust ? » keeps it); « c combien » is a price (read_idioms)
            folded = folded[1:]
        elif "c" in folded[1:-1]:
            # ... or after what asks it (« jveu savoir c koi son stage »): before « koi »,
            # « qui », « quel », never after a word naming a language (« en C quoi ? »)
            folded = [
                w
                for j, w in enumerate(folded)
                if not (
                    w == "c"
                    and 0 < j < len(folded) - 1
                    and (
                        (folded[j + 1] in _CHAT_C_ASKS and folded[j - 1] not in _C_LANGUAGE_BEFORE)
                        # ... or before what it says a thing is (« et c valable combien de tps »,
                        # « c possible ? », « c gratuit ? »): no language is « valable »
                        or folded[j + 1] in _CHAT_C_SAYS
                        or folded[j + 1].endswith(("able", "ible"))
                    )
                )
            ]
        if "quelle" in folded:
            # « ou est ce quelle habite »: « qu'elle » typed without its apostrophe after « est-ce »
            # (« ce quelle » is never « which »: « Quelle est… » has no « ce » before it)
            before = ["", *folded[:-1]]
            folded = [
                "elle" if w == "quelle" and b == "ce" else w for b, w in zip(before, folded, strict=True)
            ]
        if folded and folded[-1] == "telle":
            # « ou abite telle »: « t-elle » typed as one word, ending the question
            folded = [*folded[:-1], "elle"]
        if not COURTESY.isdisjoint(folded):
            # « Bonjour », « Merci ! »: no word a note holds (not a « bonjour@… » address)
            folded = [w for w in folded if w not in COURTESY]
        if "question" in folded[:3] or "questions" in folded[:3]:
            folded = _without_preamble(text, folded)
        # « Quel est son métier ? »: read once the owner is known (without the words naming the
        # owner by the site: « il fait quoi comme métier, le monsieur du site ? »)
        span = site_person(folded) if self.owner.profiles else None
        job = asks_person(folded[: span[0]] + folded[span[1] :] if span else folded)
        current_work = asks_current_work(folded)  # (« en ce moment » is read as a phrase next)
        upcoming = asks_upcoming(folded)
        whom = asks_whom(folded)
        folded = read_idioms(folded, bool(self.owner.profiles))  # « que fait-elle dans la vie ? »: a job
        if len(folded) > 1 and folded[0] in _LIST_REQUESTS:
            # « Liste ses projets graphiques », "List his projects": the request, not a word to
            # find (« une liste d'entiers »)
            folded = folded[1:]
        if not _LIST_VERBS.isdisjoint(folded):
            folded = [w for w in folded if w not in _LIST_VERBS]
        tokens: list[str] = []
        expansions: dict[str, float] = {}
        factors: dict[str, float] = {}
        units: dict[str, Unit] = {}
        reasons: list[str] = []
        widened: list[str] = []  # units with lexicon alternatives
        forms: set[str] = set()
        owner = owner_intent(_undislocated(text, folded), self.owner) if self.owner.profiles else None
        if owner == "addressed:who":
            folded = who_words(folded)  # « le gars derrière ce site »
        elif owner == "demonstrative":  # « ce gars-là »: the owner, no word to find
            at = this_person(folded, self.owner)
            folded = [w for k, w in enumerate(folded) if k != at]
        elif owner == "site":  # « la personne derrière ce portfolio »: the owner, as above
            start, end = site_person(folded) or (0, 0)
            folded = folded[:start] + folded[end:]
        if job and owner is not None:
            # the owner's job, and nothing else, is asked: what the profile notes are for, as
            # « Qui est-il ? » (no word left to find: grasbot.retrieval.search routes to them);
            # not the notes that say « travail » or « métier » in passing
            folded = [w for w in folded if w not in PERSON_FRAME and w not in NOW_WORDS]
        past = False  # the previous occupation is asked (PAST_MARKERS)
        asks_past: bool | None = None  # read when a marker is met: most questions hold none
        remarked: frozenset[str] = frozenset()  # the words said after the question, read with it
        cache = self._words[english]
        phrases: set[tuple[str, str]] = set()
        listed = _listed_pairs(text)  # words either side of a comma: never noun and adjective
        noun = ""  # the word before, when it is a content word
        # an English word the vault never writes and the table does not translate, before a
        # noun it does translate ("a *ski* lesson", "a *tattoo* studio"): it says which lesson
        # is asked, and the vault cannot hold it: it weighs as an unknown word, not a light one
        qualifier = ""
        prior = ""  # the word before, as written (folded)
        for word in folded:
            w = cache.get(word, _UNREAD)
            if w is _UNREAD:
                w = self._word(word, english)
            if w is None:
                noun = qualifier = prior = ""
                continue
            term = w.term
            if w.plain:  # most words: nothing but the term and its unit
                tokens.append(term)
                if term not in units:
                    units[term] = w.unit
                if (
                    noun
                    and not english
                    and prior.endswith(("s", "x"))
                    and word.endswith("s")
                    and len(word) >= 6
                    and not word.endswith(_PLURAL_VERBS + _DEMONYMS)
                    and word not in _PLACE_ADVERBS
                    and not self.known(term)
                    and (prior, word) not in listed
                ):
                    # « des gens célèbres »: a word the vault never writes, agreeing with the
                    # plural noun before it, qualifies it: the noun alone is another thing asked
                    phrases.add((noun, term))
                noun = term
                prior = word
                unknown = english and w.unit.light and word not in LIGHT_VERBS
                qualifier = term if unknown and not word.endswith(_VERB_ENDINGS) else ""
                continue
            if qualifier and w.reason is not None and w.reason.startswith("lexicon:") and qualifier in units:
                units[qualifier] = units[qualifier]._replace(
                    light=False, weight=self.idf(qualifier) * UNKNOWN_WEIGHT
                )
            qualifier = ""
            if noun and w.adjective and term != noun and (prior, word) not in listed:
                phrases.add((noun, term))
            noun = "" if w.owner_name or w.marker else term
            prior = word
            if w.marker:
                if owner is not None and asks_past is None:  # read once, at the first marker
                    # (« Son chatbot tournait avant ? »: the thing's past, not the owner's)
                    asks_past = (
                        _not_past().search(text) is None
                        or not _PAST_VERBS.isdisjoint(folded)
                        or _in_perfect(folded)
                    ) and not thing_fronted()
                    # (« Il a quel âge ? Il a l'air d'avoir eu plusieurs vies avant de coder. »:
                    # a marker only in a remark after the question asks no past)
                    remarked = frozenset(purpose_words()) if asks_past and "?" in text[:-1] else frozenset()
                if asks_past and term not in tokens and word not in remarked:
                    past = True
                    tokens.append(term)
                    reasons.append(w.reason or "")
                    expansions.update(dict.fromkeys(w.others, SYNONYM_SCORE))
                    units.setdefault(term, w.unit)
                continue
            tokens.append(term)
            if w.reason is not None:
                reasons.append(w.reason)
            if w.forms:
                forms.update(w.forms)
            if w.factor != 1.0:
                factors[term] = min(w.factor, factors.get(term, 1.0))
            for t in w.others:
                expansions[t] = SYNONYM_SCORE
            if term not in units and not w.owner_name:
                units[term] = w.unit
                if w.unit.alternatives:
                    widened.append(term)
        for typed, part in heard:
            # a name read as it sounds is a guess, weighed and shown as one (``_names_heard``)
            term = stem(part, self.stemmer)
            if term in units and part != typed:
                reasons.append(f"heard:{typed}→{term}")
                factors[term] = min(FUZZY_FACTOR, factors.get(term, 1.0))
        named: list[str] = []  # the units of « nom » when the name of a thing is asked
        if expansions and self._name_terms and _OTHER_NAME().search(text):
            # « son nom de compagnon », « son nom d'artiste »: a name other than the one a note
            # writing the owner's name holds
            named = [key for key, u in units.items() if u.term in self._naming]
            for t in self._name_terms:
                expansions.pop(t, None)
            for key in named:
                unit = units[key]
                units[key] = unit._replace(
                    alternatives=tuple(x for x in unit.alternatives if x[0] not in self._name_terms)
                )
            if not _NAME_OF_THING().search(text):
                named = []
        if expansions:
            for t in tokens:
                expansions.pop(t, None)
        # two words of one group asked together (« marié », « enfants ») are two things asked:
        # neither stands in for the other
        for t in widened:
            unit = units[t]
            kept = tuple([x for x in unit.alternatives if x[0] not in units])
            if len(kept) < len(unit.alternatives):
                units[t] = unit._replace(alternatives=kept)
        for key in named if len(named) < len(units) else ():
            # the name of a thing is asked of the thing (« le nom de sa boutique »: its note
            # writes the name, not « nom »); the word still ranks a note that writes it
            del units[key]
        lowered = text.lower()
        speaking = any(mark in lowered for mark in ("je ", "j'", "j’"))  # the visitor speaks
        if len(units) > 1 and (speaking or " on " in f" {lowered}" or " nous " in f" {lowered}"):
            # « Je suis chef à Avignon, vous faites de la vaisselle pour les restos ? »: the
            # visitor says who and where they are; a word of it the vault never writes (their
            # town) is theirs, no word the answer must hold (« Je suis à Saint-Flour », which
            # the vault writes, still ranks its notes)
            clauses, verbs = _asker_words(text)
            for said in clauses:
                read = self._word(said, english)
                if read is not None and read.term in units and not self.known(read.term) and len(units) > 1:
                    del units[read.term]
            for verb in verbs:
                read = self._word(verb, english)
                if read is not None and read.term in units and len(units) > 1:
                    del units[read.term]
        if len(units) > 1 and (
            ("pour" in folded and (speaking or "nous" in folded or not _FIRST_PERSON_OWN.isdisjoint(folded)))
            or "?" in text[:-1]
            or _CONTACT_PURPOSE().search(text) is not None
        ):
            # « … son CV en PDF pour le transmettre à mon équipe RH ? », « … une RQTH ? C'est
            # pour monter le dossier d'aides. »: what the visitor will do with the answer, for
            # their own team or firm, is no word of the answer
            for said in purpose_words():
                read = self._word(said, english)
                if read is not None and read.term in units and len(units) > 1:
                    del units[read.term]
        for said in _own_clause_words(text) if owner is not None and len(units) > 1 else ():
            # ... and a word the vault never writes of the visitor's own (their agency's town,
            # their HR team) weighs nothing the owner's notes could hold
            read = self._word(said, english)
            if (
                read is not None
                and read.term in units
                and not self.known(read.term)
                and not units[read.term].alternatives
                and len(units) > 1
            ):
                del units[read.term]
        declic = self._declic
        if declic in units and len(units) > 1 and not self.known(declic):
            # « c'était quoi le déclic ? »: why, asked of what else is named (« l'IA »), as
            # « pourquoi » asks it; a vault that never writes the word holds the cause in its own
            del units[declic]
        for _noun, adjective in phrases:
            if adjective in self._current and adjective in units and not self.known(adjective):
                # « le site actuel, il date de quand ? »: the site the vault describes, which it
                # never calls « actuel »: the adjective picks no other thing
                del units[adjective]
        for noun, adjective in phrases if owner is not None else ():
            if noun not in units or self.known(adjective):
                continue
            if adjective in units and self._titled(noun):
                # a note is named by the noun (« une console numérique » where the vault has its
                # « Consoles » page): the adjective only says which kind, and weighs less than
                # the noun it qualifies (not the rarer word: search's noun-without-adjective rule)
                weight = min(units[adjective].weight, units[noun].weight / 2)
                units[adjective] = units[adjective]._replace(weight=weight)
            else:
                # asked about the owner, an adjective the vault never uses qualifies the noun
                # into something it never speaks of (« son signe astrologique » is no « entier
                # signé »): the noun alone grounds nothing
                units[noun] = units[noun]._replace(factor=0.0)
        linked = folded
        if owner is not None and not english and ("d'" in text or "d’" in text):
            # (``words`` drops an elided « d' » with the other elisions: « une séance
            # d'acupuncture » is read again with its « de », so that its complement counts)
            elided = {fold(w) for w in _ELIDED_OF().findall(text)}
            linked = [x for w in folded for x in (("de", w) if w in elided else (w,))]
        if owner is not None and not english and not _OF_WORDS.isdisjoint(linked):
            # ... as does a noun complement it never uses: « le permis de *conduire* » is no
            # « permis » a note says in passing (« m'a permis de réduire… »), « une séance
            # d'*acupuncture* » no session a rates page prices
            for noun in self._unknown_complements(linked, english):
                if noun in units:
                    units[noun] = units[noun]._replace(factor=0.0)
        if owner is not None and not _GENERIC_DETERMINERS.isdisjoint(folded):
            # « Que fait-elle avec *les* enfants à la médiathèque ? »: children in general, not hers
            # (« ses enfants », « des enfants ? »): no personal attribute the profile must answer
            self._mark_after(units, folded, english, _GENERIC_DETERMINERS, None, personal=False)
        if owner is None and "combien" in folded and any_personal(units.values()):
            # « les ateliers vélo, ça faisait combien de gamins ? »: children counted, no one's
            # kin (« il a combien d'enfants ? » names the owner)
            at = folded.index("combien")
            self._mark_after(units, folded[at + 1 : at + 3], english, {"de", "d"}, None, personal=False)
        if owner is not None and "des" in folded:
            # « avec autorisation *des* parents »: of the parents (« de les »), after a noun, no
            # kin of the owner's; not « a-t-elle des enfants ? », « elle veut des enfants ? »
            for at, said in enumerate(folded):
                if said == "des" and at and folded[at - 1] not in _HAVING_DES and at + 1 < len(folded):
                    self._mark_after(units, folded[at : at + 2], english, {"des"}, _KIN_WORDS, personal=False)
        if owner is not None and not _QUALITY.isdisjoint(folded):
            # « contrôles qualité », « démarche qualité »: « qualité » right after a noun is that
            # noun's complement (quality control), not the owner's qualities (« ses qualités »,
            # « sa principale qualité »: a determiner or an adjective before it)
            # ... and « qualité » followed by its own complement is that thing's (« la qualité
            # de sa régression linéaire »), unless the owner is named there (« les qualités de
            # Fernand »)
            for p in range(len(folded)):
                if folded[p] in _QUALITY and (
                    (p > 0 and _is_complemented(folded[p - 1]))
                    or self._opens_complement(folded[p + 1 : p + 4])
                ):
                    w = self._word(folded[p], english)
                    if w is not None and w.term in units:
                        units[w.term] = units[w.term]._replace(personal=False)
        if owner is not None and any_personal(units.values()) and thing_fronted():
            # « Son CV en PDF, il est dispo où ? »: the CV available, not the owner; their kin
            # named so (« Sa femme, elle fait quoi ? ») stays theirs
            kin = {w.term for x in FAMILY if (w := self._word(x, english)) is not None}
            for term, unit in list(units.items()):
                if unit.personal and term not in kin:
                    units[term] = unit._replace(personal=False)
        if owner is not None and ("age" in folded or "old" in folded) and any_personal(units.values()):
            # « il a quel âge, son chat ? »: the age of a thing or an animal of theirs, no
            # attribute of the owner (``shapes.asked_value``)
            value = asked_value(text)
            if value is not None and value.kind == "age":
                for term, unit in list(units.items()):
                    if unit.personal:
                        units[term] = unit._replace(personal=False)
        if (
            ("age" in folded or "old" in folded)
            and (not _AGE_BOUNDS.isdisjoint(folded) or _from_what_age(folded))
            and any_personal(units.values())
        ):
            # "What's the minimum age for kids to fly?", « à partir de quel âge ? », « dès quel
            # âge ? »: a condition of what is offered, no attribute of the owner
            for term, unit in list(units.items()):
                if unit.personal:
                    units[term] = unit._replace(personal=False)
        if owner is not None and not _INTEREST.isdisjoint(folded):
            for p in range(len(folded) - 2):
                if folded[p] in _INTEREST and folded[p + 1] in _INTEREST_IN:
                    w = self._word(folded[p], english)
                    if w is not None and w.term in units:
                        units[w.term] = units[w.term]._replace(personal=False)
        if owner is not None and not FAMILY.isdisjoint(folded):
            # « son père », « sa fille »: the owner's family, said in their voice
            self._mark_after(units, folded, english, _OWNER_POSSESSIVES, FAMILY, personal=True)
        if "horaire" in folded and any_personal(units.values()):
            # « On peut vous joindre par téléphone à quelle heure ? » asks the hours of a phone
            # line a page lists, not the owner's number: no personal attribute
            for term, unit in list(units.items()):
                if unit.personal:
                    units[term] = unit._replace(personal=False)
        if not _ADDRESS.isdisjoint(folded) and not (
            _ONLINE.isdisjoint(folded) and _NETWORK.isdisjoint(folded)
        ):
            # « On peut la tester en ligne ? C'est quoi l'adresse ? », "the website's address": a
            # web address, not where the owner lives; nor is a network's (« adresse IP »,
            # « masque de sous-réseau », "MAC address")
            web = {w.term for x in _ADDRESS.intersection(folded) if (w := self._word(x, english)) is not None}
            for term, unit in list(units.items()):
                if unit.personal and term in web:
                    units[term] = unit._replace(personal=False)
        if "domicile" in folded:
            # « visites à domicile », « soins à domicile »: a service at the client's home, not
            # the owner's address (« son domicile »)
            self._mark_after(units, folded, english, _AT, _DOMICILE, personal=False)
        if owner is not None and not _PEOPLE_NOUNS.isdisjoint(folded):
            # « Il sait encadrer des personnes handicapées ? »: their handicap, not his
            self._mark_after(units, folded, english, _PEOPLE_NOUNS, None, personal=False)
        yes_no = owner is not None and _yes_no_about(text, folded)
        if yes_no and len(units) == 1:
            # « Il est syndiqué ? », « A-t-il un chien ? », "Is he married?": whether the owner
            # is or has one thing, which only a note about the owner says (not a portrait of
            # someone else who « a un chien », not an interview's « Vous êtes syndiqué ? »)
            ((term, unit),) = units.items()
            if not unit.light and unit.factor == 1.0:
                units[term] = unit._replace(personal=True)
        if owner is not None and any_personal(units.values()):
            # « Qu'a-t-elle fait chez Rhodanie *Mobilités* ? »: a word of a name of several
            # capitalised words is the name's, not the attribute (moving for a job) it spells
            for term in self._in_names(text, english):
                if term in units and units[term].personal:
                    units[term] = units[term]._replace(personal=False)
        if "combien" in folded or "many" in folded:
            # « Pendant combien d'années… », "how many years": the unit counted is the question's
            # frame, the answer's number carries it (« 10 ans ») whatever word the note uses
            for p, asked in enumerate(folded[:-1]):
                if asked in ("combien", "many"):
                    for unit_word in folded[p + 1 : p + 3]:
                        if unit_word in COUNT_UNITS:
                            self._lighten(units, unit_word, english)
        prices = False
        if ("combien" in folded or "much" in folded) and len(units) > 1:
            # « Il coûte combien, son livre ? »: the price is the question's frame, the thing
            # priced what it is about; a note of rates that never names the book does not answer
            pricing = pricing_terms(self.stemmer)
            # (« les fiches de paie », « la paie »: the payroll, a service priced, not paying)
            payroll = {
                stem(w, self.stemmer)
                for before, w in pairwise(folded)
                if w in _PAYROLL and before in _PAYROLL_BEFORE
            }
            for t in [t for t in units if t in pricing and t not in payroll]:
                prices = True
                units[t] = self._lightened(units[t])
            if prices:
                # « pour une journée de travail », "per working day": the day is what a rate is
                # for, the work every rate's (« Journée de compagnonne : 480 € HT »)
                for p, word in enumerate(folded):
                    if word in _WORK and (
                        (p >= 2 and folded[p - 1] == "de" and folded[p - 2] in _RATE_UNITS)
                        or (p + 1 < len(folded) and folded[p + 1] in _RATE_UNITS)
                    ):
                        self._lighten(units, word, english)
        if owner is not None and not english and not _WHICH.isdisjoint(folded):
            # « elle a couru quels trails ? », « quels trails a-t-il couru ? »: a past participle
            # the vault never writes, nor any synonym of it, is the question's verb; the thing
            # asked for by « quels » carries the question (« Courses faites », « mes trails »).
            # Not without one: « Combien de temps a *duré* son stage ? » asks the participle.
            for p in participles(folded):
                w = self._word(folded[p], english)
                if w is not None and w.term in units and not self.known(w.term):
                    unit = units[w.term]
                    if not unit.alternatives and unit.factor == 1.0:
                        units[w.term] = self._lightened(unit)
        if past:
            # « Où a-t-il *travaillé* avant d'ouvrir sa boulangerie ? »: working is the frame of
            # a career asked, which a timeline answers without the verb (« 2008-2015 : chef
            # boulanger chez Verdier »); it weighs as a light verb
            for t in [t for t in units if t in _WORKED or stem(t, self.stemmer) in _WORKED]:
                units[t] = self._lightened(units[t])
        if not english and len(units) > 1 and "a" in folded:
            # « un profil GitHub *à consulter* ? », « des vidéos à voir ? »: what a thing is there
            # for, not what is asked of it: the visitor's looking is no term of the answer
            for p, verb in enumerate(folded[1:], 1):
                if folded[p - 1] == "a" and verb in _LOOKED_AT:
                    read = self._word(verb, english)
                    if read is not None and read.term in units and len(units) > 1:
                        del units[read.term]
        if not english and len(units) > 1 and "en" in folded:
            # « blessée *en courant* », « en travaillant »: a gerund tells the circumstance of what
            # is asked, not the thing asked; it weighs as a light verb (the word « courant » of a
            # note, « anglais courant », is no injury)
            for p, gerund in enumerate(folded[1:], 1):
                if folded[p - 1] == "en" and len(gerund) > 5 and gerund.endswith("ant"):
                    self._lighten(units, gerund, english)
        if not english and len(units) > 1 and "par" in folded:
            # « pourquoi il n'est pas passé par Mailchimp ? », « il passe par quelle plateforme ? »:
            # going through a thing is using it; the thing carries the question, and a note saying
            # why not (« sans dépendre d'un service SaaS (Substack, Mailchimp…) ») never writes the
            # verb: it weighs as a light verb
            for p, verb in enumerate(folded[:-1]):
                if folded[p + 1] == "par" and verb in _PASSING:
                    self._lighten(units, verb, english)
        if not english and len(units) > 1 and not _INTENSIFIERS.isdisjoint(folded):
            # « ce *gros* intérêt pour l'IA », « une *vraie* expérience »: an adjective before the
            # noun says how much, not what; it weighs as the question's grammar
            for p, word in enumerate(folded[:-1]):
                if word in _INTENSIFIERS and folded[p + 1] not in STOPWORDS:
                    self._lighten(units, word, english)
        if len(units) > 1 and (" ou " in text or " or " in text or "," in text):
            self._either(text, units, english)
        kept_units = tuple(units.values())
        complements = (
            self._complements(folded, units)
            if not english and not _COMPLEMENT_OF.isdisjoint(folded)
            else frozenset()
        )
        return Analysis(
            tuple(tokens),
            expansions,
            factors,
            kept_units,
            owner,
            "en" if english else "fr",
            tuple(reasons),
            past or any_personal(kept_units),
            frozenset(forms),
            frozenset(phrases),
            current_work,
            upcoming,
            prices,
            yes_no,
            nouns,
            complements,
            owner is not None and asks_offer(folded),
            owner is not None and whom,
            things,
        )

    def _either(self, text: str, units: dict[str, Unit], english: bool) -> None:
        """Two things asked one or the other (« quels CTF ou compétitions ? », « en Rust ou en
        Go ? », "courses or workshops"): a note holding either answers, so the second is an
        alternative of the first, not a second thing a note must hold beside it. « où » (where)
        is no « ou »: read on the text, where the accent tells them apart."""
        merged: dict[str, str] = {}  # a choice folded into another → the one holding it
        lowered = text.lower()
        pairs = [
            pair
            for third, first, second in _either_pair().findall(lowered)
            for pair in ((third, first), (first, second))
            if pair[0]
        ]
        if "," in lowered and (listed := _either_list().search(lowered)) is not None:
            first, second, third = listed.groups()
            pairs += [(first, second), (second, third)]
        for first, second in pairs:
            a = self._word(fold(first), english)
            b = self._word(fold(second), english)
            if a is None or b is None:
                continue
            a_term, b_term = merged.get(a.term, a.term), merged.get(b.term, b.term)
            if a_term == b_term or a_term not in units or b_term not in units:
                continue
            ua, ub = units[a_term], units[b_term]
            if ua.light or ub.light or ua.personal != ub.personal:
                continue
            del units[b_term]
            merged[b_term] = a_term
            merged.update([(t, a_term) for t, head in merged.items() if head == b_term])
            # (as sure as the second is: « des problèmes *d'audition* », a complement the vault
            # never writes, makes any « problème » no answer, ``_unknown_complements``)
            units[a_term] = ua._replace(
                weight=max(ua.weight, ub.weight),
                alternatives=(
                    *ua.alternatives,
                    (ub.term, ub.factor),
                    *((t, d * ub.factor) for t, d in ub.alternatives),
                ),
            )

    def _complements(self, folded: list[str], units: Mapping[str, Unit]) -> frozenset[tuple[str, str]]:
        """The (noun, complement) terms of the question's « X de Y » (« des cours *de
        mandoline* », « une séance photo *de naissance* »): the complement says which X is
        asked, so a note holding X without Y speaks of another one (``search``). Both must be
        informative words of the question, not its grammar."""
        out = set()
        for p in range(1, len(folded) - 1):
            if folded[p] not in _COMPLEMENT_OF or folded[p + 1].isdigit() or folded[p + 1] in _LOCUTIONS:
                continue
            complement = self._word(folded[p + 1], False)
            if complement is None or complement.term not in units or units[complement.term].light:
                continue
            # the nouns right before « de » (« séance photo »), back to a function word
            for q in range(p - 1, max(p - 3, -1), -1):
                if folded[q] in _GATHERING or folded[q] in COUNT_UNITS:
                    break
                head = self._word(folded[q], False)
                if head is None or head.term not in units:
                    break
                if not units[head.term].light and head.term != complement.term:
                    out.add((head.term, complement.term))
        return frozenset(out)

    def _unknown_complements(self, folded: list[str], english: bool) -> list[str]:
        """The terms of nouns whose complement (« X de Y ») is a word the vault never writes,
        nor any synonym of it, or only as a guessed spelling."""
        out = []
        for p in range(1, len(folded) - 1):
            if folded[p] not in _OF_WORDS or folded[p + 1].isdigit():  # « en 2020 » is a time
                continue
            head = self._word(folded[p - 1], english)
            complement = self._word(folded[p + 1], english)
            if head is None or complement is None or not self.known(head.term):
                continue
            unit = complement.unit
            # (a guessed spelling is no surer: « conduire » read as « conduit »)
            if unit.factor != 1.0 or (not unit.alternatives and not self.known(unit.term)):
                out.append(head.term)
        return out

    def asked_noun(self, text: str) -> str | None:
        """The term of the word right after « quel(le)(s) » (« Dans quel institut… » →
        institut): what the question asks for; None when none follows or it is a guess."""
        folded = words(text)
        for p, w in enumerate(folded[:-1]):
            if w in _WHICH:
                # (past an adjective before the noun: « quel *vieux* jeu » asks for a game)
                q = p + 1
                while q + 1 < len(folded) and folded[q] in _BEFORE_NOUNS:
                    q += 1
                word = self._word(folded[q], False)
                return word.term if word is not None and word.factor == 1.0 else None
        return None

    def _opens_complement(self, after: Sequence[str]) -> bool:
        """Whether the words after a noun open its complement (« de sa régression », « des
        réponses », « de ce que… »): « de », then, past determiners, a word other than the
        owner's name."""
        if not after or (after[0] not in _OF_WORDS and after[0] != "des"):
            return False
        if after[1:2] == ["ce"]:
            return True  # « la qualité de ce que génère l'IA »: of what a relative clause names
        rest = [w for w in after[1:] if w not in STOPWORDS]
        return bool(rest) and stem(rest[0], self.stemmer) not in self._name_terms

    def _lighten(self, units: dict[str, Unit], word: str, english: bool) -> None:
        """The unit the folded ``word`` is read as, when the question holds it, weighed as the
        question's grammar (``_lightened``)."""
        read = self._word(word, english)
        if read is not None and read.term in units:
            units[read.term] = self._lightened(units[read.term])

    def _lightened(self, unit: Unit) -> Unit:
        """``unit`` read as the question's grammar: light, weighing as a light verb does."""
        return unit._replace(weight=self.idf(unit.term) * LIGHT_WEIGHT, light=True)

    def _mark_after(
        self,
        units: dict[str, Unit],
        folded: Sequence[str],
        english: bool,
        after: AbstractSet[str],
        only: AbstractSet[str] | None,
        personal: bool,
    ) -> None:
        """Set whether the unit of each word following one of ``after`` (and one of ``only``,
        when given) asks a personal attribute."""
        for p in range(1, len(folded)):
            if folded[p - 1] not in after or (only is not None and folded[p] not in only):
                continue
            w = self._word(folded[p], english)
            # (a word that asks no attribute of itself has none to take away)
            if w is not None and w.term in units and (personal or w.unit.personal):
                units[w.term] = units[w.term]._replace(personal=personal)

    def owned_noun(self, text: str, of_owner: bool = True) -> str | None:
        """The term of the thing a yes/no question asks the owner to have (« A-t-il une
        certification AWS ? » → certification, « Elle a un chien ? », "Does she have a car?") or
        to practise (« Il fait du ski ? » → ski); not ``of_owner``: something or someone named
        (« L'écurie des Trois Chênes a une remise ? »), the noun ending the question after « a
        un », « ont des ». None when none, or it is a guess."""
        lowered = text.lower()  # (folding the whole question costs more than both patterns)
        if of_owner:
            found = _have_a().search(lowered) or _does_a().search(lowered)
        else:
            found = _had_by_named().search(lowered)
        if found is None:
            return None
        noun = fold(found.group(found.lastindex or 1))
        if noun in _BEFORE_NOUNS:
            # past an adjective before the noun: « une *vraie* expérience » has an experience
            after = words(lowered[found.end() :])
            if not after:
                return None
            noun = after[0]
        word = self._word(noun, False)
        return word.term if word is not None and word.factor == 1.0 else None

    def noun_terms(self, word: str, english: bool, own: bool = False) -> frozenset[str] | None:
        """The terms a note may write a folded question word as: its own and the synonyms the
        vault uses (``own``: its own only, or the French word an English one is read as). None
        when it cannot be told: a stop-word, or an English word the lexicon does not translate
        (a French vault never writes it, whether or not it answers)."""
        w = self._word(word, english)
        if w is None or (english and not w.others and not self.known(w.term)):
            return None
        return frozenset((w.term,) if own else (w.term, *w.others))

    def _in_names(self, text: str, english: bool) -> set[str]:
        """The terms of the words of multi-word names (« Rhodanie Mobilités »): two capitalised
        words in a row, the first not opening the question."""
        out: set[str] = set()
        for name in _NAME_RUN.findall(text):
            for word in words(name):
                w = self._word(word, english)
                if w is not None:
                    out.add(w.term)
        return out

    def names(self, text: str, english: bool = False) -> frozenset[str]:
        """Terms capitalised after the first word: proper names (« Et à Lyon ? »); in an English
        question, a name the lexicon translates as well ("Does he speak *German*?": « allemand »).
        Names set aside (« À part Prusa et Orca ») are no part of what is asked: the notes may
        answer without one of them written as typed (« OrcaSlicer »). They still rank the notes
        (setting them aside there lost piaf answers: they locate the passage)."""
        key = (text, english)
        last = self._names
        if last is not None and last[0] == key:
            return last[1]
        if _CAPITALISED.search(text) is None:  # most questions name nothing (setting aside adds no name)
            self._names = (key, _NO_NAMES)
            return _NO_NAMES
        found = [w for name in names_written(_options_named(_set_aside(text))) for w in words(name)]
        terms = {stem(w, self.stemmer) for w in found}
        if english:
            for w in found:
                group = self._en.get(english_stem(w))
                if group is not None:
                    terms.add(self._group_terms[group][0])
        out = frozenset(terms)
        self._names = (key, out)
        return out
