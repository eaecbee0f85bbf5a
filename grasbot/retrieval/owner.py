"""Questions about the person the site is about, with or without their name.

Visitors of a personal site mostly ask about the owner with a pronoun (« Où habite-t-il ? »,
"Does she know Docker?"), a possessive with a personal noun (« son parcours », « ses
langues »), by addressing them (« Présente-toi », « Où habites-tu ? ») or by name. Such a
question is routed to the owner's profile notes as well as to what its words find
(``grasbot.retrieval.search``); whether it is *answered* is still decided by grounding.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise

from grasbot.retrieval.idioms import JOB_WORDS
from grasbot.tokenise import stem, tokenise

__all__ = [
    "FAMILY",
    "PERSONAL",
    "PERSONAL_AS_ASKED",
    "PERSONAL_AS_WRITTEN",
    "PERSON_NOUNS",
    "SITE_FRAME",
    "Owner",
    "owner_intent",
    "speaks_of_another",
    "this_person",
    "who_words",
]

# « iel » and « ellui » are the non-binary pronouns a French site writes of its owner (« Iel vient
# d'où ? »): no one else's on a personal site, whatever the owner's declared pronoun
_THIRD_PERSON = frozenset(
    {"il", "elle", "lui", "he", "she", "him", "his", "her", "hers", "himself", "herself", "iel", "ellui"}
)
_OTHER_GENDER = {
    "il": frozenset({"elle", "she", "her", "hers", "herself"}),
    "elle": frozenset({"il", "he", "him", "his", "himself"}),
}
# "they" is the owner only on the site of someone written « iel » or "they" (elsewhere it is
# a team, a client's staff: "Where did they show the prototype?"); « il » and « elle » asked
# of them are a visitor's slip, still about the owner
_SINGULAR_THEY = frozenset({"they", "them", "their", "theirs", "themself", "themselves"})
_SECOND_PERSON = frozenset(
    {"tu", "toi", "te", "ton", "ta", "tes", "vous", "votre", "vos", "you", "your", "yours"}
)
_POSSESSIVE = frozenset({"son", "sa", "ses"})
# the people a possessive may open a question with besides kin (« Sa femme, elle… »)
_PEOPLE = frozenset(
    {"femme", "mari", "epouse", "epoux", "copain", "copine", "ami", "amie", "associe", "associee", "collegue"}
    | {
        "patron",
        "patronne",
        "chef",
        "cheffe",
        "mentor",
        "prof",
        "professeur",
        "professeure",
        "client",
        "cliente",
    }
)
_OBJECT = frozenset({"le", "la", "l"})
# After these, « le » / « la » is a pronoun, not an article: « Comment puis-je le joindre ? »
_MODALS = frozenset({"puis", "peux", "peut", "pourrais", "pourrait", "dois", "doit", "faut", "veux"})
# Verbs whose "il" is impersonal (« faut-il », « s'agit-il », « quel temps fera-t-il »).
_IMPERSONAL = frozenset(
    {"faut", "fallait", "agit", "fera", "fait", "pleut", "existe", "reste", "semble", "manque"}
)
# Nouns that make « son/sa/ses X » a question about a person rather than about a thing.
_PERSONAL_NOUNS = """
    adresse age alternance ambition atout avis bio biographie carriere competence contact contrat
    coordonnees courriel cv defaut diplome disponibilite domicile email emploi enfant entreprise etude
    experience faiblesse famille femme formation github hobby interet langue linkedin loisir mail mari
    metier nom objectif origine parcours passion poste prenom pretention profil projet qualite reconversion
    salaire situation specialite stage telephone travail vie ville
    boulot job taf taff profession occupation
""".split()  # noqa: SIM905 (a word list reads best as text)
# Attributes of a person that only a note about the person answers (not a note titled
# "Apache Age", not philosophers who « commencent à manger »): see grasbot.retrieval.search.
_ATTRIBUTES = """
    adresse age atout commencer contact coordonnees courriel defaut demenager disponibilite distance
    domicile email enfant faiblesse famille femme github handicap langue linkedin mail mari mobilite nom
    originaire prenom pretention qualite reconversion remote rqth salaire telephone teletravail ville
