"""The words a visitor asks with and the notes don't write (lexicon groups, frame words): the
bridge answers, and the question stays unanswered where no note says the thing."""

from __future__ import annotations

import pytest

from tests.conftest import VaultFactory, searcher_on

BRIDGES = [
    # « pour iPhone » as a visitor says it, « iOS » as a developer's CV writes it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Claire, développeuse freelance à Lyon.\n",
            "cv.md": "# CV\n\nJe suis Claire, développeuse. Je développe des applis Android et iOS "
            "avec Kotlin Multiplatform.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "Elle développe aussi pour iPhone ?",
        "Elle développe aussi pour Windows ?",
        id="iphone-is-ios",
    ),
    # « pour quels journaux » as a visitor asks it, « Médias pour lesquels je travaille » as a
    # freelance journalist's page heads the list
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Antoine, journaliste indépendant dans le Lot.\n",
            "medias.md": "# Médias et rédactions\n\nMédias pour lesquels j'écris : La Voix du Quercy "
            "(quotidien), Terres d'Oc (mensuel).\n",
            "jardin.md": "# Potager\n\nLes courgettes ont envahi le potager, j'écris un carnet de semis.\n",
        },
        "Pour quels journaux il écrit ?",
        "Pour quelles radios il écrit ?",
        id="newspapers-are-media",
    ),
    # « formé aux premiers secours » as a visitor asks it, « PSC1 », « secouriste » as a CV lists it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Mathieu, moniteur d'escalade dans le Vercors.\n",
            "certifications.md": "# Certifications\n\nMes diplômes :\n\n- DEJEPS escalade, 2011\n"
            "- PSC1, recyclé en 2025\n"
            "- SST (sauveteur secouriste du travail), 2021\n",
            "voie.md": "# Grande voie\n\nUne belle journée en tête, six longueurs au soleil.\n",
        },
        "Il est formé aux premiers secours ?",
        "Il est formé à la plongée sous-marine ?",
        id="first-aid-is-psc1",
    ),
    # « son logiciel de CAO » as a visitor asks it, « modélisation 3D » as a maker writes it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Lucie, maquettiste à Nantes.\n",
            "impression.md": "# Impression 3D\n\nJe dessine mes pièces en modélisation 3D sur le logiciel "
            "Fusion 360, puis je les imprime en PETG. La modélisation prend plus de temps.\n",
            "ia.md": "# IA\n\nJ'essaie plusieurs modèles de langage en local.\n",
            "velo.md": "# Vélo\n\nLe dimanche, je roule vers Clisson.\n",
            "salon.md": "# Salon\n\nStand au salon des maquettistes de Rennes en 2025.\n",
            "atelier.md": "# Atelier\n\nMon atelier est à Rezé, ouvert le samedi.\n",
        },
        "Elle utilise quel logiciel de CAO ?",
        "Elle utilise quel logiciel de comptabilité ?",
        id="cad-is-modelling",
    ),
    # « vous louez ? » as a visitor asks it, « Location de pianos » as the shop's page names it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Anouk, accordeuse de pianos à Tours.\n",
            "location.md": "# Location de pianos\n\nDeux pianos droits disponibles : un Yamaha U1 "
            "(55 € par mois) et un Schimmel (40 € par mois).\n",
            "accord.md": "# Accord\n\nUn accord prend une heure et demie, chez vous.\n",
            "atelier.md": "# Atelier\n\nMon atelier est à Joué-lès-Tours, ouvert le samedi.\n",
        },
        "Quels pianos vous louez ?",
        "Quels pianos vous vendez ?",
        id="renting-is-location",
    ),
    # « fan de… » as a visitor says it, « passionné de… » as a CV writes it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Paul, électricien à Albi. Passionné de photographie "
            "argentique depuis mes douze ans.\n",
            "chantier.md": "# Chantier\n\nMise aux normes d'un tableau électrique à Gaillac.\n",
        },
        "Il est fan de photo argentique ?",
        "Il est fan de rugby ?",
        id="a-fan-is-passionate",
    ),
    # « ses parents » as a visitor asks it, « mon père… ma mère… » as a profile tells them
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Solène, luthière à Dieulefit. J'ai grandi à Besançon : mon "
            "père travaillait comme horloger, ma mère était professeure de piano.\n",
            "atelier.md": "# L'atelier\n\nUn établi, deux fenêtres, des copeaux partout.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "Ses parents font quoi dans la vie ?",
        "Sa sœur fait quoi dans la vie ?",
        id="parents-are-father-and-mother",
    ),
    # « mariée ? » as a visitor asks it, « pacsés » (the French civil partnership) as a bio says it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Léa, professeure de physique à Tours. Hugo et moi, on est "
            "pacsés depuis 2017.\n",
            "atelier.md": "# L'atelier\n\nUn établi, deux fenêtres, des copeaux partout.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "Elle est mariée ?",
        "Elle a des enfants ?",
        id="married-is-pacsed",
    ),
    # « sa VM » as an admin types it, « une machine virtuelle » as a project note spells it, while
    # another note writes « VM » in passing
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Théo, étudiant en informatique à Perpignan.\n",
            "serveur.md": "# Serveur Debian\n\nInstaller une machine virtuelle sous Debian, la sécuriser "
            "avec UFW et Fail2ban.\n",
            "cv.md": "# CV\n\nCompétences : VM, Docker, shell.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "Pour son serveur Debian, il a sécurisé sa VM avec quoi ?",
        "Il a une voiture électrique ?",
        id="vm-is-a-virtual-machine",
    ),
    # « une PME » as a recruiter says it, « entreprise » as a note writes it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Théo, administrateur système à Perpignan.\n",
            "stage.md": "# Stage\n\nSix mois dans une entreprise de logistique : j'y gérais le serveur "
            "Windows et les sauvegardes.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "A-t-il géré un serveur Windows dans une PME ?",
        "A-t-il géré un serveur Windows dans une banque ?",
        id="pme-is-a-firm",
    ),
    # « des hobbies » in the French plural, « Loisirs » as a profile heads them
    pytest.param(
        {
            "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Théo, administrateur système.\n\n"
            "## Loisirs\n\nImpression 3D et domotique.\n",
            "stage.md": "# Stage\n\nSix mois de programmation Python dans une entreprise de logistique.\n",
        },
        "Il a des hobbies à part la programmation ?",
        "Il a des enfants ?",
        id="hobbies-are-loisirs",
    ),
    # « se débrouiller dans une langue » is the frame of the languages asked, not a word to find
    pytest.param(
        {
            "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Théo, administrateur système.\n\n"
            "## Langues\n\n- Anglais : courant\n- Espagnol : notions\n",
            "stage.md": "# Stage\n\nSix mois de programmation Python dans une entreprise de logistique.\n",
        },
        "Il se débrouille dans quelles langues ?",
        "Il se débrouille dans quels sports ?",
        id="getting-by-is-a-frame",
    ),
    # « le poste visé » as a recruiter asks it, « je recherche » as a CV writes it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Théo, administrateur système à Perpignan.\n",
            "cv.md": "# CV\n\nJe recherche une alternance en cybersécurité, un poste d'analyste SOC.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "Il vise quel genre de poste ?",
        "Il vise quel salaire ?",
        id="aiming-is-looking-for",
    ),
    # « son savoir-être » as a recruiter asks it, the qualities a CV lists; « côté » opens the topic
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Théo, administrateur système à Perpignan.\n",
            "cv.md": "---\ntype: parcours\n---\n# CV\n\n## Qualités\n\nRigueur, adaptation, calme.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "Côté savoir-être, il met quoi en avant ?",
        "Côté salaire, il demande combien ?",
        id="savoir-etre-is-qualities",
    ),
    # « la sélection d'entrée » as a visitor asks it, « l'admission » as a school's page writes
    # it; « ça dure » is the frame of the count asked
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Théo, étudiant à l'école 42.\n",
            "ecole.md": "# L'école 42\n\nL'admission : entrée par la piscine, 26 jours.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année, mise à jour du potager.\n",
        },
        "La sélection d'entrée, ça dure combien de jours ?",
        "Le stage de fin d'études, ça dure combien de jours ?",
        id="selection-is-admission",
    ),
    # « surveiller » as a visitor asks it, « observabilité » as a tech note writes it; a bot
    # is the note's chatbot
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Théo, développeur à Perpignan.\n",
            "chatbot.md": "# Mon chatbot\n\nUn chatbot sur Ollama. Observabilité : Langfuse sur chaque "
            "génération.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "Comment il surveille son bot ?",
        "Comment il surveille ses serveurs ?",
        id="watching-is-observability",
    ),
    # « passer par » a tool is using it: the note saying why it is not used never writes the verb
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Théo, développeur à Perpignan.\n",
            "lettre.md": "# Ma lettre d'info\n\nAuto-hébergée avec Listmonk, sans dépendre d'un "
            "service SaaS (Substack, Mailchimp).\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
            **{f"jour-{n}.md": f"# Jour {n}\n\nUne journée au bureau, la {n}e.\n" for n in range(4)},
        },
        "Pourquoi il n'est pas passé par Mailchimp ?",
        "Pourquoi il n'est pas passé par Mastodon ?",
        id="going-through-is-using",
    ),
    # « durcir » as a visitor asks it, « sécurisation » as an admin's note writes it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Théo, développeur à Perpignan.\n",
            "pi.md": "# Mon Raspberry\n\nSécurisation du serveur : SSH par clés, UFW et Fail2ban.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "Il sait durcir un serveur ?",
        "Il sait réparer un lave-linge ?",
        id="hardening-is-securing",
    ),
    # « les ordinateurs » as a visitor says them, « l'informatique », « PC » as a profile writes
    pytest.param(
        {
            "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Théo. Passionné d'informatique "
            "depuis l'enfance : je monte mes PC.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "Depuis quand il est passionné par les ordinateurs ?",
        "Depuis quand il joue au tennis ?",
        id="computers-are-informatique",
    ),
    # « Quel langage il préfère ? » as a visitor asks it, « principal », « de prédilection » as a
    # CV ranks its languages; a favourite the notes never name stays unanswered
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Hugo, développeur backend à Nantes.\n",
            "cv.md": "# CV\n\n## Langages\n\n- Go — langage principal depuis 2021\n- Python — scripts\n",
            "cuisine.md": "# Cuisine\n\nLe dimanche je fais du pain, une recette de ma grand-mère.\n",
        },
        "kel langage il prefere",
        "Quel est son plat préféré ?",
        id="preferred-is-principal",
    ),
    # « le petit terminal » as a visitor says it, « interpréteur de commandes inspiré de bash »
    # as the project page writes it; « petit » alone is no topic (a sorting project's « petit
    # nombre d'éléments » is no shell)
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Léa, étudiante à 42 Lyon.\n",
            "minishell.md": "# minishell\n\nUn interpréteur de commandes minimaliste codé en C, inspiré "
            "de bash : pipes, redirections, signaux.\n",
            "push_swap.md": "# push_swap\n\nTrier une pile en C. Pour un petit nombre d'éléments, un tri "
            "simple suffit.\n",
        },
        "C'est quoi le petit terminal qu'elle a codé en C ?",
        "Elle a fait un petit robot en C ?",
        id="terminal-is-shell",
    ),
    # « on reçoit les photos » as a client asks it, « Livraison des photos » as the page is headed
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Gwen, photographe de mariage à Quimper.\n",
            "livraison.md": "# Livraison des photos\n\n- Mariage : galerie en ligne sous 6 semaines.\n",
            "mariage.md": "# Mariage\n\nJe photographie 15 mariages par an, d'avril à octobre.\n",
        },
        "Au bout de combien de temps on reçoit les photos du mariage ?",
        "Au bout de combien de temps on reçoit l'album imprimé ?",
        id="receiving-is-delivery",
    ),
    # « l'exploitation de sa famille » as a visitor asks it, « ostréiculture familiale » as a bio
    # writes it: the family's, not the family asked about
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Loïc, 47 ans, développeur à Perpignan. Avant, douze ans dans "
            "l'ostréiculture familiale à Leucate.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné cette année.\n",
        },
        "Il a bossé combien de temps dans l'ostréiculture de sa famille ?",
        "Il a bossé combien de temps dans la boulangerie de sa famille ?",
        id="familial-is-the-familys",
    ),
    # « donne des cours » as a visitor asks it, « formateur vacataire » as a trade writes it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Yannick, apiculteur dans la Drôme.\n",
            "cfppa.md": "# CFPPA\n\nJ'y interviens comme formateur vacataire : cours sur les maladies.\n",
            "miel.md": "# Miels\n\nLavande, thym, châtaignier.\n",
        },
        "Il donne des cours ?",
        "Il donne des concerts ?",
        id="teaching-as-a-sessional-trainer",
    ),
    # « genre tableurs » as a visitor asks it, « Excel avancé » as an old CV writes it
    pytest.param(
        {
            "moi.md": "# Moi\n\nJe suis Bastien, chevrier dans la Drôme.\n",
            "cv.md": "# CV\n\nCOMPÉTENCES\n- Excel avancé (TCD, macros simples), SAP\n- Anglais courant\n",
            "table.md": "# La Table de Louise\n\nUn restaurant à Nyons, client depuis 2023.\n",
        },
        "il s'y connaît en informatique, genre tableurs ?",
        "il s'y connaît en informatique, genre bases de données ?",
        id="a-spreadsheet-is-excel",
    ),
]


