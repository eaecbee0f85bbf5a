"""Set phrases read as what they ask (grasbot.retrieval.idioms), and what they find in a vault."""

from __future__ import annotations

import pytest

from grasbot.bundle import parse_bundle
from grasbot.retrieval.idioms import asks_person, asks_pushed, asks_when, read_idioms, unframed
from grasbot.retrieval.search import Searcher
from grasbot.retrieval.shapes import (
    asks_where,
    asks_why_work_ended,
    writes_address,
    writes_age,
    writes_award,
    writes_birth,
    writes_cause,
    writes_earlier_job,
    writes_earlier_work,
    writes_hobby,
    writes_home,
    writes_origin,
    writes_reach,
)
from grasbot.tokenise import words
from index_build.build import build_bundle
from tests.conftest import VaultFactory, searcher_on


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Que fait-elle dans la vie ?", "metier"),
        ("Comment s'appelle-t-il ?", "nom"),
        ("Tu t'appelles comment ?", "nom"),
        ("D'où vient-elle ?", "originaire"),
        ("A-t-il déjà gagné un prix ?", "recompense"),
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
    ("question", "dropped", "kept"),
    [
        # the chat's « pas mal de » is a quantity; its « niveau X » is « as for X »
        ("Il a pas mal de projets ?", {"mal"}, {"projets"}),
        ("Quelles qualités il a, niveau savoir-être ?", {"niveau"}, {"qualites"}),
        ("niveau salaire il demande combien ?", {"niveau"}, {"salaire"}),
        # « les différents ateliers »: which ones, no difference
        ("c'est quoi les différents ateliers ?", {"differents"}, {"ateliers"}),
        # « mettre en avant » frames what is stressed; its subject still asks the owner
        (
            "Quelles qualités personnelles mettez-vous en avant ?",
            {"mettez", "en", "avant"},
            {"qualites", "vous"},
        ),
        ("Qu'est-ce qu'il met en avant ?", {"met", "avant"}, {"il"}),
        # a year asked is the answer's kind, not a word to find
        ("Il a commencé 42 en quelle année ?", {"annee"}, {"42"}),
        ("il a commencer 42 en kel annee", {"annee", "commencer"}, {"42"}),
        ("What year did he start at 42?", {"year", "start"}, {"42"}),
        ("What made him quit chemistry?", {"made"}, {"him", "quit", "chemistry"}),  # a cause
        # the visitor's aside; when pastimes asked already are done
        ("Il connaît un framework, React par exemple ?", {"par", "exemple"}, {"react"}),
        ("Any hobbies, for example sports?", {"for", "example"}, {"hobbies", "sports"}),
        ("Des passions, des trucs qu'il bidouille le week-end ?", {"week", "end"}, {"passions"}),
        # the visitor's frame: nothing true asked
        ("c'est vrai qu'une cliente l'a attaquée ?", {"vrai"}, {"cliente", "attaquee"}),
        ("Is it true that he quit?", {"true"}, {"quit"}),
        # given up, as the notes say it
        ("Pourquoi a-t-il laissé tomber ChromaDB ?", {"laisse", "tomber"}, {"abandonne", "chromadb"}),
    ],
)
def test_a_frame_is_read_away_and_what_it_frames_kept(
    question: str, dropped: set[str], kept: set[str]
) -> None:
    read = set(read_idioms(words(question)))
    assert read.isdisjoint(dropped)
    assert kept <= read


@pytest.mark.parametrize(
    "question",
    [
        "Il a avancé en avant-première ?",  # no « mettre »
        "Les années 90, il les a vécues où ?",  # years named, not asked
        "When can he start?",  # a start to come: availability
    ],
)
def test_the_frames_words_elsewhere_are_kept(question: str) -> None:
    folded = words(question)
    assert read_idioms(folded) == folded


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("Quand a-t-il commencé ?", True),
        ("Depuis qd il enseigne ?", True),
        ("En quelle année a-t-elle déménagé ?", True),
        ("What year did he start?", True),
        ("Il vient quand même ?", False),
        ("Les années 90, il les a vécues où ?", False),
        # how long a stay lasted is told by its dates (« 2014-2023 »)
        ("Il est resté combien de temps à 42 ?", True),
        ("combien de temps a-t-elle passé à Lyon ?", True),
        # a habit's or a service's length is no date
        ("Il passe combien de temps à coder ?", False),
        ("Combien de temps dure une réparation ?", False),
    ],
)
def test_a_date_asked_is_told_apart(question: str, asked: bool) -> None:
    assert asks_when(words(question)) is asked


def test_describing_is_how_a_question_asks_not_what(make_vault: VaultFactory) -> None:
    # « Comment vous décririez ses qualités ? »: a profile listing them never writes « décrire »
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Inès, designer UX. Mes qualités : "
            "rigueur, écoute et esprit d'équipe.\n",
            "projet.md": "# Projet\n\nUne appli de covoiturage, testée avec dix personnes.\n",
            "loisirs.md": "# Loisirs\n\nCours de céramique le jeudi soir.\n",
        },
    )
    result = searcher.search("Comment vous décririez ses qualités ?")
    assert result.grounded and result.sources[0].slug == "moi", result.sources


def test_lessons_given_are_found_where_the_owner_says_she_teaches(make_vault: VaultFactory) -> None:
    # « donner des cours » is how a visitor asks it, « j'enseigne » how a teacher writes it; the
    # notes saying « cours » in another sense (a class she takes, a project in progress) do not
    # answer it
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Inès, designer UX freelance à Nantes.\n",
            "enseignement.md": "# Enseignement\n\nDepuis 2023, j'enseigne à l'École de design de "
            "Nantes : un module de tests utilisateurs.\n",
            "loisirs.md": "# Loisirs\n\nCours de céramique le jeudi soir.\n",
            "jeu.md": "# Side project\n\nUn jeu de société. En cours : le prototype v4.\n",
        },
    )
    result = searcher.search("Elle donne des cours ?")
    assert result.grounded and result.sources[0].slug == "enseignement", result.sources


