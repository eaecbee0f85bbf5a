"""Vaults in styles the rules were not written on (examples/vault-daily, vault-research): facts told
once in a journal entry or a CV, asked the way visitors ask them, in French, English or typed as
it sounds."""

from __future__ import annotations

import re

import pytest

from grasbot.bundle import Bundle
from grasbot.retrieval.owner import owner_intent, speaks_of_another
from grasbot.retrieval.search import Searcher
from grasbot.retrieval.shapes import AskedValue, asked_value, writes_value
from grasbot.tokenise import stem
from tests.conftest import VaultFactory, searcher_on


@pytest.mark.parametrize(
    ("question", "slug"),
    [
        ("A-t-elle déjà gagné un prix ?", "2025-10-18"),  # « médaille d'argent »
        ("Has she ever won an award?", "2025-10-18"),
        ("Quand a-t-elle déménagé à Besançon ?", "2024-03-09"),
    ],
)
def test_a_fact_told_in_one_entry_is_found(daily_searcher: Searcher, question: str, slug: str) -> None:
    result = daily_searcher.search(question)
    assert result.grounded and result.sources[0].slug == slug, result.sources


@pytest.mark.parametrize(
    ("question", "slugs"),
    [
        ("elle fai koi comme metier", {"Maintenant", "Carrière"}),  # « fai » for « fait »
        ("ou ce trouv son atelié", {"Atelier Tessier"}),  # « atelié » sounds as « atelier »
        ("Quels livres a-t-elle lus ?", {"Lectures"}),  # « lus » is « lire »
    ],
)
def test_chat_spellings_find_what_they_mean(daily_searcher: Searcher, question: str, slugs: set[str]) -> None:
    result = daily_searcher.search(question)
    assert result.grounded and slugs & {s.slug for s in result.sources}, result.sources


@pytest.mark.parametrize(
    "question",
    ["A-t-elle des enfants ?", "Est-elle mariée ?", "Quel est son revenu annuel ?"],
)
def test_personal_facts_the_journal_never_states_are_not_answered(
    daily_searcher: Searcher, question: str
) -> None:
    # « 24 enfants dans 38 m² » (a class visiting), « bain-marie »: words met by chance
    assert not daily_searcher.search(question).grounded


def test_a_french_word_folding_to_an_english_stop_word_is_read(research_searcher: Searcher) -> None:
    # « thèse » folds to "these": in a French question, the vault's word
    analysis = research_searcher.analyser.analyse("Où a-t-il fait sa thèse ?")
    assert "thes" in analysis.tokens
    assert "thes" not in research_searcher.analyser.analyse("Where are these samples?").tokens


def test_a_follow_up_about_a_student_is_not_about_the_owner(research_searcher: Searcher) -> None:
    # « elle » on a man's site is his student; « soutient » is the verb of « soutenance »
    history = [
        {"role": "user", "content": "Parle-moi de sa doctorante."},
        {"role": "assistant", "content": "Léa Marchand travaille sur les réseaux mycorhiziens."},
    ]
    result = research_searcher.search("Quand soutient-elle ?", history=history)
    assert result.grounded
    assert "Léa Marchand" in [s.slug for s in result.sources[:3]], result.sources


@pytest.mark.parametrize(
    ("question", "slug"),
    [
        ("Est-elle disponible ?", "Disponibilités"),  # the page titled by a synonym of the word asked
        ("Is she available?", "Disponibilités"),
        ("c koi son mail", "Contact"),
        ("ou abite telle", "Maintenant"),  # « t-elle » typed as one word, « abite »
    ],
)
def test_the_page_that_answers_a_personal_attribute_opens_the_answer(
    daily_searcher: Searcher, question: str, slug: str
) -> None:
    result = daily_searcher.search(question)
    assert result.grounded and daily_searcher.bundle.slug_index[slug] in result.answer_notes, result.sources


def test_a_mail_asked_is_the_owners_not_a_mesh(research_searcher: Searcher) -> None:
    # « maille » stems as « mail »: the lab note on nets is no answer to « son mail »
    result = research_searcher.search("c koi son mail")
    assert result.grounded and result.sources[0].slug == "Contact", result.sources
    assert research_searcher.analyser.analyse("kel age a til").owner == "pronoun:il"


@pytest.mark.parametrize("fixture", ["research_searcher", "gig_searcher"])
def test_a_phone_asked_is_not_answered_by_an_email_address(
    request: pytest.FixtureRequest, fixture: str
) -> None:
    # both « Contact » pages give a mail and a site, no number: the lexicon's « contact »,
    # « mail » rank them, they do not answer « son téléphone »
    searcher: Searcher = request.getfixturevalue(fixture)
    assert not searcher.search("Quel est son numéro de téléphone ?").grounded
    assert searcher.search("Comment puis-je le joindre ?").grounded


@pytest.mark.parametrize(
    ("fixture", "question"),
    [
        ("kine_searcher", "c koi son mail"),  # « contact@… » without the word « mail »
        ("decimal_searcher", "What's his phone number?"),  # a CV's number
        ("garden_searcher", "A-t-elle un numéro de téléphone ?"),  # « Pas de numéro de téléphone ici »
    ],
)
def test_a_channel_asked_is_answered_by_itself_or_its_shape(
    request: pytest.FixtureRequest, fixture: str, question: str
) -> None:
    assert request.getfixturevalue(fixture).search(question).grounded


def test_an_old_folder_holds_outdated_notes(home_searcher: Searcher) -> None:
    # « _old/tarifs_2023 » was true once: « tarifs_2026 » answers
    assert home_searcher.index.archived[home_searcher.bundle.slug_index["tarifs_2023"]]
    shown = [s.slug for s in home_searcher.search("Quel est son tarif pour un portrait corporate ?").sources]
    assert "tarifs_2026" in shown[:3] and "tarifs_2023" not in shown[:3], shown


@pytest.mark.parametrize(
    ("question", "grounded"),
    [
        ("Parle-t-il anglais ?", True),
        ("il parl anglai ?", True),  # « parl », « anglai »: the verb of languages, a final s left out
        ("Parle-t-il allemand ?", False),  # the profile lists French, English, Spanish
        ("Does he speak German?", False),
    ],
)
def test_each_language_asked_is_itself(home_searcher: Searcher, question: str, grounded: bool) -> None:
    assert home_searcher.search(question).grounded is grounded


@pytest.mark.parametrize("question", ["Où travaille-t-il ?", "il é basé ou", "Où est-il basé ?"])
def test_where_the_owner_works_is_the_profiles(home_searcher: Searcher, question: str) -> None:
    result = home_searcher.search(question)
    home = home_searcher.bundle.slug_index["Home"]
    shown = result.sources[0].slug if result.sources else None
    assert result.grounded and (home in result.answer_notes or shown == "Home"), result.sources


def test_a_marriage_is_the_owners_only_where_said_as_theirs(
    home_searcher: Searcher, research_searcher: Searcher
) -> None:
    # a wedding photographer's job notes (« mariés : Claire & Antoine ») are the clients'; a CV
    # naming « Marie Skłodowska-Curie » says nothing of a marriage
    assert not home_searcher.search("Est-il marié ?").grounded
    assert not research_searcher.search("Est-il marié ?").grounded


def test_a_course_notes_labels_are_nobodys_fields(student_searcher: Searcher) -> None:
    # « Attribution à la naissance : … » in a course note on nationality is no age of the owner
    assert not student_searcher.search("Quel âge a-t-elle ?").grounded


def test_a_line_labelled_in_the_first_person_is_the_owners(student_searcher: Searcher) -> None:
    # « Ce que je cherche : un stage … disponible à partir du 6 avril 2027 »: the « je » is in the
    # label, words before « disponible »; the line is hers all the same
    result = student_searcher.search("À partir de quand est-elle disponible pour un stage ?")
    assert result.grounded and result.sources[0].slug == "Recherche de stage M1", result.sources


def test_a_terse_note_the_profile_links_to_keeps_its_fields(zettel_searcher: Searcher) -> None:
    # « Disponibilités : les mercredis » in « Interventions et tarifs », linked from the profile
    result = zettel_searcher.search("Quand est-il disponible pour intervenir ?")
    assert result.grounded and result.sources[0].slug == "202601101500 Interventions et tarifs"


def test_an_archived_cv_is_no_profile_and_beliefs_are_the_owners(student_searcher: Searcher) -> None:
    assert set(student_searcher.bundle.owner.profiles) == {"CV", "Moi"}  # not « Archives/CV 2024 »
    # « A-t-elle le permis ? », « sa religion »: not the urbanism course's « permis de construire »,
    # nor the Concordat's
    assert not student_searcher.search("A-t-elle le permis de conduire ?").grounded
    assert not student_searcher.search("Quelle est sa religion ?").grounded
    # « je vis à Strasbourg »
    result = student_searcher.search("Où habite-t-elle ?")
    assert result.grounded and student_searcher.bundle.slug_index["Moi"] in result.answer_notes


@pytest.mark.parametrize(
    ("question", "slug"),
    [
        ("Quel est son niveau d'anglais ?", "CV"),  # « son niveau d'anglais »: hers
        ("ell habit ou", "Moi"),  # « ell », « habit »
    ],
)
def test_the_students_own_notes_answer_about_her(
    student_searcher: Searcher, question: str, slug: str
) -> None:
    result = student_searcher.search(question)
    assert result.grounded and student_searcher.bundle.slug_index[slug] in result.answer_notes, result.sources


def test_est_ce_quelle_is_about_her(kanban_searcher: Searcher) -> None:
    # « qu'elle » without its apostrophe: the owner asked about, answered by her profile notes
    analysis = kanban_searcher.analyser.analyse("ou est ce quelle habite")
    assert analysis.owner is not None and analysis.personal
    assert kanban_searcher.analyser.analyse("Quelle est sa ville ?").owner != "pronoun:elle"
    result = kanban_searcher.search("ou est ce quelle habite")
    profiles = {kanban_searcher.bundle.slug_index[s] for s in kanban_searcher.bundle.owner.profiles}
    assert result.grounded and set(result.answer_notes) >= profiles


@pytest.mark.parametrize(
    ("typed", "parts"),
    [("ftls", ("ft", "ls")), ("machinelearning", ("machine", "learning"))],
)
def test_a_hyphenated_name_typed_joined_is_read_as_its_parts(
    example_searcher: Searcher, typed: str, parts: tuple[str, str]
) -> None:
    # the vault writes « ft_ls » and « machine-learning » (slugs, aliases): the tokeniser splits them
    analysis = example_searcher.analyser.analyse(f"Parle-moi de {typed}")
    assert analysis.tokens[:2] == tuple(example_searcher.analyser._word(p, False).term for p in parts)  # type: ignore[union-attr]
    assert example_searcher.search(f"Parle-moi de {typed}").grounded


