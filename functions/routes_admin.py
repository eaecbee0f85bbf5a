"""``/health``, ``/reload-vault`` and the static files (``/widget.js``, the demo page at ``/``).

``/health`` is cheap: no model call, the node's state is whatever its client last saw, and
Redis is pinged at most every few seconds. Anyone gets what a visitor needs (up, how many notes,
whether the model answers); the details (bundle hash, the node's last failure, quota setup)
need the admin token, as ``/reload-vault`` does: ``Authorization: Bearer $GRASBOT_ADMIN_TOKEN``,
compared in constant time; with no token configured they are never shown.
"""

from __future__ import annotations

import hmac
import time
from pathlib import Path
from typing import Any

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from functions.errors import ApiError, Unauthorized, error_response
from functions.prompt import system_prompt
from functions.state import build_searcher, state_of
from grasbot.bundle import SCHEMA_VERSION, BundleError, load_bundle

__all__ = ["build_admin_router"]

_STATIC_TYPES = {
    "widget.js": "application/javascript; charset=utf-8",
    "demo.html": "text/html; charset=utf-8",
}


def _public_health(request: Request) -> dict[str, Any]:
    state = state_of(request)
    return {"status": "ok", "vault_size": len(state.bundle), "node": {"status": state.node.state().status}}


def _health(request: Request) -> dict[str, Any]:
    state = state_of(request)
    node = state.node.state()
    return {
        "status": "ok",
        "bundle": {
            "schema": SCHEMA_VERSION,
            "content_hash": state.bundle.content_hash,
            "notes": len(state.bundle),
            "loaded_at": round(state.loaded_at, 3),
        },
        "vault_size": len(state.bundle),
        "model": state.node.model,
        "node": node._asdict(),
        "quotas": {
            **state.quotas.storage_state(),
            "visitor": state.quotas.visitor_rate,
            "global": state.quotas.global_rate,
        },
        "ip_salt": "random-per-process" if state.salt_is_random else "configured",
        "inbox": state.inbox.state(),
        "cache": {"entries": len(state.cache), "ttl_s": state.settings.cache_ttl_s},
    }


def _is_admin(request: Request) -> bool:
    token = state_of(request).settings.admin_token
    scheme, _, value = request.headers.get("authorization", "").partition(" ")
    return bool(token) and scheme.lower() == "bearer" and hmac.compare_digest(value.strip(), str(token))


def _check_admin(request: Request) -> None:
    if not _is_admin(request):
        raise Unauthorized()


def _static(request: Request, name: str) -> Response:
    path: Path = state_of(request).settings.static_dir / name
    try:
        content = path.read_bytes()
    except OSError:
        return error_response(request, 404, "not_found", f"{name} n'est pas disponible sur ce serveur.")
    return Response(content, media_type=_STATIC_TYPES[name], headers={"Cache-Control": "public, max-age=300"})


def build_admin_router() -> APIRouter:
    router = APIRouter()

    @router.get("/health", tags=["admin"])
    async def health(request: Request) -> JSONResponse:
        return JSONResponse(_health(request) if _is_admin(request) else _public_health(request))

    @router.post("/reload-vault", tags=["admin"])
    async def reload_vault(request: Request) -> JSONResponse:
        _check_admin(request)
        state = state_of(request)
        settings = state.settings
        try:
            bundle = load_bundle(settings.bundle_path)
        except BundleError as exc:
            # keep serving the old bundle; the message names the file and the fix
            raise ApiError("bundle_unreadable", str(exc), status=409) from exc
        previous = state.bundle.content_hash
        searcher = build_searcher(bundle, settings)
        system = system_prompt(settings.owner_name, settings.site_paths, bundle.owner.pronoun)
        # one assignment, no await in it: a request never sees a half-swapped state
        state.bundle, state.searcher, state.system_prompt = bundle, searcher, system
        state.loaded_at = time.time()
        return JSONResponse(
            {
                "reloaded": True,
                "changed": bundle.content_hash != previous,
                "content_hash": bundle.content_hash,
                "vault_size": len(bundle),
                "request_id": request.state.request_id,
            }
        )

    @router.get("/widget.js", include_in_schema=False)
    async def widget(request: Request) -> Response:
        return _static(request, "widget.js")

    @router.get("/", include_in_schema=False)
    async def demo(request: Request) -> Response:
        if not state_of(request).settings.demo_page:
            return error_response(request, 404, "not_found", "Pas de page de démonstration ici.")
        return _static(request, "demo.html")

    return router