""".split()  # noqa: SIM905 (a word list reads best as text)
# the languages a person speaks: each asked is the owner's attribute, as « langue » is
_ATTRIBUTES += ["francais", "anglais", "espagnol", "allemand", "italien"]
# beliefs and a driving licence: only the owner's own notes say them (« A-t-elle le permis ? »
# is no « permis de construire » of a course note)
_ATTRIBUTES += ["religion", "croyance", "permis"]
# the sports one practises: the owner's, not a portrait's « Passion : le trail » (not the
# instrument: a luthière's « Et avec quel instrument ? » asks which one she made)
_ATTRIBUTES += ["sport"]
# where one grew up (« elle a grandi où ? »): the owner's origin, as « originaire »
_ATTRIBUTES += ["grandi", "grandir"]
# pastimes, as sports: the owner's own (« Quels sont ses loisirs ? »), not a colleague's bio's
# « Passions : la voile »; written as what is done off work (shapes.writes_hobby)
_ATTRIBUTES += ["loisir", "hobby", "hobbies", "passion"]  # (the stemmer reads « hobbies » apart)
# the owner's family after their possessive: « son père », « sa fille », « ses parents » are
# theirs, said by a note in their voice (« mon père »), not « les futurs papas » of a workshop
# note; « ma fille » is the visitor's (folded words: « compagnie » is no « compagne »)
FAMILY = frozenset(
    """
    pere mere parents fille filles fils frere freres soeur soeurs compagnon compagne conjoint conjointe
    copain copine
    father mother daughter daughters brother brothers sister sisters partner
    """.split()  # noqa: SIM905 (a word list reads best as text; not "son", a possessive)
)
_PERSONAL_NOUNS += sorted(FAMILY)
_PERSONAL_NOUNS += ["hobbies"]
_PERSONAL_NOUNS += ["religion", "croyance", "permis"]
_PERSONAL_NOUNS += ["francais", "anglais", "espagnol", "allemand", "italien"]  # « son niveau d'anglais »
_NOUNS = frozenset(stem(w) for w in _PERSONAL_NOUNS) | frozenset(_PERSONAL_NOUNS)
PERSONAL = frozenset(stem(w) for w in _ATTRIBUTES) | frozenset(_ATTRIBUTES)
# Attributes only as the question's own word, not as a synonym of another: « Elle habite où ? » is
# answered by a profile's « j'habite », not a reading list's "Atomic Habits"; « Se déplace-t-il
# hors de sa région ? » (« région » is a synonym of « habiter ») asks no address.
PERSONAL_AS_ASKED = frozenset(stem(w) for w in ("habiter", "habite")) | frozenset({"habiter", "habite"})
# The owner's studies, as a visitor writes them (folded, unstemmed): « ses études », « quels
# diplômes ». Not the singular « étude » (« une étude qualitative » is a piece of research), nor
# « formation » (« Donne-t-elle des formations ? » asks for the training she gives).
PERSONAL_AS_WRITTEN = frozenset({"etudes", "diplome", "diplomes", "studies", "degree", "degrees"})


class Owner:
    """Who the site is about: a name (may be empty) and the ids of the notes that describe them."""

    __slots__ = ("name", "name_words", "profiles", "pronoun", "triggers")

    def __init__(self, name: str, pronoun: str, profiles: Iterable[int]) -> None:
        self.name = name
        self.pronoun = pronoun
        self.profiles = tuple(sorted(set(profiles)))
        # words of the name that identify it in a question (a 2-letter particle does not)
        self.name_words = frozenset(w for w in tokenise(name, "none") if len(w) >= 3)
        # a question without one of these words is not about the owner (owner_intent); a
        # pronoun of the other gender is someone else (« Quand soutient-elle ? » asked of a
        # student, on the site of a man), when the owner's pronoun is known
        third = _THIRD_PERSON - _OTHER_GENDER.get(pronoun, frozenset())
        if pronoun == "iel":
            third |= _SINGULAR_THEY
        self.triggers = self.name_words | _SECOND_PERSON | _POSSESSIVE | _OBJECT | third


def owner_intent(words: Sequence[str], owner: Owner) -> str | None:
    """Why a question (its folded words, stop-words kept) is about the owner, or None."""
    triggers = owner.triggers
    if speaks_of_another(words, owner):
        # « Et lui, il vient d'où ? » on the site of a woman: someone else, whatever « lui »,
        # « son » or « le » would say of the owner; unless the owner is named or addressed
        triggers = owner.name_words | _SECOND_PERSON
    if words and not _WHO.isdisjoint(words):
        rest = [w for w in words if w not in _WHO_IS_THIS]
        if not rest or (_behind_site(words) and len([w for w in rest if w not in _DOES_WHAT]) <= 1):
            # « Qui est-ce ? », « C'est qui, le gars derrière ce site ? », "Who is this?": on a
            # person's site, the person; so is « la photographe derrière ce site », whatever
            # noun says what she does, and « … ce site ? Elle fait quoi ? » asking it too
            return "addressed:who"
    if this_person(words, owner) is not None:
        return "demonstrative"
    if site_person(words) is not None:
        return "site"
    if triggers.isdisjoint(words):
        return None
    for k, w in enumerate(words):
        if w not in triggers:  # every rule below starts from one of these words
            continue
        if w in owner.name_words:
            return f"name:{w}"
        if w in _SECOND_PERSON:
            return f"addressed:{w}"
        if w in _POSSESSIVE:
            # « sa ville », « son adresse mail », « son numéro de téléphone » (the noun's
            # complement; not « son livre pour enfants », « son rôle dans l'entreprise »)
            near = words[k + 1 : k + 4] if words[k + 2 : k + 3] in (["de"], ["d"]) else words[k + 1 : k + 3]
            if any(n in _NOUNS or stem(n) in _NOUNS for n in near):
                return f"possessive:{w}"
            continue
        if w in _OBJECT and any(b in _MODALS for b in words[max(0, k - 2) : k]):
            return f"pronoun:{w}"
        if w in _OBJECT and k and words[k - 1] in _ASKING and _infinitive(words[k + 1 : k + 2]):
            return f"pronoun:{w}"  # « Comment le contacter ? », « Où la joindre ? »
        if w in _THIRD_PERSON or w in _SINGULAR_THEY:  # the owner's (only theirs are triggers)
            if w in ("il", "elle") and _impersonal(words, k):
                continue
            return f"pronoun:{w}"
    return None


# « C'est de quelle région, ce gars-là ? », « Cette dame, elle fait quoi ? »: on a person's site,
# the person shown, when the noun is of their gender (« ce type de projet » is a kind)
_THIS = frozenset({"ce", "cet", "cette", "this", "that"})
_HIM = frozenset(
    {"gars", "mec", "type", "monsieur", "homme", "garcon", "bonhomme", "guy", "man", "gentleman"}
)
_HER = frozenset({"nana", "meuf", "dame", "madame", "femme", "fille", "lady", "woman", "girl"})
_EITHER = frozenset({"personne", "person"})
PERSON_NOUNS = _HIM | _HER | _EITHER


def this_person(words: Sequence[str], owner: Owner) -> int | None:
    """Where a question (folded words) points at a person with a demonstrative (« ce gars »,
    « cette personne », "this guy"): the index of the noun, or None. The noun must be of the
    owner's gender where it is known, and not open a kind (« ce type de projet »)."""
    if _THIS.isdisjoint(words):
        return None
    nouns = (
        _EITHER
        | (_HIM if owner.pronoun != "elle" else frozenset())
        | (_HER if owner.pronoun != "il" else frozenset())
    )
    for k in range(len(words) - 1):
        if (
            words[k] in _THIS
            and words[k + 1] in nouns
            and words[k + 2 : k + 3] not in (["de"], ["d"], ["of"])
        ):
            return k + 1
    return None


