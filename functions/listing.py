"""The offline answer to a list of notes asked by kind: « Quels sont ses projets en Rust ? ».

Each project is its own note; the search ranks first the note sharing most of the question's
words (a profile naming Rust twice), and one note's passages cannot list the others. When the
question names a kind of notes (``grasbot.retrieval.catalogue``) and asks for a list, the
notes of that kind holding the rest of the question are the answer: each by its title and the
line of it that holds what was asked, quoted as written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from grasbot.retrieval.catalogue import Catalogue
from grasbot.retrieval.explain import strength, strengths
from grasbot.retrieval.lexicon import LIGHT_VERBS
from grasbot.retrieval.query import Query
from grasbot.retrieval.scoring import score_notes
from grasbot.retrieval.search import MAX_QUERY_CHARS, Searcher
from grasbot.tokenise import Stemmer, stem, tokenise

__all__ = ["MAX_LISTED", "Listed", "list_by_kind"]

MAX_LISTED = 6
LISTED_SHARE = 0.3  # a note of the kind joins the list when it scores this share of the best
COMMON_IN_KIND = 0.5  # a word held by more than this share of the kind's notes tells none apart
LINE_CHARS = 180
_LINES = re.compile(r"(?<=[.!?])\s+|\n+")
# the words that ask for a list say nothing of what is listed
_ASKING = ("liste", "lister", "listez", "enumere", "enumerer", "list", "which")


@dataclass(frozen=True, slots=True)
class Listed:
    notes: tuple[int, ...]  # best first
    scores: tuple[float, ...]  # each note's score on what is asked of the kind
    kind: str  # the question's word that named the kind
    text: str


def list_by_kind(searcher: Searcher, question: str, q: Query, stemmer: Stemmer) -> Listed | None:
    """The notes of the kind ``q`` names that hold the rest of it, with a line each; None when
    the question names no kind, asks nothing more of it (« Quels clients a-t-elle eus ? » is a
    hub's list), or fewer than two notes of the kind answer."""
    catalogue = searcher.catalogue
    asked = list(q.terms[: q.asked]) if q.asked else list(q.terms)
    kind_notes, naming = catalogue.asked(asked)
    if not kind_notes:
        return None
    # the question's grammar (« a-t-il faits », « utilisent »), as the analysis reads it
    light = {u.term for u in searcher.analyser.analyse(question[:MAX_QUERY_CHARS]).units if u.light}
    quiet = _quiet_terms(searcher, stemmer) | light
    topic = [t for t in asked if t not in naming and t not in quiet]
    if not topic:
        return None
    index = searcher.index
    # a word most notes of the kind hold tells none of them apart (« Quels projets de l'École 42
    # utilisent Docker ? »: every project says « école 42 », few say « Docker »)
    whole = index.query(topic)
    share = {t: sum(strength(index, i, t) > 0 for i in kind_notes) / len(kind_notes) for t in topic}
    telling = [t for t in topic if share[t] <= COMMON_IN_KIND] or topic
    query = index.query(telling)
    scores = score_notes(index, whole)

    def holds_enough(i: int) -> bool:
        return bool(strengths(index, i, query))

    # the kind's own page (« Projects », the folder's index listing them) is no instance of it
    kinds = set().union(*(catalogue.keys(t) for t in naming))
    found = sorted(
        (
            (s, i)
            for i, s in scores.items()
            if i in kind_notes
            and s > 0
            and not _names_kind(index.names(i), kinds, catalogue)
            and holds_enough(i)
        ),
        key=lambda x: (-x[0], x[1]),
    )
    if len(found) < 2:
        return None
    best = found[0][0]
    kept = [(s, i) for s, i in found if s >= LISTED_SHARE * best]
    chosen = kept[:MAX_LISTED]
    if len(chosen) < 2:
        return None
    bundle = searcher.bundle
    wanted = frozenset(telling)
    lines = [f"- {bundle.notes[i].title} : {_line(searcher, i, wanted, stemmer)}" for _, i in chosen]
    more = "\n…" if len(kept) > len(chosen) else ""
    text = "D'après ses notes :\n" + "\n".join(lines) + more
    return Listed(tuple(i for _, i in chosen), tuple(s for s, _ in chosen), min(naming), text)


def _names_kind(names: AbstractSet[str], kinds: AbstractSet[str], catalogue: Catalogue) -> bool:
    """Whether a note is named by the kind alone (« Projects », « Mes projets »)."""
    return 0 < len(names) <= 2 and any(not kinds.isdisjoint(catalogue.keys(n)) for n in names)


def _quiet_terms(searcher: Searcher, stemmer: Stemmer) -> frozenset[str]:
    """Words of a list question that say nothing of the things listed: its grammar's verbs
    (« a-t-il faits »), the words asking for a list, the owner's name."""
    name = tokenise(searcher.owner.name, stemmer) if searcher.owner.name else []
    return frozenset({*(stem(w, stemmer) for w in (*LIGHT_VERBS, *_ASKING)), *name})


def _line(searcher: Searcher, i: int, wanted: frozenset[str], stemmer: Stemmer) -> str:
    """The first line or sentence of note ``i`` holding a ``wanted`` word, else its opening."""
    passages = searcher.bundle.passages
    first = ""
    for k in passages.of_note(i):
        for piece in _LINES.split(passages[k].text):
            piece = piece.strip().lstrip("-*• ").strip()
            if not piece:
                continue
            first = first or piece
            if not wanted.isdisjoint(tokenise(piece, stemmer)):
                return _short(piece)
    return _short(first)


def _short(text: str) -> str:
    if len(text) <= LINE_CHARS:
        return text
    cut = text[: LINE_CHARS - 2].rsplit(" ", 1)[0]
    return cut + " …"


def named_in(text: str, titles: Sequence[str]) -> int:
    """How many of ``titles`` an answer already names."""
    folded = text.casefold()
    return sum(t.casefold() in folded for t in titles)
