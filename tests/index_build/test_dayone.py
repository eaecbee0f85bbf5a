"""A Day One export (examples/vault-dy): the tab-indented metadata block opening each entry."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from index_build.dayone import entry_fields
from index_build.vault import read_vault

VaultFactory = Callable[[dict[str, str]], Path]

ENTRY = (
    "\tDate:\t18 juin 2026 à 21:20 UTC+2\n\tLocation:\tMolompize, Cantal, France\n"
    "\tWeather:\t23°C Clear\n\tTags:\tVauclair, chantier\n\tStarred\n\n# Vauclair, c'est signé\n\n"
    "Marché signé avec la commune.\n"
)


def test_the_block_becomes_fields_and_keeps_its_lines() -> None:
    out = entry_fields(ENTRY)
    assert out.split("\n")[:4] == [
        "Date:: 18 juin 2026 à 21:20 UTC+2",
        "Location:: Molompize, Cantal, France",
        "Tags:: Vauclair, chantier",
        "",
    ]
    # the weather and the star are the app's record: gone; the entry's line numbers stay true
    assert "Weather" not in out and "Starred" not in out
    assert out.count("\n") == ENTRY.count("\n")
    assert out.endswith("# Vauclair, c'est signé\n\nMarché signé avec la commune.\n")


def test_a_date_the_file_name_says_is_not_said_again() -> None:
    lines = entry_fields(ENTRY, dated=True).split("\n")
    assert lines[:3] == ["Location:: Molompize, Cantal, France", "Tags:: Vauclair, chantier", ""]


def test_indented_text_that_is_no_block_stays() -> None:
    code = "\tprint('bonjour')\n\tx = 1\n\nDu code.\n"
    assert entry_fields(code) == code
    flags_only = "\tStarred\n\nUne ligne.\n"  # no `Key:\tvalue`: nothing says it is the exporter's
    assert entry_fields(flags_only) == flags_only
    mixed = "\tDate:\t3 mai 2024\n\tun vers indenté\n"  # a line that is neither: indented text
    assert entry_fields(mixed) == mixed


def test_a_private_tag_in_the_block_keeps_the_entry_off(make_vault: VaultFactory) -> None:
    root = make_vault(
        {
            "Perso/2024-11-18 2213.md": "\tDate:\t18 novembre 2024 à 22:13 UTC+1\n\tTags:\tcompta, privé\n\n"
            "Les dettes du mois.\n",
            "Atelier/2026-06-18 Vauclair.md": ENTRY,
        }
    )
    vault = read_vault(root)
    assert [n.path for n in vault.notes] == ["Atelier/2026-06-18 Vauclair.md"]
    assert list(vault.notes[0].tags) == ["Vauclair", "chantier"]
    assert "Location:: Molompize" in vault.notes[0].body
