"""Words that answer a question only in the shape of its answer, and questions that ask for
an answer of a given shape.

« ans » stands for an age in the lexicon (« Quel âge a-t-elle ? » is answered by « j'ai 38
ans »), but French writes a duration with the same word: « quatre ans chez Loire Mobilités »,
« pendant onze ans », « 10 ans d'exercice ». A passage holding such a term answers the question
only where the term is written in the answer's shape; elsewhere the note does not hold it.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING, NamedTuple

from grasbot.dates import MONTH_NUMBERS
from grasbot.patterns import compiled_on_first_use
from grasbot.retrieval.idioms import EARNING, JOB_WORDS, asks_charge, asks_cost
from grasbot.retrieval.owner import FAMILY
from grasbot.tokenise import STOPWORDS, Stemmer, fold, stem, tokenise, words

if TYPE_CHECKING:
    from grasbot.retrieval.query import Query

__all__ = [
    "COUNT_UNITS",
    "GRADE",
    "ITEM_MARKS",
    "PRICE_WORDS",
    "SHAPED",
    "WHETHER_UNSHAPED",
    "WRITTEN_AS",
    "AskedValue",
    "asked_cause",
    "asked_shape",
    "asked_value",
    "asks_duration",
    "asks_list",
    "asks_price",
    "asks_why_work_ended",
    "cause_word",
    "count_terms",
    "counted_lines",
    "duration_terms",
    "in_shape",
    "list_run",
    "names_pastime",
    "pricing_terms",
    "writes_address",
    "writes_award",
    "writes_beginning",
    "writes_birth",
    "writes_cause",
    "writes_children",
    "writes_duration",
    "writes_earlier_work",
    "writes_email",
    "writes_hobby",
    "writes_home",
    "writes_level",
    "writes_origin",
    "writes_phone",
    "writes_price",
    "writes_reach",
    "writes_value",
    "written_as",
]

# the French numbers written in words, « deux » to « soixante » (« un », « une » are articles too)
_FRENCH_NUMBERS = """
    deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize vingt
    trente quarante cinquante soixante
""".split()  # noqa: SIM905 (a word list reads best as text)
_NUMBER_WORD = rf"(?:un|une|{'|'.join(_FRENCH_NUMBERS)})"
_NUMBER = rf"(?:\d{{1,3}}|{_NUMBER_WORD}(?:[- ](?:et[- ])?{_NUMBER_WORD})*)"
# a number of years that is a duration, not an age: introduced by « pendant », « depuis »,
# « il y a », « en »… or followed by what it was spent on or where (« ans d'exercice »,
# « ans chez », « ans en gériatrie », « ans à Rennes »)
_age_pattern = compiled_on_first_use(
    rf"(?<!pendant )(?<!depuis )(?<!durant )(?<!il y a )(?<!\ben )(?<!\bsur )(?<!\bdans )"
    rf"(?<!plus de )(?<!moins de )(?<!pres de )(?<!environ )(?<!apres )(?<!\bdont )(?<!\bles )"
    rf"(?<!avait )(?<!avais )(?<!avaient )"  # an age once had (« Gérard, qui avait 70 ans »)
    rf"\b{_NUMBER} ans\b"
    r"(?!\s*(?:d['’]|de\b|des\b|du\b|chez\b|a\b|au\b|aux\b|en\b|dans\b|comme\b|sur\b|pour\b"
    r"|plus tard\b|apres\b|avant\b|passes?\b|auparavant\b|de suite\b))"
)


def _written(pattern: Callable[[], re.Pattern[str]]) -> Callable[[str], bool]:
    """Whether a text, folded, holds ``pattern``: the shape check of one kind of answer."""
    return lambda text: pattern().search(fold(text)) is not None


_age = _written(_age_pattern)


# a grade: « 16/20 », « 14,5 / 20 », « mention bien », « avec les félicitations du jury »
_grade_pattern = compiled_on_first_use(
    r"\b\d{1,3}(?:[.,]\d+)?\s*/\s*(?:10|20|100)\b|\bmention\b|\bfelicitations\b"
)
# « Quelle note a-t-elle obtenue / eue / reçue ? », « quelle note il a eue ? », « Quelle est sa
# note au TOEIC ? »: « note » asks for a grade (not « Dans quelle note parle-t-elle de Rust ? », a
# note of the vault)
_grade_asked = compiled_on_first_use(
    r"\bquel(?:le)?s? (?:est |sont |etait |etaient )?(?:sa |son |ses |leur )?notes? "
    r"(?:(?:a|avait|ont|avaient)[- ](?:t-)?(?:il|elle|ils|elles)? ?"
    r"|(?:il|elle|ils|elles|on|tu|vous) (?:a|as|avez|avait|ont|avaient) )?"  # « quelle note il a eue »
    r"(?:obtenue?s?|eue?s?|recue?s?|decroche(?:e|s|es)?|a |au |aux |en |du |de |d')"
    r"|\b(?:sa|ses) notes? (?:a |au |aux |en |du |de |d')"
    # « genre sa note finale ? »: a grade said of the whole (not « dans sa note finale »: a note
    # of the vault)
    r"|(?<!dans )\b(?:sa|ses|leur) notes? (?:finale?s?|globale?s?)\b"
)


_grade = _written(_grade_pattern)
# the kind ``asked_shape`` names a grade by: written as one (« 16/20 », « mention bien »), the word
# « note » alone being no answer in a vault of notes (a map's « Notes du domaine »)
GRADE = "note"


# « Quel temps fait-il / fera-t-il ? » asks for the weather (« temps » is also time: « à
# temps plein », « en un temps record »); the weather is written with its own words
_weather_asked = compiled_on_first_use(
    r"\bquel temps (?:il )?(?:fait|fera|faisait|a fait|va faire|avait fait|allait faire)\b"
    r"|\bquel temps (?:a|va|avait|allait)-t-(?:il|elle) (?:fait|faire)\b"
    r"|\b(?:fait|fera|faisait|va faire|allait faire|a fait)(?:-t-il|-il)? quel temps\b"
)
_weather_pattern = compiled_on_first_use(
    r"\b(?:meteo|pluie|pluvieu\w*|pleu\w*|soleil|ensoleill\w*|nuage\w*|neige\w*|orage\w*"
    r"|temperatures?|degres|canicule|vent|venteu\w*|brouillard|averses?|weather|rain\w*|sunny)\b"
    r"|-?\d+\s*°"
)


_weather = _written(_weather_pattern)
# ... or named (« Tu peux me donner la météo à Nantes ? », "What's the weather forecast?"): the
# word asks the kind itself, and a note holding the place and the days (« Nantes Game Jam, ce
# week-end ») says nothing of the weather there
_weather_named = compiled_on_first_use(r"\b(?:meteo|weather|forecast)\b")


# a recipe asked (« Tu peux me donner une recette de far breton ? », « sa recette du pain
# d'épices », "a recipe for pancakes"): a recipe is written as quantities and ingredients, so a
# note that names the dish (« on a fini la soirée aux crêpes bretonnes ») does not give one. Not
# « les recettes », « ses recettes »: a business's takings
_recipe_asked = compiled_on_first_use(r"\brecette (?:de|des|du|d)\b|\brecipes?\b")
_recipe_pattern = compiled_on_first_use(
    r"\b\d+(?:[.,]\d+)?\s?(?:g|gr|grammes?|kg|ml|cl|dl|l|litres?|cuilleres?|c\.? ?a ?[sc]|pincees?"
    r"|sachets?|oeufs?|cups?|tbsp|tsp|oz)\b|\bingredients?\b"
)


_recipe = _written(_recipe_pattern)


# How someone is asked (« Comment va son père ? », « Sa grand-mère va bien ? », "How is his
# mother doing?"): a note that names the person without telling their health or state (« mon
# père travaillait à l'arsenal ») does not answer it
_health_asked = compiled_on_first_use(
    r"\bcomment (?:va|vont|allait|allaient)\b|\b(?:va|vont|allait) (?:bien|mieux|mal)\b"
    r"|\bhow (?:is|are) (?:he|she|they|his|her|their)\b.*\bdoing\b"
)
_health_pattern = compiled_on_first_use(
    r"\b(?:sante|malade|maladie|hopital|hospitalis\w*|ehpad|maison de retraite|decede\w*|deces|opere\w*"
    r"|operation|gueri\w*|cancer|alzheimer|parkinson|avc|infarctus|diagnosti\w*|va bien|va mieux"
    r"|en forme|convalescen\w*|traitement|chimio\w*|retraite\w*|health|hospital|ill|illness|sick"
    r"|recovering|retired)\b"
)
_health = _written(_health_pattern)


def asked_shape(question: str) -> tuple[str, Callable[[str], bool]] | None:
    """The word naming the kind of answer asked, and the shape of that answer in a passage,
    when the question asks for a kind a passage writes in a shape of its own (a grade, the
    weather, a recipe). A note
    answers it if it holds the word or writes the shape; « titre professionnel obtenu » alone
    is no grade."""
    lowered = question.lower()
    if (
        "note" not in lowered
        and "temps" not in lowered
        and "téo" not in lowered
        and "teo" not in lowered
        and "weather" not in lowered
        and "forecast" not in lowered
        and "recet" not in lowered
        and "recipe" not in lowered
        and " va" not in lowered
        and "vont" not in lowered
        and "how is" not in lowered
    ):  # in C: most questions ask none of them
        return None
    folded = fold(question)
    if _grade_asked().search(folded):
        return GRADE, _grade
    if _weather_asked().search(folded) or _weather_named().search(folded):
        return "meteo", _weather
    if _recipe_asked().search(folded):
        return "recette", _recipe
    if _health_asked().search(folded):
        return "sante", _health
    return None


# A cause asked: « Pourquoi a-t-elle arrêté de travailler en 2021 ? » asks why something
# happened, and a note that does not tell it happen cannot tell why: one holding « travailler »
# and « 2021 » (a CV's dates) answers none of it. The event is the verb after the auxiliary
# (« a-t-elle arrêté », « elle n'a pas couru », « Fernand a changé »), else the inverted verb
# (« préfère-t-il héberger »: a verb of wanting gives way to the infinitive after it).
_CAUSE_ASKED = frozenset({"pourquoi", "why"})
_AUXILIARIES = frozenset(
    """
    a as ai avez avons avait avais ont avaient avoir est es suis etes sommes etait etais sont
    etaient sera seront serait etre ete did does do has have had is was are were
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_CLITICS = frozenset(
    """
    il elle ils elles on tu vous je j s se ne n t pas plus jamais y en lui leur l m me te
    he she they it you i not never
    """.split()  # noqa: SIM905
)
_WANTING = frozenset(
    """
    prefere preferes preferez preferent veut veux voulez veulent voulait aime aimes aimez aiment
    choisi choisit doit dois devez peut peux pouvez prefer prefers like likes want wants
    """.split()  # noqa: SIM905
)
_SUBJECTS = frozenset({"il", "elle", "iel", "on", "ils", "elles", "tu", "vous", "je", "j"})
CAUSE_REACH = 5  # words after « pourquoi » in which the auxiliary stands (« pourquoi le bot du site a »)


# A street address (« 6 rue de l'Échevinage », « 12 bis, avenue Foch », « 23 route de Matha »,
# "14 Mill Lane"): where a place the visitor would go to is
_ADDRESS = compiled_on_first_use(
    r"\b\d{1,3}(?:\s?(?:bis|ter|b))?,?\s+(?:rue|avenue|av\.|boulevard|bd|place|chemin|route|all[ée]e"
    r"|impasse|quai|faubourg|lieu-dit|rte)\b"
    r"|\b\d{1,4}\s+[A-Z][a-z]+\s+(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln)\b",
    re.IGNORECASE,
)
# Where a place is asked (« où se trouve l'atelier ? », « c'est où exactement ? », « l'adresse de
# la cave ? », "where is your workshop?"), read folded; not a mail or web address
_WHERE_ASKED = compiled_on_first_use(
    r"\b(?:c est|il est|elle est|est|sont|trouve|situe) ou\b"
    r"|\bou (?:se trouv\w*|ce trouv\w*|se situ\w*|est(?! ce)|sont|e)\b|\badres+e?s?\b|\baddress\b"
    r"|\bwhere (?:exactly )?(?:is|are|s)\b"
)
_WHERE_HINTS = ("où", "ou ", " ou", "adres", "address", "where")
_NOT_A_PLACE = frozenset(
    {"mail", "email", "courriel", "web", "site", "url", "ligne", "ip", "online", "website"}
)


