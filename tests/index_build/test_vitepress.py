"""A VitePress site's source opened as a vault: what it never builds, what it includes, its Vue."""

from __future__ import annotations

from grasbot.bundle import parse_bundle, readable_text
from index_build.build import build_bundle
from tests.conftest import VaultFactory

CONFIG = """import { defineConfig } from 'vitepress'

// le site de l'atelier
export default defineConfig({
  title: 'Atelier',
  srcExclude: [
    'prive/**',          // mes notes perso
    "notes-famille.md",  /* jamais en ligne */
    '**/*.brouillon.md',
    'snippets/**',
  ],
  rewrites: { 'a-propos.md': 'qui-suis-je.md' },
})
"""


def _site(pages: dict[str, str]) -> dict[str, str]:
    return {".vitepress/config.mts": CONFIG, "index.md": "# Accueil\n\nBienvenue à l'atelier.\n", **pages}


HOURS = "---\ntitle: horaires\n---\nOuvert du mardi au samedi, 9 h 30 - 18 h.\n"
PRICES = '{"maj": "1er février 2024", "lignes": [{"prestation": "Diagnostic", "prix": 35}, '
PRICES += '{"prestation": "Port HDMI PS5", "prix": 95}]}'
PRICE_PAGE = (
    "---\ntitle: Tarifs\n---\n\n<script setup>\nimport tarifs from './tarifs.json'\n"
    "const secret = 'CANARY-SCRIPT'\n</script>\n\n# {{ $frontmatter.title }} de l'atelier\n\n"
    'En vigueur depuis le {{ tarifs.maj }}.\n\n<PrixTable :lignes="tarifs.lignes" />\n\n'
    "Sept amplis, {{ 7 * 2 }} canaux. Page de {{ new Date().getFullYear() }}. :wrench: À bientôt.\n"
    "Ouvert 9:30-12:30, voir http://exemple.fr:8080/.\n\n"
    "<style scoped>\n.x { color: red }\n</style>\n"
)
INCLUDES = (
    "<!--@include: ./prive/tarif-ami.md-->\n<!--@include: ./perso/note.md-->\n"
    "<!--@include: ./snippets/brouillon.md-->\n<!--@include: ./snippets/banniere.md-->\n"
)


def test_what_src_exclude_lists_never_ships(make_vault: VaultFactory) -> None:
    # no other mark on these notes: the config's list is the owner's only word that they are off
    vault = make_vault(
        _site(
            {
                "prive/dettes.md": "# Dettes\n\nCANARY-PRIVE reste 3 000 € à rembourser.\n",
                "notes-famille.md": "# Famille\n\nCANARY-FAMILLE papa à l'hôpital.\n",
                "blog/litige.brouillon.md": "# Litige\n\nCANARY-BROUILLON le magasin ne paie pas.\n",
                "blog/ouverture.md": "# Ouverture\n\nL'atelier ouvre le 2 septembre 2019.\n",
                # an unlinked page is built all the same: it ships
                "_vieux/consoles.md": "# Consoles\n\nJe vends des consoles reconditionnées.\n",
            },
        )
    )
    result = build_bundle(vault)
    text = readable_text(result.data)
    assert "CANARY" not in text
    assert "2 septembre 2019" in text and "consoles reconditionnées" in text
    reasons = {d.path: d.reason for d in result.dropped}
    assert reasons == {
        "prive/dettes.md": ".vitepress/config.mts srcExclude: prive/",
        "notes-famille.md": ".vitepress/config.mts srcExclude: notes-famille.md",
        "blog/litige.brouillon.md": ".vitepress/config.mts srcExclude: *.brouillon.md",
    }


def test_an_included_fragment_is_the_pages_text(make_vault: VaultFactory) -> None:
    # « <!--@include: ./snippets/horaires.md--> » is the fragment's text in the built page: the
    # page holds the hours; the fragment, in srcExclude, is no page but is published through it
    vault = make_vault(
        _site(
            {
                "snippets/horaires.md": HOURS,
                "contact.md": "# Contact\n\nVenez à l'atelier.\n\n<!--@include: ./snippets/horaires.md-->\n",
                "services/diagnostic.md": "# Diagnostic\n\n35 €.\n<!--@include: ../snippets/horaires.md-->\n",
                "faq.md": "# FAQ\n\n<!--@include: @/snippets/absent.md-->\n\nRien d'autre.\n",
            },
        )
    )
    bundle = parse_bundle(build_bundle(vault).data)

    def text_of(slug: str) -> str:
        return "\n".join(bundle.passages[k].text for k in bundle.passages.of_note(bundle.slug_index[slug]))

    assert "mardi au samedi" in text_of("contact") and "mardi au samedi" in text_of("diagnostic")
    assert "title:" not in text_of("contact") and "@include" not in text_of("faq")
    assert "mardi au samedi" in text_of("horaires")  # the fragment, published, is a note too


def test_a_private_fragment_shows_nothing_where_it_is_included(make_vault: VaultFactory) -> None:
    vault = make_vault(
        _site(
            {
                "prive/tarif-ami.md": "Prix d'ami CANARY-AMI : 10 €.\n",
                "snippets/brouillon.md": "---\ndraft: true\n---\nCANARY-DRAFT hausse en 2027.\n",
                # (any mark the note reader reads: a banner, a French key)
                "snippets/banniere.md": "> 🔒 PRIVÉ — ne pas publier\n\nCANARY-BANNIERE\n",
                ".grasbotignore": "perso/\n",
                "perso/note.md": "CANARY-PERSO\n",
                "tarifs.md": "# Tarifs\n\n" + INCLUDES + "\nDiagnostic : 35 €.\n",
            },
        )
    )
    text = readable_text(build_bundle(vault).data)
    assert "CANARY" not in text and "Diagnostic : 35 €" in text


def test_a_pages_vue_is_shown_as_its_built_page(make_vault: VaultFactory) -> None:
    vault = make_vault(
        _site(
            {
                "services/tarifs.json": PRICES,
                "services/tarifs.md": PRICE_PAGE,
            },
        )
    )
    bundle = parse_bundle(build_bundle(vault).data)
    i = bundle.slug_index["tarifs"]
    shown = "\n".join(
        f"{bundle.passages[k].heading}\n{bundle.passages[k].text}" for k in bundle.passages.of_note(i)
    )
    assert "Tarifs de l'atelier" in shown and "1er février 2024" in shown
    assert "Port HDMI PS5 ; prix : 95" in shown and "14 canaux" in shown
    assert "9:30-12:30" in shown and "exemple.fr:8080" in shown  # a time, a port: no shortcode
    for code in ("{{", "CANARY", "<script", "color: red", "getFullYear", ":wrench:"):
        assert code not in shown, code
