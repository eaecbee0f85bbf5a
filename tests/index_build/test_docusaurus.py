"""A Docusaurus site's source opened as a vault: the names it never publishes stay off."""

from __future__ import annotations

from grasbot.bundle import readable_text
from index_build.build import build_bundle
from tests.conftest import VaultFactory

CONFIG = """// @ts-check
const config = {
  title: 'Soleil',
  presets: [
    ['classic', ({
      docs: {
        // le dossier _interne/ n'est jamais publié
        exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', 'brouillons/**'],
      },
      blog: { exclude: ["**/*.perso.md"] },
    })],
  ],
};
export default config;
"""


def test_names_opening_on_an_underscore_and_the_config_excludes_never_ship(make_vault: VaultFactory) -> None:
    # no other mark on these notes: the site's rules are the owner's only word that they are off
    vault = make_vault(
        {
            "docusaurus.config.js": CONFIG,
            "docs/intro.md": "# Bienvenue\n\nJe pose des panneaux solaires depuis 2016.\n",
            "docs/_interne/litige.md": "# Litige\n\n<!-- CANARY-A -->\nM. Fabre refuse de payer le solde.\n",
            "docs/garanties/_rappel.mdx": "Rappel CANARY-B : garantie décennale chez la MAAF.\n",
            "brouillons/idee.md": "# Idée\n\nCANARY-C une offre batterie.\n",
            "blog/2025-01-02-noel.perso.md": "# Noël\n\nCANARY-D chez mes parents.\n",
            "blog/2025-03-02-tempete/index.md": "# Tempête\n\nLe 2 mars 2025, un panneau arraché.\n",
        }
    )
    result = build_bundle(vault)
    text = readable_text(result.data)
    assert "CANARY" not in text and "Fabre" not in text and "décennale" not in text
    assert "depuis 2016" in text and "un panneau arraché" in text
    reasons = {d.path: d.reason for d in result.dropped}
    underscored = "docusaurus.config.js (Docusaurus builds no name opening on « _ »)"
    assert reasons == {
        "docs/_interne/litige.md": f"{underscored}: _*/",
        "docs/garanties/_rappel.mdx": f"{underscored}: _*.mdx",
        "brouillons/idee.md": "docusaurus.config.js exclude: brouillons/",
        "blog/2025-01-02-noel.perso.md": "docusaurus.config.js exclude: *.perso.md",
    }


def test_without_a_docusaurus_config_an_underscored_folder_is_published(make_vault: VaultFactory) -> None:
    # Obsidian and VitePress show « _archives/ » as any folder: its notes are the owner's public ones
    vault = make_vault({"_archives/atelier.md": "# Atelier\n\nL'atelier a ouvert en 2019.\n"})
    result = build_bundle(vault)
    assert "ouvert en 2019" in readable_text(result.data)
    assert result.dropped == []
