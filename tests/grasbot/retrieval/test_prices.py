"""A price asked (« Il coûte combien, son livre ? ») is an amount of money beside the thing priced."""

from __future__ import annotations

import pytest

from grasbot.bundle import parse_bundle
from grasbot.retrieval.idioms import read_idioms
from grasbot.retrieval.search import Searcher
from grasbot.retrieval.shapes import AskedValue, asked_value, asks_price, writes_value
from grasbot.tokenise import words
from index_build.build import build_bundle
from tests.conftest import VaultFactory, searcher_on


@pytest.mark.parametrize(
    "question",
    [
        "Il coûte combien, son livre ?",
        "Combien elle paie son apprenti ?",
        "How much does the book cost?",
    ],
)
def test_how_much_with_a_price_word_asks_an_amount_of_money(question: str) -> None:
    assert asked_value(question) == AskedValue("price", None)


@pytest.mark.parametrize(
    "question",
    [
        "C'est combien, son livre ?",
        "c combien son livre",
        "cé combien la consult normal chez elle",
        "Ça fait combien ?",
        "How much is the book?",
        "combien pour un petit tatouage fine line ?",  # no verb: what the thing costs
        "Combien pour la journée ?",
        "Elle est à combien la bière à la pression ?",  # « à combien »: what it sells for
        "L'accord revient à combien ?",  # what it comes to
        "Combien d'argent avaient-ils réuni pour les pièces ?",  # money counted: an amount
        "ça nous reviendrait à combien en tout ?",
        "Ils sont à combien, les stages ?",
        "Elle vendait sa gelée royale combien le pot ?",  # selling, in any tense
    ],
)
def test_how_much_it_is_asks_an_amount_of_money(question: str) -> None:
    # « c'est combien ? » and its chat spellings: the copula asks what the thing costs
    assert asked_value(question) == AskedValue("price", None)


@pytest.mark.parametrize(
    "question",
    [
        "Combien de livres a-t-elle écrits ?",
        "A-t-il gagné un prix ?",
        "C'est combien de temps, la formation ?",
        "Ça fait combien d'années qu'elle écrit ?",
        "Combien de temps pour un portrait ?",
        "Et combien pour lui ?",
    ],
)
def test_a_count_or_an_award_is_no_price(question: str) -> None:
    value = asked_value(question)
    assert value is None or value.kind != "price"


@pytest.mark.parametrize(
    ("question", "price"),
    [
        ("atelier soudur pour ado c cher ?", True),
        ("C'est cher, le stage de raku ?", True),
        ("le stage est pas cher ?", True),
        ("Is it expensive?", True),
        ("Cher Fernand, vous êtes dispo en mars ?", False),
        ("mon cher ami, tu vas bien ?", False),
    ],
)
def test_dear_said_of_a_thing_asks_its_price(question: str, price: bool) -> None:
    assert asks_price(read_idioms(words(question), True)) is price


@pytest.mark.parametrize(
    ("question", "noun"),
    [
        ("combien il coûte le livre sur les bornes anciennes ?", "livre"),
        ("Combien coûte son livre sur le viaduc de Garabit ?", "livre"),
        ("Combien coûte un kit de sa station météo ?", "kit"),
        # a measure is no thing: the price is the thing's by that measure (« 1 kg : 23 € »)
        ("Combien coûte le kilo de miel de bruyère ?", "miel"),
        ("combien coûte la bouteille de cidre ?", "cidre"),
        # the work asked on a thing, right after what asks the price: that thing's
        ("Combien elle prend pour changer toutes les chevilles d'un piano droit ?", "chevilles"),
    ],
)
def test_the_thing_priced_is_the_noun_before_what_it_is_about(question: str, noun: str) -> None:
    # a price beside « bornes » (the boundary survey's) is not the book's about boundary stones
    assert asked_value(question) == AskedValue("price", noun)


