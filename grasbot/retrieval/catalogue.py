"""Which notes are instances of a kind the question asks for: « Quels sont ses projets en Rust ? ».

Vaults say what a note is in three ways, whatever their style: its ``type`` (``type: project``),
the folder it sits in (``Projects/``, ``10 Projets/``, ``Spectacles/``) or its Logseq namespace
(``clients/Commune de Vernelles``). Where none of these names the kind asked, its nested tags
may (``#client/hôtel``: « Pour quels hôtels a-t-il travaillé ? »); they are read second, and
flat tags not at all, because tags mostly say what a note is about (``#rust``), not what it is.
Last, a vault with neither names a kind by the word several titles open with (« atelier prépa
ski genoux », « atelier grimpeurs doigts épaules »: « Quels ateliers organise-t-elle ? »).

A list question naming one of these kinds (« projets », "talks", « clients ») is answered by
the notes of that kind that hold the rest of the question, one line each, rather than by the
one note that shares most of its words.

Kinds are matched as the search reads words: stemmed with the vault's stemmer, and through the
lexicon's groups so that an English folder (``Projects``) meets a French question (« projets »).
A kind held by most notes (``pages/``, ``type: note``) or by one note only names no list.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from grasbot.bundle import Bundle
from grasbot.retrieval.lexicon import GROUPS, english_stem
from grasbot.tokenise import Stemmer, fold, stem, tokenise

__all__ = ["Catalogue"]

# folders and types that sort notes by workflow, not by what they are
_WORKFLOW = frozenset(
    fold(w)
    for w in """
    note notes pages page journals journal daily dailies inbox archive archives templates template
    attachments assets resources ressources misc divers brouillons drafts perso private prive
    meta moc hub index dashboard tableau
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
# the kinds whose notes are about someone else than the owner: a colleague's bio, a portrait
# (a web clip, ``type: clip`` as the build files it, is someone else's text: index_build.vault)
_PEOPLE = frozenset(
    fold(w)
    for w in """
    person persons people personne personnes gens equipe team portrait portraits contacts
    collegue collegues colleague colleagues clip
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
# a kind written before a separator at the start of a title (« Équipe - Karim Benali »)
_TITLE_KIND = re.compile(r"^\s*(\w+)\s+[-–—:]\s+\S")
_Filed = tuple[dict[str, set[int]], dict[str, set[int]]]  # notes by kind word, by lexicon key
MOST = 0.5  # a kind held by more than this share of the notes names none of them
# « 10 Projets », « 📚 Lectures », « Projets f2e6ac4af44a37379b641860677df1ce » (Notion's id)
_DECOR = re.compile(r"^[\W\d_]+|\s+[0-9a-f]{32}$", re.UNICODE)


def _group_heads(stemmer: Stemmer) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Each stemmed French word and each English word of the lexicon → its groups' heads."""
    french: dict[str, set[str]] = {}
    english: dict[str, set[str]] = {}
    for fr, en in GROUPS:
        head = stem(fr[0], stemmer)
        for w in fr:
            french.setdefault(stem(w, stemmer), set()).add(head)
        for w in en:
            english.setdefault(english_stem(w), set()).add(head)
    return french, english


class Catalogue:
    """The notes of each kind of a bundle, and the kinds a question's words name."""

    def __init__(self, bundle: Bundle, stemmer: Stemmer) -> None:
        self._french, self._english = _group_heads(stemmer)
        notes = bundle.notes
        by_name: _Filed = ({}, {})  # type, folders, namespace
        by_tag: _Filed = ({}, {})
        by_title: _Filed = ({}, {})  # the word opening the title
        people: set[int] = set()

        def file(filed: _Filed, i: int, words: Iterable[str]) -> None:
            for word in words:
                if fold(word) in _WORKFLOW:
                    continue
                filed[0].setdefault(word, set()).add(i)
                for key in self.keys(word):
                    filed[1].setdefault(key, set()).add(i)

        columns = (notes.column(c) for c in ("type", "path", "slug", "tags", "title"))
        for i, (type_, path, slug, tags, title) in enumerate(zip(*columns, strict=True)):
            for name in _kind_names(str(type_ or ""), str(path or ""), str(slug)):
                if fold(name).lower() in _PEOPLE:
                    people.add(i)
                file(by_name, i, tokenise(name, stemmer))
            # « Équipe - Karim Benali », « Contact : Jeanne Roux »: a title opening on a kind of
            # people before a separator files the note as that folder would
            found = _TITLE_KIND.match(str(title or ""))
            if found is not None and fold(found.group(1)).lower() in _PEOPLE:
                people.add(i)
            for tag in tags or ():
                # a nested tag is a taxonomy, each level a kind (``client/hôtel``: clients,
                # hotels); a flat one (``#rust``, ``#ia``) mostly says what a note is about
                if "/" in str(tag):
                    levels = tokenise(str(tag).replace("/", " "), stemmer)
                    file(by_tag, i, (w for w in levels if not w.isdigit()))
            # « atelier prépa ski genoux », « atelier grimpeurs… », « Mission Volcalis – … »: a
            # vault without folders or types names a kind by the word its titles open with
            opening = tokenise(str(title or "").split(" ", 1)[0], stemmer)
            if opening and not opening[0].isdigit():
                file(by_title, i, opening[:1])
        most = MOST * max(1, len(bundle))

        def kinds(found: dict[str, set[int]]) -> dict[str, frozenset[int]]:
            return {k: frozenset(v) for k, v in found.items() if 2 <= len(v) <= most}

        # (words, lexicon keys): the kinds told by type, folder or namespace, then by tags,
        # then by titles
        self._tiers = tuple((kinds(words), kinds(keyed)) for words, keyed in (by_name, by_tag, by_title))
        # notes about other people (``People/``, ``Équipe/``, ``type: portrait``)
        self.people = frozenset(people)

    def keys(self, term: str) -> set[str]:
        """What a word stands for as a kind: itself, and its lexicon groups' heads (an English
        word read both ways: "talks" is a French question's word too)."""
        return {term, *self._french.get(term, ()), *self._english.get(english_stem(term), ())}

    def asked(self, terms: Sequence[str]) -> tuple[frozenset[int], frozenset[str]]:
        """The notes of the kinds ``terms`` name, and the terms that named them: by the word
        itself where a kind is so named (« talks » is the folder ``Talks/``, not also the
        ``Conferences/`` attended that the lexicon puts beside it), else through the lexicon
        (« projets » and ``Projects/``)."""
        for words, notes in self._tiers:
            found: set[int] = set()
            naming: set[str] = set()
            for t in terms:
                hit = words.get(t)
                if hit is None:
                    hit = frozenset().union(*(notes.get(key, frozenset()) for key in self.keys(t)))
                if hit:
                    found |= hit
                    naming.add(t)
            if found:  # a kind the type, folders or namespace name; else one tags name
                return frozenset(found), frozenset(naming)
        return frozenset(), frozenset()


def _kind_names(type_: str, path: str, slug: str) -> Iterable[str]:
    """The names a note's kind is given: its type, its folders, its Logseq namespace."""
    if type_:
        yield type_
    for folder in path.split("/")[:-1]:
        name = _DECOR.sub("", folder).strip()
        if name:
            yield name
    for separator in ("___", "/"):
        if separator in slug:
            yield slug.split(separator, 1)[0]
            break
