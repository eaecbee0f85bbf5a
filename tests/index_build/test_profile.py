"""Which notes describe the owner, and the owner's name (index_build/profile.py)."""

from __future__ import annotations

from pathlib import Path

from grasbot.bundle import parse_bundle
from grasbot.retrieval.search import Searcher
from grasbot.retrieval.shapes import writes_origin
from index_build.build import build_bundle
from index_build.obsidian import strip_note_id
from index_build.profile import find_owner
from index_build.vault import RawNote
from tests.conftest import VaultFactory

GARDEN = Path(__file__).resolve().parents[2] / "examples" / "vault-garden"


def _note(path: str, body: str = "", title: str = "", type_: str = "note") -> RawNote:
    slug = Path(path).stem
    return RawNote(slug, title or slug, type_, body, [], [], [], [], 5, None, None, path)


def test_the_name_from_the_first_heading_when_titles_are_file_names() -> None:
    cv = _note("Moi/CV.md", "# CV — Solène Marchetti\n\nUX researcher")
    found = find_owner([cv, _note("Projets/A.md")])
    assert found.name == "Solène Marchetti"
    assert found.profiles == ("CV",)
    # a heading that is only a profile word names no one, nor what the page is (an old version)
    assert find_owner([_note("about.md", "# About me (in English)\n\nHello")]).name == ""
    old = _note(
        "Qui suis-je (2021).md", "# Qui suis-je — version 2021 (ARCHIVE)\n\nJe m'appelle Solène Garnier."
    )
    assert find_owner([old]).name == "Solène Garnier"


def test_a_title_names_the_owner_only_with_a_persons_name() -> None:
    # « Bio courte (2019) – ARCHIVE » says the page's length, « Népal — infos pratiques » the
    # trip it is about: neither is a name, and the profile's own words name the owner
    short = _note("Moi/Bio courte 2019.md", "# Bio courte (2019) – ARCHIVE\n\nElle vit à Genève.")
    about = _note("Moi/À propos.md", "# À propos\n\nJe m'appelle Séverine Cuendet, interprète.")
    assert find_owner([short, about]).name == "Séverine Cuendet"
    trip = _note("voyages/nepal/infos-pratiques.md", "# Népal — infos pratiques\n\nVisa : 50 USD.")
    assert find_owner([trip]).name == ""
    assert find_owner([_note("cv.md", "# CV — Jean de la Tour\n\nMenuisier.")]).name == "Jean de la Tour"


def test_a_sites_folder_page_is_named_by_its_folder() -> None:
    # MkDocs, Hugo and Astro name a section's page index.md: « a-propos/index.md » is the about
    # page, third person as a site's often is
    about = _note(
        "docs/a-propos/index.md", "# Laurent Bérard\n\nGuide de haute montagne.", title="Qui suis-je ?"
    )
    found = find_owner([about, _note("docs/courses/index.md", "# Courses\n\nLa liste.")])
    assert (found.name, found.profiles) == ("Laurent Bérard", ("index",))


def test_a_third_person_profile_headed_by_the_name_names_the_owner() -> None:
    kit = _note("Présentation.md", "# Solène Vasseur\n\nNée en 1986 à Quimper, elle fonde…")
    assert find_owner([kit, _note("Spectacles/A.md")]).name == "Solène Vasseur"
    # a heading of capitalised common words is no name
    assert find_owner([_note("Présentation.md", "# Mon Parcours\n\nElle…")]).name == ""


def test_a_title_still_wins_over_the_heading() -> None:
    cv = _note("cv.md", "# CV — Someone Else", title="CV — Jeanne Martin")
    assert find_owner([cv]).name == "Jeanne Martin"


def test_now_pages_and_qualified_about_pages_are_profiles() -> None:
    notes = [
        _note("Moi/Maintenant.md"),
        _note("now.md"),
        _note("Moi/About (English).md"),
        _note("Projets/Maintenant ou jamais.md"),  # a page named otherwise is not one
        _note("Lectures/About Face (Cooper).md"),
    ]
    assert find_owner(notes).profiles == ("Maintenant", "now", "About (English)")


