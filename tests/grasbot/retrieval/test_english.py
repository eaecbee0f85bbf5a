"""English questions asked of a French vault: English grammar read as grammar (phrasal verbs,
pronouns, a verb told from a noun by its object), English words translated (lexicon)."""

from __future__ import annotations

import pytest

from grasbot.retrieval.analysis import is_english
from grasbot.retrieval.search import Searcher
from grasbot.retrieval.shapes import writes_value
from grasbot.tokenise import words
from tests.conftest import VaultFactory, searcher_on


def _press_vault(make_vault: VaultFactory) -> Searcher:
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Antoine, journaliste à Rodez. "
        "J'écris sur l'agriculture.\n",
        "livre.md": "# Les Derniers du Causse (livre)\n\nParution : 3 octobre 2024, aux éditions "
        "Pierre Sèche.\n\nQuatorze portraits de paysans du causse.\n",
        "lectures.md": "# Lectures\n\nUn livre de Mendras sur la fin des paysans, lu en 2019. "
        "Un livre sur l'eau, lu en 2021.\n",
        "it.md": "# Service IT\n\nJ'ai aidé le service IT du journal à migrer les serveurs.\n",
    }
    for n in range(8):
        files[f"article-{n}.md"] = f"# Article {n}\n\nUn reportage sur une ferme du causse, épisode {n}.\n"
    return searcher_on(make_vault, files)


def test_a_phrasal_verb_is_one_word(make_vault: VaultFactory) -> None:
    searcher = _press_vault(make_vault)
    # "came out" is a release (« Parution »), "it" the book: neither "come" nor "it" is asked
    result = searcher.search("What's his book about, and when did it come out?")
    assert result.grounded
    assert result.sources[0].slug == "livre"
    terms = {u.term for u in searcher.analyser.analyse("When did it come out?").units}
    assert "it" not in terms
    assert "come" not in terms
    # "keep track of" is « suivre », a light verb: the things tracked carry the question
    units = searcher.analyser.analyse("How does he keep track of the servers?").units
    assert {u.term for u in units if not u.light} == {"serveur"}


def test_it_in_capitals_is_the_acronym(make_vault: VaultFactory) -> None:
    searcher = _press_vault(make_vault)
    assert "it" in {u.term for u in searcher.analyser.analyse("Did he work in IT?").units}


def test_book_before_its_object_is_the_verb(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Solène, sage-femme à Fontaine.\n",
        "rdv.md": "# Prendre rendez-vous\n\nRéservation en ligne sur Doctolib, ou par SMS.\n",
        "lectures.md": "# Lectures\n\nUn livre sur la naissance, lu en 2019. Un livre sur l'allaitement, "
        "à relire.\n",
    }
    for n in range(8):
        files[f"garde-{n}.md"] = f"# Garde {n}\n\nUne nuit de garde à la maternité, semaine {n}.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("Can I book a session?")
    assert result.grounded
    assert result.sources[0].slug == "rdv"
    # the noun after a determiner is still a book
    terms = {u.term for u in searcher.analyser.analyse("What is her favourite book?").units}
    assert "livr" in terms
    assert "livr" not in {u.term for u in searcher.analyser.analyse("Can I book online?").units}


def test_a_trade_named_in_two_english_words_is_one_french_word(make_vault: VaultFactory) -> None:
    files = {
        "cv.md": "---\ntype: parcours\n---\n# CV\n\nJe suis Fernand, développeur depuis 2023. Avant, "
        "douze ans en ostréiculture à Marennes.\n",
        "projets.md": "# Projets\n\nUn robot de discussion, une newsletter, un site.\n",
    }
    for n in range(8):
        files[f"note-{n}.md"] = f"# Note {n}\n\nUn exercice de programmation en C, jour {n}.\n"
    searcher = searcher_on(make_vault, files)
    # "oyster farming" is « ostréiculture », "many" counts: neither asks a word of its own
    question = "How many years did he spend in oyster farming?"
    terms = {u.term for u in searcher.analyser.analyse(question).units}
    assert "many" not in terms
    assert not any(t.startswith("farm") for t in terms)
    result = searcher.search(question)
    assert result.grounded
    assert result.sources[0].slug == "cv"


