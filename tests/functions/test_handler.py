"""Real function-URL (payload 2.0) events through Mangum into the app, as Lambda runs it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI

from functions.context import hash_visitor
from functions.settings import SettingsError

REPO = Path(__file__).resolve().parents[2]
Invoke = Callable[[FastAPI, dict[str, Any]], dict[str, Any]]
Event = Callable[..., dict[str, Any]]


def test_get_ask_event(make_app: Callable[..., FastAPI], invoke: Invoke, event: Event) -> None:
    app = make_app()
    response = invoke(app, event("function-url-get-ask.json"))
    assert response["statusCode"] == 200
    assert response["headers"]["content-type"] == "application/json"
    assert response["headers"]["x-request-id"] == "lambda-req-1"  # the Lambda request id, reused
    body = json.loads(response["body"])
    assert body["sources"][0]["slug"] == "bio-camille"
    assert (body["mode"], body["request_id"]) == ("offline", "lambda-req-1")


def test_post_event_with_base64_body_and_cookies(
    make_app: Callable[..., FastAPI], invoke: Invoke, event: Event
) -> None:
    raw = event("function-url-post-ask-base64.json")
    assert raw["isBase64Encoded"] and raw["cookies"]
    response = invoke(make_app(), raw)
    assert response["statusCode"] == 200
    body = json.loads(response["body"])
    assert body["sources"][0]["slug"] == "recherche-disponibilite"  # « Et en télétravail ? »
    assert "set-cookie" not in response["headers"] and not response.get("cookies")


def test_stream_event_is_buffered_but_complete(
    make_app: Callable[..., FastAPI], invoke: Invoke, event: Event
) -> None:
    response = invoke(make_app(), event("function-url-get-ask-stream.json"))
    assert response["statusCode"] == 200
    assert response["headers"]["content-type"].startswith("text/event-stream")
    names = [
        line.removeprefix("event: ") for line in response["body"].splitlines() if line.startswith("event: ")
    ]
    assert names[0] == "meta" and names[-1] == "done" and "token" in names


def test_health_event(
    make_app: Callable[..., FastAPI], invoke: Invoke, event: Event, example_bundle: Any
) -> None:
    app = make_app({"GRASBOT_ADMIN_TOKEN": "s3cret"})
    public = invoke(app, event("function-url-health.json"))
    assert public["statusCode"] == 200
    assert json.loads(public["body"]) == {
        "status": "ok",
        "vault_size": len(example_bundle),
        "node": {"status": "unconfigured"},
    }
    admin_event = event("function-url-health.json")
    admin_event["headers"]["authorization"] = "Bearer s3cret"
    body = json.loads(invoke(app, admin_event)["body"])
    assert body["bundle"]["content_hash"] == example_bundle.content_hash
    assert body["node"]["status"] == "unconfigured"
    assert body["quotas"]["state"] == "ok"


def test_client_ip_is_the_source_ip_not_x_forwarded_for(
    make_app: Callable[..., FastAPI], invoke: Invoke, event: Event
) -> None:
    app = make_app({"GRASBOT_RATE_LIMIT_VISITOR": "2/10 minutes", "GRASBOT_IP_SALT": "pepper"})
    statuses = [
        invoke(app, event("function-url-get-ask.json", forwarded_for=f"203.0.113.{i}"))["statusCode"]
        for i in range(3)
    ]
    assert statuses == [200, 200, 429]  # a new X-Forwarded-For each time did not make a new visitor
    refused = invoke(app, event("function-url-get-ask.json", forwarded_for="203.0.113.99"))
    assert refused["statusCode"] == 429
    assert int(refused["headers"]["retry-after"]) == json.loads(refused["body"])["retry_after"] > 0
    other = invoke(app, event("function-url-get-ask.json", source_ip="198.51.100.200"))
    assert other["statusCode"] == 200
    logs = [json.loads(line) for line in app.state.logs]
    assert logs[0]["visitor"] == hash_visitor("198.51.100.23", "pepper")
    assert logs[-1]["visitor"] == hash_visitor("198.51.100.200", "pepper")
    text = "\n".join(app.state.logs)
    assert "198.51.100.23" not in text and "203.0.113" not in text and "Camille" not in text


def test_lambda_web_adapter_context_only_when_trusted(
    make_app: Callable[..., FastAPI], invoke: Invoke, event: Event
) -> None:
    context = json.dumps({"requestId": "lwa-req-9", "http": {"sourceIp": "192.0.2.44"}})
    for trusted, expected_ip in (("0", "198.51.100.23"), ("1", "192.0.2.44")):
        app = make_app({"GRASBOT_TRUST_LWA_CONTEXT": trusted, "GRASBOT_IP_SALT": "s"})
        raw = event("function-url-health.json")
        raw["headers"]["x-amzn-request-context"] = context
        raw["requestContext"]["http"]["sourceIp"] = "198.51.100.23"
        invoke(app, raw)
        line = json.loads(app.state.logs[0])
        assert line["visitor"] == hash_visitor(expected_ip, "s")
        assert line["request_id"] == "lambda-req-1"  # Mangum's Lambda context wins over the header


def test_cors_preflight_for_the_site_origin(
    make_app: Callable[..., FastAPI], invoke: Invoke, event: Event
) -> None:
    allowed = invoke(
        make_app({"GRASBOT_CORS_ORIGINS": "https://example.org"}), event("function-url-options-ask.json")
    )
    assert allowed["statusCode"] == 200
    assert allowed["headers"]["access-control-allow-origin"] == "https://example.org"
    other = invoke(
        make_app({"GRASBOT_CORS_ORIGINS": "https://other.example"}), event("function-url-options-ask.json")
    )
    assert other["statusCode"] == 400
    assert "access-control-allow-origin" not in other["headers"]
    get = invoke(make_app(), event("function-url-get-ask.json"))  # no origins configured: no CORS at all
    assert "access-control-allow-origin" not in get["headers"]


def test_a_cold_start_loads_bundle_json_from_the_zip_root_and_no_node_client(
    tmp_path: Path, example_build: Any, example_bundle: Any, example_bundle_file: Path
) -> None:
    """A fresh process in a folder laid out like the Lambda zip: an app with a node configured
    has not imported the node client (nor httpx) yet; then the handler module, first imported
    here, serves an event from bundle.json at the zip's root. One process for both: a cold
    start is an interpreter and FastAPI's import, half a second of CPU."""
    (tmp_path / "bundle.json").write_bytes(example_build.data)
    event_file = REPO / "tests" / "events" / "function-url-get-ask.json"
    script = (
        "import json, sys\n"
        "from functions.app import create_app\n"
        "env = {'GRASBOT_NODE_URL': 'http://127.0.0.1:9', 'GRASBOT_BUNDLE_PATH': sys.argv[1],\n"
        "       'GRASBOT_NODE_KEYS': 'k1:' + '7f' * 24}\n"
        "node = create_app(env).state.grasbot.node\n"
        "lazy = [type(node).__name__, 'functions.node_client' in sys.modules, 'httpx' in sys.modules]\n"
        "import gc\n"
        "from functions.handler import handler\n"
        "collector = [gc.isenabled(), gc.get_freeze_count() > 0]\n"
        "class Ctx:\n    aws_request_id = 'cold-1'\n"
        f"event = json.load(open({str(event_file)!r}))\n"
        "out = handler(event, Ctx())\n"
        "sys.stderr.write(json.dumps({'lazy': lazy, 'collector': collector, 'response': out}))\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("GRASBOT_") and k != "BUNDLE_PATH"}
    env["PYTHONPATH"] = str(REPO)
    done = subprocess.run(
        [sys.executable, "-c", script, str(example_bundle_file)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stderr)
    assert result["lazy"] == ["LazyNode", False, False]
    # the collector, paused while the cold start made its objects, runs again; they are frozen
    assert result["collector"] == [True, True]
    response = result["response"]
    assert response["statusCode"] == 200
    assert json.loads(response["body"])["vault_size"] == len(example_bundle)
    log = json.loads(done.stdout.strip().splitlines()[-1])
    assert (log["path"], log["status"], log["request_id"]) == ("/ask", 200, "cold-1")


def test_misconfigured_node_fails_the_cold_start_in_one_line(make_app: Callable[..., FastAPI]) -> None:
    # GRASBOT_NODE_URL without its signing keys: found at cold start, not on a visitor's question
    with pytest.raises(SettingsError) as info:
        make_app({"GRASBOT_NODE_URL": "http://127.0.0.1:9"})
    assert str(info.value) == "GRASBOT_NODE_URL is set but GRASBOT_NODE_KEYS / GRASBOT_NODE_KEYS_FILE is not"


def test_a_bug_is_a_json_500(
    make_app: Callable[..., FastAPI], invoke: Invoke, event: Event, scripted_node: Any
) -> None:
    node = scripted_node()
    node.state = lambda: 1 / 0  # a broken node client, seen through /health
    app = make_app(node=node)
    response = invoke(app, event("function-url-health.json"))
    assert response["statusCode"] == 500
    body = json.loads(response["body"])
    assert (body["error"], body["request_id"]) == ("internal", "lambda-req-1")
    assert json.loads(app.state.logs[0])["status"] == 500


def test_cold_start_failures_are_one_readable_line(tmp_path: Path, example_bundle_file: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GRASBOT_") and k != "BUNDLE_PATH"}
    env["PYTHONPATH"] = str(REPO)
    cases = [
        ({}, "bundle.json: cannot read bundle (No such file or directory); build one with `grasbot build`"),
        (
            {"GRASBOT_BUNDLE_PATH": str(example_bundle_file), "GRASBOT_RATE_LIMIT_GLOBAL": "beaucoup"},
            "GRASBOT_RATE_LIMIT_GLOBAL must be a rate such as '20/10 minutes' or '500/day', got 'beaucoup'",
        ),
    ]
    # both cold starts at once: each is mostly an interpreter importing FastAPI
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", "import functions.handler"],
            cwd=tmp_path,
            env={**env, **extra},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for extra, _ in cases
    ]
    try:
        for proc, (_, message) in zip(procs, cases, strict=True):
            _, stderr = proc.communicate(timeout=60)
            assert proc.returncode == 1
            assert stderr.strip().splitlines()[-1].endswith(message)
    finally:
        for proc in procs:
            proc.kill()  # a no-op once it has exited
            proc.wait()