def test_the_garden_vault_knows_its_owner() -> None:
    owner = parse_bundle(build_bundle(GARDEN).data, "garden").owner
    assert owner.name == "Solène Marchetti"  # only in « # CV — Solène Marchetti »
    assert set(owner.profiles) == {"CV", "À propos", "About (English)", "Maintenant"}


def test_a_zettelkasten_id_does_not_hide_a_profile_page() -> None:
    notes = [
        _note("2-Domaines/202301011000 Qui suis-je.md"),
        _note("Zettel/202301011001 Moi et les autres.md"),
    ]
    assert find_owner(notes).profiles == ("202301011000 Qui suis-je",)


def test_qui_je_suis_is_a_profile_page_as_qui_suis_je() -> None:
    body = "# Qui je suis\n\nJe m'appelle **Mathis Delorme**. Je suis installé à Annecy."
    notes = [_note("Moi/Qui je suis.md", body)]
    found = find_owner(notes)
    assert found.profiles == ("Qui je suis",) and found.name == "Mathis Delorme"


def test_the_name_from_the_profile_pages_own_sentence() -> None:
    who = _note("Qui suis-je.md", "# Qui suis-je\n\nJe m'appelle **Jeanne Martin**, j'ai 40 ans.")
    other = _note("Lectures/Livre.md", "Je m'appelle Personne Ici, dit le héros.")  # not a profile
    assert find_owner([other, who]).name == "Jeanne Martin"
    assert find_owner([_note("about.md", "Hello! My name is John Smith and I teach.")]).name == "John Smith"
    # a heading or title that names the owner still wins
    titled = _note("cv.md", "Je m'appelle Jeanne Martin.", title="CV — Jeanne M. Martin")
    assert find_owner([titled]).name == "Jeanne M. Martin"
    assert find_owner([_note("moi.md", "Je m'appelle comme mon grand-père.")]).name == ""


def test_a_career_timeline_a_qualified_cv_and_a_cv_alias_are_profiles() -> None:
    notes = [
        _note("Carrière.md"),
        _note("CV académique.md"),
        _note("Bio 2024.md"),
        _note("Parcours Wagner.md"),  # a name that is not the owner's: not a profile
        _note("Mon-cv.md", type_="note"),
    ]
    notes[4].aliases.append("CV")
    hub = _note("MOC-Parcours.md", type_="moc")
    hub.aliases.append("parcours")  # a hub listing the career's notes does not tell it
    found = find_owner([*notes, hub])
    assert found.profiles == ("Carrière", "CV académique", "Bio 2024", "Mon-cv")


def test_the_owner_says_who_they_are_in_the_first_person() -> None:
    about = _note("À propos.md", "# À propos\n\nJe suis **Adrien Vasseur**, maître de conférences.")
    assert find_owner([about]).name == "Adrien Vasseur"
    about_en = _note("About.md", "# About me\n\nI am Adrien Vasseur, an associate professor.")
    assert find_owner([about_en]).name == "Adrien Vasseur"
    # « je suis » before a lower-case word names no one
    assert find_owner([_note("Moi.md", "Je suis luthière à Besançon.")]).name == ""


