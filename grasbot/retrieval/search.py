"""Search over a bundle: own scores, graph expansion, grounding, explained sources.

The signals are defined in ``grasbot.retrieval.index`` and added up for all notes by
``grasbot.retrieval.scoring``; this module picks the seeds, lets neighbours of the seeds gain a share
of their score, decides whether the answer is grounded, and writes ``reasons`` for the notes a
visitor sees. Weights come from the evaluation on the development sets (docs/retrieval.md).
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import partial
from itertools import pairwise, repeat
from operator import attrgetter, itemgetter, neg
from typing import Any, NamedTuple

from grasbot.bundle import Bundle
from grasbot.dates import dates_ahead, note_day
from grasbot.patterns import compiled_on_first_use
from grasbot.retrieval.analysis import (
    NO_CLITIC_AFTER,
    Analysis,
    QueryAnalyser,
    asks_which,
    is_english,
    names_written,
)
from grasbot.retrieval.catalogue import Catalogue
from grasbot.retrieval.explain import BODY_MAX, coverage, explain, explain_terms, reasons, strength, strengths
from grasbot.retrieval.fuzzy import FuzzyVocabulary
from grasbot.retrieval.grounding import Unit, any_personal, is_grounded
from grasbot.retrieval.idioms import JOB_WORDS, NEXT_WORDS, OFFER_NOUNS, OFFERING, asks_when
from grasbot.retrieval.index import PerNote, VaultIndex
from grasbot.retrieval.inflection import verb_forms
from grasbot.retrieval.lexicon import CHANNELS, OWN_SENSE, PAST_MARKERS
from grasbot.retrieval.owner import FAMILY, Owner, speaks_of_another
from grasbot.retrieval.passages import dated_terms, own_heading_terms
from grasbot.retrieval.people import kin_opening, named_person_notes, speaks_of_other, told_of_another
from grasbot.retrieval.query import Query, Weights
from grasbot.retrieval.scoring import NoteScores, score_notes
from grasbot.retrieval.senses import participle_only
from grasbot.retrieval.shapes import (
    FIRST_PERSON,
    GRADE,
    SHAPED,
    WHETHER_UNSHAPED,
    AskedValue,
    asked_cause,
    asked_shape,
    asked_value,
    asks_where,
    asks_why_work_ended,
    in_shape,
    pricing_terms,
    writes_address,
    writes_cause,
    writes_price,
    writes_value,
    written_as,
)
from grasbot.retrieval.urls import DEFAULT_URL_PATTERNS, UrlResolver
from grasbot.retrieval.years import YEAR, covers_year
from grasbot.tokenise import STOPWORDS, fold, sentences, stem, tokenise, words

# Adjectives that stress the noun rather than name another thing (« une bière spéciale pour le
# carnaval » is a beer brewed for it, told without the word « spéciale »)
_VAGUE_ADJECTIVES = (
    "spécial", "spéciale", "particulier", "particulière", "précis", "précise", "exact", "exacte",
    "typique", "habituel", "habituelle", "special", "particular", "specific", "typical", "usual",
)  # fmt: skip

__all__ = [
    "DEFAULT_URL_PATTERNS",
    "MAX_QUERY_CHARS",
    "SearchResult",
    "Searcher",
    "Source",
    "Weights",
]

# A question opening with « Et … », « Puis … », « And … » continues the previous one, however
# many words it has: « Et quel outil envoie les e-mails aux abonnés ? » is about the newsletter.
_follow_up = compiled_on_first_use(
    r"^\W*(et|and|puis|ensuite|alors|sinon|what about|how about)\b", re.IGNORECASE
)
# « qu'y faisait-il ? », « et là-bas ? », "what did he do there?": the place is the one the last
# answer named, not the last question's words (« il y a », « y a-t-il » are impersonal)
# a follow-up opening on a stressed pronoun (« Et elle, … ? », « et lui ? », "and her?"): the
# other person of the conversation
_stressed_other = compiled_on_first_use(
    r"^\s*(?:et|and|what about)\s+(?:elle|lui|her|him)\b(?!-)", re.IGNORECASE
)


# a question asking two things in one sentence: the first, up to « , et » / ", and"
# (not two questions marked apart, « Vous fabriquez des banjos ? C'est combien ? »: the price
# the notes do not give says the first is not theirs either)
# « Kévin, il habite où ? », « kevin il abite ou »: a first name, then the pronoun taking it up
# (not a clitic after it: « Kévin, il l'a embauché quand ? » keeps the owner as the subject)
_NAME_THEN_PRONOUN = compiled_on_first_use(
    r"^\s*(?:et\s+)?([^\W\d_][\w'’-]{1,30})\s*,?\s+(il|elle)\b" + NO_CLITIC_AFTER,
    re.IGNORECASE,
)
_first_ask = compiled_on_first_use(r"^\s*([^?]{7,}?),\s*(?:et|and)\s+\S[^?]{6,}\??\s*$", re.IGNORECASE)


def _last_answer(history: Sequence[Mapping[str, str]], role: str = "assistant") -> str:
    """The conversation's last answer (``role``: its last turn of that role; empty when none)."""
    return str(next((m.get("content", "") for m in reversed(history) if m.get("role") == role), ""))


_there = compiled_on_first_use(
    r"(?<![\w'’])(?:[jnmtsl]|qu)['’]y\b"  # qu'y, j'y, s'y
    r"|\by\s+(?!a\b)\w+[- ](?:t-)?(?:il|elle)\b"  # « y travaille-t-il », not « y a-t-il »
    r"|\blà-bas\b"
    r"|(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )\bthere\b(?!\s+(?:is|are|was|were)\b)",
    re.IGNORECASE,
)
MAX_QUERY_CHARS = 2000  # longer input is cut before tokenising: no question needs more
# The owner writing about themselves: shapes.FIRST_PERSON (folded words)
# the subjects of a sentence about someone else than its writer
_OTHERS = frozenset({"il", "elle", "iel", "ils", "elles", "iels", "on", "he", "she", "they"})
# the first person owning what follows it: « mon mari », « j'ai deux enfants », "I have a cat"
_OWNING = FIRST_PERSON | {"ai", "have", "nous", "notre", "nos", "our", "we"}
# A line (or a sentence) that opens with a label and a colon (« Disponibilités : les mercredis… »,
# « - **Contact** : … », « …d'un CDI. Salaire visé : … »): in a personal vault, a terse note's
# fields are the owner's own, as « je » would say.
_label = compiled_on_first_use(
    r"(?:^|(?<=[.!?] ))[ \t]*(?:[-*+][ \t]+)?[*_]*([^\W\d_][\w'’ -]{0,30}?)[*_]*[ \t]*:(?!:)", re.MULTILINE
)
# Up to this many scored notes, sorting them all (in C) is faster than heapq's selection,
# whose loop runs in Python. Past it the selection wins in time, though not in instructions:
# sorting 1,000 scores runs fewer (callgrind) yet takes longer (alternated timings at 1,000
# notes: 986 against 932 µs a question), its comparisons being the hard ones to predict.
SORT_ALL = 64
# the letters a word shares with another of its family, stemmed (« reconvert », « reconversion »;
# « couru », « courir »)
_WORD_FAMILY = 4
# nouns that ask for a value (a time, an amount, a level) rather than for a thing named by them
# the word after an indefinite article (« d'un blouson », « une remise », « des chiens »)
_AFTER_INDEFINITE = compiled_on_first_use(r"(?:\b|(?<=['’]))(?:un|une|des)\s+(\w+)")
_RELATIVE = compiled_on_first_use(r"\bqui\b[^,;:?!.]*$")  # a relative clause still open
_VALUE_NOUNS = (
    *("periode", "duree", "date", "annee", "epoque", "moment", "delai", "heure", "jour", "mois"),
    *("montant", "nombre", "somme", "niveau", "age", "taille", "distance", "frequence"),
    *("note", "score", "resultat", "classement", "rang", "prix", "cout", "tarif", "salaire", "numero"),
    # a place, which a note writes by its name (« dans quel village ? »: « à Leucate »)
    *("lieu", "endroit", "ville", "village", "commune", "region", "pays", "departement", "quartier"),
    # a field, which a note writes by its name (« dans quelle niche ? »: « l'automatisation
    # agentique »)
    *("domaine", "secteur", "niche", "branche", "filiere", "field", "sector"),
)
# a person's family status (owner.py's attributes): the owner's only where they say it as theirs
_FAMILY = (
    "marie",
    "mariee",
    "mari",
    "epouse",
    "conjoint",
    "compagne",
    "compagnon",
    "pacse",
    "pacsee",
    "femme",
    "enfant",
    "gosse",
    "mome",
    "famille",
)
# a child of the owner's, however their note says it (« Notre fille, née le … »): asked as
# « des enfants ? »
_CHILDREN = ("fille", "fils", "daughter", "son")
_WORD = re.compile(r"\w+")
# being, before the adjective a yes/no question asks of the owner (« elle est allergique ? »)
_BEING = frozenset({"est", "es", "etes", "suis", "sont", "etait", "is", "are", "am", "was"})
_PARTICIPLES = ("é", "ée", "és", "ées", "i", "ie", "is", "ies", "u", "ue", "us", "ues", "it", "ite", "ed")
# a word written with a capital after the question's first word (a name: « c'est qui Jonas ? »)
_CAPITALISED = re.compile(r"(?<=[\w'’?!.,;:]\s)([A-ZÀ-Ý][\w-]+)")
# ... or opening it, set apart by a comma (« Karim, c'est qui ? »)
_FRONTED_NAME = compiled_on_first_use(r"\s*([A-ZÀ-Ý][\w-]+)\s*,")


def _never(_word: str) -> bool:
    return False


# « enfant » said of the owner's own childhood or origin, not of children they have
_childhood = compiled_on_first_use(
    r"\b(?:un|une) (enfants?) (?:de|du|des|d['’])"
    r"|\b(?:[ée]tais|[ée]tait|suis|[ée]tant) (?:un |une )?(enfants?)\b"
    r"|\b(?:quand|lorsque) j['’][ée]tais (enfants?)\b",
    re.IGNORECASE,
)
# the possessive that makes « femme » a wife (the few characters before the word)
_WIFE = re.compile(r"\b(?:ma|sa|ta|notre|votre|leur)\s+$", re.IGNORECASE)
# a kin's word followed by their name (« mon compagnon Erwan Kerdraon », « notre fils [[Malo]] »,
# « ma grande sœur Gwenaëlle Kerbrat »): the kin word and the first name (capitalised)
_kin_named = compiled_on_first_use(
    r"\b(?i:mon|ma|mes|notre|nos)\s+(?:(?i:petite?|grande?|jeune|cher|chère|demi|meilleure?)[\s-]+)?"
    r"([\w-]+)\s+(?:\[\[)?([A-ZÀ-Ý][\w'’-]+)"
)
_THIRD_PERSON = frozenset({"il", "elle", "lui", "iel", "he", "she", "him", "her"})
# the people the owner works with, asked for by their role (« elle a une apprentie ? »), folded,
# by the pronoun that agrees with each (« une stagiaire », « un stagiaire »: either)
_FEMININE_ROLES = frozenset({"apprentie", "associee", "salariee", "employee", "assistante", "alternante"})
_MASCULINE_ROLES = frozenset(
    {"apprenti", "associe", "salarie", "employe", "assistant", "alternant", "mentor"}
)
_EITHER_ROLES = frozenset({"stagiaire", "collegue"})
_ROLES = _FEMININE_ROLES | _MASCULINE_ROLES | _EITHER_ROLES
_PEOPLE_ASIDE = 0.5  # score factor of another person's note on a question about the owner
_ADDRESS_LIFT = 1.5  # score factor of a note writing a street address when where a place is asked
_ADDRESS_REACH = 4  # ... among this many times the notes shown
_WHOM_LIFT = 2.0  # score factor of another person's note when who the owner works with is asked
_KIN_LEAD = 1.3  # the kin's own note asked by the kin word (« sa sœur ») leads: _lift_kin
# the substrings a date asked holds (« quand », « kan », « qd », "when", « année », "year"):
# a question without any is not read for one
_WHEN_HINTS = ("quand", "kan", "qd", "when", "ann", "year", "combien de temps")
_HOLDER_LEAD = 0.99  # a profile note writing the attribute asked, over the best other note
_DATED_LEAD = 1.01  # a profile note dating what is asked, over the best other note
_PROFILE_STEP = 1e-3  # score step between profile notes the owner routing lifts alike (_route_to_owner)
_OWNER_PAGE_LIFT = 1.25  # score factor of a note a profile links to, on a question about the owner
# a profile note whose section is headed by the word asked, beside the best note (not above:
# docs/answers.md, "Session 19")
_HEADED_LIFT = 0.95
_OWNER_PAGES_SHARE = 0.25  # ... when such notes are at most this share of the vault
_word_parts = compiled_on_first_use(r"[-_.'’+]")  # a written word's parts, as the tokeniser splits it
_VALUES_KEPT = 4096  # (note, value, anchors, question) answers kept: _gives
# folders named for the owner, their words folded and joined (« À propos de moi » → aproposdemoi)
_OWNER_FOLDERS = frozenset(
    {"moi", "me", "aboutme", "apropos", "aproposdemoi", "profil", "profile", "quisuisje"}
)
_STUB_WORDS = 2  # a note saying no more words than this (« À développer. ») is a stub


class Source(NamedTuple):  # built for every note shown: a tuple is the cheapest record to build
    slug: str
    title: str
    type: str
    score: float
    reasons: list[str]
    url: str | None

    def to_dict(self) -> dict[str, Any]:
        return {**self._asdict(), "reasons": list(self.reasons)}


# a Source built in C, without the Python frame of a named tuple's __new__ (every note shown)
_new_source = tuple.__new__
_TERM = attrgetter("term")  # a unit's term, read in C
_NOTE = itemgetter(0)  # the note of a (note, score) pair


@dataclass(slots=True)  # not frozen, as Source: built on every question
class SearchResult:
    sources: list[Source]  # final list the function uses: top-k, score >= min_score
    grounded: bool
    best_score: float
    query_tokens: list[str]
    used_history: bool = False
    candidates: list[Source] = field(default_factory=list)  # top-k before the min_score cut
    # the analysed question (typo guesses, translations, synonyms) and the earlier turn's, for
    # the passage ranking that follows: it must read the question exactly as the search did
    query: Query | None = None
    earlier: Query | None = None
    # a personal attribute of the owner was asked (« Quel âge a-t-il ? »): the notes that may
    # answer it, the profile notes; empty otherwise
    answer_notes: tuple[int, ...] = ()
    about_owner: bool = False  # the question is about the owner (a pronoun, their name…)
    # what the owner is working on now was asked: the notes whose status says in progress
    current: tuple[int, ...] = ()
    # what is still to come was asked: the notes whose status says so, soonest first
    upcoming: tuple[int, ...] = ()
    # the question's language, "fr" or "en": the one the offline answer's framing speaks
    language: str = "fr"
    # what the owner offers was asked and nothing more: their rate cards, which list it
    offered: tuple[int, ...] = ()
    # who the owner works or lives with was asked: other people's notes answer it
    whom: bool = False
    # the notes of another person the previous question named, whom a follow-up's pronoun asks
    # about (« c'est qui Maud Chevalier ? », then « et elle a quel âge ? »)
    subject: tuple[int, ...] = ()


