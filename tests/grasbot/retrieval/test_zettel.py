"""A Zettelkasten / PARA vault (examples/vault-zettel): archived notes, terse labelled notes."""

from __future__ import annotations

import pytest

from grasbot.bundle import parse_bundle
from grasbot.retrieval.index import is_archived, marked_old
from grasbot.retrieval.passages import rank_passages
from grasbot.retrieval.search import Searcher
from index_build.build import build_bundle
from tests.conftest import VaultFactory, searcher_on


@pytest.mark.parametrize(
    ("path", "archived"),
    [
        ("4-Archives/Tarifs 2022.md", True),
        ("Projets/_archive/Vieux.md", True),
        ("Archivé/Note.md", True),
        ("Archives 2021/Note.md", True),
        ("Projets/Archivage des données.md", False),  # a note about archiving
        ("Archives.md", False),  # the file name is the note, not its folder
        ("Archiviste/Note.md", False),
    ],
)
def test_an_archive_folder_is_read_from_the_path(path: str, archived: bool) -> None:
    assert is_archived(path) is archived


def _first_passage_note(searcher: Searcher, question: str) -> int:
    result = searcher.search(question)
    assert result.grounded and result.query is not None
    bundle = searcher.bundle
    notes = [(bundle.slug_index[s.slug], s.score) for s in result.sources]
    return rank_passages(searcher.index, notes, result.query)[0].note


def test_a_newer_note_outranks_the_archived_one(zettel_searcher: Searcher) -> None:
    # the 2022 rates and the 2023 subscriber count sit in 4-Archives; newer notes restate them
    archived = zettel_searcher.index.archived
    for question in ("Quel est son tarif pour une conférence ?", "Combien d'abonnés a sa chaîne YouTube ?"):
        first = zettel_searcher.search(question).sources[0].slug
        assert not archived[zettel_searcher.bundle.slug_index[first]], question
        assert not archived[_first_passage_note(zettel_searcher, question)], question


def test_an_archived_note_still_answers_what_only_it_says(zettel_searcher: Searcher) -> None:
    result = zettel_searcher.search("Quel était l'objectif de la chaîne pour 2024 ?")
    assert result.grounded
    # (the hub « Médiation scientifique » linking its notes by id now holds their titles too:
    # « Fête de la science 2024 », « Physique en chaussons »; it ranks beside the archived note)
    assert "Bilan chaîne 2023" in [s.slug for s in result.sources[:3]]


def test_a_labelled_line_speaks_for_the_owner(zettel_searcher: Searcher) -> None:
    # « Disponibilités : les mercredis » in a terse note without « je » answers the availability
    result = zettel_searcher.search("Quand est-il disponible pour intervenir ?")
    assert result.grounded
    assert result.sources[0].slug == "202601101500 Interventions et tarifs"


def test_a_stub_note_answers_nothing(make_vault: VaultFactory) -> None:
    # a title kept for later, its body only tags: the question names it, it holds no answer
    stub = "Zettel/202404021100 Ondes gravitationnelles.md"
    files = {
        stub: "# Ondes gravitationnelles\n\n#idée #astrophysique\n",
        "Zettel/202311020900 Pendule.md": "# Pendule\n\nUn pendule simple oscille avec une période fixe.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data))
    assert searcher.search("Les ondes gravitationnelles ?").candidates[0].title == "Ondes gravitationnelles"
    assert not searcher.search("Les ondes gravitationnelles ?").grounded
    files[stub] += "Détectées en 2015 par LIGO.\n"
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data))
    assert searcher.search("Les ondes gravitationnelles ?").grounded


@pytest.mark.parametrize(
    ("question", "heard"),
    [
        ("c koi physik en chausson", "sounds:physik→physiqu"),
        ("parle moi de son boulo a clermont", "sounds:boulo→boulot"),
    ],
)
def test_a_word_written_as_it_sounds_is_read_as_the_word(
    zettel_searcher: Searcher, question: str, heard: str
) -> None:
    # « physik » is « physique », « boulo » « boulot » (the lexicon's word for a job): a chat box
    # writes French as it sounds; too short for the typo guesses (7 letters and more)
    assert heard in zettel_searcher.analyser.analyse(question).reasons


