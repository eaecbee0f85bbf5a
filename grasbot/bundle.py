"""The bundle: one orjson file holding everything the function needs, in one schema.

``index_build`` hands the raw columns to :func:`pack_fields` and :func:`dump_bundle`; every
reader goes through :func:`load_bundle` and the typed accessors here (:class:`Bundle`,
:class:`Fields`). The key names below are written and read in this module only.

Layout (schema 3), keys sorted so equal vaults give equal bytes. Notes are sorted by slug and a
note's position is its id. Lists of numbers are base64 little-endian uint32 (``ids``) or
float32 arrays, and token lists are space-joined strings, one line per entry: orjson turns a
string into one Python object, a list of numbers into thousands, and loading a 10,000-note
bundle is mostly the cost of the objects created (docs/benchmarks.md)::

    {"_blobs": "<byte ranges of the bodies and postings strings in this file>",
     "format": "grasbot-bundle", "schema": 2, "content_hash": "<sha256 of the rest>",
     "params": {"k1", "b", "idf", "stemmer", "tokeniser", "title_in_bm25"},
     "notes": {"slug": [...], "title": [...], "type": [...], "priority": [...], "link": [...],
               "updated": [...], "path": [...], "domains": [[...]], "tags": [[...]],
               "aliases": [[...]], "answers": [[...]],                  # one column per key
               "url": [...], "route_parent": [...], "site_slug": [...],  # the page, from front matter
               "status": [...]},                                # « en cours », folded (may be absent)
     "owner": {"name", "pronoun", "profiles": [slug...]},           # who the site is about
     "bodies": "<per note, base64 of zlib(UTF-8 text), end to end>", "body_offsets": "<ids>",
     "graph": ["<ids>"...],                                           # linked+related+wikilinks+backlinks
     "fields": {"title": "<tokens\n...>", "slug": "<tokens\n...>",   # per note, stemmed
                "alias_tokens": "<tokens\n...>", "alias_text": [...],  # distinct alias token sequences
                "alias_notes": ["<ids>"...], "answer_note": "<ids>",
                "answer_tokens": "<tokens\n...>", "answer_index": {term: "<answer ids>"},
                "tags": {term: "<ids>"}, "domains": {term: "<ids>"}},
     "bm25": {"avgdl", "doc_len": "<ids>", "terms": "<term\n...>", "offsets": "<ids>",
              "postings": "<one base64 chunk per term, concatenated: its ids then float32 weights>"},
     "passages": {"note": "<ids>", "heading": [...], "text": [...], "kind": [...],  # visitor text
                  "tokens": "<tokens\n...>", "avg_len"}}                         # in note order

Everything base64 stays a string until a question first needs it. The two bulky strings
(bodies, postings) are not even parsed: ``_blobs``, the first key, gives their byte ranges, the
loader maps the file and parses the rest, and the file stays one valid JSON document.
"""

from __future__ import annotations

import gc
import hashlib
import mmap
from array import array
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple, overload

import orjson

from grasbot.packed import (
    Chunks,
    IdLists,
    Lines,
    Text,
    count_ids,
    decode_body,
    decode_ids,
    decode_postings,
    encode_ids,
)
from grasbot.tokenise import TOKENISER_VERSION

__all__ = [
    "BUNDLE_FORMAT",
    "SCHEMA_VERSION",
    "Bundle",
    "BundleError",
    "Fields",
    "Note",
    "NoteList",
    "OwnerInfo",
    "Passage",
    "PassageList",
    "content_hash",
    "dump_bundle",
    "load_bundle",
    "pack_fields",
    "pack_passages",
    "parse_bundle",
    "readable_text",
]

BUNDLE_FORMAT = "grasbot-bundle"
SCHEMA_VERSION = 3


class BundleError(Exception):
    """The bundle file is missing, corrupt, or from another schema or tokeniser."""


class Note(NamedTuple):
    """One public note as shipped: its text and the front matter the function shows."""

    slug: str
    title: str
    type: str
    body: str
    domains: tuple[str, ...]
    tags: tuple[str, ...]
    aliases: tuple[str, ...]
    answers: tuple[str, ...]
    priority: int
    link: str | None
    updated: str | None
    path: str


class OwnerInfo(NamedTuple):
    """Who the site is about: name and pronoun (may be empty) and the slugs of the profile notes."""

    name: str = ""
    pronoun: str = ""
    profiles: tuple[str, ...] = ()

    @classmethod
    def from_dict(cls, raw: dict[str, Any] | None) -> OwnerInfo:
        raw = raw or {}
        return cls(
            str(raw.get("name") or ""), str(raw.get("pronoun") or ""), tuple(raw.get("profiles") or ())
        )


