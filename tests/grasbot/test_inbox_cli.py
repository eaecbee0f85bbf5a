"""``grasbot inbox pull|questions|stats|purge``: the note, its marks across pulls, the eval lines,
the counts, the purge of a real redis-server, and the exit codes (0 done, 1 fixable, 2 usage)."""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis

from grasbot.cli.inbox_note import eval_id, read_marks
from grasbot.cli.main import main
from grasbot.inbox import STREAM_KEY
from tests.support.procs import redis_server

NOW = time.time()


def _event(rid: str, question: str, age_days: float = 0.0, **fields: Any) -> dict[str, Any]:
    return {
        "v": 1,
        "ts": NOW - age_days * 86400,
        "kind": "answer",
        "request_id": rid,
        "reasons": ["not_grounded"],
        "question": question,
        "last_user_turn": None,
        "mode": "offline",
        "grounded": False,
        "sources": [{"slug": "cv-camille-roussel", "score": 1.2}],
        "vote": None,
        "comment": None,
        "bundle": "abc",
        **fields,
    }


EVENTS = [
    _event("r1", "Quelle est sa pointure ?", 10),
    _event("r2", "quelle est sa pointure", 1),
    _event("r3", "A-t-elle un chat ?", 2, reasons=["node_failed"], grounded=True, mode="offline"),
    _event(
        "r3",
        "A-t-elle un chat ?",
        2,
        kind="vote",
        vote="down",
        comment="[Lien](javascript:x) <b>",
        reasons=["voted_down"],
    ),
    _event("r4", "Parle-moi de webserv", 0.5, kind="vote", vote="up", reasons=[], grounded=True, mode="llm"),
]


@pytest.fixture
def logs(tmp_path: Path) -> Path:
    path = tmp_path / "export.log"
    lines = [json.dumps({"ts": 1, "path": "/ask"})] + [json.dumps({"inbox": 1, **e}) for e in EVENTS]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def vault(tmp_path: Path, example_vault: Path) -> Path:
    copy = tmp_path / "vault"
    shutil.copytree(example_vault, copy)
    (tmp_path / "queries.jsonl").write_text(
        '{"id": "q1", "question": "Parle-moi de webserv", "relevant": ["webserv"]}\n'
    )
    return copy


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    with redis_server(tmp_path) as url:
        yield url


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.strip().startswith("{") else out, err


def test_pull_writes_the_questions_most_asked_first(
    capsys: pytest.CaptureFixture[str], logs: Path, vault: Path
) -> None:
    code, out, _ = _run(capsys, "inbox", "pull", "--from-logs", str(logs), "--vault", str(vault), "--json")
    assert code == 0
    assert (out["events"], out["questions"]) == (5, 2)  # webserv got a thumbs up: nothing to do
    text = (vault / "grasbot-inbox.md").read_text(encoding="utf-8")
    assert [(m.question, m.checked, m.slug) for m in read_marks(text)] == [
        ("quelle est sa pointure", False, ""),
        ("A-t-elle un chat ?", False, ""),
    ]
    assert (
        "  - 2 fois, du " in text
        and "hors des notes 2 · meilleure source : cv-camille-roussel (1.20)" in text
    )
    assert "sans le modèle (nœud en panne) 1 · 👎 1 · 👍 0" in text
    # a visitor's Markdown stays text in Obsidian: no link, no HTML
    assert "commentaire : « \\[Lien\\](javascript:x) \\<b\\> »" in text


def test_a_new_pull_keeps_the_owners_marks(
    capsys: pytest.CaptureFixture[str], logs: Path, vault: Path
) -> None:
    main(["inbox", "pull", "--from-logs", str(logs), "--vault", str(vault)])
    note = vault / "grasbot-inbox.md"
    text = note.read_text(encoding="utf-8")
    text = text.replace("- [ ] quelle est sa pointure →", "- [x] quelle est sa pointure → cv-camille-roussel")
    note.write_text(
        text + "- [x] Une vieille question → bio-camille\n- [ ] Une question oubliée →\n", "utf-8"
    )
    logs.write_text("\n".join(json.dumps({"inbox": 1, **e}) for e in EVENTS[2:]) + "\n", encoding="utf-8")
    main(["inbox", "pull", "--from-logs", str(logs), "--vault", str(vault)])
    marks = read_marks(note.read_text(encoding="utf-8"))
    assert [(m.question, m.checked, m.slug) for m in marks] == [
        ("A-t-elle un chat ?", False, ""),
        ("quelle est sa pointure", True, "cv-camille-roussel"),  # no event any more: kept as done
        ("Une vieille question", True, "bio-camille"),
    ]
    capsys.readouterr()


