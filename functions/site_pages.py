"""The site's own pages that GrasBot's fixed texts point visitors to.

The not-found answer, the refusal and the system prompt all send the visitor somewhere: the
projects, the skills, the contact page. Not every site has those pages (a brewer's site has no
« /competences »), so each is configured (``GRASBOT_SITE_PATHS``) and one left empty is never
named: pointing a visitor to a page that does not exist is worse than pointing nowhere.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["DEFAULT_SITE_PATHS", "pointer_list", "pointers"]

DEFAULT_SITE_PATHS = {"portfolio": "/portfolio", "competences": "/competences", "contact": "/contact"}
# what each known page holds, said of the owner, in French and in English (« ses projets sur
# /portfolio », "his projects at /portfolio": ``{their}``, the owner's possessive)
_WHAT = (
    ("portfolio", "ses projets", "{their} projects"),
    ("competences", "ses compétences", "{their} skills"),
    ("contact", "un moyen de prendre contact", "a way to get in touch"),
)


def pointers(
    site_paths: Mapping[str, str], language: str = "fr", their: str = "their"
) -> list[tuple[str, str]]:
    """(what the page holds, its path) for each known page the site has, in a fixed order; in
    English (``language`` "en"), said of the owner with ``their`` ("his", "her", "their")."""
    return [
        (en.format(their=their) if language == "en" else fr, site_paths[key])
        for key, fr, en in _WHAT
        if site_paths.get(key)
    ]


def pointer_list(items: list[str], last: str = "et") -> str:
    """« a », « a et b », « a, b et c » (or « ou », "and")."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"
