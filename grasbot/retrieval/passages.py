"""Which passages of the retrieved notes answer the question, best first.

Note retrieval says which notes are about the question; the visitor needs the part of a note
that answers it (the « Contact » list of the CV, not its first paragraph). Each passage of the
top notes is scored by BM25 over its own tokens (its heading path included, so « Langues »
answers « Quelles langues parle-t-il ? »), with the vault's note-level idf (a passage is too
short to carry its own statistics) and the passages' average length, divided by the question's
idf mass so that it reads as coverage; plus a share of its note's score, so that between two
passages that hold the same words the one from the better note wins.

For a follow-up, the previous question's terms count at a discount (« Et après ? » alone says
little), and a passage the conversation already showed is dropped: « Et ensuite ? » must move
on, not repeat the last answer.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from grasbot.bundle import Bundle, Passage
from grasbot.patterns import compiled_on_first_use
from grasbot.retrieval.analysis import is_english
from grasbot.retrieval.index import VaultIndex
from grasbot.retrieval.lexicon import french_groups
from grasbot.retrieval.query import Query
from grasbot.retrieval.shapes import shaped_for, written_as
from grasbot.tokenise import STOPWORDS, Stemmer, fold, sentences, stem, tokenise, words

__all__ = [
    "RankedPassage",
    "already_said",
    "dated_terms",
    "expects_number",
    "number_near",
    "own_heading_terms",
    "rank_passages",
    "which_asked",
]

K1 = 1.2
B = 0.5  # passages vary less in length than notes: length matters less
# a name word few notes write names its note however long the name (« l'Érard »): an idf at
# least this share of a word's that one note holds
RARE_NAME = 0.6
NOTE_SHARE = 0.35  # weight of the note's normalised score in a passage's score
OTHER_LANGUAGE = 0.8  # a translated profile's passage in English, for a French question
# A question word that names the note (in its title or slug) picked the note; inside it, every
# passage may repeat it, so it barely tells them apart: what the question asks about it does.
TOPIC_WEIGHT = 0.25
# two question words side by side in a passage: this share of the rarer one's idf, per pair
PHRASE_WEIGHT = 0.5
# a word of an asked noun-adjective pair, in a passage without the other word, counts this share
ALONE = 0.5
HISTORY_SHARE = 0.4  # weight of the previous question's terms in a follow-up
# « Combien d'exercices ? », « Quel âge ? », « Depuis quelle année ? »: the answer is a number, so
# a passage with a number next to the question's word (« 10 exercices ») is the likelier answer.
NUMBER_BONUS = 1.3
NUMBER_WINDOW = 3  # tokens between the number and the question word
# (« résume son parcours avec les dates » asks the years of each step)
_NUMBER_QUESTION = re.compile(
    r"\b(combien|dates?|quel [aâ]ge|quelle ann[ée]e|en quelle ann[ée]e|depuis quand|depuis combien|quand|"
    r"quel(le)? (part|pourcentage|proportion|taux)|"  # a share is a number: « 38 % des forfaits »
    r"how (many|much|old|long)|what year|when|what (share|percentage|proportion))\b",
    re.IGNORECASE,
)
# a line of a passage, to date what it holds: a table's row, a list item, a paragraph's line
_DATED_LINES = re.compile(r"\n+")
_year_in_line = compiled_on_first_use(r"\b(?:19|20)\d\d\b")
# A section named by what is asked, that answers all of it: « ## Parcours » for « Quel est son
# parcours ? », « ## Ce que je cherche » for « Quelle mission recherche-t-elle ? ». In a long note
# every section shares the note's words; its own heading is what tells them apart, and a long
# section is otherwise drowned by its length (docs/answers.md, long notes).
HEADING_BONUS = 1.5
SAID_OVERLAP = 0.7  # share of a passage's words already in one earlier answer: it was said
# Words that qualify what a CV or profile section names without narrowing it: « son expérience
# professionnelle » is the section headed « Expérience », « ses compétences techniques » the
# one headed « Compétences ». General vocabulary, French and English (folded forms).
_QUALIFIERS = """
    professionnel professionnelle professionnels professionnelles personnel personnelle personnels
    personnelles technique techniques academique academiques universitaire universitaires scolaire
    principal principale principaux principales professional personal technical academic main