Scores = dict[int, float]  # own score of each note with a signal; absent notes score 0
# a status saying the work goes on (« en cours », "in progress", PARA's "active"), folded
IN_PROGRESS = frozenset(
    {
        "en cours",
        "encours",
        "en-cours",
        "in progress",
        "in-progress",
        "ongoing",
        "doing",
        "wip",
        "active",
        "actif",
    }
)
# ... on a note that is no reading note (« lecture en cours » is a book being read, not work)
_READING = frozenset({"lecture", "lectures", "reading", "readings", "livres lus", "books"})
# a status saying the thing is still to come (a gig « à venir », a talk "planned"), or moved to a
# later date (« reporté »), folded
UPCOMING = frozenset(
    {"à venir", "a venir", "prévu", "prevu", "prévue", "prevue", "planifié", "planifie"}
    | {"confirmé", "confirme", "reporté", "reporte", "reportée", "reportee"}
    | {"upcoming", "planned", "scheduled", "confirmed"}
    | {"postponed", "rescheduled"}
)
_MOVED = frozenset({"reporté", "reporte", "reportée", "reportee", "postponed", "rescheduled"})
# what follows a status and qualifies it: « en cours (esquisse) », « terminé — avril 2021 »,
# "in progress: 60 %", « reporté, date à fixer »
_STATUS_QUALIFIER = re.compile(r"\s*(?:[(\[—–:;,/]|\s-\s).*", re.S)
_STATUS_MARKS = " \t*_`'\"✅❌⏳🟢🟡🟠🔴🔵⚪⚫🚧⏸️▶️→-"


def status_head(status: str | None) -> str:
    """A note's status without the words qualifying it or the marks around it: « en cours
    (esquisse) » and « 🟡 En cours » say « en cours »."""
    if not status:
        return ""
    return _STATUS_QUALIFIER.sub("", status.strip(_STATUS_MARKS)).strip(_STATUS_MARKS).casefold()


_iso_title_day = compiled_on_first_use(r"^((?:19|20)\d\d)[-_.]?(\d\d)[-_.]?(\d\d)")
_CURRENT_LEAD = 1.05  # an in-progress note asked for ranks just above the best other note
# how a French verb asked ends, infinitive or past participle, as written: « opérer », « opéré »
_VERB_FORMS = ("er", "é", "ée", "és", "ées", "ir")
# ... and a participle in « -u » (« mordu », « vendue »), not « milieu », « trou »
_U_PARTICIPLE = compiled_on_first_use(r"[^aeiouy]ue?s?$")
_ABILITY = frozenset(
    {"capable", "capables", "sait", "sais", "savez", "peut", "peux", "pouvez", "can", "able"}
)
# What one sells, in general: asked with nothing more (« Quelles activités vous proposez ? »), the
# owner's rate card lists it all; « type », « genre » only frame the noun (« quel genre de missions »)
_OFFER_WORDS = frozenset(
    {
        *OFFER_NOUNS,
        *OFFERING,
        *("service", "prestation", "offre", "formule", "activite", "activites", "mission", "missions"),
        *("genre", "genres", "type", "types", "sorte", "sortes", "chose", "choses", "truc", "trucs"),
        *("kind", "kinds", "sort", "sorts", "thing", "things"),
    }
)
# a rate card's name says it (« Tarifs 2026 », « Tarifs et prestations », « Ateliers - tarifs 2026 »)
_RATE_NAMES = "tarif tarifs tarifaire tarification rates pricing prices"
_RATE_LINES = 3  # ... and it prices this many lines at least (not « Prix Albert-Londres 2023 »)
_RATES_LEAD = 1.02  # the rate card over the best other note, on a question of what the owner offers
# The notes read for a price, the function's shown count by default: whether the vault gives the
# price does not depend on how many sources a caller lists (``grasbot eval`` lists ten)
_PRICE_CHECKED = 5
_AHEAD_CHECKED = 3  # the best notes read for a date to come, when « le prochain… ? » is asked
# a title opening on a common noun, then a colon or a dash: « Le livre : Via ferrata de Savoie »
_title_head = compiled_on_first_use(
    r"^\s*(?:(?:le|la|les|mon|ma|mes|un|une)\s+|l['’])(\w+)\s*(?::|—|–|-\s)", re.IGNORECASE
)
# ... or a noun and its complement (« Colle d'amidon », « Presse à percussion »): the kind of thing
# the note is about, asked for by that noun only as a thing of the owner's (``things_asked``)
_title_complemented = compiled_on_first_use(
    r"^\s*(?:(?:le|la|les|mon|ma|mes)\s+|l['’])?(\w+)\s+(?:de|du|des|d['’]|à|au|aux|en)\s*\w",
    re.IGNORECASE,
)


def _by_head(
    titles: Sequence[object], pattern: re.Pattern[str], key: Callable[[str], str]
) -> dict[str, tuple[int, ...]]:
    """The notes (by position) whose title ``pattern`` matches, under ``key`` of the noun it
    captures first."""
    heads: dict[str, list[int]] = {}
    for i, title in enumerate(titles):
        m = pattern.match(str(title or ""))
        if m and (head := key(m.group(1))):
            heads.setdefault(head, []).append(i)
    return {head: tuple(ids) for head, ids in heads.items()}


def _holds(held_by: Mapping[str, float], unit: Unit) -> bool:
    """Whether a text holding ``held_by`` holds ``unit``: its term or one of its alternatives."""
    return held_by.get(unit.term, 0.0) > 0 or any(held_by.get(t, 0.0) > 0 for t, _ in unit.alternatives)


def _best_first(items: list[tuple[int, float]], n: int) -> list[tuple[int, float]]:
    """The ``n`` first (note, score) pairs by score, best first, ties by note order."""
    return _best_of(dict(items), n)


def _best_of(scores: Mapping[int, float], n: int) -> list[tuple[int, float]]:
    """The ``n`` best (note, score) pairs of ``scores``, best first, ties by note order: one
    sort in C of (−score, note) pairs, so that the order never depends on the order the notes
    were scored in."""
    return [(i, -v) for v, i in sorted(zip(map(neg, scores.values()), scores, strict=True))[:n]]


def _top(scores: Scores, n: int) -> list[tuple[int, float]]:
    """The ``n`` best positive scores, best first, ties broken by note order."""
    if n <= 0:
        return []
    if len(scores) > max(n, SORT_ALL):
        # selection by value; a Python filter only when the n-th value is tied with one left
        # out, since ties are broken by note order, not by dict order
        items = heapq.nlargest(n, scores.items(), key=itemgetter(1))
        cut = items[-1][1]
        if sum(1 for _, s in items if s == cut) != list(scores.values()).count(cut):
            items = [(i, s) for i, s in scores.items() if s >= cut]
        best = _best_first(items, n)
    else:
        best = _best_of(scores, n)
    if best and best[-1][1] <= 0:
        best = [kv for kv in best if kv[1] > 0]
    return best


# « Et le premier, … ? », « la dernière », "the second one": a thing the last answer named, by
# its rank there: after its article, standing alone (« son premier projet », « le premier
# module » name a first thing of their own)
_ORDINALS = {
    **dict.fromkeys(("premier", "premiere", "first", "former"), 0),
    **dict.fromkeys(("second", "seconde", "deuxieme", "2e", "2eme"), 1),
    **dict.fromkeys(("troisieme", "3e", "3eme", "third"), 2),
    **dict.fromkeys(("dernier", "derniere", "last", "latter"), -1),
}


_RANKED = compiled_on_first_use(
    r"\b(?:le|la|the)\s+(premi[eè]re?|first|former|second[e]?|deuxi[eè]me|2e|2[eè]me|troisi[eè]me|3e"
    r"|3[eè]me|third|derni[eè]re?|last|latter)\b(?:\s+(?:one|des deux|des trois))?"
    r"(?=\s*(?:[,?!.;:)]|$)|\s+(?:il|elle|iel|ils|elles|it|is|was)\b)",
    re.IGNORECASE,
)


