"""Where a note lives on the site.

In order: the page the note's front matter names (``url`` or ``permalink``, stored in the
bundle at build time); a note filed under a parent page (``route_parent``, with ``site_slug``
when the site's slug differs from the note's) through the ``parent`` pattern; the pattern of
its type; the ``profile`` pattern for the owner's profile notes; ``*`` for any other note.
Patterns are set at run time (``GRASBOT_URL_PATTERNS``) and may use ``{slug}`` (the site's
slug: ``site_slug`` if set, else the note's) and ``{parent}``. A pattern without a
placeholder sends every note of that type to one section page (hubs: ``moc=/portfolio``).
"""

from __future__ import annotations

import string
from collections.abc import Mapping

__all__ = ["DEFAULT_URL_PATTERNS", "PLACEHOLDERS", "UrlResolver", "check_pattern"]

# The site GrasBot was first written for (fernandgrascalvet.com): projects under /portfolio,
# skills under /competences, a project attached to a skill under /competences/<skill>/<slug>.
DEFAULT_URL_PATTERNS: Mapping[str, str] = {
    "projet": "/portfolio/{slug}",
    "competence": "/competences/{slug}",
    "parent": "/competences/{parent}/{slug}",
}
PLACEHOLDERS = frozenset({"slug", "parent"})


def check_pattern(pattern: str) -> str | None:
    """Why ``pattern`` is not usable, or None."""
    try:
        names = {name for _, name, _, _ in string.Formatter().parse(pattern) if name is not None}
    except ValueError as exc:
        return str(exc)
    unknown = names - PLACEHOLDERS
    if unknown:
        return f"unknown placeholder(s) {sorted(unknown)}; allowed: {sorted(PLACEHOLDERS)}"
    return None


class UrlResolver:
    """Turns a note's front matter and type into its page URL (or None: no page)."""

    __slots__ = ("patterns",)

    def __init__(self, patterns: Mapping[str, str] | None = None) -> None:
        self.patterns = dict(DEFAULT_URL_PATTERNS if patterns is None else patterns)

    def url(
        self,
        slug: str,
        type_: str,
        explicit: str | None = None,
        parent: str | None = None,
        site_slug: str | None = None,
        profile: bool = False,
    ) -> str | None:
        if explicit:
            return explicit
        page = site_slug or slug
        if parent and "parent" in self.patterns:
            return self.patterns["parent"].format(slug=page, parent=parent)
        pattern = self.patterns.get(type_)
        if pattern is None and profile:
            pattern = self.patterns.get("profile")
        if pattern is None:
            pattern = self.patterns.get("*")
        return pattern.format(slug=page, parent=parent or "") if pattern is not None else None
