"""The function's errors, and the JSON body an API error becomes.

::

    SettingsError (grasbot.envsettings)  a setting cannot be used: the cold start fails, one line
    FunctionError
    ├── NodeUnavailable                  the node cannot answer now: the visitor gets the offline answer
    │   └── NodeRefused                  it answered, but will never serve this request (401, 404…)
    └── ApiError                         a request refused with a 4xx body {error, message, request_id}
        ├── QuestionError         400    question_empty, question_too_long, question_invalid
        ├── Unauthorized          401    unauthorized (admin token)
        └── BodyTooLarge          413    body_too_large (refused before parsing)

Nothing else reaches a visitor: a bug is a 500 ``internal`` body (its traceback in the log),
and once a stream has started every failure ends it with ``event: error`` then ``event: done``.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse

from grasbot.envsettings import SettingsError

__all__ = [
    "ApiError",
    "BodyTooLarge",
    "FunctionError",
    "NodeRefused",
    "NodeUnavailable",
    "QuestionError",
    "SettingsError",
    "Unauthorized",
    "error_response",
]


class FunctionError(Exception):
    """Base of the errors the function raises on purpose."""


class NodeUnavailable(FunctionError):
    """The node cannot answer now (off, unreachable, busy, breaker open, failed or silent before
    the first token). The caller answers in offline mode; ``reason`` is safe to log."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class NodeRefused(NodeUnavailable):
    """The node answered but will not serve this (signature, model, body): retrying cannot help."""


class ApiError(FunctionError):
    """A request the API refuses with a clean 4xx; ``message`` is shown to the visitor."""

    status = 400

    def __init__(self, code: str, message: str, status: int | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        if status is not None:
            self.status = status


class QuestionError(ApiError):
    status = 400


class Unauthorized(ApiError):
    status = 401

    def __init__(self) -> None:
        super().__init__("unauthorized", "Jeton d'administration absent ou invalide.")


class BodyTooLarge(ApiError):
    status = 413

    def __init__(self, limit: int) -> None:
        super().__init__("body_too_large", f"Le corps de la requête dépasse {limit} octets.")


def error_response(
    request: Request,
    status: int,
    code: str,
    message: str,
    headers: dict[str, str] | None = None,
    **extra: Any,
) -> JSONResponse:
    """The 4xx body of the contract: ``{error, message, request_id}`` plus any extra field."""
    request_id = getattr(request.state, "request_id", "")
    log = getattr(request.state, "log", None)
    if log is not None:
        log.error = code
    body = {"error": code, "message": message, "request_id": request_id, **extra}
    return JSONResponse(body, status_code=status, headers=headers)