def test_only_names_the_vault_writes_hyphenated_are_split(example_searcher: Searcher) -> None:
    # two known words meet inside « permis » (per + mis): not a name the vault hyphenates
    assert example_searcher.analyser._unjoined("permis") == ("permis",)
    assert example_searcher.analyser._unjoined("capitale") == ("capitale",)


def test_a_colloquial_verb_is_read_as_the_word_meant(real_searcher: Searcher) -> None:
    # « bossé » is « travaillé », « resté » frames a duration: the CV's last job answers
    result = real_searcher.search("Il est resté combien de temps dans la dernière clinique où il a bossé ?")
    assert result.grounded and result.sources[0].slug == "cv-grascalvet-fernand", result.sources
    analysis = real_searcher.analyser.analyse("il a bossé où")
    assert analysis.tokens == real_searcher.analyser.analyse("il a travaillé où").tokens


@pytest.mark.parametrize("question", ["Il habite où ?", "Where does he live?"])
def test_the_profile_writing_the_attribute_leads_notes_about_other_people(
    press_searcher: Searcher, question: str
) -> None:
    # a journalist's portraits say « elle habite Gramat » many times over; the owner's own page
    # says « j'habite Cahors » once: it answers, and ranks with the best of them
    result = press_searcher.search(question)
    profile = press_searcher.bundle.slug_index["À propos"]
    assert result.grounded and profile in result.answer_notes
    assert "À propos" in [s.slug for s in result.sources[:2]], result.sources


def test_a_word_of_a_company_name_is_no_personal_attribute(example_searcher: Searcher) -> None:
    # « Mobilités » in « Rhodanie Mobilités » is the employer's name, not moving for a job
    assert not example_searcher.analyser.analyse("Qu'a-t-elle fait chez Rhodanie Mobilités ?").personal
    assert example_searcher.analyser.analyse("Est-elle prête à déménager ?").personal


@pytest.mark.parametrize("question", ["Il est syndiqué ?", "Il a un chien ?", "Est-il syndiqué ?"])
def test_whether_the_owner_is_or_has_something_is_not_answered_by_a_portrait(
    press_searcher: Searcher, question: str
) -> None:
    # an interview's « Vous êtes syndiqué ? », a portrait's « elle a un chien »: someone else's
    assert press_searcher.analyser.analyse(question).personal
    assert not press_searcher.search(question).grounded


@pytest.mark.parametrize(
    "question",
    [
        "A-t-elle déjà gagné un prix ?",  # « a » is the past's auxiliary
        "Qu'a-t-elle fait pour VéloLoire ?",  # « qu' » asks what
        "Il a travaillé chez qui ?",
    ],
)
def test_other_questions_with_a_or_est_are_not_yes_no_about_the_owner(
    press_searcher: Searcher, question: str
) -> None:
    assert not press_searcher.analyser.analyse(question).personal


def test_a_personal_attribute_the_vault_never_writes_is_no_typo(real_searcher: Searcher) -> None:
    # « LinkedIn » is not a misspelt « linked » (a front matter key the vault's docs describe)
    analysis = real_searcher.analyser.analyse("Il a un LinkedIn ?")
    assert not analysis.reasons and analysis.personal
    assert not real_searcher.search("Il a un LinkedIn ?").grounded


@pytest.mark.parametrize("question", ["Il fait du sport ?", "Il joue d'un instrument ?"])
def test_a_sport_or_an_instrument_is_met_by_its_name(press_searcher: Searcher, question: str) -> None:
    # the profile says « je descends le Lot en kayak », « je joue de l'accordéon diatonique »
    result = press_searcher.search(question)
    assert result.grounded and "À propos" in [s.slug for s in result.sources[:2]], result.sources


def test_a_named_instrument_asked_does_not_stand_for_the_others(daily_searcher: Searcher) -> None:
    # a luthière of violins does not make guitars: « guitares » brings no other instrument
    assert not daily_searcher.search("Fabrique-t-elle aussi des guitares ?").grounded


def test_no_sport_in_the_vault_is_no_sport_found(real_searcher: Searcher) -> None:
    # « plonger dans le code » is no diving
    assert not real_searcher.search("Quels sports pratique-t-il ?").grounded


@pytest.mark.parametrize(("typed", "meant"), [("bouquin", "livre"), ("matos", "matériel")])
def test_chat_words_for_things_are_read_as_the_words_meant(
    press_searcher: Searcher, typed: str, meant: str
) -> None:
    analyse = press_searcher.analyser.analyse
    assert analyse(f"son {typed}").tokens == analyse(f"son {meant}").tokens


def test_a_name_asked_must_be_in_the_note_that_answers(real_searcher: Searcher) -> None:
    # the CV lists Python, the retrieval note « 11 Go de VRAM »: neither says he codes in Go
    assert not real_searcher.search("Est-ce qu'il sait coder en Go ?").grounded
    # a name the notes hold still grounds, as a guess or a translation of it too
    assert real_searcher.search("Il a fait un projet avec Docker ?").grounded
    assert real_searcher.search("Il a fait Minishel ?").grounded


def test_a_verb_of_willingness_is_the_questions_grammar(notion_searcher: Searcher) -> None:
    # « Accepte-t-elle… ? » asks whether, like "Is she willing…?": the profile's « en
    # télétravail » answers, though it never writes « accepter »
    result = notion_searcher.search("Accepte-t-elle le télétravail ?")
    assert result.grounded and result.sources[0].slug.startswith("À propos de moi")


def test_what_the_owner_offers_is_asked_by_the_thing_offered(atelier_searcher: Searcher) -> None:
    # « propose-t-il » is the question's grammar: the stages are what it asks, and the notes
    # filed as stages answer though none writes « proposer »
    result = atelier_searcher.search("Quels stages propose-t-il ?")
    assert result.grounded and "Stages - présentation" in {s.slug for s in result.sources}


def test_a_service_asked_meets_the_offer_written(kanban_searcher: Searcher) -> None:
    # « prestations » is not written; her « Offre et tarifs » and profile's services are
    analysis = kanban_searcher.analyser.analyse("Quelles prestations propose-t-elle ?")
    assert stem("offre", kanban_searcher.stemmer) in analysis.expansions
    assert kanban_searcher.search("Quelles prestations propose-t-elle ?").grounded


def test_where_she_works_asked_with_where_last_is_the_practice(kine_searcher: Searcher) -> None:
    result = kine_searcher.search("elle bosse où exactement ?")
    assert result.grounded
    assert result.candidates[0].slug in kine_searcher.bundle.owner.profiles


def test_a_profession_asked_in_english_finds_the_french_degree(kine_searcher: Searcher) -> None:
    analysis = kine_searcher.analyser.analyse("When did she get her physiotherapy degree?")
    assert "lexicon:physiotherapy→kinesitherapeut" in analysis.reasons
    result = kine_searcher.search("When did she get her physiotherapy degree?")
    assert result.grounded
    assert "mon parcours" in {kine_searcher.bundle.notes[i].slug for i in result.answer_notes}
    # one profession never answers for another
    assert kine_searcher.analyser.analyse("Is there an osteopath?").tokens != analysis.tokens


def test_a_residency_asked_in_english_finds_the_french_residence(ids_searcher: Searcher) -> None:
    # a translator's stay at the CITL in Arles is a « résidence »
    analysis = ids_searcher.analyser.analyse("Has she ever done a translation residency?")
    assert "lexicon:residency→residenc" in analysis.reasons
    result = ids_searcher.search("Has she ever done a translation residency?")
    assert result.grounded and "202403041800" in [s.slug for s in result.sources]


def test_an_abbreviation_the_vault_never_writes_is_read_spelled_out(
    decimal_searcher: Searcher, kanban_searcher: Searcher
) -> None:
    # « TJM » (the day rate) in a vault that writes « 650 € HT / jour »
    analysis = decimal_searcher.analyser.analyse("C'est quoi son TJM ?")
    assert any(r.startswith("spelled-out:tjm→") for r in analysis.reasons)
    assert decimal_searcher.search("C'est quoi son TJM ?").grounded
    # a vault that writes « TJM » is asked it as written
    assert "tjm" in kanban_searcher.analyser.analyse("C'est quoi son TJM ?").tokens


def test_a_participle_the_vault_never_writes_is_read_through_its_group(
    decimal_searcher: Searcher, real_searcher: Searcher
) -> None:
    # « couru » is nowhere in the vault: its lexicon group's « course » (« Courses faites ») is
    analysis = decimal_searcher.analyser.analyse("quels trails il a couru ?")
    (ran,) = [u for u in analysis.units if u.term.startswith("cour")]
    assert "cours" in dict(ran.alternatives)
    assert decimal_searcher.search("quels trails il a couru ?").grounded
    # without « quel », the participle is what is asked: the duration the notes never give
    assert not real_searcher.search("Combien de temps a duré son stage ?").grounded


def test_a_follow_up_asking_a_personal_attribute_is_grounded_as_a_question_of_its_own(
    english_searcher: Searcher, kine_searcher: Searcher
) -> None:
    rate = [
        {"role": "user", "content": "Quel est son tarif journalier ?"},
        {"role": "assistant", "content": "Son TJM est de 620 € HT en régie."},
    ]
    # « commencer » (her availability) is asked of her: the previous turn's notes need not hold it
    assert english_searcher.search("et elle peut commencer quand ?", history=rate).grounded
    # « avant ça » is relative to the previous turn: still read with it
    before = [
        {"role": "user", "content": "Elle a travaillé pour un club de ski ?"},
        {"role": "assistant", "content": "Oui, la kiné du Ski Club du Grand-Bornand, de 2009 à 2013."},
    ]
    analysis = kine_searcher.analyser.analyse("et avant ça elle faisait quoi ?")
    assert analysis.personal and not any(u.personal for u in analysis.units)
    assert kine_searcher.search("et avant ça elle faisait quoi ?", history=before).grounded


def test_what_she_does_now_finds_the_now_page_that_says_en_ce_moment(para_searcher: Searcher) -> None:
    # the question's « en ce moment » is read as « actuellement »; the /now page heads its list
    # « En ce moment », not « actuellement » (a method note on « jobs » led before)
    result = para_searcher.search("Qu'est-ce qu'elle fait en ce moment ?")
    assert result.grounded and result.candidates[0].slug == "Now"
    # the work asked for is the work in progress (``status: en cours``), listed
    working = para_searcher.search("elle travail sur quoi en se moment")
    assert {"Client Alba", "Wattly - Audit UX"} <= {c.slug for c in working.sources[:4]}


