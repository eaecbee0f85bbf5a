"""Questions typed in a chat box: names glued together, words spelt as they sound."""

from __future__ import annotations

from grasbot.retrieval.search import Searcher
from tests.conftest import VaultFactory, searcher_on


def _school_vault(make_vault: VaultFactory) -> Searcher:
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Fernand, étudiant à l'École 42.\n",
        "push-swap.md": "# push_swap\n\nLe projet push_swap trie une pile d'entiers avec deux piles et "
        "onze opérations.\n\nCode : https://github.com/fernand/pushswap\n",
    }
    for n in range(6):
        files[f"note-{n}.md"] = f"# Note {n}\n\nUne note sur le réseau de l'école, numéro {n}.\n"
    return searcher_on(make_vault, files)


def test_a_glued_name_is_read_as_its_parts_even_where_a_link_writes_it(make_vault: VaultFactory) -> None:
    searcher = _school_vault(make_vault)
    # the vault writes « pushswap » only inside a link: the name typed glued is the title's
    # « push_swap », its two parts
    assert searcher.analyser.analyse("c koi pushswap ?").tokens == ("push", "swap")
    result = searcher.search("c koi pushswap ?")
    assert result.grounded
    assert result.sources[0].slug == "push-swap"
