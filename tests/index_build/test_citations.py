"""Pandoc citations (examples/vault-zr, a Zettlr workspace): written author–date from the .bib."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from index_build.citations import parse_bibtex, render_citations
from index_build.vault import read_vault

VaultFactory = Callable[[dict[str, str]], Path]

BIB = """% export Zotero (Better BibTeX)
@comment{jabref-meta: databaseType:bibtex;}

@book{rude2007,
  author    = {Rude, Fernand},
  title     = {Les R{\\'e}voltes des canuts},
  year      = {2007},
  note      = {Premi{\\`e}re {\\'e}dition 1982}
}

@book{pelletier2007,
  author = {Pelletier, André and Rossiaud, Jacques and Bayard, Françoise},
  title = "Histoire de Lyon",
  year = 2007
}

@incollection{auzias1982,
  author = {Claire Auzias and Annik Houel},
  title = {La Grève des ovalistes},
  date = {1982-06}
}

@misc{anonyme,
  title = {Plan scénographique de Lyon vers 1550}
}
"""


def test_a_bibtex_file_gives_each_key_its_author_and_year() -> None:
    refs = parse_bibtex(BIB)
    assert refs == {
        "rude2007": ("Rude", "2007"),
        "pelletier2007": ("Pelletier et al.", "2007"),
        "auzias1982": ("Auzias & Houel", "1982"),
        "anonyme": ("Plan scénographique de Lyon", "s. d."),
    }


def test_citations_read_as_the_rendered_page_writes_them() -> None:
    refs = parse_bibtex(BIB)
    text = (
        "Le tarif est refusé [@rude2007, p. 38-44]. Voir aussi [see @pelletier2007; @auzias1982, chap. 2] "
        "et [-@rude2007]. @rude2007 [p. 45] le dit, @auzias1982 aussi. Inconnu : [@nobody2020, p. 3]."
    )
    assert render_citations(text, refs) == (
        "Le tarif est refusé (Rude 2007, p. 38-44). Voir aussi (see Pelletier et al. 2007; Auzias & Houel "
        "1982, chap. 2) et (2007). Rude (2007, p. 45) le dit, Auzias & Houel (1982) aussi. Inconnu : "
        "(nobody2020, p. 3)."
    )
    # an address, a handle, a link's text and a vault without a bibliography are left as written
    kept = "Écrire à contact@guide.fr, ou @helene_guide sur Instagram, ou [@helene](https://x.fr)."
    assert render_citations(kept, refs) == kept
    assert render_citations("Selon [@rude2007, p. 45].", {}) == "Selon [@rude2007, p. 45]."


def test_a_zettlr_vault_shows_its_citations_by_author(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "20230514081422 Canuts.md": "# Canuts\n\nLa révolte de 1831 [@rude2007, p. 45].\n",
            "references.bib": BIB,
        }
    )
    (note,) = read_vault(root).notes
    assert "La révolte de 1831 (Rude 2007, p. 45)." in note.body


def test_a_bibliography_in_a_hidden_folder_is_not_read(make_vault: VaultFactory) -> None:
    root = make_vault({"note.md": "# Note\n\nSelon [@rude2007, p. 45].\n", ".trash/old.bib": BIB})
    (note,) = read_vault(root).notes
    assert "[@rude2007, p. 45]" in note.body