def test_abroad_is_answered_by_the_country_named(kine_searcher: Searcher, para_searcher: Searcher) -> None:
    # « un an en Nouvelle-Zélande » answers « à l'étranger », which the vault never writes
    result = kine_searcher.search("Est-ce qu'elle a déjà travaillé à l'étranger ?")
    assert result.grounded and "mon parcours" in [c.slug for c in result.candidates[:3]]
    # a country asked is itself: « Italie » is not answered by « Irlande »
    analysis = para_searcher.analyser.analyse("A-t-elle travaillé en Italie ?")
    assert not any(t.startswith("irland") for u in analysis.units for t, _ in u.alternatives)


def test_kids_asked_in_slang_are_children(kine_searcher: Searcher, para_searcher: Searcher) -> None:
    # « maman de deux ados » answers « des gosses ? »
    assert kine_searcher.search("elle a des gosses ?").grounded
    # a vault that says nothing of hers still abstains (her co-creator's « deux enfants »)
    assert not para_searcher.search("Elle a des gosses ?").grounded


def test_referencement_is_seo(real_searcher: Searcher) -> None:
    # the site's note writes « SEO optimisé via les pages statiques », never « référencement »
    analysis = real_searcher.analyser.analyse("Il s'y connaît en référencement naturel ?")
    assert any(t == "seo" for u in analysis.units for t, _ in u.alternatives)
    slugs = [c.slug for c in real_searcher.search("Il s'y connaît en référencement naturel ?").candidates[:3]]
    assert "developpement-web-and-hebergement-sur-serveur-windows" in slugs


def test_software_asked_is_answered_by_the_tools_named(para_searcher: Searcher) -> None:
    # « Figma, FigJam, Maze… » answer « quels logiciels », a word the notes never write
    result = para_searcher.search("Elle utilise quels logiciels au quotidien ?")
    assert result.grounded
    # one tool asked is itself: Photoshop is not answered by Figma
    analysis = para_searcher.analyser.analyse("Elle utilise Photoshop ?")
    assert not any(t == "figma" for u in analysis.units for t, _ in u.alternatives)


def test_a_theatre_company_is_no_partner(stage_searcher: Searcher) -> None:
    # « compagnie » stems as « compagne »: « sa compagnie » asks for her troupe, not her family,
    # and « sa troupe » finds the company's page
    analysed = stage_searcher.analyser.analyse("Ça fait combien de temps qu'elle a sa propre compagnie ?")
    assert not analysed.personal
    troupe = stage_searcher.search("C'est quoi le nom de sa troupe ?")
    assert troupe.grounded and "La compagnie" in [s.slug for s in troupe.sources[:3]], troupe.sources
    # the partner still is
    assert stage_searcher.analyser.analyse("Elle a une compagne ?").personal


def test_a_chat_way_to_ask_how_is_grammar(dendron_searcher: Searcher) -> None:
    # « ya moyen de… » is « y a-t-il moyen de… »: « ya » is no word asked, « moyen » is the
    # question's grammar; « contacter » is what is asked
    analysed = dendron_searcher.analyser.analyse("ya moyen de la contacté comment")
    assert "ya" not in analysed.tokens
    assert [u.light for u in analysed.units if u.term.startswith("moyen")] == [True]
    result = dendron_searcher.search("ya moyen de la contacté comment")
    assert result.grounded and result.sources[0].slug == "moi.contact", result.sources


def test_a_race_run_is_the_races_table(dendron_searcher: Searcher) -> None:
    # « couru » is « Courses : … SaintéLyon en solo » of the running note
    result = dendron_searcher.search("Elle a déjà couru la SaintéLyon ? En combien de temps ?")
    assert result.grounded and "perso.trail" in [s.slug for s in result.sources[:2]], result.sources


def test_a_visitor_writing_vous_asks_the_owner(dendron_searcher: Searcher) -> None:
    # not a client's note (« Mme Giraud … habite Caluire »): the profile
    where = dendron_searcher.search("Où habitez-vous ?")
    assert where.about_owner and dendron_searcher.bundle.slug_index["moi"] in where.answer_notes
    # a language asked: the page titled by the attribute's general word (« Langues ») answers
    english = dendron_searcher.search("Vous parlez anglais ?")
    assert english.grounded and english.sources[0].slug == "moi.langues", english.sources


def test_a_note_filed_under_the_owners_folder_speaks_for_them(atelier_searcher: Searcher) -> None:
    # « Moi/Tarifs et délais »: « une nouvelle commande peut démarrer à partir d'octobre 2026 »,
    # said without « je »
    result = atelier_searcher.search("Il est dispo quand pour une nouvelle commande ?")
    assert result.grounded and "Tarifs et délais" in [s.slug for s in result.sources], result.sources


def test_chat_c_est_and_adverbs_are_grammar(fournil_searcher: Searcher) -> None:
    # « c ou … » is « c'est où … », not the C language; « exactement » says how, not what
    analysed = fournil_searcher.analyser.analyse("c ou la boulangeri exactement, l'adrese ?")
    assert "c" not in analysed.tokens
    assert [u.light for u in analysed.units if u.term.startswith("exact")] == [True]
    # a question about the language keeps it
    assert "c" in fournil_searcher.analyser.analyse("Il code en C ou en Python ?").tokens


@pytest.mark.parametrize(
    ("fixture", "question", "page"),
    [
        ("fournil_searcher", "What time are you open on Sundays?", "Horaires et contact"),
        ("kine_searcher", "Vous êtes ouverts le samedi ?", "à dire aux nouveaux patients"),
    ],
)
def test_opening_hours_are_the_hours_page(
    request: pytest.FixtureRequest, fixture: str, question: str, page: str
) -> None:
    result = request.getfixturevalue(fixture).search(question)
    assert result.grounded and page in [s.slug for s in result.sources[:2]], result.sources


def test_a_wife_is_ma_femme_not_women_nor_a_company(
    fournil_searcher: Searcher, kine_searcher: Searcher, stage_searcher: Searcher
) -> None:
    # « Avec Élise, ma femme, nous tenons… »
    assert fournil_searcher.search("Il est marié ? Avec qui ?").grounded
    # « les femmes, à tous les âges, pour la rééducation du périnée » is no wife
    assert not kine_searcher.search("Elle est mariée ?").grounded
    # « la compagnie L'Escabeau » stems as « compagne »: no partner either
    assert not stage_searcher.search("A-t-elle un compagnon ?").grounded


def test_profile_notes_lifted_alike_come_in_the_questions_language_newest_first(
    jo_searcher: Searcher,
) -> None:
    # four profile notes (the English « About », a career story, the current « À propos » and
    # its 2021 copy « À propos-1 ») for the two places left beside the notes the words find:
    # asked in French, the current French page is shown, not the English copy that sorts first
    french = [s.slug for s in jo_searcher.search("Elle habite où ?").sources]
    assert "À propos" in french and "About (English)" not in french and "À propos-1" not in french
    # asked in English, the English page is the one shown
    english = [s.slug for s in jo_searcher.search("Where does she live?").sources]
    assert "About (English)" in english and "À propos-1" not in english


def test_a_onenote_import_keeps_its_private_sections_off_and_knows_its_owner(on_searcher: Searcher) -> None:
    # a section folder « Privé » and pages opening on « #privé »: four pages, none shipped; the
    # current CV is named « CV Bastien Morel - version novembre 2026 », its letterhead
    # « **Bastien MOREL** » names the owner
    bundle = on_searcher.bundle
    paths = {bundle.notes[i].path for i in range(len(bundle))}
    for private in (
        "Perso/Privé/Santé - dos.md",
        "Perso/Privé/Litige ancien propriétaire Grande-Côte.md",
        "Pro/Gestion/Trésorerie novembre 2026.md",
        "Perso/Famille/Page sans titre 2.md",
    ):
        assert private not in paths
    assert not any("d381ceca6d46" in p.text for p in bundle.passages)
    assert on_searcher.owner.name == "Bastien Morel"
    result = on_searcher.search("Il a quel âge ?")
    cv = bundle.slug_index["CV Bastien Morel - version novembre 2026"]
    assert result.grounded and cv in result.answer_notes
    # the page's title again and OneNote's « mardi 3 novembre 2026 21:15 » are not its text
    assert bundle.passages[bundle.passages.of_note(cv)[0]].text.startswith("Bastien MOREL")


def test_the_news_a_visitor_follows_is_the_newsletter(on_searcher: Searcher) -> None:
    # « l'actu » is how a visitor says it, « La Lettre de la Grappe – newsletter » how the shop does
    result = on_searcher.search("Comment on peut suivre l'actu de la cave ?")
    assert result.grounded
    assert result.sources[0].slug == "Newsletter - La Lettre de la Grappe"


def test_delivering_is_the_livraison_not_a_book(on_searcher: Searcher) -> None:
    # « livrez » cut by the light stemmer is « livr », the stem of « Livres à lire »
    result = on_searcher.search("Vous livrez à domicile ?")
    assert result.grounded
    assert result.sources[0].slug == "Livraison vélo cargo"
    assert "Livres à lire" not in [s.slug for s in result.sources]


def test_delivered_with_its_accent_is_a_delivery_not_a_book(ss_searcher: Searcher) -> None:
    # « livré » folds onto « livre »: the accent says it is the verb, not the reading list
    read = ss_searcher.analyser.analyse
    assert "livraison" in read("il sera livré quand ?").tokens
    assert "lectur" not in read("il sera livré quand ?").tokens + tuple(
        read("il sera livré quand ?").expansions
    )
    assert "livraison" not in read("Quel livre il conseille ?").tokens
    result = ss_searcher.search("le bateau que vous construisez pour des anglais, il sera livré quand ?")
    assert result.grounded and result.sources[0].slug in ("gwelan", "whitfield", "157066719.gwelan-commence")


def test_a_form_of_taking_is_no_word_the_vault_lacks(ss_searcher: Searcher) -> None:
    # « prenez » is « prendre », a light verb: unknown to the vault, it weighed as a missing word
    # and sank « vous prenez des apprentis ? », which the contact page answers
    result = ss_searcher.search("vous prenez des apprentis ? je cherche une place pour la rentrée prochaine")
    assert result.grounded and "contact" in [s.slug for s in result.sources[:3]]


def test_chemistry_asked_in_english_finds_the_french_chimie(on_searcher: Searcher) -> None:
    # "made him" frames a cause; « chimie » is what the retraining draft writes, the English
    # bio's "chemist" only shares its first letters
    result = on_searcher.search("What wine made him want to quit chemistry?")
    assert result.grounded
    top = [s.slug for s in result.sources[:2]]
    assert "Reconversion - pourquoi j'ai quitté le labo (brouillon blog)" in top  # (a reading list
    # naming « Le Vin et la Chimie » ranks beside it)


