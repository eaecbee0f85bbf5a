"""The offline answer to a list of notes asked by kind: « Quels sont ses projets en Rust ? ».

Each project is its own note; the search ranks first the note sharing most of the question's
words (a profile naming Rust twice), and one note's passages cannot list the others. When the
question names a kind of notes (``grasbot.retrieval.catalogue``) and asks for a list, the
notes of that kind holding the rest of the question are the answer: each by its title and the
line of it that holds what was asked, quoted as written. A question asking nothing of the kind
but how the owner stands to it (« Quels étudiants encadre-t-il ? ») lists a small kind whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from typing import NamedTuple

from functions.framing import ATTRIBUTION, framing
from grasbot.retrieval.catalogue import Catalogue
from grasbot.retrieval.explain import strength, strengths
from grasbot.retrieval.lexicon import LIGHT_VERBS
from grasbot.retrieval.query import Query
from grasbot.retrieval.scoring import score_notes
from grasbot.retrieval.search import MAX_QUERY_CHARS, Searcher
from grasbot.retrieval.shapes import listed_word
from grasbot.tokenise import Stemmer, fold, stem, tokenise, words

__all__ = ["MAX_LISTED", "Listed", "list_by_kind", "list_current", "list_upcoming", "named_in"]

MAX_LISTED = 6
LISTED_SHARE = 0.3  # a note of the kind joins the list when it scores this share of the best
COMMON_IN_KIND = 0.5  # a word held by more than this share of the kind's notes tells none apart
LINE_CHARS = 180
SMALL_KIND = 8  # a kind asked with nothing more is listed whole up to this many notes
_SUBJECT = r"(?:il|elle|ils|elles|on|tu|vous)"
_AUXILIARY = r"(?:a|as|avez|avait|ont|est|es|etes|etait|sont)"
_AUXILIARIES = frozenset({"a", "as", "avez", "avait", "ont", "est", "es", "etes", "etait", "sont"})
_INVERTED = re.compile(rf"(\w+)-(?:t-)?{_SUBJECT}\b")
_AFTER_INVERTED = re.compile(rf"\b{_AUXILIARY}-(?:t-)?{_SUBJECT}\s+(\w+)")
_AFTER_SUBJECT = re.compile(rf"\b{_SUBJECT}\s+(?:{_AUXILIARY}\s+)?(\w+)")
_VERB_PLACES = (_INVERTED, _AFTER_INVERTED, _AFTER_SUBJECT)
# sentences and lines; not after an initial (« M. Rey », « J. Martin »)
_LINES = re.compile(r"(?<=[.!?])(?<!\b[A-Z]\.)\s+|\n+")
# a field written « key : value » (an inline field, a table row's first cell)
_FIELD = re.compile(r"^[^:.!?]{1,30} : ")
# the words that ask for a list say nothing of what is listed
_ASKING = ("liste", "lister", "listez", "enumere", "enumerer", "list", "which")


class Listed(NamedTuple):
    notes: tuple[int, ...]  # best first
    scores: tuple[float, ...]  # each note's score on what is asked of the kind
    kind: str  # the question's word that named the kind
    text: str
    pages: frozenset[int] = frozenset()  # the kind's own pages (« Talks », « Projects »)
    kinds: frozenset[str] = frozenset()  # what the kind is called, as catalogue keys

    def is_page(self, searcher: Searcher, i: int) -> bool:
        """Whether note ``i`` is the kind's own page: one of its notes named by the kind alone, or
        any note so named (« mes trails » beside the notes titled « trail … »; « Références
        clients »): it lists them itself."""
        return i in self.pages or _names_kind(searcher.index.names(i), self.kinds, searcher.catalogue)


def list_by_kind(
    searcher: Searcher,
    question: str,
    q: Query,
    superseded: Callable[[AbstractSet[int]], AbstractSet[int]] | None = None,
    language: str = "fr",
) -> Listed | None:
    """The notes of the kind ``q`` names that hold the rest of it, with a line each; None when
    the question names no kind, or fewer than two notes of the kind answer, or it asks nothing
    more of a kind too large to list whole (« Quels projets a-t-il faits ? » is a hub's list).
    ``superseded``: the notes of a set that others of it supersede (« Tarifs 2021 (obsolète) »
    beside « Tarifs »), left out of the list."""
    catalogue = searcher.catalogue
    stemmer = searcher.stemmer
    asked = list(q.terms[: q.asked]) if q.asked else list(q.terms)
    kind_notes, naming = catalogue.asked(asked)
    if not kind_notes:
        return None
    noun = searcher.analyser.asked_noun(question[:MAX_QUERY_CHARS])
    if noun is None and (plural := listed_word(words(question[:MAX_QUERY_CHARS]))) is not None:
        # « c'est qui ses associés au cabinet ? » asks for associates, not for notes of cabinet/
        noun = next(iter(tokenise(plural, stemmer)), None)
    if (
        noun is not None
        and noun not in naming
        and catalogue.keys(noun).isdisjoint(set().union(*(catalogue.keys(t) for t in naming)))
    ):
        # « Pour quels clients a-t-elle travaillé en freelance ? » asks for clients: the notes
        # filed under « Freelance » are not they
        return None
    # the question's grammar (« a-t-il faits », « utilisent »), as the analysis reads it
    light = {u.term for u in searcher.analyser.analyse(question[:MAX_QUERY_CHARS]).units if u.light}
    quiet = _quiet_terms(searcher, stemmer) | light | {stem(w, stemmer) for w in _verbs(question)}
    topic = [t for t in asked if t not in naming and t not in quiet]
    index = searcher.index
    # the kind's own page (« Projects », the folder's index listing them) is no instance of it
    kinds = set().union(*(catalogue.keys(t) for t in naming))
    pages = frozenset(i for i in kind_notes if _names_kind(index.names(i), kinds, catalogue))
    old = superseded(kind_notes) if superseded is not None else frozenset()
    instances = [i for i in sorted(kind_notes) if i not in pages and i not in old]
    if not topic:
        # « Quels étudiants encadre-t-il ? »: nothing asked but the kind and how the owner
        # stands to it: a small kind is listed whole, best matching the question first
        if not 2 <= len(instances) <= SMALL_KIND:
            return None
        scores = score_notes(index, index.query(asked))
        ranked = sorted(instances, key=lambda i: (-scores.get(i, 0.0), i))
        values = [scores.get(i, 0.0) for i in ranked]
        listed = _listed(searcher, ranked, values, naming, frozenset(asked), stemmer, language=language)
        return listed._replace(pages=pages, kinds=frozenset(kinds))
    # a word most notes of the kind hold tells none of them apart (« Quels projets de l'École 42
    # utilisent Docker ? »: every project says « école 42 », few say « Docker »)
    whole = index.query(topic)
    share = {t: sum(strength(index, i, t) > 0 for i in kind_notes) / len(kind_notes) for t in topic}
    telling = [t for t in topic if share[t] <= COMMON_IN_KIND] or topic
    query = index.query(telling)
    scores = score_notes(index, whole)

    allowed = set(instances)
    found = sorted(
        ((s, i) for i, s in scores.items() if i in allowed and s > 0 and strengths(index, i, query)),
        key=lambda x: (-x[0], x[1]),
    )
    if len(found) < 2:
        return None
    best = found[0][0]
    # a note the asked thing names (its tag, its domain, its title) is one of them however
    # little its body says of it: « Quels projets autour de l'IA ? » lists every project filed
    # under « ia », not only the two whose text repeats it
    # (not when the question names one of them: « which services did he put in Docker for
    # Inception? » asks that project, not every project tagged Docker)
    one_named = any(i in allowed for k in q.aliases for i in index.alias_ids(k)) or any(
        index.title_match(i, frozenset(asked)) for i in allowed
    )
    named = (
        set()
        if one_named
        else {i for _, i in found if any(v >= 1.0 for v in strengths(index, i, query).values())}
    )
    kept = [(s, i) for s, i in found if s >= LISTED_SHARE * best or i in named]
    chosen = kept[:MAX_LISTED]
    if len(chosen) < 2:
        return None
    listed = _listed(
        searcher,
        [i for _, i in chosen],
        [s for s, _ in chosen],
        naming,
        frozenset(telling),
        stemmer,
        len(kept) > len(chosen),
        language,
    )
    return listed._replace(pages=pages, kinds=frozenset(kinds))


def list_current(searcher: Searcher, current: Sequence[int], q: Query, language: str = "fr") -> Listed | None:
    """The notes of work in progress (``SearchResult.current``) as a list, a line each: what
    « Sur quoi travaille-t-il en ce moment ? » asks; None for fewer than one."""
    if not current:
        return None
    scores = score_notes(searcher.index, q)
    ranked = sorted(current, key=lambda i: (-scores.get(i, 0.0), i))
    values = [scores.get(i, 0.0) for i in ranked]
    # each by what it is (its first sentence), not by the question's « travaille », « moment »
    return _listed(
        searcher, ranked, values, frozenset({"en cours"}), frozenset(), searcher.stemmer, language=language
    )


def list_upcoming(
    searcher: Searcher, upcoming: Sequence[int], q: Query, language: str = "fr"
) -> Listed | None:
    """The notes of what is still to come (``SearchResult.upcoming``), soonest first, a line
    each: what « C'est quand son prochain concert ? » asks (the first line is the next one)."""
    if not upcoming:
        return None
    scores = score_notes(searcher.index, q)
    values = [scores.get(i, 0.0) for i in upcoming]
    # each by what it is (its first sentence), not by the question's « prochain »
    ahead = frozenset({"à venir"})
    return _listed(searcher, list(upcoming), values, ahead, frozenset(), searcher.stemmer, language=language)


def _listed(
    searcher: Searcher,
    notes: Sequence[int],
    scores: Sequence[float],
    naming: frozenset[str],
    wanted: frozenset[str],
    stemmer: Stemmer,
    more: bool = False,
    language: str = "fr",
) -> Listed:
    """The list: each note by its title and its line holding a ``wanted`` word, under the words
    of the question's ``language`` (« D'après ses notes : », "From the notes:")."""
    bundle = searcher.bundle
    lines = [f"- {bundle.notes[i].title} : {_line(searcher, i, wanted, stemmer)}" for i in notes[:MAX_LISTED]]
    cut = "\n…" if more or len(notes) > MAX_LISTED else ""
    text = f"{framing(language).notes}\n" + "\n".join(lines) + cut
    return Listed(tuple(notes[:MAX_LISTED]), tuple(scores[:MAX_LISTED]), min(naming), text)


def _verbs(question: str) -> set[str]:
    """The question's verbs (folded), by where French puts them: before an inverted subject
    (« encadre-t-il »), after a subject (« il encadre »), the participle after an auxiliary
    (« a-t-il présenté », « elle a fait »). They say how the owner stands to the things listed."""
    text = fold(question).lower()
    found = {m.group(1) for pattern in _VERB_PLACES for m in pattern.finditer(text)}
    return found - _AUXILIARIES


def _names_kind(names: AbstractSet[str], kinds: AbstractSet[str], catalogue: Catalogue) -> bool:
    """Whether a note is named by the kind alone (« Projects », « Mes projets »)."""
    return 0 < len(names) <= 2 and any(not kinds.isdisjoint(catalogue.keys(n)) for n in names)


def _quiet_terms(searcher: Searcher, stemmer: Stemmer) -> frozenset[str]:
    """Words of a list question that say nothing of the things listed: its grammar's verbs
    (« a-t-il faits »), the words asking for a list, the owner's name."""
    name = tokenise(searcher.owner.name, stemmer) if searcher.owner.name else []
    return _grammar(stemmer).union(name)


@lru_cache(maxsize=8)
def _grammar(stemmer: Stemmer) -> frozenset[str]:
    """The light verbs and the words asking for a list, stemmed once per stemmer."""
    return frozenset(stem(w, stemmer) for w in (*LIGHT_VERBS, *_ASKING))


def _line(searcher: Searcher, i: int, wanted: frozenset[str], stemmer: Stemmer) -> str:
    """The first line or sentence of note ``i`` holding a ``wanted`` word, else its first
    sentence that is not a field (« client : Mme Perrier » says less than what was done), else
    its opening."""
    passages = searcher.bundle.passages
    note = searcher.bundle.notes[i]
    # a file named for something else than its title (« 2022-pycon-fr » for « Prévoir l'irrigation
    # avec des séries temporelles »: the event, the talk) names what the note is: the line
    # writing that name (« Événement : PyCon FR 2022 ») says which of the things listed it is
    title = set(tokenise(note.title, stemmer))
    slug = {t for t in tokenise(note.slug, stemmer) if not t.isdigit()}
    if slug and slug.isdisjoint(title):
        for k in passages.of_note(i):
            for piece in _LINES.split(passages[k].text):
                piece = piece.strip().lstrip("-*• ").strip()
                if 2 * len(slug.intersection(tokenise(piece, stemmer))) >= len(slug):
                    return _short(piece)
    first = said = ""
    for k in passages.of_note(i):
        for piece in _LINES.split(passages[k].text):
            piece = piece.strip().lstrip("-*• ").strip()
            if not piece:
                continue
            first = first or piece
            if not said and not _FIELD.match(piece):
                said = piece
            if not wanted.isdisjoint(tokenise(piece, stemmer)):
                return _short(piece)
    return _short(said or first)


def _short(text: str) -> str:
    if len(text) <= LINE_CHARS:
        return text
    cut = text[: LINE_CHARS - 2].rsplit(" ", 1)[0]
    return cut + " …"


def named_in(text: str, titles: Sequence[str]) -> int:
    """How many of ``titles`` an answer's quoted text already names (a hub listing them); the
    attributions (« D'après la note « libft » : », "From the note “libft”:") quote one note
    each and list nothing."""
    folded = ATTRIBUTION.sub("", text).casefold()
    return sum(t.casefold() in folded for t in titles)
