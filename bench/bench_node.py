"""Node benchmark: what the node client and the gateway add to a streamed answer, and how long a
visitor waits for the offline answer when the node is off.

Ollama is replaced by the tests' stand-in (``tests/support/ollama_standin.py``, a real HTTP
server speaking Ollama's NDJSON), the gateway runs as its real process, all on 127.0.0.1:

* time to first token: a plain httpx stream straight to the stand-in, against ``OllamaClient``
  (signing, Access headers, NDJSON parsing, think stripping) through the gateway (signature
  check, allow-list, caps, slot, pass-through). The difference of medians is the overhead.
* per chunk: each chunk carries the stand-in's send time (reply token ``@now``); arrival minus
  send time, direct vs through client and gateway.
* offline wait: ``/ask`` through the real app (in process) with the node refusing connections,
  the first time (retries, then the breaker opens) and once the breaker is open.

Targets (issue 4): < 10 ms added to the first token, < 1 ms per chunk, < 50 ms offline once the
breaker is open, under the connect timeout the first time. Never a test: nothing fails here.
Usage: ``python -m bench.bench_node [--quick]``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import json
import statistics
import sys
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import orjson

from functions.llm import ChatMessage, NodeUnavailable
from functions.node_client import OllamaClient
from functions.settings import Settings, node_keyring, read_settings
from grasbot.signing import Keyring
from tests.support.procs import free_port, function_env, gateway, standin

__all__ = ["main"]


def _node_settings(env: dict[str, str]) -> tuple[Settings, Keyring]:
    return read_settings(env), node_keyring(env)


REPO = Path(__file__).resolve().parent.parent
QUESTION: list[ChatMessage] = [{"role": "user", "content": "Qui est Camille ?"}]
BODY = orjson.dumps(
    {
        "model": "qwen3:8b",
        "messages": QUESTION,
        "stream": True,
        "think": False,
        "options": {"num_predict": 400},
    }
)


def _ms(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "p50_ms": round(statistics.median(ordered) * 1000, 3),
        "p95_ms": round(p95 * 1000, 3),
        "n": len(values),
    }


async def _direct(url: str, runs: int) -> tuple[list[float], list[float]]:
    """First-line times and per-chunk trips for a bare httpx stream to Ollama (the baseline)."""
    first: list[float] = []
    trips: list[float] = []
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        for _ in range(runs):
            started = time.perf_counter()
            async with client.stream("POST", "/api/chat", content=BODY) as response:
                seen = False
                async for line in response.aiter_lines():
                    if not line:
                        continue
                    now = time.time()
                    if not seen:
                        first.append(time.perf_counter() - started)
                        seen = True
                    content = orjson.loads(line)["message"]["content"].strip()
                    if content:
                        trips.append(now - float(content))
    return first, trips


async def _through_gateway(client: OllamaClient, runs: int) -> tuple[list[float], list[float]]:
    first: list[float] = []
    trips: list[float] = []
    for _ in range(runs):
        started = time.perf_counter()
        seen = False
        async for chunk in client.stream_chat(QUESTION, 400):
            now = time.time()
            if not seen:
                first.append(time.perf_counter() - started)
                seen = True
            if chunk.text.strip():
                trips.append(now - float(chunk.text.strip()))
    return first, trips


def _production_env(url: str) -> dict[str, str]:
    """The node's default timeouts and retries, not the tests' short ones."""
    env = function_env(url)
    return {
        k: v for k, v in env.items() if k in ("GRASBOT_NODE_URL", "GRASBOT_NODE_KEYS", "GRASBOT_NODE_MODEL")
    }


def _offline_wait(runs: int) -> dict[str, Any]:
    """``/ask`` answered offline by the real app, node refusing connections."""
    from functions.app import create_app
    from grasbot.bundle import parse_bundle
    from index_build.build import build_bundle

    bundle = parse_bundle(build_bundle(REPO / "examples" / "vault").data)
    env = _production_env(f"http://127.0.0.1:{free_port()}")
    env["GRASBOT_CACHE_TTL_S"] = "0"
    env["GRASBOT_RATE_LIMIT_VISITOR"] = "100000/minute"
    env["GRASBOT_RATE_LIMIT_GLOBAL"] = "100000/day"
    settings, keyring = _node_settings(env)

    async def run() -> dict[str, Any]:
        firsts: list[float] = []
        opens: list[float] = []
        for _ in range(max(3, runs // 10)):
            node = OllamaClient(settings, keyring)  # a fresh client: its breaker starts closed
            app = create_app(env, node=node, bundle=bundle)
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://function") as visitor:
                for i in range(runs if not firsts else 1):
                    started = time.perf_counter()
                    answer = (
                        await visitor.post("/ask", json={"question": "Parle-moi de ses projets"})
                    ).json()
                    took = time.perf_counter() - started
                    if answer.get("mode") != "offline":
                        raise RuntimeError(f"expected an offline answer, got {answer.get('mode')}")
                    (firsts if i == 0 else opens).append(took)
            await node.aclose()
        return {
            "first_time": _ms(firsts),
            "breaker_open": _ms(opens),
            "connect_timeout_s": settings.node_connect_timeout_s,
        }

    with contextlib.redirect_stdout(io.StringIO()):  # the app's one JSON line per request
        return asyncio.run(run())


def _client_wait(runs: int) -> dict[str, Any]:
    """The node client alone: how long ``stream_chat`` takes to say the node is unavailable."""
    settings, keyring = _node_settings(_production_env(f"http://127.0.0.1:{free_port()}"))

    async def run() -> dict[str, Any]:
        client = OllamaClient(settings, keyring)
        waits = []
        for _ in range(runs):
            started = time.perf_counter()
            try:
                async for _chunk in client.stream_chat(QUESTION, 64):
                    pass
            except NodeUnavailable:
                waits.append(time.perf_counter() - started)
        await client.aclose()
        return {"first_time_ms": round(waits[0] * 1000, 1), "breaker_open": _ms(waits[1:])}

    return asyncio.run(run())


def main(quick: bool = False) -> dict[str, Any]:
    runs, streams = (20, 2) if quick else (100, 5)
    chunks, pace_s = 100, 0.01  # 100 tokens/s: faster than Qwen3 8B on a 2080 Ti, with no backlog
    with ExitStack() as stack:
        ollama = stack.enter_context(standin())
        node = stack.enter_context(gateway(ollama.url, GRASBOT_GATEWAY_QUEUE="4"))
        settings, keyring = _node_settings(function_env(node.url, GRASBOT_NODE_FIRST_BYTE_TIMEOUT_S="10"))

        async def measure() -> dict[str, list[float]]:
            client = OllamaClient(settings, keyring)
            ollama.script(reply=["@now"] * 8)
            await _direct(ollama.url, 3)  # warm both paths: connections, imports, first allocations
            await _through_gateway(client, 3)
            d_first, _ = await _direct(ollama.url, runs)
            g_first, _ = await _through_gateway(client, runs)
            ollama.script(*[{"chunk_delay_s": pace_s}] * streams, reply=["@now"] * chunks)
            _, d_trips = await _direct(ollama.url, streams)
            ollama.script(*[{"chunk_delay_s": pace_s}] * streams, reply=["@now"] * chunks)
            _, g_trips = await _through_gateway(client, streams)
            await client.aclose()
            return {"d_first": d_first, "g_first": g_first, "d_trips": d_trips, "g_trips": g_trips}

        timings = asyncio.run(measure())
    direct, via = _ms(timings["d_first"]), _ms(timings["g_first"])
    trip_direct, trip_via = _ms(timings["d_trips"]), _ms(timings["g_trips"])
    result = {
        "first_token": {
            "direct": direct,
            "client_gateway": via,
            "added_p50_ms": round(via["p50_ms"] - direct["p50_ms"], 3),
            "target_ms": 10,
        },
        "per_chunk": {
            "direct": trip_direct,
            "client_gateway": trip_via,
            "added_p50_ms": round(trip_via["p50_ms"] - trip_direct["p50_ms"], 3),
            "pace_ms": pace_s * 1000,
            "target_ms": 1,
        },
        "offline_client": _client_wait(runs),
        "offline_ask": _offline_wait(runs),
    }
    _print(result)
    return result


def _print(r: dict[str, Any]) -> None:
    ft, pc, oc, oa = r["first_token"], r["per_chunk"], r["offline_client"], r["offline_ask"]
    rows = [
        ("first token, direct to Ollama", f"{ft['direct']['p50_ms']:.2f} ms", ""),
        ("first token, client + gateway", f"{ft['client_gateway']['p50_ms']:.2f} ms", ""),
        ("  added to the first token", f"{ft['added_p50_ms']:.2f} ms", "< 10 ms"),
        ("chunk trip, direct", f"{pc['direct']['p50_ms']:.3f} ms", ""),
        ("chunk trip, client + gateway", f"{pc['client_gateway']['p50_ms']:.3f} ms", ""),
        ("  added per chunk", f"{pc['added_p50_ms']:.3f} ms", "< 1 ms"),
        ("offline, node client, first time", f"{oc['first_time_ms']:.1f} ms", ""),
        ("offline, node client, breaker open", f"{oc['breaker_open']['p50_ms']:.3f} ms", ""),
        (
            "offline /ask, first time",
            f"{oa['first_time']['p50_ms']:.1f} ms",
            f"< {oa['connect_timeout_s']:g} s",
        ),
        ("offline /ask, breaker open", f"{oa['breaker_open']['p50_ms']:.2f} ms", "< 50 ms"),
    ]
    print("\n== node: client + gateway overhead, offline wait (p50)")
    for name, value, target in rows:
        print(f"{name:<38} {value:>12}  {target}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json", dest="json_", action="store_true", help="print the figures as JSON too")
    options = parser.parse_args()
    figures = main(quick=options.quick)
    if options.json_:
        json.dump(figures, sys.stdout, indent=2)
