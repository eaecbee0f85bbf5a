"""The published GrasBot 3.0 scorer (April 2026), re-implemented as the benchmark's baseline.

Its rules, as published in Ladebeze66/devsite ``llm-api/search.py`` and described in the vault
note ``50-Technique/grasbot-retrieval.md``, restated here in our words:

- tokeniser: lower-case (no accent folding), ``-``/``_`` become spaces, words are runs of
  letters, digits, ``+``, ``#`` and ``.`` (so ``fin.`` keeps its dot), exact ``c++``/``c#``
  become ``cpp``/``csharp``, a short stop-word list and one-character words are dropped;
- per note, flat boosts: +10 once if any alias matches (several words: substring of the
  lower-cased question; one word: its token is in the question), +8 if the whole title (4+
  characters) is a substring of the question, else +4 if two title tokens are shared, +8 if
  every slug token is in the question, answers: the first entry sharing 3+ tokens gives +12,
  or sharing 2 gives +5 (first such entry wins), +5 per domain and +3 per tag equal to a
  question token, BM25 on the body (k1 1.5, b 0.75, Lucene idf, question tokens counted with
  repeats) divided by 3 and capped at 5;
- only when that text score is positive: +0.3 per priority point above 5, +1 for a MOC;
- notes with a positive score sorted; the first three are seeds; each seed's neighbours
  (``linked`` + ``related`` + body wikilinks, matched by exact slug, no backlinks) get 0.6 x
  the seed score, or, when already listed (a seed included), 0.3 x that share more; the best
  ``top_k - 3`` neighbours join the seeds, the rest of the scored notes are dropped;
- sources are those scoring at least ``SEARCH_MIN_SCORE`` (1.0); grounded if there is one.

Notes come from the same reader as the bundle (``index_build.vault.read_vault``) so that every
engine sees the same corpus; 3.0's own loader differs only in keeping comments and raw
wikilink syntax in the body. Its per-query work is kept as published (every field re-tokenised
and every body's term counts rebuilt on each question), so its latency stays comparable to the
reference points measured on the original.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from index_build.vault import RawNote, read_vault

__all__ = ["GrasBot3", "Scored", "tokenize_v3"]

K1 = 1.5
B = 0.75
MIN_SCORE = 1.0
SEEDS = 3

_STOPWORDS_TEXT = """
    le la les un une des du de d au aux l et ou ni mais donc or car que qui quoi dont où si en y à a
    sur sous dans par pour avec sans vers chez entre est sont été être avoir il elle ils elles on nous
    vous je tu me te se moi toi son sa ses ma mon mes ta ton tes notre nos votre vos leur leurs ce cet
    cette ces cela ça celui celle ceci celles ceux tout tous toute toutes pas ne n plus moins très bien
    mal peux peut peuvent pouvoir fait faire dit dire quel quelle quels quelles comment pourquoi quand
    parle parles parlez parler lui eux"""
_STOPWORDS = frozenset(_STOPWORDS_TEXT.split())
_WORD_RE = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ0-9+#.]+")
_RENAMED = {"c++": "cpp", "c#": "csharp"}


def tokenize_v3(text: str) -> list[str]:
    """3.0's tokeniser: see the module docstring for its rules and quirks."""
    if not text:
        return []
    words = _WORD_RE.findall(text.lower().replace("-", " ").replace("_", " "))
    out = []
    for word in words:
        word = _RENAMED.get(word, word)
        if len(word) > 1 and word not in _STOPWORDS:
            out.append(word)
    return out


def _alias_matches(alias: str, lowered_question: str, q_set: set[str]) -> bool:
    text = alias.strip().lower()
    toks = tokenize_v3(text)
    if len(toks) == 1:  # one word: compared as a token, so "c" never matches "recette"
        return toks[0] in q_set
    return bool(text) and text in lowered_question  # several words (or none left): substring


@dataclass(slots=True)
class _Note:
    slug: str
    title: str
    type: str
    priority: int
    aliases: list[str]
    answers: list[str]
    domains: list[str]
    tags: list[str]
    neighbours: list[str]
    body_tokens: list[str]


@dataclass(slots=True)
class Scored:
    slug: str
    score: float
    reasons: list[str] = field(default_factory=list)


def _from_raw(note: RawNote) -> _Note:
    return _Note(
        slug=note.slug,
        title=note.title,
        type=note.type,
        priority=note.priority,
        aliases=note.aliases,
        answers=note.answers,
        domains=note.domains,
        tags=note.tags,
        # linked, then related, then wikilinks, as 3.0 concatenates them (a set removes repeats)
        neighbours=[link.target.strip() for link in note.links],
        body_tokens=tokenize_v3(note.body),
    )