@pytest.mark.parametrize(
    ("question", "frame"),
    [
        ("Quels outils d'IA sait-il utiliser ?", "sait"),  # « savoir faire » : a modal
        ("Quel modèle tourne derrière son chatbot ?", "tourn"),  # a model runs
        ("Quel modèle tourne derrière son chatbot ?", "derrier"),
        ("Il se débrouille dans quelles langues ?", "debrouil"),
        ("Il passe par quelle plateforme pour ses envois ?", "pass"),  # going through: using
    ],
)
def test_a_verb_framing_the_question_weighs_light(
    make_vault: VaultFactory, question: str, frame: str
) -> None:
    # the vault writes the verbs too (« Théo sait tourner la page »): they are still the frame
    moi = "# Moi\n\nJe suis Théo, développeur. Théo sait tourner la page, derrière lui.\n"
    searcher = searcher_on(make_vault, {"moi.md": moi})
    units = searcher.analyser.analyse(question).units
    # (the words the vault knows still weigh their own: « outils », « langues »)
    assert not [u for u in units if u.term.startswith(frame) and not u.light]
    assert [u for u in units if not u.light]


@pytest.mark.parametrize(("notes", "asked", "absent"), BRIDGES)
def test_a_word_the_notes_write_otherwise_is_bridged(
    make_vault: VaultFactory, notes: dict[str, str], asked: str, absent: str
) -> None:
    # the bridge answers the question, and a question on what no note says stays unanswered
    searcher = searcher_on(make_vault, notes)
    assert searcher.search(asked).grounded
    assert not searcher.search(absent).grounded


