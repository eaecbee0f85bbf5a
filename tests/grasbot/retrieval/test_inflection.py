"""Other forms of a verb count for grounding (grasbot/retrieval/inflection.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from grasbot.bundle import parse_bundle
from grasbot.retrieval.inflection import verb_forms
from grasbot.retrieval.search import Searcher
from index_build.build import build_bundle
from tests.conftest import write_vault

VOCABULARY = {
    *("deroul", "deroulent", "chois", "choisi", "choisir", "quart", "conti", "ger", "gere", "2019"),
    *("derni", "mani", "conseil", "conseill", "fil"),
}


def forms(term: str) -> tuple[str, ...]:
    return verb_forms(term, VOCABULARY.__contains__)


def test_a_verb_is_held_by_its_other_forms() -> None:
    assert forms("deroul") == ("deroulent",)  # déroulé, dérouleront -> déroulent
    assert forms("deroulent") == ("deroul",)
    assert forms("choisir") == ("chois", "choisi")  # choisie, choisi
    assert forms("choisi") == ("choisir",)


def test_an_iller_verb_is_held_by_its_forms_with_one_l() -> None:
    # « des livres à conseiller » stems to conseill, the heading « ce que je conseille » to conseil
    assert forms("conseill") == ("conseil",)
    assert forms("conseil") == ("conseill",)
    assert forms("fill") == ()  # « fil »: too short a base to name one word


def test_a_feminine_in_iere_is_held_by_its_masculine() -> None:
    # « la dernière clinique » stems to dernier, the CV's « Dernier poste » to derni
    assert forms("dernier") == ("derni",)
    assert forms("manier") == ()  # « manière »: ``mani`` is too short a base to name one word


def test_only_verb_endings_on_a_long_base() -> None:
    assert forms("gerent") == ()  # « ger » is too short to name one verb
    assert forms("quarti") == ()  # « quartier » is not « quart »: -i only to -ir
    assert forms("2019") == ()
    assert forms("inconnu") == ()  # nothing the vault knows


def _note(title: str, body: str) -> str:
    return f"---\ntitle: {title}\ntype: note\n---\n{body}\n"


# « régates » in three notes of eight: held alone, it is too common a word to ground a question
NOTES = {
    "regates.md": _note("Bassin nautique", "Les régates se déroulent dans la baie, au pied du phare."),
    "club.md": _note("Club de voile", "Le club prête ses dériveurs pour les régates du dimanche."),
    "coupe.md": _note("Coupe d'automne", "La coupe d'automne réunit trois régates et un repas au port."),
    "phare.md": _note("Le phare", "Le phare de la baie a été construit en 1880 et automatisé en 1990."),
    "port.md": _note("Le port", "Le port accueille des chalutiers et des voiliers de plaisance."),
    "marche.md": _note("Le marché", "Le marché du port a lieu le samedi matin, sur le quai."),
    "ateliers.md": _note("Les ateliers", "Les ateliers de couture se déroulent le mardi soir."),
    "ecole.md": _note("L'école", "L'école du village compte deux classes et une cantine."),
}


@pytest.fixture(scope="module")
def searcher(tmp_path_factory: pytest.TempPathFactory) -> Searcher:
    root: Path = write_vault(tmp_path_factory.mktemp("inflection"), NOTES)
    return Searcher(parse_bundle(build_bundle(root).data, "inflection"))


def test_a_conjugated_question_word_counts_as_held(searcher: Searcher) -> None:
    # « se dérouleront » stems to deroul, the note's « se déroulent » to deroulent: without
    # the other form, the note holds one word of two and the answer would be dropped
    a = searcher.analyser.analyse("Où se dérouleront les régates ?")
    assert ("deroulent", 0.8) in next(u for u in a.units if u.term == "deroul").alternatives
    result = searcher.search("Où se dérouleront les régates ?")
    assert result.grounded
    assert result.sources[0].slug == "regates"


def test_another_form_does_not_lighten_an_unknown_word(garden_searcher: Searcher) -> None:
    # the garden never says « augmenter » in any form but a thesis's « les erreurs augmentent »:
    # a note on prices holds « prix » alone, and that is no answer
    a = garden_searcher.analyser.analyse("Les prix augmenteront-ils ?")
    assert "augmentent" in a.forms
    assert not garden_searcher.search("Les prix augmenteront-ils ?").grounded


@pytest.mark.parametrize("question", ["A-t-elle changé de voiture ?", "Utilise-t-elle un vélo électrique ?"])
def test_stray_verb_forms_ground_nothing(garden_searcher: Searcher, question: str) -> None:
    # « changent », « utilisent » in passing; the car and the bike are nowhere
    assert garden_searcher.analyser.analyse(question).forms
    assert not garden_searcher.search(question).grounded
