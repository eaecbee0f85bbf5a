"""Pandoc citations as a reader of the rendered page sees them.

Writers who draft in Zettlr (or any Pandoc workflow) cite with ``[@rude2007, p. 45]``,
``[see @frobert2009; @cayez1978]``, ``[-@rude2007]`` or, in the text, ``@frobert2009 la discute``,
the keys pointing into a BibTeX file beside the notes (``references.bib``, exported by Zotero).
Pandoc renders them author–date: « (Rude 2007, p. 45) », « (see Frobert 2009; Cayez 1978) »,
« Frobert (2009) la discute ». Left raw, a key is a word no visitor types and an answer quoting it
shows syntax. This module reads the vault's ``.bib`` files (author and year of each entry) and
writes each citation as Pandoc would; a key no file holds is written bare (« (rude2007, p. 45) »).
Only the syntax is looked at, never the words of one vault.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path

__all__ = ["read_bibliography", "render_citations"]

# ``@book{rude2007,``: an entry's type and key (``@comment``, ``@string``, ``@preamble`` hold none)
_ENTRY = re.compile(r"@([A-Za-z]+)\s*[{(]\s*([^\s,{}()]+)\s*,")
# ``author = {Rude, Fernand},``, ``year = 2007``, ``title = "…"``: a field's name and where its value starts
_FIELD = re.compile(r"\s*([A-Za-z][\w-]*)\s*=\s*")
_NOT_ENTRIES = frozenset({"comment", "string", "preamble"})
# LaTeX accents a BibTeX export may keep (``{\'e}``, ``\c{c}``): the letters they stand for
_ACCENTS = {
    "'": {"e": "é", "a": "á", "o": "ó", "i": "í", "u": "ú", "E": "É"},
    "`": {"e": "è", "a": "à", "u": "ù", "E": "È", "A": "À"},
    "^": {"e": "ê", "a": "â", "o": "ô", "i": "î", "u": "û"},
    '"': {"e": "ë", "i": "ï", "u": "ü", "o": "ö", "a": "ä"},
    "c": {"c": "ç", "C": "Ç"},
}
_LATEX_ACCENT = re.compile(r"""\\([`'^"c])\s*\{?\\?([A-Za-z])\}?""")
# a citation key as Pandoc reads it after ``@``: letters, digits, and ``_:.#$%&-+?<>~/`` inside
_KEY = r"[\w][\w:.#$%&+?<>~/-]*(?<![:.#$%&+?<>~/-])"
# ``[see @frobert2009, p. 41; @cayez1978]``: a bracket holding at least one key
# (not a link's text: ``[@helene](https://…)``)
_BRACKETED = re.compile(r"\[([^\[\]]*?(?<![\w@])-?@" + _KEY + r"[^\[\]]*)\](?![(\[])")
# one citation of a bracket: a prefix, the key (``-`` suppresses the author), a locator
_ONE = re.compile(r"^(?P<prefix>.*?)(?P<minus>-?)@(?P<key>" + _KEY + r")(?P<locator>.*)$", re.DOTALL)
# ``@frobert2009 la discute``, ``voir @benoit2001, p. 47``: a key in the text, not an address
# (``contact@site.fr``: a word before the ``@``), not a handle (``@helene_guide`` holds no year)
_IN_TEXT = re.compile(r"(?<![\w@.])@(" + _KEY + r")(?:\s\[([^\[\]]+)\])?")


def _value(text: str, start: int) -> tuple[str, int]:
    """The field value starting at ``start`` (braced, quoted or bare) and where it ends."""
    if start < len(text) and text[start] in '{"':
        close = "}" if text[start] == "{" else '"'
        depth, i = 0, start
        while i < len(text):
            c = text[i]
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
            if (close == "}" and depth == 0 and c == "}") or (
                close == '"' and c == '"' and i > start and depth == 0
            ):
                return text[start + 1 : i], i + 1
            i += 1
        return text[start + 1 :], len(text)
    end = start
    while end < len(text) and text[end] not in ",}\n":
        end += 1
    return text[start:end].strip(), end


def _plain(value: str) -> str:
    """A BibTeX value as text: LaTeX accents as letters, braces and spacing dropped."""
    value = _LATEX_ACCENT.sub(lambda m: _ACCENTS[m.group(1)].get(m.group(2), m.group(2)), value)
    return " ".join(value.replace("{", "").replace("}", "").replace("\\&", "&").split())


def _last_name(person: str) -> str:
    """« Rude, Fernand » and « Fernand Rude » → « Rude »; a particle kept (« de Certeau »)."""
    person = person.strip()
    if "," in person:
        return person.split(",", 1)[0].strip()
    parts = person.split()
    if not parts:
        return ""
    # « Michel de Certeau »: the lower-case particle opens the last name
    for j, part in enumerate(parts[:-1]):
        if part[:1].islower():
            return " ".join(parts[j:])
    return parts[-1]


def _label(fields: Mapping[str, str], key: str) -> tuple[str, str]:
    """(author, year) as an author–date style writes them: one name, two joined by « & », three
    or more as the first one « et al. »; the editor or the title's first words when no author."""
    people = fields.get("author") or fields.get("editor") or ""
    names = [n for n in (_last_name(p) for p in re.split(r"\s+and\s+", people)) if n]
    if len(names) > 2:
        author = f"{names[0]} et al."
    elif names:
        author = " & ".join(names)
    else:
        author = " ".join(fields.get("title", key).split()[:4])
    year = re.search(r"\d{4}", fields.get("year") or fields.get("date") or "")
    return author, year.group() if year else "s. d."


def parse_bibtex(text: str) -> dict[str, tuple[str, str]]:
    """Each entry of a BibTeX text by its key: (author, year) as a citation writes them."""
    out: dict[str, tuple[str, str]] = {}
    for entry in _ENTRY.finditer(text):
        if entry.group(1).casefold() in _NOT_ENTRIES:
            continue
        fields: dict[str, str] = {}
        i = entry.end()
        while True:
            field = _FIELD.match(text, i)
            if field is None:
                break
            value, i = _value(text, field.end())
            fields[field.group(1).casefold()] = _plain(value)
            while i < len(text) and text[i] in " \t\r\n,":
                i += 1
        out[entry.group(2)] = _label(fields, entry.group(2))
    return out


def read_bibliography(root: Path) -> dict[str, tuple[str, str]]:
    """Every entry of the ``.bib`` files under ``root``, by key; hidden folders (``.git``,
    ``.obsidian``) are not walked."""
    found: list[Path] = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [d for d in subfolders if not d.startswith(".")]
        found += [Path(folder) / f for f in files if f.lower().endswith(".bib")]
    out: dict[str, tuple[str, str]] = {}
    for path in sorted(found):
        try:
            out.update(parse_bibtex(path.read_text(encoding="utf-8", errors="replace")))
        except OSError:
            continue  # an unreadable bibliography costs the citations' names, never a note
    return out


def _cited(one: str, refs: Mapping[str, tuple[str, str]]) -> str:
    """One citation of a bracket (« see @frobert2009, p. 41 ») as author–date text."""
    m = _ONE.match(one.strip())
    if m is None:
        return one.strip()
    author, year = refs.get(m["key"], (m["key"], ""))
    said = (year if m["minus"] else f"{author} {year}").strip() if year else m["key"]
    return f"{m['prefix']}{said}{m['locator'].rstrip()}".strip()


def render_citations(body: str, refs: Mapping[str, tuple[str, str]]) -> str:
    """``body`` with its Pandoc citations written author–date (``refs``: ``read_bibliography``).
    A vault without a bibliography writes no citation: its ``[@…]`` are left as they are."""
    if not refs or "@" not in body:
        return body

    def bracketed(m: re.Match[str]) -> str:
        return "(" + "; ".join(_cited(one, refs) for one in m.group(1).split(";")) + ")"

    def in_text(m: re.Match[str]) -> str:
        key = m.group(1)
        if key not in refs:
            return m.group(0)  # a handle or a word after « @ », no citation the vault's files know
        author, year = refs[key]
        locator = f", {m.group(2).strip()}" if m.group(2) else ""
        return f"{author} ({year}{locator})"

    body = _BRACKETED.sub(bracketed, body)
    return _IN_TEXT.sub(in_text, body)
