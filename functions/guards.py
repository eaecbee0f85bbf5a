"""What a question must be before anything searches or calls the model.

Errors of the API (each one becomes a 4xx JSON body ``{error, message, request_id}``)::

    ApiError                 status + machine code + French sentence
    ├── QuestionError        400: question_empty, question_too_long, question_invalid
    └── Unauthorized         401: unauthorized (admin routes)

Requests to write code or to drop the instructions are not errors: :func:`is_off_limits` spots
them (French and English patterns, on accent-folded text so « écris » and « ecris » both match)
and the route answers with a polite refusal without calling the model.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = [
    "ApiError",
    "QuestionError",
    "Unauthorized",
    "check_question",
    "is_off_limits",
    "refusal_text",
    "strip_invisible",
]


class ApiError(Exception):
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


_WHITESPACE_CONTROLS = frozenset("\t\n\r")


def strip_invisible(text: str) -> str:
    """Drop format characters (zero-width spaces, bidi marks) that could hide a pattern."""
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


def check_question(raw: object, max_chars: int) -> str:
    """The question, trimmed, or a :class:`QuestionError` saying why it cannot be used."""
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        raise QuestionError("question_empty", "La question est vide : écrivez votre question.")
    if not isinstance(raw, str):
        raise QuestionError("question_invalid", "La question doit être du texte.")
    if any(unicodedata.category(ch) == "Cc" and ch not in _WHITESPACE_CONTROLS for ch in raw):
        raise QuestionError("question_invalid", "La question contient des caractères de contrôle.")
    question = " ".join(strip_invisible(raw).split())
    if not question:
        raise QuestionError("question_empty", "La question est vide : écrivez votre question.")
    if len(question) > max_chars:
        raise QuestionError(
            "question_too_long",
            f"La question fait {len(question)} caractères ; {max_chars} au maximum.",
        )
    return question


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", strip_invisible(text).lower())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(re.sub(r"[’'`\-]", " ", plain).split())


# « programme » alone is too often a training programme: only « programme en/qui/pour » counts
_CODE_WORDS = (
    r"(?:code|script|program\b|programme (?:en|qui|pour)|fonction|function|classe|class|regex|"
    r"requete sql|sql query)"
)
_OFF_LIMITS = re.compile(
    "|".join(
        [
            # dropping or revealing the instructions (English)
            r"\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:instructions?|rules|prompt|guidelines)\b",
            r"\b(?:reveal|show|print|repeat|leak)\b.{0,30}\b(?:system )?(?:prompt|instructions)\b",
            r"\bsystem prompt\b",
            r"\byou are now\b",
            r"^(?:please )?(?:act|behave) as\b",
            r"\bpretend (?:to be|you are)\b",
            r"\b(?:jailbreak|developer mode|dan mode)\b",
            # dropping or revealing the instructions (French)
            r"\b(?:ignore|ignorez|oublie|oubliez|contourne|outrepasse)\b.{0,40}"
            r"\b(?:instructions?|consignes?|regles?|prompt)\b",
            r"\b(?:montre|affiche|revele|repete|donne)(?: moi| nous)?\b.{0,30}"
            r"\b(?:ton|tes|votre|vos) (?:prompt|instructions|consignes)\b",
            r"\bprompt systeme\b",
            r"\btu es (?:desormais|maintenant)\b",
            r"\bfais comme si\b",
            r"\bjoue (?:le role|un role)\b",
            r"\bmode (?:developpeur|dev)\b",
            # writing code (English)
            r"\b(?:write|generate|create|give me|implement|code)\b.{0,20}\b(?:a|an|some|the|me)\b.{0,20}\b"
            + _CODE_WORDS,
            r"\bin (?:python|javascript|c|c\+\+|java|rust|go|bash)\b.{0,10}\bcode\b",
            # writing code (French): an imperative or « peux-tu » + verb + article + code word
            r"\b(?:ecris|ecrivez|ecrire|redige|redigez|rediger|genere|generez|generer|code|codez|coder|"
            r"programme|programmez|programmer|developpe|developpez|developper|fais|faites|faire)\b"
            r"(?: moi| nous)?.{0,10}\b(?:un|une|du|le|la|des|mon|ma)\b.{0,20}" + _CODE_WORDS,
        ]
    )
)


def is_off_limits(question: str) -> bool:
    """Does the question ask to write code or to leave the instructions (FR or EN)?"""
    # a Markdown code fence is checked on the raw text: folding turns backticks into spaces
    return "```" in question or _OFF_LIMITS.search(_fold(question)) is not None


def refusal_text(owner_name: str, paths: dict[str, str] | None = None) -> str:
    """The polite refusal, from configuration (owner name, site paths)."""
    portfolio = (paths or {}).get("portfolio", "/portfolio")
    return (
        f"Je réponds seulement aux questions sur {owner_name}, à partir de ses notes : "
        "je n'écris pas de code et je ne change pas mes consignes. "
        f"Vous pouvez me demander ses projets (voir {portfolio}), ses compétences ou son parcours."
    )
