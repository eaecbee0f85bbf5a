"""Jekyll's and GitBook's Liquid tags read as their sites show them (index_build.liquid), and
the two tools' page conventions (Jekyll's ``_drafts/``, GitBook's README pages and summary)."""

from __future__ import annotations

import pytest

from grasbot.bundle import parse_bundle
from index_build.build import build_bundle
from index_build.liquid import render_liquid
from index_build.vault import read_vault
from tests.conftest import VaultFactory


@pytest.mark.parametrize(
    ("body", "shown"),
    [
        # a figure says its caption; a gallery, a video say nothing
        (
            '{% include figure image_path="/a.jpg" alt="Bastide" caption="Au bord de l\'eau" %}',
            "Au bord de l'eau",
        ),
        ('{% include figure image_path="/a.jpg" alt="La bastide" %}', "La bastide"),
        ('Avant {% include video id="abc" provider="vimeo" %} après', "Avant  après"),
        # links: the page's path, so the Markdown link is a link to that note
        ("[Léa]({% post_url 2025-06-14-mariage %})", "[Léa](2025-06-14-mariage.md)"),
        ("[FAQ]({{ site.baseurl }}{% link _pages/faq.md %})", "[FAQ](_pages/faq.md)"),
        # an output is filled in by the site; a link to nothing but one is its label
        ("Bienvenue sur {{ site.title }} !", "Bienvenue sur  !"),
        ('[Réserver]({{ "/contact/" | relative_url }}){: .btn .btn--primary}', "Réserver"),
        # control tags go, the text between stays
        ("{% if page.x %}Oui{% endif %}", "Oui"),
        # hidden and raw
        ("Un {% comment %}ancien tarif{% endcomment %}prix", "Un prix"),
        ("{% comment %}\nAncien : 1 600 €\n{% endcomment %}\nFin", "\n\n\nFin"),
        ("{% raw %}{{ page.title }}{% endraw %}", "{{ page.title }}"),
        ("{% highlight ruby %}\nputs 1\n{% endhighlight %}", "```ruby\nputs 1\n```"),
        ("{% highlight html %}\n{{ page.title }}\n{% endhighlight %}", "```html\n{{ page.title }}\n```"),
        # kramdown: attribute lists, the TOC marker, comments
        ("Acompte de 30 %.\n{: .notice--info}", "Acompte de 30 %.\n"),
        ("* TOC\n{:toc}\nTexte", "\n\nTexte"),
        ("Un {::comment}caché{:/comment}mot", "Un mot"),
        # GitBook: boxes and tabs as callouts, widgets cut, a card a link
        (
            '{% hint style="warning" %}\nPas de visite en août.\n{% endhint %}',
            "> [!warning]\n> Pas de visite en août.\n",
        ),
        (
            '{% tabs %}\n{% tab title="Printemps" %}\n950 €\n{% endtab %}\n{% endtabs %}',
            "\n> [!tab] Printemps\n> 950 €\n\n",
        ),
        ('{% embed url="https://youtu.be/x" %}\nLa haie\n{% endembed %}', "\nLa haie\n"),
        (
            '{% content-ref url="formations/design.md" %}\n'
            "[design.md](formations/design.md)\n{% endcontent-ref %}",
            "[](formations/design.md)\n\n",
        ),
        # code is code, and a template's or a Jinja note's braces are no Jekyll output
        ("Jekyll écrit `{% include x.html %}` ici", "Jekyll écrit `{% include x.html %}` ici"),
        (
            "Créé le {{date:YYYY-MM-DD}}, {{title}} et {{ user.name }}",
            "Créé le {{date:YYYY-MM-DD}}, {{title}} et {{ user.name }}",
        ),
        ("```liquid\n{% include figure %}\n```", "```liquid\n{% include figure %}\n```"),
        ("Un pourcentage {50 %} reste.", "Un pourcentage {50 %} reste."),
        # Nunjucks (Eleventy): a comment is hidden, over lines too; a heading's id is no comment
        ("Tarif {# 92,40 € HT/h, ne pas afficher #}public", "Tarif public"),
        ("{# TODO\nrelire #}\nFin", "\n\nFin"),
        ("## Tarifs {#tarifs}", "## Tarifs {#tarifs}"),
        ("```njk\n{# exemple #}\n```", "```njk\n{# exemple #}\n```"),
        # a loop's item is filled in by each page the site builds
        (
            "{% for projet in collections.projets %}\n"
            "[{{ projet.data.title }}]({{ projet.url }})\n{% endfor %}",
            "\n\n",
        ),
    ],
)
def test_liquid_is_read_as_the_site_shows_it(body: str, shown: str) -> None:
    assert render_liquid(body) == shown


