"""A WordPress site exported to Markdown (examples/vault-wp): its HTML tables, line breaks,
shortcodes and entities, read as the site showed them."""

from __future__ import annotations

from grasbot.bundle import parse_bundle
from index_build.build import build_bundle
from index_build.wordpress import decode_angles, decode_entities, render_wordpress
from tests.conftest import VaultFactory

RATES = """Voici les tarifs 2026.

<!-- wp:table -->
<figure class="wp-block-table"><table><thead><tr><th>Prestation</th><th>Prix</th></tr></thead><tbody>
<tr><td>Journée guide</td><td>480&nbsp;&euro;</td></tr>
<tr><td><strong>NOUVEAU</strong> Stage | Beaufortain</td><td>1&nbsp;290&nbsp;&euro;</td></tr>
</tbody></table></figure>
<!-- /wp:table -->
"""


def test_an_html_table_is_a_markdown_table_a_row_a_line() -> None:
    lines = render_wordpress(RATES).split("\n")
    start = lines.index("| Prestation | Prix |")
    assert lines[start : start + 4] == [
        "| Prestation | Prix |",
        "|---|---|",
        "| Journée guide | 480&nbsp;&euro; |",
        "| <strong>NOUVEAU</strong> Stage / Beaufortain | 1&nbsp;290&nbsp;&euro; |",
    ]
    # the text around it is left where it was, and no line is lost
    assert lines[0] == "Voici les tarifs 2026."
    assert len(lines) >= len(RATES.split("\n"))


def test_shortcodes_go_and_a_caption_keeps_its_words() -> None:
    body = (
        '[caption id="attachment_402" align="alignnone"]<img src="x.jpg" /> Hugo au sommet[/caption]\n'
        '[gallery ids="201,202"]\n'
        '[contact-form-7 id="42" title="Contact"]\n'
        "Une note en [ici] et une case [x], un lien [Tarifs](https://exemple.fr/tarifs/).\n"
        "À faire : virer les \\[gallery\\] cassés.\n"
    )
    out = render_wordpress(body).split("\n")
    assert out[0] == '<img src="x.jpg" /> Hugo au sommet'
    assert out[1] == out[2] == ""
    assert out[3] == "Une note en [ici] et une case [x], un lien [Tarifs](https://exemple.fr/tarifs/)."
    assert out[4] == "À faire : virer les \\[gallery\\] cassés."


def test_a_line_break_between_words_starts_a_line() -> None:
    body = (
        "<strong>Thibault Marchand</strong><br>\n74310 Les Houches<br>\n<p>Membre du SNGM.<br>À bientôt !</p>"
    )
    assert render_wordpress(body).split("\n") == [
        "<strong>Thibault Marchand</strong>",
        "74310 Les Houches",
        "<p>Membre du SNGM.",
        "À bientôt !</p>",
    ]


def test_a_line_break_in_a_markdown_table_row_stays_in_its_cell() -> None:
    row = "| Lundi<br>Mardi | 9 h |"
    assert (
        render_wordpress(f"| Jours | Heure |\n|---|---|\n{row}\n")
        == "| Jours | Heure |\n|---|---|\n| Lundi Mardi | 9 h |\n"
    )


def test_entities_are_their_characters_but_in_code_and_angles() -> None:
    text = "Je m&rsquo;appelle, 480&nbsp;&euro;, &laquo;&nbsp;oui&nbsp;&raquo; `&amp;` &lt;a@b.fr&gt;"
    decoded = decode_entities(text)
    assert decoded == "Je m’appelle, 480\u00a0€, «\u00a0oui\u00a0» `&amp;` &lt;a@b.fr&gt;"
    # the angles once the tags are gone: an address in them is no tag to cut
    assert decode_angles(decoded).endswith("<a@b.fr>")
    assert decode_entities("R&D, AT&T, &notanentity") == "R&D, AT&T, &notanentity"


def test_a_wordpress_page_reads_as_the_site_showed_it(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "pages/a-propos.md": '---\ntitle: "&Agrave; propos"\nslug: "a-propos"\nstatus: "publish"\n'
            'type: "page"\n---\n<!-- wp:paragraph -->\nJe m&rsquo;appelle <strong>Thibault Marchand</strong>,'
            " je suis guide.\n<!-- /wp:paragraph -->\n",
            "pages/tarifs.md": '---\ntitle: "Tarifs 2026"\nstatus: "publish"\n---\n' + RATES,
            "posts/2024-10-03-genou.md": '---\ntitle: "Genou"\nstatus: "draft"\n---\nOpéré le 3 octobre.\n',
        }
    )
    bundle = parse_bundle(build_bundle(vault).data)
    assert sorted(n.slug for n in bundle.notes) == ["a-propos", "tarifs"]
    assert bundle.notes[bundle.slug_index["a-propos"]].title == "À propos"
    assert bundle.owner.name == "Thibault Marchand"
    rates = "\n".join(p.text for p in bundle.passages if p.note == bundle.slug_index["tarifs"])
    assert rates.split("\n")[1:] == [
        # (a no-break space reads as a space)
        "- Prestation : Journée guide ; Prix : 480 €",
        "- Prestation : NOUVEAU Stage / Beaufortain ; Prix : 1 290 €",
    ]
