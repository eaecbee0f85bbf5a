"""Digital-garden syntax (Dataview fields and queries, callouts, #tags, templates, embeds, tables
of links): what a visitor reads of it, what is left out and reported, and what stays searchable."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grasbot.bundle import Bundle, parse_bundle, readable_text
from grasbot.cli.main import main
from index_build.build import BuildResult, build_bundle
from index_build.obsidian import searchable
from index_build.transclude import Transcluder
from index_build.vault import read_vault
from index_build.visible import visible_note

VaultFactory = Callable[[dict[str, str]], Path]
GARDEN = Path(__file__).resolve().parents[2] / "examples" / "vault-garden"


def _note(body: str, title: str = "Titre") -> tuple[str, list[tuple[int, str]]]:
    note = visible_note(body, title, "note")
    shown = "\n".join(f"{p.heading}\n{p.text}" for p in note.passages)
    return shown, [(x.line, x.reason) for x in note.left_out]


@pytest.fixture(scope="module")
def garden_build() -> BuildResult:
    return build_bundle(GARDEN)


@pytest.fixture(scope="module")
def garden(garden_build: BuildResult) -> Bundle:
    return parse_bundle(garden_build.data, "garden")


def _passages(bundle: Bundle, slug: str) -> list[str]:
    i = bundle.slug_index[slug]
    return [f"{bundle.passages[k].heading}\n{bundle.passages[k].text}" for k in bundle.passages.of_note(i)]


# 1. Dataview fields and queries


def test_a_line_of_fields_reads_as_key_value_unless_a_key_is_metadata() -> None:
    shown, left = _note(
        "statut:: en pause\n- année:: 2024\n[client:: Mairie] · (durée:: 3 mois)\n"
        "slug:: projet-mairie\n[créé:: 2024-01-02] · [client:: Mairie]\n\n"
        "Projet mené [lieu:: à Nantes] en (année:: 2023), voir std::move ici.\n"
    )
    assert "::" not in shown.replace("std::move", "")
    # facts, judged as « **Key :** value » lines are: one list
    assert "- statut : en pause\n- année : 2024\n- client : Mairie ; durée : 3 mois" in shown
    assert "Projet mené lieu : à Nantes en 2023, voir std::move ici." in shown
    # a field of the note or the site takes its line out
    assert "projet-mairie" not in shown and "2024-01-02" not in shown
    assert left == [(4, "Dataview fields (slug)"), (5, "Dataview fields (créé, client)")]


def test_a_field_whose_key_says_in_brackets_what_it_covers_is_read_as_one() -> None:
    shown, _ = _note(
        "- Forfait « Champêtre » (bouquet, 4 boutonnières):: à partir de 1 200 €\n"
        "- Arche fleurie:: 650 €\n\nUne phrase (avec:: un champ) et la suite.\n"
    )
    assert "- Forfait « Champêtre » (bouquet, 4 boutonnières) : à partir de 1 200 €" in shown
    assert "::" not in shown


def test_breadcrumb_fields_are_navigation_not_facts() -> None:
    # the Breadcrumbs plugin's hierarchy: « up : 2-Domaines/Freelance » opened every answer
    shown, left = _note(
        "up:: [[2-Domaines/Freelance]]\nnext:: [[Kiwo - Retro]]\n\nDu bloc, deux fois par semaine.\n"
    )
    assert shown.strip() == "Du bloc, deux fois par semaine."
    assert left == [(1, "Dataview fields (up)"), (2, "Dataview fields (next)")]
    # a key that only holds the word is a fact (« upcycling:: oui »)
    assert "upcycling : oui" in _note("upcycling:: oui\n\nDu bloc.\n")[0]


def test_a_highlight_reads_as_its_words() -> None:
    shown, _ = _note(
        "Dispo : ==Complet jusqu'à fin décembre.== Ensuite, ==janvier 2027==.\n\nSi a == b, rien.\n"
    )
    assert "Dispo : Complet jusqu'à fin décembre. Ensuite, janvier 2027." in shown
    assert "==" not in shown.replace("a == b", "")
    assert "Si a == b, rien." in shown  # a comparison is no highlight


def test_fields_inside_a_callout_read_under_its_title() -> None:
    shown, left = _note(
        "> [!info] Fiche\n> client:: Ville\n> année:: 2023\n\nLa ville refaisait son portail.\n"
    )
    assert shown == "\nFiche :\n- client : Ville\n- année : 2023\nLa ville refaisait son portail."
    assert left == []
    shown, left = _note("> [!info] Fiche\n> id:: 42\n\nLa ville refaisait son portail.\n")
    assert shown == "\nLa ville refaisait son portail."  # « Fiche » over nothing is not shown either
    assert left == [(2, "Dataview fields (id)")]


def test_dataview_queries_are_neither_shown_nor_indexed(make_vault: VaultFactory) -> None:
    body = (
        'Mes projets.\n\n```dataview\nTABLE client FROM "Projets" WHERE zorglub\n```\n\n`= this.file.name`\n'
    )
    shown, left = _note(body)
    assert shown == "\nMes projets." and left == [(3, "Dataview query")]
    bundle = parse_bundle(build_bundle(make_vault({"a.md": body})).data)
    assert bundle.postings("zorglub") is None and bundle.postings("tabl") is None
    assert bundle.postings("projet") is not None


# 2-3. Callouts: titles, lists, notes to self


def test_a_callout_title_introduces_its_body_and_lists_stay_lists() -> None:
    body = (
        '> [!quote] Clayton Christensen\n> "They want a quarter-inch hole."\n\n'
        "> [!tip] Ce qui marche\n> - la carte des hypothèses\n> - le vote silencieux\n"
    )
    note = visible_note(body, "Jobs", "note")
    assert [p.text for p in note.passages] == [
        'Clayton Christensen : "They want a quarter-inch hole."\n'
        "Ce qui marche :\n- la carte des hypothèses\n- le vote silencieux"
    ]


def test_todo_callouts_and_task_list_callouts_are_notes_to_self() -> None:
    shown, left = _note(
        "Un fait.\n\n> [!todo]\n> - [ ] relancer la métropole\n\n"
        "> [!todo] À écrire\n> - une section sur le travail à distance\n\n"
        "> [!note] Prochaines étapes\n> - [ ] écrire la doc\n> - [x] envoyer le devis\n\n"
        "> [!success] Fait\n> - [x] certification obtenue\n"
    )
    assert "métropole" not in shown and "distance" not in shown and "doc" not in shown
    assert shown == "\nUn fait.\nFait :\n- certification obtenue (fait)"  # done tasks are facts, said done
    assert left == [
        (3, "to-do callout (a note to self)"),
        (6, "to-do callout (a note to self)"),
        (9, "task list callout (a note to self)"),
    ]


# 4. Tags


def test_tags_leave_the_text_and_label_the_note(make_vault: VaultFactory) -> None:
    body = "#moi #méthode\n\nJe parle du #RGAA en formation, C# et #42 compris. #perso\n"
    shown, left = _note(body)
    assert shown == "\nJe parle du RGAA en formation, C# et #42 compris."
    assert left == [(1, "tags"), (3, "tags")]
    note = read_vault(make_vault({"n.md": f"---\ntags: [moi]\n---\n{body}"})).notes[0]
    assert note.tags == ["moi", "méthode", "perso"]  # a word inside a sentence is no label


def test_bears_tags_of_several_words_are_tags(make_vault: VaultFactory) -> None:
    # Bear closes a tag holding a space with a second hash: « #gais lurons# », « #ateliers 2026# »;
    # the line of tags leaves the text (it was shown as « projets gais lurons# »)
    body = "#projets #gais lurons#\n\nUne bière pour le carnaval, avec les #gais lurons# de Faulx.\n"
    shown, _ = _note(body)
    assert shown == "\nUne bière pour le carnaval, avec les gais lurons de Faulx."
    note = read_vault(make_vault({"n.md": body})).notes[0]
    assert note.tags == ["projets", "gais lurons"]
    # a number or a language after a hash is none (« le #2, C# et F# »)
    assert _note("Le #2, C# et F# aussi.\n")[0].strip() == "Le #2, C# et F# aussi."


def test_bear_tags_of_several_words_are_closed_by_a_hash(make_vault: VaultFactory) -> None:
    # Bear writes a tag with spaces between two hashes: on a line of tags it is a label, not
    # « à propos# » opening the note's text; « C# » inside a sentence is no tag's end
    body = "#à propos# #brasserie\n\nSalut ! Je brasse en C# et F# depuis 2020. #ateliers 2026#\n"
    shown, left = _note(body)
    assert shown == "\nSalut ! Je brasse en C# et F# depuis 2020."
    assert left == [(1, "tags"), (3, "tags")]
    note = read_vault(make_vault({"n.md": body})).notes[0]
    assert note.tags == ["à propos", "brasserie", "ateliers 2026"]
    assert read_vault(make_vault({"p.md": "#privé perso#\n\nMon salaire.\n"})).notes == []


# 5. A front matter without its opening '---', a `tags::` line


def test_front_matter_without_opening_fence_is_read_with_a_warning(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "ok.md": "tags: enseignement\n---\n\n# Évaluation\n\nPas de partiel.\n",
            "secret.md": "tags: x\nprivate: true\n---\nLe salaire demandé.\n",
            "prose.md": "Note: ceci n'est pas: du YAML\n---\nSuite.\n",
            "field.md": "tags:: biais, méthode\n\nOn entend ce qu'on cherche.\n",
        }
    )
    read = read_vault(vault)
    notes = {n.path: n for n in read.notes}
    assert notes["ok.md"].tags == ["enseignement"] and notes["ok.md"].body_line == 4
    assert [d.path for d in read.dropped] == ["secret.md"]  # its privacy key is read, not shown
    assert notes["prose.md"].body.startswith("Note: ceci")  # not YAML: left as text
    assert notes["field.md"].tags == ["biais", "méthode"]
    assert "tags" not in _note(notes["field.md"].body)[0]
    assert [str(w) for w in read.warnings if w.kind == "front-matter"] == [
        "ok.md:1: front matter has no opening '---' line; line 1 read as front matter (add '---' above)",
        "secret.md:1: front matter has no opening '---' line; lines 1-2 read as front matter "
        "(add '---' above)",
    ]


# 6. Templates


@pytest.mark.parametrize(
    ("settings_file", "content"),
    [
        (".obsidian/templates.json", {"folder": "Meta/Modèles"}),
        (".obsidian/plugins/templater-obsidian/data.json", {"templates_folder": "Meta/Modèles/"}),
    ],
)
def test_the_configured_template_folder_is_skipped(
    make_vault: VaultFactory, settings_file: str, content: dict[str, str]
) -> None:
    vault = make_vault(
        {
            settings_file: json.dumps(content),
            "Meta/Modèles/Projet.md": "# Projet\n\nclient:: \n",
            "templates/Vrai.md": "Une vraie note dans un dossier nommé templates.\n",
            "Projet A.md": "Un projet.\n",
        }
    )
    read = read_vault(vault)
    assert sorted(n.path for n in read.notes) == ["Projet A.md", "templates/Vrai.md"]
    assert [(d.path, d.reason) for d in read.dropped] == [("Meta/Modèles/Projet.md", "template folder")]


def test_without_settings_common_template_folders_and_placeholders_are_skipped(
    make_vault: VaultFactory,
) -> None:
    vault = make_vault(
        {
            "_templates/Modèle projet.md": "# {{title}}\n",
            "Inbox/Brouillon.md": "# Titre\n\nCréé le {{date:YYYY-MM-DD}}.\n",
            "Tech/Jinja.md": "Jinja écrit `{{ title }}` et {{ user.name }} dans un gabarit.\n",
        }
    )
    result = build_bundle(vault)
    assert result.summary()["dropped_by_reason"] == {"template folder": 1, "template placeholder": 1}
    assert [str(w) for w in result.warnings] == [
        "Inbox/Brouillon.md:3: unrendered template placeholder '{{date:YYYY-MM-DD}}'; note skipped as a "
        "template (move it to the template folder)"
    ]


# 7. Transclusions


EMBED_VAULT = {
    "À propos.md": "# À propos\n\nBonjour.\n\n## Ce que je fais\n\n![[Maintenant]]\n\n![[photo.png]]\n",
    "Maintenant.md": (
        "# Maintenant\n\n> [!todo]\n> - [ ] relancer\n\n## Ce que je cherche\n\n- Des missions.\n"
    ),
    "Projet.md": "## Méthode\n\n![[Entretien#Ma trame]]\n\n![[Secret]]\n\n![[Boucle]]\n\n![[Note#^bloc1]]\n",
    "Entretien.md": (
        "## Pourquoi\n\nComprendre.\n\n## Ma trame\n\n1. Accueil\n2. Récit\n\n## Pièges\n\nCombler.\n"
    ),
    "Secret.md": "---\nprivate: true\n---\nCANARY-EMBED-SECRET\n",
    "Boucle.md": "Avant.\n\n![[Boucle2]]\n",
    "Boucle2.md": "Retour.\n\n![[Boucle]]\n",
    "Note.md": "Premier paragraphe.\n\nLe bloc cité ici. ^bloc1\n\nAutre.\n",
}


def test_embeds_show_the_public_notes_visible_text_in_place(make_vault: VaultFactory) -> None:
    read = read_vault(make_vault(EMBED_VAULT))
    notes = {n.slug: n for n in read.notes}
    transcluder = Transcluder(read.notes)
    about = transcluder.visible(notes["À propos"])
    assert [(p.heading, p.text, p.line) for p in about.passages] == [
        ("", "Bonjour.", 3),
        ("Ce que je fais › Maintenant › Ce que je cherche", "- Des missions.", 7),
    ]
    assert about.left_out == []  # the embedded note's to-do stays its own business
    projet = transcluder.visible(notes["Projet"])
    shown = "\n".join(f"{p.heading}\n{p.text}" for p in projet.passages)
    assert "Méthode › Ma trame\n- Accueil\n- Récit" in shown
    assert "Comprendre" not in shown and "Combler" not in shown  # one section, not the note
    assert "CANARY" not in shown
    assert "Méthode › Boucle\nAvant." in shown and "Retour." in shown  # the cycle stops
    assert "Méthode › Note\nLe bloc cité ici." in shown and "Premier" not in shown
    assert [(x.line, x.reason) for x in projet.left_out] == [
        (5, "embed of 'Secret': no public note by that name (private, skipped or missing)")
    ]
    boucle = transcluder.visible(notes["Boucle"])
    assert [x.reason for x in boucle.left_out] == []
    assert [p.text for p in boucle.passages] == ["Avant.", "Retour."]  # Boucle inside Boucle2: stopped


def test_embeds_reach_the_bundle_but_not_the_hosts_search_terms(make_vault: VaultFactory) -> None:
    result = build_bundle(make_vault(EMBED_VAULT))
    assert "CANARY-EMBED-SECRET" not in readable_text(result.data)
    bundle = parse_bundle(result.data)
    assert any("Des missions." in t for t in _passages(bundle, "À propos"))
    about = bundle.slug_index["À propos"]
    posting = bundle.postings("mission")
    assert posting is not None and about not in posting[0]  # searched in Maintenant, not twice


# 8. Escaped pipes in tables


def test_an_escaped_pipe_in_a_table_link_keeps_the_target_and_the_graph(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "Index.md": (
                "| Titre | Note |\n|---|---|\n"
                "| [[Livre A\\|Le livre]] | 5/5 |\n| [[Livre B#Avis\\|B]] | 4/5 |\n"
            ),
            "Livre A.md": "Un livre.\n",
            "Livre B.md": "## Avis\n\nBien.\n",
        }
    )
    result = build_bundle(vault)
    assert result.warnings == []
    bundle = parse_bundle(result.data)
    index = bundle.slug_index["Index"]
    assert sorted(bundle.notes[j].slug for j in bundle.graph[index]) == ["Livre A", "Livre B"]
    assert _passages(bundle, "Index") == ["\n- Titre : Le livre ; Note : 5/5\n- Titre : B ; Note : 4/5"]


# The example garden, and the property


def test_the_garden_vault_builds_clean(garden_build: BuildResult, garden: Bundle) -> None:
    summary = garden_build.summary()
    assert summary["dropped_by_reason"]["template folder"] == 1
    assert [w.kind for w in garden_build.warnings] == ["front-matter"]  # no false missing links
    text = "\n".join(f"{p.heading}\n{p.text}" for p in garden.passages)
    for bad in ("::", "{{", "[!", "#perso", "#associatif", "relancer la métropole", "CANARY-GARDEN"):
        assert bad not in text, bad
    assert any(t.startswith("\nClayton Christensen : ") for t in _passages(garden, "Jobs to be done"))
    assert any("2 mars 2026" in t for t in _passages(garden, "À propos"))  # ![[Maintenant]]
    assert any("Ma trame type" in t for t in _passages(garden, "Transports de l'Estuaire — tunnel d'achat"))
    assert not any("tags: enseignement" in t for t in _passages(garden, "Évaluation des étudiants"))


def test_explain_reports_what_the_garden_leaves_out_with_file_lines(
    capsys: pytest.CaptureFixture[str],
) -> None:
    note = "Transports de l'Estuaire — tunnel d'achat"
    assert main(["build", str(GARDEN), "--explain", note, "--json"]) == 0
    out = orjson.loads(capsys.readouterr().out)
    assert [(x["line"], x["reason"]) for x in out["left_out"]] == [(39, "tags")]
    fields = next(p for p in out["passages"] if "- client : " in p["text"])
    assert fields["line"] == 6 and "- statut : " in fields["text"]  # the fields, read as a list
    embedded = next(p for p in out["passages"] if "Ma trame type" in p["heading"])
    assert embedded["line"] == 24  # the ![[…]] line of this file


_FACT = st.sampled_from(
    [
        "Elle a mené quarante entretiens.",
        "- Python — langage principal",
        "## Projets",
        "> [!quote] Une usagère\n> « Je n'ai jamais su. »",
        "| Outil | Rôle |\n|---|---|\n| [[Figma\\|Figma]] | prototypes |",
        "[lieu:: Nantes] est sa ville.",
    ]
)
_HIDDEN_GARDEN = (
    "slug:: canari-slug",
    "[créé:: canari-date] · [client:: canari-client]",
    "> [!todo]\n> - [ ] canari-todo",
    "> [!info] Fiche\n> type:: canari-fiche",
    '```dataview\nTABLE canari FROM "x"\n```',
    "#canari-tag",
    "Texte final. #canari-fin",
)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(_FACT, st.sampled_from(_HIDDEN_GARDEN)), min_size=1, max_size=10))
def test_no_left_out_garden_text_reaches_a_passage(blocks: list[str]) -> None:
    note = visible_note("\n\n".join(blocks), "Titre", "note")
    shown = "\n".join(f"{p.heading}\n{p.text}" for p in note.passages).casefold()
    assert "canari" not in shown and "::" not in shown and "[!" not in shown
    if any(b in blocks for b in _HIDDEN_GARDEN):
        assert note.left_out


def test_an_excalidraw_drawing_is_read_as_its_labels(make_vault: VaultFactory) -> None:
    drawing = (
        "---\nexcalidraw-plugin: parsed\ntags: [excalidraw]\n---\n"
        "==⚠  Switch to EXCALIDRAW VIEW in the MORE OPTIONS menu of this document. ⚠==\n\n\n"
        "# Text Elements\nétabli principal ^a1B2c3D4\n\nfenêtre (lumière nord) ^e5F6g7H8\n\n"
        '%%\n# Drawing\n```json\n{"type": "excalidraw", "elements": [{"text": "établi"}]}\n```\n%%\n'
    )
    root = make_vault(
        {"Dessins/Plan atelier.excalidraw.md": drawing, "atelier.md": "# Atelier\n\nMon atelier.\n"}
    )
    bundle = parse_bundle(build_bundle(root).data)
    i = bundle.slug_index["Plan atelier.excalidraw"]
    assert bundle.notes[i].title == "Plan atelier"
    shown = "\n".join(
        f"{bundle.passages[k].heading}\n{bundle.passages[k].text}" for k in bundle.passages.of_note(i)
    )
    assert "établi principal" in shown and "fenêtre (lumière nord)" in shown
    for debris in ("Switch", "EXCALIDRAW", "Text Elements", "Drawing", "elements", "^a1B2"):
        assert debris not in shown, debris


def test_a_field_left_empty_is_no_word_of_the_note() -> None:
    # Tana and Dataview keep a field nobody filled (« - SIRET:: »): it says nothing, so « numéro
    # SIRET » must not find the note that left it empty; a filled field stays searchable
    body = "- Margaux Pelletier #person\n  - SIRET::\n  - Budget::   \n  - Ville:: Moulins\n"
    text = searchable(body)
    assert "SIRET" not in text and "Budget" not in text
    assert "Ville:: Moulins" in text and "Margaux Pelletier" in text
    # « std::move » in prose is no field
    assert "std::move" in searchable("On appelle std::move ici.\n")
