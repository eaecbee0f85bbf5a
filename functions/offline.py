"""The offline answer: what GrasBot says when the node is off, unconfigured or failing.

Only text the build kept for visitors (``index_build.visible``), never generated: the passage
that best answers the question, whole (a list is given whole, « Quelles langues ? » gets all of
them), from the best note, with the note named so the visitor knows where it comes from. A
second passage joins only when it holds question words the first lacks — from the same note or,
attributed too, from another — within a hard cap in characters. Sentences are never mixed across
notes: a stray sentence sharing one word with the question reads as an answer and misleads.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from functools import cache, lru_cache
from typing import NamedTuple

from functions.framing import attribution, framing
from grasbot.bundle import Bundle
from grasbot.patterns import compiled_on_first_use
from grasbot.retrieval.passages import RankedPassage
from grasbot.retrieval.people import KIN_PATTERN
from grasbot.retrieval.shapes import ITEM_MARKS, writes_price
from grasbot.tokenise import Stemmer, tokenise
from grasbot.tokenise import words as folded_words

__all__ = [
    "MAX_CHARS",
    "MAX_PASSAGES",
    "OfflineAnswer",
    "beyond",
    "compose_offline",
    "counted_answer",
    "listed_answer",
    "row_thing",
]

MAX_CHARS = 900  # the whole answer, attributions included: a chat bubble, not a page
MAX_PASSAGES = 3
# a note named by the question whose sections are its items has this many at least
LISTED_SECTIONS = 3
WHOLE_COVERAGE = 0.999  # ... and the note's words cover the whole question (float sums)
MAX_ITEMS = 5  # ... or the passages of one note answering a list asked, an item each
SECOND_SHARE = 0.5  # a further passage adding question words must score this share of the best
CLOSE_SHARE = 0.9  # one this close to the best may hold the fact the best lacks: it joins too
REPEAT_SHARE = 2 / 3  # a passage whose words are two thirds in the chosen ones adds little
OPENING_CHARS = 100  # an opening line this short is kept whatever it holds
LIST_INTRO_CHARS = 200  # ... or this short, before a list, when a list is asked
INTRO_CHARS = 60  # a best passage this short is a line introducing the next one
ROW_CHARS = 110  # an item of a list asked too long to give whole keeps this much of its opening
ITEM_HEAD_CHARS = 60  # ... an item « Head : what it is » too long for the room, its head this short
PEER_COVERAGE = 0.8  # a peer note's passage must cover the question about as well as the best
# a passage writing the kind of answer asked (an amount for « combien coûte… ? ») joins one that
# does not, when it scores at least this share of the best
SHAPE_SHARE = 0.3


class OfflineAnswer(NamedTuple):
    text: str
    notes: tuple[int, ...]  # the notes it quotes, in the order they appear
    passages: tuple[int, ...] = ()  # the passages it quotes (their positions), best first


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_CLAUSE_END = re.compile(r"(?<=[,;:])\s+")
# a table's row, as index_build.visible writes it (« - Voiture : Zoe ; Boîte : auto (électrique) ;
# Année : 2019 »): its clauses are its cells, each with its heading, never « - Voiture : » alone
# (compiled on first use: only an answer cutting a long row reads them, not the cold start)
_row = compiled_on_first_use(r"^\s*[-*•]\s+[^:;\n]{1,40} : [^\n]* ; [^:;\n]{1,40} : ")
_cell_end = compiled_on_first_use(r"(?<= ;)\s+")


def _clauses(piece: str) -> list[str]:
    return (_cell_end() if _row().match(piece) else _CLAUSE_END).split(piece)


def _cut(units: list[tuple[int, str]], at: Callable[[int], bool]) -> tuple[list[tuple[int, str]], set[int]]:
    """``units`` with those ``at`` says cut into their clauses (a row's into its cells), and the
    lines of the rows so cut."""
    out: list[tuple[int, str]] = []
    rows: set[int] = set()
    for j, (n, piece) in enumerate(units):
        clauses = _clauses(piece) if at(j) else [piece]
        if len(clauses) > 1 and _row().match(piece):
            rows.add(n)
        out.extend((n, clause) for clause in clauses)
    return out, rows


def _named_rows(units: list[tuple[int, str]], keep: set[int], rows: AbstractSet[int]) -> set[int]:
    """``keep`` with the first cell of each row (of ``rows``) a kept cell belongs to: « Boîte :
    auto » alone says not which car."""
    first: dict[int, int] = {}
    for j, (line, _) in enumerate(units):
        first.setdefault(line, j)
    return keep | {first[units[j][0]] for j in keep if units[j][0] in rows}


GAP = "…"
_ANAPHORA = re.compile(
    r"(?:il|elle|ils|elles|ce|cela|ça|celui|celle|ceux|celles|là|lui|eux|he|she|it|they|this|that|these|those)\b",
    re.IGNORECASE,
)
# ... or whose object is one, after the subject (« Je le mentionne rarement mais c'est mon seul
# diplôme » after the sentence naming the diploma, « J'y suis entrée comme développeuse »)
_OBJECT_ANAPHORA = compiled_on_first_use(
    r"(?:je|j['’]|on|nous)\s*(?:ne\s+|n['’]\s*)?(?:(?:le|la|les|lui|leur|y|en)\b|l['’])", re.IGNORECASE
)
# a demonstrative opening a sentence sums up the one before (« Cette expérience a consolidé… »,
# « Cela m'a appris… », "This taught me…"), as a pronoun standing for its subject (« Il permet… »)
# does not
REASON_CHARS = 120  # a sentence this short after the event asked why may be its reason
_SUMS_UP = re.compile(r"(?:cet|cette|ces|ce\s+(?!qu)\w+|cela|ça|this|these)\b", re.IGNORECASE)
# a sentence whose subject stands for the one before and whose verb says what it holds (« Il
# inclut un serveur web (Nginx)… », "It includes…"): the items of what the sentence before named
_LISTS_ON = compiled_on_first_use(
    r"(?:il|elle|ils|elles|cela|ça|it|they|this)\s+(?:inclu|compren|comport|contien|regroup|réuni|rassembl"
    r"|intègr|associ|combin|includ|contain|compris)\w*",
    re.IGNORECASE,
)
# a sentence naming three things or more after « notamment », « tels que », "such as" (« En
# effet, je maîtrise divers filaments, notamment le PLA, ABS, ASA, Nylon… »): the items of what
# the sentence before spoke of (« … une grande diversité de matériaux. »)
_ENUMERATES = compiled_on_first_use(
    r"\b(?:notamment|tels?\s+que|telles?\s+que|comme|à\s+savoir|such\s+as|including|namely)\b[^.;:]*,[^.;:]*,",
    re.IGNORECASE,
)
_ITEM = ITEM_MARKS  # a list's item or a table's row
# A sentence whose subject is one of the owner's kin or friends (« Mon petit frère Julien est lui
# aussi guide, mais à Briançon », « Ma sœur vit à Brest », "My sister lives in Brest"), with no
# word of the owner as a subject beside (« Ma compagne et moi… »): on a question about the
# owner's own life, what it says is another person's
_KIN_SUBJECT = compiled_on_first_use(
    r"^(?:[-*•]\s+)?(?:(?:et|mais|quant [aà]|and|but)\s+)?(?:mon|ma|mes|notre|nos|son|sa|ses|leur|leurs"
    r"|my|his|her|our|their)\s+(?:(?:petite?|grande?|jeune|cadette?|a[iî]n[ée]e?|little|big|older|younger"
    rf"|elder|baby|meilleure?|best)\s+)?{KIN_PATTERN}s?\b",
    re.IGNORECASE,
)
_OWNER_SUBJECT = compiled_on_first_use(r"\b(?:je|j['’]|moi|nous|on|i|we)\b", re.IGNORECASE)


def owner_sentences(text: str) -> str:
    """``text`` without its lines and sentences about one of the owner's kin (``_KIN_SUBJECT``),
    or ``text`` as it is when nothing else would be left."""
    lines = []
    for line in text.split("\n"):
        kept = [
            s
            for s in _SENTENCE_END.split(line)
            if _KIN_SUBJECT().match(s) is None or _OWNER_SUBJECT().search(s) is not None
        ]
        if kept:
            lines.append(" ".join(kept))
    out = "\n".join(lines)
    return out if out.strip() else text


# a value the owner withheld: « Téléphone : 06.00.00.00.00 (numéro masqué) », « Email :
# contact@example.org » (a domain reserved for examples, RFC 2606), "Phone: [redacted]". It tells
# the visitor nothing but a fake value to copy: the answer leaves its line out, or, where the mark
# stands in place of the value and the line says more (« Adresse : (adresse masquée), 66600
# Rivesaltes »), the mark alone
_withheld = compiled_on_first_use(
    r"[(\[][^)\]]*\b(?:masqu|redact|hidden|withheld|anonymi[sz]|confidenti|non\s+(?:communiqu|divulgu))\w*[^)\]]*[)\]]",
    re.IGNORECASE,
)
_example_address = compiled_on_first_use(r"@example\.(?:org|com|net)\b", re.IGNORECASE)
_in_place = compiled_on_first_use(
    r"^(?P<label>(?:[-*•]\s+)?[^:\n]{1,40}?\s*:\s*)(?P<mark>[(\[][^)\]]*[)\]])[\s,;]*"
)


def _unwithheld(text: str) -> str:
    """``text`` without the values it withholds; the text itself when every line does."""
    lines = []
    for line in text.split("\n"):
        if _example_address().search(line):
            continue
        if _withheld().search(line):
            in_place = _in_place().match(line)
            if in_place is None or not _withheld().fullmatch(in_place["mark"]) or in_place.end() == len(line):
                continue
            line = in_place["label"] + line[in_place.end() :]
        lines.append(line)
    return "\n".join(lines) if lines else text


# struck-through text (index_build.visible keeps its marks: « Prix : ~~80 €~~ (2025) »): what no
# longer holds. A value struck and replaced (« ~~21 €~~ → 24 € ») gives the new one alone; a
# labelled line struck whole beside a line of the same label that is not (« - Prix : ~~80 €~~
# (2025) », « - Prix : 90 € (2026) ») is left out; any other keeps its marks (« ~~Cours
# particuliers~~ (plus proposé) », a date struck above the one it was put off to: the widget shows
# them struck)
_struck = compiled_on_first_use(r"~~[^~\n]+~~")
_replaced = compiled_on_first_use(r"~~[^~\n]+~~\s*(?:→|->|=>|⇒)\s*")
_dated_only = compiled_on_first_use(r"\(\s*(?:(?:19|20)\d\d|\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?)\s*\)")
_labelled = compiled_on_first_use(r"^\s*(?:[-*•+]\s+)?(?:\[.\]\s+)?([^:\n~]{1,40}?)\s*:\s*")


def _unstruck(text: str) -> str:
    """``text`` without what its struck-through marks withdraw and something else replaces."""
    if "~~" not in text:  # most passages
        return text
    lines = [_replaced().sub("", line) if "~~" in line else line for line in text.split("\n")]
    current: set[str] = set()  # labels of lines holding a value not struck
    withdrawn: dict[int, str] = {}  # line -> its label, for lines whose value is struck whole
    for n, line in enumerate(lines):
        label = _labelled().match(line)
        if label is None:
            continue
        value = line[label.end() :]
        if "~~" in value and not any(ch.isalnum() for ch in _dated_only().sub("", _struck().sub("", value))):
            withdrawn[n] = label[1].casefold()
        else:
            current.add(label[1].casefold())
    kept = [line for n, line in enumerate(lines) if withdrawn.get(n) not in current]
    # a list item struck whole, but for when it held (« - ~~annulation gratuite jusqu'à 48 h
    # avant~~ (règle jusqu'en 2023) », « - ~~2025 : demi-pension 56 €~~ »), among items that
    # still hold: withdrawn, the others say what holds now (« ~~Cours particuliers~~ (plus
    # proposé) » says something itself, and stays)
    # (... or struck at its head, or in its years, saying it ended: « - ~~Épicerie de Réquista~~
    # fermée en 2021 », « - Réquista : lundi matin — ~~2017-2021~~ arrêté en mars 2021 »; not a
    # status struck for another, « État : ~~en cours~~ abandonné », which tells what became of it)
    gone = [
        n
        for n, line in enumerate(kept)
        if "~~" in line
        and _item_mark().match(line)
        and (
            _struck_whole(line)
            or (
                (
                    _item_mark().sub("", line, count=1).lstrip("*_ ").startswith("~~")
                    or all(_years_only().fullmatch(m.group()[2:-2].strip()) for m in _struck().finditer(line))
                )
                and _ended().search(_struck().sub("", line)) is not None
            )
        )
    ]
    if gone and any(line.strip() and "~~" not in line for line in kept):
        kept = [line for n, line in enumerate(kept) if n not in gone]
    return "\n".join(kept)


_item_mark = compiled_on_first_use(r"^\s*[-*•+]\s+")
_years_only = compiled_on_first_use(r"(?:19|20)\d\d(?:\s*[-–—/]\s*(?:(?:19|20)\d\d|\d\d))?")
# what a struck item says of itself when it no longer holds
_ended = compiled_on_first_use(
    r"\b(?:arr[êe]t[ée]e?s?|termin[ée]e?s?|abandonn[ée]e?s?|ferm[ée]e?s?|supprim[ée]e?s?|stopped|ended"
    r"|closed|discontinued|dropped)\b",
    re.IGNORECASE,
)
_when_held = compiled_on_first_use(r"\([^()\n]*\b(?:19|20)\d\d\b[^()\n]*\)")


def _struck_whole(line: str) -> bool:
    """Whether ``line`` is struck through but for its item mark and a parenthesis telling when it
    held (« (règle jusqu'en 2023) »)."""
    rest = _when_held().sub("", _struck().sub("", _item_mark().sub("", line, count=1)))
    return not any(ch.isalnum() for ch in rest)


def _units(text: str) -> list[tuple[int, str]]:
    """(line number, piece): lines (list items), a long line cut into its sentences."""
    units: list[tuple[int, str]] = []
    for n, line in enumerate(text.split("\n")):
        units.extend((n, piece) for piece in (_SENTENCE_END.split(line) if len(line) > 200 else [line]))
    return units


def _join(units: list[tuple[int, str]], keep: set[int]) -> str:
    """The kept pieces in reading order: a sentence follows its neighbour on its line, a gap
    reads « … »."""
    out = ""
    previous = -2
    for j, (line, piece) in enumerate(units):
        if j not in keep:
            continue
        if previous == j - 1 and units[previous][0] == line:
            out += " " + piece
        else:
            gap = previous != j - 1
            out += ("\n" if out else "") + (f"{GAP}\n" if gap and out else "") + piece
        previous = j
    return out + (f"\n{GAP}" if previous != len(units) - 1 else "")


def _points_back(units: list[tuple[int, str]], j: int) -> bool:
    """Whether unit ``j`` opens on a pronoun (« Il », « Cela », "They") whose referent is the
    sentence before it on its line."""
    return (
        j > 0
        and units[j - 1][0] == units[j][0]
        and (_ANAPHORA.match(units[j][1]) is not None or _OBJECT_ANAPHORA().match(units[j][1]) is not None)
    )


def _is_label(piece: str) -> bool:
    """Whether ``piece`` is a label closing its line (« Avancement : », « Services à héberger : »)."""
    return piece.rstrip().endswith(":")


def _item_head(piece: str) -> str | None:
    """The head of an item written « Head : what it is » (« Ensemble de Julia : Similaire à
    Mandelbrot… » → « Ensemble de Julia »), when it is short; else None."""
    head, colon, rest = piece.partition(" : ")
    if not colon or not rest.strip() or len(head) > ITEM_HEAD_CHARS:
        return None
    return head.strip()


def _under_label(units: list[tuple[int, str]], j: int, items_only: bool) -> Iterator[int]:
    """The units under the label ``j``: its list's items (``items_only``), or every line up to
    the next label (« Services à héberger : » then « Un serveur web (Nginx). », unmarked)."""
    for i in range(j + 1, len(units)):
        if not units[i][1].startswith(_ITEM) if items_only else _is_label(units[i][1]):
            return
        yield i


def _keep(
    units: list[tuple[int, str]],
    room: int,
    terms: Sequence[frozenset[str]],
    stemmer: Stemmer,
    named: AbstractSet[str],
    shape: Callable[[str], bool] | None = None,
    shape_words: AbstractSet[str] = frozenset(),
    now: bool = False,
    lead: range = range(0),
    title: AbstractSet[str] = frozenset(),
    earlier: AbstractSet[str] = frozenset(),
    whole_lead: bool = False,
    listing: bool = False,
    why: bool = False,
) -> set[int]:
    """The units kept within ``room``: the opening one, the ``lead`` lines whole when
    ``whole_lead`` and they fit, those writing the kind of answer asked (``shape``: an amount,
    for a price; those holding more of the question first, not counting the ``shape_words`` that
    ask it: « prix », « tarif »), those holding the question's ``terms`` (the best passage's
    terms, then the next one's…), then the rest in reading order;
    when ``now`` is asked, not a sentence telling what was before; when ``why`` is asked and no
    line writes a cause (``shape``), the sentence after the one holding most of the question."""
    keep: set[int] = set()
    shaped: list[int] = []

    def take(j: int) -> None:
        if j not in keep and len(_join(units, keep | {j})) <= room:
            keep.add(j)

    held = [set(tokenise(piece, stemmer)) for _, piece in units] if terms else []
    asked = set().union(*terms) - named
    headed = False  # a list asked had its items too long for the room named by their heads
    if not terms or len(units[0][1]) <= OPENING_CHARS or not asked.isdisjoint(held[0]):
        # a list's heading, a passage's opening: what the rest is about; not a long opening
        # sentence saying only what the note is named for, where the room goes to what is asked
        take(0)
    if whole_lead:
        # the passage that ranked first holds every word asked: it is the answer, whole when it
        # fits, before the lines of other passages that only say those words again
        whole = {j for j, (line, _) in enumerate(units) if line in lead}
        if len(_join(units, keep | whole)) <= room:
            keep |= whole
    if shape is not None:
        # « Combien a coûté la salle de bain ? »: the line « Budget : 14 500 € TTC » says it,
        # though it holds no word of the question; of several, those holding more of it first
        shaped = [j for j, (_, piece) in enumerate(units) if shape(piece)]
        for j in sorted(shaped, key=lambda j: -len((asked & held[j]) - named - shape_words) if terms else 0):
            take(j)
            if j in keep and _is_label(units[j][1]):
                # a label closing its line (« Avancement : ») is told by the items under it
                for i in _under_label(units, j, items_only=True):
                    take(i)
    if now:
        # « Il fait quoi comme boulot en ce moment ? »: the sentence of the best passage saying
        # what holds today (« Aujourd'hui je suis freelance, je fais des audits… ») answers, though
        # the words it ranked by are in its heading and its last sentence
        for j, (line, piece) in enumerate(units):
            if line in lead and not _TODAY.isdisjoint(folded_words(piece)):
                take(j)
    if why and not shaped and terms:
        # « Pourquoi il a laissé tomber ChromaDB ? » and « Remplace l'ancien pipeline
        # (ChromaDB…) par une recherche sur graphe + BM25. Plus simple, plus précis… »: no line
        # writes a word of cause, the short sentence after the one telling the event says why
        # (not a description going on: « La lumière du nord, c'est ce dont rêvent… »)
        best = max(range(len(units)), key=lambda j: len((asked & held[j]) - named))
        if (
            (asked & held[best]) - named
            and best + 1 < len(units)
            and units[best + 1][0] == units[best][0]
            and len(units[best + 1][1]) <= REASON_CHARS
        ):
            take(best)
            take(best + 1)
    if terms:
        # a word of the note's title is every line's topic, written there or not: a line holding
        # only it says nothing of what is asked, so each passage's lines holding its other words
        # come first (« Résumés structurés : appels Ollama (mistral) » for « Quel LLM génère les
        # résumés dans son application de transcription audio ? », in the note « Transcription
        # audio », before the lines saying « transcription »), then those
        for sharp in (True, False):
            for wanted in terms:
                # the units holding most of what the question asks first (the table row
                # « Animation d'un débat ; 550 € » for « animer un débat, combien ? », before the
                # rows that only share « tarif »; « slicers » before « impression 3D », the note's
                # own name: ``named`` words are in every unit, said or not); of those holding as
                # much, the ones naming what the conversation spoke of (« Et quels résultats ? »
                # after « sa mission chez Ostréa Mutuelle »: of a table whose every row writes
                # « Résultat », Ostréa's row); then reading order
                hit = (wanted - title or wanted) if sharp else wanted
                found = sorted(
                    range(len(units)),
                    key=lambda j: (
                        -len((wanted & held[j]) - named),
                        -len((earlier & held[j]) - named),
                        not (listing and _is_label(units[j][1])),
                    ),
                )
                for j in found:
                    if not hit.isdisjoint(held[j]):
                        take(j)
                        if j in keep and _points_back(units, j):
                            take(j - 1)  # « Il vendait son four… » says who only in the sentence before
                        follows = (
                            listing and j in keep and j + 1 < len(units) and units[j + 1][0] == units[j][0]
                        )
                        enumerates = follows and _ENUMERATES().search(units[j + 1][1]) is not None
                        if enumerates or (follows and _LISTS_ON().match(units[j + 1][1]) is not None):
                            # « … en isolant plusieurs services dans des conteneurs. Il inclut un
                            # serveur web (Nginx), une base de données (MariaDB)… »: the sentence
                            # after names the things asked
                            take(j + 1)
                            if enumerates and j + 1 not in keep and (asked & held[j] & held[j + 1]) - named:
                                # both do not fit: the things named are the answer, the sentence
                                # announcing them (« … une grande diversité de matériaux. ») is
                                # not, when the list says what is asked too (« multi-matériaux »;
                                # not « imprimantes telles que la Bambu Lab X1C », before
                                # « l'impression avec divers filaments, notamment le PLA, ABS… »)
                                keep.discard(j)
                                take(j + 1)
                                if j + 1 not in keep:
                                    keep.add(j)
                        if listing and j in keep and _is_label(units[j][1]):
                            for i in _under_label(units, j, items_only=False):
                                take(i)
                                if i not in keep and not headed and (head := _item_head(units[i][1])):
                                    # an item too long for the room left is named by its head
                                    # (« Ensemble Burning Ship », of « Ensemble Burning Ship :
                                    # Variante de Mandelbrot… »): the list is not cut short (the
                                    # list holding most of the question only, not a later label
                                    # sharing a word with it, « Fonctionnalités du Programme : »)
                                    units[i] = (units[i][0], head)
                                    take(i)
                            headed = True
        # the sentence after one holding what is asked, pointing back at it, says what came of
        # it (« Stage en entreprise … » then « Cette expérience a consolidé mon intérêt pour l'IA
        # locale » answers « Que lui a apporté son stage ? »): before the rest, after what is asked
        for j in sorted(keep):
            if j + 1 < len(units) and units[j + 1][0] == units[j][0] and _SUMS_UP.match(units[j + 1][1]):
                take(j + 1)
    # the rest of the passage that ranked first (its ``lead`` lines) before the other passages'
    # rest: it ranked for all it says, and what it says beyond the question's words is the answer
    # (« Jo m'appelle : « Viens voir, il y a quelque chose. » » is followed by what was found,
    # « Matériel : » by « - GPU : RTX 2080 Ti »); then the rest in reading order
    led = [j for j, (line, _) in enumerate(units) if line in lead]
    for j in [*led, *range(len(units))]:
        if not (now and j not in keep and _tells_before(units[j][1])):
            # « Elle habite où en ce moment ? »: « J'habite à Prades-le-Lez » answers; the next
            # sentence, « On a quitté notre appart de Figuerolles », fills the room with the old
            take(j)
    return keep


# the words of a sentence telling what was before (« On a quitté notre appart de Figuerolles »,
# « mon ancien atelier », "I previously lived in Lyon"), folded
_BEFORE = frozenset(
    {"quitte", "quittee", "quittes", "quittees", "ancien", "ancienne", "anciens", "anciennes"}
    | {"autrefois", "auparavant", "anciennement", "formerly", "previously", "former", "left"}
)


# a heading saying what is not (« Ce que je ne fais pas », « Ce qu'il ne faut pas faire »,
# "What I don't do"), read in folded words ("don't" reads « don t »)
_DENYING = re.compile(r"\b(?:ne|n)\b.*\b(?:pas|jamais|plus|rien)\b|\b(?:not|never|don t|doesn t)\b")


def _denies(heading: str) -> bool:
    return _DENYING.search(" ".join(folded_words(heading))) is not None


# the words of a sentence telling what holds now (« Aujourd'hui je suis… », "I now work…"), folded
_TODAY = frozenset(
    {"aujourd", "maintenant", "actuellement", "desormais", "today", "now", "currently", "nowadays"}
)


def _tells_before(piece: str) -> bool:
    return not _BEFORE.isdisjoint(folded_words(piece))


def _fit(
    text: str,
    room: int,
    terms: Sequence[frozenset[str]] = (),
    stemmer: Stemmer = "light",
    named: AbstractSet[str] = frozenset(),
    shape: Callable[[str], bool] | None = None,
    shape_words: AbstractSet[str] = frozenset(),
    now: bool = False,
    lead: range = range(0),
    title: AbstractSet[str] = frozenset(),
    earlier: AbstractSet[str] = frozenset(),
    whole_lead: bool = False,
    listing: bool = False,
    why: bool = False,
) -> str:
    """``text`` within ``room`` characters, marked « … » where something was left out.

    Whole lines (list items) or sentences, in reading order; the ones holding the question's
    ``terms`` are kept first (the best passage's terms, then the next one's…): a cut contact
    list keeps its « GitHub » line, a cut profile keeps « je cherche un poste » rather than only
    its opening. ``lead``: the lines of the passage that ranked first, whose rest fills the room
    before the other passages' rest. ``title``: the words of the note's title and slug, that
    alone do not make a line answer. ``earlier``: the words of the question a follow-up
    continues. ``listing``: a list is asked: a label closing its line (« Services à héberger : »)
    brings the lines under it, and a sentence holding the question's words the next one naming
    what it holds (« Il inclut un serveur web (Nginx)… »)."""
    if len(text) <= room:
        return text

    def kept(units: list[tuple[int, str]]) -> set[int]:
        return _keep(
            units,
            room,
            terms,
            stemmer,
            named,
            shape,
            shape_words,
            now,
            lead,
            title,
            earlier,
            whole_lead,
            listing,
            why,
        )

    units = _units(text)
    keep = kept(units)
    if not keep:
        # not one sentence fits: its clauses do (« Ancien infirmier …, aujourd'hui en
        # reconversion … avec un stage réalisé autour d'un chatbot » keeps the stage clause)
        units, rows = _cut(units, lambda _: True)
        keep = _named_rows(units, kept(units), rows)
    elif terms:
        cut = _left_out_best(units, keep, terms, stemmer, named)
        if cut is not None:
            # the sentence holding most of the question is too long for the room left: its
            # clauses are weighed as the rest (« … l'affinement des interactions par l'ingénierie
            # des prompts (cliquez sur IA locale test mistral 7b sur mon serveur) » keeps its
            # last clause for « Quel modèle a-t-il fait tourner en test sur son serveur ? »)
            units, rows = _cut(units, lambda j: j == cut)
            keep = _named_rows(units, kept(units), rows)
    if keep:
        return _join(units, keep)
    head = text[: room - 2]
    end = max(head.rfind(". "), head.rfind("! "), head.rfind("? "))
    return (head[: end + 1] if end > room // 3 else head.rsplit(" ", 1)[0]) + " " + GAP


def _left_out_best(
    units: list[tuple[int, str]],
    keep: set[int],
    terms: Sequence[frozenset[str]],
    stemmer: Stemmer,
    named: AbstractSet[str],
) -> int | None:
    """The unit holding more of the question's words than every kept one, itself left out (too
    long for the room), when it is a sentence that has clauses; else None."""
    asked = set().union(*terms) - named
    counts = [len(asked & set(tokenise(piece, stemmer))) for _, piece in units]
    best = max(range(len(units)), key=lambda j: counts[j])
    if best in keep or counts[best] < 2 or counts[best] <= max((counts[j] for j in keep), default=0):
        return None
    return best if len(_clauses(units[best][1])) > 1 else None


def _openings(text: str, width: int = ROW_CHARS) -> str:
    """``text`` with each item longer than ``width`` cut to its opening: at a table cell's end,
    else at a word's, marked « … »."""
    lines = []
    for line in text.split("\n"):
        if line.startswith(_ITEM) and len(line) > width:
            head = line[:width]
            end = head.rfind(" ; ")
            line = (head[:end] if end > width // 4 else head.rsplit(" ", 1)[0]) + " " + GAP
        lines.append(line)
    return "\n".join(lines)


def counted_answer(
    bundle: Bundle, note: int, listed: str, used: Sequence[int], language: str
) -> OfflineAnswer:
    """The answer to « combien de X ? » that a labelled list of X answers (``listed``: the label
    and its items, read from the passages ``used`` of ``note``): the list alone, whole, for the
    reader to count, and their number; when it does not fit, each item by its label (« sa (swap a) ») or its
    opening, so that none is left out."""
    # (the count the reader would make, said: the question asked a number)
    total = framing(language).counted.format(n=len(listed.split("\n")) - 1)
    return listed_answer(bundle, note, listed, used, language, total)


def listed_answer(
    bundle: Bundle, note: int, listed: str, used: Sequence[int], language: str, after: str = ""
) -> OfflineAnswer:
    """The answer that a labelled list answers (``listed``: the label and its items, read from
    the passages ``used`` of ``note``): the list alone, whole; when it does not fit, each item by
    its label (« sa (swap a) ») or its opening, so that none is left out. ``after``: a line
    closing the answer (the items' count)."""
    intro = attribution(bundle.notes[note].title, language)
    label, *items = listed.split("\n")
    room = MAX_CHARS - len(intro) - len(after) - 2
    if len(listed) > room:
        named = [item.split(":", 1)[0].rstrip() if _LABELLED.match(item) else item for item in items]
        listed = "\n".join([label, *named])
        if len(listed) > room:
            listed = _openings("\n".join([label, *(f"- {item}" for item in named)]), ROW_CHARS // 2)
    closing = f"\n{after}" if after else ""
    return OfflineAnswer(f"{intro}\n{listed}{closing}", (note,), tuple(used))


# an item named before its colon, in a few words (« sa (swap a): Échange… », « ss: Effectue… »)
_LABELLED = re.compile(r"^[^:]{1,40}:\s")


def _shares(needs: Sequence[int], room: int) -> list[int]:
    """The room each note's text gets: an equal share, and what a short text leaves of its
    share goes to the longer ones (a peer's answer is never crowded out, nor is the best one
    cut mid-sentence to keep room that a two-line peer does not use)."""
    shares = [0] * len(needs)
    left = room
    pending = sorted(range(len(needs)), key=lambda j: needs[j])
    while pending:
        even = left // len(pending)
        j = pending.pop(0)
        shares[j] = min(needs[j], even)
        left -= shares[j]
    return shares


def _answers(p: RankedPassage) -> frozenset[str]:
    """What ``p`` answers of the question: a synonym answers the word it stands for, so a
    passage saying « emploi » adds nothing after one that said « poste » for « job »."""
    return p.answers or p.terms


# the words saying the question asks about now (« en ce moment » is read as « actuellement »)
_NOW = "maintenant actuellement now currently nowadays"
# ... or about a time of year, or every day (« cet hiver », « au quotidien »): when the rest holds,
# as « maintenant » does, not a thing asked
_SEASON = "hiver ete printemps automne winter summer spring autumn quotidien daily"


def beyond(bundle: Bundle, answers: AbstractSet[str], covered: AbstractSet[str]) -> AbstractSet[str]:
    """What a passage answering ``answers`` adds to passages answering ``covered``. A word saying
    the question is about now only frames what else it asks: « Et elle habite où maintenant ? »
    is answered by the bio saying where she lives, and a journal line saying a friend is
    « rennaise maintenant » adds nothing to it; nor does a memory of « le premier hiver vraiment
    froid » to the closures listed for « Vous fermez quand pour les congés cet hiver ? »."""
    added = answers - covered
    now = _now_terms(bundle.params.get("stemmer", "light"))
    return frozenset() if added <= now and not covered <= now else added


@cache
def _now_terms(stemmer: Stemmer) -> frozenset[str]:
    return frozenset(tokenise(f"{_NOW} {_SEASON}", stemmer))


def _titled(bundle: Bundle, p: RankedPassage) -> set[str]:
    """The asked words ``p`` answers that its heading or its note's title writes: what it is
    about, not what it mentions in passing."""
    stemmer: Stemmer = bundle.params.get("stemmer", "light")
    passage = bundle.passages[p.k]
    return set(tokenise(f"{passage.heading} {bundle.notes[p.note].title}", stemmer)) & _answers(p)


def _items(text: str) -> int:
    """How many list items or table rows ``text`` holds."""
    return sum(line.startswith(_ITEM) for line in text.split("\n"))


def _lists(text: str) -> bool:
    """Whether ``text`` holds a list or a table: two items or rows at least."""
    return _items(text) >= 2


def _lists_things(text: str) -> bool:
    """Whether ``text`` holds a list (``_lists``) of things, not of questions answered (a FAQ's
    « - Faut-il savoir faire ? Non. », « - Les enfants ? À partir de 12 ans »): most items ask."""
    items = [line for line in text.split("\n") if line.startswith(_ITEM)]
    return len(items) >= 2 and 2 * sum("?" in line for line in items) <= len(items)


def _lists_more(bundle: Bundle, candidate: RankedPassage, chosen: Sequence[RankedPassage]) -> bool:
    """Whether ``candidate`` is a list naming the notes quoted, and more items than them: the
    list a list question asks for (a catalogue's « Théâtre » rows, of which the plays quoted for
    « Pour quelles pièces de théâtre… ? » are two), though it repeats what they said."""
    text = bundle.passages[candidate.k].text
    items = _items(text)
    folded = text.casefold()
    titles = {_plain(bundle.notes[p.note].title) for p in chosen if p.note != candidate.note}
    named = sum(t in folded for t in titles if t)
    return 0 < named < items


def _plain(title: str) -> str:
    """A title without its parenthesis (« Les Naufragés (théâtre) »), casefolded: how a list
    names the note."""
    return re.sub(r"\s*\([^)]*\)", "", title).strip().casefold()


def _links_to(text: str, title: str) -> bool:
    """Whether ``text`` is a list with an item that is ``title`` alone: a hub's link to that note."""
    wanted = title.casefold()
    return any(line[2:].strip().casefold() == wanted for line in text.split("\n") if line.startswith(_ITEM))


def _repeats(bundle: Bundle, candidate: RankedPassage, chosen: Sequence[RankedPassage]) -> bool:
    """Whether ``candidate`` mostly says what the chosen passages say (nothing is said twice)."""
    words = set(bundle.passages[candidate.k].tokens)
    said = set().union(*(bundle.passages[p.k].tokens for p in chosen))
    return bool(words) and len(words & said) >= REPEAT_SHARE * len(words)


def _sibling_lists(bundle: Bundle, best: RankedPassage, other: RankedPassage) -> bool:
    """Whether ``other`` is a list under a heading sister to ``best``'s list (« Objectifs ›
    Études », « Objectifs › Perso »), whose shared parent the question names and which holds
    nothing asked but that parent's words: one list the note splits into parts."""
    first, second = bundle.passages[best.k], bundle.passages[other.k]
    if first.kind not in ("list", "table") or second.kind not in ("list", "table"):
        return False
    if " › " not in first.heading or " › " not in second.heading:
        return False
    parent = first.heading.rsplit(" › ", 1)[0]
    if parent != second.heading.rsplit(" › ", 1)[0]:
        return False
    named = set(tokenise(parent, bundle.params.get("stemmer", "light")))
    return other.terms <= named and not best.terms.isdisjoint(named)


def _lists_after(bundle: Bundle, note: int, k: int) -> list[int]:
    """The list or table passages of ``note`` that follow passage ``k`` without prose between,
    ``MAX_ITEMS - 1`` at most: the lists an introduction opens."""
    passages = bundle.passages
    out: list[int] = []
    for j in passages.of_note(note):
        if j <= k:
            continue
        if passages[j].kind not in ("list", "table") or len(out) >= MAX_ITEMS - 1:
            break
        out.append(j)
    return out


def _sister_sections(bundle: Bundle, chosen: Sequence[RankedPassage]) -> list[RankedPassage]:
    """The opening passages of the sub-sections sister to those of ``chosen`` (all of one note,
    each under « Parent › Own »), that none of ``chosen`` is in: as long as the parent has at
    most ``MAX_ITEMS`` sub-sections; else none."""
    passages = bundle.passages
    headings = {passages[p.k].heading for p in chosen}
    parents = {h.rsplit(" › ", 1)[0] for h in headings if " › " in h}
    if (
        len({p.note for p in chosen}) != 1
        or len(parents) != 1
        or len(headings) < 2
        or any(" › " not in h for h in headings)
    ):
        return []
    parent = parents.pop()
    note = passages.of_note(chosen[0].note)
    # (a parent that opens the note is its title heading, « Clémence Vautrin — UX designer »
    # over the whole CV: its sections are no list)
    opening = next((passages[k].heading for k in note if passages[k].heading), "")
    if opening == parent or opening.startswith(parent + " › "):
        return []
    firsts: dict[str, int] = {}
    for k in note:
        heading = passages[k].heading
        if heading.startswith(parent + " › ") and " › " not in heading[len(parent) + 3 :]:
            firsts.setdefault(heading, k)
    if len(firsts) > MAX_ITEMS:
        return []
    return [
        RankedPassage(k, chosen[0].note, 0.0, 0.0, frozenset())
        for h, k in firsts.items()
        if h not in headings
    ]


def _hub_order(bundle: Bundle, note: int, text: str, rank: Mapping[int, int]) -> str:
    """``text``, when it is a hub's list of the notes it links (« - NetPractice — reseau, … »),
    with the items naming the notes the question found first, in their rank; else as it is.

    A map of content lists its notes alphabetically: cut to the answer's room, « Qu'a-t-il fait
    en réseau ? » named Born2beroot and cub3d, not NetPractice and ft_irc, the notes the search
    ranked first for it."""
    lines = text.split("\n")
    items = [j for j, line in enumerate(lines) if line.startswith(_ITEM)]
    if len(items) < 4 or len(text) < MAX_CHARS * 2 // 3:
        return text  # given whole, the list keeps the owner's order
    linked = {
        name.casefold(): n
        for n in bundle.graph[note]
        for name in (bundle.notes[n].title, bundle.notes[n].slug)
        if len(name) > 2
    }

    def named(line: str) -> int | None:
        body = line[2:].casefold()
        return next((n for name, n in linked.items() if body.startswith(name)), None)

    notes = [named(lines[j]) for j in items]
    if 3 * sum(n is not None for n in notes) < 2 * len(items):
        return text
    places = [len(rank) if n is None else rank.get(n, len(rank)) for n in notes]
    if min(places) == len(rank):
        return text
    order = sorted(range(len(items)), key=places.__getitem__)
    reordered = list(lines)
    for j, i in zip(items, order, strict=True):
        reordered[j] = lines[items[i]]
    return "\n".join(reordered)


def _one_gap(text: str) -> str:
    """``text`` with runs of « … » lines said once (rows left out, then lines cut)."""
    lines = text.split("\n")
    return "\n".join(line for j, line in enumerate(lines) if not (line == GAP and j and lines[j - 1] == GAP))


@lru_cache(maxsize=8)
def _rate_units(stemmer: Stemmer) -> frozenset[str]:
    """What a rate is per (« combien par jour ? », « par mois »), as ``stemmer`` spells it: no
    thing priced, whatever row names « 3 jours »."""
    return frozenset(tokenise("heure heures jour jours semaine semaines mois an ans annee", stemmer))


def _first_cell(row: str) -> str:
    """A row's first cell (« - Prestation : Réglage ; Prix : 85 € » → « - Prestation : Réglage »),
    or a list item's label (« - Bouquet de mariée : 150 € » → « - Bouquet de mariée »)."""
    row = _HEADED_ITEM.sub("", row)
    return row.split(" ; ", 1)[0] if " ; " in row else row.split(" : ", 1)[0]


def row_thing(row: str) -> str:
    """What a rates row prices: its first cell without its column's label (« - Prestation :
    Accord ; Piano droit : 95 € » → « Accord »)."""
    return _first_cell(row).rpartition(" : ")[2]


# a section's heading before its first item, on one line (« Mariages : - Bouquet de mariée : 150 € »)
_HEADED_ITEM = re.compile(r"^[^:\n]{1,60} : (?=- )")


def _rows_naming(text: str, thing: AbstractSet[str], stemmer: Stemmer) -> str:
    """``text`` without the rows of a rates table pricing another thing than ``thing``, when
    some row's first cell names it: « Combien pour un réglage complet de violon ? » is answered
    by the table's violin rows, not by « Prestation : Recollage table ; Prix : à partir de
    60 € », a price of something else that reads as the answer. Only a table's first cell names
    what its row prices (a word elsewhere in the row, « par photo publiée », is in passing; a
    fiche's « Plateformes : PC (Steam) » is not what « Prix PC » prices). Left out rows read
    « … »."""
    if not thing:
        return text
    lines = text.split("\n")
    rows = [
        j
        for j, row in enumerate(lines)
        if _HEADED_ITEM.sub("", row).startswith(_ITEM)
        and (" ; " in row or " : " in row)
        and writes_price(row)
    ]
    if len(rows) < 2:
        return text
    # (a list's item names what it prices before its « : » as a row does before its « ; »:
    # « - Bouquet de mariée : 150 € »; the rows naming most of the thing are its own: « bouquet
    # de mariée » is not « Bouquet du jour »)
    named = {j: len(set(thing) & set(tokenise(_first_cell(lines[j]), stemmer))) for j in rows}
    most = max(named.values())
    naming = {j for j in rows if named[j] == most} if most else set()
    # ... and of those, the rows naming nothing else, when some do (« Accord », not « Accord de
    # concert » nor « Forfait résidence secondaire (2 accords par an) », for « combien pour
    # accorder un piano droit ? »)
    exact = {j for j in naming if set(tokenise(row_thing(lines[j]), stemmer)) <= thing}
    if exact:
        naming = exact
    if not naming or len(naming) == len(rows):
        return text
    out: list[str] = []
    for j, line in enumerate(lines):
        if j in rows and j not in naming:
            if not out or out[-1] != GAP:
                out.append(GAP)
        else:
            out.append(line)
    return "\n".join(out)


# a heading that names the items under it (« Les 5 modules », « Mes projets », "Our services"),
# not a story's chapter (« De la charpente à la haute montagne »)
_ENUMERATING = re.compile(r"(?i)^(?:les|mes|nos|ses|the|my|our|\d+)\s")


def _beyond_title(bundle: Bundle, best: RankedPassage, stemmer: Stemmer) -> frozenset[str]:
    """The terms ``best`` holds that do not name its note (its title, its slug)."""
    note = bundle.notes[best.note]
    return best.terms - frozenset(tokenise(f"{note.title} {note.slug}", stemmer))


def _section_of(bundle: Bundle, best: RankedPassage) -> list[int]:
    """The passages of the section the question names, in reading order, when the question's
    words ``best`` holds are all in a heading of its path: its own heading (« Parcours », a long
    section cut into several passages: the whole of it, not one paragraph), else its parent's
    (« Expérience professionnelle »: every job under it); else the whole note, when the
    question's words all name it and its few sections are its items. Else nothing."""
    passages = bundle.passages
    heading = passages[best.k].heading
    if not heading or not best.terms:
        return []
    stemmer: Stemmer = bundle.params.get("stemmer", "light")
    own = heading.rsplit(" › ", 1)[-1]
    parent = heading.rsplit(" › ", 1)[0] if " › " in heading else ""
    # (the words naming the note say which note, not which section: « La piscine Python data,
    # ses modules couvrent quoi ? » names the section « Les 5 modules » of « Piscine Python — Data
    # Science », whose sub-sections answer)
    asked = _beyond_title(bundle, best, stemmer) or best.terms
    for named, words, terms in ((heading, own, best.terms), (parent, parent, asked)):
        if not named or not terms <= set(tokenise(words, stemmer)):
            continue
        under = [
            k
            for k in passages.of_note(best.note)
            if passages[k].heading == named or passages[k].heading.startswith(named + " › ")
        ]
        if len(under) > 1:
            return under
    # (the question names the note itself, « Quels sont ses loisirs ? » of « Loisirs », whose
    # few sections, a passage each, are the things it holds: « Rugby », « Vélo », « Astro »… all
    # of them, in reading order, not the two its ranking put first)
    note = bundle.notes[best.note]
    answers = _answers(best)
    if (
        best.coverage >= WHOLE_COVERAGE
        and answers
        and answers <= set(tokenise(f"{note.title} {note.slug}", stemmer))
    ):
        whole = list(passages.of_note(best.note))
        headings = [passages[k].heading for k in whole]
        if LISTED_SECTIONS <= len(set(headings)) == len(whole) <= MAX_ITEMS and all(
            h and " › " not in h for h in headings
        ):
            return whole
    return []


def compose_offline(
    bundle: Bundle,
    ranked: Sequence[RankedPassage],
    fallback_note: int | None,
    peers: Sequence[int] = (),
    shaped: Callable[[int], int] | None = None,
    listing: bool = False,
    items: bool = False,
    part: Callable[[int], bool] | None = None,
    line_shape: Callable[[str], bool] | None = None,
    list_page: int | None = None,
    fallback_passage: int | None = None,
    earlier: AbstractSet[str] = frozenset(),
    shape_words: AbstractSet[str] = frozenset(),
    now: bool = False,
    language: str = "fr",
    items_of: Sequence[int] = (),
    owner_only: bool = False,
    opening: int = 0,
    asked: AbstractSet[str] = frozenset(),
    count_shape: Callable[[str], bool] | None = None,
    item_noun: AbstractSet[str] = frozenset(),
    why: bool = False,
) -> OfflineAnswer | None:
    """The answer from ``ranked`` passages (best first), or from the opening passage of
    ``fallback_note`` when no passage holds a question word (the question named the note: its
    title, alias or a written answer matched). ``peers``: other notes that scored as high as the
    best one — « Quels projets utilisent Docker ? » has one answer per note, and each peer's
    best passage joins when it covers the question as well. ``shaped``: how well a passage (by
    its position in the bundle) writes the kind of answer asked (an amount, for a price; 0: not
    at all): when a passage close enough to the best writes it better than every chosen one, the
    best such joins them. ``listing``: the question asks for a list (« Quels talks… ? »): the
    best note's list or table is then given whole when it fits. ``items``: it asks for several
    things (not "Which operating system…?"): each passage of the best note answering the whole
    question is one more of them, up to ``MAX_ITEMS``. ``part``: whether a passage (by its
    position) is written under the heading of the part of a note asked (« Ce que j'ai fait »,
    « Résultats »: ``grasbot.retrieval.parts``): the best note's first such passage joins.
    ``line_shape``: whether a line writes the kind of answer asked: a cut passage keeps it, those
    holding more of the question first, ``shape_words`` aside (the words asking that kind: a
    price's « prix », « tarif »: every line of a rates table may hold them).
    ``list_page``: the note named for the things a list question asks (« Références clients »):
    when it leads and its list is too long, each item is given by its opening.
    ``opening``: the ``shaped`` level that opens the answer when the best passage writes nothing
    of the kind asked (0: none does). ``asked``: the question's asked terms: a rates table's
    rows naming one of them are the answer, even where the word names another note too (« Les
    cours, c'est combien ? » and the row « Cours du samedi matin (3 h) : 75 € »).
    ``fallback_passage``: the passage of ``fallback_note`` to open on (the one introducing the
    owner, when the note's first one does not), followed by those after it; else its first.
    ``earlier``: the words of the question a follow-up continues (« A-t-elle travaillé à
    l'étranger ? » before « Dans quelle agence ? »): a cut passage keeps the lines holding them
    after those holding its own.
    ``now``: the question asks what holds now (« maintenant », « en ce moment »): a cut passage
    is not filled with a sentence telling what was before. ``language``: the question's, that
    the attributions speak (``functions.framing``). ``items_of``: the passages of the section a
    list question names in the best note (« Quels sont les modules… ? » and « Les 5 modules ›
    Python 0 — Starting », « › Python 1 — Array »…), in reading order, or the one passage whose
    lines are the items, each labelled by the noun asked: they are the answer. ``owner_only``:
    a personal attribute of the owner is asked, not of their family: the sentences about a
    brother or a friend (``owner_sentences``) are left out of the passages quoted.
    ``count_shape``: whether a line writes the count asked beside the thing counted (« 3-5
    articles par thématique » for « combien d'articles ? »): the first note's share of the
    answer holds its such lines and its opening before the other notes share the rest.
    ``item_noun``: the terms of the noun a list question asks for (« Quelles *imprimantes*… »):
    of the best note's passages joined as items, the sentences naming it are kept first.
    None when there is nothing to say."""
    stemmer: Stemmer = bundle.params.get("stemmer", "light")
    passages = bundle.passages
    chosen: list[RankedPassage] = []
    itemised = False  # passages of the best note joined as items of the list asked
    if ranked:
        best = ranked[0]
        chosen.append(best)
        covered = set(_answers(best))
        section = _section_of(bundle, best)
        if items_of and passages[items_of[0]].note == best.note and not section:
            # the items asked, and nothing else of the note (a single passage given whole)
            chosen = [RankedPassage(k, best.note, best.score, 1.0, best.terms) for k in items_of]
            itemised = len(chosen) > 1
            # (one passage whose lines are the items: too long, each is given by its opening,
            # as a page listing them is)
            list_page = best.note if len(items_of) == 1 else None
            ranked, peers, part, shaped = chosen, (), None, None
        elif section:
            # the question named a section (« expérience professionnelle ») whose sub-sections
            # are the answer: all of them, in reading order
            chosen.extend(RankedPassage(k, best.note, 0.0, 0.0, best.terms) for k in section if k != best.k)
            headings = {passages[k].heading for k in section}
            parent = passages[section[0]].heading.rsplit(" › ", 1)[0]
            asked = _beyond_title(bundle, best, stemmer)
            if (
                _ENUMERATING.match(parent.rsplit(" › ", 1)[-1]) is not None
                and len(headings) == len(section) > 2
                and all(h.startswith(parent + " › ") for h in headings)
                and asked
                and asked <= set(tokenise(parent, stemmer))
                and sum(len(passages[k].text) for k in section) > MAX_CHARS
            ):
                # sub-sections of one paragraph each (« Les 5 modules › Python 0 — Starting »…),
                # too long to give whole: each by its heading and opening line, so that every one
                # is named, as the items of a list
                items_of = sorted({*section, best.k})
        else:
            after = [k for k in passages.of_note(best.note) if k > best.k][:1]
            before = [k for k in passages.of_note(best.note) if k < best.k][-1:]
            short = len(passages[best.k].text)
            under = passages[best.k].heading
            if (
                short < INTRO_CHARS
                and before
                and passages[before[0]].heading == under
                and not (after and passages[after[0]].heading == under)
                and best.terms.isdisjoint(tokenise(passages[best.k].text, stemmer))
            ):
                # one short line closing its section, found by its heading's words alone (« Doc
                # technique réutilisable : 44.01. » under « Ce qu'on a mis en place », for « sait-il
                # mettre en place des sauvegardes ? ») comes after what the section says: that
                # passage answers, not the next section's opening
                chosen.append(RankedPassage(before[0], best.note, 0.0, 0.0, frozenset()))
            elif (
                short < INTRO_CHARS
                or (
                    listing
                    and short < LIST_INTRO_CHARS
                    and after
                    and passages[after[0]].kind in ("list", "table")
                )
                or (
                    short < LIST_INTRO_CHARS
                    and after
                    and passages[after[0]].heading == passages[best.k].heading
                )
            ):
                # one short line (« Hub des domaines de compétences. ») introduces what follows
                # it in its note: alone it says nothing; nor does « Avec qui j'ai travaillé, du
                # plus ancien au plus récent. » before the list a list question asks for, nor
                # « C'est le morceau qu'on me demande le plus d'expliquer » opening its section
                if listing and after and passages[after[0]].kind in ("list", "table"):
                    # ... and « Les livres que je conseille. » introduces every list after it,
                    # one a section (« Pour le métier », « Pour le plaisir »…): the list asked
                    # is all of them, as many as an answer holds items; unless the question
                    # picks among them (« des bouquins sur le métier ? »: that list covers more
                    # of it than the introduction)
                    lists = _lists_after(bundle, best.note, best.k)
                    if not any(p.k in lists and p.coverage > best.coverage for p in ranked):
                        after = lists
                chosen.extend(RankedPassage(k, best.note, 0.0, 0.0, frozenset()) for k in after)
        if best.note == list_page and not any(_lists_things(passages[p.k].text) for p in chosen):
            # « Quels outils utilise-t-elle ? »: the page named for them (« Boîte à outils »)
            # ranks first by a sentence naming two in passing; its list or table is the answer
            listing_k = next(
                (p.k for p in ranked if p.note == best.note and _lists_things(passages[p.k].text)),
                next((k for k in passages.of_note(best.note) if _lists_things(passages[k].text)), None),
            )
            if listing_k is not None:
                chosen.append(RankedPassage(listing_k, best.note, 0.0, 0.0, best.terms))
        listed = passages[best.k].text.casefold()
        for note in peers:
            if len(chosen) >= MAX_PASSAGES:
                break
            top = next((p for p in ranked if p.note == note), None)
            if top is None or top.note == best.note or top.coverage < PEER_COVERAGE * best.coverage:
                continue
            peer = bundle.notes[note]
            if peer.title.casefold() in listed or peer.slug.casefold() in listed:
                continue  # the best passage (a hub's list) already names it
            if _repeats(bundle, top, chosen):
                continue  # the bio saying what the CV just said
            if _answers(top) - covered and not beyond(bundle, _answers(top), covered):
                continue  # the asked time, « maintenant », is all it holds that the best lacks
            chosen.append(top)
            covered |= _answers(top)
        best_titled = _titled(bundle, best)
        for candidate in ranked[1:]:
            if any(candidate.k == c.k for c in chosen):
                continue
            if candidate.score < SECOND_SHARE * best.score:
                break
            if items and candidate.note == best.note and candidate.coverage >= best.coverage > 0:
                # a list asked (« Liste toutes les imprimantes 3D qu'il a eues ») whose items the
                # best note tells a paragraph each: every passage of it answering the whole
                # question is one more item, whatever words it shares with the others
                if len(chosen) < MAX_ITEMS:
                    chosen.append(candidate)
                    itemised = True
                continue
            if (
                listing
                and candidate.note == best.note
                and len(chosen) < MAX_ITEMS
                and _sibling_lists(bundle, best, candidate)
            ):
                # « Quels sont ses objectifs pour l'année prochaine ? »: the note lists them under
                # « Objectifs › Études », « › Après », « › Perso »; the list asked is all of them,
                # not the one section that shares one more word with the question
                chosen.append(candidate)
                covered |= _answers(candidate)
                continue
            if len(chosen) >= MAX_PASSAGES:
                break
            # it answers a part of the question the others do not, or it is nearly as good, or its
            # heading or title names an asked word the best passage only holds in its text: it is
            # about what the best one mentions (« C'est quoi le nom de sa troupe ? »: a team
            # table's « Nom : » column ranks first, the company's name is told under « Le nom »;
            # « Sait-elle animer une concertation ? »: a skills list's item, then the note
            # « Concertation habitants »). Not a hub's « Projets » list linking to the best note:
            # it says nothing more of it
            if _repeats(bundle, candidate, chosen) and not (
                listing and _lists_more(bundle, candidate, chosen)
            ):
                continue
            if (
                beyond(bundle, _answers(candidate), covered)
                or candidate.score >= CLOSE_SHARE * best.score
                or (
                    _titled(bundle, candidate) - best_titled
                    and not _links_to(passages[candidate.k].text, bundle.notes[best.note].title)
                )
            ):
                chosen.append(candidate)
                covered |= _answers(candidate)
        if len(chosen) < MAX_PASSAGES and all(p.note == best.note for p in chosen):
            # one note answers: its next passages fill the bubble (« Avec quel outil la
            # diarisation est-elle faite ? »: the summary repeating the question's words ranks
            # first, the sentence naming the tool comes after it)
            answering = bundle.notes[best.note]
            named = set(tokenise(f"{answering.title} {answering.slug}", stemmer))
            for candidate in ranked[1:]:
                if len(chosen) >= MAX_PASSAGES or candidate.score < SECOND_SHARE * best.score:
                    break
                if candidate.note != best.note or any(candidate.k == c.k for c in chosen):
                    continue
                # (one holding no word of the question but the note's name is its licence, its
                # install: every passage of a note holds its name; unless it covers the question
                # as well as the best one, in a note named by what is asked (« partenariat club
                # trail » for « elle fait des partenariats avec des clubs ? »), whose every passage
                # holds only its name's words, the one naming the club among them; nor does a
                # section headed by a negation, « Ce que je ne fais pas », "What I don't do": its
                # items filling the answer to « Qu'est-ce qu'elle propose ? » read as offered)
                if (
                    (candidate.terms - named or candidate.coverage >= best.coverage > 0)
                    and not _repeats(bundle, candidate, chosen)
                    and not _denies(passages[candidate.k].heading.rsplit(" › ", 1)[-1])
                ):
                    chosen.append(candidate)
        if listing and len(chosen) > 1:
            # « il a quoi comme passions perso ? »: the items found are sub-sections of one
            # section (« Intérêts › Hardware », « › Impression 3D »); its other sub-sections are
            # items of the same list, though they share fewer words with the question
            # (« › Domotique »)
            chosen.extend(_sister_sections(bundle, chosen))
        if part is not None:
            # « Il a fait quoi pour le groupe thermal ? »: the passage naming the client ranks
            # first, what was done is written under its own heading in words the question does
            # not use; that section's opening joins, from the first quoted note that has one (a
            # clients' table may name the project first), the last other passage giving way
            for note in dict.fromkeys(c.note for c in chosen):
                wanted = [k for k in passages.of_note(note) if part(k)]
                if wanted:
                    if not any(c.k in wanted for c in chosen):
                        joined = RankedPassage(wanted[0], note, 0.0, 0.0, frozenset())
                        chosen = [*chosen[: MAX_PASSAGES - 1], joined]
                    break
        if shaped is not None:
            # « Combien coûte un atelier de cadrage ? »: the section describing the workshop
            # ranks first, the price is in the offers' table; the answer must say the price, as
            # well as any passage close enough in score says it
            near = [p for p in ranked if p.score >= SHAPE_SHARE * best.score]
            want = max(shaped(p.k) for p in near)
            if want > max(shaped(p.k) for p in chosen):
                shown = next(p for p in near if shaped(p.k) == want)
                chosen = [*chosen[: MAX_PASSAGES - 1], shown]
            if opening and want >= opening and not shaped(chosen[0].k):
                # the best passage writes none of it (« combien ça coûte l'école 42 ? » ranks a
                # « fonction de coût » first): the note whose passage writes it opens the answer
                opener = next(p for p in chosen if shaped(p.k) >= opening)
                chosen = [opener, *(p for p in chosen if p is not opener)]
    elif fallback_note is not None and len(passages.of_note(fallback_note)):
        k = fallback_passage if fallback_passage is not None else passages.of_note(fallback_note)[0]
        chosen.append(RankedPassage(k, fallback_note, 0.0, 0.0, frozenset()))
        if fallback_passage is not None:
            # the owner introduced: « qui est-ce ? » asks the name and what they do, which a page
            # often says after the name and birth (« Je m'appelle Bernard Chassang. Je suis né… »,
            # then « je suis entré à la SNCF… J'y ai passé trente-huit ans »): the passages that
            # follow the introduction come with it, cut to the answer's room
            chosen.extend(
                RankedPassage(j, fallback_note, 0.0, 0.0, frozenset())
                for j in [j for j in passages.of_note(fallback_note) if j > k][: MAX_PASSAGES - 1]
            )
    if not chosen:
        return None
    # one attribution per note, notes in the order of their best passage, passages in reading order
    order: list[int] = []
    for p in chosen:
        if p.note not in order:
            order.append(p.note)
    parts: list[str] = []
    intros = [attribution(bundle.notes[i].title, language) for i in order]
    texts: list[str] = []
    rank: dict[int, int] = {}
    for p in ranked:
        rank.setdefault(p.note, len(rank))
    leads: list[range] = []  # the lines of each note's text that its best passage fills
    for i in order:
        top_k = max((p for p in chosen if p.note == i), key=lambda p: p.score).k
        pieces = []
        heading = None
        labelled: str | None = None  # the parent heading last said over items of the section asked
        for p in sorted((p for p in chosen if p.note == i), key=lambda p: p.k):
            passage = passages[p.k]
            # (a section cut into several passages says its heading once)
            own = "" if passage.heading == heading else passage.heading.split(" › ")[-1]
            heading = passage.heading
            # a FAQ's question heading is followed by its answer, not by « : »
            head = (f"{own} " if own[-1:] in "?!:." else f"{own} : ") if own else ""
            body = _unstruck(_unwithheld(passage.text))
            if owner_only:
                # a personal attribute of the owner asked: a sister's town is no answer
                body = owner_sentences(body)
            if len(items_of) > 1 and p.k in items_of and own:
                # an item of the section asked: its heading and its opening line (« - Python 1 —
                # Array : Programmation vectorisée avec NumPy… »), so that every item is named,
                # under the heading they share said once (« Les 5 modules : »: it may say how
                # many they are, which « combien de modules ? » asks)
                shared = passage.heading.rsplit(" › ", 1)[0] if " › " in passage.heading else None
                if shared is not None and shared != labelled:
                    labelled = shared
                    label = shared.rsplit(" › ", 1)[-1]
                    pieces.append(label if label[-1:] in "?!:." else f"{label} :")
                pieces.append(_openings(f"- {own} : {body.split(chr(10), 1)[0]}"))
            else:
                body = _hub_order(bundle, i, body, rank)
                pieces.append(head + ("\n" if passage.kind in ("list", "table") and head else "") + body)
            if p.k == top_k:
                start = sum(piece.count("\n") + 1 for piece in pieces[:-1])
                leads.append(range(start, start + pieces[-1].count("\n") + 1))
        text = "\n".join(pieces)
        if line_shape is writes_price and not listing:
            thing = (
                set(asked).union(*(p.terms for p in chosen if p.note == i))
                - set(shape_words)
                - _rate_units(stemmer)
            )
            text = _rows_naming(text, thing - set(tokenise(bundle.notes[i].title, stemmer)), stemmer)
        texts.append(text)
    room = MAX_CHARS - sum(len(t) + 3 for t in intros)

    def named_by(i: int) -> set[str]:
        # a word of the note's title or of the section's heading is what every line of it is
        # about (« Ce que je cherche » over « des missions de 3 à 6 mois »)
        return set(tokenise(bundle.notes[i].title, stemmer)).union(
            *(tokenise(passages[p.k].heading, stemmer) for p in chosen if p.note == i)
        )

    lead = order[0]
    whole_list = (
        listing
        and sum(line.startswith(_ITEM) for line in texts[0].split("\n")) >= 2
        and not named_by(lead).isdisjoint(set().union(*(p.terms for p in chosen if p.note == lead)))
    )
    if whole_list and lead == list_page and len(texts[0]) > MAX_CHARS - len(intros[0]) - 3:
        # a list too long to give whole: each item by its opening (a table row by its first
        # cells, « Année : 2023 ; Client : Véga Diagnostics … »), so that more items are named
        texts[0] = _openings(texts[0])
    if whole_list and len(texts[0]) <= MAX_CHARS - len(intros[0]) - 3:
        # a list asked of a note or section named by the question (« Quels talks a-t-elle
        # donnés ? » and the note « Talks » listing them): its list is the answer's body, given
        # whole; the other notes share what it leaves
        first = len(texts[0])
        shares = [first, *_shares([len(t) for t in texts[1:]], room - first)]
    else:
        shares = _shares([len(t) for t in texts], room)
    if count_shape is not None and len(texts) > 1:
        # the first note writes the count asked (« 3-5 articles par thématique » for « combien
        # d'articles ? »): its share holds that line and its opening, before the other notes
        counting = [line for line in texts[0].split("\n") if count_shape(line)]
        need = min(
            len(texts[0]), sum(len(line) + 1 for line in counting) + len(texts[0].split("\n", 1)[0]) + 4
        )
        if counting and shares[0] < need:
            shares = [need, *_shares([len(t) for t in texts[1:]], room - need)]
    for intro, i, text, share, top_lines in zip(intros, order, texts, shares, leads, strict=True):
        if share < min(80, len(text)) and parts:
            break
        terms = [p.terms for p in sorted((p for p in chosen if p.note == i), key=lambda p: -p.score)]
        if itemised and item_noun and i == order[0]:
            # « Quelles imprimantes 3D a-t-il eues ? » and a paragraph each: the sentence of each
            # naming one (« … une imprimante Alfawise U30 », « … une Sidewinder X2, une imprimante
            # plus performante ») before those sharing other words (« Cette première immersion… »)
            terms.insert(0, frozenset(item_noun))
        if earlier:
            # « Dans quelle agence ? » after « A-t-elle travaillé à l'étranger ? »: of a CV's
            # agencies, the one abroad
            terms.append(frozenset(earlier))
        # a list asked of one passage that holds the whole question, no other one joining as an
        # item: that passage names the things asked, in words the question does not use (« Quels
        # services sont déployés ? » and « Il inclut un serveur web (Caddy), une base de données
        # (PostgreSQL) et un wiki » after « … en isolant plusieurs services »), while the note's
        # other sections only say « services » again: it is given whole, not one item among them
        whole_lead = listing and not itemised and bool(ranked) and i == order[0] and ranked[0].coverage >= 1.0
        if listing and not whole_lead:
            top_lines = range(0)  # a list asked: the best passage is one item, the others as much
        fitted = _fit(
            text,
            max(share, 80),
            terms,
            stemmer,
            named_by(i),
            line_shape,
            shape_words,
            now,
            top_lines,
            set(tokenise(f"{bundle.notes[i].title} {bundle.notes[i].slug}", stemmer)),
            earlier,
            whole_lead,
            listing,
            why,
        )
        parts.append(f"{intro}\n{_one_gap(fitted)}")
    used = tuple(order[: len(parts)])
    return OfflineAnswer("\n\n".join(parts), used, tuple(p.k for p in chosen if p.note in used))
