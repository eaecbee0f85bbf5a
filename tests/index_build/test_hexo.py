"""A Hexo blog's source opened as a vault: what Hexo never renders stays off, its scaffolds too."""

from __future__ import annotations

from grasbot.bundle import readable_text
from index_build.build import build_bundle
from tests.conftest import VaultFactory

CONFIG = """# Hexo Configuration
title: Accords
language: fr
source_dir: source
permalink: :year/:month/:title/
new_post_name: :year-:month-:day-:title.md
render_drafts: false
skip_render:
  - 'fichiers/**'
exclude:
  - '**/*.perso.md'
ignore:
  - '**/archives-vieilles/**'
"""
SCAFFOLD = "---\ntitle: {{ title }}\ndate: {{ date }}\ntags:\n---\n\n<!-- more -->\n"


def test_names_opening_on_an_underscore_the_config_globs_and_scaffolds_never_ship(
    make_vault: VaultFactory,
) -> None:
    # no other mark on these notes: Hexo's rules are the owner's only word that they are off
    vault = make_vault(
        {
            "_config.yml": CONFIG,
            "scaffolds/post.md": SCAFFOLD,
            "themes/next/README.md": "# NexT\n\nA theme for Hexo, CANARY-T.\n",
            "source/_posts/2024-06-12-accord.md": "---\ntitle: Un accord\n---\nJ'accorde depuis 2009.\n",
            "source/_drafts/idee.md": "# Idée\n\nCANARY-A une location de pianos.\n",
            "source/_interne/litige.md": "# Litige\n\nCANARY-B M. Fabre refuse de payer le solde.\n",
            "source/about/_brouillon.md": "# Brouillon\n\nCANARY-C mon adresse.\n",
            "source/about/index.md": "---\ntitle: À propos\n---\nJe vis à Surgères.\n",
            "source/_posts/noel.perso.md": "# Noël\n\nCANARY-D chez mes parents.\n",
            "notes/archives-vieilles/2019.md": "# 2019\n\nCANARY-E une vieille note.\n",
            "source/fichiers/cgv.md": "# Conditions générales\n\nAcompte de 30 %.\n",
            "notes/atelier.md": "# Atelier\n\nL'atelier a ouvert en 2019.\n",
        }
    )
    result = build_bundle(vault)
    text = readable_text(result.data)
    assert "CANARY" not in text and "Fabre" not in text and "{{" not in text
    # the posts, the pages, what ``skip_render`` copies as it is, and the owner's own notes ship
    assert all(s in text for s in ("depuis 2009", "Surgères", "Acompte de 30 %", "ouvert en 2019"))
    underscored = "_config.yml (Hexo renders no name opening on « _ »)"
    reasons = {d.path: d.reason for d in result.dropped}
    assert reasons == {
        "scaffolds/post.md": "_config.yml (Hexo's scaffolds/ holds no page): scaffolds/",
        "themes/next/README.md": "_config.yml (Hexo's themes/ holds no page): themes/",
        "source/_drafts/idee.md": f"{underscored}: source/_drafts/",
        "source/_interne/litige.md": f"{underscored}: source/_interne/",
        "source/about/_brouillon.md": f"{underscored}: source/about/_brouillon.md",
        "source/_posts/noel.perso.md": "_config.yml exclude: source/*.perso.md",
        "notes/archives-vieilles/2019.md": "_config.yml ignore: archives-vieilles/",
    }


def test_a_jekyll_config_is_no_hexo_site(make_vault: VaultFactory) -> None:
    # Jekyll writes a « _config.yml » too, and publishes no « _ » folder but its own: not read here
    vault = make_vault(
        {
            "_config.yml": "title: Mon blog\nmarkdown: kramdown\n",
            "source/_archives/atelier.md": "# Atelier\n\nL'atelier a ouvert en 2019.\n",
        }
    )
    result = build_bundle(vault)
    assert "ouvert en 2019" in readable_text(result.data)
    assert result.dropped == []


def test_a_scaffold_outside_any_site_folder_is_a_template(make_vault: VaultFactory) -> None:
    # its title is the placeholder: never a note, wherever it sits
    result = build_bundle(make_vault({"modeles/article.md": SCAFFOLD, "note.md": "# Note\n\nUn texte.\n"}))
    assert [d.path for d in result.dropped] == ["modeles/article.md"]
    assert any("template placeholder" in w.message for w in result.warnings)
