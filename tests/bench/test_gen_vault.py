"""Generated vault: same bytes for the same size and seed, readable by the build, questions that resolve."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.gen_vault import generate_vault
from grasbot.bundle import parse_bundle
from grasbot.evaluation import read_queries
from index_build.build import BuildResult

# runs a benchmark over whole corpora: `make test`, not the inner loop
pytestmark = pytest.mark.slow


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_same_size_and_seed_give_the_same_files(tmp_path: Path) -> None:
    first = generate_vault(120, tmp_path / "a")
    second = generate_vault(120, tmp_path / "b")
    assert _tree(first) == _tree(second)
    other_seed = generate_vault(120, tmp_path / "c", seed=8)
    assert _tree(other_seed) != _tree(first)


def test_existing_vault_is_reused_and_a_new_seed_replaces_it(tmp_path: Path) -> None:
    root = generate_vault(60, tmp_path)
    marker = root / "vault" / "left-over.md"
    marker.write_text("---\ntitle: x\n---\n", encoding="utf-8")
    assert generate_vault(60, tmp_path) == root
    assert marker.exists()  # same size and seed: nothing rewritten
    generate_vault(60, tmp_path, seed=9)
    assert not marker.exists()  # another seed: the folder is rebuilt from scratch


def test_build_reads_it_and_every_question_names_a_public_note(
    generated_vault: Path, generated_build: BuildResult
) -> None:
    # the run's 400-note vault (tests/conftest.py), built by build_bundle as test_scoring.py reads it
    built = generated_build  # what read_vault kept, dropped and warned, and the links
    assert generated_vault.name == "gen-400"
    assert built.notes == 400
    assert len(built.dropped) == 400 // 32
    assert {d.reason for d in built.dropped} == {"visibility: private"}
    assert built.warnings == []  # every generated link points at a generated note
    public = set(parse_bundle(built.data, "gen-400").slug_index)
    assert len(public) == 400
    queries = read_queries(generated_vault / "queries.jsonl")
    assert 10 <= len(queries) <= 60
    assert all(len(q.relevant) == 1 and q.relevant[0] in public for q in queries)
