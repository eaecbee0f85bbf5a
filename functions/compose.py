"""What one question gets, decided in one place: notes, passages, the offline answer, the prompt.

The routes, ``grasbot ask`` and ``grasbot eval`` all call :func:`plan_answer`, so what is
measured is what ships. The plan holds both outcomes (the node answers, or it does not) because
the mode is only known once the node has sent its first token; each outcome carries the sources
it really used: the notes given to the model, or the notes the offline answer quotes. The badge
« basé sur N notes » then tells the truth.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Mapping, Sequence
from collections.abc import Set as AbstractSet
from datetime import date
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from functions.framing import not_found_text
from functions.listing import list_by_kind, list_current, list_upcoming, named_in
from functions.llm import ChatMessage
from functions.offers import list_card
from functions.offline import (
    OfflineAnswer,
    beyond,
    compose_offline,
    counted_answer,
    listed_answer,
    row_thing,
)
from functions.prompt import NotesBlock, build_messages, notes_block, system_prompt
from functions.settings import Settings
from grasbot.age import FROM_BIRTH_YEAR, age_from_birth, stale_ages, without_stale_ages, writes_age_field
from grasbot.bundle import Bundle
from grasbot.patterns import compiled_on_first_use
from grasbot.retrieval.analysis import is_english, names_written
from grasbot.retrieval.idioms import PASTIMES, asks_pushed, asks_when, asks_years, read_idioms, which_things
from grasbot.retrieval.index import VaultIndex, marked_old, note_closing, note_opening
from grasbot.retrieval.owner import speaks_of_another
from grasbot.retrieval.parts import RESULT, asked_part, heads_part, labels_part
from grasbot.retrieval.passages import (
    RankedPassage,
    already_said,
    dated_terms,
    expects_number,
    number_near,
    rank_passages,
    which_asked,
)
from grasbot.retrieval.query import Query
from grasbot.retrieval.search import MAX_QUERY_CHARS, Searcher, SearchResult, Source, status_head
from grasbot.retrieval.shapes import (
    asked_value,
    asks_duration,
    asks_list,
    asks_many,
    asks_price,
    cause_word,
    count_terms,
    counted_lines,
    duration_terms,
    list_run,
    listed_word,
    names_pastime,
    pricing_terms,
    shaped_for,
    writes_beginning,
    writes_duration,
    writes_hobby,
    writes_price,
    written_as,
)
from grasbot.retrieval.years import YEAR
from grasbot.tokenise import Stemmer, fold, stem, tokenise, words

__all__ = ["AnswerPlan", "Planner", "plan_answer"]

# Reasons that say the question named the note itself: its opening passage then answers
# « C'est quoi Inception ? » even when no passage repeats a question word.
_NAMED = ("title", "slug", "alias:", "answers:")
FALLBACK_PASSAGES = 2
PAGE_CHARS = 600  # a kind's own page shorter than this, without a list, only introduces it
PEER_SHARE = 0.95  # notes scoring this close to the best are answers alike (one per note)


class AnswerPlan(NamedTuple):
    result: SearchResult
    grounded: bool  # a note answers, and a passage of it was found to show
    ranked: list[RankedPassage]
    offline_text: str
    offline_sources: list[Source]
    notes: NotesBlock
    llm_sources: list[Source]
    messages: list[ChatMessage]


def _fallback(result: SearchResult, slug_index: Mapping[str, int], index: VaultIndex, q: Query) -> int | None:
    """The top note when the question named it: a name signal matched, or every word of the
    question is in its title or slug (« Qui est Inès Garnier ? » and the profile « À propos —
    Inès Garnier », whose name words the search reads as the owner, not as a title match)."""
    if not result.sources:
        return None
    top = result.sources[0]
    i = slug_index.get(top.slug)
    if any(r.startswith(_NAMED) for r in top.reasons):
        return i
    if i is not None and q.term_set and q.term_set <= index.names(i):
        return i
    return None


# how a profile page introduces its writer: « je suis », « je m'appelle », "I am", "I'm"
_INTRODUCING = frozenset({"je", "j", "i", "m"})
# profile pages that are documents about the owner's career or week, not the owner introduced
_DOCUMENTS = frozenset({"cv", "resume", "curriculum", "now", "maintenant"})
# how one introduces oneself: « Je suis Solène », « je m'appelle… », « moi c'est… », "I'm", "My name is"
_self = compiled_on_first_use(
    r"\b(?:je suis|je m['’]appelle|moi c['’]est|i am|i['’]m|my name is)\b", re.IGNORECASE
)


def _introducing(
    searcher: Searcher, found: Sequence[int | None], english: bool, homes: bool = False
) -> int | None:
    """The first profile note found whose opening names the owner (« Je m'appelle Margot
    Tessier… » before a career timeline) in the question's language (« À propos » for a French
    question, "About me" for an English one), else the first that names them, else the first.
    ``homes``: a page that is no profile but opens on the owner introducing themselves (a home
    page) competes too."""
    profiles = [i for i in found if i is not None and i in searcher.owner.profiles]
    passages = searcher.bundle.passages
    # (a person page titled by the owner's name, « Yannick Le Goff », names them above its
    # first line « Apiculteur à Dieulefit… »)
    naming = [
        i
        for i in profiles
        if _titled_owner(searcher, i)
        or any(_names_owner(searcher, k) for k in passages.of_note(i)[:FALLBACK_PASSAGES])
    ]
    if homes:
        # a page that opens on the owner introducing themselves is about them, profile or not: a
        # home page's « Je suis Solène, luthière, je fabrique des guitares et des mandolines »
        # says what she does, where « Mon parcours » tells her childhood after « Je m'appelle… »
        # (after the profiles: they come first among equals)
        profile_set = frozenset(searcher.owner.profiles)
        naming += [
            i
            for i in range(len(searcher.bundle.notes))
            if i not in profile_set and _opens_on_owner(searcher, i)
        ]

    def fit(i: int) -> tuple[bool, bool, bool, bool]:
        # the question's language first, then a page that introduces in the first person (« Je
        # suis Adrien Vasseur, maître de conférences… » before a CV's « Adrien Vasseur — né le… »),
        # then a page about the person before a document about their career or their week (a
        # CV opens on a note about itself: « Version à jour pour le site + dossiers de subvention »)
        opening = words(" ".join(passages[k].text for k in passages.of_note(i)[:FALLBACK_PASSAGES]))
        document = not _DOCUMENTS.isdisjoint(words(searcher.bundle.notes[i].title))
        # then a page whose first passage introduces them (« Je suis Solène, luthière… ») before
        # one that comes to them after a preamble (« On me demande souvent comment on devient
        # luthière… »), which goes on telling a story rather than who they are
        return (
            is_english(opening) != english,
            _INTRODUCING.isdisjoint(opening),
            document,
            not (_titled_owner(searcher, i) or _names_owner(searcher, passages.of_note(i)[0])),
        )

    # min keeps the found order among equals (the search's ranking)
    return min(naming, key=fit) if naming else profiles[0] if profiles else None


def _names_owner(searcher: Searcher, k: int) -> bool:
    """Whether passage ``k`` names the owner: their whole name, or a word of it where they
    introduce themselves (« Je suis Solène, luthière »)."""
    name = _name_terms(searcher)
    if not name:
        return False
    tokens = set(searcher.bundle.passages[k].tokens)
    if name <= tokens:
        return True
    return not name.isdisjoint(tokens) and _self().search(searcher.bundle.passages[k].text) is not None


def _titled_owner(searcher: Searcher, i: int) -> bool:
    """Whether note ``i`` is titled by the owner's whole name (their own person page)."""
    name = _name_terms(searcher)
    return bool(name) and name <= set(tokenise(searcher.bundle.notes[i].title, searcher.stemmer))


def _opens_on_owner(searcher: Searcher, i: int) -> bool:
    """Whether note ``i`` opens on the owner introducing themselves (« Je suis Solène, luthière »)."""
    opening = searcher.bundle.passages.of_note(i)[:1]
    return (
        bool(opening)
        and _names_owner(searcher, opening[0])
        and _self().search(searcher.bundle.passages[opening[0]].text) is not None
    )


def _introduction(searcher: Searcher, i: int) -> int:
    """The passage of note ``i`` that introduces the owner: the first of its opening naming
    them (« Je m'appelle Solène Vasseur… » after « On me demande souvent… »), else its first."""
    opening = searcher.bundle.passages.of_note(i)[:FALLBACK_PASSAGES]
    if _titled_owner(searcher, i):  # their own page: its first line is about them
        return opening[0]
    return next((k for k in opening if _names_owner(searcher, k)), opening[0])


def _name_terms(searcher: Searcher) -> frozenset[str]:
    """The owner's name as the search reads a question's words (empty without a name)."""
    return frozenset(tokenise(searcher.owner.name, searcher.stemmer)) if searcher.owner.name else frozenset()


def _opening(bundle: Bundle, i: int, said_words: Sequence[set[str]]) -> list[int]:
    """The first passages of note ``i`` not already said in the conversation."""
    fresh = [k for k in bundle.passages.of_note(i) if not already_said(bundle, k, said_words)]
    return fresh[:FALLBACK_PASSAGES]


def _line_shape(q: Query, stemmer: Stemmer) -> Callable[[str], bool] | None:
    """Whether a line writes what the question asks in its own shape (``shapes.WRITTEN_AS``):
    a cut passage keeps it though it holds no word of the question (« De 2008 à 2015, j'ai été
    chef boulanger chez Verdier » for « avant »; « - le vélo » in a list of pastimes, where the
    line names one and the section says they are pastimes)."""
    shapes = {shape for t, shape in written_as(stemmer, q.term_set).items() if shaped_for(t, q)}
    if not shapes:
        return None
    lines = tuple(names_pastime if shape is writes_hobby else shape for shape in shapes)
    return lambda line: any(shape(line) for shape in lines)


def _written(bundle: Bundle, notes: Sequence[int], q: Query, stemmer: Stemmer) -> list[RankedPassage]:
    """The passages of ``notes`` that write a term asked in its shape (``shapes.WRITTEN_AS``: a
    phone number for « contact », a birth year for « âge »), the notes' order kept."""
    shapes = [(t, shape) for t, shape in written_as(stemmer, q.term_set).items() if shaped_for(t, q)]
    if not shapes:
        return []
    passages = bundle.passages
    out = []
    for i in notes:
        for k in passages.of_note(i):
            written = frozenset(t for t, shape in shapes if shape(passages[k].text))
            if written:
                out.append(RankedPassage(k, i, 0.0, 0.0, frozenset(), written))
    return out


def _dating(bundle: Bundle, notes: Sequence[int], q: Query, stemmer: Stemmer) -> list[RankedPassage]:
    """The passages of ``notes`` with a line (or their own heading) writing a year beside a
    term asked (``dated_terms``), the notes' order kept."""
    passages = bundle.passages
    out = []
    for i in notes:
        for k in passages.of_note(i):
            held = dated_terms(passages[k], q.term_set, stemmer)
            if held:
                out.append(RankedPassage(k, i, 0.0, 0.0, held, held))
    # the line dating more of what is asked first (« prof » and « arrêté »: when teaching ended,
    # not a teacher remembered from school); then the notes' and reading order (a stable sort)
    out.sort(key=lambda p: -len(p.terms))
    return out


def _updated_later(bundle: Bundle, i: int, j: int) -> bool:
    """Whether note ``i`` was last updated in a later year than note ``j``, both dated."""
    first, second = _updated_year(bundle, i), _updated_year(bundle, j)
    return first is not None and second is not None and first > second