class Fields(NamedTuple):
    """The matching fields, still packed (decoded by the retrieval index on first use).

    ``title``/``slug``/``alias_tokens``/``answer_tokens``: token lines, one per note, alias or
    answer; ``*_notes``/``answer_note``/``title_shared``: base64 ids; the ``dict`` fields map a
    term to the base64 ids of the notes (or aliases, answers) holding it.
    """

    title: str
    slug: str
    title_keys: dict[str, str]
    title_shared: str
    alias_tokens: str
    alias_text: list[str]
    alias_notes: list[str]
    alias_first: dict[str, str]
    answer_note: str
    answer_tokens: str
    answer_index: dict[str, str]
    tags: dict[str, str]
    domains: dict[str, str]

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> Fields:
        return cls(**{name: raw[name] for name in cls._fields})


class Passage(NamedTuple):
    """A piece of a note a visitor may read (a section, a paragraph, a whole list or table)."""

    note: int
    heading: str  # heading path inside the note, " › "-joined
    text: str  # plain text; list items one per line, "- " first
    kind: str  # section | prose | list | table
    tokens: tuple[str, ...]  # heading and text, tokenised as the body


class PassageList(Sequence[Passage]):
    """The passages of every note, in note order, built one by one when first asked for."""

    __slots__ = ("_built", "_heading", "_kind", "_note", "_starts", "_text", "_tokens", "avg_len")

    def __init__(self, raw: dict[str, Any], notes: int) -> None:
        self._note = decode_ids(raw["note"])
        self._heading: list[str] = raw["heading"]
        self._text: list[str] = raw["text"]
        self._kind: list[str] = raw["kind"]
        self._tokens = Lines(raw["tokens"], len(self._note))
        if not len(self._note) == len(self._heading) == len(self._text) == len(self._kind):
            raise ValueError("passage columns differ in length")
        # where each note's passages start: passages are stored in note order
        starts = [0] * (notes + 1)
        for i in self._note:
            starts[i + 1] += 1
        for i in range(notes):
            starts[i + 1] += starts[i]
        self._starts = starts
        self._built: dict[int, Passage] = {}
        self.avg_len: float = raw["avg_len"]  # tokens per passage, counted at build time

    def __len__(self) -> int:
        return len(self._note)

    @overload
    def __getitem__(self, k: int) -> Passage: ...
    @overload
    def __getitem__(self, k: slice) -> Sequence[Passage]: ...
    def __getitem__(self, k: int | slice) -> Passage | Sequence[Passage]:
        if isinstance(k, slice):
            return [self[j] for j in range(*k.indices(len(self)))]
        hit = self._built.get(k)
        if hit is None:
            hit = self._built[k] = Passage(
                self._note[k], self._heading[k], self._text[k], self._kind[k], tuple(self._tokens[k])
            )
        return hit

    @property
    def texts(self) -> Sequence[str]:
        """Every passage's plain text, in order, without building the passages."""
        return self._text

    def of_note(self, i: int) -> range:
        """Positions of note ``i``'s passages, in reading order."""
        return range(self._starts[i], self._starts[i + 1])


def pack_passages(passages: list[tuple[int, str, str, str, list[str]]]) -> dict[str, Any]:
    """(note id, heading path, text, kind, tokens) in note order, in their packed form."""
    lengths = [len(p[4]) for p in passages]
    return {
        "avg_len": sum(lengths) / len(lengths) if lengths else 1.0,
        "note": encode_ids([p[0] for p in passages]),
        "heading": [p[1] for p in passages],
        "text": [p[2] for p in passages],
        "kind": [p[3] for p in passages],
        "tokens": _lines([p[4] for p in passages]),
    }


def _lines(rows: Sequence[Sequence[str]]) -> str:
    return "\n".join(" ".join(row) for row in rows)


def _title_keys(titles: list[list[str]], slugs: list[list[str]]) -> dict[str, Any]:
    """Each note under the rarest token of its title and of its slug (a title is only wholly in
    a question if its rarest token is: few notes to check), and how many notes share its title."""
    freq: dict[str, int] = {}
    for toks in (*titles, *slugs):
        for t in set(toks):
            freq[t] = freq.get(t, 0) + 1
    keys: dict[str, list[int]] = {}
    for i, row in enumerate(zip(titles, slugs, strict=True)):
        for toks in row:
            if toks:
                ids = keys.setdefault(min(toks, key=lambda t: (freq[t], t)), [])
                if not ids or ids[-1] != i:
                    ids.append(i)
    shared: dict[frozenset[str], int] = {}
    for toks in titles:
        shared[frozenset(toks)] = shared.get(frozenset(toks), 0) + 1
    return {
        "title_keys": {t: encode_ids(ids) for t, ids in sorted(keys.items())},
        "title_shared": encode_ids([shared[frozenset(toks)] for toks in titles]),
    }


