"""The owner's loop end to end, with real processes only (issue 14):

a visitor votes 👎 in the widget (headless Chromium) on an answer of one function instance, the
vote goes to a second instance sharing the same redis-server, which verifies the token and
records it; ``grasbot inbox pull`` writes the private note into a copy of the example vault;
``grasbot build`` of that copy drops it (a canary in the question never reaches the bundle); the
owner checks the line with a slug, ``grasbot inbox questions`` adds it to the eval file, and
``grasbot eval`` counts it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import redis
from playwright.sync_api import Page, expect

from grasbot.inbox import STREAM_KEY, event_from_json
from tests.browser.widget_steps import Shoot, ask
from tests.support.http_client import HTTP
from tests.support.procs import ROOT, function, redis_server

CANARY = "ZQXCANARY"
QUESTION = f"Quelle est sa pointure {CANARY} ?"
PAGE = """<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>inbox</title></head>
<body><div id="chat" style="height:600px"></div>
<script src="/widget.js" data-target="#chat" data-feedback-api="{b}/feedback"></script></body></html>"""


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "grasbot.cli.main", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _json(proc: subprocess.CompletedProcess[str]) -> Any:
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _votes(url: str, expected: int, timeout_s: float = 10.0) -> list[dict[str, Any]]:
    """The votes in the inbox once ``expected`` are there (or the deadline passes): a vote is
    written after its response has gone (functions.inbox), so the page may thank first."""
    client = redis.Redis.from_url(url)
    deadline = time.monotonic() + timeout_s
    while True:
        events = [event_from_json(f[b"e"]) for _, f in client.xrange(STREAM_KEY)]
        votes = [e for e in events if e is not None and e["kind"] == "vote"]
        if len(votes) >= expected or time.monotonic() > deadline:
            return votes
        time.sleep(0.05)


def test_a_down_vote_travels_from_the_widget_to_the_eval_file(
    page: Page, tmp_path: Path, example_bundle_file: Path, screenshot: Shoot
) -> None:
    vault = tmp_path / "vault"
    shutil.copytree(ROOT / "examples" / "vault", vault)
    queries = tmp_path / "queries.jsonl"  # where the deploy looks: <vault>/../queries.jsonl
    shutil.copyfile(ROOT / "examples" / "queries.jsonl", queries)
    with redis_server(tmp_path) as url:
        # the inbox's 0.2 s default bounds what an answer waits for Redis: under a loaded suite a
        # claim could time out and be let through; this test is about the claim being shared
        shared = {
            "RATE_LIMIT_STORAGE_URI": url,
            "GRASBOT_IP_SALT": "shared-salt-for-the-loop",
            "GRASBOT_INBOX_TIMEOUT_S": "2",
        }
        # the page comes from the first instance (GRASBOT_STATIC_DIR), the votes go to the second
        static = tmp_path / "static"
        static.mkdir()
        shutil.copyfile(ROOT / "functions" / "static" / "widget.js", static / "widget.js")
        with (
            function(example_bundle_file, {}, GRASBOT_STATIC_DIR=str(static), **shared) as first,
            function(example_bundle_file, {}, GRASBOT_CORS_ORIGINS=first.url, **shared) as second,
        ):
            (static / "demo.html").write_text(PAGE.format(b=second.url), encoding="utf-8")
            page.goto(f"{first.url}/")
            ask(page, QUESTION)
            down = page.get_by_role("button", name="Non, réponse pas utile")
            expect(down).to_be_enabled()
            down.focus()
            page.keyboard.press("Enter")  # keyboard only
            expect(down).to_have_attribute("aria-pressed", "true")
            comment = page.get_by_role("textbox", name="Qu'est-ce qui manquait ? (facultatif)")
            expect(comment).to_be_focused()
            comment.fill("Rien sur ce sujet ; répondez à visiteur@example.org")
            comment.press("Enter")
            expect(page.locator(".gb-thanks")).to_have_text("Merci pour votre retour.")
            expect(comment).to_have_count(0)
            screenshot(page, "inbox-vote-down")
            votes = _votes(url, 2)
            assert [(e["vote"], e["comment"]) for e in votes] == [
                ("down", None),
                ("down", "Rien sur ce sujet ; répondez à [e-mail]"),
            ]
            # the same feedback replayed to the other instance loses: the claim is shared
            token = votes[0]["request_id"]
            answer = page.evaluate(
                "() => JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage)[0]))[0].data"
            )
            assert answer["request_id"] == token and answer["voted"] == "down"
            replay = HTTP.post(
                f"{first.url}/feedback",
                json={"request_id": token, "feedback_token": answer["feedback_token"], "vote": "down"},
            )
            assert (replay.status_code, replay.json()["error"]) == (409, "feedback_duplicate")
        pulled = _json(_cli("inbox", "pull", "--from", url, "--vault", str(vault), "--json"))
    assert pulled["events"] == 3  # the unanswered answer, the vote, the comment
    assert pulled["top"][0]["question"] == QUESTION
    assert pulled["top"][0]["reasons"] == {"not_grounded": 1, "voted_down": 1}
    note = vault / "grasbot-inbox.md"
    text = note.read_text(encoding="utf-8")
    assert text.startswith("---\ntitle: GrasBot — questions des visiteurs\nvisibility: private\n")
    assert f"- [ ] Quelle est sa pointure {CANARY} ? →\n" in text
    assert "visiteur@example.org" not in text
    assert "  - commentaire : « Rien sur ce sujet ; répondez à \\[e-mail\\] »\n" in text  # escaped Markdown

    bundle = tmp_path / "bundle.json"
    built = _json(_cli("build", str(vault), "-o", str(bundle), "--json"))
    assert CANARY not in bundle.read_text(encoding="utf-8")
    assert built["notes"] == 40  # the example vault's public notes, no more
    explain = _cli("build", str(vault), "--explain", "grasbot-inbox")
    assert explain.returncode == 1
    assert explain.stderr.startswith("Error: grasbot-inbox.md: not in the bundle (private")

    note.write_text(text.replace(f"- [ ] {QUESTION} →", f"- [x] {QUESTION} → cv-camille-roussel"), "utf-8")
    added = _json(_cli("inbox", "questions", "--vault", str(vault), "--json"))
    assert added["queries"] == str(queries)
    assert [(q["question"], q["relevant"]) for q in added["added"]] == [(QUESTION, ["cv-camille-roussel"])]
    report = _json(_cli("eval", "--bundle", str(bundle), "--queries", str(queries), "--json", "--misses"))
    assert report["n"] == 46  # the example's 45, and the visitor's
    new_id = added["added"][0]["id"]
    # measured from now on: no note speaks of it yet, so the gate lists it among the misses
    [miss] = [m for m in report["misses"] if m["id"] == new_id]
    assert miss["expected"] == ["cv-camille-roussel"]
    assert _json(_cli("inbox", "questions", "--vault", str(vault), "--json"))["added"] == []  # once only