def test_genre_saying_what_kind_weighs_as_a_frame_word(make_vault: VaultFactory) -> None:
    # « genre frottis » is spoken French for "such as a smear test": « genre » is no topic the
    # notes must hold (it would weigh the most, as a word the vault never writes)
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Solène, sage-femme libérale à Grenoble.\n",
            "prestations.md": "# Prestations\n\n- Suivi gynéco de prévention : frottis, "
            "contraception.\n- Préparation à la naissance.\n",
            "velo.md": "# Vélo\n\nSortie de 60 km dans le Vercors dimanche.\n",
            "trail.md": "# Trail\n\nUn trail de 30 km dans le Vercors.\n",
            "lecture.md": "# Lectures\n\nUn roman de Giono, lu en une semaine.\n",
        },
    )
    question = "Elle fait le suivi gynéco, genre frottis ?"
    assert "genr" in {u.term for u in searcher.analyser.analyse(question).units if u.light}
    assert searcher.search(question).grounded
    assert searcher.search("Elle fait des frottis, genre ?").grounded
    assert not searcher.search("Elle fait de l'acupuncture, genre moxibustion ?").grounded


def test_taking_place_is_the_frame_of_an_event_asked(make_vault: VaultFactory) -> None:
    # « s'est déroulé » asks of an event, which a note tells (« sous la pluie ») and seldom with
    # the verb: it weighs as a frame word, not as the word the vault never writes
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Julien, photographe à Bordeaux.\n",
            "avis.md": "# Avis clients\n\n« Même sous la pluie il nous a fait rire. » — Inès & Hugo\n",
            "lopez.md": "# Mariage Lopez\n\nInès & Hugo Lopez, 17 août 2024, Arcachon.\n",
            "nguyen.md": "# Mariage Nguyen\n\nLinh & Paul, 2 septembre 2023, Cap Ferret, grand soleil.\n",
            "materiel.md": "# Matériel\n\nDeux boîtiers, trois objectifs fixes.\n",
            "tarifs.md": "# Tarifs\n\nFormule journée : 1 850 €.\n",
        },
    )
    assert searcher.search("Quel mariage s'est déroulé sous la pluie ?").grounded
    assert not searcher.search("Quel mariage s'est déroulé sous la neige ?").grounded


