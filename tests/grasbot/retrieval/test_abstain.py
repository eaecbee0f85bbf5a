"""Absent facts on a personal vault: a question whose answer the notes do not state abstains,
the same question asking what they do state stays answered (docs/retrieval.md, "Absent
answers")."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

import pytest

from grasbot.bundle import parse_bundle
from grasbot.retrieval.search import Searcher
from grasbot.retrieval.shapes import AskedValue, asked_cause, asked_shape, asked_value, in_shape, writes_value
from index_build.build import build_bundle
from tests.conftest import VaultFactory, searcher_on


def test_a_year_the_notes_never_write_is_not_answered(longform_searcher: Searcher) -> None:
    # the FAQ gives the current daily rate, no year: no answer for a past year's rate,
    # neither from the FAQ nor from the CV, whose « 2016 » alone says when, not what
    assert longform_searcher.search("Quel est son tarif journalier ?").grounded
    assert not longform_searcher.search("Quel était son tarif journalier en 2023 ?").grounded
    assert not longform_searcher.search("Quel était son tarif journalier en 2016 ?").grounded


def test_a_year_inside_a_span_of_years_is_written(longform_searcher: Searcher) -> None:
    # the CV's « 2015 – 2018 · UX designer, agence Pixelmaille » covers 2016
    result = longform_searcher.search("Où travaillait-elle en 2016 ?")
    assert result.grounded
    assert any(s.title.startswith("CV") for s in result.sources[:3])
    # a question asking only about a year is answered by the notes that write it
    assert longform_searcher.search("Que faisait-elle en 2016 ?").grounded


def test_a_year_is_not_required_without_a_profile(make_vault: VaultFactory) -> None:
    # an encyclopedia's paragraph tells an event without repeating its year: no owner, no rule
    searcher = searcher_on(
        make_vault,
        {
            "bastille.md": "---\ntitle: Bastille\n---\nLa prise de la Bastille par les émeutiers "
            "parisiens eut lieu un 14 juillet ; la forteresse fut ensuite démolie.\n",
            "versailles.md": "---\ntitle: Versailles\n---\nLe château de Versailles fut la résidence "
            "des rois de France.\n",
        },
    )
    assert not searcher.bundle.owner.profiles
    assert searcher.search("Quand eut lieu la prise de la Bastille en 1789 ?").grounded


def test_a_span_of_years_covers_the_years_between(make_vault: VaultFactory) -> None:
    # « 2018 – 2022 » dates a job in 2020, which no note writes: the CV answers; 2024 is
    # after every span, and the CV's other words do not answer it
    searcher = searcher_on(
        make_vault,
        {
            "cv.md": "---\ntitle: CV\ntype: cv\n---\n## Expérience\n\n"
            "### 2018 – 2022 · Infirmière, CHU de Lille\n\nService de pédiatrie.\n\n"
            "### 2023 · Développeuse web\n\nAgence Pixel.\n",
            "velo.md": "---\ntitle: Vélo\n---\nMon vélo de route, réglé pour les cols.\n",
        },
    )
    assert searcher.bundle.owner.profiles
    assert searcher.search("Dans quel service était-elle infirmière en 2020 ?").grounded
    assert not searcher.search("Dans quel service était-elle infirmière en 2024 ?").grounded


def test_a_span_dates_only_what_its_sentence_speaks_of(make_vault: VaultFactory) -> None:
    # the bio's paragraph runs from a birth in 1986 to « depuis 2022 … des conférences »: 2020
    # lies between, yet no sentence dates the talks then; « depuis 2019 » would
    def searcher(since: int) -> Searcher:
        bio = (
            "---\ntitle: Qui suis-je\ntype: parcours\n---\nJe m'appelle Baptiste, né en 1986 à "
            f"Aurillac, professeur de physique. Depuis {since}, j'anime des conférences dans les "
            "médiathèques. Je vis à Clermont depuis 2026.\n"
        )
        rates = "---\ntitle: Tarifs\n---\nConférence : 400 €. Atelier en classe : 220 €.\n"
        return searcher_on(make_vault, {"bio.md": bio, "tarifs.md": rates})

    assert not searcher(2022).search("Animait-il des conférences en 2020 ?").grounded
    assert searcher(2019).search("Animait-il des conférences en 2020 ?").grounded


def test_a_name_asked_must_be_held_even_as_a_guess(make_vault: VaultFactory) -> None:
    # « Ouvrier », never written, is guessed as the vault's « ouvrir »: the awards page holds
    # « meilleur » and « France » but not the guess, so it does not say he is one
    def searcher(prize: str) -> Searcher:
        return searcher_on(
            make_vault,
            {
                "moi.md": "---\ntitle: Qui je suis\ntype: parcours\n---\nJe suis Mathis, ébéniste à "
                "Annecy. J'aime ouvrir l'atelier aux curieux le samedi.\n",
                "prix.md": f"---\ntitle: Prix et presse\n---\n{prize} Le meilleur souvenir : un "
                "article dans Ouest-France.\n",
            },
        )

    question = "Il est Meilleur Ouvrier de France ?"
    assert not searcher("Trophée de l'artisanat 2018.").search(question).grounded
    assert searcher("Meilleur Ouvrier de France en 2019.").search(question).grounded


def test_names_set_aside_are_not_asked(make_vault: VaultFactory) -> None:
    # « À part Lightroom et Capture, … quel autre logiciel ? »: the names set aside are what the
    # visitor knows; the note writing « CaptureOne » (not « Capture ») still answers. A name
    # asked, not set aside, that the vault never writes still abstains
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "---\ntitle: Qui je suis\ntype: parcours\n---\nJe suis Léa, photographe à Nantes.\n",
            "photo.md": "---\ntitle: Retouche photo\n---\nPour retoucher mes photos j'ai utilisé "
            "plusieurs logiciels : Lightroom, CaptureOne et Darktable.\n",
        },
    )
    assert searcher.search(
        "À part Lightroom et Capture, elle a utilisé quel autre logiciel de retouche ?"
    ).grounded
    assert searcher.search(
        "Quels logiciels de retouche utilise-t-elle à part Lightroom et Capture ?"
    ).grounded
    assert searcher.search(
        "Besides Lightroom and Capture, what photo editing software has she used?"
    ).grounded
    assert not searcher.search("Elle a utilisé Capture pour ses retouches ?").grounded


@pytest.mark.parametrize(
    ("text", "clock"),
    [
        ("Ouvert du mardi au samedi, de 9 h à 18 h.", True),
        ("La navette part à 8h30 de la place.", True),
        ("Le bar ferme à minuit.", True),
        ("Accueil dès 16 h, dîner à 19 h 30.", True),
        ("Départ : 07:45 devant l'église.", True),
        ("Durée : 2 h 30. Départ devant la basilique.", False),
        ("Pour le client c'est le tarif 3 h de ma grille.", False),
        ("Visite en 2023, 14 personnes.", False),
    ],
)
def test_a_time_of_day_is_said_as_one(text: str, clock: bool) -> None:
    asked = asked_value("La visite commence à quelle heure ?")
    assert asked == AskedValue("clock", None)
    assert writes_value(text, "clock", lambda w: True, lambda w: False) is clock


def test_a_time_of_day_asked_is_answered_only_where_one_is_written(make_vault: VaultFactory) -> None:
    # the tour's length and meeting point are no opening hour of the basilica it passes
    def searcher(tour: str) -> Searcher:
        return searcher_on(
            make_vault,
            {
                "moi.md": "---\ntitle: Qui je suis\ntype: parcours\n---\nJe suis Hélène, guide à "
                "Lyon depuis 2013.\n",
                "fourviere.md": f"---\ntitle: Visite de Fourvière\n---\n{tour} Devant la basilique, "
                "je raconte le vœu des échevins.\n",
            },
        )

    question = "La basilique de Fourvière ouvre à quelle heure ?"
    assert not searcher("Durée : 2 h 30. Départ esplanade.").search(question).grounded
    assert searcher("La basilique ouvre à 7 h, la visite part à 10 h.").search(question).grounded


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("Je m'appelle Inès, j'ai 38 ans et j'habite à Rennes.", True),
        ("- **Âge** : 47 ans", True),
        ("Ancien infirmier de 47 ans, actuellement étudiant.", True),
        ("Camille (trente-quatre ans), développeuse.", True),
        ("j'ai passé quatre ans chez Loire Mobilités", False),
        ("professeure de SVT pendant onze ans, à Vitré", False),
        ("10 ans d'exercice en soins", False),
        ("avec Gérard Roux, qui avait 70 ans", False),  # an age once had, someone else's
        ("Plus de 12 ans dans l'entreprise familiale", False),
        ("un modèle entraîné sur six ans de validations", False),
        ("installée à Nantes depuis 5 ans", False),
    ],
)
def test_years_give_an_age_only_as_an_age(text: str, age: bool) -> None:
    assert in_shape("ans", text) is age
    assert in_shape("ville", text)  # a term with no shape is always in shape


def test_a_duration_is_no_age(notion_searcher: Searcher, journal_searcher: Searcher) -> None:
    # the profile's « quatre ans chez Loire Mobilités » is the only « ans » of its notes: no age
    assert not notion_searcher.search("Quel âge a-t-elle ?").grounded
    # « j'ai 38 ans » is one
    result = journal_searcher.search("Quel âge a-t-elle ?")
    assert result.grounded
    assert "a-propos" in {s.slug for s in result.sources[:2]}


@pytest.mark.parametrize(
    ("question", "grade"),
    [
        ("Quelle note a-t-elle obtenue à son titre professionnel ?", True),
        ("Quelle note a-t-il eue au bac ?", True),
        ("Quelle note il a eue à minishell ?", True),  # the pronoun before the verb, as chat asks
        ("Quelle est sa note au TOEIC ?", True),
        ("Il a eu combien à push_swap, genre sa note finale ?", True),  # the grade of the whole
        ("Dans quelle note parle-t-elle de Rust ?", False),  # a note of the vault
        ("Il en parle dans sa note finale sur Rust ?", False),
        ("Quelle note parle de Rust ?", False),
        ("Quel titre professionnel a-t-elle obtenu ?", False),
    ],
)
def test_a_grade_is_asked_by_its_grammar(question: str, grade: bool) -> None:
    shape = asked_shape(question)
    assert (shape is not None and shape[0] == "note") is grade


@pytest.mark.parametrize(
    ("question", "weather"),
    [
        ("Quel temps fera-t-il à Lyon ce week-end ?", True),
        ("Quel temps fait-il à Paris ?", True),
        ("Vous pouvez me dire quel temps il fera samedi à Murat ?", True),  # the subject not inverted
        ("Quel temps a-t-il fait hier ?", True),
        ("Quel temps consacre-t-elle à la veille ?", False),  # time spent
        ("Combien de temps a duré le projet ?", False),
        ("Tu peux me donner la météo à Nantes ce week-end ?", True),  # named
        ("What's the weather forecast for Brest?", True),
        ("Qui est Théo ?", False),
    ],
)
def test_the_weather_is_asked_by_its_idiom(question: str, weather: bool) -> None:
    shape = asked_shape(question)
    assert (shape is not None and shape[0] == "meteo") is weather


def test_the_weather_is_answered_only_by_a_note_on_the_weather(
    example_searcher: Searcher, make_vault: VaultFactory
) -> None:
    # a project note built « en un week-end », notes « à Lyon » or « en temps réel »: no weather
    assert not example_searcher.search("Quel temps fera-t-il à Lyon ce week-end ?").grounded
    searcher = searcher_on(
        make_vault,
        {
            "brest.md": "---\ntitle: Brest\n---\nLe temps à Brest : la pluie tombe un jour sur deux, "
            "l'été reste doux, autour de 20 °C.\n",
            "atelier.md": "---\ntitle: Atelier\n---\nUn atelier à temps plein à Brest.\n",
            "velo.md": "---\ntitle: Vélo\n---\nMon vélo de route, réglé pour les cols.\n",
        },
    )
    result = searcher.search("Quel temps fait-il à Brest ?")
    assert result.grounded
    assert result.sources[0].slug == "brest"


def test_the_weather_named_is_not_answered_by_the_place_and_the_days(make_vault: VaultFactory) -> None:
    # a jam « ce week-end à Nantes » holds the place and the days asked, not the weather there
    notes = {
        "jam.md": "---\ntitle: Nantes Game Jam\n---\nUn week-end de jam à Nantes avec deux étudiants : "
        "on a fait un jeu sur les marais salants.\n",
        "velo.md": "---\ntitle: Vélo\n---\nMon vélo de route, réglé pour les cols.\n",
    }
    searcher = searcher_on(make_vault, notes)
    assert not searcher.search("Tu peux me donner la météo à Nantes ce week-end ?").grounded
    notes["brest.md"] = "---\ntitle: Brest\n---\nÀ Brest ce week-end : pluie le samedi, 14 °C le dimanche.\n"
    assert searcher_on(make_vault, notes).search("Tu peux me donner la météo à Brest ce week-end ?").grounded


@pytest.mark.parametrize(
    ("question", "recipe"),
    [
        ("Tu peux me donner une recette de far breton ?", True),
        ("Sa recette du pain d'épices ?", True),
        ("Give me a recipe for pancakes", True),
        ("Quelles sont ses recettes ?", False),  # a business's takings
        ("Les recettes de la boutique ont augmenté ?", False),
    ],
)
def test_a_recipe_is_asked_by_its_grammar(question: str, recipe: bool) -> None:
    shape = asked_shape(question)
    assert (shape is not None and shape[0] == "recette") is recipe


def test_a_recipe_is_answered_only_by_quantities_or_ingredients(make_vault: VaultFactory) -> None:
    # a night of CTF « avec des crêpes bretonnes » names the dish, gives no recipe
    notes = {
        "ctf.md": "---\ntitle: CTF breton\n---\nUne nuit de CTF à Rennes, Lucas a ramené des crêpes "
        "bretonnes pour l'équipe.\n",
        "velo.md": "---\ntitle: Vélo\n---\nMon vélo de route, réglé pour les cols.\n",
    }
    question = "Tu peux me donner la recette des crêpes bretonnes ?"
    assert not searcher_on(make_vault, notes).search(question).grounded
    notes["crepes.md"] = (
        "---\ntitle: Crêpes bretonnes\n---\nPour les crêpes bretonnes : 250 g de farine, 3 œufs, "
        "50 cl de lait.\n"
    )
    result = searcher_on(make_vault, notes).search("Quelle est la recette des crêpes bretonnes ?")
    assert result.grounded
    assert result.sources[0].slug == "crepes"


@pytest.mark.parametrize(
    ("question", "health"),
    [
        ("Comment va son père ?", True),
        ("Sa grand-mère va bien en ce moment ?", True),
        ("How is his mother doing?", True),
        ("Il va où en vacances ?", False),
        ("Comment a-t-il commencé ?", False),
    ],
)
def test_how_someone_is_is_asked_by_its_idiom(question: str, health: bool) -> None:
    shape = asked_shape(question)
    assert (shape is not None and shape[0] == "sante") is health


def test_how_someone_is_is_answered_only_by_their_health_or_state(make_vault: VaultFactory) -> None:
    # « mon père travaillait à l'arsenal » names the father, says nothing of how he is
    notes = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Yannick, apiculteur. Mon père "
        "travaillait à l'arsenal de Lorient.\n",
        "miel.md": "# Miels\n\nLavande, thym.\n",
    }
    assert not searcher_on(make_vault, notes).search("Comment va son père ?").grounded
    notes["papa.md"] = "# Papa\n\nMon père est sorti de l'hôpital en mars, il va mieux.\n"
    result = searcher_on(make_vault, notes).search("Comment va son père ?")
    assert result.grounded and result.sources[0].slug == "papa"


def test_a_grade_is_answered_only_where_one_is_written(
    journal_searcher: Searcher, make_vault: VaultFactory
) -> None:
    # the entry says the title was obtained, gives no grade: the title is answered, not the grade
    assert journal_searcher.search("Quel titre professionnel a-t-elle obtenu ?").grounded
    assert not journal_searcher.search("Quelle note a-t-elle obtenue à son titre professionnel ?").grounded
    searcher = searcher_on(
        make_vault,
        {
            "cv.md": "---\ntitle: CV\ntype: cv\n---\n## Formation\n\n"
            "Titre professionnel de développeuse web obtenu en 2023, 16/20 à l'épreuve finale.\n",
            "velo.md": "---\ntitle: Vélo\n---\nMon vélo de route, réglé pour les cols.\n",
        },
    )
    assert searcher.search("Quelle note a-t-elle obtenue à son titre professionnel ?").grounded


def test_the_word_note_in_a_vault_of_notes_is_no_grade(make_vault: VaultFactory) -> None:
    # a map of content writes « Notes du domaine » beside the project's name: no grade given
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Théo, étudiant à l'école 42.\n",
        "minishell.md": "# Minishell\n\nUn shell en C : pipes, redirections, heredoc.\n",
        "moc-c.md": "---\ntype: moc\n---\n# MOC C\n\nNotes du domaine C : [[minishell]], [[libft]].\n",
        "libft.md": "# Libft\n\nMa bibliothèque C.\n",
    }
    assert not searcher_on(make_vault, files).search("Quelle note il a eue à minishell ?").grounded
    files["minishell.md"] += "\nValidé avec 101/100 (bonus compris).\n"
    assert searcher_on(make_vault, files).search("Quelle note il a eue à minishell ?").grounded


@pytest.mark.parametrize(
    "question",
    [
        "Est-il prêt à déménager n'importe où en France pour une alternance ?",
        "Is he willing to relocate for an apprenticeship?",
    ],
)
def test_moving_for_a_job_is_answered_only_where_the_owner_says_it(
    real_searcher: Searcher, question: str
) -> None:
    # the real CV says « alternance » and « français », never whether he would move: the
    # profile's other words do not answer a personal condition it is silent on
    result = real_searcher.search(question)
    assert not result.grounded and result.sources == []


def test_moving_for_a_job_is_answered_where_the_profile_states_it(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "---\ntitle: À propos\ntype: parcours\n---\nJe suis Inès, technicienne "
            "réseau à Brest.\n\n## Mobilité\n\nPrête à déménager partout en Bretagne pour un CDI.\n",
            "projets.md": "---\ntitle: Application mobile\n---\nUne application mobile de suivi "
            "des marées, en Kotlin.\n",
        },
    )
    for question in ("Est-elle prête à déménager ?", "Is she willing to relocate?"):
        result = searcher.search(question)
        assert result.grounded and result.sources[0].slug == "a-propos", question
    # « mobile » stays an application's word, not a question about moving
    assert searcher.search("A-t-elle fait une application mobile ?").sources[0].slug == "projets"


def test_an_opinion_word_frames_the_question_and_its_topic_stays_asked(make_vault: VaultFactory) -> None:
    # « sa vision de », « son avis sur », "what does she think of": the vault never writes
    # « vision », yet its note on the topic answers; a topic it never treats stays unanswered
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "---\ntitle: Moi\n---\nJe m'appelle Inès, je suis céramiste à Rennes.\n",
            "emaux.md": "---\ntitle: Émaux sans plomb\n---\nJe n'utilise que des émaux sans plomb : "
            "plus sûrs pour la vaisselle, un peu moins brillants.\n",
            "four.md": "---\ntitle: Mon four\n---\nUn four électrique de 80 litres, cuisson à 1 280 °C.\n",
            "raku.md": "---\ntitle: Raku\n---\nLe raku m'a appris la patience : chaque pièce sort unique.\n",
        },
    )
    for question in (
        "Quelle est sa vision des émaux sans plomb ?",
        "Quel est son avis sur les émaux ?",
    ):
        result = searcher.search(question)
        assert result.grounded and result.sources[0].slug == "emaux", question
    result = searcher.search("What does she think of raku?")
    assert result.grounded and result.sources[0].slug == "raku"
    assert not searcher.search("Quelle est sa vision de la porcelaine ?").grounded


def test_a_personal_attribute_is_the_writers_only_when_said_as_theirs(make_vault: VaultFactory) -> None:
    # the profile is silent on children and marriage: a journal entry answers only where the
    # writer says them as theirs (« mes enfants »), not where « enfants » and « je » meet by chance
    journal = {
        "moi.md": "# Moi\n\nJe m'appelle Margot, luthière à Besançon.\n",
        "2026-02-27.md": "Visite d'une classe de CM2 : 24 enfants dans l'atelier, je recommande pas.\n",
        "colle.md": "# Colle de peau\n\nJe la chauffe au bain-marie à 60 °C, pas plus.\n",
        "2025-06-01.md": "Journée compta, je range les factures. Salaire visé : 2 000 € par mois.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(journal)).data))
    assert not searcher.search("A-t-elle des enfants ?").grounded
    assert not searcher.search("Est-elle mariée ?").grounded
    # a labelled sentence is the writer's own field, wherever it sits on its line
    salary = searcher.search("Quel salaire vise-t-elle ?")
    assert salary.grounded and salary.sources[0].slug == "2025-06-01"
    journal["2025-09-01.md"] = "Rentrée : j'ai déposé mes deux enfants à l'école avant l'atelier.\n"
    searcher = Searcher(parse_bundle(build_bundle(make_vault(journal)).data))
    children = searcher.search("A-t-elle des enfants ?")
    assert children.grounded and children.sources[0].slug == "2025-09-01"


def test_a_journal_sentence_without_its_subject_is_the_writers(make_vault: VaultFactory) -> None:
    journal = {
        "moi.md": "# Moi\n\nJe m'appelle Margot, luthière à Besançon.\n",
        "2024-11-03.md": "Adopté un chat !!! Un tigré de 2 ans, je l'ai appelé Copeau. Il dort sur l'établi.",
    }
    for n in range(1, 6):  # a journal of days without a cat
        journal[f"2024-10-0{n}.md"] = f"Atelier : vernis de la guitare n° {n}, ponçage, colle de peau.\n"
    searcher = Searcher(parse_bundle(build_bundle(make_vault(journal)).data))
    pet = searcher.search("A-t-elle un animal ?")
    assert pet.grounded and pet.sources[0].slug == "2024-11-03"
    # not in a note that is no journal entry, nor in a sentence about someone else
    journal["voisin.md"] = journal.pop("2024-11-03.md")
    assert (
        not Searcher(parse_bundle(build_bundle(make_vault(journal)).data))
        .search("A-t-elle un animal ?")
        .grounded
    )
    journal["2024-11-04.md"] = "Le voisin est passé. Il a adopté un chat, un tigré de 2 ans.\n"
    assert (
        not Searcher(parse_bundle(build_bundle(make_vault(journal)).data))
        .search("A-t-elle un animal ?")
        .grounded
    )


def test_a_childhood_is_no_child(make_vault: VaultFactory) -> None:
    # « Je suis un enfant du Rouergue » says where he grew up, not that he has children
    files = {
        "a-propos.md": "# À propos\n\nJe m'appelle Antoine Delmas, journaliste. Je suis un enfant du "
        "Rouergue : j'y ai grandi. Quand j'étais enfant, je lisais La Dépêche.\n",
        "enquete.md": "# Enquête\n\nLe captage d'eau du Célé, trois ans d'enquête.\n",
    }
    assert not searcher_on(make_vault, files).search("Il a des enfants ?").grounded
    files["a-propos.md"] += "\nJ'ai deux enfants, Léo et Anna.\n"
    assert searcher_on(make_vault, files).search("Il a des enfants ?").grounded


def test_a_note_titled_by_the_attribute_asked_answers_for_the_profile(make_vault: VaultFactory) -> None:
    # the now page only links to « Contact » and « Langues »: those pages hold the answers
    searcher = searcher_on(
        make_vault,
        {
            "maintenant.md": "# Maintenant\n\nJe suis luthière à Besançon.\n\n"
            "Me joindre : [[contact|Contact]] · [[langues|Langues]]\n",
            "contact.md": "# Contact\n\nÉcrivez-moi à bonjour@atelier.example ou par le formulaire.\n",
            "langues.md": "# Langues\n\nItalien courant (deux ans à Crémone), anglais correct.\n",
            "2024-05-02.md": "Cours d'italien ce soir, puis contact avec un client de Lyon.\n",
        },
    )
    asked = (("Comment la contacter ?", "contact"), ("Quelles langues parle-t-elle ?", "langues"))
    for question, page in asked:
        result = searcher.search(question)
        assert result.grounded and page in [s.slug for s in result.sources[:2]], question
        answering = {searcher._slug[i] for i in result.answer_notes}
        assert page in answering and "2024-05-02" not in answering, question


def test_a_note_whose_alias_is_the_attribute_asked_answers_for_the_profile(
    english_searcher: Searcher,
) -> None:
    # titled « Disponibilité et tarifs », its alias « Disponibilités » is the attribute asked: the
    # page answers for the profile, ahead of a hobby note and journal days saying « disponible »
    result = english_searcher.search("Quand est-elle disponible ?")
    answering = {english_searcher._slug[i] for i in result.answer_notes}
    assert result.grounded and "Disponibilité et tarifs" in answering
    assert "Disponibilité et tarifs" in [s.slug for s in result.sources[:2]]


def test_each_contact_channel_asked_is_itself(make_vault: VaultFactory) -> None:
    # « Comment la joindre ? » is answered by an email; « son téléphone » is not
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Inès, céramiste à Rennes.\n\nEmail : ines@atelier.example\n",
            "four.md": "# Mon four\n\nUn four électrique de 80 litres.\n",
        },
    )
    assert searcher.search("Comment la joindre ?").grounded
    assert searcher.search("Quel est son email ?").grounded
    assert not searcher.search("Quel est son numéro de téléphone ?").grounded


def test_a_thread_is_no_son(make_vault: VaultFactory) -> None:
    # « fil rouge : » stems as « fils » would: a labelled line about a course is no child
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Adrien, maître de conférences à Montpellier.\n",
            "stats.md": "# Statistiques avec R\n\nJeu de données fil rouge : les mesures d'humidité.\n",
        },
    )
    assert not searcher.search("A-t-il des enfants ?").grounded


def test_explaining_how_something_works_is_asked_of_its_topic(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Fernand, étudiant à l'École 42.\n",
            "serveur.md": "# Mon serveur\n\nJ'explique ici comment fonctionne mon serveur : un reverse "
            "proxy, des conteneurs Docker et une sauvegarde chaque nuit.\n",
        },
    )
    assert not searcher.search("Tu peux m'expliquer comment fonctionne la photosynthèse ?").grounded
    assert searcher.search("Tu peux m'expliquer comment fonctionne son serveur ?").grounded


def test_an_english_word_the_vault_never_writes_weighs_light(make_vault: VaultFactory) -> None:
    # a French vault cannot hold "inspect": the shared terms answer; a name still must be held
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Fernand, étudiant à l'École 42.\n",
            "newsletter.md": "# Newsletter IA\n\nMa newsletter est écrite par un LLM local ; Langfuse "
            "trace chaque génération.\n",
        },
    )
    analysis = searcher.analyser.analyse("How does his newsletter inspect the LLM?")
    light = {u.term for u in analysis.units if u.light}
    assert "inspect" in light and "newslett" not in light
    assert searcher.search("How does his newsletter inspect the LLM?").grounded
    assert not searcher.search("Does his newsletter run on Mailchimp?").grounded


def test_a_noun_whose_complement_the_vault_never_writes_grounds_nothing(
    example_searcher: Searcher, research_searcher: Searcher
) -> None:
    # « le permis de conduire »: « permis » alone is said in passing (« a permis de réduire les
    # relances », « permis Nagoya OK »), and « conduire » is a word the vault never writes (or
    # only guessed, as « conduit »)
    assert not example_searcher.search("A-t-elle le permis de conduire ?").grounded
    assert not research_searcher.search("A-t-il le permis de conduire ?").grounded
    # the noun alone is still found where it is what is asked
    assert example_searcher.search("Quel principe a permis de réduire les relances manuelles ?").grounded


def test_the_noun_a_which_question_asks_for_must_be_a_word_of_the_vault(make_vault: VaultFactory) -> None:
    # the CV speaks of the diploma, never of an « institut »: which one is not in the notes; a
    # period, an amount are values a note writes without the word (« 2014 – 2023 »)
    searcher = searcher_on(
        make_vault,
        {
            "cv.md": "# CV\n\nJe suis Fernand, étudiant à l'École 42.\n\n## Parcours\n\n"
            "2014 – 2023 · Infirmier diplômé d'État, service de gériatrie.\n",
            "projet.md": "# Projet libft\n\nUne bibliothèque C recodée à l'École 42.\n",
        },
    )
    assert not searcher.search("Dans quel institut a-t-il obtenu son diplôme d'infirmier ?").grounded
    assert searcher.search("Sur quelle période a-t-il été infirmier en gériatrie ?").grounded
    assert searcher.search("Quel diplôme d'infirmier a-t-il obtenu ?").grounded


def test_a_place_asked_as_a_noun_is_answered_by_its_name(make_vault: VaultFactory) -> None:
    # « dans quel village ? »: the CV names the place (« à Leucate ») without the word village;
    # a thing the vault never names (« institut ») still is not in the notes
    searcher = searcher_on(
        make_vault,
        {
            "cv.md": "# CV\n\nJe suis Fernand, étudiant à l'École 42.\n\n## Parcours\n\n"
            "1999 – 2012 · Ostréiculture : douze ans dans l'entreprise familiale à Leucate.\n",
            "projet.md": "# Projet libft\n\nUne bibliothèque C recodée à l'École 42.\n",
        },
    )
    result = searcher.search("L'exploitation d'ostréiculture de sa famille, elle était dans quel village ?")
    assert result.grounded and result.sources[0].slug == "cv", result.sources
    assert not searcher.search("Dans quel institut a-t-il appris l'ostréiculture ?").grounded


def test_an_age_is_written_as_a_birth_too(make_vault: VaultFactory) -> None:
    # « né » folds to the negation « ne »: the birth with its year still answers the age
    searcher = searcher_on(
        make_vault,
        {
            "home.md": "# Home\n\nSalut ! Moi c'est Julien Castagnède, photographe à Bordeaux.\n"
            "Né à Dax en 1989, photographe depuis 2013.\n",
            "velo.md": "# Vélo\n\nTrois ans de vélo de route, 5 000 km par an.\n",
        },
    )
    assert searcher.bundle.owner.name == "Julien Castagnède"  # « Moi c'est … », on the home page
    home = searcher.bundle.slug_index["home"]
    for question in ("Quel âge a-t-il ?", "How old is he?"):
        result = searcher.search(question)
        assert result.grounded and result.answer_notes == (home,), question  # not « trois ans de vélo »


def test_children_in_general_are_no_personal_attribute(daily_searcher: Searcher) -> None:
    # « avec les enfants » is an activity the journal tells, « des enfants ? » hers
    assert daily_searcher.search("Que fait-elle avec les enfants à la médiathèque ?").grounded
    assert not daily_searcher.search("A-t-elle des enfants ?").grounded


def test_lessons_to_children_are_no_personal_attribute(gig_searcher: Searcher) -> None:
    # « au enfant » (« aux » typed without its x): lessons for children, not his own
    result = gig_searcher.search("il done des cour de piano au enfant ?")
    assert result.grounded and result.sources[0].slug == "Cours particuliers - infos"
    assert not gig_searcher.search("Il a des enfants ?").grounded


@pytest.mark.parametrize(
    "question", ["Quels sont ses points faibles ?", "A-t-il de l'expérience en management ?"]
)
def test_what_a_profile_never_says_of_the_owner_is_not_answered(
    real_searcher: Searcher, question: str
) -> None:
    # « points faibles » is no « points » and « faibles » in a project note; « en management » is
    # an experience the vault never names, not any « expérience »
    assert not real_searcher.search(question).grounded


@pytest.mark.parametrize(
    ("question", "kind", "noun"),
    [
        ("Combien de coups fait son push_swap pour trier 500 nombres ?", "number", "coups"),
        ("Combien d'abonnés a sa newsletter ?", "number", "abonnes"),  # the elided « d' »
        ("Pendant combien d'années a-t-il été infirmier ?", "number", None),  # a unit: any number
        ("Combien coûte un violon ?", "price", None),  # an amount of money
        ("How many students were in the intake?", "number", "students"),
        ("Comment s'appelle l'entreprise où il a fait son stage ?", "name", "entreprise"),
        ("L'entreprise s'appelle comment ?", "name", "entreprise"),
        ("Comment s'appelle le premier établissement ?", "name", "etablissement"),
        ("Quel est le nom de son chat ?", "name", "chat"),
        ("C'était qui ses coéquipiers ?", "who", "coequipiers"),
        ("Quelle est sa date de naissance ?", "date", "naissance"),
        # a measure of something: a number beside it, in its unit when it has one
        ("C'est quoi la hauteur du mont Blanc ?", "height", "mont"),
        ("Quelle est la surface de l'appartement ?", "area", "appartement"),
        ("Quelle a été la durée de la mission ?", "number", "mission"),
        ("What is the height of the Eiffel tower?", "height", "eiffel"),
        # ... asked « quelle hauteur »: of the thing named after it, or of any word asked
        ("il fait quelle hauteur le clocher de Paulhac ?", "height", "clocher"),
        ("Quel poids fait son vélo ?", "weight", None),
        ("Quelle superficie fait le terrain ?", "area", None),
        # nothing counted after « combien »: a score or a rank, or a duration
        ("Elle a eu combien au JLPT N2 ?", "figure", "jlpt"),  # the score beside the thing named
        ("Elle a été classée combien à l'agrégation ?", "figure", "agregation"),
        ("Son stage a duré combien ?", "duration", None),
        # a score or a rank asked by its name: a number beside that name; a count by « nombre de »
        ("Il a eu quel score à push_swap ?", "figure", "score"),
        ("Et son classement au semi-marathon ?", "figure", "classement"),
        ("C'était quoi son nombre de coups final ?", "number", "coups"),
        ("Quel est le nombre d'étudiants de la promo ?", "number", "etudiants"),
        # the members of what « dans » names; a value and the measures a result is given in
        ("Ils étaient combien dans son équipe pour ft_transcendence ?", "number", "equipe"),
        ("Il a mis quelle valeur de BUFFER_SIZE dans son get_next_line ?", "figure", "buffer"),
        ("Quel R² son modèle a-t-il atteint ?", "figure", "r2"),
        ("Quel taux de réussite au concours ?", "figure", "reussite"),  # (the rate of what follows)
        # people counted by what they are: the participle says who
        ("Combien de personnes sont abonnées à sa newsletter ?", "number", "abonnees"),
        ("How many people are enrolled?", "number", "enrolled"),
        ("Combien de personnes dans son équipe ?", "number", None),
        # a version of a thing, French and English word orders
        ("Quelle version de Python utilise son appli ?", "version", "python"),
        ("Which Home Assistant version does he run?", "version", "assistant"),
        # a budget: an amount of money in a passage about the thing
        ("Quel était le budget des travaux de la cour ?", "price", None),
    ],
)
def test_the_value_a_question_asks_for(question: str, kind: str, noun: str | None) -> None:
    value = asked_value(question)
    assert value is not None and (value.kind, value.noun) == (kind, noun)
    # « combien dans son équipe »: the team holds what is counted, it is not counted itself
    assert value.within == (" dans " in question and "combien" in question and "personnes" not in question)


@pytest.mark.parametrize(
    "question",
    [
        "Comment s'appelle-t-il ?",  # the owner's name: the profile's business
        "Quel est son nom ?",
        "Qui est-elle ?",
        "Quel homme est nommé à la tête de l'État ?",  # appointed, not called
        "Quels sont ses projets ?",
        "Cherche-t-il un poste de longue durée ?",  # no measure of something asked
        "Il a un bon score en maths ?",  # whether, not which score
        "Son livre existe en version numérique ?",  # a form, not a version number
        "Avant la version actuelle, le chatbot fonctionnait comment ?",
    ],
)
def test_questions_asking_no_value(question: str) -> None:
    assert asked_value(question) is None


def _anchor(*terms: str) -> Callable[[str], bool]:
    """As the search reads a written word: its parts (« l'entreprise » holds « entreprise »)."""
    return lambda word: any(part in terms for part in re.split(r"['’-]", word.lower()))


def test_how_much_of_a_measure_asks_it_in_its_unit() -> None:
    # « combien de surface » is an area (« 140 m² »), not a count of the word « surface »
    asked = asked_value("Elle a agrandi sa miellerie, ça fait combien de surface maintenant ?")
    assert asked == AskedValue("area", None)
    about = _anchor("miellerie")
    assert writes_value("La miellerie passe de 60 m² à 140 m² au total.", "area", about, lambda w: False)
    assert not writes_value("La miellerie a été agrandie en 2023.", "area", about, lambda w: False)
    assert asked_value("Combien de poids peut-il porter ?") == AskedValue("weight", None)
    # « combien de kilos d'abeilles » is a weight of bees, not any weight the note writes
    assert asked_value("Un essaim, ça fait combien de kilos d'abeilles ?") == AskedValue("weight", "abeilles")
    text = "Gelée royale : trop de temps pour 2 kg/an.\nConservatoire abeille noire : 30 colonies."
    assert not writes_value(text, "weight", _anchor("abeille", "abeilles"), lambda w: False)
    assert writes_value(
        "Un essaim pèse environ 1,5 kg d'abeilles.", "weight", _anchor("abeilles"), lambda w: False
    )


def test_a_code_is_no_count_of_the_thing_asked() -> None:
    def nothing(word: str) -> bool:
        return False

    # « combien de panneaux ? »: a class's « CM1-CM2 » near « un panneau » counts nothing
    text = "J'ai fait deux interventions en classe de CM1-CM2 pour expliquer comment marche un panneau."
    assert not writes_value(text, "number", _anchor("panneau"), nothing, counted=True)
    assert writes_value("On a posé 42 panneaux sur le préau.", "number", _anchor("panneaux"), nothing)
    assert writes_value("On a posé quarante panneaux.", "number", _anchor("panneaux"), nothing)


def test_a_value_is_written_beside_the_thing_asked() -> None:
    def nothing(word: str) -> bool:
        return False

    # a name right beside the noun; a place three words away names something else
    assert writes_value(
        "Stage chez l'entreprise Béton Conseil à Perpignan.", "name", _anchor("entreprise"), nothing
    )
    assert not writes_value(
        "Douze ans dans l'entreprise familiale à Leucate.", "name", _anchor("entreprise"), nothing
    )
    # a number alone names nothing (« quelle marque de crochets ? »); a name with digits does
    assert not writes_value(
        "Repose à mes frais, crochets à 1,20 m + 1 crochet en bout de rail.",
        "name",
        _anchor("crochet"),
        nothing,
    )
    assert writes_value("Le projet Born2beroot tourne sous Debian.", "name", _anchor("projet"), nothing)
    # « Entreprise : X »: a capital after a colon is a name when the key is the thing asked
    assert writes_value("Entreprise : Supervaltech", "name", _anchor("entreprise"), nothing)
    assert not writes_value("Objectif : Apprendre le C.", "name", _anchor("entreprise"), nothing)
    # an acronym is a kind of thing, not one thing
    assert not writes_value(
        "Automatisation en entreprise (LLM, CRM).", "name", _anchor("entreprise"), nothing
    )
    # a number in the same sentence, within the window; not in the next sentence
    assert writes_value(
        "Une cinquantaine de personnes, vingt minutes.", "number", _anchor("personnes"), nothing
    )
    assert not writes_value("Il trie des piles. Il en a fait 3.", "number", _anchor("piles"), nothing)


def test_a_count_is_given_by_the_list_under_a_label_naming_the_things_counted(
    real_searcher: Searcher,
) -> None:
    def nothing(word: str) -> bool:
        return False

    listed = "Opérations Autorisées :\nsa (swap a): échange.\nsb: échange.\nss: les deux.\npa: pousse."
    assert writes_value(listed, "number", _anchor("opérations"), nothing, counted=True)
    # two items are no list to count, nor is a list under another label
    assert not writes_value(
        "Opérations :\nsa: échange.\nsb: échange.", "number", _anchor("opérations"), nothing, counted=True
    )
    assert not writes_value(
        listed.replace("Opérations Autorisées", "Contraintes"),
        "number",
        _anchor("opérations"),
        nothing,
        counted=True,
    )
    # push_swap's note lists its eleven operations without their number: it answers
    result = real_searcher.search("Dans push_swap, il y a combien d'opérations autorisées sur les piles ?")
    assert result.grounded and result.sources[0].slug == "push-swap"


def test_a_score_or_a_rank_is_no_date_nor_code() -> None:
    def nothing(word: str) -> bool:
        return False

    # « a eu combien au JLPT N2 ? »: the year it was passed, the day of the next session, the
    # level's code are no score
    for text in (
        "Décembre 2012 : JLPT N2, passé à Lyon.",
        "Inscrite au JLPT pour le 3 décembre.",
        "Repères : 2008-2009, JLPT N2.",
        "JLPT N1 en vue.",
    ):
        assert not writes_value(text, "figure", _anchor("jlpt"), nothing), text
    for text in ("JLPT N2 : 142 sur 180.", "Classée 12e à l'agrégation.", "Marathon bouclé en 3h42."):
        assert writes_value(text, "figure", _anchor("jlpt", "agrégation", "marathon"), nothing), text


def test_a_version_stands_against_the_thing_named() -> None:
    def nothing(word: str) -> bool:
        return False

    for text in ("Python 3.10 imposé.", "Le driver est dans Zephyr 4.2.", "Basée sur Zephyr v4.2.1"):
        assert writes_value(text, "version", _anchor("python", "zephyr"), nothing), text
    # the thing named without a number, a number about something else, a year
    for text in (
        "Des scripts Python, et 3 conteneurs Docker.",
        "Python depuis 2023.",
        "J'ai appris Python pendant 42 jours.",
    ):
        assert not writes_value(text, "version", _anchor("python"), nothing), text


def test_a_number_counting_another_noun_is_no_count_of_the_thing_asked() -> None:
    def nothing(word: str) -> bool:
        return False

    # « combien de philosophes ? »: « les deux fourchettes » counts forks
    text = "Chaque philosophe tente d'acquérir les deux fourchettes adjacentes."
    assert not writes_value(text, "number", _anchor("philosophe"), nothing, counted=True)
    assert writes_value(text, "number", _anchor("philosophe"), nothing)  # any number, uncounted
    for text in ("Testé avec 200 philosophes.", "Jusqu'à 3 nouveaux philosophes.", "Philosophes : 200"):
        assert writes_value(text, "number", _anchor("philosophes"), nothing, counted=True), text


def test_a_value_the_question_says_is_no_answer() -> None:
    text = "Trier 500 nombres avec deux piles."
    assert not writes_value(text, "number", _anchor("nombres"), lambda w: w in ("500", "deux"))
    assert writes_value(text, "number", _anchor("nombres"), lambda w: w == "500")  # « deux »


def test_a_value_anywhere_in_a_text_about_the_thing_asked() -> None:
    # the note is titled « Recrutement des participants » and never repeats the word
    text = "Pour une étude qualitative, je vise 6 à 12 personnes par profil."
    assert not writes_value(text, "number", _anchor("participants"), lambda w: False)
    assert writes_value(text, "number", _anchor("participants"), lambda w: False, anywhere=True)


@pytest.mark.parametrize(
    "question",
    [
        "Combien de coups fait son push_swap pour trier 500 nombres ?",  # moves: never written
        "Combien d'abonnés a sa newsletter IA ?",  # the note speaks of subscribers, no number
        "Quelle est sa date de naissance ?",  # the CV gives his age, no date
        "C'était qui ses coéquipiers sur ft_transcendence ?",  # « développé en équipe »: no names
        "Comment s'appelle l'entreprise où il a fait son stage sur le chatbot multi-agent ?",
    ],
)
def test_a_value_the_real_vault_never_writes_is_not_answered(real_searcher: Searcher, question: str) -> None:
    assert not real_searcher.search(question).grounded


@pytest.mark.parametrize(
    "question",
    [
        "Combien d'exercices compte le projet NetPractice ?",
        "Comment s'appelle le script de surveillance à écrire dans Born2beroot ?",  # monitoring.sh
        "Pendant combien d'années a-t-il été infirmier ?",  # « 10 ans en gériatrie »
    ],
)
def test_a_value_the_real_vault_writes_is_answered(real_searcher: Searcher, question: str) -> None:
    assert real_searcher.search(question).grounded


def test_a_count_is_of_the_noun_counted_not_of_its_topic(make_vault: VaultFactory) -> None:
    # « étudiants » shares the lexicon's topic of study with « école », « formation »: a number
    # beside those (« 5e année », « 24 h ») counts no students
    files = {
        "a-propos.md": "---\ntitle: À propos\ntype: parcours\n---\nJe suis Hélène, ingénieure "
        "en systèmes embarqués à Grenoble.\n",
        "enseignement.md": "---\ntitle: Enseignement à Polytech\n---\nDepuis 2021, je suis "
        "vacataire à Polytech Grenoble, école d'ingénieurs, en 5e année : 24 h de cours par an "
        "sur les systèmes temps réel.\n",
    }
    question = "Combien d'étudiants elle a dans son cours à Polytech ?"
    assert not searcher_on(make_vault, files).search(question).grounded
    files["enseignement.md"] = files["enseignement.md"].replace("par an", "par an, pour 32 étudiants")
    assert searcher_on(make_vault, files).search(question).grounded


def test_a_value_is_not_required_without_a_profile(make_vault: VaultFactory) -> None:
    # an encyclopedia names a thing sentences away from the word asked: no owner, no rule
    searcher = searcher_on(
        make_vault,
        {
            "prefecture.md": "---\ntitle: Préfecture\n---\nLe préfet de région siège à Rennes. "
            "Depuis 2023, cette fonction est occupée par Amélie Durand, ancienne rectrice.\n",
            "port.md": "---\ntitle: Port\n---\nLe port de commerce accueille les ferries.\n",
        },
    )
    assert not searcher.bundle.owner.profiles
    assert searcher.search("Comment s'appelle le préfet de région ?").grounded


def test_a_name_the_personal_vault_never_mentions_is_not_answered_by_a_shared_word(
    decimal_searcher: Searcher,
) -> None:
    # « capitale » meets the company's « capital social »; « Australie » is nowhere in the vault
    assert not decimal_searcher.search("c'est quoi la capitale de l'Australie ?").grounded
    # the same frame with a name the vault writes is answered
    assert decimal_searcher.search("Quel est le capital de Dômes Ops ?").grounded


def test_a_thing_the_owner_is_asked_to_have_that_the_vault_never_names(
    real_searcher: Searcher, dendron_searcher: Searcher
) -> None:
    # the web-hosting page says the site uses no public cloud « (Azure, AWS, GCP) » and renews
    # SSL « certificats »: « certification » is no typo of « certificat », and no note has one
    analysed = real_searcher.analyser.analyse("A-t-il une certification AWS ou Azure ?")
    assert not any(r.startswith("fuzzy:certification") for r in analysed.reasons)
    assert real_searcher.analyser.owned_noun("A-t-il une certification AWS ou Azure ?") == "certific"
    assert not real_searcher.search("A-t-il une certification AWS ou Azure ?").grounded
    # ... and won: « Il a passé une certification cloud ? » asks him to have one as well
    passed = "Il a passé une certification cloud, genre AWS ou Azure ?"
    assert real_searcher.analyser.owned_noun(passed) == "certific"
    assert not real_searcher.search(passed).grounded
    # a thing the vault does name is still looked for (« Ma chienne : … », « perso.chien »)
    assert dendron_searcher.search("Elle a un chien ?").grounded


@pytest.mark.parametrize(
    ("question", "noun"),
    [
        ("A-t-il une certification AWS ?", "certific"),
        ("Elle a un chien ?", "chien"),
        ("Does she have a car?", None),  # read as French, "car" is the stop word « car »
        ("A-t-il le permis ?", None),  # « le »: the one asked about, not one to have
    ],
)
def test_the_thing_a_question_asks_the_owner_to_have(
    real_searcher: Searcher, question: str, noun: str | None
) -> None:
    found = real_searcher.analyser.owned_noun(question)
    assert (found is None) if noun is None else (found == noun)


def test_the_owners_family_is_said_in_their_voice(phone_searcher: Searcher, stage_searcher: Searcher) -> None:
    # « son père » is the owner's: « 1ère soirée futurs papas » answers nothing of him
    a = phone_searcher.analyser.analyse("Comment va son père ?")
    assert [u.term for u in a.units if u.personal] == ["pere"]
    assert not phone_searcher.search("Comment va son père ?").grounded
    # « ma fille » is the visitor's, « la compagnie » no partner: nothing personal asked
    question = "Ma fille veut passer l'audition d'entrée au conservatoire, elle peut l'aider à se préparer ?"
    assert not any(u.personal for u in stage_searcher.analyser.analyse(question).units)
    assert stage_searcher.search(question).grounded


def test_a_service_at_home_is_no_address(phone_searcher: Searcher) -> None:
    # « visites à domicile » is a service (the FAQ's « Vous venez à domicile ? Oui, le mercredi »)
    a = phone_searcher.analyser.analyse("Elle fait des visites à domicile ?")
    assert not any(u.personal for u in a.units)
    assert phone_searcher.search("Comment elle se déplace pour les visites à domicile ?").grounded
    # « son domicile » is her address
    assert any(u.personal for u in phone_searcher.analyser.analyse("Où est son domicile ?").units)


def test_the_hours_of_a_phone_line_are_no_phone_number(coach_searcher: Searcher) -> None:
    # « à quelle heure » asks the hours the page « Horaires & saison 2026 » lists, not his number
    result = coach_searcher.search("On peut vous joindre par téléphone à quelle heure ?")
    assert result.grounded and result.sources[0].slug == "Horaires & saison 2026"


def test_a_practice_and_an_appointment_asked_in_english(
    kine_searcher: Searcher, phone_searcher: Searcher
) -> None:
    result = kine_searcher.search("Where is her practice located?")
    assert result.grounded and "infos pratiques cabinet" in [s.slug for s in result.sources[:3]]
    practice = phone_searcher.search("Where is her practice?")
    assert "Horaires et accès" in [s.slug for s in practice.sources[:2]]
    assert "rend" in phone_searcher.analyser.analyse("Can I book an appointment online?").tokens
    # a book is no booking
    assert "rend" not in phone_searcher.analyser.analyse("What's her book about?").tokens


@pytest.mark.parametrize(
    ("text", "height"),
    [
        ("Le Mont-Blanc culmine à 4 808 m.", True),
        ("Le mont Blanc : 4808m, le toit des Alpes.", True),
        ("2022 : Marathon du Mont-Blanc (42 km), 5h58.", False),  # a distance run, no height
        ("Un livre sur le Mont-Blanc pour papa, 25 €.", False),
    ],
)
def test_a_measure_asked_is_a_number_in_its_unit(text: str, height: bool) -> None:
    value = asked_value("C'est quoi la hauteur du mont Blanc ?")
    assert value == AskedValue("height", "mont")

    def anchor(word: str) -> bool:
        return word.casefold() in ("mont", "mont-blanc", "blanc")

    assert writes_value(text, value.kind, anchor, lambda word: False) is height
    # a measure without a unit of its own is any number (« la population de Lyon »)
    assert asked_value("Quelle est la population de Lyon ?") == AskedValue("number", "lyon")


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How many kilos of beans did he order from Guatemala?", "weight"),
        ("Combien de tonnes de chocolat sortent de l'atelier ?", "weight"),
        ("combien de km fait la rando ?", "length"),
        ("Combien d'hectares fait le domaine ?", "area"),
        ("how many are there?", "number"),  # "are" is no unit here
    ],
)
def test_a_unit_counted_asks_a_measure_in_it(question: str, kind: str) -> None:
    value = asked_value(question)
    assert value is not None and value.kind == kind
    if kind == "weight":
        # « 1,200 kg of fermented beans » tells it beside the beans, « 18 bags » does not
        def anchor(word: str) -> bool:
            return word.casefold() in ("beans", "chocolat")

        assert writes_value("- 1,200 kg of fermented beans", kind, anchor, lambda word: False)
        assert not writes_value("- 18 bags of beans", kind, anchor, lambda word: False)


