"""A small synchronous client that drives an ASGI app in-process (httpx's ASGITransport).

Starlette's TestClient warns under this Starlette version, and warnings are errors here. The
whole response, streamed or not, is read before returning; the client address is chosen.
"""

from __future__ import annotations

import asyncio
from types import TracebackType
from typing import Any

import httpx
from starlette.types import ASGIApp


class SyncClient:
    def __init__(self, app: ASGIApp, client_ip: str = "192.0.2.10") -> None:
        self.app = app
        self.client_ip = client_ip

    def request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        async def run() -> httpx.Response:
            transport = httpx.ASGITransport(app=self.app, client=(self.client_ip, 50000))
            async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
                response = await client.request(method, path, **kwargs)
                await response.aread()
                return response

        return asyncio.run(run())

    def get(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("POST", path, **kwargs)

    def options(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("OPTIONS", path, **kwargs)

    def __enter__(self) -> SyncClient:
        return self

    def __exit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        return None