def test_a_roam_export_keeps_its_private_pages_off_and_knows_its_owner(ro_searcher: Searcher) -> None:
    # pages opening on the bullet « #private » or « Public:: non »: four pages, none shipped; the
    # owner's own page is named by her name and introduces her (« Je m'appelle Inès Le Goff »)
    bundle = ro_searcher.bundle
    paths = {bundle.notes[i].path for i in range(len(bundle))}
    for private in ("finances 2026.md", "santé.md", "litige Garnier.md", "maison de Quimper.md"):
        assert private not in paths
    assert not any("5b7e2a90c4f1" in p.text for p in bundle.passages)
    assert ro_searcher.owner.name == "Inès Le Goff"
    assert ro_searcher.owner.pronoun == "elle"
    assert bundle.slug_index["Inès Le Goff"] in ro_searcher.owner.profiles
    result = ro_searcher.search("Quels sont ses loisirs ?")
    assert result.grounded
    assert "Inès Le Goff" in [s.slug for s in result.sources]


def test_profile_notes_lifted_alike_come_by_what_the_words_reach(prof_searcher: Searcher) -> None:
    # eleven profile notes for five places: « Disponibilites » (tagged so, « disponibles » in
    # its text) comes before the « Famille » or « Loisirs » pages the floor lifts as much
    result = prof_searcher.search("Vous êtes dispo quels jours pour animer un atelier ?")
    assert "Disponibilites" in [s.slug for s in result.sources]


def _shipped_without(bundle: Bundle, left_out: tuple[str, ...], notes: int) -> str:
    """Assert that no note whose path holds one of ``left_out`` shipped and that ``notes`` did;
    return every passage's text, as shown."""
    paths = {bundle.notes[i].path for i in range(len(bundle))}
    for part in left_out:
        assert not any(part in p for p in paths), part
    assert len(bundle) == notes
    return "\n".join(p.text for p in bundle.passages)


def test_a_wordpress_export_keeps_its_unpublished_posts_off_and_reads_its_html(wp_searcher: Searcher) -> None:
    # two posts ``status: "private"`` and two ``status: "draft"``: none shipped; the owner named
    # in « Je m&rsquo;appelle <strong>Thibault Marchand</strong> »
    bundle = wp_searcher.bundle
    shown = _shipped_without(
        bundle, ("litige-client-mont-blanc", "genou", "bilan-financier-2024", "papa"), 76
    )
    assert "1068dcc9a804" not in shown
    for leftover in (
        "&rsquo;",
        "&nbsp;",
        "&euro;",
        "[gallery ids",
        "[contact-form-7",
        "[caption",
        "<strong>",
    ):
        assert leftover not in shown
    assert wp_searcher.owner.name == "Thibault Marchand"
    assert bundle.notes[bundle.slug_index["a-propos"]].title == "À propos"
    # the rates, an HTML table, are read a row a line, and they answer what he offers
    result = wp_searcher.search("Quels services il propose ?")
    assert result.grounded and result.sources[0].slug == "tarifs"
    rows = [p.text for p in bundle.passages if p.note == bundle.slug_index["tarifs"] and p.kind == "table"]
    assert rows and "- Prestation : Ascension du Mont Blanc (programme 5 jours) ; Durée : 5 jours" in rows[0]


def test_a_yes_no_question_on_something_done_that_no_public_note_writes_is_not_answered(
    wp_searcher: Searcher,
) -> None:
    # the knee surgery is told in a draft only; a public day out says « Mon genou a tenu »
    assert not wp_searcher.search("Il s'est fait opérer du genou ?").grounded
    # an ability is shown by the work done, without the verb asked
    assert wp_searcher.search("Il est capable d'encadrer une via ferrata ?").grounded
    # the family asked as its members
    family = wp_searcher.search("C'est qui, les membres de sa famille ?")
    assert family.grounded and "a-propos" in [s.slug for s in family.sources]


@pytest.mark.parametrize("question", ["Il coûte combien son livre ?", "Il coûte combien son bouquin ?"])
def test_the_owners_thing_asked_by_its_noun_is_the_note_whose_title_opens_on_it(
    wp_searcher: Searcher, question: str
) -> None:
    # « Le livre : Via ferrata de Savoie & Haute-Savoie », the one note so titled
    result = wp_searcher.search(question)
    assert result.grounded and "livre-via-ferrata" in [s.slug for s in result.sources[:2]]


def test_a_tiddlywiki_export_keeps_its_private_tiddlers_and_drafts_off_and_reads_its_wikitext(
    tw_searcher: Searcher,
) -> None:
    # two tiddlers tagged « Privé » in one TiddlyWiki tags string (« Privé [[Famille]] »), two
    # drafts (``draft.of``), and the wiki's own settings (« $:/SiteTitle »): none shipped
    bundle = tw_searcher.bundle
    shown = _shipped_without(bundle, ("Maison de Locmaria", "Épaule droite", "Draft of", "$__"), 86)
    assert "5b2e90c7d41f" not in shown
    for leftover in (
        "''interprète",
        "@@color",
        "<<list",
        "<<toc",
        "{{Signature",
        "<$link",
        "|!",
        "! À propos",
    ):
        assert leftover not in shown
    # a multi-word tag in double brackets is one tag
    rates = bundle.notes[bundle.slug_index["Tarifs 2026"]]
    assert "Interprétation de conférence" in rates.tags
    # the rates, a wikitext table, are read a row a line
    result = tw_searcher.search("Combien coûte une demi-journée d'interprétation ?")
    # (the journal entry announcing them may come first)
    assert result.grounded and "Tarifs 2026" in [s.slug for s in result.sources[:2]]
    rows = [
        p.text for p in bundle.passages if p.note == bundle.slug_index["Tarifs 2026"] and p.kind == "table"
    ]
    assert rows and "Prestation : Demi-journée (jusqu'à 3 h 30) ; Tarif : 350 €" in rows[0]


def test_the_owners_kin_asked_is_answered_by_their_own_note(tw_searcher: Searcher) -> None:
    # « Ma grande sœur Gwenaëlle Kerbrat est aussi interprète » in the profile names her; her
    # note « Gwenaëlle Kerbrat » never says « métier », yet it is what « sa sœur » asks for
    result = tw_searcher.search("Sa sœur, elle fait quoi comme métier ?")
    sister = tw_searcher.bundle.slug_index["Gwenaëlle Kerbrat"]
    assert result.grounded and result.sources[0].slug == "Gwenaëlle Kerbrat"
    assert result.answer_notes == (sister,)
    # the owner's own job is still the profile's
    own = tw_searcher.search("Elle fait quoi comme métier ?")
    assert sister not in own.answer_notes


def test_a_capacities_export_keeps_its_private_collection_off_and_knows_its_owners_object(
    cp_searcher: Searcher,
) -> None:
    # two objects in the `Privé` collection, two `visibility: private`: none shipped; the
    # exporter's « **Backlinks** » lists are no text; the owner is his own Person object
    bundle = cp_searcher.bundle
    shown = _shipped_without(
        bundle, ("Finances miellerie", "Conflit avec Gérard", "Allergie venin", "Hervé Le Goff"), 104
    )
    assert "8e41d07a9c35" not in shown
    assert "Backlinks" not in shown
    assert bundle.owner.name == "Yannick Le Goff"  # not the old CV's « Yannick LE GOFF »
    assert "Yannick Le Goff" in bundle.owner.profiles
    result = cp_searcher.search("Il fait quoi comme boulot aujourd'hui ?")
    assert result.grounded and "Yannick Le Goff" in [s.slug for s in result.sources[:3]]


def test_an_anytype_export_keeps_its_private_objects_off_whatever_the_keys_case_or_language(
    ay_searcher: Searcher,
) -> None:
    # Anytype writes its properties in Title Case (``Tag: [santé, privé]``) and the owner added
    # her own in French (``Privé: true``, ``Publier: non``); the fourth sits in a `Privé/` set
    bundle = ay_searcher.bundle
    shown = _shipped_without(
        bundle, ("Suivi poignet", "Argent - dettes", "Notes sur papa", "Litige Coursiers"), 114
    )
    assert "0a0a53218981" not in shown
    assert bundle.owner.name == "Solène Guivarc'h"
    assert "Solène Guivarc'h" in bundle.owner.profiles
    # the keys in Title Case are read: a journal entry is typed so (``Type: Journal``)
    assert bundle.notes[bundle.slug_index["2021-04-06"]].type == "journal"
    for question in ("elle s'est fait mal au poignet ?", "comment va son père ? il est malade ?"):
        assert not ay_searcher.search(question).grounded, question


def test_a_quartz_garden_keeps_its_drafts_and_ignored_folder_off_and_its_comments_unread(
    qz_searcher: Searcher,
) -> None:
    # Quartz publishes the vault's `content/` folder: `draft: true` (last key of a journal
    # entry), `publish: false`, a `private` tag and the `_prive/` folder the owner's Quartz
    # config ignores keep four notes off; a `%% comment %%` and an HTML comment are never shown
    bundle = qz_searcher.bundle
    shown = _shipped_without(
        bundle, ("argent-urssaf", "festival-claviers-litige", "2025-03-04", "maman-sante-et-maison"), 100
    )
    assert "c37749edb222" not in shown
    assert "La Rochelle" not in shown  # written only inside a %% comment
    assert bundle.owner.name == "Anouk Delmas"
    # the folder page `services/index.md` and the English `en/services.md` both keep a page
    assert {"services", "services/services"} <= set(bundle.slug_index)
    for question in ("elle a des acouphènes ?", "le festival vous doit de l'argent ?"):
        assert not qz_searcher.search(question).grounded, question


def test_a_social_network_by_its_short_name_is_no_clipped_word(qz_searcher: Searcher) -> None:
    # « insta » is Instagram, which the garden never names: not « installé » clipped as a chat
    # types it (« Installé aussi le piano des Halles »)
    analysis = qz_searcher.analyser.analyse("t'as un compte insta ?")
    assert any(r.startswith("spelled-out:insta→") for r in analysis.reasons), analysis.reasons
    assert not qz_searcher.search("t'as un compte insta ?").grounded


def test_a_craft_export_keeps_its_private_documents_off_and_its_broken_block_readable(
    cr_searcher: Searcher,
) -> None:
    # Craft writes no front matter: the owner marks privacy as she can, a `Privé` folder, a
    # hand-added `publier: non`, a `#privé` tag on the last line, a « 🔒 PRIVÉ — ne pas publier »
    # callout above the title; the HTML comment holding the canary is never shown
    bundle = cr_searcher.bundle
    shown = _shipped_without(
        bundle,
        ("Finances — prêts et dettes", "Santé — poignet", "Bistrot des Remparts — litige", "Papa"),
        101,
    )
    assert "d3a74b1d83dc" not in shown
    assert "craftdocs://" not in shown
    assert bundle.owner.name == "Solène Arnaud"
    # the residency's hand-written block has a key indented by mistake: read line by line
    assert "Résidence Vallauris 2027" in bundle.slug_index
    result = cr_searcher.search("elle part en résidence à Vallauris quand ?")
    assert result.grounded and result.sources[0].slug == "Résidence Vallauris 2027"
    for question in ("son père est malade ?", "elle a des dettes ?"):
        assert not cr_searcher.search(question).grounded, question