def test_a_partner_asked_as_en_couple_is_found_where_the_owner_names_one(
    make_vault: VaultFactory,
) -> None:
    # « en couple » is how a visitor asks it, « mon compagnon » how a note writes it; without the
    # phrase read, no note holds « couple » and the question abstains
    filler = {
        f"{n}.md": f"# {n}\n\nÀ propos de {n} : Lyon, ateliers, cuissons.\n"
        for n in ("tarifs", "voyages", "lectures")
    }
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "# À propos\n\nJe suis Léa Morel, céramiste à Lyon.\n",
            "paul.md": "# Paul\n\nPaul, mon compagnon depuis 2019. Il est menuisier.\n",
            "atelier.md": "# Atelier\n\nTour, four électrique, émaux.\n",
            **filler,
        },
    )
    result = searcher.search("Elle est en couple ?")
    assert result.grounded and result.sources[0].slug == "paul", result.sources


def test_the_phrases_find_the_profile_and_the_journal(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "maintenant.md": "# Maintenant\n\nJe m'appelle Margot Tessier, je suis luthière et "
            "j'habite à Besançon.\n",
            "carriere.md": "# Carrière\n\nJe suis née en 1991 à Pontarlier.\n",
            "2025-10-18.md": "Concours de lutherie à Dole : médaille d'argent pour mon alto !\n",
            "appel-compta.md": "# Appel compta\n\nAppel du comptable : passer au régime réel.\n",
            "vieux-bois.md": "# Vieux bois\n\nLa vie d'un violon tient à son bois.\n",
        },
    )
    profile = {"maintenant", "carriere"}  # a now page and a career timeline
    assert set(searcher.bundle.owner.profiles) == profile
    expect = {
        "Comment s'appelle-t-elle ?": {"maintenant"},
        "Que fait-elle dans la vie ?": profile,  # not the note on « la vie d'un violon »
        "Où vit-elle ?": {"maintenant"},
        "D'où vient-elle ?": {"carriere"},
        "A-t-elle déjà gagné un prix ?": {"2025-10-18"},
    }
    for question, slugs in expect.items():
        result = searcher.search(question)
        assert result.grounded and result.sources[0].slug in slugs, (question, result.sources)


@pytest.mark.parametrize(
    ("question", "job"),
    [
        ("Quel est son métier ?", True),
        ("il fait quoi comme boulot", True),
        ("elle fai koi comme metier", True),
        ("il fé koi comme boulo", True),
        ("Présente-toi", True),
        ("Introduce yourself", True),
        ("Quel est son parcours ?", False),  # the career's own note answers it
        ("Que fait-elle dans la vie ?", True),
        ("What does he do for a living?", True),
        ("What is her job?", True),
        ("Où a-t-elle appris son métier ?", False),  # where she learned it
        ("Que fait-il le week-end ?", False),
        ("Parle-moi de son travail sur la libft", False),
        ("Quel poste recherche-t-il ?", False),  # what he looks for
        ("Que fait-il actuellement ?", False),  # « actuellement » is asked too
        ("Et aujourd'hui elle fait quoi comme métier ?", True),  # the job held now
        ("Où travaille-t-elle ?", True),
        ("elle bosse où exactement ?", True),  # « où » after the verb asks the same
        ("ou travail il ?", True),  # the verb typed as the noun it sounds like
        ("Where does he teach?", True),  # a teacher's workplace
        ("Où enseigne-t-elle ?", True),
        ("What does he teach?", False),  # the subjects
        ("Où est son lieu de travail pendant l'été ?", False),
        ("Il bosse dans quoi exactement ?", True),  # the trade
        ("elle travaille dans quoi ?", True),
        ("Il bosse sur quoi ?", False),  # the work in hand
    ],
)
def test_a_question_asking_only_the_job_is_told_apart(question: str, job: bool) -> None:
    assert asks_person(words(question)) is job


@pytest.mark.parametrize(
    ("question", "begun"),
    [
        ("En quelle année a-t-il commencé à travailler dans l'ostréiculture ?", True),
        ("Elle a débuté comment ?", True),
        # the infinitive after « avoir » is the past participle misspelt, as visitors type it
        ("quelle imprimente 3d il a commencer avec", True),
        ("Quand pourrait-il commencer ?", False),
        ("Quand peut-il commencer ?", False),  # when he can start: his availability
        ("Quand commence-t-il ?", False),
        ("À quelle date commence son contrat ?", False),  # « à » is no « a »
    ],
)
def test_a_beginning_told_in_the_past_is_no_availability(question: str, begun: bool) -> None:
    read = read_idioms(words(question))
    assert (not {"commence", "commencer", "debute"} & set(read)) is begun


def test_chat_spellings_are_read_before_a_leading_c(real_searcher: Searcher) -> None:
    # « c koa le … »: « koa » is « quoi », so the « c » is « c'est », not the C language
    assert "c" not in real_searcher.analyser.analyse("c koa le projet libft").tokens
    assert "c" in real_searcher.analyser.analyse("A-t-il codé en C ?").tokens


def test_a_database_is_answered_by_its_name(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Fernand, développeur.\n",
            "transcendence.md": "# ft_transcendence\n\nUn site de pong en ligne : Django et PostgreSQL.\n",
            "inception.md": "# Inception\n\nNginx, WordPress et MariaDB dans des conteneurs Docker.\n",
            "velo.md": "# Vélo\n\nMes sorties de la semaine, données GPS comprises.\n",
        },
    )
    found = {s.slug for s in searcher.search("Quelles bases de données a-t-il utilisées ?").candidates[:2]}
    assert found == {"transcendence", "inception"}  # not « données GPS »


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Elle est à son compte depuis quand ?", "independant"),
        ("t'es à ton compte depuis quand ?", "independant"),
        ("Il a ouvert un compte Instagram ?", "compte"),  # an account
    ],
)
def test_working_on_ones_own_account_is_being_self_employed(question: str, read: str) -> None:
    assert read in read_idioms(words(question))


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Sa lettre d'info, elle repose sur quels outils ?", "newsletter"),
        ("Il envoie une lettre d'information ?", "newsletter"),
        ("Il a écrit une lettre de motivation ?", "lettre"),  # a letter, no newsletter
    ],
)
def test_a_lettre_d_info_is_a_newsletter(question: str, read: str) -> None:
    assert read in read_idioms(words(question))


