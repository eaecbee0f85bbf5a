"""The kinds of notes a list question names (grasbot.retrieval.catalogue): by type, folder or
Logseq namespace, across the question's and the vault's languages."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from grasbot.bundle import parse_bundle
from grasbot.retrieval.catalogue import Catalogue
from grasbot.tokenise import stem
from index_build.build import build_bundle

VaultFactory = Callable[[dict[str, str]], Path]


def _catalogue(root: Path) -> tuple[Catalogue, dict[str, int]]:
    bundle = parse_bundle(build_bundle(root).data)
    slugs = {bundle.notes[i].slug: i for i in range(len(bundle))}
    return Catalogue(bundle, bundle.params["stemmer"]), slugs


def test_a_kind_is_a_type_a_folder_or_a_namespace(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "10 Projets/Verger.md": "# Verger\n\nUn verger partagé.\n",  # a numbered folder
            "10 Projets/Mare.md": "# Mare\n\nUne mare.\n",
            "Notes/site.md": "---\ntype: projet\n---\n# Le site\n\nFait en Django.\n",
            "pages/clients___Lebreton.md": "- jardin sec à Vouvray\n",
            "pages/clients___Ogier.md": "- visite-conseil\n",
            "Talks/Un seul talk.md": "# Coroutines\n\nÀ Lyon.\n",  # a kind of one names no list
            "Notes/a.md": "# A\n\nUn.\n",
            "Notes/b.md": "# B\n\nDeux.\n",
            "Notes/c.md": "# C\n\nTrois.\n",
        }
    )
    catalogue, slugs = _catalogue(root)
    projets, naming = catalogue.asked([stem("projets")])
    assert projets == {slugs[s] for s in ("Verger", "Mare", "site")}
    assert naming == {stem("projets")}
    clients, _ = catalogue.asked([stem("clients")])
    assert clients == {slugs["clients___Lebreton"], slugs["clients___Ogier"]}
    assert catalogue.asked([stem("talks")])[0] == frozenset()
    # « Notes/ » sorts notes by workflow: it names no kind, however many notes it holds
    assert catalogue.asked([stem("notes")])[0] == frozenset()


def test_a_kind_is_found_across_languages_and_by_its_own_word_first(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "Projects/blezard.md": "# blezard\n\nA BLE crate in Rust.\n",
            "Projects/brume.md": "# brume\n\nFirmware in Rust.\n",
            "Talks/Coroutines.md": "# Coroutines\n\nGiven in Lyon.\n",
            "Talks/Blinky.md": "# Blinky\n\nGiven in Grenoble.\n",
            "Conferences/KotlinConf.md": "# KotlinConf\n\nTalks I watched.\n",
            "Conferences/Embedded World.md": "# Embedded World\n\nThe show floor.\n",
            "Reading/a.md": "# A\n\nUn.\n",
            "Reading/b.md": "# B\n\nDeux.\n",
            "People/Hélène Garnier.md": "# Hélène Garnier\n\nMy mentor.\n",
            "Notes/Léo.md": "---\ntype: personne\n---\n# Léo\n\nUn ami.\n",
        }
    )
    catalogue, slugs = _catalogue(root)
    # the notes about someone else than the owner, by folder or type
    assert catalogue.people == {slugs["Hélène Garnier"], slugs["Léo"]}
    # the English folder meets the French question's word through the lexicon
    assert catalogue.asked([stem("projets")])[0] == {slugs["blezard"], slugs["brume"]}
    # « talks » is the folder so named, not the conferences attended that the lexicon puts beside it
    assert catalogue.asked([stem("talks")])[0] == {slugs["Coroutines"], slugs["Blinky"]}


def test_nested_tags_name_a_kind_only_where_nothing_else_does(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "Commandes/Chevets.md": "---\ntags: [commande, client/hôtel]\n---\n# Chevets\n\nEn chêne.\n",
            "Commandes/Comptoir.md": "# Comptoir\n\nEn arolle. #client/hôtel\n",
            "Commandes/Bureau.md": "---\ntags: [client/entreprise, rust]\n---\n# Bureau\n\nNoyer.\n",
            "Notes/Rust.md": "---\ntags: [rust]\n---\n# Rust\n\nUn langage.\n",
            "Notes/a.md": "# A\n\nUn.\n",
            "Notes/b.md": "# B\n\nDeux.\n",
            "Notes/c.md": "# C\n\nTrois.\n",
        }
    )
    catalogue, slugs = _catalogue(root)
    # « Pour quels hôtels a-t-il travaillé ? »: no folder or type says hotel, the tags do
    hotels, naming = catalogue.asked([stem("hotels")])
    assert hotels == {slugs["Chevets"], slugs["Comptoir"]}
    assert naming == {stem("hotels")}
    # the tag's first level is a kind too
    assert catalogue.asked([stem("clients")])[0] == {slugs["Chevets"], slugs["Comptoir"], slugs["Bureau"]}
    # a flat tag says what a note is about, not what it is
    assert catalogue.asked([stem("rust")])[0] == frozenset()
    # the folder's kind comes first: « commandes » is the folder, whatever tags also say it
    commandes, _ = catalogue.asked([stem("commandes"), stem("hotels")])
    assert commandes == {slugs["Chevets"], slugs["Comptoir"], slugs["Bureau"]}


def test_the_word_titles_open_with_names_a_kind_last(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "atelier prépa ski genoux.md": "Tous les ans en novembre.\n",
            "atelier grimpeurs doigts épaules.md": "Au Bloc du Fier.\n",
            "Mission Volcalis - migration.md": "Kubernetes.\n",
            "mes trails.md": "Trail des Aravis.\n",
            "2024 bilan.md": "Une année.\n",
            "2024 objectifs.md": "Une autre.\n",
            "notes/a.md": "Un.\n",
            "notes/b.md": "Deux.\n",
        }
    )
    catalogue, slugs = _catalogue(root)
    # « Quels ateliers organise-t-elle ? »: no folder, no type, no tag; the titles say it
    ateliers, naming = catalogue.asked([stem("ateliers")])
    assert ateliers == {slugs["atelier prépa ski genoux"], slugs["atelier grimpeurs doigts épaules"]}
    assert naming == {stem("ateliers")}
    # one note opening with a word is no kind; a year opening titles is none either
    assert catalogue.asked([stem("missions")])[0] == frozenset()
    assert catalogue.asked(["2024"])[0] == frozenset()