def test_a_pair_counts_the_thing_asked(make_vault: VaultFactory) -> None:
    # « quelles paires de langues » asks for the languages a translator works from and into; her
    # profile lists them (« de l'anglais et du japonais vers le français ») without the word
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Aurélie, traductrice littéraire. Je traduis de "
            "l'anglais et du japonais vers le français.\n\n## Langues\n\n- français : langue maternelle\n",
            "manga.md": "# Onomatopées\n\nLes onomatopées du manga résistent à la langue cible.\n",
            "kansai.md": "# Kansai\n\nUn an au Japon, à Hirakata.\n",
            "keigo.md": "# Keigo\n\nLa politesse japonaise, un casse-tête.\n",
            "roanne.md": "# Roanne\n\nLa ville où j'ai grandi.\n",
            "the.md": "# Thé\n\nUn sencha le matin, un hojicha le soir.\n",
            "club.md": "# Club de lecture\n\nRéunion à la médiathèque ; une paire de lunettes oubliée.\n",
            "cv.md": "# CV\n\nMaster de traduction littéraire, Paris, 2011.\n",
        },
    )
    question = "Quelles paires de langues elle propose ?"
    assert "pair" in {u.term for u in searcher.analyser.analyse(question).units if u.light}
    assert searcher.search(question).grounded