def pack_fields(
    titles: list[list[str]],
    slugs: list[list[str]],
    alias_map: dict[tuple[str, ...], tuple[list[int], str]],
    answers: list[tuple[int, list[str]]],
    tags: dict[str, list[int]],
    domains: dict[str, list[int]],
) -> dict[str, Any]:
    """The matching fields in their packed form (read back by :class:`Fields`).

    ``titles``/``slugs``: tokens per note; ``alias_map``: alias tokens -> (note ids, text);
    ``answers``: (note id, distinct tokens) in note order; ``tags``/``domains``: term -> note ids.
    """
    aliases = sorted(alias_map.items())
    alias_first: dict[str, list[int]] = {}
    for k, (toks, _) in enumerate(aliases):
        alias_first.setdefault(toks[0], []).append(k)
    answer_index: dict[str, list[int]] = {}
    for k, (_, answer_toks) in enumerate(answers):
        for t in answer_toks:
            answer_index.setdefault(t, []).append(k)
    return {
        "title": _lines(titles),
        **_title_keys(titles, slugs),
        "slug": _lines(slugs),
        "alias_tokens": _lines([toks for toks, _ in aliases]),
        "alias_text": [text for _, (_, text) in aliases],
        "alias_notes": [encode_ids(ids) for _, (ids, _) in aliases],
        "alias_first": {t: encode_ids(ks) for t, ks in sorted(alias_first.items())},
        "answer_note": encode_ids([i for i, _ in answers]),
        "answer_tokens": _lines([answer_toks for _, answer_toks in answers]),
        "answer_index": {t: encode_ids(ks) for t, ks in sorted(answer_index.items())},
        "tags": {t: encode_ids(ids) for t, ids in sorted(tags.items())},
        "domains": {t: encode_ids(ids) for t, ids in sorted(domains.items())},
    }


def readable_text(raw: bytes) -> str:
    """The bundle as text with every body decompressed: what to search for a leaked secret."""
    data = orjson.loads(raw)
    chunks = Chunks(data.get("bodies") or "", data.get("body_offsets") or encode_ids([0]))
    data["bodies"] = [decode_body(chunks[k]) for k in range(len(chunks))]
    return orjson.dumps(data, option=orjson.OPT_SORT_KEYS).decode("utf-8")


def content_hash(payload: dict[str, Any]) -> str:
    """SHA-256 of the canonical bytes of everything in the bundle but the hash itself."""
    body = {k: v for k, v in payload.items() if k not in ("content_hash", "_blobs")}
    return hashlib.sha256(orjson.dumps(body, option=orjson.OPT_SORT_KEYS)).hexdigest()


# The two bulky values (bodies, postings) are base64 strings; "_blobs", the first key, gives
# their byte ranges in the file so that the loader can leave them unparsed (see _split_blobs).
# Fixed width, so that writing the ranges does not move them.
_BLOBS_KEY = b'{"_blobs":"'
_BLOBS_WIDTH = 4 * 12 + 3
_SENTINEL = {"bodies": "\u241fgrasbot-bodies\u241f", "postings": "\u241fgrasbot-postings\u241f"}


def dump_bundle(payload: dict[str, Any]) -> tuple[bytes, str]:
    """Serialise a payload deterministically, adding format, schema, content hash and the byte
    ranges of its two bulky strings; return the bytes and the hash."""
    full = dict(payload)
    full["format"] = BUNDLE_FORMAT
    full["schema"] = SCHEMA_VERSION
    digest = full["content_hash"] = content_hash(full)
    bodies, postings = full["bodies"], full["bm25"]["postings"]
    skeleton = dict(full, _blobs="0" * _BLOBS_WIDTH, bodies=_SENTINEL["bodies"])
    skeleton["bm25"] = dict(full["bm25"], postings=_SENTINEL["postings"])
    text = orjson.dumps(skeleton, option=orjson.OPT_SORT_KEYS)
    values = {"bodies": bodies, "postings": postings}
    markers = {name: orjson.dumps(marker) for name, marker in _SENTINEL.items()}
    if any(text.count(marker) != 1 for marker in markers.values()):
        raise ValueError("bundle layout: each bulky-string marker must occur exactly once")
    out = bytearray()
    ranges: dict[str, tuple[int, int]] = {}
    rest = text
    for name in sorted(markers, key=lambda n: text.index(markers[n])):  # in file order
        head, _, rest = rest.partition(markers[name])
        out += head + b'"'
        ranges[name] = (len(out), len(out) + len(values[name]))
        out += values[name].encode("ascii") + b'"'
    out += rest
    if not out.startswith(_BLOBS_KEY):
        raise ValueError("bundle layout: '_blobs' must be the first key")
    numbers = [*ranges["bodies"], *ranges["postings"]]
    out[len(_BLOBS_KEY) : len(_BLOBS_KEY) + _BLOBS_WIDTH] = ",".join(f"{n:012d}" for n in numbers).encode()
    return bytes(out), digest


