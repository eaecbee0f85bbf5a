"""The offline answer on the real vault: whole passages, attributed, no metadata, no salad."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from functions.compose import (
    AnswerPlan,
    _asks_day,
    _enumerates,
    _list_page,
    _tally,
    _writes_day,
    _writes_number,
    plan_answer,
)
from functions.framing import not_found_text
from functions.listing import _verbs, list_by_kind
from functions.offline import (
    MAX_CHARS,
    _fit,
    _openings,
    _shares,
    _unstruck,
    _unwithheld,
    compose_offline,
    owner_sentences,
)
from functions.prompt import system_prompt
from grasbot.bundle import Bundle, parse_bundle
from grasbot.evaluation import normalise
from grasbot.retrieval.idioms import asks_current_work, asks_upcoming, asks_years, read_idioms
from grasbot.retrieval.passages import RankedPassage, _name_near, expects_number, rank_passages, which_asked
from grasbot.retrieval.search import Searcher, status_head
from grasbot.retrieval.shapes import (
    asks_duration,
    asks_list,
    asks_many,
    asks_price,
    counted_lines,
    list_run,
    writes_duration,
    writes_file_formats,
    writes_price,
)
from grasbot.tokenise import tokenise, words
from index_build.build import build_bundle
from index_build.visible import left_out_fragments
from tests.conftest import VaultFactory, searcher_on

PATHS = {"portfolio": "/portfolio", "competences": "/competences", "contact": "/contact"}


def plan(searcher: Searcher, question: str, history: Sequence[dict[str, str]] = ()) -> AnswerPlan:
    return plan_answer(
        searcher,
        question,
        history,
        system=system_prompt("Fernand", PATHS),
        owner_name="Fernand",
        site_paths=PATHS,
        budget_tokens=1450,
    )


def _visible(bundle: Bundle) -> str:
    return "\n".join(normalise(p.text) for p in bundle.passages)


def test_languages_come_as_the_whole_list(real_searcher: Searcher) -> None:
    answer = plan(real_searcher, "Quelles langues parle-t-il ?").offline_text
    assert answer.startswith("D'après la note « CV — Fernand Gras-Calvet » :")
    for language in ("Français", "Anglais", "Espagnol"):
        assert language in answer


def test_sections_listed_as_items_come_under_the_heading_they_share(real_searcher: Searcher) -> None:
    # « Les 5 modules › Python 0 — Starting », « › Python 1 — Array »…: each module is named by
    # its heading, and the heading they share says how many they are, which the question asks
    for question in (
        "La piscine Python, il y a combien de modules dedans ?",
        "ya cb de modul ds la piscine pyton",
    ):
        answer = plan(real_searcher, question).offline_text
        assert "\nLes 5 modules :\n- Python 0 — Starting : " in answer
        assert answer.count("Les 5 modules") == 1
        assert "- Python 4 — Data Oriented Design : " in answer


def test_the_owner_asked_in_spoken_french_or_with_a_unit_mistyped(real_searcher: Searcher) -> None:
    # « crécher » is spoken French for « habiter »
    answer = plan(real_searcher, "Il crèche où ?")
    assert answer.grounded
    assert "Rivesaltes" in answer.offline_text
    # « anné »: « année » without its final « e », still the length of time asked, not a word
    # the CV's « Plus de 12 ans dans l'entreprise familiale » should hold
    answer = plan(real_searcher, "il a fé combien d'anné dans lostréicultur ?")
    assert answer.grounded
    assert "12 ans" in answer.offline_text


@pytest.mark.parametrize(
    "question",
    [
        "Quand a-t-il commencé 42 ?",
        "il a commencer 42 en kel annee",
        "What year did he start at 42?",
        # joining told in the past: the verb is the question's frame, not a word a CV writes
        "Il est rentré à 42 en quelle année ?",
        "Quand a-t-il intégré 42 ?",
    ],
)
def test_when_the_owner_began_something_is_the_profile_line_dating_it(
    real_searcher: Searcher, question: str
) -> None:
    # « 42 » names the school's hub, whose opening dates nothing; the CV and the bio date his
    # years there (« 2023 – 2025 · Étudiant École 42 »), and « année » is the kind of answer,
    # not a word to find (« Depuis plusieurs années, la domotique… »)
    p = plan(real_searcher, question)
    assert p.grounded
    opening = p.offline_text.split("\n\n")[0]
    assert "2023" in opening
    assert "domotique" not in p.offline_text
    assert p.offline_sources[0].slug in ("bio-fernand", "cv-grascalvet-fernand")


@pytest.mark.parametrize(
    "question",
    [
        "Bonjour, je recrute : il cherche un CDI, un stage ou une alternance ?",
        "Je recrute pour une boîte à Lyon : il cherche plutôt un CDI ou une alternance ?",
    ],
)
def test_a_recruiters_introduction_and_a_list_of_choices_ask_one_thing(
    real_searcher: Searcher, question: str
) -> None:
    # the visitor's « je recrute » (and his firm, his town) is no word the answer holds, and « un
    # CDI, un stage ou une alternance » are three choices: the CV's « Je recherche une alternance
    # de 2 ans » answers, though it never writes « CDI »
    p = plan(real_searcher, question)
    assert p.grounded
    assert "alternance" in p.offline_text.split("\n\n")[0]


def test_the_thing_a_quel_question_names_leads_the_answer(real_searcher: Searcher) -> None:
    # « quelle plateforme ? » asks a name: of the domotics note's passages that share the
    # question's words, the one writing « Home Assistant, une plateforme open-source » leads
    p = plan(
        real_searcher, "Pour sa maison connectée, il passe par quelle plateforme pour tout centraliser ?"
    )
    assert "Home Assistant" in p.offline_text.split("\n\n")[0]
    assert which_asked("il passe par quelle plateforme ?", real_searcher.stemmer) == {"plateform"}
    # the plural asks the names too (« notamment Marlin et Klipper »)
    assert which_asked("il sait bidouiller quels firmwares ?", real_searcher.stemmer) == {"firmwar"}
    # a name near the noun asked is one in its sentence: the sentence before names another thing
    assert _name_near("Les services : Caddy et PostgreSQL.", {"servic"}, "light")
    assert not _name_near("Un front React. Les services tournent dans des conteneurs.", {"servic"}, "light")
    # an age, a year, a price are no names; nor are projects, each a note of its own (« quels projets »)
    for question in ("Quel âge a-t-il ?", "En quelle année ?", "Quels projets en C ?"):
        assert which_asked(question, real_searcher.stemmer) == frozenset(), question


def test_a_count_the_note_lists_is_answered_by_its_list(real_searcher: Searcher) -> None:
    # no number is written: the list under « Opérations Autorisées : » is the answer, given as
    # a list (an item a line), not cut after its first lines
    p = plan(real_searcher, "Dans push_swap, il y a combien d'opérations autorisées sur les piles ?")
    assert p.grounded
    # the list runs over two passages of its section: all eleven, the last (« rrr ») included,
    # and their number; nothing else of the note (its objectives say nothing of a count)
    for operation in ("sa (swap a)", "pa (push a)", "ra (rotate a)", "rrr:"):
        assert operation in p.offline_text, operation
    assert p.offline_text.endswith("Soit 11 en tout.")
    assert "Objectifs" not in p.offline_text and "Contraintes" not in p.offline_text
    english = plan(real_searcher, "How many operations are allowed in push_swap?")
    assert english.offline_text.endswith("That is 11 in all.")


def test_a_counted_list_is_its_label_and_its_items_only() -> None:
    def operation(word: str) -> bool:
        return word.lower().startswith("opération")

    text = (
        "Programme : push_swap.\nOpérations Autorisées :\n"
        "sa: échange.\nsb: échange.\nss: les deux.\nContraintes :\nx"
    )
    assert counted_lines(text, operation) == (1, 5)
    # marked items end at the first unmarked line, a blank line or a short label ends any list
    assert list_run(["- 20 violons", "- 6 altos", "Principe : location au mois"]) == 2
    assert list_run(["sa: échange.", "", "sb: échange."]) == 1
    assert list_run(["rb: pivote.", "rrr: les deux."]) == 2  # (may go on in the next passage)
    # a sentence ending on « : » that names the thing introduces something else than its count
    told = "Un vélo pour 14 familles et moi je m'occupais des familles :\n- du vélo\n- de l'entretien\n- clés"
    assert counted_lines(told, lambda word: word.startswith("famille")) is None


def test_the_visitors_own_town_is_no_word_the_answer_must_hold(make_vault: VaultFactory) -> None:
    files = {
        "À propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Solène Arnaud, céramiste à "
        "Dieulefit. Je fais des séries pour les restaurants.\n",
        "Commandes restaurants.md": "# Commandes restaurants\n\nJe fais de la vaisselle sur mesure pour "
        "les restos.\n- délai : 10 à 14 semaines selon la saison\n",
        "Marché de Dieulefit.md": "# Marché de Dieulefit\n\nLe marché des potiers, en août.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Solène Arnaud")
    # « Avignon » is where the chef asking is, a word no note writes: it weighs nothing
    p = plan(
        searcher,
        "Bonjour, je suis chef à Avignon, vous faites de la vaisselle pour les restos ? Quel délai ?",
    )
    assert p.grounded and "14 semaines" in p.offline_text
    units = searcher.analyser.analyse("Je suis chef à Avignon, vous faites de la vaisselle ?").units
    assert "avignon" not in {u.term for u in units}
    # a town the vault writes still counts (« Je suis à Dieulefit, … » ranks its notes)
    units = searcher.analyser.analyse("Je suis à Dieulefit, vous faites de la vaisselle ?").units
    assert "dieulefit" in {u.term for u in units}
    # and a question that is only about the visitor is read as asked
    assert {u.term for u in searcher.analyser.analyse("Je suis à Avignon ?").units} == {"avignon"}


def test_a_follow_up_pronoun_takes_up_the_person_the_last_question_named(cr_searcher: Searcher) -> None:
    # « elle » is the owner's pronoun too, but the last question asked who Maud Chevalier is:
    # her note answers, not the owner's birth nor her daughter's
    history = [
        {"role": "user", "content": "c'est qui Maud Chevalier ?"},
        {"role": "assistant", "content": "Maud Chevalier est porcelainière, la voisine d'atelier de Solène."},
    ]
    p = plan(cr_searcher, "et elle a quel âge ?", history)
    assert p.grounded and p.offline_text.startswith("D'après la note « Maud Chevalier » :")
    assert "52 ans" in p.offline_text
    # without that turn, the same question asks the owner's age
    assert "38 ans" in plan(cr_searcher, "et elle a quel âge ?").offline_text


def test_a_follow_up_takes_up_a_colleague_named_by_her_first_name(nc_searcher: Searcher) -> None:
    # « Sandrine », the note of « Sandrine Besse, collaboratrice comptable », answers where she
    # lives; not the team's table, which gives every colleague's town
    history = [
        {"role": "user", "content": "c'est qui Sandrine au cabinet ?"},
        {"role": "assistant", "content": "Sandrine Besse est la collaboratrice comptable du cabinet."},
    ]
    p = plan(nc_searcher, "et elle habite où ?", history)
    assert p.offline_text.startswith("D'après la note « Sandrine » :"), p.offline_text
    assert "Cournon" in p.offline_text and "Vichy" not in p.offline_text


@pytest.mark.parametrize(
    ("asked", "said", "question", "fact", "not_said"),
    [
        # a note titled by a first name, opening « Karim Belkacem a 51 ans. »: a person's; the
        # name set before the question (« Karim, c'est qui ? ») is the one « il » takes up
        (
            "Karim, c'est qui ?",
            "Karim Belkacem est l'ancien chef d'atelier de Damien, devenu un ami.",
            "il habite où ?",
            "Neuville",
            "Vénissieux",
        ),
        (
            "c'est qui Nolwenn, dont il parle pour le repair café ?",
            "Nolwenn Le Bihan est la co-fondatrice du Repair Café de Quintin.",
            "et elle a quel âge ?",
            "67 ans",
            "44 ans",
        ),
    ],
)
def test_a_follow_up_takes_up_the_person_named_by_a_first_name_note(
    vp_searcher: Searcher, asked: str, said: str, question: str, fact: str, not_said: str
) -> None:
    history = [{"role": "user", "content": asked}, {"role": "assistant", "content": said}]
    p = plan(vp_searcher, question, history)
    assert fact in p.offline_text and not_said not in p.offline_text, p.offline_text


@pytest.mark.parametrize(
    ("fixture", "question", "fact"),
    [
        # « Ouverture au printemps 2027 » in the journal: the verb asked, the noun written
        ("og_searcher", "son atelier dans la grange, ça ouvre quand ?", "2027"),
        ("bs_searcher", "la 2e agence elle ouvre quand et où ?", "septembre 2027"),
    ],
)
def test_when_a_place_opens_is_its_written_opening(
    request: pytest.FixtureRequest, fixture: str, question: str, fact: str
) -> None:
    p = plan(request.getfixturevalue(fixture), question)
    assert p.grounded and fact in p.offline_text, p.offline_text


@pytest.mark.parametrize(
    ("question", "fact"),
    [
        # « combien pour faire faire X de mes salariés »: X is what is priced, not the visitor's
        # purpose; « les fiches de paie » are the payroll's « bulletins », not paying
        ("combien pour faire faire les fiches de paie de mes 3 salariés ?", "34 € HT par bulletin"),
        # « lâcher son poste »: a job left (« En mars 2018 j'ai quitté EY »), not a tool given up
        ("pourquoi il a lâché son poste à Lyon en fait ?", "la mort de ma mère"),
        # « sa fille », not his son (who climbs and surfs): the daughter's handball
        ("sa fille elle fé quoi comme sport", "handball"),
    ],
)
def test_a_service_priced_and_a_job_left_as_visitors_say_them(
    nc_searcher: Searcher, question: str, fact: str
) -> None:
    p = plan(nc_searcher, question)
    assert p.grounded and fact in p.offline_text, p.offline_text


def test_children_asked_colloquially_are_the_owners_children(cr_searcher: Searcher) -> None:
    # « gamins », as a visitor says it and the vault never writes: the owner's children, which
    # « notre fille Lina » answers as it answers « des enfants ? »
    for question in ("elle a des gamins ?", "Elle a des enfants ?"):
        p = plan(cr_searcher, question)
        assert p.grounded and "Lina" in p.offline_text, question


def test_children_asked_colloquially_where_the_vault_says_it_of_others(make_vault: VaultFactory) -> None:
    # the vault writes « gamins » of the visitors' children, « enfants » of the owner's own
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis restaurateur de tableaux. "
            "Je vis avec Claire et nos deux enfants, Jeanne et Malo.\n",
            "jep.md": "# Journées du patrimoine\n\nAtelier ouvert. Les gamins adorent la lampe UV.\n",
            "vernis.md": "# Vernis\n\nUn vernis jaunit avec le temps.\n",
        },
    )
    p = plan(searcher, "il a des gamins ?")
    assert p.grounded and "Jeanne et Malo" in p.offline_text


def test_the_people_the_owner_works_with_are_quoted_from_their_notes(make_vault: VaultFactory) -> None:
    files = {
        "Moi/Qui suis-je.md": "---\ntype: parcours\n---\n# Qui suis-je\n\nJe suis Solène Garnier, je fais "
        "des jeux vidéo à Rennes. Je travaille chez moi, le matin surtout.\n",
        "Gens/Inès Belkacem.md": "# Inès Belkacem\n\nIllustratrice freelance. Elle fait les décors de mes "
        "jeux et travaille avec moi depuis 2024. 31 ans, elle vit à Bordeaux.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Solène Garnier")
    # another person's note answers nothing about the owner, but « avec qui » asks for them
    answer = plan(searcher, "Avec qui elle travaille sur ses jeux ?").offline_text
    assert answer.startswith("D'après la note « Inès Belkacem » :")


def test_books_to_recommend_are_the_reading_list_not_its_introduction(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis tailleuse de pierre.\n",
            "lectures.md": "---\ntags: [lectures]\n---\n# Lectures et liens\n\n"
            "Des livres qui m'ont formée, que je conseille. Je les prête aux stagiaires.\n\n"
            "## Métier\n- Agricol Perdiguier, Mémoires d'un compagnon\n"
            "- Pierre Noël, Technologie de la pierre\n\n"
            "## À côté\n- John Ruskin, The Stones of Venice\n",
        },
    )
    # « des livres à conseiller » asks for the books, as « quels livres » does: the list, not
    # the line introducing it
    answer = plan(searcher, "t'as des livres à conseiller ?").offline_text
    assert "Perdiguier" in answer and "Pierre Noël" in answer
    # ... every list the line introduces, one a section: « À côté » is one more of them
    assert "Ruskin" in answer
    # ... unless the question picks one section: « sur le métier » is answered by its list
    picked = plan(searcher, "t'as des livres à conseiller sur le métier ?").offline_text
    assert "Perdiguier" in picked


def test_a_list_asked_gives_every_sub_section_of_the_section_its_items_are_in(
    make_vault: VaultFactory,
) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "cv.md": "---\ntype: parcours\n---\n# CV\n\n## Identité\n\n- Nom : Paul Roux\n- Ville : Albi\n\n"
            "## Intérêts\n\n### Vélo\n\nPassionné de vélo : je roule 8 000 km par an.\n\n"
            "### Photographie\n\nPassionné de photo argentique, je développe mes films.\n\n"
            "### Jardin\n\nUn potager de 200 m² derrière la maison.\n\n"
            "### Échecs\n\nClub d'Albi, le jeudi soir.\n\n## Expérience\n\nComptable depuis 2010.\n",
        },
    )
    # two sub-sections say « passionné »; their sisters are items of the same list
    answer = plan(searcher, "il a quoi comme passions ?").offline_text
    assert all(item in answer for item in ("vélo", "argentique", "potager", "jeudi"))
    assert "Comptable" not in answer
    # ... and so are the owner's pastimes asked without a plural: « son temps libre » is all of them
    for question in ("Il fait quoi de son temps libre ?", "What does he do in his free time?"):
        answer = plan(searcher, question).offline_text
        assert all(item in answer for item in ("vélo", "argentique", "potager", "jeudi")), question


def test_the_years_rates_answer_over_an_older_list_more_specific_in_its_title(
    make_vault: VaultFactory,
) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis fleuriste à Figeac.\n",
            # converted from another app: dated by its front matter only
            "Tarifs mariages.md": "---\nupdated: 2023-02-27T13:12:05.000Z\n---\nTarifs mariages saison\n\n"
            "Bouquet de mariée : 135e\nBoutonnière : 12e\n",
            "Tarifs 2026.md": "# Tarifs 2026\n\n## Bouquets\n\n- Bouquet du jour : à partir de 25 €\n"
            "- Bouquet de saison : 50 €\n\n## Abonnements\n\n"
            "- Particulier, 1 bouquet par semaine : 120 € par mois\n\n"
            "## Mariages\n\n- Bouquet de mariée:: 150 €\n- Boutonnière:: 15 €\n",
        },
    )
    answer = plan(searcher, "c'est combien un bouquet de mariée chez vous ?").offline_text
    # the year's list, not the one left as it was in 2023; and its row for the bride's bouquet,
    # not every bouquet's price
    assert "150 €" in answer and "135" not in answer
    assert "120 €" not in answer and "25 €" not in answer


def test_the_page_named_for_the_things_asked_gives_its_list_not_its_faq(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis fleuriste à Figeac.\n",
            "Ateliers.md": "---\ntags: [ateliers]\n---\n# Ateliers\n\n"
            "Des ateliers autour de la grande table.\n\n"
            "- Couronne de fleurs séchées : un samedi par mois, 2h30.\n"
            "- Couronne de l'Avent : fin novembre.\n- Atelier privatisé : EVJF, anniversaires.\n\n"
            "## Questions\n\n- Faut-il savoir faire ? Non.\n- Les enfants ? À partir de 12 ans.\n"
            "- Et si j'annule ? Remboursé, ou je propose une autre date.\n",
        },
    )
    # the FAQ holds « propose » too: a list of questions is not the list of workshops asked
    answer = plan(searcher, "vous proposez quels ateliers ?").offline_text
    assert "Couronne de l'Avent" in answer and "privatisé" in answer


def test_a_book_dated_in_its_own_note_is_not_answered_by_the_profile(make_vault: VaultFactory) -> None:
    # the best note dates what is asked as well as the CV: it answers (the release of a book)
    searcher = searcher_on(
        make_vault,
        {
            "cv.md": "---\ntype: parcours\n---\n# CV\n\n"
            "2012 – 2024 : journaliste au Sillon, livre sur le Causse.\n",
            "livre.md": "# Les Derniers du Causse\n\nMon livre sur les paysans du Causse.\n\n"
            "Parution : 3 octobre 2024, livre aux éditions Pierre Sèche.\n",
        },
    )
    p = plan(searcher, "Il a sorti son livre quand ?")
    assert p.offline_sources[0].slug == "livre"
    assert "3 octobre 2024" in p.offline_text


def test_a_cause_asked_after_what_the_visitor_noticed_is_answered(real_searcher: Searcher) -> None:
    # « je vois que » and « lié à quoi » are no words of the vault: the RQTH's cause is asked
    p = plan(real_searcher, "Je vois qu'il a une RQTH, c'est lié à quoi ?")
    assert p.grounded and "santé" in p.offline_text


def test_a_cut_passage_keeps_the_line_labelled_by_the_noun_asked(real_searcher: Searcher) -> None:
    # « Matériel » is cut to fit: « - Modèle chat : Qwen3 8B… » gives the model asked, not
    # « le retrieval tourne sur CPU », which shares « tourne » with the question
    answer = plan(real_searcher, "Le chatbot qui répond sur ce site, il tourne avec quel modèle de langage ?")
    assert "Qwen3" in answer.offline_text


def test_the_note_writing_the_count_asked_keeps_room_for_it(real_searcher: Searcher) -> None:
    # the newsletter's table row « sélection bornée des 3-5 articles … par thématique » is long;
    # a second note quoted (on IA) does not take the room it needs
    answer = plan(
        real_searcher,
        "Dans sa newsletter générée par IA, le modèle sélectionne combien d'articles par thème ?",
    )
    assert "3-5 articles" in answer.offline_text


def test_professional_experience_gives_the_jobs_not_metadata(real_searcher: Searcher) -> None:
    answer = plan(real_searcher, "Quelle est son expérience professionnelle ?").offline_text
    assert "Infirmier" in answer or "infirmier" in answer
    for bad in ("Slug :", "Lien GitHub", "Ordre d'affichage", "rebuild"):
        assert bad not in answer


def test_a_synonym_answers_what_the_named_note_is_asked(real_searcher: Searcher) -> None:
    # every passage of « Présentation école 42 » holds « école 42 » unwritten; « gratuit » stands
    # in for the asked « coûte », which ft_linear_regression's « fonction de coût » only shares
    p = plan(real_searcher, "combien sa coute lecole 42 ??")
    assert "D'après la note « Présentation école 42 » :" in p.offline_text
    assert "gratuit" in p.offline_text
    assert "gratuit" in p.messages[-1]["content"]


def test_a_question_word_beats_the_note_name_repeated(real_searcher: Searcher) -> None:
    # the passage naming the slicers wins over the one that repeats « impression 3D » most
    answer = plan(real_searcher, "Quels slicers utilise-t-il pour l'impression 3D ?").offline_text
    assert "PrusaSlicer" in answer and "OrcaSlicer" in answer


def test_a_cut_passage_keeps_the_lines_that_answer() -> None:
    contact = "Contact :\n" + "\n".join(f"- Ligne {n} : " + "texte " * 12 for n in range(8))
    contact += "\n- GitHub : [Ladebeze66](https://github.com/Ladebeze66)"
    cut = _fit(contact, 300, [frozenset({"github"})])
    assert len(cut) <= 300
    lines = cut.splitlines()
    assert lines[0] == "Contact :" and lines[-1].startswith("- GitHub")  # heading, then the answer
    assert "…" in lines  # what was left out is marked
    # sentences of one long line stay on their line, in reading order
    prose = " ".join(f"Phrase {n} sans rapport avec la question." for n in range(12))
    prose += " Je cherche un poste salarié en CDI."
    cut = _fit(prose, 160, [frozenset({"cdi"})])
    assert cut.startswith("Phrase 0") and "Je cherche un poste salarié en CDI." in cut and len(cut) <= 160
    # the best passage's words first: its line is kept before the next passage's many lines
    both = "Ce que je cherche :\n" + "\n".join(
        f"- Une mission numéro {n} de plusieurs mois" for n in range(6)
    )
    both += "\nEn ce moment :\n- Je termine une mission dans le secteur bancaire."
    cut = _fit(both, 150, [frozenset({"bancair"}), frozenset({"mission"})])
    assert "secteur bancaire" in cut and len(cut) <= 150


def test_a_reason_told_without_a_word_of_cause_follows_the_event() -> None:
    # « Pourquoi a-t-il laissé tomber ChromaDB ? »: the short sentence after the replacement
    # says why; a longer description going on does not, nor when a line writes a cause
    prose = (
        "Le site tourne sur un serveur Windows depuis 2024, derrière un proxy. "
        "La version 3 remplace l'ancien pipeline ChromaDB par une recherche sur graphe. "
        "Plus simple, plus précis, zéro dépendance lourde. "
        + " ".join(f"Détail technique numéro {n} du déploiement." for n in range(8))
        + " ChromaDB reste installé sur le poste de développement pour d'autres essais."
    )
    terms = [frozenset({"chromadb", "remplac"})]
    told = _fit(prose, 230, terms, why=True)
    assert "Plus simple, plus précis" in told and len(told) <= 230, told
    # (not asked why: the other line naming ChromaDB comes before it)
    assert "Plus simple" not in _fit(prose, 230, terms)


def test_a_day_of_the_week_asked_is_answered_by_the_one_written(vp_searcher: Searcher) -> None:
    # « c'est quel jour ? » of a monthly event: « le deuxième samedi de chaque mois », not the
    # date its first one was held (« le 12 octobre 2019 »)
    p = plan(vp_searcher, "le repair café c'est quel jour ?")
    assert p.grounded and "deuxième samedi" in p.offline_text, p.offline_text


def test_a_table_row_cut_keeps_whole_cells_under_the_rows_name() -> None:
    # a row too long for the room is cut into its cells, each with its heading, and the cell
    # naming the row comes with any other kept: never « - Voiture : » and « auto (électrique) ; »
    rows = "\n".join(
        f"- Voiture : Modèle {n} « surnom {n} » ; Boîte : manuelle ; Année : 20{10 + n} ; "
        f"Km : {n}0 000 ; Depuis : juin 2022 ; Remarques : rien à signaler pour celle-ci"
        for n in range(5)
    )
    text = (
        rows
        + "\n- Voiture : Zoe « Bleuenn » ; Boîte : auto (électrique) ; Année : 2019 ; "
        + ("Km : 121 000 ; Depuis : juin 2022 ; Remarques : " + "une très longue remarque " * 12)
    )
    cut = _fit(text, 120, [frozenset({"electriqu"})])
    assert "- Voiture : Zoe « Bleuenn » ; Boîte : auto (électrique) ;" in cut, cut
    assert "\n- Voiture :\n" not in cut and not cut.startswith("- Voiture :\n")


def test_a_line_holding_only_the_notes_title_words_comes_after_the_detail_asked() -> None:
    # « Quel LLM génère les résumés dans son application de transcription audio ? », in the note
    # « Transcription audio »: the best passage holds « application » and the title's words, the
    # second the « résumés » asked; every line says « transcription », and the one naming the
    # model must not give way to them
    text = "Présentation : une application web de transcription audio.\n" + "\n".join(
        f"- Étape {n} de la transcription audio, avec des détails sans rapport." for n in range(8)
    )
    text += "\n- Résumés structurés : appels Ollama (mistral-small) pour livrables JSON."
    terms = [frozenset({"applic", "transcription", "audio"}), frozenset({"resum", "transcription"})]
    cut = _fit(text, 200, terms, title=frozenset({"transcription", "audio"}))
    assert len(cut) <= 200 and cut.startswith("Présentation") and "mistral-small" in cut, cut


def test_a_list_asked_keeps_the_items_under_the_label_that_names_it() -> None:
    # « Quels services fallait-il monter ? »: « Services à héberger : » names them in the lines
    # under it, which hold no word of the question, while the lines around it say « services »
    text = "\n".join(f"Point {n} : la gestion des services, encore et encore." for n in range(4))
    text += "\nServices à héberger :\nUn serveur web (Nginx).\nUne base de données (MariaDB)."
    text += "\nUne application web (WordPress)."
    text += "\nSécurité :\n" + "\n".join(
        f"Règle {n} sans rapport avec la question posée ici." for n in range(6)
    )
    terms = [frozenset(tokenise("services"))]
    listed = _fit(text, 240, terms, listing=True)
    assert len(listed) <= 240 and "Nginx" in listed and "WordPress" in listed, listed
    # a question asking no list keeps the lines saying what it asks, not the label's items
    assert "WordPress" not in _fit(text, 240, terms)


def test_a_follow_up_keeps_the_row_of_what_the_conversation_named() -> None:
    # « Et quels résultats a-t-elle obtenus ? » after « Parle-moi de sa mission chez Ostréa
    # Mutuelle »: every row writes « Résultat », the one naming Ostréa answers
    rows = [
        f"- Année : 20{n:02d} ; Client : Société {n} ; Mission : coaching ; Résultat : délai de {n} jours"
        for n in range(10)
    ]
    rows.insert(
        7,
        "- Année : 2024 ; Client : Ostréa Mutuelle ; Mission : agile ; Résultat : livraisons hebdomadaires",
    )
    earlier = frozenset(tokenise("Parle-moi de sa mission chez Ostréa Mutuelle."))
    terms = [frozenset(tokenise("résultats")), earlier]
    cut = _fit("\n".join(rows), 250, terms, earlier=earlier)
    assert len(cut) <= 250 and "livraisons hebdomadaires" in cut, cut


def test_a_sentence_longer_than_the_room_keeps_the_clause_that_answers() -> None:
    sentence = (
        "Ancien infirmier pendant dix ans dans un service de soins, après une longue carrière dans "
        "une entreprise familiale au bord de la mer, aujourd'hui étudiant en informatique, avec un "
        "stage réalisé autour d'un chatbot multi-agent en entreprise."
    )
    cut = _fit(sentence, 150, [frozenset({"stag"})])
    assert len(cut) <= 150 and cut.startswith("Ancien infirmier")
    assert "stage réalisé autour d'un chatbot multi-agent" in cut and "…" in cut


def test_a_sentence_whose_object_points_back_keeps_the_sentence_it_points_at() -> None:
    # « Je le mentionne rarement mais c'est mon seul diplôme » says which diploma only in the
    # sentence before it: kept with it, not the opening that also says « diplôme »
    text = (
        "À la sortie du bootcamp, personne ne voulait m'embaucher sans expérience, et les refus se "
        "suivaient pendant des mois entiers. "
        "Formellement, c'était une alternance de 18 mois, et à la clé le titre RNCP Concepteur "
        "Développeur d'Applications, obtenu en juillet 2021. "
        "Je le mentionne rarement mais c'est mon seul diplôme en informatique à proprement parler. "
        "Le rythme : trois semaines à l'agence, une semaine à l'école."
    )
    cut = _fit(text, 260, [frozenset(tokenise("vrai diplôme informatique"))])
    assert "Je le mentionne rarement" in cut and "titre RNCP" in cut, cut


def test_the_sentence_holding_most_of_the_question_gives_its_clause_when_it_is_too_long() -> None:
    # one line of three sentences: the opening fits and holds one word asked; the one holding
    # three is too long for what is left, so its clause saying them is kept, not a third sentence
    text = (
        "J'ai expérimenté des solutions d'IA locale avec Ollama et d'autres outils de modèles. "
        "Mon objectif a été de comprendre en profondeur les capacités de ces intelligences "
        "artificielles locales, en explorant l'entraînement de modèles personnalisés et "
        "l'optimisation des performances, jusqu'à un test de mistral 7b sur mon serveur. "
        "Cette démarche s'inscrit dans une volonté de maîtriser l'IA en environnement auto-hébergé."
    )
    terms = [frozenset(tokenise("modèle test serveur"))]
    cut = _fit(text, 220, terms)
    assert len(cut) <= 220 and "mistral 7b sur mon serveur" in cut
    assert "Cette démarche" not in cut


@given(st.lists(st.integers(min_value=0, max_value=2000), min_size=1, max_size=4), st.integers(0, 900))
def test_the_room_goes_where_the_text_needs_it(needs: list[int], room: int) -> None:
    shares = _shares(needs, room)
    assert sum(shares) <= room
    even = room // len(needs)
    for need, share in zip(needs, shares, strict=True):
        assert share <= need
        assert share >= min(need, even)  # never less than an equal share, when it needs that much


def test_the_contact_list_cut_for_a_second_note_keeps_github(real_searcher: Searcher) -> None:
    answer = plan(real_searcher, "A-t-il un compte GitHub où voir son code ?").offline_text
    assert "https://github.com/Ladebeze66" in answer


def test_a_synonym_answers_once_what_it_stands_for(journal_searcher: Searcher) -> None:
    # « looking for a job »: the profile says « je cherche un poste »; a diary entry saying
    # « recherche d'emploi » answers nothing more, and one saying « travail » even less
    p = plan(journal_searcher, "Is she looking for a job?")
    assert p.offline_text.startswith("From the note “À propos — Inès Garnier”:")
    assert "CDI" in p.offline_text
    assert "8 January 2024" not in p.offline_text


def test_words_asked_side_by_side_find_the_passage_saying_them_together(journal_searcher: Searcher) -> None:
    # « client en freelance » is said as such in the entry about the bakery's site (built with
    # Astro); another entry only speaks of « site » and « Lighthouse »
    history = [
        {"role": "user", "content": "A-t-elle eu des clients en freelance ?"},
        {
            "role": "assistant",
            "content": "Oui : la boulangerie Le Fournil de Bréquigny, pour qui elle a fait un site.",
        },
    ]
    assert "Astro" in plan(journal_searcher, "Le site est fait avec quoi ?", history).offline_text


def test_projects_in_c_list_more_than_one(real_searcher: Searcher, real_bundle: Bundle) -> None:
    answer = plan(real_searcher, "Quels sont ses projets en C ?").offline_text
    named = [
        p
        for p in ("libft", "ft-printf", "get-next-line", "minitalk", "philosopher")
        if p in answer.casefold()
    ]
    assert len(named) >= 3, answer


def test_several_notes_answering_alike_are_all_quoted(real_searcher: Searcher) -> None:
    answer = plan(real_searcher, "Quels projets de l'École 42 utilisent Docker ?").offline_text
    # each quoted, or listed a line each
    for project in ("inception", "ft_transcendence"):
        assert f"« {project} »" in answer or f"- {project} :" in answer
    assert len(answer) <= MAX_CHARS


def test_follow_up_moves_on_instead_of_repeating(real_searcher: Searcher) -> None:
    first = plan(real_searcher, "Parle-moi de push_swap")
    history = [
        {"role": "user", "content": "Parle-moi de push_swap"},
        {"role": "assistant", "content": first.offline_text},
    ]
    second = plan(real_searcher, "Et ensuite ?", history)
    assert second.offline_text != first.offline_text
    first_lines = {line for line in first.offline_text.splitlines() if len(line) > 40}
    assert not first_lines & set(second.offline_text.splitlines())


def test_follow_up_opening_with_et_reads_the_previous_question(real_searcher: Searcher) -> None:
    history = [{"role": "user", "content": "Parle-moi de sa newsletter IA"}]
    answer = plan(real_searcher, "Et quel outil envoie les e-mails aux abonnés ?", history).offline_text
    assert "listmonk" in answer.casefold()


def test_a_follow_up_pointing_at_a_rank_asks_the_note_the_last_answer_named_there(
    real_searcher: Searcher,
) -> None:
    history = [
        {"role": "user", "content": "Il a fait quels projets réseau à 42 ?"},
        {
            "role": "assistant",
            "content": "Il a réalisé NetPractice, des exercices d'adressage IP, et ft_irc, un serveur IRC.",
        },
    ]
    # « le dernier » is ft_irc, named last; « le premier » NetPractice
    last = plan(real_searcher, "Et le dernier, il gère quelles commandes ?", history)
    assert last.offline_text.startswith("D'après la note « ft-irc »"), last.offline_text
    first = plan(real_searcher, "Et le premier, il sert à quoi ?", history)
    assert first.offline_text.casefold().startswith("d'après la note « netpractice »"), first.offline_text
    # a rank before a noun names a first thing of its own, not one the answer listed
    for question in ("Et son premier projet en C ?", "What was the last module about?"):
        assert real_searcher._resolve_rank(question, history) == question


@pytest.mark.parametrize(
    "question",
    [
        "Quelles langues parle-t-il ?",
        "Quel est son projet Docker à 42 ?",
        "Comment le site a-t-il été construit ?",
        "Quelle interface graphique a-t-il ajoutée à ft_linear_regression ?",
        "Parle-moi de push_swap",
        "Comment fonctionne GrasBot ?",
    ],
)
def test_every_line_is_visible_text_of_a_quoted_note(
    question: str, real_searcher: Searcher, real_bundle: Bundle
) -> None:
    result = plan(real_searcher, question)
    assert result.grounded and result.offline_sources
    visible = _visible(real_bundle)
    notes = [real_bundle.notes[real_bundle.slug_index[s.slug]] for s in result.offline_sources]
    for line in result.offline_text.splitlines():
        if not line or line == "…" or line.startswith("D'après la note"):
            continue
        body = normalise(line.split(" : ", 1)[1] if " : " in line and not line.startswith("- ") else line)
        body = body.removeprefix("- ").rstrip(" …")
        assert body[:60] in visible, line
    titles = [f"« {n.title} »" for n in notes]
    assert all(t in result.offline_text for t in titles)  # every quoted note is named
    assert len(result.offline_text) <= MAX_CHARS


def test_no_left_out_text_in_any_dev_answer(real_searcher: Searcher, real_bundle: Bundle) -> None:
    notes = [real_bundle.notes[i] for i in range(len(real_bundle))]
    fragments = left_out_fragments((n.body, n.title, n.type) for n in notes)
    for question in (
        "Quelle est son expérience professionnelle ?",
        "Parle-moi de push_swap",
        "Qu'est-ce que la compétence IA ?",
        "Comment le contacter ?",
        "Parle-moi de NetPractice",
    ):
        result = plan(real_searcher, question)
        seen = normalise(result.offline_text) + normalise(result.notes.text)
        assert not [f for f in fragments if f in seen], question


def test_ungrounded_question_gets_the_honest_answer(real_searcher: Searcher) -> None:
    result = plan(real_searcher, "Comment réussir une omelette ?")
    assert not result.grounded and result.offline_sources == [] and result.llm_sources == []
    assert result.offline_text == not_found_text("Fernand", PATHS)
    assert "/contact" in result.offline_text


def test_nothing_to_compose_gives_none(real_bundle: Bundle) -> None:
    assert compose_offline(real_bundle, [], None) is None


def test_age_and_alternance_answers_hold_no_stray_sentence(real_searcher: Searcher) -> None:
    age = plan(real_searcher, "Quel âge a-t-il ?").offline_text
    assert "47 ans" in age and "113 étudiants" not in age  # a school's students are not his age
    assert age.count("Âge : 47 ans") == 1  # the bio repeating the CV is not quoted twice
    alternance = plan(real_searcher, "Cherche-t-il une alternance ?").offline_text
    assert "alternance" in alternance.casefold()
    assert "imprimante" not in alternance.casefold() and "3D" not in alternance


def test_a_number_question_leads_with_the_passage_holding_the_number(real_searcher: Searcher) -> None:
    answer = plan(real_searcher, "Combien d'exercices compte le projet NetPractice ?").offline_text
    first = answer.split("\n")[1]  # the line after the attribution: the best passage
    assert "10 exercices" in first


def test_a_count_asked_keeps_the_sentence_writing_the_number_beside_the_thing(
    real_searcher: Searcher,
) -> None:
    # the newsletter's table row for Ollama is cut into sentences: the one writing « 3-5 articles »
    # answers, though the Directus row holds more of the question's words (« articles »,
    # « thématique », « généré par l'IA ») and no number
    answer = plan(
        real_searcher, "Pour sa newsletter générée par IA, le modèle choisit combien d'articles par thème ?"
    ).offline_text
    assert "3-5 articles" in answer


_LEFT_OUT_BAIT = [
    *("slug", "ordre d'affichage", "lien github", "rebuild du vault", "rôle de cette note", "source"),
]


@pytest.fixture(scope="module")
def real_fragments(real_bundle: Bundle) -> list[str]:
    notes = [real_bundle.notes[i] for i in range(len(real_bundle))]
    return left_out_fragments((n.body, n.title, n.type) for n in notes)


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_no_left_out_text_reaches_an_answer_or_a_prompt(
    data: st.DataObject, real_searcher: Searcher, real_bundle: Bundle, real_fragments: list[str]
) -> None:
    """Whatever is asked, even words of the left-out lines themselves, the answer and the prompt
    hold only visitor text."""
    titles = [real_bundle.notes[i].title for i in range(len(real_bundle))]
    words = data.draw(st.lists(st.sampled_from([*titles, *_LEFT_OUT_BAIT]), min_size=1, max_size=3))
    result = plan(real_searcher, " ".join(words) + " ?")
    seen = normalise(result.offline_text) + "\n" + normalise(result.notes.text)
    assert not [f for f in real_fragments if f in seen], words


@pytest.mark.parametrize("question", ["Où habite-t-elle ?", "ou abite t elle"])
def test_a_word_quoted_in_another_notes_title_does_not_answer(
    garden_searcher: Searcher, question: str
) -> None:
    # the now page says « Je lis Continuous Discovery Habits »: « habite » meets that title's
    # « Habits », not where she lives; the profile's « installée à Nantes » answers
    answer = plan(garden_searcher, question).offline_text
    assert answer.startswith("D'après la note « À propos » :\nEn bref")
    assert "Nantes" in answer
    assert "D'après la note « Maintenant »" not in answer


def test_hobbies_are_found_through_a_personal_tag(garden_searcher: Searcher) -> None:
    # no note says « loisirs »; the hobby notes and the profile's section are tagged #perso,
    # a lexicon synonym that the tag gives to every passage of the note (never written there)
    p = plan(garden_searcher, "Quels sont ses loisirs ?")
    assert p.grounded
    assert "voile" in p.offline_text and "céramique" in p.offline_text


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("Quel métier faisait-elle avant ?", "D'après la note « À propos — Inès Garnier » :"),
        ("What did she do before becoming a developer?", "From the note “À propos — Inès Garnier”:"),
        ("Qu'a-t-elle fait avant ?", "D'après la note « À propos — Inès Garnier » :"),
    ],
)
def test_the_previous_occupation_is_read_in_the_profile(
    journal_searcher: Searcher, question: str, opening: str
) -> None:
    # « avant » / "before" ask for the job she left: the profile says « J'ai été professeure …
    # j'ai quitté l'Éducation nationale pour me reconvertir », dated entries say « poste » or
    # « emploi » about the job she looks for now
    p = plan(journal_searcher, question)
    assert p.grounded
    assert p.offline_text.startswith(opening)
    assert "professeure de SVT" in p.offline_text


def test_a_personal_attribute_the_profile_answers_is_not_shared_with_other_notes(
    garden_searcher: Searcher,
) -> None:
    # « Où habite-t-elle ? »: the profile answers it whole; the now page naming a book is not quoted
    p = plan(garden_searcher, "Où habite-t-elle ?")
    assert p.offline_text.count("D'après la note") == 1


def test_a_qualified_section_noun_finds_the_section_its_heading_names(garden_searcher: Searcher) -> None:
    # « expérience professionnelle »: the CV's section is headed « Expérience »; another note's
    # « professionnels de santé » shares only the qualifier
    answer = plan(garden_searcher, "Quelle est son expérience professionnelle ?").offline_text
    assert answer.startswith("D'après la note « CV » :\nExpérience :")
    assert "Ergonova" in answer and "Kerlan" in answer and "professionnels de santé" not in answer


def test_programming_is_found_through_a_language_or_a_script(garden_searcher: Searcher) -> None:
    # « programmer » is written nowhere (the workshop's « Programme : » is a syllabus, the same
    # light stem); the notes say « script Python », « Python (pandas) »
    p = plan(garden_searcher, "Sait-elle programmer ?")
    assert p.grounded
    assert "Python" in p.offline_text and "Programme :" not in p.offline_text


def test_a_tag_the_note_writes_is_held_where_it_is_written(example_searcher: Searcher) -> None:
    # the game is tagged #unity and says « sous Unity » in « Rôle de Camille »: asked « quel
    # moteur ? » (an engine's name answers it), that passage is quoted, not only the opening
    history = [
        {"role": "user", "content": "Qu'est-ce que Les Traboules ?"},
        {"role": "assistant", "content": "Un petit jeu créé en 48 heures pendant une game jam lyonnaise."},
    ]
    answer = plan(example_searcher, "C'était fait avec quel moteur ?", history).offline_text
    assert "sous Unity" in answer


def test_remote_work_is_a_condition_the_profile_states(garden_searcher: Searcher) -> None:
    # « Manière de travailler » holds « travailler » in every passage (its name); the now page
    # says « ou à distance avec quelques jours sur site », the CV's current post « Lieu : Nantes
    # / à distance »: a profile note answers, not the page named by the verb
    answer = plan(garden_searcher, "Accepte-t-elle de travailler à distance ?").offline_text
    assert answer.startswith(("D'après la note « Maintenant » :", "D'après la note « CV » :"))
    assert "à distance" in answer


def test_a_noun_and_its_adjective_are_read_together_and_a_table_row_answers_alone(
    garden_searcher: Searcher,
) -> None:
    # « accessibilité numérique »: the profile's « jardin numérique » is another sense; the CV's
    # rows « Certification … accessibilité numérique (RGAA) » and « Accessibilité numérique ;
    # confirmé ; RGAA 4.1 » answer, each on its own within a long table
    answer = plan(garden_searcher, "A-t-elle de l'expérience en accessibilité numérique ?").offline_text
    assert "RGAA" in answer


def test_studies_quote_the_cv_training_table_alone(garden_searcher: Searcher) -> None:
    answer = plan(garden_searcher, "Quelles études a-t-elle faites ?").offline_text
    assert answer.startswith("D'après la note « CV » :\nFormation :")
    assert "psychologie" in answer and "Ergonomie" in answer


def test_the_owner_named_is_described_by_a_profile_not_by_the_home_page(readme_searcher: Searcher) -> None:
    # the site's home page « Yanis Berthelot — développeur full-stack » carries the name in its
    # title and says « Bienvenue ! »; the profile « À propos » says who he is
    p = plan(readme_searcher, "Qui est Yanis Berthelot ?")
    assert p.offline_text.startswith("D'après la note « À propos » :\nJe m'appelle Yanis Berthelot")
    assert "Grenoble" in p.offline_text and "Bienvenue" not in p.offline_text
    assert [s.slug for s in p.offline_sources] == ["a-propos"]


def test_a_share_asked_is_answered_by_the_passage_with_its_number(readme_searcher: Searcher) -> None:
    p = plan(readme_searcher, "Quelle part des forfaits de Villard-de-Lans est vendue en ligne ?")
    assert "38 % des forfaits" in p.offline_text


def test_a_follow_up_about_there_reads_the_place_the_last_answer_named(readme_searcher: Searcher) -> None:
    # « Vercors Énergie » is only in the answer; the question before it asked where he worked
    history = [
        {"role": "user", "content": "Où a-t-il travaillé avant d'être indépendant ?"},
        {"role": "assistant", "content": "Chez Vercors Énergie, de 2019 à 2023."},
    ]
    p = plan(readme_searcher, "Et qu'y faisait-il ?", history)
    assert "Vercors Énergie" in p.offline_text and "télémesure" in p.offline_text
    assert "Maintenant" not in p.offline_text


def test_a_long_section_the_question_names_is_quoted_from_its_start(longform_searcher: Searcher) -> None:
    # « ## Parcours » of a long about page is cut into four passages; « Quel est son parcours ? »
    # names it, so it is read in order (studies, then jobs), not one paragraph from its end
    text = normalise(plan(longform_searcher, "Quel est son parcours ?").offline_text)
    assert "ergonomie" in text and "pixelmaille" in text
    assert text.index("ergonomie") < text.index("pixelmaille")


def test_a_birth_year_answers_the_age(longform_searcher: Searcher) -> None:
    # « Je suis née en 1992 » is how a French about page gives an age
    answer = plan(longform_searcher, "Quel âge a-t-elle ?")
    assert answer.grounded and "1992" in answer.offline_text


def test_a_question_heading_is_followed_by_its_answer(longform_searcher: Searcher) -> None:
    # a FAQ's « ### Combien de temps dure un audit ? » heads its answer: no « ? : » between them
    text = plan(longform_searcher, "Combien de temps dure un audit d'accessibilité ?").offline_text
    assert "dure un audit d'accessibilité ? Comptez" in text
    assert "? :" not in text


def test_a_one_line_intro_comes_with_what_it_introduces(real_searcher: Searcher) -> None:
    # « Hub des domaines de compétences. » alone says nothing; the hub's list follows it
    answer = plan(real_searcher, "Quelles sont ses compétences ?").offline_text
    intro = answer.index("Hub des domaines de compétences.")
    assert intro < answer.index("Mon parcours dans l’impression 3D")
    assert intro < answer.index("Mon expérience dans la domotique")


@pytest.mark.parametrize("question", ["Que faisait-il avant ?", "What did he do before?"])
def test_the_job_left_is_read_where_the_profile_says_ancien(real_searcher: Searcher, question: str) -> None:
    # « RQTH : reconversion professionnelle » names the change, « Ancien infirmier » the job left
    answer = plan(real_searcher, question).offline_text
    assert "Ancien infirmier" in answer


def test_a_former_job_met_outside_the_profile_does_not_lead(journal_searcher: Searcher) -> None:
    # « une ancienne infirmière » in a dated entry is someone else: the profile's words lead
    a = journal_searcher.analyser.analyse("Quel métier faisait-elle avant ?")
    assert "past:avant→reconversion" in a.reasons


def test_a_follow_up_reads_the_note_the_conversation_named(real_searcher: Searcher) -> None:
    # « Et il utilise quelle base de données ? » after ft_transcendence: its PostgreSQL, not
    # Inception's database, although Inception says « base de données » more often
    history = [
        {"role": "user", "content": "C'est quoi ft_transcendence ?"},
        {"role": "assistant", "content": "Une application web full-stack avec un Pong multijoueur."},
    ]
    answer = plan(real_searcher, "Et il utilise quelle base de données ?", history).offline_text
    assert answer.startswith("D'après la note « ft_transcendence » :")
    assert "PostgreSQL" in answer


def test_a_note_named_by_its_timestamp_id_alone_is_quoted_by_its_day(ids_searcher: Searcher) -> None:
    # « 202106141000.md » has no heading: « la note « 202106141000 » » is a file name to decode
    p = plan(ids_searcher, "Elle fait le lettrage des mangas ?")
    assert p.offline_text.startswith("D'après la note du 14 juin 2021 :")
    assert "lettrage" in p.offline_text


def test_a_note_titled_as_another_but_for_an_older_year_is_not_quoted_beside_it(
    ids_searcher: Searcher,
) -> None:
    # « Tarifs 2019 » (21 € the feuillet from Japanese) was quoted after « Tarifs » (26 €)
    p = plan(ids_searcher, "Quel est son tarif au feuillet pour une traduction du japonais ?")
    assert "26 € le feuillet" in p.offline_text
    assert "Tarifs 2019" not in p.offline_text and "21 €" not in p.offline_text
    # the model reads the old grid after the current one, if at all
    prompt = p.notes.text
    assert "Tarifs 2019" not in prompt or prompt.index("] Tarifs (") < prompt.index("] Tarifs 2019 (")
    # a note another calls its old version (« L'ancienne version de cette page … est restée dans
    # Dispo (mai 2024) ») is not quoted beside it either
    answer = plan(ids_searcher, "Elle est dispo quand pour un nouveau projet ?").offline_text
    assert "Disponibilités" in answer and "1er septembre 2024" not in answer
    # asked for that year, the old grid answers
    assert (
        "21 € le feuillet"
        in plan(ids_searcher, "Quel était son tarif pour un roman japonais en 2019 ?").offline_text
    )


def test_a_page_saying_it_is_the_old_version_does_not_make_the_current_one_old(
    make_vault: VaultFactory,
) -> None:
    # « Ancienne version de la page À propos… Remplacée par [[À propos]] » speaks of itself: the
    # current « À propos » it names is not its old version (it was, and the 2021 page answered
    # with the age she had then)
    from functions.compose import _superseded

    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "---\ntitle: À propos\n---\nJe m'appelle Camille, j'ai 34 ans.\n",
            "archives/a-propos-2021.md": "---\ntitle: À propos (version 2021)\n---\n> Ancienne version de "
            "la page À propos, écrite en 2021. Remplacée par [[a-propos|À propos]].\n\n"
            "Je m'appelle Camille, j'ai 29 ans.\n",
        },
    )
    bundle = searcher.bundle
    now, then = bundle.slug_index["a-propos"], bundle.slug_index["a-propos-2021"]
    old = _superseded(bundle, {now, then}, "Quel âge a-t-elle ?", searcher.stemmer, searcher.index.replaced)
    assert old == {then}


def test_a_when_question_is_answered_by_the_passage_writing_the_date(ids_searcher: Searcher) -> None:
    # « Disponibilités »: the shorter paragraph (« Au printemps 2026, peut-être… ») ranked first; the
    # line giving the day, beside « disponibilité » and « projet », now comes with it
    answer = plan(ids_searcher, "Elle est dispo quand pour un nouveau projet ?").offline_text
    assert "2 février 2026" in answer
    # not asked when: no date is sought (the price question keeps its own shape)
    answer = plan(ids_searcher, "Vous prenez combien pour une page de manga ?").offline_text
    assert "4,50 € la page" in answer


def test_a_short_line_before_the_list_asked_brings_the_list(ids_searcher: Searcher) -> None:
    # « Où je suis allée en tant que traductrice (…) » opens « Conférences et festivals »; its table
    # of events is the answer
    answer = plan(ids_searcher, "À quels festivals ou salons elle est allée ?").offline_text
    assert answer.startswith("D'après la note « Conférences et festivals » :")
    assert "Japan Expo" in answer and "Arles" in answer


def test_a_journal_entry_is_quoted_by_its_day(daily_searcher: Searcher) -> None:
    # « Quand a-t-elle… ? »: the day is the answer, not a file name to decode
    p = plan(daily_searcher, "A-t-elle déjà gagné un prix ?")
    assert p.offline_text.startswith("D'après la note du 18 octobre 2025 :")
    assert "[2025-10-18] 2025-10-18 (type : note, datée du 18 octobre 2025)" in p.messages[-1]["content"]


def test_an_english_question_gets_english_words_around_the_notes(daily_searcher: Searcher) -> None:
    # the day in English, the note quoted as written (French); the model reads the same notes
    p = plan(daily_searcher, "Has she ever won an award?")
    assert p.offline_text.startswith("From the note of 18 October 2025:\nMÉDAILLE D'ARGENT")
    assert "D'après" not in p.offline_text
    assert "[2025-10-18] 2025-10-18 (type : note, datée du 18 octobre 2025)" in p.messages[-1]["content"]


def test_an_english_list_of_notes_is_framed_in_english(gig_searcher: Searcher) -> None:
    answer = plan(gig_searcher, "Will he be in Angers anytime soon?").offline_text
    assert answer.startswith("From the notes:\n- 2026-04-10 Le Bouillon - Trio : "), answer


def test_an_english_question_nothing_answers_gets_the_english_honest_answer(real_searcher: Searcher) -> None:
    # the vault's owner is « il »: his pages
    result = plan(real_searcher, "How do I make a good omelette?")
    assert not result.grounded
    assert result.offline_text == (
        "Fernand's notes do not answer this question (not specified in the notes). You will find his "
        "projects at /portfolio, his skills at /competences and a way to get in touch at /contact."
    )


@pytest.mark.parametrize("question", ["Qui est-elle ?", "Quel est son métier ?", "elle fai koi comme metier"])
def test_the_person_alone_asked_is_answered_by_the_profile_that_introduces_them(
    daily_searcher: Searcher, question: str
) -> None:
    # nothing to find but the person: the now page (« Je m'appelle Margot Tessier… je suis
    # luthière »), not a note that says « métier » in passing, nor « not in my notes »
    p = plan(daily_searcher, question)
    assert p.grounded and p.offline_text.startswith("D'après la note « Maintenant » :"), p.offline_text
    assert "je suis luthière" in p.offline_text


def test_the_job_of_the_real_owner_comes_from_his_bio(real_searcher: Searcher) -> None:
    for question in ("Qui est-il ?", "Quel est son métier ?", "What does he do?"):
        p = plan(real_searcher, question)
        assert p.grounded and "Bio — Fernand Gras-Calvet" in p.offline_text.splitlines()[0], question


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("Qui est-il ?", "D'après la note « À propos » :\nJe suis Adrien Vasseur"),
        ("Présente-toi", "D'après la note « À propos » :\nJe suis Adrien Vasseur"),
        ("Tell me about him", "From the note “About me”:\nI am Adrien Vasseur"),
    ],
)
def test_the_profile_introducing_the_owner_in_the_questions_language_opens(
    research_searcher: Searcher, question: str, opening: str
) -> None:
    # « À propos » (« Je suis… ») before a CV's « Adrien Vasseur — né le… », "About me" in English
    p = plan(research_searcher, question)
    assert p.grounded and p.offline_text.startswith(opening), p.offline_text[:120]


def test_who_is_opens_on_the_profile_before_the_cv(make_vault: VaultFactory) -> None:
    # both name the owner, neither in the first person: the page about him says what he does,
    # the CV opens on a note about itself
    searcher = searcher_on(
        make_vault,
        {
            "CV.md": "# CV — Mathieu Lacombe\n\n> [!info]\n> Version à jour pour le site et les dossiers "
            "de subvention.\n\n## Parcours\n\n- 2016 → 2023 : guide indépendant\n",
            "Profil.md": "# Mathieu Lacombe — profil\n\n> [!info] En bref\n> Moniteur d'escalade & "
            "canyon, basé à Briançon.\n\n## Famille\n\n- pacsé avec Claire\n",
            "Falaise.md": "# Falaise de Céüse\n\nUne journée de grimpe au soleil.\n",
        },
    )
    for question in ("C'est qui, le gars derrière ce site ?", "Qui est-il ?"):
        p = plan(searcher, question)
        assert p.grounded and p.offline_text.startswith("D'après la note « Profil »"), p.offline_text
        assert "Moniteur d'escalade" in p.offline_text


def test_who_is_goes_on_past_an_introduction_telling_only_the_birth(make_vault: VaultFactory) -> None:
    # the name and the birth first, what he did in the next paragraph: « qui est-ce ? » asks both
    searcher = searcher_on(
        make_vault,
        {
            "Qui suis-je.md": "# Qui suis-je\n\nJe m'appelle Bernard Chassang. Je suis né le 9 avril 1954 "
            "à Neussargues, dans le Cantal, au bord de l'Alagnon et à deux pas du dépôt où mon père "
            "était mécanicien ; j'ai donc aujourd'hui 72 ans, ce qui me paraît à la fois beaucoup et "
            "très peu.\n\nAprès le lycée technique à Clermont-Ferrand, où j'étais pensionnaire, j'ai "
            "obtenu en 1974 un DUT de génie électrique, et je suis entré à la SNCF le 1er septembre de "
            "la même année. J'y ai passé trente-huit ans : d'abord au dépôt, puis dans la "
            "signalisation, enfin dans l'encadrement, jusqu'à diriger l'Établissement Équipement "
            "Auvergne. J'ai pris ma retraite le 31 août 2012.\n\nDepuis juin 2015, nous habitons "
            "Murat, Monique et moi, dans une vieille maison du faubourg.\n",
            "Randonnées.md": "# Randonnées\n\nLe plateau du Limon au printemps.\n",
        },
    )
    for question in ("C'est qui, le monsieur de ce site ?", "Qui est-il ?"):
        p = plan(searcher, question)
        assert p.grounded and "Chassang" in p.offline_text and "SNCF" in p.offline_text, p.offline_text


def test_who_is_opens_on_the_home_page_introducing_the_owner(make_vault: VaultFactory) -> None:
    # the profile comes to her name after a preamble and tells her childhood; the home page,
    # no profile, opens on who she is and what she does
    childhood = "Le mercredi, je démontais des réveils sur l'établi de mon père, horloger. " * 6
    searcher = searcher_on(
        make_vault,
        {
            "Moi/Mon parcours.md": "# Mon parcours\n\nOn me demande souvent, au marché ou à un salon, "
            "comment on en arrive là. Alors voilà, j'écris tout ici une bonne fois pour toutes.\n\n"
            f"Je m'appelle Solène Vasseur, je suis née le 14 mars 1987 à Besançon. {childhood}\n",
            "Accueil.md": "# Accueil\n\nBienvenue sur les notes de l'atelier, à Dieulefit. Je suis "
            "Solène, luthière, je fabrique des guitares et des mandolines.\n",
            "Atelier/Vernis.md": "# Vernis\n\nLe vernis au tampon prend trois semaines.\n",
        },
    )
    for question in ("C'est qui, la personne derrière ce site ?", "Elle fait quoi comme métier ?"):
        p = plan(searcher, question)
        assert p.grounded and "luthière, je fabrique" in p.offline_text, p.offline_text
        assert [s.slug for s in p.offline_sources] == ["Accueil"]


@pytest.mark.parametrize("question", ["Bonjour", "Merci !", "Hello!"])
def test_a_courtesy_is_no_question_for_the_notes(daily_searcher: Searcher, question: str) -> None:
    # not the contact page's « bonjour@atelier-tessier.example », nor « merci Théo » in a journal
    assert not plan(daily_searcher, question).grounded


def test_why_the_change_is_read_as_the_career_change(real_searcher: Searcher) -> None:
    history = [
        {"role": "user", "content": "Quel est son parcours ?"},
        {"role": "assistant", "content": "Infirmier pendant dix ans, puis étudiant à l'École 42."},
    ]
    p = plan(real_searcher, "Pourquoi ce changement ?", history)
    first = p.offline_text.split("\n\n")[0]
    # the reconversion first, not the CV's contact block (« sans changer ce chemin »)
    assert p.grounded and "reconversion" in first and "Téléphone" not in first, p.offline_text[:300]


def test_the_owners_own_page_answers_before_a_course_sharing_the_words(student_searcher: Searcher) -> None:
    # « Stage chez Weiss & Haegel », linked from her profile, is quoted beside the labour-law
    # course on internships that shares more of the words
    p = plan(student_searcher, "A-t-elle déjà fait un stage ?")
    assert p.grounded and "D'après la note « Stage chez Weiss & Haegel »" in p.offline_text, p.offline_text


def test_an_age_told_as_a_birth_opens_on_the_profile(home_searcher: Searcher) -> None:
    # « Né à Dax en 1989 »: no passage holds « âge », the profile that tells it opens the answer
    for question in ("Quel âge a-t-il ?", "kel age a til"):
        p = plan(home_searcher, question)
        assert p.grounded and "1989" in p.offline_text, question


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("Combien coûte un atelier de cadrage ?", True),
        ("cb coute un mariage", True),
        ("Quels sont ses tarifs ?", True),
        ("Il est payé combien pour un article ?", True),
        ("What's his day rate for a podcast?", True),
        ("How much does she charge for a setup?", True),
        ("A-t-il gagné un prix ?", False),  # an award
        ("Était-il chargé de projet ?", False),
        ("Combien de projets a-t-il faits ?", False),
        # « à combien ? », « c'est combien ? », « combien » of a sale: an amount of money
        ("vous vendez des plants de tomates ? à combien ?", True),
        ("les paniers c'est combien ?", True),
        ("vous les vendez combien vos pots de miel ?", True),
        ("How much are the baskets?", True),
        ("le crowdfunding ça a rapporté combien ?", True),  # what it brought in
        # ... unless a count follows
        ("À combien de km de Nantes elle se déplace ?", False),
        ("C'est combien de temps, la formation ?", False),
        ("Elle a vendu combien de livres ?", False),
    ],
)
def test_a_price_is_asked_in_its_words(question: str, asks: bool) -> None:
    assert asks_price(read_idioms(words(question))) is asks


def test_an_amount_is_written_in_its_shapes() -> None:
    for text in ("forfait 2 400 € HT", "1 500 euros", "€450 per day", "$90", "l'entrée est gratuite"):
        assert writes_price(text), text
    for text in ("3 jours, 4 à 8 participants", "en 2024", "50 km autour de Bordeaux"):
        assert not writes_price(text), text


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("Combien coûte un atelier de cadrage ?", "2 400"),  # the offers' table, not the description
        ("combien coute sa formation kanban pour une equipe", "1 500"),  # not a free first call
    ],
)
def test_a_price_question_is_answered_with_the_amount(
    kanban_searcher: Searcher, question: str, amount: str
) -> None:
    answer = plan(kanban_searcher, question).offline_text
    assert amount in answer.replace("\u202f", " ").replace("\xa0", " ")


def test_a_price_beside_what_is_asked_beats_a_price_elsewhere(home_searcher: Searcher) -> None:
    # the travel costs (« gratuit dans un rayon de 50 km ») rank first on « tarif » alone; the
    # wedding's own price list joins them
    answer = plan(home_searcher, "cb coute un mariage").offline_text
    assert "mariage :" in answer and "Essentiel" in answer


def test_a_price_list_answers_what_it_prices_under_another_name(press_searcher: Searcher) -> None:
    # « article » is nowhere in the row « Pige presse écrite ; Tarif : 80 € le feuillet »: the
    # « Tarifs » section still says the price, where « Ce que je ne fais pas » does not
    answer = plan(press_searcher, "Il est payé combien pour un article ?").offline_text
    assert "80 €" in answer.replace("\u202f", " ").replace("\xa0", " ")


def test_a_cut_text_keeps_the_lines_holding_most_of_what_is_asked() -> None:
    rows = [f"- Prestation : Service {n} ; Tarif : {n}00 € HT" for n in range(1, 9)]
    rows.append("- Prestation : Animation d'un débat ; Tarif : 550 € HT")
    table = "Tarifs :\n" + "\n".join(rows)
    cut = _fit(table, 200, [frozenset({"tarif", "anim", "debat"})], named=frozenset({"tarif"}))
    assert "550 €" in cut and len(cut) <= 200
    # a word naming the section is in every line: it does not make a line the answer
    text = "Ce que je cherche :\n" + "Je cherche aussi " * 8 + "un poste.\n- des missions de 3 à 6 mois"
    cut = _fit(text, 60, [frozenset({"cherch", "mission"})], named=frozenset({"cherch"}))
    assert "missions de 3 à 6 mois" in cut


def test_a_kept_sentence_opening_on_a_pronoun_brings_the_one_it_points_back_to() -> None:
    story = "Nous avons repeint la boutique en vert. " * 6 + (
        "Le meunier m'a parlé d'un boulanger de Nuits-Saint-Georges qui partait à la retraite. "
        "Il vendait son four à sole, un Bongard de 1998."
    )
    cut = _fit(story, 220, [frozenset({"four", "sol"})])
    assert "Nuits-Saint-Georges" in cut and "Il vendait son four" in cut and len(cut) <= 220
    # a sentence that points nowhere keeps its room for what the question asks
    plain = story.replace("Il vendait son four", "Le boulanger vendait son four")
    cut = _fit(plain, 220, [frozenset({"four", "sol"})])
    assert "Nuits-Saint-Georges" not in cut and "vendait son four" in cut


def test_now_asked_keeps_the_best_passages_sentence_saying_today() -> None:
    # « Il fait quoi comme boulot en ce moment ? »: the passage under « Et maintenant ? » ranked
    # first for its heading and its last sentence's « métier »; its « Aujourd'hui je suis… » answers
    text = (
        "Le premier boulot : En 2014, je décroche un CDD dans un bureau d'études rennais. "
        + "Mon job : produire des cartes pour des collectivités, un boulot d'analyse. " * 3
        + "\nEt maintenant ? Aujourd'hui je suis freelance, je fais des audits d'accessibilité. "
        + "J'ai longtemps hésité avant de me lancer, et les premiers mois furent maigres. " * 3
        + "Le détour m'a appris un métier."
    )
    lead = range(1, 2)
    asked = [frozenset({"maintenant", "meti"}), frozenset({"boulot", "job"})]
    cut = _fit(text, 330, asked, now=True, lead=lead)
    assert "je suis freelance" in cut and len(cut) <= 330, cut
    # not asked about now: the question's words first (the earlier job's « boulot »)
    assert "je suis freelance" not in _fit(text, 330, asked, lead=lead)


def test_a_sentence_summing_up_a_kept_one_follows_it() -> None:
    # « Cette expérience m'a appris… » says what the stage brought: it comes before the rest
    story = (
        "J'ai grandi à Brest. " * 6
        + ("En 2019, stage chez un menuisier de Quimper. Cette expérience m'a appris le travail du chêne. ")
        + "Je joue du piano le soir. " * 4
    )
    cut = _fit(story, 200, [frozenset({"stag"})])
    assert "stage chez un menuisier de Quimper. Cette expérience m'a appris" in cut and len(cut) <= 200
    # a pronoun standing for the sentence's subject says more of it, not what came of it
    plain = story.replace("Cette expérience m'a appris", "Il m'a appris")
    assert "Il m'a appris" not in _fit(plain, 200, [frozenset({"stag"})])


def test_a_day_asked_keeps_the_lines_writing_a_day() -> None:
    assert _asks_day(words("C'est quand le prochain stage ?")) and _asks_day(words("When is the next one?"))
    assert not _asks_day(words("Depuis quand est-il installé ?"))
    assert not _asks_day(words("Il vient quand même ?"))
    lines = "Calendrier :\n" + "\n".join(
        f"- Ligne {n} : atelier de menuiserie " + "bois " * 6 for n in range(8)
    )
    lines += "\n- Prochain atelier : samedi 18 avril 2026"
    cut = _fit(lines, 160, [frozenset({"atelier"})], shape=_writes_day)
    assert "18 avril 2026" in cut and len(cut) <= 160
    assert "18 avril" not in _fit(lines, 160, [frozenset({"atelier"})])


@pytest.mark.parametrize(
    ("vault", "question", "place"),
    [
        ("home", "D'où vient-il ?", "Dax"),  # « Né à Dax en 1989 »
        ("kanban", "D'où est-elle originaire ?", "Bastia"),  # « J'ai grandi à Bastia »
        ("student", "D'où vient-elle ?", "Sélestat"),  # not a course note's « Originaire : »
        ("press", "Il est né où ?", "Villefranche"),  # « j'ai vu le jour … à Villefranche »
    ],
)
def test_where_the_owner_is_from_is_told_as_a_bio_tells_it(
    request: pytest.FixtureRequest, vault: str, question: str, place: str
) -> None:
    p = plan(request.getfixturevalue(f"{vault}_searcher"), question)
    assert p.grounded and place in p.offline_text


def test_an_age_is_told_as_a_birth(press_searcher: Searcher) -> None:
    p = plan(press_searcher, "Il a quel âge ?")  # « j'ai vu le jour le 9 avril 1982 »
    assert p.grounded and "1982" in p.offline_text


def test_where_she_lives_is_the_profiles_not_a_book_title(english_searcher: Searcher) -> None:
    # the inbox's « lire : "Atomic Habits" » shares the stem of « habite »
    p = plan(english_searcher, "Elle habite où ?")
    assert p.grounded and "Grenoble" in p.offline_text and "Habits" not in p.offline_text


def test_a_synonym_of_habiter_asks_no_address(zettel_searcher: Searcher) -> None:
    # « région » stands for « habiter » in the lexicon; moving out of it is no personal attribute
    analysis = zettel_searcher.analyser.analyse("Se déplace-t-il hors de sa région ?")
    assert not any(u.personal for u in analysis.units)
    assert zettel_searcher.analyser.analyse("Où habite-t-il ?").units[0].personal


def test_a_relatives_birth_is_not_where_the_owner_comes_from(make_vault: VaultFactory) -> None:
    # « Lou, notre fille, née … à Angers » writes the daughter's birthplace, not the owner's
    searcher = searcher_on(
        make_vault,
        {
            "Bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe m'appelle Léa Morvan, j'ai 38 ans (née le "
            "14 mars 1988 à Quimper). Je suis professeure de physique à Tours.\n",
            "Famille.md": "---\ntype: parcours\n---\n# Famille\n\n- Hugo, mon compagnon, ingénieur.\n"
            "- Lou, notre fille, née le 2 juin 2021 à Angers. On vit à trois à Tours.\n",
            "Jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
    )
    answer = plan(searcher, "Elle vient d'où à la base ?").offline_text
    assert answer.startswith("D'après la note « Bio »") and "Quimper" in answer


def test_a_third_person_press_kit_answers_about_her(stage_searcher: Searcher) -> None:
    # « Née le 7 février 1986 à Quimper, Solène Vasseur grandit dans le Finistère »
    assert "Quimper" in plan(stage_searcher, "Elle vient d'où ?").offline_text
    trained = plan(stage_searcher, "Où est-ce qu'elle a appris le théâtre ?").offline_text
    assert "Rennes" in trained and "Nantes" in trained


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("Quels clients a-t-elle eus ?", True),
        ("Elle a donné des talks ? lesquels", True),
        ("Liste ses projets de programmation graphique.", True),
        ("Which talks has she given?", True),
        ("Quel est son tarif ?", False),  # the singular asks for one thing
        ("Qu'est-ce que le projet Tramway ?", False),
        ("c'est qui ses clients en ce moment ?", True),
        ("C'étaient quoi les différents modules de la piscine ?", True),
        ("elle a quoi comme machines dans son atelier ?", True),
        ("Il travaille comme quoi ?", False),
        ("Qu'est-ce qu'elle a fait comme études ?", False),  # not « quoi comme »: her path
        ("C'est quoi son métier ?", False),
        ("t'as des bouquins à conseiller ?", True),
        ("tu me conseilles des livres ?", True),
        ("Cite-moi les imprimantes qu'il a eues.", True),
        # advising as a job, not a recommendation asked
        ("Il vient conseiller des boulangeries ?", False),
    ],
)
def test_a_list_is_asked_in_its_words(question: str, asks: bool) -> None:
    assert asks_list(read_idioms(words(question))) is asks


@pytest.mark.parametrize(
    ("question", "many"),
    [
        ("Quels clients a-t-elle eus ?", True),
        ("Liste toutes les imprimantes 3D qu'il a eues", True),
        ("Which talks has she given?", True),
        ("Which operating system runs his server?", False),  # "which" asks for one thing
        ("Which OS runs his server?", False),
        ("Quel est son tarif ?", False),
    ],
)
def test_several_things_are_asked_in_their_words(question: str, many: bool) -> None:
    assert asks_many(read_idioms(words(question))) is many


def test_a_list_told_a_paragraph_an_item_gives_each_item(real_searcher: Searcher) -> None:
    # « Mon parcours dans l'impression 3D » tells one printer a paragraph, each paragraph naming
    # « imprimante » and « impression 3D »; the answer stopped at the first two, its room taken by
    # an opening sentence that only says what the note is named for
    answer = plan(real_searcher, "Liste toutes les imprimantes 3D qu'il a eues").offline_text
    for printer in ("Alfawise", "Sidewinder", "Bambu"):
        assert printer in answer
    assert "univers fascinant" not in answer
    # ... and « depuis ses débuts »: the sentences naming a printer before the one that says
    # « Cette première immersion… » (« débuts » read as « premier »), in each paragraph
    answer = plan(
        real_searcher, "Quelles sont les imprimantes 3D qu'il a eues depuis ses débuts ?"
    ).offline_text
    for printer in ("Alfawise", "Sidewinder", "Bambu"):
        assert printer in answer
    assert "première immersion" not in answer
    # one thing asked: the passages that repeat the question's words are not items
    answer = plan(
        real_searcher, "Which operating system runs the machine behind his audio transcription app?"
    )
    assert "Ubuntu" in answer.offline_text


def test_one_note_answering_fills_the_bubble_with_its_next_passages(
    real_searcher: Searcher, readme_searcher: Searcher
) -> None:
    # the summary repeating « diarisation », « application », « transcription », « audio » ranks
    # first; the sentence naming the tool (« via pyannote ») only comes third in its note
    answer = plan(
        real_searcher,
        "Avec quel outil la diarisation est-elle faite dans son application de transcription audio ?",
    ).offline_text
    assert "pyannote" in answer and answer.count("D'après la note") == 1
    # a passage holding no word of the question but the note's name (« Tramway Live »'s licence,
    # its install commands) fills nothing
    answer = plan(readme_searcher, "Combien d'utilisateurs a Tramway Live ?").offline_text
    assert "1 200 utilisateurs" in answer and "Licence" not in answer and "npm install" not in answer


def test_a_list_asked_of_the_note_named_by_it_is_given_whole(english_searcher: Searcher) -> None:
    # the note « Talks » lists three talks; « Idées de talks » shares the word: the list is not
    # cut to make room for it
    answer = plan(english_searcher, "Elle a donné des talks ? lesquels").offline_text
    for talk in ("Offline-first sync", "From blinky to BLE", "Coroutines in production"):
        assert talk in answer
    # a list in a note the question does not name is cut as before, for the note that answers
    answer = plan(english_searcher, "which chips has she worked with").offline_text
    assert "STM32" in answer


def test_a_list_asked_by_kind_lists_the_notes_of_that_kind(english_searcher: Searcher) -> None:
    # each project is its own note (folder « Projects », type project); the profile naming Rust
    # twice ranked first and listed none of them
    p = plan(english_searcher, "Quels sont ses projets en Rust ?")
    for project in ("blezard", "gresieau-logger", "niveo-patch"):
        assert f"- {project} :" in p.offline_text
    assert "- Projects :" not in p.offline_text  # the folder's own index is no project
    shown = {s.slug for s in p.offline_sources}
    assert {"blezard", "gresieau-logger", "niveo-patch"} <= shown
    # the model reads each listed project too
    assert "[gresieau-logger]" in p.notes.text


def test_a_word_every_note_of_the_kind_holds_lists_none_of_them(real_searcher: Searcher) -> None:
    # every project says « école 42 »: only the ones saying « Docker » answer
    p = plan(real_searcher, "Quels projets de l'École 42 utilisent Docker ?")
    assert "inception" in p.offline_text.casefold() and "transcendence" in p.offline_text
    for project in ("minitalk", "push_swap", "cub3d"):
        assert project not in p.offline_text
    p = plan(real_searcher, "Quels projets de réseau a-t-il faits ?")
    assert "- netpractice :" in p.offline_text and "- ft-irc :" in p.offline_text


def test_the_list_a_label_naming_the_things_asked_introduces_is_given_whole(real_searcher: Searcher) -> None:
    # « Built-ins à Implémenter : » then a line per command, each with a sentence: every command
    # is named, none cut for the best passage's readline paragraph
    answer = plan(real_searcher, "Quelles commandes intégrées son minishell doit gérer ?").offline_text
    for command in ("echo", "cd", "pwd", "export", "unset", "env", "exit"):
        assert f"\n{command} :" in answer, answer


def test_a_list_under_its_plural_label_is_the_answer_whole_across_passages(real_searcher: Searcher) -> None:
    # « Opérations Autorisées : » and eleven lines, cut into two passages: all of them, and
    # nothing of the section around them; « c koi les… » asks a list as « c'est quoi les… » does
    answer = plan(real_searcher, "pushswap c koi les operation autoriser").offline_text
    assert "sa (swap a)" in answer and "rrr" in answer, answer
    assert "Programme Principal" not in answer and "push_swap.c" not in answer, answer


def test_one_things_steps_under_a_singular_label_are_no_list_of_the_things(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "Ateliers.md": "# Ateliers\n\nAtelier enfants, le déroulé :\n- on ouvre une cabosse\n"
            "- on goûte une fève\n- chacun fait sa tablette\n",
        }
    )
    bundle = parse_bundle(build_bundle(root).data)
    stemmer = bundle.params.get("stemmer", "light")
    asked = frozenset(tokenise("ateliers", stemmer))
    assert _tally(bundle, 0, asked, stemmer, plural=True) is None
    # ... while « combien d'ateliers ? » counts whatever label names them
    assert _tally(bundle, 0, asked, stemmer) is not None


def test_every_note_filed_under_what_is_asked_is_listed_however_little_it_says_of_it(
    make_vault: VaultFactory,
) -> None:
    notes = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis développeuse.\n",
        "vision.md": "---\ntype: projet\ntags: [ia]\n---\n# Vision\n\nProjet perso lancé en 2024. "
        + "Un modèle d'IA qui trie les photos. L'IA tourne en local, l'IA apprend vite. " * 3
        + "\n",
        "resume.md": "---\ntype: projet\ntags: [ia]\n---\n# Résumeur\n\nProjet perso lancé en 2025. "
        "Un outil qui résume les comptes rendus de réunion, branché sur Ollama.\n",
        "lettre.md": "---\ntype: projet\ntags: [ia, web]\n---\n# Lettre du lundi\n\nProjet perso lancé "
        "en 2023. Une lettre d'information écrite chaque semaine avec un modèle local.\n",
        "compta.md": "---\ntype: projet\ntags: [web]\n---\n# Compta\n\nProjet pour une cliente. Une "
        "appli de comptes pour une association, sans IA.\n",
        "site.md": "---\ntype: projet\ntags: [web]\n---\n# Site\n\nProjet perso. Mon site en Astro.\n",
        # (a kind most notes hold names no list: the rest of a small site)
        "contact.md": "# Contact\n\nPar le formulaire du site.\n",
        "cv.md": "---\ntype: parcours\n---\n# CV\n\nDéveloppeuse Python depuis 2019.\n",
        "tarifs.md": "# Tarifs\n\n450 € la journée.\n",
        "lectures.md": "# Lectures\n\nDes livres sur le code.\n",
        "ateliers.md": "# Ateliers\n\nDes ateliers de code pour les enfants.\n",
    }
    searcher = searcher_on(make_vault, notes)
    # « Vision » says « IA » six times; the two others are tagged « ia » and say it never: all
    # three are IA projects, the list names each
    answer = plan(searcher, "Quels sont tous ses projets autour de l'IA ?").offline_text
    for slug in ("vision", "resume", "lettre"):
        assert f"- {slug} :" in answer, answer
    assert "- site :" not in answer
    # what « en dehors de » sets aside is no word asked: the same list, not her profile
    aside = plan(searcher, "Quels projets IA a-t-elle réalisés en dehors de ses cours ?").offline_text
    assert "- resume :" in aside and "- lettre :" in aside, aside


@pytest.mark.parametrize(
    ("question", "verbs"),
    [
        ("Quels étudiants encadre-t-il ?", {"encadre"}),
        ("Dans quelles conférences a-t-il présenté ses travaux ?", {"presente"}),
        ("Quels livres il a lu", {"lu"}),  # « livres il » is no inversion
        ("Pour quels clients a-t-elle travaillé en freelance ?", {"travaille"}),
        ("Quels sont ses projets en Rust ?", set()),
    ],
)
def test_the_verbs_of_a_list_question_are_read_where_french_puts_them(question: str, verbs: set[str]) -> None:
    assert _verbs(question) == verbs


def test_a_small_kind_asked_with_nothing_more_is_listed_whole(
    research_searcher: Searcher, logseq_searcher: Searcher, student_searcher: Searcher
) -> None:
    # « encadre-t-il » says how the owner stands to the students (folder « Étudiants »), not
    # which of them: all four are listed
    q = research_searcher.search("Quels étudiants encadre-t-il ?").query
    assert q is not None
    listed = list_by_kind(research_searcher, "Quels étudiants encadre-t-il ?", q)
    assert listed is not None and "- Léa Marchand :" in listed.text and len(listed.notes) == 4
    # her pastimes (the notes typed « loisir », the profile's « En dehors du travail » naming
    # them) answer « Quels sont ses loisirs ? », not a note on « espaces de loisir »
    answer = plan(logseq_searcher, "Quels sont ses loisirs ?").offline_text
    assert "Gestion différenciée" not in answer
    assert all(name in answer for name in ("Apiculture", "Aquarelle botanique", "chorale")), answer
    # a personal attribute is the profile's: not the course notes filed under « Langues »
    answer = plan(student_searcher, "Quelles langues parle-t-elle ?").offline_text
    assert not answer.startswith("D'après ses notes :")


def test_a_hub_listing_the_kind_is_quoted_by_every_section_naming_one(research_searcher: Searcher) -> None:
    # « Encadrement » lists the four students a section per degree; the section found (Master 2)
    # named two of them: the answer was a list cut short, without the PhD student
    answer = plan(research_searcher, "Quels étudiants encadre-t-il ?").offline_text
    assert answer.startswith("D'après la note « Encadrement » :")
    for student in ("Léa Marchand", "Tom Girardin", "Yasmina Haddad", "Pablo Ruiz"):
        assert student in answer
    assert "Recrutement" not in answer  # the section naming none of them stays out
    assert answer.index("Doctorat") < answer.index("Master 2") < answer.index("Master 1")


def test_a_question_about_the_owner_is_not_answered_by_someone_elses_note(stage_searcher: Searcher) -> None:
    # « Paul Lemercier » (her former teacher, filed under Personnes/) was trained at the TNS
    p = plan(stage_searcher, "Où est-ce qu'elle a appris le théâtre ?")
    answer = p.offline_text
    assert "Rennes" in answer and "TNS" not in answer and "Paul Lemercier" not in answer
    # the model reads her own timeline before anyone else's bio
    prompt = p.notes.text
    assert "[Parcours]" in prompt
    assert "[Paul Lemercier]" not in prompt or prompt.index("[Parcours]") < prompt.index("[Paul Lemercier]")
    # named, his note answers
    answer = plan(stage_searcher, "Qui est Paul Lemercier ?").offline_text
    assert "D'après la note « Paul Lemercier »" in answer


def test_a_listed_note_is_told_by_a_sentence_not_a_field(atelier_searcher: Searcher) -> None:
    # each restoration note opens on « client : M. Rey, Annecy » (an inline field): the line
    # shown is what the piece is; « M. » is an initial, not a sentence's end
    answer = plan(atelier_searcher, "Quelles restaurations a-t-il faites ?").offline_text
    assert answer.startswith("D'après ses notes :")
    assert "- Commode Louis XV : Commode sauteuse" in answer
    assert ": client :" not in answer and "client : M.\n" not in answer


def test_a_listed_note_filed_under_another_name_is_told_by_the_line_naming_it(
    make_vault: VaultFactory,
) -> None:
    talk = (
        "---\ntitle: {title}\n---\n# {title}\n\n{body}\n\n- **Événement** : {event}\n- **Durée** : 30 min\n"
    )
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "# À propos\n\nJe m'appelle Lina Morel, je fais de la data pour l'agriculture.\n",
            **{
                f"posts/billet-{n}.md": f"# Billet {n}\n\nSur les sondes du verger, semaine {n}.\n"
                for n in range(4)
            },
            "talks/2019-pydata-paris.md": talk.format(
                title="Biais et scoring",
                body="Une conférence sur les décisions, donné deux fois.",
                event="PyData Paris",
            ),
            "talks/2022-pycon-fr.md": talk.format(
                title="Prévoir l'irrigation",
                body="Une conférence sur l'eau, donné en 2022.",
                event="PyCon FR 2022",
            ),
            "talks/2026-euroscipy.md": talk.format(
                title="Des grilles aux fermes",
                body="Une conférence sur le climat, donné en anglais.",
                event="EuroSciPy 2026",
            ),
        },
    )
    answer = plan(searcher, "Elle a donné quelles conférences ?").offline_text
    # each talk's file names its event, its title the talk: the line naming the event says which
    assert answer.startswith("D'après ses notes :"), answer
    for event in ("PyData Paris", "PyCon FR 2022", "EuroSciPy 2026"):
        assert event in answer, answer


@pytest.mark.parametrize("question", ["What's his phone number?", "Quel est son numéro de téléphone ?"])
def test_a_way_to_reach_the_owner_written_without_the_word_is_quoted(
    decimal_searcher: Searcher, question: str
) -> None:
    # the CV writes « · contact@domes-ops.fr · 06 39 98 12 54 » and never « téléphone »; a
    # client's « coordonnées » in a recommendations note is no way to reach him
    answer = plan(decimal_searcher, question).offline_text
    assert "06 39 98 12 54" in answer
    assert "Recommandations" not in answer


def test_an_age_written_in_the_feminine_answers_the_age(kine_searcher: Searcher) -> None:
    # « Âgée de 43 ans » (« âgée » stems apart from « âge ») before a birth year in a draft
    assert "43 ans" in plan(kine_searcher, "Elle a quel age ?").offline_text


def test_a_trade_asked_by_what_it_farms_is_the_trade(real_searcher: Searcher) -> None:
    # « les huîtres » and the CV's « 1999 – 2012 · Ostréiculture (Port-Leucate) »
    assert "2012" in plan(real_searcher, "Il a arrêté les huîtres en quelle année ?").offline_text


def test_what_the_owner_works_on_now_is_the_work_in_progress(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Qui suis-je.md": "# Qui suis-je\n\nJe m'appelle Léo Martin, je suis consultant à Lyon.\n",
            "Missions/Mission Sancy.md": (
                "---\nstatut: en cours\n---\nObservabilité pour une clinique : métriques et alertes.\n"
            ),
            "Missions/Mission Volcalis.md": (
                "---\nstatut: terminée\n---\nMigration de trente-huit machines vers Kubernetes.\n"
            ),
            "Lectures/SRE book.md": "---\nstatus: en cours\n---\nUn livre sur le travail des SRE.\n",
            "Notes/Travail en ce moment.md": "Réflexions sur le travail en ce moment, en général.\n",
        },
    )
    plan_ = plan(searcher, "Sur quoi travaille-t-il en ce moment ?")
    assert plan_.result.grounded and plan_.result.sources[0].slug == "Mission Sancy"
    assert "in-progress" in plan_.result.sources[0].reasons
    answer = plan_.offline_text
    assert "Mission Sancy" in answer and "Volcalis" not in answer and "SRE book" not in answer
    # without « now », the words lead as before
    assert not searcher.search("Sur quoi travaille-t-il ?").current


def test_the_work_in_progress_answers_though_no_passage_says_the_words_asked(
    make_vault: VaultFactory,
) -> None:
    # « Elle bosse sur quoi en ce moment ? »: the mission's status says it is in progress, and no
    # passage writes « bosse » or « moment »: the list of work in progress is the answer
    searcher = searcher_on(
        make_vault,
        {
            "Qui suis-je.md": "# Qui suis-je\n\nJe m'appelle Léa Martin, consultante à Lyon.\n",
            "Missions/Mission Sancy.md": (
                "---\nstatus: en cours\n---\nObservabilité pour une clinique : métriques et alertes.\n"
            ),
            "Missions/Mission Volcalis.md": "---\nstatus: terminée\n---\nMigration vers Kubernetes.\n",
        },
    )
    plan_ = plan(searcher, "Elle bosse sur quoi en ce moment ?")
    assert plan_.grounded and "Mission Sancy" in plan_.offline_text, plan_.offline_text
    assert "Volcalis" not in plan_.offline_text


def test_a_status_qualified_after_its_word_still_says_the_work_is_in_progress(
    make_vault: VaultFactory,
) -> None:
    # « Statut:: en cours (esquisse) », « 🟡 En cours — phase 2 »: the words after the status
    # qualify it; the mission is in progress all the same
    searcher = searcher_on(
        make_vault,
        {
            "Qui suis-je.md": "# Qui suis-je\n\nJe m'appelle Léa Martin, paysagiste à Nantes.\n",
            "Projets/Cour Mouettes.md": "- Statut:: en cours (esquisse)\n- cour d'école de 1 400 m²\n",
            "Projets/Jardin Tessier.md": "---\nstatus: 🟡 En cours — chantier\n---\nMurets.\n",
            "Projets/Parc Volcalis.md": "---\nstatus: terminé (avril 2021)\n---\nUn parc livré.\n",
        },
    )
    answer = plan(searcher, "Sur quoi elle travaille en ce moment ?").offline_text
    assert "Cour Mouettes" in answer and "Jardin Tessier" in answer, answer
    assert "Volcalis" not in answer


@pytest.mark.parametrize(
    ("status", "head"),
    [
        ("en cours (esquisse)", "en cours"),
        ("🟡 En cours", "en cours"),
        ("terminé — avril 2021", "terminé"),
        ("in progress: 60 %", "in progress"),
        ("reporté, date à fixer", "reporté"),
        ("en-cours", "en-cours"),
        (None, ""),
    ],
)
def test_a_status_is_read_without_what_qualifies_it(status: str | None, head: str) -> None:
    assert status_head(status) == head


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("Sur quoi travaille-t-il en ce moment ?", True),
        ("elle bosse sur quoi actuellement", True),
        ("elle travail sur quoi en se moment", True),  # as typed
        ("What is she working on now?", True),
        ("Quels projets en ce moment ?", True),
        ("Est-elle disponible en ce moment ?", False),  # availability, not the work
        ("Sur quoi travaille-t-il ?", False),
    ],
)
def test_current_work_is_asked_with_a_word_for_now_and_one_for_work(question: str, asked: bool) -> None:
    assert asks_current_work(words(question)) is asked


def test_what_is_still_to_come_is_the_notes_whose_status_says_so(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Bio.md": "# Bio\n\nJe m'appelle Julien Morvan, pianiste de jazz à Nantes.\n",
            "Concerts/2025-10-03 Pannonica - Trio.md": "---\nstatut: fait\n---\nConcert en trio, complet.\n",
            "Concerts/2026-04-10 Le Bouillon - Trio.md": (
                "---\nstatut: à venir\n---\nVendredi 10 avril 2026, concert en trio à Angers.\n"
            ),
            "Concerts/2026-01-16 Pannonica - Trio.md": (
                "---\nstatut: à venir\n---\nVendredi 16 janvier 2026, concert en trio.\n"
            ),
            "Concerts/2025-11-28 Estran - Solo.md": (
                "---\nstatut: reporté\n---\nConcert reporté au 20 mars 2026 : le piano est fendu.\n"
            ),
            "Concerts/2025-12-12 Estacade - Trio.md": "---\nstatut: annulé\n---\nConcert annulé.\n",
            "Notes/Prochain disque.md": "Le prochain disque sortira à l'automne.\n",
        },
    )
    p = plan(searcher, "C'est quand son prochain concert ?")
    slugs = [s.slug for s in p.result.sources]
    assert p.result.grounded and slugs[0] == "2026-01-16 Pannonica - Trio"
    assert "upcoming" in p.result.sources[0].reasons
    answer = p.offline_text
    # soonest first, the postponed one after the dated ones; nothing done nor cancelled
    assert answer.index("2026-01-16") < answer.index("2026-04-10") < answer.index("reporté au 20 mars")
    assert "2025-10-03" not in answer and "annulé" not in answer
    # the question's words choose among them (« à Angers »)
    angers = searcher.search("Il joue bientôt à Angers ?").sources
    assert angers[0].slug == "2026-04-10 Le Bouillon - Trio"
    # without a word for what is to come, the words lead as before
    assert not searcher.search("Il a joué au Pannonica ?").upcoming
    # what is to come that no note to come is about is not answered by the gigs to come
    assert not searcher.search("C'est quand son prochain disque ?").upcoming


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("C'est quand son prochain concert ?", True),
        ("Quels sont les ateliers à venir ?", True),
        ("Is he playing in Angers anytime soon?", True),
        ("What's her next talk?", True),
        ("Il vient d'où ?", False),  # « venir » without « à »
        ("Quels concerts a-t-il donnés ?", False),
    ],
)
def test_what_is_to_come_is_asked_in_its_words(question: str, asked: bool) -> None:
    assert asks_upcoming(words(question)) is asked


def test_the_owner_asked_by_name_is_answered_by_the_profile(gig_searcher: Searcher) -> None:
    # « Carte de visite (2012) » repeats « Julien Morvan » most, « Trio Morvan » holds his name in
    # its title: the profile tells who he is
    answer = plan(gig_searcher, "C'est qui, Julien Morvan ?").offline_text
    assert answer.startswith("D'après la note « Bio » :") and "pianiste de jazz" in answer


def test_a_short_opening_of_a_section_brings_the_rest_of_it_once_headed(gig_searcher: Searcher) -> None:
    # « L'histoire » opens on « C'est sans doute le morceau qu'on me demande le plus souvent
    # d'expliquer… »: alone it tells nothing of the story that follows it
    answer = plan(gig_searcher, "Le morceau Kerbel, ça parle de quoi ?").offline_text
    assert "grand-mère" in answer and "Riantec" in answer
    assert answer.count("L'histoire :") == 1  # a section cut in two says its heading once


def test_a_note_whose_title_says_it_is_old_is_not_quoted_unless_old_times_are_asked(
    gig_searcher: Searcher,
) -> None:
    answer = plan(gig_searcher, "Qui s'occupe de son booking ?").offline_text
    assert "Sophie Lemaître" in answer and "Tarifs 2019 (ancien)" not in answer
    answer = plan(gig_searcher, "Quels étaient ses tarifs avant ?").offline_text
    assert "Tarifs 2019 (ancien)" in answer


@pytest.mark.parametrize(
    ("fixture", "question", "said"),
    [
        # « Ce que j'ai fait » after the client's line
        ("decimal_searcher", "il a fait quoi pour le groupe thermal à Vichy ?", "node_exporter"),
        # the project note's « Results », though a clients' table names the ferries first
        (
            "para_searcher",
            "Pour la compagnie de ferries irlandaise, qu'est-ce que sa refonte a changé concrètement ?",
            "74",
        ),
        # « Résultat » of the onboarding, not only its « Objectif »
        (
            "para_searcher",
            "Dans la néobanque où elle était salariée, qu'a-t-elle amélioré sur l'ouverture de compte ?",
            "23 %",
        ),
    ],
)
def test_the_part_of_a_project_asked_is_quoted(
    request: pytest.FixtureRequest, fixture: str, question: str, said: str
) -> None:
    answer = plan(request.getfixturevalue(fixture), question)
    assert said in answer.offline_text, answer.offline_text
    # and the model reads it too
    assert said in answer.notes.text


def test_a_price_asked_keeps_the_line_writing_the_amount(dendron_searcher: Searcher) -> None:
    # « Budget : 14 500 € TTC » holds no word of the question; a cut passage keeps it
    answer = plan(dendron_searcher, "Combien a coûté la salle de bain adaptée qu'elle a faite à Tassin ?")
    assert "14 500" in answer.offline_text, answer.offline_text


def test_a_dendron_name_never_reaches_the_answer(dendron_searcher: Searcher) -> None:
    answer = plan(dendron_searcher, "C'est quoi ce projet de restaurant à Vaise ?").offline_text
    assert "Restaurant Zaatar" in answer and "projets.2026" not in answer, answer


def test_a_list_of_a_kind_leaves_out_the_notes_superseded(dendron_searcher: Searcher) -> None:
    # « Tarifs 2021 (obsolète) » and « Tarifs 2023 (remplacés) » beside « Tarifs »: the current
    # grid answers, not a list of the old ones
    answer = plan(dendron_searcher, "Quels sont ses tarifs ?").offline_text
    assert "190" in answer and "2021" not in answer and "remplacés" not in answer, answer


@pytest.mark.parametrize(
    ("fixture", "question", "opens"),
    [
        ("dendron_searcher", "Comment la contacter ?", "« Contact »"),
        ("atelier_searcher", "Comment on peut le contacter ?", "« Contact »"),
    ],
)
def test_a_french_question_reads_the_french_profile_before_its_translation(
    request: pytest.FixtureRequest, fixture: str, question: str, opens: str
) -> None:
    # the "About me" page gives the address too, in English
    answer = plan(request.getfixturevalue(fixture), question).offline_text
    assert answer.splitlines()[0] == f"D'après la note {opens} :", answer


def test_since_when_reads_the_date_after_depuis(fournil_searcher: Searcher) -> None:
    # « … depuis 2016 » (« Since 2016 he has run… »), not only the contest of 18 June 2019
    answer = plan(fournil_searcher, "Depuis quand il a sa boulangerie à Dijon ?").offline_text
    assert "2016" in answer, answer


def test_a_cut_profile_keeps_the_lines_naming_pastimes(make_vault: VaultFactory) -> None:
    work = "\n".join(f"- chantier {n} : jardin sec, noues et prairie pour la commune" for n in range(30))
    root = make_vault(
        {
            "moi.md": "---\ntype: parcours\n---\n# Moi\n\n- Je suis paysagiste à Tours.\n"
            f"{work}\n- ## En dehors du travail\n- Apiculture : deux ruches à Saumur\n"
            "- Aquarelle botanique le dimanche matin\n- je chante dans une chorale\n",
        }
    )
    searcher = Searcher(parse_bundle(build_bundle(root).data), owner_name="Héloïse")
    answer = plan(searcher, "Quels sont ses loisirs ?").offline_text
    # the lines holding no word of the question but a pastime are what a cut profile keeps
    for line in ("Apiculture", "Aquarelle botanique", "chorale"):
        assert line in answer, answer
    assert len(answer) <= MAX_CHARS + 200


def test_a_list_asked_is_answered_by_the_page_named_for_it(
    kanban_searcher: Searcher, kine_searcher: Searcher
) -> None:
    # « Références clients » lists the clients; the notes filed under « Freelance » are no clients
    question = "Pour quels clients a-t-elle travaillé en freelance ?"
    q = kanban_searcher.search(question).query
    assert q is not None and list_by_kind(kanban_searcher, question, q) is None
    answer = plan(kanban_searcher, question).offline_text
    assert answer.startswith("D'après la note « Références clients »")
    for client in ("Véga", "Ostréa", "Breizh"):
        assert client in answer  # the table too long to give whole: each row by its first cells
    answer = plan(kine_searcher, "elle a couru quels trails ?").offline_text
    assert answer.startswith("D'après la note « mes trails »")
    assert all(race in answer for race in ("Aravis", "SaintéLyon", "CCC", "UTMB"))


def test_a_table_with_a_column_named_for_the_things_asked_leads(make_vault: VaultFactory) -> None:
    posts = ("apprenti au dépôt", "chef de quai", "inspecteur", "chef de gare", "directeur régional")
    rows = "\n".join(f"| {1970 + 5 * n} - {1975 + 5 * n} | {post} | Lyon |" for n, post in enumerate(posts))
    searcher = searcher_on(
        make_vault,
        {
            "Qui suis-je.md": "# Qui suis-je\n\nJe m'appelle Henri Vidal, cheminot retraité.\n",
            "Mon premier poste.md": "# Mon premier poste à la SNCF\n\nMon premier poste à la SNCF : apprenti "
            "au dépôt de Lyon, un poste dur, le poste qui m'a tout appris de la SNCF.\n\n"
            + "Le matin je graissais les bielles, je nettoyais les fosses et je rangeais les outils. "
            * 6,
            "Les gares de ma vie.md": "# Les gares de ma vie\n\nÀ la SNCF, chaque poste m'a mené en gare : "
            + "Perrache, Vaise, Part-Dieu, Brotteaux, Saint-Paul. " * 5,
            "Chronologie SNCF.md": f"# Chronologie SNCF\n\n| Période | Poste | Lieu |\n|---|---|---|\n{rows}",
        },
    )
    answer = plan(searcher, "Quels postes il a occupés à la SNCF ?").offline_text
    # the story of the first post ranks first; the table, a row per post, is the list asked
    assert answer.startswith("D'après la note « Chronologie SNCF » :"), answer
    assert all(post in answer for post in posts), answer


def test_one_of_the_things_asked_is_not_their_list(atelier_searcher: Searcher) -> None:
    question = "Pour quels hôtels il a travaillé ?"
    found = plan(atelier_searcher, question)
    page = _list_page(atelier_searcher, question, found.ranked)
    assert page is None or atelier_searcher.bundle.notes[page].title != "Hôtel des Aravis"


def test_items_too_long_are_given_by_their_opening() -> None:
    rows = "\n".join(
        f"- Année : 202{n} ; Client : Client {n} ; Secteur : " + "un secteur très long " * 4 for n in range(5)
    )
    opened = _openings("Missions :\n" + rows)
    lines = opened.split("\n")
    assert lines[0] == "Missions :" and len(lines) == 6
    assert all(line.endswith(" …") and len(line) <= 112 for line in lines[1:])
    assert "Client : Client 3" in lines[4] and "Secteur" not in lines[4]
    assert _openings("- court") == "- court"


def test_the_profile_line_writing_the_age_leads_the_answer(atelier_searcher: Searcher) -> None:
    # « 41 ans, né le 23 septembre 1984 » in « Qui je suis », not « Trois ans de restauration »
    # with a master « qui avait 70 ans » in « Parcours », which ranks first on « ans »
    answer = plan(atelier_searcher, "Il a quel âge ?").offline_text
    assert answer.startswith("D'après la note « Qui je suis »") and "41 ans" in answer
    assert answer.index("41 ans") < answer.find("70 ans") or "70 ans" not in answer


def test_who_is_answered_by_the_passage_introducing_the_owner(luthier_searcher: Searcher) -> None:
    # « Mon parcours » opens on « On me demande souvent… », then her childhood; the home page
    # opens on who she is and what she does
    answer = plan(luthier_searcher, "C'est qui, la personne derrière ce site ?").offline_text
    assert "Je suis Solène, luthière" in answer and "On me demande souvent" not in answer


def test_a_section_index_that_lists_nothing_gives_way_to_the_list(hugo_searcher: Searcher) -> None:
    # Hugo's talks/_index.md (« Interventions ») is one line: Hugo lists the talks, not its text
    answer = plan(hugo_searcher, "Elle a donné quelles conférences ?").offline_text
    assert answer.startswith("D'après ses notes :")
    assert "Biais et équité dans le scoring crédit" in answer and "Prévoir l'irrigation" in answer


def test_a_page_updated_long_ago_gives_way_to_the_dated_one(phone_searcher: Searcher) -> None:
    # « Tarifs » says « màj sept 2023 » (25 €, the old practice); « Tarifs 2026 » supersedes it
    answer = plan(phone_searcher, "Combien coûte une consultation d'allaitement chez vous ?").offline_text
    assert answer.startswith("D'après la note « Tarifs 2026 »") and "65 €" in answer
    assert "rue Lesdiguières" not in answer


def test_an_age_asked_of_a_birth_date_is_told(luthier_searcher: Searcher, phone_searcher: Searcher) -> None:
    from datetime import date

    today = date.today()
    # « née le 14 mars 1987 »: the age it makes today, said as arithmetic on the quoted date
    told = today.year - 1987 - ((today.month, today.day) < (3, 14))
    answer = plan(luthier_searcher, "Elle a quel âge ?").offline_text
    assert f"Soit {told} ans aujourd'hui (d'après la date de naissance)." in answer
    # « née en 1990 »: two ages, the birthday unknown
    answer = plan(phone_searcher, "Elle a quel âge ?").offline_text
    assert f"Soit {today.year - 1991} ou {today.year - 1990} ans aujourd'hui" in answer
    # "born" in another question asks no age
    answer = plan(phone_searcher, "Does she do home visits after the baby is born?").offline_text
    assert "That makes" not in answer


def test_a_price_asked_by_a_visitor_is_the_shops_not_the_resellers(nn_searcher: Searcher) -> None:
    # « Tarifs revendeurs 2026 » (HT, by the carton) holds more of the question's words than the
    # shop's « Tarifs 2026 »: the visitor pays the shop's price, unless a reseller asks
    answer = plan(nn_searcher, "Combien coûte le pot de 500 g de miel de châtaignier ?").offline_text
    assert answer.startswith("D'après la note « Tarifs 2026 »") and "10,00 €" in answer
    answer = plan(nn_searcher, "Pour un revendeur, le châtaignier en 500 g est à combien ?").offline_text
    assert answer.startswith("D'après la note « Tarifs revendeurs 2026 »") and "7,20 €" in answer


def test_an_age_from_a_birth_year_is_told_beside_it_whatever_follows(ds_searcher: Searcher) -> None:
    years = date.today().year - 1981
    # « Je suis née en 1981 »; the profile's pastimes after it and another note's warranties
    # (« 25 ans ; ») are no age written: the two ages right after the birth, never cut
    for question in ("Elle a quel âge ?", "Elle a quel âge, la dame qui pose les panneaux ?"):
        answer = plan(ds_searcher, question).offline_text
        said = "née en 1981 à Castelsarrasin"
        assert said in answer, question
        after = answer.split(said, 1)[1].split("\n")[1]
        assert after == f"Soit {years - 1} ou {years} ans aujourd'hui (d'après l'année de naissance).", (
            question
        )


def test_an_age_told_by_a_birth_date_leaves_out_an_old_cvs(rf_searcher: Searcher) -> None:
    from datetime import date

    today = date.today()
    # « À propos » : « Je suis né le 14 mai 1985 »; the CV of 2015 pasted in a note says « 29 ans »
    told = today.year - 1985 - ((today.month, today.day) < (5, 14))
    answer = plan(rf_searcher, "il a quel âge le chocolatier ?")
    born = "Je suis né le 14 mai 1985 à Besançon, dans le quartier de Palente."
    assert f"{born}\nSoit {told} ans aujourd'hui (d'après la date de naissance)." in answer.offline_text
    assert "29 ans" not in answer.offline_text
    assert [s.slug for s in answer.offline_sources] == ["À propos"]


def test_the_owners_age_is_theirs_not_their_daughters_born_in_their_story(qz_searcher: Searcher) -> None:
    # « J'ai 41 ans » on « À propos »; « Lison est née en novembre 2016 » in « Mon parcours »
    answer = plan(qz_searcher, "elle a quel âge ?").offline_text
    assert "41 ans" in answer and "Soit 10 ans" not in answer, answer
    # the daughter asked: her age
    answer = plan(qz_searcher, "Quel âge a sa fille ?").offline_text
    assert "10 ans" in answer and "41 ans" not in answer, answer


def test_the_job_before_is_the_line_writing_an_earlier_job(qz_searcher: Searcher) -> None:
    # « avant » reads as « ancien » where the profile writes it: the passage dating earlier jobs
    # (« 2006–2010 : vendeuse chez Harmoniques »), not the now page's « l'ancien (piano) »
    answer = plan(qz_searcher, "et avant d'être accordeuse tu faisais quoi ?").offline_text
    first = answer.split("\n\n")[0]
    assert "vendeuse chez Harmoniques" in first and "survécu" not in first, answer


def test_a_kin_word_the_vault_never_writes_is_asked_not_misspelt(ch_searcher: Searcher) -> None:
    # « sa sœur » in a vault without one is no typo of « Soleure », where she went on exchange
    analysis = ch_searcher.analyser.analyse("Quel âge a sa sœur ?")
    assert not any(r.startswith("fuzzy:") for r in analysis.reasons), analysis.reasons
    assert not ch_searcher.search("Quel âge a sa sœur ?").grounded


def test_a_passage_titled_by_a_word_the_best_only_mentions_joins(
    stage_searcher: Searcher, logseq_searcher: Searcher, daily_searcher: Searcher
) -> None:
    # a team table's « Nom : » column ranks first; the company's name is told under « Le nom »
    answer = plan(stage_searcher, "C'est quoi le nom de sa troupe ?").offline_text
    assert "Escabeau" in answer, answer
    # a skills list names « Concertation habitants »; the note so titled says how
    answer = plan(logseq_searcher, "Sait-elle animer une concertation avec les habitants ?").offline_text
    assert "marche exploratoire" in answer, answer
    # a hub's « Projets » list linking to the note asked says nothing more of it
    answer = plan(daily_searcher, "C'est quoi le projet avec le Quatuor Lisière ?").offline_text
    assert "Atelier (MOC)" not in answer and "quatuor complet" in answer, answer


def test_a_cut_passage_keeps_the_lines_a_follow_up_continues(logseq_searcher: Searcher) -> None:
    # « Dans quelle agence ? » after « A-t-elle travaillé à l'étranger ? »: the CV's line on
    # the agency abroad, not only the first agencies in reading order
    history = [
        {"role": "user", "content": "A-t-elle travaillé à l'étranger ?"},
        {"role": "assistant", "content": "Oui, un an à Rotterdam, aux Pays-Bas, en 2012-2013."},
    ]
    answer = plan(logseq_searcher, "Dans quelle agence ?", history).offline_text
    assert "Groenwerk" in answer, answer


def test_a_listed_note_whose_table_has_a_row_per_thing_asked_is_the_list(decimal_searcher: Searcher) -> None:
    # « Courses faites » is one of the notes on trails, and a race a row: a line per note would
    # give its first row only
    answer = plan(decimal_searcher, "quels trails il a couru ?").offline_text
    assert answer.startswith("D'après la note « Courses faites »"), answer
    assert all(race in answer for race in ("Gergovie", "Volvic", "Sancy", "Puy Mary"))


def test_a_page_saying_since_when_it_holds_supersedes_the_undated_one(phone_searcher: Searcher) -> None:
    # « Horaires » (rue Lesdiguières, 9h-18h) beside « Horaires et accès », headed « (depuis
    # janvier 2026) »: the undated page is what came before the change
    answer = plan(phone_searcher, "Le cabinet se trouve où exactement ?").offline_text
    assert "Aristide Briand" in answer and "Lesdiguières" not in answer
    answer = plan(phone_searcher, "Vous êtes ouverte à quelles heures ?").offline_text
    assert "8h30" in answer and "9h-18h" not in answer


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("Combien de temps a duré la mission ?", True),
        ("Et ça lui a pris combien de jours ?", True),
        ("c'est quoi la durée mini d'une mission avec elle", True),
        ("Trois sœurs au lavoir, ça dure combien de temps ?", True),
        ("How long did the Volcalis project take?", True),
        ("C'est la plus dure des trois ?", False),
        ("Combien de personnes dans l'équipe ?", False),
        ("Combien coûte une séance ?", False),
    ],
)
def test_a_duration_is_asked_in_its_words(question: str, asked: bool) -> None:
    assert asks_duration(words(question)) is asked


@pytest.mark.parametrize(
    ("line", "written"),
    [
        ("- 60 jours", True),
        ("2010–2019 — professeur au collège Jules-Ferry de Vichy (neuf ans)", True),
        ("Arrivée en 11h12 au chrono", True),
        ("Phase 1 (mars → octobre 2025)", True),
        ("de 2008 à 2015, chef boulanger", True),
        ("il y a 3 ans", True),
        ("Le reste du temps je cours sur les volcans.", False),  # « temps » is no length of time
        ("2 jours par mois : documentation d'usage", False),  # a rate
        ("Je suis Inès, 34 ans, designer", False),  # an age
        ("Public : dès 14 ans", False),  # an audience's age
        ("à mettre au propre un jour", False),  # some day
        ("mis à jour en octobre", False),
    ],
)
def test_a_duration_is_written_as_a_length_of_time_or_a_span(line: str, written: bool) -> None:
    assert writes_duration(line) is written


def test_a_duration_asked_is_answered_by_the_line_writing_it(
    zettel_searcher: Searcher, daily_searcher: Searcher, para_searcher: Searcher
) -> None:
    # « Et pendant combien de temps ? » asks it of what the last answer named (Vichy): the
    # timeline's line, not a conference note titled « Le temps existe-t-il ? »
    history = [
        {"role": "user", "content": "Où a-t-il enseigné avant Clermont-Ferrand ?"},
        {"role": "assistant", "content": "Au collège Jules-Ferry de Vichy."},
    ]
    answer = plan(zettel_searcher, "Et pendant combien de temps ?", history).offline_text
    assert "neuf ans" in answer, answer
    # the career table's row on the workshop the last answer named, not « Depuis le temps… »
    history = [
        {"role": "user", "content": "Où travaillait-elle avant de s'installer à son compte ?"},
        {"role": "assistant", "content": "À Dijon, chez Archet & Volute."},
    ]
    answer = plan(daily_searcher, "Combien de temps y est-elle restée ?", history).offline_text
    assert "5 ans" in answer, answer
    # the design system's « 60 jours », not a quote template's « Validité : 30 jours » alone
    history = [
        {"role": "user", "content": "Elle a fait quoi pour Kiwo ?"},
        {
            "role": "assistant",
            "content": "Un design system, Kiwo DS : une bibliothèque Figma de 48 composants.",
        },
    ]
    answer = plan(para_searcher, "Et ça lui a pris combien de jours ?", history).offline_text
    assert "60 jours" in answer, answer


def test_a_price_asked_keeps_the_row_naming_the_thing_not_the_rows_saying_prix(
    gig_searcher: Searcher,
) -> None:
    # "charge" is asked as « tarif », « prix »: every row of the concerts' table says « Prix de
    # cession », the masterclass's row names the masterclass
    answer = plan(gig_searcher, "How much does he charge for a masterclass?").offline_text
    assert "350 €" in answer and "600 €" in answer, answer
    cut = _fit(
        "Tarifs :\n"
        + "\n".join(f"- Formule {n} ; Prix de cession : {n} 000 €" for n in range(1, 9))
        + "\n- Masterclass : 350 € la demi-journée",
        120,
        [frozenset({"pri", "masterclass"})],
        shape=writes_price,
        shape_words=frozenset({"pri"}),
    )
    assert "Masterclass" in cut, cut


def test_a_number_asked_in_a_follow_up_is_the_one_beside_what_was_answered(
    research_searcher: Searcher,
) -> None:
    # « Et combien a-t-il obtenu ? » after « VITARBRE, un projet ANR JCJC… »: the fundings' row
    # naming VITARBRE, not the project page's people and work packages
    history = [
        {"role": "user", "content": "Quel projet ANR coordonne-t-il ?"},
        {"role": "assistant", "content": "VITARBRE, un projet ANR JCJC sur les vignes agroforestières."},
    ]
    answer = plan(research_searcher, "Et combien a-t-il obtenu ?", history).offline_text
    assert "256 000 €" in answer, answer


@pytest.mark.parametrize(
    ("line", "written"),
    [
        ("Montant : 256 000 €", True),
        ("48 sondes TDR", True),
        ("2023–2027", False),
        ("— 2024-02-22, 2024-03-30.", False),
    ],
)
def test_a_number_counted_is_no_date(line: str, written: bool) -> None:
    assert _writes_number(line) is written


def test_a_date_asked_in_a_follow_up_is_the_one_beside_what_was_answered(
    atelier_searcher: Searcher, research_searcher: Searcher
) -> None:
    # « C'est quand le prochain ? » after the stage « Fabriquer son tabouret »: the calendar's
    # row naming it, not only the stage's page saying « Prochaines dates : Calendrier 2026 »
    history = [
        {"role": "user", "content": "Il propose un stage pour fabriquer un tabouret ?"},
        {
            "role": "assistant",
            "content": "Oui, le stage « Fabriquer son tabouret » : deux jours. Il coûte 390 €.",
        },
    ]
    answer = plan(atelier_searcher, "C'est quand le prochain ?", history).offline_text
    assert "18-19 avril" in answer, answer
    # « Quand soutient-elle ? » after « Léa Marchand travaille… »: her defence, not his
    history = [
        {"role": "user", "content": "Parle-moi de sa doctorante."},
        {"role": "assistant", "content": "Léa Marchand travaille sur les réseaux mycorhiziens."},
    ]
    answer = plan(research_searcher, "Quand soutient-elle ?", history).offline_text
    assert "11 décembre 2026" in answer, answer


def test_a_duration_asked_is_found_in_the_passage_telling_the_thing(dendron_searcher: Searcher) -> None:
    # the races' table names the SaintéLyon without a time; the journal entry on it says
    # « Arrivée … en 11h12 » a sentence after naming it (and « 2024-12-02 » is a day, no span)
    answer = plan(dendron_searcher, "Elle a déjà couru la SaintéLyon ? En combien de temps ?").offline_text
    assert "11h12" in answer, answer
    assert not writes_duration("Distance : 78 km (2024-12-02)")


def test_how_long_she_has_had_something_is_told_by_when_she_founded_it(stage_searcher: Searcher) -> None:
    # « Ça fait combien de temps qu'elle a sa propre compagnie ? »: « Fondée en septembre 2014 »
    answer = plan(stage_searcher, "Ça fait combien de temps qu'elle a sa propre compagnie ?").offline_text
    assert "2014" in answer, answer


def test_a_question_about_someone_else_does_not_quote_the_owners_profile(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Profil.md": "---\ntype: parcours\n---\n# Profil\n\nJe suis Mathieu Lacombe, je suis né à "
            "Saint-Étienne en 1985.\n\n- Âge : 41 ans\n- Habite : Briançon\n",
            "Élodie Garnier.md": "# Élodie Garnier\n\nMon associée, guide de haute montagne, née à Annecy "
            "en 1990.\n\n- Âge : 36 ans\n- Habite : Vallouise\n- Métier : guide de haute montagne, "
            "monitrice de ski\n- Langues : allemand courant, anglais\n",
        },
    )
    history = [
        {"role": "user", "content": "C'est qui Élodie Garnier ?"},
        {"role": "assistant", "content": "C'est l'associée de Mathieu, guide de haute montagne."},
    ]
    # « elle » on his site is her: his age and town, written alike and scoring close, are not
    # quoted beside hers
    answer = plan(searcher, "Et elle a quel âge, elle habite où ?", history).offline_text
    assert "Vallouise" in answer and "41 ans" not in answer, answer


def test_a_follow_up_about_a_person_the_last_answer_named_quotes_only_what_names_them(
    qz_searcher: Searcher, cr_searcher: Searcher
) -> None:
    history = [
        {"role": "user", "content": "t'as des frères et sœurs ?"},
        {"role": "assistant", "content": "Oui, un petit frère, Bastien, cuisinier à Nantes."},
    ]
    # « lui » on her site is the brother the answer named: her own pastimes (« Hors atelier »:
    # la chorale, le canoë), scoring close, are not quoted beside his
    answer = plan(qz_searcher, "et lui il fait quoi le week-end ?", history).offline_text
    assert "surf" in answer, answer
    assert "chorale" not in answer and "canoë" not in answer.casefold(), answer
    history = [
        {"role": "user", "content": "elle vit avec qui ?"},
        {"role": "assistant", "content": "Avec son compagnon, Tomás Ribeiro, et leur fille Lina."},
    ]
    # whichever person's note the words rank first (a neighbour « originaire de Caen »), the
    # one the conversation named is who « lui » is
    answer = plan(cr_searcher, "il vient d'où lui ?", history).offline_text
    assert answer.startswith("D'après la note « Tomás »") and "Caen" not in answer, answer


def test_a_profile_line_pointing_to_a_note_for_the_detail_brings_it(make_vault: VaultFactory) -> None:
    files = {
        "CV.md": "---\ntype: cv\n---\n# CV\n\nJe suis Léa Morel, monitrice d'escalade à Briançon.\n\n"
        "## Formation\n\n- 2011 : diplôme DEJEPS escalade\n- 2016 : diplôme DEJEPS canyonisme\n"
        "- détail des diplômes et recyclages → [[Certifications]]\n",
        "Certifications.md": "# Certifications\n\n- Diplômes : DEJEPS escalade, DEJEPS canyonisme, "
        "PSC1, SST\n",
        "Canyon.md": "# Canyon\n\nLe canyon du Fournel, niveau v3, avec un diplômé d'État.\n",
    }
    answer = plan(searcher_on(make_vault, files), "Quels sont ses diplômes ?").offline_text
    # the CV sends the reader to « Certifications » for the rest: it is quoted after it
    assert "DEJEPS canyonisme" in answer and "PSC1" in answer, answer
    assert "Fournel" not in answer, answer


def test_the_time_asked_alone_adds_nothing_to_the_passage_that_answers(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe suis Solène Garnier, je suis née à Quimper "
            "et je vis aujourd'hui à Seyssinet, au pied du Vercors.\n",
            "Note 2026-06-29.md": "anniv Morgane, appelée ce midi, elle est prof d'anglais, elle dit qu'elle "
            "est rennaise maintenant\n",
        },
    )
    # « maintenant » frames when where she lives is asked: a friend « rennaise maintenant » in a
    # journal line answers nothing the bio left out
    answer = plan(searcher, "Et elle habite où maintenant ?").offline_text
    assert "Seyssinet" in answer and "rennaise" not in answer, answer


def test_the_season_asked_alone_adds_nothing_to_the_passage_that_answers(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Fermetures et congés.md": "# Fermetures et congés\n\n"
            "- Été : fermé du 4 au 18 août (réouverture le mardi 19 août)\n"
            "- Jeudi 25 décembre : fermé\n- Jeudi 1er janvier : fermé\n"
            "- Mercredi 24 décembre : ouvert 7h – 18h\n- Mercredi 31 décembre : ouvert 7h – 18h\n"
            "- Congés annuels : du lundi 9 février au lundi 23 février, réouverture le mardi 24 février.\n"
            "- afficher en boutique\n- prévenir les clients du marché\n",
            "Souvenirs de Lyon.md": "# Souvenirs de Lyon\n\nTrois ans à Lyon chez un pâtissier : les bugnes "
            "en hiver, les pralines, le premier hiver à se lever à trois heures, l'hiver le plus froid de ma "
            "vie.\n",
        },
    )
    # « cet hiver » says when the closures are asked, as « maintenant » would: a memory of winters
    # in Lyon answers nothing the closures' list left out, and does not take half its room
    answer = plan(searcher, "Vous fermez quand pour les congés cet hiver ?").offline_text
    assert "9 février" in answer and "Souvenirs" not in answer, answer


def test_a_cut_passage_asked_about_now_is_not_filled_with_what_was_before() -> None:
    life = (
        "J'habite à Prades-le-Lez, un village au nord de Montpellier, avec Thomas. On a quitté notre "
        "appart de Figuerolles au printemps 2025 pour une maison avec un jardin. "
        + " ".join(f"Le dimanche {n}, je cours dans la garrigue." for n in range(12))
    )
    terms = [frozenset({"habit"})]
    # « Elle habite où en ce moment ? »: the room left after the answer goes to the other
    # sentences, not to the flat she left
    cut = _fit(life, 300, terms, now=True)
    assert cut.startswith("J'habite à Prades-le-Lez") and "Figuerolles" not in cut, cut
    assert "Le dimanche 0" in cut
    # what was before is filler like any other sentence when now is not asked
    assert "Figuerolles" in _fit(life, 300, terms)


def test_a_cut_note_keeps_the_rest_of_the_passage_that_ranked_first(make_vault: VaultFactory) -> None:
    # the story's sentence holding the question's words (« il y a quelque chose ») ranks first;
    # what was found is in the sentences after it, which share no word with the question: they
    # fill the room before the rest of the earlier passage, whose rain and mud answer nothing
    searcher = searcher_on(
        make_vault,
        {
            "Maison rue des Tanneurs.md": "# Maison rue des Tanneurs\n\n"
            "Rénovation d'une maison de ville pour la famille Morel : cuisine ouverte sur le jardin, deux "
            "chambres sous les toits, une salle d'eau à l'étage et un atelier de couture au rez-de-chaussée. "
            "Livrée en septembre, dans le budget prévu, avec l'entreprise de Marc pour le gros œuvre.\n\n"
            "## Le journal du chantier\n\n"
            "Le chantier a commencé en mars. Les trois premières semaines ont été celles de la démolition : "
            "cloisons, faux plafonds, un carrelage collé sur un autre carrelage, et des gravats plein la "
            "cour. Marc a loué une benne de plus, et les voisins ont été patients avec le bruit. Il a plu "
            "presque tous les jours, la cour était une mare et les camions s'y enlisaient.\n\n"
            "Le 12 avril, pendant la démolition du conduit de la cheminée, Marc m'appelle : « Viens voir, "
            "il y a quelque chose. » Derrière le conduit, une niche murée. Dedans, un coffret en fer rempli "
            "de lettres d'un soldat, datées de 1916, et une médaille. La famille Morel les a confiées aux "
            "archives départementales. On a arrêté la démolition dans cette pièce pour la journée.\n\n"
            "Après la démolition, il a fallu reprendre les planchers rue des Tanneurs : deux solives "
            "pourries remplacées, un ragréage complet, et quelque chose comme dix jours de retard sur le "
            "planning. Le plombier est passé ensuite pour les réseaux de la salle d'eau et de la cuisine.\n",
        },
    )
    question = "Ils ont trouvé quelque chose pendant la démolition rue des Tanneurs, c'était quoi ?"
    answer = plan(searcher, question).offline_text
    assert "coffret" in answer and "enlisaient" not in answer, answer


def test_a_career_timeline_answers_before_a_bio_sentence(make_vault: VaultFactory) -> None:
    # the CV's table writes an earlier job per line (« 2014 → 2020 »): it answers "before" better
    # than the bio's one sentence that names no employer
    searcher = searcher_on(
        make_vault,
        {
            "qui-suis-je.md": "# Qui suis-je\n\nJe m'appelle Bastien, je suis consultant SRE à Clermont. "
            "J'ai commencé comme admin système chez un hébergeur auvergnat, puis SRE dans une "
            "scale-up lyonnaise ; depuis 2020 je suis consultant indépendant.\n",
            "cv.md": "# CV\n\n## Expérience\n\n| Période | Poste | Entreprise |\n|---|---|---|\n"
            "| 2020 → aujourd'hui | Consultant SRE indépendant | Dômes Ops |\n"
            "| 2014 → 2020 | Ingénieur SRE | Plumeo |\n| 2007 → 2014 | Administrateur système | Arverne |\n"
            "| 2006 → 2007 | Alternant | Arverne |\n",
            "formations.md": "# Formations\n\nJe forme des admins en reconversion : 1 400 € HT par jour.\n",
        },
    )
    answer = plan(searcher, "Where did he work before going freelance?").offline_text
    assert "Plumeo" in answer and "Arverne" in answer


def test_the_school_one_went_to_is_ones_studies(make_vault: VaultFactory) -> None:
    # « faire une école » is to study there: the profile's diploma, not the school she teaches at
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe m'appelle Camille, architecte d'intérieur à Lyon. Diplômée de l'école "
            "Camondo (Paris) en 2008, j'ai ouvert mon agence en 2017.\n",
            "cours.md": "# École Tisserand — cours annuel\n\nÉcole privée de design à Lyon. J'y donne un "
            "cours par an, au semestre d'automne : 30 heures avec les étudiants de 3e année.\n",
        },
    )
    answer = plan(searcher, "Elle a fait quelle école ?").offline_text
    assert "Camondo" in answer and "Tisserand" not in answer


def test_dates_asked_bring_the_dated_steps(make_vault: VaultFactory) -> None:
    # « avec les dates » asks for numbers: the passage writing a job's years beside the words asked
    # ranks before one that only shares them
    searcher = searcher_on(
        make_vault,
        {
            "cv.md": "# CV\n\n## Ambitions\n\nUn parcours professionnel tourné vers l'IA.\n\n"
            "## Étapes\n\nParcours professionnel : 2014 infirmier à Perpignan, dix ans en gériatrie.\n",
        },
    )
    question = "Peux-tu me résumer son parcours professionnel avec les dates ?"
    q = searcher.index.query(tokenise(question, searcher.stemmer))
    best = rank_passages(searcher.index, [(0, 1.0)], q, number=expects_number(question))[0]
    assert "2014" in searcher.bundle.passages[best.k].text


def test_a_section_headed_by_a_negation_does_not_fill_an_offer(make_vault: VaultFactory) -> None:
    items = "\n".join(f"- séance {n} (suivi individuel, une heure)" for n in range(4))
    searcher = searcher_on(
        make_vault,
        {
            "Prestations.md": "# Prestations\n\n## Ce que je propose\n\n### Pendant la grossesse\n\n"
            f"- suivi de grossesse\n- préparation à la naissance\n{items}\n\n"
            "### Ce que je ne fais pas\n\n- les échographies, faites par ma collègue\n"
            "- les accouchements à domicile\n\n"
            "### Après la naissance\n\n- consultations allaitement\n- rééducation périnéale\n",
            "Bio.md": "# Bio\n\nJe suis sage-femme libérale à Fontaine.\n",
        },
    )
    # « Ce que je ne fais pas » lists what she does not offer: filling the answer to « Qu'est-ce
    # qu'elle propose ? » with it reads as offered; « Après la naissance » fills it instead
    answer = plan(searcher, "Qu'est-ce qu'elle propose comme suivi ?").offline_text
    assert "allaitement" in answer and "échographies" not in answer, answer


def test_the_page_named_for_the_things_asked_gives_its_list(make_vault: VaultFactory) -> None:
    tools = [
        ("Jira", "tickets"),
        ("Miro", "ateliers à distance"),
        ("Notion", "documentation"),
        ("Linear", "backlog"),
    ]
    rows = "".join(
        f"| {t} | {u}, ateliers, backlog et tableaux des équipes clientes | avancé |\n" for t, u in tools * 2
    )
    searcher = searcher_on(
        make_vault,
        {
            "Boîte à outils.md": f"# Boîte à outils\n\n| Outil | Usage | Niveau |\n|---|---|---|\n{rows}\n"
            "## Ce que j'utilise\n\nMétriques : calculées dans un tableur à partir d'exports Jira. "
            "Je n'utilise pas d'outil payant : j'utilise les outils du client, ceux qu'il utilise "
            "au quotidien.\n",
            "CV.md": "# CV\n\nCoach agile depuis 2019, au quotidien avec des équipes produit.\n",
        },
    )
    # the sentence naming a tool in passing ranks first; the page named for them lists them
    answer = plan(searcher, "Quels outils utilise-t-elle au quotidien ?").offline_text
    assert "Miro" in answer and "Notion" in answer, answer


def test_a_list_naming_the_notes_quoted_and_more_is_not_a_repeat(make_vault: VaultFactory) -> None:
    bundle = searcher_on(
        make_vault,
        {
            "Les Naufragés (théâtre).md": "# Les Naufragés\n\nMa première musique de théâtre, "
            "pour une pièce de la Compagnie Marée Haute.\n",
            "Le Sel de la terre (théâtre).md": "# Le Sel de la terre\n\nDeuxième musique de théâtre pour la "
            "Compagnie Marée Haute, une pièce sur les paludiers.\n",
            "Catalogue des compositions.md": "# Catalogue des compositions\n\n## Théâtre\n\n"
            "| Titre | Compagnie |\n|---|---|\n| Les Naufragés | Compagnie Marée Haute |\n"
            "| La Mouette | Compagnie du Lierre |\n| Le Sel de la terre | Compagnie Marée Haute |\n",
        },
    ).bundle
    note = {bundle.notes[i].title: i for i in range(len(bundle))}
    asked = frozenset(tokenise("pièces théâtre"))  # « Pour quelles pièces de théâtre il a composé ? »
    ranked = [
        RankedPassage(bundle.passages.of_note(note[title])[0], note[title], score, 1.0, asked)
        for title, score in (("Les Naufragés (théâtre)", 1.0), ("Le Sel de la terre (théâtre)", 0.95))
    ]
    catalogue = bundle.passages.of_note(note["Catalogue des compositions"])[-1]
    ranked.append(
        RankedPassage(
            catalogue, note["Catalogue des compositions"], 0.7, 0.5, frozenset(tokenise("théâtre composé"))
        )
    )
    # the catalogue's rows repeat the two plays quoted, and name the third: it is the list asked
    answer = compose_offline(bundle, ranked, None, listing=True)
    assert answer is not None and "La Mouette" in answer.text, answer
    # not asked for a list, it says mostly what was said
    answer = compose_offline(bundle, ranked, None)
    assert answer is not None and "La Mouette" not in answer.text, answer


def _superseding_vault(make_vault: VaultFactory) -> Searcher:
    return searcher_on(
        make_vault,
        {
            "Qui suis-je.md": "---\ntype: parcours\n---\n# Qui suis-je\n\nSalut ! Moi c'est Solène Garnier, "
            "35 ans, développeuse de jeux vidéo à Nantes, avec Karim.\n\n## Hors écran\n\nMes "
            "passions : kayak de mer, potager, jeux de société.\n",
            "Qui suis-je (2021).md": "---\ntitle: Qui suis-je (version 2021)\n---\n# Qui suis-je — version "
            "2021\n\n> Page archivée, plus à jour. La version actuelle c'est [[Qui suis-je]].\n\nBonjour ! "
            "Je m'appelle Solène Garnier, j'ai 30 ans. J'habite à Rennes, rue de Fougères. Mes passions en "
            "dehors du jeu vidéo : escalade et guitare.\n",
            "Tarifs (2022-2023).md": "# Tarifs (2022-2023)\n\n> Obsolète. Les tarifs actuels sont sur la "
            "page [[Contact]].\n\n| Prestation | Tarif HT |\n|---|---|\n| TJM intégration dev front | 420 € |"
            "\n| Audit accessibilité | 2 200 € |\n",
            "Contact.md": "# Contact\n\nÉcrivez-moi à solene@example.org.\n\n## Services\n\n| Prestation | "
            "Tarif HT |\n|---|---|\n| Développement front / intégration | 540 € / jour |\n| Audit "
            "accessibilité | 2 900 € |\n",
        },
    )


def test_a_page_saying_it_no_longer_holds_is_not_quoted_beside_the_current_one(
    make_vault: VaultFactory,
) -> None:
    searcher = _superseding_vault(make_vault)
    # « Page archivée, plus à jour. La version actuelle c'est Qui suis-je. »: its passions were hers
    answer = plan(searcher, "C'est quoi ses passions en dehors du jeu vidéo ?").offline_text
    assert "kayak" in answer and "escalade" not in answer, answer


def test_the_current_profile_answers_what_an_old_one_writes_in_the_words_asked(
    make_vault: VaultFactory,
) -> None:
    searcher = _superseding_vault(make_vault)
    # only the 2021 page writes where she lives in the words asked (« J'habite à Rennes »); the
    # current one opens on « développeuse de jeux vidéo à Nantes »
    answer = plan(searcher, "Elle habite où ?").offline_text
    assert "Nantes" in answer and "Rennes" not in answer, answer


def test_a_page_saying_it_no_longer_holds_gives_way_to_the_page_it_names(make_vault: VaultFactory) -> None:
    searcher = _superseding_vault(make_vault)
    # « TJM » is only in the old grid, which says the current rates are on « Contact »
    answer = plan(searcher, "Quel est votre TJM ?").offline_text
    assert "540 €" in answer and "420 €" not in answer, answer


def test_a_release_asked_in_english_is_a_sortie(make_vault: VaultFactory) -> None:
    # a game's or an app's release is its « sortie » in French; "released" met only the title,
    # which every passage of the note shares
    searcher = searcher_on(
        make_vault,
        {
            "Brise-Lames.md": "# Brise-Lames\n\nUn jeu de réflexion sur les digues et les vagues.\n\n"
            "## Équipe\n\n- Louise : design, code\n- Malo : musique\n- Anouk : illustrations\n\n"
            "## Fiche\n\n- Moteur : Godot 4.4\n- Plateformes : PC\n- Sortie prévue : printemps 2028\n\n"
            "## Piliers\n\n- Le calme\n- La marée qui monte\n- Aucune défaite définitive\n",
            "Atelier.md": "# Atelier\n\nMon bureau donne sur le port de Brise-Lames.\n",
        },
    )
    p = plan(searcher, "When will Brise-Lames be released?")
    assert p.grounded and "Sortie prévue" in searcher.bundle.passages[p.ranked[0].k].text, p.ranked


def test_where_the_owner_lives_is_a_place_written_after_a_verb_of_residence(
    make_vault: VaultFactory,
) -> None:
    # « Je vis avec Paul » holds the asked word (« vivre ») and no place; the profile's opening
    # writes the place in other words (« basée à Rennes »)
    searcher = searcher_on(
        make_vault,
        {
            "À propos.md": "# Bonjour, moi c'est Lucie\n\nJe suis Lucie Martin, illustratrice "
            "basée à Rennes, dans le quartier Thabor. Je dessine pour l'édition jeunesse.\n\n"
            "## D'où je viens\n\nJe suis née à Vannes en 1990. Mes parents habitent encore là-bas.\n\n"
            "## En dehors du travail\n\nJe vis avec Paul et notre chien Biscotte. Je nage le "
            "matin à la piscine Saint-Georges.\n",
            "Lectures.md": "# Lectures\n\n- Atomic Habits — James Clear\n",
        },
    )
    for question in ("Où habite-t-elle ?", "Where is she based?"):
        p = plan(searcher, question)
        assert p.grounded and "Thabor" in p.offline_text, p.offline_text


def test_where_the_owner_lives_may_be_written_after_habiter_without_a_preposition(
    make_vault: VaultFactory,
) -> None:
    # « nous habitons Murat »: « habiter » takes its place directly; the opening holds the birth
    searcher = searcher_on(
        make_vault,
        {
            "Qui suis-je.md": "# Qui suis-je\n\nJe m'appelle Bernard Roche. Je suis né en 1954 à "
            "Neussargues, au bord de l'Alagnon.\n\nDepuis juin 2015, nous habitons Murat, Monique et "
            "moi, dans une vieille maison du faubourg.\n",
            "Enfants.md": "# Nos enfants\n\nThomas, installé à Montréal depuis 2011.\n",
        },
    )
    p = plan(searcher, "Il habite où maintenant ?")
    assert p.grounded and "Murat" in p.offline_text, p.offline_text


def test_a_language_level_asked_is_the_level_written(make_vault: VaultFactory) -> None:
    # the stay abroad holds « niveau » (of climbing) and « anglais » in passing; the CV writes
    # the level (« C1 ») without the word
    searcher = searcher_on(
        make_vault,
        {
            "Moi.md": "# Moi\n\nJe suis étudiante en droit à Lille.\n",
            "CV.md": "# CV — Jeanne Roux\n\n## Formation\n\n- 2024 : licence de droit, Lille\n\n"
            "## Langues\n\n- Français : langue maternelle\n- Anglais : C1 (TOEIC 950)\n- Italien : A2\n",
            "Semestre à Dublin.md": "# Semestre à Dublin\n\nDe l'anglais tous les jours, des cours de "
            "droit européen. Niveau escalade : je passe enfin les 6b au mur du campus.\n",
        },
    )
    p = plan(searcher, "Quel est son niveau d'anglais ?")
    assert p.grounded and "C1" in p.offline_text, p.offline_text


def test_a_short_line_closing_its_section_comes_with_what_the_section_says(make_vault: VaultFactory) -> None:
    # « Doc réutilisable : voir Procédure. » ranks first by its heading's words alone (« mis en
    # place »); the section's list before it says what was done, the next section (« Remarques »)
    # does not
    searcher = searcher_on(
        make_vault,
        {
            "Mission Banque Dorat.md": "# Mission Banque Dorat - sauvegardes\n\nPetite banque régionale, "
            "six mois de mission en 2023.\n\n## Ce qu'on a mis en place\n\n- Barman sur les deux serveurs "
            "PostgreSQL 15 : une copie complète chaque semaine, une différentielle chaque nuit.\n"
            "- Archivage WAL en continu vers un dépôt chiffré, hors du datacenter principal.\n"
            "- Une restauration complète testée chaque mois sur un serveur jetable, chronométrée.\n"
            "- Alertes sur l'âge de la dernière copie et sur le retard de l'archivage WAL.\n"
            "- Objectifs validés avec la direction : cinq minutes de données perdues au plus, deux heures "
            "pour repartir.\n- Réécriture du plan de reprise : douze pages, un exercice de bascule fait "
            "en septembre, une heure et demie du début à la fin.\n\n"
            "Doc réutilisable : voir Procédure.\n\n## Remarques\n\n- Très bonne équipe, accès par bastion "
            "uniquement, clés SSH sur des jetons matériels, aucune sortie vers internet.\n- Un audit de "
            "l'autorité de contrôle en fin de mission, passé sans réserve sur la partie reprise.\n"
            "- Des trajets en train chaque lundi matin, du travail à distance le reste de la semaine.\n",
            "Procédure.md": "# Procédure de sauvegarde\n\nLes sauvegardes se testent chaque mois.\n",
        },
    )
    bundle = searcher.bundle
    passages = [(k, bundle.passages[k]) for k in range(len(bundle.passages))]
    short = next(k for k, p in passages if p.text.startswith("Doc réutilisable"))
    other = next(k for k, p in passages if p.text.startswith("Les sauvegardes se testent"))
    terms = frozenset({"plac", "sauvegard"})
    ranked = [
        RankedPassage(short, bundle.passages[short].note, 0.6, 0.5, terms),
        RankedPassage(other, bundle.passages[other].note, 0.58, 0.5, frozenset({"sauvegard"})),
    ]
    answer = compose_offline(bundle, ranked, None)
    assert answer is not None and "Barman" in answer.text and "Remarques" not in answer.text, answer


def test_a_price_asked_of_one_thing_gives_the_rows_pricing_it(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Profil.md": "# Profil\n\nJe suis luthière à Mirecourt.\n",
            "Tarifs.md": "# Tarifs\n\n| Prestation | Prix |\n|---|---|\n| Réglage complet violon | 85 € |\n"
            "| Chevalet neuf violoncelle | 220 € |\n| Recollage table | à partir de 60 € |\n"
            "| Remèche archet | 75 € |\n",
        },
    )
    # the whole table fits the bubble, but « à partir de 60 € » is the price of something else
    # and reads as the answer
    answer = plan(searcher, "Combien coûte un réglage de violon ?").offline_text
    assert "85 €" in answer and "60 €" not in answer and "220 €" not in answer, answer
    # the grid asked whole stays whole
    answer = plan(searcher, "Quels sont ses tarifs ?").offline_text
    assert "85 €" in answer and "60 €" in answer, answer


def test_a_price_asked_gives_the_row_naming_it_though_another_note_is_named_so(
    make_vault: VaultFactory,
) -> None:
    # « cours » names the classes' own note, so the rates table holds it only in passing; its
    # row is still the price asked, not the hourly rate that opens the table
    searcher = searcher_on(
        make_vault,
        {
            "Profil.md": "# Profil\n\nJe restaure des meubles anciens à Dijon.\n",
            "Cours du samedi.md": "# Cours du samedi\n\nLes cours ont commencé en mars 2024 à La "
            "Fabrique. Depuis le nouvel atelier on accueille plus de monde.\n",
            "Tarifs 2026.md": "# Tarifs 2026\n\n| Prestation | Prix 2026 |\n|---|---|\n"
            "| Taux horaire atelier | 55 € HT |\n| Devis à l'atelier | gratuit |\n"
            "| Restauration chaise | à partir de 150 € |\n| Fauteuil, partie bois | à partir de 220 € |\n"
            "| Commode, restauration complète | à partir de 1 200 € |\n"
            "| Vernis au tampon | 140 € / m² |\n| Traitement insectes | 90 € par meuble |\n"
            "| Chaise paillée | 95 € |\n| Cours du samedi matin (3 h) | 75 € |\n",
        },
    )
    answer = plan(searcher, "Les cours, c'est combien ?").offline_text
    assert "75 €" in answer and "55 €" not in answer and "1 200 €" not in answer, answer


def test_a_list_asked_gathers_the_sister_lists_under_the_heading_it_names(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Profil.md": "# Profil\n\nJe suis étudiante en droit à Strasbourg.\n",
            "Objectifs.md": "# Objectifs pour 2026-2027\n\n## Études\n\n- valider le M1 avec mention\n"
            "- trouver un stage de fin de M1\n\n## Après\n\n- préparer le CRFPA en 2028\n\n"
            "## Perso\n\n- néerlandais : passer de A2 à B1\n- lire 20 livres dans l'année\n"
            "- escalade : enchaîner un 6c en salle\n",
            "Escalade.md": "# Escalade\n\nEn salle deux fois par semaine, mon objectif est le 6c.\n",
        },
    )
    # « Perso » holds « année » as well: its list is not the only one asked
    answer = plan(searcher, "Quels sont ses objectifs pour l'année prochaine ?").offline_text
    assert "M1" in answer and "CRFPA" in answer and "néerlandais" in answer, answer


def test_a_note_saying_it_is_out_of_date_is_not_quoted_after_one_that_holds_now(
    make_vault: VaultFactory,
) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Moi.md": "# Moi\n\nJe m'appelle Aurélie Ferrand, j'ai 38 ans et je suis traductrice littéraire. "
            "Je vis à Clermont-Ferrand avec un chat roux.\n",
            "CV.md": "# CV (version 2018)\n\n*Copie du CV envoyé aux éditeurs fin 2018. Gardé pour "
            "mémoire, plus à jour.*\n\nAurélie Ferrand — 31 ans. Traductrice littéraire.\n\n"
            "## Formation\n\n- 2011 : master 2 Traduction littéraire, université Paris-Diderot\n",
        },
    )
    answer = plan(searcher, "Elle a quel âge ?").offline_text
    assert "38 ans" in answer and "31 ans" not in answer, answer
    # the one place the studies are written still answers
    answer = plan(searcher, "Elle a fait quelles études ?").offline_text
    assert "Paris-Diderot" in answer, answer


def test_a_draft_is_not_quoted_after_a_note_that_answers(make_vault: VaultFactory) -> None:
    # a message drafted months ago (``status: brouillon``) ranks high for sharing the question's
    # words; after the availability page, its outdated date is no second answer
    searcher = searcher_on(
        make_vault,
        {
            "À propos.md": "# À propos\n\nJe suis Léa Morel, développeuse freelance à Lyon.\n",
            "Disponibilités.md": "# Disponibilités\n\nEn mission jusqu'au 29/01/2027. Disponible à "
            "partir du 1er février 2027.\n",
            "Inbox/Message type.md": "---\nstatus: brouillon\n---\n# Message type\n\nMerci pour "
            "votre message ! Je suis disponible à partir de septembre 2026 pour une nouvelle mission.\n",
            "Tarifs.md": "# Tarifs\n\nTJM : 540 € HT.\n",
        },
    )
    answer = plan(searcher, "Elle est dispo quand pour une nouvelle mission ?").offline_text
    assert "février 2027" in answer and "septembre 2026" not in answer, answer


def test_a_follow_up_holding_no_word_is_told_from_the_note_opening(make_vault: VaultFactory) -> None:
    # « Elle y faisait quoi ? » after an answer naming the UIT: no passage holds a word of the
    # question, so the note the conversation is on answers from its opening, not from the list
    # that repeats the name most
    searcher = searcher_on(
        make_vault,
        {
            "À propos.md": "# À propos\n\nJe suis Léa Morel, interprète indépendante à Lausanne.\n",
            "Clients/UIT.md": (
                "---\ntags: [client, organisation-internationale]\n---\n# UIT – Union internationale des "
                "télécommunications\n\nVille:: Genève\nDepuis:: 2011\n\n"
                "Mon employeur de 2011 à 2020 : traductrice à la section française de traduction "
                "(2011-2016), puis interprète permanente dans la cabine française (2016-2020). Depuis "
                "que je suis indépendante, ils me recrutent comme interprète free-lance pour certaines "
                "réunions, et de temps en temps pour des traductions externalisées.\n\n"
                "- Outil de traduction de l'UIT : memoQ (serveur de l'UIT), terminologie dans la base "
                "interne de l'UIT\n- Tarifs de l'UIT : barème des organisations internationales "
                "(accord AIIC), pas mes tarifs habituels\n- 2024-10 UIT - Conseil de l'UIT\n"
                "- 2026-12 UIT - atelier de l'UIT (à venir)\n"
            ),
            "Missions/2024-10 UIT - Conseil.md": "# 2024-10 UIT - Conseil\n\nCabine française au Conseil.\n",
        },
    )
    history = [
        {"role": "user", "content": "Elle a bossé dans une organisation internationale ?"},
        {
            "role": "assistant",
            "content": "Oui, à l'UIT (Union internationale des télécommunications), de 2011 à 2020.",
        },
    ]
    answer = plan(searcher, "Elle y faisait quoi ?", history).offline_text
    assert answer.startswith("D'après la note « UIT » :")
    assert "traductrice" in answer


def test_a_list_asked_of_one_passage_holding_the_whole_question_gives_it_whole(
    make_vault: VaultFactory,
) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Profil.md": "# Profil\n\nJe suis étudiant en informatique à Lyon.\n",
            "Hébergement.md": "# Hébergement\n\n## Description\n\n"
            "Le projet Hébergement consiste à déployer une infrastructure basée sur Docker, en isolant "
            "plusieurs services dans des conteneurs distincts. Il inclut la configuration d'un serveur "
            "web (Caddy), d'une base de données (PostgreSQL) et d'un wiki (DokuWiki), tout en assurant "
            "la sauvegarde et la supervision de l'ensemble.\n\n"
            "## Objectifs\n\n"
            "Orchestration : définir et orchestrer les services pour faciliter leur gestion au quotidien "
            "sur une machine de location.\n\n"
            "Sécurité : protéger les services hébergés en configurant le pare-feu, les utilisateurs et "
            "les permissions de chaque conteneur.\n\n"
            "Automatisation : automatiser la mise à jour des services pour une infrastructure "
            "reproductible et évolutive dans le temps.\n\n"
            "## Configuration\n\n"
            "Un fichier de composition décrit les services, les réseaux et les volumes nécessaires.\n\n"
            "Les dépendances entre les services assurent un ordre de démarrage correct.\n\n"
            "Chaque service tourne dans son propre conteneur, redémarré automatiquement en cas d'arrêt "
            "inattendu ou de mise à jour de son image.\n",
        },
    )
    # the services are named in the sentence after the one holding the question's words; the
    # other sections only say « services » again
    answer = plan(searcher, "Quels services sont déployés dans le projet Hébergement ?").offline_text
    assert "Caddy" in answer and "DokuWiki" in answer, answer


def test_a_follow_up_about_the_note_the_conversation_named_quotes_no_other_note(
    make_vault: VaultFactory,
) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Profil.md": "# Profil\n\nJe suis étudiant en informatique à Lyon.\n",
            "Hébergement.md": "# Hébergement\n\nUn projet d'infrastructure sur un serveur loué. Les "
            "services qui tournent dans les conteneurs Docker : un serveur web Caddy, une base "
            "PostgreSQL et un wiki DokuWiki.\n",
            "Arène.md": "# Arène\n\nUn site de jeux en ligne en Python avec un front React. Les "
            "services qui tournent dans les conteneurs Docker : l'API Django, le cache Redis et le "
            "monitoring Grafana.\n",
        },
    )
    history = [
        {"role": "user", "content": "C'est quoi Hébergement ?"},
        {"role": "assistant", "content": "Un projet d'infrastructure avec Docker."},
    ]
    # the other project says the same words of its own containers: the visitor asked of this one
    answer = plan(searcher, "Ok, quels services tournent dans les conteneurs ?", history).offline_text
    assert "Caddy" in answer and "Redis" not in answer, answer
    # without the conversation, both answer
    answer = plan(searcher, "Quels services tournent dans les conteneurs ?").offline_text
    assert "Caddy" in answer and "Redis" in answer, answer


def test_how_far_a_work_has_gone_is_answered_by_its_progress_line(make_vault: VaultFactory) -> None:
    # « ça en est où ? » shares no word with « Avancement : »: the passage telling it, close enough
    # in score, joins the one naming the project, and a cut keeps that line
    searcher = searcher_on(
        make_vault,
        {
            "Numérisation des archives.md": "# Numérisation des archives\n\nObjectif : numériser les "
            "photographies anciennes de l'association, soit environ 2 000 photographies, puis les mettre "
            "en ligne sur le site de la médiathèque de la commune, avec une description de chacune.\n\n"
            "Matériel : un scanner à plat prêté par la mairie, une table de reproduction prêtée par les "
            "archives départementales, deux disques durs pour les sauvegardes et un logiciel libre pour "
            "les fiches. Équipe : Paul pour les fiches, Lucie et moi pour le scanner, un mardi soir sur "
            "deux après la permanence, et parfois le samedi matin quand la salle est libre.\n\n"
            "Partenaires : la médiathèque (hébergement), les archives départementales (conseils pour les "
            "fiches), la commune (une subvention de 1 500 € obtenue en 2025, renouvelable une fois).\n\n"
            "Avancement :\n- 2024 : 300 documents\n- au 1er mars 2026 : 1 250 documents traités."
            "\n\nFin prévue : hiver 2027. Les photographies de mariage n'en font pas partie.\n",
            "Accueil.md": "# Accueil\n\nJe suis Jeanne, bénévole à l'association d'histoire locale.\n",
        },
    )
    answer = plan(searcher, "La numérisation des photographies, ça en est où ?").offline_text
    assert "1 250" in answer, answer
    # not asked how far it has gone: the progress line does not join
    answer = plan(searcher, "Combien de photographies faut-il numériser ?").offline_text
    assert "1 250" not in answer, answer


def test_whether_a_work_is_finished_is_answered_by_its_status_over_a_hub_of_finished_ones(
    make_vault: VaultFactory,
) -> None:
    # « elle est finie ? »: a hub's table says « fini » of three other projects; the project's own
    # « Statut : En cours » and its planned end answer, and open the answer
    rows = "".join(
        f"| {p} | fini | {y} |\n" for p, y in (("Irrigation", 2022), ("Mare", 2023), ("Haie", 2025))
    )
    searcher = searcher_on(
        make_vault,
        {
            "Ferme.md": "# Ferme\n\n## Projets\n\n| Projet | Statut | Fin |\n|---|---|---|\n"
            + rows
            + "| [[Serre bioclimatique]] | en cours | 2027 |\n",
            "Serre bioclimatique.md": "---\naliases: [Serre]\n---\n# Serre bioclimatique\n\n"
            "Statut:: En cours\nDébut du chantier:: 12 septembre 2026\nFin prévue:: avril 2027\n\n"
            "## L'idée\n\nUne vraie serre pour la pépinière, plus durable que les tunnels plastique, "
            "avec un mur nord en terre crue qui stocke la chaleur du jour.\n",
            "Accueil.md": "# Accueil\n\nJe suis maraîchère près d'Angers.\n",
        },
    )
    answer = plan(searcher, "la serre elle est finie ?").offline_text
    assert answer.startswith("D'après la note « Serre bioclimatique »"), answer
    assert "En cours" in answer and "avril 2027" in answer, answer


def test_a_note_named_by_what_is_asked_fills_the_bubble_with_passages_covering_as_much(
    make_vault: VaultFactory,
) -> None:
    # « Je m'occupe d'un club de voile, vous faites des partenariats avec des clubs ? » and the note
    # « Partenariat club de voile »: every passage of it holds only its title's words, and the one
    # naming the club (a passage covering the question as well as the best one) is as much an answer
    searcher = searcher_on(
        make_vault,
        {
            "Partenariat club de voile.md": "# Partenariat club de voile\n\n"
            "Ce que le club de voile fait pour moi dans ce partenariat : mon logo sur les voiles du "
            "club, les régates relayées sur sa page, une salle prêtée pour les séances du jeudi soir "
            "et une place sur le ponton pour mon dériveur.\n\n## Convention\n\n"
            "Partenariat signé avec le club de voile des Voiles du Léman en mars 2024, renouvelé "
            "chaque année ; contact : Paul Morel, président, au club house de Sciez.\n\n"
            "## Licence\n\nTexte sous licence CC BY, partenariat ou pas.\n",
        },
    )
    bundle = searcher.bundle
    passages = [(k, bundle.passages[k]) for k in range(len(bundle.passages))]
    first = next(k for k, p in passages if p.text.startswith("Ce que le club"))
    convention = next(k for k, p in passages if p.text.startswith("Partenariat signé"))
    licence = next(k for k, p in passages if p.text.startswith("Texte sous licence"))
    asked = frozenset(tokenise("partenariat club voile"))
    ranked = [
        RankedPassage(first, 0, 0.7, 0.6, asked),
        RankedPassage(convention, 0, 0.6, 0.6, asked),
        # a passage holding the name's words, covering less of the question, fills nothing
        RankedPassage(licence, 0, 0.55, 0.2, frozenset(tokenise("partenariat"))),
    ]
    answer = compose_offline(bundle, ranked, None)
    assert answer is not None and "Voiles du Léman" in answer.text, answer
    assert "licence" not in answer.text, answer


def test_what_came_of_it_is_told_by_the_line_labelled_with_it(make_vault: VaultFactory) -> None:
    # no heading says « Résultat »: the line does, and holds no word of the question; a cut
    # answer keeps it rather than the lines repeating the clinic's name
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Camille, designer UX à Montréal.\n",
        "clinique.md": "# Prise de rendez-vous en ligne pour une clinique vétérinaire\n\n"
        + " ".join(
            f"La clinique vétérinaire recevait des appels pour la raison numéro {n}." for n in range(14)
        )
        + "\n\nRésultat : trois mois plus tard, les appels à la réception avaient diminué de 40 %.\n",
    }
    for n in range(6):
        files[f"note-{n}.md"] = f"# Note {n}\n\nUn carnet de croquis, page {n}.\n"
    answer = plan(searcher_on(make_vault, files), "Qu'est-ce qui a changé pour la clinique vétérinaire ?")
    assert "diminué de 40 %" in answer.offline_text, answer.offline_text


def test_a_cause_asked_is_told_by_the_line_saying_it_with_a_word_of_cause(make_vault: VaultFactory) -> None:
    # the bio says the change of career without its cause; the CV's line says why (« suite à »):
    # that line joins the answer, though the bio ranks first
    files = {
        "bio.md": "---\ntype: parcours\n---\n# Bio\n\n- Nom : Marc Rivière\n- Situation : étudiant en "
        "informatique\n- Statut : reconversion professionnelle\n\nParcours en une phrase : ancien "
        "infirmier, aujourd'hui en reconversion à l'École 42, reconversion commencée en 2023.\n",
        "cv.md": "---\ntype: parcours\n---\n# CV\n\n## Identité\n\n- Nom : Marc Rivière\n- Âge : 45 ans\n"
        "- Objectif : alternance en data\n- RQTH : reconversion professionnelle suite à des problèmes de "
        "santé\n\n## Expérience\n\nInfirmier de 2010 à 2023, service de gériatrie.\n",
    }
    for n in range(6):
        files[f"projet-{n}.md"] = f"# Projet {n}\n\nUn projet en C, étape {n}.\n"
    answer = plan(searcher_on(make_vault, files), "Pourquoi il s'est reconverti ?").offline_text
    assert "suite à des problèmes de santé" in answer, answer


def test_a_contact_list_leaves_out_the_values_the_owner_withheld(make_vault: VaultFactory) -> None:
    # the CV masks its phone and e-mail for the public site: a fake number to copy is no answer,
    # the site and the city the masked address still gives are
    searcher = searcher_on(
        make_vault,
        {
            "CV.md": "# CV — Paul Rey\n\n## Contact\n\n- Téléphone : 06.00.00.00.00 (numéro masqué)\n"
            "- Email : contact@example.org\n- Adresse : (adresse masquée), 66600 Rivesaltes\n"
            "- Site : paulrey.fr\n- GitHub : paulrey\n",
            "Projets.md": "# Projets\n\nUn serveur de jeu en C.\n",
        },
    )
    p = plan(searcher, "Comment puis-je le joindre ?")
    assert p.grounded and "paulrey.fr" in p.offline_text, p.offline_text
    assert "Adresse : 66600 Rivesaltes" in p.offline_text
    for fake in ("06.00.00.00.00", "example.org", "masqu"):
        assert fake not in p.offline_text


def test_a_withheld_mark_drops_its_value_not_prose_in_brackets() -> None:
    text = (
        "- Client : Cabinet X (nom anonymisé)\n- Phone: [redacted]\n"
        "Le masque (sous-réseau) se calcule.\n- Ville : (confidentiel), Brest"
    )
    assert _unwithheld(text) == "Le masque (sous-réseau) se calcule.\n- Ville : Brest"
    assert _unwithheld("- Téléphone : (masqué)") == "- Téléphone : (masqué)"  # nothing else to say


def test_a_value_struck_and_replaced_is_left_out_and_one_alone_stays_struck() -> None:
    text = (
        "- Price : ~~80 € / personne~~ (2025)\n- Price : 90 € / personne (2026)\n"
        "- Prix du livre : ~~21 €~~ → 24 € depuis la sortie\n- ~~Cours particuliers~~ (plus proposé)\n"
        "- Date : ~~samedi 5 décembre~~"
    )
    assert _unstruck(text) == (
        "- Price : 90 € / personne (2026)\n- Prix du livre : 24 € depuis la sortie\n"
        "- ~~Cours particuliers~~ (plus proposé)\n- Date : ~~samedi 5 décembre~~"
    )


def test_an_item_struck_whole_but_for_when_it_held_is_withdrawn_among_items_that_hold() -> None:
    text = (
        "- ~~annulation gratuite jusqu'à 48 h avant~~ (règle jusqu'en 2023)\n"
        "- depuis 2024 : annulation jusqu'à 7 jours avant\n- ~~2025 : demi-pension 56 €~~\n"
        "- 2026 : demi-pension 58 €"
    )
    assert _unstruck(text) == "- depuis 2024 : annulation jusqu'à 7 jours avant\n- 2026 : demi-pension 58 €"
    # (struck alone, it is all there is to say; a struck prose line tells what was put off)
    assert _unstruck("- ~~2025 : demi-pension 56 €~~") == "- ~~2025 : demi-pension 56 €~~"
    prose = "~~Samedi 5 décembre, 15 h.~~\nReportée au samedi 6 février."
    assert _unstruck(prose) == prose


def test_an_item_struck_at_its_head_or_in_its_years_saying_it_ended_is_withdrawn() -> None:
    text = (
        "- Saint-Affrique : samedi matin\n- Réquista : lundi matin — ~~2017-2021~~ arrêté en mars 2021\n"
        "- ~~Épicerie de Réquista~~ fermée en 2021\n- Millau : vendredi matin"
    )
    assert _unstruck(text) == "- Saint-Affrique : samedi matin\n- Millau : vendredi matin"
    # a status struck for another tells what became of the thing: it stays
    status = "- Projet : vitrine ; État : fini\n- Projet : 2e boutique ; État : ~~en cours~~ abandonné"
    assert _unstruck(status) == status


def test_the_answer_gives_the_price_the_note_did_not_strike(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "formation-collectionneurs.md": "# Formation collectionneurs\n\n- Format : demi-journée\n"
            "- Prix:: ~~80 € / personne~~ (2025)\n- Prix:: 90 € / personne (2026)\n",
            "Atelier.md": "# Atelier\n\nRestauration de tableaux à Moulins.\n",
        },
    )
    answer = plan(searcher, "la formation pour collectionneurs c'est combien par personne ?").offline_text
    assert "90 €" in answer and "80" not in answer, answer


def test_a_hubs_long_list_names_first_the_notes_the_question_found(make_vault: VaultFactory) -> None:
    # the map of content lists its notes alphabetically and is cut to the answer's room: the
    # notes about routing, that the search ranks first, are named, not the first letters'
    projects = [f"Projet {chr(65 + n)}{chr(97 + n) * 3}" for n in range(18)]
    files = {
        f"{name}.md": f"# {name}\n\nUn projet de dessin en C, réseau de neurones exclu.\n"
        for name in projects
    }
    files["Zébulon routage.md"] = (
        "# Zébulon routage\n\nConfigurer le réseau : routage, sous-réseaux et masques.\n"
    )
    files["MOC — Réseau.md"] = "# MOC — Réseau\n\nNotes liées :\n\n" + "".join(
        f"- [[{name}]] — c, dessin, ecole, reseau, systeme, graphisme\n"
        for name in [*projects, "Zébulon routage"]
    )
    searcher = searcher_on(make_vault, files)
    p = plan(searcher, "Qu'a-t-il fait en réseau ?")
    assert p.offline_text.startswith("D'après la note « MOC — Réseau »"), p.offline_text
    assert "Zébulon routage" in p.offline_text and p.offline_text.rstrip().endswith("…"), p.offline_text
    assert p.offline_text.index("Zébulon") < p.offline_text.index(projects[0]), p.offline_text


def test_who_is_the_photographer_behind_the_site_is_the_owner(make_vault: VaultFactory) -> None:
    # the noun saying what she does is part of the frame: the old welcome post holding
    # « photographe » and « site » is no answer to who she is
    searcher = searcher_on(
        make_vault,
        {
            "Moi/Qui suis-je.md": "# Qui suis-je\n\nJe m'appelle Gwen Le Bihan, j'ai 34 ans. Je suis "
            "photographe de mariage à Quimper depuis 2022.\n",
            "Blog/Bienvenue.md": "# Bienvenue sur mon site\n\nPremier article du site ! Photographe de "
            "mariage à Rennes, je raconte ici mes reportages de photographe.\n",
            "Mariage.md": "# Mariage\n\nJe photographie 15 mariages par an.\n",
        },
    )
    for question in (
        "C'est qui, la photographe derrière ce site ?",
        "Who is the photographer behind this website?",
    ):
        p = plan(searcher, question)
        assert p.grounded and "Gwen Le Bihan" in p.offline_text, (question, p.offline_text)


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("Sa formation couvre quelles années ?", True),
        ("En quelle année est-elle ?", True),
        ("In which years did he study there?", True),
        ("Il a fait deux années de prépa ?", False),  # a count, no year asked
    ],
)
def test_which_years_asks_when(question: str, asks: bool) -> None:
    assert asks_years(words(question)) is asks


def test_a_date_of_the_owners_life_comes_from_the_profile_heading(real_searcher: Searcher) -> None:
    # the school's own note dates its second intake (« octobre 2023 »); how long the owner has
    # been a student there is the CV entry dating itself in its heading (« 2023 – 2025 · … »)
    answer = plan(real_searcher, "Depuis quand est-il étudiant à 42 ?").offline_text
    assert "2023 – 2025 · Étudiant École 42 Perpignan" in answer, answer


@pytest.mark.parametrize(
    ("line", "enumerates"),
    [
        ("- Suivi : états de job visibles ; exports au minimum en TXT, SRT, VTT, JSON (segments).", True),
        ("Le projet Inception, en Docker, consiste à déployer un site et sa base.", False),  # a sentence
        ("Services : Nginx, MariaDB, WordPress", True),
        # an item holding the word asked is what is enumerated of; a hub's tags are no names
        ("hygiène des pipelines (jobs, erreurs, exports), diarisation", False),
        ("- cpp-partie2 — algorithmique, c, cpp, devops, domotique", False),
    ],
)
def test_an_enumeration_of_names_is_told_from_a_sentence(line: str, enumerates: bool) -> None:
    assert _enumerates(line, lambda item: "export" in item) is enumerates


def test_formats_asked_come_from_the_line_enumerating_them(real_searcher: Searcher) -> None:
    # the note's summary says « exports » in a sentence and ranks first; the answer must name them
    answer = plan(
        real_searcher, "Son appli de transcription audio, elle exporte dans quels formats ?"
    ).offline_text
    for name in ("TXT", "SRT", "VTT"):
        assert name in answer, answer


@pytest.mark.parametrize(
    "question",
    [
        "Qu'est-ce qui l'a poussé à quitter son ancien métier ?",  # « poussé », read before the idioms
        "Pourquoi il a changé de métier ?",
    ],
)
def test_a_cause_asked_quotes_the_line_giving_it_of_the_thing_asked(
    real_searcher: Searcher, question: str
) -> None:
    # the CV's « RQTH : reconversion professionnelle suite à problèmes de santé » holds one
    # asked word, right before its word of cause: the cause of the change, quoted
    answer = plan(real_searcher, question).offline_text
    assert "suite à problèmes de santé" in answer


def test_what_gave_the_wish_quotes_how_the_interest_began(real_searcher: Searcher) -> None:
    # « Qu'est-ce qui lui a donné envie de s'intéresser à l'IA ? »: the hub listing the IA notes
    # shares the words; the line telling how it began (« j'ai découvert l'intelligence
    # artificielle… avec l'arrivée de ChatGPT ») answers
    question = "Qu'est-ce qui lui a donné envie de s'intéresser à l'intelligence artificielle au départ ?"
    answer = plan(real_searcher, question).offline_text
    assert "ChatGPT" in answer.split("\n\n")[0]


def test_the_trigger_of_a_passion_asked_by_its_acronym_is_how_it_began(real_searcher: Searcher) -> None:
    # « le virus de l'IA », « le déclic »: the vault writes neither; its line « j'ai découvert
    # l'intelligence artificielle… avec l'arrivée de ChatGPT » spells the « IA » asked out, and
    # opens the answer before the hub listing the IA notes
    answer = plan(
        real_searcher, "Comment il a attrapé le virus de l'IA, c'était quoi le déclic ?"
    ).offline_text
    assert "ChatGPT" in answer.split("\n\n")[0], answer
    assert "MOC" not in answer.split("\n\n")[0], answer


def test_a_discovery_is_no_cause_of_another_change(kanban_searcher: Searcher) -> None:
    # « Pourquoi est-elle passée… au produit ? »: « c'est là que j'ai découvert la méthode
    # Kanban » tells no why; only where the wish itself is asked does a beginning answer
    answer = plan(
        kanban_searcher, "Pourquoi est-elle passée de l'ingénierie mécanique au produit ?"
    ).offline_text
    assert "découvert la méthode Kanban" not in answer.split("\n\n")[0]
    assert "kitesurf" in answer or "rider" in answer


def test_an_attribute_written_in_its_shape_beats_the_word_said_otherwise(ro_searcher: Searcher) -> None:
    # « Elle a des enfants ? »: the CV's « concertation (enfants, habitants) » ranks, the owner's
    # page saying « nos deux enfants, Lou et Malo » does not; the profile line writing children
    # as hers answers
    answer = plan(ro_searcher, "Elle a des enfants ?").offline_text
    assert "Lou" in answer and "Malo" in answer
    assert "concertation" not in answer


def test_a_list_asked_of_a_section_heading_names_every_sub_section(make_vault: VaultFactory) -> None:
    # « Quels sont les modules… ? » and a note whose « Les 5 modules » section tells each module
    # in a paragraph under its own heading: every module is named, by its heading and opening
    modules = "\n\n".join(
        f"### Python {n} — {name}\n\n{name} : "
        + "des exercices quotidiens, corrigés par les pairs, un rythme soutenu. " * 6
        for n, name in enumerate(
            ("Starting", "Array", "DataTable", "Object-Oriented", "Data Oriented Design")
        )
    )
    searcher = searcher_on(
        make_vault,
        {
            "piscine.md": "# Piscine Python\n\n## Objectif\n\nBâtir la boîte à outils Python d'un futur "
            f"spécialiste des données.\n\n## Les 5 modules\n\n{modules}\n\n## Valeur pour la suite\n\n"
            "Les modules de cette piscine Python sont le socle de mes projets de données.\n",
            "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Fernand, étudiant à 42.\n",
        },
    )
    answer = plan(searcher, "Quels sont les modules de la piscine Python ?").offline_text
    for name in ("Starting", "Array", "DataTable", "Object-Oriented", "Data Oriented Design"):
        assert name in answer


def test_a_list_asked_is_the_passage_whose_lines_are_its_items_labelled(make_vault: VaultFactory) -> None:
    # « Quels ensembles fractals… ? »: the summary naming two of them ranks first, the section
    # whose lines are « Ensemble de Mandelbrot : … », « Ensemble de Julia : … », « Ensemble
    # Burning Ship : … » is the answer, whole
    long = "Le rendu se fait pixel par pixel, avec une palette de couleurs choisie au clavier. " * 3
    searcher = searcher_on(
        make_vault,
        {
            "fract-ol.md": "# fract-ol\n\n## Description\n\nLe programme dessine des ensembles fractals tels "
            f"que Mandelbrot et Julia avec la MiniLibX. {long}\n\n## Détails\n\n{long}\n\n## Fractales à "
            "générer\n\nEnsemble de Mandelbrot : itération de z² + c.\n\nEnsemble de Julia : une constante "
            "c fixe.\n\nEnsemble Burning Ship : la valeur absolue des parties réelle et imaginaire.\n",
            "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Fernand, étudiant à 42.\n",
        },
    )
    answer = plan(searcher, "Quels ensembles fractals son programme sait-il dessiner ?").offline_text
    assert "Burning Ship" in answer and "Julia" in answer
    assert "palette" not in answer  # the items, nothing else of the note


def test_a_sentence_about_the_owners_kin_is_no_answer_about_the_owner() -> None:
    text = (
        "Je vis aux Houches avec Élodie, ma compagne. Mon petit frère Julien est lui aussi guide, mais à"
        " Briançon.\n- Ma sœur Anne vit à Brest.\n- Ma compagne et moi avons retapé la maison."
    )
    assert owner_sentences(text) == (
        "Je vis aux Houches avec Élodie, ma compagne.\n- Ma compagne et moi avons retapé la maison."
    )
    # nothing left but kin: the text as it is
    assert owner_sentences("Ma sœur vit à Brest.") == "Ma sœur vit à Brest."


@pytest.mark.parametrize("question", ["Il habite où maintenant ?", "ou abite il"])
def test_where_the_owner_lives_is_not_where_his_brother_does(wp_searcher: Searcher, question: str) -> None:
    answer = plan(wp_searcher, question).offline_text
    assert "Houches" in answer and "Briançon" not in answer
    # asked of the family, the brother is part of the answer
    family = plan(wp_searcher, "C'est qui son frère ?").offline_text
    assert "Julien" in family


def test_a_section_naming_its_items_is_answered_item_by_item(real_searcher: Searcher) -> None:
    # « Les 5 modules › Python 0 — Starting »… « › Python 4 — Data Oriented Design », too long to
    # give whole: each module by its heading and opening line, the five of them named
    answer = plan(real_searcher, "La piscine Python data de 42, ses modules couvrent quoi ?").offline_text
    for module in ("Python 0", "Python 1", "Python 2", "Python 3", "Python 4", "NumPy", "pandas"):
        assert module in answer


def test_since_when_is_answered_by_the_year_it_began(real_searcher: Searcher) -> None:
    # « J'ai découvert … l'impression 3D en 2018 » opens a long note; « En 2020 » comes later
    assert "2018" in plan(real_searcher, "Il imprime en 3D depuis quand ?").offline_text
    # "when" asks a day, and the year is the day the note gives
    assert "2018" in plan(real_searcher, "When did he get into 3D printing?").offline_text


def test_whom_a_carer_looked_after_is_asked_in_the_word_patients(real_searcher: Searcher) -> None:
    result = real_searcher.search("Combien d'années il a exercé comme soignant, et avec quels patients ?")
    assert result.grounded and result.sources[0].slug == "cv-grascalvet-fernand"
    answer = plan(real_searcher, "Combien d'années il a exercé comme soignant, et avec quels patients ?")
    assert "10 ans" in answer.offline_text and "gériatrie" in answer.offline_text


def test_an_english_question_on_an_old_school_game_asks_no_age(real_searcher: Searcher) -> None:
    answer = plan(real_searcher, "Which old-school game is his cub3D raycaster modeled on?").offline_text
    assert "Wolfenstein" in answer


def test_the_owners_own_page_titled_by_their_name_introduces_them_in_french(make_vault: VaultFactory) -> None:
    # « Qui est-ce ? » in French: the owner's person page (« Yannick Le Goff », its first line
    # saying his trade) speaks the question's language; the English "About me" naming him in the
    # first person is the translation, for an English question
    searcher = searcher_on(
        make_vault,
        {
            "People/Yannick Le Goff.md": "---\ntype: Person\ntags: [profil]\n---\n# Yannick Le Goff\n\n"
            "Apiculteur à Dieulefit (Drôme), en bio, 240 ruches.\n\n## En bref\n\n- Né le 3 février "
            "1980 à Lorient\n- en couple avec Bastien\n",
            "Pages/About me.md": "---\ntype: Page\ntags: [profil]\n---\n# About me\n\nHi! I'm Yannick Le "
            "Goff, a beekeeper in Dieulefit, in the south-east of France.\n",
            "Pages/Miels.md": "# Nos miels\n\nLavande, thym, châtaignier.\n",
        },
    )
    p = plan(searcher, "C'est qui, la personne derrière ce site ?")
    assert p.grounded and p.offline_text.startswith("D'après la note « Yannick Le Goff » :\nApiculteur"), (
        p.offline_text
    )
    p = plan(searcher, "Who is behind this site?")
    assert p.grounded and p.offline_text.startswith("From the note “About me”:\nHi! I'm Yannick"), (
        p.offline_text
    )


def test_the_profile_page_updated_last_answers_an_attribute_the_older_one_dates(
    make_vault: VaultFactory,
) -> None:
    # Ghost's `updated_at`: the about page rewritten this year says « 41 ans », the CV left as
    # it was in 2019 « 34 ans »; the current one answers, the old one is not quoted beside it
    files = {
        "pages/about.md": "---\ntitle: À propos\nupdated_at: 2026-09-02T21:17:43.000+02:00\n---\n"
        "Bonjour, moi c'est Élodie Vasseur, j'ai 41 ans et je suis vétérinaire rurale à Riom.\n",
        "pages/cv.md": "---\ntitle: CV\nupdated_at: 2019-09-16T22:40:05.000+02:00\n---\n"
        "# Dr Élodie VASSEUR\n\nDocteur vétérinaire — 34 ans. Née le 14/03/1985 à Aurillac.\n",
        "posts/velage.md": "# Un vêlage de nuit\n\nLa vache a vêlé à trois heures du matin.\n",
    }
    bundle = parse_bundle(build_bundle(make_vault(files)).data)
    assert bundle.notes.column_or("updated", None)[bundle.slug_index["cv"]].startswith("2019")
    searcher = Searcher(bundle, owner_name="Élodie Vasseur")
    p = plan(searcher, "elle a quel âge ?")
    assert "41 ans" in p.offline_text and "34 ans" not in p.offline_text, p.offline_text


def test_the_passage_writing_the_price_asked_opens_the_answer(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Profil.md": "# Profil\n\nJe suis développeuse en reconversion à Lyon.\n",
            "École Simplon.md": "# École Simplon\n\n## Présentation\n\nL'école Simplon de Lyon forme des "
            "développeurs web en sept mois, en petits groupes, avec des projets chaque semaine et un stage "
            "à la fin.\n\n## Admission\n\nL'école Simplon est gratuite pour les demandeurs d'emploi.\n",
            "Régression.md": "---\ntags: [ecole-simplon]\n---\n# Régression linéaire\n\nProjet de l'école "
            "Simplon : minimiser le coût quadratique, une fonction de coût dérivée à la main.\n",
        },
    )
    # the project's passage holds « coût » and writes no price: the school's « gratuite » opens
    answer = plan(searcher, "combien ça coûte l'école simplon ?").offline_text
    assert answer.startswith("D'après la note « École Simplon »"), answer
    assert "gratuite" in answer, answer


def test_an_abbreviation_does_not_cut_a_row_from_its_price(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Profil.md": "# Profil\n\nJe suis caviste à Lyon.\n",
            "Ateliers.md": "# Ateliers\n\n- Atelier : Initiation à la dégustation (5 vins) ; Durée : 2h ; "
            "Prix / pers. : 45 € ; Quand : mercredi\n- Atelier : Vins nature (5 vins) ; Durée : 2h ; "
            "Prix / pers. : 50 € ; Quand : jeudi\n",
            "Conseil.md": "# Conseil aux restaurants\n\n- Prestation : Journée de conseil (audit, "
            "dégustation avec le chef) ; Tarif HT : 480 €\n",
        },
    )
    # « pers. : 45 € » ends no sentence: the row prices the tasting workshop, and opens the answer
    answer = plan(searcher, "C'est combien l'atelier pour débuter en dégustation ?").offline_text
    assert answer.startswith("D'après la note « Ateliers »") and "45 €" in answer, answer


def test_since_when_keeps_the_line_saying_the_year_it_began(dy_searcher: Searcher) -> None:
    # the profile's paragraph says « quatre ans chez Lachaud » (a length, another job's) and then
    # « En avril 2021 je me suis installée à mon compte »: the cut keeps the year it began
    answer = plan(dy_searcher, "ça fait combien de temps qu'elle est à son compte ?").offline_text
    assert "En avril 2021 je me suis installée à mon compte" in answer, answer


def test_a_personal_attribute_is_answered_by_the_profile_the_words_ranked_low(
    make_vault: VaultFactory,
) -> None:
    # « Elle a un compagnon ? » on a historian's site: notes on women's history hold « femme »
    # (a synonym of a partner) again and again and rank first; the profile saying « mon
    # compagnon » once answers, not a note on the ovalistes
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Hélène, guide à Lyon. "
        + "Je fais visiter la ville depuis 2014, à pied, en français et en anglais. " * 4
        + "J'habite à Villeurbanne avec mon compagnon et notre fille.\n",
    }
    for n in range(6):
        files[f"femmes-{n}.md"] = (
            f"---\ntags: [femmes]\n---\n# Femmes de Lyon {n}\n\nLes femmes de la soie, femme après "
            f"femme : ovalistes, dévideuses, compagnons et femmes d'atelier ({n}).\n"
        )
    answer = plan(searcher_on(make_vault, files), "elle a un compagnon ?").offline_text
    assert "mon compagnon et notre fille" in answer, answer


def test_a_list_asked_keeps_the_sentence_after_that_names_the_things() -> None:
    # « Quels services dans les conteneurs ? »: « … en isolant plusieurs services dans des
    # conteneurs distincts. Il inclut un serveur web (Nginx)… » on one long line: the sentence
    # after the one holding the question's words names them
    filler = " ".join(f"Phrase {n} sur la sécurité et les pare-feux du serveur." for n in range(5))
    text = (
        "Le projet consiste à déployer une infrastructure en isolant plusieurs services dans des "
        "conteneurs distincts. Il inclut un serveur web (Nginx), une base de données (MariaDB) et "
        f"une application web (WordPress). {filler}\n"
        + "\n".join(f"- Règle {n} : les services redémarrent seuls." for n in range(6))
    )
    terms = [frozenset(tokenise("services conteneurs"))]
    listed = _fit(text, 320, terms, listing=True)
    assert "WordPress" in listed and len(listed) <= 320, listed


@pytest.mark.parametrize(
    ("text", "formats"),
    [
        ("- Suivi : exports au minimum en TXT, SRT, VTT, JSON (segments).", True),
        ("Les fichiers .stl ou .3mf, tranchés en .gcode", True),
        ("Le CV en PDF", False),  # one format is a document, no list of them
        ("je lis du json tous les jours", False),  # a word, not a format named
    ],
)
def test_file_formats_named_answer_which_formats(text: str, formats: bool) -> None:
    assert writes_file_formats(text) is formats


def test_the_formats_a_tool_exports_answer_which_files_one_gets(real_searcher: Searcher) -> None:
    # the line listing them never writes « format », nor « télécharger »
    answer = plan(
        real_searcher,
        "Quels formats de fichier on peut télécharger après une transcription audio sur son appli ?",
    ).offline_text
    assert "SRT" in answer
    assert "VTT" in answer


def test_a_table_of_the_things_asked_too_long_names_each_row(rf_searcher: Searcher) -> None:
    # « Origines de cacao » is one table whose rows are the origins asked (« Origine : … »), each
    # row long (price, roasting, tasting notes): each is given by its first cells, so that all
    # five are named rather than three whole and two cut off
    answer = plan(rf_searcher, "vous utilisez quelles origines de cacao ?").offline_text
    for country in ("Madagascar", "Pérou", "Tanzanie", "Guatemala", "Rép. dominicaine"):
        assert country in answer, answer
    assert len(answer) <= MAX_CHARS


def test_half_a_long_note_name_does_not_make_its_words_the_topic(real_searcher: Searcher) -> None:
    # « newsletter » and « IA » are two words of « Newsletter IA — Ollama + Listmonk + Directus »
    # (five): said of the newsletter, not naming that note, they still rank its passages by what
    # the rest of the question asks (« combien d'articles par thème »)
    answer = plan(
        real_searcher, "Pour sa newsletter générée par IA, le modèle retient combien d'articles par thème ?"
    ).offline_text
    assert answer.startswith("D'après la note « Newsletter IA") and "3-5 articles" in answer, answer


def test_a_stressed_pronoun_in_a_follow_up_turns_to_the_other_person_named(sn_searcher: Searcher) -> None:
    # the owner's « elle » and her mentor's: « Et elle, … » turns from the owner the answer spoke
    # of to the one other person it named (the owner's own age is in her profile)
    history = [
        {"role": "user", "content": "Elle a appris le métier chez qui ?"},
        {
            "role": "assistant",
            "content": "Chez Maryse Combe, qui tenait Fleurs de Saison à la Croix-Rousse, à Lyon : "
            "Solène y a fait son CAP puis son BP entre 2015 et 2019.",
        },
    ]
    p = plan(sn_searcher, "et elle, elle a quel âge ? elle bosse toujours ?", history)
    assert p.grounded and p.offline_text.startswith("D'après la note « Maryse Combe »")
    assert "1963" in p.offline_text and "38 ans" not in p.offline_text
    # her note gives her birth year only: the ages it makes today
    years = date.today().year - 1963
    assert f"Soit {years - 1} ou {years} ans aujourd'hui" in p.offline_text


def test_when_a_work_ends_is_the_date_its_note_gives_not_a_hub_saying_finished(sc_searcher: Searcher) -> None:
    # « se termine » is the project's « Fin prévue:: juin 2027 »; the hub « Projets et chantiers »
    # (« en cours et terminés ») ranks first by its words and writes no date: the note that
    # gives the month opens the answer
    answer = plan(sc_searcher, "le chantier de Flavigny il se termine quand ?").offline_text
    assert "juin 2027" in answer
    assert not answer.startswith("D'après la note « Projets et chantiers »")


def test_the_age_a_birth_date_makes_replaces_one_written_years_ago(zm_searcher: Searcher) -> None:
    # the profile says « né le 9 février 1983 » and, written two years ago, « J'ai 41 ans »
    text = plan(zm_searcher, "il a quel âge le couvreur ?").offline_text
    today = date.today()
    age = today.year - 1983 - ((today.month, today.day) < (2, 9))
    assert f"Soit {age} ans aujourd'hui" in text and "1983" in text
    assert "41 ans" not in text or age == 41


def test_a_list_asked_names_the_items_too_long_for_the_room_by_their_heads(make_vault: VaultFactory) -> None:
    # « Ensemble Burning Ship : Variante de Mandelbrot… » does not fit after two long items: its
    # head is named, the list is not cut short; a later label sharing a word keeps its items out
    long = ", le calcul itérant une suite de nombres complexes jusqu'à ce qu'elle diverge" * 2 + "."
    searcher = searcher_on(
        make_vault,
        {
            "fractol.md": "# fractol\n\n## Description\n\nUn programme en C qui dessine des fractales "
            "avec la MiniLibX, le clavier et la souris servant à zoomer dans l'image." + long + "\n\n"
            "## Spécifications\n\nFractales à générer :\n\nEnsemble de Mandelbrot : la suite classique."
            + long
            + "\n\nEnsemble de Julia : une constante fixe."
            + long
            + "\n\nEnsemble Burning Ship : variante avec les valeurs absolues."
            + long
            + "\n\nFonctionnalités du programme :\n\nPalette de couleurs : plusieurs palettes."
            + long
            + "\n",
            **{f"projet-{n}.md": f"# Projet {n}\n\nUn projet en C numéro {n}.\n" for n in range(5)},
        },
    )
    answer = plan(searcher, "Quelles fractales son programme fractol dessine-t-il ?").offline_text
    assert all(name in answer for name in ("Mandelbrot", "Julia", "Burning Ship")), answer
    assert "Palette de couleurs\n" not in answer + "\n"


def test_a_confluence_rates_page_is_not_superseded_by_its_undated_parent(cf_searcher: Searcher) -> None:
    # « Tarifs 2026 » under « Offres et tarifs », which lists its child pages and says no year:
    # its byline dates it (« dernière modification le … 2026 »), so no newer grid than the rates
    # of 2026, which answer (not the licence page's « 38 € »)
    answer = plan(cf_searcher, "Combien coûte le stage d'initiation sur cinq jours ?").offline_text
    assert "620 €" in answer, answer


def test_the_dates_of_the_year_asked_answer_when(wf_searcher: Searcher) -> None:
    # « Héliportage 2026 » is named by the noun asked, whatever its complement (« de
    # ravitaillement », never written there); its table dates the flights of 2026, and the line
    # on 2027's does not answer for them
    question = "Ils ont eu lieu quand, les héliportages de ravitaillement en 2026 ?"
    answer = plan(wf_searcher, question).offline_text
    assert all(day in answer for day in ("2 juin 2026", "21 juillet 2026", "29 septembre 2026")), answer


def test_a_hedge_and_a_soft_g_typed_as_j_ask_nothing_else(wf_searcher: Searcher) -> None:
    # « je crois » is the visitor's; « chorale » is the note's « chœur »; « refuje » sounds « refuge »
    choir = plan(wf_searcher, "Elle chante dans une chorale je crois, c'est laquelle ?")
    assert choir.grounded and "Las Vòtz del Salat" in choir.offline_text
    altitude = plan(wf_searcher, "c koi laltitude du refuje de la soumere")
    assert altitude.grounded and "2186 m" in altitude.offline_text


def test_a_note_named_by_the_question_gives_each_of_its_sections(ds_searcher: Searcher) -> None:
    # « loisirs » and its four sections, one pastime each, none writing « loisir »: every one is
    # named, in reading order, not the two its ranking put first
    answer = plan(ds_searcher, "Quels sont ses loisirs ?").offline_text
    named = [answer.find(section) for section in ("Rugby", "Vélo", "Course", "Astro")]
    assert -1 not in named and named == sorted(named), answer
    # a question asking more than the note's name gets its ranked passages, not the whole note
    answer = plan(ds_searcher, "Son temps au marathon de Toulouse ?").offline_text
    assert "4 h 12" in answer and "Rugby" not in answer, answer


def test_the_latest_price_of_a_thing_answers_and_its_own_row(hx_searcher: Searcher) -> None:
    # the launch post of 2018 (« Accord ; Piano droit : 70 € ») ranks first by its words; the rates
    # page updated in 2026 prices the same thing: its row answers, and the 2018 section of the
    # price history is left out; of the rows naming « accord », the one naming nothing else
    answer = plan(hx_searcher, "Combien ça coûte pour faire accorder un piano droit chez moi ?").offline_text
    assert answer.startswith("D'après la note « Tarifs »") and "95 €" in answer, answer
    assert "70 €" not in answer and "180 €" not in answer and "Accord de concert" not in answer, answer
