"""The real function (``functions.app.create_app``) under uvicorn, with a scripted node.

Run as a process: ``python tests/browser/app_server.py PORT MODE GATE_DIR``; the bundle and
the quotas come from the environment (``GRASBOT_BUNDLE_PATH``, ``GRASBOT_RATE_LIMIT_VISITOR``…)
as in production. Modes:

- ``llm``: a node that streams, word by word, an answer naming the question and the previous
  user turn it received; its n-th answer stops after three words until ``GATE_DIR/<n>`` exists,
  so a test can see a half-streamed answer without timing anything;
- ``hostile``: a node whose answer is hostile Markdown and HTML;
- ``offline``: no node (``NoNode``), every answer comes from the notes.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import uvicorn

from functions.app import create_app
from functions.llm import ChatMessage, Chunk, LLMNode, NoNode
from tests.support.scripted_node import ScriptedNode, answer_chunks

HOSTILE_ANSWER = (
    "Voir [le projet](/portfolio/velov-dashboard) et [la doc](https://example.org/doc), "
    "pas [ceci](javascript:window.__pwned=1) ni [cela](//evil.example/x).\n\n"
    '<img src=x onerror="window.__pwned=2"><script>window.__pwned=3</script>'
)
HOLD_AFTER_WORDS = 3


def _question(messages: Sequence[ChatMessage]) -> str:
    # The route puts the notes and the question in the last user message: "... Question : <q>".
    return messages[-1]["content"].rpartition("Question : ")[2].strip()


def _answer(mode: str) -> Callable[[Sequence[ChatMessage]], list[Chunk]]:
    def answer(messages: Sequence[ChatMessage]) -> list[Chunk]:
        if mode == "hostile":
            text = HOSTILE_ANSWER
        else:
            text = f"Vous demandez : « {_question(messages)} »."
            # earlier visitor turns are quoted in the last user message (functions.prompt)
            quoted = messages[-1]["content"].split("\n")
            earlier = [
                line.removeprefix("> Visiteur : ") for line in quoted if line.startswith("> Visiteur : ")
            ]
            if earlier:
                text += f" Juste avant : « {earlier[-1]} »."
        words = text.split(" ")
        return answer_chunks(*(word if i == 0 else " " + word for i, word in enumerate(words)))

    return answer


def main(port: int, mode: str, gates: Path) -> None:
    node: LLMNode = NoNode()
    if mode != "offline":
        # the n-th answer of the llm mode holds after three words until GATE_DIR/<n> exists
        node = ScriptedNode(
            answer=_answer(mode),
            hold_after=HOLD_AFTER_WORDS if mode == "llm" else None,
            released=lambda n: (gates / str(n)).exists(),
            model="scripted-test-node",
        )
    app = create_app(dict(os.environ), node=node)
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2], Path(sys.argv[3]))