def test_an_emergency_is_no_injury(make_vault: VaultFactory) -> None:
    # « en cas d'urgence » and « aux urgences » stem alike: neither tells an injury
    files = {
        "profil.md": "---\ntype: parcours\n---\n# Profil\n\nJe suis Mathieu, guide de canyon à Briançon.\n",
        "horaires.md": "# Horaires & saison 2026\n\nSaison 2026 : d'avril à octobre. En cas d'urgence "
        "pendant la saison, appelez le 06 00 00 00 00.\n",
    }
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("Il s'est blessé cette saison ?").grounded


def test_something_asked_of_the_owner_s_kin_needs_more_than_their_name(make_vault: VaultFactory) -> None:
    files = {
        "profil.md": "---\ntype: parcours\n---\n# Profil\n\nJe suis Mathieu, guide à Briançon. "
        "Famille : pacsé avec Claire, infirmière ; notre fille Léa a 8 ans.\n",
    }
    for n in range(4):  # « école » is a common word of this vault, « fille » a rare one
        files[f"ecole-{n}.md"] = f"# Grimpe à l'école {n}\n\nUn cycle d'escalade avec l'école primaire {n}.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("Sa fille va dans quelle école ?").grounded
    # what the profile says of her still answers
    assert searcher.search("Quel âge a sa fille ?").grounded