def test_a_plural_in_aux_written_as_it_sounds_is_read_as_the_word(make_vault: VaultFactory) -> None:
    # « animo » is « animaux » (« -aux » sounds « o »), the group of the pets a profile names
    files = {
        "moi.md": "---\ntype: parcours\n---\n# À propos\n\nJe suis Séverine, traductrice. Je vis "
        "à Morges avec le chat Brioche.\n",
        "trail.md": "# Trail\n\nJe cours dans le Jura, 40 km par semaine.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data), owner_name="Séverine")
    assert "sounds:animo→animal" in searcher.analyser.analyse("elle a des animo chez elle?").reasons
    assert searcher.search("elle a des animo chez elle?").grounded


def test_a_channel_written_as_it_sounds_is_found(zettel_searcher: Searcher) -> None:
    result = zettel_searcher.search("c koi physik en chausson")
    assert result.grounded and result.sources[0].slug == "Physique en chaussons"


def test_a_word_that_sounds_like_nothing_known_stays_unknown(make_vault: VaultFactory) -> None:
    # « kotlin » respelled (« quotlin », « cotlin ») is no word of this vault: still unknown,
    # so the question is not answered by the note that shares « application »
    searcher = searcher_on(
        make_vault,
        {
            "appli.md": "---\ntitle: Application de suivi des marées\n---\nUne application web "
            "pour suivre les marées de Brest, écrite en Python.\n",
        },
    )
    analysis = searcher.analyser.analyse("Son application est-elle en kotlin ?")
    assert not any(r.startswith("sounds:") for r in analysis.reasons)
    assert not searcher.search("Son application est-elle en kotlin ?").grounded


@pytest.mark.parametrize("question", ["What is his YouTube channel called?", "Can he give talks in English?"])
def test_english_framing_words_are_not_what_is_asked(zettel_searcher: Searcher, question: str) -> None:
    # "called", "give" frame the question; "channel" is « chaîne »
    result = zettel_searcher.search(question)
    assert result.grounded and result.sources


def test_a_placeholder_note_is_a_stub_and_is_never_shown(make_vault: VaultFactory) -> None:
    # « À développer. » says no more than the title: not an answer, not a source to show
    files = {
        "Qui suis-je.md": "# Qui suis-je\n\nJe m'appelle Baptiste, professeur de physique. Mes "
        "compétences : expériences de paillasse, vulgarisation, montage vidéo.\n",
        "Zettel/Évaluer par compétences.md": "# Évaluer par compétences\n\n#idée\n\nÀ développer.\n",
    }
    searcher = Searcher(parse_bundle(build_bundle(make_vault(files)).data))
    result = searcher.search("Quelles sont ses compétences ?")
    assert result.grounded
    assert "Évaluer par compétences" not in [s.slug for s in result.sources]
    assert any(c.slug == "Évaluer par compétences" for c in result.candidates)  # found, not shown


@pytest.mark.parametrize(
    ("title", "heading", "opening", "status", "marked"),
    [
        ("CV (version 2022)", "", "Version archivée (mai 2022). Le CV à jour est ici : CV.", None, True),
        ("Tarifs 2021 (obsolète)", "", "Grille de la création.", None, True),
        ("Planning semaine", "Planning semaine (2023) — obsolète", "Ma semaine type", None, True),
        ("Tarifs (2022-2023)", "", "« Obsolète. Les tarifs actuels sont sur la page Contact. »", None, True),
        ("Presskit 2022", "", "Remplacé par Presskit.", None, True),
        (
            "Tarifs indicatifs 2021",
            "",
            "Grille remplacée par Tarifs 2026. Je la laisse en ligne.",
            None,
            True,
        ),
        # (a page replaced by something else, said further on, is not itself replaced)
        ("Atelier", "", "Le four, remplacé par un four électrique en 2022.", None, False),
        ("Ma config", "", "Note de 2022, plus à jour : voir Uses.", None, True),
        ("Tarifs 2023", "", "Nouvelle grille.", "remplacé", True),
        ("A-propos-2021", "À propos (ancienne version du site, 2021)", "Bonjour !", None, True),
        ("A-propos", "", "« Vieille page copiée de l'ancien site. Plus à jour du tout. »", None, True),
        # a title speaking of something old, or of someone who was something, says nothing of itself
        ("Pourquoi jQuery est obsolète", "", "Un billet.", None, False),
        ("Philippe (ancien patron)", "", "Mon ancien patron, à Lyon.", None, False),
        ("Blog", "", "Billets en vrac. Certains sont vieux et plus à jour.", None, False),
        ("Bio", "", "Ancienne infirmière, je suis luthière depuis 2019.", None, False),
        # a page saying where what holds now is keeps what held before
        (
            "Tarifs — historique",
            "",
            "Pour les vieux topos. Les tarifs en vigueur sont dans Tarifs 2026.",
            None,
            True,
        ),
        ("Old rates", "", "Kept for the record. The current rates are on Rates.", None, True),
        # (a page giving what holds now is not)
        ("Tarifs", "", "Les tarifs actuels : nuitée 22 €.", None, False),
        # a dated version that opens saying it is the current one is the newest
        (
            "À propos 2026",
            "À propos (version 2026)",
            "Version actuelle. L'ancienne : À propos 2021.",
            None,
            False,
        ),
    ],
)
def test_a_note_saying_it_no_longer_holds_is_read_from_its_name_and_opening(
    title: str, heading: str, opening: str, status: str | None, marked: bool
) -> None:
    assert marked_old(title, heading, opening, status) is marked


@pytest.mark.parametrize(
    ("closing", "marked"),
    [
        ("(à mettre à jour... plus d'actualité depuis le déménagement)", True),
        ("PLUS À JOUR — voir Tarifs", True),
        ("(outdated)", True),
        ("(no longer up to date)", True),
        # a closing paragraph that speaks of other things being old, or one too long to be a notice
        ("Billets en vrac. Certains sont vieux et plus à jour, la date est en haut.", False),
        ("Le tarif de 2019 n'est plus d'actualité pour les groupes, " + "mais " * 40 + "voilà.", False),
    ],
)
def test_a_note_closing_on_a_notice_that_it_no_longer_holds_is_old(closing: str, marked: bool) -> None:
    # « Bio 2018 » closes on its notice: what it says (« il vit à Bourg-Saint-Maurice ») was true once
    assert marked_old("Bio 2018 (plaquette)", "", "Laurent, 43 ans, guide.", None, closing) is marked
    assert not marked_old("Bio 2018 (plaquette)", "", "Laurent, 43 ans, guide.", None)


def test_a_note_saying_it_no_longer_holds_gives_way_to_the_one_it_names(make_vault: VaultFactory) -> None:
    searcher = searcher_on(
        make_vault,
        {
            "CV 2022.md": "---\ntitle: CV (version 2022)\n---\n> Version archivée (mai 2022). Le CV à jour "
            "est ici : [[CV]].\n\nDéveloppeur front-end chez Nacre, à Rennes.\n",
            "CV.md": "# CV\n\nDéveloppeur front-end et consultant accessibilité indépendant, à Nantes, "
            "depuis 2025. Audits RGAA, formations, intégration HTML et CSS.\n",
            "CV 2018.md": "---\ntitle: CV (version 2018)\n---\nGardé pour mémoire, plus à jour.\n\nÉtudes : "
            "master de cartographie à Rennes.\n",
        },
    )
    index, slugs = searcher.index, searcher.bundle.slug_index
    # the old CV points to the current one: what it says was true once; the one only marked old
    # may be the one place a fact is written (its studies)
    assert index.replaced == {slugs["CV 2022"]: slugs["CV"]}
    assert index.archived[slugs["CV 2022"]] and not index.archived[slugs["CV 2018"]]
    # both write « développeur front-end »: the current one answers first
    assert searcher.search("Développeur front-end ?").sources[0].slug == "CV"


def test_a_note_saying_it_no_longer_holds_names_the_current_one_in_quotes_without_a_link(
    make_vault: VaultFactory,
) -> None:
    # a vault exported without its links (Joplin, Apple Notes) names the current page in quotes
    searcher = searcher_on(
        make_vault,
        {
            "Qui suis-je (brouillon 2021).md": "# Qui suis-je (brouillon 2021)\n\n> Ancienne version, "
            "remplacée par la note « Qui suis-je » de 2026. Je la garde pour mémoire.\n\nSecrétaire de "
            "la société d'histoire, installé à Murat depuis six ans.\n",
            "Qui suis-je.md": "# Qui suis-je\n\nPrésident de la société d'histoire depuis 2022.\n",
            "Contact.md": "# Contact\n\nÉcrire à la société, « Qui suis-je » en dit plus.\n",
        },
    )
    index, slugs = searcher.index, searcher.bundle.slug_index
    assert index.replaced == {slugs["Qui suis-je (brouillon 2021)"]: slugs["Qui suis-je"]}


def test_a_note_saying_it_is_outdated_names_the_current_one_as_the_site_calls_it(
    make_vault: VaultFactory,
) -> None:
    # « The French [CV](./cv.md) »: the current page is called by its file's name, its title
    # being « CV — Hélène Roussel » and its slug a site path
    searcher = searcher_on(
        make_vault,
        {
            "parcours/resume-en.md": "---\ntitle: Resume (English, 2023)\nslug: /parcours/resume-en\n---\n"
            "# Hélène Roussel\n\n> [!warning] Outdated\n> Kept for reference. The French [CV](./cv.md) "
            "is the up-to-date version.\n\n**Age:** 38 · Based in Échirolles.\n",
            "parcours/cv.md": "---\ntitle: CV — Hélène Roussel\nslug: /parcours/cv\n---\n"
            "# CV\n\nIngénieure embarqué, 41 ans, à Grenoble.\n",
        },
    )
    index, slugs = searcher.index, searcher.bundle.slug_index
    assert index.replaced == {slugs["/parcours/resume-en"]: slugs["/parcours/cv"]}


def test_a_rate_card_of_an_earlier_year_gives_way_to_the_latest_unless_its_year_is_asked(
    make_vault: VaultFactory,
) -> None:
    # Jekyll posts of a yearly series: the name but for its dates and years is the same
    searcher = searcher_on(
        make_vault,
        {
            "_posts/2025-01-08-tarifs-2025.md": "---\ntitle: Les tarifs 2025 sont en ligne\n---\n"
            "Petite mise à jour des tarifs.\n\n- Demi-journée (5 h) : 1 650 €\n- Journée : 2 600 €\n",
            "_posts/2026-01-10-tarifs-2026.md": "---\ntitle: Nouvelle année, nouveaux tarifs\n---\n"
            "Les formules augmentent : la demi-journée passe à 1 850 €, la journée à 2 900 €.\n",
            # a yearly review is no rate card: what it says stays true of its year
            "_posts/2024-12-30-bilan-2024.md": "---\ntitle: Bilan 2024\n---\nOnze mariages.\n",
            "_posts/2025-12-30-bilan-2025.md": "---\ntitle: Bilan 2025\n---\nDouze mariages.\n",
        },
    )
    index, slugs = searcher.index, searcher.bundle.slug_index
    assert index.superseded == {slugs["2025-01-08-tarifs-2025"]: "2025"}
    assert searcher.search("Combien pour une demi-journée ?").sources[0].slug == "2026-01-10-tarifs-2026"
    assert searcher.search("Et en 2025, la demi-journée ?").sources[0].slug == "2025-01-08-tarifs-2025"


def test_a_rate_page_named_by_its_place_in_a_tree_gives_way_to_the_latest_years(
    make_vault: VaultFactory,
) -> None:
    # Trilium's export: « Tarifs/2023/Podcast » and « Tarifs/2026/Podcast », both titled
    # « Podcast »: the folders say the series and its year; a journal's year folders do not
    searcher = searcher_on(
        make_vault,
        {
            "Tarifs/2023/Podcast.md": "# Podcast\n\n65 € l'épisode (jusqu'à 45 min).\n",
            "Tarifs/2026/Podcast.md": "# Podcast\n\nTarif : 90 € l'épisode (jusqu'à 45 min).\n",
            "Journal/2023/Podcast.md": "# Podcast\n\nPremier épisode mixé pour À Table.\n",
            "Journal/2026/Podcast.md": "# Podcast\n\nDixième épisode mixé.\n",
        },
    )
    index, slugs = searcher.index, searcher.bundle.slug_index
    assert [searcher.bundle.notes[i].path for i in index.superseded] == ["Tarifs/2023/Podcast.md"]
    top = searcher.search("Quel est le tarif d'un épisode de podcast ?").sources[0]
    assert searcher.bundle.notes[slugs[top.slug]].path == "Tarifs/2026/Podcast.md"


def test_an_older_copy_of_a_page_in_its_folder_gives_way_to_the_one_updated_last(
    make_vault: VaultFactory,
) -> None:
    # Joplin exports a rewritten page beside the copy it kept (« À propos-1.md »), both titled alike
    joplin = "---\ntitle: À propos\nupdated: {}\n---\n"
    searcher = searcher_on(
        make_vault,
        {
            "Site/À propos.md": joplin.format("2026-01-14 20:58:10Z") + "Traductrice, 46 ans, à Neudorf.\n",
            "Site/À propos-1.md": joplin.format("2021-03-02 22:41:09Z")
            + "Traductrice, 41 ans, à Krutenau.\n",
            # the same title in another folder is another page (a translation), not a copy
            "en/À propos.md": joplin.format("2020-01-01 10:00:00Z") + "Translator in Strasbourg.\n",
        },
    )
    slugs = searcher.bundle.slug_index
    archived = {searcher.bundle.notes[i].path for i, old in enumerate(searcher.index.archived) if old}
    assert archived == {"Site/À propos-1.md"}
    assert searcher.search("traductrice").sources[0].slug == searcher.bundle.notes[slugs["À propos"]].slug


def test_a_snapshot_kept_beside_a_document_gives_way_to_it(make_vault: VaultFactory) -> None:
    # Scrivener's snapshot of a document, synced beside it: both titled alike by their metadata,
    # neither dated by an ``updated`` key; the file name says which is the copy
    compiled = "Title: Présentation de l'atelier\nAuthor: Bastien\n\n# L'atelier\n\n{}\n"
    searcher = searcher_on(
        make_vault,
        {
            "Draft/01 Présentation de l'atelier.md": compiled.format("95 m², ouvert du lundi au vendredi."),
            "Draft/01 Présentation de l'atelier (snapshot 2023-04-02).md": compiled.format(
                "60 m², ouvert du lundi au samedi matin."
            ),
            "Notes/Vernis.md": "# Vernis\n\nUn vernis jaunit.\n",
        },
    )
    archived = {searcher.bundle.notes[i].path for i, old in enumerate(searcher.index.archived) if old}
    assert archived == {"Draft/01 Présentation de l'atelier (snapshot 2023-04-02).md"}


def test_obsidians_copy_of_a_note_gives_way_to_it(make_vault: VaultFactory) -> None:
    # « horaires 1.md », Obsidian's copy kept beside the note rewritten since, titled otherwise;
    # « Sans titre 4 » beside « Sans titre » is another note, of other words
    searcher = searcher_on(
        make_vault,
        {
            "pro/horaires.md": "---\nupdated: 2026-11-20\n---\n# Horaires et adresse\n\nLa librairie "
            "est ouverte du mardi au samedi, et le lundi après-midi de 14 h à 19 h.\n",
            "pro/horaires 1.md": "# Horaires\n\nLa librairie est ouverte du mardi au samedi ; le lundi, "
            "fermé.\n",
            "Sans titre.md": "# Sans titre\n\nAcheter des cartons pour les colis.\n",
            "Sans titre 4.md": "# Sans titre 4\n\nIdée de vitrine : les polars de la Loire.\n",
        },
    )
    archived = {searcher.bundle.notes[i].path for i, old in enumerate(searcher.index.archived) if old}
    assert archived == {"pro/horaires 1.md"}
    assert searcher.search("la librairie est ouverte le lundi ?").sources[0].slug == "horaires"


def test_the_current_page_naming_its_older_version_replaces_it(make_vault: VaultFactory) -> None:
    # the old page says nothing of the new one; the new one links to it as « l'ancienne »
    searcher = searcher_on(
        make_vault,
        {
            "À propos (version 2021).md": "# Présentation (site v1)\n\nJeune ébéniste, 47 ans, installé "
            "dans un atelier partagé rue d'Auxonne.\n",
            "À propos 2026.md": "# À propos (version 2026)\n\n> Version actuelle. L'ancienne : [[À propos "
            "(version 2021)]].\n\nÉbéniste, 52 ans, atelier rue des Tanneries.\n",
        },
    )
    index, slugs = searcher.index, searcher.bundle.slug_index
    assert index.replaced == {slugs["À propos (version 2021)"]: slugs["À propos 2026"]}
    assert searcher.search("Ébéniste ?").sources[0].slug == "À propos 2026"


def test_a_page_saying_it_replaces_another_replaces_it(make_vault: VaultFactory) -> None:
    # « Remplace [[…]] » on the new bio: the 2024 page is the old one, not « remplacée par »
    searcher = searcher_on(
        make_vault,
        {
            "Présentation (version 2024).md": "# Qui suis-je ?\n\nÉducatrice canine, 42 ans, cours le "
            "dimanche.\n",
            "Bio courte.md": "# Bio courte\n\nVersion sept. 2026. Remplace [[Présentation (version 2024)]] "
            "(l'âge n'y est plus bon).\n\nÉducatrice canine, 44 ans, cours le samedi.\n",
            "Tarifs 2025.md": "# Tarifs 2025 (archivés)\n\nRemplacés par [[Bio courte]].\n",
        },
    )
    index, slugs = searcher.index, searcher.bundle.slug_index
    assert index.replaced[slugs["Présentation (version 2024)"]] == slugs["Bio courte"]
    assert slugs["Bio courte"] not in index.replaced
    assert searcher.search("Éducatrice canine ?").sources[0].slug == "Bio courte"