def _updated_year(bundle: Bundle, i: int) -> int | None:
    """The year of note ``i``'s front matter ``updated`` date; None when it has none."""
    # (an ISO date's year; not Dendron's milliseconds since 1970)
    found = _ISO_YEAR.match(str(bundle.notes.column_or("updated", None)[i] or ""))
    return int(found.group()) if found is not None else None


_ISO_YEAR = re.compile(r"(?:19|20)\d\d(?=-\d\d)")


def _profile_first(
    bundle: Bundle, ranked: Sequence[RankedPassage], profiles: frozenset[int]
) -> tuple[list[RankedPassage], list[int]]:
    """The profile notes' passages, then other notes' passages answering what those leave
    unanswered; no peers (a peer joins for answering as well as the best)."""
    own = [p for p in ranked if p.note in profiles]
    covered = frozenset().union(*(p.answers or p.terms for p in own))
    # a profile line pointing to another note for the detail (« détail des diplômes +
    # recyclages → Certifications », « voir Publications »): that note says what it left out
    pointed = [rest.casefold() for p in own for rest in _POINTER.findall(bundle.passages[p.k].text)]
    return own + [
        p
        for p in ranked
        if p.note not in profiles
        and (
            beyond(bundle, p.answers or p.terms, covered)
            or any(rest.startswith(bundle.notes[p.note].title.casefold()) for rest in pointed)
        )
    ], []


# « → Certifications », « voir Publications », "see Publications": a line sending the reader to
# another note (a wikilink rendered as its name)
_POINTER = re.compile(
    r"(?:→|->|\bvoir(?: aussi| la note| la page)?|\bcf\.?|\bsee(?: also)?)\s*:?\s*(\S[^\n]*)", re.IGNORECASE
)


# a table's row is one line, its cells together; a sentence ends on a stop followed by what opens
# one, not by a word in lower case or a colon (« Prix / pers. : 45 € », « etc. et »)
_NUMBER = re.compile(r"\d+")  # the age in the sentence age_from_birth writes
_LINES = re.compile(r"(?<=[.!?])\s+(?![a-zà-ÿ:;,)])|\n+")


def _priced(bundle: Bundle, q: Query, stemmer: Stemmer) -> Callable[[int], int]:
    """How well passage ``k`` writes the price asked: 2 when an amount stands beside what is
    asked, in its section (« Tarifs › mariage ») or in a line or sentence holding an asked word
    (the offers' row « Atelier de cadrage ; 3 jours ; forfait 2 400 € HT »); 1 when it stands
    only beside a word for a price (« Tarifs et prestations » over « Pige : 80 € le feuillet »
    for « payé combien pour un article ? »); else 0 (a « premier appel gratuit » in a profile)."""
    asked = frozenset(q.terms[: q.asked]) if q.asked else q.term_set
    pricing = pricing_terms(stemmer)
    passages = bundle.passages
    seen: dict[int, int] = {}  # the answer's composition asks the same passage several times

    def beside(words: frozenset[str], k: int) -> bool:
        if not words.isdisjoint(tokenise(passages[k].heading, stemmer)):
            return True
        lines = _LINES.split(passages[k].text)
        return any(writes_price(line) and not words.isdisjoint(tokenise(line, stemmer)) for line in lines)

    def priced(k: int) -> int:
        if k not in seen:
            found = writes_price(passages[k].text)
            seen[k] = 0 if not found else 2 if beside(asked, k) else 1 if beside(pricing, k) else 0
        return seen[k]

    return priced


_MONTH = (
    r"(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre"
    r"|january|february|march|april|may|june|july|august|september|october|november|december)"
)
# a day or a month with its year (« 2 février 2026 », « le 1er mars », « 14/06/2021 », "May 2024")
_dated_line = compiled_on_first_use(
    rf"\b(?:(?:1er|\d{{1,2}}) {_MONTH}|{_MONTH} (?:19|20)\d\d|\d{{1,2}}/\d{{1,2}}/\d{{2,4}})\b", re.I
)
# a date given as the start of something (« depuis 2016 », « depuis mars 2021 », "since 2019")
_SINCE_DATE = re.compile(r"\b(?:depuis|since)\b[^.;\n]{0,20}?\b(?:19|20)\d\d\b", re.IGNORECASE)
_SINCE = frozenset({"depuis", "since"})


def _asks_day(folded: Sequence[str]) -> bool:
    """« C'est quand, le prochain stage ? » asks a day; « depuis quand » is as often answered in
    words (« depuis mes études »), and « quand même » asks nothing."""
    return not _WHEN.isdisjoint(folded) and _SINCE.isdisjoint(folded) and "meme" not in folded


# the people a price list is for when it is not the visitor: resellers, wholesalers, the trade
# (« Tarifs revendeurs 2026 », « Grille pro »), or what the owner pays (« Fournisseurs »)
_TRADE = """
    revendeur revendeurs grossiste grossistes pro pros professionnel professionnels wholesale
    reseller resellers trade fournisseur fournisseurs supplier suppliers
"""


@lru_cache(maxsize=8)
def _trade_terms(stemmer: Stemmer) -> frozenset[str]:
    """The words of ``_TRADE`` as a vault built with ``stemmer`` spells them (read once)."""
    return frozenset(tokenise(_TRADE, stemmer))


def _visitors_prices_first(
    bundle: Bundle,
    quoted: Sequence[RankedPassage],
    shaped: Callable[[int], int],
    q: Query,
    stemmer: Stemmer,
) -> list[RankedPassage]:
    """``quoted`` with the prices a visitor pays first: « Le pot de 500 g de châtaignier, il est
    à combien ? » is asked of the shop's « Tarifs 2026 », not of « Tarifs revendeurs 2026 » (HT,
    by the carton) that its words ranked first; unless the question asks the trade's."""
    trade = _trade_terms(stemmer)
    if not trade.isdisjoint(q.term_set):
        return list(quoted)
    titles = bundle.notes.column("title")
    titled = {p.note: frozenset(tokenise(titles[p.note], stemmer)) for p in quoted}  # once a note
    if trade.isdisjoint(titled[quoted[0].note]):
        return list(quoted)
    theirs = [p for p in quoted if trade.isdisjoint(titled[p.note]) and shaped(p.k)]
    if not theirs:
        return list(quoted)
    # of those, the note titled as the trade's without its trade word first (« Tarifs 2026 » of
    # « Tarifs revendeurs 2026 », not the postage's « Frais de port »), then those writing the
    # price best, the ranking's order kept between equals
    sibling = titled[quoted[0].note] - trade
    theirs.sort(key=lambda p: (titled[p.note] != sibling, -shaped(p.k)))
    return [*theirs, *(p for p in quoted if p not in theirs)]


def _note_year(bundle: Bundle, i: int) -> int | None:
    """The year note ``i`` holds for: its title's (the latest), else the « màj » its opening
    writes, else its front matter's date; None when nothing dates it."""
    years = [int(w) for w in words(bundle.notes[i].title) if _YEAR.match(w)]
    return max(years) if years else _updated(bundle, i) or _updated_year(bundle, i)


def _priced_labels(text: str, stemmer: Stemmer) -> set[frozenset[str]]:
    """What the rows of a rates table or list price, each by the words of its first cell (« -
    Prestation : Accord ; Piano droit : 95 € » and « - Accord ; Piano droit : 70 € » both price
    « accord »)."""
    labels = set()
    for row in _LINES.split(text):
        if row.lstrip().startswith("- ") and writes_price(row):
            label = frozenset(tokenise(row_thing(row), stemmer))
            if label:
                labels.add(label)
    return labels


def _latest_prices_first(
    bundle: Bundle,
    quoted: Sequence[RankedPassage],
    shaped: Callable[[int], int],
    stemmer: Stemmer,
) -> list[RankedPassage]:
    """``quoted`` with the latest prices of the things its first passage prices first, and
    without the older ones (« Mes tarifs de lancement : Accord ; Piano droit : 70 € » in a post of
    2018, or the « 2 mai 2018 » section of a price history, beside the rates page updated in
    2026 and its « Accord ; Piano droit : 95 € »). A passage's year is its heading's, else its
    note's (``_note_year``); only dated passages are compared."""
    if not quoted or not shaped(quoted[0].k):
        return list(quoted)
    passages = bundle.passages

    def year(p: RankedPassage) -> int | None:
        headed = [int(w) for w in words(passages[p.k].heading) if _YEAR.match(w)]
        return max(headed) if headed else _note_year(bundle, p.note)

    priced = {p.k: _priced_labels(passages[p.k].text, stemmer) for p in quoted if shaped(p.k)}
    lead = quoted[0]
    labels = priced[lead.k]
    # (the same things priced, for what the question asks as well: « Journée » of the weddings'
    # rates is no day of architecture photography, asked by « un bâtiment »)
    dated = {p.k: year(p) for p in quoted if p.k in priced and labels & priced[p.k]}
    known = {k: y for k, y in dated.items() if y is not None}
    if lead.k not in known:
        return list(quoted)
    covering = [p for p in quoted if p.k in known and p.answers >= lead.answers]
    newest = max(known[p.k] for p in covering)
    if known[lead.k] == newest:
        return list(quoted)  # (the first passage holds now: the order stands)
    latest = next(p for p in covering if known[p.k] == newest)
    stale = {k for k, y in known.items() if y < newest}
    return [latest, *(p for p in quoted if p.k != latest.k and p.k not in stale)]


def _told_after_birth(text: str, told: str, english: bool) -> str:
    """``text`` with the age ``told`` right after the line giving the birth: the answer's end
    may be cut to fit the bubble (a profile's pastimes after « née en 1981 »), never the age."""
    lines = text.split("\n")
    for n, line in enumerate(lines):
        if age_from_birth(line, date.today(), english) is not None:
            return "\n".join([*lines[: n + 1], told, *lines[n + 1 :]])
    return f"{text}\n{told}"


def _asks_age(folded: Sequence[str]) -> bool:
    """« Quel âge a-t-elle ? », « kel age », "How old is he?" (not "after the baby is born")."""
    return "age" in folded or ("how" in folded and "old" in folded)


def _asks_since_when(folded: Sequence[str]) -> bool:
    """« Il imprime en 3D depuis quand ? », "since when": the year it began."""
    return not _SINCE.isdisjoint(folded) and not _WHEN.isdisjoint(folded)