def test_a_ghost_export_keeps_drafts_and_members_posts_off_and_its_sign_offs_out(
    gh_searcher: Searcher,
) -> None:
    # Ghost's own markings (`status: draft`, `visibility: members` on a published post), an
    # Obsidian-era `prive/` folder and `publish: false`: none shipped; the canary kept in an HTML
    # comment, the building's price written only there and the members-only part are not shown
    bundle = gh_searcher.bundle
    shown = _shipped_without(
        bundle,
        ("fin-association-gilles", "coulisses-du-pret", "prive/", "Succession Chambon"),
        101,
    )
    for hidden in ("238c030beb0b", "142 000", "paravertébrale", "__GHOST_URL__", "kg-card"):
        assert hidden not in shown, hidden
    # the newsletter's sign-off under sixty posts is in none of their passages
    assert "Abonnez-vous à la Lettre de la Rhue" not in shown
    assert bundle.owner.name == "Élodie Vasseur"
    for question in ("elle a des dettes ?", "elle a fait un burn-out ?"):
        assert not gh_searcher.search(question).grounded, question


def test_her_father_taken_up_by_il_is_her_kin_asked(gh_searcher: Searcher) -> None:
    # « son père, il … » on her site: « il » is her father, asked as hers (not someone else's
    # question that the animal-disease post answers by « maladie »); the illness is private
    words = ["son", "pere", "il", "est", "malade"]
    assert not speaks_of_another(words, gh_searcher.owner)
    assert owner_intent(words, gh_searcher.owner) == "possessive:son"
    assert not gh_searcher.search("son père il est malade ?").grounded
    # « Et lui, il vient d'où ? » still speaks of someone else
    assert speaks_of_another(["et", "lui", "il", "vient", "d", "ou"], gh_searcher.owner)


def test_what_someone_is_paid_is_an_amount_said_of_them(gh_searcher: Searcher) -> None:
    # « elle est payée combien ? »: a pay, not a price; the journal's « Inès de garde » beside
    # a quote's « 74 k€ » on the same day says nothing of her pay
    assert asked_value("Inès elle est payée combien ?") == AskedValue("income", None)
    assert asked_value("Combien il a payé son mur ?") == AskedValue("price", None)
    assert not gh_searcher.search("Inès elle est payée combien ?").grounded

    def ines(word: str) -> bool:
        return word == "Inès"

    def nothing(word: str) -> bool:
        return False

    assert not writes_value("Inès de garde. Camion : devis reçu, 74 k€ HT.", "income", ines, nothing)
    assert writes_value("Inès est payée 2 100 € net par mois.", "income", ines, nothing)


def test_a_count_asked_of_a_year_is_another_year_s_count_elsewhere(gh_searcher: Searcher) -> None:
    # « 118 vêlages … sur la saison 2022 » in the first year's review, which says « Pour 2023 : »
    # of something else; the 2023 review did not count them: no answer
    assert not gh_searcher.search("elle a fait combien de vêlages en 2023 ?").grounded
    result = gh_searcher.search("elle a fait combien de vêlages en 2022 ?")
    assert result.grounded and "bilan-premiere-annee" in [s.slug for s in result.sources], result.sources


def test_tion_typed_as_it_sounds_is_read(gh_searcher: Searcher) -> None:
    # « gestassion », « echografie »: « -tion » and « ph » as they sound; the rates' line answers
    result = gh_searcher.search("cest combien l'echografie de gestassion pour mes vaches")
    assert result.grounded and result.sources[0].slug == "tarifs-2026", result.sources
    assert "sounds:gestassion→gest" in result.sources[0].reasons


