"""The part of a note a question asks for: what was done, what came of it."""

from __future__ import annotations

import pytest

from grasbot.retrieval.parts import DONE, RESULT, asked_part, heads_part, labels_part


@pytest.mark.parametrize(
    ("question", "part"),
    [
        ("il a fait quoi pour le groupe thermal à Vichy ?", DONE),
        ("Qu'a-t-elle fait pendant son stage ?", DONE),
        ("Qu’est-ce qu’il a fait chez ce client ?", DONE),
        ("What did she do for the ferry company?", DONE),
        ("Quel était son rôle dans le projet ?", DONE),
        ("Pour la compagnie de ferries, qu'est-ce que sa refonte a changé concrètement ?", RESULT),
        ("Qu'est-ce qu'elle a amélioré sur l'ouverture de compte ?", RESULT),
        ("L'appli de tri, ça a marché ?", RESULT),
        ("La migration leur a fait économiser combien ?", RESULT),
        ("Quels résultats a-t-elle obtenus ?", RESULT),
        ("Qu'a-t-elle amélioré pour eux ?", RESULT),
        ("Did it work?", RESULT),
        # asked of a kind, not of a part
        ("Qu'a-t-il fait comme études ?", None),
        ("Où habite-t-elle ?", None),
        ("Quel est son tarif ?", None),
    ],
)
def test_the_part_asked(question: str, part: str | None) -> None:
    assert asked_part(question) == part


@pytest.mark.parametrize(
    ("heading", "part", "heads"),
    [
        ("21.01 Mission Thermalia › Ce que j'ai fait", DONE, True),
        ("Caurie - Onboarding KYC › Ce qu'on a fait", DONE, True),
        ("Commode Louis XV › Travaux", DONE, True),
        ("Harbourline › ✅ Deliverables", DONE, True),
        ("Tricolo › 🏆 Résultat", RESULT, True),
        ("Mission Volcalis › Résultats (mesurés en mars 2023)", RESULT, True),
        ("Harbourline › Results", RESULT, True),
        # the last heading only: a section under « Résultats » names its own subject
        ("Résultats › Contexte", RESULT, False),
        ("Mission Thermalia › Contexte", DONE, False),
        ("Mission Thermalia › Ce que j'ai fait", RESULT, False),
    ],
)
def test_the_heading_of_a_part(heading: str, part: str, heads: bool) -> None:
    assert heads_part(heading, part) is heads


@pytest.mark.parametrize(
    ("text", "part", "labels"),
    [
        ("Le mandat : refaire le site.\nRésultat : les appels ont diminué de 40 %.", RESULT, True),
        ("- Bilan : 12 clients de plus", RESULT, True),
        ("Méthode : atelier STATIK, tableau Kanban", DONE, True),
        # a label is a line's opening: « résultat » further on is a word, not a part
        ("Le mandat : un meilleur résultat pour la réception.", RESULT, False),
        ("Problème : 120 appels par jour", RESULT, False),
    ],
)
def test_a_line_opening_on_the_label_of_a_part(text: str, part: str, labels: bool) -> None:
    assert labels_part(text, part) is labels