def test_something_asked_of_the_owner_s_kin_is_held_beside_them(make_vault: VaultFactory) -> None:
    # the profile's « Métier » line is the owner's; the line naming the parents tells no trade
    files = {
        "profil.md": "---\ntype: parcours\n---\n# Profil\n\n## Identité\n\n- Nom : Mathieu Lacombe\n"
        "- Métier : moniteur d'escalade\n\n## Famille\n\n- pacsé avec Claire\n"
        "- mes parents sont toujours à Saint-Étienne\n",
    }
    for n in range(4):  # « métier » and « parents » are rare words of this vault
        files[f"sortie-{n}.md"] = f"# Sortie {n}\n\nUne journée de grimpe à Céüse avec le groupe {n}.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("Ses parents font quoi comme métier ?").grounded
    # the owner's own trade still answers
    assert searcher.search("Quel est son métier ?").grounded
    # « sa compagnie » is a theatre company, not the owner's kin (OWN_SENSE): its show may be told
    # in a section of its own
    files["profil.md"] = (
        "---\ntype: parcours\n---\n# Profil\n\n## Compagnie\n\nJe suis Lina, j'ai fondé ma compagnie "
        "en 2019 à Briançon.\n\n## Spectacles\n\nNotre spectacle « Nuit blanche », on le joue depuis 2021.\n"
    )
    searcher = searcher_on(make_vault, files)
    assert searcher.search("Quel spectacle joue sa compagnie ?").grounded


