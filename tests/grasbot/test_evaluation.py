"""Retrieval metrics on hand-computed runs, and the query file format."""

import math
from pathlib import Path

import pytest

from grasbot.bundle import Bundle
from grasbot.evaluation import (
    Answered,
    Query,
    QueryFileError,
    Ranked,
    evaluate,
    evaluate_answers,
    grade_answer,
    matches,
    normalise,
    read_queries,
)

RUNS = {
    "q1": Ranked(["a", "x", "b"], True, 1.0),  # relevant a, b
    "q2": Ranked(["x", "y", "z", "w", "v", "c"], True, 3.0),  # relevant c: rank 6, outside top 5
    "q3": Ranked(["y", "d"], True, 2.0),  # relevant d: rank 2
    "off1": Ranked([], False, 4.0),  # abstains: right
    "off2": Ranked(["x"], True, 5.0),  # grounded on an off-topic question: wrong
}
QUERIES = [
    Query("q1", "?", ("a", "b")),
    Query("q2", "?", ("c",)),
    Query("q3", "?", ("d",)),
    Query("off1", "?", ()),
    Query("off2", "?", ()),
]


def test_metrics_by_hand() -> None:
    report = evaluate(QUERIES, lambda q: RUNS[q.id], k=5)
    assert report["n"] == 5
    assert report["answerable"] == 3
    assert report["recall@1"] == round((0.5 + 0 + 0) / 3, 4)
    assert report["recall@5"] == round((1 + 0 + 1) / 3, 4)
    assert report["hit@5"] == round(2 / 3, 4)
    assert report["mrr"] == round((1 + 1 / 6 + 1 / 2) / 3, 4)
    ndcg_q1 = (1 + 1 / math.log2(4)) / (1 + 1 / math.log2(3))
    ndcg_q2 = (1 / math.log2(7)) / 1
    ndcg_q3 = (1 / math.log2(3)) / 1
    assert report["ndcg@10"] == round((ndcg_q1 + ndcg_q2 + ndcg_q3) / 3, 4)
    assert report["abstain_n"] == 2
    assert report["abstain_accuracy"] == 0.5
    assert report["p50_ms"] == 3.0
    assert report["misses"] == [
        {"id": "q2", "expected": ["c"], "got": ["x", "y", "z", "w", "v"]},
        {"id": "off2", "expected": [], "got": ["x"]},
    ]


def test_k_names_the_keys() -> None:
    report = evaluate(QUERIES, lambda q: RUNS[q.id], k=1)
    assert report["recall@1"] == round(0.5 / 3, 4)
    assert report["hit@1"] == round(1 / 3, 4)
    assert "recall@5" not in report


def test_no_abstain_questions() -> None:
    report = evaluate(QUERIES[:1], lambda q: RUNS[q.id])
    assert report["abstain_accuracy"] is None
    assert report["recall@5"] == 1.0


def test_read_queries(tmp_path: Path) -> None:
    path = tmp_path / "q.jsonl"
    path.write_text(
        '{"id": "a", "question": "Qui ?", "relevant": ["x"]}\n'
        "\n"
        '{"question": "Et ?", "relevant": [], "history": [{"role": "user", "content": "Qui ?"}]}\n',
        encoding="utf-8",
    )
    assert read_queries(path) == [
        Query("a", "Qui ?", ("x",)),
        Query("3", "Et ?", (), ({"role": "user", "content": "Qui ?"},)),
    ]


@pytest.mark.parametrize("line", ['{"id": "a"}', "pas du json", "[1]"])
def test_bad_query_line_names_the_line(tmp_path: Path, line: str) -> None:
    path = tmp_path / "q.jsonl"
    path.write_text('{"question": "ok"}\n' + line + "\n", encoding="utf-8")
    with pytest.raises(QueryFileError, match=rf"^{path}:2: not a query line"):
        read_queries(path)


def test_example_questions_are_well_formed(example_queries: Path, example_bundle: Bundle) -> None:
    queries = read_queries(example_queries)
    slugs = {n.slug for n in example_bundle.notes}
    assert len(queries) >= 35
    assert len({q.id for q in queries}) == len(queries)
    assert any(not q.relevant for q in queries)
    # every expected slug is a public note: a private or misspelt slug would make recall unreachable
    assert {s for q in queries for s in q.relevant} <= slugs