""".split()  # noqa: SIM905 (a word list reads best as text)


class RankedPassage(NamedTuple):
    k: int  # position in bundle.passages
    note: int
    score: float
    coverage: float  # share of the question's idf held by the passage (current question only)
    terms: frozenset[str]  # the question's terms it holds
    # the asked words it answers: held, or stood in for by a synonym (« poste » for « job »)
    answers: frozenset[str] = frozenset()


def _bm25(
    tokens: Sequence[str],
    q: Query,
    avg_len: float,
    weight: float,
    topic: frozenset[str] = frozenset(),
    implicit: frozenset[str] = frozenset(),
    stemmer: Stemmer = "light",
    quoted: frozenset[tuple[str, str]] = frozenset(),
    qualified: frozenset[str] = frozenset(),
    written: Mapping[str, int] | None = None,
    head: int = 0,
) -> tuple[float, float, set[str], frozenset[str]]:
    counts: dict[str, int] = {}
    for pos, t in enumerate(tokens):
        if t in q.term_set:
            # (the passage's own heading, its first ``head`` tokens, names what the section is
            # about: a rates table under « Vols biplace » does not quote the note of that name)
            if quoted and pos >= head and _in_title(tokens, pos, quoted):
                continue
            counts[t] = counts.get(t, 0) + 1
    for t in sorted(implicit):  # the note is about them: every passage holds them at least once
        # (sorted: the sums below then add in one order whatever the hash seed)
        counts[t] = max(counts.get(t, 0), 1)
    for t, n in (written or {}).items():  # a term written in its shape, once per line
        counts[t] = max(counts.get(t, 0), n)
    if not counts:
        return 0.0, 0.0, set(), frozenset()
    # a typo guess counts at the discount the search gave it. A synonym stands in for an asked
    # word of its lexicon group that the passage lacks, worth that word at the synonym's
    # discount: it never adds to the word itself (« expertise » must not lift a passage over one
    # that says « expérience »), nor counts more for being rarer than the word. Coverage is of
    # what was asked.
    factors = dict(zip(q.posting_terms, q.posting_factors, strict=False)) if q.posting_factors else {}
    asked = frozenset(q.terms[: q.asked]) if q.asked else q.term_set
    norm = K1 * (1.0 - B + B * len(tokens) / avg_len)
    score = held = 0.0
    alone = _alone(q.phrases, counts, qualified) if q.phrases else frozenset()
    standing: dict[str, float] = {}  # asked word the passage lacks -> its best synonym's part
    for t, tf in counts.items():
        saturation = tf * (K1 + 1.0) / (tf + norm)
        if t in asked:
            idf = q.idf[t] * factors.get(t, 1.0)
            score += idf * saturation * (TOPIC_WEIGHT if t in topic else 1.0) * (ALONE if t in alone else 1.0)
            held += idf
            continue
        for a in _stands_for(t, asked, stemmer):
            if a not in counts:
                part = q.idf[a] * factors.get(t, 1.0) * saturation * (TOPIC_WEIGHT if a in topic else 1.0)
                standing[a] = standing.get(a, 0.0) + part
    for t in qualified - counts.keys():  # the section's heading says it (``_qualified``)
        score += q.idf[t] * (K1 + 1.0) / (1.0 + norm)
        held += q.idf[t]
        standing.setdefault(t, 0.0)
    for a, part in standing.items():
        if a in qualified:
            continue
        # several synonyms together (« diplôme », « université » for « études ») answer the word
        # as well as the word written once would, never better
        score += min(part, q.idf[a] * (K1 + 1.0) / (1.0 + norm) * (TOPIC_WEIGHT if a in topic else 1.0))
    score += _phrases(tokens, q, asked, counts)
    scale = weight / (q.q_idf * (K1 + 1.0)) if q.q_idf else 0.0
    answers = frozenset(t for t in counts if t in asked).union(standing)
    return score * scale, (min(1.0, held / q.q_idf) if q.q_idf else 0.0), set(counts), answers


def _alone(
    phrases: frozenset[tuple[str, str]], counts: Mapping[str, int], qualified: frozenset[str]
) -> frozenset[str]:
    """Words of an asked noun-adjective pair held without the other (« jardin numérique »
    for « accessibilité numérique », « professionnels de santé » for « expérience
    professionnelle »): another sense of the word, or another topic."""
    out: set[str] = set()
    for noun, adjective in phrases:
        has_noun, has_adjective = noun in counts, adjective in counts or adjective in qualified
        if has_noun != has_adjective:
            out.add(noun if has_noun else adjective)
    return frozenset(out)


def _phrases(tokens: Sequence[str], q: Query, asked: frozenset[str], counts: dict[str, int]) -> float:
    """Two words the question asks side by side, side by side in the passage too: « accessibilité
    numérique » said as such, not « expérience » in one sentence and « numérique » in another."""
    pairs = {
        (a, b)
        for a, b in pairwise(q.tokens)
        if a != b and a in asked and b in asked and a in counts and b in counts
    }
    if not pairs:
        return 0.0
    found = 0.0
    for x, y in pairwise(tokens):
        if (x, y) in pairs or (y, x) in pairs:
            found += PHRASE_WEIGHT * min(q.idf[x], q.idf[y])
            pairs.discard((x, y))
            pairs.discard((y, x))
            if not pairs:
                break
    return found


@lru_cache(maxsize=8)
def _qualifier_terms(stemmer: Stemmer) -> frozenset[str]:
    return frozenset(stem(w, stemmer) for w in _QUALIFIERS)


def _qualifiers_asked(q: Query, asked: frozenset[str], stemmer: Stemmer) -> dict[str, frozenset[str]]:
    """Each asked word with the qualifiers asked beside it (« expérience » → « professionnelle »)."""
    words = _qualifier_terms(stemmer)
    out: dict[str, set[str]] = {}
    for a, b in pairwise(q.tokens):
        if a in asked and b in asked:
            if b in words and a not in words:
                out.setdefault(a, set()).add(b)
            elif a in words and b not in words:
                out.setdefault(b, set()).add(a)
    return {noun: frozenset(quals) for noun, quals in out.items()}


@lru_cache(maxsize=4096)
def _heading_parts(heading: str, stemmer: Stemmer) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(tokenise(part, stemmer)) for part in heading.split(" › "))


@lru_cache(maxsize=4096)
def _heading_length(heading: str, stemmer: Stemmer) -> int:
    """How many tokens a passage's heading path puts before its text (the bundle tokenises
    « heading\ntext »)."""
    return len(tokenise(heading, stemmer)) if heading else 0


def _qualified(
    heading: str, nouns: Mapping[str, frozenset[str]], asked: frozenset[str], stemmer: Stemmer
) -> frozenset[str]:
    """The qualifiers a passage holds through its heading: a heading (or a parent heading) made
    of question words only, one of them asked with a qualifier, is the section the question
    names (« Expérience » for « expérience professionnelle »), sub-sections included."""
    out: frozenset[str] = frozenset()
    for part in _heading_parts(heading, stemmer):
        if part and part <= asked:
            for noun in part:
                out = out.union(nouns.get(noun, ()))
    return out


def dated_terms(passage: Passage, terms: frozenset[str], stemmer: Stemmer) -> frozenset[str]:
    """The ``terms`` a line of ``passage`` writing a year holds, that line holding the most of
    them (its own heading counts as a line: a CV dates its entry there, « 2023 – 2025 · Étudiant
    École 42 »); empty when no such line holds one."""
    lines = (passage.heading.rpartition(" › ")[2], *_DATED_LINES.split(passage.text))
    return max(
        (terms.intersection(tokenise(line, stemmer)) for line in lines if _year_in_line().search(line)),
        key=len,
        default=frozenset(),
    )


def own_heading_terms(heading: str, stemmer: Stemmer) -> frozenset[str]:
    """The terms of a passage's own heading (the last of its path), read once per heading."""
    return _heading_parts(heading, stemmer)[-1] if heading else frozenset()


