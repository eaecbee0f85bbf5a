"""Vault -> bundle: the note graph, what the bytes may hold, and byte-identical builds."""

import os
import shutil
import textwrap
from collections.abc import Callable
from pathlib import Path

import orjson
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grasbot.bundle import Bundle, parse_bundle, readable_text
from grasbot.tokenise import TOKENISER_VERSION
from index_build.build import BuildParams, BuildResult, build_bundle

VaultFactory = Callable[[dict[str, str]], Path]
CANARY = "CANARY-7f3e9b2a-PRIVATE"


def neighbours(bundle: Bundle) -> dict[str, list[str]]:
    return {n.slug: sorted(bundle.notes[j].slug for j in bundle.graph[i]) for i, n in enumerate(bundle.notes)}


GRAPH_VAULT = {
    "hub.md": """\
        ---
        slug: hub
        type: moc
        linked:
          - "[[alpha]]"
          - "[[Beta|Le projet bêta]]"
        related: ["[[gamma]]"]
        ---
        Le hub.
        """,
    "10-Projets/alpha.md": """\
        ---
        slug: alpha
        ---
        Voir [[gamma#Installation|l'installation de gamma]] et ![[schema.png]] puis [[secret]].
        Aussi [[Note Privee]] et ![[photo.JPG|200]] et [[alpha]].
        """,
    "10-Projets/Beta.md": "---\ntitle: Bêta\n---\nSans slug déclaré : le nom du fichier sert.\n",
    "gamma.md": "---\nslug: gamma\n---\nRenvoie vers [[10-Projets/alpha.md]] et [[delta]].\n",
    "secret.md": "---\nslug: secret\nvisibility: private\n---\nlien retour [[hub]]\n",
    "Note Privee.md": "---\nslug: np\nprivate: true\n---\n",
}


def test_graph_links_wikilinks_and_backlinks(make_vault: VaultFactory) -> None:
    result = build_bundle(make_vault(GRAPH_VAULT))
    assert neighbours(parse_bundle(result.data)) == {
        "Beta": ["hub"],
        "alpha": ["gamma", "hub"],
        "gamma": ["alpha", "hub"],
        "hub": ["Beta", "alpha", "gamma"],
    }
    # images are not notes, private notes are unresolved but silent, self-links dropped
    assert [str(w) for w in result.warnings] == ["gamma.md:4: link to missing note '[[delta]]'"]


def test_wikilinks_render_as_their_label(make_vault: VaultFactory) -> None:
    bundle = parse_bundle(build_bundle(make_vault(GRAPH_VAULT)).data)
    alpha = bundle.notes[bundle.slug_index["alpha"]]
    assert alpha.body.splitlines() == [
        "Voir l'installation de gamma et  puis secret.",
        "Aussi Note Privee et  et alpha.",
    ]


def test_a_label_first_link_dendron_style_links_its_note(make_vault: VaultFactory) -> None:
    # Dendron and Foam write [[label|target]]: the part naming a note is the target
    vault = make_vault(
        {
            "partenaires.menuisier-jo.md": "---\ntitle: Jo Mercier, menuisier\n---\nAtelier à Vaise.\n",
            "projets.2024.boutique.md": (
                "---\ntitle: Boutique\n---\nMeubles par [[Jo Mercier|partenaires.menuisier-jo]], "
                "plans par [[projets.2024.boutique|moi]].\n"
            ),
            # Obsidian's own order, where both parts could be read, is kept
            "moi.md": "---\ntitle: Moi\n---\nVoir [[projets.2024.boutique|la boutique]].\n",
            # ... and a declared slug, whose label names the file (a label with a space is no
            # Dendron name)
            "La Caisse.md": "---\nslug: la-caisse\n---\nUn spectacle, voir [[moi]].\n",
            "prix.md": "---\ntitle: Prix\n---\nPrix du public pour [[la-caisse|La Caisse]].\n",
        }
    )
    result = build_bundle(vault)
    bundle = parse_bundle(result.data)
    assert result.warnings == []
    assert neighbours(bundle)["projets.2024.boutique"] == ["moi", "partenaires.menuisier-jo"]
    shop = bundle.notes[bundle.slug_index["projets.2024.boutique"]]
    assert shop.body.strip() == "Meubles par Jo Mercier, plans par moi."
    assert bundle.notes[bundle.slug_index["moi"]].body.strip() == "Voir la boutique."
    assert bundle.notes[bundle.slug_index["prix"]].body.strip() == "Prix du public pour La Caisse."
    assert "prix" in neighbours(bundle)["la-caisse"]


