"""Notes about other people than the owner (grasbot.retrieval.people) and what they answer."""

from __future__ import annotations

import pytest

from grasbot.bundle import parse_bundle
from grasbot.retrieval.idioms import asks_whom
from grasbot.retrieval.people import kin_opening, named_person_notes, speaks_of_other, told_of_another
from grasbot.retrieval.search import Searcher
from grasbot.retrieval.shapes import writes_value
from grasbot.tokenise import fold, words
from index_build.build import build_bundle
from tests.conftest import VaultFactory, searcher_on

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
    # a company typed so, however it is titled and whatever its text says of it
    files = {
        **VAULT,
        "Organizations/Valsem Coopérative.md": "---\ntype: Organization\n---\n# Valsem Coopérative\n\n"
        "Coopérative de semences basée à Valence.\n",
    }
    bundle = parse_bundle(build_bundle(make_vault(files)).data)
    found = {bundle.notes[i].slug for i in named_person_notes(bundle, ["Mathieu", "Lacombe"], [])}
    assert found == {"Gégé Vial", "Élodie Garnier"}


def test_a_note_titled_by_a_first_name_that_opens_on_the_whole_name_is_theirs(
    make_vault: VaultFactory,
) -> None:
    # « Sandrine » opening « Sandrine Besse, collaboratrice comptable, … 41 ans »: a colleague,
    # though a phone note writes her name in lower case once; not an index opening on a method's
    # name (« Index Johnny Decimal du vault »), nor a shop, written in lower case as often; a
    # kin word opening on the whole name is theirs (« Maman » and « Martine Roussel, 68 ans »)
    files = {
        "Sandrine.md": "Sandrine\nSandrine Besse, collaboratrice comptable, arrivée en 2018.\n- 41 ans\n",
        "Cabinet.md": "# Cabinet\n\nSandrine gère les artisans. Sandrine forme Inès.\n",
        "Note tel.md": "note tel\nappeler sandrine pour les bilans\n",
        "Index.md": "Index\nIndex Johnny Decimal du vault. Il est à jour, 3 ans de notes.\n",
        "Boulangerie.md": "Boulangerie\nBoulangerie Verdier, 30 ans de métier. La boulangerie ouvre à 7 h.\n",
        "Maman.md": "Maman\nMartine Roussel, 68 ans, bibliothécaire à la retraite.\n",
    }
    bundle = parse_bundle(build_bundle(make_vault(files)).data)
    found = {bundle.notes[i].slug for i in named_person_notes(bundle, ["Olivier", "Mazeyrat"], [])}
    assert found == {"Sandrine", "Maman"}


def test_a_question_about_the_owner_is_not_answered_by_another_persons_note(
    make_vault: VaultFactory,
) -> None:
    searcher = Searcher(parse_bundle(build_bundle(make_vault(VAULT)).data), owner_name="Mathieu Lacombe")
    # the mentor plays the accordion, the owner never says he does
    assert not searcher.search("Il joue de l'accordéon ?").grounded
    # named, the mentor's note answers
    result = searcher.search("Gégé Vial joue de quel instrument ?")
    assert result.grounded and result.sources[0].slug == "Gégé Vial"


def test_sentences_with_a_pronoun_of_the_other_gender_tell_of_someone_else() -> None:
    partner = "Mon compagnon est luthier. Hors de l'atelier, il joue de la guitare dans un groupe."
    assert speaks_of_other(partner, "elle") and not speaks_of_other(partner, "il")
    assert told_of_another([partner], "guitar", "light", "elle")
    # the owner in the sentence (« je », « m' », her own pronoun), or no pronoun: not only him
    assert not told_of_another(["Il m'a appris la guitare."], "guitar", "light", "elle")
    assert not told_of_another(["Elle et lui jouent de la guitare."], "guitar", "light", "elle")
    assert not told_of_another([partner, "Je joue un peu de guitare."], "guitar", "light", "elle")
    # of an owner written « iel », « elle » is someone else (« il », often impersonal, is not read)
    lena = "Ma compagne est illustratrice. Le soir, elle joue du ukulélé."
    assert speaks_of_other(lena, "iel") and told_of_another([lena], "ukulel", "light", "iel")
    assert not told_of_another(["Iel joue du ukulélé avec elle."], "ukulel", "light", "iel")
    # an owner whose pronoun is unknown, or a text without the word, says nothing either way
    assert not told_of_another([partner], "guitar", "light", "")
    assert not told_of_another([partner], "piano", "light", "elle")


