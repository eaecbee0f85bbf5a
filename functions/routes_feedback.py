"""``POST /feedback {request_id, feedback_token, vote, comment?}``: a visitor's 👍 or 👎 on one answer.

The token is the one the answer's ``done`` object carried (:mod:`functions.inbox`): signed by this
function for that request id, valid ``GRASBOT_FEEDBACK_TTL_S``. Each answer takes one vote, then
at most one comment (the widget sends 👎 at once and the optional comment after); the same
feedback sent again is refused (409). Votes are limited per visitor by
``GRASBOT_RATE_LIMIT_FEEDBACK``, a budget of their own: a visitor who asked their 20 questions
can still vote on the answers.
"""

from __future__ import annotations

import time
import unicodedata
from typing import Any

import orjson
from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from functions.errors import ApiError
from functions.inbox import FeedbackTokenError, read_token, vote_event
from functions.quotas import Quotas, visitor_key
from functions.routes_ask import read_capped_body
from functions.state import state_of
from grasbot.inbox import VOTES, mask_personal

__all__ = ["FEEDBACK_BODY_SCHEMA", "build_feedback_router"]

_MAX_BODY_BYTES = 16_384  # a token (about 2 KB at most) and a comment of a few hundred characters
FEEDBACK_BODY_SCHEMA: dict[str, Any] = {
    "title": "FeedbackBody",
    "type": "object",
    "properties": {
        "request_id": {"type": "string"},
        "feedback_token": {"type": "string"},
        "vote": {"enum": list(VOTES)},
        "comment": {"type": "string", "maxLength": 500},
    },
    "required": ["request_id", "feedback_token", "vote"],
}
_DOC: dict[str, Any] = {
    "requestBody": {"required": True, "content": {"application/json": {"schema": FEEDBACK_BODY_SCHEMA}}}
}
_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {"description": "recorded: {status, request_id}"},
    400: {"description": "feedback_invalid, vote_invalid, comment_too_long"},
    403: {"description": "feedback_forged: a token this function did not sign for that request id"},
    404: {"description": "feedback_disabled (GRASBOT_INBOX_URI=off)"},
    409: {"description": "feedback_duplicate: this answer already has that vote (or its comment)"},
    410: {"description": "feedback_expired"},
    413: {"description": "body_too_large"},
    429: {"description": "rate_limited"},
}


def _invalid(message: str, code: str = "feedback_invalid") -> ApiError:
    return ApiError(code, message, 400)


def _clean_comment(raw: object, limit: int) -> str | None:
    if raw is None:
        return None
    if not isinstance(raw, str):
        raise _invalid("comment doit être du texte.")
    # control and invisible characters out, spacing collapsed: one line in the owner's note
    text = " ".join("".join(ch for ch in raw if unicodedata.category(ch) not in ("Cc", "Cf")).split())
    if len(text) > limit:
        raise _invalid(
            f"Le commentaire fait {len(text)} caractères ; {limit} au maximum.", "comment_too_long"
        )
    return mask_personal(text) or None


def _field(data: dict[str, Any], name: str) -> str:
    value = data.get(name)
    if not isinstance(value, str) or not value:
        raise _invalid(f"Champ {name} manquant : attendu {{request_id, feedback_token, vote, comment?}}.")
    return value


async def _feedback(request: Request) -> Response:
    state = state_of(request)
    if not state.inbox.enabled:
        raise ApiError("feedback_disabled", "Les retours sont désactivés sur ce serveur.", 404)
    try:
        data = orjson.loads(await read_capped_body(request, _MAX_BODY_BYTES))
    except orjson.JSONDecodeError:
        raise _invalid("Le corps de la requête n'est pas du JSON valide.") from None
    if not isinstance(data, dict):
        raise _invalid("Le corps doit être un objet JSON {request_id, feedback_token, vote, comment?}.")
    request_id, token = _field(data, "request_id"), _field(data, "feedback_token")
    vote = data.get("vote")
    if vote not in VOTES:
        raise _invalid(f"vote doit valoir {' ou '.join(VOTES)}, reçu {str(vote)[:20]!r}.", "vote_invalid")
    comment = _clean_comment(data.get("comment"), state.settings.feedback_comment_chars)
    now = time.time()
    try:
        claims = read_token(state.inbox.key, token, request_id, now)
    except FeedbackTokenError as exc:
        raise ApiError(exc.code, str(exc), 410 if exc.code == "feedback_expired" else 403) from None
    except ValueError:  # a token whose MAC matched but whose body is not ours: cannot happen
        raise ApiError("feedback_forged", "Jeton de retour invalide.", 403) from None
    ttl_s = max(1.0, float(claims["x"]) - now)
    # the vote first; a comment may follow it once (the widget sends 👎 on the click, then the text)
    slot = "comment" if comment else "vote"
    if not await state.inbox.claim(request_id, slot, ttl_s):
        raise ApiError("feedback_duplicate", "Ce retour a déjà été enregistré, merci.", 409)
    if comment:
        await state.inbox.claim(request_id, "vote", ttl_s)  # a vote sent with its comment is that vote
    state.inbox.record(vote_event(claims, str(vote), comment, now), state.log_sink)
    return JSONResponse({"status": "recorded", "request_id": request_id})


def build_feedback_router(quotas: Quotas, rate: str) -> APIRouter:
    router = APIRouter(tags=["feedback"])
    per_visitor = quotas.limiter.shared_limit(rate, scope="feedback", key_func=visitor_key)

    @router.post("/feedback", response_model=None, responses=_RESPONSES, openapi_extra=_DOC)
    @per_visitor
    async def feedback(request: Request) -> Response:
        return await _feedback(request)

    return router