@pytest.mark.parametrize(
    ("question", "gone", "kept"),
    [
        ("Quels projets IA a-t-il réalisés en dehors du cursus 42 ?", {"dehors", "cursus", "42"}, {"ia"}),
        (
            "Quels sont les projets IA qu'il a menés en dehors des projets du cursus 42 ?",
            {"dehors", "cursus", "42"},
            {"projets", "ia"},
        ),
        ("Quels projets hors cursus 42 ?", {"hors", "cursus", "42"}, {"projets"}),
        (
            "Quelles réalisations en dehors des exercices de l'école ?",
            {"exercices", "ecole"},
            {"realisations"},
        ),
        # time off, not a set-aside: the pastimes are what is asked
        ("Quels sont ses loisirs en dehors de l'atelier ?", set(), {"loisirs", "atelier"}),
        # a place, no list asked: where the owner goes is asked with it
        ("Vous vous déplacez en dehors de Nantes ?", set(), {"dehors", "nantes"}),
        ("Quel est l'autre objectif des Ottomans en dehors de Akhaltsikhe?", set(), {"akhaltsikhe"}),
        # « perso » after the things asked says whose they are, no pastime; « autour de », about
        ("Quels sont ses projets perso autour de l'IA ?", {"perso", "autour"}, {"projets", "ia"}),
        ("Vous intervenez jusqu'où autour de Lyon ?", set(), {"autour", "lyon"}),
    ],
)
def test_what_a_list_question_sets_aside_is_no_word_asked(
    question: str, gone: set[str], kept: set[str]
) -> None:
    read = read_idioms(words(question))
    assert gone.isdisjoint(read), read
    assert kept <= set(read), read


@pytest.mark.parametrize(
    ("question", "gone"),
    [
        ("Il a des hobbies à part la programmation ?", {"part", "la", "programmation"}),
        # a pastime set aside: the verb and its object (« à part chercher des cailloux »)
        ("elle aime faire quoi ? à part chercher des cailloux", {"chercher", "des", "cailloux"}),
        ("Elle expose quelque part ?", {"quelque", "part"}),
        ("La piscine, ça dure combien de jours ?", {"dure"}),
        ("Côté salaire, il demande combien ?", {"cote"}),
        ("Il est bricoleur côté matériel ?", {"cote", "bricoleur"}),  # mid-question too
        ("Comment il s'y prend avec le varroa ?", {"prend"}),  # how he goes about it
        ("Elle s'est embrouillée à cause du bruit ?", {"cause"}),  # because of
        ("Il vit dans quel coin de France ?", {"france"}),  # where, widened
        ("Elle habite dans quel coin de la France ?", {"la", "france"}),
        ("Au bout de combien de temps on reçoit les photos ?", {"au", "bout"}),
        ("Il sait nettoyer un jeu de données ?", {"jeu"}),  # a dataset, no game
    ],
)
def test_a_frame_around_what_is_asked_is_no_word_asked(question: str, gone: set[str]) -> None:
    assert gone.isdisjoint(read_idioms(words(question)))
    assert "hobbies" in read_idioms(words("Il a des hobbies à part la programmation ?"))
    # a side, a place: « à côté de », « de l'autre côté »
    assert "cote" in read_idioms(words("Il habite à côté de Perpignan ?"))
    assert "cote" in read_idioms(words("Il vit de l'autre côté de la frontière ?"))


def test_a_handy_person_repairs() -> None:
    assert "reparer" in read_idioms(words("Il est plutôt bricoleur ?"))
    # tinkering with a thing is no repair
    assert "reparer" not in read_idioms(words("Il bricole avec des imprimantes 3D ?"))


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Il est né où ?", "originaire"),
        ("Où est-elle née ?", "originaire"),
        ("Where was he born?", "hometown"),
    ],
)
def test_a_birthplace_asked_is_read_as_the_origin(question: str, read: str) -> None:
    assert read in read_idioms(words(question))


def test_the_negation_ne_is_no_birth() -> None:
    assert "originaire" not in read_idioms(words("Il ne travaille pas où ?"))


def test_an_origin_and_an_age_are_written_as_a_bio_writes_them() -> None:
    for text in (
        "Né à Dax en 1989, photographe depuis 2013",
        "J'ai grandi à **Sélestat** (Centre-Alsace)",
        "je suis née le 3 mars 1988 à Pontarlier",
        "Je suis un enfant du Rouergue : j'ai vu le jour le 9 avril 1982 à Villefranche",
        "originaire de Bastia",
        "I grew up in Cork",
        "Né·e le 14 mars 1991 à Quimper",  # inclusive writing agrees it for everyone
        "iel est né.e à Brest en 1990",
    ):
        assert writes_origin(text), text
    for text in ("je viens de terminer le prototype", "né à la fin", "born in 1989", "grand projet"):
        assert not writes_origin(text), text
    assert writes_birth("j'ai vu le jour le 9 avril 1982") and writes_birth("Né à Dax en 1989")
    assert writes_birth("né(e) en 1991 à Vannes") and not writes_birth("donné en 1991")
    assert not writes_birth("vu le jour de la livraison")


def test_a_home_is_written_as_a_place_after_living_or_working_on_ones_own() -> None:
    for text in (
        "designer pigiste basée à Montréal, dans Villeray",
        "j'habite à Besançon",
        "nous habitons Murat",
        "je suis traductrice et interprète indépendante à Strasbourg, dans le quartier du Neudorf",
        "kiné libéral à Annecy depuis 2015",
        "graphiste freelance à Nantes",
        "Lieu: Saint-Pierre-des-Corps (37)",  # a profile's field
        "- Ville : Figeac",
        "a freelance designer based in Grenoble",
    ):
        assert writes_home(text), text
    for text in (
        *("Je vis avec mon chum", "une mission indépendante de la précédente", "travail en libéral"),
        *("Lieu : à définir", "au lieu: Tours"),  # (no field opening its line on a place)
    ):
        assert not writes_home(text), text


def test_an_age_is_written_as_ones_own_or_as_a_birth() -> None:
    assert writes_age("J'ai 41 ans (depuis le 14 mars, merci pour les messages)")
    assert writes_age("Âge : 47 ans") and writes_age("I'm 34 and live in Tours")
    assert writes_age("Maëlle Guérin est née à Quimper en 1990.")  # a third-person bio
    # someone named, born, in a first-person text is someone else: the writer says « je suis née »
    text = "Je suis revenue à Orléans début 2016. Lison est née en novembre 2016."
    assert not writes_age(text) and writes_birth(text)  # (the kin's age asked: theirs)
    assert writes_age("Lison est née en 2016 ; moi, je suis née en 1985.")
    assert not writes_age("Trois ans de restauration") and not writes_age("I'm 80% sure")


