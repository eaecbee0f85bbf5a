"""The retrieval engine: one scorer over a loaded bundle, shared by the function, the CLI,
the deploy gate and the benchmarks.

``query`` says what a question and a word bring, ``index`` what the vault holds; ``scoring``
adds the signals up for every note, ``explain`` for one; ``search`` expands by the note graph,
decides grounding and explains the sources.
"""

from grasbot.retrieval.index import VaultIndex
from grasbot.retrieval.query import Query, Weights
from grasbot.retrieval.search import (
    DEFAULT_URL_PATTERNS,
    MAX_QUERY_CHARS,
    Searcher,
    SearchResult,
    Source,
)

__all__ = [
    "DEFAULT_URL_PATTERNS",
    "MAX_QUERY_CHARS",
    "Query",
    "SearchResult",
    "Searcher",
    "Source",
    "VaultIndex",
    "Weights",
]