def test_the_rain_asked_is_the_shower_a_note_tells(make_vault: VaultFactory) -> None:
    # « sous la pluie » as a visitor asks it, « averse » as the wedding's note tells it
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "# Moi\n\nJe suis Julien, photographe à Bordeaux.\n",
            "avis.md": "# Avis clients\n\n« Il nous a fait rire toute la journée. » — Inès & Hugo\n",
            "lopez.md": "# Mariage Lopez\n\n17 août 2024, Arcachon. Averse énorme pendant le cocktail, "
            "une autre averse au dessert.\n",
            "nguyen.md": "# Mariage Nguyen\n\n2 septembre 2023, Cap Ferret, grand soleil.\n",
            "materiel.md": "# Matériel\n\nDeux boîtiers, trois objectifs fixes.\n",
            "tarifs.md": "# Tarifs\n\nFormule journée : 1 850 €.\n",
        },
    )
    result = searcher.search("Quel mariage s'est déroulé sous la pluie ?")
    assert result.grounded and result.sources[0].slug == "lopez"


def test_a_shops_front_asked_is_its_window(make_vault: VaultFactory) -> None:
    # « la devanture » as a visitor asks it, « la vitrine » as the bookseller files the works
    files = {
        "moi.md": "# Moi\n\nJe suis Thierry, libraire à Chinon.\n",
        "vitrine_2023.md": "# Nouvelle vitrine (2023)\n\nFait en juin 2023 : la vieille vitrine "
        "remplacée, le seuil refait pour les poussettes.\n",
        "club.md": "# Club de lecture\n\nLe premier jeudi du mois, 4 € la séance.\n",
    }
    for n in range(10):
        files[f"journal-{n}.md"] = f"# Jour {n}\n\nOuvert à 9 h, {n} cartons de livres reçus.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("la devanture a été refaite quand ?")
    assert result.grounded and result.sources[0].slug == "vitrine_2023"


