"""Set phrases whose words, read one by one, ask something else than the phrase does.

« Que fait-elle dans la vie ? » asks for a job, not about « la vie »; « Comment s'appelle-t-il ? »
for a name, not a phone call; « D'où vient-elle ? » for where she is from; « A-t-il gagné un
prix ? » for an award, not a price; « Est-elle disponible pour une alternance ? » whether she
seeks one. Each phrase is rewritten, on the question's folded words, to the word a note
would use for the answer (a word of the lexicon, ``grasbot.retrieval.lexicon``), before the
words are read one by one. General French and English only, never one vault's topics.

It also tells apart a question that asks for the owner and nothing else (:func:`asks_person`:
« Quel est son métier ? », « Présente-toi »), which the profile notes answer as they answer
« Qui est-il ? », and a visitor's courtesy (« Bonjour », « Merci ! »), which no note answers.
Each rule was measured on every graded set (docs/answers.md, "Three new blind sets").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from itertools import pairwise

from grasbot.patterns import compiled_on_first_use
from grasbot.tokenise import STOPWORDS

__all__ = [
    "COURTESY",
    "EARNING",
    "JOB_WORDS",
    "NEXT_WORDS",
    "NOW_WORDS",
    "OFFERING",
    "OFFER_NOUNS",
    "PASTIMES",
    "PERSON_FRAME",
    "after_have",
    "asks_charge",
    "asks_cost",
    "asks_current_work",
    "asks_offer",
    "asks_person",
    "asks_pushed",
    "asks_upcoming",
    "asks_when",
    "asks_whom",
    "asks_years",
    "participles",
    "read_idioms",
    "respelled_triggers",
    "unframed",
    "which_things",
]

_FAIRE = frozenset({"fait", "fais", "faites", "faisait", "faisais", "font", "faire"})
# giving lessons (« donne des cours », « donnez-vous des cours »): teaching
_GIVING = frozenset({"donne", "donnes", "donnez", "donner", "donnent", "donnait", "give", "gives"})
_APPELER = frozenset({"appelle", "appelles", "appelez", "appellent", "appeler", "appelait"})
_SUBJECTS = frozenset({"il", "elle", "iel", "tu", "vous"})
# « commencé », « débuté » after a form of « avoir »: the past participle (folded, « commence »
# is also the present: « Quand commence-t-il ? » keeps its meaning); the infinitive there is the
# commonest French misspelling of it (« il a commencer avec quoi ? »), never a start to come
_BEGUN = frozenset({"commence", "commencee", "debute", "demarre", "commencer", "debuter", "demarrer"})
# « il est rentré à 42 », « elle a intégré l'école », "when did he join": joining told in the past,
# on a question asking when; what was joined and the date are asked, not the verb (a CV writes
# « 2023 – 2025 · Étudiant École 42 », no « entré »)
_JOINED_BEING = frozenset({"rentre", "rentree", "entre", "entree"})  # after « être »
_JOINED_HAVING = frozenset({"integre", "integree", "rejoint", "rejointe", "joined", "entered"})
_BEING = frozenset({"est", "etait", "es", "suis", "etes", "was", "is"})
_WHEN_WORDS = frozenset({"quand", "annee", "date", "depuis", "when", "year"})
_HAVE = frozenset({"a", "ai", "as", "avez", "avait", "avais", "ont", "aviez"})
_PERSONS = frozenset({"t", "il", "elle", "iel", "tu", "vous"})
_HAVING_SUBJECTS = _PERSONS | {"je", "j", "on", "ils", "elles", "nous"}  # between « a » and its participle
_VENIR = frozenset({"vient", "viens", "venez", "viennent", "venait", "venais"})
# « à côté de », « de l'autre côté », « du côté de »: a side, a place (``read_idioms``)
_SIDE_OF = frozenset(
    {"a", "l", "le", "un", "autre", "du", "de", "des", "d", "chaque", "ce", "cet", "mon", "son", "sa"}
)
_TAKING = frozenset({"prend", "prends", "prenez", "prendre", "prenait", "prennent"})
_ELSEWHERE = frozenset({"ailleurs", "loin"})
_LEARNT = frozenset({"appris", "apprise", "appri", "apprit"})
_GAGNER = frozenset(
    {"gagne", "gagnes", "gagnez", "gagner", "remporte", "remportes", "remporter", "recu", "recue", "obtenu"}
    | {"obtenue", "decroche", "decrocher", "won", "win", "wins", "received"}
)
_PRIZES = frozenset({"prix", "award", "awards", "prize", "prizes"})
# « combien gagne-t-il ? »: what one earns (``_asks_rate`` tells it from « combien de prix »)
# (and « combien il touche ? »: money received); shapes.asked_value reads it too
EARNING = frozenset(
    {"gagne", "gagnes", "gagnez", "gagnent", "gagnait", "gagnais", "earn", "earns", "make", "makes"}
    | {"touche", "touches", "touchez", "touchent", "touchait"}
)
# « a-t-il été primé ? », « son travail est primé » : awarded (« prime » alone is a bonus)
_AWARDED = frozenset({"prime", "primee", "primes", "primees"})
_BEEN = frozenset({"ete", "est", "sont", "etait", "etaient"})
_AVAILABLE = frozenset({"disponible", "disponibles", "available"})
# what one is « disponible pour » when seeking it: a kind of contract
_CONTRACTS = frozenset(
    {"alternance", "apprentissage", "stage", "cdi", "cdd", "emploi", "poste", "job", "contrat"}
    | {"apprenticeship", "internship", "position"}
)
_WHEN = frozenset({"quand", "when", "moment", "actuellement", "date", "partir"})
# « combien prend-il / demande-t-elle / facture-t-il ? », "how much does she charge?"
_CHARGING_EN = frozenset({"charge", "charges", "charging", "ask", "asks"})
_CHARGING = frozenset(
    {"prend", "prends", "prenez", "demande", "demandes", "demandez", "facture", "factures", "facturez"}
    | {"chargez"}  # « Combien vous chargez pour un logo ? », the anglicism
    | _CHARGING_EN
)
_HOW_MUCH = frozenset({"combien", "much"})
# « c'est combien ? » and its chat spellings (« c combien », « cé combien »), "how much is it?":
# the copula before « combien » / after "how much" asks what a thing costs
_IT_IS = frozenset({"c", "ce", "est"})
_IS = frozenset({"is", "are", "was", "were"})
# a measure of a thing, whose value « c'est combien ? » asks as much as a price (``asks_cost``)
_MEASURED_THINGS = frozenset(
    """
    temperature vitesse taille poids hauteur altitude longueur largeur distance duree capacite
    puissance frequence resolution score taux pourcentage age consommation autonomie surface
    temperature speed size weight height length distance duration capacity power
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
# what may follow « combien » after the verb when it asks a price: « il prend combien ? »,
# « combien de l'heure », « combien par jour », « combien pour un site » (not « combien de temps »,
# « combien de stagiaires »: a quantity of something)
_RATE_AFTER = frozenset({"par", "pour", "l", "la", "le", "du", "per", "for", "an", "a"})
# after « combien de »: an article (« de la journée »), or a singular unit of time once the elided
# article is gone (« de l'heure »); not « mois », the same in the plural (« combien de mois »)
_PER_DE = frozenset({"l", "la", "le", "heure", "journee", "jour", "semaine"})

_OF = frozenset({"de", "d", "time", "temps"})
# what stands between "how much" and the verb when nothing else is counted ("how much does she
# make?", "how much do you really earn?")
_UNCOUNTED = frozenset(
    {"do", "does", "did", "you", "he", "she", "they", "i", "we", "it", "really", "actually", "usually"}
)
_WHERE = frozenset({"ou", "where"})
# « Il est né où ? », « Où est-elle née ? », "Where was he born?": the birthplace (« né » folds to
# the negation « ne »: only after a form of « être » and with « où » asked)
_BORN = frozenset({"ne", "nee", "born"})
_BEING_ASKED = frozenset({"il", "elle", "he", "she"})  # « Où est-il né ? »: the question's last word
# « en dehors du boulot », « hors travail », « à côté de ses études », "outside work": time off
_OUTSIDE = frozenset({"dehors", "hors", "outside"})
_FOUND = frozenset({"trouve", "trouvent", "trouvait", "trouvera"})  # « se trouve », where a thing is
# "where was he born?", "where is it based / located?": the question's own words say what is asked
_TOLD_WHERE = frozenset({"born", "based", "located", "situated"})
# (not "programming languages": the group of « coder » reads them already)
_CODING = frozenset({"code", "codes", "coding", "develop", "develops"})
_HOME = frozenset({"maison", "maisons", "appartement", "appart", "logement"})
_SUBJECTS_EN = frozenset({"he", "she", "they", "you", "it", "his", "her", "their"})  # "where is he…"
_WEEKEND = frozenset({"week", "weekend", "weekends"})
# the weather said of a day (« s'il fait mauvais ») and money said lost (« on perd notre argent ? »)
_BAD_WEATHER = frozenset({"mauvais", "moche", "pourri"})
_LOSING = frozenset({"perd", "perds", "perdre", "perdu", "perdons", "perdez", "lose", "lost"})
# meeting someone, asked where (« on se retrouve où ? »)
_MEETING = frozenset(
    {"retrouve", "retrouver", "retrouvons", "retrouvez", "retrouvera", "rejoint", "rejoindre"}
)
# the words of a pastime asked (also functions.compose: the pastimes asked are a list)
PASTIMES = frozenset({"loisir", "loisirs", "hobby", "hobbies", "passion", "passions", "pastime", "pastimes"})
# the words a pastime is read as (``read_idioms``), and the frame around it once it is
_PASTIME_READ = frozenset({"loisir", "hobby"})
_PASTIME_FRAME = frozenset(
    {"aime", "aimes", "aimez", "aiment", "adore", "adores", "like", "likes", "enjoy", "enjoys", "love"}
    | {"loves", "pendant", "during"}
)
# how one spends time: « que fait-il le week-end ? », « elle aime faire quoi ? », "what does she do"
_SPENDING = frozenset({"fait", "fais", "faites", "faire", "aime", "aimes", "do", "does", "spend", "spends"})
_WHAT = frozenset({"quoi", "que", "qu", "koi", "what"})


def _asks_what(folded: Sequence[str]) -> bool:
    """« Qu'est-ce qu'il fait… » (the elided « qu' » is no word here): « est » then « ce »."""
    return any(a == "est" and b == "ce" for a, b in pairwise(folded))


# « Où a-t-il travaillé avant d'ouvrir sa boulangerie ? », "what did she do before starting her
# company?": the clause after « avant de » + infinitive is when (the owner's present), not what is
# asked; it ends at a punctuation mark, a conjunction, or a subject or question word
_before_clause = compiled_on_first_use(
    r"\b(avant|before)\s+(?:(?:de|d['’])\s*)?(?:(?:se|s['’]|me|m['’]|te|t['’]|nous|vous)\s*)?"
    r"(?:\w+(?:er|ir|re|oir)|\w{2,}ing)\b"
    r"(?:(?!\s+(?:et|ou|mais|il|elle|on|je|tu|vous|où|quand|quel\w*|comment|pourquoi|combien|and|or|"
    r"he|she|what|where)\b)[^?.!,;:\n])*",
    re.IGNORECASE,
)


# « Comment a-t-il repéré les valeurs aberrantes avant d'entraîner sa régression ? », "how did he
# clean the data before training the model?": asked how or why, the clause is the next step of a
# method, what the answer is about (not the owner's present, as after « Où a-t-il travaillé »)
_step_before = compiled_on_first_use(
    r"\b(?:comment|pourquoi|how|why)\b[^?]*\b(?:avant\s+(?:de\b|d['’])|before\s+\w+ing\b)"
)


# « Bonjour, je recrute pour une agence à Lyon : … », "I'm a recruiter at Acme, …": the visitor
# says who is asking; the firm, the town, « recrute » are no term of the answer (the question
# follows the clause). Not « Je suis gaucher, … », « Je suis à Saint-Flour, … »: those say what
# the answer depends on, and no word of recruiting is in them
_recruiter_clause = compiled_on_first_use(
    r"(?:^|(?<=[,.;:!?]))\s*(?:je|j['’]|nous|on|i|i['’]m|we|we['’]re)\b[^,.;:!?\n]*?"
    r"\b(?:recrut\w*|recruit\w*|hiring)\b[^,.;:!?\n]*[,.;:!]+(?=\s*\w)",
    re.IGNORECASE,
)


