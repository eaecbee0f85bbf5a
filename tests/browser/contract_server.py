"""A stand-in for the function that speaks the /ask contract, for the widget's edge cases.

Run as a process: ``python tests/browser/contract_server.py PORT``, one per test process; each
test gets its own space: ``POST /_spaces {"gates": GATE_DIR}`` answers ``{"prefix": "/s<n>"}``,
and that space counts its own questions and writes them into its own GATE_DIR. Each mode lives
under its own path prefix in a space (``/llm/``, ``/offline/``, ``/limited/``,
``/briefly-limited/``, ``/hostile/``, ``/links/``, ``/struck/``, ``/nostream/``, ``/down/``, ``/refuse/``,
``/cut/``, ``/error/``): ``/s<n>/<mode>/`` is a page with the widget wired to
``/s<n>/<mode>/ask``; its query parameters (``lang``, ``site-base``…) become the script tag's
``data-*`` attributes.

The llm stream stops after its first tokens until the file ``GATE_DIR/<n>`` exists (n = the
question's number in the space), so a test can look at a half-streamed answer without timing
anything.
"""

from __future__ import annotations

import asyncio
import html
import json
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route

STATIC = Path(__file__).resolve().parents[2] / "functions" / "static"
HOSTILE_TITLE = '<img src=x onerror="window.__pwned=1">Note piégée'
HOSTILE_ANSWER = (
    "Voici **trois** liens _choisis_ : [le portfolio](/portfolio/velov-dashboard), "
    "[un site](https://example.org/page) et [piège](javascript:window.__pwned=1).\n\n"
    '<img src=x onerror="window.__pwned=2"> et [autre piège](//evil.example/x) '
    "et [données](data:text/html,<script>window.__pwned=3</script>)\n"
    "- `<script>window.__pwned=4</script>`"
)

PAGE = """<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>{mode}</title></head>
<body style="margin:0"><div id="chat" style="height:600px"></div>
<script src="/widget.js" {attributes}></script></body></html>"""
# Query parameters of the page that become data-* attributes of the script tag.
PAGE_OPTIONS = ("api", "site-base", "lang", "accent", "stream-api", "open", "target", "remember")
LINKS = [
    "/portfolio/a",
    "https://example.org/b",
    "http://example.org/c",
    "HTTPS://EXAMPLE.ORG/D",
    "//evil.example/e",
    "/\\evil.example/f",
    "javascript:window.x=1",
    "JavaScript:window.x=1",
    "data:text/html,x",
    "vbscript:x",
    "mailto:a@b.c",
    "relative/path",
    "#top",
]

SOURCES = [
    {
        "slug": "velov-dashboard",
        "title": "Vélo'v dashboard",
        "type": "projet",
        "score": 12.5,
        "reasons": ["title"],
        "url": "/portfolio/velov-dashboard",
    },
    {
        "slug": "python-backend",
        "title": "Python backend",
        "type": "competence",
        "score": 6.0,
        "reasons": ["alias"],
        "url": "/competences/python-backend",
    },
]


@dataclass
class Space:
    """One test's view of the server: its questions and its gate folder."""

    gate_dir: Path
    asked: int = 0


SPACES: dict[str, Space] = {}


def _answer(question: str, history: list[dict[str, str]], mode: str) -> str:
    previous = [m["content"] for m in history if m.get("role") == "user"]
    text = f"Réponse à « {question} »."
    if previous:
        text += f" Suite de « {previous[-1]} » ({len(history)} messages d'historique)."
    if mode == "hostile":
        return HOSTILE_ANSWER
    if mode == "links":
        return " ".join(f"[k{i}]({url})" for i, url in enumerate(LINKS))
    if mode == "struck":  # an offline answer quoting values the note struck through
        return "- Prix : ~~80 €~~ 90 €\n- ~~Cours particuliers~~ (plus proposé)\n- a ~ b ~~ c"
    return text


def _body(mode: str, question: str, history: list[dict[str, str]], number: int) -> dict[str, Any]:
    hostile = mode == "hostile"
    sources = (
        [{**SOURCES[0], "title": HOSTILE_TITLE, "url": "javascript:window.__pwned=5"}, SOURCES[1]]
        if hostile
        else SOURCES
    )
    return {
        "response": _answer(question, history, mode),
        "sources": sources,
        "grounded": mode != "general",
        "model": None if mode == "offline" else "qwen3:8b",
        "vault_size": 42,
        "mode": "offline" if mode == "offline" else "llm",
        "request_id": f"req-{number}",
        "truncated": False,
    }