def test_a_noun_and_its_adjective_are_one_thing_held(make_vault: VaultFactory) -> None:
    # the owner's trade (« architecture intérieure ») is in every note: holding it is not
    # holding a prize won in it
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Camille, architecte d'intérieur à Lyon : "
        "l'architecture intérieure de petits logements.\n",
        "collaborations.md": "# Collaborations\n\nEn architecture intérieure, je travaille avec un menuisier "
        "et une électricienne.\n",
    }
    for n in range(20):  # the trade's words in two notes of 22: rare enough to weigh
        files[f"projet-{n}.md"] = f"# Projet {n}\n\nUn appartement rénové, rue {n}, cuisine ouverte.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search(
        "A-t-elle déjà remporté un prix ou un concours d'architecture intérieure ?"
    ).grounded
    # the trade itself, asked, is still answered
    assert searcher.search("Fait-elle de l'architecture intérieure ?").grounded


def test_a_noun_without_its_rarer_adjective_is_another_thing(make_vault: VaultFactory) -> None:
    # « service militaire »: the archives' « service » and the monuments' « militaire », each
    # without the other, tell nothing of where he did his military service
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Bernard, cheminot retraité à Murat.\n",
        "archives.md": "# Archives\n\nLe service des archives départementales ouvre le mardi : les "
        "registres paroissiaux s'y consultent sur rendez-vous.\n",
        "dépôt.md": "# Le dépôt\n\nLe service de la traction occupait quarante agents au dépôt.\n",
        "monuments.md": "# Monuments aux morts\n\nUn sculpteur local, un style militaire, des "
        "souscriptions ouvertes en 1919.\n",
    }
    for n in range(20):
        files[f"sortie-{n}.md"] = f"# Sortie {n}\n\nUne randonnée au col {n}, le long de la voie.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("Il a fait son service militaire où ?").grounded
    # a note holding both answers
    files["jeunesse.md"] = "# Jeunesse\n\nJ'ai fait mon service militaire à Tarbes en 1974.\n"
    searcher = searcher_on(make_vault, files)
    assert searcher.search("Il a fait son service militaire où ?").grounded


