"""Admonition blocks, ``:::`` containers and MDX tabs read as callouts (index_build.containers)."""

from __future__ import annotations

import pytest

from grasbot.bundle import parse_bundle
from index_build.build import build_bundle
from index_build.containers import render_containers
from tests.conftest import VaultFactory


@pytest.mark.parametrize(
    ("body", "shown"),
    [
        # the Admonition plugin: its options become empty quote lines, its title the callout's
        (
            "```ad-warning\ntitle: Serveur\ncollapse: open\nProd sur OVH.\n```\nSuite.",
            "> [!warning] Serveur\n>\n>\n> Prod sur OVH.\n\nSuite.",
        ),
        ("~~~ad-note\nUn rappel.\n~~~", "> [!note]\n> Un rappel.\n"),
        # Docusaurus (v2 and v3 titles), VitePress, Pandoc
        (":::tip Conseil\nFlasher en 3,3 V.\n:::", "> [!tip] Conseil\n> Flasher en 3,3 V.\n"),
        (":::warning[Attention]\nPas de 5 V.\n:::", "> [!warning] Attention\n> Pas de 5 V.\n"),
        ("::: details Voir\nPA9 = TX\n:::", "> [!details] Voir\n> PA9 = TX\n"),
        ('::: {.callout-note title="À savoir"}\nOui.\n:::', "> [!note] À savoir\n> Oui.\n"),
        # a layout div only lays out: its text stays, not boxed
        ("::: {.columns}\nTexte.\n:::", "\nTexte.\n"),
        # a box around a box: more colons outside
        (
            "::::info Boîte\n:::danger\nInterne\n:::\nFin\n::::",
            "> [!info] Boîte\n> > [!danger]\n> > Interne\n>\n> Fin\n",
        ),
        # an MDX tab, titled by its label (else its value), its lines moved left, a nested list kept
        (
            '<TabItem value="c" label="C">\n    Driver en C.\n    - un\n      - deux\n</TabItem>',
            "> [!tab] C\n> Driver en C.\n> - un\n>   - deux\n",
        ),
        ("<TabItem value='rust'>\n  En Rust.\n</TabItem>", "> [!tab] rust\n> En Rust.\n"),
        # code is code
        ("```python\n:::tip pas une boîte\n```", "```python\n:::tip pas une boîte\n```"),
        ("Un ratio 3:::4 dans le texte.", "Un ratio 3:::4 dans le texte."),
    ],
)
def test_boxes_are_written_as_callouts(body: str, shown: str) -> None:
    assert render_containers(body) == shown


def test_the_lines_keep_their_numbers() -> None:
    body = "# T\n\n```ad-tip\ntitle: A\nun\n```\n:::info\ndeux\n:::\n"
    body += "<TabItem label='B'>\n  trois\n</TabItem>\nfin"
    assert render_containers(body).count("\n") == body.count("\n")


def test_an_unclosed_container_runs_to_the_end() -> None:
    assert render_containers(":::tip Titre\nUn.\nDeux.") == "> [!tip] Titre\n> Un.\n> Deux."


def test_a_docusaurus_page_answers_with_its_box_and_tab_titles(make_vault: VaultFactory) -> None:
    page = (
        "---\ntitle: Pilotes\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n"
        "# Pilotes\n\n{/* à reprendre */}\n\n"
        ":::warning[Alimentation]\nLe capteur ne tient pas 5 V.\n:::\n\n"
        '<Tabs>\n  <TabItem value="c" label="C" default>\n'
        "    Le pilote C tient en 400 lignes.\n  </TabItem>\n"
        '  <TabItem value="rs" label="Rust">\n'
        "    La version Rust tourne sous Embassy.\n  </TabItem>\n</Tabs>\n\n"
        "```ad-todo\ntitle: Pour moi\nrelancer le fondeur\n```\n"
    )
    result = build_bundle(make_vault({"docs/pilotes.mdx": page}))
    shown = "\n".join(p.text for p in parse_bundle(result.data).passages)
    assert "Alimentation : Le capteur ne tient pas 5 V." in shown
    assert "C : Le pilote C tient en 400 lignes." in shown and "Rust : La version Rust" in shown
    assert ":::" not in shown and "TabItem" not in shown and "à reprendre" not in shown and "/*" not in shown
    assert "relancer le fondeur" not in shown  # a to-do box is a note to self
