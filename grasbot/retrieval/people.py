"""Which notes are about another person than the owner: a partner, a mentor, a colleague.

Vaults file them in a folder for people (``Personnes/``, ``Équipe/``: ``Catalogue.people``), or
not at all: « 50 Moi/Élodie Garnier.md » beside the owner's own profile, « Gérard « Gégé » Vial »
among the owner's notes. Such a note is told by its title, a person's name (capitalised words,
a nickname or a particle between them, not the owner's), and by its text, which speaks of them
in the third person (« né en 1951 à Briançon, 75 ans », « elle vit à Vallouise »). A question
about the owner is not answered by it unless it names them: « Il joue d'un instrument ? » is not
the mentor's accordion.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from grasbot.bundle import Bundle
from grasbot.patterns import compiled_on_first_use
from grasbot.tokenise import STOPWORDS, Stemmer, fold, sentences, stem, words

__all__ = ["KIN_PATTERN", "kin_opening", "named_person_notes", "speaks_of_other", "told_of_another"]

_WORD = r"[A-ZÀ-Ý][\w'’-]+"
# « Élodie Garnier », « Gérard « Gégé » Vial », « Jean de La Fontaine », « Priya Raman (data) »
_person_title = compiled_on_first_use(
    rf"^{_WORD}(?:\s+(?:«[^»]{{1,20}}»|\"[^\"]{{1,20}}\"|“[^”]{{1,20}}”))?"
    rf"(?:\s+(?:de|du|des|van|von|di|da|le|la|el|ben|mac)\b)*\s+{_WORD}(?:[\s-]{_WORD})?"
    r"(?:\s+\([^)]{1,30}\))?$"
)
# ... or by one of the owner's kin and a first name: « Mon frère Julien, guide à Briançon »,
# « Julien (frangin) – fiche », « Élodie, ma compagne »
# One of the owner's kin or friends, as a pattern (also functions.offline: a sentence about them)
KIN_PATTERN = (
    r"(?:grand-p[eè]re|grand-m[eè]re|beau-fr[eè]re|belle-s(?:oe|œ)ur|fr[eè]re|s(?:oe|œ)ur|frangine?|p[eè]re"
    r"|m[eè]re|papa|maman|fils|fille|cousine?|oncle|tante|compagnon|compagne|conjointe?|mari|femme"
    r"|[ée]pou(?:x|se)|ami|amie|copain|copine|coll[eè]gue|associ[ée]e?|mentor|brother|sister|father|mother"
    r"|son|daughter|cousin|uncle|aunt|husband|wife|partner|friend|colleague)"
)
_kin_title = compiled_on_first_use(
    rf"^(?:(?:mon|ma|my)\s+(?:(?:petite?|grande?|jeune|little|big|older|younger|meilleure?|best)\s+)?{KIN_PATTERN}"
    rf"\s+{_WORD}\b|{_WORD}\s*(?:\((?:mon |ma |my )?{KIN_PATTERN}\)|,\s+(?:mon |ma |my ){KIN_PATTERN}\b))",
    re.IGNORECASE,
)
_POSSESSIVE = re.compile(r"(?:mon|ma|my)\s", re.IGNORECASE)
_SIZES = r"(?:petite?|grande?|jeune|little|big|older|younger|meilleure?|best|petits?|grands?)"
# ... or a note titled by a first name or a kin word that opens by saying who they are to the
# owner: « Anaïs Lebrun, ma compagne. », « Karim Benali, mon compagnon depuis 2015, … », « Notre
# fille, née le 12 juillet 2021 », « Ma grande sœur, née en 1985 », « Mon père (Papa) » (not « Ma
# compagne a planté des tomates », a garden's)
_kin_opening = compiled_on_first_use(
    rf"^(?:{_WORD}(?:\s+{_WORD}){{0,2}}\s*,\s*)?(?:mon|ma|mes|notre|nos|my|our)\s+(?:{_SIZES}\s+)?"
    # (for how long they have been, said before the stop: « mon compagnon depuis 2015, … »)
    rf"({KIN_PATTERN})s?(?:\s+(?:depuis|since)\s+(?:\d{{4}}|\d{{1,2}}\s+\w+|toujours|longtemps))?\s*(?:[,.:;(—–-]|$)",
    re.IGNORECASE,
)
_one_name = compiled_on_first_use(rf"^{_WORD}$")


_NAME_CASE = 3  # a name is written capitalised three times as often as not, at least


_kin_word = compiled_on_first_use(KIN_PATTERN, re.IGNORECASE)


def _full_name_opening(first: str) -> re.Pattern[str]:
    """A text opening on ``first`` and a capitalised surname, then saying who they are
    (« Sandrine Besse, collaboratrice… », « Léna Vasseur est illustratrice », « Karim Belkacem
    a 51 ans », « Nolwenn Le Bihan vit à Quintin »; not « Index Johnny Decimal du vault »)."""
    head = first if first == _WORD else re.escape(first)
    return re.compile(
        rf"{head}\s+{_WORD}(?:\s+{_WORD})?\s*"
        r"(?:[,(—–:-]|\s(?:est|était|née?|a|avait|vit|habite|travaille|is|was|has|lives|works)\b)"
    )


# the text speaks of a person in the third person: a birth, an age, where they live or work
_third_person = compiled_on_first_use(
    r"\b(?:n[ée]e?|born)\s+(?:en|le|à|a|in|on)\b|\b\d{1,3}\s+ans\b|\b\d{1,3}\s+years\s+old\b"
    r"|\bbas[ée]e?\s+à\b|\bbased\s+in\b"
    r"|\b(?:il|elle|he|she)\s+(?:est|était|a|avait|vit|habite|travaille|parle|enseigne|is|was|has"
    r"|lives|works|speaks)\b",
    re.IGNORECASE,
)


# the types a vault files what is no person under (Capacities' ``type: Organization``: « Valsem
# Coopérative », « basée à Valence », is a company however it is titled)
_NOT_PEOPLE = frozenset(
    """
    organization organisation organizations organisations company entreprise societe association
    place lieu project projet book livre weblink
    """.split()  # noqa: SIM905 (a word list reads best as text)
)


def kin_opening(text: str) -> str | None:
    """The kin word a note about one of the owner's kin opens with (« Anaïs Lebrun, ma
    compagne. » → « compagne »), ``None`` when it opens otherwise."""
    m = _kin_opening().match(text.lstrip())
    return m.group(1) if m else None


def named_person_notes(bundle: Bundle, owner_words: Iterable[str], profiles: Iterable[int]) -> frozenset[int]:
    """The notes titled by a person's name other than the owner's whose text speaks of a person
    in the third person (the owner's profile notes never). A name's first word is never written
    in lower case: « Boulangerie Verdier », « Rocher Blanc » name places, as an article opening
    the title (« La Cerisaie », « Les Traboules ») names a work."""
    owner = {fold(w) for w in owner_words}
    skip = set(profiles)
    passages = bundle.passages
    text: str | None = None  # every passage, read once a title looks like a name
    out = set()
    types = bundle.notes.column("type")
    for i, title in enumerate(bundle.notes.column("title")):
        name = str(title or "").strip()
        if i in skip or fold(str(types[i] or "")) in _NOT_PEOPLE:
            continue
        kin = _kin_title().match(name)
        if kin is None and _one_name().match(name):
            # a first name or a kin word alone (« Lou », « Papa »): a person when the note
            # opens by saying who they are to the owner; « papa » is written in other notes
            opening = passages.of_note(i)[:1]
            if opening and kin_opening(passages[opening[0]].text) is not None:
                out.add(i)
                continue
            # ... or a first name whose note opens on the whole name and speaks of them in the
            # third person (« Sandrine » and « Sandrine Besse, collaboratrice comptable, … 41 ans »)
            # (or a kin word, « Papa », and the whole name: « Raymond Mazeyrat, 81 ans »)
            by_kin = _kin_word().fullmatch(name) is not None
            head = _WORD if by_kin else name
            if not opening or _full_name_opening(head).match(passages[opening[0]].text.lstrip()) is None:
                continue
            if not any(_third_person().search(passages[k].text) for k in passages.of_note(i)[:3]):
                continue
            if text is None:
                text = "\n".join(p.text for p in passages)
            # a common noun is written in lower case as often as not (« Papa », « le papa de
            # Léo »); a name now and then, on a phone (« sandrine karim ines »)
            lower = len(re.findall(rf"(?<![\w'’]){re.escape(name.lower())}\b(?!-\w)", text))
            if not by_kin and lower * _NAME_CASE > len(re.findall(rf"(?<![\w'’]){re.escape(name)}\b", text)):
                continue
            out.add(i)
            continue
        if kin is None and not _person_title().match(name):
            continue
        if kin is not None:  # the first name, after the kin word (« Mon frère Julien ») or before it
            said = re.findall(r"[\w'’-]+", kin.group(0))
            name = (
                next((w for w in said[1:] if w[:1].isupper()), said[0])
                if _POSSESSIVE.match(name)
                else said[0]
            )
        first = re.split(r"[\s'’]", name, maxsplit=1)[0]
        if first.lower() in STOPWORDS or "'" in name.split()[0] or "’" in name.split()[0]:
            continue
        if owner and owner.issuperset(fold(w) for w in re.findall(r"[\w'’-]+", name) if w[:1].isupper()):
            continue  # the owner's own name (« Margaux Lebreton »)
        if not any(_third_person().search(passages[k].text) for k in passages.of_note(i)[:3]):
            continue
        if text is None:
            text = "\n".join(p.text for p in passages)
        if re.search(rf"(?<![\w'’]){re.escape(first.lower())}\b(?!-\w)", text):
            # a common noun (« la boulangerie »), not a given name; a link written with the
            # note's file name (« → yannick-berthier ») is the name still
            continue
        out.add(i)
    return frozenset(out)


# the subject pronouns of the other gender than the owner's (« lui » is also « à elle »); of an
# owner written « iel », « elle » and "he"/"she" are someone else (not « il », too often
# impersonal: « il y a », « il faut »)
_OTHER_SUBJECTS = {
    "elle": frozenset({"il", "he"}),
    "il": frozenset({"elle", "she"}),
    "iel": frozenset({"elle", "he", "she"}),
}
# « c'est lui », « c'était elle »: the stressed pronoun saying whose it is (« Et la guitare
# aussi c'est lui. », on the site of a woman), where « lui » alone may be « à elle »
_IT_IS_OTHER = {
    "elle": compiled_on_first_use(r"(?i)\bc['’]\s*(?:est|était)\s+lui\b"),
    "il": compiled_on_first_use(r"(?i)\bc['’]\s*(?:est|était)\s+elle\b"),
}


def _it_is_other(text: str, pronoun: str) -> bool:
    """Whether ``text`` says « c'est lui » of something, on the site of a woman (or « c'est
    elle », of a man)."""
    it_is = _IT_IS_OTHER.get(pronoun)
    return it_is is not None and it_is().search(text) is not None


# the owner speaking (« je », « j'ai », « il m'a appris », « avec moi »): not only someone else
_FIRST_PERSON = re.compile(r"(?i)\b(?:je|j['’]|moi|me|m['’]|nous|i|we|us)\b")


# the agent of a passive, a person named (« Le générique est joué à la guitare par Thomas »):
# an auxiliary before it, not a means (« prise de rendez-vous par Doctolib »)
_agent = compiled_on_first_use(
    r"\b(?:est|sont|était|étaient|été|fut|is|are|was|were|been)\b[^.!?]*?\b(?:par|by)\s+([A-ZÀ-Ý][\w'’-]+)"
)


def speaks_of_other(text: str, pronoun: str, owner_words: frozenset[str] = frozenset()) -> bool:
    """Whether ``text`` writes a subject pronoun of the other gender than the owner's, or a
    passive's agent named otherwise than the owner (``owner_words``: the folded words of their
    name)."""
    other = _OTHER_SUBJECTS.get(pronoun)
    if other is not None and not other.isdisjoint(words(text)):
        return True
    return _it_is_other(text, pronoun) or _other_agent(text, owner_words)


# a person named as the subject of a compound past (« Erwan a joué de la guitare pendant le vin
# d'honneur », "Tom has played"): someone else did it. Not a pronoun or a determiner written
# with its capital (« Elle a », « Tout a commencé », « Ça a été »)
_subject = compiled_on_first_use(
    r"(?<![\w'’-])([A-ZÀ-Ý][a-zà-ÿ'’-]{2,})\s+(?:a|avait|aura|has|had)\s+(?!été\b|été\s|eu\b|pas\b)[a-zà-ÿ]+(?:é|i|is|it|u|t|ed)\b"
)
_NOT_NAMES = frozenset(
    """
    elle il ils elles on nous vous tout tous toute rien personne chacun cela ceci ca celui celle
    qui quoi ce cet cette mon ma ton ta son sa notre votre leur she he it they this that who
    """.split()  # noqa: SIM905 (a word list reads best as text)
)


def _other_agent(text: str, owner_words: frozenset[str], term: str = "", stemmer: Stemmer = "light") -> bool:
    """Whether ``text`` names someone else than the owner as a passive's agent or a compound
    past's subject (not a name that is the asked ``term`` itself)."""
    if any(fold(m.group(1)) not in owner_words for m in _agent().finditer(text)):
        return True
    for m in _subject().finditer(text):
        name = fold(m.group(1))
        if name not in owner_words and name not in _NOT_NAMES and (not term or stem(name, stemmer) != term):
            return True
    return False


def told_of_another(
    texts: Iterable[str], term: str, stemmer: Stemmer, pronoun: str, owner_words: frozenset[str] = frozenset()
) -> bool:
    """Whether every sentence of ``texts`` holding ``term`` is about someone other than the
    owner: a subject pronoun of the other gender, or a named passive's agent that is not the
    owner, and neither the owner's pronoun nor the first person. False when no sentence holds
    it."""
    other = _OTHER_SUBJECTS.get(pronoun, frozenset())
    seen = False
    for text in texts:
        for sentence in sentences(text):
            folded = words(sentence)
            if not any(stem(w, stemmer) == term for w in folded):
                continue
            seen = True
            if pronoun in folded or _FIRST_PERSON.search(sentence):
                return False
            if (
                other.isdisjoint(folded)
                and not _it_is_other(sentence, pronoun)
                and not _other_agent(sentence, owner_words, term, stemmer)
            ):
                return False
    return seen