def test_the_partners_pastime_does_not_answer_for_the_owner(make_vault: VaultFactory) -> None:
    def searcher(about: str) -> Searcher:
        files = {
            "a-propos.md": "---\ntype: parcours\npronoun: elle\n---\n# À propos\n\n"
            f"Je suis Margaux, agronome.{about}\n",
            "notes/atelier-thomas.md": "# L'atelier de Thomas\n\nMon compagnon est luthier à Montpellier. "
            "Hors de l'atelier, il fait de l'escalade et joue de la guitare dans un groupe de bal trad.\n",
            # a passive's agent named: someone else plays it
            "projets/sillons.md": "# Sillons, le podcast\n\nUn podcast sur la terre. Le générique est "
            "joué à la guitare par Thomas.\n",
        }
        bundle = parse_bundle(build_bundle(make_vault(files)).data)
        return Searcher(bundle, owner_name="Margaux")

    assert not searcher("").search("Est-ce qu'elle joue de la guitare ?").grounded
    assert searcher(" Je joue de la guitare le soir.").search("Est-ce qu'elle joue de la guitare ?").grounded
    # the word asked held as the one it stands for (« instrument » as « guitare »): his still
    assert not searcher("").search("Elle joue d'un instrument ?").grounded
    assert searcher(" Je joue de la guitare le soir.").search("Elle joue d'un instrument ?").grounded


def test_a_passive_s_agent_tells_of_someone_else_unless_the_owner() -> None:
    texts = ["Le générique est joué à la guitare par Thomas."]
    assert told_of_another(texts, "guitar", "light", "elle", frozenset({"margaux"}))
    assert not told_of_another(
        ["Le générique est joué à la guitare par Margaux."], "guitar", "light", "elle", frozenset({"margaux"})
    )
    # the first person: the owner speaks (« j'ai été formée par Hélène »)
    assert not told_of_another(
        ["J'ai appris la guitare, formée par Hélène."], "guitar", "light", "elle", frozenset({"margaux"})
    )
    # a means, not an agent: no auxiliary before « par »
    assert not told_of_another(
        ["Prise de rendez-vous par Doctolib, séances de 45 minutes."], "seanc", "light", "elle", frozenset()
    )


def test_a_pronoun_of_the_other_gender_asks_about_someone_else() -> None:
    from grasbot.retrieval.owner import Owner, owner_intent, speaks_of_another
    from grasbot.tokenise import words

    owner = Owner("Margaux Lebreton", "elle", [0])
    assert speaks_of_another(words("Et lui, il vient d'où ?"), owner)
    assert owner_intent(words("Et lui, il vient d'où ?"), owner) is None
    # her own pronoun beside it: she is asked about (« lui » is whom she works with)
    assert not speaks_of_another(words("Elle travaille avec lui ?"), owner)
    assert owner_intent(words("Elle vient d'où ?"), owner) == "pronoun:elle"
    # on his site, « elle » taking up « sa formation » is no woman; « sa femme, elle » is one
    his = Owner("Fernand Gras-Calvet", "il", [0])
    assert not speaks_of_another(words("Sa formation à 42, elle couvre quelles années ?"), his)
    assert owner_intent(words("Sa formation à 42, elle couvre quelles années ?"), his) == "possessive:sa"
    assert speaks_of_another(words("Sa femme, elle fait quoi ?"), his)


def test_a_follow_up_about_someone_else_asks_about_whom_the_last_answer_named(
    make_vault: VaultFactory,
) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Margaux Lebreton, "
            "née en 1990 à Quimper. J'habite à Prades.\n",
            "atelier-thomas.md": "# L'atelier de Thomas\n\nThomas Ferrand est luthier, né à Grenoble "
            "en 1988.\n",
            "serre.md": "# La serre\n\nDes tomates et des poivrons, semés en mars.\n",
        },
    )
    history = [
        {"role": "user", "content": "Elle vit avec qui ?"},
        {"role": "assistant", "content": "Avec son compagnon Thomas, luthier, à Prades."},
    ]
    result = searcher.search("Et lui, il vient d'où ?", history=history)
    assert not result.about_owner  # not her: no profile routing to her birthplace
    assert "atelier-thomas" in [s.slug for s in result.sources]  # whom the answer named
    # asked of her, the same follow-up is hers
    assert searcher.search("Et elle, elle vient d'où ?", history=history).about_owner