def test_questions_adds_checked_lines_once(
    capsys: pytest.CaptureFixture[str], logs: Path, vault: Path
) -> None:
    main(["inbox", "pull", "--from-logs", str(logs), "--vault", str(vault)])
    note = vault / "grasbot-inbox.md"
    text = note.read_text(encoding="utf-8")
    note.write_text(
        text.replace(
            "- [ ] quelle est sa pointure →", "- [x] quelle est sa pointure → cv-camille-roussel"
        ).replace("- [ ] A-t-elle un chat ? →", "- [x] A-t-elle un chat ? →"),
        encoding="utf-8",
    )
    capsys.readouterr()
    code, out, err = _run(capsys, "inbox", "questions", "--vault", str(vault), "--json")
    assert code == 0
    line = {"id": eval_id("quelle est sa pointure"), "question": "quelle est sa pointure"}
    assert out["added"] == [{**line, "relevant": ["cv-camille-roussel"], "category": "inbox"}]
    assert "checked without a slug, skipped: A-t-elle un chat ?" in err
    queries = (vault.parent / "queries.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(queries) == 2 and json.loads(queries[1])["id"] == line["id"]
    assert _run(capsys, "inbox", "questions", "--vault", str(vault), "--json")[1]["added"] == []


def test_a_slug_no_public_note_has_is_an_error(
    capsys: pytest.CaptureFixture[str], logs: Path, vault: Path
) -> None:
    main(["inbox", "pull", "--from-logs", str(logs), "--vault", str(vault)])
    note = vault / "grasbot-inbox.md"
    # coordonnees-perso is a private note of the example vault: it can never answer a visitor
    text = note.read_text(encoding="utf-8").replace(
        "- [ ] A-t-elle un chat ? →", "- [x] A-t-elle un chat ? → coordonnees-perso"
    )
    note.write_text(text, encoding="utf-8")
    capsys.readouterr()
    code, _, err = _run(capsys, "inbox", "questions", "--vault", str(vault))
    assert code == 1
    assert err.startswith("Error: ") and "no public note has the slug 'coordonnees-perso'" in err
    assert len((vault.parent / "queries.jsonl").read_text().splitlines()) == 1  # nothing written


def test_questions_without_a_note_or_vault(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, vault: Path
) -> None:
    assert _run(capsys, "inbox", "questions", "--vault", str(vault))[0] == 1
    assert _run(capsys, "inbox", "pull", "--from-logs", "x", "--vault", str(tmp_path / "none"))[0] == 1


def test_stats_counts_answers_by_mode_reason_and_vote(capsys: pytest.CaptureFixture[str], logs: Path) -> None:
    code, out, _ = _run(capsys, "inbox", "stats", "--from-logs", str(logs), "--json")
    assert code == 0
    assert (out["events"], out["answers"], out["questions"]) == (5, 4, 3)
    assert out["by_mode"] == {"llm": 1, "offline": 3}
    assert out["by_reason"] == {"node_failed": 1, "not_grounded": 2, "voted_down": 1}
    assert out["votes"] == {"up": 1, "down": 1}
    recent = _run(capsys, "inbox", "stats", "--from-logs", str(logs), "--since", "3d", "--json")[1]
    assert (recent["answers"], recent["by_reason"]) == (
        3,
        {"node_failed": 1, "not_grounded": 1, "voted_down": 1},
    )
    code, text, _ = _run(capsys, "inbox", "stats", "--from-logs", str(logs))
    assert text.splitlines()[0] == "answers: 4 (5 events, 3 questions)"


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], logs: Path) -> None:
    assert _run(capsys, "inbox", "stats")[0] == 2  # no source at all
    assert _run(capsys, "inbox", "stats", "--from-logs", str(logs), "--since", "yesterday")[0] == 2
    assert _run(capsys, "inbox", "pull", "--from", "memory://")[0] == 2
    assert _run(capsys, "inbox", "purge")[0] == 2
    with pytest.raises(SystemExit) as both:
        main(["inbox", "stats", "--from", "redis://x", "--from-logs", str(logs)])
    assert both.value.code == 2


def test_pull_stats_and_purge_on_a_real_redis(
    capsys: pytest.CaptureFixture[str], redis_url: str, vault: Path
) -> None:
    client = redis.Redis.from_url(redis_url)
    for event in EVENTS:
        client.xadd(STREAM_KEY, {"e": json.dumps(event)})
    client.set("grasbot:feedback:r3:vote", b"1")
    client.set("grasbot:visitor-quota", b"7")  # not the inbox's: purge leaves it
    code, out, _ = _run(capsys, "inbox", "pull", "--from", redis_url, "--vault", str(vault), "--json")
    assert (code, out["events"], out["questions"]) == (0, 5, 2)
    assert _run(capsys, "inbox", "stats", "--from", redis_url, "--json")[1]["answers"] == 4
    code, out, _ = _run(capsys, "inbox", "purge", "--from", redis_url, "--json")
    assert (code, out) == (0, {"deleted_events": 5, "deleted_claims": 1})
    assert client.exists(STREAM_KEY) == 0 and client.get("grasbot:visitor-quota") == b"7"
    assert _run(capsys, "inbox", "stats", "--from", redis_url, "--json")[1]["events"] == 0


def test_an_unreachable_redis_is_a_fixable_error(capsys: pytest.CaptureFixture[str], vault: Path) -> None:
    from tests.support.procs import free_port

    url = f"redis://:secret-password@127.0.0.1:{free_port()}/0"
    code, _, err = _run(capsys, "inbox", "pull", "--from", url, "--vault", str(vault))
    assert code == 1
    assert err.startswith(
        f"Error: cannot read the inbox from Redis at 127.0.0.1:{url.rsplit(':', 1)[1].split('/')[0]}"
    )
    assert "secret-password" not in err