def test_an_adjective_that_only_stresses_its_noun_names_no_other_thing(make_vault: VaultFactory) -> None:
    # « une bière spéciale pour le carnaval »: the carnival beer's note never writes « spéciale »
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Benoît, brasseur à Faulx.\n",
        "lurone.md": "# La Lurone, bière du carnaval\n\nUne blonde légère brassée pour le carnaval de "
        "Faulx, vendue en mars.\n",
    }
    for n in range(20):
        files[f"biere-{n}.md"] = f"# Bière {n}\n\nUne bière de garde numéro {n}, brassée au printemps.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("Y a une bière spéciale pour le carnaval ?")
    assert result.grounded and result.sources[0].slug == "lurone"
    # (a restricting one still restricts: test_a_noun_without_its_rarer_adjective_is_another_thing)


def test_an_unwritten_adjective_on_a_noun_a_note_is_named_by_only_says_which_kind(
    make_vault: VaultFactory,
) -> None:
    # « une console numérique »: the vault never writes « numérique », but it has a page named
    # « Consoles »; the adjective says which kind, it does not make the consoles another thing
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Yann, régisseur son à Angers.\n",
        "Consoles.md": "# Consoles\n\nEn live je mixe sur une Yamaha QL1, achetée en 2024.\n",
        "astres.md": "# Ciel\n\nLe signe de la pluie : les hirondelles volent bas.\n",
    }
    for n in range(20):
        files[f"concert-{n}.md"] = f"# Concert {n}\n\nUn concert de {n} groupes, deux scènes, une régie.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("il sait se servir d'une console numérique ? laquelle ?")
    assert result.grounded and result.sources[0].slug == "Consoles"
    # a noun no note is named by is still another thing under an unwritten adjective
    assert not searcher.search("C'est quoi son signe astrologique ?").grounded


def test_a_value_of_a_thing_a_note_is_named_by_is_given_beside_it(make_vault: VaultFactory) -> None:
    # the water-rocket video's note gives no view count; the mayonnaise video's count is its own
    files = {
        "Bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe suis Léa, professeure de physique et vidéaste.\n",
        "Video-Fusees-a-eau.md": "# Vidéo « Fusée à eau »\n\nTournée en mai 2023 dans le jardin. "
        "Action-réaction, rôle de la quantité d'eau, pourquoi il faut des ailerons.\n",
        "Video-Mayonnaise.md": "# Vidéo « Pourquoi ta mayonnaise rate »\n\nC'est la vidéo la plus vue "
        "de la chaîne : 610 000 vues. On la rattrape avec une cuillère d'eau.\n",
    }
    for n in range(10):
        files[f"cours-{n}.md"] = f"# Cours {n}\n\nUne séance de travaux pratiques, salle {n}.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("Sa vidéo sur les fusées à eau, elle a fait combien de vues ?").grounded
    assert searcher.search("Sa vidéo sur la mayonnaise, elle a fait combien de vues ?").grounded


def test_a_price_of_a_thing_a_note_is_named_by_is_given_beside_it(make_vault: VaultFactory) -> None:
    # the festival's note gives no ticket price; the bio's fee sits by another « place »
    files = {
        "À propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Hugo, ingénieur du son. "
        "Mon premier cachet, sur la place de Montreuil-Bellay : 110 € net. Puis des festivals "
        "l'été, dont les Rives Sonores depuis 2018.\n",
        "Les Rives Sonores.md": "# Les Rives Sonores\n\nFestival de folk au bord de la Loire, "
        "4 000 personnes par soir. Je tiens la régie du plateau 2.\n",
        "Tarifs.md": "# Tarifs\n\nUne journée de régie au festival Jazz en Loire : 350 €.\n",
    }
    for n in range(10):
        files[f"concert-{n}.md"] = f"# Concert {n}\n\nUn concert de {n} groupes, deux scènes.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("combien coûte une place pour le festival les Rives Sonores ?").grounded
    assert searcher.search("combien coûte une journée de régie au festival Jazz en Loire ?").grounded


def test_a_favourite_is_held_beside_the_kind_asked(make_vault: VaultFactory) -> None:
    # « préféré » qualifies the noun before it: a glossary's favourite indicator is no film
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Léa, professeure de chimie à Tours. "
        "Mon livre préféré : Sept brèves leçons de physique.\n",
        "ph.md": "# pH\n\nMesure l'acidité d'une solution. Indicateur maison préféré : le jus de "
        "chou rouge.\n",
    }
    # a film said in passing, deep in a long note: the vault knows the word
    files["voyage.md"] = (
        "# Voyage au CERN\n\n"
        + " ".join(f"Le groupe {n} a visité la salle {n} avec les élèves." for n in range(30))
        + " J'aurais voulu filmer leur tête.\n"
    )
    for n in range(20):  # « préféré » in two notes of 23: rare enough to weigh
        files[f"cours-{n}.md"] = f"# Cours {n}\n\nUne séance de travaux pratiques, salle {n}.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("C'est quoi son film préféré ?").grounded
    assert searcher.search("C'est quoi son livre préféré ?").grounded


@pytest.mark.parametrize(
    "question",
    [
        "question bizarre mais elle est gauchère ?",
        "Petite question : elle est gauchère ?",
        "J'ai une question, elle est gauchère ?",
        "Quick question, is she gauchère?",
    ],
)
def test_a_preamble_announcing_the_question_asks_nothing(phone_searcher: Searcher, question: str) -> None:
    tokens = phone_searcher.analyser.analyse(question).tokens
    assert not {"question", "bizarr", "petit", "quick"} & set(tokens)
    assert any(t.startswith("gauch") for t in tokens)


@pytest.mark.parametrize(
    ("question", "personal"),
    [
        ("elle tatoue les mineurs avec autorisation des parents ?", False),  # of the parents
        ("elle tatoue les mineurs avec autorisation des parent ?", False),
        ("elle a des enfants ?", True),  # hers
        ("elle veut des enfants ?", True),
    ],
)
def test_kin_after_des_is_the_owners_only_after_having(
    phone_searcher: Searcher, question: str, personal: bool
) -> None:
    units = phone_searcher.analyser.analyse(question).units
    kin = [u for u in units if u.term.startswith(("parent", "enfant"))]
    assert kin and kin[0].personal is personal


def test_a_question_about_questions_keeps_the_word(phone_searcher: Searcher) -> None:
    assert "question" in phone_searcher.analyser.analyse("une question sur ses tarifs ?").tokens