def test_an_amount_counts_in_a_passage_about_the_thing() -> None:
    def anchor(word: str) -> bool:
        return word.lower() == "site"

    def said(word: str) -> bool:
        return False

    # the entry names the site in one sentence and gives the quote in the next
    entry = "Le site de la boulangerie est en ligne. Devis accepté : 1 800 euros."
    assert writes_value(entry, "price", anchor, said)
    # a number that is no amount of money, or an amount about something else, is none
    assert not writes_value("Le site a 12 pages.", "price", anchor, said)
    assert not writes_value("Atelier : 45 € la séance.", "price", anchor, said)
    # ... nor an amount sentences before the thing is named: a rate is no site's price
    journal = "Nouveaux tarifs : 120 €/h, minimum 90 €. Trois ans sans augmenter. Le site a doublé."
    assert not writes_value(journal, "price", anchor, said)
    assert writes_value(journal, "price", anchor, said, anywhere=True)  # a note about the site
    # ... nor the next item of a list
    listed = "- Le site de la boutique, en ligne en 2027\n- Les ateliers : gratuit"
    assert not writes_value(listed, "price", anchor, said)
    assert writes_value("- Le site de la boutique, en ligne\n  Devis : 1 800 €", "price", anchor, said)


def test_a_price_the_notes_never_write_is_not_answered(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Margaux, data scientist.\n",
            "livre.md": "# Mon livre\n\nMon livre est sorti le 15 octobre : 240 pages, 12 chapitres.\n",
            "missions.md": "# Missions\n\nJournée de mission : 620 € HT. Premier appel gratuit.\n",
            "spectacle.md": "# Le Bal\n\nUn spectacle pour la rue. Tarifs : voir [[Tarifs]].\n",
            "tarifs.md": "# Tarifs\n\n| Spectacle | Prix |\n|---|---|\n| [[Le Bal]] | 950 € HT |\n",
        }
    )
    searcher = Searcher(parse_bundle(build_bundle(root).data), owner_name="Margaux")
    # the book's page gives pages and a date, the missions page a price of something else
    assert not searcher.search("Il coûte combien, son livre ?").grounded
    assert searcher.search("Combien coûte une journée de mission ?").grounded
    # paid, in the present: still an amount of money, which the book's numbers are not
    assert not searcher.search("Combien elle paie son livre ?").grounded
    # the show's price is in the rates page its note links to
    assert searcher.search("Combien coûte Le Bal ?").grounded
    # « c'est combien » asks the price as « combien coûte » does, typed as a chat box types it
    assert not searcher.search("C'est combien, son livre ?").grounded
    assert not searcher.search("c combien son livre").grounded
    assert "cout" in {u.term for u in searcher.analyser.analyse("c combien le bal").units}


def test_a_rate_for_a_thing_asks_its_price(make_vault: VaultFactory) -> None:
    # « votre tarif pour du sous-titrage » asks the price of subtitling: the rates page, which
    # never names it, and the FAQ, which names it without a price, do not answer
    assert asked_value("Quel est votre tarif pour du sous-titrage ?") == AskedValue("price", None)
    files = {
        "moi.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Séverine, traductrice.\n",
        "tarifs.md": "# Tarifs\n\nTraduction : 30 € la page. Interprétation : 900 € la journée.\n",
        "faq.md": "# FAQ\n\nFaites-vous du sous-titrage ? Non, je recommande une collègue.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Séverine")
    assert not searcher.search("Quel est votre tarif pour du sous-titrage ?").grounded
    assert searcher.search("Quel est votre tarif pour une traduction ?").grounded


def test_a_budget_asked_is_a_price(make_vault: VaultFactory) -> None:
    # « prévoir un budget de quel ordre ? » of a vault that never writes « budget »: its price
    assert asks_price(words("Il faut prévoir un budget de quel ordre ?"))
    files = {
        "moi.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Ombeline, accordeuse de pianos.\n",
        "tarifs.md": "# Tarifs\n\nRestauration complète : il faut prévoir entre 7 000 et 16 000 €\n",
        "histoire.md": "# Mon histoire\n\nJ'ai restauré mon premier piano complet en 2012.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Ombeline")
    result = searcher.search("Pour une restauration complète, il faut prévoir un budget de quel ordre ?")
    assert result.grounded and result.sources[0].slug == "tarifs", result.sources
    assert "budget" not in result.query_tokens and "ordr" not in result.query_tokens


