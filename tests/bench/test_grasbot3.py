"""The GrasBot 3.0 baseline keeps the published rules: flat boosts, bonuses after a signal, one-way graph."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bench.grasbot3 import GrasBot3, tokenize_v3

VaultFactory = Callable[[dict[str, str]], Path]

VAULT = {
    "10-Projets/push-swap.md": """
        ---
        title: Push swap
        slug: push-swap
        type: projet
        aliases: [tri de piles]
        answers: ["Comment trier deux piles ?"]
        domains: [algo]
        tags: [tri]
        priority: 8
        linked: ["[[libft]]"]
        ---
        Un exercice de l'école.
        """,
    "10-Projets/libft.md": """
        ---
        title: Bibliothèque standard
        slug: libft
        type: projet
        ---
        Réécrire les fonctions usuelles.
        """,
    "00-MOC/MOC-Algo.md": """
        ---
        title: MOC Algo
        slug: MOC-Algo
        type: moc
        linked: ["[[push-swap]]"]
        ---
        Index.
        """,
}


@pytest.fixture
def engine(make_vault: VaultFactory) -> GrasBot3:
    return GrasBot3.from_vault(make_vault(VAULT))


def test_tokeniser_keeps_its_quirks() -> None:
    # no accent folding, dots kept in words, elisions not split off but one-letter words dropped
    assert tokenize_v3("Le C++ et C# à l'école, fin.") == ["cpp", "csharp", "école", "fin."]
    assert tokenize_v3("push_swap et push-swap") == ["push", "swap", "push", "swap"]


def test_flat_boosts_add_up_and_neighbours_get_six_tenths(engine: GrasBot3) -> None:
    ranked = engine.rank("Parle-moi de push swap et du tri de piles")
    assert [(s.slug, round(s.score, 3)) for s in ranked] == [("push-swap", 29.9), ("libft", 17.94)]
    # alias 10 + whole title 8 + slug 8 + tag 3 + priority (8 - 5) x 0.3; the body shares no word
    assert ranked[0].reasons == ["alias:tri de piles", "title", "slug", "tags:tri", "priority:8"]
    assert ranked[1].reasons == ["graph-from:push-swap"]
    # the MOC links to push-swap but has no text signal: no hub bonus, and 3.0 follows no backlink


def test_answers_need_three_shared_words_for_the_full_boost(engine: GrasBot3) -> None:
    full = engine.rank("Comment trier deux piles rapidement ?")[0]
    assert (full.slug, round(full.score, 3), full.reasons) == ("push-swap", 12.9, ["answers", "priority:8"])
    partial = engine.rank("trier des piles")[0]
    assert (partial.slug, round(partial.score, 3), partial.reasons[0]) == (
        "push-swap",
        5.9,
        "answers-partial",
    )


def test_no_signal_means_not_grounded(engine: GrasBot3) -> None:
    assert engine.search("Quel temps fera-t-il demain ?") == ([], False)