def test_the_pronoun_is_read_from_the_profiles_agreement() -> None:
    assert find_owner([_note("Moi.md", "Je suis née en 1991 à Pontarlier.")]).pronoun == "elle"
    assert find_owner([_note("CV.md", "**Adrien Vasseur** — né le 3 mars 1988 à Angers.")]).pronoun == "il"
    assert find_owner([_note("CV.md", "Ancien infirmier de 47 ans, étudiant.")]).pronoun == "il"
    assert find_owner([_note("Bio.md", "Passionnée de céramique. J'habite Rennes.")]).pronoun == "elle"
    # the noun right after « je suis » agrees too
    assert find_owner([_note("Moi.md", "Salut ! Je suis étudiante en droit.")]).pronoun == "elle"
    assert find_owner([_note("Moi.md", "Je suis développeur à Lyon.")]).pronoun == "il"
    assert find_owner([_note("Moi.md", "Je suis souvent en déplacement.")]).pronoun == ""
    # both, or neither: unknown
    assert find_owner([_note("Moi.md", "Je suis née à Lyon. Je suis devenu développeur.")]).pronoun == ""
    assert find_owner([_note("Moi.md", "J'habite à Lyon.")]).pronoun == ""
    # a pronoun written in the vault wins
    declared = _note("Moi.md", "Je suis née à Lyon.")
    declared.pronoun = "iel"
    assert find_owner([declared]).pronoun == "iel"


def test_a_pronoun_of_the_other_gender_is_someone_else(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "cv.md": "# CV\n\nAdrien Vasseur, né le 3 mars 1988. Maître de conférences.\n",
            "lea.md": "# Léa Marchand\n\nDoctorante, soutenance le 11 décembre 2026.\n",
        }
    )
    bundle = parse_bundle(build_bundle(root).data)
    assert bundle.owner.pronoun == "il"
    analyser = Searcher(bundle).analyser
    assert analyser.analyse("Quand soutient-elle ?").owner is None
    assert analyser.analyse("Quand est-il né ?").owner == "pronoun:il"


def test_an_owner_written_iel_is_read_as_iel() -> None:
    # a profile writing « iel » of its owner: its « ·e » agreements and an « Ancienne » opening a
    # line say no gender (they read as « elle » before)
    about = _note(
        "pages/a-propos.md",
        "Sacha Kerbrat (pronoms : iel / ellui) est consultant·e.\n"
        "Ancienne adresse : Rennes.\nIel a grandi à Brest.",
    )
    assert find_owner([about]).pronoun == "iel"
    # declared in front matter, as "they/them" or « iel/ellui »: the same
    for declared in ("they/them", "iel / ellui", "Iel"):
        note = _note("Moi.md", "Je suis née à Lyon.")
        note.pronoun = declared
        assert find_owner([note]).pronoun == "iel"
    she = _note("Moi.md", "Bonjour.")
    she.pronoun = "she/her"
    assert find_owner([she]).pronoun == "elle"


def test_a_question_about_an_owner_written_iel(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "a-propos.md": "---\npronouns: [iel, ellui]\n---\n# À propos\n\nSacha Kerbrat est "
            "développeur·se front-end. Né·e le 14 mars 1991 à Quimper. Vit à Nantes depuis 2024.\n",
            "lena.md": "# Léna\n\nMa compagne. Elle est née à Lille, elle a 38 ans.\n",
            "projet.md": "# Carte des randos\n\nLe prototype a été montré aux élus en mai.\n",
        }
    )
    bundle = parse_bundle(build_bundle(root).data)
    assert bundle.owner.pronoun == "iel"
    searcher = Searcher(bundle)
    analyse = searcher.analyser.analyse
    # « iel » is the owner and no word to match: its notes write it everywhere
    assert analyse("Iel vient d'où ?").owner == "pronoun:iel"
    assert "iel" not in analyse("Iel vient d'où ?").tokens
    # « il », « elle » asked of them are a slip, still about them; "they" is them here
    assert analyse("Elle habite où ?").owner == "pronoun:elle"
    assert analyse("What do they do for a living?").owner == "pronoun:they"
    result = searcher.search("Iel vient d'où ?")
    assert (
        result.grounded
        and "owner" in result.sources[[s.slug for s in result.sources].index("a-propos")].reasons
    )


def test_they_is_not_the_owner_of_a_site_written_il_or_elle(make_vault: VaultFactory) -> None:
    root = make_vault({"cv.md": "# CV\n\nAdrien Vasseur, né le 3 mars 1988. Designer.\n"})
    analyser = Searcher(parse_bundle(build_bundle(root).data)).analyser
    assert analyser.analyse("Where did they show the prototype?").owner is None
    assert analyser.analyse("Iel vient d'où ?").owner == "pronoun:iel"


