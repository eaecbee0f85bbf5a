"""``python -m bench.generic_questions``: the generic visitor questions, on a vault, to read."""

from __future__ import annotations

from pathlib import Path

from bench.generic_questions import QUESTIONS, table


def test_the_table_asks_every_question_of_the_vault_owner(tmp_path: Path) -> None:
    lines = table("home", "chat", tmp_path)
    assert lines[0] == "== home (Julien Castagnède, « il »)"
    assert len(lines) == 1 + len(QUESTIONS["chat"])
    # the owner's pronoun fills the question; « G » for a grounded answer, and its opening
    asked = {line[2:40].strip(): line[41:] for line in lines[1:]}
    assert asked["ou abite til"].startswith("G D'après la note")
    assert "{p}" not in "".join(asked)