def test_a_currency_code_before_the_amount_is_a_price(make_vault: VaultFactory) -> None:
    # the Swiss write their francs code first (« CHF 75.– »), as an invoice writes "EUR 95"
    root = make_vault(
        {
            "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Séverine, traductrice.\n",
            "jure.md": "# Traduction jurée\n\nActes d'état civil : CHF 75.– par page.\n",
            "livre.md": "# Mon livre\n\nMon livre est sorti le 15 octobre : 240 pages, 12 chapitres.\n",
        }
    )
    searcher = Searcher(parse_bundle(build_bundle(root).data), owner_name="Séverine")
    assert searcher.search("C'est combien, une traduction jurée ?").grounded
    assert not searcher.search("Il coûte combien, son livre ?").grounded


@pytest.mark.parametrize(
    "question", ["Combien elle gagne avec YouTube ?", "Il gagne combien ?", "How much does she earn?"]
)
def test_how_much_one_earns_asks_an_income(question: str) -> None:
    assert asked_value(question) == AskedValue("income", None)
    # a count of things won is no income
    value = asked_value("Combien de matchs a-t-il gagnés ?")
    assert value is not None and value.kind == "number"


def test_an_income_is_an_amount_not_a_free_quote(make_vault: VaultFactory) -> None:
    files = {
        "bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe suis Léa, professeure de physique : ma "
        "rémunération suit la grille des agrégés. J'anime la chaîne YouTube Labo de Poche depuis 2019.\n",
        "contact.md": "---\ntype: parcours\n---\n# Contact\n\nJe réponds vite. Partenariats avec ma "
        "chaîne YouTube : devis gratuit sur demande.\n",
    }
    for n in range(10):
        files[f"cours-{n}.md"] = f"# Cours {n}\n\nUne séance de travaux pratiques, salle {n}.\n"
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Léa")
    # « devis gratuit » beside the channel says what a quote costs, not what the channel earns
    assert not searcher.search("Combien elle gagne avec YouTube ?").grounded
    files["contact.md"] += "\nMa rémunération de la chaîne YouTube : environ 300 € par mois.\n"
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Léa")
    assert searcher.search("Combien elle gagne avec YouTube ?").grounded


def test_a_phone_asked_is_a_number_written_not_the_word(make_vault: VaultFactory) -> None:
    refusing = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Aurélie, traductrice.\n",
        "contact.md": "# Contact\n\nPar mail : contact@aurelie.example. Je ne donne pas mon numéro de "
        "téléphone, désolée. Permanence téléphonique : aucune.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(refusing)).data), owner_name="Aurélie")
    assert not searcher.search("Quel est son numéro de téléphone ?").grounded
    giving = {**refusing, "contact.md": "# Contact\n\nTéléphone : 06 39 98 12 54 (le matin).\n"}
    searcher = Searcher(parse_bundle(build_bundle(make_vault(giving)).data), owner_name="Aurélie")
    assert searcher.search("Quel est son numéro de téléphone ?").grounded


