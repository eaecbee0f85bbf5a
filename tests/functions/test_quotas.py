"""Quotas through the real app: order of the limits, Redis shared between instances, Redis down."""

from __future__ import annotations

import json
from collections.abc import Callable

import redis
from asgi_client import SyncClient
from fastapi import FastAPI

from functions.quotas import Quotas, share_of_rate
from functions.settings import read_settings


def _ask(client: SyncClient, n: int, path: str = "/ask") -> list[int]:
    return [client.get(path, params={"q": "Qui est Camille ?"}).status_code for _ in range(n)]


def test_visitor_limit_with_retry_after_and_french_message(make_app: Callable[..., FastAPI]) -> None:
    app = make_app({"GRASBOT_RATE_LIMIT_VISITOR": "3/10 minutes"})
    client = SyncClient(app, "192.0.2.1")
    assert _ask(client, 3) == [200, 200, 200]
    refused = client.get("/ask/stream", params={"q": "Qui est Camille ?"})  # one budget for every route
    assert refused.status_code == 429
    assert refused.headers["content-type"] == "application/json"
    body = refused.json()
    assert body["error"] == "rate_limited"
    assert 0 < body["retry_after"] <= 600
    assert refused.headers["retry-after"] == str(body["retry_after"])
    assert body["message"].startswith("Trop de questions en peu de temps ; réessayez dans")
    assert _ask(SyncClient(app, "192.0.2.2"), 1) == [200]  # another visitor is not affected
    assert json.loads(app.state.logs[-2])["error"] == "rate_limited"


def test_refusals_by_the_visitor_limit_do_not_spend_the_global_budget(
    make_app: Callable[..., FastAPI],
) -> None:
    app = make_app({"GRASBOT_RATE_LIMIT_VISITOR": "2/10 minutes", "GRASBOT_RATE_LIMIT_GLOBAL": "3/day"})
    greedy, polite = SyncClient(app, "192.0.2.1"), SyncClient(app, "192.0.2.2")
    assert _ask(greedy, 6) == [200, 200, 429, 429, 429, 429]
    # only the greedy visitor's two answered requests count against the global 3/day
    assert _ask(polite, 1) == [200]
    refused = polite.get("/ask", params={"q": "Qui est Camille ?"})
    assert refused.status_code == 429
    assert refused.json()["message"].startswith("GrasBot a atteint son nombre de réponses pour le moment")


ADMIN = {"Authorization": "Bearer t"}


def test_health_and_reload_are_not_counted(make_app: Callable[..., FastAPI]) -> None:
    app = make_app({"GRASBOT_RATE_LIMIT_VISITOR": "1/10 minutes"})
    client = SyncClient(app)
    assert [client.get("/health").status_code for _ in range(3)] == [200, 200, 200]
    assert _ask(client, 2) == [200, 429]


def test_two_instances_share_one_budget_in_redis(make_app: Callable[..., FastAPI], redis_url: str) -> None:
    env = {
        "GRASBOT_RATE_LIMIT_VISITOR": "3/10 minutes",
        "RATE_LIMIT_STORAGE_URI": redis_url,
        "GRASBOT_ADMIN_TOKEN": "t",
    }
    first, second = make_app(env), make_app(env)
    assert first.state.grasbot.ip_salt != second.state.grasbot.ip_salt  # random salts differ...
    env["GRASBOT_IP_SALT"] = "shared-salt"  # ...so instances sharing Redis must share the salt
    first, second = make_app(env), make_app(env)
    assert _ask(SyncClient(first, "192.0.2.7"), 2) == [200, 200]
    assert _ask(SyncClient(second, "192.0.2.7"), 2) == [200, 429]
    assert _ask(SyncClient(first, "192.0.2.7"), 1) == [429]
    health = SyncClient(second).get("/health", headers=ADMIN).json()["quotas"]
    assert health == {
        "storage": "redis",
        "shared": True,
        "state": "ok",
        "visitor": "3/10 minutes",
        "global": "500/day",
    }


def test_redis_down_falls_back_to_per_instance_limits(make_app: Callable[..., FastAPI], port: int) -> None:
    env = {
        "GRASBOT_RATE_LIMIT_VISITOR": "2/10 minutes",
        "RATE_LIMIT_STORAGE_URI": f"redis://127.0.0.1:{port}/0",  # nothing listens there
        "GRASBOT_IP_SALT": "s",
        "GRASBOT_ADMIN_TOKEN": "t",
    }
    app = make_app(env)
    client = SyncClient(app, "192.0.2.9")
    assert client.get("/health", headers=ADMIN).json()["quotas"]["state"] == "fallback-memory"
    assert _ask(client, 3) == [200, 200, 429]  # no 500, and the limit still holds in memory
    quotas = client.get("/health", headers=ADMIN).json()["quotas"]
    assert (quotas["state"], quotas["shared"]) == ("fallback-memory", False)


def test_global_cap_holds_through_a_redis_outage(make_app: Callable[..., FastAPI], redis_url: str) -> None:
    # Two instances share a real redis-server, which is shut down mid-run. Each instance's
    # fallback knows nothing of the other's, so each may spend only its share of the cap:
    # 20/day shared by 4 expected instances is 5 each, and these two stop exactly at the cap.
    env = {
        "GRASBOT_RATE_LIMIT_VISITOR": "100/minute",
        "GRASBOT_RATE_LIMIT_GLOBAL": "20/day",
        "GRASBOT_RATE_LIMIT_FALLBACK_INSTANCES": "4",
        "RATE_LIMIT_STORAGE_URI": redis_url,
        "GRASBOT_IP_SALT": "shared",
    }
    first, second = make_app(env), make_app(env)
    answered = sum(_ask(SyncClient(first, f"192.0.2.{i}"), 1) == [200] for i in range(10))
    assert answered == 10
    redis.Redis.from_url(redis_url).shutdown(nosave=True)  # the outage, mid-run
    after = [
        code
        for app in (first, second)
        for i in range(15)
        for code in _ask(SyncClient(app, f"198.51.100.{i}"), 1)
    ]
    assert (after.count(200), after.count(429), len(after)) == (10, 20, 30)  # 10 + 2 x 5: no overshoot


def test_fallback_share_of_the_global_cap() -> None:
    assert share_of_rate("500/day", 10) == "50/1 day"
    assert share_of_rate("3/hour", 10) == "1/1 hour"  # never zero: the function stays usable
    assert share_of_rate("20/10 minutes; 5/minute", 2) == "10/10 minute; 2/1 minute"


def test_limits_parse_from_settings() -> None:
    settings = read_settings({"GRASBOT_RATE_LIMIT_GLOBAL": "100/hour"})
    quotas = Quotas(settings.rate_visitor, settings.rate_global, settings.rate_storage_uri, 0.3)
    assert quotas.storage_state() == {"storage": "memory", "shared": False, "state": "ok"}
    assert quotas.global_rate == "100/hour"