def test_a_user_manual_and_a_qualified_career_page_are_profiles() -> None:
    notes = [
        _note("2-Domaines/Manuel d'utilisation (moi).md"),
        _note("Working with me.md"),
        _note("2-Domaines/Parcours pro.md"),
        _note("Ressources/Manuel d'utilisation Figma.md"),  # a tool's manual: not the owner
        _note("Parcours santé.md"),  # a qualifier that is no profile's: not one
    ]
    assert find_owner(notes).profiles == ("Manuel d'utilisation (moi)", "Working with me", "Parcours pro")


def test_a_first_name_alone_finds_its_surname_where_the_vault_writes_it() -> None:
    now = _note("Now.md", "Je suis Inès, 34 ans, designer à Nantes.")
    quote = _note("Ressources/Modèle de devis.md", "**Inès Marchetti**, design UX/UI\nSIRET : …")
    assert find_owner([now, quote]).name == "Inès Marchetti"
    # no surname written anywhere: the first name alone
    assert find_owner([now]).name == "Inès"
    # two surnames as often: which is hers is unknown
    other = _note("Personnes/Inès Dupont.md", "Inès Dupont, ma voisine.")
    assert find_owner([now, quote, other]).name == "Inès"
    # only in French: English capitalises what is no name ("I'm Italian, …")
    assert find_owner([_note("about.md", "I'm Italian, born in Turin.")]).name == ""


def test_a_johnny_decimal_id_does_not_hide_a_profile_page() -> None:
    notes = [
        _note("10-19 Admin/11 Entreprise/11.01 Qui suis-je.md"),
        _note("10-19 Admin/11 Entreprise/11.02 CV détaillé.md"),
        _note("40-49 Veille/41 Kubernetes/41.03 Moi et Helm.md"),
    ]
    assert find_owner(notes).profiles == ("11.01 Qui suis-je", "11.02 CV détaillé")


def test_a_binders_order_does_not_hide_a_profile_page() -> None:
    # a Scrivener project synced to a folder: its documents keep the binder's padded order;
    # a number that counts something is no order (« 5 conseils » is not « conseils »)
    notes = [
        _note("Draft/02 Mon parcours – version longue.md"),
        _note("Personnes/004 - Jacques Corbel.md"),
        _note("Notes/5 conseils.md"),
    ]
    assert find_owner(notes).profiles == ("02 Mon parcours – version longue",)
    assert strip_note_id("004 - Jacques Corbel") == "Jacques Corbel"
    assert strip_note_id("5 conseils") == "5 conseils"
    assert strip_note_id("007") == "007"


def test_the_sites_page_draft_and_a_practices_practical_page_are_profiles() -> None:
    notes = [
        _note("présentation site.md", "Maëlle Guérin est kinésithérapeute à Annecy depuis 2013."),
        _note("infos pratiques cabinet.md", "14 bis avenue de Loverchy, 74000 Annecy"),
        _note("Contact.md", "contact@example.org"),  # how to write, not who the owner is
        _note("présentation école 42.md"),  # a school's presentation: not the owner's
    ]
    found = find_owner(notes)
    assert found.profiles == ("présentation site", "infos pratiques cabinet")
    # no « je m'appelle », no heading: the name the third-person page opens a sentence on
    assert found.name == "Maëlle Guérin"