_year_written = compiled_on_first_use(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _writes_year(line: str) -> bool:
    """A line writing a year (« J'ai découvert l'impression 3D en 2018 ») keeps its place in a cut
    passage: « depuis quand ? » is answered by when it began."""
    return _year_written().search(line) is not None


# a day of the week (« le deuxième samedi de chaque mois », « tous les mardis », "on Sundays"):
# the answer to « c'est quel jour ? », which no date need give
_WEEKDAY = compiled_on_first_use(
    r"\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday"
    r"|friday|saturday|sunday)s?\b",
    re.IGNORECASE,
)
_WHICH_WORDS = frozenset({"quel", "quels", "what", "which"})
_DAY_WORDS = frozenset({"jour", "jours", "day", "days"})


def _asks_weekday(folded: Sequence[str]) -> bool:
    """« Le repair café, c'est quel jour ? », "which day is it?": a day of the week asked."""
    return any(a in _WHICH_WORDS and b in _DAY_WORDS for a, b in pairwise(folded))


def _writes_weekday(line: str) -> bool:
    """A line writing a day of the week, or a date."""
    return _WEEKDAY().search(line) is not None or _dated_line().search(line) is not None


def _writes_day(line: str) -> bool:
    """A line writing a day (« samedi 14 mars 2026 », « le 12/10 ») keeps its place in a cut
    passage; or a year (« J'ai découvert l'impression 3D en 2018 »: "When did he get into it?"
    is answered by the year, when no line gives the day)."""
    return _dated_line().search(line) is not None or _year_written().search(line) is not None


# « Où en est le chantier ? », « ça en est où ? », « il en est où, son glossaire ? », "what's the
# status of…", "how far along is…": how far a work has gone, which notes write on a line of its
# own under a label (« Avancement : », « Statut : en cours », « Où on en est : », "Status:"), in
# words the question does not use
_PROGRESS_ASKED = re.compile(
    r"\bou en (?:est|sont|es|etes|etait|etaient)\b|\ben (?:est|sont|es|etes)(?: (?:il|elle|ils|elles))? ou\b"
    r"|\bwhat s the status\b|\bstatus of\b|\bhow far along\b"
    # « la serre elle est finie ? », « c'est terminé ? », « ça avance ? », "is it finished?"
    r"|\b(?:est|sont|c est)(?: (?:bien|deja|enfin|toujours))? (?:fini|finie|finis|finies|termine|terminee"
    r"|termines|terminees|acheve|achevee|en cours)\b|\b(?:ca|ils?|elles?) avancen?t?\b"
    r"|\b(?:is|are) (?:it|they|he|she) (?:finished|done|complete|completed|over)\b"
)
_PROGRESS_LINE = re.compile(
    r"^\W*(?:etat d avancement|avancement|statut|status|progress|progression"
    r"|ou (?:on|j|nous) en (?:est|suis|sommes|etait|etais))\b"
)
# ... or when it is planned to end (« Fin prévue : avril 2027 »): said after how far it has gone
_PLANNED_END = re.compile(
    r"^\W*(?:fin (?:prevue|estimee|des travaux)|date de fin|echeance|livraison (?:prevue|estimee)"
    r"|achevement|deadline|expected completion)\b"
)


def _writes_progress(line: str) -> bool:
    """A line telling how far a work has gone under its label (« - Statut : en cours »,
    « Avancement : »), the list after it included when the label ends the line, or when it is
    planned to end (« Fin prévue : »)."""
    return _progress_level(line) > 0


def _progress_level(line: str) -> int:
    """2 for a line telling how far a work has gone, 1 for one telling when it is planned to end."""
    folded = fold(line).replace("'", " ").replace("’", " ")
    return 2 if _PROGRESS_LINE.search(folded) else 1 if _PLANNED_END.search(folded) else 0


def _cause_line(q: Query, stemmer: Stemmer, begun: bool = False) -> Callable[[str], bool]:
    """Whether a line tells the cause asked: a word of cause beside the words asked, two of them
    when two are asked (« reconversion professionnelle suite à problèmes de santé »; not « des
    vidéos de l'atelier, parce qu'on me le demande » for « Pourquoi a-t-elle changé d'atelier ? »),
    or one, when it is what the cause is given of (``_caused_thing``). Where what gave the wish
    is asked (``begun``), a line telling how the interest began is one too."""
    # (the asked words or their synonyms: « reconverti » is written « reconversion »)
    needed = min(2, q.asked or len(q.term_set))

    def telling(line: str) -> bool:
        folded, found = cause_word(line)
        if found is None and not (begun and writes_beginning(folded)):
            return False
        held = len(q.term_set.intersection(tokenise(line, stemmer)))
        if found is None:  # how the interest began: the words asked beside it, or spelled out
            # (« l'IA » asked, « j'ai découvert l'intelligence artificielle » written); the line
            # tells the beginning the question frames (« le déclic », « s'intéresser à »): one
            # word fewer is needed
            held += sum(1 for t in q.term_set if _spelled_out(t, folded))
            return held >= max(1, needed - 1)
        return held >= needed or (held > 0 and _caused_thing(folded[: found.start()], q, stemmer))

    return telling


def _spelled_out(term: str, folded: str) -> bool:
    """Whether an acronym asked (« ia », « rh ») is written out in the folded line, as the
    initials of words that follow each other (« intelligence artificielle », « ressources
    humaines »)."""
    if not 2 <= len(term) <= 4 or not term.isalpha():
        return False
    # (words of four letters or more: « il a découvert » spells no « ia »)
    said = folded.split()
    n = len(term)
    return any(
        all(said[j + k][:1] == term[k] and len(said[j + k]) >= 4 for k in range(n))
        for j in range(len(said) - n + 1)
    )


def _caused_thing(before: str, q: Query, stemmer: Stemmer) -> bool:
    """Whether an asked word is what the cause is given of: one of the two words right before
    the word of cause (``before``: the folded line up to it), in the same clause
    (« reconversion professionnelle suite à des problèmes de santé »; not « des vidéos de
    l'atelier, parce qu'on me le demande »)."""
    clause = re.split(r"[,;:.!?()]", before)[-1]
    return not q.term_set.isdisjoint(tokenise(" ".join(clause.split()[-2:]), stemmer))


def _caused(bundle: Bundle, q: Query, stemmer: Stemmer, begun: bool = False) -> Callable[[int], int]:
    """1 for a passage with a line telling the cause asked (``_cause_line``), else 0."""
    passages = bundle.passages
    telling = _cause_line(q, stemmer, begun)
    seen: dict[int, int] = {}  # the answer's composition asks the same passage several times

    def caused(k: int) -> int:
        if k not in seen:
            seen[k] = int(any(telling(line) for line in _LINES.split(passages[k].text)))
        return seen[k]

    return caused


# an item of an enumeration: one to three words between commas, « et » or slashes
_ITEM_SPLIT = compiled_on_first_use(r",|;|/|\bet\b|\band\b")
ENUMERATION_ITEMS = 3


def _enumerates(line: str, asked: Callable[[str], bool] = lambda _item: False) -> bool:
    """Whether ``line`` enumerates names (« exports en TXT, SRT, VTT, JSON »): after its label,
    at least three items of one to three words each, side by side; an item ``asked`` (holding a
    word of the question) is what is enumerated of, no value (« (jobs, erreurs, exports) »)."""
    items = _ITEM_SPLIT().split(line.rpartition(":")[2] if ":" in line else line)
    run = best = 0
    for item in items:
        named = item.split()
        # (names: a capital or a digit opens each, as « TXT », « Nginx », « Python 3 »; a list
        # of common words, « algorithmique, c, cpp », is a hub's tags)
        run = (
            run + 1
            if 1 <= len(named) <= 3 and named[0][:1].isupper() | named[0][:1].isdigit() and not asked(item)
            else 0
        )
        best = max(best, run)
    return best >= ENUMERATION_ITEMS


def _enumerating(bundle: Bundle, q: Query, stemmer: Stemmer) -> Callable[[int], int]:
    """1 for a passage with a line enumerating beside an asked word (``_enumerates``), else 0."""
    passages = bundle.passages
    seen: dict[int, int] = {}

    def asked(item: str) -> bool:
        return not q.term_set.isdisjoint(tokenise(item, stemmer))

    def enumerating(k: int) -> int:
        if k not in seen:
            seen[k] = int(
                any(
                    not q.term_set.isdisjoint(tokenise(line, stemmer)) and _enumerates(line, asked)
                    for line in _LINES.split(passages[k].text)
                )
            )
        return seen[k]

    return enumerating


def _progressed(bundle: Bundle) -> Callable[[int], int]:
    """2 for a passage with a line telling how far a work has gone, 1 for one telling only when it
    is planned to end (``_writes_progress``), else 0."""
    passages = bundle.passages
    return lambda k: max(map(_progress_level, passages[k].text.split("\n")), default=0)


_WHEN = frozenset({"quand", "when"})
_CAUSE_WORDS = frozenset({"pourquoi", "why", "pk", "pq"})
_UPDATED = re.compile(
    r"\b(?:m[àa]j|mis à jour|mise à jour|updated)\b[^.\n]{0,30}?\b((?:19|20)\d\d)\b", re.IGNORECASE
)
_PLURAL = re.compile(r"(?:s|(?<!e)x)$")  # « clients », « journaux », « prix », "talks"; not « index »


def _dated(
    bundle: Bundle,
    q: Query,
    stemmer: Stemmer,
    since: bool = False,
    before: frozenset[str] = frozenset(),
    own: frozenset[int] = frozenset(),
    weekday: bool = False,
) -> Callable[[int], int]:
    """How well passage ``k`` writes the date asked (« Elle est dispo quand ? »): 3 for a day or
    month in a line holding an asked word (« Prochaine disponibilité pour un projet long : 2
    février 2026 »), 2 for a year there or a day anywhere, 1 for a year anywhere, else 0.
    ``since``: the question asks « depuis quand » (« since when »): a date the line gives after
    « depuis » (« boulanger à Dijon… depuis 2016 ») scores 4 there, 3 anywhere, over a day that
    dates something else (« le concours du 18 juin 2019, à Dijon »). ``before``: in a follow-up,
    the names the answer it continues gave, which the line may hold instead (« C'est quand le
    prochain ? » after the stage « Fabriquer son tabouret »: the calendar's row naming it).
    ``own``: on a question about the owner, their profile notes, whose dates tell the owner's
    own life (« Depuis quand est-il étudiant à 42 ? »: the CV's « 2023 – 2025 · Étudiant École
    42 », not the school's « deuxième promotion en octobre 2023 ») and count 2 more.
    ``weekday``: a day of the week is asked (« c'est quel jour ? »): one written is a day."""
    asked = (frozenset(q.terms[: q.asked]) if q.asked else q.term_set) | before
    passages = bundle.passages
    seen: dict[int, int] = {}
    # a year asked (« les héliportages … en 2026 ? »): a line dating another year only
    # (« Pour 2027 : le gros héliportage… ») holds the asked words of another time
    years = frozenset(t for t in asked if YEAR.fullmatch(t))

    def dated(k: int) -> int:
        if k not in seen:
            best = 0
            passage = passages[k]
            # a CV's entry dates itself in its heading (« 2023 – 2025 · Étudiant École 42 »),
            # which the answer shows above the text: its own heading is one of its lines
            for line in (passage.heading.rpartition(" › ")[2], *_LINES.split(passage.text)):
                if weekday and _WEEKDAY().search(line) is not None:
                    # (the day of the week asked, over a date that starts something: the Repair
                    # Café's « deuxième samedi de chaque mois », not its first one's « 12 octobre »)
                    best = max(best, 4)
                    continue
                day, year = _dated_line().search(line) is not None, YEAR.search(line) is not None
                if not (day or year):
                    continue
                written = tokenise(line, stemmer)
                holds = not asked.isdisjoint(written) and (
                    not years or not year or not years.isdisjoint(written)
                )
                if since and _SINCE_DATE.search(line):
                    best = max(best, 4 if holds else 3)
                    continue
                best = max(best, (3 if day else 2) if holds else (2 if day else 1))
            seen[k] = best + 2 if best and passage.note in own else best
        return seen[k]

    return dated


# « Ça fait combien de temps qu'elle est à son compte ? », « Depuis combien de temps… ? », "How long
# has he been…?": how long something has been so, said by the date it holds since as well
_ASKS_SINCE = frozenset({"depuis", "since", "fait", "has", "have", "been"})


# ... or the year it was founded (« Fondée en septembre 2014 », « elle fonde en 2014 la compagnie »,
# "founded in 2014")
_FOUNDED = re.compile(
    r"\b(?:fond[ée]e?s?|fonde|cr[ée][ée]e?s?|ouverte?s?|lanc[ée]e?s?|founded|started|opened)\b[^.;\n]{0,20}?"
    r"\b(?:19|20)\d\d\b",
    re.IGNORECASE,
)


def _since_or_duration(line: str) -> bool:
    """Whether a line writes a length of time, the date something holds since or was founded."""
    return writes_duration(line) or _SINCE_DATE.search(line) is not None or _FOUNDED.search(line) is not None


def _since_or_year(line: str) -> bool:
    """``_since_or_duration``, or a year: a cut passage keeps the year it began (« En avril 2021
    je me suis installée à mon compte » for « ça fait combien de temps qu'elle est à son
    compte ? »). Not to rank passages by: a year beside an asked word is often another's
    (« Hérité d'Hélène Roux (clown, 2012) » in a note on the company's method)."""
    return _since_or_duration(line) or YEAR.search(line) is not None


def _beside(
    bundle: Bundle,
    q: Query,
    stemmer: Stemmer,
    shape: Callable[[str], bool],
    frame: frozenset[str],
    earlier: frozenset[str] = frozenset(),
    answered: frozenset[str] = frozenset(),
) -> Callable[[int], int]:
    """How well passage ``k`` writes a value asked in its ``shape`` (a duration for « Combien de
    temps a duré la mission ? »), by the words beside it: 6 in a line holding a word the question
    asks (not the ``frame`` words asking the value: « temps », « durée »), 5 in a passage saying
    one elsewhere (« SaintéLyon en solo, enfin. … Arrivée … en 11h12 ») or titled by one; 4 and 3
    for a name the answer a follow-up continues gave, in the line or the titles (``answered``:
    « Et pendant combien de temps ? » after « Au collège Jules-Ferry de Vichy »); 2 and 1 for a
    word the turn before asked (``earlier``); else 0: a value beside nothing asked is another's
    (« Validité : 30 jours » in a quote)."""
    asked = (frozenset(q.terms[: q.asked]) if q.asked else q.term_set) - frame
    groups = ((asked, 6), (answered, 4), (earlier, 2))
    passages = bundle.passages
    seen: dict[int, int] = {}

    def beside(k: int) -> int:
        if k not in seen:
            passage = passages[k]
            lines = [set(tokenise(line, stemmer)) for line in _LINES.split(passage.text) if shape(line)]
            best = 0
            if lines:
                about = set(tokenise(f"{passage.heading} {bundle.notes[passage.note].title}", stemmer))
                if not asked.isdisjoint(passage.tokens):
                    about |= asked
                for words_, level in groups:
                    if any(not words_.isdisjoint(line) for line in lines):
                        best = level
                    elif not words_.isdisjoint(about):
                        best = level - 1
                    if best:
                        break
            seen[k] = best
        return seen[k]

    return beside


# a day or a year (« 2023–2027 », « 2024-02-22 », « 14/06/2021 »): no number counted
_DATE_WRITTEN = re.compile(r"\b(?:(?:19|20)\d\d(?:-\d\d){0,2}|\d{1,2}/\d{1,2}(?:/\d{2,4})?)\b")


def _writes_number(line: str) -> bool:
    """Whether a line writes a number (« 256 000 € », « 48 sondes »), not only dates."""
    return any(c.isdigit() for c in _DATE_WRITTEN.sub("", line))


def _counting_line(anchors: frozenset[str], stemmer: Stemmer) -> Callable[[str], bool] | None:
    """Whether a line writes a number beside the thing « combien de X ? » counts: a cut passage
    keeps it, though other lines hold more of the question's words (« sélection bornée des 3-5
    articles les plus pertinents par thématique » for « le modèle garde combien d'articles par
    thème ? », before « chaque édition est un document avec ses articles, sa thématique »).
    ``anchors``: the terms of the thing counted (``_counted``); None when none is."""
    if not anchors:
        return None
    return lambda line: _writes_number(line) and number_near(tokenise(line, stemmer), anchors)


def _counted(question: str, searcher: Searcher) -> frozenset[str]:
    """The terms of the thing « combien de X ? », "how many X" counts, as the vault spells it;
    empty when no count of a thing is asked."""
    value = asked_value(question)
    if value is None or value.kind != "number" or value.noun is None:
        return frozenset()
    return searcher.analyser.noun_terms(value.noun, False, own=True) or frozenset()


def _tally(
    bundle: Bundle, note: int, anchors: frozenset[str], stemmer: Stemmer, plural: bool = False
) -> tuple[str, tuple[int, ...]] | None:
    """The list answering « combien de X ? » in ``note``, when it is a list of X under a label
    naming them (« Opérations Autorisées : » and a line per operation), and the passages it is
    read from: the label and its items, the items the next passages of its section go on with
    included (a long list is cut into several passages). The answer lists them whole, for the
    reader to count, rather than cut the list short. ``anchors``: the terms of the thing counted
    (``_counted``); ``plural``: the label names them in the plural (a list asked by « quels »).
    None when the note has no such list."""
    if not anchors:
        return None

    def is_anchor(word: str) -> bool:
        if plural:  # (« Built-ins », one word of a label, two of a question: « built », « in »)
            return word.endswith(("s", "x")) and not anchors.isdisjoint(tokenise(word, stemmer))
        return stem(fold(word), stemmer) in anchors

    passages = bundle.passages
    ks = passages.of_note(note)
    for n, k in enumerate(ks):
        lines = passages[k].text.split("\n")
        found = counted_lines(passages[k].text, is_anchor)
        if found is None:
            continue
        first, end = found
        listed, used = lines[first:end], [k]
        for j in ks[n + 1 :]:
            if end < len(lines) or passages[j].heading != passages[used[-1]].heading:
                break  # the list ended in its passage, or the next passage is another section's
            lines = passages[j].text.split("\n")
            end = list_run(lines)
            if end == 0:
                break
            listed.extend(lines[:end])
            used.append(j)
        return "\n".join(listed), tuple(used)
    return None


def _others(searcher: Searcher, q: Query) -> frozenset[int]:
    """The notes about other people than the owner that the question does not name."""
    people = searcher.people
    if not people:
        return frozenset()
    asked = q.asked_set or q.term_set
    index = searcher.index
    return frozenset(i for i in people if asked.isdisjoint(index.names(i)))


# the words asking what holds now, folded (« en ce moment » is read as « actuellement »)
_NOW = frozenset({"maintenant", "actuellement", "actuell", "aujourd", "now", "currently", "nowadays"})
_YEAR = re.compile(r"^(?:19|20)\d\d$")
# a title saying its note is old, and the words asking for old times
_OLD_TITLE = frozenset(
    {"ancien", "ancienne", "anciens", "anciennes", "old", "obsolete", "perime", "archive"}
    | {"remplace", "remplaces", "remplacee", "remplacees", "replaced", "superseded", "outdated"}
)
_ASKS_PAST = frozenset(
    {"ancien", "ancienne", "anciens", "anciennes", "avant", "before", "old", "previous", "precedent"}
    | {"precedente", "autrefois", "etait", "avait", "was", "used"}
)
# a status saying the note is a draft, folded
_DRAFT = frozenset({"brouillon", "draft", "ebauche"})
# a note calling another its former version
_OLD_VERSION = re.compile(
    r"\b(?:ancienne version|version pr[ée]c[ée]dente|ancienne page|old version|previous version)\b",
    re.IGNORECASE,
)


# a title or heading saying since when its note holds (« Horaires & accès (depuis janvier
# 2026) », "Opening hours (since May 2025)", « à partir du 1er mars 2026 »)
_HOLDS_SINCE = re.compile(
    r"\b(?:depuis|since|à partir d[eu]|as of)\b[^.;\n()]{0,20}?\b((?:19|20)\d\d)\b", re.IGNORECASE
)


def _holds_since(bundle: Bundle, i: int) -> int | None:
    """The year note ``i``'s title or first heading says it holds since (not its text: « J'habite
    Dieulefit depuis 2019 » dates where she lives, not the page)."""
    first = bundle.passages.of_note(i)[:1]
    text = bundle.notes[i].title
    if first:
        text += "\n" + bundle.passages[first[0]].heading
    found = _HOLDS_SINCE.search(text)
    return int(found.group(1)) if found is not None else None


def _superseded(
    bundle: Bundle,
    notes: AbstractSet[int],
    question: str,
    stemmer: Stemmer,
    replaced: Container[int] = frozenset(),
) -> frozenset[int]:
    """The notes among ``notes`` that another one supersedes: titled as it is but for a year older
    than its own, or than none (« Tarifs 2019 » beside « Tarifs », « Tarifs 2023 » beside « Offre et
    tarifs 2026 »); titled as old (« Tarifs 2019 (ancien) ») when old times are not asked, or
    undated beside one titled as it whose title or heading says since when it holds
    (« Horaires » beside « Horaires et accès (depuis janvier 2026) »); or
    called its old version by another; or more specific in its title than one titled with a later
    year whose text covers its title's words (« Tarifs mariages » beside « Tarifs 2026 » and its
    « Mariages » section). A note's year is its title's, else the « màj » its opening writes, else
    its front matter's ``updated`` (a converted note dated by its export alone). Not when the
    question names its year (« Quel était son tarif en 2019 ? »)."""
    asked = set(words(question))
    asked_years = {w for w in asked if _YEAR.match(w)}
    titled = {i: words(bundle.notes[i].title) for i in notes}
    # a note whose title names a year the question asks is what is asked, whatever supersedes it
    candidates = [i for i in notes if asked_years.isdisjoint(titled[i])]
    dated: dict[int, tuple[frozenset[str], int | None]] = {}
    for i in notes:
        years = [int(w) for w in titled[i] if _YEAR.match(w)]
        base = frozenset(t for t in tokenise(bundle.notes[i].title, stemmer) if not _YEAR.match(t))
        dated[i] = (base, max(years) if years else _updated(bundle, i))
    # the year a note's front matter says it was last updated (« updated: 2023-02-27 »), where
    # neither its title nor its opening dates it: a list left as it was in 2023 is no newer
    # than « Tarifs 2026 »
    touched = {i: dated[i][1] if dated[i][1] is not None else _updated_year(bundle, i) for i in notes}
    old = set()
    for i in candidates:
        base, year = dated[i]
        if (
            year is not None
            and base
            and any(
                j != i and base <= other and ((later := touched[j]) is None or later > year)
                for j, (other, _) in dated.items()
            )
        ):
            old.add(i)
    # ... or whose title says it is old (« Tarifs 2019 (ancien) »), unless old times are asked
    if asked.isdisjoint(_ASKS_PAST):
        old.update(i for i in candidates if not _OLD_TITLE.isdisjoint(titled[i]))
        # ... or that says so and points to the one that holds now (``VaultIndex.replaced``)
        old.update(i for i in candidates if i in replaced)
        # ... or that states no date beside one titled as it that says since when it holds
        # (« Horaires » beside « Horaires et accès », headed « (depuis janvier 2026) »): a page
        # dated from a change is the one after it, and the undated one what came before
        since = {j: _holds_since(bundle, j) for j in notes}
        old.update(
            i
            for i in candidates
            if dated[i][1] is None
            and since[i] is None
            and dated[i][0]
            and any(j != i and dated[i][0] <= dated[j][0] and since[j] is not None for j in notes)
        )
    passages = bundle.passages
    # ... or more specific in its title than one titled with a later year that covers it too
    # (« Tarifs mariages », last updated in 2023, beside « Tarifs 2026 », whose « Mariages »
    # section prices the same things): the year's list holds now
    for i in candidates:
        base, year = dated[i][0], touched[i]
        if year is None or i in old:
            continue
        for j in notes:
            other, later = dated[j]
            if (
                j == i
                or later is None
                or later <= year
                or not other
                or not other < base
                or not any(_YEAR.match(w) for w in titled[j])
            ):
                continue
            # (a passage's tokens are its heading's and text's, as the bundle built them)
            held = set().union(*(passages[k].tokens for k in passages.of_note(j)))
            if base - other <= held:
                old.add(i)
                break
    # ... or that another calls its old version (« L'ancienne version de cette page est restée
    # dans Dispo (mai 2024) »)
    for j in notes:
        if j in replaced:
            # a page that says it was replaced (« Ancienne version de la page À propos… Remplacée
            # par /a-propos/ ») speaks of itself as the old version, not of the page it names
            continue
        said = [
            piece
            for k in passages.of_note(j)
            for piece in _LINES.split(passages[k].text)
            if _OLD_VERSION.search(piece)
        ]
        if said:
            old.update(
                i for i in candidates if i != j and any(bundle.notes[i].title in piece for piece in said)
            )
    return frozenset(old)


def _current(bundle: Bundle, k: int, i: int) -> RankedPassage | None:
    """The passage of note ``i`` sharing the most words with passage ``k`` of the note it
    replaces (the current rates table for the old one), None when none shares any."""
    passages = bundle.passages
    said = frozenset(passages[k].tokens)
    shared = [(len(said.intersection(passages[j].tokens)), -j) for j in passages.of_note(i)]
    best = max(shared, default=(0, 0))
    if not best[0]:
        return None
    found = -best[1]
    held = said.intersection(passages[found].tokens)
    return RankedPassage(found, i, 0.0, 0.0, held, held)


def _updated(bundle: Bundle, i: int) -> int | None:
    """The year note ``i`` says it was last updated (« màj sept 2023 », « Mis à jour le 13
    octobre 2025 », "Last updated: March 2024"), from its first passage; None if it does not."""
    first = bundle.passages.of_note(i)[:1]
    found = _UPDATED.search(bundle.passages[first[0]].text) if first else None
    return int(found.group(1)) if found is not None else None


# a line giving a value under a label (« - Modèle chat : Qwen3 8B », « Hébergement : IIS »)
_LABELLED = re.compile(r"^\s*(?:[-*•+]\s+)?(?P<label>[^:\n]{1,40}?)\s*:\s+\S")


def _reread(typed: Sequence[str], read: Sequence[str], stemmer: Stemmer) -> frozenset[str]:
    """The terms of the words ``read_idioms`` read as other words (« mariée » as « mariage »),
    as typed; not those it read away (« par jour » of a day rate)."""
    if len(typed) != len(read):
        return frozenset()
    return frozenset(
        t for was, now in zip(typed, read, strict=True) if now and now != was for t in tokenise(was, stemmer)
    )


def _labelled_line(question: str, searcher: Searcher) -> Callable[[str], bool] | None:
    """Whether a line gives the value of the noun « quel(le) » asks for under a label naming it
    (« - Modèle chat : Qwen3 8B » for « il tourne avec quel modèle de langage ? »): a cut passage
    keeps it, though other lines hold more of the question's words (« le retrieval tourne sur
    CPU »). None when no noun is asked."""
    noun = searcher.analyser.asked_noun(question[:MAX_QUERY_CHARS])
    if noun is None:
        return None
    stemmer = searcher.stemmer

    def labelled(line: str) -> bool:
        m = _LABELLED.match(line)
        # (the label is the noun's own, « Modèle chat », not a complement's: every project's
        # « Détails du projet : » names no project asked)
        return m is not None and tokenise(m.group("label"), stemmer)[:1] == [noun]

    return labelled


def _part_line(question: str) -> Callable[[str], bool] | None:
    """Whether a line opens on the label of what came of something, when that is asked
    (« Résultat : les appels ont diminué de 40 % » for « Qu'est-ce qui a changé pour la
    clinique ? »): a cut passage keeps it, though it holds no word of the question; None when
    it is not asked."""
    # (what came of it only: what was done is the body of a mission note, its every line)
    if asked_part(question) != RESULT:
        return None
    return lambda line: labels_part(line, RESULT)


def _part_asked(bundle: Bundle, question: str) -> Callable[[int], bool] | None:
    """Whether passage ``k`` is written under the heading of the part of a note the question
    asks for (``grasbot.retrieval.parts``); None when it asks for none."""
    part = asked_part(question)
    if part is None:
        return None
    passages = bundle.passages
    return lambda k: heads_part(passages[k].heading, part) or labels_part(passages[k].text, part)


def _list_page(searcher: Searcher, question: str, quoted: Sequence[RankedPassage]) -> int | None:
    """The first quoted note whose title names, in the plural, the things a list question asks
    for, with at most one other word (« Références clients », « Liste des talks », « mes
    trails » for « quels clients / confs / trails ? »): the page listing them. Not « Hôtel des
    Aravis » (one of them) for « quels hôtels ? ». None when the question names no such thing."""
    noun = searcher.analyser.asked_noun(question[:MAX_QUERY_CHARS])
    if noun is None:
        return None
    catalogue = searcher.catalogue
    stemmer = searcher.stemmer
    keys = catalogue.keys(noun)
    titles = searcher.bundle.notes.column("title")
    for i in dict.fromkeys(p.note for p in quoted):
        title = str(titles[i] or "")
        if not 0 < len(tokenise(title, stemmer)) <= 2:
            continue
        for word in words(title):
            if _PLURAL.search(word) and any(
                not keys.isdisjoint(catalogue.keys(t)) for t in tokenise(word, stemmer)
            ):
                return i
    return None


# a table row's cell, « Poste : technicien … »: its key names what the column holds
_CELL = re.compile(r"(?:^- |\s;\s)([^:;]{1,30}) : ")


def _column_page(searcher: Searcher, question: str, quoted: Sequence[RankedPassage]) -> int | None:
    """The first quoted note whose passage is a table with a column named for the things a
    list question asks (« Quels postes a-t-il occupés ? » and a chronology's rows « Période :
    1979 - 1986 ; Poste : technicien supérieur … »): a row per thing asked, the list itself,
    though a story naming one of them ranks a little higher. None when the question names no
    thing, or no quoted table names its column so."""
    noun = searcher.analyser.asked_noun(question[:MAX_QUERY_CHARS])
    if noun is None:
        return None
    catalogue = searcher.catalogue
    stemmer = searcher.stemmer
    keys = catalogue.keys(noun)
    passages = searcher.bundle.passages
    for p in quoted:
        rows = [line for line in passages[p.k].text.split("\n") if line.startswith("- ")]
        # (one not holding all the best passage holds of the question lists other things: a
        # subscriptions table's « Outil : Figma » rows for « Quels outils a-t-elle utilisés pour
        # l'appli du festival ? »)
        if len(rows) < 2 or not p.terms >= quoted[0].terms:
            continue
        naming = sum(
            any(
                not keys.isdisjoint(catalogue.keys(t))
                for cell in _CELL.findall(row)
                for t in tokenise(cell, stemmer)
            )
            for row in rows
        )
        if naming * 2 > len(rows):
            return p.note
    return None


# a section a list question names holds this many sub-sections at least, its items
LISTED_ITEMS = 3


def _listed_section(bundle: Bundle, note: int, asked: frozenset[str], stemmer: Stemmer) -> list[int]:
    """The passages of the section of ``note`` headed by the noun a list question asks
    (``asked``, its terms: « Quels sont les modules… ? » and « Les 5 modules »), when it holds
    at least ``LISTED_ITEMS`` sub-sections told in prose (« › Python 0 — Starting », « › Python
    1 — Array »…), in reading order; else none. (Sub-sections that are lists are read whole:
    offline's ``_sibling_lists``.)"""
    passages = bundle.passages
    under: dict[str, list[int]] = {}
    for k in passages.of_note(note):
        parent, _, own = passages[k].heading.rpartition(" › ")
        if parent and own:
            under.setdefault(parent, []).append(k)
    for parent, ks in under.items():
        if (
            len({passages[k].heading for k in ks}) >= LISTED_ITEMS
            and all(passages[k].kind == "prose" for k in ks)
            and not asked.isdisjoint(tokenise(parent.rsplit(" › ", 1)[-1], stemmer))
        ):
            return ks
    return []


_LABEL_WORDS = 5  # a line's label (before « : ») naming an item is this short at most


def _labelled_items(bundle: Bundle, note: int, asked: frozenset[str], stemmer: Stemmer) -> list[int]:
    """The first passage of ``note`` whose lines are the items a list question asks, at least
    ``LISTED_ITEMS`` of them each labelled by its noun (``asked``, its terms: « Quels ensembles
    fractals… ? » and « Ensemble de Mandelbrot : … », « Ensemble Burning Ship : … »), as a
    list of one; else none."""
    passages = bundle.passages

    def labelled(line: str) -> bool:
        label, colon, _ = line.partition(" : ")
        return (
            bool(colon)
            and len(label.split()) <= _LABEL_WORDS
            and not asked.isdisjoint(tokenise(label, stemmer))
        )

    return next(
        (
            [k]
            for k in passages.of_note(note)
            if sum(labelled(line) for line in passages[k].text.split("\n")) >= LISTED_ITEMS
        ),
        [],
    )


def _list_noun(folded: Sequence[str], stemmer: Stemmer) -> frozenset[str]:
    """The terms of the noun a French list question asks for, the one after « quels »/
    « quelles » (``idioms.which_things``: « Quels sont les *modules* de… »), else the one
    ``listed_word`` reads (« c'est quoi les *modules*… »); empty when none."""
    noun = which_things(folded)
    if noun is None:
        noun = listed_word(folded) or ""
    return frozenset(tokenise(noun, stemmer))


def _card_first(
    bundle: Bundle, card: int, quoted: list[RankedPassage], ranked: list[RankedPassage]
) -> tuple[list[RankedPassage], list[RankedPassage]]:
    """``quoted`` and ``ranked`` with the passages of the rate card ``card`` that price things
    first, in reading order (those the ranking kept, with their scores, else all of them)."""
    passages = bundle.passages
    priced = [k for k in passages.of_note(card) if writes_price(passages[k].text)]
    kept = {p.k: p for p in ranked if p.note == card}
    first = [kept.get(k) or RankedPassage(k, card, 0.0, 0.0, frozenset()) for k in priced]
    return (
        first + [p for p in quoted if p.note != card],
        first + [p for p in ranked if p.note != card],
    )


def _each_note_best(ranked: Sequence[RankedPassage]) -> list[RankedPassage]:
    """The best passage of each note, in the notes' order of first appearance."""
    seen: set[int] = set()
    out = []
    for p in ranked:
        if p.note not in seen:
            seen.add(p.note)
            out.append(p)
    return out


def plan_answer(
    searcher: Searcher,
    question: str,
    history: Sequence[Mapping[str, object]],
    *,
    system: str,
    owner_name: str,
    site_paths: Mapping[str, str],
    budget_tokens: int,
) -> AnswerPlan:
    """Search, rank the passages of the notes found, and prepare both answers."""
    bundle = searcher.bundle
    turns = [{"role": str(t.get("role", "")), "content": str(t.get("content", ""))} for t in history]
    result = searcher.search(question, history=turns or None)
    asked_words = words(question)
    english = is_english(asked_words)
    index = searcher.index
    # the question as the search read it (typo guesses, translations), else as written
    q = result.query or index.query(tokenise(question[:MAX_QUERY_CHARS], searcher.stemmer))
    earlier = result.earlier
    said = [t["content"] for t in turns if t["role"] == "assistant"]
    said_words = [set(tokenise(text, searcher.stemmer)) for text in said if text]

    ranked: list[RankedPassage] = []
    fallback = None
    if result.grounded:
        found = [(bundle.slug_index[s.slug], s.score) for s in result.sources if s.slug in bundle.slug_index]
        if result.answer_notes and found and not {i for i, _ in found} & set(result.answer_notes):
            # a personal attribute's notes answer it wherever the words ranked them (« Elle a un
            # compagnon ? » where notes on women's history hold « femme » more often than the
            # profile holds « mon compagnon »), none of them shown: their passages are read too
            floor = min(score for _, score in found)
            found += [(i, floor) for i in result.answer_notes]
        # a French question reads the owner's profile in French before its English translation
        translated = frozenset() if english else frozenset(searcher.owner.profiles)
        number = expects_number(question)
        name_of = frozenset() if number else which_asked(question, searcher.stemmer)
        ranked = rank_passages(index, found, q, earlier, said, number, translated, name_of)
        if result.answer_notes:
            # a personal attribute of the owner (« A-t-il un compte GitHub ? »): the profile
            # notes answer it, whatever other notes share a word of the question
            own = [p for p in ranked if p.note in result.answer_notes]
            shape = _line_shape(q, searcher.stemmer)
            if shape is not None:
                # those writing the attribute in its shape first: « 41 ans, né le 23 septembre
                # 1984 » for « Quel âge a-t-il ? », before « Trois ans de restauration »
                own = sorted(own, key=lambda p: not shape(bundle.passages[p.k].text))
            # ... where they write it without the word asked ("What's his phone number?" and a
            # CV's « · 06 39 98 12 54 »), or in a passage the ranking left out while the ones it
            # kept hold the word otherwise (« Elle a des enfants ? »: a CV's « concertation
            # (enfants, habitants) », the profile's « nos deux enfants, Lou et Malo » unranked):
            # the passage writing it in that shape
            # (the word asked, not a synonym: « installer un micro » brings « habiter »; an age
            # is written as « j'ai 39 ans » or as a birth: ``shapes.writes_age``)
            shapes = written_as(searcher.stemmer, q.term_set)
            asked_shapes = {check for t, check in shapes.items() if t in q.asked_set}
            order = searcher.profile_order(result.language)
            if not own or (shape is not None and asked_shapes and not shape(bundle.passages[own[0].k].text)):
                # (in the order a reader takes the profile notes: the question's language first)
                written = sorted(
                    _written(bundle, result.answer_notes, q, searcher.stemmer),
                    key=lambda p: order.get(p.note, len(order)),
                )
                own = written or own
            elif shape is not None and asked_shapes and len(result.answer_notes) > 1:
                # two profile pages writing it, the current one first (« j'ai 41 ans » on the
                # about page updated this year, not « 34 ans » on a CV left as it was in 2019)
                first = min(
                    _written(bundle, result.answer_notes, q, searcher.stemmer),
                    key=lambda p: order.get(p.note, len(order)),
                    default=None,
                )
                if (
                    first is not None
                    and own[0].note in order
                    and order.get(first.note, len(order)) < order[own[0].note]
                    and _updated_later(bundle, first.note, own[0].note)
                ):
                    # (the older page's value is out of date: not quoted beside it)
                    own = [
                        first,
                        *(
                            p
                            for p in own
                            if p.k != first.k and not _updated_later(bundle, first.note, p.note)
                        ),
                    ]
            if not own and asks_when(asked_words):
                # « Quand a-t-il commencé 42 ? »: the profile's line dating it (« 2023 – 2025 ·
                # Étudiant École 42 »), which the passages ranked for the school's notes leave out
                own = _dating(bundle, result.answer_notes, q, searcher.stemmer)
            if own and set(words(question)).isdisjoint(_ASKS_PAST):
                # a profile page saying it no longer holds (« Qui suis-je (version 2021) » and its
                # « J'habite à Rennes ») gives way to the current one, found by the attribute's
                # shape or its opening when the search met it in other words (« Je vis à Nantes »)
                replaced = index.replaced
                live = [i for i in result.answer_notes if i not in replaced]
                if live and all(p.note in replaced for p in own):
                    current = _written(bundle, live, q, searcher.stemmer)
                    introducing = _introducing(searcher, live, english)
                    if not current and introducing is not None:
                        k = _introduction(searcher, introducing)
                        current = [RankedPassage(k, introducing, 0.0, 0.0, frozenset(), frozenset())]
                    own = current or own
                else:
                    own = sorted(own, key=lambda p: p.note in replaced)
            ranked = own + [p for p in ranked if p.note not in result.answer_notes] if own else ranked
        named = _fallback(result, bundle.slug_index, index, q)
        profiles = searcher.owner.profiles
        if named not in profiles and q.term_set and q.term_set <= _name_terms(searcher):
            # « Qui est Yanis Berthelot ? » named a page that carries the owner's name in its
            # title (a site's home page), or no page at all while a business card repeats the
            # name most: the profile notes are the ones that describe them
            named = next(
                (i for i in (bundle.slug_index.get(s.slug) for s in result.sources) if i in profiles), named
            )
        if (
            named is not None
            # (the notes answering what is asked of it, a CV dating « 42 » for « Quand a-t-il
            # commencé 42 ? », say more than its opening)
            and (not result.answer_notes or named in result.answer_notes)
            and (
                q.term_set <= index.names(named)
                or (named in profiles and q.term_set <= _name_terms(searcher))
            )
        ):
            # « Parle-moi de webserv »: the question is the note's name and nothing else, so the
            # note's opening says what it is; a hub listing it says less
            ranked = [
                *(
                    RankedPassage(k, named, float("inf"), 1.0, q.term_set)
                    for k in _opening(bundle, named, said_words)
                ),
                *(p for p in ranked if p.note != named),
            ]
        if not ranked:
            fallback = named
            if fallback is None and not q.term_set:
                # « Qui est-elle ? », « Quel est son métier ? »: nothing to find but the person,
                # so the first profile note found opens the answer (« Je m'appelle…, je suis… »)
                shown = [bundle.slug_index.get(s.slug) for s in result.sources]
                fallback = _introducing(searcher, shown, english, homes=True)
            elif fallback is None and result.answer_notes:
                # a personal attribute the profile holds in words no passage ranks by (« Quel âge
                # a-t-il ? » and « Né à Dax en 1989 »): the profile's opening, where it is told
                fallback = _introducing(searcher, list(result.answer_notes), english)
    peers = []
    if result.grounded and result.sources:
        top = result.sources[0].score
        peers = [bundle.slug_index[s.slug] for s in result.sources[1:] if s.score >= PEER_SHARE * top]
    quoted = ranked
    asked_before = [t["content"] for t in turns if t["role"] == "user"][-1:]
    if asked_before and ranked:
        # a follow-up about the note the conversation named (« C'est quoi Hébergement ? », then
        # « Ok, quels services tournent dans les conteneurs ? ») asks it of that note: another
        # note sharing the new words (a second project with containers) is not quoted beside it;
        # the model still reads it
        before = frozenset(tokenise(asked_before[0][:MAX_QUERY_CHARS], searcher.stemmer))
        spoken = {i for i in {p.note for p in ranked} if not before.isdisjoint(index.names(i))}
        if ranked[0].note in spoken:
            # (unless the question names it, or the note spoken of points to it: « Prochaines
            # dates : Calendrier 2026 » answers « C'est quand le prochain ? » there)
            spoken_text = " ".join(
                bundle.passages[k].text for k in bundle.passages.of_note(ranked[0].note)
            ).casefold()
            kept = spoken | {
                p.note
                for p in ranked
                if not q.term_set.isdisjoint(index.names(p.note))
                or bundle.notes[p.note].title.casefold() in spoken_text
            }
            quoted = [p for p in ranked if p.note in kept]
            peers = [i for i in peers if i in kept]
    if result.answer_notes and ranked and ranked[0].note in result.answer_notes:
        # a personal attribute the profile notes answer: they are quoted, and another note only
        # for a part of the question they leave unanswered (« Quel métier faisait-elle avant ? »
        # is not shared with a dated entry that mentions « l'enseignement » in passing)
        quoted, peers = _profile_first(bundle, ranked, frozenset(result.answer_notes))
    if result.about_owner and quoted and not result.whom:
        # a question about the owner is not answered by a note about someone else (a former
        # teacher's bio, a portrait) unless it names them: « Où a-t-elle appris le théâtre ? »
        # is not « Paul Lemercier … formé à l'école du TNS »
        # (but the note of the owner's kin asked, « sa sœur », which the search found to answer,
        # and the people asked by « Avec qui travaille-t-elle ? »)
        others = _others(searcher, q) - frozenset(result.answer_notes)
        mine = [p for p in quoted if p.note not in others]
        if mine:
            quoted = mine
            peers = [i for i in peers if i not in others]
            # the model reads them last
            ranked = [p for p in ranked if p.note not in others] + [p for p in ranked if p.note in others]
    elif quoted and result.subject and any(p.note in result.subject for p in quoted):
        # « et elle a quel âge ? » after « c'est qui Maud Chevalier ? »: her note answers, not
        # another one sharing the words (a daughter's « née le 9 février 2022 »)
        theirs = [p for p in quoted if p.note in result.subject]
        peers = [i for i in peers if i in result.subject]
        ranked = theirs + [p for p in ranked if p.note not in result.subject]
        quoted = theirs
    elif quoted and speaks_of_another(asked_words, searcher.owner):
        # the question asks about someone else (« Et elle a quel âge, elle habite où ? » on his
        # site, after « C'est qui Élodie Garnier ? »): her note answers, and the owner's profile,
        # close in score for writing an age and a town too (« Âge : 41 ans »), is not quoted
        # beside it; the model reads it last
        profiles = searcher.owner.profiles
        theirs = [p for p in quoted if p.note not in profiles]
        if theirs and theirs[0] is quoted[0]:
            if theirs[0].note in searcher.people:  # (not « il coûte combien ? » of a show)
                # the person the conversation last named is who is asked (« il vient d'où
                # lui ? » after « avec son compagnon, Tomás Ribeiro »), whichever person's note
                # leads; a note that does not name them tells someone else's week-ends (the
                # owner's « Hors atelier » after « un petit frère, Bastien »), not theirs
                talk = " ".join(t["content"] for t in turns[-2:])[:MAX_QUERY_CHARS]
                last = frozenset(tokenise(talk, searcher.stemmer))
                persons = [p.note for p in theirs if p.note in searcher.people]
                asked_of = next((i for i in persons if not last.isdisjoint(index.names(i))), persons[0])
                their_names = index.names(asked_of)
                theirs = [p for p in theirs if p.note == asked_of] + [
                    p
                    for p in theirs
                    if p.note != asked_of
                    and p.note not in searcher.people
                    and not their_names.isdisjoint(tokenise(bundle.passages[p.k].text, searcher.stemmer))
                ]
            quoted = theirs
            peers = [i for i in peers if i not in profiles]
            ranked = [p for p in ranked if p.note not in profiles] + [p for p in ranked if p.note in profiles]
    if quoted:
        # « Tarifs 2019 » beside « Tarifs »: the older grid is not quoted with the current one
        old = _superseded(bundle, {p.note for p in quoted}, question, searcher.stemmer, index.replaced)
        if old and any(p.note not in old for p in quoted):
            quoted = [p for p in quoted if p.note not in old]
            peers = [i for i in peers if i not in old]
            # the model reads it last, after the one that supersedes it
            ranked = [p for p in ranked if p.note not in old] + [p for p in ranked if p.note in old]
        elif quoted[0].note in index.replaced and quoted[0].note in old:
            # only a page saying it no longer holds answers, and it names the one that does
            # (« Obsolète. Les tarifs actuels sont sur la page [contact] », for « Quel est votre
            # TJM ? » whose word only the old grid writes): that page's passage nearest the old
            # answer tells it as it is now (« Développement front-end … 540 € / jour »)
            now = _current(bundle, quoted[0].k, index.replaced[quoted[0].note])
            if now is not None:
                quoted = [now]
                peers = []
                ranked = [now, *(p for p in ranked if p.note not in old)] + [
                    p for p in ranked if p.note in old
                ]
    if len(quoted) > 1 and set(asked_words).isdisjoint(_ASKS_PAST):
        # a note saying of itself that it no longer holds, with no pointer to the one that does
        # (« CV (version 2018) », « Gardé pour mémoire, plus à jour. »), is still the place a fact
        # is written when it answers best (the studies on an old CV); after a note that holds
        # now, it is what was true once (« 31 ans » after « j'ai 38 ans »): not quoted, read last.
        # Its name or opening says so, not its status: « status: archived » files finished work
        statuses = bundle.notes.column_or("status", None)
        outdated = {
            i
            for i in {p.note for p in quoted}
            if marked_old(bundle.notes[i].title, *note_opening(bundle, i), None, note_closing(bundle, i))
            # a draft (``status: brouillon``) is what the owner had not settled, not what they
            # say: after a note that answers, its « disponible à partir de septembre » written
            # months before the availability page is no second answer
            or fold(status_head(statuses[i])) in _DRAFT
        }
        if outdated and quoted[0].note not in outdated:
            quoted = [p for p in quoted if p.note not in outdated]
            peers = [i for i in peers if i not in outdated]
            ranked = [p for p in ranked if p.note not in outdated] + [p for p in ranked if p.note in outdated]
    if earlier is not None and quoted and not any(p.terms for p in quoted):
        # « Elle y faisait quoi ? » after an answer naming the UIT: no passage holds a word of
        # the question, the note the conversation is on answers, told from its opening (« Mon
        # employeur de 2011 à 2020 : traductrice… »), not from its passage sharing most names
        # with the answer before
        lead = quoted[0].note
        quoted = sorted((p for p in quoted if p.note == lead), key=lambda p: p.k) + [
            p for p in quoted if p.note != lead
        ]
    folded = read_idioms(asked_words, bool(searcher.owner.profiles))
    page = (
        _list_page(searcher, question, quoted) if asks_list(folded) and quoted and earlier is None else None
    )
    column = (
        _column_page(searcher, question, quoted)
        if page is None and asks_list(folded) and quoted and earlier is None
        else None
    )
    if column is not None and column != quoted[0].note:
        # « Quels postes a-t-il occupés ? »: the table with a row per post leads, whole when it fits
        quoted = [p for p in quoted if p.note == column] + [p for p in quoted if p.note != column]
        ranked = [p for p in ranked if p.note == column] + [p for p in ranked if p.note != column]
    if page is not None and page != quoted[0].note:
        # « Pour quels clients… ? »: the note named for them (« Références clients ») lists them
        quoted = [p for p in quoted if p.note == page] + [p for p in quoted if p.note != page]
        ranked = [p for p in ranked if p.note == page] + [p for p in ranked if p.note != page]
    if result.offered and quoted and earlier is None and quoted[0].note != result.offered[0]:
        # « Quels services propose-t-elle ? »: the owner's rate card lists what they sell, a line
        # a thing, whatever words the question's passages ranked by (« service Espaces verts »)
        quoted, ranked = _card_first(bundle, result.offered[0], quoted, ranked)
    lasting = asks_duration(folded)
    since = lasting and not _ASKS_SINCE.isdisjoint(folded)
    value = asked_value(question) if earlier is not None and not lasting else None
    # a number asked in a follow-up (« Et combien a-t-il obtenu ? » after « VITARBRE, un projet
    # ANR JCJC… »): the number written beside what the last answer named
    counted = (
        value is not None
        and value.kind in ("number", "figure")
        and value.noun is None
        and not asks_price(folded)
    )
    weekday = _asks_weekday(asked_words)
    when = not _WHEN.isdisjoint(folded) or weekday  # « quand ? »: a date asked
    # what the answer a follow-up continues named (« Au collège Jules-Ferry de Vichy. »): a value
    # it asks (« Et pendant combien de temps ? ») is that thing's
    continued = (
        frozenset(tokenise(" ".join(names_written(said[-1][:MAX_QUERY_CHARS])), searcher.stemmer))
        if (lasting or counted or when) and earlier is not None and said
        else frozenset()
    )
    frame = duration_terms(searcher.stemmer) if lasting else count_terms(searcher.stemmer)
    progress = _PROGRESS_ASKED.search(" ".join(asked_words)) is not None
    # (« poussé » read before the set phrases: read_idioms drops it as a light verb)
    pushed = asks_pushed(asked_words)
    cause = not _CAUSE_WORDS.isdisjoint(folded) or pushed
    shaped = (
        _priced(bundle, q, searcher.stemmer)
        if asks_price(folded)
        else _progressed(bundle)
        if progress
        else _caused(bundle, q, searcher.stemmer, begun=pushed)
        if cause
        else _dated(
            bundle,
            q,
            searcher.stemmer,
            not _SINCE.isdisjoint(folded),
            continued,
            frozenset(searcher.owner.profiles) if result.about_owner and earlier is None else frozenset(),
            weekday,
        )
        if when or asks_years(folded)
        # a follow-up asks it of what the conversation just spoke of: what was answered to the
        # turn before, then what that turn asked; « depuis combien de temps », a date it holds
        # since (« depuis septembre 2022 ») too
        else _beside(
            bundle,
            q,
            searcher.stemmer,
            _since_or_duration if since else writes_duration if lasting else _writes_number,
            frame,
            earlier.term_set if earlier is not None else frozenset(),
            continued,
        )
        if lasting or counted
        else None
    )
    count_anchors = _counted(question, searcher)  # the thing « combien de X ? » counts
    tally = (
        _tally(bundle, quoted[0].note, count_anchors, searcher.stemmer)
        if earlier is None and quoted
        else None
    )
    # (the owner's pastimes asked, « Il fait quoi de son temps libre ? », are a list: the
    # sections of « Intérêts » all come, not the two that share the most words with the question)
    listing = (
        asks_list(folded)
        or tally is not None
        or (bool(result.about_owner) and not PASTIMES.isdisjoint(folded))
    )
    # (not a personal attribute: « Quelles langues parle-t-elle ? » is her profile's, not the
    # list of her notes filed under « Langues »)
    by_kind = listing and result.grounded and not result.answer_notes
    kinds = (
        list_by_kind(
            searcher,
            question,
            q,
            lambda notes: _superseded(bundle, notes, question, searcher.stemmer, searcher.index.replaced),
            result.language,
        )
        if by_kind and not result.current and not result.upcoming
        else None
    )
    if shaped is None and listing and kinds is None:
        # « Elle exporte dans quels formats ? »: the answer enumerates (« exports en TXT, SRT,
        # VTT, JSON »); a passage summing the thing up in a sentence ranks first (not when the
        # vault has a note per thing asked: they are listed, one line each)
        shaped = _enumerating(bundle, q, searcher.stemmer)
    counting = _counting_line(count_anchors, searcher.stemmer)
    # a price asked: a cut passage keeps the lines writing an amount; a day asked, those writing one
    line_shape = (
        writes_price
        if asks_price(folded)
        else _writes_progress
        if progress
        else _cause_line(q, searcher.stemmer)
        if cause
        else _writes_weekday
        if weekday
        else _writes_day
        if _asks_day(folded)
        else _writes_year
        if _asks_since_when(folded)
        else _since_or_year
        if since
        else writes_duration
        if lasting
        else _line_shape(q, searcher.stemmer)
        or _part_line(question)
        or counting
        or _labelled_line(question, searcher)
    )
    noun = _list_noun(folded, searcher.stemmer) if listing and quoted else frozenset()
    items_asked = (
        _listed_section(bundle, quoted[0].note, noun, searcher.stemmer)
        or _labelled_items(bundle, quoted[0].note, noun, searcher.stemmer)
        if noun
        else []
    )
    # the best note lists the things asked under a label naming them in the plural (« Built-ins
    # à Implémenter : » for « Quelles commandes intégrées… ? »): that list answers, whole, not the
    # notes of a kind (« Atelier enfants, le déroulé : » is one workshop's steps)
    introduced = (
        _tally(bundle, quoted[0].note, noun, searcher.stemmer, plural=True)
        if noun and not items_asked
        else None
    )
    if asks_price(folded) and quoted and shaped is not None:
        quoted = _visitors_prices_first(bundle, quoted, shaped, q, searcher.stemmer)
        quoted = _latest_prices_first(bundle, quoted, shaped, searcher.stemmer)
    offline: OfflineAnswer | None = compose_offline(
        bundle,
        quoted,
        fallback,
        peers,
        shaped,
        listing,
        listing and asks_many(folded),
        _part_asked(bundle, question),
        line_shape,
        page,
        _introduction(searcher, fallback)
        if fallback is not None and fallback in searcher.owner.profiles
        else None,
        # a duration asked in a follow-up is that of what was just answered: the lines naming it
        # (« 2010–2019 — professeur au collège Jules-Ferry de Vichy (neuf ans) »)
        earlier.term_set | continued if earlier is not None else frozenset(),
        pricing_terms(searcher.stemmer) if asks_price(folded) else frame if lasting else frozenset(),
        # now asked (« maintenan », a typo the search read as « maintenant »), not what came
        # before it (« Avant la version actuelle, … ? »)
        (not _NOW.isdisjoint(folded) or not _NOW.isdisjoint(q.term_set))
        and _ASKS_PAST.isdisjoint(asked_words),
        result.language,
        items_asked,
        # (not when their family is asked: « Il a des frères et sœurs ? », "Is she married?")
        owner_only=bool(result.answer_notes) and earlier is None and searcher.kin.isdisjoint(q.term_set),
        # an amount beside what is asked opens the answer; a date or a duration beside an asked
        # word may be another's (the soutenance's « devant le jury » for « devant combien de
        # personnes ? »), the best passage's words lead
        # (a day or a month beside an asked word does open the answer to « quand ? »: « le chantier
        # de Flavigny se termine quand ? » and its note's « fin repoussée à juin 2027 », where a
        # hub's « chantiers en cours et terminés » ranks first by its words)
        # (a status line opens the answer to « elle est finie ? » too: « Statut : en cours » of
        # the greenhouse's note, where a hub's table of projects « fini » ranks first)
        opening=2 if asks_price(folded) else 3 if when and not lasting else 1 if progress or pushed else 0,
        # (and the words a set phrase read as another, as typed: « bouquet de mariée » is read as
        # a wedding, not a spouse, and the rates list still writes « Bouquet de mariée »)
        asked=q.asked_set | _reread(asked_words, folded, searcher.stemmer),
        count_shape=counting,
        item_noun=noun,
        why=cause and not pushed,
    )
    if (
        tally is not None
        and offline is not None
        and offline.notes[:1] == (quoted[0].note,)
        and not any(c.isdigit() for c in tally[0].split("\n", 1)[0])
    ):
        # (a label writing the number, « 32 instruments au total : », answers as it stands)
        # « combien d'opérations ? » answered by the list of them: the list whole, nothing else
        offline = counted_answer(bundle, quoted[0].note, *tally, result.language)
    elif introduced is not None and offline is not None and offline.notes[:1] == (quoted[0].note,):
        # « Quelles opérations sont autorisées ? »: the label's list whole, each item by its name
        # when it does not fit (« sa (swap a) », « sb »…), nothing else
        offline = listed_answer(bundle, quoted[0].note, *introduced, result.language)
    if offline is not None and result.about_owner and earlier is None and _asks_age(folded):
        # « Quel âge a-t-elle ? » answered by « née le 14 mars 1987 »: the age it makes today
        opening_part = offline.text.split("\n\n", 1)[0]
        told = age_from_birth(opening_part, date.today(), english) if len(offline.notes) > 1 else None
        if told is not None and not told.endswith(FROM_BIRTH_YEAR):
            # the first note gives the birth date: the age it makes today is the answer, not
            # the other notes' (an old CV's « 29 ans », a press kit's « 36 ans »); a birth year
            # alone leaves two ages, that another note may settle (« j'ai 43 ans »)
            born_in = offline.notes[0]
            offline = OfflineAnswer(
                opening_part,
                (born_in,),
                tuple(k for k in offline.passages if bundle.passages[k].note == born_in),
            )
        else:
            opened, told = told, age_from_birth(offline.text, date.today(), english)
            if told is None and opened is not None and not stale_ages(offline.text, 0):
                # the other notes' « 25 ans ; » is a warranty's, no age: none settles the two
                # ages the birth year leaves (not « j'ai 43 ans », which does)
                told = opened
        if told is not None:
            text = offline.text
            if not told.endswith(FROM_BIRTH_YEAR):
                # the age the birth date makes today: a profile's « J'ai 41 ans », written two
                # years ago, would say otherwise beside it
                text = without_stale_ages(text, int(_NUMBER.search(told).group()))  # type: ignore[union-attr]
            offline = offline._replace(text=_told_after_birth(text, told, english))
    elif offline is not None and _asks_age(folded):
        # « Et elle, elle a quel âge ? » of the mentor the answer named, whose note says « Née en
        # 1963 »: the age that makes today, from the first note quoted (another's birth aside)
        opened = offline.text.split("\n\n", 1)[0]
        told = age_from_birth(opened, date.today(), english)
        if told is not None and not writes_age_field(opened):
            offline = offline._replace(text=f"{offline.text}\n{told}")
    if result.current:
        # « Sur quoi travaille-t-il en ce moment ? »: the notes of work in progress, a line each
        listed = list_current(searcher, result.current, q, result.language)
        if listed is not None and offline is None:
            # (« Elle bosse sur quoi en ce moment ? »: no passage of those notes writes « bosse »
            # or « moment »; their status says it, so the list answers, each note read from its
            # opening)
            offline = OfflineAnswer(listed.text, listed.notes)
            ranked = [
                RankedPassage(k, i, 0.0, 0.0, frozenset())
                for i in listed.notes
                for k in bundle.passages.of_note(i)[:1]
            ]
    elif result.upcoming:
        # « C'est quand son prochain concert ? »: what is still to come, soonest first
        listed = list_upcoming(searcher, result.upcoming, q, result.language)
    else:
        listed = kinds
    extra: list[Source] = []
    if (
        fallback is not None
        and offline is not None
        and all(s.slug != bundle.notes[fallback].slug for s in result.sources)
    ):
        # a home page that introduces the owner, beyond the notes the search found: cited too
        extra = [searcher.source(fallback, 0.0, ["owner"])]
    if listed is not None and offline is not None and introduced is None:
        titles = [bundle.notes[i].title for i in listed.notes]
        # unless the answer is the kind's own page (« Talks » listing the talks) or already names
        # half of them (a hub listing its projects, named by the question)
        # (a page that lists or tells them: Hugo's « _index » of talks/ says one line, Hugo lists
        # them; « Bois et fournisseurs » tells each wood in a paragraph); or one of the notes
        # listed whose quoted table has a row per thing asked, as many as the notes listed
        # (« Courses faites », a race a row, among the notes on trails: a line each would give
        # its first row only)
        own_page = (
            bool(offline.notes)
            and (
                listed.is_page(searcher, offline.notes[0])
                or (
                    offline.notes[0] in listed.notes
                    and _rows_asked(bundle, offline, q, searcher.stemmer) >= len(listed.notes)
                )
            )
            and (
                sum(line.startswith("- ") for line in offline.text.split("\n")) >= 2
                or sum(len(bundle.passages[k].text) for k in bundle.passages.of_note(offline.notes[0]))
                >= PAGE_CHARS
            )
        )
        if not own_page and named_in(offline.text, titles) * 2 < len(titles):
            # « Quels sont ses projets en Rust ? »: one line per project note, not the profile
            # that names Rust most often
            offline = OfflineAnswer(listed.text, listed.notes)
            # the model reads each listed note's best passage first
            pairs = list(zip(listed.notes, listed.scores, strict=True))
            firsts = _each_note_best(rank_passages(index, pairs, q))
            given = {p.k for p in firsts}
            ranked = [*firsts, *(p for p in ranked if p.k not in given)]
            extra = [
                searcher.source(i, score, [f"kind:{listed.kind}"])
                for i, score in zip(listed.notes, listed.scores, strict=True)
            ]
        elif not own_page and offline.notes:
            # the answer is a hub listing them (« Encadrement »: a section per degree): its
            # sections naming the rest are quoted with the one found, not a list cut short
            offline = _hub_whole(bundle, offline, titles, listing, result.language) or offline
    if result.offered and earlier is None and not extra:
        # « Quels services propose-t-elle ? »: the rate card's things, a line each (functions.offers);
        # not when the things asked have a note each, listed above (« Quels ateliers… ? » and a
        # note per workshop: the card prices their formats)
        offline = list_card(bundle, result.offered[0], result.language) or offline
    for_model = ranked
    if offline is not None and ranked and not extra:
        # what the offline answer found beyond the ranking (a project's « Résultats » section)
        # the model reads right after the best passage
        given = {p.k for p in ranked}
        beyond = [
            RankedPassage(k, bundle.passages[k].note, 0.0, 0.0, frozenset())
            for k in offline.passages
            if k not in given
        ]
        if beyond:
            for_model = [ranked[0], *beyond, *ranked[1:]]
    if not ranked and fallback is not None:
        opening = list(bundle.passages.of_note(fallback)[:FALLBACK_PASSAGES])
        if fallback in searcher.owner.profiles:
            intro = _introduction(searcher, fallback)
            opening = [intro, *(k for k in opening if k != intro)]
        for_model = [RankedPassage(k, fallback, 0.0, 0.0, frozenset()) for k in opening]
    if for_model:
        # what the budget leaves is filled by the notes found, each in reading order: first the
        # opening of each note after the answering one, which says what it is (« Born2beroot :
        # une initiation à l'administration système » when the CV answered first), then the rest
        # of the answering note, where the model may find what no question word points at (« quel
        # moteur ? » → « sous Unity »), then the rest of the others. The search's notes no passage
        # ranked by fill too (a project's « Résultats », « 2e prix du jury », under a hub naming
        # the hackathon; a profile's « En bref » for « Il bosse dans quoi ? »), a list's notes
        # first (« Sur quoi travaille-t-il en ce moment ? » lists a mission by its status: its
        # client is in the rest)
        given = {p.k for p in for_model}
        read = [p.note for p in for_model]
        searched = [
            bundle.slug_index[s.slug] for s in [*extra, *result.sources] if s.slug in bundle.slug_index
        ]
        fill = [
            RankedPassage(k, note, 0.0, 0.0, frozenset())
            for note in dict.fromkeys([*read, *searched])
            for k in bundle.passages.of_note(note)
            if k not in given and not already_said(bundle, k, said_words)
        ]
        openings = [p for p in _each_note_best(fill) if p.note != read[0]]
        for_model = [*for_model, *openings, *(p for p in fill if p not in openings)]
    grounded = result.grounded and offline is not None
    notes = notes_block(bundle, for_model if grounded else [], budget_tokens, line_shape)
    slugs = bundle.notes.column("slug")

    def sources_of(ids: Sequence[int]) -> list[Source]:
        wanted = {slugs[i] for i in ids}
        shown = [s for s in result.sources if s.slug in wanted]  # in retrieval order
        # the notes of a list asked by kind, that the search's top did not hold
        have = {s.slug for s in shown}
        return shown + [s for s in extra if s.slug in wanted and s.slug not in have]

    return AnswerPlan(
        result=result,
        grounded=grounded,
        ranked=ranked,
        offline_text=offline.text
        if grounded and offline
        else not_found_text(owner_name, site_paths, result.language, searcher.owner.pronoun),
        offline_sources=sources_of(offline.notes) if grounded and offline else [],
        notes=notes,
        llm_sources=sources_of(notes.notes) if grounded else [],
        messages=build_messages(system, question, turns, notes, owner_name),
    )


def _rows_asked(bundle: Bundle, offline: OfflineAnswer, q: Query, stemmer: Stemmer) -> int:
    """How many items (a list's lines, a table's rows) of the answer's leading note hold an
    asked word: « Course : Trail du Sancy », one per race, for « quels trails ? »."""
    lead = offline.notes[0]
    asked = frozenset(q.terms[: q.asked]) if q.asked else q.term_set
    n = 0
    for k in offline.passages:
        if bundle.passages[k].note != lead:
            continue
        for line in bundle.passages[k].text.split("\n"):
            if line.startswith("- ") and not asked.isdisjoint(tokenise(line, stemmer)):
                n += 1
    return n


def _hub_whole(
    bundle: Bundle, offline: OfflineAnswer, titles: Sequence[str], listing: bool, language: str = "fr"
) -> OfflineAnswer | None:
    """The quoted note naming most of ``titles`` (a hub listing them), quoted alone by each of its
    passages that names one, in reading order; None when the answer already names them all, or
    no quoted note names more of them than the answer does."""
    passages = bundle.passages
    said = offline.text.casefold()
    wanted = [t.casefold() for t in titles]
    if all(t in said for t in wanted):
        return None
    best: tuple[int, list[int]] = (0, [])
    for note in offline.notes:
        naming = [k for k in passages.of_note(note) if any(t in passages[k].text.casefold() for t in wanted)]
        named = sum(any(t in passages[k].text.casefold() for k in naming) for t in wanted)
        if named > best[0]:
            best = (named, naming)
    named, naming = best
    if named <= sum(t in said for t in wanted):
        return None
    hub = passages[naming[0]].note
    whole = [RankedPassage(k, hub, 1.0, 1.0, frozenset()) for k in naming]
    return compose_offline(bundle, whole, None, (), None, listing, language=language)


class Planner(NamedTuple):
    """:func:`plan_answer` with a deployment's settings: what the routes and the CLI both call."""

    searcher: Searcher
    system: str
    owner_name: str
    site_paths: Mapping[str, str]
    budget_tokens: int

    @classmethod
    def from_settings(cls, searcher: Searcher, settings: Settings, system: str | None = None) -> Planner:
        """``system``: the system prompt when already built (it depends on settings only)."""
        if system is None:
            system = system_prompt(settings.owner_name, settings.site_paths, searcher.owner.pronoun)
        return cls(searcher, system, settings.owner_name, settings.site_paths, settings.context_tokens)

    def plan(self, question: str, history: Sequence[Mapping[str, object]]) -> AnswerPlan:
        return plan_answer(
            self.searcher,
            question,
            history,
            system=self.system,
            owner_name=self.owner_name,
            site_paths=self.site_paths,
            budget_tokens=self.budget_tokens,
        )