def test_a_tana_export_keeps_its_private_nodes_off_and_its_comments_unshown(tn_searcher: Searcher) -> None:
    # Tana's `#private` supertag (inline and in the `supertags:` list), a `- Visibility:: private`
    # bullet among a day node's fields, an Obsidian-era `publish: false` and a `prive/` folder:
    # none shipped; the canary and the old salary, kept in HTML comments, are never shown
    bundle = tn_searcher.bundle
    shown = _shipped_without(bundle, ("litige-lumen", "2025-03-18", "sante", "prive/"), 103)
    for hidden in ("4792bc532e34", "1 850", "<!--", "%%"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Margaux Pelletier"
    for question in ("elle a des dettes ?", "elle a eu une tendinite ?"):
        assert not tn_searcher.search(question).grounded, question


def test_the_museums_trusting_her_are_her_museum_clients(tn_searcher: Searcher) -> None:
    # « Quels musées lui font confiance ? »: her clients that are museums, each a Tana node named
    # by its first bullet (« - Musée Mandet #client »)
    result = tn_searcher.search("Quels musées lui font confiance ?")
    assert result.grounded
    top = {s.slug: s.title for s in result.sources[:3]}
    assert set(top) == {"musee-mandet", "musee-crozatier", "musee-anne-de-beaujeu"}, top
    assert top["musee-mandet"] == "Musée Mandet"


def test_a_day_one_export_keeps_its_private_entries_off(dy_searcher: Searcher) -> None:
    # Day One's `privé` in the tab-indented `Tags:` line opening an entry (Markdown reads the
    # block as code), an inline `#private`, `publish: false` and a `prive/` folder: none shipped;
    # the canary and the compagnon name, kept in HTML comments, are never shown
    bundle = dy_searcher.bundle
    shown = _shipped_without(bundle, ("2024-11-18 2213", "Pneumologue", "litige-terrasses", "prive/"), 100)
    for hidden in ("f695d8c07104", "Constance", "<!--", "Weather", "\tTags"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Solène Vidalenc"
    # the block's tags label the entry; its date and place are facts of it
    entry = bundle.notes[bundle.slug_index["2026-06-18 Vauclair marché"]]
    assert entry.tags == ("Vauclair",)
    assert "Location : Molompize" in shown and "Date : " not in shown  # the file names say the day
    for question in ("elle a des dettes ?", "elle a des problèmes de santé ?"):
        assert not dy_searcher.search(question).grounded, question


def test_a_zettlr_workspace_keeps_its_private_notes_off(zr_searcher: Searcher) -> None:
    # `keywords: [privé]`, `private` in a comma string of Zettlr's `keywords:`, a bare `#private`
    # on the last line of a note named by its ID alone, and a `_prive/` folder: none shipped; the
    # canary and the door code, kept in HTML comments, never shown, nor the Zettlr template
    bundle = zr_searcher.bundle
    shown = _shipped_without(
        bundle, ("URSSAF", "20230309184500", "Maison de Saint-Étienne", "_prive/", "_templates/"), 107
    )
    for hidden in ("38620e3d107e", "4812B", "<!--", "%%", "[@", "$CURRENT_ID"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Hélène Brossard"
    # the Pandoc citations read as the rendered page writes them, from references.bib
    assert "(Rude 2007, p. 38-44)" in shown and "Frobert (2009) la discute" in shown
    for question in ("elle a des dettes ?", "elle a été opérée ?", "sa mère est malade ?"):
        assert not zr_searcher.search(question).grounded, question


def test_a_substack_archive_keeps_its_drafts_and_private_notes_off(ss_searcher: Searcher) -> None:
    # an unsent draft (posts.csv's ``is_published: false``), an inline ``#private`` in a working
    # note, ``publish: false``, a ``prive/`` folder: none shipped; the canary and the hangar's
    # price, kept in HTML comments, never shown
    bundle = ss_searcher.bundle
    shown = _shipped_without(
        bundle, ("pourquoi-j-ai-failli-fermer", "sante-dos", "litige-vieilles-coques", "prive/"), 102
    )
    for hidden in ("8570266240d1", "142 000", "<!--", "%%"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Loïc Tanguy"
    # the share button closing every post, its address the post's own, is no text of any
    assert "[Partager]" not in shown
    for question in ("il a des dettes ?", "il a mal au dos ?", "son père est malade ?"):
        assert not ss_searcher.search(question).grounded, question


def test_an_english_visitor_saying_why_they_ask_adds_no_word_to_hold(ss_searcher: Searcher) -> None:
    # "I'd like to visit when I'm in Brittany" is the visitor's plan, as « je cherche… » is
    analysis = ss_searcher.analyser.analyse("Where is your yard? I'd like to visit when I'm in Brittany")
    assert "brittany" not in {u.term for u in analysis.units}
    assert ss_searcher.search("Where is your yard? I'd like to visit when I'm in Brittany").grounded


def test_a_verb_in_the_imperfect_is_read_as_the_vault_conjugates_it(ss_searcher: Searcher) -> None:
    # « bossais », « travaillais »: the stemmer cuts « -ait », not « -ais »; read as the
    # third person, the verb's other forms hold it (« puis travaillé deux ans comme matelot »)
    read = ss_searcher.analyser.analyse
    assert read("tu travaillais où avant ?").tokens[0] == read("il travaillait où avant ?").tokens[0]
    assert ss_searcher.search("tu bossais où avant d'ouvrir ton propre chantier ?").grounded


def test_an_org_roam_base_keeps_its_private_notes_off_and_reads_its_keywords(og_searcher: Searcher) -> None:
    # a ``:private:`` filetag in the front matter and one the conversion script left in the body
    # (``#+filetags: :private:``), ``draft: true``, and the ``perso/`` folder the owner's
    # ``.grasbotignore`` lists: none shipped; the barn's price and the canary, kept in a comment
    # block, never shown; no org keyword line is text
    bundle = og_searcher.bundle
    shown = _shipped_without(
        bundle, ("hernie_discale", "brouille_baptiste", "papa_diagnostic", "perso/"), 100
    )
    for hidden in ("caa123113dac", "62 000", "<!--", "#+title", "#+filetags", "\n:PROPERTIES:", "\n:END:"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Loïc Hamelin"
    titles = {bundle.notes[i].slug: bundle.notes[i].title for i in range(len(bundle))}
    assert titles["a_propos"] == "À propos de ce site"  # from its ``#+title:`` line
    for question in (
        "l'écurie Montfort lui doit combien d'argent ?",
        "pourquoi il s'est embrouillé avec Baptiste ?",
        "son père est malade ?",
    ):
        assert not og_searcher.search(question).grounded, question


def test_a_writers_plain_text_library_keeps_its_private_notes_off_and_its_comments_unread(
    ia_searcher: Searcher,
) -> None:
    # the ``Perso/`` folder and the ``_``-named files the owner's ``.grasbotignore`` lists, a
    # ``#privé`` in a sentence, a first line ``// PRIVÉ``: none shipped; the canary and the price
    # rise, kept in ``//`` comment lines, never shown; the ``.txt`` notes and the table file a
    # content block shows are read
    bundle = ia_searcher.bundle
    shown = _shipped_without(
        bundle, ("Perso/", "_Santé", "Régie Forézienne — impayé", "2025-09-03 Journal"), 105
    )
    for hidden in ("067ddd6157e8", "Hausse prévue", "++", "{{", "\n//"):
        assert hidden not in shown, hidden
    paths = {bundle.notes[i].path for i in range(len(bundle))}
    assert "Archives/CV 2017.txt" in paths
    assert "cavité basale, 35 % paroi saine" in shown  # Clients/Mairie.csv, in the platanes' note
    for question in (
        "il a eu un souci de santé ? genre au dos ?",
        "vous allez augmenter vos tarifs en 2027 ?",
    ):
        assert not ia_searcher.search(question).grounded, question


def test_a_digital_garden_keeps_its_unpublished_notes_off_and_shows_its_board(dg_searcher: Searcher) -> None:
    # the ``Privé/`` folder, ``dg-publish: false`` (a journal entry left as its template sets it)
    # and the templates: none shipped; the canary and the workshop's rent, kept in a ``%%``
    # comment, never shown; the canvas board the project note embeds is read there
    bundle = dg_searcher.bundle
    shown = _shipped_without(bundle, ("Privé/", "Journal/2025-09-21", "Templates/"), 101)
    for hidden in ("2676ac2fe5dd", "640 €", "Girardot", "<%", "dg-publish", "compressed-json"):
        assert hidden not in shown, hidden
    assert "Série limitée à 30 pièces" in shown  # a card of « Montre Balancier n°1 - tableau.canvas »
    result = dg_searcher.search("la montre balancier sera vendue combien ?")  # « 1 450 € » on the board
    assert result.grounded
    assert result.sources[0].slug == "Montre Balancier n°1"
    assert result.sources[0].url == "/projets/balancier-n1/"  # its ``dg-permalink``
    for question in ("elle a été opérée du poignet ?", "combien elle paie de loyer pour l'atelier ?"):
        assert not dg_searcher.search(question).grounded, question


def test_a_github_publisher_vault_ships_only_what_it_shares(gp_searcher: Searcher) -> None:
    # notes with no ``share`` key (the plugin's default: only ``share: true`` is uploaded),
    # ``share: false``, the excluded ``_prive/`` folder (whatever key its note carries) and the
    # templates: none shipped; the canary and the riding school's discount, kept in ``%%``
    # comments of shared notes, never shown
    bundle = gp_searcher.bundle
    left_out = ("Inbox/Échéancier", "Journal/2024-11-08", "Perso/Santé", "_prive/", "_templates/")
    shown = _shipped_without(bundle, left_out, 100)
    for hidden in ("6c2f43bde8d9", "15 % de remise", "<%", "share: true", "category:"):
        assert hidden not in shown, hidden
    # the home page's heading names the workshop; the owner introduces himself under its surname
    assert bundle.owner.name == "Thibault Ferrand"
    result = gp_searcher.search("combien coûtent des bottes sur mesure et faut attendre combien de temps ?")
    assert result.grounded and result.sources[0].slug == "Bottes sur mesure", result.sources
    for question in ("il a des dettes ?", "l'écurie des trois chênes a une remise ?"):
        assert not gp_searcher.search(question).grounded, question


def test_a_vault_migrated_from_heptabase_ships_only_what_it_publishes(hb_searcher: Searcher) -> None:
    # ``publish: false`` among public notes, the ``Privé/`` folder of ``userIgnoreFilters``, a
    # note tagged ``privé`` and the templates: none shipped; the canary and the glass supplier,
    # kept in ``%%`` comments of published notes, never shown
    bundle = hb_searcher.bundle
    left_out = ("Atelier/Trésorerie", "Privé/", "Vialle - facture impayée", "_modeles/")
    shown = _shipped_without(bundle, left_out, 102)
    for hidden in ("80240c15e9cd", "Verrerie Bréhat", "%%", "Property:"):
        assert hidden not in shown, hidden
    # the home page's heading names the studio (« Atelier Paraison »); its first line, the owner
    assert bundle.owner.name == "Solène Marchais"
    # the cat's age is not the owner's « 37 ans »; a year asked is the line's that speaks of it
    for question in ("il a quel âge son chat ?", "elle sera au marché de Noël en 2026 ?"):
        assert not hb_searcher.search(question).grounded, question


def test_a_folder_of_typora_notes_ships_only_what_it_publishes(ty_searcher: Searcher) -> None:
    # the ``Privé/`` folder of ``userIgnoreFilters``, ``publish: false`` and a note tagged
    # ``privé``: none shipped; the canary and the planned 2027 price, kept in a ``%%`` comment of
    # a published note, never shown; nor Typora's own front matter keys
    bundle = ty_searcher.bundle
    left_out = ("Privé/", "Étude Delpech - litige", "Papa - la maison d'Albi")
    shown = _shipped_without(bundle, left_out, 104)
    for hidden in ("a1f5236784e7", "145 €", "%%", "typora-", "<!--"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Aurélien Vasseur"


def test_apple_notes_imported_into_obsidian_ship_only_what_they_publish(an_searcher: Searcher) -> None:
    # the ``Privé/`` folder of ``userIgnoreFilters`` (and ``publish: false``), a dispute kept
    # beside its client's public note by ``publish: false``, an imported note without front
    # matter tagged ``#privé`` in its body: none shipped; the canary and the 2027 price rise,
    # kept in ``%%`` comments of published notes, never shown
    bundle = an_searcher.bundle
    # (nor the notes of Apple Notes' trash, imported as « Supprimés récemment/ »: deleted)
    left_out = ("Privé/", "Litige Grenier de Lulu", "Perso/Papa", "Supprimés récemment/")
    shown = _shipped_without(bundle, left_out, 105)
    for hidden in ("ef4adddaf19e", "8 % au 1er janvier 2027", "%%", "publish:"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Solène Marchetti"


def test_the_pronoun_that_is_not_the_owners_takes_up_the_person_the_answer_named(
    an_searcher: Searcher,
) -> None:
    # « il » on her site, asking a person's age or pastime after an answer naming her mentor: his
    # note answers, not a colleague's « 52 ans » nor her own pastimes
    history = [
        {"role": "user", "content": "qui lui a appris le métier ?"},
        {"role": "assistant", "content": "Marcel Dubreuil, tapissier à Cognac, de 2015 à 2018."},
    ]
    for question in ("il a quel âge maintenant ?", "il fait quoi comme passion ?"):
        found = an_searcher.search(question, history=history)
        assert found.grounded and found.sources[0].slug == "Marcel Dubreuil", question


def test_supplies_asked_find_the_note_of_suppliers(an_searcher: Searcher) -> None:
    # « ses fournitures » as a visitor asks them, « Fournisseurs » as the owner files them: that
    # note first, before the evening class telling what its pupils buy
    found = an_searcher.search("elle achète ses fournitures où ?")
    assert found.sources[0].slug == "Fournisseurs"


def test_where_a_place_is_asked_lifts_the_notes_writing_its_address(ty_searcher: Searcher) -> None:
    # "Where is your workshop exactly?": the note writing the street address leads, with its
    # reason shown, over the notes on the workshops held there that share the word
    found = ty_searcher.search("Where is your workshop exactly?")
    assert found.sources[0].slug == "L'atelier" and "address" in found.sources[0].reasons
    # where the owner lives is the profile's business, not an address lifted
    assert not any("address" in s.reasons for s in ty_searcher.search("Where is he based?").sources)


def test_a_reflect_export_kept_in_obsidian_ships_only_what_it_publishes(rf_searcher: Searcher) -> None:
    # the ``_privé/`` folder of ``userIgnoreFilters`` (and ``publish: false``), a dispute kept
    # beside the public organisations by ``publish: false``, a person's note marked only by
    # Reflect's inline ``#private`` tag, the templates of ``Modèles/``: none shipped; the canary
    # and a box's purchase price, kept in ``%%`` comments of published notes, never shown
    bundle = rf_searcher.bundle
    left_out = ("_privé/", "Litige Comptoir Comtois", "Papa - neurologue", "Modèles/")
    shown = _shipped_without(bundle, left_out, 119)
    for hidden in ("d0c883d4e54f", "2,35 €", "%%", "publish:"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Étienne Vasseur"


def test_the_owners_pronoun_unanswered_of_the_owner_takes_up_the_person_the_answer_named(
    rf_searcher: Searcher,
) -> None:
    # « il » on his site, after an answer naming his mentor: the owner's notes play no instrument,
    # the mentor's note does (« joue de la trompette »); the owner's notes answer what they tell
    history = [
        {"role": "user", "content": "il a appris avec qui le métier ?"},
        {"role": "assistant", "content": "Étienne a appris chez Arnaud Bréval, chocolatier à Lyon."},
    ]
    found = rf_searcher.search("il joue d'un instrument, non ?", history=history)
    assert found.grounded and found.sources[0].slug == "Arnaud Bréval"
    found = rf_searcher.search("il fait du gravel ?", history=history)
    assert found.grounded and found.sources[0].slug == "Gravel"
    # without a person named, nothing is taken up
    alone = [history[0], {"role": "assistant", "content": "Dans une chocolaterie de Lyon."}]
    assert not rf_searcher.search("il joue d'un instrument, non ?", history=alone).grounded


def test_a_standard_notes_export_kept_in_obsidian_ships_only_what_it_publishes(sn_searcher: Searcher) -> None:
    # the ``Privé/`` folder of ``userIgnoreFilters`` (and ``publish: false``), a dispute with a
    # former client and a journal day kept beside published notes by ``publish: false`` alone,
    # the templates of ``_modeles/``: none shipped; the canary and the plot's rent, kept in ``%%``
    # comments of published notes, never shown
    bundle = sn_searcher.bundle
    left_out = ("Privé/", "Brasserie du Pont - factures impayées", "Journal/2026-02-20", "_modeles/")
    shown = _shipped_without(bundle, left_out, 106)
    for hidden in ("db9c89ba83b8", "350 €/an", "%%", "publish:"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Solène Ravier"


def test_a_shop_asked_as_a_magasin_finds_the_notes_that_say_boutique(sn_searcher: Searcher) -> None:
    found = sn_searcher.search("elle voulait pas ouvrir un deuxième magasin à un moment ?")
    assert found.grounded
    assert "Deuxième boutique à Capdenac" in [s.slug for s in found.sources[:3]]


def test_an_amplenote_export_kept_in_obsidian_ships_only_what_it_publishes(am_searcher: Searcher) -> None:
    # the ``Privé/`` folder of ``userIgnoreFilters``, a loan and an unpaid-invoice dispute kept
    # beside published notes by ``publish: false``, the daily-note template of ``Modèles/``: none
    # shipped; the canary and a dog bite, kept in ``%%`` comments of published notes, never shown
    bundle = am_searcher.bundle
    left_out = ("Privé/", "Trésorerie et prêts", "Auberge des Tilleuls - impayés", "Modèles/")
    shown = _shipped_without(bundle, left_out, 101)
    for hidden in ("56085215bd5c", "mordu", "3 points de suture", "%%", "publish:"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Bastien Roussel"


def test_a_mem_export_kept_in_obsidian_ships_only_what_it_publishes(me_searcher: Searcher) -> None:
    # the ``_privé/`` folder of ``userIgnoreFilters``, a client's dispute kept beside published
    # notes by ``publish: false``, a mem about her father kept off by its inline ``#privé`` tag:
    # none shipped; the canary and the studio's rent, kept in ``%%`` comments of published
    # notes, never shown; nor the front matter (the note on the site says « `publish: false` »)
    bundle = me_searcher.bundle
    left_out = ("_privé/", "Litige cliente cover-up 2024", "Mem/Papa")
    shown = _shipped_without(bundle, left_out, 101)
    for hidden in ("eeb1c85d89be", "740 €", "M. Faure", "%%", "publish: true", "mem_id"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Solène Marchetti"


def test_a_scrivener_project_kept_in_obsidian_ships_only_what_it_publishes(sc_searcher: Searcher) -> None:
    # the ``Privé/`` folder of ``userIgnoreFilters``, a client's dispute and a note about his
    # father kept beside published notes by ``publish: false``: none shipped; the canary and the
    # insurer, kept in ``%%`` comments of published notes, never shown; nor the MultiMarkdown
    # metadata Scrivener's compile wrote at the top of its documents (« Author: », « Keywords: »)
    bundle = sc_searcher.bundle
    left_out = ("Privé/", "Galerie Delorme-Vasseur – litige", "Papa – rdv neuro")
    shown = _shipped_without(bundle, left_out, 104)
    for hidden in (
        "5cd7a10f56ae",
        "MMA",
        "150 000",
        "%%",
        "publish:",
        "Author: Bastien",
        "Keywords:",
        "Base Header",
    ):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Bastien Lhermitte"
    # the compiled document is titled by its metadata, tagged by its keywords
    i = next(i for i in range(len(bundle)) if bundle.notes[i].path.startswith("Draft/03 Tarifs 2021"))
    assert bundle.notes[i].title == "Tarifs indicatifs 2021"
    assert "prix" in bundle.notes[i].tags


def test_a_zim_notebook_kept_in_obsidian_ships_only_what_it_publishes(zm_searcher: Searcher) -> None:
    # the ``Privé/`` folder of ``userIgnoreFilters``, a client's dispute by ``publish: false``
    # and a page on his father by its ``_`` name and ``privé`` tag: none shipped; the canary and
    # the friends' rate, kept in ``%%`` comments of published notes, never shown; nor the header
    # Zim wrote at the top of its pages, nor its « Created … » line under the page's name
    bundle = zm_searcher.bundle
    left_out = ("Privé/", "Litige_Gestimmo", "_Papa_sante")
    shown = _shipped_without(bundle, left_out, 111)
    for hidden in (
        "e4d28b22ed15",
        "40 €/h",
        "Parkinson",
        "14 280",
        "%%",
        "publish:",
        "Content-Type",
        "Wiki-Format",
        "Creation-Date",
        "======",
        "Created lundi",
    ):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Mathieu Brochard"
    # a journal's day pages keep apart (each « 07.md » of its month), named by their day
    days = [bundle.notes[i].slug for i in range(len(bundle)) if bundle.notes[i].path.startswith("Journal/")]
    assert len(days) == len(set(days)) and all(re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", d) for d in days), days


@pytest.mark.parametrize("question", ["kevin il abite ou ?", "Et Kévin, il vit où ?"])
def test_a_person_named_first_owns_the_pronoun(zm_searcher: Searcher, question: str) -> None:
    # « il » takes up Kévin, an employee, not the owner whose pronoun it shares
    result = zm_searcher.search(question)
    assert result.grounded and not result.answer_notes
    assert result.sources[0].slug == "Kevin_Masse"


def test_a_person_named_as_the_object_leaves_the_pronoun_to_the_owner(zm_searcher: Searcher) -> None:
    # « Kévin, il l'a embauché quand ? »: « il » hired Kévin, the owner
    assert zm_searcher.search("Kévin, il l'a embauché quand ?").about_owner is not None


def test_another_name_than_the_owners_is_not_their_name(zm_searcher: Searcher) -> None:
    read = zm_searcher.analyser.analyse
    assert "brochard" in read("Comment il s'appelle, son nom ?").expansions
    for question in ("C'est quoi son nom de compagnon ?", "son nom d'artiste ?"):
        assert "brochard" not in read(question).expansions, question


def test_an_apprenticeship_asked_is_held_by_the_apprentice_told(zm_searcher: Searcher) -> None:
    # « parti direct en apprentissage ? »: the profile says « vieux pour un apprenti », « aspirant »
    result = zm_searcher.search("il a fait des études ou il est parti direct en apprentissage ?")
    assert result.grounded
    assert "apprenti" in {
        t for u in zm_searcher.analyser.analyse("en apprentissage ?").units for t, _ in u.alternatives
    }
    # « ils bossent » is the work verb as « il bosse » is
    assert "travail" in zm_searcher.analyser.analyse("ils bossent sur quoi ?").tokens


def test_a_remnote_export_kept_in_obsidian_ships_only_what_it_publishes(rn_searcher: Searcher) -> None:
    # the ``Privé/`` folder of ``userIgnoreFilters``, a conflict with a neighbour and a custody
    # arrangement by ``publish: false``: none shipped; the canary and the land rent, kept in
    # ``%%`` comments of published notes, never shown; nor the flashcard marks of the outlines
    bundle = rn_searcher.bundle
    left_out = ("Privé/", "Voisin Gaudin", "Fabrice et la garde")
    shown = _shipped_without(bundle, left_out, 106)
    for hidden in ("ddbf1e68463b", "160 €", "%%", "publish:", " >> ", ">>>", "{{", "##"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Solène Marchais"


def test_children_asked_in_a_visitors_word_are_the_ones_the_profile_names(rn_searcher: Searcher) -> None:
    # « des gosses ? »: a vault never writes it; the profile's « la naissance de ma fille Lison »
    # answers it, as « des enfants ? » is answered
    result = rn_searcher.search("elle a des gosses ?")
    assert result.grounded and "enfant" in result.query.terms
    assert any(s.title == "À propos" for s in result.sources)


def test_crowdfunding_asked_is_the_financement_participatif_written(rn_searcher: Searcher) -> None:
    # « le crowdfunding pour la serre ? » and the note « Miimosa » (« financement participatif »)
    result = rn_searcher.search("le crowdfunding pour la serre ça a rapporté combien ?")
    assert result.grounded and "participatif" in result.query.terms
    assert "Miimosa" in {s.title for s in result.sources}


def test_a_trilium_export_kept_in_obsidian_ships_only_what_it_publishes(tr_searcher: Searcher) -> None:
    # the ``_Privé/`` folder of ``userIgnoreFilters``, a dispute with a bar and a father's
    # illness by ``publish: false``: none shipped; the canary and the lowest rate, kept in a
    # ``%%`` comment of a published note, never shown; nor the export's HTML and entities
    bundle = tr_searcher.bundle
    left_out = ("_Privé/", "Le Zinc Électrique - litige", "Personnes/Famille/Papa")
    shown = _shipped_without(bundle, left_out, 135)
    for hidden in (
        "2f5ea52d13f5",
        "240 €",
        "%%",
        "publish:",
        "<figure",
        "<td>",
        "&nbsp;",
        "&amp;",
        "statut=",
        "~client",
    ):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Yannick Ferrand"
    # a note with children is ``X.md`` beside a folder ``X/``: the child « Index » keeps its path
    assert {"Ressources", "Ressources/Index"} <= set(bundle.slug_index)


def test_a_siyuan_export_kept_in_obsidian_ships_only_what_it_publishes(si_searcher: Searcher) -> None:
    # the ``Privé/`` folder of ``userIgnoreFilters``, a dispute with a former partner and a
    # father by ``publish: false``: none shipped; the canary, kept in a ``%%`` comment of a
    # published note, never shown; nor SiYuan's ids, attribute lines, queries and ``#tag#`` marks
    bundle = si_searcher.bundle
    left_out = ("Privé/", "Litige Vauveix", "Famille/Papa")
    shown = _shipped_without(bundle, left_out, 113)
    for hidden in (
        "879c5247e246",
        "Broussas",
        "%%",
        "publish:",
        '{: id="',
        "custom-statut",
        "{{SELECT",
        "b0ut1qm",
    ):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Solène Marchadier"
    # a block reference reads as its anchor (« Boutique mouches »), as SiYuan shows it
    assert "sur l'établi Boutique mouches." in shown
    # why a partnership ended is told by no line: the note saying it ended does not answer
    assert not si_searcher.search("pourquoi t'as arrêté de bosser avec les chalets de Vauveix ?").grounded


def test_a_dokuwiki_kept_in_obsidian_ships_only_what_it_publishes(dw_searcher: Searcher) -> None:
    # the ``_prive/`` folder of ``userIgnoreFilters``, a back surgery and a dispute with the
    # landlord by ``publish: false``: none shipped; the canary and the espresso's price, kept in
    # ``%%`` comments of published notes, never shown; nor DokuWiki's macros and table marks
    bundle = dw_searcher.bundle
    left_out = ("_prive/", "dos_operation", "bail_litige")
    shown = _shipped_without(bundle, left_out, 99)
    for hidden in ("d5bba1b884e3", "1,80", "%%", "publish:", "~~DISCUSSION", "<WRAP", "^ Date"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Thierry Vasseur"
    # the root's ``start`` page and each namespace's are all shipped, each under its own slug
    assert {"start", "pro/start", "atelier/start", "journal/start"} <= set(bundle.slug_index)
    # a DokuWiki table's header names each cell of its rows
    assert "Auteur : Jules Fermat (BD)" in shown


def test_a_bookstack_kept_in_obsidian_ships_only_what_it_publishes(bs_searcher: Searcher) -> None:
    # the ``_prive/`` folder of ``userIgnoreFilters``, a back problem and a dispute with a former
    # employer by ``publish: false``: none shipped; the canary and the sophrologist's commission,
    # kept in ``%%`` comments of published notes, never shown; nor BookStack's anchors, includes
    # and id links
    bundle = bs_searcher.bundle
    left_out = ("_prive/", "dos-2025", "litige-stop-and-go")
    shown = _shipped_without(bundle, left_out, 106)
    for hidden in (
        "0a53c067a9ea",
        "reverse 12 %",
        "%%",
        "publish:",
        "bkmrk",
        "{{@57#",
        "/link/",
        "&nbsp;",
        "<span",
    ):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Maëlle Guillou"
    # a page linked by its wiki URL is the note exported beside it
    page = next(
        i for i in range(len(bundle)) if bundle.notes[i].path == "l-auto-ecole/equipe/presentation.md"
    )
    assert bundle.slug_index["thomas-rivalain"] in bundle.graph[page]


def test_a_nextcloud_notes_folder_in_obsidian_ships_only_what_it_publishes(nc_searcher: Searcher) -> None:
    # the ``Privé/`` folder of ``userIgnoreFilters``, a dispute with a former client and an
    # inheritance by ``publish: false``: none shipped; the canary and the price of a client
    # base bought, kept in ``%%`` comments of published notes, never shown; nor the two ``.txt``
    # leftovers of a Simplenote import (a resignation letter's draft), which Obsidian does not show
    bundle = nc_searcher.bundle
    left_out = ("Privé/", "Chassaing - contentieux", "Succession maman", ".txt")
    shown = _shipped_without(bundle, left_out, 104)
    for hidden in ("9592ff5b66a9", "62 000", "%%", "publish:", "senior manager..."):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Olivier Mazeyrat"
    # a note without front matter is titled by its first line, as the app shows it
    assert any(bundle.notes[i].title.startswith("Combien je facture") for i in range(len(bundle)))


def test_an_eleventy_site_source_in_obsidian_ships_only_what_it_builds(el_searcher: Searcher) -> None:
    # the ``carnet-prive/`` folder of ``.eleventyignore``, a dispute told in a ``draft: true``
    # post, a father's illness on a ``permalink: false`` page: none shipped; the canary and the
    # court's hourly rate, kept in Nunjucks comments of built pages, never shown; the
    # ``_includes/`` partials are parts of pages, not pages; the site's phone number, printed
    # from ``_data/site.json`` by « {{ site.phone }} », is read as the visitor reads it
    bundle = el_searcher.bundle
    left_out = ("carnet-prive/", "alpimmo-ce-qui-s-est-vraiment-passe", "papa-suivi", "_includes/")
    shown = _shipped_without(bundle, left_out, 98)
    for hidden in ("e707e8bfb3e5", "92,40", "{#", "{{", "{%", "%%", "Alzheimer"):
        assert hidden not in shown, hidden
    assert "04 50 32 18 76" in shown
    assert bundle.owner.name == "Hélène Dufournet"
    # a page Eleventy builds though it is left out of the collections still ships
    assert any(bundle.notes[i].path == "tarifs-2021.md" for i in range(len(bundle)))


def test_a_vitepress_site_source_in_obsidian_ships_only_what_it_builds(vp_searcher: Searcher) -> None:
    # the config's ``srcExclude`` keeps off a ``prive/`` folder (debts, health), a family page
    # and a ``*.brouillon.md`` post (a dispute with a retailer); an unlinked page under
    # ``_brouillons/`` is built all the same and ships; the HTML comment announcing next year's
    # price is never shown; the snippets the pages include are their text, the price table is
    # its JSON's rows, the Vue code nothing
    bundle = vp_searcher.bundle
    left_out = ("prive/", "notes-famille", "litige-cosmo")
    shown = _shipped_without(bundle, left_out, 100)
    for hidden in ("904f04090f67", "39 €", "<!--", "<script", "{{", "srcExclude"):
        assert hidden not in shown, hidden
    assert any(bundle.notes[i].path == "_brouillons/vente-consoles.md" for i in range(len(bundle)))
    assert "Port HDMI" in shown or "port HDMI" in shown
    contact = bundle.slug_index["contact"]
    assert "rue des Forges" in "\n".join(bundle.passages[k].text for k in bundle.passages.of_note(contact))
    assert bundle.owner.name == "Damien Chabert"


def test_an_outline_export_in_obsidian_keeps_its_closed_documents_off(ol_searcher: Searcher) -> None:
    # the ``Privé/`` collection (salaries, bank loans), two documents titled with a padlock (a
    # dispute with a bottler, a back operation: the second's only other mark a « Personnel. Pas
    # de diffusion » notice) and a ``publish: false`` page never ship; the HTML comment on the
    # contact page is never shown; Outline's /doc/ links are their words, its hard breaks gone
    bundle = ol_searcher.bundle
    left_out = ("Privé/", "🔒", "Voisinage")
    shown = _shipped_without(bundle, left_out, 111)
    for hidden in ("7e3a91c04b2d", "L5-S1", "3 180", "\\\n"):
        assert hidden not in shown, hidden
    # (the migration note speaks of « les liens internes `/doc/...` » and « les blocs :::info »:
    # no link, no notice's fence)
    assert re.search(r"/doc/[\w-]*[A-Za-z0-9]{10}", shown) is None
    assert re.search(r"^:::", shown, re.MULTILINE) is None
    contact = bundle.slug_index["Contact et infos pratiques"]
    address = "\n".join(bundle.passages[k].text for k in bundle.passages.of_note(contact))
    assert "14 chemin de la Doye\n39110 Salins-les-Bains" in address
    assert bundle.owner.name == "Élodie Marguet"


def test_a_confluence_export_in_obsidian_keeps_its_restricted_pages_off(cf_searcher: Searcher) -> None:
    # the pages under « Restreint » (in ``_restreint/``), two labelled ``prive`` and a
    # ``publish: false`` note never ship; the export's frame (breadcrumbs, bylines, the footer,
    # people's links) is no text; the third-person « À propos d'Élodie » names the owner
    bundle = cf_searcher.bundle
    shown = _shipped_without(bundle, ("_restreint/", "Banque-minibus", "Sinistre-2025", "Sante - genou"), 108)
    for hidden in ("7e3a91c05b2d", "28 000", "ménisque", "Created by", "/wiki/people/", "Document generated"):
        assert hidden not in shown, hidden
    assert bundle.owner.name == "Élodie Carrère" and bundle.owner.pronoun == "elle"
    tarifs = bundle.slug_index["Tarifs-2026_2352381953"]
    assert bundle.notes[tarifs].title == "Tarifs 2026"


def test_a_workflowy_outline_keeps_its_private_items_and_files_off(wf_searcher: Searcher) -> None:
    # a `#private` heading in « Refuge » and a `#private` item in « Saisons » take their subtrees
    # off, the rest of both outlines ships; a « PRIVÉ - » file name and `publish: false` keep
    # whole notes off
    bundle = wf_searcher.bundle
    shown = _shipped_without(bundle, ("PRIVÉ - ", "Litige Ferrand", "Santé.md"), 61)
    for hidden in ("7c3e91a04bd2", "198 400", "Crédit Agricole", "1 980 € net", "Salaires aides-gardiens"):
        assert hidden not in shown, hidden
    paths = {bundle.notes[i].path for i in range(len(bundle))}
    assert {"WorkFlowy/Refuge.md", "WorkFlowy/Saisons.md"} <= paths
    assert "Questions des randonneurs sur le refuge" in "\n".join(p.heading for p in bundle.passages)
    assert bundle.owner.name == "Anne-Laure Pujol" and bundle.owner.pronoun == "elle"


def test_a_notesnook_export_keeps_its_private_notebook_tags_and_locked_sections_off(
    nn_searcher: Searcher,
) -> None:
    # the « Privé/ » notebook and two notes tagged `privé` are off; the « ## 🔒 Santé » section of
    # « Bilan 2025 » is off, the rest of that note ships; the canary in an HTML comment is not shown
    bundle = nn_searcher.bundle
    shown = _shipped_without(bundle, ("Privé/", "Salaires saisonniers", "Vol Saint-Izaire - dossier"), 89)
    for hidden in ("7c3e19a04bd2", "Anapen", "Désensibilisation", "85 000", "11,65"):
        assert hidden not in shown, hidden
    assert "420 ruches en production." in shown
    assert bundle.owner.name == "Claire Bonnefous" and bundle.owner.pronoun == "elle"


def test_a_docusaurus_site_keeps_its_underscored_folder_drafts_and_private_notes_off(
    ds_searcher: Searcher,
) -> None:
    # « docs/_interne/ » (Docusaurus never builds a name opening on « _ »), a `draft: true` doc
    # and the Obsidian-only « notes/prive/ » folder are off; the canary in the home page's MDX
    # comment is not shown; the Obsidian-only notes beside the site ship
    bundle = ds_searcher.bundle
    shown = _shipped_without(bundle, ("_interne/", "comptes-et-pret", "notes/prive/"), 73)
    for hidden in ("7c3e91a04fb2", "3 960", "Esquié", "929 €", "231 400", "L4-L5", "1127 chemin"):
        assert hidden not in shown, hidden
    assert any(bundle.notes[i].path.startswith("notes/") for i in range(len(bundle)))
    assert bundle.owner.name == "Laure Castagnet" and bundle.owner.pronoun == "elle"


def test_a_hexo_blog_keeps_its_underscored_folder_unpublished_post_and_private_notes_off(
    hx_searcher: Searcher,
) -> None:
    # « source/_prive/ » (Hexo renders no name opening on « _ »), a `published: false` post and
    # the Obsidian-only « notes/prive/ » folder are off, the scaffolds too; the canary in the
    # about page's HTML comment is not shown; the Obsidian-only notes beside the site ship
    bundle = hx_searcher.bundle
    shown = _shipped_without(bundle, ("_prive/", "fermeture-avril-mai", "notes/prive/", "scaffolds/"), 69)
    for hidden in ("7c3e91a04fd2", "2 660", "Berthelot", "296 €", "canal carpien", "4827B", "curatelle"):
        assert hidden not in shown, hidden
    assert "{{" not in shown and "{%" not in shown
    assert any(bundle.notes[i].path.startswith("notes/") for i in range(len(bundle)))
    assert bundle.owner.name == "Ombeline Lacoudre" and bundle.owner.pronoun == "elle"


def test_an_adjective_asked_of_the_beekeeper_must_be_written(
    nn_searcher: Searcher, make_vault: VaultFactory
) -> None:
    # « Elle est allergique ? »: only the padlocked section said it; the insurance note's « piqûres
    # de tiers » and the bees hold the rest of the question, not whether she is allergic
    question = "Elle est allergique aux piqûres d'abeille ? Elle suit un traitement ?"
    assert not nn_searcher.search(question).grounded
    # a note saying it answers
    notes = {
        "moi.md": "---\ntitle: Moi\ntype: parcours\n---\nJe suis apicultrice dans l'Aveyron depuis 2012.\n",
        "sante.md": "---\ntitle: Santé\n---\nJe suis allergique au venin depuis les piqûres de 2025.\n",
    }
    assert searcher_on(make_vault, notes).search("Elle est allergique aux piqûres d'abeille ?").grounded