def test_a_price_asked_in_a_follow_up_is_that_of_the_thing_talked_about(make_vault: VaultFactory) -> None:
    # « ça coûte combien ? » after the workshop: the note giving its price, ranked by the
    # conversation's words, answers though the previous turn did not find it; no note is named
    # « prix », as « Et à Lyon ? » would need a note on Lyon
    files = {
        "moi.md": "---\ntitle: Qui suis-je\ntype: parcours\n---\n"
        "Je suis Maëlle Guérin, kinésithérapeute à Annecy.\n",
        "atelier-perinee.md": "---\ntitle: Atelier périnée et course à pied\n---\n"
        "Un atelier collectif sur le périnée des coureuses : respiration, gainage, périnée et foulée.\n",
        "fiche-perinee.md": "---\ntitle: Exercices périnée\n---\n"
        "Les exercices du périnée pour les coureuses, à faire chaque jour.\n",
        "perinee-3.md": "---\ntitle: Périnée et sport\n---\n"
        "Le périnée des coureuses encaisse chaque foulée : l'atelier périnée en parle.\n",
        "trail.md": "---\ntitle: Mes trails\n---\n"
        "J'ai couru le trail des Aravis en 2024 et la course du Semnoz.\n",
        "tarifs.md": "---\ntitle: Tarifs séances\n---\n"
        "Séance sur ordonnance : tarif Sécu. Bilan du coureur : 50 €.\n",
        "changement.md": "---\ntitle: Changement de date\n---\n"
        "L'atelier des coureuses est décalé au samedi 29 mars, à la MJC Novel. Prix : 25 €.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data))
    history = [
        {"role": "user", "content": "Parle-moi de l'atelier périnée pour les coureuses"},
        {"role": "assistant", "content": "C'est un atelier collectif sur le périnée en course à pied."},
    ]
    assert searcher.search("ça coûte combien ?", history).grounded
    assert not searcher.search("Et à Lyon ?", history).grounded


def test_a_thing_qualified_in_a_price_question_is_what_is_priced(make_vault: VaultFactory) -> None:
    # « un kit de sa station »: the kit's price, not a price the station's note gives of others
    assert asked_value("Combien coûte un kit de sa station météo ?") == AskedValue("price", "kit")
    assert asked_value("Combien coûte le voyage en Norvège ?") == AskedValue("price", None)
    assert asked_value("Combien il a payé son mur d'escalade ?") == AskedValue("price", "mur")
    # the work done on a thing costs what the thing cost: « la restauration du retable » is priced
    # beside the retable (« Budget:: 38 400 € HT » on its page), not beside a restoration
    assert asked_value("Combien a coûté la restauration du retable ?") == AskedValue("price", "retable")
    assert asked_value("Combien coûte le fromage de chèvre ?") == AskedValue("price", "fromage")
    # « combien vous prenez », « combien il demande »: what the owner charges, a price
    assert asked_value("Combien vous prenez pour une journée de travail ?") == AskedValue("price", None)
    assert asked_value("Combien il demande pour un portrait ?") == AskedValue("price", None)
    assert asked_value("Combien de temps vous prenez ?") == AskedValue("number", None)
    root = make_vault(
        {
            "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Hélène, ingénieure.\n",
            "station.md": "# Station météo\n\nLes stations pros coûtent plus de 2 000 €, alors j'ai fait la "
            "mienne.\n",
            "mesure.md": "# Mesure\n\nJe mesure la consommation au kit PPK2 de Nordic.\n",
            "atelier.md": "# Atelier\n\nUne journée de formation coûte 350 € HT.\n",
        }
    )
    searcher = Searcher(parse_bundle(build_bundle(root).data), owner_name="Hélène")
    assert not searcher.search("Combien coûte un kit de sa station météo ?").grounded
    # the thing priced written beside the amount still answers
    assert searcher.search("Combien coûte une journée de formation ?").grounded


def test_whether_a_price_is_given_does_not_depend_on_how_many_sources_are_listed(
    hugo_searcher: Searcher,
) -> None:
    # « grasbot eval » lists ten sources where the function shows five: a note ranked ninth that
    # prices another training (« Formation » and an amount) must not ground the question in one
    # and not the other
    question = "Combien coûte une formation Python pour mon équipe ?"
    assert not hugo_searcher.search(question).grounded
    assert not hugo_searcher.search(question, top_k=10).grounded
    assert len(hugo_searcher.search(question, top_k=10).candidates) == 10
    # a price the notes give is found whatever the count
    for top_k in (3, 5, 10):
        assert hugo_searcher.search(
            "Combien coûte votre diagnostic data pour une exploitation ?", top_k=top_k
        ).grounded


def test_a_day_of_work_asks_the_day_rate(make_vault: VaultFactory) -> None:
    # « journée de travail », "working day": the day is what a rate is for; the rates card never
    # says « travail » (« Journée de compagnonne : 480 € HT »), and answers
    root = make_vault(
        {
            "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Solène, tailleuse de pierre.\n",
            "tarifs.md": "# Tarifs\n\n| Prestation | Prix |\n|---|---|\n"
            "| Journée de compagnonne | 480 € HT |\n| Gravure de lettres | 12 € HT la lettre |\n",
            "chantier.md": "# Chantier de Coltines\n\nLe travail de la pierre au ciseau.\n",
        }
    )
    searcher = Searcher(parse_bundle(build_bundle(root).data), owner_name="Solène")
    result = searcher.search("Combien vous prenez pour une journée de travail ?")
    assert result.grounded and result.sources[0].slug == "tarifs", result.sources


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        # the score of the thing named after « à »: written beside it
        ("Il a eu combien à l'examen final de la piscine ?", AskedValue("figure", "examen")),
        ("Elle a eu combien au JLPT ?", AskedValue("figure", "jlpt")),
        # « a » the auxiliary, not « à »
        ("De combien a progressé le taux de conformité ?", AskedValue("figure", None)),
        # a rate is that of the noun after it: written beside it (« Humidité relative : 45 à 60 % »)
        ("Il faut viser quel taux d'humidité ?", AskedValue("figure", "humidite")),
        ("Quel pourcentage de réussite ?", AskedValue("figure", "reussite")),
        ("Quel est son classement ?", AskedValue("figure", "classement")),
    ],
)
def test_a_score_asked_at_a_thing_is_that_thing_s(question: str, asked: AskedValue) -> None:
    assert asked_value(question) == asked


