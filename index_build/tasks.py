"""A task's state, written in words: what a checkbox shows a reader and plain text loses.

A list of tasks (``- [x] livrer la v1``, ``- [ ] relancer le devis``) says, by its boxes,
what is done and what is still to do: « Qu'est-ce qu'il reste à faire ? », « A-t-elle couru
l'Échappée Belle ? » are answered by the box, not the words. Read as text the box is gone, so
each task gets its state after its words, in French as the answers are:

- ``[x]`` « (fait) », ``[-]`` « (annulé) », ``[/]`` « (commencé) », ``[>]`` « (reporté) »;
- ``[ ]`` « (à faire) », only in a list where some task is not open: a checklist of open
  boxes only (the morning's opening steps, a packing list) is a list, its boxes say nothing;
- the Tasks plugin's dates, written after an emoji (``✅ 2025-02-03``, ``📅 2026-12-10``),
  with what they mean: « fait le 2025-02-03 », « échéance 2026-12-10 »; its bookkeeping
  (creation date ``➕``, recurrence ``🔁``, ids ``🆔``/``⛔``, priorities ``⏫``) goes.

Logseq writes the state as a keyword (``DONE``, ``TODO``); index_build.visible turns the
keyword into the box meaning the same before this module reads it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["task_items"]

_STATE = {"x": "fait", "X": "fait", "-": "annulé", "/": "commencé", ">": "reporté", " ": "à faire"}
_DATE = r"(\d{4}-\d{2}-\d{2})"
_VS = "\ufe0f?"  # the variation selector an emoji may carry
# the Tasks plugin's dated fields, each with the words that say the date's meaning
_DATED = {"✅": "fait le", "❌": "annulé le", "📅": "échéance", "⏳": "prévu le", "🛫": "à partir du"}
_DATED_FIELD = re.compile(rf"\s*([{''.join(_DATED)}➕]){_VS}\s*{_DATE}")
# a recurrence (« 🔁 every week on Monday »): its rule runs up to the next field
_RECURRENCE = re.compile(rf"\s*🔁{_VS}[^{''.join(_DATED)}➕🆔⛔⏫🔼🔽⏬🔺#^]*")
_DEPENDENCY = re.compile(rf"\s*[🆔⛔]{_VS}\s*[\w,-]+")
_PRIORITY = re.compile(rf"\s*[⏫🔼🔽⏬🔺]{_VS}")
# what ends an item and belongs after its state: labels (« #client ») and a block id (« ^a1b2 »)
_TRAILING = re.compile(r"^(.*?)((?:\s+(?:#[^\s#]+|\^[\w-]+))*)\s*$", re.DOTALL)


def task_items(items: Sequence[str], states: Sequence[str | None]) -> list[str]:
    """``items`` (a list's texts, boxes removed) with each task's state said after its words.

    ``states``: each item's box character (``" "``, ``"x"``, ``"-"``…), None for an item that
    is no task."""
    told_open = any(s is not None and s != " " for s in states)
    return [_with_state(text, state, told_open) for text, state in zip(items, states, strict=True)]


def _with_state(text: str, state: str | None, told_open: bool) -> str:
    if state is None:
        return text
    dates: dict[str, str] = {}

    def take(m: re.Match[str]) -> str:
        dates[m.group(1)] = m.group(2)
        return ""

    words = _DATED_FIELD.sub(take, text)
    words = _PRIORITY.sub("", _DEPENDENCY.sub("", _RECURRENCE.sub("", words)))
    done_date = dates.get("✅") if state in "xX" else dates.get("❌") if state == "-" else None
    said = []
    if done_date:
        said.append(f"{_DATED['✅' if state in 'xX' else '❌']} {done_date}")
    elif state != " " or told_open:
        said.append(_STATE.get(state, ""))
    if state not in "xX-":  # a date still ahead says when; once done, only when it was done
        said.extend(f"{_DATED[mark]} {dates[mark]}" for mark in ("📅", "⏳", "🛫") if mark in dates)
    said = [s for s in said if s]
    if not said:
        return words
    m = _TRAILING.match(words)
    head, tail = (m.group(1), m.group(2)) if m else (words, "")
    return f"{head.rstrip()} ({', '.join(said)}){tail}"