def test_a_generic_profile_name_beside_another_subject_is_that_subjects_page() -> None:
    # a trip's, a project's, a route's: the heading or title names what the page is about
    notes = [
        _note("voyages/nepal/infos-pratiques.md", "# Népal — infos pratiques\n\nVisa : 50 USD."),
        _note("Projets/presentation.md", "Intro", title="Serre connectée : présentation"),
        _note("GR20/Parcours.md", "# GR20 – Parcours\n\n16 étapes."),
        # the owner's, a qualifier or the owner's name beside it
        _note("infos-pratiques.md", "# Infos pratiques (2024)\n\nLe cabinet est à Brest."),
        _note("Parcours.md", "# Parcours — Jeanne Martin\n\nMenuisière."),
        _note("Présentation.md", "# Présentation\n\nJe suis menuisière."),
    ]
    assert find_owner(notes).profiles == ("infos-pratiques", "Parcours", "Présentation")


def test_a_generic_name_every_book_takes_is_no_profile() -> None:
    # a BookStack export: each book opens on its « Présentation »; the owner's page is elsewhere
    notes = [
        _note("l-auto-ecole/presentation.md", "# Présentation\n\nUne petite auto-école à Ploërmel."),
        _note("l-auto-ecole/equipe/presentation.md", "# Présentation\n\nOn est deux moniteurs."),
        _note("vie-perso/a-propos.md", "# À propos\n\nJe m'appelle Maëlle Guillou."),
    ]
    assert find_owner(notes).profiles == ("a-propos",)
    # one page of that name, alone, is still the owner's
    assert find_owner([notes[0], notes[2]]).profiles == ("presentation", "a-propos")


def test_a_third_person_sentence_names_the_owner_only_on_a_profile_page() -> None:
    colleague = _note("cabinet/associés.md", "Julien Fabre est kinésithérapeute, 38 ans.")
    assert find_owner([colleague]).name == ""
    bio = _note("Bio.md", "Née à Chambéry. Maëlle Guérin exerce à Annecy.")
    assert find_owner([colleague, bio]).name == "Maëlle Guérin"


def test_a_now_page_in_french_is_a_profile() -> None:
    # nownownow.com's page, as a French site names it: what the owner does these days
    found = find_owner([_note("En ce moment.md", "Je code une appli de rando."), _note("Projets/A.md")])
    assert found.profiles == ("En ce moment",)


def test_a_cv_letterhead_names_the_owner_and_a_versioned_cv_is_the_profile() -> None:
    # OneNote pages imported as they were: the title repeated, the date line, then the CV's
    # letterhead (surname in capitals); the current CV carries the name and its version
    old = _note(
        "Parcours/CV 2018 (labo).md", "CV 2018 (labo)\ndimanche 23 septembre 2018\n\nBastien MOREL\n30 ans\n"
    )
    current = _note(
        "Parcours/CV Bastien Morel - version novembre 2026.md",
        "CV Bastien Morel - version novembre 2026\nmardi 3 novembre 2026\n\n**Bastien MOREL**\n"
        "Caviste\n38 ans – né le 17/04/1988 à Roanne\n",
    )
    short = _note(
        "Parcours/Short bio (English).md", "**Bastien Morel – wine merchant, Lyon**\n\nHe runs a shop."
    )
    mentor = _note("Parcours/Gérard Vial.md", "**Gérard Vial**\nCaviste à Villeurbanne, mon mentor.\n")
    found = find_owner([old, current, short, mentor, _note("Cave/Infos.md", "Cave Vial\nOuvert le lundi.")])
    assert found.name == "Bastien Morel"
    assert found.pronoun == "il"  # « né le » in the CV found by its name
    assert found.profiles == (
        "CV 2018 (labo)",
        "CV Bastien Morel - version novembre 2026",
        "Short bio (English)",
    )