def test_a_word_the_vault_never_writes_qualifying_a_plural_noun_is_asked_with_it(
    make_vault: VaultFactory,
) -> None:
    # « des gens célèbres »: the flash day's « les gens ont adoré » holds people, not famous ones
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Solène, tatoueuse à Angoulême.\n",
        "flash.md": "# Flash day\n\nJ'ai tatoué 19 personnes ce samedi, les gens ont adoré les bouquets.\n",
    }
    for n in range(10):
        files[f"journal-{n}.md"] = f"# Jour {n}\n\nSéance de dessin numéro {n} au studio.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("elle a déjà tatoué des gens célèbres ?").grounded
    # ... not a word of place nor a plural verb: « les gens lyonnais », « les gens paient »
    analysed = searcher.analyser.analyse("elle tatoue des gens lyonnais, ils viennent dedans ?")
    assert not analysed.phrases
    assert searcher.search("elle a déjà tatoué des gens ?").grounded


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("Pourquoi a-t-elle arrêté de travailler en 2021 ?", "arrete"),
        ("Pourquoi elle n'a pas couru de trail cette année ?", "couru"),
        ("Pourquoi Fernand a changé de métier ?", "change"),
        ("Pourquoi la boulangerie sera fermée en janvier ?", "fermee"),
        ("Pourquoi préfère-t-il héberger sa domotique lui-même ?", "heberger"),
        ("Pourquoi ne pas avoir simplement pris Mailchimp ?", "pris"),
        ("Why did she quit her job?", "quit"),
        # a subject of four words; « qu'il utilisait » is a relative clause, no inverted verb
        ("Pourquoi le bot du site a lâché la base vectorielle qu'il utilisait avant ?", "lache"),
        ("pourquoi il livre plus l'auberge des tilleuls ?", "livre"),  # no auxiliary
        ("Pourquoi du mélèze pour un escalier dehors ?", None),
        ("Où a-t-elle travaillé en 2021 ?", None),
    ],
)
def test_the_event_a_why_question_asks_about(question: str, verb: str | None) -> None:
    assert asked_cause(question) == verb


def test_a_cause_is_asked_of_an_event_the_note_tells(make_vault: VaultFactory) -> None:
    # the CV writes « 2021 » and a job (« poste » stands for « travailler »): it tells no stop,
    # so it cannot tell why she stopped
    files = {
        "cv.md": "---\ntype: parcours\n---\n# CV\n\n- 2019 – 2021 : poste de chargée d'études, Lyon\n"
        "- 2021 – 2024 : poste de consultante UX, Grenoble\n",
        "pause.md": "# Une pause\n\nEn 2016, j'ai arrêté de travailler six mois parce que mon père "
        "était malade.\n",
    }
    for n in range(6):
        files[f"etude-{n}.md"] = f"# Étude {n}\n\nDes entretiens avec des usagers du tram, ligne {n}.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("Pourquoi a-t-elle arrêté de travailler en 2021 ?").grounded
    # the note telling the stop answers why
    result = searcher.search("Pourquoi a-t-elle arrêté de travailler en 2016 ?")
    assert result.grounded
    assert result.sources[0].slug == "pause"


def test_a_cause_is_asked_of_the_event_in_its_own_words(make_vault: VaultFactory) -> None:
    # « quitter » and « changer » are one group of the lexicon (a job left), but a note saying she
    # changed teams at Mobilis does not tell that she left it, let alone why
    files = {
        "cv.md": "---\ntype: parcours\n---\n# CV\n\nDesigner UX à Nantes.\n",
        "mobilis.md": "# Mobilis\n\nChez Mobilis, j'ai changé d'équipe deux fois : billettique puis "
        "design system.\n",
    }
    for n in range(6):
        files[f"projet-{n}.md"] = f"# Projet {n}\n\nUn audit d'accessibilité pour la ville, lot {n}.\n"
    assert not searcher_on(make_vault, files).search("Pourquoi a-t-elle quitté Mobilis ?").grounded
    # another form of the verb, or a word of its family, tells the event
    files["mobilis.md"] += "\nJ'ai fini par quitter Mobilis en 2024, usée par les réunions.\n"
    result = searcher_on(make_vault, files).search("Pourquoi a-t-elle quitté Mobilis ?")
    assert result.grounded
    assert result.sources[0].slug == "mobilis"


def test_a_noun_s_complement_says_which_one_is_asked(make_vault: VaultFactory) -> None:
    # « une séance photo de naissance »: the rates price wedding and portrait sessions, and the
    # vault speaks of a birth elsewhere; a session of another kind is no answer
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Julien, photographe à Bordeaux.\n",
        "tarifs.md": "# Tarifs\n\n- séance photo de mariage : 1 650 €\n- séance photo portrait : 150 €\n",
        "journal.md": "# Journal\n\nLa naissance de ma nièce en mars, puis un repas avec mes collègues.\n",
    }
    for n in range(6):
        files[f"mariage-{n}.md"] = f"# Mariage {n}\n\nUn reportage à Saint-Émilion, château {n}.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("Combien coûte une séance photo de naissance ?").grounded
    # the kind the rates name is answered
    assert searcher.search("Combien coûte une séance photo de mariage ?").grounded
    # « un groupe de collègues »: the group gathers the people, it is no kind of them (a price
    # « le groupe » answers); « la liste de ses mariages » neither
    assert searcher.analyser.analyse("Et pour un groupe de collègues, en privé ?").complements == frozenset()
    assert searcher.analyser.analyse("Donne la liste de ses mariages").complements == frozenset()


def test_a_noun_s_complement_is_written_in_the_same_sentence(make_vault: VaultFactory) -> None:
    # « des cours de mandoline »: a life story telling university lessons (« les cours
    # d'acoustique ») and, a sentence later, a mandolin bought in Dublin gives no such lessons
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Lise, luthière à Dieulefit.\n",
        "parcours.md": "# Parcours\n\nÀ la fac, j'ai surtout aimé les cours d'acoustique. Puis je suis "
        "partie à Dublin, où j'ai acheté une mandoline d'étude.\n",
    }
    for n in range(8):
        files[f"guitare-{n}.md"] = f"# Guitare {n}\n\nUne table en épicéa, un manche en noyer {n}.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("Elle donne des cours de mandoline ?").grounded
    # said in one sentence, the lessons are these
    files["atelier.md"] = "# L'atelier\n\nLe mercredi, je donne des cours de mandoline aux débutants.\n"
    searcher = searcher_on(make_vault, files)
    assert searcher.search("Elle donne des cours de mandoline ?").grounded


def test_an_activity_the_vault_never_writes_is_not_answered_by_its_place_and_season(
    make_vault: VaultFactory,
) -> None:
    # « Il fait du ski ? » asks whether he practises it: a memory of a winter at the ski
    # resort holds the place and the season, never the sport
    searcher = searcher_on(
        make_vault,
        {
            "Qui suis-je.md": "# Qui suis-je\n\nJe suis Bernard, cheminot retraité, guide de randonnée.\n",
            "L'hiver 1985 au Lioran.md": "# L'hiver 1985 au Lioran\n\nEn janvier 1985, le froid a bloqué "
            "la ligne au Lioran pendant trois jours. Moins vingt-cinq, des congères de trois mètres.\n",
            "Randonnées.md": "# Randonnées\n\nJe guide des randonnées l'hiver comme l'été, au Lioran.\n",
        },
    )
    assert searcher.analyser.owned_noun("Il fait du ski l'hiver au Lioran ?") == "ski"
    assert not searcher.search("Il fait du ski l'hiver au Lioran ?").grounded
    assert searcher.search("Il fait de la randonnée l'hiver au Lioran ?").grounded


def test_knowing_is_the_frame_of_a_skill_asked_and_a_place_recommended_is_asked(
    make_vault: VaultFactory,
) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Qui suis-je.md": "# Qui suis-je\n\nJe suis Bernard, ingénieur SNCF retraité, à Murat.\n",
            "Le poste de Clermont.md": "# Le poste de Clermont (1992)\n\nJ'ai été chef de projet du "
            "nouveau poste de signalisation ferroviaire à relais de Clermont-Ferrand.\n",
            "Murat.md": "# Murat\n\nUne bonne ville pour marcher, avec une bonne boulangerie.\n",
        },
    )
    # the vault never writes « connaissance »: « s'y connaît » asks a skill, the skill is the words
    analysed = searcher.analyser.analyse("Il s'y connaît vraiment en signalisation ferroviaire ?")
    assert analysed.owner == "pronoun:il"
    assert all(u.light for u in analysed.units if u.term.startswith("connaiss"))
    assert searcher.search("Il s'y connaît vraiment en signalisation ferroviaire ?").grounded
    # « Tu connais une bonne pizzeria ? » asks for one: the vault never names any
    assert searcher.analyser.owned_noun("Tu connais une bonne pizzeria à Murat ?") == "pizzeria"
    assert not searcher.search("Tu connais une bonne pizzeria à Murat ?").grounded


def test_a_note_named_by_the_attribute_in_the_first_person_is_the_owners(make_vault: VaultFactory) -> None:
    # « Loisirs et collections » never says « mes loisirs »: named by them and written « je », or
    # naming the owner in full, it is the owner's page on them; the same list of another is not
    def searcher(voice: str) -> Searcher:
        return searcher_on(
            make_vault,
            {
                "moi.md": "---\ntitle: Qui suis-je\ntype: parcours\n---\nJe m'appelle Bernard Chassang, "
                "ancien cheminot, à la retraite à Murat depuis 2015.\n",
                "loisirs-et-collections.md": f"---\ntitle: Loisirs et collections\n---\n{voice} :\n\n"
                "- la randonnée le mercredi ;\n- les cartes postales anciennes du Cantal ;\n"
                "- le jardin derrière la maison.\n",
            },
        )

    assert searcher("Voici ce qui me tient occupé").search("Quels sont ses loisirs ?").grounded
    assert searcher("Voici ce qui occupe Bernard Chassang").search("Quels sont ses loisirs ?").grounded
    assert not searcher("Voici ce qui occupe Guy").search("Quels sont ses loisirs ?").grounded


def test_an_attribute_of_the_people_asked_about_is_not_the_owners(make_vault: VaultFactory) -> None:
    # « des personnes handicapées » are his public: the project note answers, as the profile
    # would have to for « Il a un handicap ? »
    searcher = searcher_on(
        make_vault,
        {
            "cv.md": "---\ntitle: CV\ntype: cv\n---\nMathieu Lacombe, guide de haute montagne à Briançon. "
            "Moniteur d'escalade depuis 2012.\n",
            "ime.md": "---\ntitle: Grimpe pour tous - IME Gap\ntags: [handicap]\n---\n"
            "J'encadre l'escalade adaptée pour des jeunes handicapés de l'IME de Gap, démarrée après "
            "la formation FFME Escalade et handicap.\n",
            "voies.md": "---\ntitle: Grande voie\n---\nTête d'Aval, voie normale, huit longueurs.\n",
        },
    )
    units = searcher.analyser.analyse("Il sait encadrer des personnes handicapées ?").units
    assert not any(u.personal for u in units)
    assert searcher.search("Il sait encadrer des personnes handicapées ?").grounded


def test_quality_after_a_noun_is_its_complement_not_the_owners_qualities(make_vault: VaultFactory) -> None:
    # « contrôles qualité » is quality control: a lab note answers it, not the profile alone
    files = {
        "moi.md": "# Moi\n\nJe m'appelle Benoît, brasseur à Namur. Rigoureux et curieux.\n",
        "labo.md": "# Labo\n\nContrôle qualité de chaque brassin : pH, densité, test à l'iode.\n",
    }
    for n in range(1, 6):
        files[f"recette-{n}.md"] = f"# Recette {n}\n\nEmpâtage à 63 °C, brassin de {n} hl.\n"
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Benoît")
    assert not searcher.analyser.analyse("Quels contrôles qualité il fait sur ses brassins ?").personal
    result = searcher.search("Quels contrôles qualité il fait sur ses brassins ?")
    assert result.grounded and result.sources[0].slug == "labo"
    # the owner's own qualities are still a personal attribute
    assert searcher.analyser.analyse("Quelles sont ses principales qualités ?").personal
    # « la qualité de sa bière » is the beer's, its complement says
    assert searcher.analyser.analyse("Quelle est sa qualité principale ?").personal
    assert not searcher.analyser.analyse("Comment il contrôle la qualité de sa bière ?").personal
    # ... and so is « la qualité de ce que… »: of what the relative clause names
    assert not searcher.analyser.analyse("Il s'appuie sur quoi pour la qualité de ce qu'il brasse ?").personal