_GAMES = ("Marée", "Brume", "Verger", "Sel", "Racines", "Phare", "Estran", "Bulle")  # a vault's bulk


def test_a_folder_of_people_is_named_in_french_as_gens(make_vault: VaultFactory) -> None:
    # « Gens/ » (people): the partner's note, titled by a first name alone, is his
    searcher = searcher_on(
        make_vault,
        {
            "Perso/Qui suis-je.md": "---\npronoun: elle\n---\n# Qui suis-je\n\nMoi c'est Solène Garnier, "
            "développeuse de jeux vidéo à Nantes.\n",
            "Gens/Karim.md": "# Karim\n\nMon compagnon depuis 2017.\n\n- Infirmier à Nantes\n"
            "- Grimpeur : escalade en salle trois fois par semaine\n",
            **{f"Jeux/{name}.md": f"# {name}\n\nUn jeu fait sous Godot.\n" for name in _GAMES},
        },
    )
    assert not searcher.search("Elle fait de l'escalade ?").grounded
    # ... but the partner asked is told there: his note answers
    result = searcher.search("Elle a un compagnon ?")
    assert result.grounded and result.sources[0].slug == "Karim"


def test_a_title_opening_on_a_kind_of_people_is_someone_elses_note(make_vault: VaultFactory) -> None:
    # « Équipe - Karim Benali » files the classmate's note as a folder « Équipe/ » would; a
    # question about the owner that does not name him reads the owner's notes first
    searcher = searcher_on(
        make_vault,
        {
            "À propos.md": "---\npronoun: elle\n---\n# À propos\n\nMoi c'est Maëlle, étudiante en "
            "cybersécurité. Je suis née à Quimper.\n",
            "Projet/Équipe - Karim Benali.md": "# Équipe - Karim Benali\n\n- 24 ans, originaire de "
            "Marseille\n- développeur Rust, il a développé des outils de scan et des outils réseau\n",
            "Projet/Réunion.md": "# Réunion\n\nOn a parlé du planning et des outils de la semaine.\n",
            "Projets/phishbuster.md": "# phishbuster\n\nPetit outil en Python pour analyser un mail "
            "suspect, développé pour un module du bachelor.\n",
        },
    )
    assert {searcher.bundle.notes[i].slug for i in searcher.people} == {"Équipe - Karim Benali"}
    result = searcher.search("Elle a développé des outils à elle ?")
    assert result.grounded and result.sources[0].slug == "phishbuster"
    # named, his note answers
    assert searcher.search("Karim a développé quels outils ?").sources[0].slug == "Équipe - Karim Benali"


def test_a_partner_described_by_where_they_are_based_and_linked_by_file_name_is_someone_else(
    make_vault: VaultFactory,
) -> None:
    # « basé à Crolles » describes a person; the links written « → yannick-berthier » in other
    # notes are his name still, not a common noun « yannick »
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Hélène Roussel, ingénieure.\n",
            "notes/yannick-berthier.md": "# Yannick Berthier\n\nÉlectronicien, basé à Crolles.\n\n"
            "- son TJM : 550 € HT (2026)\n",
            "notes/todo.md": "# À faire\n\nRelire la carte → [[yannick-berthier]]\n",
        },
    )
    bundle = searcher.bundle
    found = {bundle.notes[i].slug for i in named_person_notes(bundle, ["Hélène", "Roussel"], [])}
    assert found == {"yannick-berthier"}


