"""The bundle: one orjson file holding everything the function needs, in one schema.

``index_build`` writes it with :func:`dump_bundle`; the function reads it with
:func:`load_bundle`. Nothing else knows the layout.

Layout (schema 1), keys sorted so equal vaults give equal bytes::

    {"format": "grasbot-bundle", "schema": 1, "content_hash": "<sha256 of the rest>",
     "params": {"k1", "b", "idf", "stemmer", "tokeniser"},
     "notes": [{"slug", "title", "type", "body", "domains", "tags", "aliases", "answers",
                "priority", "link", "updated", "path"}...],           # sorted by slug; position = note id
     "graph": [[neighbour ids]...],                                   # linked+related+wikilinks+backlinks
     "fields": {"title": [[tokens]...], "slug": [[tokens]...],        # per note, stemmed
                "aliases": [[tokens, [note ids]]...],                 # distinct alias token sequences
                "answers": [[note id, [tokens]]...],
                "tags": {term: [ids]}, "domains": {term: [ids]}},
     "bm25": {"avgdl", "doc_len": "<b64 uint32>",
              "postings": {term: ["<b64 uint32 note ids>", "<b64 float32 weights>"]}}}

Postings stay base64 until a query first needs the term, so a 10,000-note bundle loads
in milliseconds: orjson parses a string far faster than a list of numbers.
"""

from __future__ import annotations

import base64
import hashlib
import sys
from array import array
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from grasbot.tokenise import TOKENISER_VERSION

__all__ = [
    "BUNDLE_FORMAT",
    "SCHEMA_VERSION",
    "Bundle",
    "BundleError",
    "Note",
    "content_hash",
    "decode_floats",
    "decode_ids",
    "dump_bundle",
    "encode_floats",
    "encode_ids",
    "load_bundle",
    "parse_bundle",
]

BUNDLE_FORMAT = "grasbot-bundle"
SCHEMA_VERSION = 1
_LITTLE = sys.byteorder == "little"


class BundleError(Exception):
    """The bundle file is missing, corrupt, or from another schema or tokeniser."""


@dataclass(frozen=True, slots=True)
class Note:
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


def _array_bytes(values: array[Any]) -> bytes:
    if not _LITTLE:  # the bundle is little-endian whatever the machine
        values = array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


def encode_ids(ids: list[int]) -> str:
    return base64.b64encode(_array_bytes(array("I", ids))).decode("ascii")


def encode_floats(values: list[float]) -> str:
    return base64.b64encode(_array_bytes(array("f", values))).decode("ascii")


def _decode(typecode: str, text: str) -> array[Any]:
    values = array(typecode)
    values.frombytes(base64.b64decode(text))
    if not _LITTLE:
        values.byteswap()
    return values


def decode_ids(text: str) -> array[int]:
    return _decode("I", text)


def decode_floats(text: str) -> array[float]:
    return _decode("f", text)


def content_hash(payload: dict[str, Any]) -> str:
    """SHA-256 of the canonical bytes of everything in the bundle but the hash itself."""
    body = {k: v for k, v in payload.items() if k != "content_hash"}
    return hashlib.sha256(orjson.dumps(body, option=orjson.OPT_SORT_KEYS)).hexdigest()


def dump_bundle(payload: dict[str, Any]) -> tuple[bytes, str]:
    """Serialise a payload deterministically, adding format, schema and content hash; return both."""
    full = dict(payload)
    full["format"] = BUNDLE_FORMAT
    full["schema"] = SCHEMA_VERSION
    digest = full["content_hash"] = content_hash(full)
    return orjson.dumps(full, option=orjson.OPT_SORT_KEYS), digest


class Bundle:
    """A loaded bundle. Postings are decoded on first use and kept."""

    __slots__ = (
        "_postings",
        "_raw_postings",
        "avgdl",
        "content_hash",
        "doc_len",
        "fields",
        "graph",
        "notes",
        "params",
        "slug_index",
    )

    def __init__(self, data: dict[str, Any]) -> None:
        self.content_hash: str = data["content_hash"]
        self.params: dict[str, Any] = data["params"]
        self.notes: tuple[Note, ...] = tuple(
            Note(
                slug=n["slug"],
                title=n["title"],
                type=n["type"],
                body=n["body"],
                domains=tuple(n["domains"]),
                tags=tuple(n["tags"]),
                aliases=tuple(n["aliases"]),
                answers=tuple(n["answers"]),
                priority=n["priority"],
                link=n["link"],
                updated=n["updated"],
                path=n["path"],
            )
            for n in data["notes"]
        )
        self.slug_index: dict[str, int] = {n.slug: i for i, n in enumerate(self.notes)}
        self.graph: list[list[int]] = data["graph"]
        self.fields: dict[str, Any] = data["fields"]
        bm25 = data["bm25"]
        self.avgdl: float = bm25["avgdl"]
        self.doc_len = decode_ids(bm25["doc_len"])
        self._raw_postings: dict[str, list[str]] = bm25["postings"]
        self._postings: dict[str, tuple[array[int], array[float]]] = {}

    def __len__(self) -> int:
        return len(self.notes)

    def postings(self, term: str) -> tuple[array[int], array[float]] | None:
        """Note ids and precomputed BM25 weights for ``term`` (None if no note has it)."""
        hit = self._postings.get(term)
        if hit is None:
            raw = self._raw_postings.get(term)
            if raw is None:
                return None
            try:
                hit = (decode_ids(raw[0]), decode_floats(raw[1]))
            except (ValueError, TypeError) as exc:  # binascii.Error is a ValueError
                raise BundleError(f"corrupt postings for term {term!r} ({exc}); rebuild the bundle") from exc
            if len(hit[0]) != len(hit[1]):
                raise BundleError(f"corrupt postings for term {term!r} (ids and weights differ); rebuild")
            self._postings[term] = hit
        return hit

    def document_frequency(self, term: str) -> int:
        """How many notes contain ``term``, read off the base64 length without decoding."""
        raw = self._raw_postings.get(term)
        if raw is None:
            return 0
        text = raw[0]
        pad = 2 if text.endswith("==") else 1 if text.endswith("=") else 0
        return (len(text) * 3 // 4 - pad) // 4


def parse_bundle(raw: bytes, source: str = "<bytes>") -> Bundle:
    """Check format, schema and tokeniser, then build a :class:`Bundle`."""
    try:
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


def load_bundle(path: str | Path, verify: bool = False) -> Bundle:
    """Read a bundle file. ``verify`` also recomputes the content hash (slower; for CI)."""
    path = Path(path)
    try:
        raw = path.read_bytes()
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