def test_an_output_the_sites_data_holds_is_its_value() -> None:
    values = {"site.phone": "04 50 32 18 76", "metadata.author.email": "h@exemple.fr"}
    body = "Appelez le {{ site.phone }} ou écrivez à {{- metadata.author.email -}}. {{ site.title }}"
    assert render_liquid(body, values) == "Appelez le 04 50 32 18 76 ou écrivez à h@exemple.fr. "
    # shown as written in code, and the other outputs are cut as before
    assert render_liquid("`{{ site.phone }}`", values) == "`{{ site.phone }}`"


def test_the_lines_keep_their_numbers() -> None:
    body = '# T\n{% hint style="info" %}\nun\n{% endhint %}\n{% comment %}\ndeux\n{% endcomment %}\n'
    body += "{% highlight c %}\nx\n{% endhighlight %}\n* TOC\n{:toc}\nfin"
    assert render_liquid(body).count("\n") == body.count("\n")


def test_a_jekyll_site_keeps_its_drafts_and_comments_out(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "_pages/tarifs.md": (
                "---\nlayout: single\ntitle: Tarifs\npermalink: /tarifs/\n---\n* TOC\n{:toc}\n\n"
                "Le forfait journée coûte **1 850 € TTC**.\n{: .notice--info}\n\n"
                "Voir [le mariage de Léa]({% post_url 2025-06-14-lea %}).\n"
                "{% comment %}\nAncien tarif : 1 600 €\n{% endcomment %}\n"
            ),
            "_posts/2025-06-14-lea.md": "---\nlayout: post\ntitle: Léa et Tom\n---\nUn samedi au château.\n",
            # Jekyll never builds a draft: no flag is needed to keep it off the site
            "_drafts/bilan.md": "---\ntitle: Bilan\n---\nChiffre d'affaires 2025 : 41 000 €.\n",
        }
    )
    result = build_bundle(vault)
    bundle = parse_bundle(result.data)
    assert sorted(n.slug for n in bundle.notes) == ["2025-06-14-lea", "tarifs"]
    shown = "\n".join(p.text for p in bundle.passages)
    assert "1 850 € TTC" in shown and "Voir le mariage de Léa." in shown
    assert "1 600" not in shown and "41 000" not in shown and "{:" not in shown and "{%" not in shown
    assert "TOC" not in shown
    # the post_url is a link to the post
    assert bundle.slug_index["2025-06-14-lea"] in bundle.graph[bundle.slug_index["tarifs"]]


def test_a_gitbook_space_reads_its_readme_pages_and_titles(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "SUMMARY.md": "# Sommaire\n\n* [Accueil](README.md)\n* [Formations](formations/README.md)\n",
            "README.md": "# La ferme des Courtinaux\n\nJe suis Hélène, agronome.\n",
            "formations/README.md": "# Nos formations\n\nToutes certifiées Qualiopi.\n",
            "formations/design-de-ferme.md": (
                "---\ndescription: Concevoir sa ferme.\n---\n\n# Design de ferme\n\n"
                '{% tabs %}\n{% tab title="Printemps" %}\nDu 14 au 18 avril, 950 € HT.\n'
                "{% endtab %}\n{% endtabs %}\n"
            ),
        }
    )
    bundle = parse_bundle(build_bundle(vault).data)
    titles = {n.slug: n.title for n in bundle.notes}
    # the home page is a page here (a table of contents beside it), the summary is not
    assert titles == {
        "README": "La ferme des Courtinaux",
        "formations": "Nos formations",
        "design-de-ferme": "Design de ferme",
    }
    shown = "\n".join(p.text for p in bundle.passages)
    assert "Printemps : Du 14 au 18 avril, 950 € HT." in shown and "{%" not in shown