def test_a_relatives_birth_is_theirs() -> None:
    # the kin word just before the birth says whose it is
    assert not writes_origin("Lou, notre fille, née le 2 juin 2021 à Angers")
    assert not writes_birth("mon frère, né en 1985, vit à Lyon")
    assert writes_origin("Ma fille est à Angers. Je suis née à Quimper")
    assert writes_birth("Née en 1988 à Quimper, j'ai une fille de 5 ans")


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Elle vient d'où ?", "originaire"),
        ("Il vient d'ailleurs ?", "originaire"),
        ("Elle est du coin ?", "localisation"),  # whether she lives around here
        ("Où a-t-elle appris son métier ?", "formation"),  # the school, not a lesson learnt
        ("Où est-ce qu'elle a appris le théâtre ?", "formation"),
    ],
)
def test_where_she_comes_from_and_where_she_learnt_it(question: str, read: str) -> None:
    assert read in read_idioms(words(question))


def test_a_lesson_learnt_is_no_school() -> None:
    assert "formation" not in read_idioms(words("Qu'a-t-il appris à 42 ?"))
    assert "formation" not in read_idioms(words("Il l'a appris seul ou à l'école ?"))


def test_what_she_does_for_a_living_asked_with_the_pronoun_first() -> None:
    assert asks_person(words("Elle fait quoi dans la vie exactement ?"))
    assert asks_person(words("il fait quoi ?"))
    assert not asks_person(words("Il fait quoi le week-end ?"))


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Elle a déjà été récompensée pour son travail ?", ["elle", "a", "deja", "ete", "recompensee"]),
        ("Quel logiciel utilise-t-il dans son travail ?", ["quel", "logiciel", "utilise", "t", "il"]),
        ("Which tools does she use in her work?", ["which", "tools", "does", "she", "use"]),
        # nothing else asked: the job is what is asked
        ("Que fait-elle pour son travail ?", ["que", "fait", "elle", "pour", "son", "travail"]),
        # « toucher à » is practising it: the domain is asked, not the keys a note lists
        ("Il touche à la domotique ?", ["il", "a", "la", "domotique"]),
        # « en gros », « en bref »: how short the answer may be
        ("c koi cub3d en gros", ["c", "koi", "cub3d"]),
        ("Son parcours en bref ?", ["son", "parcours"]),
    ],
)
def test_the_owners_work_as_the_frame_of_a_question_is_not_asked(question: str, read: list[str]) -> None:
    assert read_idioms(words(question)) == read


def test_a_rate_asked_after_the_verb_is_found_and_not_invented(
    atelier_searcher: Searcher, real_searcher: Searcher
) -> None:
    question = "Il prend combien de l'heure ?"
    # the cabinetmaker's rates page says « 58 € HT de l'heure »
    found = atelier_searcher.search(question)
    assert found.grounded and found.sources[0].title == "Tarifs et délais"
    # « l'heure » is what the rate is per, not hours counted: a vault without a rate (a
    # learning project's « prix estimé ») does not answer it
    assert not real_searcher.search(question).grounded


def test_a_phone_number_or_an_email_is_a_way_to_reach_someone() -> None:
    for text in ("· 06 39 98 12 54", "Tél. 04.50.39.98.20", "+33 6 12 34 56 78", "bonjour@ines.example"):
        assert writes_reach(text), text
    for text in ("RPPS 10 003 998 127", "en 2024, 12 000 téléchargements", "SIRET 123 456 789 00012"):
        assert not writes_reach(text), text


@pytest.mark.parametrize(
    ("question", "origin"),
    [
        ("Il est d'où à la base ?", True),
        ("D'où êtes-vous ?", True),
        ("Tu es d’où ?", True),
        ("Il est où en ce moment ?", False),  # where he is, not where he is from
        ("D'où vient le nom de la compagnie ?", False),  # a thing's origin
    ],
)
def test_where_someone_is_from_is_read_before_the_elision_is_lost(
    gig_searcher: Searcher, question: str, origin: bool
) -> None:
    tokens = gig_searcher.analyser.analyse(question).tokens
    assert any(t.startswith("originair") for t in tokens) is origin


@pytest.mark.parametrize(
    ("text", "award"),
    [
        ("Estuaire a reçu le Prix du disque Jazz'Ouest en 2019.", True),
        ("Prix du jury jeune public, festival Petits Pas, 2016", True),
        ("Le Jardin d'hiver de Mme Oda — Prix Fil d'Ariane 2022", True),
        # a rank before it
        ("Une image de Béton bleu a reçu le 2e prix du concours photo.", True),
        ("Elle a remporté le premier prix de la ville.", True),
        ("17 tatouages en deux jours et… 2e prix « meilleur petit format ».", True),  # no verb
        ("Premier prix : 45 € la séance", False),  # a price list's cheapest line
        ("Le prix d'un violon neuf : 6 800 €", False),  # a price
        ("Prix : 390 €", False),
        ("Prix HT : 650 € par jour", False),
        ("Prix de vente 2026 : 15 € le vinyle", False),
        ("Le prix de cession est de 900 € HT", False),
    ],
)
def test_an_award_is_written_without_the_word_asked(text: str, award: bool) -> None:
    assert writes_award(text) is award


def test_an_award_asked_in_english_is_found_in_the_profile(gig_searcher: Searcher) -> None:
    # "awards" reads « récompense », a word the bio never writes: « qui a reçu le Prix du disque »
    result = gig_searcher.search("Has he won any awards?")
    assert result.grounded and "Bio" in {gig_searcher.bundle.notes[i].slug for i in result.answer_notes}


@pytest.mark.parametrize(
    ("text", "hobby"),
    [
        ("Hors des plateaux, elle chante (alto) dans un chœur et nage en eau libre.", True),
        ("Le reste du temps je cours sur les volcans.", True),
        ("Centres d'intérêt : céramique, course à pied, chorale, jeux de société.", True),
        ("Outside the workshop: sailing on Lake Annecy, ski touring in winter.", True),
        ("Hors musique, je navigue dès que je peux sur mon petit voilier.", True),
        ("La synchro hors ligne de l'appli, et un synthé pour les tests.", False),
        ("Je fabrique des guitares et des violons depuis 2009.", False),  # a luthier's trade
        ("Cuisine équipée livrée en mars, plan de travail en chêne.", False),
        ("Le trail des Aravis passe devant le cabinet.", False),  # one activity, no leisure said
    ],
)
def test_a_pastime_is_written_as_an_activity_off_work(text: str, hobby: bool) -> None:
    assert writes_hobby(text) is hobby


