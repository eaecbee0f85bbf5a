"""The inbox note in the vault: written by ``grasbot inbox pull``, read by ``grasbot inbox questions``.

The note is private by its front matter (``visibility: private`` and ``private: true``: either one
alone makes ``index_build.vault`` drop it), so it never reaches a bundle. One checkbox line per
question, most asked first::

    - [ ] Quelle est sa pointure ? →
      - 3 fois, du 2026-11-28 au 2026-12-01 · hors des notes 3 · 👎 1 · meilleure source : cv (2.1)

The owner answers in the vault, then checks the line and writes the slug of the note that should
answer after the arrow (``- [x] Quelle est sa pointure ? → cv``). A new pull keeps those marks.
Visitors' text is escaped: in Obsidian it stays text, never a link, a tag or HTML.
"""

from __future__ import annotations

import hashlib
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass

from grasbot.inbox import Entry, question_key

__all__ = ["Mark", "eval_id", "read_marks", "render_note", "valid_slug"]

_LINE = re.compile(r"^- \[(?P<mark>[ xX])\] (?P<rest>.*)$")
_ARROW = re.compile(r"\s*(?:→|->)\s*(?P<slug>[^\s→]*)\s*$")
_SLUG = re.compile(r"^[\w][\w.-]*$")
# Markdown that could turn a visitor's words into a link, an embed, a tag, a heading or HTML.
_SPECIAL = re.compile(r"([\\`*_\[\]<>#|!~=$%^{}])")
_UNESCAPE = re.compile(r"\\([\\`*_\[\]<>#|!~=$%^{}])")
_REASON_WORDS = {
    "not_grounded": "hors des notes",
    "node_failed": "sans le modèle (nœud en panne)",
    "refused": "refusée par un garde-fou",
    "voted_down": "👎",
}


@dataclass(frozen=True, slots=True)
class Mark:
    """A checkbox line of the note: the question as written there, checked or not, its slug."""

    question: str
    checked: bool
    slug: str

    @property
    def key(self) -> str:
        return question_key(self.question)


def _escape(text: str) -> str:
    # one line whatever the visitor typed, and the arrow kept for the owner's slug
    flat = " ".join(text.split()).replace("→", "-").replace("->", "-")
    return _SPECIAL.sub(r"\\\1", flat)


def eval_id(question: str) -> str:
    """A stable id for the eval line of a question: the same question always gets the same id."""
    return "inbox-" + hashlib.sha1(question_key(question).encode("utf-8")).hexdigest()[:10]


def read_marks(text: str) -> list[Mark]:
    """The checkbox lines of an inbox note, in order."""
    marks = []
    for line in text.splitlines():
        found = _LINE.match(line.rstrip())
        if found is None:
            continue
        rest = found["rest"]
        arrow = _ARROW.search(rest)
        slug = arrow["slug"] if arrow else ""
        question = rest[: arrow.start()] if arrow else rest
        marks.append(Mark(_UNESCAPE.sub(r"\1", question.strip()), found["mark"] != " ", slug))
    return marks


def _day(ts: float) -> str:
    return time.strftime("%Y-%m-%d", time.gmtime(ts))


def _details(entry: Entry) -> str:
    parts = [f"{entry.count} fois" if entry.count > 1 else "1 fois"]
    first, last = _day(entry.first_seen), _day(entry.last_seen)
    parts[0] += f", le {first}" if first == last else f", du {first} au {last}"
    parts += [f"{_REASON_WORDS[r]} {n}" for r, n in entry.reasons.items() if r != "voted_down"]
    if entry.votes:
        parts.append(f"👎 {entry.down} · 👍 {entry.up}")
    if entry.best_source is not None:
        best = entry.best_source
        parts.append(f"meilleure source : {best['slug']} ({best['score']:.2f})")
    return " · ".join(parts)


def _checkbox(question: str, mark: Mark | None) -> str:
    checked = "x" if mark is not None and mark.checked else " "
    slug = f" {mark.slug}" if mark is not None and mark.slug else ""
    return f"- [{checked}] {_escape(question)} →{slug}"


def render_note(entries: Sequence[Entry], previous: Sequence[Mark], events: int, now: float) -> str:
    """The whole note. ``previous`` are the marks of the note it replaces: kept on their lines,
    and a marked line whose question has no event any more stays, under « Déjà traitées »."""
    marks = {m.key: m for m in previous}
    todo = [e for e in entries if e.needs_answer]
    lines = [
        "---",
        "title: GrasBot — questions des visiteurs",
        "visibility: private",
        "private: true",
        "tags: [grasbot-inbox]",
        "---",
        "",
        "# Questions des visiteurs à traiter",
        "",
        f"Mise à jour le {time.strftime('%Y-%m-%d %H:%M', time.gmtime(now))} UTC par `grasbot inbox pull` : "
        f"{events} événements, {len(todo)} questions. Note privée (`visibility: private`) : "
        "`grasbot build` ne la publie jamais.",
        "",
        "Pour traiter une question : écrivez ou complétez la note qui y répond, puis cochez la ligne et "
        "écrivez après « → » le slug de cette note (`- [x] … → slug`). `grasbot inbox questions` ajoute "
        "les lignes cochées aux questions d'évaluation du déploiement.",
        "",
        "## À traiter",
        "",
    ]
    for entry in todo:
        lines.append(_checkbox(entry.question, marks.get(entry.key)))
        lines.append(f"  - {_escape(_details(entry))}")
        for comment in entry.comments[:3]:
            lines.append(f"  - commentaire : « {_escape(comment)} »")
    if not todo:
        lines.append("Rien pour le moment.")
    seen = {e.key for e in todo}
    kept = [m for m in previous if m.key not in seen and (m.checked or m.slug)]
    if kept:
        lines += ["", "## Déjà traitées", ""]
        lines += [_checkbox(m.question, m) for m in kept]
    return "\n".join(lines) + "\n"


def valid_slug(slug: str) -> bool:
    return bool(_SLUG.match(slug))
