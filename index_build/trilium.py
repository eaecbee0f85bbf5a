"""Trilium's attributes, read as the fields and tags they are.

Trilium Notes files a note with labels (``#publié``, ``#tarif=85``, ``#statut=terminé``) and
relations (``~client=Films du Héron``). Its Markdown export drops them, so owners who move to
Obsidian copy them by hand as the note's first line, which Obsidian reads as text:
« #projet #statut=terminé ~client=Films du Héron » would reach a visitor as « projet
statut=terminé ~client=Films du Héron ». A line made only of such attributes, one of them with
a value at least (a line of plain ``#tags`` is already read as the note's tags), is read as
what it says: each valued one as a field (« Statut : terminé ; Client : Films du Héron »), the
plain labels after it as the note's tags. Outside code fences; lines keep their numbers.
"""

from __future__ import annotations

import re

from index_build.obsidian import lines_outside_code

__all__ = ["render_trilium"]

# one attribute: ``#label``, ``#label=value`` or ``~relation=value`` (a value runs to the next
# attribute or the end of the line: « ~client=Films du Héron »)
_ATTRIBUTE = re.compile(r"([#~])([^\W\d][\w-]*)(?:=((?:(?!\s+[#~][^\W\d]).)+))?")
_LINE = re.compile(r"^[ \t]*[#~][^\W\d][\w-]*(?:=|[ \t]+[#~])")  # a cheap test before the full read


def render_trilium(body: str) -> str:
    """``body`` with its lines of Trilium attributes read as fields and tags."""
    if "=" not in body:  # most notes hold no valued attribute
        return body
    lines = body.split("\n")
    for n, line in lines_outside_code(body):
        if "=" in line and _LINE.match(line):
            lines[n] = _attributes(lines[n])
    return "\n".join(lines)


def _attributes(line: str) -> str:
    """The line read as fields and tags, or as it is when it holds anything else."""
    found = list(_ATTRIBUTE.finditer(line))
    rest = _ATTRIBUTE.sub("", line)
    if not found or rest.strip() or not any(m.group(3) for m in found):
        return line  # a sentence, a heading, a plain tag line: not Trilium's attributes
    fields = [f"{m.group(2).capitalize()} : {m.group(3).strip()}" for m in found if m.group(3)]
    labels = [f"#{m.group(2)}" for m in found if not m.group(3) and m.group(1) == "#"]
    return " ; ".join(fields) + (" " + " ".join(labels) if labels else "")
