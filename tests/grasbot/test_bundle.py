"""Loading a bundle: what it holds, and a clear BundleError for every way a file can be wrong."""

from pathlib import Path

import orjson
import pytest

from grasbot.bundle import SCHEMA_VERSION, BundleError, load_bundle, parse_bundle
from grasbot.packed import decode_ids, encode_ids
from grasbot.tokenise import TOKENISER_VERSION
from index_build.build import BuildResult


def rewrite(data: bytes, **changes: object) -> bytes:
    payload = orjson.loads(data)
    for key, value in changes.items():
        if value is None:
            del payload[key]
        else:
            payload[key] = value
    return orjson.dumps(payload, option=orjson.OPT_SORT_KEYS)


def test_round_trip(example_build: BuildResult, example_bundle_file: Path) -> None:
    bundle = load_bundle(example_bundle_file, verify=True)
    assert len(bundle) == example_build.notes
    assert bundle.content_hash == example_build.content_hash
    slugs = [n.slug for n in bundle.notes]
    assert slugs == sorted(slugs)
    assert all(bundle.notes[bundle.slug_index[s]].slug == s for s in slugs)
    assert len(bundle.graph) == len(bundle.doc_len) == len(bundle)


def test_postings_decode_once_and_count(example_bundle_file: Path) -> None:
    bundle = load_bundle(example_bundle_file)
    term = next(t for t in bundle.terms() if bundle.document_frequency(t) > 1)
    first = bundle.postings(term)
    assert first is not None and first is bundle.postings(term)
    ids, weights = first
    assert len(ids) == len(weights) == bundle.document_frequency(term)
    assert list(ids) == sorted(ids)
    assert all(w > 0 for w in weights)
    assert bundle.postings("mot-absent-du-vault") is None
    assert bundle.document_frequency("mot-absent-du-vault") == 0


def test_array_codecs_round_trip() -> None:
    assert list(decode_ids(encode_ids([0, 1, 2**32 - 1]))) == [0, 1, 2**32 - 1]
    # little-endian on every machine: 1 is 01 00 00 00
    assert encode_ids([1]) == "AQAAAA=="


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "x.json: not a GrasBot bundle (invalid JSON: "),
        (b"[1, 2]", "x.json: not a GrasBot bundle (no 'format: grasbot-bundle')"),
        (b'{"format": "autre"}', "x.json: not a GrasBot bundle (no 'format: grasbot-bundle')"),
    ],
)
def test_not_a_bundle(data: bytes, message: str) -> None:
    with pytest.raises(BundleError) as info:
        parse_bundle(data, "x.json")
    assert str(info.value).startswith(message)


def test_truncated_bundle(example_build: BuildResult) -> None:
    with pytest.raises(BundleError, match=r"^cut: not a GrasBot bundle \(invalid JSON: .*rebuild it"):
        parse_bundle(example_build.data[: len(example_build.data) // 2], "cut")


def test_schema_mismatch(example_build: BuildResult) -> None:
    with pytest.raises(BundleError) as info:
        parse_bundle(rewrite(example_build.data, schema=SCHEMA_VERSION + 1), "b.json")
    assert str(info.value) == (
        f"b.json: bundle schema {SCHEMA_VERSION + 1} but this GrasBot reads schema {SCHEMA_VERSION}; "
        "rebuild the bundle with this version's `grasbot build`"
    )


def test_wrong_tokeniser(example_build: BuildResult) -> None:
    params = orjson.loads(example_build.data)["params"] | {"tokeniser": TOKENISER_VERSION + 1}
    with pytest.raises(BundleError) as info:
        parse_bundle(rewrite(example_build.data, params=params), "b.json")
    assert str(info.value) == (
        f"b.json: bundle built with tokeniser {TOKENISER_VERSION + 1}, this GrasBot has {TOKENISER_VERSION}; "
        "rebuild the bundle"
    )


@pytest.mark.parametrize("key", ["notes", "graph", "bm25", "fields"])
def test_missing_section_is_corrupt(example_build: BuildResult, key: str) -> None:
    with pytest.raises(BundleError, match=rf"^b.json: corrupt bundle \(KeyError: '{key}'\); rebuild it$"):
        parse_bundle(rewrite(example_build.data, **{key: None}), "b.json")


def test_altered_bundle_fails_only_when_verified(tmp_path: Path, example_build: BuildResult) -> None:
    payload = orjson.loads(example_build.data)
    payload["notes"]["title"][0] = "Titre modifié à la main"
    path = tmp_path / "altered.json"
    path.write_bytes(orjson.dumps(payload, option=orjson.OPT_SORT_KEYS))
    assert load_bundle(path).notes[0].title == "Titre modifié à la main"
    with pytest.raises(BundleError) as info:
        load_bundle(path, verify=True)
    assert str(info.value) == f"{path}: content hash mismatch (file altered after build); rebuild it"


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "absent.json"
    with pytest.raises(BundleError) as info:
        load_bundle(path)
    assert (
        str(info.value)
        == f"{path}: cannot read bundle (No such file or directory); build one with `grasbot build`"
    )


def _blob_ranges(data: bytes) -> list[int]:
    header = data[: data.index(b'","')]
    return [int(n) for n in header.removeprefix(b'{"_blobs":"').split(b",")]


def test_bulky_strings_sit_at_the_ranges_the_header_gives(example_build: BuildResult) -> None:
    data = example_build.data
    payload = orjson.loads(data)  # still one valid JSON document
    b0, b1, p0, p1 = _blob_ranges(data)
    assert data[b0:b1].decode() == payload["bodies"]
    assert data[p0:p1].decode() == payload["bm25"]["postings"]
    assert payload["content_hash"] == example_build.content_hash


def test_a_bundle_loads_the_same_with_or_without_its_ranges(example_build: BuildResult) -> None:
    fast = parse_bundle(example_build.data)
    slow = parse_bundle(rewrite(example_build.data, _blobs=None))  # no header: parsed whole
    wrong = parse_bundle(rewrite(example_build.data, _blobs="0" * 12 + ",1,2,3"))  # bad header
    for other in (slow, wrong):
        assert [n for n in other.notes] == [n for n in fast.notes]
        assert other.terms() == fast.terms()
        assert all(other.postings(t) == fast.postings(t) for t in fast.terms())
        assert [list(other.graph[i]) for i in range(len(other))] == [list(g) for g in fast.graph]


def test_ranges_that_miss_fall_back_to_the_whole_parse(example_build: BuildResult) -> None:
    data = example_build.data
    b0, b1, p0, p1 = _blob_ranges(data)
    header = f'{{"_blobs":"{b0 + 4:012d},{b1:012d},{p0:012d},{p1:012d}"'.encode()
    shifted = header + data[len(header) :]
    bundle = parse_bundle(shifted)
    assert [n.body for n in bundle.notes] == [n.body for n in parse_bundle(data).notes]
