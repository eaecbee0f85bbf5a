"""What the owner offers (« Quels services propose-t-elle ? ») is on their rate card in force."""

from __future__ import annotations

import pytest

from functions.compose import plan_answer
from functions.offers import list_card
from grasbot.retrieval.idioms import asks_offer
from grasbot.retrieval.search import Searcher
from grasbot.tokenise import words
from tests.conftest import VaultFactory, searcher_on


@pytest.mark.parametrize(
    "question",
    [
        "Quels services propose-t-elle ?",
        "Qu'est-ce qu'il propose comme services ?",
        "Quelles activités vous proposez ?",
        "Quelles sont vos prestations ?",
        "Il vous propose quoi ?",
        "What services do you offer?",
        "What does she sell?",
        "Qu'est-ce qu'on peut faire comme sorties avec lui ?",  # what one can do with them
    ],
)
def test_a_verb_of_offering_with_the_owner_as_subject_asks_what_they_offer(question: str) -> None:
    assert asks_offer(words(question))


@pytest.mark.parametrize(
    "question",
    [
        "Comment je peux vous joindre pour proposer une collab ?",  # the visitor offers
        "Si on lui proposait un poste en interne, elle demanderait combien ?",  # she is offered
        "Qu'a proposé le Dôme des Volcans ?",  # someone else offered
        "Je vous propose un projet",
        "Dans quel service travaillait-il ?",  # a hospital's department
        "Que fait-elle dans la vie ?",  # her job
        "Il travaille avec qui ?",
    ],
)
def test_offering_done_by_another_or_to_the_owner_is_not_asked(question: str) -> None:
    assert not asks_offer(words(question))


_CARD = """# Tarifs 2026

| Prestation | Prix | Compris |
|---|---|---|
| Visite conseil | 90 € | 1h30 sur place et un compte rendu écrit |
| Forfait esquisse | 650 € | plan dessiné, deux allers-retours |
| Plan complet | 1 800 € | plan coté, plantation, carnet de détails |
| Suivi de chantier | 55 €/h | réunions sur place |
| Atelier jardin sec | 45 € / pers. | voir les ateliers |

## Paiement
- Acompte de 30 € à la commande, le reste à la livraison.
- Virement ou chèque, 10 € de frais pour un paiement en trois fois.
- Déplacement : 0,40 €/km au-delà de 20 km.
"""

_OLD_CARD = """# Tarifs 2022

| Prestation | Prix |
|---|---|
| Visite conseil | 70 € |
| Forfait esquisse | 500 € |
| Entretien annuel | 400 € |
"""


def _designer(make_vault: VaultFactory) -> Searcher:
    return searcher_on(
        make_vault,
        {
            "Moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis paysagiste à Nantes, installée à mon compte"
            " depuis 2020. Mon service civique, je l'ai fait à la mairie.\n",
            "Tarifs 2026.md": _CARD,
            "Tarifs 2022.md": _OLD_CARD,
            "Mairie.md": "# Mairie\n\nCliente : la mairie, avec le service Espaces verts et le service"
            " Éducation. Elle nous propose une cour d'école à désimperméabiliser.\n",
            "Jardin sec.md": "# Jardin sec\n\nPlantes de terrain sec : sauges, lavandes, gauras.\n",
        },
    )


def test_a_rate_card_in_force_answers_what_the_owner_offers(make_vault: VaultFactory) -> None:
    searcher = _designer(make_vault)
    result = searcher.search("Quels services elle propose ?")
    card = searcher.bundle.slug_index["Tarifs 2026"]
    # no page says « service » of her offer; the card is hers, and it is the one in force
    assert result.grounded and result.offered == (card,)
    assert result.sources[0].slug == "Tarifs 2026" and "rates" in result.sources[0].reasons
    assert "Tarifs 2022" not in [s.slug for s in result.sources[:1]]
    # a thing named that the card does not price: no card lifted over the note on it
    assert searcher.search("Quelles plantes de terrain sec propose-t-elle ?").offered == ()


