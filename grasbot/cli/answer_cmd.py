"""``grasbot ask`` and the answer half of ``grasbot eval``: the function's own answer pipeline,
offline (no node), with the exact messages the node would receive."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import orjson

from grasbot.cli.main import CLIError


def _history(path: str | None) -> list[dict[str, str]]:
    if path is None:
        return []
    try:
        data = orjson.loads(Path(path).read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise CLIError(f"{path}: cannot read the history ({exc})") from exc
    if not isinstance(data, list) or not all(isinstance(t, dict) and "content" in t for t in data):
        raise CLIError(f"{path}: the history must be a JSON list of {{role, content}} objects")
    return [{"role": str(t.get("role", "user")), "content": str(t["content"])} for t in data]


def run_ask(args: argparse.Namespace) -> int:
    from functions.compose import Planner
    from functions.state import build_searcher
    from grasbot.cli.search_cmd import load

    bundle, settings = load(args.bundle)
    plan = Planner.from_settings(build_searcher(bundle, settings), settings).plan(
        args.question, _history(args.history)
    )
    out = {
        "question": args.question,
        "response": plan.offline_text,
        "grounded": plan.grounded,
        "mode": "offline",
        "sources": [s.to_dict() for s in plan.offline_sources],
        "prompt_sources": [s.to_dict() for s in plan.llm_sources],
        "prompt_notes_tokens": plan.notes.tokens,
    }
    if args.show_prompt:
        out["messages"] = plan.messages
    if args.json_:
        sys.stdout.write(orjson.dumps(out).decode() + "\n")
        return 0
    print(plan.offline_text)
    print()
    print(f"grounded: {plan.grounded}")
    for s in plan.offline_sources:
        print(f"  source: {s.slug} ({s.title}) {s.url or ''}")
    if args.show_prompt:
        print(f"\n--- messages to the node ({plan.notes.tokens} tokens of notes) ---")
        for m in plan.messages:
            print(f"[{m['role']}]\n{m['content']}\n")
    return 0


def answer_report(searcher: Any, settings: Any, queries: Sequence[Any]) -> dict[str, Any]:
    """``evaluate_answers`` on the function's pipeline, offline, with left-out text checked."""
    from functions.compose import Planner
    from functions.guards import is_off_limits, refusal_text
    from grasbot.evaluation import Answered, Query, evaluate_answers, normalise
    from index_build.visible import left_out_fragments

    pipe = Planner.from_settings(searcher, settings)
    bundle = searcher.bundle
    fragments = left_out_fragments(
        (n.body, n.title, n.type) for n in (bundle.notes[i] for i in range(len(bundle)))
    )

    def answer(q: Query) -> Answered:
        if is_off_limits(q.question):  # as the route: refused before any search
            return Answered(refusal_text(pipe.owner_name, dict(pipe.site_paths)), False, "", 0)
        plan = pipe.plan(q.question, list(q.history))
        prompt = "\n\n".join(m["content"] for m in plan.messages)
        seen = normalise(plan.offline_text) + "\n" + normalise(plan.notes.text)
        leaked = tuple(f for f in fragments if f in seen)
        return Answered(plan.offline_text, plan.grounded, prompt, plan.notes.tokens, leaked)

    return evaluate_answers(queries, answer)