def test_a_dendron_name_reads_as_its_title(make_vault: VaultFactory) -> None:
    vault = make_vault(
        {
            "pro.tarifs.md": "---\ntitle: Tarifs\n---\nGrille 2025.\n",
            "pro.tarifs.2021.md": "---\ntitle: Tarifs 2021 (obsolète)\n---\nRemplacée : voir pro.tarifs.\n",
            "pro.compta.md": "---\ntitle: Compta 2024\nprivate: true\n---\nCA.\n",
            "moi.md": (
                "---\ntitle: Moi\n---\nMes prix : [[pro.tarifs]] (avant : pro.tarifs.2021). "
                "Compta : pro.compta. Logiciel v1.2.\n"
            ),
        }
    )
    bundle = parse_bundle(build_bundle(vault).data)
    me = bundle.notes[bundle.slug_index["moi"]]
    # the longest name first; a private note's name stays as written, its title never shown
    assert me.body.strip() == (
        "Mes prix : Tarifs (avant : Tarifs 2021 (obsolète)). Compta : pro.compta. Logiciel v1.2."
    )
    old = bundle.notes[bundle.slug_index["pro.tarifs.2021"]]
    assert old.body.strip() == "Remplacée : voir Tarifs."


def test_missing_links_in_front_matter_name_their_key_line(make_vault: VaultFactory) -> None:
    vault = make_vault({"a.md": "---\nslug: a\ntitle: A\nrelated:\n  - '[[fantome|Fantôme]]'\n---\n"})
    assert [str(w) for w in build_bundle(vault).warnings] == ["a.md:4: link to missing note '[[fantome]]'"]


def test_example_vault_has_no_private_text(example_build: BuildResult) -> None:
    data = example_build.data
    assert CANARY.encode() not in data
    assert CANARY not in readable_text(data)  # bodies are stored compressed
    shipped = set(orjson.loads(data)["notes"]["slug"])
    private = {d.slug for d in example_build.dropped if d.slug is not None}
    assert private, "the example vault must keep private notes to test this"
    assert shipped.isdisjoint(private)


def test_example_vault_drops_its_meta_files(example_build: BuildResult) -> None:
    meta = sorted(d.path for d in example_build.dropped if d.reason == "vault meta file")
    assert meta == ["README.md", "TAXONOMIE.md"]


def test_summary_counts(make_vault: VaultFactory) -> None:
    result = build_bundle(make_vault(GRAPH_VAULT | {"README.md": "x"}))
    summary = result.summary()
    assert summary["notes"] == 4
    assert summary["dropped"] == 3
    assert summary["dropped_by_reason"] == {
        "private: true": 1,
        "vault meta file": 1,
        "visibility: private": 1,
    }
    assert summary["bytes"] == len(result.data)
    assert summary["bytes_per_note"] == round(len(result.data) / 4)
    assert summary["content_hash"] == result.content_hash == orjson.loads(result.data)["content_hash"]


def test_build_records_its_parameters(make_vault: VaultFactory) -> None:
    vault = make_vault(GRAPH_VAULT)
    built = orjson.loads(build_bundle(vault, BuildParams(k1=1.2, b=0.5, idf="okapi", stemmer="none")).data)
    expected = {"k1": 1.2, "b": 0.5, "idf": "okapi", "stemmer": "none", "tokeniser": TOKENISER_VERSION}
    assert {k: built["params"].get(k) for k in expected} == expected


def test_progress_reports_every_note(make_vault: VaultFactory) -> None:
    calls: list[tuple[int, int]] = []
    build_bundle(make_vault(GRAPH_VAULT), progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 4), (2, 4), (3, 4), (4, 4)]


def test_same_vault_same_bytes_wherever_it_lives(
    tmp_path: Path, example_vault: Path, example_build: BuildResult
) -> None:
    copy = tmp_path / "ailleurs" / "vault"
    shutil.copytree(example_vault, copy)
    assert build_bundle(copy).data == example_build.data
    assert build_bundle(example_vault).data == example_build.data


def test_content_changes_change_the_hash(make_vault: VaultFactory) -> None:
    a = build_bundle(make_vault({"a.md": "---\nslug: a\n---\nun\n"}))
    b = build_bundle(make_vault({"a.md": "---\nslug: a\n---\ndeux\n"}))
    assert a.content_hash != b.content_hash


