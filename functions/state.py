"""What every request shares, built once per cold start: settings, bundle, searcher, node, quotas.

:func:`build_searcher` is the one place a :class:`~grasbot.retrieval.search.Searcher` is made from the
settings (at cold start and on ``/reload-vault``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from starlette.requests import Request

from functions.cache import AnswerCache
from functions.inbox import Inbox
from functions.llm import LLMNode
from functions.logs import stdout_sink
from functions.quotas import Quotas
from functions.settings import Settings
from grasbot.bundle import Bundle
from grasbot.retrieval.search import Searcher

__all__ = ["AppState", "build_searcher", "settings_for", "state_of"]


_DEFAULT_OWNER = Settings.__dataclass_fields__["owner_name"].default


def settings_for(bundle: Bundle, settings: Settings) -> Settings:
    """``settings`` as they apply to ``bundle``: without GRASBOT_OWNER_NAME, the name the build
    read in the vault speaks for the owner (prompt, not-found and refusal texts, search)."""
    if settings.owner_name == _DEFAULT_OWNER and bundle.owner.name:
        return replace(settings, owner_name=bundle.owner.name)
    return settings


def build_searcher(bundle: Bundle, settings: Settings) -> Searcher:
    # GRASBOT_OWNER_NAME, when set, names the owner over the name the build read in the vault
    return Searcher(
        bundle,
        top_k=settings.top_k,
        min_score=settings.min_score,
        url_patterns=settings.url_patterns,
        owner_name=None if settings.owner_name == _DEFAULT_OWNER else settings.owner_name,
    )


@dataclass(slots=True)
class AppState:
    """Everything a request needs (bundle and searcher are swapped together on reload)."""

    settings: Settings
    bundle: Bundle
    searcher: Searcher
    node: LLMNode
    quotas: Quotas
    cache: AnswerCache
    system_prompt: str
    ip_salt: str
    salt_is_random: bool
    inbox: Inbox
    loaded_at: float = field(default_factory=time.time)
    log_sink: Callable[[str], None] = stdout_sink


def state_of(request: Request) -> AppState:
    state: AppState = request.app.state.grasbot
    return state
