"""The profile notes answer for the owner: a question about the owner's doings whose word heads a
section of a profile note (« ses expériences » and a CV's « ## Expérience ») is answered by that
section, whatever other notes use the word more; a follow-up to a question about the owner is
grounded by them."""

from __future__ import annotations

from grasbot.bundle import parse_bundle
from grasbot.retrieval.search import Searcher
from index_build.build import build_bundle
from tests.conftest import VaultFactory

_COURSE = "# {title}\n\nCours de droit du travail, séance {n}. Une expérience professionnelle {more}.\n"
_MORE = (
    "non conventionnée est du travail dissimulé ; l'expérience professionnelle d'un stagiaire reste "
    "une expérience professionnelle encadrée"
)


def _searcher(make_vault: VaultFactory) -> Searcher:
    files = {
        "cv.md": "---\ntype: cv\n---\n# CV\n\n## Expérience\n\n"
        "- 2026 : stagiaire juridique, cabinet Weiss & Haegel, Strasbourg\n"
        "- depuis 2024 : vendeuse en librairie le samedi\n\n"
        "## Formation\n\n- Master 1 de droit, Strasbourg\n",
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Apolline, étudiante en droit.\n",
    }
    for n in range(6):  # one course on it, five that say it in passing
        more = _MORE if n == 0 else "compte pour l'ancienneté, selon la convention collective de la branche"
        files[f"cours-{n}.md"] = _COURSE.format(title=f"CM{n} - Droit du travail", n=n, more=more)
    return Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Apolline")


def test_a_profile_section_headed_by_the_word_asked_answers(make_vault: VaultFactory) -> None:
    searcher = _searcher(make_vault)
    result = searcher.search("Quelles sont ses expériences professionnelles ?", top_k=5)
    slugs = [c.slug for c in result.candidates]
    assert "cv" in slugs
    # beside the best note, not above it
    assert slugs[0] != "cv"
    assert result.candidates[slugs.index("cv")].score < result.candidates[0].score


def test_a_question_not_about_the_owner_does_not_lift_the_profile(make_vault: VaultFactory) -> None:
    searcher = _searcher(make_vault)
    slugs = [
        c.slug for c in searcher.search("C'est quoi une expérience professionnelle ?", top_k=5).candidates
    ]
    assert "cv" not in slugs


def test_a_follow_up_to_an_owner_question_is_grounded_by_the_profile(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Héloïse, paysagiste. De 2012 à 2013, "
        "j'ai été paysagiste junior dans l'agence Groenwerk, à Rotterdam.\n",
    }
    for n in range(4):  # notes that share the first question's words more than the profile does
        files[f"fiche-{n}.md"] = (
            f"# Fiche {n} : travailler à l'étranger\n\nTravailler à l'étranger : le travail à "
            "l'étranger demande un visa de travail ; à l'étranger, le droit du travail local s'applique.\n"
        )
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Héloïse")
    history = [
        {"role": "user", "content": "A-t-elle travaillé à l'étranger ?"},
        {"role": "assistant", "content": "Oui, un an à Rotterdam."},
    ]
    result = searcher.search("Dans quelle agence ?", history)
    assert result.grounded
    assert "moi" in [c.slug for c in result.sources]


def test_leading_a_team_is_asked_as_encadrer_and_written_as_lead(make_vault: VaultFactory) -> None:
    files = {
        "cv.md": "---\ntype: cv\n---\n# CV\n\n## Expérience\n\n"
        "- 2017-2020 : Lead SRE (équipe de 4), Plumeo, Lyon\n- depuis 2020 : SRE indépendant\n",
        "kubernetes.md": "# Kubernetes\n\nUn cluster managé chez OVHcloud, ArgoCD, cert-manager.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Bastien")
    result = searcher.search("Il a déjà encadré une équipe ?")
    assert result.grounded
    assert [c.slug for c in result.sources][:1] == ["cv"]
    # a managed cluster is no team managed
    assert "kubernetes" not in [c.slug for c in result.sources]


def test_a_profile_page_titled_by_an_old_year_comes_after_the_current_one(make_vault: VaultFactory) -> None:
    # neither page has a date: « CV 2016 » says its own age, the undated « À propos » is current
    searcher = Searcher(
        parse_bundle(
            build_bundle(
                make_vault(
                    {
                        "CV 2016.md": "---\ntype: parcours\n---\n# CV 2016\n\nIngénieure qualité, 28 ans, "
                        "Limoges. Loisirs : escalade.\n",
                        "À propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Solène Arnaud, "
                        "céramiste à Dieulefit. Mes loisirs : la chorale et le potager.\n",
                    }
                )
            ).data
        ),
        owner_name="Solène Arnaud",
    )
    order = searcher.profile_order("fr")
    first = min(order, key=order.__getitem__)
    assert searcher.bundle.notes[first].title == "À propos"