def test_a_readme_at_the_root_of_a_plain_vault_stays_a_meta_file(make_vault: VaultFactory) -> None:
    vault = make_vault({"README.md": "# Mon vault\n\nComment je range.\n", "note.md": "# Note\n\nTexte.\n"})
    bundle = parse_bundle(build_bundle(vault).data)
    assert [n.slug for n in bundle.notes] == ["note"]


def test_an_eleventy_site_ships_what_it_builds_with_its_data_filled_in(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "contact.md": (
                "---\ntitle: Contact\npermalink: /nous-joindre/\n---\n"
                "{# ancien numéro : 04 50 00 00 00 #}\nAppelez le {{ site.phone }}.\n"
            ),
            "tags.md": "---\ntitle: Thème\npermalink: /tags/{{ tag | slugify }}/\n---\nLes billets.\n",
            # never built: a page its owner keeps in the source
            "notes/papa.md": "---\ntitle: Papa\npermalink: false\n---\nRendez-vous au CHU.\n",
            # listed in .eleventyignore, as Eleventy reads it from its input folder
            "carnet/dettes.md": "# Dettes\n\nPrêt de 40 000 €.\n",
            # a partial printed inside other pages, no page of its own
            "_includes/cta.md": "Un projet ? Appelez le {{ site.phone }}.\n",
            # Eleventy builds it: leaving it out of the collections hides it from none
            "tarifs-2021.md": "---\ntitle: Tarifs 2021\neleventyExcludeFromCollections: true\n---\n980 €.\n",
        }
    )
    (vault / "_data").mkdir()
    (vault / "_data" / "site.json").write_text('{"phone": "04 50 32 18 76", "social": {"x": ["a"]}}')
    (vault / ".eleventyignore").write_text("# perso\n./carnet/**\nnode_modules/\n")
    result = build_bundle(vault)
    bundle = parse_bundle(result.data)
    assert sorted(n.slug for n in bundle.notes) == ["contact", "tags", "tarifs-2021"]
    dropped = {d.path: d.reason for d in result.dropped}
    assert dropped["carnet/dettes.md"] == ".eleventyignore: carnet/"
    assert dropped["notes/papa.md"].startswith("permalink: false")
    assert dropped["_includes/cta.md"].startswith("in _includes/")
    shown = "\n".join(p.text for p in bundle.passages)
    assert "Appelez le 04 50 32 18 76." in shown
    assert "04 50 00 00 00" not in shown and "{#" not in shown and "{{" not in shown
    assert "40 000" not in shown and "CHU" not in shown
    # a permalink is the page's path; a pagination's pattern is no page of this note's
    urls = {n.slug: n.url for n in read_vault(vault).notes}
    assert urls["contact"] == "/nous-joindre/" and urls["tags"] is None


def test_a_jekyll_site_fills_in_its_settings(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "_config.yml": "title: Atelier\nemail: bonjour@atelier.fr\nauthor:\n  name: Lucie\n",
            "contact.md": "---\ntitle: Contact\n---\nÉcrivez à {{ site.email }} ({{ site.author.name }}).\n",
        }
    )
    bundle = parse_bundle(build_bundle(vault).data)
    shown = "\n".join(p.text for p in bundle.passages)
    assert "Écrivez à bonjour@atelier.fr (Lucie)." in shown
