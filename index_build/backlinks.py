"""The backlinks an app's export appends to a page, cut: they are the app's, not the owner's.

Capacities closes an exported object on « --- / **Backlinks** / - [[Other object]] », Logseq and
Roam exports on « Linked References », some plugins on « Références liées »: a list of the
pages that link here, which the other pages already say (the graph has those links). Read as
text, it would answer « Quels sont ses loisirs ? » with « - About me - Mon parcours ». Only a
trailing block of links goes: a « Backlinks » section the owner wrote prose under stays.
"""

from __future__ import annotations

import re

__all__ = ["cut_backlinks"]

# the block's heading, in bold, as a Markdown heading, or bare; a rule may stand before it
_HEADING = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:backlinks?|linked references|linked mentions|unlinked references"
    r"|r[ée]f[ée]rences li[ée]es|r[ée]troliens|liens entrants)(?:\*\*|__)?[ \t]*:?[ \t]*$",
    re.IGNORECASE,
)
# what the block holds: links as list items (« - [[Bastien Roux]] »), blank lines
_LINK_ITEM = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:\[\[[^\]]+\]\]|\[[^\]]*\]\([^)]*\))[ \t]*$")
_RULE = re.compile(r"^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$")


def cut_backlinks(body: str) -> str:
    """``body`` without a trailing block of backlinks (and the rule before it), else as it is."""
    if "inked" not in body and "acklink" not in body and "liées" not in body and "liens" not in body:
        return body  # most notes: no such block
    lines = body.split("\n")
    for start in range(len(lines) - 1, -1, -1):
        if _HEADING.match(lines[start]):
            rest = [line for line in lines[start + 1 :] if line.strip()]
            if not rest or not all(_LINK_ITEM.match(line) for line in rest):
                return body
            end = start
            while end > 0 and (not lines[end - 1].strip() or _RULE.match(lines[end - 1])):
                end -= 1
            return "\n".join(lines[:end]) + "\n"
    return body
