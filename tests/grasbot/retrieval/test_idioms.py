"""Set phrases read as what they ask (grasbot.retrieval.idioms), and what they find in a vault."""

from __future__ import annotations

import pytest

from grasbot.retrieval.idioms import read_idioms
from grasbot.tokenise import words
from tests.conftest import VaultFactory, searcher_on


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Que fait-elle dans la vie ?", "metier"),
        ("Comment s'appelle-t-il ?", "nom"),
        ("Tu t'appelles comment ?", "nom"),
        ("D'où vient-elle ?", "originaire"),
        ("A-t-il déjà gagné un prix ?", "recompense"),
        ("Elle a été récompensée, c'était quoi comme prix ?", "recompense"),
        ("Il a déjà été primé ?", "recompense"),
        ("Son travail est-il primé ?", "recompense"),
        ("Est-elle disponible pour une alternance ?", "recherche"),
        ("Que fait-il en ce moment ?", "actuellement"),
        ("elle travail sur quoi en se moment", "actuellement"),  # as it sounds
        ("Qu'est-ce qu'elle fait de son temps libre ?", "loisir"),
        ("What does she do in her free time?", "hobby"),
        ("How can I get in touch with her?", "contact"),
        ("elle fait quoi en dehors du boulot ?", "loisir"),
        ("Il fait quoi hors travail ?", "loisir"),
        ("Qu'est-ce qui le passionne en dehors de ses études ?", "loisir"),
        ("What does he do outside work?", "hobby"),
        ("Il fait quoi quand il bosse pas ?", "loisir"),  # whatever the work is called
        ("Vous êtes ouverte à quelles heures ?", "horaire"),  # opening hours
        ("On peut vous joindre par téléphone à quelle heure ?", "horaire"),
        ("Qu'est-ce qu'il fait quand il ne joue pas ?", "loisir"),
        ("Que fait-elle quand elle n'est pas au cabinet ?", "loisir"),
        ("What does she do when she's not working?", "hobby"),
        ("Qu'est-ce qu'elle fait le week-end ?", "loisir"),
        ("elle fait quoi de ses week-ends ?", "loisir"),
        ("tu fais quoi de tes journées off ?", "loisir"),  # not a guided « journée »
        ("il fait quoi les jours off ?", "loisir"),
        ("combien il prend pour une conférence", "tarif"),
        ("Combien demande-t-elle pour un réglage ?", "tarif"),
        ("How much does she charge?", "price"),
        ("What does she charge for video game translation?", "price"),
        ("Combien elle gagne par an ?", "salaire"),  # an income
        ("Il gagne combien par mois ?", "salaire"),
        ("Combien il touche de retraite ?", "salaire"),  # money received
        ("How much does she earn?", "salaire"),
        ("How much does he make?", "salaire"),
        ("How much do you really make?", "salaire"),
        ("Il prend combien de l'heure ?", "tarif"),  # « combien » after the verb
        ("Elle facture combien ?", "tarif"),
        ("Vous prenez combien pour une table ?", "tarif"),
        ("Combien vous chargez pour un logo ?", "tarif"),  # the anglicism
        ("Quels sont ses points faibles ?", "faiblesse"),
        ("Quels sont ses points forts ?", "qualite"),
        ("Quelles bases de données a-t-il utilisées ?", "bdd"),
        ("Le cabinet se trouve où exactement ?", "localisation"),
        ("Où se trouve son atelier ?", "localisation"),
        ("Elle donne des cours ?", "enseigne"),  # she teaches
        ("Donnez-vous des cours de guitare ?", "enseigne"),
        ("Elle est en couple ?", "conjoint"),  # a partner
        ("Il vit dans quel coin ?", "localisation"),  # where
        ("Le chatbot tourne sur quelle carte graphique ?", "gpu"),  # as a tech note names it
        ("Quelles commandes internes son shell gère-t-il ?", "built"),  # « built-ins »
        ("Where exactly is the workshop?", "localisation"),  # as « Où se trouve l'atelier ? »
        ("Pour piloter sa maison connectée, il utilise quoi ?", "domotique"),
        ("Which languages does he code in?", "langage"),  # programming, not spoken
        ("Where are the classes?", "localisation"),
        ("Côté savoir-être, il met quoi en avant ?", "qualite"),  # the owner's qualities
        ("Et son savoir-faire ?", "competence"),
        ("What language model answers visitors?", "llm"),  # no spoken language
        ("Quel modèle de langage tourne sur son site ?", "llm"),
        ("Où est-ce que je peux voir son code en ligne ?", "github"),  # the forge a CV names
        ("Où est-ce que je peux regarder votre code source ?", "github"),
        ("Ça tourne avec combien de mémoire vidéo ?", "vram"),  # as a tech note writes it
        ("Il a l'air d'avoir pas mal de bouteille", "experience"),  # experience, no bottle
        ("Elle a de la bouteille ?", "experience"),
        ("ça fait longtemps qu'elle a son atelier ?", "quand"),  # since when
        ("il code depuis longtemps ?", "quand"),
        ("Il a une RQTH, c'est lié à quoi ?", "pourquoi"),  # a cause
        ("Son départ, c'est dû à quoi ?", "pourquoi"),
        ("c'est combien un bouquet de mariée ?", "mariage"),  # the bride's, no spouse
        ("Vous faites les fleurs des jeunes mariés ?", "mariage"),
    ],
)
def test_a_set_phrase_is_read_as_what_it_asks(question: str, read: str) -> None:
    assert read in read_idioms(words(question))


