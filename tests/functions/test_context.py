"""Who the visitor is: the platform's address, never a header the client wrote, IPv6 by /64."""

from __future__ import annotations

from collections.abc import Callable

from asgi_client import SyncClient
from fastapi import FastAPI

from functions.context import client_ip, hash_visitor, visitor_network


def _scope(client: str, forwarded: str | None = None) -> dict[str, object]:
    headers = [(b"x-forwarded-for", forwarded.encode())] if forwarded else []
    return {"type": "http", "client": (client, 5000), "headers": headers}


def test_x_forwarded_for_is_read_only_behind_trusted_proxies() -> None:
    scope = _scope("10.0.0.2", "198.51.100.1, 203.0.113.9")
    assert client_ip(scope) == "10.0.0.2"
    assert client_ip(scope, trusted_proxies=1) == "203.0.113.9"  # what our one proxy saw
    assert client_ip(scope, trusted_proxies=2) == "198.51.100.1"
    assert client_ip(scope, trusted_proxies=3) == "10.0.0.2"  # fewer hops than proxies: not believed


def test_ipv6_visitors_are_keyed_by_their_64() -> None:
    assert visitor_network("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64"
    assert hash_visitor("2001:db8:1:2::1", "s") == hash_visitor("2001:db8:1:2:ffff:ffff:ffff:ffff", "s")
    assert hash_visitor("2001:db8:1:2::1", "s") != hash_visitor("2001:db8:1:3::1", "s")
    assert visitor_network("::ffff:192.0.2.1") == "192.0.2.1"
    assert visitor_network("192.0.2.1") == "192.0.2.1"


def test_rotating_ipv6_addresses_in_one_64_share_a_quota(make_app: Callable[..., FastAPI]) -> None:
    app = make_app({"GRASBOT_RATE_LIMIT_VISITOR": "2/10 minutes"})
    codes = [
        SyncClient(app, f"2001:db8:0:7::{i}").get("/ask", params={"q": "Qui est Camille ?"}).status_code
        for i in range(1, 5)
    ]
    assert codes == [200, 200, 429, 429]
    other = SyncClient(app, "2001:db8:0:8::1").get("/ask", params={"q": "Qui est Camille ?"})
    assert other.status_code == 200