def test_the_card_answers_as_the_list_of_what_it_prices(make_vault: VaultFactory) -> None:
    searcher = _designer(make_vault)
    bundle = searcher.bundle
    answer = list_card(bundle, bundle.slug_index["Tarifs 2026"])
    assert answer is not None
    lines = answer.text.split("\n")
    assert lines[0] == "D'après la note « Tarifs 2026 » :"
    # every row by its name and its price, none cut short; what is included is left to the card
    assert lines[1:] == [
        "- Visite conseil : 90 €",
        "- Forfait esquisse : 650 €",
        "- Plan complet : 1 800 €",
        "- Suivi de chantier : 55 €/h",
        "- Atelier jardin sec : 45 € / pers.",
    ]
    # the payment terms beside the table are no thing sold
    assert "Acompte" not in answer.text


def test_a_card_in_lists_keeps_its_priced_lines(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Tarifs.md": "# Tarifs\n\nmàj 2026\n\n- consultation : 25 €\n- séance de préparation : 36 €\n"
            "- atelier bouger enceinte : 10 € la séance\n- conventionnée secteur 1\n",
        },
    )
    answer = list_card(searcher.bundle, 0)
    assert answer is not None
    assert answer.text.split("\n")[1:] == [
        "- consultation : 25 €",
        "- séance de préparation : 36 €",
        "- atelier bouger enceinte : 10 € la séance",
    ]


def test_an_undated_card_supersedes_the_dated_one_its_text_is_newer_than(
    ro_searcher: Searcher, on_searcher: Searcher
) -> None:
    # Roam's « tarifs » (« Valable:: 2026 ») beside « tarifs 2022 »
    ro = ro_searcher.index
    assert ro.superseded.get(ro_searcher.bundle.slug_index["tarifs 2022"]) == "2022"
    assert ro_searcher.bundle.slug_index["tarifs"] not in ro.superseded
    # the same words in another order are the same series
    on = on_searcher.index
    assert on.superseded.get(on_searcher.bundle.slug_index["Tarifs ateliers 2022"]) == "2022"


@pytest.mark.parametrize(
    ("fixture", "question", "card"),
    [
        ("ro_searcher", "Quels services elle propose ?", "tarifs"),
        ("kp_searcher", "Quels services elle propose ?", "Tarifs 2026"),
        ("coach_searcher", "Quelles activités vous proposez ?", "Tarifs 2026"),
        ("press_searcher", "Qu'est-ce qu'il propose comme services ?", "Tarifs et prestations"),
        ("kanban_searcher", "Qu'est-ce que vous vendez ?", "💼 Offre et tarifs"),
    ],
)
def test_written_blind_vaults_answer_their_offer_from_their_card(
    request: pytest.FixtureRequest, fixture: str, question: str, card: str
) -> None:
    searcher: Searcher = request.getfixturevalue(fixture)
    result = searcher.search(question)
    assert result.grounded and result.sources[0].slug == card, result.sources
    assert result.offered == (searcher.bundle.slug_index[card],)


def test_a_card_named_by_the_kind_asked_leads_without_listing_formats(
    on_searcher: Searcher, prof_searcher: Searcher
) -> None:
    # « Ateliers - tarifs 2026 », a row per workshop (« Atelier : Initiation… »): listed
    on = on_searcher.search("Quels genres d'ateliers il propose ?")
    assert on.sources[0].slug == "Ateliers - tarifs 2026"
    assert on.offered == (on_searcher.bundle.slug_index["Ateliers - tarifs 2026"],)
    # « Tarifs-ateliers » prices a half day and a day (« Formule : Demi-journée »): it leads,
    # and the workshops' own notes answer which there are
    prof = prof_searcher.search("Quels ateliers est-ce qu'elle propose ?")
    assert prof.sources[0].slug == "Tarifs-ateliers" and prof.offered == ()


def test_the_visitor_reads_every_activity_of_the_card(coach_searcher: Searcher) -> None:
    answer = plan_answer(
        coach_searcher,
        "Quelles activités vous proposez ?",
        (),
        system="",
        owner_name="Coach",
        site_paths={},
        budget_tokens=1450,
    ).offline_text
    assert answer.startswith("D'après la note « Tarifs 2026 » :")
    for activity in ("Initiation falaise : 48 €", "Bloc", "Canyon découverte", "Via ferrata", "Grande voie"):
        assert activity in answer
    # the discounts and the deposit are no activity
    assert "Remises" not in answer and "Acompte" not in answer
