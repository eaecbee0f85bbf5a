"""SiYuan's block references, read as the anchor text SiYuan shows.

SiYuan Note gives every block an id made of its creation time and seven letters
(``20221103205521-b0ut1qm``); a block reference is written ``((id "anchor"))`` (or with single
quotes) and shown as its anchor text, a link to the block. Its Markdown export keeps some of
them as they are, so a note kept in Obsidian since would reach a visitor as « sur l'établi
((20221103205521-b0ut1qm "Boutique mouches")) ». Each reads as its anchor (« Boutique
mouches »); one with no anchor, whose text lives in another note's block, says nothing. Outside
code fences; lines keep their numbers. (Its kramdown attribute lines, ``{: id="…"}``, are read
by ``index_build.liquid``.)
"""

from __future__ import annotations

import re

from index_build.obsidian import lines_outside_code

__all__ = ["render_siyuan"]

# ``((20221103205521-b0ut1qm "Boutique mouches"))``, ``((… 'anchor'))``, ``((…))``
_BLOCK_REF = re.compile(r"\(\(\d{14}-[0-9a-z]{7}(?:\s+([\"'])(.*?)\1)?\s*\)\)")


def render_siyuan(body: str) -> str:
    """``body`` with SiYuan's block references written as their anchor text."""
    if "((" not in body:  # most notes hold none
        return body
    lines = body.split("\n")
    for n, line in lines_outside_code(body):
        if "((" in line:
            lines[n] = _BLOCK_REF.sub(lambda m: m.group(2) or "", line)
    return "\n".join(lines)