def test_bees_are_the_insects_and_beekeeping_the_trade(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis apicultrice depuis 2012.\n",
        "noire.md": "# Abeille noire\n\nNos abeilles : l'abeille noire locale, des reines de chez nous.\n",
    }
    searcher = searcher_on(make_vault, files)
    read = searcher.analyser.analyse
    assert read("What kind of bees does she keep?").tokens[0] == "abeil"
    assert read("Since when has she been in beekeeping?").tokens[-1] == "apicultur"
    assert searcher.search("What kind of bees does she keep?").sources[0].slug == "noire"


def test_an_instrument_named_in_english_is_itself(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Margot, luthière à Besançon.\n",
        "tarifs.md": "# Tarifs\n\n- Réglage complet violon : 85 €\n- Location violoncelle : 45 €/mois\n",
        "guitare.md": "# Ma guitare\n\nUne vieille guitare achetée à Dijon, jamais réglée.\n",
    }
    for n in range(8):
        files[f"journal-{n}.md"] = f"# Journal {n}\n\nUne journée à l'atelier, vernis et ponçage, jour {n}.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("How much does she charge for a full setup of a violin?")
    assert result.grounded
    assert result.sources[0].slug == "tarifs"
    # the violin, not any instrument: the guitar's note does not hold it
    units = searcher.analyser.analyse("Does she play the violin?").units
    assert {u.term: u.alternatives for u in units if not u.light} == {"violon": ()}


def test_producing_is_the_french_production(make_vault: VaultFactory) -> None:
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Antoine, journaliste à Rodez.\n",
        "tarifs.md": "# Tarifs\n\n- Production audio (prise de son, montage) : 480 € HT la journée\n"
        "- Animation d'un débat : 550 € HT la demi-journée\n",
        "podcast.md": "# Sillons\n\nSillons est un podcast que je fais seul depuis 2021 : un "
        "épisode par mois, une personne qui vit de la terre.\n",
        "podcast-2.md": "# Écouter Sillons\n\nLe podcast Sillons s'écoute sur toutes les plateformes.\n",
        "podcast-3.md": "# Invités\n\nLes invités du podcast : une bergère, un maraîcher.\n",
    }
    for n in range(6):
        files[f"article-{n}.md"] = f"# Article {n}\n\nUn reportage sur une ferme du causse, épisode {n}.\n"
    searcher = searcher_on(make_vault, files)
    # "producing" is « production », as the rates write the audio work: untranslated, the
    # question weighed a word no note holds
    assert "production" in searcher.analyser.analyse("What's his day rate for producing a podcast?").tokens
    result = searcher.search("What's his day rate for producing a podcast?")
    assert result.grounded
    assert "tarifs" in [s.slug for s in result.sources[:2]]


def test_an_english_function_word_inside_a_name_is_the_names(make_vault: VaultFactory) -> None:
    # « The » in « Hack The Box » is the platform's name, not « thé » typed without its accent
    # (the vault writes « thé », so « the » is one of its words)
    files = {
        "a-propos.md": "---\ntype: parcours\npronoun: elle\n---\n# À propos\n\nJe suis Maëlle, "
        "étudiante en cybersécurité.\n",
        "ctf.md": "# CTF\n\n## Hack The Box\n\n- Lame (Linux)\n- Blue (Windows)\n",
        "claire.md": "# Pause\n\nToujours un thermos de thé sur le bureau.\n",
    }
    for n in range(6):
        files[f"cours-{n}.md"] = f"# Cours {n}\n\nUn cours de réseau, chapitre {n}.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("Quelles box Hack The Box elle a faites ?")
    assert result.grounded and result.sources[0].slug == "ctf"
    # the French word typed without its accent is still the vault's « thé »
    assert "the" in searcher.search("Elle boit du the ?").query_tokens