def _named_section(heading: str, asked: frozenset[str], stemmer: Stemmer) -> bool:
    """Whether the passage's own heading (the last of its path) holds an asked word, as written
    or as a lexicon synonym of it."""
    if _TO_DO().match(fold(heading.rsplit(" › ", 1)[-1])):
        return False
    own = own_heading_terms(heading, stemmer)
    lexicon = _lexicon(stemmer)
    return any(t in asked or not asked.isdisjoint(lexicon.get(t, ())) for t in own)


# a heading saying what is still to do (« À lire », « À tester », "To read"): the owner's list of
# what they have not read nor done, not a section about reading (« des bouquins à conseiller ? »)
# (not « À venir », what is coming: « ses concerts à venir ? » names that section)
_TO_DO = compiled_on_first_use(r"^\W*(?:a|to)\s+(?!venir\b)(?:\w+(?:er|ir|re)|read|do|watch|try|see)\W*$")


def _best_row(
    text: str,
    tokens: Sequence[str],
    q: Query,
    avg_len: float,
    score: float,
    coverage: float,
    stemmer: Stemmer,
) -> tuple[float, float]:
    """A table's row answers on its own (« Accessibilité numérique | confirmé | RGAA 4.1 »): the
    table scores as its best row under the table's headings, when that row scores higher than
    the whole table (a long table is no longer drowned by its length)."""
    rows = text.split("\n")
    if len(rows) < 2:
        return score, coverage
    cut = [tokenise(row, stemmer) for row in rows]
    head = tokens[: len(tokens) - sum(map(len, cut))]
    for row in cut:
        if q.term_set.isdisjoint(row):
            continue
        found, held, _, _ = _bm25([*head, *row], q, avg_len, 1.0)
        if found > score:
            score, coverage = found, held
    return score, coverage


