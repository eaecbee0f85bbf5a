"""Hugo's shortcodes read as the site shows them (index_build.shortcodes), and in a built bundle."""

from __future__ import annotations

import pytest

from grasbot.bundle import parse_bundle, readable_text
from index_build.build import build_bundle
from index_build.shortcodes import render_shortcodes
from tests.conftest import VaultFactory


@pytest.mark.parametrize(
    ("body", "shown"),
    [
        ('[parcelle]({{< ref "projects/parcelle/index.md" >}})', "[parcelle](projects/parcelle.md)"),
        ('[billet]({{< relref path="posts/2024-05-02-x" >}})', "[billet](posts/2024-05-02-x.md)"),
        ("[here]({{% ref posts/a.md#usage %}})", "[here](posts/a.md)"),
        ('{{< figure src="/img/a.jpg" caption="Au sommet du Pic" >}}', "Au sommet du Pic"),
        ('{{< figure src="a.jpg" alt="Ma serre" />}}', "Ma serre"),
        ("Voir {{< youtube abc123 >}}.", "Voir ."),
        ("{{% notice info %}}Attention{{% /notice %}}", "Attention"),
        ("{{< highlight go >}}\nfmt.Println()\n{{< /highlight >}}", "\nfmt.Println()\n"),
        ("Pas de shortcode : {{title}} ni { } ici.", "Pas de shortcode : {{title}} ni { } ici."),
        # Zola's: a call in {{ }}, a body between {% name() %} and {% end %}, links to @/ pages
        ('Voir {{ gallery(dir="img") }}.', "Voir ."),
        ('{{ figure(src="a.jpg", caption="Au phare de Biarritz") }}', "Au phare de Biarritz"),
        ('{% note(kind="info") %}\nAcompte de 30 %.\n{% end %}', "\nAcompte de 30 %.\n"),
        ("[la formule](@/mariages/formule-journee.md)", "[la formule](mariages/formule-journee.md)"),
        ("[galerie](@/galerie/ainhoa/index.md)", "[galerie](galerie/ainhoa.md)"),
        ("Un gabarit {{ page.title }} reste.", "Un gabarit {{ page.title }} reste."),
    ],
)
def test_a_shortcode_is_written_as_the_site_shows_it(body: str, shown: str) -> None:
    assert render_shortcodes(body) == shown


def test_a_zola_site_in_toml_front_matter_is_read_as_its_pages(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "content/mariages/formule-journee.md": '+++\ntitle = "Formule journée"\ndate = 2025-06-14\n'
            '[taxonomies]\ntags = ["mariage"]\n[extra]\nlieu = "Bayonne"\n+++\n'
            '{{ gallery(dir="img") }}\nDix heures de reportage, 1 890 €. '
            "Voir [la galerie](@/galerie/ainhoa/index.md).\n",
            "content/galerie/ainhoa/index.md": '+++\ntitle = "Ainhoa et Peio"\n+++\nUn mariage à Biarritz.\n',
            "content/notes/compta.md": '+++\ntitle = "Compta"\ndraft = true\n+++\nChiffre secret.\n',
        }
    )
    data = build_bundle(vault).data
    bundle, text = parse_bundle(data), readable_text(data)
    assert "+++" not in text and "gallery" not in text and "Chiffre secret" not in text  # draft = true
    page = bundle.slug_index["formule-journee"]
    assert bundle.notes[page].title == "Formule journée" and "mariage" in bundle.notes[page].tags
    assert bundle.slug_index["ainhoa"] in bundle.graph[page]  # the @/ link is a link


def test_a_shortcode_over_several_lines_keeps_the_line_count() -> None:
    body = '{{< figure\n  src="a.jpg"\n  caption="Le jardin" >}}\nLigne 4'
    assert render_shortcodes(body) == "Le jardin\n\n\nLigne 4"


def test_a_hugo_site_is_read_without_its_shortcodes(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "posts/2023-06-12-etoiles.md": '---\ntitle: "120 étoiles"\n---\n{{< figure src="p.jpg" '
            'caption="La v0.4, fêtée au café" >}}\nMa bibliothèque [parcelle]({{< ref '
            '"projects/parcelle/index.md" >}}) passe les 120 étoiles.\n{{< youtube abc123 >}}\n',
            "projects/parcelle/index.md": '---\ntitle: "parcelle"\n---\nUne lib Python de descente '
            "d'échelle météo.\n",
        }
    )
    bundle = parse_bundle(build_bundle(vault).data)
    text = readable_text(build_bundle(vault).data)
    assert "{{" not in text and "youtube" not in text and "abc123" not in text
    assert "La v0.4, fêtée au café" in text
    post, project = bundle.slug_index["2023-06-12-etoiles"], bundle.slug_index["parcelle"]
    assert project in bundle.graph[post]  # the ref is a link to the page bundle
