"""Passage ranking: coverage, topic words, follow-ups, numbers."""

from __future__ import annotations

import pytest

from grasbot.bundle import Bundle
from grasbot.retrieval.passages import (
    _alone,
    _named_section,
    _qualified,
    already_said,
    expects_number,
    rank_passages,
)
from grasbot.retrieval.search import Searcher
from grasbot.tokenise import tokenise
from tests.conftest import VaultFactory, searcher_on


@pytest.mark.parametrize(
    ("question", "number"),
    [
        ("Combien d'exercices compte NetPractice ?", True),
        ("Quel âge a-t-il ?", True),
        ("Depuis quelle année fait-il de l'impression 3D ?", True),
        ("How many projects did he do?", True),
        ("Quelle part des forfaits est vendue en ligne ?", True),  # a share is a number
        ("Quel pourcentage de ses clients sont des mairies ?", True),
        ("What share of the tickets are sold online?", True),
        ("Quelle partie du projet a-t-il écrite ?", False),
        ("Quelles langues parle-t-il ?", False),
        ("Parle-moi de push_swap", False),
    ],
)
def test_number_questions(question: str, number: bool) -> None:
    assert expects_number(question) is number


def _ranked(searcher: Searcher, question: str) -> list[tuple[str, str]]:
    result = searcher.search(question)
    bundle = searcher.bundle
    notes = [(bundle.slug_index[s.slug], s.score) for s in result.sources]
    q = searcher.index.query(tokenise(question))
    return [
        (bundle.notes[p.note].slug, bundle.passages[p.k].heading)
        for p in rank_passages(searcher.index, notes, q, number=expects_number(question))
    ]


def test_the_section_heading_answers(real_searcher: Searcher) -> None:
    assert _ranked(real_searcher, "Quelles langues parle-t-il ?")[0] == ("cv-grascalvet-fernand", "Langues")


def test_a_note_named_by_the_question_holds_its_name_in_every_passage(real_searcher: Searcher) -> None:
    # the hub « C » lists the projects in C without ever writing « C » in its list
    assert _ranked(real_searcher, "Quels sont ses projets en C ?")[0] == ("MOC-C", "Notes liées")
    # a note that only mentions ft_linear_regression does not outrank its own passages
    top = _ranked(real_searcher, "Quelle interface graphique a-t-il ajoutée à ft_linear_regression ?")[0]
    assert top[0] == "ft-linear-regression"


def test_every_ranked_passage_holds_a_question_word(real_searcher: Searcher, real_bundle: Bundle) -> None:
    question = "Quels slicers utilise-t-il pour l'impression 3D ?"
    result = real_searcher.search(question)
    notes = [(real_bundle.slug_index[s.slug], s.score) for s in result.sources]
    q = real_searcher.index.query(tokenise(question))
    ranked = rank_passages(real_searcher.index, notes, q)
    assert ranked and all(p.terms for p in ranked)
    assert [p.score for p in ranked] == sorted((p.score for p in ranked), reverse=True)
    assert {p.note for p in ranked} <= {i for i, _ in notes}


def test_a_passage_already_said_is_dropped(real_bundle: Bundle, real_searcher: Searcher) -> None:
    question = "Quelles langues parle-t-il ?"
    result = real_searcher.search(question)
    notes = [(real_bundle.slug_index[s.slug], s.score) for s in result.sources]
    q = real_searcher.index.query(tokenise(question))
    first = rank_passages(real_searcher.index, notes, q)[0]
    said = real_bundle.passages[first.k].text
    assert already_said(real_bundle, first.k, [set(tokenise(said))])
    again = rank_passages(real_searcher.index, notes, q, earlier_answers=[f"Il parle : {said}"])
    assert first.k not in {p.k for p in again}


def test_a_title_quoted_in_a_passage_does_not_hold_its_words(garden_searcher: Searcher) -> None:
    # « habite » shares its stem with *Continuous Discovery Habits*; the now page quotes that
    # title, the book's own note is about it: only the latter holds the word (the profile's
    # « installée à Nantes » holds it as written in its shape, a place)
    ranked = _ranked(garden_searcher, "Où habite-t-elle ?")
    assert ("Continuous Discovery Habits — Teresa Torres", "") in ranked
    assert {slug for slug, _ in ranked} <= {"Continuous Discovery Habits — Teresa Torres", "À propos"}


def test_a_section_headed_by_another_notes_title_holds_its_words(cf_searcher: Searcher) -> None:
    # the rates table of « Tarifs 2026 » sits under « ## Vols biplace », the title of another
    # note: a heading names what its section is about, it quotes nothing
    question = "Combien coûte un baptême en biplace ?"
    result = cf_searcher.search(question)
    bundle = cf_searcher.bundle
    notes = [(bundle.slug_index[s.slug], s.score) for s in result.sources]
    assert result.query is not None
    ranked = rank_passages(cf_searcher.index, notes, result.query, number=True)
    table = [p for p in ranked if bundle.passages[p.k].heading == "Vols biplace"]
    assert table and "biplac" in table[0].terms
    assert "85 €" in bundle.passages[table[0].k].text


