"""Vault folder -> bundle bytes: notes, note graph, field tokens and BM25 postings."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from grasbot.bundle import dump_bundle, pack_fields, pack_passages
from grasbot.packed import encode_body, encode_ids, encode_postings
from grasbot.tokenise import TOKENISER_VERSION, Stemmer, tokenise
from index_build.bm25 import IdfVariant, build_bm25
from index_build.boilerplate import repeated_lines, without_lines
from index_build.errors import VaultError, VaultWarning
from index_build.files import note_stem
from index_build.idlinks import name_id_links
from index_build.obsidian import searchable
from index_build.profile import find_owner
from index_build.transclude import Transcluder
from index_build.vault import Dropped, RawNote, Visibility, is_attachment, read_vault

__all__ = ["BuildParams", "BuildResult", "build_bundle", "resolve_graph"]

Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class BuildParams:
    k1: float = 1.5
    b: float = 0.75
    idf: IdfVariant = "lucene"
    stemmer: Stemmer = "light"
    # Title words join the BM25 document: +12 points of recall@5 on cnil-faq (docs/retrieval.md).
    title_in_bm25: bool = True
    default_visibility: Visibility = "public"
    owner_name: str = ""  # who the site is about; else read from the vault (index_build.profile)
    owner_pronoun: str = ""


@dataclass(slots=True)
class BuildResult:
    data: bytes
    content_hash: str
    notes: int
    dropped: list[Dropped]
    warnings: list[VaultWarning] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        reasons: dict[str, int] = {}
        for d in self.dropped:
            reasons[d.reason] = reasons.get(d.reason, 0) + 1
        return {
            "notes": self.notes,
            "dropped": len(self.dropped),
            "dropped_by_reason": dict(sorted(reasons.items())),
            "warnings": [str(w) for w in self.warnings],
            "bytes": len(self.data),
            "bytes_per_note": round(len(self.data) / self.notes) if self.notes else 0,
            "content_hash": self.content_hash,
        }


_LOGSEQ_DAY = re.compile(r"\d{4}_\d{2}_\d{2}")


def _unique(tokens: list[str]) -> list[str]:
    return list(dict.fromkeys(tokens))


def resolve_graph(
    notes: list[RawNote], private_slugs: set[str]
) -> tuple[list[list[int]], list[VaultWarning]]:
    """Neighbour ids per note: linked, related and body wikilinks, plus the backlinks of each."""
    by_key: dict[str, int] = {}
    for i, note in enumerate(notes):
        by_key.setdefault(note.slug.lower(), i)
    for i, note in enumerate(notes):  # a link may name the file rather than the declared slug
        name = Path(note.path).stem.lower()
        by_key.setdefault(name, i)
        # Logseq's file names: the page [[clients/Dupont]] is « clients___Dupont.md », the
        # journal day [[2025-03-14]] is « 2025_03_14.md »
        if "___" in name:
            by_key.setdefault(name.replace("___", "/"), i)
        if _LOGSEQ_DAY.fullmatch(name):
            by_key.setdefault(name.replace("_", "-"), i)
        # a page named by its path (« [[Journal/2021/04/07]] », a Zim namespace link), and a
        # file whose name writes spaces as « _ » (Zim's « Toiture_eglise.md ») named with spaces
        whole = note_stem(note.path.lower())
        by_key.setdefault(whole, i)
        if "_" in whole and " " not in whole:
            by_key.setdefault(whole.replace("_", " "), i)
            by_key.setdefault(name.replace("_", " "), i)
    out: list[set[int]] = [set() for _ in notes]
    warnings: list[VaultWarning] = []
    for i, note in enumerate(notes):
        for link in note.links:
            target = link.target.strip()
            name = target.rsplit("/", 1)[-1].lower()
            key = note_stem(name)
            if key == name and is_attachment(key):
                continue  # an attachment (![[photo.png]]), not a note
            whole = note_stem(target.lower())  # a namespace page, or a day
            j = by_key.get(whole) if whole in by_key else by_key.get(key)
            if j is None:
                if key not in private_slugs:
                    warnings.append(
                        VaultWarning(
                            note.path, link.line, "missing-link", f"link to missing note '[[{target}]]'"
                        )
                    )
                continue
            if j != i:
                out[i].add(j)
                out[j].add(i)  # backlink
    return [sorted(s) for s in out], warnings


def build_bundle(
    vault: str | Path, params: BuildParams | None = None, progress: Progress | None = None
) -> BuildResult:
    """Read ``vault`` and return the bundle bytes with what was kept, dropped and warned."""
    params = params or BuildParams()
    read = read_vault(vault, params.default_visibility)
    notes = name_id_links(sorted(read.notes, key=lambda n: n.slug))
    if not notes:
        raise VaultError(f"{vault}: no public note found ({len(read.dropped)} files dropped)")
    graph, link_warnings = resolve_graph(notes, read.private_slugs)
    stem = params.stemmer

    bodies: list[list[str]] = []
    alias_map: dict[tuple[str, ...], tuple[list[int], str]] = {}
    answers: list[tuple[int, list[str]]] = []
    tags: dict[str, list[int]] = {}
    domains: dict[str, list[int]] = {}
    titles: list[list[str]] = []
    slugs: list[list[str]] = []
    shown: list[tuple[int, str, str, str]] = []  # (note, heading, text, kind) of each passage
    total = len(notes)
    transcluder = Transcluder(notes)
    for i, note in enumerate(notes):
        titles.append(tokenise(note.title, stem))
        bodies.append((titles[-1] if params.title_in_bm25 else []) + tokenise(searchable(note.body), stem))
        slugs.append(tokenise(note.slug, stem))
        shown.extend((i, p.heading, p.text, p.kind) for p in transcluder.visible(note).passages)
        for alias in note.aliases:
            toks = tuple(tokenise(alias, stem))
            if toks:
                ids, _ = alias_map.setdefault(toks, ([], alias))
                if not ids or ids[-1] != i:
                    ids.append(i)
        for answer in note.answers:
            answer_toks = _unique(tokenise(answer, stem))
            if answer_toks:
                answers.append((i, answer_toks))
        for target, values in ((tags, note.tags), (domains, note.domains)):
            for term in _unique([t for v in values for t in tokenise(v, stem)]):
                target.setdefault(term, []).append(i)
        if progress is not None:
            progress(i + 1, total)

    # a sign-off written alike under many posts is no passage of any (``boilerplate``)
    repeated = repeated_lines(((i, text) for i, _, text, _ in shown), total)
    passages: list[tuple[int, str, str, str, list[str]]] = []
    for i, heading, text, kind in shown:
        # (a fragment the pages include keeps its own text: cut from them, it is still said once)
        kept = text if notes[i].fragment else without_lines(text, repeated)
        if kept.strip():
            passages.append((i, heading, kept, kind, tokenise(f"{heading}\n{kept}", stem)))
    bm25 = build_bm25(bodies, params.k1, params.b, params.idf)
    payload: dict[str, Any] = {
        "params": {
            "k1": params.k1,
            "b": params.b,
            "idf": params.idf,
            "stemmer": stem,
            "title_in_bm25": params.title_in_bm25,
            "tokeniser": TOKENISER_VERSION,
        },
        "notes": {
            key: [getattr(n, key) for n in notes]
            for key in (
                "slug",
                "title",
                "type",
                "priority",
                "link",
                "updated",
                "path",
                "domains",
                "tags",
                "aliases",
                "answers",
                "url",
                "route_parent",
                "site_slug",
                "status",
            )
        },
        "owner": find_owner(notes, params.owner_name, params.owner_pronoun).to_dict(),
        **_bodies([encode_body(n.body) for n in notes]),
        "graph": [encode_ids(ids) for ids in graph],
        "fields": pack_fields(titles, slugs, alias_map, answers, tags, domains),
        "bm25": {
            "avgdl": bm25.avgdl,
            "doc_len": encode_ids(bm25.doc_len),
            **_postings(bm25.postings),
        },
        "passages": pack_passages(passages),
    }
    data, digest = dump_bundle(payload)
    return BuildResult(data, digest, len(notes), read.dropped, read.warnings + link_warnings)


def _chunks(chunks: list[str]) -> tuple[str, str]:
    """Base64 chunks laid end to end, and their offsets (n + 1) as base64 ids."""
    offsets = [0]
    for chunk in chunks:
        offsets.append(offsets[-1] + len(chunk))
    return "".join(chunks), encode_ids(offsets)


def _bodies(bodies: list[str]) -> dict[str, str]:
    blob, offsets = _chunks(bodies)
    return {"bodies": blob, "body_offsets": offsets}


def _postings(postings: dict[str, tuple[list[int], list[float]]]) -> dict[str, str]:
    """All terms' postings as one string of base64 chunks, with the character offset of each."""
    blob, offsets = _chunks([encode_postings(ids, ws) for ids, ws in postings.values()])
    return {"terms": "\n".join(postings), "offsets": offsets, "postings": blob}


def default_progress() -> Progress | None:
    """A bar on stderr when it is a terminal, nothing otherwise."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        if done == total or done % 100 == 0:
            width = 30
            filled = width * done // total
            sys.stderr.write(f"\rbuilding [{'#' * filled}{'.' * (width - filled)}] {done}/{total} notes")
            if done == total:
                sys.stderr.write("\n")
            sys.stderr.flush()

    return show