def test_normalise_folds_case_accents_and_emphasis() -> None:
    assert normalise("**École** _42_ — `Docker`  Compose") == "ecole 42 — docker compose"
    assert matches(
        "Il utilise **PrusaSlicer** et Orca Slicer.", [["prusaslicer"], ["orcaslicer", "orca slicer"]]
    )
    assert not matches("Il utilise PrusaSlicer.", [["prusaslicer"], ["orcaslicer", "orca slicer"]])
    assert matches("anything", [])  # no group: nothing to find


def _graded(**fields: object) -> Query:
    base: dict[str, object] = {"id": "x", "question": "q", "relevant": (), "grounded": True}
    return Query(**{**base, **fields})  # type: ignore[arg-type]


def test_grade_answer_checks_flag_facts_forbid_and_leaks() -> None:
    q = _graded(must=(("2018",),), forbid=("Slug :",))
    good = Answered("Depuis 2018.", True, "prompt: 2018", 100)
    assert grade_answer(q, good)["useful"]
    assert not grade_answer(q, Answered("Depuis 2018.", False, "", 0))["useful"]  # wrong flag
    assert not grade_answer(q, Answered("Slug : x, 2018", True, "", 0))["useful"]  # forbidden
    assert not grade_answer(q, Answered("Depuis 2018.", True, "", 0, leaked=("ordre : 4",)))["useful"]
    checks = grade_answer(q, Answered("Je ne sais pas.", True, "prompt without it", 0))
    assert not checks["facts"] and not checks["prompt_facts"]


def test_a_forbidden_markup_string_is_looked_for_as_written() -> None:
    # folding erases « ``` » and « ** » to nothing, which every answer « contains »: a graded line
    # forbidding a code fence made every answer unclean (found by the blind ch vault)
    q = _graded(must=(("2018",),), forbid=("```", "**"))
    assert grade_answer(q, Answered("Depuis 2018.", True, "prompt: 2018", 100))["clean"]
    assert not grade_answer(q, Answered("Depuis 2018.\n```dataview", True, "", 0))["clean"]
    assert not grade_answer(q, Answered("**Depuis** 2018.", True, "", 0))["clean"]


def test_evaluate_answers_reports_rates_tokens_and_categories() -> None:
    queries = [
        _graded(id="a", must=(("oui",),), category="owner"),
        _graded(id="b", must=(("non",),), category="owner"),
        _graded(id="c", grounded=False, category="absent"),
        Query("d", "retrieval only", ("x",)),  # grades no answer: not counted
    ]
    answers = {
        "a": Answered("oui", True, "oui", 300),
        "b": Answered("peut-être", True, "non", 500),
        "c": Answered("non précisé", False, "", 0, leaked=("slug : x",)),
    }
    report = evaluate_answers(queries, lambda q: answers[q.id])
    assert report["answer_n"] == 3
    assert report["answer_useful"] == round(1 / 3, 4)
    assert report["grounded_accuracy"] == 1.0
    assert report["metadata_leak"] == 1
    assert report["prompt_fact_recall"] == 1.0  # both answerable prompts held their facts
    assert (report["prompt_tokens_p50"], report["prompt_tokens_max"]) == (400, 500)
    assert report["useful_by_category"] == {"absent": 0.0, "owner": 0.5}
    assert [f["id"] for f in report["answer_failures"]] == ["b", "c"]


def test_answer_fields_are_read(tmp_path: Path) -> None:
    path = tmp_path / "a.jsonl"
    path.write_text(
        '{"id": "a1", "question": "Q ?", "grounded": true, "must": [["x", "y"]], "forbid": ["z"],'
        ' "category": "list", "relevant": ["n"]}\n',
        encoding="utf-8",
    )
    (q,) = read_queries(path)
    assert (q.grounded, q.must, q.forbid, q.category, q.grades_answer) == (
        True,
        (("x", "y"),),
        ("z",),
        "list",
        True,
    )
