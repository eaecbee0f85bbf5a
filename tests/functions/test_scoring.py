"""The two scorers and the per-note explanation compute the same numbers.

``score_dict`` (plain dicts, questions touching few postings), ``ArrayScorer`` (numpy, many
postings) and ``VaultIndex.explain`` (the reasons of one note) add the same signals in the same
order, so their scores must agree to the last bit; the searcher's results must not depend on
the path. A generated 400-note vault gives the common words, crowded answers and hubs that the
small vaults lack, so the numpy-only branches run too.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import functions.scoring as scoring
from bench.gen_vault import generate_vault
from functions.scoring import ArrayScorer, score_dict
from functions.search import Searcher, _top
from grasbot.bundle import Bundle, parse_bundle
from grasbot.tokenise import tokenise
from index_build.build import build_bundle


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Bundle, list[str]]:
    root = generate_vault(400, tmp_path_factory.mktemp("gen"))
    return parse_bundle(build_bundle(root / "vault").data, "gen-400"), _questions(root / "queries.jsonl")


def _questions(path: Path) -> list[str]:
    return [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]


def _vocabulary(bundle: Bundle) -> list[str]:
    index = Searcher(bundle).index
    fields = bundle.fields
    words = {t for toks in index.title for t in toks} | set(fields["tags"]) | set(fields["domains"])
    words |= {t for k in range(index.alias_count) for t in index.alias(k)[0]}
    return [*sorted(words)[:400], "zzyzx", "42", "lyon"]


@pytest.mark.parametrize("which", ["example", "real"])
def test_dict_and_array_scorers_agree_on_the_dev_questions(
    which: str, example_searcher: Searcher, real_searcher: Searcher, example_queries: Path, real_queries: Path
) -> None:
    searcher, queries = (
        (example_searcher, example_queries) if which == "example" else (real_searcher, real_queries)
    )
    arrays = ArrayScorer(searcher.index)
    for question in _questions(queries):
        q = searcher.index.query(tokenise(question))
        by_dict = {i: s for i, s in score_dict(searcher.index, q).items() if s > 0}
        vector = arrays.scores(q)
        by_array = {int(i): float(vector[i]) for i in vector.nonzero()[0]}
        assert by_dict == by_array, question


@pytest.mark.parametrize("small_answer_work", [scoring.SMALL_ANSWER_WORK, 0])
def test_scorers_agree_on_a_generated_vault(
    generated: tuple[Bundle, list[str]], small_answer_work: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scoring, "SMALL_ANSWER_WORK", small_answer_work)  # 0: answers by numpy
    bundle, questions = generated
    index = Searcher(bundle).index
    arrays = ArrayScorer(index)
    heavy = one_big = 0
    for question in questions:
        q = index.query(tokenise(question))
        heavy += sum(map(len, q.answer_hits)) > scoring.SMALL_ANSWER_WORK
        one_big += sum(len(a) > scoring.SMALL_ANSWER_WORK for a in q.answer_hits) == 1
        by_dict = {i: s for i, s in score_dict(index, q).items() if s > 0}
        vector = arrays.scores(q)
        assert by_dict == {int(i): float(vector[i]) for i in vector.nonzero()[0]}, question
        for i, score in list(by_dict.items())[:20]:
            assert index.explain(i, q)[0] == score, question
    assert heavy > len(questions) // 4  # the numpy answers branches really ran
    if small_answer_work:
        assert one_big > len(questions) // 5  # one frequent answer word: the cached pass


def test_search_is_the_same_on_every_path(generated: tuple[Bundle, list[str]]) -> None:
    bundle, questions = generated
    plain = Searcher(bundle, use_arrays=False)
    vector = Searcher(bundle, use_arrays=True)
    vector.dict_max_work = -1  # numpy for every question
    mixed = Searcher(bundle, use_arrays=True)  # chosen per question
    history = [{"role": "user", "content": questions[0]}]
    for question in questions:
        expected = plain.search(question)
        assert vector.search(question) == expected == mixed.search(question), question
        short = " ".join(question.split()[-2:])
        assert vector.search(short, history=history) == plain.search(short, history=history)


@settings(max_examples=200)
@given(
    values=st.lists(st.sampled_from([0.0, 0.5, 1.0, 1.0, 2.0, 3.5, 3.5, 7.0]), min_size=0, max_size=40),
    n=st.integers(1, 8),
)
def test_top_keeps_the_best_and_breaks_ties_by_note_order(values: list[float], n: int) -> None:
    import numpy as np

    expected = sorted(((i, v) for i, v in enumerate(values) if v > 0), key=lambda kv: (-kv[1], kv[0]))[:n]
    # dict insertion order differs from note order, as a scorer's dict does
    as_dict = {i: values[i] for i in reversed(range(len(values))) if values[i]}
    assert _top(as_dict, n) == expected
    assert _top(np.asarray(values, dtype=np.float64), n) == expected


def test_unknown_words_are_not_kept(example_searcher: Searcher) -> None:
    index = Searcher(example_searcher.bundle).index
    index.query(tokenise("webserv projet"))
    kept = len(index._terms), len(index._idf)
    for k in range(200):
        index.query([f"zq{k}x", f"mot{k}inconnu"])
    assert (len(index._terms), len(index._idf)) == kept


def test_explain_gives_each_note_its_score(example_searcher: Searcher, example_queries: Path) -> None:
    index = example_searcher.index
    for question in _questions(example_queries):
        q = index.query(tokenise(question))
        for i, score in score_dict(index, q).items():
            explained, reasons = index.explain(i, q)
            assert explained == score, (question, index.bundle.notes[i].slug, reasons)
            assert reasons or score == 0.0


@settings(max_examples=80)
@given(data=st.data())
def test_search_results_do_not_depend_on_the_scorer(data: st.DataObject, example_bundle: Bundle) -> None:
    words = data.draw(st.lists(st.sampled_from(_vocabulary(example_bundle)), min_size=1, max_size=6))
    question = " ".join(words)
    history = [
        {"role": "user", "content": data.draw(st.sampled_from(["Parle-moi de webserv", "dispo ?", ""]))}
    ]
    plain = Searcher(example_bundle, use_arrays=False).search(question, history=history)
    arrays = Searcher(example_bundle, use_arrays=True)
    arrays.dict_max_work = -1  # numpy for every question, however few postings it touches
    assert plain == arrays.search(question, history=history)


def test_large_vaults_take_the_array_path(example_bundle: Bundle, monkeypatch: pytest.MonkeyPatch) -> None:
    import functions.search as search

    assert Searcher(example_bundle)._arrays is None  # 40 notes: plain dicts, no numpy import
    monkeypatch.setattr(search, "ARRAY_MIN_NOTES", 10)
    assert isinstance(Searcher(example_bundle)._arrays, ArrayScorer)


@pytest.mark.parametrize("threshold", [0.0, 0.3, 0.6, 1.0, 2.0, 3.0])
def test_answer_pruning_never_changes_the_answers_signal(example_bundle: Bundle, threshold: float) -> None:
    from functions.signals import Weights

    index = Searcher(example_bundle, weights=Weights(answers_min_sim=threshold)).index
    for question in ["Comment gère-t-il les requêtes concurrentes du serveur ?", "Quels projets en C ?"]:
        q = index.query(tokenise(question))
        reached = {index.answer_note[k] for hits in q.answer_hits for k in hits}
        # every answer of every reached note, none skipped
        unpruned = {i: index.best_answer_sim(i, q) for i in reached}
        expected = {i: index.weights.answers * s for i, s in unpruned.items() if s >= threshold}
        assert scoring.answer_scores(index, q) == expected
        if threshold >= 2.0:  # a Dice overlap is at most 1
            assert scoring.least_common(index, q) == float("inf") and not expected
