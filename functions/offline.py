"""The offline answer: what GrasBot says when the node is off, unconfigured or failing.

Only sentences taken from the sources' bodies, never generated text: each sentence of the
top notes is scored by the idf of the question's terms it holds (a note matched through its
``answers`` is the one written for this question, so its sentences get a bonus), and the best
few are given back in note order. Markdown emphasis and list markers are dropped, nothing is
reworded, so every sentence can be found in a note.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from grasbot.bundle import Bundle
from grasbot.retrieval.search import Source
from grasbot.tokenise import Stemmer, tokenise

__all__ = ["not_found_text", "offline_answer", "plain_sentences"]

MAX_SENTENCES = 4
MAX_CHARS = 700
_SOURCES = 3
_ANSWERS_BONUS = 1.5
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[A-ZÀ-ÖØ-Þ0-9«(])")
_LIST_MARKER = re.compile(r"^(?:[-*+]|\d+[.)])\s+")
_META_CALLOUT = re.compile(r"cette note|r[ôo]le de", re.IGNORECASE)
# bold, code, and *italic* / _italic_ markers (an underscore inside a word, push_swap, stays)
_MARKUP = re.compile(r"\*\*|__|`|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)")


@dataclass(frozen=True, slots=True)
class _Sentence:
    text: str
    source_rank: int
    position: int
    from_hub: bool = False  # a MOC note: its lines are lists of other notes


def _blocks(body: str) -> Iterator[str]:
    """Paragraphs and list items with wrapped lines joined; headings, callouts, tables, code out."""
    in_code = in_callout = False
    current: list[str] = []
    for raw_line in body.splitlines():
        line = raw_line.strip()
        if line.startswith("```"):
            in_code = not in_code
            continue
        if line.startswith("> [!"):
            # a callout about the note itself (« Rôle de cette note ») says nothing of the owner
            in_callout = _META_CALLOUT.search(line) is not None
            continue
        elif not line.startswith(">"):
            in_callout = False
        starts_item = _LIST_MARKER.match(line) is not None
        skip = in_code or in_callout or line.startswith(("#", "|", "---", "!["))
        if (not line or skip or starts_item) and current:
            yield " ".join(current)
            current = []
        if line and not skip:
            current.append(_LIST_MARKER.sub("", line.lstrip("> ").strip()))
    if current:
        yield " ".join(current)


def plain_sentences(body: str) -> Iterator[str]:
    """The body's prose and list items as sentences, emphasis markers dropped."""
    for block in _blocks(body):
        for sentence in _SENTENCE_END.split(_MARKUP.sub("", block).strip()):
            sentence = sentence.strip()
            if len(sentence.split()) >= 4:
                yield sentence


@lru_cache(maxsize=4096)
def _note_sentences(body: str, stemmer: Stemmer) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each sentence of a note with its tokens. Notes do not change within a bundle, and
    tokenising them was most of the cost of an offline answer (about 2 ms a request)."""
    return tuple((text, frozenset(tokenise(text, stemmer))) for text in plain_sentences(body))


def offline_answer(
    query_tokens: Sequence[str],
    sources: Sequence[Source],
    bundle: Bundle,
    idf: Callable[[str], float],
) -> str:
    """A short answer made of the most relevant sentences of the top sources."""
    wanted = set(query_tokens)
    stemmer: Stemmer = bundle.params.get("stemmer", "light")
    scored: list[tuple[float, _Sentence]] = []
    for rank, source in enumerate(sources[:_SOURCES]):
        index = bundle.slug_index.get(source.slug)
        if index is None:
            continue
        by_answers = any(reason.startswith("answers:") for reason in source.reasons)
        for position, (text, tokens) in enumerate(_note_sentences(bundle.notes[index].body, stemmer)):
            hits = wanted.intersection(tokens)
            score = sum(idf(term) for term in hits)
            if by_answers and position < 3:
                score += _ANSWERS_BONUS
            # earlier notes and earlier sentences win ties: notes open with what matters
            score -= 0.3 * rank + 0.01 * position
            if hits or (by_answers and position < 3):
                scored.append((score, _Sentence(text, rank, position, source.type == "moc")))
    if not scored:
        # the words matched only titles or aliases: the note's opening sentences say what it is
        for rank, source in enumerate(sources[:1]):
            index = bundle.slug_index.get(source.slug)
            if index is not None:
                for position, (text, _) in enumerate(_note_sentences(bundle.notes[index].body, stemmer)[:2]):
                    scored.append((0.0, _Sentence(text, rank, position)))
    chosen: list[_Sentence] = []
    total = 0
    # A hub's lines ("webserv — cpp, reseau") only list other notes: used when nothing else says it.
    if any(not sentence.from_hub for _, sentence in scored):
        scored = [item for item in scored if not item[1].from_hub]
    for _, sentence in sorted(scored, key=lambda item: -item[0]):
        if len(chosen) == MAX_SENTENCES or total + len(sentence.text) > MAX_CHARS:
            continue
        if any(sentence.text == other.text for other in chosen):
            continue
        chosen.append(sentence)
        total += len(sentence.text)
    chosen.sort(key=lambda s: (s.source_rank, s.position))
    return " ".join(s.text if s.text[-1] in ".!?…" else s.text + "." for s in chosen)


def not_found_text(owner_name: str, site_paths: dict[str, str]) -> str:
    """Said offline when retrieval found nothing: honest, and points to the site's pages."""
    return (
        f"Les notes de {owner_name} ne répondent pas à cette question (non précisé dans les notes). "
        f"Vous trouverez ses projets sur {site_paths.get('portfolio', '/portfolio')}, ses compétences sur "
        f"{site_paths.get('competences', '/competences')}, et un moyen de prendre contact sur "
        f"{site_paths.get('contact', '/contact')}."
    )