def test_pastimes_asked_are_the_owners_written_in_other_words(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "presentation.md": "---\ntype: parcours\n---\n# Présentation\n\nJe m'appelle Lise "
            "Arnaud, je suis metteuse en scène à Poitiers.\n\nJe dirige la compagnie depuis 2014.\n\n"
            "Hors des plateaux, je chante dans un chœur de femmes et je nage en eau libre.\n",
            "bastien.md": "# Bastien\n\nRégisseur de la compagnie. Ses loisirs : l'escalade et la "
            "boxe, passionné de grimpe.\n",
            "repetitions.md": "# Répétitions\n\nJe suis trop en dehors quand je joue la présidente.\n",
        }
    )
    searcher = Searcher(parse_bundle(build_bundle(root).data), owner_name="Lise Arnaud")
    for question in (
        "Qu'est-ce qu'elle fait de son temps libre ?",
        "Quels sont ses loisirs ?",
        "elle fait quoi en dehors du boulot ?",
    ):
        result = searcher.search(question)
        # her own pastimes, not the stage manager's « loisirs » nor a rehearsal's « en dehors »
        assert result.grounded and result.answer_notes == (searcher.bundle.slug_index["presentation"],), (
            question,
            result.sources,
        )


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("Où a-t-il travaillé avant d'ouvrir sa boulangerie ?", "Où a-t-il travaillé avant ?"),
        ("Avant de créer sa compagnie, elle jouait où ?", "Avant, elle jouait où ?"),
        ("Elle a bossé où avant de se lancer en freelance ?", "Elle a bossé où avant ?"),
        ("Que faisait-il avant de devenir dev et pourquoi ?", "Que faisait-il avant et pourquoi ?"),
        ("What did she do before starting her company?", "What did she do before?"),
        # a follow-up read with the previous answer: the clause ends with its question
        (
            "Où a-t-il travaillé avant d'être indépendant ? Chez Vercors Énergie, de 2019 à 2023.",
            "Où a-t-il travaillé avant ? Chez Vercors Énergie, de 2019 à 2023.",
        ),
    ],
)
def test_the_clause_after_avant_is_when_not_what_is_asked(question: str, kept: str) -> None:
    # « d'ouvrir sa boulangerie » is the owner's present: what is asked is the career before it
    assert words(unframed(question)) == words(kept)


@pytest.mark.parametrize(
    "question",
    [
        "Comment il a repéré les données aberrantes avant d'entraîner sa régression ?",
        "Pourquoi elle ponce le bois avant de le vernir ?",
        "How did he clean the data before training the model?",
    ],
)
def test_a_method_asked_keeps_its_next_step(question: str) -> None:
    # asked how or why, « avant de + infinitive » is the next step of what is asked, its topic
    assert unframed(question) == question


def test_a_method_asked_before_its_next_step_asks_no_past(real_searcher: Searcher) -> None:
    question = (
        "Comment il a repéré les données aberrantes avant d'entraîner sa régression "
        "sur les prix des voitures ?"
    )
    analysis = real_searcher.analyser.analyse(question)
    assert not analysis.personal and "regression" in analysis.tokens, analysis
    result = real_searcher.search(question)
    assert result.grounded and result.sources[0].slug == "ft-linear-regression", result.sources


@pytest.mark.parametrize(
    "question", ["Que faisait-il avant 2015 ?", "Et avant ça ?", "Il faisait quoi avant le bac ?"]
)
def test_avant_without_an_infinitive_heads_no_clause(question: str) -> None:
    assert unframed(question) == question


@pytest.mark.parametrize(
    ("text", "earlier"),
    [
        ("De 2008 à 2015, j'ai été chef boulanger à la Boulangerie Verdier, à Paris.", True),
        ("- 2018–2023 : luthière salariée chez Archet & Volute, Dijon", True),
        ("I trained at École Camondo, spent eight years at Studio Perrault.", True),
        ("Ancienne infirmière, j'ai travaillé dix ans en gériatrie.", True),
        ("Je suis boulanger à Dijon depuis 2016, avec Élise.", False),
        # a CV's table writes its spans with an arrow; one running to today is the present job
        ("| 2014 → 2017 | Ingénieur SRE | Plumeo | Lyon |", True),
        ("- 2011 -> 2014 : responsable exploitation", True),
        ("| 2020 → aujourd'hui | Consultante indépendante | Rennes |", False),
        ("Lou a 7 ans et fait de l'escalade.", False),
        # a job entered, held, left, told as a story
        ("Quatorze ans de SAV chez Arvéa : en 2004, je suis entré comme technicien.", True),
        ("J'y suis resté quatorze ans, au service après-vente.", True),
        ("Je suis entré dans la boutique sans rien acheter.", False),
        ("Then spent fourteen years as an after-sales technician for Arvéa.", True),
        ("Dix ans comme infirmière en gériatrie, puis la reconversion.", True),
        # what the owner did first is what came before (« iel », the non-binary pronoun, too)
        ("Iel a d'abord fait des études de géographie, puis un master de géomatique.", True),
        ("J'ai d'abord été prof de maths dans un collège de Rennes.", True),
        ("Iel a travaillé trois ans dans un bureau d'études.", True),
        ("D'abord, merci d'être passé : voici mes projets.", False),
    ],
)
def test_an_earlier_occupation_is_written_as_a_career(text: str, earlier: bool) -> None:
    assert writes_earlier_work(text) is earlier


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("De 2008 à 2014 j'ai été gestionnaire sinistres habitation chez Mutuelle Atlantique.", True),
        ("- 2018–2023 : luthière salariée chez Archet & Volute, Dijon", True),
        # a span of years in a school is studies, not the job a « boulot avant » asks
        ("- 2004–2009 : Institut national du patrimoine, diplôme de restaurateur", False),
        ("- 2000–2003 : Licence d'histoire de l'art, université de Bourgogne", False),
        ("- 2000–2003 : Licence, Dijon\n- 2009–2014 : restaurateur chez Corbel, Paris", True),
    ],
)
def test_an_earlier_job_is_a_career_line_that_is_no_study(text: str, job: bool) -> None:
    assert writes_earlier_job(text) is job