def _potter_vault(make_vault: VaultFactory) -> Searcher:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Inès, céramiste à Dieulefit. Mon atelier est "
        "au 3 chemin des Mûriers.\n",
        "stages.md": "# Atelier tournage\n\nUn samedi par mois, de 10 h à 17 h. Prix : 95 € par personne.\n",
    }
    for n in range(8):
        files[f"cuisson-{n}.md"] = f"# Cuisson {n}\n\nUne fournée de bols en grès, émail céladon, four {n}.\n"
    return searcher_on(make_vault, files)


def test_a_workshop_is_the_french_atelier(make_vault: VaultFactory) -> None:
    searcher = _potter_vault(make_vault)
    # where a craftsman works and what a trainer runs: « atelier » for both
    result = searcher.search("How much does the pottery workshop cost?")
    assert result.grounded
    assert result.sources[0].slug == "stages"


def test_an_english_adverb_that_stresses_is_no_word_asked(make_vault: VaultFactory) -> None:
    searcher = _potter_vault(make_vault)
    # "exactly" hedges the question; "per" says what the rate is counted by; "one of" picks
    # among the things asked, it names none
    units = searcher.analyser.analyse("Where exactly is one of her workshops? How much per person?").units
    assert not {"exactly", "per", "one"} & {u.term for u in units}


def test_documentaries_asked_in_english_are_the_documentaires_the_notes_write(
    make_vault: VaultFactory,
) -> None:
    # the English page writes "documentaries" too: the French note of the film still answers
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Yannick, ingénieur du son à Trélazé.\n",
        "about.md": "# About me\n\nI record location sound for short films and documentaries.\n",
        "veilleurs.md": "# Les Veilleurs de l'estuaire\n\nUn documentaire sur l'estuaire de la Loire.\n",
    }
    for n in range(6):
        files[f"concert-{n}.md"] = f"# Concert {n}\n\nRégie façade au Chabada, soirée {n}.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("Has he worked on any documentaries?")
    assert result.grounded
    assert "veilleurs" in [s.slug for s in result.sources[:2]]


def test_an_artists_studio_is_the_french_atelier(make_vault: VaultFactory) -> None:
    searcher = _potter_vault(make_vault)
    # where a craftsman works, asked as a studio: « l'atelier » the notes write
    a = searcher.analyser.analyse("Where is her studio?")
    assert [u.term for u in a.units] == ["ateli"]
    assert searcher.search("Where is her studio?").grounded


def test_a_camera_is_the_owners_gear(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Julien, photographe de mariage à Bordeaux.\n",
        "materiel.md": "# Matériel\n\n## Boîtiers\n- Sony A7 IV (principal)\n- Fujifilm X100V (voyage)\n",
        "equipe.md": "# Équipe\n\nMon second shooter, Paul, photographie les invités.\n",
    }
    for n in range(8):
        files[f"mariage-{n}.md"] = f"# Mariage {n}\n\nUn reportage photo à Saint-Émilion, album {n}.\n"
    searcher = searcher_on(make_vault, files)
    # « appareil photo » (typed « apareil » as it sounds) and "camera": the gear page answers
    for question in ("il a koi comme apareil foto", "What camera does he use?"):
        result = searcher.search(question)
        assert result.grounded, question
        assert result.sources[0].slug == "materiel", question


def test_a_translation_asked_in_english_is_the_french_traduction(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Aiko, je vis à Lyon. Mes lectures : Venuti, "
        "Grossman.\n",
        "residence.md": "# Résidence au CITL\n\nUn mois à Arles en 2024 pour la traduction d'Onomichi.\n",
        "voyage.md": "# Résidence d'été\n\nUne résidence de vacances à Kyoto, chez des amis, en 2019.\n",
    }
    for n in range(8):
        files[f"lecture-{n}.md"] = f"# Lecture {n}\n\nUn roman japonais lu dans le train, carnet {n}.\n"
    searcher = searcher_on(make_vault, files)
    question = "Has she ever done a translation residency?"
    assert {u.term for u in searcher.analyser.analyse(question).units} == {"traduction", "residenc"}
    result = searcher.search(question)
    assert result.grounded
    assert result.sources[0].slug == "residence"


