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
# what each known page holds, said of the owner (« ses projets sur /portfolio »)
_WHAT = (
    ("portfolio", "ses projets"),
    ("competences", "ses compétences"),
    ("contact", "un moyen de prendre contact"),
)


def pointers(site_paths: Mapping[str, str]) -> list[tuple[str, str]]:
    """(what the page holds, its path) for each known page the site has, in a fixed order."""
    return [(what, site_paths[key]) for key, what in _WHAT if site_paths.get(key)]


def pointer_list(items: list[str], last: str = "et") -> str:
    """« a », « a et b », « a, b et c » (or « ou »)."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"