_POINTING = compiled_on_first_use(r"(?i)(?<![\w-])(?:l[àa]|ci)-(?:bas|haut)(?![\w-])")


def unframed(text: str) -> str:
    """``text`` without the clause « avant de + infinitive … » / "before + -ing …" (« avant d'ouvrir
    sa boulangerie »), « avant » kept: the previous occupation is asked, the rest is its frame;
    and without a recruiter's introduction (« je recrute pour une agence à Lyon : … »)."""
    lowered = text.lower()
    if "-" in lowered and ("là-" in lowered or "la-" in lowered or "ci-" in lowered):
        # « sa formation là-bas », « il y a quoi là-dedans ? »: a place pointed at, what the
        # conversation or the question already named, no « bas » or « dedans » asked
        text = _POINTING().sub(" ", text)
    if "recrut" in lowered or "recruit" in lowered or "hiring" in lowered:
        text = _recruiter_clause().sub(" ", text)
    if "avant" not in lowered and "before" not in lowered:
        return text
    if _step_before().search(lowered) is not None:
        return text  # the clause names the method's next step: part of what is asked
    return _before_clause().sub(r"\1", text)


_NOT = frozenset({"pas", "not", "isn", "aren", "isnt", "arent"})
_VARIOUS = frozenset({"differents", "differentes", "divers", "diverses", "various"})
_PLURAL_DETERMINERS = frozenset(
    {"les", "des", "ses", "mes", "tes", "vos", "nos", "leurs", "quels", "quelles", "the", "his", "her"}
)
# what « niveau » is the level of, or in (« son niveau d'anglais », « niveau en maths », « de
# niveau A2 »): a level asked, no chat's « as for »
_LEVEL_OWNED = frozenset(
    {
        "quel",
        "kel",
        "son",
        "sa",
        "mon",
        "ma",
        "ton",
        "ta",
        "votre",
        "notre",
        "leur",
        "le",
        "un",
        "bon",
        "haut",
    }
    | {"bas", "meme", "ce", "cet", "au", "du", "de", "d", "quelle", "his", "her", "their", "what", "which"}
)
_LEVEL_OF = frozenset(
    {"de", "d", "du", "des", "en", "in", "of", "a", "b", "c", "a1", "a2", "b1", "b2", "c1", "c2"}
)
_AT_WORK = frozenset({"au", "a", "en", "at", "on", "in"})
_SPARE_SUBJECTS = frozenset({"il", "elle", "iel", "tu", "vous", "on", "he", "she", "you", "they"})


def _spare_time(folded: Sequence[str], p: int) -> int:
    """The end (exclusive) of « quand il (ne) bosse pas » starting at ``p`` in a question asking
    what the owner does, or 0: a subject, up to 3 words, then the negation."""
    if p + 1 >= len(folded) or folded[p + 1] not in _SPARE_SUBJECTS or _SPENDING.isdisjoint(folded[:p]):
        return 0
    if _WHAT.isdisjoint(folded[:p]) and not _asks_what(folded[:p]):
        return 0
    for j in range(p + 2, min(len(folded), p + 6)):
        if folded[j] in _NOT:
            end = j + 1
            if end < len(folded) and folded[end].endswith("ing"):
                return end + 1  # "when she's not working"
            if end + 1 < len(folded) and folded[end] in _AT_WORK:
                return end + 2  # « quand elle n'est pas au cabinet », "not at work"
            return end
    return 0


_OFF_FROM = frozenset({"de", "du", "d", "des", "la", "le", "l", "son", "sa", "ses", "of", "his", "her"})
_OFF_WHAT = frozenset({"etudes", "cours", "ecole", "fac", "bureau", "work", "studies", "school", "office"})


_WHICH = frozenset({"quels", "quelles"})
# between « quels » and the thing asked: « Quels sont *les* modules », « Quelles étaient *ses*
# missions », « quels sont *tous ses* projets »
_BEFORE_THING = frozenset(
    {"sont", "etaient", "seront", "seraient", "les", "ses", "leurs", "vos", "tes", "ces", "tous", "toutes"}
    | {"des", "de", "d"}
)
_OWN_ACCOUNT = frozenset({"son", "mon", "ton", "votre", "leur", "notre"})
_PERSONAL = frozenset({"perso", "persos", "personnel", "personnels", "personnelles"})
_NOUN_LINKS = frozenset({"de", "du", "des", "d", "of"})
_ARTICLES = frozenset({"l", "la", "le", "les", "un", "une", "the", "a"})


def which_things(folded: Sequence[str]) -> str | None:
    """The word naming the things a « quels… ? » question asks for, the first after « quels »/
    « quelles » that is no filler (« Quels sont ses *projets* autour de l'IA ? »): "" when none
    follows; None when the question says no « quels »."""
    for p, w in enumerate(folded):
        if w in _WHICH:
            return next((x for x in folded[p + 1 :] if x not in _BEFORE_THING), "")
    return None


def _things_asked(folded: Sequence[str]) -> str | None:
    """:func:`which_things` when it is a plural (« projets »), else None."""
    thing = which_things(folded)
    return thing if thing and thing.endswith(("s", "x")) else None


def _set_aside_end(folded: Sequence[str], p: int) -> int:
    """The end (exclusive) of what « en dehors de » at ``p`` sets aside: a noun, its complements
    (« des projets *du cursus* 42 », « des exercices *de l'école* ») and a number after it."""
    j = p + 1
    while j < len(folded) and folded[j] in _OFF_FROM | _ARTICLES:
        j += 1
    j += 1  # the noun set aside
    while j < len(folded):
        if folded[j] in _NOUN_LINKS and j + 1 < len(folded):
            k = j + 1
            while k < len(folded) and folded[k] in _ARTICLES:
                k += 1
            j = k + 1
        elif folded[j].isdigit():
            j += 1
        else:
            break
    return min(j, len(folded))


def _off_work(folded: Sequence[str], p: int) -> int:
    """The end (exclusive) of « dehors du boulot » starting at ``p``, or 0: up to 3 linking
    words, then a job or study word."""
    for j in range(p + 1, min(len(folded), p + 5)):
        if folded[j] in JOB_WORDS or folded[j] in _OFF_WHAT:
            return j + 1
        if folded[j] not in _OFF_FROM:
            return 0
    return 0


