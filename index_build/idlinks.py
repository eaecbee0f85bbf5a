"""Notes named by a timestamp id or a Dendron hierarchy, linked or cited by it, read by their titles.

A Zettelkasten names each note by the minute it was made (« 202001131000.md », « 202211041730
Tarifs 2023.md ») and links by that id: ``[[202001131000]]``, or plainly « voir 202001131000 ».
Obsidian shows the id; a visitor reading « Livres ensemble : 202001131000, 201901151420 » learns
nothing from it. Where a public note so named has a title (its name after the id, or its first
heading), the id reads as that title, in the text shown and in the words searched, as a link to
« Tarifs 2023 » would read in a vault linking by title. An id of a note without a title, of a
private note or of no note at all stays as written: no private title can come out this way.

Dendron names each note by its place in a hierarchy (« projets.2024.boutique-the.md », title in
the front matter) and links by that name: ``[[projets.2024.boutique-the]]`` shows the name, and
notes cite it plainly (« voir pro.tarifs »). Such a name (dotted, no space) of a titled public
note reads as its title the same way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from index_build.files import note_stem
from index_build.vault import RawNote

__all__ = ["name_id_links"]

_ID = re.compile(r"(?<![\w/])((?:19|20)\d{10}(?:\d{2})?)(?![\w/])")
# a Dendron note name: dot-separated parts, at least two, the first opening with a letter
# (« journal.2025.09.12 », « pro.tarifs »)
_DOTTED = re.compile(r"[a-z][\w-]*(?:\.[\w-]+)+")


def _id_of(note: RawNote) -> str | None:
    """The timestamp id a note's file is named by, if any."""
    stem = note_stem(note.path.rsplit("/", 1)[-1])
    found = _ID.match(stem)
    return found.group(1) if found else None


def _dotted_names(notes: Sequence[RawNote]) -> dict[str, str]:
    """Dendron names of titled public notes -> their titles."""
    out: dict[str, str] = {}
    for note in notes:
        stem = note_stem(note.path.rsplit("/", 1)[-1])
        if _DOTTED.fullmatch(stem) and note.title and note.title != stem:
            out.setdefault(stem, note.title)
    return out


def _name_dotted(notes: Sequence[RawNote]) -> list[RawNote]:
    titles = _dotted_names(notes)
    if not titles:
        return list(notes)
    # the longest first: « pro.tarifs.2021 » is not « pro.tarifs » followed by « .2021 »
    names = re.compile(
        r"(?<![\w.-])("
        + "|".join(re.escape(n) for n in sorted(titles, key=len, reverse=True))
        + r")(?![\w-]|\.[\w-])"
    )
    return [
        replace(note, body=names.sub(lambda m: titles[m.group(1)], note.body))
        if names.search(note.body)
        else note
        for note in notes
    ]


def name_id_links(notes: Sequence[RawNote]) -> list[RawNote]:
    """``notes`` (the public ones) with each id or Dendron name of a titled note among them read
    as its title."""
    notes = _name_dotted(notes)
    titles: dict[str, str] = {}
    for note in notes:
        found = _id_of(note)
        if found is not None and note.title and not note.title.isdigit():
            titles.setdefault(found, note.title)
    if not titles:
        return list(notes)

    def named(text: str) -> str:
        def title(m: re.Match[str]) -> str:
            found = titles.get(m.group(1))
            return m.group(0) if found is None else found

        # a link written with its note's whole file name (« 202211041730 Tarifs 2023 ») gives the
        # title once, not after itself
        for id_, name in titles.items():
            if id_ in text:
                text = text.replace(f"{id_} {name}", id_)
        return _ID.sub(title, text)

    return [replace(note, body=named(note.body)) if _ID.search(note.body) else note for note in notes]
