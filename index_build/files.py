"""Which files are notes: Markdown, the MDX of an Astro, Next.js or Docusaurus content folder,
and the plain-text notes of writing apps (iA Writer, Ulysses, nvALT and The Archive keep
``.txt`` notes beside ``.md`` ones, written in the same Markdown).

One place for the suffixes, so that reading the vault, naming a note and resolving a link to
``post.mdx`` agree (index_build.mdx reads what MDX adds to Markdown).
"""

from __future__ import annotations

__all__ = ["NOTE_SUFFIXES", "is_tool_file", "note_stem"]

NOTE_SUFFIXES = (".md", ".mdx", ".txt")
# text files a site or a project keeps for tools, not notes (folded names)
_TOOL_FILES = frozenset(
    """
    robots.txt humans.txt ads.txt app-ads.txt security.txt llms.txt llms-full.txt requirements.txt
    constraints.txt license.txt licence.txt copying.txt notice.txt authors.txt cmakelists.txt
    """.split()  # noqa: SIM905 (a word list reads best as text)
)


def is_tool_file(name: str) -> bool:
    """Whether the text file ``name`` is one kept for a tool (``robots.txt``), not a note."""
    lowered = name.lower()
    return lowered in _TOOL_FILES or (lowered.endswith(".txt") and lowered.startswith("requirements"))


def note_stem(name: str) -> str:
    """``name`` without a note file's suffix (« post.mdx » → « post »; « a.b » kept)."""
    for suffix in NOTE_SUFFIXES:
        if name.lower().endswith(suffix):
            return name[: -len(suffix)]
    return name
