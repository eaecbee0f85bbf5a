from __future__ import annotations

from grasbot.bundle import parse_bundle
from index_build.boilerplate import repeated_lines, without_lines
from index_build.build import build_bundle
from tests.conftest import VaultFactory

SIGN_OFF = "Merci de m'avoir lu ! Abonnez-vous pour recevoir les prochains articles. — Élodie"


def test_a_sign_off_under_many_posts_is_left_out_of_every_passage(make_vault: VaultFactory) -> None:
    files = {
        f"posts/billet-{n}.md": f"# Billet {n}\n\nLe vêlage numéro {n} s'est bien passé.\n\n{SIGN_OFF}\n"
        for n in range(6)
    }
    files["pages/contact.md"] = "# Contact\n\nJoignable au 06 84 21 07 63, sauf le dimanche matin.\n"
    files["pages/hub.md"] = "# Billets\n\n" + "\n".join(
        f"- [[billet-{n}]] — vêlage, Salers" for n in range(6)
    )
    bundle = parse_bundle(build_bundle(make_vault(files)).data)
    shown = "\n".join(p.text for p in bundle.passages)
    assert "Abonnez-vous" not in shown
    # what each post says stays, and so does a line written once
    for n in range(6):
        assert f"Le vêlage numéro {n} s'est bien passé." in shown
    assert "06 84 21 07 63" in shown


def test_a_button_line_whose_link_is_each_posts_own_is_boilerplate() -> None:
    # Substack's « Partager » closes every post, its address the post's own slug
    texts = [
        (n, f"Fait n°{n}.\n[Partager](https://x.substack.com/p/billet-{n}?utm_source=substack&action=share)")
        for n in range(6)
    ]
    found = repeated_lines(texts, 6)
    assert len(found) == 1
    assert without_lines(texts[2][1], found) == "Fait n°2."
    # a line of text around links is compared without their addresses, its words kept apart
    texts = [
        (n, f"Voir [la page {n}](https://exemple.fr/{n}) pour les tarifs de cette saison.") for n in range(6)
    ]
    assert repeated_lines(texts, 6) == frozenset()


def test_only_long_lines_written_alike_in_many_notes_are_boilerplate() -> None:
    texts = [(n, f"Fait n°{n}, propre à cette note.\n{SIGN_OFF}\nStatut : terminé") for n in range(5)]
    assert repeated_lines(texts, 5) == {SIGN_OFF}
    # four notes of a hundred are too few; list items are a hub's content, never a frame
    assert repeated_lines(texts[:4], 100) == frozenset()
    items = [(n, "- minishell — algorithmique, domotique, ecole-42, reseau") for n in range(8)]
    assert repeated_lines(items, 8) == frozenset()
    assert (
        without_lines(f"Fait.\n{SIGN_OFF}\nStatut : terminé", frozenset({SIGN_OFF}))
        == "Fait.\nStatut : terminé"
    )


def test_a_ghost_members_only_part_is_no_public_text(make_vault: VaultFactory) -> None:
    body = (
        "---\ntitle: Comment se passe une césarienne\nstatus: published\nvisibility: public\n---\n"
        "Ce que tout le monde peut lire : la vache est debout.\n\n<!--members-only-->\n\n"
        "Le protocole réservé aux membres : anesthésie paravertébrale.\n"
    )
    data = build_bundle(make_vault({"posts/cesarienne.md": body})).data
    assert b"la vache est debout" in data
    assert "paravertébrale".encode() not in data and b"members-only" not in data
