"""The words framing an offline answer speak the question's language (functions.framing)."""

from __future__ import annotations

import pytest

from functions.framing import ATTRIBUTION, attribution, not_found_text
from functions.listing import named_in
from functions.prompt import system_prompt

PATHS = {"portfolio": "/portfolio", "competences": "/competences", "contact": "/contact"}


@pytest.mark.parametrize(
    ("title", "french", "english"),
    [
        (
            "CV — Fernand Gras-Calvet",
            "D'après la note « CV — Fernand Gras-Calvet » :",
            "From the note “CV — Fernand Gras-Calvet”:",
        ),
        ("2024-03-09", "D'après la note du 9 mars 2024 :", "From the note of 9 March 2024:"),
        (
            "2025-05-01 Déménagement",
            "D'après la note du 1er mai 2025 (« Déménagement ») :",
            "From the note of 1 May 2025 (“Déménagement”):",
        ),
        ("202106141000", "D'après la note du 14 juin 2021 :", "From the note of 14 June 2021:"),
        # a Day One entry without a title, named by the hour it was written: no title
        ("2022-10-03 0730", "D'après la note du 3 octobre 2022 :", "From the note of 3 October 2022:"),
        ("2024-03-09 08.14", "D'après la note du 9 mars 2024 :", "From the note of 9 March 2024:"),
    ],
)
def test_a_note_is_attributed_in_the_questions_language(title: str, french: str, english: str) -> None:
    # the title stays as written (the notes are French); only the words around it change
    assert attribution(title) == attribution(title, "fr") == french
    assert attribution(title, "en") == english
    # what reads an answer back passes over either
    assert ATTRIBUTION.fullmatch(french) and ATTRIBUTION.fullmatch(english)


def test_an_attribution_names_no_listed_note_in_either_language() -> None:
    # « libft » in its attribution is not a hub naming it: the quoted text names « ft_printf » only
    for heading in ("D'après la note « libft » :", "From the note “libft”:"):
        assert named_in(f"{heading}\n- ft_printf", ["libft", "ft_printf"]) == 1


def test_the_french_not_found_text_is_as_before() -> None:
    assert (
        not_found_text("Léa", PATHS)
        == not_found_text("Léa", PATHS, "fr", "elle")
        == (
            "Les notes de Léa ne répondent pas à cette question (non précisé dans les notes). Vous trouverez "
            "ses projets sur /portfolio, ses compétences sur /competences et un moyen de prendre contact sur "
            "/contact."
        )
    )


@pytest.mark.parametrize(
    ("name", "of"), [("Anouk Delmas", "d'Anouk"), ("Élodie", "d'Élodie"), ("Yann", "de Yann")]
)
def test_french_elides_de_before_a_name_opening_on_a_vowel(name: str, of: str) -> None:
    # « Les notes de Anouk Delmas » is no French a visitor should read, nor the node be told
    assert not_found_text(name, PATHS).startswith(f"Les notes {of}")
    assert f"l'assistant du site {of}" in system_prompt(name, PATHS, "elle")
    assert f"- Parle {of}" in system_prompt(name, PATHS, "elle")


@pytest.mark.parametrize(
    ("pronoun", "their"), [("il", "his"), ("elle", "her"), ("iel", "their"), ("", "their")]
)
def test_the_english_not_found_text_speaks_of_the_owner_by_their_pronoun(pronoun: str, their: str) -> None:
    assert not_found_text("Léa Martin", PATHS, "en", pronoun) == (
        "Léa Martin's notes do not answer this question (not specified in the notes). You will find "
        f"{their} projects at /portfolio, {their} skills at /competences and a way to get in touch at "
        "/contact."
    )


def test_the_english_not_found_text_names_only_the_pages_the_site_has() -> None:
    # a brewer's site: no /competences, its contact page elsewhere
    brewer = {"portfolio": "/bieres", "competences": "", "contact": "/ecrire"}
    assert not_found_text("Jo", brewer, "en", "il").endswith(
        "You will find his projects at /bieres and a way to get in touch at /ecrire."
    )
    assert not_found_text("Jo", {"contact": "/ecrire"}, "en", "il").endswith(
        "You will find a way to get in touch at /ecrire."
    )
    none = {"portfolio": "", "competences": "", "contact": ""}
    assert (
        not_found_text("Jo", none, "en")
        == "Jo's notes do not answer this question (not specified in the notes)."
    )
