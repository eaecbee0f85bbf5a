"""The two scorers and the per-note explanation compute the same numbers.

``score_dict`` (plain dicts, small vaults), ``ArrayScorer`` (numpy, large vaults) and
``VaultIndex.explain`` (the reasons of one note) add the same signals in the same order, so
their scores must agree to the last bit; the searcher's results must not depend on the path.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from functions.scoring import ArrayScorer, score_dict
from functions.search import Searcher
from grasbot.bundle import Bundle
from grasbot.tokenise import tokenise


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
    vector = Searcher(example_bundle, use_arrays=True).search(question, history=history)
    assert plain == vector


def test_large_vaults_take_the_array_path(example_bundle: Bundle, monkeypatch: pytest.MonkeyPatch) -> None:
    import functions.search as search

    assert Searcher(example_bundle)._arrays is None  # 40 notes: plain dicts, no numpy import
    monkeypatch.setattr(search, "ARRAY_MIN_NOTES", 10)
    assert isinstance(Searcher(example_bundle)._arrays, ArrayScorer)
