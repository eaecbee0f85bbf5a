"""A word asked as a noun (« le permis ») is not held by a note that writes the verb (« m'a permis »)."""

from __future__ import annotations

import pytest

from grasbot.bundle import parse_bundle
from grasbot.retrieval.search import Searcher
from grasbot.retrieval.senses import nouns_asked, participle_only
from grasbot.tokenise import words
from index_build.build import build_bundle
from tests.conftest import VaultFactory


@pytest.mark.parametrize(
    ("question", "noun"),
    [
        ("Est-ce qu'elle a le permis ?", "permi"),
        ("A-t-il son permis de conduire ?", "permi"),
        ("Avez-vous un reçu pour la séance ?", "recu"),
    ],
)
def test_a_word_after_a_determiner_is_asked_as_a_noun(question: str, noun: str) -> None:
    assert noun in nouns_asked(words(question), "light")


def test_a_word_after_a_verb_is_not_asked_as_a_noun() -> None:
    assert "permi" not in nouns_asked(words("Qu'est-ce que ce stage lui a permis ?"), "light")


def test_a_note_writing_only_the_participle_writes_no_noun() -> None:
    verb = ["Ce stage m'a permis de découvrir l'embarqué.", "Ça nous a vraiment permis d'avancer."]
    assert participle_only(verb, "permi", "light")
    # one use as a noun is enough; a text without the word says nothing either way
    assert not participle_only([*verb, "J'ai le permis B depuis 2012."], "permi", "light")
    assert not participle_only(["Je code en C."], "permi", "light")


def test_the_licence_is_not_answered_by_what_a_stage_permitted(make_vault: VaultFactory) -> None:
    def searcher(licence: str) -> Searcher:
        root = make_vault(
            {
                "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\n"
                "Je suis Léa, ingénieure. Mon stage chez Somfy m'a permis de découvrir l'embarqué."
                f"{licence}\n",
                "projets.md": "# Projets\n\nUn capteur de niveau d'eau pour les refuges.\n",
            }
        )
        return Searcher(parse_bundle(build_bundle(root).data), owner_name="Léa")

    assert not searcher("").search("Est-ce qu'elle a le permis ?").grounded
    # the same profile, once it says she holds one, answers
    assert searcher(" J'ai le permis B et une voiture.").search("Est-ce qu'elle a le permis ?").grounded
