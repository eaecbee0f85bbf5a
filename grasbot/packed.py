"""The packed encodings of the bundle, and read-only views that decode them on first use.

Numbers travel as base64 of little-endian arrays (uint32 ids, float32 weights), token lists as
space-joined lines, note bodies as base64 of zlib-compressed UTF-8, and many short base64 chunks
as one string cut by an offsets array. ``grasbot.bundle`` says where each one sits in the file.
"""

from __future__ import annotations

import base64
import sys
import zlib
from array import array
from collections.abc import Sequence
from typing import Any, overload

__all__ = [
    "Chunks",
    "IdLists",
    "Lines",
    "Text",
    "count_ids",
    "decode_body",
    "decode_ids",
    "decode_postings",
    "encode_body",
    "encode_ids",
    "encode_postings",
]

Text = str | bytes | memoryview  # a base64 string, or its bytes straight from the file
_LITTLE = sys.byteorder == "little"


def _array_bytes(values: array[Any]) -> bytes:
    if not _LITTLE:  # the bundle is little-endian whatever the machine
        values = array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


def encode_ids(ids: list[int]) -> str:
    return base64.b64encode(_array_bytes(array("I", ids))).decode("ascii")


def _from_bytes(typecode: str, data: bytes) -> array[Any]:
    values = array(typecode)
    values.frombytes(data)
    if not _LITTLE:
        values.byteswap()
    return values


def _decode(typecode: str, text: Text) -> array[Any]:
    return _from_bytes(typecode, base64.b64decode(text))


def encode_body(text: str) -> str:
    """A note body as stored: zlib-compressed UTF-8 in base64 (half the bytes to read and parse)."""
    return base64.b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii")


def decode_body(stored: Text) -> str:
    return zlib.decompress(base64.b64decode(stored)).decode("utf-8")


def encode_postings(ids: list[int], weights: list[float]) -> str:
    """One term's postings: its note ids then its weights, in one base64 string."""
    return base64.b64encode(_array_bytes(array("I", ids)) + _array_bytes(array("f", weights))).decode("ascii")


def decode_postings(text: Text) -> tuple[array[int], array[float]]:
    """One term's postings: (note ids, weights); ValueError if the bytes do not pair up."""
    data = base64.b64decode(text)
    if len(data) % 8:
        raise ValueError(f"{len(data)} bytes is not a whole number of (id, weight) pairs")
    half = len(data) // 2
    return _from_bytes("I", data[:half]), _from_bytes("f", data[half:])


def decode_ids(text: Text) -> array[int]:
    return _decode("I", text)


def count_ids(text: Text) -> int:
    """Number of uint32 in a base64 string, read off its length without decoding."""
    tail = bytes(text[-2:]) if not isinstance(text, str) else text[-2:].encode("ascii")
    pad = tail.count(b"=")
    return (len(text) * 3 // 4 - pad) // 4


class Chunks:
    """Base64 chunks laid end to end in one string, cut by an offsets array (n + 1 entries)."""

    __slots__ = ("_blob", "_offsets")

    def __init__(self, blob: Text, offsets: str) -> None:
        self._blob = blob
        self._offsets = decode_ids(offsets)
        if len(self._offsets) < 1 or self._offsets[-1] != len(blob):
            raise ValueError("chunk offsets do not match the blob's length")

    def __len__(self) -> int:
        return len(self._offsets) - 1

    def __getitem__(self, k: int) -> Text:
        return self._blob[self._offsets[k] : self._offsets[k + 1]]


class Lines(Sequence[list[str]]):
    """A token-list column (space-joined tokens, one line per row), each row split when first read."""

    __slots__ = ("_lines", "_split")

    def __init__(self, text: str, rows: int) -> None:
        self._lines = text.split("\n") if rows else []
        if len(self._lines) != rows:
            raise ValueError(f"expected {rows} token rows, found {len(self._lines)}")
        self._split: dict[int, list[str]] = {}

    def __len__(self) -> int:
        return len(self._lines)

    @overload
    def __getitem__(self, i: int) -> list[str]: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[list[str]]: ...
    def __getitem__(self, i: int | slice) -> list[str] | Sequence[list[str]]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        row = self._split.get(i)
        if row is None:
            row = self._split[i] = self._lines[i].split()
        return row


class IdLists(Sequence["array[int]"]):
    """A list of base64 id arrays, each decoded when first read."""

    __slots__ = ("_decoded", "_raw")

    def __init__(self, raw: list[str]) -> None:
        self._raw = raw
        self._decoded: dict[int, array[int]] = {}

    def __len__(self) -> int:
        return len(self._raw)

    @overload
    def __getitem__(self, i: int) -> array[int]: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[array[int]]: ...
    def __getitem__(self, i: int | slice) -> array[int] | Sequence[array[int]]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        hit = self._decoded.get(i)
        if hit is None:
            hit = self._decoded[i] = decode_ids(self._raw[i])
        return hit

    def count(self, i: int) -> int:
        """Length of list ``i`` without decoding it."""
        return count_ids(self._raw[i])