# « la personne derrière ce portfolio », « l'auteur de ce blog », "the person behind this site":
# the owner named by the site, as a name or a pronoun would
_SITE_PEOPLE = frozenset(
    """
    personne gars mec nana dame monsieur madame homme femme type auteur autrice createur creatrice
    proprietaire person guy man woman lady author creator owner
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_SITE_ARTICLES = frozenset({"le", "la", "l", "the"})
_SITE_OF = frozenset({"de", "du", "of"})
_SITE_THIS = frozenset({"ce", "cet", "this", "le", "the"})
_WHO_MADE = frozenset({"qui", "who", "that"})
_HAS = frozenset({"a", "has", "had"})
_MADE = frozenset(
    {"fait", "cree", "concu", "realise", "monte", "code", "made", "built", "created", "designed"}
)


def site_person(words: Sequence[str]) -> tuple[int, int] | None:
    """Where a question (folded words) names the owner by the site (« la personne derrière ce
    portfolio », « l'auteur du blog », "the owner of this website"): the span's start and end
    (excluded), or None. Its words find nothing in a note: they stand for the person."""
    if _SITE.isdisjoint(words):
        return None
    n = len(words)
    for k in range(n - 1):
        if words[k] not in _SITE_PEOPLE:
            continue
        p = k + 1
        # « le monsieur du site », « la dame du blog »: a person « of » the site is its owner, as
        # its maker is (not « le type du site »: a kind)
        if p < n and (words[p] in _BEHIND or (words[p] in _SITE_OF and words[k] != "type")):
            p += 1
        elif p + 1 < n and words[p] in _WHO_MADE:
            # « le monsieur qui a fait ce site », "the guy who built this website": its maker
            p += 1 + (words[p + 1] in _HAS)
            if p >= n or words[p] not in _MADE:
                continue
            p += 1
        else:
            continue
        if p < n and words[p] in _SITE_THIS:
            p += 1
        if p < n and words[p] in _SITE:
            start = k - 1 if k and words[k - 1] in _SITE_ARTICLES else k
            end = p + 1 + (p + 1 < n and words[p + 1] == "web")
            return start, end
    return None


def who_words(words: Sequence[str]) -> list[str]:
    """The words of a question asking who the owner is (``owner_intent`` "addressed:who") that
    are no frame: « qui », « est »… The frame goes, with the one noun saying what the person
    does (« la *photographe* derrière ce site »): who is asked, not a note saying « photographe »."""
    return [w for w in words if w in _WHO_IS]


def speaks_of_another(words: Sequence[str], owner: Owner) -> bool:
    """Whether a question (folded words) has a subject pronoun of the gender the owner is not,
    and none of the owner's: it asks about someone else (the person the last answer named)."""
    other = _OTHER_GENDER.get(owner.pronoun)
    if other is None or other.isdisjoint(words):
        return False
    own = _OTHER_GENDER["elle" if owner.pronoun == "il" else "il"]
    if not own.isdisjoint(words):
        return False
    if any(w in _POSSESSIVE and after in FAMILY for w, after in pairwise(words)):
        # « Son père, il est malade ? » on her site: the pronoun takes up her kin, asked as hers
        return False
    # « Sa formation à 42, elle couvre quelles années ? »: the pronoun takes up the owner's thing
    # the question opens with, a feminine noun; not a person (« Sa femme, elle fait quoi ? »)
    return not (
        len(words) > 2
        and words[0] in _POSSESSIVE
        and words[1] not in FAMILY
        and words[1] not in _PEOPLE
        and other.isdisjoint(words[:2])
    )


_WHO = frozenset({"qui", "who"})
# « C'est qui, le gars derrière ce site ? », « Qui a fait ce site ? », "Who runs this website?":
# the person whose site it is (the words that frame it find nothing in a note)
SITE_FRAME = frozenset(
    {"le", "la", "l", "gars", "mec", "nana", "personne", "derriere", "site", "blog", "page", "ici"}
    | {"monsieur", "madame", "dame", "homme", "femme", "type", "de", "du", "sur"}
    | {"tient", "fait", "a", "auteur", "autrice", "createur", "creatrice", "proprietaire", "web"}
    | {"the", "guy", "person", "behind", "runs", "run", "owns", "owner", "website", "author", "made"}
    | {"man", "woman", "lady", "gentleman", "of", "on"}
)
_WHO_IS = _WHO | {"est", "ce", "c", "is", "this", "s", "that", "it", "he", "she"}
_WHO_IS_THIS = _WHO_IS | SITE_FRAME
# what the person behind the site does, asked beside who they are (« Elle fait quoi ? », « et
# son métier ? »): the job words a visitor uses, the verb and the pronoun asking them
_DOES_WHAT = (
    JOB_WORDS
    | {"il", "elle", "iel", "fait", "fais", "faites", "quoi", "koi", "comme"}
    | {"what", "does", "do", "he", "she", "they"}
)
_ARTICLES = frozenset({"le", "la", "les", "un", "une", "ce", "cette", "ces", "l"})
_HAS = frozenset({"a", "avait", "aura", "aurait", "eut", "ait"})  # « il y a », « il y aura »…
# what a person did somewhere, folded, after « il y a » (``_impersonal``)
_DONE_THERE = frozenset(
    """
    passe passee vecu habite travaille bosse etudie enseigne reste restee sejourne grandi joue
    fait ete allee alle
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
# Question words after which « le » / « la » before an infinitive is its object pronoun
# (« Comment le contacter ? »), not an article (« Comment le site est-il fait ? »)
_ASKING = frozenset({"comment", "ou", "quand", "pourquoi"})


_BEHIND = frozenset({"derriere", "behind"})
_SITE = frozenset({"site", "blog", "website", "page", "portfolio"})


def _behind_site(words: Sequence[str]) -> bool:
    """« … derrière ce site », "… behind this website"."""
    return any(w in _BEHIND and not _SITE.isdisjoint(words[k + 1 : k + 3]) for k, w in enumerate(words))


def _infinitive(after: Sequence[str]) -> bool:
    """Whether the word (a one-word slice) has a French infinitive's ending."""
    return bool(after) and len(after[0]) > 4 and after[0].endswith(("er", "ir", "re"))


def _impersonal(words: Sequence[str], k: int) -> bool:
    """« faut-il », « y a-t-il », and « le site a-t-il… », where « il » repeats a noun subject."""
    if k >= 2 and words[k - 1] == "t" and not _ARTICLES.isdisjoint(words[: k - 2]):
        return True
    after = words[k + 2 : k + 4]
    if k + 1 < len(words) and words[k + 1] == "y" and after and (after[0] in _HAS or after == ["en", "a"]):
        # ... but « il y a passé combien d'années ? », « elle y a vécu ? »: the owner, who did
        # something there
        return (
            after[1:2] == [] or after[1] not in _DONE_THERE
        )  # « il y a », « il y avait », « il y en a » (not « il s'y connaît », « il y va »)
    before = words[max(0, k - 3) : k]
    if "t" in before:  # the euphonic « -t- » of « a-t-il » is no word
        before = [w for w in before if w != "t"]
    if before and before[-1] in _IMPERSONAL:
        # « fait-il » is impersonal only for the weather (« quel temps fait-il ? »): « Que
        # fait-il ? » asks what the owner does
        return before[-1] != "fait" or "temps" in words[:k]
    return len(before) >= 2 and before[-2:] == ["y", "a"]  # « y a-t-il »
