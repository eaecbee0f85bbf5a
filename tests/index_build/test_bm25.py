"""BM25 postings against rank_bm25 (okapi idf) and the Lucene formula written out, plus its properties."""

import math
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from grasbot.bundle import Bundle, parse_bundle
from grasbot.evaluation import read_queries
from grasbot.tokenise import tokenise
from index_build.bm25 import BM25Index, IdfVariant, build_bm25
from index_build.build import BuildParams, build_bundle
from index_build.obsidian import searchable

WORDS = ["api", "python", "docker", "42", "lyon", "data", "cpp", "reseau", "projet", "zz"]
docs_st = st.lists(st.lists(st.sampled_from(WORDS), max_size=14), min_size=1, max_size=12).filter(
    lambda docs: any(docs)  # rank_bm25 divides by avgdl
)
# rank_bm25 scores an empty note 0/0 = nan when b = 1: compare it on notes with words only
full_docs_st = st.lists(st.lists(st.sampled_from(WORDS), min_size=1, max_size=14), min_size=1, max_size=12)
query_st = st.lists(st.sampled_from([*WORDS, "absent"]), min_size=1, max_size=6)
k1_st = st.floats(0.5, 2.5)
b_st = st.floats(0.0, 1.0)


def okapi(docs: list[list[str]], k1: float, b: float) -> Any:
    """rank_bm25's Okapi scorer, imported here: numpy's import (0.17 s) is then paid only by the
    process that runs these tests, not by every xdist worker at collection."""
    from rank_bm25 import BM25Okapi

    return BM25Okapi(docs, k1=k1, b=b, epsilon=0.25)


def body_scores(index: BM25Index, n: int, query: Sequence[str]) -> list[float]:
    """What the function computes: sum of the precomputed weights of each distinct query term."""
    scores = [0.0] * n
    for term in dict.fromkeys(query):
        ids, weights = index.postings.get(term, ([], []))
        for i, w in zip(ids, weights, strict=True):
            scores[i] += w
    return scores


def lucene_scores(docs: Sequence[Sequence[str]], query: Sequence[str], k1: float, b: float) -> list[float]:
    # Lucene / bm25s default: idf = ln(1 + (N - df + 0.5) / (df + 0.5)), always positive.
    n = len(docs)
    avgdl = sum(map(len, docs)) / n
    df = Counter(t for d in docs for t in set(d))
    out = []
    for d in docs:
        tf = Counter(d)
        score = 0.0
        for t in dict.fromkeys(query):
            if tf[t]:
                idf = math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5))
                score += idf * tf[t] * (k1 + 1) / (tf[t] + k1 * (1 - b + b * len(d) / avgdl))
        out.append(score)
    return out


@settings(max_examples=200)
@given(full_docs_st, query_st, k1_st, b_st)
def test_okapi_equals_rank_bm25(docs: list[list[str]], query: list[str], k1: float, b: float) -> None:
    index = build_bm25(docs, k1, b, "okapi")
    expected = okapi(docs, k1, b).get_scores(list(dict.fromkeys(query)))
    assert body_scores(index, len(docs), query) == pytest.approx(list(expected), rel=1e-9, abs=1e-12)


@settings(max_examples=200)
@given(docs_st, query_st, k1_st, b_st)
def test_lucene_equals_the_formula(docs: list[list[str]], query: list[str], k1: float, b: float) -> None:
    index = build_bm25(docs, k1, b, "lucene")
    expected = lucene_scores(docs, query, k1, b)
    assert body_scores(index, len(docs), query) == pytest.approx(expected, rel=1e-9, abs=1e-12)


def test_known_values() -> None:
    # one hand-checked case, so a shared mistake in formula and code cannot hide
    docs = [["api", "api", "python"], ["docker"]]
    index = build_bm25(docs, 1.5, 0.75, "lucene")
    idf = math.log(1 + (2 - 1 + 0.5) / (1 + 0.5))  # ln 2
    norm = 1.5 * (1 - 0.75 + 0.75 * 3 / 2)
    ids, weights = index.postings["api"]
    assert ids == [0]
    assert weights == [pytest.approx(idf * 2 * 2.5 / (2 + norm))]
    assert index.avgdl == 2.0
    assert index.doc_len == [3, 1]


