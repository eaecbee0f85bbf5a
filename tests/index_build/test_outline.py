"""An Outline wiki export opened as a vault: its document links, hard breaks and private marks."""

from __future__ import annotations

from grasbot.bundle import parse_bundle, readable_text
from index_build.build import build_bundle
from index_build.outline import outline_links
from tests.conftest import VaultFactory

CONTACT = (
    "# Contact et infos pratiques\n\n:::tip\nPage recopiée sur le site.\n:::\n\n## Adresse\n\n"
    "**Brasserie du Poupet**\\\n14 chemin de la Doye\\\n39110 Salins-les-Bains\n\n\\\n\n"
    "## Horaires\n\nVoir [Horaires d'ouverture](/doc/horaires-douverture-Nf3YkP0sQe) et la page "
    "[Réserver](https://wiki.exemple.fr/doc/page-supprimee-Ng1XbF7kDe#haut).\n\n"
    "Un chemin échappé : C:\\\\Brasserie, un tiret \\- et 1\\. premier.\n"
)


def test_a_link_to_an_outline_document_is_a_link_to_its_note(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "Brasserie/Contact et infos pratiques.md": CONTACT,
            "Brasserie/Horaires d'ouverture.md": "# Horaires d'ouverture\n\nDu mercredi au samedi, 14 h.\n",
        }
    )
    bundle = parse_bundle(build_bundle(vault).data)
    contact = bundle.slug_index["Contact et infos pratiques"]
    text = "\n".join(bundle.passages[k].text for k in bundle.passages.of_note(contact))
    # the document's note is linked (the graph holds it), the visitor reads the link's words;
    # a document the export left out is its words alone, no dead /doc/ path
    assert bundle.slug_index["Horaires d'ouverture"] in bundle.graph[contact]
    assert "Voir Horaires d'ouverture et la page Réserver." in text
    assert "/doc/" not in text
    # a hard line break's backslash is no character, an escaped one is shown, as are escapes
    assert "Brasserie du Poupet\n14 chemin de la Doye\n39110 Salins-les-Bains" in text
    assert "\\\n" not in text and not any(line.strip() == "\\" for line in text.split("\n"))
    assert "C:\\Brasserie, un tiret - et 1. premier." in text


def test_an_outline_link_without_a_note_of_its_title_keeps_its_words() -> None:
    body = "Voir [le festival](/doc/festival-2031-AbCdEfGhIj) ou ![plan](/doc/plan-AbCdEfGhIj)."
    # (an image keeps its own syntax: the reader of images cuts it)
    assert outline_links(body, frozenset({"festival 2030"})) == (
        "Voir le festival ou ![plan](/doc/plan-AbCdEfGhIj)."
    )
    assert outline_links(body, frozenset({"festival 2031"})) == (
        "Voir [[festival 2031|le festival]] ou ![plan](/doc/plan-AbCdEfGhIj)."
    )


def test_a_padlock_or_a_personal_notice_keeps_a_document_off(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "Moi/🔒 Dos – opération février 2025.md": "# 🔒 Dos – opération février 2025\n\n"
            "Hernie discale, CANARY-DOS.\n",
            "Moi/Santé.md": "# 🔐 Santé\n\nCANARY-SANTE suivi kiné.\n",
            "Fournisseurs/Litige.md": "# Litige\n\n:::warning\nPersonnel. Pas de diffusion, pas même à "
            "l'équipe.\n:::\n\nCANARY-LITIGE 3 180 €.\n",
            "Brasserie/Équipe.md": "# Équipe\n\nPersonnel : trois salariés, partage des tâches le lundi.\n",
            "Brasserie/Sécurité.md": "# Sécurité 🔒\n\nLes cuves sont fermées à clé la nuit.\n",
            "Brasserie/Ouvert.md": "# 🔓 Portes ouvertes\n\nLe premier samedi de juin.\n",
        }
    )
    result = build_bundle(vault)
    assert "CANARY" not in readable_text(result.data)
    reasons = {d.path: d.reason for d in result.dropped}
    assert reasons == {
        "Moi/🔒 Dos – opération février 2025.md": "title marked 🔒",
        "Moi/Santé.md": "title marked 🔒",
        "Fournisseurs/Litige.md": "marked private: « personnel »",
    }
    # the staff (« Personnel : »), a padlock after the title's words, an open padlock: public
    text = readable_text(result.data)
    assert "trois salariés" in text and "fermées à clé" in text and "premier samedi de juin" in text


def test_a_cv_letterhead_ended_by_a_hard_break_names_the_owner(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "Moi/CV.md": "# CV\n\n**Élodie Marguet**\\\nNée le 14 mars 1982 à Besançon\\\nBrasseuse\n",
            "Bières/La Furieuse.md": "# La Furieuse\n\nUne blonde de 5,5 %.\n",
        }
    )
    bundle = parse_bundle(build_bundle(vault).data)
    assert bundle.owner.name == "Élodie Marguet"
    assert bundle.owner.profiles == ("CV",)