def test_teaching_asked_in_english_is_the_french_enseigner(make_vault: VaultFactory) -> None:
    files = {
        "bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe suis Julien, pianiste de jazz à Nantes.\n",
        "conservatoire.md": "# Conservatoire de Nantes\n\nJ'enseigne le piano jazz au conservatoire "
        "depuis 2015.\n",
    }
    for n in range(8):
        files[f"concert-{n}.md"] = f"# Concert {n}\n\nUn concert en trio au Pannonica, set {n}.\n"
    searcher = searcher_on(make_vault, files)
    units = searcher.analyser.analyse("What subjects does he teach at the conservatoire?").units
    assert "enseign" in {u.term for u in units}


def _guide_vault(make_vault: VaultFactory, english_page: bool = False) -> Searcher:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Pierre, guide de haute montagne à Briançon.\n",
        "cours-de-ski.md": "# Cours de ski\n\nCours particuliers à Serre Chevalier, enfants et adultes.\n\n"
        "- 65 €/heure, minimum 2 heures.\n",
        "randonnee.md": "# Ski de randonnée\n\nJournée : 460 € par guide, six personnes au plus.\n",
    }
    if english_page:
        files["english.md"] = "# In English\n\nPrivate ski lessons with Pierre: 70 € per hour.\n"
    for n in range(8):
        files[f"course-{n}.md"] = f"# Course {n}\n\nUne course d'alpinisme dans les Écrins, jour {n}.\n"
    return searcher_on(make_vault, files)


def test_a_common_english_word_is_read_as_the_french_word_the_vault_writes(make_vault: VaultFactory) -> None:
    searcher = _guide_vault(make_vault)
    # "private" and "lesson" are in no synonym group: the translation table reads them
    # « particulier » and « cours », the words the note writes
    analysis = searcher.analyser.analyse("How much is a private ski lesson?")
    assert {"lexicon:private→particuli", "lexicon:lesson→cour"} <= set(analysis.reasons)
    result = searcher.search("How much is a private ski lesson?")
    assert result.grounded
    assert result.sources[0].slug == "cours-de-ski"
    # a French question is read as before: the table translates English only
    french = searcher.analyser.analyse("Un cours particulier ?")
    assert not any(r.startswith("lexicon:") for r in french.reasons)


def test_an_unknown_word_naming_which_thing_is_asked_weighs_as_unknown(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Pierre, moniteur de plongée à Collioure.\n",
        "cours.md": "# Cours de plongée\n\nCours en mer, enfants et adultes.\n\n- 65 €/heure.\n",
    }
    for n in range(8):
        files[f"sortie-{n}.md"] = f"# Sortie {n}\n\nUne sortie en bateau au cap Béar, jour {n}.\n"
    searcher = searcher_on(make_vault, files)
    # "ski" is untranslated and the vault never writes it: it says which lesson is asked, so
    # the diving lessons' price is no answer (a light word, it let « cours » + price ground)
    assert not searcher.search("How much is a private ski lesson?").grounded
    assert searcher.search("How much is a diving lesson?").grounded
    # a verb's form before a translated word says nothing of which thing ("lived abroad")
    units = {u.term: u for u in searcher.analyser.analyse("Has he lived abroad?").units}
    assert all(u.light for t, u in units.items() if t.startswith("liv"))