def test_a_web_clip_is_someone_elses_text(make_vault: VaultFactory) -> None:
    # Joplin's source_url, the Web Clipper's source URL: a portrait of another translator
    clip = (
        "---\ntitle: Le métier d'expert traducteur (clip)\nsource_url: https://metiers.example.fr/x\n---\n"
        "Marie-Claude Fournier est membre de l'AIIC et a travaillé au Parlement européen.\n"
    )
    searcher = searcher_on(
        make_vault,
        {
            "Site/À propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Joëlle Kieffer.\n",
            "Formation/Article.md": clip,
            "Formation/Notes.md": "---\nsource: https://blog.example.org/a\n---\nUn billet copié.\n",
        },
    )
    types = {n.path: n.type for n in searcher.bundle.notes}
    assert types["Formation/Article.md"] == types["Formation/Notes.md"] == "clip"
    assert types["Site/À propos.md"] == "parcours"
    # the owner is not the portrait's subject; the clip still answers a question on its topic
    assert not searcher.search("Elle est membre de l'AIIC ?").grounded
    assert searcher.search("C'est quoi l'AIIC ?").grounded


def test_a_named_subject_or_c_est_lui_tells_of_someone_else() -> None:
    mine = frozenset({"gwen"})
    # « Erwan a joué » names who did it; « c'est lui » says whose it is, on the site of a woman
    assert told_of_another(
        ["- Erwan a joué de la guitare au vin d'honneur."], "guitar", "light", "elle", mine
    )
    assert told_of_another(
        ["La voile, pas pour moi. Et la guitare aussi c'est lui."], "guitar", "light", "elle"
    )
    # the owner named, a pronoun or « Tout a commencé » are no one else; nor is the thing asked
    assert not told_of_another(["Gwen a joué de la guitare au mariage."], "guitar", "light", "elle", mine)
    assert not told_of_another(["Tout a commencé par la guitare."], "guitar", "light", "elle")
    assert not told_of_another(["Photoshop a planté à l'export."], "photoshop", "light", "elle")


def test_the_guitar_played_at_a_wedding_by_her_partner_is_not_hers(make_vault: VaultFactory) -> None:
    notes = {
        "Moi/Qui suis-je.md": "# Qui suis-je\n\nJe suis Gwen, photographe à Quimper.\n",
        "Shootings/Mariage Maëlys.md": "# Mariage Maëlys\n\n- Erwan a joué de la guitare pendant le "
        "vin d'honneur\n- 200 invités\n",
        "Moi/Loisirs.md": "# Loisirs\n\nJe fais de la couture. Et la guitare aussi c'est lui.\n",
    }
    searcher = searcher_on(make_vault, notes)
    assert not searcher.search("Elle joue de la guitare elle aussi ?").grounded
    # asked of him, it is answered
    assert searcher.search("Erwan joue de la guitare ?").sources[0].slug == "Mariage Maëlys"


def test_the_partners_page_is_named_by_the_kin_word_it_writes(make_vault: VaultFactory) -> None:
    # a page on the partner, named by his name: "her partner" names it as well (« Relation:: mon
    # compagnon »); a colleague's page, which writes no kin word, still does not answer
    searcher = searcher_on(
        make_vault,
        {
            "moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Inès, paysagiste conceptrice à Nantes.\n",
            "Thomas Rivière.md": "- Type:: personne\n- Relation:: mon compagnon\n"
            "- menuisier-ébéniste, il travaille à son compte à Rezé\n",
            "Samir Haddad.md": "- Type:: personne\n- hydrologue, travaille avec moi sur les cours d'école\n",
        },
    )
    result = searcher.search("What does her partner do for a living?")
    assert result.grounded
    assert "Thomas Rivière" in [s.slug for s in result.sources]
    assert not searcher.search("What does her sister do for a living?").grounded


def test_a_note_titled_by_the_owners_kin_and_a_first_name_is_theirs(make_vault: VaultFactory) -> None:
    files = {
        "Moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Thibault Marchand, guide aux Houches.\n",
        "frere.md": "---\ntitle: Mon frère Julien, guide à Briançon\n---\nIl est aussi fou de VTT, ce que je"
        " n'ai jamais compris.\n",
        "fiche.md": "---\ntitle: Julien (frangin) – fiche\n---\n- il vit à Briançon\n- loisirs : VTT\n",
        "parcours.md": "---\ntitle: Mon parcours\n---\nIl est temps de raconter : ingénieur à Grenoble.\n",
    }
    bundle = parse_bundle(build_bundle(make_vault(files)).data)
    found = {bundle.notes[i].slug for i in named_person_notes(bundle, ["Thibault", "Marchand"], [])}
    assert found == {"frere", "fiche"}
    # the brother's mountain biking is no answer about the owner; asked of him, it is
    searcher = Searcher(bundle)
    assert not searcher.search("Il fait du VTT ?").grounded
    assert searcher.search("Julien fait du VTT ?").grounded


