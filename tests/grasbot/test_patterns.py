"""Patterns compiled on first use (grasbot.patterns)."""

from __future__ import annotations

import re

import pytest

from grasbot.patterns import compiled_on_first_use


def test_a_pattern_is_compiled_at_its_first_use_and_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real = re.compile

    def counting(pattern: str, flags: int = 0) -> re.Pattern[str]:
        calls.append(pattern)
        return real(pattern, flags)

    monkeypatch.setattr(re, "compile", counting)
    word = compiled_on_first_use(r"\bavant\b", re.IGNORECASE)
    assert calls == []  # nothing at import
    assert word().search("AVANT de partir") is not None
    assert word() is word() and calls == [r"\bavant\b"]  # once, then kept
