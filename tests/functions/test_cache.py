from __future__ import annotations

from functions.cache import AnswerCache, CachedAnswer, cache_key, normalise_question

ANSWER = CachedAnswer("Réponse.", [], True, "qwen3:8b")


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_normalised_questions_share_a_key() -> None:
    assert normalise_question("  Qui est   CAMILLE ?") == "qui est camille"
    assert cache_key("Qui est Camille ?", [], "h1") == cache_key("qui est camille", [], "h1")


def test_history_and_bundle_change_the_key() -> None:
    base = cache_key("Et à Lyon ?", [], "h1")
    assert cache_key("Et à Lyon ?", [("user", "elle cherche un cdi ?")], "h1") != base
    assert cache_key("Et à Lyon ?", [], "h2") != base


def test_entries_expire_after_ttl() -> None:
    clock = Clock()
    cache = AnswerCache(ttl_s=600, max_entries=10, clock=clock)
    cache.put("k", ANSWER)
    clock.now += 599
    assert cache.get("k") == ANSWER
    clock.now += 2
    assert cache.get("k") is None
    assert len(cache) == 0
    assert (cache.hits, cache.misses) == (1, 1)


def test_least_recently_used_entry_goes_first() -> None:
    cache = AnswerCache(ttl_s=600, max_entries=2, clock=Clock())
    cache.put("a", ANSWER)
    cache.put("b", ANSWER)
    assert cache.get("a") is not None  # a is now the most recent
    cache.put("c", ANSWER)
    assert cache.get("b") is None
    assert cache.get("a") is not None and cache.get("c") is not None


def test_zero_ttl_disables_the_cache() -> None:
    cache = AnswerCache(ttl_s=0, max_entries=10, clock=Clock())
    cache.put("a", ANSWER)
    assert not cache.enabled
    assert cache.get("a") is None
