"""What a question must be before anything searches or calls the model.

Unusable questions raise :class:`~functions.errors.QuestionError` (400 with a reason). Requests to
write code, to drop or reveal the instructions, or to play another role are not errors:
:func:`is_off_limits` spots them (French and English patterns, on accent-folded text so « écris »
and « ecris » both match) and the route answers with a polite refusal without calling the model.
The same filter screens every history turn, the assistant's included: the client writes the
history, so an "assistant" turn is whatever the visitor chose to put there.
"""

from __future__ import annotations

import re
import unicodedata

from functions.errors import QuestionError
from functions.site_pages import DEFAULT_SITE_PATHS

__all__ = ["check_question", "is_off_limits", "refusal_text", "strip_invisible"]

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
    if len(raw) > 4 * max_chars + 1000:
        # far past the cap whatever its spacing: refused before any character is scanned
        raise QuestionError(
            "question_too_long", f"La question fait {len(raw)} caractères ; {max_chars} au maximum."
        )
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


# « programme » alone is too often a training programme: only « programme en/qui/pour » counts;
# « classe » a classroom (« venir faire une anim dans ma classe »): only « classe en Java »,
# « classe Python »
_LANGUAGES = r"(?:python|java|javascript|typescript|c\+\+|c#|php|ruby|rust|kotlin|swift)\b"
# (a word of its own: « faire tourner la transcription » writes no script)
_CODE_WORDS = (
    r"\b(?:code|script|program\b|programme (?:en|qui|pour)|fonction|function|"
    rf"classe (?:en )?{_LANGUAGES}|class\b|regex|requete sql|sql query)"
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
            r"\b(?:repeat|print|output|show|display|reveal|recite|translate|summari[sz]e|tell me|"
            r"what (?:are|were|is))\b.{0,40}\b(?:(?:text|words|everything|message|lines?) (?:above|before)|"
            r"initial (?:prompt|instructions)|"
            r"your (?:instructions|rules|guidelines|prompt|directives|configuration|context)|"
            r"the (?:system |initial |hidden )?(?:prompt|instructions))\b",
            r"\bbefore (?:this|our|the) (?:conversation|chat|message)\b",
            r"\bfrom now on\b.{0,30}\byou\b",
            r"\b(?:without|no) (?:any )?(?:restrictions|filters|censorship)\b",
            r"\b(?:ai|assistant|bot|model)\b.{0,20}\b(?:without|with no) (?:any )?(?:limits|rules)\b",
            r"\b(?:sudo|admin|god|debug|maintenance|unrestricted) mode\b",
            r"\brole ?play\b",
            # dropping or revealing the instructions (French)
            r"\b(?:ignore|ignorez|oublie|oubliez|contourne|outrepasse)\b.{0,40}"
            r"\b(?:instructions?|consignes?|regles?|prompt)\b",
            r"\b(?:montre|affiche|revele|repete|donne)(?: moi| nous)?\b.{0,30}"
            r"\b(?:ton|tes|votre|vos) (?:prompt|instructions|consignes)\b",
            r"\bprompt systeme\b",
            r"\btu es (?:desormais|maintenant)\b",
            r"\bfais comme si\b",
            r"\bjoue (?:le role|un role)\b",
            r"\bmode (?:developpeur|dev|admin|debug|sans (?:limites?|filtres?|censure))\b",
            r"\b(?:quelles? sont|quels? sont|donne|dis|ecris|recopie|repete|traduis|resume|affiche|montre|"
            r"revele|liste|cite)\b.{0,30}\b(?:(?:tes|vos|ton|votre|tes premieres|vos premieres) "
            r"(?:consignes|instructions|regles|directives|prompt)\b|"
            # « les règles » alone is a visitor's question (« Quelles sont les règles du concours ? »):
            # only the assistant's own (« les instructions qu'on t'a données », « … système »)
            r"les (?:consignes|instructions|directives|prompt)\b.{0,20}\b(?:systeme|initiales|precedentes|"
            r"cachees|secretes|recues|donnees|qu on t|que tu|qui te))",
            r"\b(?:tout )?ce qui (?:precede|est (?:ecrit )?(?:au dessus|plus haut))\b",
            r"\btexte (?:ci dessus|au dessus|precedent)\b",
            r"\ba partir de maintenant\b.{0,30}\b(?:tu|vous)\b",
            r"\bsans (?:aucune? )?(?:restrictions?|filtres?|censure)\b",
            r"\b(?:ia|assistant|bot|chatbot|modele)\b.{0,20}\bsans (?:aucune? )?(?:limites?|regles?)\b",
            r"\b(?:oublie|oubliez)\b.{0,20}\btout\b",
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
    portfolio = (paths if paths is not None else DEFAULT_SITE_PATHS).get("portfolio")
    return (
        f"Je réponds seulement aux questions sur {owner_name}, à partir de ses notes : "
        "je n'écris pas de code et je ne change pas mes consignes. "
        "Vous pouvez me demander ses projets"
        + (f" (voir {portfolio})" if portfolio else "")
        + ", ses compétences ou son parcours."
    )
