"""An org-roam base converted to Markdown by pandoc (examples/vault-og): keywords, blocks, tags."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from grasbot.bundle import parse_bundle
from index_build.build import build_bundle
from index_build.ignore import ignored_by
from index_build.org import org_aliases, org_keywords, org_tags
from index_build.vault import read_vault

VaultFactory = Callable[[dict[str, str]], Path]

NOTE = (
    ":PROPERTIES:\n:ID: 3f2a\n:END:\n#+title: Tarifs 2026\n#+filetags: :atelier:tarifs:\n"
    "#+STARTUP: overview\n\n"
    "# Tarifs\n\nParage : 45 €.\n\n#+BEGIN_SRC shell\n#+title: not a keyword in code\n#+END_SRC\n"
    "#+begin_comment\nPrix d'achat de la grange : 62 000 €.\n#+end_comment\n"
    "#+BEGIN_QUOTE\nPas de pied, pas de cheval.\n#+END_QUOTE\n"
)


def test_keyword_lines_are_fields_and_blocks_read_as_markdown() -> None:
    org = org_keywords(NOTE)
    assert org is not None
    assert [(k, v) for k, v, _ in org.fields] == [
        ("title", "Tarifs 2026"),
        ("filetags", ":atelier:tarifs:"),
        ("startup", "overview"),
    ]
    # the line numbers stay true; a code block's lines are code; a comment block never shows
    assert org.body.count("\n") == NOTE.count("\n")
    assert "```\n#+title: not a keyword in code\n```" in org.body
    assert "62 000" not in org.body and "#+" not in org.body.replace("#+title: not a keyword in code", "")
    assert "Pas de pied, pas de cheval." in org.body
    assert org_keywords("# Une note\n\nSans mot-clé.\n") is None


def test_org_tag_and_alias_strings() -> None:
    assert org_tags(":perso:private:") == ["perso", "private"]
    assert org_tags("perso, private") is None
    assert org_aliases('Bat "Baptiste Leroy"') == ["Bat", "Baptiste Leroy"]


def test_a_private_filetag_in_the_front_matter_or_the_body_keeps_the_note_off(
    make_vault: VaultFactory,
) -> None:
    root = make_vault(
        {
            "a.md": '---\ntitle: Dos\nfiletags: ":perso:private:"\n---\nUne hernie.\n',
            # the conversion script missed the keywords: they are in the body, under other tags
            "b.md": "---\ntitle: Brouille\ntags: [gens]\n---\n#+title: Brouille\n#+filetags: :private:\n\n"
            "Un conflit.\n",
            "c.md": "#+title: Tarifs 2026\n#+filetags: :atelier:\n\nParage : 45 €.\n",
        }
    )
    read = read_vault(root)
    assert {d.path: d.reason for d in read.dropped} == {"a.md": "tag: #private", "b.md": "tag: #private"}
    (note,) = read.notes
    assert note.title == "Tarifs 2026"
    assert "atelier" in note.tags
    assert "#+" not in note.body


def test_the_owners_ignore_file_keeps_folders_and_files_off(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            ".grasbotignore": "# what my site skips\nperso/\njournal/2019-*.md\n",
            "perso/compta.md": "# Compta\n\nUn découvert de 3 860 €.\n",
            "notes/perso/dettes.md": "# Dettes\n\nUn prêt.\n",
            "journal/2019-05-01.md": "# Mai\n\nUn jour.\n",
            "journal/2020-05-01.md": "# Mai\n\nUn autre jour.\n",
            "index.md": "# Accueil\n\nVoir [[compta]].\n",
        }
    )
    data = build_bundle(root).data
    bundle = parse_bundle(data)
    assert sorted(n.path for n in bundle.notes) == ["index.md", "journal/2020-05-01.md"]
    assert b"3 860" not in data and b"Compta" not in data
    assert ignored_by("Perso/x.md", ("perso/",)) == "perso/"
    assert ignored_by("personnel/x.md", ("perso/",)) is None


def test_a_link_by_org_roam_id_is_a_link_to_the_note_with_that_id(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "20200110-anais.md": "---\ntitle: Anaïs\nid: f19265e3-b7e4\n---\nAnaïs, ma compagne.\n",
            "20210712-lou.md": ":PROPERTIES:\n:ID: beb9850a-0939\n:END:\n#+title: Lou\n\nNotre fille.\n",
            "20230918-dos.md": '---\ntitle: Dos\nid: 0bad-0bad-0bad\nfiletags: ":private:"\n---\n'
            "Une hernie.\n",
            "index.md": "# Accueil\n\nEn couple avec [Anaïs](id:f19265e3-b7e4), une fille, "
            "[Lou](id:beb9850a-0939). "
            "Voir [mon dos](id:0bad-0bad-0bad) et [rien](id:dead-beef-00).\n",
        }
    )
    data = build_bundle(root).data
    bundle = parse_bundle(data)
    slugs = [n.slug for n in bundle.notes]
    home = slugs.index("index")
    # the graph follows the links; the text shows their labels; a private note's link its label only
    assert sorted(bundle.notes[j].slug for j in bundle.graph[home]) == ["20200110-anais", "20210712-lou"]
    text = " ".join(p.text for p in bundle.passages)
    assert "En couple avec Anaïs, une fille, Lou." in text
    assert "(id:" not in text and "Une hernie" not in text and b"0bad" not in data
