"""BM25 statistics, precomputed so the function only adds weights.

Okapi BM25 (Robertson et al., TREC-3, 1994): for term t in note d,
    w(t, d) = idf(t) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * |d| / avgdl))
Two idf variants:
- ``lucene``: idf = ln(1 + (N - df + 0.5) / (df + 0.5)), always positive (Lucene, bm25s default);
- ``okapi``: idf = ln((N - df + 0.5) / (df + 0.5)), negative values replaced by
  epsilon * mean idf, exactly as ``rank_bm25.BM25Okapi`` does.
The default is ``lucene``: on small vaults Okapi's idf turns negative for any term in more
than half the notes (``42``, ``projet``), which the evaluation showed hurts (docs/retrieval.md).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

__all__ = ["IDF_VARIANTS", "BM25Index", "IdfVariant", "build_bm25", "idf_value"]

IdfVariant = Literal["lucene", "okapi"]
IDF_VARIANTS: tuple[IdfVariant, ...] = ("lucene", "okapi")
OKAPI_EPSILON = 0.25


@dataclass(frozen=True, slots=True)
class BM25Index:
    avgdl: float
    doc_len: list[int]
    postings: dict[str, tuple[list[int], list[float]]]  # term -> (note ids ascending, weights)


def idf_value(n_docs: int, df: int) -> float:
    """The Lucene idf, used by every variant for the field signals too."""
    return math.log(1.0 + (n_docs - df + 0.5) / (df + 0.5))


def build_bm25(
    docs: Sequence[Sequence[str]], k1: float = 1.5, b: float = 0.75, idf: IdfVariant = "lucene"
) -> BM25Index:
    n = len(docs)
    doc_len = [len(d) for d in docs]
    avgdl = sum(doc_len) / n if n else 0.0
    tfs = [Counter(d) for d in docs]
    df: Counter[str] = Counter()
    for tf in tfs:
        df.update(tf.keys())
    if idf == "okapi":
        raw = {t: math.log(n - f + 0.5) - math.log(f + 0.5) for t, f in df.items()}
        floor = OKAPI_EPSILON * (sum(raw.values()) / len(raw)) if raw else 0.0
        idfs = {t: (v if v >= 0 else floor) for t, v in raw.items()}
    else:
        idfs = {t: idf_value(n, f) for t, f in df.items()}
    postings: dict[str, tuple[list[int], list[float]]] = {t: ([], []) for t in sorted(df)}
    for i, tf in enumerate(tfs):
        norm = k1 * (1.0 - b + b * doc_len[i] / avgdl) if avgdl else k1
        for term, count in tf.items():
            ids, weights = postings[term]
            ids.append(i)
            weights.append(idfs[term] * count * (k1 + 1.0) / (count + norm))
    return BM25Index(avgdl, doc_len, postings)