@pytest.mark.parametrize(
    "question",
    [
        "La vie de château à Versailles",  # no « faire »: « la vie » is the topic
        "Qui a appelé le service client ?",  # no reflexive: a call
        "D'où vient le nom de la ville ?",  # a thing's origin, not a person's
        "Il fait quoi quand il arrive ?",  # no negation: no time off
        "Combien d'heures dure le stage ?",  # a length, not hours of opening
        "Quand est-ce qu'il ne travaille pas ?",  # when, not what he does
        "Quel est le prix d'un violon ?",  # a price
        "Quand est-elle disponible pour une alternance ?",  # when, not whether
        "Est-elle disponible pour une mission ?",  # a freelancer's availability
        "Les moments clés de la vidéo",
        "Il a refait le coin cuisine ?",  # a corner of a room
        "Combien de temps prend-il pour un violon ?",  # a duration, not a rate
        "Il prend combien de temps pour une table ?",
        "Il prend combien de stagiaires ?",  # a number of interns
        "Il prend combien de mois de congé ?",  # months counted (« mois » is also the plural)
        "Utilise-t-il des logiciels libres ?",  # free software, not free time
        "Il a le temps de répondre ?",
        "Il prend quoi comme outil ?",
        "Quelle prime touche-t-il ?",  # a bonus, not an award
        "Who is in charge of the project?",  # a charge that is no price
        "Combien de matchs a-t-il gagnés ?",  # matches won, not an income
        "Elle travaille en dehors de Lyon ?",  # a place, not time off work
        "Vous êtes ouverts le week-end ?",  # an opening day
        "Il va faire beau à Cahors ce week-end ?",  # the weather
        "il fait des stages le week-end ?",  # what is done is not asked
        "How many days a week does she work now?",  # a week, no weekend
        "How much chocolate do you make in a year?",  # a thing made, counted: no income
        "Où a-t-il trouvé son premier poste ?",  # a thing found, not where one is
        "Il imprime du PLA de base ou du Nylon ?",  # basic PLA, « ou » is "or": no place
        "Il cherche à trouver une maison ?",
        "Elle prend des cours de chant ?",  # lessons taken, not given
        "Le projet est-il en cours ?",  # in progress
        "Combien d'argent de poche donne-t-elle ?",  # a pocket that is asked
        "Son livre est sorti en poche ?",  # a paperback: no « avoir » holding it
        "Elle photographie des couples ?",  # the couples a photographer shoots
        "Where is he from?",  # the owner's origin, not a place a thing stands
        "Where is the studio based?",  # « based » says it already
        "Il a eu une part du gâteau ?",  # no « à part », no « quelque part »
        "Combien de temps a duré son stage ?",  # the duration asked, a note must give it
        "Which languages does he speak?",  # spoken: « Langues »
        "Il a une maison à la campagne ?",
        "How old is he?",  # an age, as asked
        "Quels outils utilise-t-elle pour tester son code ?",  # no place it is seen
        "Il a deux chats ?",  # a number asked, no demonstrative
        "Il faisait quoi avant ?",  # the previous occupation, read by the analyser
        "Où est son code postal ?",
        "Il a mal au dos ?",  # a pain
        "Il grimpe à quel niveau, lui ?",  # a level asked
        "C'est quoi son niveau d'anglais ?",
        "Une bouteille de vin",
        "Sa mémoire des noms",
        "Il a mis longtemps à finir ?",  # a duration, no « depuis »
        "Ils sont différents ?",  # a difference asked
        "Il a du PLA ?",  # no « dû à quoi »
        "Elle est mariée ?",  # the owner's spouse asked
        "Elle lie quoi à quoi ?",
        "Où est-ce que je vois ses photos ?",  # seeing asked, not how the visitor came to ask
    ],
)
def test_the_same_words_outside_the_phrase_are_left_as_they_are(question: str) -> None:
    folded = words(question)
    assert read_idioms(folded) == folded


@pytest.mark.parametrize(
    "question",
    [
        "La cagnotte, elle a rapporté combien au bout du compte ?",
        "Et en fin de compte, la campagne a marché ?",
        "Tout compte fait, la cagnotte a rapporté quoi ?",
    ],
)
def test_in_the_end_asks_nothing_of_an_account(question: str) -> None:
    read = read_idioms(words(question))
    assert "compte" not in read and "bout" not in read and "fin" not in read
    assert "cagnotte" in read or "campagne" in read


