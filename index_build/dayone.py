"""What a Day One export adds to an entry that is no part of it.

Day One's Markdown export opens each entry on a block of metadata, one line a key, each indented
by a tab and its value after a tab: ``\\tDate:\\t18 juin 2026 à 21:20 UTC+2``, ``\\tLocation:\\t…``,
``\\tWeather:\\t…``, ``\\tTags:\\tcompta, privé``, then ``\\tStarred`` for a starred entry. Indented
so, Markdown reads the block as code: its tags would label nothing, a ``privé`` among them would
not keep the entry off the site. This module writes the block as the Dataview fields it is
(``Tags:: compta, privé``), which the vault reader already reads: the tags as the note's (and its
privacy), the date and the place as facts of the entry. The weather and the star are the app's
own record, said to no reader: they are left out. The block keeps its number of lines. Only the syntax
is looked at, never the words of one vault.
"""

from __future__ import annotations

import re

__all__ = ["entry_fields"]

# ``\tKey:\tvalue``: a tab before the key and after its colon, as the exporter writes every one
_KEY_LINE = re.compile(r"^\t([^\W\d_][\w ]{0,30}):\t(.*)$")
# ``\tStarred``, ``\tPinned``: a flag the exporter writes alone on its line, one capitalised word
_FLAG_LINE = re.compile(r"^\t[A-Z][a-z]{2,20}$")
_UNSAID = frozenset({"weather"})  # the app's record of the day, no fact of the entry


def entry_fields(body: str, dated: bool = False) -> str:
    """``body`` with the Day One metadata block opening it written as Dataview fields; ``body``
    as it is when it opens on no such block (a block needs one ``Key:\\tvalue`` line at least).
    ``dated``: the file's name says the entry's day (« 2023-03-06 Pierre de Menet »), which the
    answer names it by: the block's ``Date:`` would say it again, it is left out."""
    if not body.startswith("\t"):
        return body
    lines = body.split("\n")
    block = 0
    keyed = False
    while block < len(lines) and lines[block].strip():
        if _KEY_LINE.match(lines[block]):
            keyed = True
        elif not _FLAG_LINE.match(lines[block]):
            return body  # a line that is neither: indented text, not the exporter's block
        block += 1
    if not keyed:
        return body
    fields = []
    for line in lines[:block]:
        m = _KEY_LINE.match(line)
        key = m.group(1).strip().casefold() if m is not None else ""
        if m is not None and key not in _UNSAID and m.group(2).strip() and not (dated and key == "date"):
            fields.append(f"{m.group(1).strip()}:: {m.group(2).strip()}")
    # (the fields together, as a page's properties run: the lines emptied after them)
    return "\n".join([*fields, *[""] * (block - len(fields)), *lines[block:]])