def test_a_plain_line_of_two_capitalised_words_names_no_one() -> None:
    # no bold, no surname in capitals: a shop's name, not a letterhead
    cv = _note("CV.md", "CV\n\nCave Vial\nCaviste depuis 2020.\n")
    assert find_owner([cv]).name == ""
    assert find_owner([_note("Mini CV.md", "**Léa DUPONT-ROY**\n")]).name == "Léa Dupont-Roy"
    # a profile opening on its writer's name in bold, then what they are: a letterhead
    about = _note("À propos.md", "# À propos\n\n**Solène Marchetti**, 41 ans, tapissière d'ameublement.\n")
    assert find_owner([about]).name == "Solène Marchetti"
    assert find_owner([_note("CV.md", "CV\n\nCave Vial, Lyon\nCaviste depuis 2020.\n")]).name == ""
    # a plain name the profile's first sentence goes on with a birth: the person it is about
    moi = _note("Moi - parcours.md", "# Moi\n\nClaire Bonnefous, née le **14 mars 1979 à Rodez**.\n")
    assert find_owner([moi]).name == "Claire Bonnefous"
    assert find_owner([_note("CV.md", "CV\n\nCave Vial, ouverte en 2020.\n")]).name == ""


def test_a_page_named_by_a_person_who_introduces_themself_is_the_owners_profile() -> None:
    # a Roam graph's page on its owner: named by her name, in the first person, its attributes
    # as bullets (« Née:: »); the partner's page is named by his name too, but does not say « je »
    own = _note(
        "Inès Le Goff.md",
        "- Née:: [[March 14th, 1985]] à [[Quimper]]\n- Lieu:: [[Nantes]]\n- ## En bref\n"
        "    - Je m'appelle Inès Le Goff, je suis **paysagiste conceptrice**, installée à Nantes.\n",
    )
    partner = _note("Thomas Rivière.md", "- Type:: personne\n- menuisier à Rezé, mon compagnon\n")
    about = _note("à propos.md", "- Paysagiste conceptrice à Nantes. Je conçois des jardins.\n")
    found = find_owner([own, partner, about])
    assert found.name == "Inès Le Goff"
    assert found.profiles == ("Inès Le Goff", "à propos")
    assert found.pronoun == "elle"
    # the page must introduce the person it is named by: her sister's page saying « je » is no profile
    sister = _note("Maëlle Le Goff.md", "- ma petite sœur, à Brest\n- Je suis allée la voir en mai.\n")
    assert find_owner([sister, about]).profiles == ("à propos",)


def test_agreement_is_read_after_an_epicene_noun_and_from_a_birth_field() -> None:
    # « je suis paysagiste conceptrice »: the second noun agrees; « Né:: 1975 » as an inline field
    assert find_owner([_note("Bio.md", "Je suis paysagiste conceptrice à Nantes.")]).pronoun == "elle"
    assert find_owner([_note("Bio.md", "Je suis architecte designer à Lyon.")]).pronoun == ""
    assert find_owner([_note("Bio.md", "- Né:: 1975 à Bozel\n- guide de montagne\n")]).pronoun == "il"
    assert find_owner([_note("Bio.md", "- Née : 1985 à Quimper\n")]).pronoun == "elle"


def test_someone_elses_birth_told_in_the_third_person_says_nothing_of_the_owner() -> None:
    # « Lou est née en septembre 2014 »: his daughter's birth, not his agreement
    text = "Je suis né à Albi, en 1978. Lou est née en septembre 2014, six mois après l'ouverture."
    assert find_owner([_note("Mon parcours.md", text)]).pronoun == "il"
    text = "Je suis née à Dax. Mon frère Paul était né à Pau en 1980."
    assert find_owner([_note("Moi.md", text)]).pronoun == "elle"


def test_an_object_apps_own_person_page_is_a_profile() -> None:
    # Capacities: the owner's Person object titled by their name; the name from an English
    # page's "I'm Yannick," completed where the vault writes it with a particle
    about = _note("Pages/About me.md", "Hi! I'm Yannick, I'm 46 and a beekeeper.")
    own = _note("People/Yannick Le Goff.md", "Apiculteur à Dieulefit.", title="Yannick Le Goff")
    partner = _note(
        "People/Bastien Roux.md", "Prof des écoles, ami de [[Yannick Le Goff]].", title="Bastien Roux"
    )
    found = find_owner([about, own, partner])
    assert found.name == "Yannick Le Goff"
    assert set(found.profiles) == {"About me", "Yannick Le Goff"}


