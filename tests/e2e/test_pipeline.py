"""Vault -> bundle -> search -> metrics on the real GrasBot vault (read in place) and the example vault."""

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson

from grasbot.bundle import Bundle, load_bundle
from grasbot.evaluation import Query, Ranked, evaluate, read_queries
from grasbot.packed import Lines
from grasbot.retrieval.search import Searcher
from index_build.build import BuildResult

# The vault README says 49 notes plus its README.md and TAXONOMIE.md; one hub links to a
# note that does not exist. A new warning here is a regression in reading a real vault.
REAL_NOTES = 49
REAL_WARNINGS = ["20-Competences/impression-3d.md:61: link to missing note '[[MOC-3d]]'"]
ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"


def test_real_vault_builds_as_it_is(real_build: BuildResult) -> None:
    assert real_build.notes == REAL_NOTES
    assert sorted((d.path, d.reason) for d in real_build.dropped) == [
        ("README.md", "vault meta file"),
        ("TAXONOMIE.md", "vault meta file"),
    ]
    assert [str(w) for w in real_build.warnings] == REAL_WARNINGS
    assert real_build.summary()["bytes_per_note"] < 20_000


def test_real_vault_front_matter(real_bundle: Bundle) -> None:
    notes = {n.slug: n for n in real_bundle.notes}
    types = {n.type for n in notes.values()}
    assert {"projet", "moc", "competence", "technique", "parcours"} <= types
    # the integer alias 42 arrives as the text "42", never dropped, never 42.0
    with_42 = [n.slug for n in notes.values() if "42" in n.aliases]
    assert "get-next-line" in with_42 and len(with_42) >= 10
    assert all(isinstance(a, str) for n in notes.values() for a in n.aliases)
    # updated: parses as a date in YAML; shipped as ISO text
    assert notes["get-next-line"].updated is not None
    assert all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", n.updated or "2000-01-01") for n in notes.values())
    assert all(1 <= n.priority <= 10 for n in notes.values())


def test_real_vault_graph_and_labels(real_bundle: Bundle) -> None:
    index = real_bundle.slug_index
    linked = {real_bundle.notes[j].slug for j in real_bundle.graph[index["get-next-line"]]}
    assert {"MOC-Projets", "MOC-Ecole-42", "cpp-partie1"} <= linked
    # backlink: the hub lists the project, and the project sees the hub
    assert index["get-next-line"] in real_bundle.graph[index["MOC-Ecole-42"]]
    body = real_bundle.notes[index["ft-linear-regression"]].body
    assert "Piscine Python — Data Science" in body and "[[" not in body


def test_real_vault_tokens_have_no_invisible_characters(real_bundle: Bundle) -> None:
    titles = Lines(real_bundle.fields.title, len(real_bundle))
    terms = {t for toks in titles for t in toks} | set(real_bundle.terms())
    assert all(t.isascii() and t.isalnum() for t in terms)
    assert not any(ch in t for t in terms for ch in ZERO_WIDTH)


def run_eval(bundle: Bundle, queries: Path) -> dict[str, Any]:
    # as `grasbot eval` does: final sources, ten deep, measured at k = 5
    searcher = Searcher(bundle, top_k=10)

    def run(q: Query) -> Ranked:
        result = searcher.search(q.question, history=list(q.history) or None)
        return Ranked([s.slug for s in result.sources], result.grounded, 0.0)

    return evaluate(read_queries(queries), run, k=5)


def test_real_vault_dev_questions(real_bundle: Bundle, real_queries: Path) -> None:
    report = run_eval(real_bundle, real_queries)
    assert report["recall@5"] >= 0.9, report["misses"]
    assert report["hit@5"] >= 0.9, report["misses"]
    assert report["abstain_accuracy"] == 1.0, report["misses"]


def test_example_vault_questions(example_bundle: Bundle, example_queries: Path) -> None:
    report = run_eval(example_bundle, example_queries)
    assert report["recall@5"] >= 0.85, report["misses"]
    assert report["mrr"] >= 0.7, report["misses"]


def test_cli_pipeline_on_the_real_vault(tmp_path: Path, real_vault: Path, real_queries: Path) -> None:
    grasbot = Path(sys.executable).with_name("grasbot")
    bundle = tmp_path / "real.json"

    def run(*args: str | Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(grasbot), *map(str, args)], capture_output=True, text=True, timeout=120, env=dict(os.environ)
        )

    build = run("build", real_vault, "-o", bundle, "--json")
    assert build.returncode == 0, build.stderr
    assert orjson.loads(build.stdout)["notes"] == REAL_NOTES
    assert load_bundle(bundle, verify=True).content_hash == orjson.loads(build.stdout)["content_hash"]
    gate = run("eval", "--bundle", bundle, "--queries", real_queries, "--json", "--min-recall", "0.9")
    assert gate.returncode == 0, gate.stdout + gate.stderr
    assert orjson.loads(gate.stdout)["n"] == len(read_queries(real_queries))
    search = run("search", "Parle-moi de push_swap", "--bundle", bundle, "--json")
    assert orjson.loads(search.stdout)["sources"][0]["slug"] == "push-swap"
