"""infra/deploy/quality_gate.py: the deploy stops below the recorded recall and says what changed."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from index_build.build import build_bundle
from tests.deploy.zip_package import REPO

GATE = REPO / "infra" / "deploy" / "quality_gate.py"
VaultFactory = Callable[[dict[str, str]], Path]

NOTES = {
    "velo.md": """\
        ---
        title: Atelier vélo
        slug: atelier-velo
        type: projet
        answers: ["Répare-t-elle des vélos ?"]
        ---
        Elle répare des vélos cargo le samedi dans un atelier associatif de la Croix-Rousse.
        """,
    "four.md": """\
        ---
        title: Four à pain
        slug: four-a-pain
        type: projet
        answers: ["A-t-elle construit un four à pain ?"]
        ---
        Un four à pain en briques réfractaires, construit dans le jardin partagé.
        """,
}
QUERIES = [
    {"id": "q-velo", "question": "Répare-t-elle des vélos ?", "relevant": ["atelier-velo"]},
    {"id": "q-four", "question": "A-t-elle construit un four à pain ?", "relevant": ["four-a-pain"]},
]


def bundle(make_vault: VaultFactory, notes: dict[str, str], path: Path) -> Path:
    path.write_bytes(build_bundle(make_vault(notes)).data)
    return path


def gate(
    tmp_path: Path, bundle_path: Path, min_recall: float, *extra: str
) -> subprocess.CompletedProcess[str]:
    thresholds = tmp_path / "thresholds.json"
    thresholds.write_text(json.dumps({"gates": {"owner": {"k": 5, "min_recall": min_recall}}}))
    queries = tmp_path / "queries.jsonl"
    queries.write_text("".join(json.dumps(q) + "\n" for q in QUERIES))
    cmd = [sys.executable, str(GATE), "--bundle", str(bundle_path), "--queries", str(queries)]
    cmd += ["--thresholds", str(thresholds), *extra]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=False)


def test_passes_at_or_above_the_threshold(tmp_path: Path, make_vault: VaultFactory) -> None:
    proc = gate(tmp_path, bundle(make_vault, NOTES, tmp_path / "b.json"), 1.0)
    assert proc.returncode == 0, proc.stderr
    summary: dict[str, Any] = json.loads(proc.stdout)
    assert (summary["passed"], summary["metric"], summary["value"]) == (True, "recall@5", 1.0)
    assert proc.stderr.startswith("quality gate owner: passed: recall@5 1.0")


def test_fails_below_the_threshold_and_prints_what_changed(tmp_path: Path, make_vault: VaultFactory) -> None:
    before = bundle(make_vault, NOTES, tmp_path / "before.json")
    edited = NOTES["velo.md"].replace("le samedi", "le dimanche")
    after = bundle(make_vault, {"velo.md": edited}, tmp_path / "after.json")  # the oven note is gone
    proc = gate(tmp_path, after, 0.9, "--baseline", str(before))
    assert proc.returncode == 1
    summary = json.loads(proc.stdout)
    assert summary["value"] == 0.5 and summary["baseline"]["recall@5"] == 1.0
    assert summary["notes"] == {"added": [], "removed": ["four-a-pain"], "edited": ["atelier-velo"]}
    assert summary["questions"] == {"now_missed": ["q-four"], "now_found": []}
    assert "quality gate owner: FAILED: recall@5 0.5" in proc.stderr
    assert "notes removed: four-a-pain" in proc.stderr
    assert "questions now missed: q-four" in proc.stderr


@pytest.mark.parametrize("flag", ["--gate", "--thresholds"])
def test_unusable_input_exits_2_with_the_reason(tmp_path: Path, make_vault: VaultFactory, flag: str) -> None:
    value = "nope" if flag == "--gate" else str(tmp_path / "missing.json")
    proc = gate(tmp_path, bundle(make_vault, NOTES, tmp_path / "b.json"), 1.0, flag, value)
    assert proc.returncode == 2
    expected = "no gate 'nope'; known: owner" if flag == "--gate" else "cannot read the gates"
    assert expected in proc.stderr


def test_recorded_thresholds_hold_on_the_vaults_they_guard(tmp_path: Path, real_vault: Path) -> None:
    # The repository's gates must pass on today's data, or every deploy would stop.
    thresholds = json.loads((REPO / "eval" / "thresholds.json").read_text())["gates"]
    assert set(thresholds) == {"owner", "example"}
    cases = {
        "owner": (real_vault, real_vault.parent / "queries.dev.jsonl"),
        "example": (REPO / "examples" / "vault", REPO / "examples" / "queries.jsonl"),
    }
    for name, (vault, queries) in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_bytes(build_bundle(vault).data)
        cmd = [sys.executable, str(GATE), "--bundle", str(path), "--queries", str(queries), "--gate", name]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=False)
        assert proc.returncode == 0, proc.stderr


def test_the_answer_gate_stops_a_deploy_whose_answers_degrade(
    tmp_path: Path, make_vault: VaultFactory
) -> None:
    graded = [{**QUERIES[0], "grounded": True, "must": [["cargo"]], "category": "project"}]
    queries = tmp_path / "graded.jsonl"
    queries.write_text("".join(json.dumps(q) + "\n" for q in graded))
    path = bundle(make_vault, NOTES, tmp_path / "b.json")
    for min_useful, expected in ((1.0, 0), (1.01, 1)):
        thresholds = tmp_path / "thresholds.json"
        thresholds.write_text(
            json.dumps({"gates": {"owner": {"k": 5, "min_recall": 0.5, "min_useful": min_useful}}})
        )
        cmd = [sys.executable, str(GATE), "--bundle", str(path), "--queries", str(queries)]
        proc = subprocess.run(
            [*cmd, "--thresholds", str(thresholds)], capture_output=True, text=True, timeout=60, check=False
        )
        assert proc.returncode == expected, proc.stderr
        summary = json.loads(proc.stdout)
        assert summary["answer_useful"] == 1.0 and summary["min_useful"] == min_useful