# the words that start one of the phrases: most questions hold none, and are returned as they are
# a shell's « commandes internes », as a project note names them (« built-ins : echo, cd… »)
_BUILT_IN = frozenset({"interne", "internes", "integree", "integrees"})
# « c koi cub3d en gros ? », « en bref », « en résumé »: how short the answer may be, no word asked
_IN_SHORT = frozenset({"gros", "bref", "resume", "clair", "court"})
# the article of what « à part » sets aside (« à part *la* programmation »)
_INFINITIVE = ("er", "ir", "re")
_SET_ASIDE = frozenset({"le", "la", "les", "l", "un", "une", "des", "du", "de", "ses", "son", "sa", "ca"})
# « Il touche à la domotique ? », « tu touches au design ? »: whether one practises it (the
# verb is the question's frame, not the keys of a keyboard a note lists as « Touches »)
_TOUCHING = frozenset({"touche", "touches", "toucher", "touchez"})
# « qu'est-ce qui l'a *poussé* à changer de voie ? », « qu'est-ce qui t'a motivée à… », « qu'est-ce
# qui a déclenché le truc ? »: why, the verb after « à » being the event asked (the push itself is
# never written in a note)
_PUSHED = frozenset(
    {"pousse", "poussee", "motive", "motivee", "amene", "amenee", "incite", "incitee", "decide", "decidee"}
    | {"declenche", "declenchee"}
)
# « il a attrapé le virus de l'IA », « chopé le virus du vélo »: how a passion began, as « le déclic »
_CATCHING = frozenset({"attrape", "attraper", "attrapee", "chope", "choper", "chopee", "choppe", "pris"})
# « qu'est-ce qui lui a *donné* envie de… ? »: why, as « poussé » asks it
_GIVEN = frozenset({"donne", "donnee", "donnes", "donnees"})
# « pour quels clients a-t-elle travaillé ? », « il travaille pour quelles mairies ? », « pour qui
# a-t-elle bossé ? »: working *for* someone asked names the clients or employers; the verb is no
# job asked (its synonyms « poste », « métier » bring the notes about the trade)
_WORKED_FOR = frozenset(
    """travaille travailles travaillez travaillent travaillait travaillais travaillaient
    travailler bosse bosses bossez bossent bossait bossais bosser""".split()  # noqa: SIM905
)
_FOR_WHOM = frozenset({"qui", "quel", "quels", "quelle", "quelles"})
_WHICH_ONE = _FOR_WHOM - {"qui"}  # « il bosse sur quel logiciel ? »
# « gagner sa vie », "earn a living": a job
_EARNING_LIVING = EARNING | {
    "gagner",
    "gagnait",
    "gagnais",
    "gagnaient",
    "earned",
    "earning",
    "making",
    "made",
}
_OWN = frozenset({"sa", "ta", "leur", "votre", "ma", "a"})
# « il date de quand ? », « ça datait de quelle année ? »: when a thing was made
_DATING = frozenset({"date", "datent", "datait", "dataient"})
_WHEN_ASKED = frozenset({"quand", "quelle", "quel", "combien"})
# « tes jours off », « ses journées off », « le week-end off »: time off work
_DAYS_OFF = frozenset({"jour", "jours", "journee", "journees", "weekend", "weekends", "soir", "soirs"})
# « changer (complètement) de voie / de cap / de vie »: a career change, as a note names it
_CHANGING = frozenset({"change", "changer", "changes", "changez", "changeait", "changee"})
# « il a lâché le métier de soignant pour se mettre à l'informatique », "why did he quit his job
# to code": a trade left for another is a career change, as a note names it
_LEAVING = frozenset(
    {"lache", "lacher", "quitte", "quitter", "abandonne", "abandonner", "plaque", "plaquer"}
    | {"quit", "left", "leave", "leaving", "quitting"}
)
# what a visitor does with a thing « en ligne », or names its address by (« à quelle adresse »)
_ADDRESS_WORDS = frozenset({"adresse", "address", "url", "lien", "link"})
# (not « disponible »: « disponible pour des cours en ligne » asks her availability)
_WEB_ASKED = _ADDRESS_WORDS | {"tester", "teste", "essayer", "try", "test", "accessible"}
# « (ils) lui font confiance », « m'ont fait confiance »: the verb before « confiance »
_TRUSTING = frozenset({"font", "fait", "faisaient", "feront", "accordent"})
_TRADES_LEFT = frozenset({"metier", "boulot", "job", "profession", "career", "carriere"})
_PAY_SLIP = frozenset({"paie", "paye", "salaire"})
_POSTS_LEFT = frozenset({"poste", "emploi", "cdi", "travail", "taf", "taff"})  # ... or the post held
_TRADE_OF = frozenset({"le", "son", "sa", "ce", "cette", "his", "her", "their", "the", "a"})
# « changer *complètement* de voie », « *franchement*, il code bien ? »: how, never what is asked;
# their stems are adjectives a note writes (« gestion complète »), so they are read away
_MANNER = frozenset(
    {"completement", "totalement", "entierement", "franchement", "simplement", "personnellement"}
)
# « en quelques mots », « en deux mots », « en trois mots », « en peu de mots »
_YEAR_WORDS = frozenset({"annee", "annees", "year", "years"})
# « j'ai cru lire », « j'ai entendu dire », « j'ai lu quelque part »: where the visitor heard it
_HEARD = frozenset({"cru", "entendu", "lu"})
_WHICH_YEAR = frozenset({"quel", "quelle", "quels", "quelles", "kel", "kelle", "what", "which"})
# the units of a span of time counted back from an event (« 5 jours avant », "a week before")
_SPANS = frozenset(
    """
    jour jours semaine semaines mois heure heures h minute minutes veille day days week weeks month
    months hour hours
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
# the forms of « mettre » before « en avant »
_PUTTING = frozenset({"met", "mets", "mettez", "mettre", "mettent", "mettait", "mettrait", "mis", "mise"})
_FEW = frozenset({"quelques", "deux", "trois", "deux-trois", "peu", "bref", "brefs", "few"})
_SAID_IN = frozenset({"mots", "phrases", "lignes", "words", "sentences", "lines"})
# « l'accord revient à combien ? »: what a thing comes to, its price (``asks_cost``)
_COMES_TO = frozenset({"revient", "reviennent", "reviendrait", "reviendraient", "reviendra", "revenait"})
# « ça s'est passé comment ? »: how a thing went (``_how_it_went``), « ça » and « se » before it
_HAPPENED = frozenset({"passe", "passee", "passer"})
_IT = frozenset({"ca", "cela", "ce", "tout"})
_ITSELF = frozenset({"s", "se", "est"})  # (« s' » is read away: « ça s'est » is « ca est »)
# « Il est resté combien de temps à 42 ? », « combien de temps a-t-il passé en gériatrie ? »:
# how long a stay lasted, told by its dates (« 2014-2023 »); the participle after its auxiliary
# (not « il passe combien de temps à coder ? », a habit, nor « combien de temps dure une
# réparation ? », what a service takes)
_STAYED = frozenset({"reste", "restee", "restes", "restees", "passe", "passee", "passes", "passees"})
# ... after their auxiliaries (``after_have``)
_STAYED_AFTER = frozenset({"a", "as", "ai", "avez", "ont", "est", "es", "etes", "sont", "suis"})

# « Il a installé quelle distrib ? », « qu'a-t-elle installé sur son serveur ? »: installing a
# thing (« avoir »), not settling somewhere (« elle s'est installée à Lyon », where she lives)
_INSTALLED = frozenset({"installe", "installee", "installes", "installees", "instale", "instalee"})
_LIVING = frozenset({"vit", "vis", "vivez", "vivent", "vivait", "habite", "habites", "habitez", "partage"})
_INSTALLED_EN = frozenset({"install", "installed", "installs", "installing"})  # (never a move)
_INSTALLS = frozenset({"installe", "installes", "installez", "installent", "installer", "instale"})  # present
# « pourquoi ça a changé ? », « cela a-t-il changé ? »: a thing changed, not the owner's career
_CHANGED = frozenset({"change", "changee", "changes", "changees", "changeait"})
# « faut attendre combien de temps ? », « on attend combien de temps pour une paire ? »: the
# delay, as a rates or services page writes it (« Délai : 8 à 10 mois »)
_WAITING = frozenset({"attendre", "attend", "attends", "attendez", "attendu"})
_TAKING_EN = frozenset({"take", "takes", "taking", "took"})
_THING_SUBJECTS = frozenset({"ca", "cela", "ceci"})

# the bride, the newly-weds (« bouquet de mariée », « les mariés »): a wedding, no spouse asked
_WED = frozenset({"mariee", "mariees", "maries", "marie"})
_WED_BEFORE = frozenset({"de", "la", "les", "des", "du", "aux", "jeunes", "futurs", "futures", "futur"})
# the visitor telling what they noticed before asking (« je vois que… », « j'ai lu que… »)
_NOTICED = frozenset({"vois", "vu", "lu", "remarque", "see", "saw", "read", "noticed"})
# « avoir lieu », to take place: when or where it happens is asked, no place (« lieu »)
_TAKING_PLACE = frozenset({"eu", "a", "ont", "aura", "auront", "avait", "avaient", "avoir", "aurait", "va"})
# « …, je crois », « il me semble », « si je me souviens bien », "I think": the visitor's hedge,
# no word of the answer
_BELIEVING = frozenset({"crois", "semble", "souviens", "think", "believe"})
_BELIEVERS = frozenset({"je", "j", "me", "i"})
_NOTICING = frozenset({"je", "j", "ai", "i"})
# what a thing is due to (« c'est lié à quoi ? »): its cause
_DUE = frozenset({"lie", "liee", "lies", "liees", "du", "due", "dus", "dues"})
# « pour quelle raison… ? », « quelles sont les raisons de… ? », "for what reason…?": a cause,
# as « pourquoi » asks it (a note tells why without the word « raison »)
_REASONS = frozenset({"raison", "raisons", "reason", "reasons"})
_REASON_ASKED = frozenset({"quelle", "quelles", "what", "which"})
_REASON_NAMED = frozenset({"la", "les", "the"})
_REASON_BEFORE = frozenset({"quoi", "quelle", "quelles", "est", "sont", "is", "are", "was", "were", "etait"})


def _asks_reason(folded: Sequence[str], p: int) -> bool:
    """Whether the word at ``p`` (« raison ») asks a cause: « pour quelle raison », « quelles
    raisons », « c'est quoi la raison », « quelle est la raison », "what was the reason"."""
    before = folded[p - 1] if p else ""
    if before in _REASON_ASKED:
        return True
    return before in _REASON_NAMED and p >= 2 and folded[p - 2] in _REASON_BEFORE


_TRIGGERS = frozenset(
    {"moment", "vie", "ou", "pour", "dans", "in", "libre", "time", "for", "base", "bases", "basee", "touch"}
    | {"off"}
    | {"quand", "when", "heure", "heures", "ecole", "ecoles"}
    | _TRADES_LEFT
    | _POSTS_LEFT
    | {"fiche", "fiches"}
    | {"confiance", "partner", "partners", "ligne", "online"}
    | _OUTSIDE
    | {"autour", "donnees", "compte", "train", "argent"}
    | _MEETING
    | _BAD_WEATHER
    | _PERSONAL
    | _WEEKEND
    | {"exemple", "example", "instance", "tomber", "vrai", "true"}
    | _REASONS
    | {"curieux", "curieuse", "envie"}
    | {"faible", "faibles", "fort", "forts"}
    | {"old", "mal", "bouteille", "video", "niveau", "longtemps", "pres", "juste", "proche", "proches"}
    | {"quelqu"}
    | _VARIOUS
    | {"membre", "membres", "member", "members", "tout", "virus", "failli", "fois", "ordre"}
    | _DATING
    | _APPELER
    | _PRIZES
    | _AWARDED
    | _BEGUN
    | _WORKED_FOR
    | _JOINED_BEING
    | _JOINED_HAVING
    | _CHARGING
    | _BORN
    | _VENIR
    | _LEARNT
    | EARNING
    | _FOUND
    | {
        "cours",
        "poche",
        "couple",
        "coin",
        "graphique",
        "graphiques",
        "bricoleur",
        "bricoleuse",
        "bricoleurs",
        "cause",
    }
    | _BUILT_IN
    | _IN_SHORT
    | {"part", "cote", "etre", "faire", "dure", "durent", "durait", "where", "bout"}
    | {"info", "infos", "information", "informations"}
    | {"connectee", "connectees", "intelligente", "intelligentes", "language", "languages", "good"}
    | _TOUCHING
    | _HOW_MUCH
    | {"juste", "voie", "cap", "living", "avant", "before"}
    | _YEAR_WORDS
    | {"start", "begin", "model", "models", "langage", "langue", "made", "make", "makes"}
    | _SAID_IN
    | _MANNER
    | _STAYED
    | _INSTALLED
    | _INSTALLED_EN
    | _INSTALLS
    | _CHANGED
    | _WAITING
    | {"long"}
    | _PUSHED
    | {"code", "ces"}
    | {"monde", "vrai", "pendant"}
    | {"depart", "tard", "tombe", "tombee", "tombes"}
    | {"moved", "move", "moving", "switched", "switch"}
    | _NOTICED
    | _DUE
    | _WED
    | {"nez", "jour", "jours", "day", "days"}
    | {"parait", "paraitrait"}
    | _HEARD
    | _BELIEVING
    | {"lieu"}
)
# « c'est vrai qu'il… », « est-il vrai que… »: what follows is asked (the elided « qu' » is gone)
_TRUE_THAT = frozenset({"que", "qu", "il", "elle", "iel", "on", "ils", "elles", "vous", "tu", "je", "j"})
# « ces deux-là », « ces trois projets »: a number after the demonstrative counts what was just
# talked about (a follow-up's history), no number asked
_HOW_MANY_BACK = frozenset({"deux", "trois", "quatre", "cinq", "2", "3", "4", "5"})
# « voir son code en ligne », « votre code source », "his code": the forge the owner publishes
# on, as a CV names it (« GitHub : Ladebeze66 »); not « son code postal », « le code de push_swap »
_WHOSE = frozenset({"son", "sa", "ses", "votre", "vos", "ton", "tes", "his", "her", "their", "your"})
_CODE_OF = frozenset({"postal", "promo", "de", "d", "du", "des", "of", "couleur", "acces", "wifi"})
# ... where it is to be seen (not « tester son code »): the seeing verb and the place are the
# phrase's frame
_SEEING = frozenset(
    {"voir", "vois", "regarder", "regarde", "regardez", "consulter", "consulte", "see", "look", "check"}
)
_SEEN_AT = frozenset(
    {"ou", "where", "ligne", "online", "quelque", "somewhere", "visible", "visibles", "public", "publie"}
)


def asks_pushed(folded: Sequence[str]) -> bool:
    """Whether the question asks why in the words « qu'est-ce qui l'a poussé / motivée /
    amené à… ? », « qu'est-ce qui lui a donné envie de… ? » or asks for the « déclic » (a
    cause, as « pourquoi » asks it)."""
    return any(
        (w in _PUSHED and "qui" in folded[max(0, p - 4) : p])
        or _gave_the_wish(folded, p)
        or w == "declic"
        or _caught_the_bug(folded, p)
        for p, w in enumerate(folded)
    )


def _caught_the_bug(folded: Sequence[str], p: int) -> bool:
    """Whether « virus » at ``p`` is the passion « il a attrapé le virus de… » tells."""
    return folded[p] == "virus" and p >= 2 and folded[p - 1] in ("le", "ce") and folded[p - 2] in _CATCHING


def _gave_the_wish(folded: Sequence[str], p: int) -> bool:
    """Whether « envie » at ``p`` is the one « qu'est-ce qui lui a donné envie de… ? » asks the
    cause of (not « elle a envie de… », a wish, nor « l'envie »)."""
    return folded[p] == "envie" and p > 0 and folded[p - 1] in _GIVEN and "qui" in folded[max(0, p - 6) : p]


def _asks_where_thing(folded: list[str], p: int) -> bool:
    """Whether "where" at ``p`` asks where a thing is ("where (exactly) is the campus?"), not
    where the owner is or comes from ("where is he from?")."""
    q = p + 1
    while q < len(folded) and folded[q] in ("exactly", "precisely", "actually"):
        q += 1
    subject = folded[q + 1] if q + 1 < len(folded) else ""
    return folded[q : q + 1] in (["is"], ["are"]) and subject != "" and subject not in _SUBJECTS_EN


def _giving(folded: list[str], p: int) -> int | None:
    """Where the verb giving the lessons at ``p`` is (« donne des cours », « donnez-vous des
    cours », « ne donne pas de cours »): up to two words before their determiner."""
    return next((j for j in range(p - 2, max(-1, p - 5), -1) if folded[j] in _GIVING), None)


_DOUBLE_CONSONANT = compiled_on_first_use(r"([cflmnprst])\1")


@lru_cache(maxsize=1)
def _single_spellings() -> dict[str, str]:
    """The set phrases' words written with a double consonant typed single, the commonest French
    slip (« il a comencé », « il travaile où ? ») -> the word: one double undone at a time, or
    all of them. Not a shorter word (« off » → « of »), a function word or another trigger, nor
    from an English word (« instal » is a French clipping, not "install" misspelt)."""
    out: dict[str, str] = {}
    for word in sorted(_TRIGGERS - _INSTALLED_EN):
        spots = [m.start() for m in _DOUBLE_CONSONANT().finditer(word)]
        variants = [word[:j] + word[j + 1 :] for j in spots]
        if len(spots) > 1:
            variants.append(_DOUBLE_CONSONANT().sub(r"\1", word))
        for variant in variants:
            if len(variant) >= 5 and variant not in _TRIGGERS and variant not in STOPWORDS:
                out.setdefault(variant, word)
    return out


def respelled_triggers(folded: list[str], unknown: Callable[[str], bool]) -> list[str]:
    """``folded`` with a set phrase's word typed with a double consonant single read as the word
    (``_single_spellings``), so that the phrase is read as its right spelling is; only where the
    vault never writes the typed word (``unknown``)."""
    spellings = _single_spellings()
    if spellings.keys().isdisjoint(folded):  # in C: most questions type none
        return folded
    return [spellings[w] if w in spellings and unknown(w) else w for w in folded]


def read_idioms(folded: list[str], personal: bool = True) -> list[str]:
    """``folded`` (a question's folded words) with its set phrases read as what they ask.
    ``personal``: the vault is a person's (a place asked is then an address, « localisation »)."""
    if _TRIGGERS.isdisjoint(folded):
        return folded
    out = list(folded)
    for p, w in enumerate(folded):
        if w not in _TRIGGERS:  # every branch below reads a trigger word (most words are none)
            continue
        before = folded[p - 1] if p else ""
        after = folded[p + 1] if p + 1 < len(folded) else ""
        if w in _WORKED_FOR and _for_whom(folded, p):
            out[p] = "client"
        elif (
            w in _WORKED_FOR
            and after in ("sur", "avec")
            and folded[p + 2 : p + 3]
            and folded[p + 2] in _WHICH_ONE
        ):
            # « il bosse sur quel logiciel ? », « elle travaille avec quels outils ? »: the tool
            # is asked, working is the frame (no job asked)
            out[p] = ""
        elif w in _BEGUN and after_have(folded, p):
            # « En quelle année a-t-il commencé à travailler dans l'ostréiculture ? »: a beginning
            # told in the past, never when the owner can start (a personal attribute); as
            # "started" in English (lexicon.PAST_BEGINNINGS), a function word
            out[p] = ""
        elif (
            (w in _JOINED_BEING and before in _BEING)
            or (w in _JOINED_HAVING and (after_have(folded, p) or before in _BEING))
        ) and not _WHEN_WORDS.isdisjoint(folded):
            out[p] = ""  # « Il est rentré à 42 en quelle année ? »: when he joined, as « commencé »
        elif w in _DATING and after in ("de", "d") and folded[p + 2 : p + 3] and folded[p + 2] in _WHEN_ASKED:
            # « le site actuel, il date de quand ? », « ça date de quelle année ? »: when it was
            # made, no date written as the word (the thing's date is what is asked)
            out[p] = out[p + 1] = ""
        elif w == "tout" and after in _LEAVING:
            # « c'était quoi le déclic pour tout plaquer ? », « tout lâcher »: a life's work left
            # for another, a career change, as a note names it
            out[p] = ""
            out[p + 1] = "reconversion"
        elif w == "failli" and after:
            # « elle a failli tomber d'un toit ? »: « nearly », the verb after it is what is asked
            # (not a note's « j'ai failli pleurer »)
            out[p] = ""
        elif w == "fois" and before in ("une", "des"):
            # « une fois », « des fois »: once, sometimes; not a count (« combien de fois »)
            out[p] = ""
        elif w == "ordre" and (before in ("quel", "un", "l") or after == "grandeur"):
            # « un budget de quel ordre ? », « un ordre de grandeur ? »: roughly how much, no order
            out[p] = ""
            if after == "grandeur":
                out[p + 1] = ""
        elif w in ("membre", "membres", "member", "members") and after in ("de", "du", "des", "d", "of"):
            # « les membres de sa famille », "the members of his band": the family, the band
            out[p] = ""
        elif w == "old" and before != "how" and after not in _IS:
            # "old-school", "his old job": no age, which "how old is he?" asks
            out[p] = ""
        elif w in ("made", "make", "makes") and after in ("him", "her", "them", "me", "you", "us"):
            out[p] = ""  # "What made him quit…?": a cause, no thing made
        elif w in ("start", "begin") and "did" in folded[max(0, p - 4) : p]:
            # "When did he start at 42?": a beginning told in the past, as "started" (above),
            # not when the owner can start
            out[p] = ""
        elif w in _CHARGING and _asks_rate(folded, p):
            # « combien il prend pour une conférence », "how much does she charge": a rate
            out[p] = "price" if w in _CHARGING_EN else "tarif"
            j = _how_much_after(folded, p)
            if j is not None:
                # « il prend combien de l'heure ? »: the rate is what is asked, « l'heure » what
                # it is per, not a number of hours counted (``COUNT_UNITS``)
                out[j] = ""
        elif w in _HOW_MUCH and asks_cost(folded, p):
            # « c combien Marée Basse sur Steam », « cé combien la consult », « ça fait combien ? »,
            # "how much is a lesson?": what it costs, as « Combien coûte… ? » asks it (the copula
            # read as the verb; the chat's « c » is no C language), « combien » still its frame
            if w == "combien":
                out[p - 1 if p else p + 1] = "coute"
                if p > 1 and folded[p - 2] in _COMES_TO:
                    out[p - 2] = ""  # (« revient à combien »: the verb is the frame, read as « coûte »)
                if folded[p + 1 : p + 2] in (["de"], ["d"]):
                    # « c'est combien de l'heure ? »: a rate; the unit of time it is per is no
                    # thing priced (a rates table writes « Taux horaire », not « heure »)
                    q = p + 2 + (folded[p + 2] in ("l", "la", "le"))
                    out[p + 1 : q + 1] = [""] * (q - p)
            else:
                out[p + 1] = "cost"
        elif w == "combien" and before == "c":
            out[p - 1] = ""  # « la température, c cb ? »: the chat's « c'est », no C language
        elif w in EARNING and _asks_rate(folded, p):
            # « Combien gagne-t-il ? », « elle gagne combien par an ? », "how much does she earn":
            # an income, not a prize won
            out[p] = "salaire"
        elif (
            w in ("base", "basee")
            and not _WHERE.isdisjoint(folded)
            and after not in _OF
            and before not in _OF
        ):
            # « Où est-il basé ? », « il é basé ou » (not « base de données », nor « du PLA de
            # base ou … ? », a noun where « ou » is "or")
            out[p] = "localisation"
        elif w in _FOUND and personal and before == "se" and not _WHERE.isdisjoint(folded):
            # « Où se trouve le cabinet ? », « L'atelier se trouve où ? »: a place, as « basé »
            # (not « trouver une maison », a thing sought). A person's vault only: an
            # encyclopedia's « Où se trouve le siège de l'ONU ? » is no address (piaf: −1)
            out[p - 1], out[p] = "", "localisation"
        elif w == "where" and personal and _TOLD_WHERE.isdisjoint(folded) and _asks_where_thing(folded, p):
            # "Where exactly is the campus?", "where is the workshop?": a place, as « Où se
            # trouve … ? » reads it (not "where is he from?", the owner's origin)
            out[p] = "localisation"
        elif (
            w == "niveau"
            and after
            and after not in _LEVEL_OF
            and not after[0].isdigit()
            and before not in _LEVEL_OWNED
        ):
            # « niveau savoir-être, il a quoi ? », « niveau salaire ? »: the chat's « as for »,
            # what follows is asked (not « son niveau en anglais », « à quel niveau », « B2 »)
            out[p] = ""
        elif w == "longtemps" and (
            before == "depuis" or (before == "fait" and folded[p - 2 : p - 1] in (["ca"], ["sa"]))
        ):
            # « ça fait longtemps qu'elle a son atelier ? », « il code depuis longtemps ? »: since
            # when, as « depuis quand » asks it (a date the notes give, no word « longtemps »)
            out[p] = "quand"
        elif w in _VARIOUS and before in _PLURAL_DETERMINERS and after:
            # « les différents ateliers », « ses divers projets »: which of them is asked, no
            # difference (« ils sont différents ? » keeps it: no determiner before)
            out[p] = ""
        elif w == "quelqu" and before == "avec" and not _LIVING.isdisjoint(folded[max(0, p - 3) : p]):
            out[p] = "compagnon"  # « elle vit avec quelqu'un ? »: a partner
        elif w in ("proche", "proches") and before == "famille":
            out[p] = ""  # « sa famille proche »: the family, nothing near
        elif w == "proches" and before in ("ses", "his", "her"):
            out[p] = "famille"  # « ses proches »: those of the family
        elif (w == "pres" and before == "peu") or (w == "juste" and before == "tout"):
            # « il a quel âge à peu près ? », « il sort tout juste des études ? »: how closely
            # it is asked, no nearness, nothing just
            out[p] = ""
        elif w == "mal" and before == "pas" and after in ("de", "d", "", "du", "des"):
            # « il a pas mal de bouteille », « pas mal ! »: a quantity, a compliment; no harm asked
            # (« il n'a pas mal au dos ? » keeps it: « au » follows)
            out[p] = ""
        elif w == "bouteille" and (
            (before == "la" and folded[p - 2 : p - 1] == ["de"])
            or (before == "de" and folded[p - 2 : p - 1] in (["mal"], ["peu"], ["plus"], ["beaucoup"]))
        ):
            # « il a de la bouteille », « pas mal de bouteille »: experience, not a bottle
            out[p] = "experience"
        elif w in ("faible", "faibles", "fort", "forts") and before in ("point", "points"):
            # « ses points faibles / forts »: a person's weaknesses, strengths (« qualités »)
            out[p - 1] = ""
            out[p] = "faiblesse" if w.startswith("faible") else "qualite"
        elif w in ("base", "bases") and after in ("de", "d") and folded[p + 2 : p + 3] == ["donnees"]:
            out[p], out[p + 1], out[p + 2] = "bdd", "", ""  # « bases de données »: one thing asked
        elif (
            w in ("pour", "dans", "for", "in")
            and after in _OWNERS
            and folded[p + 2 : p + 3]
            and folded[p + 2] in JOB_WORDS | {"work"}
            and any(x not in STOPWORDS for x in folded[:p])
        ):
            # « récompensée pour son travail », « quel logiciel pour son travail », "in her work":
            # the frame of what is asked, not a second thing asked (her job)
            out[p], out[p + 1], out[p + 2] = "", "", ""
        elif (
            w in ("ecole", "ecoles")
            and before in _WHICH_SCHOOL
            and not _FAIRE.isdisjoint(folded)
            and "etudes" not in folded  # (« quelle école … ses études »: both asked already)
        ):
            # « Elle a fait quelle école ? », « Quelles écoles a-t-il faites ? »: the school one
            # went to is one's studies (« diplômée de l'école Camondo »), not a school one
            # teaches at (« J'y donne un cours par an »)
            out[p] = "etudes"
        elif w == "cours" and before in ("des", "de") and (j := _giving(folded, p)) is not None:
            # « Elle donne des cours ? », « Donnez-vous des cours ? »: she teaches (« j'enseigne à
            # l'ESDN »), as the notes of a teacher say it; not « elle prend des cours » (lessons
            # taken) nor « en cours » (in progress). The word stays: « je donne des cours de
            # yoga » says it as asked
            out[j] = "enseigne"
        elif w == "poche" and before == "en" and not (_HAVE | {"avec"}).isdisjoint(folded):
            # « Quelles certifs a-t-elle en poche ? », « avec un BTS en poche »: obtained, held;
            # the pocket is no thing asked (« argent de poche », « lampe de poche » are)
            out[p - 1], out[p] = "", ""
        elif w in _BUILT_IN and before in ("commande", "commandes"):
            out[p - 1], out[p] = "built", ""
        elif w in _IN_SHORT and before == "en":
            out[p - 1], out[p] = "", ""
        elif w in _TAKING and before == "y" and p >= 2 and folded[p - 2] in _HAVING_SUBJECTS:
            out[p] = ""  # « comment il s'y prend ? »: how he goes about it, nothing taken
        elif w in _WED and before in _WED_BEFORE:
            # « un bouquet de mariée », « la robe de la mariée », « les jeunes mariés »: the
            # wedding's, a noun; not « elle est mariée ? », the owner's spouse
            out[p] = "mariage"
        elif w in _NOTICED and before in _NOTICING and p <= 2:
            # « Je vois qu'il a une RQTH… », « J'ai lu que… », "I see he…": how the visitor
            # came to ask, no word a note holds (the vault never writes « vois »)
            out[p - 1], out[p] = "", ""
        elif w in _DUE and folded[p + 1 : p + 3] in (["a", "quoi"], ["to", "what"]):
            # « c'est lié à quoi ? », « c'est dû à quoi ? », "what is it due to?": a cause, as
            # « pourquoi » asks it
            out[p], out[p + 1], out[p + 2] = "pourquoi", "", ""
        elif (w == "vrai" and before == "est" and (p <= 2 or after in ("que", "qu"))) or (
            w == "true" and before == "it" and after == "that"
        ):
            out[p] = ""  # « c'est vrai qu'une cliente… ? »: the visitor's frame, nothing true asked
        elif w in _REASONS and _asks_reason(folded, p):
            # « Pour quelle raison il a lâché son métier d'infirmier ? »: why, as « pourquoi »
            # asks it; the words framing it (« pour quelle », « c'est quoi la ») go with it
            first = p - 1
            while first > 0 and folded[first - 1] in ("pour", "for", "c", "est", "quoi", "quelle", "quelles"):
                first -= 1
            for j in range(first, p):
                out[j] = ""
            out[p] = "pourquoi"
        elif w == "tomber" and before in ("laisse", "laisser", "laissee", "laisses", "laissez"):
            # « Pourquoi a-t-il laissé tomber ChromaDB ? »: given up, as « abandonné » says it
            out[p - 1], out[p] = "abandonne", ""
        elif w == "cause" and before == "a" and after in ("de", "du", "des", "d"):
            out[p] = ""  # « à cause de ses abeilles »: because of, no cause asked of the notes
        elif w in ("bricoleur", "bricoleuse", "bricoleurs"):
            # « Il est plutôt bricoleur ? »: handy, as a CV says it (« dépannage matériel »); not
            # « bricoler avec des imprimantes », which is tinkering with them
            out[p] = "reparer"
        elif w == "cote" and after and (p == 0 or (before not in _SIDE_OF and after not in _SIDE_OF)):
            # « Côté savoir-être, il met quoi en avant ? », « côté salaire, … »: the topic the
            # question opens with is what follows, « côté » is no word asked; so mid-question
            # (« bricoleur côté matériel ? »), not « à côté de », « de l'autre côté »
            out[p] = ""
        elif w in ("etre", "faire") and before == "savoir":
            # « son savoir-être »: the owner's qualities (« rigueur, adaptation »), as a CV lists
            # them; « son savoir-faire »: their skills (not the verbs « savoir » and « être »)
            out[p - 1], out[p] = "", "qualite" if w == "etre" else "competence"
        elif w in ("dure", "durent", "durait") and after == "combien" and before not in _HAVE:
            # « la piscine, ça dure combien de jours ? »: the count asked is the length, « durer »
            # its frame (not « a duré » asked alone: the duration a note must give)
            out[p] = ""
        elif (
            w in ("donnees", "data")
            and before in ("de", "of")
            and folded[p - 2 : p - 1] in (["jeu"], ["jeux"])
        ):
            # « un jeu de données »: a dataset, data (no game: « le jeu de Pong »)
            out[p - 2], out[p - 1] = "", ""
        elif w in ("info", "infos", "information", "informations") and before in ("lettre", "lettres"):
            # « sa lettre d'info », « une lettre d'information »: a newsletter, as a tech note
            # names it (not « lettre » alone: « lettre de motivation »)
            out[p - 1], out[p] = "newsletter", ""
        elif w == "bout" and before == "au" and after in ("de", "d"):
            # « Au bout de combien de temps on reçoit les photos ? », « au bout d'un an »: after
            # a time, which the question asks or says; no end of anything
            out[p - 1], out[p] = "", ""
        elif w == "part" and before == "quelque":
            out[p - 1], out[p] = "", ""  # « quelque part »: somewhere, no place named
        elif w == "part" and before == "a" and after:
            # « Il a des hobbies à part la programmation ? »: what is set aside is not asked
            # (a note on it would answer nothing), nor is « part »
            out[p - 1], out[p], out[p + 1] = "", "", ""
            if after in _SET_ASIDE and folded[p + 2 : p + 3]:
                out[p + 2] = ""
            elif after.endswith(_INFINITIVE) and folded[p + 2 : p + 3] and folded[p + 2] in _SET_ASIDE:
                # « à part chercher des cailloux »: the pastime set aside is the verb and its object
                out[p + 2] = ""
                if folded[p + 3 : p + 4]:
                    out[p + 3] = ""
        elif w == "ces" and after in _HOW_MANY_BACK:
            out[p + 1] = ""
            if folded[p + 2 : p + 3] in (["la"], ["ci"]):
                out[p + 2] = ""
        elif (
            w == "code"
            and before in _WHOSE
            and after not in _CODE_OF
            and not (_SEEING.isdisjoint(folded) and _SEEN_AT.isdisjoint(folded))
        ):
            out[p] = "github"
            if after == "source":
                out[p + 1] = ""
            # (« en ligne », « quelque part », « visible » only say where: read away too)
            out = ["" if x in _SEEING or x in _SEEN_AT or x == "part" else x for x in out]
        elif w in _TOUCHING and after in ("a", "au", "aux"):
            out[p] = ""  # « Il touche à la domotique ? »: the frame of what is asked
        elif w in ("graphique", "graphiques") and before in ("carte", "cartes"):
            # « sa carte graphique »: a GPU, as a tech note names it (« GPU : RTX 2080 Ti »)
            out[p - 1], out[p] = "", "gpu"
        elif w in ("video", "graphique") and before == "memoire":
            # « combien de mémoire vidéo ? »: a GPU's memory, as a tech note writes it (« 11 Go
            # VRAM »), no memories
            out[p - 1], out[p] = "", "vram"
        elif w == "coin" and before in ("quel", "kel") and personal:
            # « Il vit dans quel coin ? », « elle est de quel coin ? »: where, as « localisation »
            # asks it (not « le coin cuisine »); « de France », « du pays » only widen it
            out[p] = "localisation"
            if after in ("de", "du", "d") and folded[p + 2 : p + 3]:
                q = p + 3 if folded[p + 2] in ("la", "l") and folded[p + 3 : p + 4] else p + 2
                out[p + 1 : q + 1] = [""] * (q - p)
        elif w == "coin" and before == "le" and p >= 2 and folded[p - 2] == "dans" and personal and not after:
            # « il habite dans le coin ? », « vous intervenez dans le coin ? »: around here, which
            # the verb asks (where they live, where they work), no corner
            out[p] = "localisation"
        elif w in ("moved", "move", "moving", "switched", "switch") and after == "into":
            # "before he moved into IT": a career change (the marker reads it), not a relocation
            out[p] = ""
        elif w == "good" and after == "at":
            out[p] = ""  # "Is he (any) good at networking?": the skill asked is what follows
        elif w in ("model", "models") and before in ("language", "languages"):
            # "a (large) language model": an LLM, as a tech note names it, no spoken language
            out[p - 1] = "llm"
        elif (
            w in ("langage", "langue")
            and before in ("de", "d")
            and folded[p - 2 : p - 1] in (["modele"], ["modeles"])
        ):
            out[p - 1], out[p] = "", "llm"  # « un modèle de langage »: an LLM
        elif w in ("language", "languages") and not _CODING.isdisjoint(folded) and before != "programming":
            # "Which languages does he code in?": programming languages (« langages »), not the
            # ones he speaks (« Langues : anglais »)
            out[p] = "langage"
        elif w in ("connectee", "connectees", "intelligente", "intelligentes") and before in _HOME:
            # « sa maison connectée », « une maison intelligente »: home automation, as a maker's
            # note names it (« domotique »)
            out[p - 1], out[p] = "", "domotique"
        elif w == "vrai" and before in ("est", "il", "elle") and after in _TRUE_THAT:
            out[p] = ""  # « c'est vrai qu'il a été soignant ? »: whether, nothing true asked
        elif w in _INSTALLED and after_have(folded, p):
            out[p] = ""  # « il a installé quelle distrib ? »: what was installed is asked
        elif w in _INSTALLS and before in _SUBJECTS | {"on", "ils", "elles"}:
            # « est-ce qu'elle installe des batteries ? »: whether she does the thing named, the
            # verb the frame (a reflexive « elle s'installe » is where she settles: « se »
            # stands before it)
            out[p] = ""
        elif w in _CHANGED and _thing_changed(folded, p):
            out[p] = ""  # « pourquoi ça a changé ? »: why a thing changed, no career change
        elif w == "long" and before == "how" and not _TAKING_EN.isdisjoint(folded[p + 1 : p + 5]):
            # "how long does it take?": the delay, as « faut attendre combien de temps ? »
            out[p] = "delai"
            for q in range(p + 1, min(p + 5, len(folded))):
                if folded[q] in _TAKING_EN:
                    out[q] = ""
        elif w == "long" and before == "how":
            out[p] = ""  # "how long is the piscine?": a duration asked, as « combien de temps »
        elif w in _WAITING and "combien" in folded and "temps" in folded:
            out[p] = "delai"  # « faut attendre combien de temps ? »: the delay
            out[folded.index("temps")] = ""
        elif w in _INSTALLED_EN:
            out[p] = ""  # "Which distro did he install?": as « a installé »
        elif w in _STAYED and _stayed_at(folded) == p:
            # « il est resté combien de temps à 42 ? »: the stay's length, told by dates; neither
            # a rest nor time is a word its answer holds
            out[p] = ""
            out[folded.index("temps")] = ""
        elif w in _HAPPENED and _how_it_went(folded, p):
            # « ça s'est passé comment ? », « comment ça se passe ? »: how a thing went, told by
            # the story itself; no word of it asked
            out[p] = ""
        elif w == "pendant" and after == "combien":
            out[p] = ""  # « pendant combien de temps » asks a length, as « combien de temps » does
        elif w == "monde" and before == "le" and folded[p - 2 : p - 1] == ["tout"]:
            # « pour éviter que tout le monde se bloque »: everyone, no world asked
            out[p] = ""
        elif w == "couple" and before == "en":
            # « Elle est en couple ? », « il vit en couple ? »: whether the owner has a partner,
            # as a bio says it (« mon compagnon », « ma femme »); « les couples » a wedding
            # photographer shoots are not asked this way
            out[p - 1], out[p] = "", "conjoint"
        elif w == "moment" and before in ("ce", "se"):
            # « en ce moment » (« en se moment », as it sounds): now (not « les moments clés »)
            out[p] = "actuellement"
        elif w == "touch" and before == "in":
            out[p - 1], out[p] = "", "contact"  # "how can I get in touch with her?": contact
        elif (w, before) in (("libre", "temps"), ("time", "free")) or (w == "off" and before in _DAYS_OFF):
            # « son temps libre », "in her free time", « tes journées off »: her hobbies (not a
            # free tool, « libre de »; not the guided « journée » a rates note prices)
            out[p - 1], out[p] = "", "hobby" if w == "time" else "loisir"
        elif (
            w in _OUTSIDE
            and (before == "en" or w == "hors")
            and (thing := _things_asked(folded)) is not None
            and thing not in PASTIMES
        ):
            # « Quels projets IA a-t-il réalisés en dehors du cursus 42 ? », « hors cursus 42 »:
            # things asked, those of what is set aside left out; it is no part of what is asked
            # (nor time off: « en dehors des cours » after « quels projets » excludes the school's)
            first, end = (p - 1 if before == "en" else p), _set_aside_end(folded, p)
            out[first:end] = [""] * (end - first)
        elif w in _PERSONAL and before and before == _things_asked(folded):
            # « Quels sont ses projets perso ? »: his own projects are asked, no pastime
            out[p] = ""
        elif w == "compte" and (
            (before in ("du", "de") and folded[max(0, p - 3) : p - 1] in (["au", "bout"], ["en", "fin"]))
            or (before == "tout" and after == "fait")
        ):
            # « elle a rapporté combien au bout du compte ? », « en fin de compte », « tout
            # compte fait »: in the end, which asks nothing of an account
            first = p - 1 if before == "tout" else p - 3
            end = p + 2 if before == "tout" else p + 1
            out[first:end] = [""] * (end - first)
        elif w in _BAD_WEATHER and before == "fait" and folded[p - 2 : p - 1] in (["il"], ["s"]):
            # « s'il fait mauvais le jour J ? », « il fait moche »: the weather, as a practical
            # page titles it (« Annulation, report et météo »), nothing bad
            out[p - 1], out[p] = "", "meteo"
        elif w == "argent" and any(x in _LOSING for x in folded[max(0, p - 3) : p]):
            # « on perd notre argent ? », « je perds mon argent ? »: whether it is refunded
            out[p] = "remboursement"
            for j in range(max(0, p - 3), p):
                if folded[j] in _LOSING:
                    out[j] = ""
        elif w in _MEETING and before in ("se", "nous", "vous") and not _WHERE.isdisjoint(folded):
            # « On se retrouve où pour le vol ? », « on vous retrouve où ? »: the meeting point, as
            # a practical page writes it (« Rendez-vous au chalet »), not a thing found again
            out[p] = "rendez"
        elif w == "train" and before == "en" and (after == "de" or after.endswith(("er", "ir", "re"))):
            # « Est-elle en train de s'associer ? », « il est en train d'écrire un livre ? »: now,
            # which asks nothing of a train (« Il vient en train ? » keeps it; the « d' » is
            # gone from the words, the infinitive after it says it)
            out[p] = ""
        elif w == "compte" and before in _OWN_ACCOUNT and folded[p - 2 : p - 1] == ["a"]:
            # « elle est à son compte depuis quand ? »: self-employed, as a profile says it
            # (« indépendante depuis 2017 », « à mon compte », « micro-entreprise créée en 2018 »);
            # no account
            out[p - 2], out[p - 1], out[p] = "", "", "independant"
        elif w == "autour" and after in _NOUN_LINKS and _WHERE.isdisjoint(folded) and "jusqu" not in folded:
            # « ses projets autour de l'IA », « quelque chose autour des légendes »: about it, the
            # thing named after it is asked (not « jusqu'où autour de Lyon ? »: how far around)
            out[p] = ""
        elif w in _WORKED_FOR and after == "pas" and "quand" in folded[max(0, p - 4) : p]:
            # « et quand il bosse pas il fait quoi ? », « quand elle ne travaille pas » : time
            # off, as « en dehors du boulot » asks it
            out[p] = "loisir"
            out[p + 1] = ""
        elif w in _OUTSIDE and _off_work(folded, p):
            # « elle fait quoi en dehors du boulot ? », « hors travail », "outside work": her
            # hobbies, not her work (« en dehors de Lyon » is a place: only work and study words)
            # (the possessive kept: « en dehors de *ses* études » is about the owner)
            out[p] = ""
            out[_off_work(folded, p) - 1] = "hobby" if w == "outside" else "loisir"
        elif (
            (w in _WEEKEND if w != "week" else after in ("end", "ends"))
            and not _SPENDING.isdisjoint(folded)
            and (not _WHAT.isdisjoint(folded) or _asks_what(folded))
        ):
            # « elle fait quoi de ses week-ends ? », "what does he do at weekends?": pastimes
            # (not « ouvert le week-end ? », « il va faire beau ce week-end ? », « il fait des
            # stages le week-end ? »: what is done is not asked)
            out[p] = "loisir"
            if after in ("end", "ends"):
                out[p + 1] = ""
        elif (w in _WEEKEND if w != "week" else after in ("end", "ends")) and not PASTIMES.isdisjoint(folded):
            # « des hobbies…, des trucs qu'il bidouille le week-end ? »: when pastimes are done,
            # the pastimes being asked already
            out[p] = ""
            if after in ("end", "ends"):
                out[p + 1] = ""
        elif (w == "exemple" and before == "par") or (w in ("example", "instance") and before == "for"):
            out[p - 1], out[p] = "", ""  # « des trucs…, par exemple ? »: the visitor's aside
        elif w in ("quand", "when") and (end := _spare_time(folded, p)):
            # « Il fait quoi quand il bosse pas ? », « Qu'est-ce qu'il fait quand il ne joue
            # pas ? », "what does she do when she's not working?": pastimes, whatever the work
            # is called (not « Il fait quoi quand il arrive ? »: no negation)
            out[p] = "hobby" if w == "when" else "loisir"
            for j in range(p + 1, end):
                out[j] = ""
        elif w in ("heure", "heures") and before in ("quelle", "quelles", "quel"):
            # « Vous êtes ouverte à quelles heures ? », « On peut vous joindre à quelle heure ? »:
            # the opening hours a page lists as « Horaires » (not « combien d'heures », a length)
            out[p] = "horaire"
        elif w in ("curieux", "curieuse") and before == "suis":
            out[p - 1], out[p] = "", ""  # « Je suis curieux : … »: the visitor's preamble
        elif w in _MANNER:
            out[p] = ""
        elif w in ("jour", "jours", "day", "days") and before in _WHICH_YEAR:
            # « On peut visiter quel jour ? », "what day": when, as « quand » asks it (a weekday, a
            # date); the word is the answer's kind (« Question du jour » answers nothing)
            out[p] = "quand" if w[0] == "j" else "when"
        elif w in _YEAR_WORDS and before in _WHICH_YEAR:
            # « En quelle année a-t-il commencé 42 ? », « kel annee », "what year": when, as
            # « quand » asks it; the word is the answer's kind, not a topic (« Depuis plusieurs
            # années, la domotique… » holds it and answers nothing)
            out[p] = ""
        elif w == "avant" and before == "en" and (start := _put_forward(folded, p)) is not None:
            # « Quelles qualités mettez-vous en avant ? », « ce qu'il met en avant »: what is
            # stressed is asked, the phrase is its frame (no « mettre » a note would write)
            # (its subject kept: « vous » asks the owner)
            out[start], out[p - 1], out[p] = "", "", ""
        elif w in ("avant", "before") and before in _SPANS:
            # « Si j'annule 5 jours avant », "two weeks before": a time before an event, no
            # previous occupation asked
            out[p] = ""
        elif w == "depart" and before == "au" and after not in ("de", "d", "du", "des"):
            # « Comment il est tombé dans l'IA au départ ? »: at first, as « au début » (not « au
            # départ de Tours », where a trip leaves from)
            out[p - 1], out[p] = "", ""
        elif w == "tard" and before == "le" and folded[p - 2 : p - 1] == ["sur"]:
            out[p - 2], out[p - 1], out[p] = "", "", ""  # « venu sur le tard »: late in life
        elif w in ("tombe", "tombee", "tombes") and after in ("dans", "dedans"):
            # « il est tombé dans l'IA », « l'IA, il est tombé dedans comment ? »: got into it, as
            # a note tells it (« j'ai découvert l'IA »)
            out[p] = "decouvert"
            if after == "dedans":
                out[p + 1] = ""
        elif w == "lieu" and before in _TAKING_PLACE:
            # « Ils ont eu lieu quand, les héliportages ? », « ça a lieu où ? »: happening, the
            # question word asks when or where (« quel lieu ? » asks a place: not this phrase)
            out[p] = ""
            if before == "eu":
                out[p - 1] = ""
        elif w in _BELIEVING and before in _BELIEVERS:
            # « Elle chante dans une chorale je crois, c'est laquelle ? », « il me semble que… »:
            # the visitor's hedge; what it frames is asked
            out[p] = ""
            if before in ("me", "je") and p >= 2 and folded[p - 2] in ("il", "si"):
                out[p - 2] = ""  # « il me semble », « si je me souviens »
        elif (w in ("parait", "paraitrait") and after in ("il", "elle", "iel", "que", "qu", "")) or (
            w in ("parait", "paraitrait") and before in ("il", "ca")
        ):
            # « paraît qu'il a travaillé du côté de la mer », « il paraît que… »: hearsay, the
            # visitor's frame; what follows is asked (words() lost the « qu' »)
            out[p] = ""
        elif w in _HEARD and (after in ("lire", "entendre", "comprendre", "voir", "dire") or before == "ai"):
            # « j'ai cru lire qu'avant… », « j'ai entendu dire qu'il… », « j'ai lu quelque part »:
            # where the visitor heard it, no word of the answer
            out[p] = ""
            if after in ("lire", "entendre", "comprendre", "voir", "dire"):
                out[p + 1] = ""
            if w == "lu" and folded[p + 1 : p + 3] == ["quelque", "part"]:
                out[p + 1], out[p + 2] = "", ""
        elif w == "nez" and before == "de" and folded[p - 2 : p - 1] == ["vue"]:
            # « Il a quel âge, à vue de nez ? »: roughly, nothing asked
            start = p - 3 if folded[p - 3 : p - 2] == ["a"] else p - 2
            out[start : p + 1] = [""] * (p + 1 - start)
        elif w == "juste" and before == "au":
            out[p - 1], out[p] = "", ""  # « Il a quel âge, au juste ? »: exactly, nothing asked
        elif w == "juste" and after in ("avant", "apres", "pour", "un", "une", "before", "after"):
            out[p] = ""  # « juste avant de reprendre ses études », « juste un stage »: only, just
        elif w in _SAID_IN and before in _FEW:
            # « Elle est qui, en quelques mots ? », « en deux phrases », "in a few words": how
            # short, nothing asked
            opening = p - 2 - (folded[p - 2 : p - 1] == ["a"])  # (English puts « a » between)
            if opening >= 0 and folded[opening] in ("en", "in"):
                out[opening : p + 1] = [""] * (p + 1 - opening)
        elif (
            w in ("vie", "living")
            and before in _OWN
            and not _EARNING_LIVING.isdisjoint(folded[max(0, p - 3) : p - 1])
        ):
            # « il gagnait sa vie comment ? », "how does she earn a living?": her job (the
            # verb is the phrase's, not an income asked)
            out[p] = "metier" if w == "vie" else "job"
            for j in range(max(0, p - 3), p - 1):
                if folded[j] in _EARNING_LIVING:
                    out[j] = ""
        elif (
            w in ("voie", "cap", "vie")
            and before in ("de", "d")
            and not _CHANGING.isdisjoint(folded[max(0, p - 4) : p - 1])
        ):
            out[p] = "reconversion"  # « changer complètement de voie »: a career change
        elif (
            w in _TRADES_LEFT
            and before in _TRADE_OF
            and p >= 2
            and folded[p - 2] in _LEAVING
            and not {"pour", "to", "for"}.isdisjoint(folded[p + 1 : p + 6])
        ):
            # « il a lâché le métier de soignant pour l'informatique », "quit his job to code": a
            # career change; the verb leaving it is the phrase's (« lâché »: no note writes it)
            out[p] = "reconversion"
            out[p - 2] = ""
        elif (
            (w in _TRADES_LEFT or w in _POSTS_LEFT)
            and before in _TRADE_OF
            and p >= 2
            and folded[p - 2] in _LEAVING
            and folded[p - 2] not in ("quitte", "quitter", "quit")
        ):
            # « pourquoi il a lâché son poste à Lyon ? », « plaqué son CDI »: a job left, as a note
            # tells it (« j'ai quitté EY », « ma démission »); « lâché » names a tool given up
            # (lexicon) where no job follows
            out[p - 2] = "quitte"
        elif (
            w in ("fiche", "fiches")
            and after == "de"
            and folded[p + 2 : p + 3]
            and folded[p + 2] in _PAY_SLIP
        ):
            # « les fiches de paie »: payslips, as a payroll service writes them (« 34 € par
            # bulletin »)
            out[p] = "bulletin"
        elif ((w == "ligne" and before == "en") or w == "online") and not _WEB_ASKED.isdisjoint(folded):
            # « On peut la tester en ligne ? C'est quoi l'adresse ? », "where can I try it
            # online?": a web address, written as one (« https://transcription… »), not a line
            out[p] = "http"
            if w == "ligne":
                out[p - 1] = ""
            for j, x in enumerate(folded):
                if x in _WEB_ASKED:  # (« la tester »: the visitor's doing, no word of the answer)
                    out[j] = ""
        elif w in ("partner", "partners") and before == "business":
            # "her business partner": an associate (« mon associé »), no spouse
            out[p - 1] = ""
            out[p] = "associe"
        elif w == "confiance" and before in _TRUSTING:
            # « Quels musées lui font confiance ? », « Ils vous font confiance » (the section of
            # client logos on so many French sites): who works with the owner, their clients
            out[p] = "client"
            out[p - 1] = ""
        elif w in _PUSHED and asks_pushed(folded[max(0, p - 4) : p + 1]):
            out[p] = ""  # « qu'est-ce qui l'a poussé à… ? »: why; what follows « à » is asked
        elif _caught_the_bug(folded, p):
            # « comment il a attrapé le virus de l'IA ? »: how the passion began; what follows
            # « de » is asked, no virus nor catching written in a note
            out[p - 2] = out[p - 1] = out[p] = ""
        elif _gave_the_wish(folded, p):
            # « qu'est-ce qui lui a donné envie de… ? »: why, as « poussé »; the wish is never
            # written in a note, what follows « de » is asked
            out[p - 1] = out[p] = ""
        elif w == "vie" and before == "la" and not _FAIRE.isdisjoint(folded[:p]):
            out[p] = "metier"  # « que fait-elle dans la vie ? »: her job
        elif w in _APPELER and _SUBJECTS.intersection((before, after, *folded[p + 2 : p + 3])):
            # « comment s'appelle-t-il ? », « tu t'appelles comment ? » (the elided « s' » is no
            # word here): a name; not « comment s'appelle son chat ? », a pet's
            out[p] = "nom"
        elif (
            w in _BORN
            and (before in _BEING or (before in _BEING_ASKED and not after))
            and not _WHERE.isdisjoint(folded)
        ):
            out[p] = "hometown" if w == "born" else "originaire"
        elif w == "ou" and after in _VENIR and folded[p + 2 : p + 3] and folded[p + 2] in _PERSONS:
            # « d'où vient-elle ? »: where she is from (« d'où vient le nom ? » asks a thing's origin)
            out[p + 1] = "originaire"
        elif w in _VENIR and before in _PERSONS and after == "ou":
            out[p] = "originaire"  # « elle vient d'où ? », « tu viens d'où ? »
        elif w in _VENIR and before in _PERSONS and after in _ELSEWHERE:
            # « il vient d'ailleurs ? », « elle vient de loin ? »: where they are from
            out[p], out[p + 1] = "originaire", ""
        elif w == "coin" and before == "du" and p >= 2 and folded[p - 2] in _BEING:
            # « il est du coin ? »: whether they live around here (or grew up: the question's
            # « ou il vient d'ailleurs » asks that too)
            out[p] = "localisation"
        elif w in _LEARNT and not _WHERE.isdisjoint(folded[:p]):
            # « Où a-t-elle appris son métier ? », « Où est-ce qu'elle a appris le théâtre ? »: the
            # school or training (« elle se forme au Conservatoire »), not a lesson learnt
            out[p] = "formation"
        elif w in _AWARDED and not _BEEN.isdisjoint(folded[max(0, p - 3) : p]):
            out[p] = "recompense"  # « Il a déjà été primé ? », « Est-il primé ? »: an award
        elif w == "prix" and any(x.startswith("recompens") or x in _AWARDED for x in folded):
            # « elle a été récompensée, c'était quoi comme prix ? »: an award, no price
            out[p] = "recompense"
        elif w in _PRIZES and not _GAGNER.isdisjoint(folded[max(0, p - 3) : p]):
            # « a-t-il déjà gagné un prix ? »: an award, not a price; winning it is the phrase's
            # verb, not a second thing asked (the note says « médaille d'argent »)
            if w == "prix":
                out[p] = "recompense"
            for j in range(max(0, p - 3), p):
                if folded[j] in _GAGNER:
                    out[j] = ""
        elif (
            w in ("pour", "for")
            and before in _AVAILABLE
            and _CONTRACTS.intersection(folded[p + 1 : p + 3])
            and _WHEN.isdisjoint(folded)
        ):
            # « disponible pour une alternance ? »: does she seek one (« je recherche une
            # alternance »); « Quand est-elle disponible ? », « disponible pour une mission en ce
            # moment ? » still ask when
            out[p - 1] = "recherche" if w == "pour" else "looking"
    if out != folded and not _PASTIME_READ.isdisjoint(out):
        # the pastimes asked (« Qu'est-ce qu'il aime faire quand il ne code pas ? », « pendant
        # son temps libre »): liking them and when they are done are the question's frame, no
        # word a note about them writes (« J'aime » or not, « Intérêts » lists them)
        out = ["" if w in _PASTIME_FRAME else w for w in out]
    return [w for w in out if w] if "" in out else out  # (the words read away, left out)


# What a visitor calls the owner's job (« son métier », "his job"); not « poste » (« quel poste
# recherche-t-il ? » asks what he looks for) nor "work" ("his work" is often his works).
JOB_WORDS = frozenset(
    {
        "metier",
        "travail",
        "boulot",
        "boulo",
        "job",
        "jobs",
        "emploi",
        "profession",
        "occupation",
        "taf",
        "taff",
    }
)
# A visitor's courtesy (« Bonjour », « Merci ! », "hi", "thanks") or laughter: no word to look for
# in a note (a « bonjour@… » address, « merci Théo » in a journal entry do not answer it)
COURTESY = frozenset(
    {"bonjour", "bonsoir", "salut", "coucou", "merci", "hello", "hi", "hey", "thanks", "thank", "cheers"}
    | {"svp", "stp", "plait", "please"}  # « s'il vous plaît »
    # laughter typed in a chat box (« à part chercher des cailloux lol »)
    | {"lol", "mdr", "ptdr", "xd", "haha", "hahaha", "ahah", "hihi", "jpp"}
)
# « Présente-toi », « Présente-le-moi », "Introduce yourself": the person, and nothing else
_PRESENTING = frozenset({"presente", "presentez", "presenter", "introduce", "introduction"})


# (« ou travail til ? »: a chat box writes the verb as the noun it sounds like)
_WORKING = frozenset({"travaille", "travailles", "travaillez", "travail", "bosse", "exerce", "work", "works"})
# « Où enseigne-t-elle ? », "Where does he teach?": a teacher's workplace, as « où travaille-t-il »
# (not "What does he teach?": the subjects)
_TEACHING = frozenset({"enseigne", "enseignes", "enseignez", "teach", "teaches"})
_OWNERS = frozenset({"son", "sa", "ton", "votre", "his", "her", "your"})
_WHICH_SCHOOL = frozenset({"quelle", "quelles", "kelle"})
_DOING = frozenset({"fait", "fais", "faites", "do", "does"})
_ASKED_PERSONS = frozenset({"il", "elle", "iel", "tu", "vous", "he", "she", "you"})
# every word of a question that asks only for the owner (with the stop-words): the job or path
# word, the verb and pronoun asking it, « dans la vie », "for a living", a chat box's « fai koi »
PERSON_FRAME = (
    JOB_WORDS
    | _PRESENTING
    | COURTESY
    | {"toi", "vous", "yourself", "le", "la", "moi", "complet", "complete", "rapidement", "brievement"}
    | _OWNERS
    | _DOING
    | _WORKING
    | _TEACHING
    | _WHERE
    | _ASKED_PERSONS
    | {"quoi", "koi", "comme", "vie", "living", "fai", "fe", "actuel", "actuelle", "exactement", "exactly"}
    | _EARNING_LIVING
    | {"sa", "a", "how"}
)
# the job held now (« Et aujourd'hui elle fait quoi comme métier ? »): the profile's, when a job
# word is asked (« Que fait-il actuellement ? » asks the work in hand)
NOW_WORDS = frozenset(
    {"aujourd", "hui", "maintenant", "actuellement", "desormais", "now", "currently", "today"}
)


_PERSON_TRIGGERS = JOB_WORDS | _DOING | _PRESENTING | _WORKING | _TEACHING | _EARNING_LIVING
_OWNERS_OR_AS = _OWNERS | {"comme"}  # before a job word: « son métier », « comme boulot »
_PERSON_ONLY = STOPWORDS | PERSON_FRAME  # the words a question asking for the person holds, alone


def asks_person(folded: list[str]) -> bool:
    """Whether the question asks for the owner and nothing else: their job (« Quel est son
    métier ? », « il fait quoi comme boulot », « Que fait-elle dans la vie ? », "What does he
    do?"), where they work (« Où travaille-t-il ? »), themselves (« Présente-toi », "Introduce
    yourself"). The profile notes answer it
    (« je suis professeur de physique »), whether or not they say « métier ». Not « Où a-t-elle
    appris son métier ? », « Que fait-il le week-end ? »: other words ask something else; nor
    « Quel est son parcours ? », which the career's own note answers better than the profile's
    opening (docs/answers.md)."""
    if _PERSON_TRIGGERS.isdisjoint(folded):  # in C: most questions hold none
        return False
    # another word asks something else (in C, first); a word of now beside a job word asks it
    if not _PERSON_ONLY.issuperset(folded) and (
        JOB_WORDS.isdisjoint(folded) or not _PERSON_ONLY.issuperset(w for w in folded if w not in NOW_WORDS)
    ):
        return False
    if not _TEACHING.isdisjoint(folded) and _WHERE.isdisjoint(folded):
        return False  # "What does he teach?": the subjects, not the person
    return any(
        (w in JOB_WORDS and p and folded[p - 1] in _OWNERS_OR_AS)
        or (w in _DOING and folded[p + 1 : p + 2] and folded[p + 1] in _ASKED_PERSONS)
        # « Elle fait quoi dans la vie ? », « il fait quoi ? »
        or (w in _DOING and p and folded[p - 1] in _ASKED_PERSONS and "quoi" in folded[p + 1 : p + 2])
        # « il gagne sa vie comment ? », "how does she earn a living?"
        or (w in _EARNING_LIVING and folded[p + 1 : p + 3] in (["sa", "vie"], ["a", "living"]))
        or w in _PRESENTING
        # « Où travaille-t-il ? », « elle bosse où ? », "Where does she work?": where the
        # profile says it
        or ((w in _WORKING or w in _TEACHING) and not _WHERE.isdisjoint(folded))
        # « Il bosse dans quoi ? », « elle travaille dans quoi ? »: the trade, as « il fait quoi
        # comme boulot ? » (not « sur quoi », the work in hand)
        or (w in _WORKING and folded[p + 1 : p + 3] == ["dans", "quoi"])
        for p, w in enumerate(folded)
    )


# « Sur quoi travaille-t-il en ce moment ? », « elle bosse sur quoi actuellement ? », "What is
# she working on now?": the work in progress, with a word for now and one for work
_NOW = frozenset({"actuellement", "maintenant", "currently", "now", "nowadays"})
_ON_WORK = frozenset(
    {"travaille", "travailles", "travaillez", "travail", "bosse", "bosses", "bossez", "working"}
)
_ON_WORK |= frozenset({"projet", "projets", "mission", "missions", "project", "projects"})


# people asked of the owner's life or work: « Avec qui travaille-t-elle ? », « c'est qui ses
# associés ? », "Who is his business partner?", "who does she work with?"
_POSSESSIVES = frozenset({"ses", "son", "sa", "leurs", "leur", "his", "her", "their"})


def asks_whom(folded: list[str]) -> bool:
    """Whether a question asks who the owner lives or works with (folded words, stop-words
    kept): « avec qui », « qui » before a possessive (« qui sont ses associés »), "with whom",
    "who … with", "who is his …". Not « Qui est-il ? », the owner himself."""
    if "qui" not in folded and "who" not in folded and "whom" not in folded:
        return False  # in C: most questions hold none
    for p, w in enumerate(folded):
        before = folded[p - 1] if p else ""
        possessive = not _POSSESSIVES.isdisjoint(folded[p + 1 : p + 4])
        if w == "qui" and (before == "avec" or (before in ("", "est") and possessive)):
            # (the interrogative opens the question or follows « c'est »: « les projets qui
            # utilisent son site » is a relative clause)
            return True
        if (w == "whom" and before == "with") or (w == "who" and ("with" in folded[p + 1 :] or possessive)):
            return True
    return False


def asks_current_work(folded: list[str]) -> bool:
    """Whether a question asks what the person works on now (folded words, stop-words kept)."""
    if _ON_WORK.isdisjoint(folded):
        return False
    if not _NOW.isdisjoint(folded):
        return True
    if "moment" not in folded:  # in C: the loop below runs for « en ce moment » only
        return False
    return any(w == "moment" and p and folded[p - 1] in ("ce", "se") for p, w in enumerate(folded))


# What the owner sells: « Quels services propose-t-elle ? », « Vous proposez quoi comme
# activités ? », « Qu'est-ce qu'il offre ? », "What services do you offer?", « vos prestations »;
# a verb of offering with the owner as its subject (not « pour proposer une collab », « si on lui
# proposait un poste », « Qu'a proposé le Dôme ? »), or a possessive before a word for what one sells
OFFERING = frozenset(
    """
    propose proposes proposez proposent proposer proposait offre offres offrez offrent offrir vend
    vends vendez vendent offer offers sell sells provide provides
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_OFFERING_SUBJECTS = frozenset({"il", "elle", "iel", "tu", "vous", "qu"})
_OFFERING_SUBJECTS_EN = frozenset({"you", "he", "she", "they"})
_OFFERING_AFTER = frozenset({"t", "il", "elle", "iel", "tu", "vous"})  # « propose-t-il », « proposez-vous »
_YOUR = frozenset({"vos", "ses", "tes", "leurs", "your", "his", "her", "their"})
OFFER_NOUNS = frozenset({"services", "prestations", "offres", "formules", "offers", "offerings"})
_ASKER = frozenset({"je", "j", "nous"})  # « Je vous propose un projet »: the visitor offers


_DOING_WITH = frozenset({"faire", "reserver", "booker"})
_WITH_OWNER = frozenset({"lui", "elle", "vous", "toi", "iel"})


def asks_offer(folded: Sequence[str]) -> bool:
    """Whether a question asks what the owner offers (folded words, stop-words kept); also
    what one can do with them (« Qu'est-ce qu'on peut faire comme sorties avec lui ? »)."""
    if "avec" in folded and not _DOING_WITH.isdisjoint(folded):
        at = folded.index("avec")
        if folded[at + 1 : at + 2] and folded[at + 1] in _WITH_OWNER and "peut" in folded[:at]:
            return True
    for p, w in enumerate(folded):
        if w in OFFERING:
            before = folded[p - 1] if p else ""
            after = folded[p + 1] if p + 1 < len(folded) else ""
            if (
                (
                    before in _OFFERING_SUBJECTS
                    and not (before == "vous" and p > 1 and folded[p - 2] in _ASKER)
                )
                or after in _OFFERING_AFTER
                or not _OFFERING_SUBJECTS_EN.isdisjoint(folded[max(0, p - 3) : p])
            ):
                return True
        elif w in OFFER_NOUNS and p and folded[p - 1] in _YOUR:
            return True
    return False


# what is still to come: « son prochain concert », « les ateliers à venir », "next", "upcoming"
NEXT_WORDS = frozenset(
    {"prochain", "prochaine", "prochains", "prochaines", "bientot", "next", "upcoming", "soon", "forthcoming"}
)


def asks_upcoming(folded: list[str]) -> bool:
    """Whether a question asks what is still to come (folded words, stop-words kept)."""
    if not NEXT_WORDS.isdisjoint(folded):
        return True
    if "venir" not in folded:  # in C: the loop below runs for « à venir » only
        return False
    return any(w == "venir" and p and folded[p - 1] == "a" for p, w in enumerate(folded))


def participles(folded: list[str]) -> list[int]:
    """The positions of the words that follow a form of « avoir » as its past participle
    (:func:`after_have`); none, in C, for a question without such a form."""
    if _HAVE.isdisjoint(folded):
        return []
    return [p for p in range(1, len(folded)) if after_have(folded, p)]


def _for_whom(folded: Sequence[str], p: int) -> bool:
    """Whether the verb of working at ``p`` is done for whom the question asks: « pour » then
    « qui » or « quel… » right after it, or opening the question before it."""
    if folded[p + 1 : p + 2] == ["pour"] and p + 2 < len(folded) and folded[p + 2] in _FOR_WHOM:
        return True  # « il travaille pour qui ? »
    # « pour quels clients a-t-elle travaillé ? »
    return any(folded[j] == "pour" and folded[j + 1] in _FOR_WHOM for j in range(max(0, p - 6), p - 1))


def _how_it_went(folded: Sequence[str], p: int) -> bool:
    """Whether « passé » at ``p`` is « ça s'est passé », « cela se passe »: how a thing went."""
    before = folded[max(0, p - 3) : p]
    return not _ITSELF.isdisjoint(before) and not _IT.isdisjoint(before)


def after_have(folded: Sequence[str], p: int, auxiliaries: AbstractSet[str] = _HAVE) -> bool:
    """Whether word ``p`` follows a form of « avoir » as its past participle: « il a commencé »,
    « a-t-il commencé » (not « à quelle date commence… »: « à » folds to « a »); of « être » too
    where ``auxiliaries`` hold it (« il est resté »)."""
    j = p - 1
    if j >= 0 and folded[j] in _HAVING_SUBJECTS:
        j -= 1
        if j >= 0 and folded[j] == "t":
            j -= 1
    return j >= 0 and folded[j] in auxiliaries


def _asks_rate(folded: list[str], p: int) -> bool:
    """Whether the verb at ``p`` is what « combien » / "how much" asks of, as a price: not
    « combien de temps prend-il ? » (a quantity of something else)."""
    before = folded[max(0, p - 4) : p]
    for j, w in enumerate(before):
        if w == "much":
            # "how much does she make?": her income; "how much chocolate do you make?" counts a
            # thing made, named between "much" and the verb
            return _UNCOUNTED.issuperset(before[j + 1 :])
        if w in _HOW_MUCH:
            return _OF.isdisjoint(before[j + 1 :])
    if folded[p] in ("charge", "charges") and "what" in before:
        return True  # "What does she charge for…?"
    # « il prend combien ? », « elle facture combien de l'heure ? »
    after = _how_much_after(folded, p)
    if after is None:
        return False
    then = folded[after + 1 : after + 3]
    return (
        not then
        or then[0] in _RATE_AFTER
        or (then[0] in ("de", "d") and len(then) == 2 and then[1] in _PER_DE)
    )


_A_THING = frozenset({"un", "une", "le", "la", "les", "l", "des", "deux", "trois"})


# what « combien d' » counts, its « d' » gone from the words read (« combien d'années »), in the
# plural: « combien l'heure ? », « combien l'an ? » (its « l' » gone too) ask a rate
_ELIDED_COUNTS = frozenset({"ans", "annees", "heures", "hours", "years"})


def asks_cost(folded: list[str], p: int) -> bool:
    """Whether « combien » / "much" at ``p`` asks a price with the copula (« c'est combien ? »,
    « ça fait combien ? », "how much is it?"): not « c'est combien de temps ? », « ça fait
    combien d'années ? » (a quantity counted), nor "how much time is left?"."""
    after = folded[p + 1] if p + 1 < len(folded) else ""
    if p == 0 and after == "pour" and folded[2:3] and folded[2] in _A_THING:
        # « combien pour un petit tatouage ? », « combien pour la journée ? »: its price
        return True
    if after in _ELIDED_COUNTS:
        # « ça fait combien d'années qu'il exerce ? »: the « d' » read away, years are counted
        return False
    if folded[p] == "much":
        # "how much is a lesson?", "How much for a pair of bespoke shoes?"
        return p > 0 and folded[p - 1] == "how" and (after in _IS or after == "for")
    if after in ("de", "d"):
        # « c'est combien de temps ? » counts something; « c'est combien de l'heure ? », « de la
        # journée »: a rate, per the unit of time after the article
        per = folded[p + 2 : p + 4]
        if per[:1] and per[0] in ("l", "la", "le"):
            per = per[1:]
        if not (per[:1] and per[0] in ("heure", "journee")):
            return False
    if not _MEASURED_THINGS.isdisjoint(folded):
        return False  # « la température du LLM, c'est combien ? »: a measure, no price
    before = folded[p - 1] if p else ""
    return (
        before in _IT_IS
        or (before == "fait" and p > 1 and folded[p - 2] in ("ca", "sa"))
        # « elle est à combien, la bière ? », « ils sont à combien ? »: what it sells for
        or (before == "a" and p > 1 and folded[p - 2] in ("est", "sont", "c"))
        # « l'accord revient à combien ? », « ça reviendrait à combien ? »: what it comes to
        or (before == "a" and p > 1 and folded[p - 2] in _COMES_TO)
        or before in _COMES_TO
    )


def asks_charge(folded: list[str], p: int) -> bool:
    """Whether « combien » at ``p`` asks what the owner charges, a verb of charging within two
    words after it (« Combien vous prenez pour une journée ? », « combien il demande ? »), not
    a quantity of something (« combien de temps prenez-vous ? »)."""
    return any(
        folded[j] in _CHARGING and _asks_rate(folded, j) for j in range(p + 1, min(p + 3, len(folded)))
    )


def _how_much_after(folded: list[str], p: int) -> int | None:
    """Where « combien » / "much" stands within two words after the verb at ``p``, if it does."""
    return next((j for j in range(p + 1, min(p + 3, len(folded))) if folded[j] in _HOW_MUCH), None)


def _put_forward(folded: Sequence[str], p: int) -> int | None:
    """Where « mettre … en avant » begins, « en avant » ending at ``p``: the verb just before,
    or before its subject (« mettez-vous en avant »); None if no form of « mettre » is there."""
    for start in (p - 2, p - 3):
        if (
            start >= 0
            and folded[start] in _PUTTING
            and all(w in _SUBJECTS for w in folded[start + 1 : p - 1])
        ):
            return start
    return None


_WHEN_ASKED = frozenset({"quand", "kan", "qd", "when"})


def asks_when(folded: Sequence[str]) -> bool:
    """« Quand a-t-il commencé ? », « depuis quand », « en quelle année », "what year", "when":
    a date is asked (not « quand même »)."""
    if "meme" in folded:
        return False
    return not _WHEN_ASKED.isdisjoint(folded) or asks_years(folded) or _since_how_long(folded)


def _since_how_long(folded: Sequence[str]) -> bool:
    """« Ça fait combien de temps qu'il est à 42 ? », « depuis combien de temps » : since when, a
    date answering it (« 2023 – 2025 · Étudiant École 42 »); not « il a mis combien de temps »,
    a duration."""
    return any(
        w == "combien" and folded[p - 1] in ("fait", "depuis") and folded[p + 1 : p + 3] == ["de", "temps"]
        for p, w in enumerate(folded)
        if p
    ) or _how_long_stayed(folded)


def _thing_changed(folded: Sequence[str], p: int) -> bool:
    """Whether « changé » at ``p`` has « ça » or « cela » for subject (an auxiliary, or the
    inversion's « t-il », between them)."""
    before = p - 1
    while before > 0 and folded[before] in ("a", "avait", "t", "il", "est", "deja", "beaucoup"):
        before -= 1
    return before >= 0 and before < p and folded[before] in _THING_SUBJECTS


def _how_long_stayed(folded: Sequence[str]) -> bool:
    return _stayed_at(folded) is not None


def _stayed_at(folded: Sequence[str]) -> int | None:
    """Where the participle of « resté », « passé » asked with « combien de temps » is."""
    if "temps" not in folded or "combien" not in folded:
        return None
    asked = folded.index("combien")
    if folded[asked + 1 : asked + 3] != ["de", "temps"]:
        return None
    return next(
        (p for p, w in enumerate(folded) if w in _STAYED and after_have(folded, p, _STAYED_AFTER)), None
    )


def asks_years(folded: Sequence[str]) -> bool:
    """« en quelle année », « Sa formation couvre quelles années ? », "In which years…?": when,
    as years."""
    return any(w in _YEAR_WORDS and p and folded[p - 1] in _WHICH_YEAR for p, w in enumerate(folded))