def test_two_things_asked_one_or_the_other_are_held_by_either(make_vault: VaultFactory) -> None:
    # « quels CTF ou compétitions ? »: the note of CTFs answers, though it never says
    # « compétition »; « où » (where) is no « ou »
    files = {
        "a-propos.md": "---\ntype: parcours\npronoun: elle\n---\n# À propos\n\nJe suis Maëlle, "
        "étudiante en cybersécurité à Rennes.\n",
        "ctf.md": "# CTF\n\n- FCSC 2026 : 412e\n- BreizhCTF 2026 : 23e sur 80 équipes\n",
        "volley.md": "# Volley\n\nJe joue au volley, poste de passeuse, le mardi soir.\n",
    }
    for n in range(6):
        files[f"cours-{n}.md"] = f"# Cours {n}\n\nUn cours de réseau, chapitre {n}.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("Elle a fait quels CTF ou compétitions ?")
    assert result.grounded and result.sources[0].slug == "ctf"
    units = searcher.analyser.analyse("Elle a fait quels CTF ou compétitions ?").units
    assert [u.term for u in units] == ["ctf"]
    units = searcher.analyser.analyse("Elle joue au volley où à Rennes ?").units
    assert {u.term for u in units} == {"joue", "volley", "ren"}
    # three choices, the first before a comma: one thing asked, held by any of them
    units = searcher.analyser.analyse("Elle a fait des CTF, des TP ou des compétitions ?").units
    assert [u.term for u in units] == ["ctf"]
    assert {t for t, _ in units[0].alternatives} >= {"tp", "compet"}


def test_a_choice_whose_complement_the_vault_never_writes_holds_nothing(make_vault: VaultFactory) -> None:
    # « des acouphènes ou des problèmes d'audition ? »: the rates page's « en cas de problème »
    # is no hearing problem; the second choice is as sure as its complement is known
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Yannick, ingénieur du son.\n",
        "concert.md": "# Concert\n\n380 € la journée. En cas de problème de matériel, je remplace.\n",
    }
    for n in range(6):
        files[f"journal-{n}.md"] = f"# Jour {n}\n\nBalances au Chabada, soirée {n}.\n"
    searcher = searcher_on(make_vault, files)
    question = "il a des acouphènes ou des problèmes d'audition ?"
    units = searcher.analyser.analyse(question).units
    assert dict(units[0].alternatives).get("problem") == 0.0
    assert not searcher.search(question).grounded
    # a known complement keeps the choice whole (« des problèmes de matériel »)
    other = searcher.analyser.analyse("il a des pannes ou des problèmes de matériel ?").units
    assert dict(other[0].alternatives).get("problem", 1.0) == 1.0


def test_a_region_asked_is_where_the_owner_lives_not_the_other_way(make_vault: VaultFactory) -> None:
    # « De quelle région est-il ? » is answered by the profile's place; « Où habite-t-il ? » is
    # not answered by the regions a wine merchant prefers
    notes = {
        "moi.md": "# Moi\n\nJe suis Bastien, caviste.\n\n- Ville : Lyon, Croix-Rousse\n",
        "regions.md": "# Régions préférées\n\nMes régions préférées : Beaujolais, Rhône nord, Loire.\n",
        "cave.md": "# La cave\n\nLa cave ouvre du mardi au samedi.\n",
    }
    searcher = searcher_on(make_vault, notes)
    lives = searcher.search("Où habite-t-il ?")
    assert lives.grounded
    assert [s.slug for s in lives.sources][:1] == ["moi"]
    assert "regions" not in [s.slug for s in lives.sources]
    region = searcher.search("Il vient de quelle région ?")
    assert region.grounded
    assert "moi" in [s.slug for s in region.sources]


def test_a_deposit_asked_as_arrhes_is_the_acompte_the_rates_write(make_vault: VaultFactory) -> None:
    # « Faut-il verser des arrhes pour réserver ? »: the conditions say « Acompte de 30 % à la
    # réservation »; « verser » is how one pays it, no word the notes must write
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Laurent, guide de haute montagne.\n",
        "conditions.md": "# Conditions\n\n- Acompte de 30 % à la réservation.\n- Solde 30 jours avant.\n",
    }
    for n, place in enumerate(("Queyras", "Écrins", "Vanoise", "Mont-Blanc", "Oisans")):
        files[f"course-{n}.md"] = (
            f"# Course {n}\n\nSortie de ski de randonnée dans le {place}, à la journée.\n"
        )
    searcher = searcher_on(make_vault, files)
    result = searcher.search("Faut-il verser des arrhes pour réserver ?")
    assert result.grounded and result.sources[0].slug == "conditions"