def _in_title(tokens: Sequence[str], pos: int, quoted: frozenset[tuple[str, str]]) -> bool:
    """Whether the word at ``pos`` sits beside its neighbour in another note's title: the
    passage quotes that title (« je lis Continuous Discovery Habits »), it does not say the word."""
    t = tokens[pos]
    return (pos > 0 and (tokens[pos - 1], t) in quoted) or (
        pos + 1 < len(tokens) and (t, tokens[pos + 1]) in quoted
    )


def _quoted_titles(
    index: VaultIndex, named: Mapping[int, AbstractSet[str]], q: Query, stemmer: Stemmer
) -> dict[int, frozenset[tuple[str, str]]]:
    """For each note whose title holds a question word without the question naming it whole
    (« habite » and *Continuous Discovery Habits*), the pairs of consecutive tokens of its title
    that hold such a word: in another note, that word beside its title neighbour is the title
    quoted, not the word said."""
    out: dict[int, frozenset[tuple[str, str]]] = {}
    for i, held in named.items():
        if not held or index.names(i) <= q.term_set:
            continue
        title = tokenise(index.bundle.notes[i].title, stemmer)
        pairs = frozenset((a, b) for a, b in pairwise(title) if a in held or b in held)
        if pairs:
            out[i] = pairs
    return out


@lru_cache(maxsize=8)
def _lexicon(stemmer: Stemmer) -> dict[str, frozenset[str]]:
    """Each French lexicon word, stemmed as the vault is, with the other words of its groups."""
    together: dict[str, set[str]] = {}
    for group in french_groups(stemmer):
        for s in group:
            together.setdefault(s, set()).update(t for t in group if t != s)
    return {s: frozenset(others) for s, others in together.items()}


def _stands_for(synonym: str, asked: frozenset[str], stemmer: Stemmer) -> frozenset[str]:
    """The asked words ``synonym`` was brought in for (all of them when the lexicon cannot say)."""
    return _lexicon(stemmer).get(synonym, asked) & asked


def expects_number(question: str) -> bool:
    """Whether the question asks for a number, a date or a duration."""
    return _NUMBER_QUESTION.search(question) is not None