def test_good_at_asks_a_skill_by_its_object(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Théo, administrateur réseau.\n",
        "netpractice.md": "# NetPractice\n\nAdressage IP, masques de sous-réseau, routage : 10 niveaux de "
        "réseau.\n",
    }
    for n in range(6):
        files[f"jardin-{n}.md"] = f"# Jardin {n}\n\nLes tomates, semaine {n}.\n"
    searcher = searcher_on(make_vault, files)
    # "any good at" frames the skill asked: neither "good" nor "at" is a word to find
    units = searcher.analyser.analyse("Is he any good at networking?").units
    assert [u.term for u in units] == ["reseau"]
    assert searcher.search("Is he any good at networking?").grounded


def test_an_english_word_the_vault_writes_is_not_translated(make_vault: VaultFactory) -> None:
    searcher = _guide_vault(make_vault, english_page=True)
    # the vault's English page writes "private" and "lessons": that page answers as asked
    analysis = searcher.analyser.analyse("How much is a private ski lesson?")
    assert not any(r.startswith(("lexicon:private", "lexicon:lesson")) for r in analysis.reasons)
    assert searcher.search("How much is a private ski lesson?").sources[0].slug == "english"


def test_the_translation_table_translates_what_the_groups_do_not() -> None:
    from grasbot.retrieval.lexicon import GROUPS, english_stem
    from grasbot.retrieval.translations import TRANSLATIONS
    from grasbot.tokenise import fold, words

    grouped = {english_stem(w) for _, english in GROUPS for w in english}
    # one place per word: a word the groups read keeps its synonyms there
    assert not [w for w in TRANSLATIONS if english_stem(w) in grouped]
    for english, french in TRANSLATIONS.items():
        assert english == fold(english) and len(words(english)) == 1, english
        # each French word is one folded word, as a note's text is tokenised
        assert french and all(w == fold(w) and len(words(w)) == 1 for w in french), english


def test_an_os_is_the_systeme_d_exploitation_a_note_writes(make_vault: VaultFactory) -> None:
    # a French tech note names the OS in full; « os » alone is a stem of « oser »
    searcher = searcher_on(
        make_vault,
        {
            "serveur.md": "# Hébergement\n\nSystème d'exploitation : Windows Server 2025\n\n"
            "Serveur web : IIS 10\n",
            "audace.md": "# Audace\n\nJ'ai osé changer de métier.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné.\n",
        },
    )
    result = searcher.search("Which OS does his web server run on?")
    assert result.grounded
    assert result.sources[0].slug == "serveur"


def test_a_form_is_a_formulaire_not_a_formation(make_vault: VaultFactory) -> None:
    # « form » is the stem of « formation » (a school): the contact form is « le formulaire »;
    # "deliver" is not « livrer », which stems as « livre », a book
    searcher = searcher_on(
        make_vault,
        {
            "site.md": "# Site\n\nLe formulaire de contact envoie les messages via Brevo.\n",
            "formation.md": "# Formation\n\nÉtudiant à 42 : formation en informatique, messages de promo.\n",
            "lectures.md": "# Lectures\n\nLes livres lus cette année.\n",
        },
    )
    result = searcher.search("How does the contact form deliver messages?")
    assert result.grounded and result.sources[0].slug == "site"
    assert "lectures" not in [s.slug for s in result.sources]


def test_computer_science_is_informatique_not_a_science(make_vault: VaultFactory) -> None:
    # the CV writes « étudiant en informatique »; the data-science course says « science » only
    searcher = searcher_on(
        make_vault,
        {
            "cv.md": "# CV\n\n- 2023 – 2025 : étudiant en informatique à 42 Perpignan\n",
            "data.md": "# Piscine data science\n\nUn sprint de data science : pandas, scikit-learn.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné.\n",
        },
    )
    units = searcher.analyser.analyse("Where is he studying computer science?").units
    assert "scienc" not in {u.term for u in units}
    assert searcher.search("Where is he studying computer science?").sources[0].slug == "cv"


