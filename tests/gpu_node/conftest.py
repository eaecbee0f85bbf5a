from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from grasbot.signing import Key, parse_keys, sign_request
from tests.support.http_client import HTTP
from tests.support.procs import KEYS, MODEL, Server, StandInHandle, gateway, standin

SIGNING_KEY = parse_keys(KEYS).current


@pytest.fixture(scope="module")
def ollama() -> Iterator[StandInHandle]:
    with standin() as handle:
        yield handle


@pytest.fixture(scope="module")
def node(ollama: StandInHandle) -> Iterator[Server]:
    with gateway(ollama.url) as srv:
        yield srv


@pytest.fixture(autouse=True)
def _clean_standin(request: pytest.FixtureRequest) -> None:
    # Each test starts with no fault scripted and an empty request log.
    if "ollama" in request.fixturenames:
        request.getfixturevalue("ollama").script()


def chat_body(**overrides: Any) -> bytes:
    body: dict[str, Any] = {
        "model": MODEL,
        "messages": [{"role": "user", "content": "Qui es-tu ?"}],
        "stream": True,
        "think": False,
        "keep_alive": "30m",
        "options": {"temperature": 0.4, "num_predict": 64},
    }
    body.update(overrides)
    return json.dumps(body).encode()


def signed(
    method: str, path: str, body: bytes = b"", *, key: Key = SIGNING_KEY, now: float | None = None
) -> dict[str, str]:
    return sign_request(key, method, path, body, now=now)


def post_chat(url: str, body: bytes | None = None, **kwargs: Any) -> httpx.Response:
    body = chat_body() if body is None else body
    return HTTP.post(
        f"{url}/api/chat", content=body, headers=signed("POST", "/api/chat", body), timeout=10, **kwargs
    )


def ndjson(response: httpx.Response) -> list[dict[str, Any]]:
    return [json.loads(line) for line in response.text.splitlines() if line]