def test_children_are_written_as_a_son_or_a_daughter_of_the_owner(make_vault: VaultFactory) -> None:
    # « notre fille Zoé » answers « A-t-elle des enfants ? » (the light stemmer makes « fille » a
    # « fil »); another person's « deux ados » does not
    files = {
        "moi.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Séverine, traductrice. Je vis à Morges "
        "avec Marco, notre fille Zoé et le chat Brioche.\n",
        "sabine.md": "# Sabine Keller\n\nCollègue interprète, deux ados, vit à Berne.\n",
        "fil.md": "# Projet\n\nLe fil rouge du guide : une fiche par canton.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Séverine")
    result = searcher.search("Est-ce qu'elle a des enfants ?")
    assert result.grounded and "moi" in {s.slug for s in result.sources[:2]}
    # ... as does a profile in the third person: « avec son compagnon Marco et leur fille Zoé »
    files["moi.md"] = (
        "---\ntype: parcours\n---\n# À propos\n\nSéverine Aubry, 41 ans, traductrice. Elle vit à Morges avec "
        "son compagnon Marco et leur fille Zoé.\n"
    )
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Séverine")
    result = searcher.search("Est-ce qu'elle a des enfants ?")
    assert result.grounded and "moi" in {s.slug for s in result.sources[:2]}
    files["moi.md"] = "---\ntype: parcours\n---\n# À propos\n\nJe suis Séverine, traductrice à Morges.\n"
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Séverine")
    assert not searcher.search("Est-ce qu'elle a des enfants ?").grounded


def test_a_gerund_is_the_circumstance_not_the_thing_asked(make_vault: VaultFactory) -> None:
    # « blessée en courant »: a glossary's « courant » (electric current) is no injury
    files = {
        "moi.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Séverine, traductrice à Morges.\n",
        "ferroviaire.md": "# Ferroviaire\n\nGlossaire : caténaire, courant de traction, aiguillage.\n",
        "trail.md": "# Trail\n\nJe cours dans le Jura, 40 km par semaine.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Séverine")
    units = {u.term: u for u in searcher.analyser.analyse("Elle s'est déjà blessée en courant ?").units}
    assert units["courant"].light
    assert not searcher.search("Elle s'est déjà blessée en courant ?").grounded


def test_what_a_thing_is_there_for_is_no_term_of_the_answer(make_vault: VaultFactory) -> None:
    # « un profil GitHub à consulter » asks for the profile; « consulter », a word this vault
    # never writes, is the visitor's looking
    files = {
        "moi.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Séverine. GitHub : github.com/sev.\n",
        "a.md": "# Outil A\n\nScript publié sur GitHub.\n",
        "b.md": "# Outil B\n\nAutre script, lui aussi sur GitHub.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Séverine")
    question = "Elle a un profil GitHub à consulter ?"
    assert "consult" not in {u.term for u in searcher.analyser.analyse(question).units}
    result = searcher.search(question)
    assert result.grounded and result.sources[0].slug == "moi"


def test_a_profile_that_speaks_of_the_attribute_without_answering_leaves_it_to_the_owners_notes(
    make_vault: VaultFactory,
) -> None:
    # the about page says « remote » but not how much; the services page, in her own voice, says
    # « full remote »: it answers, as it would were the profile silent
    vault = {
        "À propos.md": "# À propos\n\nJe m'appelle Maëlle Guillou, développeuse à Nantes. Remote-friendly.\n",
        "Services.md": "# Services\n\nJe travaille en remote : full remote OK partout en France.\n",
        "Liens.md": "# Liens\n\n- un article sur le remote\n",
    }
    searcher = searcher_on(make_vault, vault)
    result = searcher.search("Vous acceptez le full remote ?")
    assert result.grounded and result.sources[0].slug == "Services"
    # a note saying less than the profile (« remote » alone) does not answer it
    del vault["Services.md"]
    assert not searcher_on(make_vault, vault).search("Vous acceptez le full remote ?").grounded


def test_the_thing_a_yes_no_asks_the_owner_to_practise_is_held_by_the_note(make_vault: VaultFactory) -> None:
    # « Elle joue d'un instrument ? »: a note where she plays volleyball holds the verb, not the
    # instrument; one naming it (or a word for it) answers
    files = {
        "moi.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Inès, étudiante en cyber à Rennes.\n",
        "volley.md": "# Volley\n\nJe joue au volley depuis le collège, le mardi et le jeudi.\n",
        "ctf.md": "# CTF\n\nUn week-end de challenges, 40 joueurs, trois épreuves de forensic.\n",
        # (a classmate's drums make the vault know a word for an instrument)
        "Personnes/Hugo Tessier.md": "# Hugo Tessier\n\nCamarade de promo, il est né en 2003. Il joue de "
        "la batterie dans un groupe de rock.\n",
    }
    for n in range(8):
        files[f"writeup-{n}.md"] = f"# Write-up {n}\n\nUn binaire à reverser, la clé XOR {n} en dur.\n"
    searcher = searcher_on(make_vault, files)
    assert searcher.analyser.owned_noun("Elle joue d'un instrument ?") == "instrument"
    assert not searcher.search("Elle joue d'un instrument ?").grounded
    files["musique.md"] = "# Musique\n\nJe joue d'un instrument à vent, la flûte, depuis mes dix ans.\n"
    assert searcher_on(make_vault, files).search("Elle joue d'un instrument ?").grounded


def test_an_elided_complement_the_vault_never_writes_says_which_thing_is_asked(
    make_vault: VaultFactory,
) -> None:
    # « une séance d'acupuncture »: the rates page prices other sessions; the complement after
    # the elided « d' » is read as after « de »
    files = {
        "bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe suis Anaïs, sage-femme libérale à Lyon.\n",
        "tarifs.md": "# Tarifs\n\n- Séance de préparation : 45 €\n- Séance de rééducation : 40 €\n",
    }
    for n in range(8):
        files[f"note-{n}.md"] = f"# Note {n}\n\nAppeler la PMI pour la patiente {n}, dossier en attente.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("C'est combien une séance d'acupuncture chez vous ?").grounded
    assert searcher.search("C'est combien une séance de rééducation chez vous ?").grounded


def test_what_the_event_whose_cause_is_asked_was_done_to_is_told_with_it(make_vault: VaultFactory) -> None:
    # « Pourquoi a-t-elle quitté son lycée d'Angers ? »: a journal leaving the town (« on a
    # quitté Angers ») tells of leaving something else than the school
    files = {
        "bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe suis Claire, professeure de physique-chimie.\n",
        "journal.md": "# Journal de rentrée\n\nMutation obtenue, on a quitté Angers cet été. Mon lycée "
        "me manque déjà un peu.\n",
    }
    for n in range(8):
        files[f"tp-{n}.md"] = f"# TP {n}\n\nMesure de la vitesse du son, groupe {n}, compte rendu à rendre.\n"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search("Pourquoi a-t-elle quitté son lycée d'Angers ?").grounded
    files["journal.md"] = "# Journal de rentrée\n\nMutation obtenue : j'ai quitté mon lycée d'Angers pour "
    "rejoindre ma compagne à Lyon.\n"
    assert searcher_on(make_vault, files).search("Pourquoi a-t-elle quitté son lycée d'Angers ?").grounded


def test_why_work_with_a_client_ended_is_told_only_by_a_word_of_cause(make_vault: VaultFactory) -> None:
    # « pourquoi il travaille plus avec les notaires Delpech ? »: the client's note saying he
    # stopped in 2022 tells when, not why; a profile's cause of something else is no reason
    # either; a line naming the client with its cause answers
    files = {
        "bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe suis Aurélien, relieur à Figeac, installé "
        "suite à un licenciement.\n",
        "delpech.md": "# Étude Delpech (notaires)\n\nJe ne travaille plus pour l'étude Delpech depuis "
        "septembre 2022. De 2015 à 2022, je reliais leurs minutes.\n",
    }
    for n in range(6):
        files[f"reliure-{n}.md"] = f"# Reliure {n}\n\nUne demi-reliure cuir pour un client, volume {n}.\n"
    asked = "pourquoi il travaille plus avec l'étude Delpech ?"
    searcher = searcher_on(make_vault, files)
    assert not searcher.search(asked).grounded
    assert searcher.search("il a travaillé pour l'étude Delpech ?").grounded  # (the note answers that)
    files["delpech.md"] += "J'ai arrêté avec l'étude Delpech à cause des retards de paiement.\n"
    assert searcher_on(make_vault, files).search(asked).grounded


def test_a_kins_name_is_told_where_the_kin_is_named(make_vault: VaultFactory) -> None:
    # « comment s'appelle son compagnon ? »: the profile writes « mon compagnon Erwan », in a
    # paragraph of its own; a kin named by no name stays unanswered
    files = {
        "profil.md": "---\ntype: parcours\n---\n# Qui suis-je\n\nJe m'appelle Gwen Le Bihan, photographe.\n\n"
        "## Famille\n\nJe vis avec mon compagnon Erwan Kerdraon à Quimper. Mes parents sont à Saint-Malo.\n",
    }
    for n in range(4):
        files[f"seance-{n}.md"] = f"# Séance {n}\n\nUne séance portrait au studio avec la famille {n}.\n"
    searcher = searcher_on(make_vault, files)
    assert searcher.search("Comment s'appelle son compagnon ?").grounded
    assert not searcher.search("Comment s'appellent ses parents ?").grounded


def test_a_family_is_a_partner_or_children_said_as_the_owners(make_vault: VaultFactory) -> None:
    # « Il a une famille ? » is answered by « ma femme Sophie ; nos deux enfants », a wider word
    # than either; « Il a des enfants ? » still wants children, not « ma famille »
    files = {
        "moi.md": "# Moi\n\nJe m'appelle Yannick, ébéniste à Dijon. Je vis avec ma femme Sophie ; nous "
        "avons deux enfants, Léa et Tom.\n",
        "atelier.md": "# Atelier\n\nL'établi, la scie à format et la presse à plaquer.\n",
    }
    family = searcher_on(make_vault, files).search("Il a une famille ?")
    assert family.grounded and family.sources[0].slug == "moi"
    files["moi.md"] = "# Moi\n\nJe m'appelle Yannick, ébéniste à Dijon. Ma famille vient du Jura.\n"
    assert not searcher_on(make_vault, files).search("Il a des enfants ?").grounded


def test_hobbies_in_english_spelling_are_asked_of_the_owner(make_vault: VaultFactory) -> None:
    # « ses hobbies »: the stemmer reads it apart from « hobby »; still the owner's pastimes,
    # written as what he does « quand je ne suis pas à l'atelier »
    files = {
        "moi.md": "# Moi\n\nJe m'appelle Yannick, ébéniste à Dijon. Quand je ne suis pas à l'atelier : "
        "contrebasse dans un trio de jazz, et vélo.\n",
        "marcel.md": "# Marcel\n\n- mon maître d'apprentissage, à Beaune\n- passion : la pêche à la mouche\n",
    }
    result = searcher_on(make_vault, files).search("Quels sont ses hobbies ?")
    assert result.about_owner and result.grounded and "moi" in [s.slug for s in result.sources]


def test_a_note_tagged_by_the_attribute_in_the_owners_voice_answers_it(make_vault: VaultFactory) -> None:
    # « Ma collection de plaques émaillées » under « #loisirs » is the owner's page on a pastime,
    # though it never writes « loisir » in a sentence; a profile silent on pastimes does not answer
    files = {
        "Qui suis-je.md": "# Qui suis-je\n\nJe m'appelle Benoît, brasseur à Namur.\n",
        "Collection.md": "# Collection plaques émaillées\n#collection #loisirs\n\nMa collection de plaques "
        "de brasseries disparues : 57 pièces.\n",
    }
    result = searcher_on(make_vault, files).search("Quels sont ses loisirs ?")
    assert result.grounded and result.sources[0].slug == "Collection", result.sources


def test_hobbies_are_found_in_a_bear_note_tagged_loisirs(be_searcher: Searcher) -> None:
    result = be_searcher.search("Quels sont ses hobbies ?")
    assert result.grounded and result.sources[0].slug == "Collection plaques émaillées", result.sources


def test_a_number_naming_the_noun_before_it_counts_nothing() -> None:
    def nothing(word: str) -> bool:
        return False

    # « l'école 42 », « la ligne 2 »: labels; a count comes before what it counts or after a colon
    for text in (
        "Le projet de l'école 42 est une application développée en équipe.",
        "Elle prend la ligne 2 pour rejoindre son équipe.",
    ):
        assert not writes_value(text, "number", _anchor("équipe"), nothing), text
    for text in ("Une équipe de 4 étudiants.", "Équipe : 4 personnes.", "Nous étions 5 dans l'équipe."):
        assert writes_value(text, "number", _anchor("équipe"), nothing), text


@pytest.mark.parametrize(
    "question",
    [
        "Quel score a-t-il décroché à push_swap ?",  # the vault's own docs list it beside « score »
        "Il a mis quelle valeur de BUFFER_SIZE dans son get_next_line ?",  # « la macro BUFFER_SIZE »
        "Ils étaient combien dans son équipe pour ft_transcendence ?",  # « l'école 42 », « en équipe »
    ],
)
def test_a_value_the_notes_never_write_beside_the_thing_is_not_answered(
    real_searcher: Searcher, question: str
) -> None:
    assert not real_searcher.search(question).grounded


def test_a_count_of_subscribers_the_vault_never_gives_is_not_answered(real_searcher: Searcher) -> None:
    # the newsletter note says « abonnés » and writes numbers, none of them beside « abonnés »
    assert not real_searcher.search("Combien de personnes sont abonnées à sa newsletter IA ?").grounded