def test_the_sites_chatbot_is_the_alias_chatbot_du_site_and_a_graphics_card_a_gpu(
    make_vault: VaultFactory,
) -> None:
    # English puts the noun last: "the site's chatbot" names the note whose alias is « chatbot
    # du site »; "graphics card" is the GPU its hardware list names
    searcher = searcher_on(
        make_vault,
        {
            "moteur.md": "---\naliases: [chatbot du site]\n---\n# Moteur de l'assistant\n\n## Matériel\n\n"
            "- GPU : NVIDIA RTX 2080 Ti\n",
            "archi.md": "# Architecture du site\n\nLe site en Next.js ; un composant chatbot en bas.\n",
            "jardin.md": "# Jardin\n\nLes tomates ont bien donné.\n",
        },
    )
    assert "gpu" in {u.term for u in searcher.analyser.analyse("What graphics card does it use?").units}
    result = searcher.search("What graphics card runs the site's chatbot?")
    assert result.grounded and result.sources[0].slug == "moteur", result.sources


def test_a_cohort_and_its_share_of_women_are_read_in_french(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Paul, étudiant à Lyon.\n",
        "ecole.md": "# Mon école\n\nL'école existe depuis 2015. Les locaux sont rue Garibaldi.\n\n"
        "La promotion d'octobre 2023 comptait 113 étudiants, avec 10 % de femmes.\n",
        "transcription.md": "# Transcription\n\nUne application web de transcription de l'audio en "
        "texte : https://transcription.example.org\n",
        "conferences.md": "# Conférences\n\nMa conférence sur le texte libre, à Lyon en 2024.\n",
    }
    for n in range(6):
        files[f"note-{n}.md"] = f"# Note {n}\n\nUne note sur la ville de Lyon, numéro {n}.\n"
    searcher = searcher_on(make_vault, files)
    terms = {u.term for u in searcher.analyser.analyse("What share of the intake were women?").units}
    assert {"promotion", "femm"} <= terms
    result = searcher.search("What share of the 2023 intake were women?")
    assert result.grounded and result.sources[0].slug == "ecole"
    # "speech-to-text" is a transcription, not a talk (« speech » alone is one)
    app = searcher.search("Where can I try his speech-to-text app?")
    assert app.grounded and app.sources[0].slug == "transcription"


def test_the_length_of_what_he_hopes_to_land_is_a_duration(real_searcher: Searcher) -> None:
    # "hoping to land" is what he looks for (« Je recherche une alternance de 2 ans »), and the
    # length of an apprenticeship one of time: « 2 ans » answers it, no metres
    result = real_searcher.search("What length of apprenticeship is he hoping to land?")
    assert result.grounded and result.sources[0].slug == "cv-grascalvet-fernand", result.sources
    assert any("hoping→" in reason for reason in result.sources[0].reasons)


def test_a_length_asked_is_written_in_metres_or_in_time() -> None:
    def apprenticeship(word: str) -> bool:
        return word.lower() == "alternance"

    def nothing(word: str) -> bool:
        return False

    assert writes_value("Objectif : une alternance de 2 ans.", "length", apprenticeship, nothing)
    assert not writes_value("Objectif : une alternance en Data / IA.", "length", apprenticeship, nothing)
    # a height is still in metres only: « 3 jours » is no height of a mountain
    assert not writes_value("Le mont Blanc, en 3 jours.", "height", lambda w: w == "mont", nothing)


def test_a_word_opening_a_sentence_is_no_name(real_searcher: Searcher) -> None:
    # "Front-end" opens the second sentence, capitalised as any first word: no name the vault
    # never writes ("end"), which would leave the site's notes unable to answer
    names = real_searcher.analyser.names("What is the site built with? Front-end and CMS please.", True)
    assert "end" not in names and "cms" in names, names
    assert real_searcher.search(
        "What is the portfolio website built with? Front-end and CMS please."
    ).grounded
    # a run of capitalised words there is a name all the same (« Adresses IP »: no home address)
    analysis = real_searcher.analyser.analyse("Il sait configurer un réseau ? Adresses IP, masques, routage")
    assert not {u.term: u for u in analysis.units}["adress"].personal


