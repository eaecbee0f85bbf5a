"""The GrasBot function as one FastAPI app: ``create_app`` builds it from an environment mapping.

The same app runs under Mangum on Lambda (``functions.handler``), under uvicorn with the Lambda
Web Adapter for streaming, and locally with ``grasbot serve``. Everything is read and checked
here, once per cold start: settings, the bundle, the searcher, the node client (imported only
when a node is configured, so the cold start stays light), the quotas.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.exceptions import RequestValidationError
from slowapi.errors import RateLimitExceeded
from starlette.exceptions import HTTPException
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response

from functions.cache import AnswerCache
from functions.context import RequestContext
from functions.errors import ApiError, error_response
from functions.inbox import Inbox
from functions.llm import ChatMessage, Chunk, LLMNode, NodeState, NoNode
from functions.prompt import system_prompt
from functions.quotas import Quotas
from functions.routes_admin import build_admin_router
from functions.routes_ask import build_ask_router
from functions.routes_feedback import build_feedback_router
from functions.settings import Settings, read_settings
from functions.state import AppState, build_searcher, settings_for
from grasbot.bundle import Bundle, load_bundle

__all__ = ["LazyNode", "create_app"]

_HTTP_CODES = {404: "not_found", 405: "method_not_allowed"}


class LazyNode:
    """The configured node client, imported and built on first use.

    The tunnel client pulls in httpx and tenacity (about 60 ms of imports here); deferring it to
    the first question keeps the cold start close to a bare FastAPI app. Its settings, keys
    included, were checked at cold start with all the others.
    """

    def __init__(self, settings: Settings, env: Mapping[str, str]) -> None:
        self._settings = settings
        self._env = dict(env)
        self._node: LLMNode | None = None
        self.model: str | None = settings.node_model

    def _client(self) -> LLMNode:
        if self._node is None:
            from functions.node_client import OllamaClient

            self._node = OllamaClient.from_settings(self._settings, self._env)
        return self._node

    def stream_chat(
        self, messages: Sequence[ChatMessage], max_tokens: int, deadline: float | None = None
    ) -> AsyncIterator[Chunk]:
        return self._client().stream_chat(messages, max_tokens, deadline)

    def state(self) -> NodeState:
        return self._client().state()

    async def aclose(self) -> None:
        if self._node is not None:
            await self._node.aclose()


def _node(settings: Settings, env: Mapping[str, str]) -> LLMNode:
    # no node configured: no reason to import the client at all
    return LazyNode(settings, env) if settings.node_url else NoNode()


def create_app(
    env: Mapping[str, str] | None = None,
    *,
    node: LLMNode | None = None,
    bundle: Bundle | None = None,
) -> FastAPI:
    """Build the app. ``env`` None reads ``os.environ``; ``node``/``bundle`` override the
    configured ones (tests, ``grasbot serve``)."""
    env = os.environ if env is None else env
    settings = read_settings(env)
    if bundle is None:
        bundle = load_bundle(settings.bundle_path)
    settings = settings_for(bundle, settings)
    if node is None:
        node = _node(settings, env)
    quotas = Quotas(
        settings.rate_visitor,
        settings.rate_global,
        settings.rate_storage_uri,
        settings.storage_timeout_s,
        settings.rate_fallback_instances,
    )
    ip_salt = settings.ip_salt or os.urandom(16).hex()  # os.urandom: `secrets` costs an import
    state = AppState(
        settings=settings,
        bundle=bundle,
        searcher=build_searcher(bundle, settings),
        node=node,
        quotas=quotas,
        cache=AnswerCache(settings.cache_ttl_s, settings.cache_size),
        system_prompt=system_prompt(settings.owner_name, settings.site_paths, bundle.owner.pronoun),
        ip_salt=ip_salt,
        salt_is_random=settings.ip_salt is None,
        inbox=Inbox.from_settings(settings, ip_salt),
    )

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        yield
        await state.node.aclose()
        state.inbox.close()

    app = FastAPI(
        title="GrasBot",
        version="0.1.0",
        summary="Sourced answers about the site's owner, drawn from their notes.",
        redoc_url=None,
        # Swagger UI loads its code from a CDN: never in production, on demand locally
        docs_url="/docs" if settings.api_docs else None,
        lifespan=lifespan,
    )
    # Starlette would redirect /ask/ to /ask with a URL built from the Host header the client sent
    app.router.redirect_slashes = False
    app.state.grasbot = state
    app.state.limiter = quotas.limiter
    app.include_router(build_ask_router(quotas))
    app.include_router(build_admin_router())
    app.include_router(build_feedback_router(quotas, settings.rate_feedback))
    _add_error_handlers(app, quotas)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(settings.cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["Content-Type"],
            expose_headers=["Retry-After", "X-Request-Id"],
            max_age=600,
        )
    # outermost, so the log line also covers CORS preflights and 404s
    app.add_middleware(RequestContext, get_state=lambda: state)
    return app


def _add_error_handlers(app: FastAPI, quotas: Quotas) -> None:
    async def api_error(request: Request, exc: Exception) -> Response:
        if not isinstance(exc, ApiError):
            raise exc
        return error_response(request, exc.status, exc.code, exc.message)

    async def rate_limited(request: Request, exc: Exception) -> Response:
        if not isinstance(exc, RateLimitExceeded):
            raise exc
        wait = quotas.retry_after_s(request)
        everyone = getattr(exc.limit, "scope", "") == "global"
        message = (
            f"GrasBot a atteint son nombre de réponses pour le moment ; réessayez dans {wait} secondes."
            if everyone
            else f"Trop de questions en peu de temps ; réessayez dans {wait} secondes."
        )
        return error_response(
            request, 429, "rate_limited", message, headers={"Retry-After": str(wait)}, retry_after=wait
        )

    async def invalid_request(request: Request, exc: Exception) -> Response:
        if not isinstance(exc, RequestValidationError):
            raise exc
        where = ".".join(str(part) for part in exc.errors()[0].get("loc", ())) if exc.errors() else ""
        message = f"Requête mal formée ({where or 'corps'}) : champs question et history attendus."
        return error_response(request, 400, "question_invalid", message)

    async def http_error(request: Request, exc: Exception) -> Response:
        if not isinstance(exc, HTTPException):
            raise exc
        code = _HTTP_CODES.get(exc.status_code, f"http_{exc.status_code}")
        message = "Méthode non permise ici." if exc.status_code == 405 else "Cette adresse n'existe pas ici."
        return error_response(request, exc.status_code, code, message)

    async def client_gone(request: Request, exc: Exception) -> Response:
        # the visitor hung up mid-upload: nobody reads this answer, and it is not our failure
        return error_response(request, 400, "client_disconnected", "La requête a été interrompue.")

    async def internal_error(request: Request, exc: Exception) -> Response:
        # a bug: the visitor gets JSON, the traceback goes to the log (Starlette re-raises it)
        return error_response(request, 500, "internal", "Erreur interne ; réessayez dans un instant.")

    app.add_exception_handler(Exception, internal_error)
    app.add_exception_handler(ApiError, api_error)
    app.add_exception_handler(ClientDisconnect, client_gone)
    app.add_exception_handler(RateLimitExceeded, rate_limited)
    app.add_exception_handler(RequestValidationError, invalid_request)
    app.add_exception_handler(HTTPException, http_error)
