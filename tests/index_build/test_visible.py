"""Visitor-facing text: what the build keeps, what it leaves out, and the passages it cuts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from grasbot.bundle import Bundle
from index_build.visible import left_out_fragments, visible_note


def _texts(body: str, note_type: str = "projet") -> list[str]:
    return [p.text for p in visible_note(body, "Titre", note_type).passages]


def _shown(body: str, note_type: str = "projet") -> str:
    return "\n".join(_texts(body, note_type))


def test_key_value_metadata_is_left_out_and_facts_stay() -> None:
    body = (
        "**Slug :** `push-swap`\n"
        "**Lien GitHub :** [https://github.com/x/push](https://github.com/x/push)\n"
        "**Ordre d'affichage :** 4\n\n"
        "- **Âge** : 47 ans\n"
        "- **GitHub** : [Ladebeze66](https://github.com/Ladebeze66)\n"
        "- **Statut** : reconversion professionnelle\n"
        "- **LLMs & VLMs open-source** — intégration, fine-tuning léger\n"
    )
    note = visible_note(body, "Titre", "projet")
    shown = "\n".join(p.text for p in note.passages)
    assert "Slug" not in shown and "push-swap" not in shown and "Ordre" not in shown
    assert "github.com/x/push" not in shown
    for fact in (
        "Âge : 47 ans",
        "GitHub : [Ladebeze66](https://github.com/Ladebeze66)",
        "Statut : reconversion",
        "LLMs & VLMs open-source",
    ):
        assert fact in shown
    assert [(x.line, x.reason) for x in note.left_out] == [
        (1, "metadata line (Slug)"),
        (2, "metadata line (Lien GitHub: bare value)"),
        (3, "metadata line (Ordre d'affichage)"),
    ]


def test_an_imported_pages_title_again_and_its_date_stamp_are_not_text() -> None:
    # OneNote (through Obsidian's Importer) sets the page title and the time it was made above
    # the text; neither is something the owner wrote for a visitor
    body = "Horaires à partir du 6 janvier 2026\nmardi 6 janvier 2026 09:12\n\nOuvert du mardi au samedi.\n"
    note = visible_note(body, "Horaires à partir du 6 janvier 2026")
    assert [p.text for p in note.passages] == ["Ouvert du mardi au samedi."]
    assert [(x.line, x.reason) for x in note.left_out] == [(2, "page date stamp")]
    english = visible_note(
        "**Wine tastings**\nTuesday, March 14, 2023 9:12 AM\nIn English too.\n", "Wine tastings"
    )
    assert [p.text for p in english.passages] == ["In English too."]


def test_a_first_line_that_is_not_the_title_stays_with_its_date() -> None:
    # a journal that opens on a date it tells, and a title-like line of another note: text
    body = "mardi 6 janvier 2026 09:12\n\nOuvert du mardi au samedi.\n"
    assert "mardi 6 janvier 2026 09:12" in "\n".join(p.text for p in visible_note(body, "Horaires").passages)
    kept = visible_note("Horaires\nLe 6 janvier 2026, on passe aux horaires d'hiver.\n", "Horaires")
    assert "Le 6 janvier 2026, on passe aux horaires d'hiver." in kept.passages[0].text


def test_a_field_left_to_fill_is_left_out() -> None:
    # a quote template: « SIRET : [à compléter] » says nothing of a SIRET number
    body = (
        "EURL Marchetti Design, Nantes\n"
        "SIRET : [à compléter]\n"
        "**Client** : [raison sociale, adresse]\n"
        "Conditions : 30 % d'acompte à la signature.\n\n"
        "- [ ] relancer le client : jeudi\n"
        "- Voir : [Tarifs](https://example.org/tarifs)\n"
    )
    note = visible_note(body, "Modèle de devis", "note")
    shown = "\n".join(p.text for p in note.passages)
    assert "SIRET" not in shown and "raison sociale" not in shown
    assert "EURL Marchetti Design" in shown and "30 % d'acompte" in shown
    assert "relancer le client" in shown and "Tarifs" in shown
    assert [x.reason for x in note.left_out if x.line in (2, 3)] == ["field left to fill"] * 2


def test_a_line_holding_a_template_variable_is_left_out() -> None:
    # « Tarif : {{tarif_jour}} € » in a quote template, « - {{bloqué}} » left in a weekly review:
    # a value never filled; a Logseq macro's arguments make it no variable
    body = (
        "Atelier Roux, Lyon\n"
        "Tarif : {{tarif_jour}} € / jour — acompte : 30 % à la signature\n"
        "Validité : 30 jours\n\n"
        "- {{bloqué}}\n"
        "- relire la proposition Dumas\n"
        "- {{embed [[Tarifs]]}}\n"
    )
    note = visible_note(body, "Modèle de devis", "note")
    shown = "\n".join(p.text for p in note.passages)
    assert "{{" not in shown.replace("{{embed", "") and "tarif_jour" not in shown
    assert "Atelier Roux" in shown and "Validité : 30 jours" in shown and "relire" in shown
    assert [x.reason for x in note.left_out if x.line in (2, 5)] == ["field left to fill"] * 2


def test_callouts_about_the_note_are_left_out_and_others_kept() -> None:
    body = (
        "> [!info] Rôle de cette note\n> Version courte, pensée comme premier résultat du chatbot.\n\n"
        "> [!info] Source\n> Marquée `source: manual` : ne sera pas écrasée par un rebuild du vault.\n\n"
        "> [!info] Contexte\n> Premier projet de la branche Data Science, après la Piscine.\n"
    )
    shown = _shown(body)
    assert "chatbot" not in shown and "rebuild" not in shown
    # the title introduces the body: « Contexte : … », as Obsidian shows it above the text
    assert shown == "Contexte : Premier projet de la branche Data Science, après la Piscine."


def test_code_diagrams_formulas_and_images_are_left_out() -> None:
    body = (
        "Le serveur répond en HTTP.\n\n"
        "```\nquestion\n   │\n   ▼\n```\n\n"
        "┌──────┐\n│ node │\n└──────┘\n\n"
        "+-------+------+\n| a     | b    |\n+-------+------+\n\n"
        "$$\n\\theta_0 = \\theta_0 - \\alpha\n$$\n\n"
        "![schéma](img/a.png)\n*Figure 1 : le schéma*\n\n"
        "Le cache garde les réponses.\n"
    )
    note = visible_note(body, "Titre", "projet")
    assert [p.text for p in note.passages] == ["Le serveur répond en HTTP.\nLe cache garde les réponses."]
    reasons = [x.reason for x in note.left_out]
    assert reasons == ["code block", "diagram", "diagram", "formula", "image", "image caption"]


def test_a_list_of_dates_is_no_diagram() -> None:
    # digits and slashes are a frame's characters too, but a drawing's rows are no list items
    body = "Dates prévues :\n\n- [ ] 16/01/2027\n- [ ] 20/02/2027\n- 2028\n\n+-----+\n| a |\n+-----+\n"
    note = visible_note(body, "Ateliers 2027", "note")
    assert [p.text for p in note.passages] == ["Dates prévues :\n- 16/01/2027\n- 20/02/2027\n- 2028"]
    assert [x.reason for x in note.left_out] == ["diagram"]


def test_headings_are_context_not_text() -> None:
    body = (
        "# Titre\n\n## Expérience\n\n### 2014 – 2023 · Infirmier\n\nDix ans en gériatrie.\n\n"
        "🎯 Objectifs du Projet\n\nTrier des piles.\n\n**Objectifs pédagogiques :**\n- Apprendre le C\n"
    )
    passages = visible_note(body, "Titre", "projet").passages
    headings = [p.heading for p in passages]
    assert headings == [
        "Expérience › 2014 – 2023 · Infirmier",
        "Expérience › 2014 – 2023 · Infirmier › Objectifs du Projet",
        "Expérience › 2014 – 2023 · Infirmier › Objectifs pédagogiques",  # a sibling, not a child
    ]
    assert [p.text for p in passages] == ["Dix ans en gériatrie.", "Trier des piles.", "- Apprendre le C"]


def test_a_list_is_kept_whole_even_with_short_items() -> None:
    body = "## Langues\n\n- **Français** — langue maternelle\n- **Anglais** — expérience\n- Espagnol\n"
    passages = visible_note(body, "CV", "parcours").passages
    assert len(passages) == 1 and passages[0].kind == "list" and passages[0].heading == "Langues"
    assert passages[0].text == "- Français — langue maternelle\n- Anglais — expérience\n- Espagnol"


def test_navigation_sections_only_in_hubs() -> None:
    body = "Un projet.\n\n## Liens\n\n- MOC-Projets — vue d'ensemble\n- MOC-C — domaine c\n"
    assert "MOC-Projets" not in _shown(body, "projet")
    assert "MOC-Projets" in _shown(body, "moc")


def test_lines_typed_one_fact_each_stay_lines_and_a_wrapped_paragraph_is_one_text() -> None:
    # a phone's note: one fact a line, as Obsidian shows them (run together, « … Lyon) on s'est
    # rencontrés … », its last sentence was « compliqué) anniv 3 août »)
    phone = "née à Thiers, 50 ans\ninfirmière puéricultrice, CHU Estaing\nchante dans une chorale\n"
    assert _texts(phone) == [
        "née à Thiers, 50 ans\ninfirmière puéricultrice, CHU Estaing\nchante dans une chorale"
    ]
    # a paragraph wrapped at a width: every line long but its last, one text
    wrapped = (
        "Le retrieval vectoriel a été remplacé par une recherche déterministe\n"
        "sur le graphe des notes et BM25, plus simple à maintenir et à tester,\n"
        "sans modèle.\n"
    )
    assert _texts(wrapped) == [" ".join(wrapped.split("\n")).strip()]
    # two lines: a sentence and its end, as any Markdown paragraph
    assert _texts("Je vis à Lyon\ndepuis 2019.\n") == ["Je vis à Lyon depuis 2019."]


def test_tables_become_rows_with_their_header() -> None:
    body = "| Outil | Rôle |\n|---|---|\n| **Matplotlib** | Visualisation |\n| Tkinter | Interface |\n"
    passage = visible_note(body, "T", "projet").passages[0]
    assert passage.kind == "table"
    assert passage.text == "- Outil : Matplotlib ; Rôle : Visualisation\n- Outil : Tkinter ; Rôle : Interface"


def test_long_sections_are_packed_and_an_intro_keeps_its_list() -> None:
    paragraphs = "\n\n".join(
        f"Paragraphe numéro {k} qui explique une étape du projet en détail." for k in range(12)
    )
    body = f"## Détails\n\n{paragraphs}\n\nOpérations autorisées :\n\n- sa\n- sb\n"
    passages = visible_note(body, "T", "projet").passages
    assert all(len(p.text) <= 700 for p in passages) and len(passages) >= 2
    assert passages[-1].text.endswith("Opérations autorisées :\n- sa\n- sb")
    joined = "\n".join(p.text for p in passages)
    assert all(f"numéro {k} " in joined for k in range(12))  # nothing lost in packing


def test_links_are_shown_once_and_emphasis_dropped() -> None:
    shown = _shown("Voir [https://a.org](https://a.org), **gras**, _push_swap_ et `code`.\n")
    assert shown == "Voir https://a.org, gras, push_swap et code."


def test_struck_text_keeps_its_marks_and_loose_tildes_go() -> None:
    # what a note strikes through no longer holds: the answer must be able to tell it apart
    shown = _shown(
        "- Prix : ~~80 €~~ 90 €\n- <del>Cours particuliers</del> (plus proposé)\n"
        "- **~~gras barré~~** et ~ 3 km, ~~ pas barré ~~\n"
    )
    assert shown == (
        "- Prix : ~~80 €~~ 90 €\n- ~~Cours particuliers~~ (plus proposé)\n"
        "- ~~gras barré~~ et ~ 3 km, pas barré"
    )


def test_a_link_into_the_owners_app_is_not_shown() -> None:
    # Craft's export leaves its deep links, bare or behind a label: no visitor can follow them
    shown = _shown(
        "Ancien bloc : craftdocs://open?blockId=C04E7B19&spaceId=6f2b9e40, voir "
        "[Commandes](craftdocs://open?blockId=A7D3) ou https://a.org/x et obsidian://open?vault=v.\n"
    )
    assert shown == "Ancien bloc : , voir Commandes ou https://a.org/x et ."


# Hypothesis: whatever the mix of content and metadata lines, no left-out text reaches a passage.
_CONTENT = st.sampled_from(
    [
        "Il a travaillé dix ans en gériatrie.",
        "- Python — langage principal",
        "## Projets",
        "| Outil | Rôle |\n|---|---|\n| Docker | conteneurs |",
        "> [!note] Contexte\n> Projet mené en équipe.",
        "Opérations :",
    ]
)
_HIDDEN_BLOCKS = (
    "**Slug :** `secret-slug-canari`",
    "**Ordre d'affichage :** 98765",
    "```\ncanari_dans_le_code()\n```",
    "┌──canari──┐\n│ boîte    │\n└──────────┘",
    "> [!info] Rôle de cette note\n> canari du vault interne",
    "**Lien GitHub :** [https://canari.example](https://canari.example)",
)
_HIDDEN = st.sampled_from(_HIDDEN_BLOCKS)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(_CONTENT, _HIDDEN), min_size=1, max_size=10))
def test_no_left_out_text_reaches_a_passage(blocks: list[str]) -> None:
    body = "\n\n".join(blocks)
    note = visible_note(body, "Titre", "projet")
    shown = "\n".join(f"{p.heading}\n{p.text}" for p in note.passages).casefold()
    for marker in ("canari", "98765", "secret-slug"):
        assert marker not in shown
    if any(b in blocks for b in _HIDDEN_BLOCKS):
        assert note.left_out


def test_real_vault_passages_hold_no_metadata(real_bundle: Bundle) -> None:
    texts = [f"{p.heading}\n{p.text}" for p in real_bundle.passages]
    for bad in (
        "Slug :",
        "Ordre d'affichage",
        "Lien GitHub :",
        "rebuild du vault",
        "Rôle de cette note",
        "─",
        "│",
    ):
        assert not any(bad in t for t in texts), bad
    cv = real_bundle.slug_index["cv-grascalvet-fernand"]
    languages = [real_bundle.passages[k] for k in real_bundle.passages.of_note(cv)]
    langues = next(p for p in languages if p.heading == "Langues")
    assert all(lang in langues.text for lang in ("Français", "Anglais", "Espagnol"))
    # every note a visitor may be shown has something to read
    assert all(len(real_bundle.passages.of_note(i)) for i in range(len(real_bundle)))


def test_left_out_fragments_are_not_visible_text(real_bundle: Bundle) -> None:
    notes = [real_bundle.notes[i] for i in range(len(real_bundle))]
    fragments = left_out_fragments((n.body, n.title, n.type) for n in notes)
    assert "slug : push-swap" in fragments
    assert any("rebuild du vault" in f for f in fragments)
    assert not any("langue maternelle" in f for f in fragments)


def test_a_plain_blockquote_reads_as_someone_elses_words() -> None:
    body = (
        "Auteur : Carl Sagan.\n\n"
        "> La science est bien plus qu'un corpus de connaissances :\n"
        "> c'est une manière de penser.\n>\n> Une autre phrase.\n\n"
        "> « Déjà entre guillemets. »\n\n"
        "> — Une attribution\n\n"
        "> - [[api-rest]] : une liste reste une liste\n\n"
        "> [!note] Un callout\n> n'est pas une citation.\n\n"
        "Mon avis : à lire.\n"
    )
    text = "\n".join(p.text for p in visible_note(body, "Sagan").passages)
    assert "« La science est bien plus qu'un corpus de connaissances : c'est une manière de penser. »" in text
    assert "« Une autre phrase. »" in text
    assert "« « Déjà" not in text and "« — Une" not in text
    assert "« api-rest" not in text and "« n'est" not in text
    assert "« Mon avis" not in text


def test_a_note_about_drafting_the_page_opens_nothing() -> None:
    for opening in (
        "brouillon texte page d'accueil du site (v3, janvier 2025) → à relire avec Julien",
        'pour la page "mon parcours" du site, en "je" cette fois — écrit dans le train, à relire',
        "màj janvier 2025 (nouveaux horaires) → c'est cette version qui va sur le site",
    ):
        note = visible_note(f"{opening}\n\nJe suis née en 1982 à Chambéry.\n", "mon parcours")
        assert [p.text for p in note.passages] == ["Je suis née en 1982 à Chambéry."], opening
        assert note.left_out[0].reason == "a note about the draft"
    # a FAQ's drafting word is its subject, not a note to self; nor is the page's second paragraph
    faq = "Votre déclaration reste en brouillon sur le site tant qu'elle n'est pas signée."
    assert visible_note(faq, "FAQ").passages[0].text == faq
    later = visible_note("Je suis kiné.\n\nbrouillon de la page du site (v2) → à relire\n", "Moi")
    assert "brouillon" in later.passages[0].text


def test_notes_to_self_are_no_text_for_a_reader() -> None:
    body = (
        "Elle parle français et anglais.\n\n"
        "notes pour moi :\n- photo → celle du Semnoz\n- enlever « grimpeuse du dimanche » ??\n\n"
        "## À faire\n\n- relancer Margaux\n\n"
        "## Ateliers\n\nPérinée et course à pied.\n"
    )
    note = visible_note(body, "présentation site")
    shown = "\n".join(p.text for p in note.passages)
    assert "français et anglais" in shown and "Périnée" in shown
    assert "Semnoz" not in shown and "grimpeuse" not in shown and "Margaux" not in shown
    assert {lo.reason for lo in note.left_out} == {"notes to self"}
    # a list after an ordinary introduction stays
    kept = visible_note("Mes ateliers :\n- périnée\n- grimpeurs\n", "Ateliers")
    assert "grimpeurs" in kept.passages[0].text


def test_backslash_escapes_show_their_character() -> None:
    # a Google Docs export escapes every mark: « 1\. », « \- », « \[nom\] », « \+ »
    body = (
        "# Compte rendu\n\n1\\. Motif : \\[ce que la famille décrit\\]\n\n"
        "| Prestation | Durée |\n|---|---|\n| Bilan | 1h30 \\+ compte rendu |\n\n"
        "Race : \\- et \\*pas en italique\\* ; un chemin C:\\Users reste.\n"
    )
    text = "\n".join(p.text for p in visible_note(body).passages)
    assert "1. Motif : [ce que la famille décrit]" in text
    assert "1h30 + compte rendu" in text
    assert "Race : - et *pas en italique* ; un chemin C:\\Users reste." in text
    assert "\\[" not in text and "\\+" not in text


OUTLINE = "\n".join(
    [
        "- Moi",
        '  "tout ce qu\'on me demande"',
        "  - État civil",
        *(f"    - fait d'état civil numéro {n}, écrit assez longuement pour compter" for n in range(8)),
        "  - Boulots",
        *(f"    - 20{n:02d} : un emploi tenu cette année-là, chez un employeur" for n in range(8)),
        "    - 2016 → 2019 : conseillère en séjour à l'office de tourisme",
        "      - un poste à l'année",
        "  - FAQ",
        "    - On peut bivouaquer à côté ?",
        "      - Oui, à plus de 200 m du refuge, de 19 h à 9 h.",
    ]
)


def test_a_long_outline_is_cut_at_its_items_with_children() -> None:
    # an outliner's export: one list, a whole life nested in it; each item whose subtree is too
    # long for one passage heads its own, its note a paragraph under it
    passages = visible_note(OUTLINE + "\n\nUn paragraphe après.\n", title="Moi").passages
    assert passages[0].heading == "Moi" and "tout ce qu'on me demande" in passages[0].text
    assert len(passages) == 4 and all(len(p.text) <= 1100 for p in passages)
    boulots = next(p for p in passages if "2016 → 2019" in p.text)
    assert "un poste à l'année" in boulots.text and "fait d'état civil" not in boulots.text
    # a question item's children are its answer, on its line
    faq = next(p for p in passages if "bivouaquer" in p.text)
    assert "- On peut bivouaquer à côté ? Oui, à plus de 200 m du refuge, de 19 h à 9 h." in faq.text
    # what follows the outline is under the headings before it
    assert passages[-1].heading == "" and passages[-1].text == "Un paragraphe après."
    # (a short nested list stays one passage, its question items answered)
    short = visible_note("- FAQ\n  - Des chiens ?\n    - Non.\n  - Du wifi ?\n    - Non plus.\n").passages
    assert [p.text for p in short] == ["- FAQ\n- Des chiens ? Non.\n- Du wifi ? Non plus."]