def test_what_the_owner_did_before_is_the_career_in_the_profile(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "qui-suis-je.md": "---\ntype: parcours\n---\n# Qui suis-je\n\nJe suis boulanger à Dijon : "
            "avec Élise, nous tenons Le Fournil depuis 2016.\n\nDe 2008 à 2015, j'ai été chef "
            "boulanger chez Verdier, à Paris, puis une année à Montréal.\n\nJ'ai quitté Paris en 2016.\n",
            "histoire.md": "# Histoire du Fournil\n\nOuvrir une boulangerie, c'est trouver un four.\n",
        }
    )
    searcher = Searcher(parse_bundle(build_bundle(root).data), owner_name="Hugo")
    result = searcher.search("Où est-ce qu'il a travaillé avant d'ouvrir sa boulangerie ?")
    # the profile's career answers; the story of the opening only shares the clause's words
    assert result.grounded and result.answer_notes == (searcher.bundle.slug_index["qui-suis-je"],)


def test_a_place_asked_is_an_address_on_a_persons_vault_only() -> None:
    # an encyclopedia's « Où se trouve le siège de l'ONU ? » asks no address
    folded = words("Où se trouve le siège de l'ONU ?")
    assert read_idioms(folded, personal=False) == folded
    assert "localisation" in read_idioms(folded, personal=True)


def test_a_framework_asked_with_its_js_suffix_is_the_one_a_note_names(make_vault: VaultFactory) -> None:
    # « Vue.js » (« vuejs ») is the « Vue 3 » of the side project's note
    searcher = searcher_on(
        make_vault,
        {
            "Projets/Kestrel.md": "# Kestrel\n\nUne appli de relevés d'oiseaux, écrite en Vue 3 avec Vite.\n",
            "Projets/Site.md": "# Site\n\nMon site, en Astro et en React.\n",
        },
    )
    result = searcher.search("Elle fait du Vue.js ?")
    assert result.grounded and result.sources[0].slug == "Kestrel", result


@pytest.mark.parametrize(
    "question",
    ["Quelles certifs elle a déjà en poche ?", "Elle est arrivée avec quel diplôme en poche ?"],
)
def test_something_held_in_pocket_is_something_obtained(question: str) -> None:
    # « avoir X en poche »: X obtained; the pocket is no word a note must hold
    read = read_idioms(words(question))
    assert "poche" not in read and "en" not in read


def test_an_account_on_a_platform_asks_the_platform(make_vault: VaultFactory) -> None:
    # the contact list writes « GitHub : paulrey », no « compte »: « un compte GitHub » asks it,
    # and an account the notes never name (LinkedIn) stays unanswered
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nPaul Rey, développeur à Brest.\n\n## Contact\n\n- GitHub : paulrey\n"
            "- Site : paulrey.fr\n",
            "banque.md": "# Budget\n\nLe compte de l'association est tenu à jour chaque mois.\n",
        },
    )
    for question in ("Vous avez un compte GitHub ?", "What is his GitHub account?", "Un profil github ?"):
        result = searcher.search(question)
        assert result.grounded and result.sources[0].slug == "moi", (question, result.sources)
    assert not searcher.search("Il a un compte LinkedIn ?").grounded
    # an account that is no platform's keeps its word
    assert searcher.search("Qui tient le compte de l'association ?").sources[0].slug == "banque"


@pytest.mark.parametrize(
    ("question", "read", "gone"),
    [
        ("Il a quel âge, au juste ?", "age", {"au", "juste"}),
        ("il a quel âge à vue de nez ?", "age", {"vue", "nez"}),
        ("On peut visiter quel jour ?", "quand", {"jour"}),
        ("paraît qu'il a travaillé à Lyon ?", "travaille", {"parait"}),
        ("J'ai cru lire qu'il parle japonais ?", "japonais", {"cru", "lire"}),
        ("j'ai lu quelque part qu'il code en Rust", "rust", {"lu", "quelque", "part"}),
        ("kel jour ya les atelier ?", "quand", {"jour"}),
        ("What day can I visit?", "when", {"day"}),
        ("Où travaillait-il juste avant de reprendre ses études ?", "avant", {"juste"}),
        ("c'est vrai qu'il a été soignant ?", "soignant", {"vrai"}),
        ("Est-il vrai qu'elle parle japonais ?", "japonais", {"vrai"}),
        ("il a fait ça pendant combien de temps ?", "combien", {"pendant"}),
        ("Avant de se mettre au code, il gagnait sa vie comment ?", "metier", {"gagnait", "vie"}),
        ("How does she earn a living?", "job", {"earn", "living"}),
        (
            "Qu'est-ce qui l'a poussé à changer complètement de voie ?",
            "reconversion",
            {"pousse", "completement"},
        ),
        ("Pourquoi a-t-elle changé de cap ?", "reconversion", {"cap"}),
        (
            "Pourquoi il a lâché le métier de soignant pour se mettre à l'informatique ?",
            "reconversion",
            {"lache", "metier"},
        ),
        ("Why did she quit her job to become a baker?", "reconversion", {"quit", "job"}),
        # « Ils nous font confiance », the section of client logos: clients
        ("Quels musées lui font confiance ?", "client", {"font", "confiance"}),
        # « en ligne » with an address asked: a web address, written « https://… »
        ("On peut la tester en ligne ? C'est quoi l'adresse ?", "http", {"ligne", "adresse", "tester"}),
        ("Where can I try it online?", "http", {"online", "try"}),
        # "business partner": an associate, no spouse (« partner » alone is one)
        ("Who was her business partner before she went solo?", "associe", {"business", "partner"}),
        ("Elle est qui, en quelques mots ?", "qui", {"quelques", "mots"}),
        ("Who is she, in a few words?", "who", {"few", "words"}),
        ("Présente-moi Fernand en quelques phrases.", "fernand", {"quelques", "phrases"}),
        ("Comment il est tombé dans l'IA au départ ?", "decouvert", {"tombe", "au", "depart"}),
        ("Et l'IA, comment il est tombé dedans au départ ?", "decouvert", {"tombe", "dedans", "depart"}),
        ("C'est venu sur le tard, la musique ?", "musique", {"sur", "le", "tard"}),
        ("What was his job before he moved into IT?", "it", {"moved"}),
    ],
)
def test_a_filler_or_a_set_phrase_around_the_question_is_read_away(
    question: str, read: str, gone: set[str]
) -> None:
    folded = read_idioms(words(question))
    assert read in folded and gone.isdisjoint(folded), folded


