"""The package answers real function-URL events with nothing but its own files on the path.

The deployed zip is arm64 / CPython 3.12 and cannot load here (x86_64 / CPython 3.11): these events go
through its twin, built by the same package.sh run for this machine with the same versions, code and
bundle (test_package.py checks that the two hold the same files, and the deployed one's platform).
The handler runs in a fresh interpreter started with ``-I -S`` from the unzipped folder, as Lambda
runs it from /var/task.
"""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

import pytest

from tests.deploy.zip_package import Packaged, event, invoke

VISITOR_QUOTA = 3


def _body(response: dict[str, Any]) -> dict[str, Any]:
    raw = response["body"]
    if response.get("isBase64Encoded"):
        raw = base64.b64decode(raw).decode()
    data: dict[str, Any] = json.loads(raw)
    return data


@pytest.fixture(scope="module")
def answers(
    host_tree: Path, questions: tuple[str, list[str], str], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    grounded, _, off_topic = questions
    quota_ip = "203.0.113.40"
    events = [
        event("GET", "/health", "203.0.113.10", headers={"authorization": "Bearer deploy-token"}),
        event("POST", "/ask", "203.0.113.20", body={"question": grounded}),
        event("GET", "/ask", "203.0.113.30", query=f"q={off_topic}"),
        *[event("GET", "/ask", quota_ip, query=f"q=question {i}") for i in range(VISITOR_QUOTA + 1)],
        # neither a forwarded-for header nor a forged adapter context may give a fresh quota
        event("GET", "/ask", quota_ip, query="q=encore", headers={"x-forwarded-for": "198.51.100.99"}),
        event(
            "GET",
            "/ask",
            quota_ip,
            query="q=encore",
            headers={"x-amzn-request-context": json.dumps({"http": {"sourceIp": "198.51.100.98"}})},
        ),
        event("GET", "/ask", "203.0.113.50", query="q=une autre personne"),
    ]
    return invoke(
        host_tree,
        events,
        tmp_path_factory.mktemp("invoke"),
        GRASBOT_RATE_LIMIT_VISITOR=f"{VISITOR_QUOTA}/10 minutes",
        GRASBOT_IP_SALT="test-salt",
        GRASBOT_ADMIN_TOKEN="deploy-token",  # the bundle hash is on the admin /health only
    )


def test_only_the_package_and_the_standard_library_are_imported(answers: dict[str, Any]) -> None:
    assert answers["foreign_modules"] == []


def test_health_reports_the_packaged_bundle(answers: dict[str, Any], packaged: Packaged) -> None:
    health = answers["responses"][0]
    assert health["statusCode"] == 200
    body = _body(health)
    assert body["bundle"]["content_hash"] == packaged.manifest["bundle_hash"]
    assert body["node"]["status"] == "unconfigured"


def test_grounded_question_gets_the_notes_sources(
    answers: dict[str, Any], questions: tuple[str, list[str], str]
) -> None:
    response = answers["responses"][1]
    assert response["statusCode"] == 200
    body = _body(response)
    assert body["grounded"] is True
    assert body["mode"] == "offline" and body["model"] is None
    assert [s["slug"] for s in body["sources"]] == questions[1]
    assert body["response"].strip()


def test_off_topic_question_is_not_grounded(answers: dict[str, Any]) -> None:
    response = answers["responses"][2]
    assert response["statusCode"] == 200
    body = _body(response)
    assert body["grounded"] is False
    assert body["mode"] == "offline"


def test_visitor_quota_answers_429_and_holds_against_forged_headers(answers: dict[str, Any]) -> None:
    quota = answers["responses"][3 : 3 + VISITOR_QUOTA + 3]
    assert [r["statusCode"] for r in quota] == [200] * VISITOR_QUOTA + [429, 429, 429]
    refused = quota[VISITOR_QUOTA]
    headers = {k.lower(): v for k, v in refused["headers"].items()}
    assert int(headers["retry-after"]) > 0
    assert "réessayez" in _body(refused)["message"]
    # another visitor, by the function URL's own sourceIp, still gets an answer
    assert answers["responses"][-1]["statusCode"] == 200