SHUFFLE_FILES = {
    **GRAPH_VAULT,
    "dup/alpha.md": "---\nslug: alpha\n---\ndoublon\n",
    "bad.md": "---\nslug: bad\ntitle: x: y\n---\n",
    "z/notes sans fm.md": "Texte libre avec [[hub]].",
}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(order=st.permutations(sorted(SHUFFLE_FILES)), mtime=st.integers(1_000_000_000, 2_000_000_000))
def test_creation_order_does_not_change_bytes(tmp_path: Path, order: list[str], mtime: int) -> None:
    reference = _build_in(tmp_path / "ref", sorted(SHUFFLE_FILES), 1_500_000_000)
    shuffled = _build_in(tmp_path / "shuffled", order, mtime)
    assert shuffled.data == reference.data
    assert [str(w) for w in shuffled.warnings] == [str(w) for w in reference.warnings]
    assert shuffled.dropped == reference.dropped


def _build_in(root: Path, order: list[str], mtime: int) -> BuildResult:
    shutil.rmtree(root, ignore_errors=True)
    for offset, rel in enumerate(order):
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(SHUFFLE_FILES[rel]), encoding="utf-8")
        os.utime(path, (mtime + offset, mtime + offset))
    return build_bundle(root)


def test_a_note_linked_by_its_timestamp_id_reads_as_its_title(make_vault: VaultFactory) -> None:
    # a Zettelkasten links by id: « Livres ensemble : [[202001131000]] » told a visitor nothing
    vault = make_vault(
        {
            "202001131000.md": "# *La Saison des kakis*\n\nMon premier roman traduit.",
            "202211041730 Tarifs 2023.md": "Nouvelle grille : 24 € le feuillet.",
            "202106141000.md": "Je ne fais pas de lettrage.",  # no heading: no title to read
            "202302141830.md": "---\nprivate: true\n---\n# Mon dossier médical\n\nRien à voir ici.",
            "Claire.md": "Livres ensemble : [[202001131000]], [[202001131000|le premier]].\n"
            "Voir aussi 202211041730 Tarifs 2023, [[202106141000]] et [[202302141830]].",
        }
    )
    data = build_bundle(vault).data
    bundle = parse_bundle(data)
    claire = bundle.slug_index["Claire"]
    text = " ".join(bundle.passages[k].text for k in bundle.passages.of_note(claire))
    assert "Livres ensemble : La Saison des kakis, le premier." in text
    assert "Voir aussi Tarifs 2023, 202106141000 et 202302141830." in text
    # a private note's title never comes out through its id
    assert "médical" not in data.decode()


def _titles_built(make_vault: VaultFactory, files: dict[str, str]) -> dict[str, str]:
    """Each note's title by its slug, in the bundle built from ``files``."""
    bundle = parse_bundle(build_bundle(make_vault(files)).data)
    return {bundle.notes[i].slug: bundle.notes[i].title for i in range(len(bundle))}


def test_tags_ending_a_heading_are_no_words_of_the_title_it_gives(make_vault: VaultFactory) -> None:
    # a Tana export heads a node « # Retable de la Passion — Saint-Menoux #project »: the
    # supertag files it; « C# », « Issue #42 » keep their « # »
    titles = _titles_built(
        make_vault,
        {
            "p/retable-saint-menoux.md": "# Retable de la Passion — Saint-Menoux #project\n\n- An:: 2023\n",
            "notes/c-tips.md": "# C# tips #dev #langages/c\n\nToujours initialiser.\n",
            "notes/issue-42.md": "# Issue #42\n\nLe bug du cache.\n",
        },
    )
    assert titles["retable-saint-menoux"] == "Retable de la Passion — Saint-Menoux"
    assert titles["c-tips"] == "C# tips"
    assert titles["issue-42"] == "Issue #42"


def test_an_outliner_node_is_named_by_its_first_bullet(make_vault: VaultFactory) -> None:
    # Tana exports a node to « musee-mandet.md » opening on « - Musée Mandet #client »: that
    # bullet is the node's name; a bullet that is neither the file's name nor a tagged node
    # (a plain list) names nothing
    titles = _titles_built(
        make_vault,
        {
            "client/musee-mandet.md": "- Musée Mandet #client\n  - Ville:: Riom\n",
            "client/commune-saint-menoux.md": "- Commune de Saint-Menoux\n  - Contact:: mairie\n",
            "project/demenagement-atelier-2026.md": "- Déménagement de l'atelier #project\n  - Fin:: août\n",
            "notes/courses.md": "- [ ] acheter du lin\n- appeler Inès\n",
            "notes/idees-expo.md": "- une salle sur les vernis\n- une autre sur l'imagerie\n",
        },
    )
    assert titles["musee-mandet"] == "Musée Mandet"
    assert titles["commune-saint-menoux"] == "Commune de Saint-Menoux"
    assert titles["demenagement-atelier-2026"] == "Déménagement de l'atelier"
    assert titles["courses"] == "courses"
    assert titles["idees-expo"] == "idees-expo"