@pytest.mark.parametrize(
    "question",
    [
        "Il a gagné sa place en finale ?",
        "Elle a changé de voiture ?",
        "Il est juste à côté ?",
        "La vie à Lyon ?",
        "Il travaille combien de jours par semaine ?",
        "Elle paraît jeune sur la photo ?",
        "Il a lu quels livres ?",
    ],
)
def test_the_same_words_outside_those_phrases_stay(question: str) -> None:
    folded = read_idioms(words(question))
    assert "metier" not in folded and "reconversion" not in folded and folded == words(question)


def test_when_not_working_asks_the_pastimes() -> None:
    # « et quand il bosse pas il fait quoi ? »: time off, as « en dehors du boulot »
    for question in ("et quand il bosse pas il fait quoi ?", "Quand elle ne travaille pas, elle fait quoi ?"):
        read = read_idioms(words(question))
        assert "loisir" in read and "pas" not in read
    # not a job stopped: « il travaille pas le lundi ? » asks no pastime
    assert "loisir" not in read_idioms(words("il travaille pas le lundi ?"))


def test_working_on_which_tool_asks_the_tool() -> None:
    # « il bosse sur quel logiciel ? »: the software is asked; working is the frame, no job
    for question in ("il bosse sur quel logiciel pour mixer ?", "elle travaille avec quels outils ?"):
        read = read_idioms(words(question))
        assert not {"bosse", "travaille", "client"} & set(read)
    # « pour qui a-t-il travaillé ? » still asks his clients
    assert "client" in read_idioms(words("pour qui a-t-il travaillé ?"))


def test_asks_pushed_is_a_why() -> None:
    assert asks_pushed(words("Qu'est-ce qui l'a motivée à ouvrir son atelier ?"))
    assert not asks_pushed(words("Il a poussé la porte du fablab ?"))
    # « qu'est-ce qui lui a donné envie de… ? », « le déclic »: why, the wish itself never written
    assert asks_pushed(words("Qu'est-ce qui lui a donné envie de faire de la poterie ?"))
    assert asks_pushed(words("C'était quoi le déclic pour la poterie ?"))
    assert not asks_pushed(words("Elle a envie de faire de la poterie ?"))
    read = read_idioms(words("qu'est-ce qui lui a donné envie de tourner ?"))
    assert "envie" not in read and "donne" not in read and "tourner" in read


def test_an_earned_living_and_a_filler_find_the_profile(make_vault: VaultFactory) -> None:
    # « au juste » is in no note: read as a word it would sink the question (an unknown word
    # weighs the most); « gagner sa vie » asks the job a CV lists
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Loïc, 44 ans, menuisier à Vannes. Avant, j'étais "
            "facteur pendant quinze ans.\n",
            "atelier.md": "# Atelier\n\nMon atelier est à Theix : une scie à format et un établi.\n",
        },
    )
    for question in ("Il a quel âge, au juste ?", "Il gagnait sa vie comment, avant ?"):
        result = searcher.search(question)
        assert result.grounded and result.sources[0].slug == "moi", (question, result.sources)


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("C'est combien de l'heure chez vous ?", ["coute", "combien", "chez", "vous"]),
        ("c combien de la journée ?", ["coute", "combien"]),
        ("C'est combien de temps ?", ["est", "combien", "de", "temps"]),  # a length, no price
        # a measure's value, no price; the chat's « c » is no C language
        ("la température du LLM c combien", ["la", "temperature", "du", "llm", "combien"]),
    ],
)
def test_a_rate_per_hour_asked_with_the_copula_is_a_price(question: str, read: list[str]) -> None:
    # the unit of time a rate is per is no thing priced: a rates table says « Taux horaire »
    assert read_idioms(words(question)) == read


@pytest.mark.parametrize(
    "question", ["Which old-school game is his cub3D modeled on?", "What was his old job?"]
)
def test_old_that_asks_no_age_is_read_away(question: str) -> None:
    assert "old" not in read_idioms(words(question))


def test_the_members_of_something_are_that_thing() -> None:
    read = read_idioms(words("C'est qui, les membres de sa famille ?"))
    assert "membres" not in read and "famille" in read
    assert "membres" in read_idioms(words("Combien de membres compte l'association ?"))


def test_a_number_after_a_demonstrative_points_back() -> None:
    # « ces deux-là » are the things the last answer named: no number asked
    read = read_idioms(words("Et avant ces deux-là, il avait lesquelles ?"))
    assert "deux" not in read and "la" not in read and "avait" in read


@pytest.mark.parametrize(
    "question", ["Si j'annule 5 jours avant, je paie ?", "Can I cancel two weeks before?"]
)
def test_a_span_before_an_event_asks_no_previous_occupation(question: str) -> None:
    read = read_idioms(words(question))
    assert "avant" not in read and "before" not in read


def test_a_trip_leaving_from_a_place_keeps_its_departure() -> None:
    assert "depart" in read_idioms(words("Les balades au départ de Tours, c'est quand ?"))


def test_everyone_is_no_world_asked() -> None:
    # « tout le monde » is everyone; « le monde du travail » is still asked
    assert "monde" not in read_idioms(words("pour éviter que tout le monde se bloque"))
    assert "monde" in read_idioms(words("le monde du travail"))


def test_the_trick_asked_is_the_approach_a_note_explains(make_vault: VaultFactory) -> None:
    # the vault never writes « astuce »: the note explaining « une approche classique » answers
    searcher = searcher_on(
        make_vault,
        {
            "bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe suis Fernand, étudiant à 42.\n",
            "philo.md": "# Philosophers\n\nDes philosophes partagent des fourchettes. "
            "Pour éviter un blocage, une approche classique consiste à faire prendre "
            "la fourchette droite d'abord au dernier.\n",
        },
    )
    assert searcher.search(
        "Dans le projet des philosophes, quelle astuce il utilise pour éviter le blocage ?"
    ).grounded
    assert not searcher.search("Dans le projet des philosophes, quel compilateur il utilise ?").grounded


