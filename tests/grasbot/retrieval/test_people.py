"""Notes about other people than the owner (grasbot.retrieval.people) and what they answer."""

from __future__ import annotations

from grasbot.bundle import parse_bundle
from grasbot.retrieval.people import named_person_notes
from grasbot.retrieval.search import Searcher
from index_build.build import build_bundle
from tests.conftest import VaultFactory

VAULT = {
    "50 Moi/Profil.md": "---\ntype: parcours\n---\n# Profil\n\nJe suis Mathieu Lacombe, moniteur "
    "d'escalade à Briançon. Je grimpe depuis 2001.\n",
    "50 Moi/Gégé Vial.md": "# Gérard « Gégé » Vial\n\n- né en 1951 à Briançon, 75 ans\n- guide retraité, "
    "il joue de l'accordéon le dimanche\n",
    "50 Moi/Élodie Garnier.md": "# Élodie Garnier\n\nMa associée. Elle vit à Vallouise et parle allemand.\n",
    "Lieux/Boulangerie Verdier.md": "# Boulangerie Verdier\n\nIl est MOF. La boulangerie ouvre à 7 h.\n",
    "Lectures/La Cerisaie.md": "# La Cerisaie\n\nLioubov, elle est ruinée : 52 ans.\n",
    "Sorties/Rocher Blanc.md": "# Rocher Blanc\n\nSecteur école : 18 voies rééquipées en 2025.\n",
}


def test_a_note_titled_by_another_persons_name_is_theirs(make_vault: VaultFactory) -> None:
    bundle = parse_bundle(build_bundle(make_vault(VAULT)).data)
    found = {bundle.notes[i].slug for i in named_person_notes(bundle, ["Mathieu", "Lacombe"], [])}
    # a place whose first word is a common noun, a work opening on an article, a crag without
    # a person in its text, and the owner's own profile are no one else's
    assert found == {"Gégé Vial", "Élodie Garnier"}


def test_a_question_about_the_owner_is_not_answered_by_another_persons_note(
    make_vault: VaultFactory,
) -> None:
    searcher = Searcher(parse_bundle(build_bundle(make_vault(VAULT)).data), owner_name="Mathieu Lacombe")
    # the mentor plays the accordion, the owner never says he does
    assert not searcher.search("Il joue de l'accordéon ?").grounded
    # named, the mentor's note answers
    result = searcher.search("Gégé Vial joue de quel instrument ?")
    assert result.grounded and result.sources[0].slug == "Gégé Vial"
