"""MDX read as the site shows it (index_build.mdx), and in a built bundle."""

from __future__ import annotations

import pytest

from grasbot.bundle import parse_bundle
from index_build.build import build_bundle
from index_build.mdx import render_mdx
from tests.conftest import VaultFactory


@pytest.mark.parametrize(
    ("body", "shown"),
    [
        ("import Figure from '../components/Figure.astro'\nTexte.", "\nTexte."),
        ('import { Aside, Tabs } from "@astrojs/starlight/components";\nA', "\nA"),
        ("export const meta = { title: 'x' }\nA", "\nA"),
        ('<Figure src="/a.png" alt="Capture" caption="Quand la CI dit non." />', "Quand la CI dit non."),
        ('<Image src={hero} alt="Le phare" />', "Le phare"),
        ('<YouTube id="abc" />, vu ?', ", vu ?"),
        ('<Aside type="tip">\nUn conseil.\n</Aside>', "\nUn conseil.\n"),
        # prose about imports, HTML tags and comparisons stay as written
        ("On importe tout : export default est un mot.", "On importe tout : export default est un mot."),
        ("Appuyez sur <kbd>Tab</kbd> si a < b.", "Appuyez sur <kbd>Tab</kbd> si a < b."),
    ],
)
def test_mdx_is_written_as_the_site_shows_it(body: str, shown: str) -> None:
    assert render_mdx(body) == shown


def test_an_mdx_page_answers_with_its_words_only(make_vault: VaultFactory) -> None:
    page = (
        "---\ntitle: Mes tests en CI\n---\nimport Figure from '../components/Figure.astro'\n\n"
        "Les tests automatiques trouvent 30 % des problèmes.\n\n"
        '<Figure src="/img/ci.png" caption="Quand la CI vous dit non avant le client." />\n\n'
        "Suite [[absente]].\n"
    )
    result = build_bundle(make_vault({"blog/ci.md": page}))
    shown = "\n".join(p.text for p in parse_bundle(result.data).passages)
    assert "import" not in shown and "<Figure" not in shown and "components" not in shown
    assert "Quand la CI vous dit non avant le client." in shown
    # the lines after keep their numbers: the warning names the link's own line
    assert [str(w) for w in result.warnings] == ["blog/ci.md:10: link to missing note '[[absente]]'"]


def test_an_mdx_file_is_a_note_and_a_link_to_one_resolves(make_vault: VaultFactory) -> None:
    # an Astro or Docusaurus content folder writes some pages as .mdx: read, named and linked
    # as a .md page is
    root = make_vault(
        {
            "blog/post.mdx": "---\ntitle: Mon billet\n---\nimport X from './x.astro'\n\n"
            "Voir [l'autre](./autre.mdx) et [[fiche]].\n",
            "blog/autre.mdx": "---\ntitle: L'autre\n---\nTexte.\n",
            "fiche.md": "# Fiche\n\nTexte.\n",
        }
    )
    result = build_bundle(root)
    bundle = parse_bundle(result.data)
    slugs = [bundle.notes[i].slug for i in range(len(bundle))]
    assert sorted(slugs) == ["autre", "fiche", "post"]
    post = slugs.index("post")
    assert sorted(slugs[j] for j in bundle.graph[post]) == ["autre", "fiche"]
    assert result.warnings == []