def test_when_a_question_asks_is_no_word_the_answer_must_hold(make_vault: VaultFactory) -> None:
    # « en ce moment » frames the question: the note listing her clients answers « Ses clients en
    # ce moment ? » though no note says « actuellement »; what is asked must still be held
    searcher = searcher_on(
        make_vault,
        {
            "À propos.md": "---\ntype: parcours\n---\n# À propos\n\n"
            "Je suis Solène, mécanicienne vélo à Tours.\n",
            "Clients.md": "# Clients\n\nMes clients réguliers :\n- Mairie de Saint-Pierre-des-Corps\n"
            "- Épicerie La Musette\n",
            "Remorque.md": "# Remorque\n\nUne remorque-atelier tirée par mon biporteur.\n",
        },
    )
    assert searcher.search("c'est qui ses clients en ce moment ?").grounded
    assert searcher.search("Elle a quels clients actuellement ?").sources[0].slug == "Clients"
    assert not searcher.search("Elle joue au tennis en ce moment ?").grounded


def test_an_adverb_the_vault_never_writes_is_how_the_question_asks(make_vault: VaultFactory) -> None:
    # « Il est basé où géographiquement ? »: the profile says where; « géographiquement » is how
    # the visitor asks, not a thing the notes must name. A noun in « -ment » built on a verb
    # (« déploiement ») is still asked.
    files = {
        "moi.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Séverine. J'habite à Morges.\n",
        "trail.md": "# Trail\n\nJe cours dans le Jura, 40 km par semaine.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Séverine")
    units = {u.term: u for u in searcher.analyser.analyse("Elle est basée où géographiquement ?").units}
    assert units["geographiqu"].light
    assert searcher.search("Elle est basée où géographiquement ?").grounded
    assert not searcher.search("Elle habite où, pour le déploiement ?").grounded


def test_a_job_stopped_is_a_job_left_and_a_reason_asks_why(make_vault: VaultFactory) -> None:
    # « Pourquoi a-t-elle arrêté d'être infirmière ? Il y a une raison ? »: the profile tells the
    # job she left and why, in words the question does not use; « un arrêt maladie » is no job left
    files = {
        "moi.md": (
            "---\ntype: parcours\n---\n# À propos\n\nJe suis Séverine. Ancienne infirmière, j'ai "
            "quitté l'hôpital en 2019 pour une reconversion dans la traduction, le travail de nuit "
            "me fatiguait trop.\n"
        ),
        "trail.md": "# Trail\n\nJe cours dans le Jura, 40 km par semaine.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Séverine")
    result = searcher.search("Pourquoi est-ce qu'elle a arrêté d'être infirmière ? Il y a une raison ?")
    assert result.grounded and result.sources[0].slug == "moi"
    assert not searcher.search("Elle a déjà été en arrêt maladie ?").grounded


def test_a_place_pointed_at_and_a_lasting_asked_are_grammar(make_vault: VaultFactory) -> None:
    # « … c'est prévu de durer jusqu'à quand sa formation là-bas ? »: « là-bas » points at the
    # school the question names, « durer » is how an end date is asked; neither is a thing the
    # profile must write
    files = {
        "moi.md": (
            "---\ntype: parcours\n---\n# À propos\n\nJe suis Séverine, étudiante à l'école 42 "
            "depuis 2023, formation prévue jusqu'en 2025.\n"
        ),
        "trail.md": "# Trail\n\nJe cours dans le Jura, 40 km par semaine.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Séverine")
    question = "Elle a commencé 42 quand, et c'est prévu de durer jusqu'à quand sa formation là-bas ?"
    terms = {u.term for u in searcher.analyser.analyse(question).units}
    assert "bas" not in terms
    assert searcher.search(question).grounded


def test_a_thing_the_vault_never_names_weighing_most_of_the_question_is_not_answered(
    make_vault: VaultFactory,
) -> None:
    files = {
        "qui-suis-je.md": "---\ntype: parcours\n---\n# Qui suis-je\n\nMoi c'est Thibault, cordonnier.\n",
        "tarifs.md": "# Tarifs\n\n- Fermeture éclair de botte : 45 €\n- Ressemelage cuir : 95 €\n",
        "atelier.md": "# Atelier\n\nLe cuir arrive de Vernet, les fermetures aussi.\n",
        "reparations.md": "# Réparations courantes\n\nJe change la fermeture éclair d'une botte en "
        "cuir en une semaine : la fermeture, le cuir autour, tout est recousu.\n",
        "journal.md": "# 2025-03-02\n\nJournée calme, deux paires de bottes en cuir à ressemeler.\n",
    }
    searcher = searcher_on(make_vault, files)
    # the rates say a boot's zip; no jacket is ever named
    assert not searcher.search("combien pour changer la fermeture éclair d'un blouson en cuir ?").grounded
    assert searcher.search("combien pour changer la fermeture éclair d'une botte ?").grounded


def test_what_a_yes_no_question_asks_a_thing_did_in_a_word_the_vault_never_writes(
    am_searcher: Searcher,
) -> None:
    # « le chien de la ferme a déjà mordu quelqu'un ? »: the dogs' page speaks of the dog and the
    # farm, never of a bite (kept in a ``%%`` comment of another page): not answered
    assert not am_searcher.search("le chien de la ferme a déjà mordu quelqu'un ?").grounded
    # what the vault writes is answered: the dog does bring the goats back
    found = am_searcher.search("le chien de la ferme ramène les chèvres ?")
    assert found.grounded and found.sources[0].slug == "Les chiens", found.sources


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Son stage dans la boîte du béton, il a duré combien de mois ?", "duration"),
        ("ça a duré combien ?", "duration"),
        ("Combien de temps a duré le projet ?", "duration"),
        # no verb of lasting: a date answers (« depuis 2019 »), or a time (« en 3 h 12 »)
        ("ça fait combien de temps qu'elle est à son compte ?", "number"),
        ("Elle a couru la SaintéLyon en combien de temps ?", "number"),
    ],
)
def test_how_long_a_thing_lasted_asks_a_length_of_time(question: str, kind: str) -> None:
    assert asked_value(question) == AskedValue(kind, None)


def test_how_long_a_thing_lasted_is_written_beside_it(real_searcher: Searcher) -> None:
    # the CV names the internship (« Stage en entreprise… béton ») and writes « une alternance
    # de 2 ans » elsewhere: a synonym's duration is not the internship's
    assert not real_searcher.search(
        "Son stage chez l'éditeur de logiciel béton, ça a duré combien de mois ?"
    ).grounded
    # ... while a word the vault never writes is held by its synonym: « les huîtres » and « plus
    # de 12 ans dans l'entreprise familiale », the ostréiculture of the bio
    found = real_searcher.search("Les huîtres en famille, ça a duré combien de temps et c'était où ?")
    assert found.grounded and found.sources[0].slug in {"bio-fernand", "cv-grascalvet-fernand"}


def test_why_a_tool_was_added_is_grounded_on_the_project_naming_it(real_searcher: Searcher) -> None:
    # « pourquoi avoir ajouté Directus ? »: adding is no event a note writes (« Permet de réviser
    # le contenu… » says why), the tool and the project are what is asked
    result = real_searcher.search(
        "Dans sa newsletter automatisée, pourquoi avoir ajouté Directus en plus de Listmonk ?"
    )
    assert result.grounded and result.sources[0].slug == "newsletter-ia"
    # « outliers », as a data person says it, are the « valeurs aberrantes » the notes write
    assert "aberrant" in real_searcher.search("il sait repérer les outliers ?").query.terms


def test_the_next_one_asked_is_told_only_by_a_date_to_come(make_vault: VaultFactory) -> None:
    # « C'est quand le prochain concert ? »: a note telling last year's concert tells no next one;
    # one giving a concert next year does
    past, future = date.today().year - 1, date.today().year + 1
    profile = "---\ntype: parcours\n---\n# À propos\n\nJe suis maraîchère, je chante dans une chorale.\n"
    chorale = "# Chorale\n\nJe chante alto au Chœur Mosaïque depuis 2016, répétitions le lundi soir.\n\n"
    told = searcher_on(
        make_vault, {"a-propos.md": profile, "chorale.md": chorale + f"- décembre {past}, concert de Noël\n"}
    )
    assert not told.search("c'est quand le prochain concert de sa chorale ?").grounded
    coming = searcher_on(
        make_vault, {"a-propos.md": profile, "chorale.md": chorale + f"- juin {future}, concert à Angers\n"}
    )
    assert coming.search("c'est quand le prochain concert de sa chorale ?").grounded
    # without « prochain », the past concert answers « quand ? »
    assert told.search("c'était quand le concert de Noël de sa chorale ?").grounded


def test_an_age_bound_is_a_condition_not_the_owners_age(make_vault: VaultFactory) -> None:
    # « l'âge minimum », « dès quel âge » ask a condition of what is offered: the page saying
    # « à partir de 6 ans » answers, not the owner's profile
    files = {
        "moi.md": "---\ntype: parcours\n---\n# À propos\n\nÉlodie Carrère, 42 ans, monitrice de parapente.\n",
        "enfants.md": "# Vols enfants\n\nLes enfants volent en biplace à partir de 6 ans, 70 €.\n",
    }
    for n in range(4):
        files[f"site-{n}.md"] = f"# Site {n}\n\nDécollage numéro {n}, orientation ouest.\n"
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Élodie Carrère")
    for question in (
        "What's the minimum age for kids to fly with you?",
        "Dès quel âge les enfants peuvent voler ?",
    ):
        assert not searcher.analyser.analyse(question).personal, question
        result = searcher.search(question)
        assert result.grounded and result.sources[0].slug == "enfants", question
    assert searcher.analyser.analyse("Quel âge a-t-elle ?").personal


def test_where_the_visitor_lives_is_no_name_asked(make_vault: VaultFactory) -> None:
    # « chez moi à Lyon » says where the parcel goes, not a thing the notes must name; a place
    # asked about still must be written (« Vous avez un stand à Lyon ? »)
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "---\ntitle: Moi\ntype: parcours\n---\nJe suis apicultrice dans l'Aveyron.\n",
            "port.md": "---\ntitle: Frais de port\n---\nLes pots envoyés en Colissimo : 1 à 3 pots, "
            "9,50 € ; 4 à 6 pots, 13,50 €.\n",
            "marches.md": "---\ntitle: Marchés\n---\nLe samedi à Saint-Affrique, le vendredi à Millau.\n",
        },
    )
    assert searcher.search("Combien de frais de port pour trois pots envoyés chez moi à Lyon ?").grounded
    assert searcher.search("J'habite à Lyon : combien de frais de port pour trois pots ?").grounded
    assert not searcher.search("Vous avez un stand au marché de Lyon ?").grounded


def test_a_duration_is_of_the_words_beside_it_or_before_its_brackets() -> None:
    def internship(word: str) -> bool:
        return word.lower() in ("stage", "stages")

    def said(word: str) -> bool:
        return False

    bio = (
        "Ancien infirmier (10 ans en gériatrie, 2014-2023), après plus de 12 ans en ostréiculture "
        "familiale à Leucate, aujourd'hui à l'École 42 (2023-2025) avec un stage autour d'un chatbot."
    )
    # the school's years in brackets, the oyster farm's twelve years words away: no internship's
    assert not writes_value(bio, "duration", internship, said)
    assert writes_value("Un stage de six mois chez Béton Conseil.", "duration", internship, said)
    assert writes_value("Le stage (mars à juin 2025) chez Béton Conseil.", "duration", internship, said)


@pytest.mark.parametrize(
    ("question", "noun"),
    [
        ("De quelle marque est son extracteur ?", "extracteur"),
        ("son extracteur est de quelle marque ?", "extracteur"),
        ("Quelle marque de voile de parapente elle utilise ?", "voile"),
        ("which brand of ink does she use?", "ink"),
    ],
)
def test_a_brand_asked_is_a_name_of_the_thing(question: str, noun: str) -> None:
    assert asked_value(question) == AskedValue("name", noun)


def test_a_brand_is_answered_only_where_a_name_stands_beside_the_thing(make_vault: VaultFactory) -> None:
    def searcher(equipment: str) -> Searcher:
        return searcher_on(
            make_vault,
            {
                "moi.md": "---\ntitle: Moi\ntype: parcours\n---\nJe suis apicultrice dans l'Aveyron.\n",
                "miellerie.md": f"---\ntitle: Miellerie\n---\n{equipment} Deux maturateurs, une doseuse.\n",
            },
        )

    # (a note that writes no brand anywhere: the word asked weighs as unknown, not grounded either)
    question = "De quelle marque est son extracteur ?"
    assert not searcher("Extracteur radiaire 36 cadres, une bonne marque.").search(question).grounded
    assert searcher("Extracteur Lyson (une marque polonaise), 36 cadres.").search(question).grounded