def _sse(event: str, data: dict[str, Any]) -> bytes:
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n".encode()


async def _read(request: Request, space: Space) -> tuple[str, list[dict[str, str]], int]:
    payload = await request.json()
    space.asked += 1
    (space.gate_dir / f"request-{space.asked}.json").write_text(json.dumps(payload), encoding="utf-8")
    return str(payload.get("question", "")), list(payload.get("history") or []), space.asked


def _limited(seconds: int) -> JSONResponse:
    body = {
        "error": "rate_limited",
        "message": "Trop de questions.",
        "request_id": "r",
        "retry_after": seconds,
    }
    return JSONResponse(body, status_code=429, headers={"Retry-After": str(seconds)})


def _refused() -> JSONResponse:
    body = {"error": "question_invalid", "message": "La question doit être du texte.", "request_id": "r"}
    return JSONResponse(body, status_code=400)


def _refusal(mode: str, space: Space) -> Response | None:
    """The answer of the modes that refuse a question before reading it, on both routes."""
    if mode == "limited":
        return _limited(125)
    if mode == "briefly-limited" and space.asked == 0:
        space.asked += 1  # only the first question is refused, for two seconds
        return _limited(2)
    if mode == "refuse":
        return _refused()
    return None


async def register(request: Request) -> Response:
    name = f"s{len(SPACES) + 1}"
    SPACES[name] = Space(Path((await request.json())["gates"]))
    return JSONResponse({"prefix": f"/{name}"})


async def ask(request: Request) -> Response:
    mode, space = request.path_params["mode"], SPACES[request.path_params["space"]]
    refusal = _refusal(mode, space)
    if refusal is not None:
        return refusal
    if mode == "down":
        return Response(status_code=502)
    question, history, number = await _read(request, space)
    return JSONResponse(_body(mode, question, history, number))


async def ask_stream(request: Request) -> Response:
    mode, space = request.path_params["mode"], SPACES[request.path_params["space"]]
    refusal = _refusal(mode, space)
    if refusal is not None:
        return refusal
    if mode in {"nostream", "down"}:
        return Response(status_code=404)
    question, history, number = await _read(request, space)
    body = _body(mode, question, history, number)
    words = body["response"].split(" ")
    gate = space.gate_dir / str(number)

    async def events() -> AsyncIterator[bytes]:
        meta = {k: body[k] for k in ("request_id", "sources", "grounded", "mode", "vault_size")}
        yield _sse("meta", meta)
        for i, word in enumerate(words):
            if i == 3 and mode == "llm":
                while not gate.exists():  # the test opens the gate once it has seen the first words
                    await asyncio.sleep(0.05)
            if i == 3 and mode == "cut":
                return  # the connection ends without "done"
            if i == 3 and mode == "error":
                yield _sse("error", {"error": "node_failed", "message": "Le modèle s'est interrompu."})
                sent = " ".join(words[:3])
                yield _sse("done", body | {"response": sent, "truncated": True})
                return
            yield _sse("token", {"text": word if i == 0 else " " + word})
        yield _sse("done", body)

    return StreamingResponse(events(), media_type="text/event-stream")


async def page(request: Request) -> Response:
    mode, prefix = request.path_params["mode"], f"/{request.path_params['space']}"
    options = {"target": "#chat", "api": f"{prefix}/{mode}/ask", "stream-api": f"{prefix}/{mode}/ask/stream"}
    options |= {k: v for k, v in request.query_params.items() if k in PAGE_OPTIONS}
    attributes = " ".join(f'data-{k}="{html.escape(v)}"' for k, v in options.items() if v)
    return HTMLResponse(PAGE.format(mode=mode, attributes=attributes))


async def widget(request: Request) -> Response:
    return FileResponse(STATIC / "widget.js", media_type="text/javascript")


app = Starlette(
    routes=[
        Route("/_spaces", register, methods=["POST"]),
        Route("/widget.js", widget),
        Route("/{space}/{mode}/", page),
        Route("/{space}/{mode}/ask", ask, methods=["POST"]),
        Route("/{space}/{mode}/ask/stream", ask_stream, methods=["POST"]),
    ]
)

if __name__ == "__main__":
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
