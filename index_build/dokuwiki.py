"""DokuWiki's markup left by a conversion to Markdown, read as DokuWiki shows it.

A DokuWiki keeps its pages as text files (``data/pages/pro/tarifs.txt``), one folder per
namespace, each with its ``start`` page. Owners who move the wiki to Obsidian convert it
(pandoc ``-f dokuwiki``, a sed script of their own) and the conversion is rarely whole. Its
headings (``====== Titre ======``), ``//italique//`` and ``{{tag>…}}`` lines are those of Zim,
whose markup derives from DokuWiki's, and are read by ``index_build.zim``; this module reads
what is DokuWiki's own:

- tables: a row's own header cell (``^ Livraison | 2 € |``) is a cell like the others, written
  ``|``; a row of header cells only (``^ Date ^ Auteur ^``), with no Markdown separator line
  under it, is read as the table's header by ``index_build.visible``, so a row shows as
  « Date : 2019-11-16 ; Auteur : Claire Aubertin »;
- macros alone between double tildes (``~~NOTOC~~``, ``~~DISCUSSION~~``): page settings,
  never shown;
- footnotes written inline between double parentheses (« Chorus Pro ((l'horreur)) »): shown
  in parentheses, as a visitor reads an aside;
- forced line breaks, ``\\\\`` closing a line (as pandoc writes them too): the line ends there.

Outside code fences; lines keep their numbers.
"""

from __future__ import annotations

import re

from index_build.obsidian import lines_outside_code

__all__ = ["render_dokuwiki"]

# ``~~NOTOC~~``, ``~~DISCUSSION:off~~``: DokuWiki's and its common plugins' macros, by name
# (« ~~OVH~~ → à décider » is Markdown's strikethrough, read as text)
_MACRO = re.compile(
    r"~~(?:NOTOC|NOCACHE|DISCUSSION|CLOSETOC|NOSIDEBAR|NOTRANS|TOC|INFO|META|REDIRECT)(?:[:>][^~\n]*)?~~"
)
# a table line: it opens and closes on a cell delimiter, ``^`` (a header cell) or ``|``
_TABLE_LINE = re.compile(r"^[ \t]*[|^].*[|^][ \t]*$")
# ``^`` as a cell delimiter: at either end of the line, or between spaces (« x^2 » is no cell)
_HEADER_MARK = re.compile(r"^([ \t]*)\^|(?<=\s)\^(?=\s|$)")
# ``((une note de bas de page))``: words, not a block id (Roam's ``((uid))``, SiYuan's, read by
# their own modules): a space inside
_FOOTNOTE = re.compile(r"\(\(([^()\n]*\s[^()\n]*)\)\)")


def render_dokuwiki(body: str) -> str:
    """``body`` with DokuWiki's table rows, macros and footnotes written as Markdown shows them."""
    if "^" not in body and "~~" not in body and "((" not in body and "\\\\" not in body:  # most hold none
        return body
    lines = body.split("\n")
    for n, masked in lines_outside_code(body):
        if "~~" not in masked and "((" not in masked and "^" not in masked and "\\\\" not in masked:
            continue
        line = lines[n]  # (``masked`` blanks inline code: the line is rewritten whole)
        if line.rstrip().endswith("\\\\"):
            # a forced line break (« **Les Mots Passants**\\ »; pandoc writes it so too): the
            # line ends there, and the text reads on with the next
            line = line.rstrip()[:-2].rstrip()
        if "~~" in line:
            line = _MACRO.sub("", line)
        if "((" in line:
            line = _FOOTNOTE.sub(r"(\1)", line)
        if "|" in line and line.lstrip().startswith("^") and _TABLE_LINE.match(line):
            # a row opening on its own header cell (``^ Livraison | 2 € |``): a cell like the
            # others; a row of header cells only is the table's header, read as one by
            # ``index_build.visible``
            line = _HEADER_MARK.sub(lambda m: f"{m.group(1) or ''}|", line)
        lines[n] = line
    return "\n".join(lines)