def _split_blobs(raw: bytes | memoryview) -> tuple[bytes, memoryview, memoryview] | None:
    """(the document with both bulky strings emptied, bodies, postings), or None when the file
    does not carry valid ranges (written by another tool): then it is parsed whole."""
    view = memoryview(raw)
    header = bytes(view[: len(_BLOBS_KEY) + _BLOBS_WIDTH + 1])
    if not header.startswith(_BLOBS_KEY) or not header.endswith(b'"'):
        return None
    try:
        b0, b1, p0, p1 = (int(n) for n in header[len(_BLOBS_KEY) : -1].split(b","))
    except ValueError:
        return None
    size = len(view)
    (first, first_end), (second, second_end) = sorted(((b0, b1), (p0, p1)))
    if not (0 < first <= first_end < second <= second_end < size):
        return None
    for start, end in ((first, first_end), (second, second_end)):
        if bytes(view[start - 1 : start]) != b'"' or bytes(view[end : end + 1]) != b'"':
            return None
    small = b"".join((view[:first], view[first_end:second], view[second_end:]))
    return small, view[b0:b1], view[p0:p1]


class NoteList(Sequence[Note]):
    """The notes, built one by one when first asked for (a visitor sees five, not ten thousand)."""

    __slots__ = ("_bodies", "_built", "_columns")

    def __init__(self, columns: dict[str, list[Any]], bodies: Chunks) -> None:
        lengths = {len(v) for v in columns.values()} | {len(bodies)}
        if len(lengths) != 1:
            raise ValueError(f"note columns differ in length: {sorted(lengths)}")
        self._columns = columns
        self._bodies = bodies
        self._built: dict[int, Note] = {}

    def __len__(self) -> int:
        return len(self._bodies)

    @overload
    def __getitem__(self, i: int) -> Note: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Note]: ...
    def __getitem__(self, i: int | slice) -> Note | Sequence[Note]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        note = self._built.get(i)
        if note is None:
            c = self._columns
            note = self._built[i] = Note(
                slug=c["slug"][i],
                title=c["title"][i],
                type=c["type"][i],
                body=decode_body(self._bodies[i]),
                domains=tuple(c["domains"][i]),
                tags=tuple(c["tags"][i]),
                aliases=tuple(c["aliases"][i]),
                answers=tuple(c["answers"][i]),
                priority=c["priority"][i],
                link=c["link"][i],
                updated=c["updated"][i],
                path=c["path"][i],
            )
        return note

    def column(self, name: str) -> list[Any]:
        """One front-matter field for every note, without building the notes."""
        return self._columns[name]

    def column_or(self, name: str, default: Any) -> list[Any]:
        """A column that older bundles may lack, ``default`` for every note then."""
        column = self._columns.get(name)
        return column if column is not None else [default] * len(self)


