"""An export's trailing list of backlinks is the app's, not the owner's text."""

from __future__ import annotations

import pytest

from index_build.backlinks import cut_backlinks


@pytest.mark.parametrize(
    "block",
    [
        "---\n**Backlinks**\n- [[About me]]\n- [[Mon parcours]]\n",  # Capacities
        "## Linked References\n- [[2026-03-14]]\n\n- [[Projets]]\n",  # Logseq, Roam
        "Références liées :\n- [Contact](contact.md)\n",
    ],
)
def test_a_trailing_block_of_backlinks_is_cut(block: str) -> None:
    assert (
        cut_backlinks(f"# Moi\n\nApiculteur à Dieulefit.\n\n{block}") == "# Moi\n\nApiculteur à Dieulefit.\n"
    )


def test_a_backlinks_section_the_owner_wrote_stays() -> None:
    body = "# Notes\n\n## Backlinks\nJ'aime cette idée des liens retour.\n- [[Zettelkasten]]\n"
    assert cut_backlinks(body) == body
    # a heading in the middle of the note, text after its links
    middle = "## Backlinks\n- [[A]]\n\n## Suite\nDu texte.\n"
    assert cut_backlinks(middle) == middle