def test_a_cv_tagged_archive_is_no_profile_and_a_surname_in_capitals_is_cased() -> None:
    old = _note("Pages/CV 2017.md", "# Yannick LE GOFF\nResponsable qualité", title="CV 2017")
    assert find_owner([old]).name == "Yannick Le Goff"  # as a sentence writes it
    old.tags = ["archive", "CV"]
    assert "CV 2017" not in find_owner([old]).profiles


def test_the_owner_s_story_told_at_length_is_a_profile_page() -> None:
    # « Mon histoire (la version longue) », "My story": the life told, where « j'ai grandi à
    # Marcenat » is written; « Histoire de la ferme » is a farm's history
    story = _note(
        "pages/mon-histoire.md",
        "Je suis née à Aurillac mais j'ai grandi à Marcenat.",
        "Mon histoire (la version longue)",
    )
    english = _note("my-story.md", "I grew up in Cork.", "My story")
    farm = _note("histoire-de-la-ferme.md", "La ferme date de 1850.", "Histoire de la ferme")
    assert find_owner([story, english, farm]).profiles == ("mon-histoire", "my-story")


def test_where_she_grew_up_is_her_origin(gh_searcher: Searcher) -> None:
    result = gh_searcher.search("elle a grandi où ?")
    assert result.grounded and result.about_owner
    assert "mon-histoire" in {gh_searcher.bundle.notes[i].slug for i in result.answer_notes}
    assert writes_origin("Je suis née à Aurillac en mars 1985 mais j'ai grandi à Marcenat, sur la ferme.")


def test_a_first_name_is_completed_by_its_surname_however_a_letterhead_cases_it() -> None:
    # "I'm Solène," on the English page; the story writes « Solène Vuillermoz », the old CV's
    # letterhead « Solène VUILLERMOZ »: one surname, as the sentence writes it (no tie between
    # two spellings leaving the first name alone, and the workshop's letterhead as the owner)
    about = _note("About me (EN).md", "Hi! I'm Solène, a watchmaker-repairer based in Dole.")
    story = _note("Qui suis-je.md", "Solène Vuillermoz, horlogère-réparatrice, j'ai eu 38 ans en juin.")
    cv = _note("Archives/CV 2018.md", "**Solène VUILLERMOZ**\nHorlogère SAV", title="CV 2018")
    cv.tags = ["archive"]  # no profile: its letterhead does not name her
    practical = _note("Infos pratiques.md", "**Atelier Balancier**\n7 rue Pasteur, Dole")
    assert find_owner([about, story, cv, practical]).name == "Solène Vuillermoz"


def test_a_heading_naming_the_business_gives_way_to_its_owner_introducing_themself() -> None:
    # the home page's heading names the workshop after him; its first line says who he is
    home = _note(
        "Accueil.md",
        "# Atelier Ferrand — cordonnier-bottier à Romans\n\nSalut, moi c'est **Thibault Ferrand**, "
        "cordonnier-bottier.",
    )
    about = _note("Qui suis-je.md", "Thibault, 47 ans, romanais pur jus.")
    assert find_owner([home, about]).name == "Thibault Ferrand"
    # a heading that is the owner's name stays (« # CV — Solène Marchetti »), whoever the body names
    cv = _note("Moi/CV.md", "# CV — Solène Marchetti\n\nJe suis Solène, UX researcher; moi c'est Léa Martin.")
    assert find_owner([cv]).name == "Solène Marchetti"
    # a heading naming the business otherwise, by a word its page writes as a common noun,
    # gives way to the owner introducing themself on that page
    home = _note(
        "index.md",
        "# Atelier Paraison — verre au chalumeau\n\nBonjour ! Moi c'est **Solène Marchais**, "
        "souffleuse de verre. Ici, un bout de mon atelier.",
    )
    assert find_owner([home]).name == "Solène Marchais"