@pytest.mark.parametrize(
    ("text", "kin"),
    [
        ("Anaïs Lebrun, ma compagne. Née le 9 mai 1990 à Caen.", "compagne"),
        ("Notre fille, née le 12 juillet 2021 à Lisieux.", "fille"),
        ("Ma grande sœur, née le 3 septembre 1985.", "sœur"),
        ("Mon compagnon — ensemble depuis 2016.", "compagnon"),
        ("My brother: lives in Leeds.", "brother"),
        ("Karim Benali, mon compagnon depuis 2015, pacsés en 2017.", "compagnon"),  # for how long
        ("Ma compagne depuis peu a planté des tomates.", None),
        ("Ma compagne a planté les tomates en mai.", None),  # a garden's note
        ("Le potager de ma mère, à Crouttes.", None),
    ],
)
def test_a_kin_note_opens_by_saying_who_they_are_to_the_owner(text: str, kin: str | None) -> None:
    assert kin_opening(text) == kin


# a converted base whose family notes are titled by a first name or a kin word alone
_FAMILY_VAULT = {
    "index.md": "---\ntype: parcours\n---\n# Loïc\n\nMoi c'est Loïc Hamelin, maréchal-ferrant installé à "
    "Vimoutiers.\n\n- en couple avec Anaïs, une fille, Lou\n- batteur dans un groupe de rock\n",
    "Anaïs.md": "# Anaïs\n\nAnaïs Lebrun, ma compagne. Née le 9 mai 1990 à Caen. Professeure des écoles "
    "à Livarot.\n",
    "Lou.md": "# Lou\n\nNotre fille, née le 12 juillet 2021 à Lisieux. Elle adore les poneys.\n",
    "Papa.md": "# Papa\n\nMon père, né en mars 1960. Éleveur laitier à Crouttes. Il m'a aidé avec papa "
    "Gérard.\n",
    "Potager.md": "# Potager\n\nMa compagne a planté des tomates. Cinquante m² derrière la maison.\n",
    "Camion.md": "# Camion\n\nUn Master L3H2 aménagé en atelier, avec une forge à gaz.\n",
}


def test_a_note_titled_by_a_first_name_that_opens_with_a_kin_word_is_the_kins(
    make_vault: VaultFactory,
) -> None:
    searcher = searcher_on(make_vault, _FAMILY_VAULT)
    bundle = searcher.bundle
    found = {bundle.notes[i].slug for i in named_person_notes(bundle, ["Loïc", "Hamelin"], [])}
    assert found == {"Anaïs", "Lou", "Papa"}  # not the garden, which speaks of the partner
    # her partner asked in other words than the note's (« copine », « taf »): her note answers
    result = searcher.search("et sa copine elle fait quoi comme taf ?")
    assert result.grounded
    assert result.sources[0].slug == "Anaïs"
    # « des gosses » asks the children: the note opening « Notre fille » is one, never named so
    result = searcher.search("il a des gosses ?")
    assert result.grounded
    assert result.sources[0].slug == "Lou"
    # the whole family asked is the profile's to say, not one kin's note
    result = searcher.search("Il a de la famille ?")
    assert result.grounded
    assert result.answer_notes == (bundle.slug_index["index"],)


@pytest.mark.parametrize(
    ("question", "whom"),
    [
        ("Avec qui elle travaille sur ses jeux ?", True),
        ("c'est qui ses associés au cabinet ?", True),
        ("Qui sont ses partenaires ?", True),
        ("Who is his business partner?", True),
        ("Who does she work with?", True),
        ("Qui est-il ?", False),  # the owner himself
        ("Quels sont les projets qui utilisent son site ?", False),  # a relative clause
        ("Who is he?", False),
    ],
)
def test_a_question_asking_who_the_owner_works_with_is_told_apart(question: str, whom: bool) -> None:
    assert asks_whom(words(question)) is whom


