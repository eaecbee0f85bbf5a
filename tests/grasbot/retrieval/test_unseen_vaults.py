"""Rules read off vaults written unlike the real one: a first-person journal and a digital garden.

Each test pins one rule of docs/retrieval.md ("Vaults written otherwise") on the failure that
showed it, and the scorer's agreement with ``inspect`` where a rule touches a signal.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grasbot.retrieval import Searcher
from grasbot.retrieval.explain import explain, inspect
from grasbot.retrieval.fuzzy import FuzzyVocabulary
from grasbot.retrieval.scoring import score_notes
from grasbot.tokenise import stem

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


@pytest.fixture(scope="module")
def journal(journal_searcher: Searcher) -> Searcher:
    return journal_searcher


@pytest.fixture(scope="module")
def garden(garden_searcher: Searcher) -> Searcher:
    return garden_searcher


def _questions(path: Path) -> list[str]:
    return [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line]


@pytest.mark.parametrize("which", ["journal", "garden"])
def test_scores_agree_with_inspect_with_synonyms_and_typos(
    which: str, journal: Searcher, garden: Searcher
) -> None:
    searcher = journal if which == "journal" else garden
    queries = "vault-journal/queries.jsonl" if which == "journal" else "vault-garden/answers.jsonl"
    index = searcher.index
    for question in _questions(EXAMPLES / queries):
        a = searcher.analyser.analyse(question)
        q = index.query(a.tokens, a.expansions, a.factors)
        for i, score in score_notes(index, q).items():
            assert inspect(index, i, q)[0] == score, (question, index.bundle.notes[i].slug)


def test_a_synonym_never_names_a_note(garden: Searcher) -> None:
    # « travaillé » brings « job » from the lexicon: "Jobs to be done" is not named by it
    a = garden.analyser.analyse("Sur quoi a-t-elle travaillé en 2022 ?")
    assert "job" in a.expansions
    q = garden.index.query(a.tokens, a.expansions, a.factors)
    jobs = garden.bundle.slug_index["Jobs to be done"]
    assert garden.index.title_match(jobs, q.asked_set) is None
    assert "slug" not in explain(garden.index, jobs, q)[1]
    # the word itself still does
    named = garden.index.query(["job", "to", "be", "done"])
    assert "slug" in explain(garden.index, jobs, named)[1]


def test_typos_are_compared_as_written_when_the_stems_differ(journal: Searcher) -> None:
    df = {"form": 3, "herbi": 2, "formul": 1}
    vocab = FuzzyVocabulary(lambda: list(df), lambda t: df.get(t, 0), stem=stem)
    assert vocab.closest("formtion") is None  # as stems, « formtion » is 4 edits from « form »
    assert vocab.closest("formtion", "formtion") == ("form", 1)  # as written, 1 from « formation »
    assert vocab.closest(stem("herbeir"), "herbeir") == ("herbi", 1)
    assert vocab.closest("sport", "sport") is None  # still too short to guess
    # a long suffix cut from a spelling the edit made up is no family: « marathon » is one edit
    # from « maration », which stems to ``mar`` (« mars »); « locasion » ends as « location »
    short = {"mar": 5, "loc": 2}
    cut = FuzzyVocabulary(lambda: list(short), lambda t: short.get(t, 0), stem=stem)
    assert cut.closest(stem("marathon"), "marathon") is None
    assert cut.closest(stem("locasion"), "locasion") == ("loc", 1)
    result = journal.search("elle a fait sa formtion ou ?")
    assert result.grounded
    assert "fuzzy:formtion→form" in result.sources[0].reasons


def test_a_tag_lifts_the_note_that_introduces_a_word(journal: Searcher) -> None:
    # 10 of 27 notes mention Herbier; the one tagged ``herbier`` that introduces it is not the
    # shortest of them, and BM25's length normalisation alone put it 9th
    top = [s.slug for s in journal.search("C'est quoi Herbier ?").sources]
    assert "2022-11-21" in top[:2]
    index = journal.index
    q = index.query(["herbi"])
    tagged, passing = journal.bundle.slug_index["2022-11-21"], journal.bundle.slug_index["2025-03-04"]
    assert index.posting_map("herbi")[tagged] < index.posting_map("herbi")[passing]
    assert inspect(index, tagged, q)[0] > inspect(index, passing, q)[0] * 0.9


def test_a_personal_attribute_the_profile_notes_are_silent_on(journal: Searcher, garden: Searcher) -> None:
    # the profile page says nothing of a salary; a dated entry in the owner's voice does
    salary = journal.search("Quel salaire vise-t-elle ?")
    assert salary.grounded
    assert salary.sources[0].slug == "2024-09-03"
    assert journal.bundle.slug_index["2024-09-03"] in salary.answer_notes
    # the profile speaks of her age: a book note saying « je vérifie … l'âge » does not answer
    age = garden.search("Quel âge a-t-elle ?")
    assert age.grounded
    book = garden.bundle.slug_index["Invisible Women — Caroline Criado Perez"]
    assert book not in age.answer_notes
    assert garden.bundle.slug_index["À propos"] in age.answer_notes


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("Quelle formation a-t-elle suivie ?", "suivie"),
        ("What did she do before becoming a developer?", "becoming"),
    ],
)
def test_a_general_verb_weighs_half_in_grounding(journal: Searcher, question: str, verb: str) -> None:
    a = journal.analyser.analyse(question)
    term = journal.analyser._word(verb, a.language == "en")
    assert term is not None
    assert not journal.index.knows(term.term)  # unknown, yet not the 1.5 x of a missing topic
    assert term.unit.weight == journal.index.idf(term.term) * 0.5
    assert journal.search(question).grounded


def test_wanting_is_how_the_question_is_asked_not_what(readme_searcher: Searcher) -> None:
    # « veut-il » weighed as a rare word the notes never write: the search page (« je cherche…
    # dans la mobilité ou l'énergie ») could not ground « Dans quels secteurs veut-il travailler ? »
    a = readme_searcher.analyser.analyse("Dans quels secteurs veut-il travailler ?")
    assert all(u.light for u in a.units if u.term.startswith("veu"))
    assert readme_searcher.search("Dans quels secteurs veut-il travailler ?").grounded


def test_for_a_living_asks_for_the_job(garden: Searcher) -> None:
    # « living » alone is where someone lives; "for a living" is what they do
    result = garden.search("What does Solène do for a living?")
    assert result.grounded
    assert {"CV", "About (English)"} & {s.slug for s in result.sources[:3]}
