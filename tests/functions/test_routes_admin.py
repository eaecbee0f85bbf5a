from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from asgi_client import SyncClient
from fastapi import FastAPI

from grasbot.bundle import SCHEMA_VERSION, Bundle
from index_build.build import build_bundle

VAULT = {
    "a.md": "---\ntitle: Note A\ntype: projet\nvisibility: public\n---\nUn projet de test écrit en Rust.\n",
}


ADMIN = {"Authorization": "Bearer s3cret"}


def test_public_health_says_only_what_a_visitor_needs(
    make_app: Callable[..., FastAPI], scripted_node: Any, example_bundle: Bundle
) -> None:
    client = SyncClient(make_app({"GRASBOT_ADMIN_TOKEN": "s3cret"}, node=scripted_node()))
    expected = {"status": "ok", "vault_size": len(example_bundle), "node": {"status": "up"}}
    # no bundle hash, no node failure text, no quota setup: not without the token, nor a wrong one
    for headers in ({}, {"Authorization": "Bearer wrong"}):
        assert client.get("/health", headers=headers).json() == expected


def test_health_reports_bundle_node_quotas_and_salt(
    make_app: Callable[..., FastAPI], scripted_node: Any, example_bundle: Bundle
) -> None:
    app = make_app({"GRASBOT_ADMIN_TOKEN": "s3cret"}, node=scripted_node())
    body = SyncClient(app).get("/health", headers=ADMIN).json()
    assert body["bundle"]["schema"] == SCHEMA_VERSION == 3
    assert body["bundle"]["content_hash"] == example_bundle.content_hash
    assert body["vault_size"] == len(example_bundle)
    assert body["model"] == "qwen3:8b"
    assert body["node"] == {
        "status": "up",
        "model": "qwen3:8b",
        "last_checked": 1796031000.0,
        "breaker": "closed",
        "detail": None,
    }
    assert body["ip_salt"] == "random-per-process"
    configured_app = make_app({"GRASBOT_IP_SALT": "x", "GRASBOT_ADMIN_TOKEN": "s3cret"})
    configured = SyncClient(configured_app).get("/health", headers=ADMIN).json()
    assert configured["ip_salt"] == "configured"
    assert "x" not in configured.values()


def test_reload_needs_the_admin_token(make_app: Callable[..., FastAPI], example_bundle_file: Path) -> None:
    env = {"GRASBOT_ADMIN_TOKEN": "s3cret", "GRASBOT_BUNDLE_PATH": str(example_bundle_file)}
    client = SyncClient(make_app(env))
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "s3cret"}):
        reply = client.post("/reload-vault", headers=headers)
        assert reply.status_code == 401
        assert reply.json()["error"] == "unauthorized"
    no_token = SyncClient(make_app({"GRASBOT_BUNDLE_PATH": str(example_bundle_file)}))
    assert no_token.post("/reload-vault", headers={"Authorization": "Bearer "}).status_code == 401


def test_reload_swaps_the_bundle(make_app: Callable[..., FastAPI], make_vault: Any, tmp_path: Path) -> None:
    path = tmp_path / "bundle.json"
    path.write_bytes(build_bundle(make_vault(VAULT)).data)
    app = make_app({"GRASBOT_ADMIN_TOKEN": "s3cret", "GRASBOT_BUNDLE_PATH": str(path)})
    client = SyncClient(app)
    before = client.get("/ask", params={"q": "projet Rust"}).json()
    assert before["vault_size"] > 1
    reply = client.post("/reload-vault", headers={"Authorization": "Bearer s3cret"})
    assert reply.status_code == 200
    assert (reply.json()["changed"], reply.json()["vault_size"]) == (True, 1)
    after = client.get("/ask", params={"q": "projet Rust"}).json()
    assert after["vault_size"] == 1 and after["sources"][0]["slug"] == "a"
    path.write_bytes(b"not json")
    broken = client.post("/reload-vault", headers={"Authorization": "Bearer s3cret"})
    assert broken.status_code == 409 and broken.json()["error"] == "bundle_unreadable"
    assert client.get("/health").json()["vault_size"] == 1  # the old bundle still serves


def test_static_files_served_when_present(make_app: Callable[..., FastAPI], tmp_path: Path) -> None:
    (tmp_path / "widget.js").write_text("console.log('grasbot');\n", encoding="utf-8")
    client = SyncClient(make_app({"GRASBOT_STATIC_DIR": str(tmp_path)}))
    widget = client.get("/widget.js")
    assert widget.status_code == 200 and widget.text == "console.log('grasbot');\n"
    assert widget.headers["content-type"] == "application/javascript; charset=utf-8"
    missing = client.get("/")
    assert missing.status_code == 404 and missing.json()["error"] == "not_found"
    (tmp_path / "demo.html").write_text("<!doctype html><title>GrasBot</title>", encoding="utf-8")
    assert client.get("/").headers["content-type"] == "text/html; charset=utf-8"
    off = SyncClient(make_app({"GRASBOT_STATIC_DIR": str(tmp_path), "GRASBOT_DEMO_PAGE": "0"}))
    assert off.get("/").status_code == 404
    assert off.get("/widget.js").status_code == 200


def test_unknown_route_and_method_are_json(make_app: Callable[..., FastAPI]) -> None:
    client = SyncClient(make_app())
    assert client.get("/nope").json()["error"] == "not_found"
    wrong = client.request("DELETE", "/ask")
    assert (wrong.status_code, wrong.json()["error"]) == (405, "method_not_allowed")


def test_openapi_documents_the_api(make_app: Callable[..., FastAPI]) -> None:
    spec = SyncClient(make_app()).get("/openapi.json").json()
    assert {"/ask", "/ask/stream", "/health", "/reload-vault"} <= set(spec["paths"])
    ask = spec["paths"]["/ask"]
    assert ask["get"]["responses"]["200"]["content"]["application/json"]["schema"]["title"] == "AskResponse"
    assert ask["get"]["parameters"][0]["name"] == "q"
    assert ask["post"]["requestBody"]["content"]["application/json"]["schema"]["title"] == "AskBody"
    assert ask["post"]["responses"]["429"]["content"]["application/json"]["schema"]["title"] == "Error"
