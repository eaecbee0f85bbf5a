"""Which files are notes: Markdown, and the MDX of an Astro, Next.js or Docusaurus content folder.

One place for the suffixes, so that reading the vault, naming a note and resolving a link to
``post.mdx`` agree (index_build.mdx reads what MDX adds to Markdown).
"""

from __future__ import annotations

__all__ = ["NOTE_SUFFIXES", "note_stem"]

NOTE_SUFFIXES = (".md", ".mdx")


def note_stem(name: str) -> str:
    """``name`` without a note file's suffix (« post.mdx » → « post »; « a.b » kept)."""
    for suffix in NOTE_SUFFIXES:
        if name.lower().endswith(suffix):
            return name[: -len(suffix)]
    return name
