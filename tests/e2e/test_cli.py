"""`grasbot build|search|eval` run as the user runs them: a real process, stdout for results only."""

import os
import subprocess
import sys
from pathlib import Path

import orjson
import pytest

GRASBOT = Path(sys.executable).with_name("grasbot")  # the console script pyproject installs
TIMEOUT_S = 60


def grasbot(
    *args: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    assert GRASBOT.exists(), f"{GRASBOT} missing: install the project (pip install -e '.[dev]')"
    return subprocess.run(
        [str(GRASBOT), *map(str, args)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
        cwd=cwd,
        env={**os.environ, **(env or {})},
        check=False,
    )


@pytest.fixture(scope="module")
def built(
    tmp_path_factory: pytest.TempPathFactory, example_vault: Path
) -> tuple[Path, subprocess.CompletedProcess[str]]:
    out = tmp_path_factory.mktemp("cli") / "sub" / "bundle.json"
    return out, grasbot("build", example_vault, "-o", out)


def test_build_prints_a_summary_and_warnings_apart(
    built: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    out, proc = built
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{out}: ")
    assert " notes kept, " in lines[0] and "vault meta file" in lines[0] and " per note)" in lines[0]
    assert "warning" not in proc.stdout.replace("warning(s)", "")
    warnings = proc.stderr.splitlines()
    assert warnings and all(w.startswith("warning: ") for w in warnings)
    assert any("link to missing note" in w for w in warnings)
    assert out.exists() and not out.with_suffix(".json.tmp").exists()


def test_build_json_matches_the_file(
    tmp_path: Path, example_vault: Path, built: tuple[Path, subprocess.CompletedProcess[str]]
) -> None:
    out = tmp_path / "b.json"
    proc = grasbot("build", example_vault, "-o", out, "--json")
    assert proc.returncode == 0, proc.stderr
    summary = orjson.loads(proc.stdout)  # nothing but the JSON object on stdout
    data = out.read_bytes()
    assert summary["bytes"] == len(data)
    assert summary["content_hash"] == orjson.loads(data)["content_hash"]
    assert summary["output"] == str(out)
    assert summary["notes"] == len(orjson.loads(data)["notes"]["slug"])
    assert summary["dropped_by_reason"]["vault meta file"] == 2
    assert [f"warning: {w}" for w in summary["warnings"]] == proc.stderr.splitlines()
    # two builds of the same vault: the same bytes (CI skips a deploy on an equal hash)
    assert data == built[0].read_bytes()


def test_strict_fails_without_writing(tmp_path: Path, example_vault: Path) -> None:
    out = tmp_path / "strict.json"
    proc = grasbot("build", example_vault, "-o", out, "--strict")
    assert proc.returncode == 1
    assert proc.stdout == ""
    last = proc.stderr.splitlines()[-1]
    assert last.startswith("Error: ") and last.endswith(
        "warning(s) in " + str(example_vault) + " and --strict is set; bundle not written"
    )
    assert not out.exists()


def test_strict_passes_on_a_clean_vault(tmp_path: Path) -> None:
    vault = tmp_path / "v"
    vault.mkdir()
    (vault / "a.md").write_text("---\nslug: a\n---\nUn texte.\n", encoding="utf-8")
    proc = grasbot("build", vault, "-o", tmp_path / "a.json", "--strict", "--json")
    assert (proc.returncode, proc.stderr) == (0, "")
    assert orjson.loads(proc.stdout)["warnings"] == []


def test_build_errors_the_user_can_fix_exit_1(tmp_path: Path) -> None:
    proc = grasbot("build", tmp_path / "absent", "-o", tmp_path / "x.json")
    assert proc.returncode == 1
    assert proc.stderr == f"Error: {tmp_path / 'absent'}: vault folder not found\n"


@pytest.mark.parametrize(
    "args",
    [
        ["build", "--idf", "tfidf"],
        ["build", "--nope"],
        ["search"],
        ["eval", "--bundle", "b.json"],
        ["frobnicate"],
        [],
    ],
)
def test_bad_usage_exits_2(tmp_path: Path, args: list[str]) -> None:
    proc = grasbot(*args, cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith("usage: grasbot")


def test_search_json(built: tuple[Path, subprocess.CompletedProcess[str]]) -> None:
    proc = grasbot("search", "Parle-moi de webserv", "--bundle", built[0], "--json")
    assert (proc.returncode, proc.stderr) == (0, "")
    out = orjson.loads(proc.stdout)
    assert out["question"] == "Parle-moi de webserv"
    assert out["grounded"] is True
    assert out["sources"][0]["slug"] == "webserv"
    assert set(out["sources"][0]) == {"slug", "title", "type", "score", "reasons", "url"}
    assert out["sources"][0]["url"] == "/portfolio/webserv"
    assert out["query_tokens"] == ["webserv"]


def test_search_k_and_off_topic(built: tuple[Path, subprocess.CompletedProcess[str]]) -> None:
    proc = grasbot("search", "Projets en c++ ?", "--bundle", built[0], "--json", "--k", "2")
    assert len(orjson.loads(proc.stdout)["candidates"]) == 2
    proc = grasbot("search", "Comment réussir une omelette ?", "--bundle", built[0], "--json")
    out = orjson.loads(proc.stdout)
    assert (out["grounded"], out["sources"]) == (False, [])


def test_search_human_output(built: tuple[Path, subprocess.CompletedProcess[str]]) -> None:
    proc = grasbot("search", "Parle-moi de webserv", "--bundle", built[0])
    assert proc.returncode == 0
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("grounded: True (best score ")
    assert lines[1].split()[:2] == ["1.", "webserv"]


def test_search_reads_the_bundle_path_from_the_environment(
    built: tuple[Path, subprocess.CompletedProcess[str]], tmp_path: Path
) -> None:
    for name in ("GRASBOT_BUNDLE_PATH", "BUNDLE_PATH"):
        proc = grasbot("search", "webserv", "--json", cwd=tmp_path, env={name: str(built[0])})
        assert proc.returncode == 0, (name, proc.stderr)
        assert orjson.loads(proc.stdout)["sources"][0]["slug"] == "webserv"


def test_search_without_a_bundle_exits_1(tmp_path: Path) -> None:
    proc = grasbot("search", "webserv", cwd=tmp_path)
    assert proc.returncode == 1
    assert proc.stderr.startswith("Error: var/bundle.json: cannot read bundle")
    assert "grasbot build" in proc.stderr


def test_search_bad_setting_exits_1(built: tuple[Path, subprocess.CompletedProcess[str]]) -> None:
    proc = grasbot("search", "webserv", "--bundle", built[0], env={"GRASBOT_SEARCH_MIN_SCORE": "beaucoup"})
    assert proc.returncode == 1
    assert proc.stderr == "Error: GRASBOT_SEARCH_MIN_SCORE must be a number, got 'beaucoup'\n"


def test_search_corrupt_bundle_exits_1(
    tmp_path: Path, built: tuple[Path, subprocess.CompletedProcess[str]]
) -> None:
    cut = tmp_path / "cut.json"
    cut.write_bytes(built[0].read_bytes()[:1000])
    proc = grasbot("search", "webserv", "--bundle", cut)
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"Error: {cut}: not a GrasBot bundle (invalid JSON")


EVAL_KEYS = {"n", "recall@1", "recall@5", "hit@5", "mrr", "ndcg@10", "abstain_accuracy", "p50_ms"}


def test_eval_json_fields(
    built: tuple[Path, subprocess.CompletedProcess[str]], example_queries: Path
) -> None:
    proc = grasbot("eval", "--bundle", built[0], "--queries", example_queries, "--json")
    assert (proc.returncode, proc.stderr) == (0, "")
    report = orjson.loads(proc.stdout)
    assert set(report) >= EVAL_KEYS
    assert report["n"] == len([line for line in example_queries.read_text().splitlines() if line.strip()])
    for key in EVAL_KEYS - {"n", "p50_ms"}:
        assert 0.0 <= report[key] <= 1.0, key
    assert report["recall@1"] <= report["recall@5"] <= report["hit@5"]
    assert report["p50_ms"] > 0


def test_eval_k_renames_the_keys(
    built: tuple[Path, subprocess.CompletedProcess[str]], example_queries: Path
) -> None:
    report = orjson.loads(
        grasbot("eval", "--bundle", built[0], "--queries", example_queries, "--json", "--k", "3").stdout
    )
    assert {"recall@3", "hit@3"} <= set(report) and "recall@5" not in report


def test_eval_quality_gate(
    built: tuple[Path, subprocess.CompletedProcess[str]], example_queries: Path
) -> None:
    args = ("eval", "--bundle", built[0], "--queries", example_queries, "--json")
    passed = grasbot(*args, "--min-recall", "0.5")
    assert passed.returncode == 0, passed.stderr
    recall = orjson.loads(passed.stdout)["recall@5"]
    failed = grasbot(*args, "--min-recall", "1.01")
    assert failed.returncode == 1
    assert failed.stderr == f"quality gate failed: recall@5 {recall} < 1.01\n"


def test_eval_bad_query_file_exits_1(
    built: tuple[Path, subprocess.CompletedProcess[str]], tmp_path: Path
) -> None:
    bad = tmp_path / "q.jsonl"
    bad.write_text('{"question": "ok"}\npas du json\n', encoding="utf-8")
    proc = grasbot("eval", "--bundle", built[0], "--queries", bad)
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"Error: {bad}:2: not a query line")
    missing = grasbot("eval", "--bundle", built[0], "--queries", tmp_path / "absent.jsonl")
    assert missing.returncode == 1 and missing.stderr.startswith("Error: ")


def test_help_lists_the_commands_and_imports_nothing_heavy() -> None:
    proc = grasbot("--help")
    assert proc.returncode == 0
    assert "{build,search,eval,ask,inbox,serve}" in proc.stdout
    # `grasbot --help` stays instant: each command imports its code only when it runs
    code = (
        "import sys, grasbot.cli.main\n"
        "heavy = {'yaml', 'rank_bm25', 'numpy', 'index_build', 'functions', 'orjson'}\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[]"


def test_ask_json_shows_the_answer_sources_and_prompt(
    built: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    out, _ = built
    proc = grasbot("ask", "Est-elle disponible ?", "--bundle", out, "--json", "--show-prompt")
    assert proc.returncode == 0, proc.stderr
    answer = orjson.loads(proc.stdout)
    assert answer["grounded"] is True and answer["mode"] == "offline"
    assert answer["response"].startswith("D'après la note « ")
    assert "4 janvier 2027" in answer["response"]
    roles = [m["role"] for m in answer["messages"]]
    assert roles == ["system", "user"] and "<notes>" in answer["messages"][1]["content"]
    assert {s["slug"] for s in answer["prompt_sources"]} >= {s["slug"] for s in answer["sources"]}


def test_ask_reads_a_history_file(
    built: tuple[Path, subprocess.CompletedProcess[str]], tmp_path: Path
) -> None:
    out, _ = built
    history = tmp_path / "h.json"
    history.write_text('[{"role": "user", "content": "Parle-moi de webserv"}]', encoding="utf-8")
    proc = grasbot("ask", "Et en quel langage ?", "--bundle", out, "--history", history, "--show-prompt")
    assert proc.returncode == 0, proc.stderr
    assert "> Visiteur : Parle-moi de webserv" in proc.stdout
    bad = tmp_path / "bad.json"
    bad.write_text('{"role": "user"}', encoding="utf-8")
    refused = grasbot("ask", "Q ?", "--bundle", out, "--history", bad)
    assert refused.returncode == 1 and "must be a JSON list" in refused.stderr


def test_eval_grades_answers_and_gates_on_them(real_vault: Path, tmp_path: Path) -> None:
    bundle = tmp_path / "real.json"
    assert grasbot("build", real_vault, "-o", bundle).returncode == 0
    answers = real_vault.parent / "answers.dev.jsonl"
    proc = grasbot("eval", "--bundle", bundle, "--queries", answers, "--json")
    assert proc.returncode == 0, proc.stderr
    report = orjson.loads(proc.stdout)
    assert report["answer_n"] == 20 and report["metadata_leak"] == 0
    assert 0.0 < report["answer_useful"] <= 1.0 and report["prompt_tokens_max"] <= 1500
    assert set(report["useful_by_category"]) >= {"owner", "list", "followup", "absent"}
    gate = grasbot("eval", "--bundle", bundle, "--queries", answers, "--min-useful", "1.01")
    assert gate.returncode == 1 and "answer_useful" in gate.stderr


def test_build_explain_reports_passages_and_left_out_lines(real_vault: Path) -> None:
    proc = grasbot("build", real_vault, "--explain", "push-swap", "--json")
    assert proc.returncode == 0, proc.stderr
    report = orjson.loads(proc.stdout)
    lines = (real_vault / report["path"]).read_text(encoding="utf-8").splitlines()
    slug_line = next(x for x in report["left_out"] if x["reason"] == "metadata line (Slug)")
    assert lines[slug_line["line"] - 1] == "**Slug :** `push-swap`"  # file:line is the file's own
    assert report["passages"] and all("Slug" not in p["text"] for p in report["passages"])
    missing = grasbot("build", real_vault, "--explain", "no-such-note")
    assert missing.returncode == 1 and "no public note" in missing.stderr


@pytest.mark.parametrize(
    ("blocked", "args", "extra"),
    [("yaml", ["build", "VAULT"], "build"), ("uvicorn", ["serve", "--port", "9"], "serve")],
)
def test_a_missing_extra_is_named_in_one_line(
    tmp_path: Path, example_vault: Path, blocked: str, args: list[str], extra: str
) -> None:
    # `pip install grasbot` without the extra: a sitecustomize makes the module unimportable
    (tmp_path / "sitecustomize.py").write_text(
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        f"        if name.split('.')[0] == {blocked!r}:\n"
        "            raise ModuleNotFoundError(f'No module named {name!r}', name=name)\n"
        "sys.meta_path.insert(0, Block())\n"
    )
    bundle = tmp_path / "b.json"
    args = [str(example_vault) if a == "VAULT" else a for a in args]
    if extra == "serve":
        grasbot("build", example_vault, "-o", bundle)
        args = [*args, "--bundle", str(bundle)]
    else:
        args = [*args, "-o", str(bundle)]
    done = grasbot(*args, env={"PYTHONPATH": str(tmp_path)}, cwd=tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip() == (
        f"Error: `grasbot {args[0]}` needs the Python module '{blocked}': "
        f"install the '{extra}' extra, e.g. pip install 'grasbot[{extra}]'"
    )