def writes_address(text: str) -> bool:
    """Whether ``text`` writes a street address."""
    return _ADDRESS().search(text) is not None


def asks_where(question: str) -> bool:
    """Whether ``question`` asks where a place is, or its address (not a mail or web address)."""
    lowered = question.lower()
    if not any(hint in lowered for hint in _WHERE_HINTS):  # most questions: no words read
        return False
    folded = words(question)
    if not _NOT_A_PLACE.isdisjoint(folded):
        return False
    return _WHERE_ASKED().search(" ".join(folded)) is not None


# A cause written (« RQTH : reconversion professionnelle suite à problèmes de santé », « j'ai
# arrêté parce que… », "because"), read folded (apostrophes as spaces)
_CAUSE_LINE = compiled_on_first_use(
    r"\b(?:suite (?:a|au|aux)|parce que?|a cause (?:d|de|des|du)|en raison (?:d|de|des|du)"
    r"|pour (?:des |une )?raisons?|grace (?:a|au|aux)"
    r"|m a (?:pousse|decide|convaincu)|declic|because|due to|owing to|reason)\b"
)


def cause_word(line: str) -> tuple[str, re.Match[str] | None]:
    """The line folded as the cause pattern reads it, and its first word of cause (or None)."""
    folded = fold(line).replace("'", " ").replace("’", " ")
    return folded, _CAUSE_LINE().search(folded)


# How an interest began, which is what « qu'est-ce qui lui a donné envie de… ? » asks (« j'ai
# découvert l'IA avec l'arrivée de ChatGPT », « tout a commencé avec… »), read folded as above;
# not a cause of anything else (« Pourquoi est-elle passée au produit ? » is not answered by
# « c'est là que j'ai découvert Kanban »)
_BEGINNING_LINE = compiled_on_first_use(r"\b(?:j ai decouvert|ma decouverte|tout a commence|ca a commence)\b")


def writes_beginning(folded: str) -> bool:
    """Whether a line (folded as ``cause_word`` gives it) tells how an interest began."""
    return _BEGINNING_LINE().search(folded) is not None


def writes_cause(line: str) -> bool:
    """Whether a line tells why something happened, by a word of cause."""
    return cause_word(line)[1] is not None


# Why working with someone ended (« pourquoi il travaille plus avec les notaires Delpech ? »,
# « pourquoi vous bossez plus pour X ? », « pourquoi t'as arrêté de bosser avec X ? », "why doesn't
# she work with X anymore?", "why did she stop working with X?"), read folded
_WORK_ENDED = compiled_on_first_use(
    r"\b(?:travaill|boss|collabor)\w*\s+plus\s+(?:avec|pour|chez|au|aux|a la|a l)\b"
    r"|\barret\w*\s+de\s+(?:travaill|boss|collabor)\w*\s+(?:avec|pour|chez|au|aux|a la|a l)\b"
    r"|\bwork(?:s|ing)?\s+(?:with|for)\b.*\banymore\b|\bno longer work"
    r"|\bstop(?:ped|s)?\s+working\s+(?:with|for)\b"
)


def asks_why_work_ended(question: str) -> bool:
    """Whether ``question`` asks why the owner no longer works with someone: a note saying they
    stopped tells when, not why; only a line with a word of cause (``writes_cause``) does."""
    lowered = question.lower()
    if "pourquoi" not in lowered and "why" not in lowered:
        return False
    return _WORK_ENDED().search(" ".join(words(question))) is not None


def asked_cause(question: str) -> str | None:
    """The folded verb whose cause a "why" question asks (« arrete » for « Pourquoi a-t-elle
    arrêté… ? »), or None: no "why", or no verb found where French or English puts it."""
    lowered = question.lower()
    if "pourquoi" not in lowered and "why" not in lowered:  # in C: most questions ask no cause
        return None
    folded = words(question)
    start = next((p for p, w in enumerate(folded) if w in _CAUSE_ASKED), None)
    if start is None:
        return None
    after = folded[start + 1 :]
    aux = next((p for p, w in enumerate(after[:CAUSE_REACH]) if w in _AUXILIARIES), None)
    if aux is None:
        # an inverted verb: the word before « -t-il », « -elle »…
        # (written with its hyphen: « qu'il utilisait » is a relative clause, no inversion)
        hyphened = fold(lowered)
        aux = next(
            (
                p
                for p in range(len(after) - 1)
                if after[p + 1] in _CLITICS and after[p] not in _CLITICS and f"{after[p]}-" in hyphened
            ),
            None,
        )
        if aux is None and after[:1] and after[0] in _SUBJECTS:
            # « pourquoi il livre plus l'auberge ? »: the verb after its subject, no auxiliary
            return next((w for w in after[1:] if w not in _CLITICS), None)
        if aux is None or after[aux] not in _WANTING:
            return None if aux is None else after[aux]
    for w in after[aux + 1 :]:
        if w in _CLITICS or w in _AUXILIARIES or w in _WANTING or w.endswith("ment"):
            continue  # « n'a pas couru », « ne pas avoir simplement pris », « préfère-t-il héberger »
        return w
    return None


# A value asked: a count, a name, a date. « Combien de coups… ? » asks for a number, « Comment
# s'appelle l'entreprise… ? » for a name, « Quelle est sa date de naissance ? » for a date: the
# expected answer type of question answering. A note holding the question's words without
# such a value beside the thing asked does not answer it: the push_swap note says what the
# project is, not how many moves it takes; a CV's « stage en entreprise spécialisée dans le
# béton » names no company.
class AskedValue(NamedTuple):
    # "number", "figure" (a bare « combien »: a score or a rank, no date), "price", "income",
    # "duration", "name", "date", "version", "clock" (a time of day), or "who" (people: the note
    # need only speak of them)
    kind: str
    noun: str | None  # the folded word for what is counted, named or dated; None: any asked word
    # the noun holds what is counted (« combien dans son équipe »), it is not counted itself
    within: bool = False


VALUE_WINDOW = 8  # words between the value and the thing asked, within one sentence
# a name stands right beside what it names: « l'entreprise Béton Conseil », not « l'entreprise
# familiale à Leucate »
NAME_WINDOW = 1
# a version stands against the thing's name, or one word from it: « Zephyr 4.2 », « Python
# version 3.10 »
VERSION_WINDOW = 2

