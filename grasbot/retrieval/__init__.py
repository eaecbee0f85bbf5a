"""The retrieval engine: one scorer over a loaded bundle, shared by the function, the CLI,
the deploy gate and the benchmarks.

``index`` defines the signals and what each word brings; ``scoring`` adds them up for every
note; ``search`` expands by the note graph, decides grounding and explains the sources.
"""

from grasbot.retrieval.index import Query, VaultIndex, Weights
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