def test_summaries_asked_in_english_are_the_resumes_a_french_note_writes(make_vault: VaultFactory) -> None:
    # "Which model writes the summaries?": the note says « Résumés structurés : mistral-small »
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Fernand. J'écris du Python.\n",
        "transcription.md": "# Transcription audio\n\n- Transcription : faster-whisper, choix du modèle.\n"
        "- Résumés structurés : appels Ollama (mistral-small) en JSON.\n",
        "chat.md": "# Chat\n\nUn assistant en ligne, modèle Qwen3 8B, pour le site.\n",
    }
    searcher = searcher_on(make_vault, files)
    units = searcher.analyser.analyse("Which model writes the summaries?").units
    assert any(u.term.startswith("resum") or "resum" in {t for t, _ in u.alternatives} for u in units)
    result = searcher.search("Which model writes the summaries?")
    assert result.grounded and result.sources[0].slug == "transcription"


def test_how_much_for_and_how_long_it_takes_ask_the_price_and_the_delay(make_vault: VaultFactory) -> None:
    files = {
        "qui-suis-je.md": "---\ntype: parcours\n---\n# Qui suis-je\n\nMoi c'est Thibault, cordonnier.\n",
        "sur-mesure.md": "# Chaussures sur mesure\n\n- Prix : à partir de 1 250 €\n- Délai : 6 à 8 mois\n",
        "entretien.md": "# Entretien\n\nCirer une paire de chaussures prend dix minutes.\n",
    }
    searcher = searcher_on(make_vault, files)
    question = "How much for a pair of bespoke shoes and how long does it take?"
    tokens = searcher.analyser.analyse(question).tokens
    assert "cout" in tokens and "delai" in tokens and "mesur" in tokens, tokens
    result = searcher.search(question)
    assert result.grounded and result.sources[0].slug == "sur-mesure", result.sources


def test_an_english_verb_form_is_the_word_the_vault_writes(make_vault: VaultFactory) -> None:
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Camille, designer UX à Montréal.\n",
        "lancement.md": "# Je me lance\n\nJanvier 2022 : je deviens freelance, à mon compte, après six "
        "ans en agence.\n",
        "outils.md": "# Outils\n\nFigma, Miro, un carnet à spirale.\n",
    }
    for n in range(8):
        files[f"projet-{n}.md"] = (
            f"# Projet {n}\n\nUne refonte d'interface pour un client, livrée en {n + 1} mois.\n"
        )
    searcher = searcher_on(make_vault, files)
    # "freelancing" is the vault's « freelance » (the French stemmer leaves "-ing" on), and "how
    # long" asks a duration: no "long" the notes would have to write
    question = "How long has she been freelancing?"
    units = searcher.analyser.analyse(question).units
    assert [u.term for u in units] == ["freelanc"], units
    result = searcher.search(question)
    assert result.grounded and result.sources[0].slug == "lancement", result.sources
    # a short verb is left as it is: "lived" is no « live » a note may write (aria-live)
    assert "live" not in {u.term for u in searcher.analyser.analyse("Has she lived abroad?").units}


def test_a_farm_animals_breed_asked_in_english_is_the_french_race(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Bastien, chevrier-fromager à Vesc.\n",
        "troupeau.md": "# Le troupeau\n\n42 chèvres. Les races : Alpine chamoisée, Rove.\n",
        "fromages.md": "# Les fromages\n\nPicodon, tomme, faisselle, au lait cru de chèvre.\n",
    }
    for n in range(6):
        files[f"jour-{n}.md"] = f"# Jour {n}\n\nTraite du matin, marché de Crest, {n + 30} picodons.\n"
    searcher = searcher_on(make_vault, files)
    # "breed" is the French « race », "goats" the « chèvres »; "does he keep" is the frame
    units = {u.term: u for u in searcher.analyser.analyse("What breed of goats does he keep?").units}
    assert {"race", "chevr"} <= units.keys(), units
    assert "keep" not in units or units["keep"].light, units
    result = searcher.search("What breed of goats does he keep?")
    assert result.grounded and result.sources[0].slug == "troupeau", result.sources