# « il passe par quelle plateforme ? », « quel logiciel ? », "which tool?": the answer names the
# thing (« Home Assistant, une plateforme open-source »), so a passage writing a name beside the
# noun asked is the likelier answer. Not the kinds a number or a date answers (« quel âge »)
NAME_BONUS = 1.3
NAME_WINDOW = 4  # words between the name and the noun asked
_WHICH = compiled_on_first_use(r"\b(?:quel(?:le)?s?|which|what)\s+([^\W\d_]{3,})", re.IGNORECASE)
_NOT_NAMED = frozenset(
    """
    age ages annee annees date dates heure heures jour jours mois part pourcentage taux niveau
    prix tarif tarifs cout year years time age price level type genre sorte kind
    projet projets project projects
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
_CAPITAL_WORD = compiled_on_first_use(r"[^\W\d_][\w'’-]*")


def which_asked(question: str, stemmer: Stemmer) -> frozenset[str]:
    """The terms of the nouns a « quel(le) X ? » question asks the name of (« plateforme »)."""
    lowered = question.lower()
    if "quel" not in lowered and "which" not in lowered and "what" not in lowered:
        return frozenset()  # (most questions: no pattern search)
    nouns = (fold(m.group(1)) for m in _WHICH().finditer(question))
    return frozenset(
        stem(noun, stemmer) for noun in nouns if noun not in _NOT_NAMED and noun not in STOPWORDS
    )


def _name_near(text: str, terms: AbstractSet[str], stemmer: Stemmer) -> bool:
    """Whether ``text`` writes a name (a capitalised word inside a sentence) within a few words
    of one of ``terms``, in the same sentence (« un front React. Les services… » names no
    service)."""
    return any(_name_near_in(sentence, terms, stemmer) for sentence in sentences(text))


def _name_near_in(sentence: str, terms: AbstractSet[str], stemmer: Stemmer) -> bool:
    found = _CAPITAL_WORD().findall(sentence)
    near = [j for j, w in enumerate(found) if stem(fold(w), stemmer) in terms]
    if not near:
        return False
    for j in near:
        for w in found[max(1, j - NAME_WINDOW) : j + NAME_WINDOW + 1]:
            if w[0].isupper() and stem(fold(w), stemmer) not in terms and fold(w) not in STOPWORDS:
                return True
    return False


def number_near(tokens: Sequence[str], terms: AbstractSet[str]) -> bool:
    """Whether ``tokens`` write a number within ``NUMBER_WINDOW`` tokens of one of ``terms``."""
    for pos, t in enumerate(tokens):
        if t.isdigit():
            window = tokens[max(0, pos - NUMBER_WINDOW) : pos + NUMBER_WINDOW + 1]
            if any(w in terms for w in window):
                return True
    return False


def _counts(tokens: Sequence[str], terms: AbstractSet[str]) -> bool:
    """Whether ``tokens`` write a number right before one of ``terms``: a count of that thing
    (« nous avons recensé 147 bornes »), though the note is named for it (« Bornes anciennes »)."""
    return any(t.isdigit() and after in terms for t, after in pairwise(tokens))


def _words(text: str, stemmer: Stemmer) -> set[str]:
    return set(tokenise(text, stemmer))


def already_said(bundle: Bundle, k: int, earlier_answers: Iterable[set[str]]) -> bool:
    """Whether passage ``k`` is (mostly) in one of the earlier answers' words."""
    words = set(bundle.passages[k].tokens)
    if not words:
        return False
    return any(len(words & said) >= SAID_OVERLAP * len(words) for said in earlier_answers)


def rank_passages(
    index: VaultIndex,
    notes: Sequence[tuple[int, float]],
    q: Query,
    earlier: Query | None = None,
    earlier_answers: Sequence[str] = (),
    number: bool = False,
    translated: AbstractSet[int] = frozenset(),
    named: AbstractSet[str] = frozenset(),
) -> list[RankedPassage]:
    """The passages of ``notes`` ((note id, score), best first) for ``q``, best first.

    Passages holding none of the question's terms (nor the previous question's, for a
    follow-up) are left out; ties keep the notes' order, then reading order. ``number``: the
    question asks for a number (:func:`expects_number`); ``named``: the nouns it asks the name
    of (:func:`which_asked`). ``translated``: the notes whose
    English passages are a translation the question's language makes second (the owner's
    profile notes, for a French question: the contact list before the "About me" that also
    gives the address, for « Comment la contacter ? »); a note written in English only (a job
    with an English-speaking client) is what it is, and counts as it scores.
    """
    if not notes:
        return []
    bundle = index.bundle
    passages = bundle.passages
    stemmer: Stemmer = bundle.params.get("stemmer", "light")
    said = [_words(text, stemmer) for text in earlier_answers if text]
    best_note = max(score for _, score in notes) or 1.0
    out: list[tuple[float, int, int, RankedPassage]] = []
    # Words naming a retrieved note are the question's topic. Every passage of the note they
    # name is about them, written there or not (« Notes liées » of the hub « C » answers « ses
    # projets en C »); elsewhere they count little: a note that mentions ft_linear_regression
    # must not outrank ft_linear_regression's own passages.
    rare = RARE_NAME * math.log(1.0 + (len(bundle) - 0.5) / 1.5)  # the idf of a term in one note
    names = {i: _named(index.names(i), q, rare) for i, _ in notes}
    topic = frozenset().union(*names.values())
    empty: frozenset[str] = frozenset()
    named_before = {i: frozenset(index.names(i) & earlier.term_set) if earlier else empty for i, _ in notes}
    # a note's tag says what the whole note is about, as its name does (a #perso hobby note
    # never writes « perso »): every passage holds it, as written or as a synonym
    tagged: dict[int, set[str]] = {}
    for field, t, ids, _ in q.field_hits:
        if field == "tags":
            for i in ids:
                tagged.setdefault(i, set()).add(t)
    titles = _quoted_titles(index, names, q, stemmer) if topic else {}
    asked = frozenset(q.terms[: q.asked]) if q.asked else q.term_set
    nouns = _qualifiers_asked(q, asked, stemmer)
    for i, tags in tagged.items():
        # a tag some passage of the note writes is where it is written: « unity » tags the game,
        # and the passage saying « sous Unity » answers « quel moteur ? », not the opening
        written = {t for k in passages.of_note(i) for t in passages[k].tokens if t in tags}
        tags -= written
    # a term a passage holds unwritten, in the shape of its answer (« J'ai grandi à Bastia »
    # for « originaire »: ``shapes.WRITTEN_AS``)
    shaped = {t: shape for t, shape in written_as(stemmer, q.term_set).items() if shaped_for(t, q)}
    for rank, (i, note_score) in enumerate(notes):
        about = frozenset(names[i]).union(tagged.get(i, ()))
        quoted = frozenset().union(*(pairs for j, pairs in titles.items() if j != i))
        for k in passages.of_note(i):
            tokens = passages[k].tokens
            implicit = about
            lines: dict[str, int] | None = None
            if shaped:
                text = passages[k].text
                lines = {t: _lines_written(text, shape) for t, shape in shaped.items() if shape(text)}
                implicit = about.union(lines)
            qualified = _qualified(passages[k].heading, nouns, asked, stemmer) if nouns else frozenset()
            score, coverage, held, answers = _bm25(
                tokens,
                q,
                passages.avg_len,
                1.0,
                topic - implicit,
                implicit,
                stemmer,
                quoted,
                qualified,
                lines,
                _heading_length(passages[k].heading, stemmer) if quoted else 0,
            )
            if passages[k].kind == "table" and score > 0.0:
                score, coverage = _best_row(
                    passages[k].text, tokens, q, passages.avg_len, score, coverage, stemmer
                )
            if earlier is not None:
                # the note the conversation named (« Parle-moi de ft_irc ») is what a follow-up
                # asks about: every passage of it holds its name, as for the question's own words
                extra = _bm25(tokens, earlier, passages.avg_len, HISTORY_SHARE, implicit=named_before[i])[0]
                score += extra
            if score <= 0.0:
                continue
            if number and (number_near(tokens, held - topic) or _counts(tokens, held)):
                score *= NUMBER_BONUS
            elif named and not named.isdisjoint(held) and _name_near(passages[k].text, named, stemmer):
                score *= NAME_BONUS
            if answers >= asked and _named_section(passages[k].heading, asked, stemmer):
                score *= HEADING_BONUS
            if said and already_said(bundle, k, said):
                continue
            if i in translated and _english_text(passages[k].text):
                score *= OTHER_LANGUAGE
            if index.archived[i]:
                # an archived note's passage holds what was true once: a newer note's passage
                # with the same words answers (« 3 500 abonnés » in 2023, « 18 000 » today)
                score *= index.weights.archived
            score += NOTE_SHARE * note_score / best_note
            out.append((-score, rank, k, RankedPassage(k, i, score, coverage, frozenset(held), answers)))
    out.sort(key=lambda item: item[:3])
    return [item[3] for item in out]


def _named(name: AbstractSet[str], q: Query, rare: float) -> frozenset[str]:
    """The words of a note's name the question holds: all of them when they are half its name
    or more (« ft_linear_regression », « école 42 » of « Présentation école 42 », « tarifs » of
    « Tarifs 2025-2026 »), else those few notes write; not « newsletter » and « IA », two words of
    « Newsletter IA — Ollama + Listmonk + Directus » that many notes write."""
    held = frozenset(name & q.term_set)
    # (a year or a number qualifies a name, « Tarifs 2025-2026 », « Érard carré 1882 »: the
    # words are the name)
    if 2 * len(held) >= sum(not t.isdigit() for t in name):
        return held
    return frozenset(t for t in held if q.idf.get(t, 0.0) >= rare)


def _lines_written(text: str, shape: Callable[[str], bool]) -> int:
    """How many lines of ``text`` write an asked term in its shape: its frequency there. A
    career's timeline (« 2014 → 2017 : Plumeo », « 2007 → 2011 : Arverne ») writes an earlier
    job per line and answers « Où travaillait-il avant ? » better than a bio's one sentence."""
    if "\n" not in text:
        return 1
    return max(1, sum(1 for line in text.split("\n") if shape(line)))


def _english_text(text: str) -> bool:
    """Whether a passage is written in English (more English function words than French)."""
    return is_english(words(text))
