from __future__ import annotations

from functions.prompt import CHARS_PER_TOKEN, build_messages, estimate_tokens, notes_context, system_prompt
from grasbot.bundle import Bundle
from grasbot.retrieval.search import Searcher

PATHS = {"portfolio": "/portfolio", "competences": "/competences", "contact": "/contact"}


def test_system_prompt_comes_from_configuration() -> None:
    prompt = system_prompt(
        "Fernand", {"portfolio": "/realisations", "competences": "/skills", "contact": "/ecrire"}
    )
    assert "Fernand" in prompt
    for path in ("/realisations", "/skills", "/ecrire", "non précisé dans les notes", "parcours"):
        assert path in prompt
    assert system_prompt("Fernand", PATHS) == system_prompt("Fernand", dict(PATHS))


def test_system_prompt_is_identical_whatever_the_question(
    example_searcher: Searcher, example_bundle: Bundle
) -> None:
    system = system_prompt("Camille", PATHS)
    prompts = []
    for question in ("Qui est Camille ?", "Parle-moi de webserv", "Quel temps fera-t-il ?"):
        result = example_searcher.search(question)
        messages = build_messages(
            system, question, [], result.sources, example_bundle, result.grounded, 1200, "Camille"
        )
        prompts.append(messages[0]["content"].encode())
        assert messages[-1]["content"].endswith(f"Question : {question}")
    assert len(set(prompts)) == 1


def test_sources_are_annotated_with_their_type(example_searcher: Searcher, example_bundle: Bundle) -> None:
    result = example_searcher.search("Qui est Camille ?")
    context = notes_context(result.sources, example_bundle, 1200)
    assert context.startswith(
        "[1] Bio — Camille Roussel (présentation courte) (type : parcours ; slug : bio-camille)"
    )


def test_context_stays_within_the_token_budget(example_searcher: Searcher, example_bundle: Bundle) -> None:
    result = example_searcher.search("Quels projets en Python a-t-elle faits ?")
    assert len(result.sources) >= 3
    for budget in (200, 600, 1200):
        context = notes_context(result.sources, example_bundle, budget)
        assert estimate_tokens(context) <= budget
    small, large = (
        notes_context(result.sources, example_bundle, 300),
        notes_context(result.sources, example_bundle, 3000),
    )
    assert len(small) < len(large)


def test_secondary_sources_are_cut_at_a_paragraph(example_searcher: Searcher, example_bundle: Bundle) -> None:
    result = example_searcher.search("Quels projets en Python a-t-elle faits ?")
    context = notes_context(result.sources, example_bundle, 700)
    blocks = context.split("\n\n[")
    for block in blocks[1:]:
        body = block.split("\n", 1)[1]
        slug = block.split("slug : ", 1)[1].split(")", 1)[0]
        full = example_bundle.notes[example_bundle.slug_index[slug]].body.strip()
        # either the whole note, or a prefix ending where a paragraph or a sentence ends
        assert full.startswith(body.removesuffix(" […]").rstrip())
        assert (
            body == full or full[len(body) :].startswith("\n\n") or body.endswith((".", "!", "?", "…", "[…]"))
        )


def test_ungrounded_prompt_forbids_personal_facts(example_bundle: Bundle) -> None:
    messages = build_messages("SYS", "Quel temps fera-t-il ?", [], [], example_bundle, False, 1200, "Camille")
    assert "Aucune note ne correspond" in messages[-1]["content"]
    assert "Ne donne aucun fait personnel sur Camille" in messages[-1]["content"]
    assert "Notes :" not in messages[-1]["content"]


def test_history_goes_between_system_and_question(example_bundle: Bundle) -> None:
    history = [{"role": "user", "content": "Elle cherche un CDI ?"}, {"role": "assistant", "content": "Oui."}]
    messages = build_messages("SYS", "Et en télétravail ?", history, [], example_bundle, False, 1200, "C")  # type: ignore[arg-type]
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "user"]
    assert messages[1]["content"] == "Elle cherche un CDI ?"


def test_token_estimate() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("x" * 35) == int(35 / CHARS_PER_TOKEN)