def test_an_order_asked_in_english_is_the_ordinal_a_french_note_writes(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Lucie, étudiante à l'école du numérique.\n",
        "ecole.md": "# L'école\n\nLe campus a accueilli sa deuxième promotion en octobre 2023, avec 113 "
        "étudiants. La première comptait 80 étudiants.\n",
        "stage.md": "# Stage\n\nUn stage de six mois dans une agence, avec des étudiants d'autres écoles.\n",
    }
    for n in range(6):
        files[f"projet-{n}.md"] = f"# Projet {n}\n\nUn programme en C, {n + 2} fichiers, rendu en juin.\n"
    searcher = searcher_on(make_vault, files)
    terms = {u.term for u in searcher.analyser.analyse("How many students were in the second intake?").units}
    assert "deuxiem" in terms, terms
    result = searcher.search("How many students were in the second intake?")
    assert result.grounded and result.sources[0].slug == "ecole", result.sources


def test_the_name_of_a_thing_is_asked_of_the_thing_not_of_the_owner(
    make_vault: VaultFactory, on_searcher: Searcher
) -> None:
    # « nom » is the question's frame: a note writing the owner's name holds no script's name
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Bastien Morel\n\nJe suis Bastien Morel, caviste à Lyon.\n",
        "hub.md": "# Projets\n\nLes projets de Bastien Morel, triés par date.\n",
        "serveur.md": "# Serveur\n\nLe script monitoring.sh affiche la mémoire et le CPU du serveur.\n",
    }
    for n in range(6):
        files[f"degustation-{n}.md"] = f"# Dégustation {n}\n\nSix vins du Rhône, {n + 8} personnes.\n"
    searcher = searcher_on(make_vault, files)
    units = searcher.analyser.analyse("C'est quoi le nom du script ?").units
    assert [u.term for u in units] == ["script"], units
    result = searcher.search("C'est quoi le nom du script ?")
    assert result.grounded and result.sources[0].slug == "serveur", result.sources
    # the owner's own name is still asked of the notes that write it
    assert searcher.search("C'est quoi son nom ?").sources[0].slug == "moi"
    # ... and a shop's note holds its name without writing « nom » (« gérant de La Grappe Rousse »)
    result = on_searcher.search("What's the name of his wine shop?")
    assert result.grounded, result


def test_a_fish_asked_in_english_is_the_one_a_french_angler_writes(make_vault: VaultFactory) -> None:
    files = {
        "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Solène, guide de pêche à Eymoutiers.\n",
        "record.md": "# Record\n\nLe plus gros brochet d'un client : 1,02 m, au lac de Vassivière.\n",
        "riviere.md": "# Rivière\n\nLa truite en nymphe sur le Taurion, d'avril à septembre.\n",
    }
    for n in range(6):
        files[f"sortie-{n}.md"] = f"# Sortie {n}\n\nUne sortie float-tube, {n + 2} clients, vent du sud.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("What's the biggest pike a client caught with her?")
    assert {"brochet", "gro"} <= set(result.query.terms), result.query.terms
    assert result.grounded and result.sources[0].slug == "record", result.sources
    assert searcher.search("Where does she fish for trout?").sources[0].slug == "riviere"


@pytest.mark.parametrize(
    ("question", "english"),
    [
        # an English possessive's « s » is no French elision: "GrasBot's" is English
        ("Which language model actually writes GrasBot's replies?", True),
        ("What's his dog's name?", True),
        ("Comment s'appelle son chien ?", False),
        ("Il s'est reconverti quand ?", False),
    ],
)
def test_an_english_possessive_reads_as_english(question: str, english: bool) -> None:
    assert is_english(words(question)) is english
