"""The scorer and the per-note explanation compute the same numbers, and the same reasons.

``score_notes`` adds every signal for all notes at once and ``explain.explain`` the same
signals for one note (to write its reasons): they add the same parts in the same order, so
their scores must agree to the last bit, or a shown score would differ from the ranked one. A
generated 400-note vault gives the common words, crowded answers and hubs the small vaults lack.
"""

from __future__ import annotations

import json
from pathlib import Path
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grasbot.bundle import Bundle, parse_bundle
from grasbot.retrieval import scoring, search
from grasbot.retrieval.explain import explain, inspect, reasons
from grasbot.retrieval.index import VaultIndex
from grasbot.retrieval.query import Query, Weights
from grasbot.retrieval.scoring import score_notes
from grasbot.retrieval.search import Searcher, _top
from grasbot.tokenise import tokenise
from index_build.build import BuildResult


@pytest.fixture(scope="module")
def generated(generated_vault: Path, generated_build: BuildResult) -> tuple[Bundle, list[str]]:
    return parse_bundle(generated_build.data, "gen-400"), _questions(generated_vault / "queries.jsonl")


def _questions(path: Path) -> list[str]:
    return [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]


def _vocabulary(bundle: Bundle) -> list[str]:
    index = Searcher(bundle).index
    fields = bundle.fields
    words = {t for toks in index.title for t in toks} | set(fields.tags) | set(fields.domains)
    words |= {t for k in range(index.alias_count) for t in index.alias(k)[0]}
    return [*sorted(words)[:400], "zzyzx", "42", "lyon"]


def _assert_explained(index: VaultIndex, question: str) -> None:
    q = index.query(tokenise(question))
    scores = score_notes(index, q)
    notes = list(scores)
    # the search reads the shown notes' reasons from what the scorer found: the same reasons
    read = reasons(index, notes, q, scores.named, [scores[i] for i in notes])
    for (i, score), shown in zip(scores.items(), read, strict=True):
        explained, why = explain(index, i, q)
        assert explained == score, (question, index.bundle.notes[i].slug, why)
        assert why or score == 0.0
        assert shown == why, (question, index.bundle.notes[i].slug)


@pytest.mark.parametrize("which", ["example", "real"])
def test_explain_gives_each_note_its_score_on_the_dev_questions(
    which: str, example_searcher: Searcher, real_searcher: Searcher, example_queries: Path, real_queries: Path
) -> None:
    searcher, queries = (
        (example_searcher, example_queries) if which == "example" else (real_searcher, real_queries)
    )
    for question in _questions(queries):
        _assert_explained(searcher.index, question)


def test_explain_gives_each_note_its_score_on_a_generated_vault(generated: tuple[Bundle, list[str]]) -> None:
    bundle, questions = generated
    index = Searcher(bundle).index
    crowded = 0
    for question in questions:
        _assert_explained(index, question)
        crowded += sum(map(len, index.query(tokenise(question)).answer_hits)) > 64
    assert crowded > len(questions) // 4  # the crowded-answers case really ran


@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_explain_agrees_on_any_mix_of_vault_words(data: st.DataObject, example_bundle: Bundle) -> None:
    words = data.draw(st.lists(st.sampled_from(_vocabulary(example_bundle)), min_size=1, max_size=6))
    _assert_explained(Searcher(example_bundle).index, " ".join(words))


# both ways to the top: sorting every score (small vaults) and heapq's selection (past SORT_ALL)
@pytest.mark.parametrize("sort_all", [search.SORT_ALL, 0], ids=["sorted", "selected"])
@settings(max_examples=200)
@given(
    values=st.lists(st.sampled_from([0.0, 0.5, 1.0, 1.0, 2.0, 3.5, 3.5, 7.0]), min_size=0, max_size=40),
    n=st.integers(1, 8),
)
def test_top_keeps_the_best_and_breaks_ties_by_note_order(sort_all: int, values: list[float], n: int) -> None:
    expected = sorted(((i, v) for i, v in enumerate(values) if v > 0), key=lambda kv: (-kv[1], kv[0]))[:n]
    # dict insertion order differs from note order, as the scorer's dict does
    as_dict = {i: values[i] for i in reversed(range(len(values))) if values[i]}
    with patch.object(search, "SORT_ALL", sort_all):
        assert _top(as_dict, n) == expected


def test_unknown_words_are_not_kept(example_searcher: Searcher) -> None:
    index = Searcher(example_searcher.bundle).index
    index.query(tokenise("webserv projet"))
    kept = len(index._terms), len(index._idf)
    for k in range(200):
        index.query([f"zq{k}x", f"mot{k}inconnu"])
    assert (len(index._terms), len(index._idf)) == kept


def _best_answer_sim(index: VaultIndex, i: int, q: Query) -> float:
    """The weighted Dice of the question with each answer of note ``i``, written out."""
    best = 0.0
    for k in index.answers_of(i):
        answer = set(index.answer_tokens[k])
        common = sum(q.idf[t] for t in q.terms if t in answer)
        if common:
            best = max(best, 2.0 * common / (index.answer_idf(k) + q.q_idf))
    return best


@pytest.mark.parametrize("threshold", [0.0, 0.3, 0.6, 1.0, 2.0, 3.0])
def test_answer_pruning_never_changes_the_answers_signal(example_bundle: Bundle, threshold: float) -> None:
    index = Searcher(example_bundle, weights=Weights(answers_min_sim=threshold)).index
    for question in ["Comment gère-t-il les requêtes concurrentes du serveur ?", "Quels projets en C ?"]:
        q = index.query(tokenise(question))
        reached = {index.answer_note[k] for hits in q.answer_hits for k in hits}
        # every answer of every reached note, none skipped
        unpruned = {i: _best_answer_sim(index, i, q) for i in reached}
        expected = {i: index.weights.answers * s for i, s in unpruned.items() if s >= threshold}
        assert scoring.answer_scores(index, q) == pytest.approx(expected, rel=1e-12)
        if threshold >= 2.0:  # a Dice overlap is at most 1
            assert scoring.least_common(index, q) == float("inf") and not expected


def test_pruning_common_words_never_changes_a_result(
    generated: tuple[Bundle, list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    bundle, questions = generated
    monkeypatch.setattr(scoring, "PRUNE_MIN_NOTES", 10**9)
    full = Searcher(bundle)
    expected = [full.search(q) for q in questions]
    monkeypatch.setattr(scoring, "PRUNE_MIN_NOTES", 100)  # the 400-note vault prunes
    pruned = Searcher(bundle)
    index = pruned.index
    pruned_any = 0
    for question, want in zip(questions, expected, strict=True):
        assert pruned.search(question) == want, question
        q = index.query(tokenise(question))
        scores = scoring.score_notes(index, q, top=5)
        if not scores.complete:
            pruned_any += 1
            for i in range(index.n):  # every note's exact score, scored or left out
                assert scores.of(i) == inspect(index, i, q)[0], (question, i)
                # the ceiling the graph expansion trusts bounds every note left out
                assert i in scores or scores.of(i) <= scores.ceiling, (question, i)
    assert pruned_any >= 3  # the pruning really ran (on the questions with a common word)