class GrasBot3:
    """Scores every note of a vault for a question with the 3.0 rules."""

    def __init__(self, notes: Sequence[RawNote], top_k: int = 5, min_score: float = MIN_SCORE) -> None:
        self.top_k = top_k
        self.min_score = min_score
        self.notes: dict[str, _Note] = {}
        for raw in notes:
            self.notes[raw.slug] = _from_raw(raw)
        n = len(self.notes) or 1
        df: dict[str, int] = {}
        total = 0
        for note in self.notes.values():
            total += len(note.body_tokens)
            for t in set(note.body_tokens):
                df[t] = df.get(t, 0) + 1
        self.avgdl = total / n
        self.idf = {t: math.log((n - d + 0.5) / (d + 0.5) + 1.0) for t, d in df.items()}

    @classmethod
    def from_vault(cls, vault: str | Path, top_k: int = 5) -> GrasBot3:
        return cls(read_vault(vault).notes, top_k=top_k)

    def _bm25(self, q_tokens: list[str], body: list[str]) -> float:
        if not q_tokens or not body:
            return 0.0
        counts: dict[str, int] = {}
        for t in body:  # rebuilt on every question, as in 3.0
            counts[t] = counts.get(t, 0) + 1
        norm = K1 * (1 - B + B * len(body) / self.avgdl) if self.avgdl else 0.0
        total = 0.0
        for q in q_tokens:  # repeats in the question count again
            f = counts.get(q)
            if f:
                total += self.idf.get(q, 0.0) * f * (K1 + 1) / (f + norm)
        return min(total / 3.0, 5.0)

    def score(self, note: _Note, question: str, q_tokens: list[str]) -> Scored:
        """Own score of one note: the flat boosts, BM25, then priority and MOC bonus."""
        lowered = question.lower()
        q_set = set(q_tokens)
        s = Scored(note.slug, 0.0)

        alias_hits = [a for a in note.aliases if _alias_matches(a, lowered, q_set)]
        if alias_hits:
            s.score += 10.0
            s.reasons.append("alias:" + ",".join(alias_hits[:2]))

        if len(note.title) >= 4 and note.title.lower() in lowered:
            s.score += 8.0
            s.reasons.append("title")
        elif len(set(tokenize_v3(note.title)) & q_set) >= 2:
            s.score += 4.0
            s.reasons.append("title-tokens")
        slug_toks = tokenize_v3(note.slug)
        if slug_toks and all(t in q_set for t in slug_toks):
            s.score += 8.0
            s.reasons.append("slug")

        for answer in note.answers:
            shared = len(set(tokenize_v3(answer)) & q_set)
            if shared >= 2:
                s.score += 12.0 if shared >= 3 else 5.0
                s.reasons.append("answers" if shared >= 3 else "answers-partial")
                break

        for values, weight, label in ((note.domains, 5.0, "domains"), (note.tags, 3.0, "tags")):
            hits = sorted({v.lower() for v in values} & q_set)
            if hits:
                s.score += weight * len(hits)
                s.reasons.append(f"{label}:{','.join(hits)}")

        bm25 = self._bm25(q_tokens, note.body_tokens)
        if bm25 > 0:
            s.score += bm25
            s.reasons.append(f"bm25:{bm25:.2f}")

        if s.score > 0:  # bonuses need a text signal first
            if note.priority > 5:
                s.score += (note.priority - 5) * 0.3
                s.reasons.append(f"priority:{note.priority}")
            if note.type == "moc":
                s.score += 1.0
                s.reasons.append("moc-hub")
        return s

    def _expand(self, seeds: list[Scored], room: int) -> list[Scored]:
        listed = {s.slug: s for s in seeds}
        for parent in seeds:
            # each neighbour once, in link order: a set's order follows the process's hash seed
            # and made this baseline's ties, hence its figures, change from run to run
            for slug in dict.fromkeys(self.notes[parent.slug].neighbours):
                if slug not in self.notes:
                    continue
                share = parent.score * 0.6
                known = listed.get(slug)
                if known is not None:
                    known.score += share * 0.3
                    if "graph-reinforce" not in known.reasons:
                        known.reasons.append("graph-reinforce")
                else:
                    listed[slug] = Scored(slug, share, [f"graph-from:{parent.slug}"])
        seed_slugs = {s.slug for s in seeds}
        extras = sorted((s for s in listed.values() if s.slug not in seed_slugs), key=lambda s: -s.score)
        return seeds + extras[: max(room, 0)]

    def rank(self, question: str, top_k: int | None = None) -> list[Scored]:
        """The final top-k before the min-score cut, best first."""
        k = top_k or self.top_k
        q_tokens = tokenize_v3(question)
        scored = [self.score(note, question, q_tokens) for note in self.notes.values()]
        scored = sorted((s for s in scored if s.score > 0), key=lambda s: -s.score)
        seeds = scored[:SEEDS]
        if not seeds:
            return []
        expanded = self._expand(seeds, k - len(seeds))
        expanded.sort(key=lambda s: -s.score)
        return expanded[:k]

    def search(self, question: str, top_k: int | None = None) -> tuple[list[Scored], bool]:
        """Sources (score >= min_score) and whether the answer is grounded."""
        sources = [s for s in self.rank(question, top_k) if s.score >= self.min_score]
        return sources, bool(sources)