def test_who_the_owner_works_with_is_answered_by_the_peoples_notes(make_vault: VaultFactory) -> None:
    files = {
        **VAULT,
        "50 Moi/Profil.md": VAULT["50 Moi/Profil.md"]
        + "\nJe travaille surtout en falaise, parfois en salle.\n",
        "50 Moi/Élodie Garnier.md": "# Élodie Garnier\n\nElle travaille avec moi depuis 2019 sur les "
        "stages. Elle vit à Vallouise.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Mathieu Lacombe")
    result = searcher.search("Avec qui travaille-t-il ?")
    # the associate's note leads; on a question about the owner's own work it gives way
    assert result.grounded and result.sources[0].slug == "Élodie Garnier"
    assert searcher.search("Il travaille où ?").sources[0].slug != "Élodie Garnier"


@pytest.mark.parametrize(
    ("line", "named"),
    [
        ("- Julien Mercier, 47 ans, mon compagnon", True),
        ("Julien, mon compagnon, est kiné.", True),
        ("Bref, mon compagnon dit que non.", False),  # a word opening the line, no name
        ("Julien vient samedi, avec ma sœur et mon compagnon.", False),  # not said of Julien
    ],
)
def test_a_name_is_given_by_the_kin_word_said_of_it(line: str, named: bool) -> None:
    def partner(word: str) -> bool:
        return fold(word) == "compagnon"

    assert writes_value(line, "name", partner, lambda _word: False) is named


def test_the_partners_name_asked_is_read_where_a_line_says_who_he_is(make_vault: VaultFactory) -> None:
    files = {
        "Bio.md": "---\ntype: parcours\n---\n# Bio\n\nJe suis Nadège Fontaine, éducatrice canine à Annecy. "
        "Je vis avec mon compagnon et nos deux enfants.\n",
        "Famille.md": "# Famille\n\n## Julien\n- Julien Mercier, 47 ans, mon compagnon\n- Kiné à Seynod\n",
        "Catherine Rolland.md": "# Catherine Rolland\n\nMa mentor, née à Marseille. On s'appelle une "
        "fois par "
        "mois.\n",
    }
    searcher = searcher_on(make_vault, files)
    for question in ("comment s'appelle son compagnon ?", "comen sapel son copin"):
        result = searcher.search(question)
        assert result.grounded, question
        assert "Famille" in [s.slug for s in result.sources], question
    # the profile says she has a partner, never his name: asked of the profile alone, silent
    alone = searcher_on(make_vault, {"Bio.md": files["Bio.md"]})
    assert not alone.search("comment s'appelle son compagnon ?").grounded


def test_a_person_named_by_a_first_name_alone_is_whom_the_follow_up_asks_about(
    make_vault: VaultFactory,
) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "Moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Corentin Maury, élagueur, né en 1988 à "
            "Roanne. J'ai 38 ans.\n",
            "Gens/Jonas Ferrand.md": "# Jonas Ferrand\n\nMon premier salarié, 29 ans, né à Feurs. Il "
            "travaille avec moi depuis 2022.\n",
            "Lieux/Atelier partagé rue d'Auxonne.md": "# Atelier partagé rue d'Auxonne\n\nIl est ouvert "
            "le samedi de 9 h à 12 h.\n",
        },
    )
    history = [
        {"role": "user", "content": "c'est qui Jonas ?"},
        {"role": "assistant", "content": "Jonas Ferrand est élagueur, le premier salarié."},
    ]
    result = searcher.search("il a quel âge ?", history=history)
    assert result.subject == (searcher.bundle.slug_index["Jonas Ferrand"],)
    assert result.sources[0].slug == "Jonas Ferrand"
    # a common noun opening a title is no first name: « son atelier » names no one
    assert searcher.search("Où se trouve son atelier ?").subject == ()
    # a note titled by the first name alone (« Gens/Yanis ») is whom « c'est qui Yanis ? » named
    searcher = searcher_on(
        make_vault,
        {
            "Moi.md": "---\ntype: parcours\n---\n# Moi\n\nJe suis Bastien Roussel, chevrier, j'ai 41 ans.\n",
            "Gens/Yanis.md": "---\ntype: personne\n---\n# Yanis\n\nMon apprenti depuis 2025, 19 ans, de "
            "Montélimar.\n",
            "Gens/Claire.md": "---\ntype: personne\n---\n# Claire\n\nMa compagne, géomètre, 39 ans.\n",
        },
    )
    history = [
        {"role": "user", "content": "c'est qui Yanis ?"},
        {"role": "assistant", "content": "Yanis Benali est l'apprenti de Bastien depuis 2025."},
    ]
    result = searcher.search("il a quel âge ?", history=history)
    assert result.subject == (searcher.bundle.slug_index["Yanis"],)
    assert result.sources[0].slug == "Yanis"