def test_a_graphics_card_asked_is_answered_by_the_cards_name(make_vault: VaultFactory) -> None:
    # "What graphics card does the transcription app run on?" and « machine Ubuntu avec RTX
    # 4090 »: a card's name answers « quel GPU ? » as a database's answers « quelle base ? »;
    # « RTX » asked is not answered by any GPU
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Fernand, développeur.\n",
        "transcription.md": "# Transcription audio\n\nUne application web de transcription, sur une "
        "machine Ubuntu avec RTX 4090 pour le calcul lourd.\n",
        "jeu.md": "# Jeu vidéo\n\nUn jeu en C++ qui tourne sur un GPU intégré.\n",
    }
    searcher = searcher_on(make_vault, files)
    for question in (
        "What graphics card does the transcription app run on?",
        "Quel GPU pour la transcription ?",
    ):
        result = searcher.search(question)
        assert result.grounded and result.sources[0].slug == "transcription", question
    gpu = {u.term: u for u in searcher.analyser.analyse("What graphics card does he use?").units}["gpu"]
    assert "rtx" in {t for t, _ in gpu.alternatives}
    assert {u.term: u for u in searcher.analyser.analyse("Il a une RTX ?").units}["rtx"].alternatives == ()


def test_a_price_by_the_month_is_the_rent_a_price_list_calls_monthly(make_vault: VaultFactory) -> None:
    # « locasion piano prix par mois » and a table's « Loyer mensuel : 48 € »; « une box de vins
    # mensuelle ? » is not answered by the months the notes name
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Anouk, accordeuse de pianos.\n",
        "location.md": "# Location de pianos\n\n| Piano | Loyer mensuel |\n|---|---|\n"
        "| Pleyel P8 | 40 € |\n\n- Durée minimum : 6 mois\n",
        "journal.md": "# Journal\n\nCe mois-ci, trois accords par semaine à Tours.\n",
    }
    searcher = searcher_on(make_vault, files)
    month = {u.term: u for u in searcher.analyser.analyse("location piano prix par mois").units}["moi"]
    assert {t for t, _ in month.alternatives} >= {"mensuel"}
    monthly = searcher.analyser.analyse("un abonnement mensuel ?").units
    assert all("moi" not in {t for t, _ in u.alternatives} for u in monthly)


def test_a_brevet_asked_is_answered_by_a_certificate(make_vault: VaultFactory) -> None:
    # « elle a le brevet ? » and « mon certificat de télépilote depuis 2019 »; « une
    # certification AWS ? » is not answered by any certificate the notes name
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Hélène, géomètre-expert.\n",
        "drone.md": "# Un drone au cabinet\n\nJ'ai mon certificat de télépilote depuis 2019.\n",
        "carrez.md": "# Loi Carrez\n\nMesurage, certificat remis sous 48 heures.\n",
    }
    searcher = searcher_on(make_vault, files)
    brevet = {u.term: u for u in searcher.analyser.analyse("elle a le brevet de pilote ?").units}["brevet"]
    assert "certificat" in {t for t, _ in brevet.alternatives}
    result = searcher.search("elle sait piloter un drone ? elle a le brevet ?")
    assert result.grounded and result.sources[0].slug == "drone", result.sources
    certification = searcher.analyser.analyse("elle a une certification AWS ?").units
    assert all("brevet" not in {t for t, _ in u.alternatives} for u in certification)


def test_paying_asked_is_the_payment_the_rates_write(make_vault: VaultFactory) -> None:
    # « on peut payer en plusieurs fois ? » and « Paiement possible en trois fois sans frais »
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Hélène, géomètre-expert.\n",
        "forfait.md": "# Forfait bornage\n\n1 380 € TTC. Paiement possible en trois fois sans frais.\n",
        "foret.md": "# Lidar en forêt\n\nJ'ai volé plusieurs fois au-dessus du bois.\n",
    }
    searcher = searcher_on(make_vault, files)
    result = searcher.search("Est-ce qu'on peut payer en plusieurs fois ?")
    assert result.grounded and "forfait" in [s.slug for s in result.sources], result.sources
    paying = {u.term: u for u in searcher.analyser.analyse("on peut payer par carte ?").units}["payer"]
    assert paying.alternatives  # « paiement », « règlement »
    english = searcher.search("Can I pay in instalments?")
    assert "forfait" in [s.slug for s in english.sources]
