"""``grasbot ask`` and the answer half of ``grasbot eval``: the function's own answer pipeline,
offline (no node), with the exact messages the node would receive."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from grasbot.cli.main import CLIError


@dataclass(frozen=True, slots=True)
class Pipeline:
    """A searcher with the function's settings: what ``plan_answer`` needs."""

    searcher: Any
    owner_name: str
    site_paths: Mapping[str, str]
    budget_tokens: int
    system: str

    def plan(self, question: str, history: Sequence[Mapping[str, str]]) -> Any:
        from functions.compose import plan_answer

        return plan_answer(
            self.searcher,
            question,
            history,
            system=self.system,
            owner_name=self.owner_name,
            site_paths=self.site_paths,
            budget_tokens=self.budget_tokens,
        )


def pipeline(searcher: Any) -> Pipeline:
    from functions.prompt import system_prompt
    from functions.settings import SettingsError, read_settings

    try:
        settings = read_settings(dict(os.environ))
    except SettingsError as exc:
        raise CLIError(str(exc)) from exc
    return Pipeline(
        searcher,
        settings.owner_name,
        dict(settings.site_paths),
        settings.context_tokens,
        system_prompt(settings.owner_name, settings.site_paths),
    )


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
    from grasbot.cli.search_cmd import make_searcher

    pipe = pipeline(make_searcher(args.bundle))
    plan = pipe.plan(args.question, _history(args.history))
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


def answer_report(searcher: Any, queries: Sequence[Any]) -> dict[str, Any]:
    """``evaluate_answers`` on the function's pipeline, offline, with left-out text checked."""
    from grasbot.evaluation import Answered, Query, evaluate_answers, normalise
    from index_build.visible import left_out_fragments

    pipe = pipeline(searcher)
    bundle = searcher.bundle
    fragments = left_out_fragments(
        (n.body, n.title, n.type) for n in (bundle.notes[i] for i in range(len(bundle)))
    )

    from functions.guards import is_off_limits, refusal_text

    def answer(q: Query) -> Answered:
        if is_off_limits(q.question):  # as the route: refused before any search
            return Answered(refusal_text(pipe.owner_name, dict(pipe.site_paths)), False, "", 0)
        plan = pipe.plan(q.question, list(q.history))
        prompt = "\n\n".join(m["content"] for m in plan.messages)
        seen = normalise(plan.offline_text) + "\n" + normalise(plan.notes.text)
        leaked = tuple(f for f in fragments if f in seen)
        return Answered(plan.offline_text, plan.grounded, prompt, plan.notes.tokens, leaked)

    return evaluate_answers(queries, answer)