def test_a_score_of_an_exam_the_vault_never_names_is_not_answered(make_vault: VaultFactory) -> None:
    files = {
        "bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe suis Marc, étudiant à l'École 42.\n",
        "piscine.md": "# Piscine Python\n\nLa piscine de l'École 42 : 5 modules en deux semaines, "
        "un projet final.\n",
        "projets.md": "# Projets\n\nMes projets de l'École 42 : libft, minishell.\n",
    }
    searcher = searcher_on(make_vault, files)
    # the note titled by the piscine writes figures, none beside the exam
    assert not searcher.search("Il a eu combien à l'examen final de la piscine ?").grounded


def test_a_price_by_the_kilo_is_read_in_a_list_by_the_kg(make_vault: VaultFactory) -> None:
    # the rates table heads its columns « 250 g », « 1 kg »; the question asks « le kilo »
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis apicultrice dans l'Aveyron.\n",
            "tarifs.md": "# Tarifs 2026\n\n| Miel | 250 g | 1 kg |\n|---|---|---|\n"
            "| Acacia | 6,80 € | 21,00 € |\n| Bruyère | 7,00 € | 23,00 € |\n",
            "ruchers.md": "# Ruchers\n\nLe rucher de bruyère est à 900 m, le miel y est rare.\n",
        },
    )
    result = searcher.search("Combien coûte le kilo de miel de bruyère ?")
    assert result.grounded
    assert result.sources[0].slug == "tarifs"


def test_what_it_comes_to_is_read_as_its_cost() -> None:
    # « revient à combien » asks the price: the verb is no word a note holds
    read = read_idioms(words("J'ai un demi-queue Yamaha, l'accord revient à combien ?"))
    assert "revient" not in read and "coute" in read
    # ... not « il revient à Lyon », a return
    assert "revient" in read_idioms(words("Il revient à Lyon quand ?"))


def test_the_price_of_work_on_a_thing_the_rates_never_name_is_not_answered(hx_searcher: Searcher) -> None:
    # (the thing priced before « pour » stays the question's: « son atelier couture pour
    # apprendre à coudre » names no work after the price asked)
    assert asked_value("Combien coûte son atelier couture pour apprendre à coudre ?") == AskedValue(
        "price", None
    )
    # the rates table prices strings, hammers and regulation « Piano droit : … € », never the
    # tuning pins: the pins' price is not given, whatever the piano's column says
    assert not hx_searcher.search(
        "Combien elle prend pour changer toutes les chevilles d'un piano droit ?"
    ).grounded
    assert hx_searcher.search("Combien elle prend pour remplacer une corde filée ?").grounded
