"""Regular expressions compiled on first use.

A large pattern that only a rare question reads (pastimes, an earlier occupation, the clause
after « avant de ») need not be compiled at cold start, where every millisecond of the first
answer counts (docs/benchmarks.md): ``compiled_on_first_use`` returns a function giving the
compiled pattern, built the first time it is called and kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

__all__ = ["compiled_on_first_use"]


def compiled_on_first_use(pattern: str, flags: int = 0) -> Callable[[], re.Pattern[str]]:
    """A function returning ``re.compile(pattern, flags)``, compiled at its first call."""

    @cache
    def compiled() -> re.Pattern[str]:
        return re.compile(pattern, flags)

    return compiled
