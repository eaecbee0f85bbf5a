"""Tables and target checks for the search benchmark (figures in, text out)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["ENGINES", "REFERENCES", "markdown", "print_tables", "tables", "targets"]

ENGINES = ("grasbot", "bm25s", "rank_bm25", "grasbot3")
LABELS = {"grasbot": "this search", "bm25s": "bm25s+fr", "rank_bm25": "rank-bm25", "grasbot3": "GrasBot 3.0"}

# Issue 2: latencies measured on the original code on this kind of machine, ms per question.
REFERENCES: dict[str, dict[str, str]] = {
    "49 notes (real vault)": {"grasbot3": "0.7"},
    "500-1,000 notes": {"grasbot3": "2-4", "bm25s": "0.08", "rank_bm25": "0.5"},
    "5,700 notes": {"grasbot3": "22", "bm25s": "0.2", "rank_bm25": "5"},
}
SHARED_SETS = ("piaf", "spf-qr", "cnil-faq")
CLEAR_MARGIN = 0.05  # "clearly above": at least five points of recall@5


def _reference(notes: int) -> str:
    if notes < 100:
        key = "49 notes (real vault)"
    elif 400 <= notes <= 1_500:
        key = "500-1,000 notes"
    elif 4_000 <= notes <= 7_000:
        key = "5,700 notes"
    else:
        return ""
    return " ".join(f"{LABELS[e]} {v}" for e, v in REFERENCES[key].items())


def _engine(result: dict[str, Any], engine: str) -> dict[str, Any]:
    engines: dict[str, Any] = result["engines"]
    return dict(engines[engine])


def targets(results: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each speed and quality target these results can judge (issue 10: the shipped scorer
    only), with the figures and whether it is met."""
    by_name = {r["corpus"]: r for r in results}
    out: list[dict[str, Any]] = []

    def add(target: str, ours: float, other: float | None, met: bool) -> None:
        out.append({"target": target, "ours": ours, "against": other, "met": met})

    real = by_name.get("grasbot-vault")
    if real:
        p50 = _engine(real, "grasbot")["p50_ms"]
        add("p50 < 0.1 ms on the real vault", p50, 0.1, p50 < 0.1)
        ours, v3 = _engine(real, "grasbot")["recall@5"], _engine(real, "grasbot3")["recall@5"]
        add(
            f"real vault recall@5 clearly above GrasBot 3.0 (+{CLEAR_MARGIN})",
            ours,
            v3,
            ours >= v3 + CLEAR_MARGIN,
        )
    for r in results:
        if r.get("dev_set", True):
            continue  # the generated vaults are the scale runs (a few notes under their name)
        ours, bm = _engine(r, "grasbot")["p50_ms"], _engine(r, "bm25s")["p50_ms"]
        if r["notes"] < 3_000:
            add(f"{r['corpus']} ({r['notes']} notes): p50 within 3x bm25s's", ours, 3 * bm, ours <= 3 * bm)
        elif r["notes"] >= 9_000:
            add(f"{r['corpus']} ({r['notes']} notes): p50 under 1 ms", ours, 1.0, ours < 1.0)
    for name in SHARED_SETS:
        if name in by_name:
            ours, bm = (
                _engine(by_name[name], "grasbot")["recall@5"],
                _engine(by_name[name], "bm25s")["recall@5"],
            )
            add(f"{name}: recall@5 at least bm25s's", ours, bm, ours >= bm)
    return out


Table = tuple[str, list[str], list[list[Any]]]


def _row(cells: Sequence[Any], widths: Sequence[int]) -> str:
    return "  ".join(
        str(c).ljust(w) if i == 0 else str(c).rjust(w)
        for i, (c, w) in enumerate(zip(cells, widths, strict=True))
    )


def _ms(value: float) -> str:
    return f"{value:.3f}" if value < 10 else f"{value:.1f}"


def tables(summary: dict[str, Any]) -> list[Table]:
    """Latency, quality and bundle tables as (title, header, rows), for text or Markdown."""
    results = summary["corpora"]
    latency = []
    for r in results:
        cells = [r["corpus"], r["notes"], r["queries"]]
        cells += [f"{_ms(_engine(r, e)['p50_ms'])} / {_ms(_engine(r, e)['p95_ms'])}" for e in ENGINES]
        latency.append([*cells, _reference(r["notes"])])
    head = ["corpus", "notes", "questions", *(f"{LABELS[e]} p50/p95 ms" for e in ENGINES), "reference p50 ms"]
    out: list[Table] = [("Latency per question (tokenising included)", head, latency)]

    quality = []
    for r in results:
        for e in ENGINES:
            x = _engine(r, e)
            abstain = "" if x["abstain_accuracy"] is None else f"{x['abstain_accuracy']:.2f}"
            quality.append(
                [r["corpus"] + ("" if r["dev_set"] else " (gen)"), LABELS[e], x["recall@1"], x["recall@5"],
                 x["mrr"], x["ndcg@10"], abstain]
            )  # fmt: skip
    out.append(("Quality", ["corpus", "engine", "R@1", "R@5", "MRR", "nDCG@10", "abstain"], quality))

    bundle = []
    for r in results:
        g = r["grasbot_bundle"]
        index = " / ".join(f"{_engine(r, e)['index_s']:.2f}" for e in ENGINES[1:])
        bundle.append(
            [r["corpus"], r["notes"], f"{g['build_s']:.2f}", f"{g['bundle_bytes'] / 1024:.0f}",
             g["bytes_per_note"],
             _ms(g["load_ms"]), _ms(g["ready_ms"]), _ms(g["import_ms"]), f"{g['rss_loaded_mb']:.1f}",
             f"{g['rss_loaded_mb'] - g['rss_base_mb']:.1f}", index]
        )  # fmt: skip
    head = ["corpus", "notes", "build s", "bundle KiB", "B/note", "load ms", "load+Searcher ms", "import ms",
            "RSS MB", "RSS +MB", "index s bm25s / rank / 3.0"]  # fmt: skip
    out.append(("Bundle (fresh process, medians; target: 10,000 notes load < 50 ms)", head, bundle))
    head = ["target", "ours", "against", "verdict"]
    verdicts = [
        [t["target"], t["ours"], t["against"], "met" if t["met"] else "NOT met"] for t in summary["targets"]
    ]
    out.append(("Targets (issue 10)", head, verdicts))
    return out


def print_tables(summary: dict[str, Any]) -> None:
    for title, head, rows in tables(summary):
        widths = [max(len(str(x)) for x in col) for col in zip(head, *rows, strict=True)]
        print(f"\n{title}")
        print(_row(head, widths))
        print(_row(["-" * w for w in widths], widths))
        for row in rows:
            print(_row(row, widths))


def markdown(summary: dict[str, Any]) -> str:
    """The same tables in Markdown, to paste into docs/benchmarks.md."""
    parts = []
    for title, head, rows in tables(summary):
        lines = [f"### {title}", "", "| " + " | ".join(head) + " |", "|---" + "|--:" * (len(head) - 1) + "|"]
        lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
        parts.append("\n".join(lines))
    return "\n\n".join(parts) + "\n"