class Bundle:
    """A loaded bundle. Notes, graph rows and postings are decoded on first use and kept."""

    __slots__ = (
        "_chunks",
        "_postings",
        "_term_index",
        "avgdl",
        "content_hash",
        "doc_len",
        "fields",
        "graph",
        "notes",
        "owner",
        "params",
        "passages",
        "slug_index",
    )

    def __init__(self, data: dict[str, Any]) -> None:
        self.content_hash: str = data["content_hash"]
        self.params: dict[str, Any] = data["params"]
        self.notes = NoteList(data["notes"], Chunks(data["bodies"], data["body_offsets"]))
        self.slug_index: dict[str, int] = {slug: i for i, slug in enumerate(self.notes.column("slug"))}
        self.graph = IdLists(data["graph"])
        if len(self.graph) != len(self.notes):
            raise ValueError("graph and notes differ in length")
        self.fields = Fields.from_dict(data["fields"])
        self.owner = OwnerInfo.from_dict(data.get("owner"))
        bm25 = data["bm25"]
        self.avgdl: float = bm25["avgdl"]
        self.doc_len = decode_ids(bm25["doc_len"])
        terms = bm25["terms"].split("\n") if bm25["terms"] else []
        self._chunks = Chunks(bm25["postings"], bm25["offsets"])
        if len(self._chunks) != len(terms):
            raise ValueError("postings offsets and terms differ in length")
        self._term_index: dict[str, int] = dict(zip(terms, range(len(terms)), strict=True))
        self._postings: dict[str, tuple[array[int], array[float]]] = {}
        self.passages = PassageList(data["passages"], len(self.notes))

    def __len__(self) -> int:
        return len(self.notes)

    def postings(self, term: str) -> tuple[array[int], array[float]] | None:
        """Note ids and precomputed BM25 weights for ``term`` (None if no note has it)."""
        hit = self._postings.get(term)
        if hit is None:
            raw = self._raw(term)
            if raw is None:
                return None
            try:
                hit = decode_postings(raw)
            except (ValueError, TypeError) as exc:  # binascii.Error is a ValueError
                raise BundleError(f"corrupt postings for term {term!r} ({exc}); rebuild the bundle") from exc
            self._postings[term] = hit
        return hit

    def _raw(self, term: str) -> Text | None:
        k = self._term_index.get(term)
        return None if k is None else self._chunks[k]

    def terms(self) -> list[str]:
        """Every term of the BM25 index."""
        return list(self._term_index)

    def document_frequency(self, term: str) -> int:
        """How many notes contain ``term``, read off the base64 length without decoding."""
        raw = self._raw(term)
        return 0 if raw is None else count_ids(raw) // 2


def parse_bundle(raw: bytes | memoryview, source: str = "<bytes>") -> Bundle:
    """Check format, schema and tokeniser, then build a :class:`Bundle`."""
    # A bundle is thousands of objects made at once and kept: the cyclic collector would scan
    # them again and again while they are created (40 % of the load time at 10,000 notes).
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _parse(raw, source)
    finally:
        if enabled:
            gc.enable()


def _loads_fast(raw: bytes | memoryview) -> dict[str, Any] | None:
    """The document without parsing its bulky strings, or None to parse it whole."""
    split = _split_blobs(raw)
    if split is None:
        return None
    try:
        data = orjson.loads(split[0])
        # the ranges must have cut out exactly the two values, nothing more, nothing less
        if data.get("bodies") != "" or data["bm25"].get("postings") != "":
            return None
    except (orjson.JSONDecodeError, AttributeError, KeyError, TypeError):
        return None
    data["bodies"], data["bm25"]["postings"] = split[1], split[2]
    return data  # type: ignore[no-any-return]


def _parse(raw: bytes | memoryview, source: str) -> Bundle:
    try:
        data = _loads_fast(raw)
        if data is None:
            data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise BundleError(
            f"{source}: not a GrasBot bundle (invalid JSON: {exc}); rebuild it with `grasbot build`"
        ) from None
    if not isinstance(data, dict) or data.get("format") != BUNDLE_FORMAT:
        raise BundleError(f"{source}: not a GrasBot bundle (no 'format: {BUNDLE_FORMAT}')")
    schema = data.get("schema")
    if schema != SCHEMA_VERSION:
        raise BundleError(
            f"{source}: bundle schema {schema!r} but this GrasBot reads schema {SCHEMA_VERSION}; "
            "rebuild the bundle with this version's `grasbot build`"
        )
    tokeniser = (data.get("params") or {}).get("tokeniser")
    if tokeniser != TOKENISER_VERSION:
        raise BundleError(
            f"{source}: bundle built with tokeniser {tokeniser!r}, this GrasBot has {TOKENISER_VERSION}; "
            "rebuild the bundle"
        )
    try:
        return Bundle(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise BundleError(f"{source}: corrupt bundle ({type(exc).__name__}: {exc}); rebuild it") from exc


def _read(path: Path) -> bytes | memoryview:
    # Mapped, not read: the bulky strings are only touched where a question needs them.
    try:
        with path.open("rb") as handle:
            return memoryview(mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ))
    except (ValueError, OSError):  # an empty file cannot be mapped; some filesystems refuse
        return path.read_bytes()


def load_bundle(path: str | Path, verify: bool = False) -> Bundle:
    """Read a bundle file. ``verify`` also recomputes the content hash (slower; for CI)."""
    path = Path(path)
    try:
        raw = _read(path)
    except OSError as exc:
        raise BundleError(
            f"{path}: cannot read bundle ({exc.strerror}); build one with `grasbot build`"
        ) from None
    bundle = parse_bundle(raw, str(path))
    if verify:
        actual = content_hash(orjson.loads(raw))
        if actual != bundle.content_hash:
            raise BundleError(f"{path}: content hash mismatch (file altered after build); rebuild it")
    return bundle