# what is counted in a unit rather than named (« combien de temps », « de jours », « de
# personnes »): any number beside the question's words answers, whatever it counts; « anne » is
# « anné », « année » typed without its final « e » (« combien d'anné ? »), folded
COUNT_UNITS = frozenset(
    """
    temps an ans anne annee annees mois jour jours semaine semaines heure heures minute minutes fois
    personne personnes gens euro euros time times year years month months day days week weeks hour
    hours people
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_OF = frozenset({"de", "d", "du", "des", "of"})
_PEOPLE = frozenset({"personne", "personnes", "gens", "people"})
_PEOPLE_ARE = frozenset({"sont", "etaient", "seront", "ont", "are", "were", "have"})
_ARTICLES = frozenset(
    {"le", "la", "les", "l", "un", "une", "son", "sa", "ses", "leur", "leurs", "ce", "cet", "cette", "ces"}
    | {"the", "his", "her", "their", "a", "an"}
)
# (not « nommé », also appointed: « Quel homme est nommé à la tête de l'État ? »)
_CALLED = frozenset({"appelle", "appellent", "appelait", "appelaient", "surnomme", "surnommee"})
# an adjective before the noun is not what is asked about (« le premier établissement »)
_BEFORE_NOUN = frozenset(
    {
        "premier",
        "premiere",
        "dernier",
        "derniere",
        "seul",
        "seule",
        "principal",
        "principale",
        "first",
        "last",
    }
)
_PRONOUNS = frozenset({"t", "il", "elle", "iel", "ils", "elles", "iels", "tu", "vous", "je", "on", "comment"})
_BE = frozenset({"est", "sont", "etait", "etaient", "sera", "seront", "is", "are", "was", "were"})
_NUMBER_WORDS = frozenset(
    _FRENCH_NUMBERS
    + """
    cent cents mille million millions milliard milliards dizaine dizaines douzaine quinzaine
    vingtaine trentaine quarantaine cinquantaine soixantaine centaine centaines millier milliers
    gratuit gratuite gratuits gratuites zero two three four five six seven eight nine ten eleven
    twelve twenty thirty forty fifty hundred hundreds thousand thousands free
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_MONTHS = frozenset(MONTH_NUMBERS)
# a measure asked of something (« la hauteur du mont Blanc », « la surface de l'appartement »):
# a number beside it answers
_MEASURES = frozenset(
    """
    hauteur altitude longueur largeur profondeur superficie surface population poids duree capacite
    height altitude length width depth area population weight duration capacity
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
# ... in its unit when the measure has one: « la hauteur du mont Blanc » is no « Marathon du
# Mont-Blanc (42 km) », « le poids du vélo » no « 3 jours »
_LENGTHS = frozenset({"m", "metre", "metres", "cm", "mm", "km", "kilometre", "kilometres", "meter", "meters"})
_HEIGHTS = _LENGTHS - {"km", "kilometre", "kilometres"}
_SPANS = frozenset(
    """
    an ans annee annees mois semaine semaines jour jours heure heures h min minutes
    year years month months week weeks day days hour hours
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_AREAS = frozenset({"m2", "m²", "ha", "hectare", "hectares", "km2", "km²", "ares"})
_WEIGHTS = frozenset({"kg", "g", "kilo", "kilos", "gramme", "grammes", "tonne", "tonnes", "t", "lb"})
_UNITS = {
    **dict.fromkeys(("hauteur", "altitude", "height"), ("height", _HEIGHTS)),
    **dict.fromkeys(("largeur", "profondeur", "width", "depth"), ("length", _LENGTHS)),
    # a length is one of time too ("What length of apprenticeship…?": « une alternance de 2 ans »)
    **dict.fromkeys(("longueur", "length"), ("length", _LENGTHS | _SPANS)),
    **dict.fromkeys(
        ("superficie", "surface", "area"),
        ("area", frozenset({"m2", "m²", "ha", "hectare", "hectares", "km2", "km²", "are", "ares", "carres"})),
    ),
    **dict.fromkeys(
        ("poids", "weight"),
        (
            "weight",
            frozenset({"kg", "g", "kilo", "kilos", "gramme", "grammes", "tonne", "tonnes", "t", "lb"}),
        ),
    ),
}
_VALUE_TRIGGERS = (
    *sorted(_MEASURES),
    *("durée", "capacité"),  # the gate reads the question as written, accents kept
    "combien",
    # « votre tarif pour du sous-titrage », "your rate for…" (asked_value): the pair, not the word
    # alone, which many questions hold with nothing of the kind asked ("generate", « prix » of a
    # contest)
    *(f"{w} pour" for w in ("tarif", "tarifs", "prix", "coût", "cout")),
    *(f"{w} for" for w in ("price", "prices", "rate", "rates", "fee", "fees", "cost")),
    "how ",
    "appel",
    "nom",
    "name",
    "qui",
    "who",
    "date",
    "birthday",
    "anniversaire",
    "âge",
    "score",
    "classement",
    "rang",
    "nombre de",
    "nombre d'",
    "valeur",
    "value",
    "taux",
    "pourcentage",
    "percentage",
    "r²",
    "r2",
    "number of",
    "version",
    "budget",
    "heure",  # « à quelle heure ? »: a time of day
    "what time",
    "marque",  # « de quelle marque ? »: a brand, a name
    "brand",
)
# one scan in C over the question, where a loop of ``in`` tests cost 3 % of a search
_VALUE_GATE = re.compile("|".join(map(re.escape, _VALUE_TRIGGERS)))
_ELIDED_OF = re.compile(r"\bd['’]")
_YEAR_VALUE = re.compile(r"(?:19|20)\d\d")
# between a thing and its version: spaces, or the word itself (« Python version 3.10 »)
_JOINED = re.compile(r"\s+(?:(?:version|v)\s+)?|\s*[-_ ]?")
_VERSION = re.compile(r"v?\d+(?:\.\d+)*[a-z]?")
_YEARS_WORD = re.compile(r"(?:19|20)\d\d(?:[-–](?:19|20)?\d\d)?")
# a number, as a rank (« 12e ») or with its unit stuck to it (« 3h42 », « 85kg »)
_FIGURE = re.compile(r"\d+(?:[.,]\d+)?(?:e|er|re|ere|eme|th|st|nd|rd|h\d*|min|km|m|kg|k|pts?)?")
# a sentence ends at . ! ? followed by a space, or at a line's end (« monitoring.sh » stays whole)
_SENTENCES = re.compile(r"(?<=[.!?])\s+|\n+")
_raw_word = compiled_on_first_use(r"\w+(?:[.'’_+-]\w+)*")


def asked_value(question: str) -> AskedValue | None:
    """The kind of value the question asks for and what it is of: « combien de X », "how
    many X", « comment s'appelle X », « le nom de X », « qui sont ses X », « la date de X ».
    None for any other question, and for the owner's own name (« Comment s'appelle-t-il ? »:
    the profile's business)."""
    lowered = question.lower()
    if _VALUE_GATE.search(lowered) is None:  # most questions ask none
        return None
    # the elided « d' » is the « de » of « combien d'abonnés » (words() drops elisions)
    folded = words(_ELIDED_OF.sub("de ", lowered))
    n = len(folded)
    for p, w in enumerate(folded):
        after = folded[p + 1] if p + 1 < n else ""
        if w in PRICE_WORDS and after in ("pour", "for"):
            # « Quel est votre tarif pour du sous-titrage ? », "your rate for a translation": the
            # price of the thing named after it, as « Combien coûte le sous-titrage ? » asks it
            return AskedValue("price", None)
        if (w == "combien" or (w == "how" and after == "much")) and _salaried(folded):
            # « Inès, elle est payée combien ? », "how much is she paid?": a pay, an income
            return AskedValue("income", None)
        if (w == "combien" or (w == "how" and after == "much")) and (
            _costs(folded)
            or asks_cost(folded, p if w == "combien" else p + 1)
            or (w == "combien" and asks_charge(folded, p))
        ):
            # « Il coûte combien, son livre ? », « Combien il a payé son mur ? », "how much does it
            # cost?", « c'est combien, son livre ? »: an amount of money, written beside what it is
            # the price of
            return AskedValue("price", _priced_noun(folded))
        if (
            (w == "combien" or (w == "how" and after == "much"))
            and after not in _OF
            and not EARNING.isdisjoint(folded)
        ):
            # « Combien elle gagne avec YouTube ? », "how much does she earn?": an income, an
            # amount of money (not « devis gratuit »), written beside what earns it
            return AskedValue("income", None)
        if w == "combien" or (w == "how" and after in ("many", "much")):
            q = p + 1 if w == "combien" else p + 2
            if w == "how" and after == "much":
                return AskedValue("number", None)
            if w == "combien" and (q >= n or folded[q] not in _OF):
                # « Ils étaient combien dans son équipe ? », « Combien sont-ils dans la promo ? »:
                # the members of what is named after « dans », counted beside it
                within = _within(folded, q)
                if within is not None:
                    return AskedValue("number", within, within=True)
                # « combien coûte… », « de combien a progressé… »; with nothing counted after it
                # (« Elle a eu combien au JLPT ? », « classée combien ? ») a score or a rank, which
                # a year is not (a duration is: « ça a duré combien ? », « 2019-2021 »)
                if asks_duration(folded):
                    return AskedValue(_lasted(folded), None)
                # (« au JLPT », « à l'examen final »: the score is that thing's, written beside it)
                # (not the auxiliary of « De combien a progressé le taux… ? »)
                at_thing = (
                    q < n and folded[q] in ("a", "au", "aux") and _SCORED_AT.search(lowered) is not None
                )
                scored = _noun_at(folded, q + 1, frozenset()) if at_thing else None
                return AskedValue("figure", scored)
            at = q + (w == "combien")
            if at < n and folded[at] in _TIME_UNITS and _lasted(folded) == "duration":
                # « son stage a duré combien de mois ? »: a length of time (« six mois »,
                # « 2019-2021 », « de mars à juin »), written beside the thing that lasted
                return AskedValue("duration", None)
            if at < n and folded[at] in _UNITS and folded[at] not in _SPAN_MEASURES:
                # « ça fait combien de surface maintenant ? », "how much area": that measure in
                # its unit (« 140 m² au total »), whatever words stand beside it
                return AskedValue(_UNITS[folded[at]][0], None)
            if at < n and folded[at] in _UNIT_KINDS:
                # « combien de kilos de fèves ? », "how many km is the tour?": a measure in that
                # unit (« 1,200 kg of beans »), beside what it is of when the question names it
                # after « de » (« combien de kilos d'abeilles » is no « 2 kg/an » of royal jelly)
                of = _noun_at(folded, at + 2, frozenset()) if at + 1 < n and folded[at + 1] in _OF else None
                return AskedValue(_UNIT_KINDS[folded[at]], of)
            if at < n and folded[at] in _MONEY:
                # « combien d'argent avaient-ils réuni ? », "how much money": an amount of money
                # (« 2 300 € »), written in a passage about what it was for
                return AskedValue("price", None)
            noun = _noun_at(folded, at, COUNT_UNITS)
            if noun is None and at + 2 < n and folded[at] in _PEOPLE and folded[at + 1] in _PEOPLE_ARE:
                # « Combien de personnes sont abonnées à sa newsletter ? », "how many people are
                # enrolled": the people counted are those the participle says (« abonnés »)
                noun = folded[at + 2]
            return AskedValue("number", noun)
        if w in _CALLED:
            noun = _noun_at(folded, p + 1, frozenset())
            if noun is None and after in ("comment", ""):  # « L'entreprise s'appelle comment ? »
                noun = next(
                    (x for x in reversed(folded[:p]) if x not in _ARTICLES and x not in _PRONOUNS), None
                )
            if noun in _PRONOUNS or after in _PRONOUNS - {"comment"}:
                return None
            return AskedValue("name", noun) if noun else None
        if w in ("nom", "name") and after in _OF:
            noun = _noun_at(folded, p + 2, frozenset())
            return AskedValue("name", noun) if noun else None
        if w in ("qui", "who"):
            rest = folded[p + 1 : p + 4]
            if rest[:1] and rest[0] in _BE:
                rest = rest[1:]
            elif rest[:1] == ["c"] or (p >= 2 and folded[p - 2 : p] == ["c", "etait"]):
                rest = rest[1:] if rest[:1] == ["c"] else rest
            if rest and rest[0] in ("ses", "son", "sa", "leurs", "his", "her", "their"):
                noun = _noun_at(folded, p + 1 + (len(folded[p + 1 : p + 4]) - len(rest)), frozenset())
                # people, often listed under a heading that names them: the note must speak
                # of them (« coéquipiers »), not write a name beside the word
                return AskedValue("who", noun) if noun else None
        if w == "date" and after in _OF:
            return AskedValue("date", _noun_at(folded, p + 2, frozenset()))
        if w in ("budget", "budgets") and p and folded[p - 1] in _WHICH_OR_OWN | {"le", "the"}:
            # « Quel était le budget des travaux de la cour ? », "what was the budget": an
            # amount of money written in a passage about the thing (« Budget : 212 000 € HT »)
            return AskedValue("price", None)
        if w == "version" and (
            (after in _OF and p and folded[p - 1] in _WHICH_OR_OWN | {"la", "the"})
            or (p >= 2 and not {"which", "what"}.isdisjoint(folded[max(0, p - 4) : p - 1]))
        ):
            # « quelle version de Python », "which Home Assistant version": a version number
            # written against the thing's name (« Python 3.10 », « Zephyr 4.2 », « v1.4.0 »); a
            # note naming the thing without one does not tell it (« scripts Python »). Not « en
            # version numérique », a form
            noun = _noun_at(folded, p + 2, frozenset()) if after in _OF else folded[p - 1]
            return AskedValue("version", noun) if noun else None
        if w in _MEASURES and after in _OF:
            noun = _noun_at(folded, p + 2, frozenset())
            kind = _UNITS[w][0] if w in _UNITS else "number"
            return AskedValue(kind, noun) if noun else None
        if w in _UNITS and p and folded[p - 1] in _WHICH_OR_OWN:
            # « il fait quelle hauteur, le clocher ? », « sa superficie ? »: the measure in its
            # unit, beside the thing named right after it, or beside any word asked (« quel
            # poids fait son vélo ? »)
            named = p + 1 < n and folded[p + 1] in _ARTICLES
            return AskedValue(_UNITS[w][0], _noun_at(folded, p + 1, frozenset()) if named else None)
        if w in ("marque", "marques", "brand") and p and folded[p - 1] in _WHICH_OR_OWN:
            # « De quelle marque est son extracteur ? », « Quelle marque de voile elle
            # utilise ? », "which brand of ink": the name written beside the thing (« un Lyson
            # 36 cadres »); a note naming the thing without one does not tell it
            q = p + 2 if after in _OF else p + 1
            while q < n and (folded[q] in _BRAND_SKIPPED or folded[q] in _ARTICLES):
                q += 1
            noun = folded[q] if q < n and folded[q] not in _PRONOUNS else None
            if noun is None and q >= n:  # « son extracteur est de quelle marque ? »
                noun = next(
                    (
                        x
                        for x in reversed(folded[: p - 1])
                        if x not in _ARTICLES
                        and x not in _PRONOUNS
                        and x not in _BRAND_SKIPPED
                        and x not in _OF
                    ),
                    None,
                )
            return AskedValue("name", noun) if noun else None
        if (w in ("heure", "heures") and p and folded[p - 1] in ("quelle", "quel", "quelles")) or (
            w == "time" and p and folded[p - 1] == "what"
        ):
            # « La navette part à quelle heure ? », "What time does the taproom open?": a time of
            # day (« 8 h 30 », « 18:00 », « midi »), written beside what opens or leaves
            return AskedValue("clock", None)
        if w in ("birthday", "anniversaire"):
            return AskedValue("date", None)
        if w == "age" or (w == "how" and after == "old"):
            # « il a quel âge son chat ? », "how old is her van?": the age of a thing or an animal
            # of theirs, a number of years written beside it (« notre chat Borax » beside the
            # owner's « 37 ans » is none); not the owner's own, nor a relative's (the kin's)
            for r in range(n - 1):
                if folded[r] in _THEIR and folded[r + 1] not in FAMILY and folded[r + 1] not in STOPWORDS:
                    noun = folded[r + 1]
                    return AskedValue("age", noun) if noun not in ("age", "old") else None
        if w in _SCORES and p and folded[p - 1] in _WHICH_OR_OWN:
            # « Il a eu quel score à push_swap ? », « son classement au semi ? », "what score":
            # a score or a rank, written as a number beside its name (« meilleur score
            # possible » gives none, nor « un petit nombre d'éléments (3 ou 5) »)
            if w in _RATES and after in _OF:
                # « quel taux d'humidité ? », « quel pourcentage de réussite ? »: the figure is
                # written beside what it is the rate of (« Humidité relative : entre 45 et 60 % »)
                of = _noun_at(folded, p + 2, frozenset())
                return AskedValue("figure", of or w)
            return AskedValue("figure", w)
        if w in ("valeur", "value") and after in _OF and p and folded[p - 1] in _WHICH_OR_OWN | {"la", "the"}:
            # « Quelle valeur de BUFFER_SIZE a-t-il mise ? », "the value of k": a figure written
            # beside the thing named after it (« la macro BUFFER_SIZE » gives none)
            noun = _noun_at(folded, p + 2, frozenset())
            return AskedValue("figure", noun) if noun else None
        if (
            w in ("nombre", "number")
            and after in _OF
            and p
            and folded[p - 1] in _WHICH_OR_OWN | {"le", "the"}
        ):
            # « C'était quoi son nombre de coups ? », "the number of students": a count of the
            # thing named after it, as « combien de coups » asks it
            return AskedValue("number", _noun_at(folded, p + 2, COUNT_UNITS))
    return None


# a score or a rank asked by its name (« quel score », « son classement ») and the words before
# it that ask it (not « le score » a note mentions in a sentence the question quotes)
# (and the measures a result is given in: « quel R² », « quel taux », « quel pourcentage »)
_SCORES = frozenset(
    {"score", "scores", "classement", "rang", "rank", "ranking", "r2", "taux", "pourcentage", "percentage"}
)
_MONEY = frozenset({"argent", "euros", "euro", "sous", "fric", "thunes", "money", "dollars"})
_RATES = frozenset({"taux", "pourcentage", "percentage"})  # (the rate of the noun after them)
# « dans son équipe », « dans la promo »: what « combien » counts the members of
_IN = frozenset({"dans", "in"})


def _lasted(folded: Sequence[str]) -> str:
    """ "duration" when a question asks how long a thing lasted by a verb or noun of lasting
    (« a duré », « la durée »), else "number": « ça fait combien de temps qu'elle est à son
    compte ? » is answered by a date (« depuis 2019 »), « en combien de temps ? » by a time."""
    return "duration" if not (_LASTING | _LASTS).isdisjoint(folded) else "number"


def _within(folded: Sequence[str], p: int) -> str | None:
    """The noun after « dans » at or after ``p`` (``_noun_at``), or None."""
    for r in range(p, len(folded) - 1):
        if folded[r] in _IN:
            return _noun_at(folded, r + 1, COUNT_UNITS)
    return None


_WHICH_OR_OWN = frozenset(
    {
        "quel",
        "quelle",
        "kel",
        "son",
        "sa",
        "leur",
        "votre",
        "ton",
        "what",
        "which",
        "his",
        "her",
        "their",
        "your",
    }
)


@lru_cache(maxsize=8)
def pricing_terms(stemmer: Stemmer) -> frozenset[str]:
    """The words asking a price (``PRICE_WORDS``, paying) as a vault built with ``stemmer`` spells them."""
    return frozenset(tokenise(" ".join(sorted(PRICE_WORDS | _PAID)), stemmer))


@lru_cache(maxsize=8)
def duration_terms(stemmer: Stemmer) -> frozenset[str]:
    """The words asking a duration (``DURATION_WORDS``) as a vault built with ``stemmer`` spells them."""
    return frozenset(tokenise(" ".join(sorted(DURATION_WORDS)), stemmer))


@lru_cache(maxsize=8)
def count_terms(stemmer: Stemmer) -> frozenset[str]:
    """The words asking a count (« combien de jours », "how many") as ``stemmer`` spells them."""
    return frozenset(tokenise(" ".join(sorted(COUNT_UNITS | {"combien", "how", "many", "much"})), stemmer))


def _costs(folded: Sequence[str]) -> bool:
    """Whether a question asking « combien » / "how much" asks what something costs (not « a-t-il
    gagné un prix ? »: no « combien » there)."""
    return not _COSTING.isdisjoint(folded)


def _priced_noun(folded: Sequence[str]) -> str | None:
    """The thing whose price is asked when the question qualifies it (« Combien coûte *un kit*
    de sa station météo ? »): a price beside the station (« les stations pros coûtent 2 000 € »)
    is not the kit's. None when the thing stands alone (« Combien coûte le voyage en Norvège ? »:
    any of its words may sit beside the price)."""
    for p, w in enumerate(folded):
        if w in _COSTING and p + 3 < len(folded):
            article, noun, of = folded[p + 1 : p + 4]
            if article in _ARTICLES and (of in _OF or of in _ABOUT) and noun not in _PRONOUNS:
                if noun in _PRICED_BY:
                    # « Combien coûte le kilo de miel de bruyère ? », « le pot d'acacia »: the
                    # price is the thing's, by the measure (a table writes « Bruyère … 1 kg :
                    # 23 € », never « le kilo »)
                    return _noun_at(folded, p + 4, frozenset()) or noun
                if noun.endswith(_WORK_DONE):
                    # « Combien a coûté la restauration du retable ? »: the work done on a thing
                    # costs what the thing's page says it cost (« Budget:: 38 400 € HT »)
                    return _noun_at(folded, p + 4, frozenset()) or noun
                return noun
    for p, w in enumerate(folded):
        # « combien elle prend pour changer toutes les chevilles d'un piano ? », « combien pour
        # remplacer une corde ? »: the price of the work on the thing named after the verb, written
        # beside that thing (a rates table's « Remplacement d'une corde : 38 € »), not beside the
        # piano every row of it prices
        # (right after what asks the price: « un atelier couture pour apprendre… », « des devis
        # pour migrer un jeu » name the thing priced before « pour »)
        if (
            w == "pour"
            and 0 < p < len(folded) - 3
            and (folded[p - 1] in _COSTING or folded[p - 1] in _ASKING_PRICE)
            and folded[p + 1].endswith(_INFINITIVE)
        ):
            q = p + 2 + (folded[p + 2] in _ALL)
            if q + 1 < len(folded) and folded[q] in _ARTICLES and folded[q + 1] not in _PRONOUNS:
                return folded[q + 1]
    return None


_INFINITIVE = ("er", "ir", "re")
_ASKING_PRICE = frozenset({"combien", "prend", "prends", "prenez", "demande", "demandes", "demandez"})
_ALL = frozenset({"tout", "toute", "tous", "toutes"})
_ABOUT = frozenset({"sur", "about", "on"})
# between « quelle marque » and the thing branded: « est son extracteur », "is her van"
_BRAND_SKIPPED = frozenset({"est", "sont", "etait", "is", "are", "was", "c", "ce", "of"})
# the measures a thing is sold by (« le kilo de… », « la bouteille de… », « l'heure de cours »)
_PRICED_BY = frozenset(
    """
    kilo kilos kg gramme grammes litre litres pot pots bouteille bouteilles flacon flacons sachet
    sachets tonne tonnes metre metres heure heures
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
# the work done on a thing, by its ending: « restauration », « réparation », « installation »,
# « construction » (not « -age »: « le fromage de chèvre », « le voyage de noces » are things)
_WORK_DONE = ("ation", "ition", "uction")


_SCORED_AT = re.compile(r"\bcombien\s+(?:à|au|aux)\s")


def _noun_at(folded: Sequence[str], p: int, units: frozenset[str]) -> str | None:
    """The first word from ``p`` past the articles; None when none, or a unit (``COUNT_UNITS``)."""
    while p < len(folded) and (folded[p] in _ARTICLES or folded[p] in _BEFORE_NOUN):
        p += 1
    if p >= len(folded) or folded[p] in units or folded[p] in _PRONOUNS:
        return None
    return folded[p]


_ITEM = re.compile(r"\s*(?:[-*•+]|\d+[.)])\s")  # a list item's opening
_MEASURED = {kind: units for kind, units in _UNITS.values()}
# measures « combien de » counts in time (« combien de durée » is no area): asked as they are
_SPAN_MEASURES = frozenset({"longueur", "length", "duree", "duration"})
# a unit counted (« combien de kilos », "how many km") asks that measure
_UNIT_KINDS = {
    **dict.fromkeys(("kilo", "kilos", "kg", "tonne", "tonnes", "gramme", "grammes", "grams"), "weight"),
    **dict.fromkeys(
        ("km", "kilometre", "kilometres", "metre", "metres", "meter", "meters", "miles"), "length"
    ),
    **dict.fromkeys(("hectare", "hectares", "m2", "m²", "km2"), "area"),
}
# the age of a thing or an animal: « Borax, 4 ans », "a 12-year-old van"
_MEASURED["age"] = frozenset({"ans", "an", "years", "year", "mois", "months"})
# the possessives before the thing whose age is asked (« il a quel âge, son chat ? »)
_THEIR = frozenset({"son", "sa", "ses", "his", "her", "its"})


def _is_value(kind: str, word: str, initial: bool, after: str = "") -> bool:
    units = _MEASURED.get(kind)
    if units is not None:  # a number in the measure's unit: « 4 808 m », « 12 kg », « 4810m »
        if not any(c.isdigit() for c in word):
            return False
        unit = fold(word.lstrip("0123456789.,"))
        return (unit or fold(after)) in units
    if kind == "figure":
        # a score or a rank is a number (« 118 », « 12e »), not a date nor a code: « a eu combien
        # au JLPT N2 ? » is not answered by « décembre 2012 : JLPT N2 », « le 3 décembre » or « N1 »
        if _YEARS_WORD.fullmatch(word) is not None or fold(after) in _MONTHS:
            return False
        return _FIGURE.fullmatch(fold(word)) is not None or fold(word) in _NUMBER_WORDS
    if kind == "number":
        # (a code is no count: « CM1-CM2 », « N2 », « IQ8 »: letters opening it)
        return (word[:1].isdigit() and any(c.isdigit() for c in word)) or fold(word) in _NUMBER_WORDS
    if kind == "date":
        return _YEAR_VALUE.fullmatch(word) is not None or fold(word) in _MONTHS
    if kind == "version":  # « 3.10 », « 5 », « v1.4.0 »; a year is a date (« Python en 2023 »)
        return _VERSION.fullmatch(fold(word)) is not None and _YEAR_VALUE.fullmatch(word) is None
    # a name: capitalised where a sentence does not start, or spelled as no common word is
    # (« monitoring.sh », « ft_irc », « Born2beroot », « iOS »)
    if (any(c.isdigit() for c in word) or "_" in word or "." in word) and any(c.isalpha() for c in word):
        return True  # (a number alone names nothing: « crochets à 1,20 m »)
    if word.isupper() and len(word) <= 4:
        return False  # an acronym names a kind of thing as often as one thing (« IA », « CRM »)
    if any(c.isupper() for c in word[1:]):
        return True
    return word[:1].isupper() and not initial


def writes_value(
    text: str,
    kind: str,
    is_anchor: Callable[[str], bool],
    asked: Callable[[str], bool],
    window: int | None = None,
    anywhere: bool = False,
    counted: bool = False,
) -> bool:
    """Whether ``text`` writes a value of ``kind`` within ``window`` words of an anchor (the
    thing asked, or any asked word), in the same sentence; a value the question itself says
    (``asked``: « 500 » in « pour trier 500 nombres ») is none. Both callables take a word as
    written. ``anywhere``: the text is about the thing asked as a whole (its heading or its
    note's title names it): a value in any of its sentences answers. A price is an amount of
    money anywhere in a text that names the thing (a quote follows the sentence naming it).
    ``counted``: the anchors are the noun a number is asked of (« combien de philosophes »), so
    a number counting another noun right after it is none."""
    if window is None:
        window = NAME_WINDOW if kind == "name" else VERSION_WINDOW if kind == "version" else VALUE_WINDOW
    if kind in ("price", "income"):
        # an amount of money in a passage about the thing asked: a journal entry names the site
        # in one sentence and says « Devis accepté : 1 800 euros » in the next; « gratuit » is a
        # price, no income
        amount = _price() if kind == "price" else _amount()
        if kind == "income" and not anywhere:
            # ... but what someone earns is said of them (« Inès est payée… 2 100 € »), not of a
            # quote the same journal line gives (« Inès de garde. Devis reçu, 74 k€ »)
            return any(
                amount.search(sentence) is not None
                and any(is_anchor(m.group()) for m in _raw_word().finditer(sentence))
                for sentence in _SENTENCES.split(text)
            )
        if anywhere:
            return amount.search(text) is not None
        # ... in the sentence naming the thing or the next one (« Devis accepté : 1 800 euros »
        # after the site's name); a rate two sentences before « le loyer a doublé » is no rent
        # (not the next item of a list: « - Reprendre la main — recouvrement gratuit » is no
        # price of the book on the line before)
        said = _SENTENCES.split(text)
        return any(
            any(is_anchor(m.group()) for m in _raw_word().finditer(sentence))
            and any(
                amount.search(s) is not None
                for s in said[j : j + 1 if j + 1 < len(said) and _ITEM.match(said[j + 1]) else j + 2]
            )
            for j, sentence in enumerate(said)
        )
    if counted and counted_lines(text, is_anchor) is not None:
        return True
    if kind == "clock":
        # a time of day, in a sentence naming the thing (or anywhere in a text about it)
        return any(
            _clock().search(sentence) is not None
            and (anywhere or any(is_anchor(m.group()) for m in _raw_word().finditer(sentence)))
            for sentence in _SENTENCES.split(text)
        )
    if kind == "duration":
        # a length of time or a span (``writes_duration``), beside the thing named
        if anywhere:
            return any(writes_duration(sentence) for sentence in _SENTENCES.split(text))
        return any(_lasted_beside(sentence, is_anchor) for sentence in _SENTENCES.split(text))
    for sentence in _SENTENCES.split(text):
        found = list(_raw_word().finditer(sentence))
        anchors = [] if anywhere else [j for j, m in enumerate(found) if is_anchor(m.group())]
        if not anchors and not anywhere:
            continue
        if kind == "name" and anchors and _named_by_apposition(sentence, found, anchors):
            return True
        for j, m in enumerate(found):
            if not anywhere and (not any(abs(j - a) <= window for a in anchors) or j in anchors):
                continue
            before = sentence[found[j - 1].end() : m.start()] if j else ""
            # a capital opens a sentence after « . », « : » or a list's dash, unless the words
            # before the colon name the thing asked (« Entreprise : Béton Conseil »)
            initial = j == 0 or any(c in before for c in ".!?") or before.strip().startswith("-")
            if not initial and ":" in before:
                initial = not any(a in (j - 1, j - 2, j - 3) for a in anchors)
            word = m.group()
            after = (
                found[j + 1].group() if (kind in _MEASURED or kind == "figure") and j + 1 < len(found) else ""
            )
            if _is_value(kind, word, initial, after) and not asked(word):
                if (
                    kind == "version"
                    and anchors
                    and not any(
                        _JOINED.fullmatch(
                            sentence[min(found[a].end(), m.end()) : max(found[a].start(), m.start())]
                        )
                        for a in anchors
                    )
                ):
                    continue  # « Python, et 3 conteneurs »: a number of something else
                if kind in ("number", "figure") and j and _labels(found, j, sentence):
                    continue
                if counted and _counts_another(found, j, is_anchor):
                    continue
                return True
    return False


# a person's name opening a line, and what they are to the owner said of it after a comma
# (« - Julien Mercier, 47 ans, mon compagnon », « Anaïs, ma compagne »)
_apposed = compiled_on_first_use(r"^[\s*•-]*([A-ZÀ-Ý][\w'’-]+)(\s+[A-ZÀ-Ý][\w'’-]+)?\s*,")
_APPOSED_WITHIN = 8  # words from the name to the thing said of it
_OWNERS = frozenset({"mon", "ma", "mes", "notre", "nos", "my", "our"})


def _named_by_apposition(sentence: str, found: Sequence[re.Match[str]], anchors: Sequence[int]) -> bool:
    """Whether ``sentence`` opens on a name that the anchor, after a possessive, says who it
    is: « Julien Mercier, 47 ans, mon compagnon » names the partner asked. A single word is a
    name only when the apposition closes right after the kin word (« Julien, mon compagnon,
    est kiné »; « Bref, mon compagnon dit… » names no one)."""
    m = _apposed().match(sentence)
    if m is None or fold(m.group(1)) in STOPWORDS:
        return False
    first = 2 if m.group(2) else 1
    return any(
        first < a <= _APPOSED_WITHIN
        and fold(found[a - 1].group()) in _OWNERS
        and (m.group(2) is not None or (a == first + 1 and _closes(sentence[found[a].end() :])))
        for a in anchors
    )


def _closes(rest: str) -> bool:
    """Whether an apposition ends at the start of ``rest`` (a comma, a stop, the line's end)."""
    return not rest.strip() or rest.lstrip()[0] in ",.;:)(—–-"


LISTED_MIN = 3  # the items under a label that a reader counts for « combien de X ? »


def counted_lines(text: str, is_anchor: Callable[[str], bool]) -> tuple[int, int] | None:
    """The lines (first, end) of ``text`` listing the thing counted under a label naming it
    (« Opérations Autorisées : » then « sa (swap a): … », « sb: … », « ss: … »): the label and
    its items, which the reader counts though no number is written; None when none. The list
    may run to the text's end (``end`` is then its line count: it may go on in the next
    passage)."""
    if ":" not in text:
        return None
    lines = text.split("\n")
    for n, line in enumerate(lines):
        label = line.strip()
        if (
            not label.endswith(":")
            or len(label.split()) > _LABEL_MAX  # (a sentence ending on « : » introduces more)
            or not any(is_anchor(m.group()) for m in _raw_word().finditer(label))
        ):
            continue
        end = n + 1 + list_run(lines[n + 1 :])
        if end - n - 1 >= LISTED_MIN:
            return n, end
    return None


def list_run(lines: Sequence[str]) -> int:
    """How many of ``lines``, from the first, are items of one list: a blank line or the next
    label (« Contraintes : ») ends it, and when the first item is marked (« - 20 violons »),
    the first line that is not (« Principe : location au mois… » after the items)."""
    marked = bool(lines) and lines[0].lstrip().startswith(ITEM_MARKS)
    for items, item in enumerate(lines):
        if not item.strip() or (item.strip().endswith(":") and len(item.split()) <= 4):
            return items
        if marked and not item.lstrip().startswith(ITEM_MARKS):
            return items
    return len(lines)


# how a list's item or a table's row opens, as the build writes it (« - ») or as a note did
ITEM_MARKS = ("- ", "* ", "• ", "+ ")
_LABEL_MAX = 6  # a label naming what its list counts is this many words at most


def _counts_another(found: Sequence[re.Match[str]], j: int, is_anchor: Callable[[str], bool]) -> bool:
    """Whether the number at ``found[j]`` counts the noun right after it, which is not the
    thing asked: « Chaque philosophe tente d'acquérir les deux fourchettes » counts forks, not
    philosophers (« 3 nouveaux clients » still counts clients, two words on)."""
    if j + 1 >= len(found) or any(is_anchor(m.group()) for m in found[j + 1 : j + 3]):
        return False
    noun = fold(found[j + 1].group())
    return noun.isalpha() and len(noun) > 2 and noun not in STOPWORDS and noun not in COUNT_UNITS
    # (a unit counts what the sentence is about: « 12 ans en ostréiculture »)


# the words before a noun that make « noun + number » a label: « l'école 42 », « la ligne 2 »,
# « son iPhone 15 » name a thing by its number, they count nothing
_LABEL_ARTICLES = frozenset(
    {"le", "la", "les", "un", "une", "son", "sa", "ses", "du", "des", "au", "aux", "ce", "cet", "cette"}
    | {"the", "his", "her", "its", "their"}
)
_elided = compiled_on_first_use(r"^[ld]['’]", re.IGNORECASE)


def _labels(found: Sequence[re.Match[str]], j: int, sentence: str) -> bool:
    """Whether the number at ``found[j]`` names the noun just before it, which follows an
    article (« développée à l'école 42 »): a label, not an answer to « combien ». A count comes
    before what it counts (« 113 étudiants ») or after a label's colon (« Équipe : 4 »)."""
    noun = found[j - 1]
    if sentence[noun.end() : found[j].start()] != " " or any(c.isdigit() for c in noun.group()):
        return False
    if _elided().match(noun.group()):
        return True
    if j < 2 or sentence[found[j - 2].end() : noun.start()] != " ":
        return False
    return fold(found[j - 2].group()) in _LABEL_ARTICLES and fold(noun.group()) not in _LABEL_ARTICLES


# A price asked: « Combien coûte un atelier ? », « Quels sont ses tarifs ? », « payé combien pour
# un article ? », "What's his day rate?". The answer is an amount: a passage describing the
# thing priced (« Trois jours pour passer d'une idée à un MVP ») does not say what it costs.
PRICE_WORDS = frozenset(
    """
    cout coute coutent coutait couterait couteraient coutera couter prix tarif tarifs tarifaire
    tarifaires tarification facture factures facturez facturer cost costs price prices pricing fee
    fees rate rates budget budgets
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
# paying, in the forms a question uses (not « pays », a country)
_PAID = frozenset(
    {"paye", "payee", "payes", "payer", "paie", "paies", "paient", "payent", "payez", "payait", "payaient"}
    | {"paiera", "paieront", "paid", "pay"}
)
_HOW_MUCH = frozenset({"combien", "cb", "cmb", "much"})
# « à combien ? », « c'est combien ? »: what a thing goes for
_PRICED_AT = frozenset({"a", "est", "sont", "fait", "font"})
# selling and buying: « combien » asked of them is an amount of money
_SELLING = frozenset(
    {"vend", "vends", "vendez", "vendent", "vendu", "vendus", "vendue", "vendues", "vendre"}
    | {"achete", "achetez", "acheter", "sell", "sells", "sold", "buy"}
    # ... and what a thing brought in (« la cagnotte a rapporté combien ? »)
    | {"rapporte", "rapportes", "rapportent", "rapporter", "raised", "raise"}
)
# being paid (« elle est payée », "is she paid"): a pay, not what a thing cost (« il a payé son mur »)
_BEING = _BE | {"es", "suis", "etes", "get", "gets"}


def _salaried(folded: Sequence[str]) -> bool:
    """Whether a question (folded words) asks how much someone is paid: a form of « être » just
    before « payé(e) »."""
    return any(w in _PAID and before in _BEING for before, w in pairwise(folded))


# earning, with « combien » not counting a noun (« Combien elle gagne avec YouTube ? », "how much
# does she earn"): an income, an amount of money; not « combien de prix a-t-il gagnés ? »
# with « combien », what asks a price: the price words, paying, charging
_COSTING = PRICE_WORDS | _PAID | {"charge", "charges", "sell", "sells", "sold", "selling"}
# (« elle vendait sa gelée royale combien ? »: any tense of « vendre »)
_COSTING |= {
    "vend",
    "vends",
    "vendu",
    "vendue",
    "vendus",
    "vendent",
    "vendait",
    "vendaient",
    "vendra",
    "vendez",
}
# an amount: « 80 € », « 1 200 euros », « €450 », "$90", « 650 € HT », « 1,20 € par m² »; or free;
# a currency code before the amount, as the Swiss write their francs (« CHF 75.– par page ») and
# an invoice any currency ("EUR 95")
_price = compiled_on_first_use(
    r"\d(?:[\d  .,]*\d)?\s?(?:k\s?)?(?:€|euros?\b|eur\b|\$|£|chf\b|usd\b|gbp\b)"
    r"|[€$£]\s?\d|\b(?:chf|eur|usd|gbp)\s?\d|\bgratuit(?:e|s|es)?\b|\bfree of charge\b",
    re.IGNORECASE,
)
# ... an amount only (an income)
_amount = compiled_on_first_use(
    r"\d(?:[\d  .,]*\d)?\s?(?:k\s?)?(?:€|euros?\b|eur\b|\$|£|chf\b|usd\b|gbp\b)|[€$£]\s?\d"
    r"|\b(?:chf|eur|usd|gbp)\s?\d",
    re.IGNORECASE,
)


def asks_price(folded: Sequence[str]) -> bool:
    """Whether a question (its folded words, set phrases read: ``idioms.read_idioms``, so that
    « a-t-il gagné un prix ? » is an award and "how much does she charge?" a price) asks what
    something costs. Not « chargé de projet »: "charge" is a price only as the idiom reads it."""
    if not PRICE_WORDS.isdisjoint(folded):
        return True
    if not _DEAR.isdisjoint(folded) and any(
        w in _DEAR and before in _DEAR_BEFORE for before, w in pairwise(folded)
    ):
        return True  # « c'est cher ? », « atelier pour ado c cher ? », "is it expensive?"
    if _HOW_MUCH.isdisjoint(folded):
        return False
    if not _PAID.isdisjoint(folded):
        return True
    # « c'est combien ? », « à combien ? », « vous les vendez combien ? », "how much are they?":
    # an amount of money, unless a count follows (« à combien de km ? », « c'est combien de temps ? »)
    for p, w in enumerate(folded):
        if w in _HOW_MUCH and folded[p + 1 : p + 2] not in (["de"], ["d"], ["of"]):
            before = folded[p - 1] if p else ""
            if (
                before in _PRICED_AT
                or not _SELLING.isdisjoint(folded)
                or (w == "much" and folded[p + 1 : p + 2] in (["is"], ["are"]))
            ):
                return True
    return False


# what costs much or little, said of a thing (« c'est cher ? », « le stage est pas cher ? », "is
# it expensive?"): its price asked; not « cher Fernand », « mon cher »
_DEAR = frozenset({"cher", "chere", "chers", "cheres", "couteux", "couteuse", "expensive", "cheap", "pricey"})
_DEAR_BEFORE = frozenset({"est", "c", "ce", "sont", "pas", "trop", "is", "it", "are", "too"})


# A list asked: « Quels clients a-t-elle eus ? », « Elle a donné des talks ? lesquels », « Liste ses
# projets », "Which talks has she given?". The answer is every item of a list, not its first lines.
# Not « Quel est son tarif ? »: the singular asks for one thing.
_LIST_ASKED = frozenset(
    """
    quels quelles lesquels lesquelles liste lister listez enumere enumerer enumerez cite citer citez
    which list
    """.split()  # noqa: SIM905 (a word list reads best as text)
)


# « c'est qui ses clients ? », « c'est quoi les projets qu'elle a menés ? »: what, then a plural
# determiner, asks for the things it names, as « quels » does
_PLURAL_DETERMINERS = frozenset({"les", "ses", "tes", "vos", "leurs", "mes", "nos"})
_WHICH_ONES = frozenset({"lesquels", "lesquelles"})  # « il en a fait lesquels ? »
_OF_THINGS = _PLURAL_DETERMINERS | {"de", "des", "d"}
# recommending (« t'as des bouquins à conseiller ? », « tu me conseilles des livres ? »): the
# things recommended, several with « des »; the infinitive only when the visitor is the one
# advised (« à conseiller », « me conseiller »), not « conseiller des boulangeries » as a job
_RECOMMENDING = frozenset(
    """
    conseilles conseillez conseillerais conseillerait recommandes recommandez recommanderais
    recommanderait recommend suggest
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_RECOMMEND = frozenset({"conseiller", "recommander"})
_ADVISED = frozenset({"a", "me", "m", "nous"})
# « en quoi ses années de soignant servent-elles ? », « à quoi ses outils servent ? »: how, what
# for; not what
_ASKING_HOW = frozenset({"en", "a", "de", "sur", "pour", "par", "avec"})
# French nouns whose singular ends in s or x (« quoi comme prix ? » asks for one)
_S_SINGULARS = frozenset(
    {"temps", "prix", "choix", "pays", "mois", "avis", "repas", "corps", "matos", "fois"}
)


def _plural(word: str) -> bool:
    return len(word) > 3 and word[-1] in "sx" and word not in _S_SINGULARS


def listed_word(folded: Sequence[str]) -> str | None:
    """The word naming the things a list question asks for, in the forms « quels » does not
    open: « c'est quoi *les* projets… », « elle a quoi comme *machines* ? », « t'as des
    *bouquins* à conseiller ? » (the folded word; None when the question has none of them)."""
    for p, (before, word) in enumerate(pairwise(folded)):
        if (
            before in ("quoi", "qui", "koi", "kwa")  # (« c koi les opérations ? », as typed)
            and word in _PLURAL_DETERMINERS
            and p + 2 < len(folded)
            and (p == 0 or folded[p - 1] not in _ASKING_HOW)
        ):
            return folded[p + 2]
        if before in ("quoi", "koi") and word == "comme" and p + 2 < len(folded) and _plural(folded[p + 2]):
            return folded[p + 2]
    which = next((p for p, w in enumerate(folded) if w in _WHICH_ONES), None)
    if which is not None:
        # « Son programme de fractales, il sait afficher lesquelles ? »: the things named before
        # it, in the plural after « de », « des », « ses »…
        named = [w for p, w in enumerate(folded[:which]) if p and folded[p - 1] in _OF_THINGS and _plural(w)]
        if named:
            return named[-1]
    recommended = not _RECOMMENDING.isdisjoint(folded) or any(
        w in _RECOMMEND and before in _ADVISED for before, w in pairwise(folded)
    )
    if recommended and "des" in folded[:-1]:
        return folded[folded.index("des") + 1]
    return None


def asks_list(folded: Sequence[str]) -> bool:
    """Whether a question (its folded words) asks for a list of things: « quels… », « liste… »,
    and the forms of ``listed_word``."""
    return not _LIST_ASKED.isdisjoint(folded) or listed_word(folded) is not None


_SINGULAR_S = frozenset({"is", "was", "has", "does", "this", "his", "its", "bus", "os", "class"})


def asks_many(folded: Sequence[str]) -> bool:
    """Whether a list question asks for several things: not "Which operating system…?", where
    the English "which" asks for one (a noun without a plural ``s`` follows it)."""
    if not asks_list(folded):
        return False
    if any(w in _LIST_ASKED for w in folded if w != "which") or listed_word(folded) is not None:
        return True
    after = [folded[j + 1] for j, w in enumerate(folded[:-1]) if w == "which"]
    return any(w.endswith("s") and w not in _SINGULAR_S for w in after)


def writes_price(text: str) -> bool:
    """Whether ``text`` writes an amount of money (or says the thing is free)."""
    return _price().search(text) is not None


# A duration asked: « Combien de temps a duré la mission ? », « Et ça lui a pris combien de
# jours ? », « En combien de temps a-t-elle couru… ? », « la durée d'une mission », "How long did
# it take?". The answer is a length of time (« 14 mois », « neuf ans », « 11h12 »), or the span it
# was written as (« 2010–2019 », « de mars à octobre 2023 »); « temps » in the question is the unit
# asked (a note's « de temps en temps » says none).
_TIME_UNITS = frozenset(
    """
    temps an ans anne annee annees mois semaine semaines jour jours nuit nuits heure heures minute
    minutes time years months weeks days nights hours
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_LASTING = frozenset({"duree", "durees", "duration", "durait", "dura", "lasted"})
_LASTS = frozenset({"dure", "durer"})  # ... with « combien » (not « la plus dure »)
# the words asking it, whatever they ask it of (« ça lui a pris combien de jours ? », « il a mis
# combien de temps ? », « combien de temps y est-elle restée ? »): the value is beside none of them
DURATION_WORDS = (
    _TIME_UNITS
    | _LASTING
    | _LASTS
    | frozenset(
        """
        combien pendant long how take took last pris prend prendre mis met mettre faut fallu reste
        restee rester stay stayed
        """.split()  # noqa: SIM905 (a word list reads best as text)
    )
)
_SPAN_MONTH = (
    r"(?:janv(?:ier)?|fevr?(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|aout|sept(?:embre)?"
    r"|oct(?:obre)?|nov(?:embre)?|dec(?:embre)?)\.?"
)
_LENGTH_NUMBER = (
    rf"(?:\d+(?:[.,]\d+)?|{'|'.join(_FRENCH_NUMBERS)}"
    r"|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)"
)
# a time of day: « à 8 h », « dès 8h30 », « de 9 h à 18 h », « 18:00 », « midi », "6 pm", "noon";
# an hour after a word saying when (not « Durée : 2 h 30 », « le tarif 3 h », a length of time)
_HOUR = r"(?:[01]?\d|2[0-4])\s?h(?:\s?[0-5]\d)?(?!\w)"
_clock = compiled_on_first_use(
    rf"\b(?:a|à|des|dès|vers|jusqu'?à|jusqu'?a|jusque|avant|apres|après|at|from|until|till|by"
    rf"|depart|départ|ouverture|fermeture|opens?|closes?)\s{_HOUR}"
    rf"|\b{_HOUR}\s?(?:-|–|à|a|to)\s?{_HOUR}"
    r"|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:[01]?\d)\s?(?:am|pm|a\.m\.|p\.m\.)"
    r"|\b(?:midi|minuit|noon|midnight)\b",
    re.IGNORECASE,
)
_duration = compiled_on_first_use(
    # « 14 mois », « neuf ans », « 3 j », « 1 h 52 », « 11h12 », "two years"; « un an », « une
    # semaine », not « un jour » (some day)
    rf"\b{_LENGTH_NUMBER}(?:[- ](?:et[- ])?{_LENGTH_NUMBER})*\s?"
    r"(?:ans?|annees?|mois|semaines?|jours?|j|nuits?|heures?|h|minutes?|min|mn|years?|months?|weeks?"
    r"|days?|nights?|hours?|hrs?|mins?)\b"
    # (not a rate: « 2 jours par mois », « 3 j/sem », "two days a week")
    r"(?!\s?(?:par|per|/|a|an|each)\s?(?:an|annee|mois|semaine|sem|jour|j|year|month|week|day)\b)"
    r"|\bune? (?:an|annee|mois|semaine|heure|nuit)\b"
    r"|\b\d{1,2}\s?h\s?\d{2}\b"
    # a span of years or months: « 2010–2019 », « de 2008 à 2015 », « mars → octobre 2025 »
    r"|\b(?:19|20)\d\d\s?(?:[-–—→/]\s?(?:19|20)?\d\d(?![-/]\d)|(?:a|au|to)\s(?:19|20)\d\d)\b"
    rf"|\b{_SPAN_MONTH}(?: (?:19|20)\d\d)?\s?(?:[-–—→]|a|au|to)\s?{_SPAN_MONTH}"
)
# ... not an age (« j'ai 40 ans », « Inès, 34 ans, designer »), nor an audience's (« dès 14 ans »,
# « à partir de 6 ans »); « il y a 3 ans » is a time ago
_aged = compiled_on_first_use(r"(?:\b(?:ai|(?<!\by )a|as|avait|avais|agee?s?(?: de)?|des|a partir de)|,)\s+$")


def asks_duration(folded: Sequence[str]) -> bool:
    """Whether a question (its folded words) asks how long something lasted or takes."""
    for j, w in enumerate(folded):
        after = folded[j + 1 : j + 3]
        if w == "combien" and after[:1] == ["de"] and after[1:] and after[1] in _TIME_UNITS:
            return True  # « combien de temps », « combien de jours »
        if (w == "how" and after[:1] == ["long"]) or w in _LASTING:
            return True
        if w in _LASTS and "combien" in folded:
            return True
    return False


def _lasted_beside(sentence: str, is_anchor: Callable[[str], bool]) -> bool:
    """Whether ``sentence`` writes a length of time within ``VALUE_WINDOW`` words of an anchor;
    one in brackets is of the words before them (« l'École 42 (2023-2025) avec un stage »: the
    school's years, not the internship's)."""
    folded = fold(sentence)
    found = list(_raw_word().finditer(folded))
    anchors = [j for j, m in enumerate(found) if is_anchor(m.group())]
    if not anchors:
        return False
    starts = [m.start() for m in found]
    for m in _duration().finditer(folded):
        if m.group().endswith(" ans") and _aged().search(folded, 0, m.start()):
            continue
        at = bisect_right(starts, m.start()) - 1  # the duration's first word
        opened = folded.rfind("(", 0, m.start())
        if opened > folded.rfind(")", 0, m.start()):
            # bracketed: the words right before the bracket are what it dates
            before = bisect_right(starts, opened)
            if any(before - VALUE_WINDOW <= a < before for a in anchors):
                return True
        elif any(abs(a - at) <= VALUE_WINDOW for a in anchors):
            return True
    return False


def writes_duration(text: str) -> bool:
    """Whether ``text`` writes a length of time or a span of years or months (not an age)."""
    folded = fold(text)
    return any(
        not (m.group().endswith(" ans") and _aged().search(folded, 0, m.start()))
        for m in _duration().finditer(folded)
    )


# What a bio writes in words a question does not use. An age is written as a birth with its
# year (« Né à Dax en 1989 », « née le 3 mars 1988 », « j'ai vu le jour le 9 avril 1982 », "born
# in 1989"), where the origin is written as a birthplace or a childhood (« J'ai grandi à Bastia »,
# « originaire de Sélestat », "I grew up in Cork"); the tokeniser cannot keep « né », which
# folds to the negation « ne »; inclusive writing agrees it for everyone (« né·e », « né.e »,
# « né(e) »).
_BORN = r"n[ée](?:e|[·∙•.]e|\(e\))?s?"
_birth = compiled_on_first_use(
    rf"\b(?:{_BORN}|born|vu le jour)(?!\w)[^.\n]{{0,40}}?\b(?:19|20)\d\d\b",
    re.IGNORECASE,
)
_origin = compiled_on_first_use(
    # (the verbs in any case, the place named with its capital)
    rf"\b(?i:{_BORN}|born)\s+(?:(?i:le|on|en|in)\s+[^,.;\n]{{1,25}}?\s+)?(?i:à|a|in|at)\s+[A-ZÀ-Ý]"
    r"|\b(?i:vu le jour)\b|\b(?i:grandi|grew up|raised)\s+(?i:à|a|en|au|aux|dans|in|on|near)\s"
    r"|\b(?i:originaire|natif|native)\s+(?i:de|d['’]|du|des|of)\s?"
    r"|\b(?i:je viens|je suis venue?|originally|i'?m|i am|i come)\s+(?i:de|d['’]|du|from)\s?[A-ZÀ-Ý]",
)

# Where someone lives, written as a place after a verb of residence (« designer pigiste basée à
# Montréal, dans Villeray », « installé à Annecy », « j'habite à Besançon », "based in Grenoble"),
# for « Où habite-t-elle ? »: a line holding the asked word without a place (« Je vis avec mon
# chum ») does not answer it. The verbs in any case, the place named with its capital.
_home = compiled_on_first_use(
    # (« traductrice indépendante à Strasbourg », « kiné libéral à Annecy », « graphiste freelance
    # à Nantes »: a trade practised on one's own is practised where one lives)
    r"\b(?i:bas[ée]e?s?|install[ée]e?s?|[ée]tabli(?:e|s|es)?|domicili[ée]e?s?|habit(?:e|es|ent|ons)"
    r"|ind[ée]pendante?s?|lib[ée]ral(?:e|es)?|freelance"
    r"|r[ée]sid(?:e|es|ent|ons)|vi[st]|vivons|vivent|based|lives?|living|located)"
    r"\s+(?:(?i:depuis\s+\S+|encore|aujourd['’]hui|now|currently)\s+)?"
    r"(?i:à|a|au|aux|en|dans|près\s+de|in|at|near|outside)\s+"
    r"(?:(?i:le|la|les|l['’]|the)\s*)?[A-ZÀ-Ý]"
    # « habiter » takes its place without a preposition too: « nous habitons Murat »
    r"|\b(?i:habit(?:e|es|ent|ons|ez))\s+[A-ZÀ-Ý]"
    # a profile's field (« Lieu : Saint-Pierre-des-Corps (37) », « Ville : Figeac »,
    # "Location: Lyon"): the place its person lives and works
    r"|^[-*]?\s*(?i:lieu|ville|localisation|location|domicile|r[ée]sidence)\s*:\s*[A-ZÀ-Ý]",
    re.MULTILINE,
)

# Children written as the owner's own, by the word for a son or a daughter after a possessive of
# the writer's (« notre fille Zoé », « mes deux fils », "my daughter"), or the couple's a profile in
# the third person writes (« avec son compagnon Thomas et leur fils Noé »), for « A-t-elle des enfants ? »:
# the light stemmer makes « fille » and « fils » one « fil » (« fil rouge »), no synonym of it.
# Read folded.
_children = compiled_on_first_use(
    r"\b(?:ma|mon|mes|notre|nos|my|our|leurs?|their)\s+(?:\w+\s+)?"
    r"(?:filles?|fils|enfants?|ados?|adolescente?s?|daughters?|sons?|kids?|children|teenagers?)\b"
)


def writes_children(text: str) -> bool:
    """Whether ``text`` writes the writer's own son, daughter or children."""
    return _children().search(fold(text)) is not None


# A level written as one: a language's (« Anglais : C1 (IELTS 7.5) », « JLPT N1 », « courant »,
# « langue maternelle », "fluent"), a skill's (« avancé », « notions »), for « Quel est son niveau
# d'anglais ? »: the passage holding « niveau » in another sense (« je passe les 6b ») or the
# language's name alone (« l'anglais tous les jours ») does not say it. Read folded.
_level = compiled_on_first_use(
    r"\b(?:[abc][12]|n[1-5]|hsk ?[1-6]|ielts|toeic|toefl|delf|dalf|cambridge|jlpt)\b"
    r"|\b(?:courant|bilingue|natif|native|langue maternelle|notions|debutante?|intermediaire"
    r"|avancee?|confirmee?|experte?|fluent|beginner|intermediate|advanced|mother tongue)\b"
)


# A birth a relative's name or kin word just precedes is the relative's: « Lou, notre fille, née
# le 2 juin 2021 à Angers », "my brother, born in Lyon" (the age or birthplace asked of the
# owner is not there; a kin asked still reads « fille » and « née » as words). Not "son", the
# French possessive.
_kin_before = compiled_on_first_use(
    r"\b(?:fille|fils|enfants?|bebe|soeur|frere|mere|pere|mari|epouse|epoux|compagnon|compagne"
    r"|conjointe?|neveu|niece|cousine?|daughter|child|baby|sister|brother|mother|father|husband"
    r"|wife|partner)\b[^.;:\n]{0,20}$"
)


def _own(pattern: re.Pattern[str], text: str) -> bool:
    """Whether ``pattern`` matches ``text`` once not right after a kin word (``_kin_before``)."""
    kin = _kin_before()
    return any(not kin.search(fold(text[max(0, m.start() - 40) : m.start()])) for m in pattern.finditer(text))


def writes_birth(text: str) -> bool:
    """Whether ``text`` writes a birth with its year (an age), not a relative's."""
    return _own(_birth(), text)


# someone named, born (« Lison est née en novembre 2016 »), in a text that speaks in the first
# person: not the writer, who says « je suis née » (a third-person bio names the owner so)
_named_born = compiled_on_first_use(r"\b[A-ZÀ-Ý][\w’'-]+ (?:est|était) n[ée]e?s?\b")
# the words of a text written in the first person (« je », « mon », "I"…; search reads them too)
FIRST_PERSON = frozenset({"je", "j", "moi", "mon", "ma", "mes", "i", "my", "me", "mine"})
_FIRST_PERSON_VERB = frozenset({"ai"})  # « j'ai », whose elided « j' » words() drops


def _writes_own_birth(text: str) -> bool:
    if not writes_birth(text):
        return False
    said = set(words(text))
    if FIRST_PERSON.isdisjoint(said) and _FIRST_PERSON_VERB.isdisjoint(said):
        return True
    named = [(m.start(), m.end()) for m in _named_born().finditer(text)]
    return any(not any(a < m.start() < b for a, b in named) for m in _birth().finditer(text))


# an age said in the first person or as a profile's field (« J'ai 41 ans (depuis le 14 mars) »,
# « Âge : 47 ans », "I'm 34"): the answer an age question wants, as a birth date is
_own_age = compiled_on_first_use(
    r"\b(?:j['’ ]?ai|age|agee)\s*:?\s*\d{1,3} ans\b|\b(?:i am|i['’]m) \d{1,3}\b(?! ?%)"
)


def writes_age(text: str) -> bool:
    """Whether ``text`` writes the writer's age: a birth with its year, not a relative's nor
    another's named in a first-person text, or an age said as one's own."""
    return _writes_own_birth(text) or _own_age().search(fold(text)) is not None


def writes_home(text: str) -> bool:
    """Whether ``text`` writes the place where someone lives, not a relative's."""
    return _own(_home(), text)


def writes_level(text: str) -> bool:
    """Whether ``text`` writes a level (of a language, of a skill) as one."""
    return _level().search(fold(text)) is not None


def writes_origin(text: str) -> bool:
    """Whether ``text`` writes where someone was born or grew up, not a relative."""
    return _own(_origin(), text)


# A way to reach someone, written without saying « contact »: a phone number (French or
# international) or an email address (« Riom · contact@domes-ops.fr · 06 39 98 12 54 »).
_phone = compiled_on_first_use(
    r"(?<![\d+])(?:\+\d{1,3}[ .]?\(?0?\)?[ .]?[1-9]|0[1-9])(?:[ .-]?\d{2}){4}(?!\d)"
)
_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")


def writes_phone(text: str) -> bool:
    """Whether ``text`` writes a phone number (French or international)."""
    return _phone().search(text) is not None


def writes_email(text: str) -> bool:
    """Whether ``text`` writes an email address."""
    return _EMAIL.search(text) is not None


def writes_reach(text: str) -> bool:
    """Whether ``text`` writes a phone number or an email address."""
    return _phone().search(text) is not None or _EMAIL.search(text) is not None


# term (as the vault spells it) -> whether a passage's text writes it in the answer's shape; a
# phone asked is a number written, not the word (« Je ne donne pas mon numéro de téléphone »,
# « Permanence téléphonique : 18 h – 20 h » are no phone number)
SHAPED: dict[str, Callable[[str], bool]] = {
    "ans": _age,
    "telephon": writes_phone,
    "telephone": writes_phone,
}
# ... a shape asked for, not whether there is one: « A-t-elle un numéro de téléphone ? » is
# answered by « Pas de numéro de téléphone ici, écrivez-moi »
WHETHER_UNSHAPED = frozenset({"telephon", "telephone"})


def in_shape(term: str, text: str) -> bool:
    """Whether ``text`` writes ``term`` as an answer (always, for a term with no shape)."""
    check = SHAPED.get(term)
    return check is None or check(text)


# An award written without the word asked: « qui a reçu le Prix du disque Jazz'Ouest en 2019 »,
# « Prix du jury jeune public », « lauréate du prix Fil d'Ariane » (not « le prix d'un violon »)
_award = compiled_on_first_use(
    r"\b(?:re[cç]u|obtenu|remport[ée]e?|gagn[ée]e?|d[ée]cern[ée]e?|laur[ée]at(?:e)?\s+du)\s+(?:le\s+|un\s+|du\s+|la\s+)?"
    # a rank before it: « a reçu le 2e prix », « remporté le premier prix »
    r"(?:(?:\d+(?:e|er|re|ème|eme)|premier|première|deuxième|second|seconde|troisième)\s+)?prix\b"
    r"|\bPrix\s+(?:du|de\s+la|de\s+l['’]|des|d['’]|de)?\s*[A-ZÀ-Ýa-zà-ÿ'’]+\s+[A-ZÀ-Ý]"
    r"|\bPrix\s+(?!HT\b|TTC\b)[A-ZÀ-Ý]"
    r"|\b[Pp]rix\s+(?:du\s+jury|du\s+public|de\s+th[èe]se|du\s+disque|d['’]excellence)\b"
    # a rank before it, no verb: « **2e prix « meilleur petit format »** »
    r"|\b(?:\d+(?:e|er|re|ème|eme)|premier|première|deuxième|second|seconde|troisième)\s+prix\b",
)


def writes_award(text: str) -> bool:
    """Whether ``text`` writes an award received, in words other than « récompense »."""
    return _award().search(text) is not None


# A pastime written without the word asked (« Hors des plateaux, elle chante dans un chœur et nage
# en eau libre », « Centres d'intérêt : céramique, course à pied, chorale »): an activity one does
# for pleasure, in a sentence that says it is off work or liked, or among several such activities.
# Read folded. A pastime word alone is no hobby: a luthier's « guitare », a baker's « cuisine ».
_pastime = compiled_on_first_use(
    r"\b(?:escalade|grimp\w*|voile|voilier|deriveur|kayak|canoe|aviron|surf|plongee|natation|"
    r"nag(?:e|es|er|eait)|navigu(?:e|es|er)|trail|trails|course a pied|courir|(?:je|il|elle) cour[st]|"
    r"running|"
    r"marathon|semi-marathon|randos?|"
    r"randonnees?|ski|ski de rando|snowboard|velo|cyclisme|vtt|gravel|yoga|pilates|danse|boxe|judo|"
    r"karate|tennis|badminton|football|foot|rugby|basket|handball|volley|equitation|golf|peche|"
    r"alpinisme|speleo|parapente|triathlon|musculation|ceramique|poterie|peinture|aquarelle|dessin|"
    r"sculpture|photographie|guitare|piano|violon|violoncelle|batterie|chant|chante|chanter|chorale|"
    r"choeur|synthes?|synthetiseurs?|couture|tricot|broderie|jardinage|potager|apiculture|ruches?|"
    r"lecture|polars?|romans?|bd|jeux de societe|jeux video|echecs|cinema|series|bricolage|astronomie|"
    r"climbing|sailing|kayaking|surfing|diving|swimming|running|hiking|skiing|cycling|dancing|boxing|"
    r"painting|drawing|pottery|ceramics|photography|guitar|singing|choir|knitting|gardening|"
    r"beekeeping|reading|novels|board games|video games|chess|"
    r"musique|jazz|contrebasse|basse|saxophone|accordeon|clarinette|trompette|flute|ukulele|"
    r"cueillette|champignons|mycologie|music|bass|mushrooms)\b"
)


_leisure = compiled_on_first_use(
    r"\b(?:loisirs?|hobby|hobbies|passions?|passionnee?s?|temps libre|dehors|"
    r"hors\b(?! ligne| taxes?| service| ht\b| saison)|"  # « Hors musique, … », not « hors taxes »
    r"a cote|le reste du temps|week-?ends?|le dimanche|le samedi|le soir|en vacances|j aime|j adore|"
    r"fan de|amateur|"
    r"amatrice|je pratique|pratique|centres? d interets?|interets|perso|free time|spare time|outside|"
    r"i love|i enjoy|interests|"
    # « Quand je ne suis pas à l'atelier : … », « quand je ne travaille pas », "when I'm not working"
    r"quand je (?:ne )?(?:suis|travaille|bosse) pas|when i m not)"
)


def names_pastime(text: str) -> bool:
    """Whether ``text`` (a line of a passage already about pastimes) names one."""
    return _pastime().search(fold(text)) is not None


def writes_hobby(text: str) -> bool:
    """Whether ``text`` writes a pastime: an activity beside a word of leisure, or three of them."""
    folded = fold(text).replace("'", " ").replace("\u2019", " ")
    found = _pastime().findall(folded)
    if not found:
        return False
    return len(set(found)) >= 3 or _leisure().search(folded) is not None


# File formats named as a list names them (« exports au minimum en TXT, SRT, VTT, JSON »,
# « fichiers .stl ou .3mf »): the answer to « quels formats ? », which such a line never writes.
# Written in capitals or as an extension, two of them at least: « PDF » alone is a document
_FILE_FORMATS = (
    "txt|srt|vtt|json|jsonl|csv|tsv|pdf|docx?|odt|rtf|md|html?|xml|ya?ml|epub|xlsx?|ods|pptx?|odp"
    "|mp3|mp4|wav|flac|ogg|m4a|mov|mkv|webm|png|jpe?g|gif|svg|webp|tiff?|stl|3mf|obj|step|gcode|dxf|zip"
)
_file_format = compiled_on_first_use(rf"(?<![\w.])(?:(?:{_FILE_FORMATS.upper()})\b|\.(?:{_FILE_FORMATS})\b)")


def writes_file_formats(text: str) -> bool:
    """Whether ``text`` names two file formats or more (« TXT, SRT, VTT »; « .stl, .3mf »)."""
    return len({m.group().lstrip(".").lower() for m in _file_format().finditer(text)}) >= 2


# An earlier occupation written as a career is (« 2008 – 2015 : chef boulanger chez Verdier »,
# « j'ai travaillé sept ans à Paris », "I worked at Alpitronic", what came first: « iel a d'abord
# fait des études de géographie »), for « avant » / "before" asked of the owner
# (lexicon.PAST_MARKERS): no career note says « reconversion ». Read folded.
_earlier_work = compiled_on_first_use(
    r"\b(?:19|20)\d\d\s*(?:-|–|—|/|→|->|a|au|to)\s*(?:19|20)?\d\d\b"
    r"|\bde (?:19|20)\d\d a (?:19|20)\d\d\b"
    r"|\b(?:pendant|durant|for) (?:\d+|[a-z]+) (?:ans|annees|years)\b"
    r"|\bj (?:ai|avais) (?:travaille|ete|bosse|enseigne|exerce|passe|fait|commence|debute)\b"
    r"|\bj etais\b|\b(?:il|elle|iel) (?:a|avait) (?:travaille|ete|enseigne|exerce|passe)\b"
    r"|\b(?:ai|a|avais|avait) d abord\b"
    r"|\bi (?:worked|was|spent|used to|started)\b|\bauparavant\b|\bprecedemment\b|\bavant (?:ca|cela)\b"
    r"|\b(?:\d+|[a-z]+) (?:ans|annees|years) (?:at|chez|dans|en|in|with|as|comme)\b"
    # « Quatorze ans de SAV chez Arvéa », « je suis entré comme technicien », « j'y suis resté
    # quatorze ans »: a job entered, held, left
    r"|\b(?:\d+|[a-z]+) (?:ans|annees) d(?:e|u|es)? (?:[a-z]+ ){1,2}chez\b"
    r"|\bje suis (?:entre|rentre) (?:comme|chez)\b|\bj y suis reste\b"
)


def writes_earlier_work(text: str) -> bool:
    """Whether ``text`` writes an earlier occupation: a span of years, a job in the past tense."""
    return _earlier_work().search(fold(text).replace("'", " ").replace("\u2019", " ")) is not None


# a word a question asks (as written, stemmed by each vault's stemmer) -> the shape of a text
# that holds it without writing it
WRITTEN_AS: dict[str, Callable[[str], bool]] = {
    "age": writes_age,
    "ans": writes_age,
    "originaire": writes_origin,
    "grandi": writes_origin,  # « elle a grandi où ? » and « je suis née à Aurillac… »
    "grandir": writes_origin,
    "natal": writes_origin,
    "hometown": writes_origin,
    "habiter": writes_home,
    "niveau": writes_level,
    "contact": writes_reach,
    "telephone": writes_phone,  # an email is no phone number (« son téléphone ? »)
    "mail": writes_email,  # « c koi son mail » and « contact@cabinet.fr »
    "email": writes_email,
    "courriel": writes_email,
    "joindre": writes_reach,
    "recompense": writes_award,
    "reconversion": writes_earlier_work,  # « avant », "before" asked of the owner (PAST_MARKERS)
    "ancien": writes_earlier_work,  # (the marker's term where the profile says « ancien infirmier »)
    "loisir": writes_hobby,
    "hobby": writes_hobby,
    "hobbies": writes_hobby,  # (stemmed apart from « hobby »)
    "passion": writes_hobby,
    "enfant": writes_children,
    "format": writes_file_formats,
}


# terms whose shape is read only when asked, not when a synonym brings them: « ancien » stands
# for « avant » asked of the owner, not for « Pourquoi a-t-elle changé d'atelier ? »
_ASKED_ONLY = frozenset({"ancien"})


def shaped_for(term: str, q: Query) -> bool:
    """Whether the question ``q`` holds ``term`` so that its shape (``WRITTEN_AS``) is read."""
    return term in (q.asked_set if term in _ASKED_ONLY else q.term_set)


# ... an age asked of one of the owner's kin (« Quel âge a sa fille ? »): any birth but a
# relative's of theirs, the first-person text naming them (« Zoé est née en septembre 2019 »)
_KIN_WRITTEN_AS = {**WRITTEN_AS, "age": writes_birth, "ans": writes_birth}


# what a line of studies says (« 2004–2009 : Institut national du patrimoine… Diplôme »): a
# span of years that is no job held
# (read folded; not « but », the diploma as the word for an aim: « dans le but de »)
_STUDIES = compiled_on_first_use(
    r"\b(?:etudes?|formation|diplomee?|licence|master|bac|baccalaureat|bts|dut|cap|bprea"
    r"|universite|fac|ecole|institut|lycee|college|these|doctorat|degree|university|school|studied)\b"
)


def writes_earlier_job(text: str) -> bool:
    """Whether a line of ``text`` writes an earlier occupation that is no study."""
    return any(
        writes_earlier_work(line) and _STUDIES().search(fold(line).replace("'", " ")) is None
        for line in text.split("\n")
    )


# ... the work asked with « avant » (« elle bossait dans quoi avant ? »): the job is the earlier
# one, written as a career is (« De 2008 à 2014 j'ai été gestionnaire sinistres chez… »), which
# no word for a job names
_CAREER_WRITTEN_AS = {
    **WRITTEN_AS,
    **dict.fromkeys((*JOB_WORDS, "poste"), writes_earlier_job),
}


@lru_cache(maxsize=8)
def _kin_terms(stemmer: Stemmer) -> frozenset[str]:
    return frozenset(stem(w, stemmer) for w in FAMILY)


def written_as(stemmer: Stemmer, terms: frozenset[str] = frozenset()) -> dict[str, Callable[[str], bool]]:
    """``WRITTEN_AS`` keyed by the terms as a vault built with ``stemmer`` spells them (one
    shared dict: read it, never change it); for a question whose ``terms`` ask one of the
    owner's kin, their shapes; for one asking the work done before, the job's."""
    kin = not _kin_terms(stemmer).isdisjoint(terms)
    return _keyed(stemmer, kin, not kin and stem("ancien", stemmer) in terms)


@lru_cache(maxsize=16)
def _keyed(stemmer: Stemmer, kin: bool, career: bool = False) -> dict[str, Callable[[str], bool]]:
    shapes = _KIN_WRITTEN_AS if kin else _CAREER_WRITTEN_AS if career else WRITTEN_AS
    return {stem(w, stemmer): shape for w, shape in shapes.items()}