class Searcher:
    """Scores every note of a bundle for a question. Build once per bundle; reads only."""

    def __init__(
        self,
        bundle: Bundle,
        top_k: int = 5,
        min_score: float = 2.5,
        url_patterns: Mapping[str, str] | None = None,
        weights: Weights | None = None,
        owner_name: str | None = None,
    ) -> None:
        self.bundle = bundle
        self.top_k = top_k
        self.min_score = min_score
        self.url_patterns = dict(DEFAULT_URL_PATTERNS if url_patterns is None else url_patterns)
        self.weights = weights or Weights()
        self.stemmer = bundle.params["stemmer"]
        self.index = VaultIndex(bundle, self.weights)
        column = bundle.notes.column
        self._slug: list[str] = column("slug")
        self._title: list[str] = column("title")
        self._type: list[str] = column("type")
        self._described: dict[int, tuple[str, str, str, str | None]] = {}
        self._neighbours: dict[int, frozenset[int]] = {}
        self._voiced: dict[int, bool] = {}  # passages in the first person (_first_person)
        self._shaped: dict[tuple[int, str], bool] = {}  # (note, term) written as an answer
        self._kinds: dict[tuple[int, str], bool] = {}  # (note, kind asked) written: _writes
        self._causes: dict[int, tuple[frozenset[str], ...]] = {}  # _tells_cause, by note
        self._home_term = stem("habiter", self.stemmer)  # where the owner lives, as the lexicon reads it
        self._stubs = PerNote(self._says_nothing)  # notes that say nothing: _stub
        self._values: dict[
            tuple[int, str, frozenset[str], frozenset[str], tuple[int, ...]], bool
        ] = {}  # _gives, per question
        self.urls = UrlResolver(self.url_patterns)
        self._pages: list[tuple[str | None, str | None, str | None]] = list(
            zip(
                bundle.notes.column_or("url", None),
                bundle.notes.column_or("route_parent", None),
                bundle.notes.column_or("site_slug", None),
                strict=True,
            )
        )
        about = bundle.owner
        slug_index = bundle.slug_index
        self.owner = Owner(
            owner_name or about.name,
            about.pronoun,
            (slug_index[s] for s in about.profiles if s in slug_index),
        )
        self._profile = frozenset(self.owner.profiles)
        self._profile_orders: dict[str, dict[int, int]] = {}  # _profile_order, per language
        self._profile_foreign: dict[str, frozenset[int]] = {}  # ... those in another language
        self._headings: dict[int, frozenset[str]] = {}  # _heading_terms, per profile note
        self._current: tuple[int, ...] | None = None  # _in_progress, read on first need
        self._coming: tuple[int, ...] | None = None  # _to_come, read on first need
        # the words asking for what is to come, as the vault's stemmer spells them
        self._next_terms = frozenset(stem(w, self.stemmer) for w in (*NEXT_WORDS, "venir", "prevu"))
        self._value_nouns = frozenset(stem(w, self.stemmer) for w in _VALUE_NOUNS)
        # a question's term -> how a text holds it unwritten (an age as a birth: shapes)
        self._written_as = written_as(self.stemmer)
        self._tagged: dict[int, frozenset[str]] = {}  # _tag_terms, read on first need
        self._folder_of: list[str] | None = None  # _in_owner_folder, read on first need
        self._channels = frozenset(stem(w, self.stemmer) for w in CHANNELS)
        self._family = frozenset(stem(w, self.stemmer) for w in _FAMILY)
        # ... and the owner's kin after a possessive (« sa fille », « ses parents »); compose reads it too
        self.kin = self._family | frozenset(stem(w, self.stemmer) for w in FAMILY)
        self._family_asked = stem("famille", self.stemmer)
        self._names_asked = frozenset(stem(w, self.stemmer) for w in ("nom", "prenom", "appelle", "name"))
        # the words of working (« bosser » is read « travail »): what a "why did that work end?"
        # question asks about, not whom it was done with
        self._work_terms = frozenset(
            stem(w, self.stemmer)
            for w in ("travail", "travailler", "bosser", "collaborer", "collaboration", "work")
        )
        self._vague = frozenset(stem(w, self.stemmer) for w in _VAGUE_ADJECTIVES)
        self._owner_words = frozenset(fold(w) for w in self.owner.name.split())  # as written, folded
        self._woman = stem("femme", self.stemmer)
        self._named_only: dict[tuple[int, str], bool] = {}  # (note, family term): only as a name
        # (note, term): every sentence holding it speaks of someone else (_of_another)
        self._another: dict[tuple[int, str], bool] = {}
        self._other_voiced: dict[int, bool] = {}  # note: writes a pronoun of the other gender
        self._participles: dict[tuple[int, str], bool] = {}  # (note, term): only as a participle
        self._written: dict[tuple[int, str], bool] = {}  # (note, term): held unwritten (_add_written)
        self._linked_to_profile: frozenset[int] | None = None  # _owner_pages, read once
        self._rate_cards: tuple[int, ...] | None = None  # _rates, read on the first offer question
        self._kin_notes: dict[str, frozenset[int]] | None = None  # _kin_pages, read on first need
        self._jobs = frozenset(stem(w, self.stemmer) for w in JOB_WORDS)
        self._heads: dict[str, tuple[int, ...]] | None = None  # _title_heads, read on first need
        self._complemented: dict[str, tuple[int, ...]] | None = None  # _complemented_heads, read once
        # the words for what one sells, as the vault spells them (« Quels *services* propose-t-il ? »)
        self._offer_terms = frozenset(tokenise(" ".join(sorted(_OFFER_WORDS)), self.stemmer))
        # built on the first list or owner question (about 2 ms), not at cold start
        self._catalogue: Catalogue | None = None
        self._people: frozenset[int] | None = None
        self._person_names: frozenset[str] | None = None  # _first_names, read on first need
        self.analyser = QueryAnalyser(
            self.stemmer,
            self.index.knows,
            self.index.idf,
            FuzzyVocabulary(
                bundle.terms,
                bundle.document_frequency,
                max(1, len(bundle) // 2),
                partial(stem, stemmer=self.stemmer),
            ),
            self.owner,
            lambda t: any(strength(self.index, i, t) > 0 for i in self._profile),
            self._names_written,
            lambda: bundle.passages.texts,
        )

    @property
    def catalogue(self) -> Catalogue:
        """The notes of each kind (type, folder, namespace) and the notes about other people:
        read by list questions and by questions about the owner, not by the search."""
        if self._catalogue is None:
            self._catalogue = Catalogue(self.bundle, self.stemmer)
        return self._catalogue

    @property
    def people(self) -> frozenset[int]:
        """The notes about other people than the owner: filed as people (``Personnes/``,
        ``type: portrait``) or titled by another person's name (grasbot.retrieval.people)."""
        if self._people is None:
            named = named_person_notes(self.bundle, self.owner.name_words, self._profile)
            self._people = (self.catalogue.people | named) - self._profile
        return self._people

    def source(self, i: int, score: float, reasons: list[str]) -> Source:
        """Note ``i`` as a source shown with an answer."""
        slug, title, type_, url = self._describe(i)
        return Source(slug, title, type_, round(score, 3), reasons, url)

    def idf(self, term: str) -> float:
        """Inverse document frequency of a term in this vault (Lucene form)."""
        return self.index.idf(term)

    def url_for(self, slug: str, type_: str) -> str | None:
        """The page of a note: its front matter's, else the patterns' (see ``urls``)."""
        i = self.bundle.slug_index.get(slug)
        if i is None:
            return self.urls.url(slug, type_)
        explicit, parent, site_slug = self._pages[i]
        return self.urls.url(slug, type_, explicit, parent, site_slug, i in self._profile)

    def _expand(
        self, own: Scores, seeds: list[tuple[int, float]], floor: float, pruned: NoteScores | None = None
    ) -> tuple[dict[int, float], dict[int, int]]:
        """Neighbours of the seeds gain a share of the best adjacent seed's score: the score each
        lifted neighbour reaches, and the seed that lifted it.

        One seed only (the best), not a sum: a project linked from three hubs is not three
        times as relevant. A neighbour gains only from seeds that outscore it, and is capped
        just under that seed: the seed stays ahead of what it brought in. Neighbours that reach
        the cap keep the order of their own scores, not the notes' order: of two notes a hub
        lifts to its cap, the one that matched the question better on its own comes first.
        Only gains that can reach the top-k (>= ``floor``, the k-th own score) are kept.
        ``pruned``: the scorer's own scores when it pruned common words, to score exactly a
        neighbour it left out.
        """
        share = self.weights.graph
        gain: dict[int, float] = {}
        lifted_by: dict[int, int] = {}
        for seed, seed_score in seeds:
            lift = share * seed_score
            # mine + share x seed >= floor is needed to enter the top-k (a hair lower: rounding)
            least = floor - lift - 1e-9
            # below this, the cap (0.999 x seed or more) cannot bite: it need not be computed
            uncapped = 0.998 * seed_score
            neighbours = self._neighbours.get(seed) or self._neighbours_of(seed)
            if pruned is None or least > pruned.ceiling:
                # (a note the scorer left out holds at most its ceiling: short of ``least``)
                read: Mapping[int, float] = own
                # when an unscored neighbour cannot reach the top-k, only the scored ones are
                # read (each on its own: their order changes nothing)
                reached = own.keys() & neighbours if least > 0.0 else neighbours
            else:  # an unscored neighbour may hold common words the scorer left out
                read = {j: own[j] if j in own else pruned.of(j) for j in neighbours}
                reached = neighbours
            get = read.get
            for j in reached:
                mine = get(j, 0.0)
                if not least <= mine < seed_score:  # short of ``least`` even the gain cannot reach the top-k
                    continue
                # at most 0.1 % under the seed, less for a stronger note of its own
                value = mine + lift
                if value > uncapped:
                    cap = seed_score - 0.001 * (seed_score - mine)
                    if cap < value:
                        value = cap
                if value >= floor and value > gain.get(j, mine):
                    gain[j] = value
                    lifted_by[j] = seed
        return gain, lifted_by

    def _owner_pages(self) -> frozenset[int]:
        """The notes a profile note links to (or is linked from): the owner's own pages."""
        if self._linked_to_profile is None:
            self._linked_to_profile = frozenset(j for i in self._profile for j in self.bundle.graph[i])
        return self._linked_to_profile

    def _names_written(self) -> list[str]:
        """What names the notes: slugs, titles, aliases and tags (where « fract-ol », « push_swap »
        or « full-stack » are written whole, for the analysis to read « fractol » typed joined)."""
        notes = self.bundle.notes
        texts = [*self._slug, *self._title]
        for key in ("aliases", "tags"):
            texts.extend(str(x) for row in notes.column(key) for x in row)
        return texts

    def _neighbours_of(self, i: int) -> frozenset[int]:
        """The notes linked with note ``i`` (the bundle's graph row), as a set, kept."""
        hit = self._neighbours[i] = frozenset(self.bundle.graph[i])
        return hit

    def _resolve_rank(self, query: str, history: Sequence[Mapping[str, str]]) -> str:
        """``query`` with a thing pointed at by its rank in the last answer (« Et le premier, il
        gère quelles commandes ? » after « ft_irc, un serveur IRC, et NetPractice… ») named by
        its note's title instead: what is asked, said as a question naming it would."""
        found = _RANKED().search(query)
        if found is None:
            return query
        named = self._named_in_order(_last_answer(history)[:MAX_QUERY_CHARS])
        rank = _ORDINALS[fold(found.group(1))]
        if not -len(named) <= rank < len(named):
            return query
        return query[: found.start()] + self.bundle.notes[named[rank]].title + query[found.end() :]

    def _named_in_order(self, text: str) -> list[int]:
        """The notes ``text`` names by their whole slug or title, in the order it names them."""
        tokens = tokenise(text, self.stemmer)
        first: dict[str, int] = {}
        for p, t in enumerate(tokens):
            first.setdefault(t, p)
        held = frozenset(first)
        found = []
        for i in range(len(self.bundle.notes)):
            names = self.index.names(i)
            if names and self.index.title_match(i, held) and any(len(t) > 2 for t in names):
                found.append((min(first[t] for t in names if t in first), -len(names), i))
        found.sort()
        out: list[int] = []
        last = -1
        for position, _, i in found:  # a longer name at the same place wins (« ft_irc » over « irc »)
            if position != last:
                out.append(i)
                last = position
        return out

    def search(
        self,
        query: str,
        history: Sequence[Mapping[str, str]] | None = None,
        top_k: int | None = None,
    ) -> SearchResult:
        """Rank notes for ``query``; ``history`` (earlier turns) helps short follow-ups."""
        named: tuple[int, ...] | None = None  # the one person the last answer named, read once
        other: SearchResult | None = None  # the search taking the pronoun as that person
        if history and isinstance(query, str) and _stressed_other().match(query) is not None:
            # « Et elle, elle a quel âge ? » after an answer naming the owner's mentor: the
            # stressed pronoun turns from the one the answer spoke of to the other one it named
            named = self._one_named(_last_answer(history), beside_owner=True)
            if named:
                other = self._search(query, history, top_k, other=True)
                if other.grounded:
                    return other
        found = self._search(query, history, top_k)
        if not found.grounded and isinstance(query, str):
            # « il est situé où, et il serait prêt à bouger ? »: two things asked, the notes
            # answering the first only; what they answer is answered, as asked alone
            first = _first_ask().match(query[:MAX_QUERY_CHARS])
            if first is not None:
                retried = self._search(first.group(1).rstrip(" ,;:?") + " ?", history, top_k)
                if retried.grounded:
                    return retried
        if found.grounded or not history or not isinstance(query, str):
            return found
        if named is None:
            named = self._one_named(_last_answer(history), beside_owner=True)
        if not named:
            return found
        # « il a appris avec qui ? », « … chez Arnaud Bréval, chocolatier à Lyon », then « il joue
        # d'un instrument ? » on his site: « il » may be the owner or the one person the answer
        # named; the owner's notes do not tell it, that person's may
        if other is None:
            other = self._search(query, history, top_k, other=True)
        return other if other.grounded else found

    def _search(
        self,
        query: str,
        history: Sequence[Mapping[str, str]] | None,
        top_k: int | None,
        other: bool = False,
    ) -> SearchResult:
        """``search``; ``other``: the owner's pronoun in a follow-up asking a person's attribute
        takes up the one person the last answer named, as the other gender's does."""
        w = self.weights
        k = self.top_k if top_k is None else max(0, int(top_k))
        if isinstance(query, str) and self._profile:
            query = self._person_first(query)
        if history and isinstance(query, str):
            query = self._resolve_rank(query, history)
        a = self.analyser.analyse(query[:MAX_QUERY_CHARS] if isinstance(query, str) else "")
        about_owner = a.owner if self._profile else None
        # The lexicon speaks of a person: its synonyms widen the ranking on a vault about
        # someone (profile notes found) or for an English question, not on a FAQ, where they
        # drift (spf-qr: « diplôme » is not « formation »; docs/retrieval.md).
        widen = bool(self._profile) or a.language == "en"
        q = self.index.query(a.tokens, a.expansions if widen else None, a.factors, a.phrases)
        # the scorer may prune common words' postings for the notes that cannot reach the head;
        # not for a follow-up, whose head mixes two turns' scores
        follow_up = bool(history) and (
            len(q.terms[: q.asked]) <= w.history_max_tokens or _follow_up().match(query) is not None
        )
        scored = score_notes(self.index, q, 0 if follow_up else max(w.seeds, 3, k))
        own: Scores = scored
        earlier: Query | None = None
        recalled: Scores = {}  # the previous turn's best notes: what the conversation is about
        subject: tuple[int, ...] = ()  # another person the last question named, asked about again
        if follow_up:
            # A short follow-up ("et à Lyon ?") is read with the previous question: that turn's
            # scores join at a discount, so the new words still lead when they name something.
            previous = _last_answer(history or (), "user")
            folded = words(query)
            answered = _last_answer(history or ())
            # « c'est qui Maud Chevalier ? » then « et elle a quel âge ? »: the pronoun of the
            # owner's gender takes up the other person the last question named
            subject = self._named_people(previous) if not _THIRD_PERSON.isdisjoint(folded) else ()
            if not subject and not _THIRD_PERSON.isdisjoint(folded):
                # « et sa compagne, elle fait quoi ? » then « elle vient d'où ? »: the same pronoun
                # takes up the owner's kin the last question asked, whose note says who they are
                subject = self._kin_subject(previous, folded)
            if not subject and not _THIRD_PERSON.isdisjoint(folded):
                # « elle a une apprentie ? », « Oui, Lou Garnier… », then « elle a quel âge ? »: the
                # pronoun agreeing with the person asked for takes up whom the answer named
                subject = self._role_subject(previous, answered, folded)
            other = other or speaks_of_another(folded, self.owner)
            if not subject and other and answered and any_personal(a.units):
                # « qui lui a appris le métier ? », « Marcel Dubreuil, tapissier à Cognac », then
                # « il a quel âge ? » on her site: the pronoun that is not the owner's, asking a
                # person's attribute, takes up the one person the last answer named (not « il
                # coûte combien ? », of the show the answer told, written with its author's name)
                subject = self._one_named(answered)
            elsewhere = other or bool(subject)
            asked_before = not PAST_MARKERS.isdisjoint(folded)
            if elsewhere or _there().search(query):
                said = answered
                # « Et lui, il vient d'où ? » after « Avec son compagnon Thomas… »: whom the last
                # answer named is who is asked about (its names, not all its words); not « Et
                # avant, il était où ? », which asks what came before what it named
                if elsewhere:
                    said = "" if asked_before else " ".join(names_written(said[:MAX_QUERY_CHARS]))
                previous = f"{previous} {said}"
            before = self.analyser.analyse(previous[:MAX_QUERY_CHARS])
            if before.tokens:
                earlier = self.index.query(before.tokens, before.expansions, before.factors)
                before_scores = score_notes(self.index, earlier)
                own = _add_scaled(own, before_scores, w.history)
                recalled = dict(_top(before_scores, max(w.seeds, 3)))
                if before.owner and self._profile:
                    # a turn about the owner was answered by the profile notes, wherever they
                    # ranked (« A-t-elle travaillé à l'étranger ? », then « Dans quelle agence ? »)
                    recalled.update((i, 0.0) for i in self._profile if i not in recalled)
            # « Et lui, il vient d'où ? » on her site is not about her, nor « et elle a quel âge ? »
            # after « c'est qui Maud Chevalier ? »
            about_owner = None if elsewhere else about_owner or (before.owner if self._profile else None)
            if subject:  # ... and the note of whom the last question named leads
                own = dict(own)
                lead = _KIN_LEAD * max(own.values(), default=1.0)
                for i in subject:
                    own[i] = max(own.get(i, 0.0), lead)
        earned = own
        profiles = self._profile
        if about_owner and a.personal:
            # a note titled by the attribute asked (« Contact », « Langues », « Disponibilités »)
            # is the profile's own page for it: a profile that links to it (« Me joindre :
            # Contact ») says no more than its title
            profiles = profiles | self._attribute_pages(q, a.units)
        dated: tuple[int, ...] = ()  # the profile notes dating what a « quand ? » asks of the owner
        if about_owner:
            # about the person (« Où habite-t-il ? », « Qui est-il ? »): the profile notes answer;
            # about their work (« ses projets en C »): the words lead, the profile notes follow
            if not a.units or a.personal:
                own = self._route_to_owner(own, w.owner_boost, w.owner_floor, profiles, a.language)
                if a.personal:
                    own = self._lift_holders(own, q, a.units, profiles, max(w.seeds, 3, k))
            elif not self._names_a_note(q):
                own = self._route_to_owner(
                    own, w.owner_boost_topic, w.owner_floor_topic, profiles, a.language
                )
                own = self._lift_owner_pages(own)
                own = self._lift_headed(own, q)
            else:
                # the question names a note by its title or an alias (« A-t-il de l'expérience
                # en domotique ? » and « Mon expérience dans la domotique »): that note is the
                # subject; the profile notes are shown, not lifted above it
                own = self._route_to_owner(own, 1.0, w.owner_floor_topic, profiles, a.language)
            lowered = str(query)[:MAX_QUERY_CHARS].lower()
            if (
                a.units
                and not a.personal
                and earlier is None
                and any(hint in lowered for hint in _WHEN_HINTS)  # (most questions: no words read)
                and asks_when(words(lowered))
            ):
                first = max(own, key=lambda i: (own[i], -i), default=None)
                if first is not None and first not in profiles:
                    # a profile line dating more of what is asked than any line of the best note
                    # (« 2023 – 2025 · Étudiant École 42 » against the school's « Fondée en 2013,
                    # l'École 42 »); the best note dating as much answers (a book's release)
                    beaten = self._dates_terms(first, q.term_set)
                    dated = tuple(i for i in sorted(profiles) if self._dates_terms(i, q.term_set) > beaten)
                    own = self._lift_dated(own, dated)
        if (
            about_owner
            and earlier is None
            and a.units
            and self.people
            and all(u.term not in self.kin for u in a.units)
            and not a.whom
        ):
            # another person's note the question does not name answers nothing about the owner
            # (grounding skips it): it gives way to the owner's notes in the ranking too, so a
            # classmate's « originaire de Marseille » is not where « Elle vient d'où ? » is read
            # (not when the owner's kin are asked: « Son compagnon fait quoi ? », his note answers)
            aside = [i for i in self.people if i in own and self._unnamed_person(i, q)]
            if aside:  # (a loop over the people's notes, not every note scored)
                own = dict(own)
                for i in aside:
                    own[i] *= _PEOPLE_ASIDE
        if about_owner and earlier is None and a.whom and self.people:
            # « Avec qui travaille-t-elle ? »: the people's notes the words reach are the answer
            own = dict(own)
            for i in self.people:
                if i in own:
                    own[i] *= _WHOM_LIFT
        if about_owner and earlier is None and self.people and not self.kin.isdisjoint(map(_TERM, a.units)):
            own = self._lift_kin(own, a.units)  # « sa sœur » and the note « Gwenaëlle Kerbrat »
        if about_owner and earlier is None:
            # (the nouns as the vault spells them: « son bouquin » read as « livre »)
            heavy = frozenset(u.term for u in a.units if not u.light)
            things = self._things_asked(a.things, heavy) if a.things else []
            if a.nouns or things:
                own = self._lift_title_heads(own, a.nouns | heavy, things)
        addressed: frozenset[int] = frozenset()  # the notes lifted for writing the address asked
        if (
            self._profile
            and asks_where(str(query)[:MAX_QUERY_CHARS])
            and self._home_term not in map(_TERM, a.units)  # (not where the owner lives: « based »)
        ):
            own, addressed = self._lift_addresses(own, max(w.seeds, 3, k) * _ADDRESS_REACH)
        offered: tuple[int, ...] = ()
        if a.offered:
            own, offered = self._lift_rates(own, a.units)
        # « Sur quoi travaille-t-il en ce moment ? »: the notes whose status says the work is
        # in progress (``status: en cours``) answer, ahead of any note sharing the words
        current = self._in_progress() if about_owner and a.current_work else ()
        # « C'est quand son prochain concert ? »: the notes whose status says it is still to come
        # (``statut: à venir``) and that the question's words reach, soonest first
        upcoming = self._upcoming(own, q) if a.upcoming and not current else ()
        head = _top(own, max(w.seeds, 3, k))
        seeds = head[: max(w.seeds, 3)]
        best = seeds[0][1] if seeds else 0.0
        floor = head[k - 1][1] if 0 < k <= len(head) else 0.0
        # a profile note lifted by the routing spreads only the score its words earned
        spread = seeds[: w.seeds]
        if earned is not own:
            spread = [(i, min(s, earned.get(i, 0.0))) for i, s in spread]
        gain, lifted_by = self._expand(own, spread, floor, None if scored.complete else scored)
        pool = dict(head[:k])
        if gain:
            pool.update(gain)
            ranked = _best_of(pool, k)
        else:
            ranked = head[:k]  # already best first, ties by note order
        if current or upcoming:
            # the work in progress, or what is to come, leads whatever else shares the words
            lead = max((sc for _, sc in ranked), default=1.0) * _CURRENT_LEAD
            if current:
                asked = {i: max(own.get(i, 0.0), lead) for i in current}
            else:  # what is to come, soonest first
                asked = {i: lead * (1.0 - 0.001 * n) for n, i in enumerate(upcoming)}
            pool = {**dict(ranked), **asked}
            ranked = _best_of(pool, k)

        index = self.index
        both = q if earlier is None else index.query([*earlier.tokens, *q.tokens])
        checked = seeds[:3]
        if about_owner:  # the profile notes answer a question about the owner wherever they rank
            listed = {j for j, _ in checked}
            checked += [(i, own[i]) for i in profiles if i not in listed]
        if a.prices:
            # a price asked of a thing (« Sous l'escabeau, ça coûte combien ? ») is in the rates
            # note its page links to: the notes the graph lifted are checked as well
            listed = {j for j, _ in checked}
            checked += [(i, s) for i, s in ranked[:_PRICE_CHECKED] if i not in listed]
        voiced: list[int] = []  # notes in the owner's voice that answer a personal attribute
        # a follow-up asking a personal attribute of the owner in its own words (« et elle peut
        # commencer quand ? » after her rate) is a question of its own: grounded as one, by the
        # profile, whatever the previous turn found
        alone = earlier is not None and a.owner is not None and any_personal(a.units)
        grounded = (
            bool(current)
            or bool(upcoming)
            or bool(offered)
            or self._grounded(
                query,
                a,
                q,
                q if alone else both,
                None if alone else earlier,
                checked,
                about_owner,
                recalled,
                voiced,
                profiles,
            )
        )
        if (
            grounded
            and a.upcoming
            and not upcoming
            and earlier is None
            and asks_when(words(str(query)[:MAX_QUERY_CHARS].lower()))
            and not any(self._writes_ahead(i, q) for i, _ in ranked[:_AHEAD_CHECKED])
        ):
            # « C'est quand le prochain concert de sa chorale ? »: a note telling past concerts
            # (« décembre 2025, concert de Noël ») tells no next one
            grounded = False
        candidates = []
        described = self._described
        shown = ranked  # every score there is positive: _top keeps those, a gain adds to one
        notes = list(map(_NOTE, shown))
        # (a note the graph lifted may have no own score: 0; read in C when the scores are whole)
        own_scores = (
            list(map(scored.get, notes, repeat(0.0))) if scored.complete else list(map(scored.of, notes))
        )
        explained = reasons(index, notes, q, scored.named, own_scores)
        guessed = a.reasons  # the typo guesses and translations
        profile = self._profile if about_owner else frozenset()
        for (i, score), why in zip(shown, explained, strict=True):
            if guessed:  # those this note holds
                found = explain_terms(index, i, q)[2]
                why.extend(r for r in guessed if r.rpartition("→")[2] in found)
            if earlier is not None:
                part = explain(index, i, earlier)[0] * w.history
                if part:
                    why.append(f"history:{part:.2f}")
            if i in profile:
                why.append("owner")
            if i in current:
                why.append("in-progress")
            if i in upcoming:
                why.append("upcoming")
            if i in offered:
                why.append("rates")
            if i in addressed:
                why.append("address")
            lifted = gain.get(i)
            if lifted is not None and pool[i] == lifted and lifted > own.get(i, 0.0):
                why.append(f"graph:{self._slug[lifted_by[i]]}")
            slug, title, type_, url = described.get(i) or self._describe(i)
            candidates.append(_new_source(Source, (slug, title, type_, round(score, 3), why, url)))
        floor = w.keep_ratio * best
        if not grounded:
            sources = []
        elif floor <= 0.0:  # the default: every candidate (their scores are positive)
            sources = list(candidates)
        else:
            sources = [c for c in candidates if c.score >= floor]
        if grounded and any(map(self._stubs.__getitem__, notes)):
            # a stub (« À développer. ») answers nothing: not shown as a source, nor quoted
            stubs = {c.slug for i, c in zip(notes, candidates, strict=True) if self._stub(i)}
            sources = [c for c in sources if c.slug not in stubs]
        personal = about_owner is not None and a.personal
        return SearchResult(
            sources,
            grounded,
            round(best, 3),
            list(both.tokens),
            earlier is not None,
            candidates,
            q,
            earlier,
            self._answering(profiles, voiced, self._family_asked in both.term_set, a.units)
            if personal
            else dated
            if grounded
            else (),
            about_owner is not None,
            current,
            upcoming,
            a.language,
            offered,
            bool(about_owner) and a.whom,
            subject,
        )

    def _names_a_note(self, q: Query) -> bool:
        """Whether an alias or the whole title of a note other than a profile is in the question."""
        index = self.index
        if any(i not in self._profile for k in q.aliases for i in index.alias_ids(k)):
            return True
        asked = frozenset(q.terms[: q.asked]) if q.asked else q.term_set
        return any(i not in self._profile and index.title_match(i, asked) for i in q.titled)

    def _attribute_pages(self, q: Query, units: Sequence[Unit]) -> frozenset[int]:
        """The notes whose whole title is a personal attribute the question asks (or one of
        its synonyms, or the general word of a narrower one): « Contact » for « Comment la
        joindre ? », « Langues » for « Parle-t-elle anglais ? »."""
        broader = self.analyser.broader
        terms = {
            t
            for u in units
            if u.personal
            for t in (u.term, *(x for x, _ in u.alternatives), *broader(u.term))
        }
        index = self.index
        # titled by the word or by a synonym (« Disponibilités » for « Est-elle disponible ? »)
        titled = {i for t in terms for i in index.term(t).titles or ()}
        pages = {i for i in titled if index.title_match(i, terms)}
        # ... or by an alias that is the attribute (« Disponibilité et tarifs », alias
        # « Disponibilités »)
        pages.update(
            i
            for t in terms
            for k, tokens in index.term(t).alias_starts
            if terms.issuperset(tokens)
            for i in index.alias_ids(k)
        )
        return frozenset(pages - self._profile)

    def _rates(self) -> tuple[int, ...]:
        """The owner's rate cards in force: notes named by their rates (``_RATE_NAMES``) that
        price ``_RATE_LINES`` lines at least, not outdated (``index.archived``: « Tarifs 2019
        (ancien) », the 2023 card beside the 2026 one)."""
        if self._rate_cards is None:
            named = frozenset(tokenise(_RATE_NAMES, self.stemmer))
            passages, index = self.bundle.passages, self.index
            self._rate_cards = tuple(
                i
                for i in range(len(self._slug))
                if not named.isdisjoint(index.names(i))
                and not index.archived[i]
                and sum(
                    writes_price(line) for k in passages.of_note(i) for line in passages[k].text.split("\n")
                )
                >= _RATE_LINES
            )
        return self._rate_cards

    def _lift_addresses(self, own: Scores, reach: int) -> tuple[Scores, frozenset[int]]:
        """Where a place is asked (« ou se trouve l'atelier ? »): of the ``reach`` best notes, those
        writing a street address (« L'atelier : 6 rue de l'Échevinage ») are lifted, over the notes
        that only share a word (a suppliers' table, « Ville : Bordeaux »)."""
        lifted = dict(own)
        for i, score in _top(own, reach):
            if self._writes(i, "address", writes_address):
                lifted[i] = score * _ADDRESS_LIFT
        return lifted, frozenset(i for i in lifted if lifted[i] != own[i])

    def _lift_rates(self, own: Scores, units: Sequence[Unit]) -> tuple[Scores, tuple[int, ...]]:
        """On a question of what the owner offers (« Quels services propose-t-elle ? »), their
        rate card lists it, a line a thing sold, whatever it calls them (« Prestation », « Formule »,
        « Séance »): it leads when the question names nothing more, and is returned; when it
        names a kind of thing (« Quels cours de théâtre propose-t-elle ? »), a card pricing that
        kind comes beside the best note (the notes on the courses may tell them better), and one
        named by that kind (« Ateliers - tarifs 2026 ») leads."""
        cards = self._rates()
        if not cards:
            return own, ()
        generic = self._offer_terms
        named = [
            u
            for u in units
            if not u.light and u.term not in generic and generic.isdisjoint(x for x, _ in u.alternatives)
        ]
        lift = _RATES_LEAD
        index = self.index
        titled = [i for i in cards if all(u.term in index.names(i) for u in named)]
        if named and titled:
            # the card of the kind named (« Ateliers - tarifs 2026 » for « Quels genres d'ateliers
            # propose-t-il ? ») leads; a list of its rows answers when they are labelled by that
            # kind (« Atelier : Initiation à la dégustation ; … »), not when it prices their
            # formats (« Formule : Demi-journée »): its passages answer as ranked
            cards = tuple(titled)
            if all(self._rows_labelled(i, frozenset(u.term for u in named)) for i in cards):
                named = []
        elif named:
            cards = tuple(
                i
                for i in cards
                if any(
                    strength(index, i, t) > 0
                    for u in named
                    for t in (u.term, *(x for x, _ in u.alternatives))
                )
            )
            lift = _HEADED_LIFT
        best = max(own.values(), default=0.0)
        out = dict(own)
        cards = tuple(sorted(cards, key=lambda i: (-own.get(i, 0.0), i)))
        for n, i in enumerate(cards):
            out[i] = max(own.get(i, 0.0), max(lift * best, 1.0) * (1.0 - _PROFILE_STEP * n))
        return out, () if named else cards

    def _title_heads(self) -> dict[str, tuple[int, ...]]:
        """The notes by the common noun their title opens on, past an article or a possessive
        and before a colon or a dash (« Le livre : Via ferrata de Savoie » under ``livr``);
        read once, on the first question that needs it."""
        if self._heads is None:
            self._heads = _by_head(
                self._title, _title_head(), lambda noun: next(iter(tokenise(noun, self.stemmer)), "")
            )
        return self._heads

    def _complemented_heads(self) -> dict[str, tuple[int, ...]]:
        """The notes by the noun their title opens on before its complement, folded as written
        (« Colle d'amidon » under ``colle``: a question asks for it in the same number, « quelle
        colle ? », not « quels trails ? » for « Trail du Sancy »); read once, on the first
        question that needs it."""
        if self._complemented is None:
            self._complemented = _by_head(self._title, _title_complemented(), fold)
        return self._complemented

    def _things_asked(self, things: Sequence[str], heavy: frozenset[str]) -> list[int]:
        """The notes titled by a noun the question asks for as a thing of the owner's
        (``things``: ``analysis.things_asked``), one note to a noun, when it is a word the
        question weighs (``heavy``: the stems of its informative words)."""
        heads = self._complemented_heads()
        out = []
        for noun in things:
            ids = heads.get(noun, ())
            if len(ids) == 1 and stem(noun, self.stemmer) in heavy:
                out.append(ids[0])
        return out

    def _lift_title_heads(self, own: Scores, nouns: frozenset[str], things: Sequence[int] = ()) -> Scores:
        """A thing of the owner's asked by its common noun (« son livre ») is the note whose
        title opens on it (« Le livre : Via ferrata de Savoie »): it comes beside the best note
        when it is the only one so titled, as do ``things``, the notes titled by the noun and
        its complement (« quelle colle ? » and « Colle d'amidon »: ``_things_asked``)."""
        heads = self._title_heads()
        lifted = [ids[0] for noun in nouns if len(ids := heads.get(noun, ())) == 1] + list(things)
        if not lifted:
            return own
        best = max(own.values(), default=0.0)
        out = dict(own)
        for i in lifted:
            out[i] = max(own.get(i, 0.0), _HEADED_LIFT * best)
        return out

    def _rows_labelled(self, i: int, terms: frozenset[str]) -> bool:
        """Whether a passage of note ``i`` has two lines or more labelled by one of ``terms``
        (a table's rows under its first column: « Atelier : Initiation à la dégustation ; … »)."""
        passages, stemmer = self.bundle.passages, self.stemmer
        return any(
            sum(
                not terms.isdisjoint(tokenise(line.removeprefix("- ").partition(" : ")[0], stemmer))
                for line in passages[k].text.split("\n")
                if " : " in line
            )
            > 1
            for k in passages.of_note(i)
        )

    def _lift_headed(self, own: Scores, q: Query) -> Scores:
        """On a question about the owner's doings whose word heads a section of a profile note
        (« ses expériences » and a CV's « ## Expérience », « Quelles prestations propose-t-elle ? »
        and « ## Prestations »), that section answers: the profile note comes up beside the best
        note, not above it (a note on the thing itself, « Impression 3D », stays first)."""
        asked = frozenset(q.terms[: q.asked]) if q.asked else q.term_set
        headed = [i for i in self._profile if not asked.isdisjoint(self._heading_terms(i))]
        if not headed:
            return own
        lift = _HEADED_LIFT * max(own.values(), default=0.0)
        out = dict(own)
        for i in headed:
            out[i] = max(own.get(i, 0.0), lift)
        return out

    def _heading_terms(self, i: int) -> frozenset[str]:
        """The terms of note ``i``'s section headings (each passage's own), read on first need."""
        terms = self._headings.get(i)
        if terms is None:
            passages, stemmer = self.bundle.passages, self.stemmer
            terms = frozenset().union(
                *(own_heading_terms(passages[k].heading, stemmer) for k in passages.of_note(i))
            )
            self._headings[i] = terms
        return terms

    def _lift_owner_pages(self, own: Scores) -> Scores:
        """On a question about the owner's doings (« A-t-elle déjà fait un stage ? »), in a vault
        where most notes are not about the owner (courses, a journal, reading notes), the notes
        a profile links to (« Stage chez Weiss & Haegel ») count more than notes that only share
        the words (a course on « les stages en entreprise »)."""
        pages = self._owner_pages() - self._profile  # the profile notes were routed already
        # only where they are few: when a profile links to most notes (a CV listing every
        # project), being linked says nothing, and the profile itself must stay ahead
        if not pages or len(pages) > _OWNER_PAGES_SHARE * len(self._slug):
            return own
        lift = _OWNER_PAGE_LIFT
        return {i: s * lift if i in pages else s for i, s in own.items()}

    def _lift_dated(self, own: Scores, dating: Sequence[int]) -> Scores:
        """When something of the owner's life is asked (« En quelle année a-t-il commencé 42 ? »,
        "When did she move to Lyon?"), the profile note that dates it on one line (a CV's
        « 2023 – 2025 · Étudiant École 42 »: ``dating``) answers, over the notes the words find
        (the school's hub, its projects), which tell the school's story, not the owner's."""
        if not dating:
            return own
        lead = max(dating, key=lambda i: (own.get(i, 0.0), -i))
        out = dict(own)
        out[lead] = max(own.get(lead, 0.0), _DATED_LEAD * max(own.values(), default=0.0))
        return out

    def _dates_terms(self, i: int, terms: frozenset[str]) -> int:
        """How many of ``terms`` the line of note ``i`` writing a year beside the most of them
        holds (``dated_terms``); 0 if none does."""
        passages = self.bundle.passages
        return max(
            (len(dated_terms(passages[k], terms, self.stemmer)) for k in passages.of_note(i)), default=0
        )

    def _lift_holders(
        self, own: Scores, q: Query, units: Sequence[Unit], profiles: frozenset[int], head: int
    ) -> Scores:
        """A personal attribute asked about the owner (« Où habite-t-il ? »): when notes about
        other people that share its words (a journalist's portraits: « elle habite Figeac depuis
        2004 ») crowd every profile note that writes it out of the head, the best of those
        comes back to rank with them. Not otherwise: which profile note answers best is the
        passages' call, not one more lift."""
        # every attribute asked: « travailler à distance » is not written by a CV's « Poste »
        holders = [i for i in profiles if self._holds_attribute(i, q, units, every=True)]
        if not holders or not {i for i, _ in _top(own, head)}.isdisjoint(holders):
            return own
        lead = max(holders, key=lambda i: (own.get(i, 0.0), -i))
        out = dict(own)
        out[lead] = max(own.get(lead, 0.0), _HOLDER_LEAD * max(own.values(), default=0.0))
        return out

    def _named_people(self, question: str, beside_owner: bool = False) -> tuple[int, ...]:
        """The notes of other people than the owner that ``question`` names by their whole title
        (« c'est qui Maud Chevalier ? »), none when it names the owner (unless ``beside_owner``:
        an answer speaks of the owner by name and of the person they learnt from)."""
        if not self.people:
            return ()
        asked = set(words(question[:MAX_QUERY_CHARS]))
        if not beside_owner and not asked.isdisjoint(fold(w) for w in self.owner.name_words):
            return ()
        titles = self.bundle.notes.column("title")
        names = {i: words(str(titles[i] or "")) for i in sorted(self.people)}
        whole = tuple(i for i, named in names.items() if len(named) > 1 and asked.issuperset(named))
        if whole:
            return whole
        # ... or by their first name written as a name (a capital, not opening the question),
        # when no one else's note has it (« c'est qui Jonas ? » and the note « Jonas Ferrand »,
        # or a note titled by the first name alone, « Gens/Yanis »; not « son atelier » and a
        # note « Atelier partagé rue d'Auxonne »)
        capitalised = {fold(w) for w in _CAPITALISED.findall(question[:MAX_QUERY_CHARS])}
        fronted = _FRONTED_NAME().match(question)
        if fronted is not None:
            capitalised.add(fold(fronted.group(1)))  # « Karim, c'est qui ? »: a name set before it
        if not capitalised:
            return ()
        firsts: dict[str, list[int]] = {}
        for i, named in names.items():
            if named:
                firsts.setdefault(named[0], []).append(i)
        return tuple(notes[0] for first, notes in firsts.items() if len(notes) == 1 and first in capitalised)

    def _role_subject(self, previous: str, said: str, folded: Sequence[str]) -> tuple[int, ...]:
        """The note of the one person the last answer (``said``) names by their whole title, when
        the ``previous`` question asked for someone by their role (« une apprentie », « un
        associé ») and the follow-up's pronoun agrees with that role's gender."""
        if not self.people or not said:
            return ()
        asked = words(previous[:MAX_QUERY_CHARS])
        role = next((w for a, w in pairwise(asked) if a in ("un", "une") and w in _ROLES), None)
        if role is None:
            return ()
        pronouns = _THIRD_PERSON.intersection(folded)
        if (role in _FEMININE_ROLES and "elle" not in pronouns) or (
            role in _MASCULINE_ROLES and "il" not in pronouns
        ):
            return ()
        if "meme" in folded:
            return ()  # « Et lui-même, il a été formé où ? »: the owner, set against the apprentice
        return self._one_named(" ".join(names_written(said[:MAX_QUERY_CHARS])))

    def _person_first(self, query: str) -> str:
        """``query`` without the pronoun taking up a person of the vault named first (« Kévin, il
        habite où ? », typed « kevin il abite ou »): the question is theirs, as « Où habite
        Kévin ? » is, not the owner's whose pronoun it shares."""
        found = _NAME_THEN_PRONOUN().match(query)
        if found is None:
            return query
        name = fold(found.group(1)).lower()
        if name in self.owner.name_words or name not in self._first_names():
            return query
        return query[: found.start(2)] + query[found.end(2) :]

    def _first_names(self) -> frozenset[str]:
        """The first words (folded) of the titles and aliases of the notes about other people."""
        if self._person_names is None:
            notes = self.bundle.notes
            self._person_names = frozenset(
                first
                for i in self.people
                for name in (notes[i].title, *notes[i].aliases)
                for first in words(name)[:1]
                if len(first) > 2 and first not in STOPWORDS
            )
        return self._person_names

    def _one_named(self, said: str, beside_owner: bool = False) -> tuple[int, ...]:
        """The note of the one other person ``said`` names (``_named_people``), none when it
        names none or several."""
        named = self._named_people(said, beside_owner)
        return named if len(named) == 1 else ()

    def _kin_subject(self, previous: str, folded: Sequence[str]) -> tuple[int, ...]:
        """The notes of the owner's kin the ``previous`` question asked (« sa compagne »), when
        the follow-up's pronoun (``folded``: its words) is the one that question used of them."""
        said = words(previous[:MAX_QUERY_CHARS])
        if _THIRD_PERSON.isdisjoint(said) or _THIRD_PERSON.intersection(folded).isdisjoint(said):
            return ()
        if not self.people or not self._kin_pages():
            return ()
        before = self.analyser.analyse(previous[:MAX_QUERY_CHARS])
        return tuple(
            sorted(
                {i for u in before.units if u.personal and u.term in self.kin for i in self._kin_pages_of(u)}
            )
        )

    def _unnamed_person(self, i: int, q: Query) -> bool:
        """Whether note ``i`` is about another person than the owner, one ``q`` does not name."""
        return i in self.people and q.term_set.isdisjoint(self.index.names(i))

    def _kin_named(self, i: int, units: Sequence[Unit]) -> bool:
        """Whether note ``i`` writes a kin word asked (« Relation:: mon compagnon »), or is the
        note of the kin a profile note names (``_kin_pages``): the page on the partner is named
        by "her partner" as by his name."""
        index = self.index
        return any(
            i in self._kin_pages_of(u) or strength(index, i, t) > 0
            for u in units
            if u.term in self.kin
            for t in (u.term, *(x for x, _ in u.alternatives))
        )

    def _kin_pages(self) -> dict[str, frozenset[int]]:
        """Kin term -> the notes about other people that a profile note names after that kin
        word (« Ma grande sœur Gwenaëlle Kerbrat est aussi interprète » and the note « Gwenaëlle
        Kerbrat »): « Sa sœur fait quoi ? » is answered by hers. Read once."""
        if self._kin_notes is None:
            by_first: dict[str, set[int]] = {}
            titles = self.bundle.notes.column("title")
            for i in self.people:
                first = fold(re.split(r"[\s,(]", str(titles[i] or "").strip(), maxsplit=1)[0])
                if first:
                    by_first.setdefault(first, set()).add(i)
            found: dict[str, set[int]] = {}
            passages = self.bundle.passages
            for i in self._profile:
                for k in passages.of_note(i):
                    for m in _kin_named().finditer(passages[k].text):
                        term = stem(fold(m.group(1)), self.stemmer)
                        notes = by_first.get(fold(m.group(2)))
                        if term in self.kin and notes:
                            found.setdefault(term, set()).update(notes)
            # ... and the people's notes that open by saying who they are to the owner (« Anaïs
            # Lebrun, ma compagne. », « Notre fille, née le 12 juillet 2021 »)
            children = {stem(w, self.stemmer) for w in _CHILDREN}
            # (as a visitor asks for them, whether or not the vault writes those words)
            asked_children = {stem(w, self.stemmer) for w in ("enfant", "gosse", "mome")}
            for i in self.people:
                opening = passages.of_note(i)[:1]
                said = kin_opening(passages[opening[0]].text) if opening else None
                term = stem(fold(said), self.stemmer) if said else ""
                if term in self.kin:
                    found.setdefault(term, set()).add(i)
                    for asked in asked_children if term in children else ():
                        found.setdefault(asked, set()).add(i)
            self._kin_notes = {t: frozenset(n) for t, n in found.items()}
        return self._kin_notes

    def _kin_pages_of(self, unit: Unit) -> frozenset[int]:
        """The notes of the owner's kin ``unit`` asks, by its term or a word of its group
        (« sa copine » and the note opening « Anaïs Lebrun, ma compagne. »)."""
        pages = self._kin_pages()
        if not pages:
            return frozenset()
        # (a word of the group only of the owner's kin: « chez les Compagnons » is no partner)
        terms = (unit.term, *(x for x, _ in unit.alternatives)) if unit.personal else (unit.term,)
        return frozenset(i for t in terms for i in pages.get(t, ()))

    def _answering(
        self,
        profiles: frozenset[int],
        voiced: Sequence[int],
        family: bool = False,
        units: Sequence[Unit] = (),
    ) -> tuple[int, ...]:
        """The notes answering a personal attribute asked: the note of the owner's kin asked
        when one answered (« sa sœur » and « Gwenaëlle Kerbrat »: hers, not the profile's line
        naming her), and those of the others of that kin (« des gosses ? » and the notes « lucas »,
        « Mon fils », and « manon », « Ma fille »: the grounding stops at the first), else the
        profile notes and those in the owner's voice that answered. The whole ``family`` asked
        (« Il a de la famille ? ») is the profile's, however many kin have their note."""
        kin = {i for notes in (self._kin_notes or {}).values() for i in notes}
        if family:
            return tuple(sorted({*profiles, *(i for i in voiced if i not in kin)}))
        found = {i for i in voiced if i in kin}
        if found:
            for u in units:
                if u.term in self.kin and found & (pages := self._kin_pages_of(u)):
                    found |= pages
        return tuple(sorted(found)) or tuple(sorted({*profiles, *voiced}))

    def _lift_kin(self, own: Scores, units: Sequence[Unit]) -> Scores:
        """The owner's kin asked (« sa sœur », « son compagnon ») whose own note a profile note
        names: that note leads the ranking, as a note named by the question would."""
        if self._family_asked in map(_TERM, units):
            return own  # « Il a de la famille, des enfants ? »: the profile says them all, not one's note
        kin = [i for u in units if not u.light and u.term in self.kin for i in sorted(self._kin_pages_of(u))]
        if not kin:
            return own
        out = dict(own)
        lead = _KIN_LEAD * max(own.values(), default=1.0)
        for i in kin:
            out[i] = max(out.get(i, 0.0), lead)
        return out

    def _route_to_owner(
        self, own: Scores, boost: float, floor: float, profiles: frozenset[int], language: str
    ) -> Scores:
        """On a question about the owner, profile notes count more and reach a share of the
        best score, so they are among the sources whatever the other words find. Those the
        floor lifts alike come in the order a reader would take them (``profile_order``):
        where there are more profile notes than sources, the one left out is the English copy
        or the 2021 version, not the current « À propos » that sorts last by its accent."""
        best = max(own.values(), default=0.0)
        out = dict(own)
        order = self.profile_order(language)
        last = len(order)
        # those in the question's language, the notes the words reach most first, then in the
        # reader's order (« Disponibilités » before the « Famille » page for « Vous êtes dispo
        # quels jours ? »)
        foreign = self._profile_foreign[language]
        ranked = sorted(profiles, key=lambda i: (i in foreign, -own.get(i, 0.0), order.get(i, last), i))
        for n, i in enumerate(ranked):
            mine = own.get(i, 0.0)
            # a nominal 1.0 when nothing else matched (« Qui est-il ? »): shown, and ranked
            lifted = max(floor * best, 1.0) * (1.0 - _PROFILE_STEP * n)
            out[i] = max(mine * boost, lifted)
        return out

    def profile_order(self, language: str) -> dict[int, int]:
        """Each profile note's place among them for a question in ``language``: those written
        in it first (the English « About » page is the same page for a visitor asking in
        English, a copy for one asking in French), then the most recently updated (the 2021
        « À propos » kept beside the current one; a title's old year, « CV 2016 », says it as
        well), then by note order. Read once per
        language, from the profile notes' passages only."""
        order = self._profile_orders.get(language)
        if order is None:
            passages = self.bundle.passages
            updated = self.bundle.notes.column_or("updated", None)
            in_english = language == "en"
            # stable sorts, the last one deciding first (``reverse`` keeps equal items in order):
            # the note order, then the newest ``updated`` (an ISO date sorts as text; undated
            # last), then the question's language
            ranked = sorted(self.owner.profiles)
            ranked.sort(key=lambda i: str(updated[i] or ""), reverse=True)
            # a title dating its note (« CV 2016 », « À propos 2021 ») beside one with a later year
            # or none, the page kept current: the dated one is the older copy
            titles = self.bundle.notes.column("title")
            years = {i: max(map(int, YEAR.findall(str(titles[i] or ""))), default=None) for i in ranked}
            older = {
                i
                for i, year in years.items()
                if year is not None and any(y is None or y > year for j, y in years.items() if j != i)
            }
            ranked.sort(key=lambda i: i in older)
            other = {
                i
                for i in ranked
                if is_english(words(" ".join(passages[k].text for k in passages.of_note(i)))) != in_english
            }
            ranked.sort(key=lambda i: i in other)
            order = {i: n for n, i in enumerate(ranked)}
            self._profile_orders[language] = order
            self._profile_foreign[language] = frozenset(other)
        return order

    def _grounded(
        self,
        text: str,
        a: Analysis,
        q: Query,
        both: Query,
        earlier: Query | None,
        seeds: list[tuple[int, float]],
        about_owner: str | None,
        recalled: Scores,
        voiced: list[int],
        profiles: frozenset[int],
    ) -> bool:
        """A strong note holds a good share of what the question asks (``grounding``).

        A follow-up is grounded on what it adds, the history being context only; one that adds
        nothing informative (« et ensuite ? ») is read with the turn before it. The history
        chooses the notes, the new words must be in them: « C'était fait avec quel moteur ? »
        is grounded by the game the conversation is about if it names its engine, « Et à Lyon ? »
        not by a note the conversation never touched that mentions Lyon in passing. A question
        about the owner with nothing else informative (« Qui est-il ? ») is grounded by the
        owner's profile notes being found.
        """
        w = self.weights
        units = a.units
        whole = True  # every unit of the question is checked
        known = self.index.knows
        unknown = (
            [
                u.term
                for u in units
                if not u.alternatives
                and not known(u.term)
                # (the owner's kin asked, whose note says who they are: « des gosses ? », « Lou »)
                and not (u.term in self.kin and self._kin_pages_of(u))
            ]
            if earlier is None and (about_owner or self._profile)
            else []
        )
        if unknown:
            # a name the vault never mentions is what the question asks (« Sait-il coder en
            # Java ? », "React Native", « la capitale de l'Australie »): the notes cannot answer
            # it, whatever else they share (« capital social »). Personal vaults only: an
            # encyclopedia's passage answers a question naming what it calls otherwise (piaf)
            if not self.analyser.names(text, a.language == "en").isdisjoint(unknown):
                return False
            # ... and so is a thing asked as a noun the vault never writes, weighing most of the
            # question (« combien pour changer la fermeture éclair d'un *blouson* ? » of a cobbler
            # who repairs boots' zips): a passage on what the vault does name does not answer
            # (a thing, after an indefinite article: not « sa vision », « la sélection », whose
            # answer the vault may write in other words)
            if a.language == "fr" and not about_owner:
                heaviest = max(units, key=lambda u: u.weight)
                if heaviest.term in unknown and heaviest.term in self._indefinite_nouns(text):
                    return False
            # ... and so is the noun a « Quel… ? » about the owner asks for, when the vault never
            # writes it nor a synonym (« Dans quel *institut* a-t-il obtenu son diplôme ? »),
            # unless it asks for a value a note writes without the word (« Sur quelle
            # *période*… » : 2023–2025)
            if about_owner:
                # ... or the thing a yes/no question asks them to have (« A-t-il une
                # *certification* AWS ? »: the page saying the site uses no public cloud does not
                # answer it)
                # (nor « Elle a des *passions* ? »: a pastime is written in a shape of its own,
                # « Hors du chantier, je chante… », ``shapes.WRITTEN_AS``)
                noun = self.analyser.asked_noun(text) or self.analyser.owned_noun(text)
                if noun in unknown and noun not in self._value_nouns and noun not in self._written_as:
                    return False
            # ... or what a yes/no question asks they (or what they keep) did, in a word the
            # vault never writes and that weighs most of the question (« Il s'est fait *opérer*
            # du genou ? »: a day out where « mon genou a tenu » does not say it; « le chien de
            # la ferme a déjà *mordu* quelqu'un ? »: the dogs' page does not)
            # (not an ability, « Est-il capable de *durcir* un serveur ? », which the work
            # done shows without the verb: UFW, Fail2ban)
            # (asked of the owner, the question must ask whether they are or have: « A-t-il
            # déjà *mené* un projet en équipe ? » is answered by the team projects he lists)
            if (a.yes_no or not (about_owner or asks_which(text))) and _ABILITY.isdisjoint(words(text)):
                total = sum(u.weight for u in units)
                heavy = {u.term for u in units if u.term in unknown and not u.light and u.weight * 2 > total}
                verbs = (
                    w
                    for w in _WORD.findall(text.lower())
                    if w.endswith(_VERB_FORMS) or _U_PARTICIPLE().search(w) is not None
                )
                if heavy and any(stem(fold(w), self.stemmer) in heavy for w in verbs):
                    return False
            # ... or what a yes/no question asks the owner to be, an adjective after « est »
            # the vault never writes, weighing a third of the question (« Elle est *allergique*
            # aux piqûres ? »: the insurance note's « piqûres de tiers » does not say it)
            if a.yes_no and about_owner:
                # (not a past participle, « il s'est resservi », « elle est née »: a verb's; an
                # adjective in « -ique » is none, « allergique »)
                typed_words = _WORD.findall(text.lower())
                weighed = {u.term: u.weight for u in units if not u.light}
                weight_sum = sum(u.weight for u in units)
                for verb, after in pairwise(typed_words):
                    if fold(verb) not in _BEING or (
                        after.endswith(_PARTICIPLES) and not after.endswith(("que", "ques", "gue", "gues"))
                    ):
                        continue
                    term = stem(fold(after), self.stemmer)
                    if term in unknown and weighed.get(term, 0.0) * 3 > weight_sum:
                        return False
        if earlier is not None:
            # words the vault never uses cannot be checked in it (« interblocages » when the
            # note says deadlock, « moteur » when it says Unity): in a follow-up the
            # conversation carries that part, unless it is a name the vault never mentions
            checked = tuple(u for u in units if known(u.term) or any(known(t) for t, _ in u.alternatives))
            if units and not checked and not self.analyser.names(text).isdisjoint(u.term for u in units):
                return False  # it adds a name the vault never mentions (« Et à Lyon ? »)
            units = checked
            whole = False
        if not self._channels.isdisjoint(a.tokens):
            # a channel asked (« son téléphone ? ») is held by itself or its written shape only:
            # the page titled « Contact » still ranks, but an email address does not answer it
            units = tuple(u._replace(alternatives=()) if u.term in self._channels else u for u in units)
        if not units:
            if about_owner and any(i in profiles for i, _ in seeds):
                return True
            if earlier is None:
                return False
            return any(
                s >= self.min_score and coverage(self.index, i, both) >= w.min_coverage for i, s in seeds
            )
        index = self.index
        # On a question about the owner, a personal attribute (« Quel âge a-t-il ? », « Quand
        # peut-il commencer ? », « son salaire ») is answered by the profile notes only, not by
        # a note titled "Apache Age" nor by philosophers who « commencent à manger ».
        personal = about_owner is not None and (a.personal if whole else any_personal(units))
        # ... unless the profile notes are silent on it: then a note in the owner's own voice
        # may answer (a journal's « Salaire visé : … »), never one where they speak of it
        silent = personal and not any(self._holds_attribute(i, q, units, yes_no=a.yes_no) for i in profiles)
        # and a profile note silent on the attribute does not answer it through the question's
        # other words ("Can he work remotely?" is not answered by a CV that says « travail »)
        attribute = personal and any_personal(units)
        # other forms of the question's verbs: not in the ranked question, so read per note
        forms = a.forms - q.term_set if a.forms else frozenset()
        # A year asked about the owner's vault dates the fact: a note that never writes it,
        # nor a span of years around it (« 2019 – 2023 »), speaks of another time (the
        # current rate is no answer to « son tarif en 2023 »). Personal vaults only: on an
        # encyclopedia or a FAQ (no profile note), a paragraph answers an event without
        # repeating its year (docs/retrieval.md, "A year asked").
        years = (
            [int(t) for u in units if (t := u.term).isdigit() and YEAR.fullmatch(t)] if self._profile else []
        )
        # the kind of answer asked, when it has a shape of its own (« Quelle note a-t-elle
        # obtenue ? » asks for a grade): a note that neither names it nor writes one is silent
        shape = asked_shape(text)
        kind = stem(shape[0], self.stemmer) if shape else ""
        # a count, a name or a date asked (« Combien de coups… », « Comment s'appelle
        # l'entreprise… »): a note answers only where it writes one beside the thing asked
        # Personal vaults only, as the year above: an encyclopedia's paragraph names a thing
        # sentences away from the word asked (piaf: « Comment s'appelle le préfet de région ? »)
        value = asked_value(text) if self._profile else None
        anchors: frozenset[str] | None = None
        said: frozenset[str] = frozenset()
        if value is not None:
            said = frozenset(words(text))
            anchors = (
                # (what is counted is that noun: « combien d'étudiants » is not counted by « 5e
                # année » beside « école », a word of the same topic)
                self.analyser.noun_terms(value.noun, a.language == "en", own=value.kind == "number")
                if value.noun is not None
                # a price is that of the thing named, not of the word asking it (« coûte »)
                else both.term_set - self._price_words(units)
                if value.kind == "price"
                # how long a thing lasted is written beside that thing, not beside a synonym's
                # (« son stage a duré combien ? » and the CV's « une alternance de 2 ans »)
                # (a word the vault never writes is held by its synonyms: « les huîtres » and
                # « 12 ans en ostréiculture »)
                else frozenset(
                    t
                    for u in units
                    if not u.light
                    for t in (
                        (u.term,) if self.index.knows(u.term) else (u.term, *(x for x, _ in u.alternatives))
                    )
                )
                if value.kind == "duration" and earlier is None
                else both.term_set
            )
            if value.noun is not None and anchors and anchors.isdisjoint(a.tokens):
                # the noun read as another word with the next (« combien de mémoire vidéo ? » asks
                # for « VRAM »: grasbot.retrieval.idioms): the thing asked is the question's terms
                anchors = both.term_set
        # A name asked about the owner (« Sait-il coder en *Go* ? ») is what the question is
        # about: a note that does not hold it (a CV listing Python) does not answer, whatever
        # else it shares; as written or as a guess or translation of it (« minishel », "German")
        # ... of a thing a note is named by, whole (« Sa vidéo sur les fusées à eau, elle a fait
        # combien de vues ? » and the note « Video-Fusees-a-eau »): another note gives it only
        # beside that thing's name (« 610 000 vues » in the mayonnaise video's note is not its);
        # a price too (« une place pour le festival les Rives Sonores » and a bio's first fee,
        # « 110 € » for a night « sur la place de Montreuil-Bellay », a line away from
        # « festivals »); not an income; not a note named by one word (« La compagnie » is a
        # common noun the question may use of anything)
        of_named = (
            [
                topic
                for i, _ in seeds
                if index.title_match(i, q.term_set) == "slug"
                and len(topic := index.names(i) & q.term_set) > 1
            ]
            if value is not None and value.kind != "income"
            else []
        )
        names = self.analyser.names(text, a.language == "en") if about_owner and self._profile else ()
        if names and a.reasons:
            # a name typed otherwise than the vault writes it (« Ouvrier » guessed as ``ouvrir``)
            # is asked all the same: its guess must be held
            guessed = (r.partition(":")[2].partition("→") for r in a.reasons)
            names = names | {term for word, _, term in guessed if stem(word, self.stemmer) in names}
        named = [u for u in units if u.term in names] if names else []
        # a word asked as a noun (« le permis ») that a note writes as a verb only (« m'a permis »)
        nouns = a.nouns if self._profile else frozenset()
        # something asked of one of the owner's kin: a note naming them must hold more of it
        kin = (
            about_owner is not None
            and not self.kin.isdisjoint(map(_TERM, units))
            and any(not u.light and u.term not in self.kin for u in units)
        )
        # ... and hold it beside them, when they are the owner's (« ses parents »; not « ma fille »,
        # the asker's, nor « les enfants »)
        told = kin and any(u.personal and u.term in self.kin for u in units)
        # a cause asked (« Pourquoi a-t-elle arrêté de travailler ? »): a note must tell the event
        cause = self._cause(text, units)
        # ... and what the event was done to, in one sentence with it (« Pourquoi a-t-elle quitté
        # *son lycée* d'Angers ? »: a journal's « on a quitté Angers » and « on quitte l'appart »
        # tell of leaving something else); not in a profile note, where one noun names the event
        # and what it changed (« Reconversion » for « Pourquoi a-t-il changé de métier ? »)
        undergone = self._undergone(cause, units, text) if cause is not None else None
        # ... and why working with someone ended is told only by a word of cause: a client's note
        # saying « On ne travaille plus ensemble depuis 2024 » does not answer it
        ended = bool(self._profile) and asks_why_work_ended(text)
        # (in a line naming whom: a profile's « reconversion suite à des problèmes de santé » is
        # no reason for leaving a client)
        # (nor the work itself: a profile's « j'aimais ce travail, parce que… » names no one left)
        ended_of = (
            frozenset(
                u.term
                for u in units
                if not u.light and (cause is None or u.term != cause.term) and u.term not in self._work_terms
            )
            if ended
            else frozenset()
        )
        # ... which a profile note may name by any word of its group: its « reconversion suite à
        # des problèmes de santé » tells why « il a arrêté d'être infirmier », a change of trade;
        # not when a name says what was left (« Pourquoi a-t-iel quitté Mobilis ? »): the profile's
        # « reconversion » is no reason for leaving that employer
        event = (
            next((u for u in units if u.term == cause.term), cause)
            if cause is not None and (undergone is None or undergone.term not in names)
            else cause
        )
        if a.phrases:
            # a noun and the adjective after it (« architecture intérieure ») are one thing asked:
            # a note on the owner's trade holds both, which is not two things held together
            qualified = {adjective for noun, adjective in a.phrases if any(u.term == noun for u in units)}
            units = tuple(u._replace(light=True) if u.term in qualified else u for u in units)
            # ... and the adjective without its noun qualifies something else (« Indicateur
            # maison préféré » is no « film préféré »): not held. Personal vaults only, as a value
            # asked: an encyclopedia's paragraph names its topic sentences away (piaf: −2)
            phrases = a.phrases if self._profile else frozenset()
            alone = [(u, adjective) for noun, adjective in phrases for u in units if u.term == noun]
            # ... and the noun without its adjective, when the adjective is the rarer word, names
            # another thing (« service militaire » is no archives' « service », « chiffre
            # d'affaires annuel » no « chiffre »); not in a profile note, whose « Expérience » is
            # the owner's professional one
            asked = {u.term: u for u in units}
            bare = [
                (noun, asked[adjective])
                for noun, adjective in phrases
                if noun in asked
                and adjective in asked
                and adjective not in self._vague
                and asked[adjective].weight >= asked[noun].weight
            ]
        else:
            alone = []
            bare = []
        # « des cours de mandoline »: a note holding the noun without its complement speaks of
        # other lessons (« cours de ukulélé »); personal vaults only, as a value asked
        complements = a.complements if self._profile else frozenset()
        by_term = {u.term: u for u in units} if complements else {}
        # the owner's kin themselves asked (« Elle a un compagnon ? », "Is she in a relationship?"):
        # the note about the partner (« Karim : Mon compagnon depuis 2017 ») answers, it is not
        # someone else's life
        kin_asked = bool(about_owner) and (a.whom or all(u.light or u.term in self.kin for u in units))
        # the notes of the kin asked, by the term asking them (read once per question)
        kin_of = (
            {u.term: found for u in units if u.term in self.kin and (found := self._kin_pages_of(u))}
            if (kin or kin_asked) and self.people
            else {}
        )
        kin_pages = frozenset().union(*kin_of.values())
        naming_kin = [u for u in units if u.term in self._names_asked] if kin else []
        stubs = self._stubs
        # the thing a yes/no question asks the owner to have or practise (« Elle joue d'un
        # *instrument* ? »): a note other than a profile that never writes it, nor a word for
        # it, does not answer, whatever else it shares (« Je joue au volley » holds the verb).
        # Read once a note would answer: reading it costs as much as a few checks of notes
        # ... and so is the thing a yes/no question asks someone or something named to have
        # (« L'écurie des Trois Chênes a une *remise* ? »): the client's note, which says what
        # the client ordered, does not answer it without the word
        pending = earlier is None and bool(a.nouns)  # (a thing is a noun asked)
        owned: Unit | None = None
        # a follow-up asking only a price (« ça coûte combien ? ») asks it of the thing talked
        # about, not of a note named « prix »: any note the conversation ranks may give it, as the
        # one saying the workshop moved (« Prix : 25 € »), though the previous turn did not find it
        priced = earlier is not None and len(units) == 1 and units[0].term in pricing_terms(self.stemmer)
        # a second reading when the profile notes speak of the attribute without answering it
        # (« Vous acceptez le full remote ? »: the about page says « Remote-friendly », the
        # services page « full remote OK »): then, as when they are silent, a note in the
        # owner's own voice may answer, saying what they said and more; never for a way to reach
        # them (« son numéro perso ? »): the profile gives the channels the owner publishes
        second = personal and not silent and self._channels.isdisjoint(a.tokens)
        near = {u.term for u in units if u.factor < 1.0}  # read from a typo's near match
        grammar = frozenset(u.term for u in a.units if u.light)  # as the analysis read them
        # the question's terms the profile notes hold, that a note answering instead must hold
        profile_said = (
            {u.term for i in profiles for held in [strengths(index, i, q)] for u in units if _holds(held, u)}
            if second
            else set()
        )
        for rereading in (False, True) if second else (False,):
            for i, s in seeds:
                profile = about_owner is not None and i in profiles
                if rereading and profile:
                    continue  # read once: the reading changes only what other notes may answer
                if s < self.min_score and not profile and i not in kin_pages:
                    continue  # (the note of the kin asked is named by the kin word, as a profile)
                if stubs[i]:
                    continue
                if (
                    about_owner
                    and not profile
                    and not kin_asked
                    and self._unnamed_person(i, q)
                    and not (kin and self._kin_named(i, units))
                ):
                    continue  # another person's note (a mentor's « joue de l'accordéon »), not named
                if personal and not profile and i in kin_pages:
                    voiced.append(i)  # the note of the kin asked (« sa sœur », « Gwenaëlle Kerbrat »)
                elif personal and not profile:
                    if not (silent or rereading) or not self._in_owner_voice(i, units):
                        continue
                    voiced.append(i)
                elif profile and silent and attribute:
                    continue
                if years and not all(self._dates(i, y, units) for y in years):
                    continue
                held_by = strengths(index, i, q)
                for t in forms:
                    held = strength(index, i, t)
                    if held:
                        held_by[t] = held
                if i in kin_pages:
                    # the note of the kin asked is named by the kin word (« des enfants ? » and
                    # the note opening « Notre fille, née le … »), as by their name
                    for t, found in kin_of.items():
                        if i in found:
                            held_by[t] = max(held_by.get(t, 0.0), BODY_MAX)
                self._drop_unshaped(i, held_by, a.yes_no)
                self._drop_names(i, held_by)
                if nouns:
                    self._drop_participles(i, held_by, nouns)
                self._add_written(i, held_by, units)
                for unit, adjective in alone:
                    if adjective in held_by and not _holds(held_by, unit):
                        del held_by[adjective]
                for noun, qualifier in () if profile else bare:
                    if noun in held_by and not _holds(held_by, qualifier):
                        del held_by[noun]
                # (a noun asked as one, « des cours », holds its complement in one sentence: ``_beside``;
                # a verb's, « changé de métier », anywhere in the note)
                for noun, complement in complements:
                    if (
                        noun in held_by
                        and complement in by_term
                        # (a note named by the noun alone, a year aside, is about all of them:
                        # « Héliportage 2026 » for « les héliportages de ravitaillement »)
                        and not self._named_alone(i, noun)
                        and not (
                            _holds(held_by, by_term[complement])
                            and (noun not in a.nouns or self._beside(i, noun, by_term[complement]))
                        )
                    ):
                        del held_by[noun]
                if about_owner and not profile and self._of_another(i, held_by, units):
                    continue  # « il joue de la guitare », of her partner: not the owner's answer
                # (a grade is held only as written: ``shapes.GRADE``)
                if (
                    shape
                    and (shape[0] == GRADE or not held_by.get(kind))
                    and not self._writes(i, kind, shape[1])
                ):
                    continue
                if (
                    value is not None
                    and anchors is not None
                    and not self._gives(i, value, anchors, said, years)
                ):
                    continue
                if of_named and not any(topic <= held_by.keys() for topic in of_named):
                    continue
                if (
                    of_named
                    and value is not None
                    and not any(topic <= index.names(i) for topic in of_named)
                    and not any(self._gives(i, value, frozenset(topic), said) for topic in of_named)
                ):
                    # another note holding the thing's name gives its value only beside it: the
                    # vault's own documentation listing « push_swap » as an example note and
                    # « +10 au score » a table away is no score of the project
                    continue
                if named and not all(_holds(held_by, u) for u in named):
                    continue
                if cause is not None and not _holds(
                    held_by, event if profile and event is not None else cause
                ):
                    continue
                if cause and undergone and not profile and not self._together(i, cause, undergone):
                    continue
                if ended and not self._tells_cause(i, ended_of):
                    continue  # « Je ne travaille plus pour l'étude depuis 2022 » says when, not why
                if naming_kin and self._names_kin(i, units):
                    # their name asked (« comment s'appelle son compagnon ? »): a passage naming
                    # them answers, without the verb asking it (« Julien Mercier, mon compagnon »)
                    for u in naming_kin:
                        held_by[u.term] = max(held_by.get(u.term, 0.0), BODY_MAX)
                if (
                    kin
                    and all(u.light or u.term in self.kin or not _holds(held_by, u) for u in units)
                    and not (
                        i in kin_pages
                        and all(u.light or u.term in self.kin or u.term in self._jobs for u in units)
                    )
                ):
                    # (the kin's own note tells what they do: « Interprète de conférence aussi »)
                    continue  # « Sa fille va dans quelle école ? »: the profile names her, not her school
                if told and i not in kin_pages and not self._kin_told(i, units):
                    continue  # « Ses parents font quoi comme métier ? »: « Métier » is the owner's field
                if (
                    profile or i in kin_pages
                ):  # the note is about the person asked about: any mention is on topic
                    held_by = {t: max(v, BODY_MAX) for t, v in held_by.items()}
                elif rereading:
                    # (the second reading) it says what the profile notes said, and more, written
                    # as asked: a typo's near match (« appeler » read « rappel ») is no answer
                    # (not the kin asked, whose attributes are not the owner's the profile
                    # labels: « Et son compagnon, il fait quel métier ? » and « mon compagnon »)
                    if not all(_holds(held_by, u) for u in units if u.term in profile_said) and not (
                        kin and self._kin_named(i, units)
                    ):
                        continue
                    held_by = {t: v for t, v in held_by.items() if t not in near}
                if (
                    years
                    and len(years) < len(units)
                    and not any(_holds(held_by, u) for u in units if not YEAR.fullmatch(u.term))
                ):
                    continue  # the year alone is when, not what: a CV's « 2016 » for « son tarif en 2016 »
                if is_grounded(
                    units,
                    held_by,
                    w.min_share,
                    w.strong_share,
                    single_named=earlier is not None and i not in recalled and not priced,
                    grammar=frozenset() if profile or i in kin_pages else grammar,
                ):
                    if pending and not profile:
                        pending = False
                        thing = self.analyser.owned_noun(text, of_owner=about_owner is not None)
                        owned = next((u for u in units if u.term == thing), None) if thing else None
                    if owned is not None and not profile and not _holds(held_by, owned):
                        continue
                    return True
        return False

    def _named_alone(self, i: int, noun: str) -> bool:
        """Whether note ``i``'s title is ``noun``, numbers aside (« Héliportage 2026 »)."""
        title = self.index.text(i).title
        return noun in title and all(t == noun or t.isdigit() for t in title)

    def _beside(self, i: int, noun: str, complement: Unit) -> bool:
        """Whether note ``i`` writes ``noun`` and ``complement`` (its term or an alternative) in
        one sentence, or is named by either (its title, aliases, tags: every sentence is about
        it). « des cours de mandoline » is not held by a life story telling « les cours d'ondes »
        at university and, sentences later, a mandolin bought in Dublin."""
        return self._together(i, Unit(noun, 0.0), complement)

    def _kin_told(self, i: int, units: Sequence[Unit]) -> bool:
        """Whether a passage of note ``i`` that names the owner's kin asked (or a word of their
        group: « famille ») also holds something else the question asks of them: a profile's
        « Métier : moniteur » is the owner's, « mes parents sont à Saint-Étienne » tells no
        parents' trade."""
        kin = self.kin
        named = self._kin_terms(units)
        asked = [
            {u.term, *(t for t, _ in u.alternatives)} for u in units if not u.light and u.term not in kin
        ]
        # their name asked (« comment s'appelle son compagnon ? »): ``_names_kin``
        if any(not terms.isdisjoint(self._names_asked) for terms in asked) and self._names_kin(i, units):
            return True
        passages = self.bundle.passages
        for k in passages.of_note(i):
            tokens = passages[k].tokens
            if named.isdisjoint(tokens):
                continue
            if any(not terms.isdisjoint(tokens) for terms in asked):
                return True
        return False

    def _kin_terms(self, units: Sequence[Unit]) -> set[str]:
        """The terms naming the owner's kin asked with a possessive (« sa compagne »), and the
        words of their group."""
        return {
            t
            for u in units
            if u.personal and u.term in self.kin
            for t in (u.term, *(x for x, _ in u.alternatives))
        }

    def _names_kin(self, i: int, units: Sequence[Unit]) -> bool:
        """Whether a passage of note ``i`` gives the name of the owner's kin asked: after the
        kin's word (« Je vis avec mon compagnon Erwan Kerdraon ») or before it, the kin's word
        said of it (« - Julien Mercier, 47 ans, mon compagnon »)."""
        named = self._kin_terms(units)
        passages = self.bundle.passages
        for k in passages.of_note(i):
            if named.isdisjoint(passages[k].tokens):
                continue
            text = passages[k].text
            if any(stem(fold(m.group(1)), self.stemmer) in named for m in _kin_named().finditer(text)):
                return True
            if writes_value(text, "name", lambda w: stem(fold(w), self.stemmer) in named, _never):
                return True
        return False

    def _cause(self, text: str, units: Sequence[Unit]) -> Unit | None:
        """The unit of the event whose cause the question asks (``shapes.asked_cause``), when it
        is one of the question's informative words: a light verb (« devenue ») tells no event.
        Personal vaults only, as a value asked: an encyclopedia tells why in other words (piaf:
        the rule cost two answers there)."""
        if not self._profile:
            return None
        verb = asked_cause(text)
        if verb is None:
            return None
        term = stem(verb, self.stemmer)
        unit = next((u for u in units if u.term == term and not u.light), None)
        if unit is None or not unit.alternatives:
            return unit
        # the event told in its own word, another form of its verb or a word of its family
        # (« reconvertie », « me reconvertir », « ma reconversion »; « couru », « courir »): a
        # synonym says a neighbour of it (« quitter » and « changer », « ancien »: a note on « son
        # ancien cabinet » or « j'ai changé de cabinet » does not tell why she left the first one)
        forms = verb_forms(term, self.analyser.known)
        family = term[:_WORD_FAMILY]
        return unit._replace(
            alternatives=tuple(a for a in unit.alternatives if a[0] in forms or a[0].startswith(family))
        )

    def _undergone(self, cause: Unit, units: Sequence[Unit], text: str) -> Unit | None:
        """The unit of the first informative word after the verb whose cause is asked (its
        object: « son lycée », « la SNCF »), or None."""
        stemmer = self.stemmer
        informative = {u.term: u for u in units if not u.light and u.term != cause.term}
        seen = False
        for w in words(text):
            t = stem(w, stemmer)
            if not seen:
                seen = t == cause.term
            elif t in informative:
                return informative[t]
        return None

    def _tells_cause(self, i: int, of: frozenset[str]) -> bool:
        """Whether a sentence of note ``i`` holding one of the terms ``of`` tells why something
        happened (``shapes.writes_cause``): one sentence, as a story's paragraph tells one
        thing's cause and names a place of another (« …emmener papi à Vassivière, parce qu'il ne
        pouvait plus marcher. On était… côté presqu'île de Vauveix »)."""
        said = self._causes.get(i)
        if said is None:
            # the terms of each sentence writing a cause, read once per note
            passages = self.bundle.passages
            said = self._causes[i] = tuple(
                frozenset(tokenise(sentence, self.stemmer))
                for k in passages.of_note(i)
                for line in passages[k].text.split("\n")
                for sentence in sentences(line)
                if writes_cause(sentence)
            )
        return any(not of.isdisjoint(terms) for terms in said)

    def _together(self, i: int, first: Unit, second: Unit) -> bool:
        """Whether note ``i`` writes a term of ``first`` and one of ``second`` (their own or an
        alternative) in one sentence, or is named by one of them."""
        one = {first.term, *(t for t, _ in first.alternatives)}
        other = {second.term, *(t for t, _ in second.alternatives)}
        names = self.index.names(i)
        if not one.isdisjoint(names) or not other.isdisjoint(names):
            return True
        passages = self.bundle.passages
        stemmer = self.stemmer
        for k in passages.of_note(i):
            passage = passages[k]
            if one.isdisjoint(passage.tokens) or other.isdisjoint(passage.tokens):
                continue
            for sentence in sentences(passage.text):
                said = {stem(w, stemmer) for w in words(sentence)}
                if not one.isdisjoint(said) and not other.isdisjoint(said):
                    return True
        return False

    def _in_progress(self) -> tuple[int, ...]:
        """The notes whose status says the work is in progress, reading notes aside."""
        if self._current is None:
            notes = self.bundle.notes
            columns = (notes.column_or("status", None), notes.column("type"), notes.column("path"))
            self._current = tuple(
                i
                for i, (status, type_, path) in enumerate(zip(*columns, strict=True))
                if status_head(status) in IN_PROGRESS
                and fold(str(type_ or "")) not in _READING
                and _READING.isdisjoint(fold(part) for part in str(path or "").split("/")[:-1])
            )
        return self._current

    def _to_come(self) -> tuple[int, ...]:
        """The notes whose status says they are still to come, soonest first (by the day their
        title opens with; undated ones after, in note order; postponed ones last)."""
        if self._coming is None:
            statuses = self.bundle.notes.column_or("status", None)
            heads = [status_head(status) for status in statuses]
            coming = [i for i, head in enumerate(heads) if head in UPCOMING]

            def order(i: int) -> tuple[bool, int, str, int]:
                # (a postponed one after the others: its title keeps the day it will not be on)
                found = _iso_title_day().match(self._title[i]) or _iso_title_day().match(self._slug[i])
                moved = heads[i] in _MOVED
                return (moved, 0, "".join(found.groups()), i) if found else (moved, 1, "", i)

            self._coming = tuple(sorted(coming, key=order))
        return self._coming

    def _writes_ahead(self, i: int, q: Query) -> bool:
        """Whether a line of note ``i`` holding a word asked (not « prochain ») writes a date not
        yet past, or says what is next (« prochain concert le… »)."""
        asked = set(q.terms[: q.asked] if q.asked else q.terms) - self._next_terms
        today = date.today()
        for k in self.bundle.passages.of_note(i):
            if asked.isdisjoint(self.bundle.passages[k].tokens):
                continue
            for line in self.bundle.passages[k].text.split("\n"):
                words_of = tokenise(line, self.stemmer)
                if asked.isdisjoint(words_of):
                    continue
                if not self._next_terms.isdisjoint(words_of):
                    return True
                if dates_ahead(fold(line), (today.year, today.month)):
                    return True
        return False

    def _upcoming(self, own: Scores, q: Query) -> tuple[int, ...]:
        """The notes still to come that the question's words reach (« concert », « Angers »), or
        all of them when it asks nothing else (« Et bientôt ? », "What is next?"); none when
        its words reach none of them (« son prochain album », and only gigs to come)."""
        coming = self._to_come()
        reached = tuple(i for i in coming if own.get(i, 0.0) > 0.0)
        if reached:
            return reached
        asked = set(q.terms[: q.asked] if q.asked else q.terms) - self._next_terms
        return () if asked else coming

    def _stub(self, i: int) -> bool:
        """Whether note ``i`` says nothing: a title kept for later, its body only tags or links
        (« # Ondes gravitationnelles » then « #idée ») or a placeholder (« À développer. »,
        "TODO"): two words at most. Its title matches the question, yet it holds no answer; a
        note whose front matter answers (``answers:``) is no stub."""
        return self._stubs[i]

    def _says_nothing(self, i: int) -> bool:
        """:meth:`_stub`, read from the note (once: ``_stubs`` keeps it)."""
        passages = self.bundle.passages
        said = {t for k in passages.of_note(i) for t in passages[k].tokens}
        return len(said) <= _STUB_WORDS and not self.index.answers_of(i)

    def _dates(self, i: int, year: int, units: Sequence[Unit]) -> bool:
        """Whether note ``i`` writes ``year``, or a span around it where it speaks of what else
        the question asks (``years``). A note that writes the year but not where it speaks of
        the rest (« 2025 : stand au marché de Noël », « 2026 : portes ouvertes ») dates another
        thing: « elle sera au marché de Noël en 2026 ? » is not answered there; a note named by
        the year (« Tarifs 2026 ») or by what is asked is dated whole, as a profile note is (a
        CV's timeline)."""
        terms = {
            t for u in units if not YEAR.fullmatch(u.term) for t in (u.term, *(a for a, _ in u.alternatives))
        }
        passages = self.bundle.passages
        if strength(self.index, i, str(year)):
            names = self.index.names(i)
            # (what is asked: the question's grammar, « travaillait », dates nothing)
            asked = {
                t
                for u in units
                if not u.light and not YEAR.fullmatch(u.term)
                for t in (u.term, *(a for a, _ in u.alternatives))
            }
            if not asked or i in self._profile or str(year) in names or not asked.isdisjoint(names):
                # (a note named by what is asked, « Projets », dates its entries in any line:
                # « **Année :** 2023 » under a project's heading)
                return True
            written = str(year)
            if any(
                written in passages[k].tokens
                and (
                    written in tokenise(passages[k].heading, self.stemmer)
                    or any(
                        written in line and not asked.isdisjoint(tokenise(line, self.stemmer))
                        for line in passages[k].text.splitlines()
                    )
                )
                for k in passages.of_note(i)
            ):
                return True
            # (or a span around it does: « 2015 – 2018 · UX designer » for « en 2016 »)
        texts = ((passages[k].heading, passages[k].text) for k in passages.of_note(i))
        return covers_year(texts, year, terms, self.stemmer)

    def _drop_unshaped(self, i: int, held_by: dict[str, float], yes_no: bool = False) -> None:
        """Leave out of ``held_by`` the terms note ``i`` never writes in their answer's shape
        (« quatre ans chez … » is no age: ``shapes``); of a yes/no question, only those whose
        shape says whether there is one (``shapes.WHETHER_UNSHAPED``)."""
        if SHAPED.keys().isdisjoint(held_by):  # in C: « ans » is rarely held
            return
        for t in SHAPED.keys() & held_by.keys():
            if yes_no and t in WHETHER_UNSHAPED:
                continue
            if not self._in_shape(i, t):
                del held_by[t]

    def _of_another(self, i: int, held_by: Mapping[str, float], units: Sequence[Unit]) -> bool:
        """Whether note ``i`` holds what is asked of the owner only in sentences about someone
        else: a subject pronoun of the other gender than the owner's (« Hors de l'atelier, il […]
        joue de la guitare », on the site of a woman: her partner) or a passive's agent named
        otherwise (« joué à la guitare par Thomas »), no first person."""
        pronoun = self.owner.pronoun
        voiced = self._other_voiced.get(i)
        if voiced is None:
            mine = self._owner_words
            voiced = any(speaks_of_other(text, pronoun, mine) for text in self._texts(i))
            self._other_voiced[i] = voiced
        if not voiced:  # most notes: no pronoun of the other gender, no one else's name as agent
            return False
        # the forms the note holds: the word asked, or the one it stands for (« instrument » held
        # as « ukulélé »: « Elle joue du ukulélé » is the partner's)
        held = held_by.get
        terms = []
        for u in units:
            if not u.light:
                if held(u.term, 0.0) > 0:
                    terms.append(u.term)
                terms.extend(x for x, _ in u.alternatives if held(x, 0.0) > 0)
        for t in terms:
            key = (i, t)
            hit = self._another.get(key)
            if hit is None:
                hit = self._another[key] = told_of_another(
                    self._texts(i), t, self.stemmer, pronoun, self._owner_words
                )
            if not hit:
                return False
        return bool(terms)

    def _texts(self, i: int) -> list[str]:
        """The texts of note ``i``'s passages, in order."""
        passages = self.bundle.passages
        return [passages[k].text for k in passages.of_note(i)]

    def _drop_participles(self, i: int, held_by: dict[str, float], nouns: frozenset[str]) -> None:
        """Leave out of ``held_by`` the terms asked as nouns (« le permis ») that note ``i``
        writes only as a past participle (« m'a permis de »): ``senses``."""
        for t in nouns.intersection(held_by):
            key = (i, t)
            verb = self._participles.get(key)
            if verb is None:
                verb = self._participles[key] = participle_only(self._texts(i), t, self.stemmer)
            if verb:
                del held_by[t]

    def _drop_names(self, i: int, held_by: dict[str, float]) -> None:
        """Leave out of ``held_by`` the family words note ``i`` writes only as a name (« Marie
        Skłodowska-Curie » holds no « marié »), for « enfant » of a childhood (« Je suis un
        enfant du Rouergue » has no children), for « femme » of women (« les femmes, à tous les
        âges »: a wife is « ma femme », « sa femme »), or in another sense (« compagnie »)."""
        for t in self._family.intersection(held_by):
            key = (i, t)
            named = self._named_only.get(key)
            if named is None:
                passages = self.bundle.passages
                seen: list[bool] = []
                for k in passages.of_note(i):
                    text = passages[k].text
                    # (« Je suis un enfant du Rouergue », « quand j'étais enfant »: a childhood)
                    figurative = {m.start(m.lastindex or 0) for m in _childhood().finditer(text)}
                    seen.extend(
                        m.group()[0].isupper()
                        or m.start() in figurative
                        # « ma femme » is a wife, « les femmes » women
                        or (
                            t == self._woman and _WIFE.search(text[max(0, m.start() - 8) : m.start()]) is None
                        )
                        # « la compagnie » stems as « compagne »: another sense
                        or fold(m.group()) in OWN_SENSE
                        for m in _WORD.finditer(text)
                        if stem(fold(m.group()), self.stemmer) == t
                    )
                named = self._named_only[key] = bool(seen) and all(seen)
            if named:
                del held_by[t]

    def _add_written(self, i: int, held_by: dict[str, float], units: Sequence[Unit]) -> None:
        """An age is written as a birth (« Né à Dax en 1989 », "born in 1989"), an origin as a
        birthplace or a childhood (« J'ai grandi à Bastia »), in words the question does not use
        (``shapes.WRITTEN_AS``): note ``i`` holds the term asked when a passage writes it so."""
        for u in units:
            shape = self._written_as.get(u.term)
            if shape is None:
                continue
            written = self._written.get((i, u.term))
            if written is None:
                passages = self.bundle.passages
                written = any(shape(passages[k].text) for k in passages.of_note(i))
                self._written[(i, u.term)] = written
            if written:
                held_by[u.term] = max(held_by.get(u.term, 0.0), BODY_MAX)

    def _writes(self, i: int, kind: str, shape: Callable[[str], bool]) -> bool:
        """Whether a passage of note ``i`` writes an answer of ``shape`` (the answer ``kind``
        names): read once per note and kind, kept (each passage is folded and scanned)."""
        hit = self._kinds.get((i, kind))
        if hit is None:
            passages = self.bundle.passages
            hit = self._kinds[(i, kind)] = any(shape(passages[k].text) for k in passages.of_note(i))
        return hit

    def _price_words(self, units: Sequence[Unit]) -> frozenset[str]:
        """The terms asking a price and their synonyms (« coûte », « tarif », « gratuit »)."""
        pricing = pricing_terms(self.stemmer)
        return pricing.union(*((u.term, *(t for t, _ in u.alternatives)) for u in units if u.term in pricing))

    def _indefinite_nouns(self, text: str) -> frozenset[str]:
        """The terms of the words right after an indefinite article (« d'un blouson », « un
        chien »): things asked of, not attributes; not in a relative clause, which describes the
        thing asked (« le projet des philosophes *qui mangent des spaghettis* »)."""
        lowered = text.lower()
        return frozenset(
            stem(fold(m.group(1)), self.stemmer)
            for m in _AFTER_INDEFINITE().finditer(lowered)
            if _RELATIVE().search(lowered, 0, m.start()) is None
        )

    def _gives(
        self,
        i: int,
        value: AskedValue,
        anchors: frozenset[str],
        said: frozenset[str],
        years: Sequence[int] = (),
    ) -> bool:
        """Whether a passage of note ``i`` writes a ``value`` beside one of the ``anchors``
        terms (``shapes.writes_value``); a value the question says (``said``: its folded words)
        is none. ``years`` asked (« combien de vêlages en 2023 ? ») date the value: a passage
        that does not write them gives another year's (« 118 vêlages sur la saison 2022 »), unless
        the note is named by them (« 2023 en quelques lignes »). Kept per question shape: the
        passages' words are stemmed one by one."""
        key = (i, value.kind, anchors, said, tuple(years))
        hit = self._values.get(key)
        if hit is None:
            stemmer = self.stemmer

            def is_anchor(word: str) -> bool:  # « Semi-marathon » holds « marathon »
                return any(stem(part, stemmer) in anchors for part in _word_parts().split(fold(word)))

            def asked(word: str) -> bool:
                return fold(word) in said

            passages = self.bundle.passages
            if value.kind == "who":  # the note speaks of them: a heading may list them
                hit = any(not anchors.isdisjoint(passages[k].tokens) for k in passages.of_note(i))
            else:
                # a note titled by the thing asked (« Recrutement des participants »), or a
                # section headed by it, is about it in every sentence
                # (a price asked of nothing but the owner's work, « c'est combien de l'heure ? »:
                # any amount the note writes)
                titled = not anchors or not anchors.isdisjoint(self.index.names(i))
                dated = [str(y) for y in years if str(y) not in self.index.names(i)]
                read: Sequence[int] = passages.of_note(i)
                if dated:
                    read = [k for k in read if all(y in passages[k].tokens for y in dated)]
                hit = any(
                    writes_value(
                        passages[k].text,
                        value.kind,
                        is_anchor,
                        asked,
                        anywhere=titled
                        or not anchors.isdisjoint(own_heading_terms(passages[k].heading, stemmer)),
                        counted=value.kind == "number" and value.noun is not None and not value.within,
                    )
                    for k in read
                )
            if len(self._values) >= _VALUES_KEPT:
                self._values.clear()
            self._values[key] = hit
        return hit

    def _in_shape(self, i: int, t: str) -> bool:
        hit = self._shaped.get((i, t))
        if hit is None:
            passages = self.bundle.passages
            hit = any(t in passages[k].tokens and in_shape(t, passages[k].text) for k in passages.of_note(i))
            self._shaped[(i, t)] = hit
        return hit

    def _holds_attribute(
        self, i: int, q: Query, units: Sequence[Unit], every: bool = False, yes_no: bool = False
    ) -> bool:
        """Whether note ``i`` writes a personal attribute asked (``every``: each of them;
        ``yes_no``: whether the owner has it is asked, ``_drop_unshaped``)."""
        held_by = strengths(self.index, i, q)
        self._drop_unshaped(i, held_by, yes_no)
        self._drop_names(i, held_by)
        self._add_written(i, held_by, units)
        held = (_holds(held_by, u) for u in units if u.personal)
        return all(held) if every else any(held)

    def _tag_terms(self, i: int) -> frozenset[str]:
        """The terms of note ``i``'s tags, as the vault is stemmed (made once, kept)."""
        hit = self._tagged.get(i)
        if hit is None:
            tags = self.bundle.notes.column("tags")[i]
            hit = self._tagged[i] = (
                frozenset(tokenise(" ".join(map(str, tags)), self.stemmer)) if tags else frozenset()
            )
        return hit

    def _in_owner_voice(self, i: int, units: Sequence[Unit]) -> bool:
        """Whether note ``i`` speaks of a personal attribute asked in the first person: a
        passage that holds the attribute's word also says « je », « mon »… (a dated journal
        entry: « Je reprends la recherche d'un CDI… Salaire visé : … »). Not a note about
        Apache AGE, nor philosophers who « commencent à manger ». A terse note says it without
        « je », as a labelled line (« Disponibilités : les mercredis »): that counts too."""
        terms = {t for u in units if u.personal for t in (u.term, *(x for x, _ in u.alternatives))}
        passages = self.bundle.passages
        if self._in_owner_folder(i) and terms.isdisjoint(self._family):
            # a note the owner files under « Moi/ », "Profile/" is theirs, whoever speaks: « le
            # carnet est plein… une nouvelle commande peut démarrer à partir d'octobre »
            return any(not terms.isdisjoint(passages[k].tokens) for k in passages.of_note(i))
        # a family status is no field of a terse note: « mariés : Claire & Antoine » in a
        # wedding photographer's job note is the clients'
        labelled = terms - self._family
        # a note named by the attribute and written in the first person, or naming the owner in
        # full, is the owner's page on it, every line of it (« Loisirs et collections » : « voici
        # ce qui me tient occupé : la randonnée… »; « Contact et disponibilités » : « Solène
        # Vasseur est en création… »); not for a family status (« Atelier ados » for « des enfants »)
        if (
            terms.isdisjoint(self._family)
            and (not terms.isdisjoint(self.index.names(i)) or not terms.isdisjoint(self._tag_terms(i)))
            and any(self._first_person(k) or self._names_owner(k) for k in passages.of_note(i))
        ):
            # (... or tagged by it: « Ma collection de plaques émaillées » under « #loisirs »)
            return True
        # a labelled line is the owner's own field only in a note of theirs: one where they
        # write in the first person, or one a profile note links to (« Interventions et tarifs »);
        # a course note copied from slides (« - Originaire : … », « Attribution à la naissance :
        # … ») speaks of no one
        if (
            labelled
            and i not in self._owner_pages()
            and not any(self._first_person(k) for k in passages.of_note(i))
        ):
            labelled = set()
        for k in passages.of_note(i):
            passage = passages[k]
            if not terms.isdisjoint(passage.tokens) and (
                self._owns(k, terms) or (labelled and self._labels(k, labelled))
            ):
                return True
        return False

    def _in_owner_folder(self, i: int) -> bool:
        """Whether note ``i`` is filed in a folder named for the owner (« Moi/ », "About me/",
        "Profile/"): not « Perso/ », where the people of their life have notes too."""
        if self._folder_of is None:  # each note's last folder, its words folded and joined
            self._folder_of = [
                "".join(words(path.rsplit("/", 2)[-2])) if "/" in path else ""
                for path in self.bundle.notes.column("path")
            ]
        return self._folder_of[i] in _OWNER_FOLDERS

    def _owns(self, k: int, terms: set[str]) -> bool:
        """Whether passage ``k`` says the attribute of its writer: a first-person word just
        before it (« mes enfants », « j'ai deux enfants », « je déménage »), not a « je » anywhere
        in the passage (« 24 enfants dans l'atelier, je recommande pas »); a line whose label says
        « je » (« Ce que je cherche : … »); in a journal entry, a sentence without its subject that
        names no one else."""
        if not self._first_person(k):
            return False
        passage = self.bundle.passages[k]
        folded = words(passage.text)
        for p, w in enumerate(folded):
            if p and stem(w, self.stemmer) in terms and not _OWNING.isdisjoint(folded[max(0, p - 3) : p]):
                return True
        # a line labelled in the first person is the writer's field, however long (« Ce que je
        # cherche : un stage de 2 à 4 mois, disponible à partir du 6 avril »); kin aside, as below
        own = terms - self.kin
        for m in _label().finditer(passage.text) if own else ():
            if not FIRST_PERSON.isdisjoint(words(m.group(1))):
                line = passage.text[m.end() :].partition("\n")[0]
                if any(stem(w, self.stemmer) in own for w in words(line)):
                    return True
        if note_day(self._title[passage.note]) is None:
            return False
        # a journal entry leaves its subject out (« Adopté un chat !!! … je l'ai appelé Copeau »):
        # a sentence naming no one else is the writer's; not for kin (« 24 enfants dans l'atelier »)
        for sentence in sentences(passage.text) if own else ():
            said = words(sentence)
            if _OTHERS.isdisjoint(said) and any(stem(w, self.stemmer) in own for w in said):
                return True
        return False

    def _labels(self, k: int, terms: set[str]) -> bool:
        """Whether passage ``k`` has a line labelled by one of ``terms`` (« Contact : … »)."""
        for m in _label().finditer(self.bundle.passages[k].text):
            if any(stem(w, self.stemmer) in terms for w in words(m.group(1))):
                return True
        return False

    def _names_owner(self, k: int) -> bool:
        """Whether passage ``k`` writes the owner's full name (« Solène Vasseur est en création »)."""
        mine = self._owner_words
        return len(mine) > 1 and mine.issubset(words(self.bundle.passages[k].text))

    def _first_person(self, k: int) -> bool:
        """Whether passage ``k`` says « je », « mon », "I"…: read once per passage, kept."""
        hit = self._voiced.get(k)
        if hit is None:
            hit = self._voiced[k] = not FIRST_PERSON.isdisjoint(words(self.bundle.passages[k].text))
        return hit

    def _describe(self, i: int) -> tuple[str, str, str, str | None]:
        """Slug, title, type and url of a note, from the columns (its body is not decoded)."""
        hit = self._described.get(i)
        if hit is None:
            slug, type_ = self._slug[i], self._type[i]
            explicit, parent, site_slug = self._pages[i]
            url = self.urls.url(slug, type_, explicit, parent, site_slug, i in self._profile)
            hit = self._described[i] = (slug, self._title[i], type_, url)
        return hit


def _add_scaled(own: Scores, other: Scores, share: float) -> Scores:
    out = dict(own)
    for i, value in other.items():
        out[i] = out.get(i, 0.0) + share * value
    return out
