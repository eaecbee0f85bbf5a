import pytest

from index_build.frontmatter import FrontMatterError, split_note


def test_front_matter_body_and_key_lines() -> None:
    split = split_note("---\nslug: a\n# un commentaire YAML\ntitle: Titre\n---\n# Corps\ntexte")
    assert split.meta == {"slug": "a", "title": "Titre"}
    assert split.meta_lines == {"slug": 2, "title": 4}
    assert split.body == "# Corps\ntexte"
    assert split.body_line == 6


def test_no_front_matter_is_all_body() -> None:
    split = split_note("# Titre\n\n---\nslug: pas-du-yaml\n---\n")
    assert split.meta == {}
    assert split.body.startswith("# Titre")
    assert split.body_line == 1


def test_empty_front_matter_and_yaml_end_marker() -> None:
    assert split_note("---\n---\ncorps").meta == {}
    dots = split_note("---\nslug: a\n...\ncorps")
    assert (dots.meta, dots.body) == ({"slug": "a"}, "corps")


def test_fence_with_trailing_spaces() -> None:
    assert split_note("--- \nslug: a\n---\t\nb").meta == {"slug": "a"}


def test_leading_tabs_read_as_indentation() -> None:
    split = split_note("---\ntags:\n\t- a\n\t- b\nmeta:\n\tsub:\n\t\t- z\n---\n")
    assert split.meta == {"tags": ["a", "b"], "meta": {"sub": ["z"]}}


def test_tab_after_colon() -> None:
    assert split_note("---\ntitle:\tMon titre\n---\n").meta == {"title": "Mon titre"}


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        (
            "---\nslug: a\ntitle: x: y\n---\n",
            3,
            "invalid YAML front matter: mapping values are not allowed here",
        ),
        ("---\nslug: a\n", 1, "front matter opened with '---' is never closed"),
        ("---\n- a\n- b\n---\n", 2, "front matter must be a mapping of keys, got list"),
        ("---\njuste du texte\n---\n", 2, "front matter must be a mapping of keys, got str"),
    ],
)
def test_invalid_front_matter_names_the_line(text: str, line: int, message: str) -> None:
    with pytest.raises(FrontMatterError) as info:
        split_note(text)
    assert (info.value.line, info.value.message) == (line, message)


def test_values_keep_their_yaml_types() -> None:
    meta = split_note(
        "---\naliases: [42, algo]\nlinked:\npriority: 8\nupdated: 2026-06-01\npublish: false\n---\n"
    ).meta
    assert meta["aliases"] == [42, "algo"]
    assert meta["linked"] is None
    assert meta["priority"] == 8
    assert str(meta["updated"]) == "2026-06-01"
    assert meta["publish"] is False


def test_toml_front_matter_between_plus_lines() -> None:
    # Hugo and Zola write TOML: its tables of page fields read as top-level keys
    text = (
        '+++\ntitle = "Tarifs"\ndraft = true\n[taxonomies]\ntags = ["prix"]\n[extra]\nprix = 1890\n+++\n# T\n'
    )
    split = split_note(text)
    assert split.meta == {"title": "Tarifs", "draft": True, "tags": ["prix"], "prix": 1890}
    assert (split.meta_lines["draft"], split.meta_lines["prix"], split.body_line) == (3, 7, 9)
    assert split.body == "# T\n"


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ('+++\ntitle = "x"\nsans fin\n', 1, "front matter opened with '+++' is never closed"),
        ('+++\ntitle = "x"\ndate 2025\n+++\nbody', 3, "invalid TOML front matter: Expected '=' after a key"),
    ],
)
def test_invalid_toml_front_matter_names_the_line(text: str, line: int, message: str) -> None:
    with pytest.raises(FrontMatterError) as info:
        split_note(text)
    assert info.value.line == line and info.value.message.startswith(message)


def test_yarles_block_under_the_title_is_the_notes_metadata() -> None:
    # Evernote notes converted by Yarle: « # Title », then « Tag(s): #a #b », « Notebook: »,
    # « Created: » between two rules; not YAML (« #atelier » would be a comment) and not text
    text = (
        "# Commode Devillers\n\n---\nTag(s): #atelier #client\nNotebook: Clients\n"
        "Created: 2024-06-21 20:45:37\nUpdated: 2024-06-22 08:00:00\nSource: \n---\n\nLivrée ce matin.\n"
    )
    split = split_note(text)
    assert split.meta == {
        "tags": ["atelier", "client"],
        "notebook": "Clients",
        "created": "2024-06-21",
        "updated": "2024-06-22",
    }
    assert split.meta_lines["Notebook"] == 5
    lines = split.body.split("\n")
    assert lines[0] == "# Commode Devillers" and "Tag(s)" not in split.body
    assert lines[10] == "Livrée ce matin."  # the body keeps every line's number (line 11)


def test_multimarkdown_metadata_at_the_top_is_the_notes_metadata() -> None:
    # Scrivener's « Compile to MultiMarkdown »: « Key: value » lines with no fences, up to the
    # first blank line; « Keywords » are the note's tags, a key may hold spaces
    text = (
        "Title: Tarifs indicatifs 2021\nAuthor: Bastien Lhermitte\nDate: 2021-01-15\n"
        "Keywords: tarifs, prix, devis\nBase Header Level: 2\n\n# Tarifs\n\nTous les prix sont HT.\n"
    )
    split = split_note(text)
    assert split.meta == {
        "title": "Tarifs indicatifs 2021",
        "author": "Bastien Lhermitte",
        "date": "2021-01-15",
        "base header level": "2",
        "tags": ["tarifs", "prix", "devis"],
    }
    assert split.meta_lines["Keywords"] == 4
    lines = split.body.split("\n")
    assert "Author" not in split.body and lines[6] == "# Tarifs"  # every line keeps its number


@pytest.mark.parametrize(
    "text",
    [
        "Objet : devis\nDe : Claire\n\nBonjour,\n",  # an e-mail pasted, the French way
        "Remarque: voir plus bas\n\nTexte.\n",  # no key of MultiMarkdown's first
        "Date: 2020\nOn a livré le tableau ce matin.\n\nTexte.\n",  # prose inside the block
    ],
)
def test_key_lines_opening_a_note_are_not_always_multimarkdown_metadata(text: str) -> None:
    split = split_note(text)
    assert split.meta == {} and split.body == text


@pytest.mark.parametrize(
    "text",
    [
        "# Titre\n\n---\nslug: pas-du-yaml\n---\n",  # no key of Yarle's
        "# Titre\n\n---\nUn paragraphe sous une règle.\nTag(s): #x\n---\n",  # prose first
        "Texte\n\n---\nTag(s): #x\n---\n",  # no title above it
    ],
)
def test_a_rule_under_a_title_is_not_always_yarles_block(text: str) -> None:
    split = split_note(text)
    assert split.meta == {} and split.body == text