def test_how_long_since_asks_a_date_and_how_long_it_took_does_not() -> None:
    for question in (
        "Ça fait combien de temps qu'il est étudiant à 42 ?",
        "depuis combien de temps elle peint ?",
    ):
        assert asks_when(words(question)), question
    assert not asks_when(words("Il a mis combien de temps à finir minishell ?"))


def test_how_long_he_has_been_a_student_is_dated_by_his_cv(real_searcher: Searcher) -> None:
    result = real_searcher.search("Ça fait combien de temps qu'il est étudiant à 42 ?")
    assert result.grounded and result.sources[0].slug in {"bio-fernand", "cv-grascalvet-fernand"}, (
        result.sources
    )


@pytest.mark.parametrize(
    "question",
    ["c'était quoi le déclic pour tout plaquer ?", "pourquoi elle a tout lâché ?", "il a tout quitté ?"],
)
def test_leaving_everything_is_a_career_change(question: str) -> None:
    # « tout plaquer » is no « flaque » a typo reads: a life's work left for another
    read = read_idioms(words(question))
    assert "reconversion" in read and "tout" not in read, read


def test_when_a_thing_dates_from_is_when_it_was_made(si_searcher: Searcher) -> None:
    # « il date de quand ? »: no « date » written; « le site actuel »: the site the vault
    # describes, which it never calls « actuel »
    assert read_idioms(words("le site actuel il date de quand ?"))[-1:] == ["quand"]
    assert "date" in read_idioms(words("Quelle est la date du stage ?"))
    units = si_searcher.analyser.analyse("le site actuel il date de quand ?").units
    assert [u.term for u in units] == ["site"], units
    result = si_searcher.search("le site actuel il date de quand ?")
    assert result.grounded and {"Site web", "Site web v2"} & {s.slug for s in result.sources[:2]}, (
        result.sources
    )


def test_catching_the_bug_of_a_thing_asks_how_the_passion_began() -> None:
    folded = words("Comment il a attrapé le virus de l'IA ?")
    read = read_idioms(folded)
    assert "virus" not in read and "attrape" not in read and "ia" in read, read
    assert asks_pushed(folded)
    # a virus caught is one, elsewhere (« Il a déjà eu un virus sur son PC ? »)
    assert "virus" in read_idioms(words("Il a déjà eu un virus sur son PC ?"))
    assert not asks_pushed(words("Il a déjà eu un virus sur son PC ?"))


def test_the_trigger_of_leaving_everything_is_told_by_the_owner_s_story(si_searcher: Searcher) -> None:
    result = si_searcher.search("c'était quoi le déclic pour tout plaquer ?")
    assert result.grounded and result.sources[0].slug in {"Mon parcours", "À propos"}, result.sources
    assert "Mon parcours" in [s.slug for s in result.sources[:2]], result.sources


@pytest.mark.parametrize(
    "question",
    ["Pourquoi a-t-il quitté son job chez Supervaltech ?", "Elle a quitté le métier en quelle année ?"],
)
def test_a_job_left_with_nothing_taken_up_is_no_career_change(question: str) -> None:
    assert "reconversion" not in read_idioms(words(question))


def test_a_line_is_no_web_address_unless_one_is_asked() -> None:
    # « en ligne » alone (« en ligne de commande », « cours en ligne ») stays a line
    assert "http" not in read_idioms(words("Il code en ligne de commande ?"))
    assert "http" not in read_idioms(words("Vous donnez des cours en ligne ?"))
    assert "http" not in read_idioms(words("Elle est disponible pour des cours en ligne ?"))


def test_a_cause_is_written_by_its_connective_whatever_follows_it() -> None:
    # « parce que », « à cause des », « en raison du »: the connective before a noun or a clause
    for line in ("J'ai arrêté parce que le trajet était trop long", "à cause des retards de paiement"):
        assert writes_cause(line), line
    for line in ("en raison du froid", "grâce au club", "suite à un licenciement", "parce qu'il pleuvait"):
        assert writes_cause(line), line
    assert not writes_cause("La cause animale me tient à cœur") and not writes_cause("en raisonnant")
    assert asks_why_work_ended("pourquoi vous bossez plus pour Vieilles Coques ?")
    assert asks_why_work_ended("Why doesn't she work with the festival anymore?")
    # working *at* a venue ended: « au Zinc », « chez Dupont », « à la Gare aux Sons »
    assert asks_why_work_ended("pourquoi il travaille plus au Zinc Électrique ?")
    assert asks_why_work_ended("pourquoi elle bosse plus chez Dupont ?")
    # stopping to work with someone: « arrêté de bosser avec », "stopped working with"
    assert asks_why_work_ended("pourquoi t'as arrêté de bosser avec les chalets de Vauveix ?")
    assert asks_why_work_ended("Why did she stop working with the hotel?")
    assert not asks_why_work_ended("pourquoi t'as arrêté la banque ?")
    assert not asks_why_work_ended("pourquoi il travaille au Zinc ?")
    assert not asks_why_work_ended("pourquoi il travaille avec le festival ?")


def test_a_street_address_and_where_a_place_is_asked() -> None:
    for text in ("L'atelier : 6 rue de l'Échevinage, Saint-Jean", "12 bis, avenue Foch", "14 Mill Lane"):
        assert writes_address(text), text
    for text in ("3 rues plus loin", "en 2019, rue barrée", "2 chemins possibles", "2 cours par semaine"):
        assert not writes_address(text), text
    for question in (
        "ou se trouve latelier",
        "c ou la boulangeri exactement, l'adrese ?",
        "ou é son ateilier ?",
    ):
        assert asks_where(question), question
    assert asks_where("Where exactly is her workshop?") and asks_where("le cabinet il est ou exactement ?")
    for question in (
        "c koi son adress mail",
        "Il travaille en C ou en Python ?",
        "Où est-ce qu'elle a appris ?",
    ):
        assert not asks_where(question), question
    assert not asks_where("Where did he work before?")


@pytest.mark.parametrize(
    "question", ["Je vois qu'il a une RQTH", "J'ai lu que tu fais du vélo", "I see he has a van"]
)
def test_what_the_visitor_noticed_is_no_word_asked(question: str) -> None:
    # « je vois que » says how the visitor came to ask: no note writes « vois »
    read = read_idioms(words(question))
    assert not {"vois", "lu", "see"} & set(read)
    assert read[-1] in ("rqth", "velo", "van")