@pytest.mark.parametrize(
    "question", ["Est-elle en train de s'associer avec une agence ?", "Il est en train d'écrire un livre ?"]
)
def test_in_the_middle_of_asks_nothing_of_a_train(question: str) -> None:
    read = read_idioms(words(question))
    assert "train" not in read
    assert "agence" in read or "livre" in read


@pytest.mark.parametrize("question", ["On se retrouve où pour le vol ?", "On vous rejoint où demain ?"])
def test_where_we_meet_asks_for_the_meeting_point(question: str) -> None:
    read = read_idioms(words(question))
    assert "rendez" in read and "retrouve" not in read and "rejoint" not in read


def test_bad_weather_and_lost_money_ask_for_the_weather_and_a_refund() -> None:
    read = read_idioms(words("Et si le jour J il fait mauvais, on perd notre argent ?"))
    assert "meteo" in read and "remboursement" in read
    assert "mauvais" not in read and "perd" not in read and "argent" not in read
    # (a bad thing is no weather, money spent is no refund)
    assert "mauvais" in read_idioms(words("Le café est mauvais ?"))
    assert "argent" in read_idioms(words("Elle gagne de l'argent avec ses ruches ?"))


@pytest.mark.parametrize(
    "question",
    [
        "Pour quelle raison il a lâché son métier ?",
        "C'est quoi la raison de son départ ?",
        "Quelles sont les raisons de son départ ?",
        "For what reason did she leave?",
    ],
)
def test_a_reason_asked_is_why(question: str) -> None:
    read = read_idioms(words(question))
    assert "pourquoi" in read and "raison" not in read and "raisons" not in read
    assert "quelle" not in read and "pour" not in read


def test_a_reason_given_is_left_as_it_is() -> None:
    folded = words("Il a eu raison de partir ?")
    assert read_idioms(folded) == folded


@pytest.mark.parametrize(
    "question",
    [
        "Qu'est-ce qu'il aime faire quand il ne code pas ?",
        "Qu'est-ce qu'elle aime faire pendant son temps libre ?",
        "What does he like to do in his free time?",
    ],
)
def test_liking_is_the_frame_of_a_pastime_asked(question: str) -> None:
    read = read_idioms(words(question))
    assert {"loisir", "hobby"} & set(read)
    assert not {"aime", "like", "pendant"} & set(read)
    # (liking asked of something else is asked)
    assert "aime" in read_idioms(words("Il aime quel langage ?"))


def test_a_hedge_and_taking_place_are_the_frame() -> None:
    read = read_idioms(words("Elle chante dans une chorale je crois, c'est laquelle ?"))
    assert "crois" not in read and "chorale" in read
    read = read_idioms(words("Il me semble qu'elle a un chien ?"))
    assert "semble" not in read and "chien" in read
    read = read_idioms(words("Ils ont eu lieu quand, les héliportages ?"))
    assert "lieu" not in read and "eu" not in read and "quand" in read
    # (a place asked is asked; believing asked of someone else too)
    assert "lieu" in read_idioms(words("Dans quel lieu se passe le stage ?"))
    assert "crois" in read_idioms(words("Crois-tu qu'il viendra ?"))


def test_something_found_again_is_no_meeting() -> None:
    assert "retrouve" in read_idioms(words("Il a retrouvé sa première aile ?"))


def test_a_train_taken_is_kept() -> None:
    assert "train" in read_idioms(words("Il vient en train jusqu'à l'atelier ?"))


def test_an_account_and_its_end_elsewhere_are_kept() -> None:
    for question in ("Elle est à son compte depuis quand ?", "Le compte Instagram, c'est lequel ?"):
        assert "compte" in read_idioms(words(question)) or "independant" in read_idioms(words(question))
    assert "bout" in read_idioms(words("Il est allé au bout du chemin ?"))


def test_money_raised_from_the_public_is_crowdfunding(make_vault: VaultFactory) -> None:
    # « la cagnotte » of a note titled « Financement participatif » that never writes the word,
    # « rapporté » what it raised, « au bout du compte » no account
    files = {
        "Financement participatif.md": "# Financement participatif\n\nCampagne sur Miimosa (plateforme de "
        "financement participatif), du 2 mai au 15 juin 2026, pour le chai.\n\n- Objectif : 15 000 €\n"
        "- Collecté : 18 400 € (123 %)\n- Contributeurs : 212\n",
        "Chai à barriques.md": "# Chai à barriques\n\nLa cave voûtée devient un chai, voir [[Financement "
        "participatif]].\n",
        "Compte rendu.md": "# Compte rendu de l'AG\n\nLe rapport moral est adopté. Au bout de la table, "
        "le trésorier.\n",
    }
    for n in range(6):
        files[f"brassin-{n}.md"] = f"# Brassin {n}\n\nUne IPA de plus, brassin numéro {n}.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search(
        "La cagnotte participative pour le chai, elle a rapporté combien au bout du compte ?"
    )
    assert result.grounded
    assert "Financement participatif" in [s.slug for s in result.sources[:2]]