def test_the_pronoun_of_the_kin_the_last_question_asked_takes_them_up(make_vault: VaultFactory) -> None:
    searcher = searcher_on(make_vault, _FAMILY_VAULT)
    anais = searcher.bundle.slug_index["Anaïs"]
    history = [
        {"role": "user", "content": "et sa compagne, elle fait quoi dans la vie ?"},
        {"role": "assistant", "content": "Anaïs Lebrun est professeure des écoles à Livarot."},
    ]
    result = searcher.search("elle vient d'où ?", history=history)
    assert result.subject == (anais,)
    assert result.sources[0].slug == "Anaïs"
    # the last question used no pronoun of her: the follow-up's may be the owner's
    history[0] = {"role": "user", "content": "sa compagne fait quoi dans la vie ?"}
    assert searcher.search("il vient d'où ?", history=history).subject == ()


def test_a_follow_up_pronoun_agreeing_with_the_role_asked_takes_up_whom_the_answer_named(
    make_vault: VaultFactory,
) -> None:
    files = {
        "qui-suis-je.md": "---\ntype: parcours\n---\n# Qui suis-je\n\nHorlogère à Dole, j'ai 38 ans.\n",
        "Lou Garnier.md": "# Lou Garnier\n\nMon apprentie depuis 2025.\n- Âge : 19 ans\n- Habite : Tavaux\n",
        "Marc Roux.md": "# Marc Roux\n\nMon associé depuis 2021.\n- Âge : 52 ans\n",
    }
    searcher = searcher_on(make_vault, files)
    history = [
        {"role": "user", "content": "elle a une apprentie ?"},
        {"role": "assistant", "content": "Oui, Lou Garnier, qui prépare un CAP depuis 2025."},
    ]
    result = searcher.search("elle a quel âge ?", history=history)
    assert result.sources[0].slug == "Lou Garnier"
    assert result.subject == (searcher.bundle.slug_index["Lou Garnier"],)
    # « un associé » named Marc: « elle » does not take him up
    history = [
        {"role": "user", "content": "elle a un associé ?"},
        {"role": "assistant", "content": "Oui, Marc Roux, depuis 2021."},
    ]
    assert searcher.search("elle a quel âge ?", history=history).subject == ()
    # « elle-même » sets the owner against the apprentice named
    history[0]["content"] = "elle a une apprentie ?"
    assert searcher.search("et elle-même, elle a quel âge ?", history=history).subject == ()


def test_children_asked_are_answered_by_each_childs_note(make_vault: VaultFactory) -> None:
    # « des gosses ? »: the son's note and the daughter's, not the first one found alone
    files = {
        "a_propos.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Thierry, libraire à Chinon.\n",
        "gens/lucas.md": "# lucas\n\nMon fils, 22 ans. Étudiant en histoire à Poitiers.\n",
        "gens/manon.md": "# manon\n\nMa fille, 17 ans. En terminale au lycée Rabelais.\n",
        "gens/camille.md": "# camille\n\nMon employée, 29 ans, au rayon jeunesse.\n",
    }
    for n in range(8):
        files[f"journal/2024-0{n + 1}-01.md"] = f"# Jour {n}\n\nOuvert à 9 h, {n} cartons de livres reçus.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("il a des gosses ?")
    assert result.grounded
    slugs = {searcher.bundle.notes[i].slug for i in result.answer_notes}
    assert slugs == {"lucas", "manon"}