def test_a_tag_is_held_by_every_passage_of_its_note(garden_searcher: Searcher) -> None:
    # « Céramique » is tagged #perso and never writes it: its passage holds the tag's word
    result = garden_searcher.search("Quels sont ses loisirs ?")
    bundle = garden_searcher.bundle
    notes = [(bundle.slug_index[s.slug], s.score) for s in result.sources]
    assert result.query is not None
    ranked = rank_passages(garden_searcher.index, notes, result.query)
    ceramics = [p for p in ranked if bundle.notes[p.note].title == "Céramique"]
    assert ceramics and all(p.answers == frozenset({"loisir"}) for p in ceramics)


def test_qualifiers_are_read_beside_the_noun_they_qualify() -> None:
    nouns = {"experienc": frozenset({"professionnel"})}
    asked = frozenset({"experienc", "professionnel"})
    assert _qualified("CV › Expérience › Kerlan (2015)", nouns, asked, "light") == {"professionnel"}
    # a heading that says more than the question is not the section it names
    assert _qualified("CV › Expérience de terrain", nouns, asked, "light") == frozenset()


def test_a_word_of_an_asked_pair_without_the_other_counts_less() -> None:
    phrases = frozenset({("accessibilit", "numeriqu")})
    assert _alone(phrases, {"numeriqu": 1, "jardin": 1}, frozenset()) == {"numeriqu"}
    assert _alone(phrases, {"numeriqu": 1, "accessibilit": 1}, frozenset()) == frozenset()
    # a qualifier held through the section's heading is held (« Expérience » for « … professionnelle »)
    assert (
        _alone(frozenset({("experienc", "professionnel")}), {"experienc": 2}, frozenset({"professionnel"}))
        == frozenset()
    )


def test_a_neighbourhood_is_not_where_someone_lives(make_vault: VaultFactory) -> None:
    # « la médiathèque de mon quartier » says where a workshop is; « installée à Nantes » answers
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "---\ntitle: À propos\n---\nIngénieure data installée à Nantes depuis 2019, "
            "je construis des pipelines de données et des modèles de prévision.\n\n"
            "## En dehors du travail\n\nJ'anime un atelier à la médiathèque de mon quartier.\n",
            "projet.md": "---\ntitle: Projet\n---\nUn outil de cartographie.\n",
        },
    )
    result = searcher.search("Où habite-t-elle ?")
    assert result.query is not None
    notes = [(searcher.bundle.slug_index[s.slug], s.score) for s in result.sources]
    first = rank_passages(searcher.index, notes, result.query)[0]
    assert searcher.bundle.passages[first.k].heading == ""  # the opening, not « En dehors du travail »


def test_a_section_named_by_the_question_beats_the_word_in_passing(longform_searcher: Searcher) -> None:
    # a long about page: its « Ce que je cherche » section answers « Quel type de mission
    # recherche-t-elle ? » through its heading (a synonym), though a post and the FAQ say
    # « recherche » (user research) in shorter passages
    bundle = longform_searcher.bundle
    for question, section in (
        ("Quel type de mission recherche-t-elle ?", "Ce que je cherche"),
        ("Quel est son parcours ?", "Parcours"),
    ):
        result = longform_searcher.search(question)
        assert result.query is not None
        notes = [(bundle.slug_index[s.slug], s.score) for s in result.sources]
        first = rank_passages(longform_searcher.index, notes, result.query)[0]
        assert bundle.passages[first.k].heading.rsplit(" › ", 1)[-1] == section, question


def test_a_named_section_is_read_from_its_own_heading() -> None:
    asked = frozenset({"recherch", "mission"})
    assert _named_section("Moi › Ce que je cherche", asked, "light")  # « cherche » stands for it
    assert _named_section("Recherche utilisateur", asked, "light")
    assert not _named_section("Recherche › Loisirs", asked, "light")  # a parent's word is not its name
    assert not _named_section("", asked, "light")


def test_a_count_of_the_thing_a_note_is_named_for_answers_how_many(make_vault: VaultFactory) -> None:
    # « combien de bornes ? » in the note « Bornes anciennes »: every passage holds « bornes »
    # (its name), the one counting them (« 147 bornes ») answers
    files = {
        "bornes.md": "---\ntitle: Bornes anciennes\n---\n## Méthode\n\nChaque borne ancienne reçoit un "
        "numéro (B-001, B-002…) et une fiche, avec des photos de chaque face.\n\n## Bilan\n\n"
        "Au 12 novembre 2026, nous avons recensé 147 bornes anciennes sur sept communes.\n",
        "index.md": "# Accueil\n\nGéomètre-expert à Thônes.\n",
    }
    searcher = searcher_on(make_vault, files)
    assert _ranked(searcher, "Il y a combien de bornes anciennes ?")[0] == ("bornes", "Bilan")


def test_a_heading_of_things_still_to_do_names_no_section_asked() -> None:
    # « des bouquins à conseiller ? » and a reading list's « À lire » (what the owner has not
    # read yet): « lire » is a word of the books asked, not that section's subject
    asked = frozenset(tokenise("lire livre"))
    assert _named_section("Lectures › Lire", asked, "light")
    assert not _named_section("Liste de lecture › À lire", asked, "light")
    assert not _named_section("To read", frozenset(tokenise("read")), "light")
    # what is coming is a subject (« ses concerts à venir ? »)
    assert _named_section("Concerts › À venir", frozenset(tokenise("venir")), "light")