@given(docs_st, query_st, st.sampled_from(["lucene", "okapi"]))
def test_term_in_no_note_adds_nothing(docs: list[list[str]], query: list[str], idf: IdfVariant) -> None:
    index = build_bm25(docs, idf=idf)
    assert body_scores(index, len(docs), [*query, "jamais-vu"]) == body_scores(index, len(docs), query)


@given(docs_st, st.data(), st.sampled_from(["lucene", "okapi"]))
def test_more_occurrences_never_lower_the_score(
    docs: list[list[str]], data: st.DataObject, idf: IdfVariant
) -> None:
    # Same length, one more occurrence of the query term; the replaced word stays in the note,
    # so no document frequency (hence no idf) moves. The note holds the term and a spare word
    # twice by construction (any bag of words that has them is some note plus these three).
    i = data.draw(st.integers(0, len(docs) - 1))
    term = data.draw(st.sampled_from(WORDS))
    spare_word = data.draw(st.sampled_from([w for w in WORDS if w != term]))
    docs = [*docs[:i], [*docs[i], term, spare_word, spare_word], *docs[i + 1 :]]
    doc = docs[i]
    counts = Counter(doc)
    spare = [p for p, t in enumerate(doc) if t != term and counts[t] >= 2]
    more = list(doc)
    more[data.draw(st.sampled_from(spare))] = term
    before = body_scores(build_bm25(docs, idf=idf), len(docs), [term])[i]
    after_docs = [*docs[:i], more, *docs[i + 1 :]]
    after = body_scores(build_bm25(after_docs, idf=idf), len(docs), [term])[i]
    if idf == "okapi":
        # Okapi's idf (and its epsilon floor) goes negative on small corpora: then more
        # occurrences lower the score, in rank_bm25 too. One reason the build defaults to lucene.
        assume(before > 0)
    assert after >= before


def test_empty_corpus_and_empty_notes() -> None:
    assert build_bm25([]).postings == {}
    index = build_bm25([[], ["api"]])
    assert index.doc_len == [0, 1]
    assert list(index.postings) == ["api"]


def bundle_documents(bundle: Bundle) -> list[list[str]]:
    """The token lists the build indexed, rebuilt from the shipped text and parameters (the body
    less its query blocks and embed lines, whose words belong to other notes)."""
    stemmer = bundle.params["stemmer"]
    with_title = bundle.params.get("title_in_bm25", False)
    return [
        (tokenise(n.title, stemmer) if with_title else []) + tokenise(searchable(n.body), stemmer)
        for n in bundle.notes
    ]


def shipped_scores(bundle: Bundle, query: Sequence[str]) -> list[float]:
    scores = [0.0] * len(bundle)
    for term in dict.fromkeys(query):
        posting = bundle.postings(term)
        if posting is not None:
            for i, w in zip(*posting, strict=True):
                scores[i] += w
    return scores


def test_bundle_postings_match_the_formula_on_the_example_vault(
    example_bundle: Bundle, example_queries: Path
) -> None:
    docs = bundle_documents(example_bundle)
    assert [len(d) for d in docs] == list(example_bundle.doc_len)
    k1, b = example_bundle.params["k1"], example_bundle.params["b"]
    assert example_bundle.params["idf"] == "lucene"
    checked = 0
    for q in read_queries(example_queries):
        tokens = tokenise(q.question, example_bundle.params["stemmer"])
        expected = lucene_scores(docs, tokens, k1, b)
        # float32 in the bundle: ~1e-7 relative, so 1e-5 leaves room and still catches a wrong formula
        assert shipped_scores(example_bundle, tokens) == pytest.approx(expected, rel=1e-5, abs=1e-6)
        checked += any(expected)
    assert checked >= 30


def test_okapi_bundle_matches_rank_bm25_on_the_real_vault(real_vault: Path, real_queries: Path) -> None:
    bundle = parse_bundle(build_bundle(real_vault, BuildParams(idf="okapi")).data)
    docs = bundle_documents(bundle)
    reference = okapi(docs, 1.5, 0.75)
    for q in read_queries(real_queries):
        tokens = list(dict.fromkeys(tokenise(q.question, bundle.params["stemmer"])))
        expected = list(reference.get_scores(tokens))
        assert shipped_scores(bundle, tokens) == pytest.approx(expected, rel=1e-5, abs=1e-5)
