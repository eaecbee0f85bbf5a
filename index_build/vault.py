"""Read an Obsidian vault into public notes, dropping what must never ship.

A note ships only if it is public: ``visibility`` is ``public`` (or absent, under the default
policy; under a private default, a publish key saying yes opts it in as well), and neither
``private: true`` nor ``publish: false`` is set, nor what the tools that publish a vault as a
website read to leave a note out (``draft: true``, ``published: false``, ``dg-publish: false``),
nor a publishing status saying the site does not show it (WordPress' ``status: private`` and
``status: draft`` as its exporters write them, « statut : brouillon »);
a Notion page says the same keys in its opening property lines (``Publié: Non``), a Logseq
page in its ``key:: value`` lines (``public:: false``).
Privacy fails closed: the
keys are read whatever their case (``Private``, ``VISIBILITY``, Anytype's ``Tag``), and in French
with a yes/no value (``Privé: true``, ``Publier: non``), and any value of a privacy key
other than an explicit one (``private: 1``, ``publish: 0``, ``private: [true]``, ``private: Y``,
an empty value) makes the note private with a warning, as does a privacy key written twice;
``--strict`` turns those warnings into errors. Obsidian comments
(``%% … %%``) and HTML comments are cut from every body before anything else sees it.
A note whose front matter cannot be read is dropped too: its visibility is unknown.

Templates never ship: the notes of the vault's template folder (``.obsidian/templates.json``,
Templater's settings, else a top-level ``_templates``/``templates`` folder), and any note that
still holds an unrendered placeholder (``{{title}}``, ``<% tp.… %>``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import re
from collections.abc import Callable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any, Literal

from grasbot.dates import note_day
from grasbot.retrieval.index import is_archived
from grasbot.tokenise import fold
from index_build.backlinks import cut_backlinks
from index_build.bookstack import render_bookstack
from index_build.canvas import CanvasError, canvas_text, embed_canvases
from index_build.citations import read_bibliography, render_citations
from index_build.confluence import ConfluencePage, read_confluence
from index_build.containers import render_containers
from index_build.dayone import entry_fields
from index_build.dokuwiki import render_dokuwiki
from index_build.errors import VaultError, VaultWarning
from index_build.files import NOTE_SUFFIXES, is_tool_file, note_stem
from index_build.frontmatter import FrontMatterError, SplitNote, split_leniently, split_note
from index_build.ignore import VITEPRESS_CONFIGS, ignored_by, read_ignore
from index_build.includes import expand_includes, included_files
from index_build.liquid import render_liquid
from index_build.logseq import as_front_matter, namespace_title, page_properties
from index_build.mdx import render_mdx
from index_build.mkdocs import render_mkdocs
from index_build.notion import markdown_note_links, properties, properties_as_fields, strip_id
from index_build.obsidian import (
    body_fields,
    body_tags,
    drawing_text,
    every_tag,
    line_tags,
    strip_note_id,
    template_placeholder,
)
from index_build.org import ORG_KEYS, OrgIds, OrgKeywords, id_links, org_aliases, org_keywords, org_tags
from index_build.outline import outline_links
from index_build.private_parts import LOCKED, PADLOCKS, without_private_parts
from index_build.remnote import render_remnote
from index_build.roam import render_roam
from index_build.shortcodes import render_shortcodes
from index_build.sitedata import read_site_values
from index_build.siyuan import render_siyuan
from index_build.tiddlywiki import WIKITEXT_TYPES, render_tiddlywiki
from index_build.trilium import render_trilium
from index_build.visible import clean_inline
from index_build.vue import render_vue
from index_build.wordpress import decode_entities, render_wordpress
from index_build.writer import content_blocks, writer_marks
from index_build.zim import at_tags, day_page_slug, render_zim

__all__ = [
    "ATTACHMENT_SUFFIXES",
    "FOLDER_PAGES",
    "Dropped",
    "Link",
    "RawNote",
    "VaultRead",
    "is_attachment",
    "read_vault",
    "template_folders",
]

# Files that describe the vault rather than being part of it. ``SUMMARY.md`` is the table of
# contents of a GitBook space or an mdBook: links, no words of its own.
META_FILES = frozenset({"readme.md", "taxonomie.md", "taxonomy.md", "summary.md"})
# A GitBook space's root ``README.md`` is its home page, not a file about the vault: the space
# is known by its table of contents or its settings file beside it.
_GITBOOK_MARKS = ("SUMMARY.md", ".gitbook.yaml", ".gitbook")
# The folders of a Jekyll or Eleventy site's layouts and partials, at the source's root: a
# « cta.md » there is printed inside other pages (« {% include "cta.md" %} »), never a page
_SITE_TEMPLATES = ("_includes/", "_layouts/")
# Jekyll's folder of drafts: the site builds none of it, whatever its front matter says.
_DRAFT_FOLDER = "/_drafts/"
Visibility = Literal["public", "private"]

_UPDATED_KEYS = (
    "updated",
    "updated_at",
    "last_updated",
    "modified",
    "last_modified",
    "lastmod",
    "date_modified",
    "modified_at",
)
# the folders a site generator keeps its blog posts in (Hexo's and Jekyll's `_posts`, Hugo's
# `content/posts`, Docusaurus's `blog`)
_POST_FOLDERS = frozenset({"_posts", "posts", "blog", "articles", "billets"})
_COMMENT_RE = re.compile(r"%%.*?%%|<!--.*?-->", re.DOTALL)
_UNCLOSED_COMMENT_RE = re.compile(r"%%.*\Z|<!--.*\Z", re.DOTALL)
_MEMBERS_ONLY_RE = re.compile(
    r"^[ \t]*<!--\s*members-only\s*-->.*\Z", re.DOTALL | re.MULTILINE | re.IGNORECASE
)
# [[target]], [[target|label]], [[target#heading]], [[target#^block]], ![[embed]]; inside a
# Markdown table the pipe is escaped ([[target\|label]]), and the backslash is no part of the target.
# Code as Obsidian shows it, where a wikilink is no link (« Obsidian écrit `[[note]]` »): a fenced
# block, an inline code span.
_CODE_RE = re.compile(r"^[ \t]*(`{3,}|~{3,}).*?(?:^[ \t]*\1[ \t]*$|\Z)|`[^`\n]+`", re.MULTILINE | re.DOTALL)
# A target may hold a bracketed part (« [[[HTB] Lame]] », a note titled « [HTB] Lame »): the link
# is read whole, not shown as « [[[HTB] Lame]] » to the visitor.
_TARGET = r"(?:[^\[\]|#^]|\[[^\[\]|#^]*\])"
_WIKILINK_RE = re.compile(r"(!?)\[\[(" + _TARGET + r"*?)\\?(?:([#^])([^\[\]|]*?)\\?)?(?:\|([^\[\]]*))?\]\]")
_LIST_LINK_RE = re.compile(r"^\s*\[\[(" + _TARGET + r"+?)\\?(?:[#^][^\[\]|]*?\\?)?(?:\|[^\[\]]*)?\]\]\s*$")
_NOTE_EXTENSIONS = ("", *NOTE_SUFFIXES)
ATTACHMENT_SUFFIXES = frozenset(
    {".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".avif", ".bmp", ".pdf"}
    | {".mp3", ".mp4", ".webm", ".ogg", ".wav", ".m4a", ".mov", ".canvas", ".excalidraw"}
)
# Where Obsidian's core Templates plugin and the Templater plugin keep their template folder.
_TEMPLATE_SETTINGS = (
    (".obsidian/templates.json", "folder"),
    (".obsidian/plugins/templater-obsidian/data.json", "templates_folder"),
)
# Without settings, the folder names vaults use for templates (top level, any case).
_TEMPLATE_FOLDER_NAMES = frozenset({"_templates", "templates", "_template", "template"})


@dataclass(frozen=True, slots=True)
class Link:
    target: str  # as written, before resolution
    kind: str  # linked | related | wikilink
    line: int


@dataclass(slots=True)
class RawNote:
    slug: str
    title: str
    type: str
    body: str
    domains: list[str]
    tags: list[str]
    aliases: list[str]
    answers: list[str]
    priority: int
    link: str | None
    updated: str | None
    path: str  # relative to the vault, with '/'
    links: list[Link] = field(default_factory=list)
    slug_line: int = 1  # line of the 'slug:' key, for warnings
    body_line: int = 1  # file line of the body's first line, for reports on the body
    # Where the note lives on the site and whether it describes the owner (index_build.profile).
    url: str | None = None  # 'url' or 'permalink'
    route_parent: str | None = None
    site_slug: str | None = None
    profile: bool | None = None  # 'profile: true|false'; None: decided from type and name
    owner: str | None = None  # 'owner: Name' on a note names who the site is about
    pronoun: str | None = None  # 'pronoun: elle' (or 'pronouns: iel/ellui') beside it
    # where the work stands (``status: en cours``, « statut:: terminé »), folded: a note in
    # progress answers « Sur quoi travaille-t-il en ce moment ? »
    status: str | None = None
    # the publishing key saying yes (``dg-publish: true``, ``publish: true``): in a vault published
    # by a tool that publishes only the notes opted in, a note without one stays off (``read_vault``)
    opted_in: str | None = None
    # a fragment pages include (VitePress's ``<!--@include: -->``): its text is theirs too, and
    # repeated there it is no boilerplate to cut from the fragment itself (``build``)
    fragment: bool = False


@dataclass(frozen=True, slots=True)
class Dropped:
    path: str
    reason: str
    slug: str | None = None  # declared or file slug of a private note, so links to it stay unresolved


@dataclass(slots=True)
class VaultRead:
    notes: list[RawNote]
    dropped: list[Dropped]
    warnings: list[VaultWarning]
    private_slugs: set[str]


def _iter_markdown(root: Path) -> Iterator[Path]:
    for path in sorted(p for suffix in NOTE_SUFFIXES for p in root.rglob(f"*{suffix}")):
        rel = path.relative_to(root)
        if any(part.startswith(".") for part in rel.parts):
            continue  # .obsidian/, .trash/, .git/
        if is_tool_file(path.name):
            continue  # a site's robots.txt, a project's requirements.txt
        yield path


def _as_text_list(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (str, int, float, dt.date)):
        value = [value]
    if not isinstance(value, list):
        return []
    out = []
    for item in value:
        if item is None or isinstance(item, (dict, list)):
            continue
        text = str(item).strip()
        if text:
            out.append(text)
    return out


# a tag of a TiddlyWiki-style string: one word, or several between double brackets
_STRING_TAG = re.compile(r"\[\[([^\]]+)\]\]|([^\s,\[\]]+)")


def _tags(value: Any) -> list[str]:
    """The tags of a ``tags`` value: a YAML list, or one string as TiddlyWiki and some
    exporters write it (« Tarifs [[Interprétation de conférence]] Pro », « voile, bretagne »):
    a tag per word or per comma, a multi-word tag between double brackets."""
    if isinstance(value, str):
        org = org_tags(value)  # org's « :perso:private: »
        if org is not None:
            return org
        return [(m.group(1) or m.group(2)).strip() for m in _STRING_TAG.finditer(value)]
    return _as_text_list(value)


def _link_targets(value: Any) -> list[str]:
    out = []
    for item in _as_text_list(value):
        m = _LIST_LINK_RE.match(item)
        out.append((m.group(1) if m else item).strip())
    return [t for t in out if t]


_TRUE_WORDS = frozenset({"true", "yes", "oui"})
_FALSE_WORDS = frozenset({"false", "no", "non"})
# A yes/no key, and the answer that keeps a note off the site. Besides ``private`` and Obsidian
# Publish's ``publish``, the keys of the tools that turn a vault into a website: a note the site
# does not show (a draft, an unpublished post) is no answer for its visitors either. Hugo, Astro
# and Quartz read ``draft``, Jekyll ``published``, the Digital Garden plugin ``dg-publish``,
# Logseq ``public``.
_HIDING_FLAGS = (
    ("private", True),
    ("draft", True),
    ("publish", False),
    ("published", False),
    ("dg-publish", False),
    ("share", False),  # the GitHub Publisher plugin's switch
    ("public", False),  # Logseq's publishing switch (``public:: false``)
    # a note its app moved to the trash, exported all the same (Google Keep through Obsidian's
    # Importer writes ``trashed: true``): the owner deleted it, nobody is to read it
    ("trashed", True),
)
PRIVACY_KEYS = (*(key for key, _ in _HIDING_FLAGS), "visibility")
# The keys of the publishing tools that publish a note only when it says so: the Digital Garden
# plugin's ``dg-publish: true``, the GitHub Publisher plugin's ``share: true``. A vault where
# one note says yes is published by that tool, and a note that does not say it is not on the
# site (its owner leaves the key out of what stays private, as the plugin's docs teach).
OPT_IN_KEYS = ("dg-publish", "share")
# The same keys as a Notion page's properties say them (a « Publié » checkbox exports as
# ``Publié: Non``): Notion writes no front matter, so they are read from the page's opening lines.
_PROPERTY_PRIVACY = {key: key for key in PRIVACY_KEYS} | {
    "publié": "published",
    "publiée": "published",
    "publier": "publish",
    "privé": "private",
    "privée": "private",
    "brouillon": "draft",
    "visibilité": "visibility",
}


_ASKED_FLAG = re.compile(r"is[_-]?(.+)")

_VISIBILITY = {
    "public": "public",
    "publique": "public",
    "private": "private",
    "prive": "private",
    "privee": "private",
}


def _site_path(value: Any) -> str | None:
    """A page's path on the site as the Digital Garden plugin's ``dg-permalink`` gives it
    (« tarifs », « /tarifs/ »): from the site's root, whatever way it is written."""
    path = _text(value)
    if path is None or "://" in path:
        return path
    return f"/{path.strip('/')}/" if path.strip("/") else "/"


def _page_path(meta: Mapping[Any, Any]) -> str | None:
    """The page's path on the site its front matter gives (``url``, ``permalink``, the Digital
    Garden plugin's ``dg-permalink``), or None; not a template's (« /tags/{{ tag | slugify }}/ »:
    an Eleventy pagination's pattern, one page per tag, none of them this note's)."""
    for path in (_text(meta.get("url")), _text(meta.get("permalink")), _site_path(meta.get("dg-permalink"))):
        if path and "{{" not in path and "{%" not in path:
            return path
    return None


def _opted_in(found: Mapping[str, tuple[str, Any]]) -> str | None:
    """The publishing key a note's privacy keys (``_privacy_fields``) set to yes (``dg-publish:
    true``, ``publish: true``, ``visibility: public``), or None: the owner saying it is for the site."""
    visibility = found.get("visibility", ("", None))[1]
    if isinstance(visibility, str) and _VISIBILITY.get(fold(visibility.strip())) == "public":
        return "visibility"
    keys = tuple(key for key, hides in _HIDING_FLAGS if not hides)
    return next((key for key in keys if key in found and _flag(found[key][1]) is True), None)


def _flag(value: Any) -> bool | None:
    """An explicit yes or no (YAML boolean, or one of the words), else None: unknown."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _TRUE_WORDS | _FALSE_WORDS:
        return value.strip().lower() in _TRUE_WORDS
    return None


def _switches(fields: list[tuple[str, str, int]]) -> list[tuple[str, str, int]]:
    """The ``fields`` that are privacy switches: a privacy key with an explicit value."""
    out = []
    for key, value, line in fields:
        name = _PROPERTY_PRIVACY.get(key.casefold())
        if name is not None and (
            _flag(value) is not None if name != "visibility" else fold(value) in _VISIBILITY
        ):
            out.append((key, value, line))
    return out


def _privacy_name(key: object, value: Any) -> str | None:
    """The privacy key a front matter ``key`` is (``private``, ``publish``…), or None. Written in
    French (Anytype's custom ``Privé: true``, ``Publier: non``, as a Notion page's properties are
    read), it counts with an explicit value only: « publié: 2024-03-01 » is a date."""
    if not isinstance(key, str):
        return None
    folded = key.casefold()
    if folded in PRIVACY_KEYS:
        return folded
    # a flag as a blog's export names it, a question (Substack's posts.csv ``is_published:
    # false`` on an unsent draft, ``isDraft``, ``is-private``): the same switch
    asked = _ASKED_FLAG.fullmatch(folded)
    if asked is not None and asked.group(1) in PRIVACY_KEYS and asked.group(1) != "visibility":
        return asked.group(1)
    name = _PROPERTY_PRIVACY.get(folded)
    return name if name is not None and _switches([(key, str(value), 0)]) else None


def _privacy_fields(meta: Mapping[Any, Any]) -> dict[str, tuple[str, Any]]:
    """The privacy keys of a note's front matter, by their name (``_privacy_name``): lower-case
    name -> (key as written, value), the first written of each."""
    found: dict[str, tuple[str, Any]] = {}
    for key, value in meta.items():
        name = _privacy_name(key, value)
        if name is not None:
            found.setdefault(name, (key, value))
    return found


def _private_reason(
    meta: dict[str, Any],
    found: Mapping[str, tuple[str, Any]],
    lines: dict[str, int],
    duplicates: tuple[tuple[str, int, int], ...],
    default: Visibility,
    rel: str,
    warnings: list[VaultWarning],
) -> str | None:
    """Why the note must not ship, or None when it is public. Fails closed: a privacy key whose
    value is not an explicit answer makes the note private and adds a warning (issue 12, item 7).
    ``found``: the note's privacy keys (``_privacy_fields``)."""
    reasons: list[str] = []

    def unclear(name: str, allowed: str) -> None:
        key, value = found[name]
        warnings.append(
            VaultWarning(
                rel,
                lines.get(key, 1),
                "privacy",
                f"front matter '{key}' must be {allowed}, got {value!r}; note kept private",
            )
        )
        reasons.append(f"unclear {name}: {value!r}")

    for key, first, again in duplicates:
        name = _privacy_name(key, meta.get(key))
        if name is not None:
            warnings.append(
                VaultWarning(
                    rel,
                    again,
                    "privacy",
                    f"front matter '{key}' is written twice (lines {first} and {again}); note kept private",
                )
            )
            reasons.append(f"duplicate {name}")
    published = False  # a publish key says yes: the owner opted this note in
    for name, hides in _HIDING_FLAGS:
        if name in found:
            flag = _flag(found[name][1])
            if flag is None:
                unclear(name, "true or false")
            elif flag == hides:
                reasons.append(f"{name}: {'true' if hides else 'false'}")
            elif not hides:
                published = True
    if "visibility" in found:
        value = found["visibility"][1]
        # as an owner writing French says it too (« Visibilité:: privée », « publique »)
        word = _VISIBILITY.get(fold(value.strip())) if isinstance(value, str) else None
        if word is None:
            unclear("visibility", "public or private")
        elif word == "private":
            reasons.append(f"visibility: {value}")
    elif default == "private" and not published:
        reasons.append("no visibility (default private)")
    unpublished = _unpublished(meta)
    if unpublished is not None:
        reasons.append(unpublished)
    unbuilt = _never_built(meta)
    if unbuilt is not None:
        reasons.append(unbuilt)
    return reasons[0] if reasons else None


def _never_built(meta: dict[str, Any]) -> str | None:
    """Why a static site generator never writes the page out, or None: Eleventy's
    ``permalink: false`` (a page kept in the source for its owner alone), Hugo's ``build:
    {render: never}`` (``_build: {render: false}`` in older versions)."""
    if meta.get("permalink") is False:
        return "permalink: false (the site never builds it)"
    for key in ("build", "_build"):
        options = meta.get(key)
        if isinstance(options, dict) and options.get("render") in ("never", False):
            return f"{key}: render {options.get('render')} (the site never builds it)"
    return None


# A note's publishing status that keeps it off the site, folded: WordPress' statuses as its
# Markdown exporters write them (``status: "private"``, ``"draft"``, ``"pending"`` for review,
# ``"trash"``) and the same words in French. A workflow status (« en cours », « terminé »)
# says nothing of it; « published », "publish" ship.
_UNPUBLISHED = frozenset(
    {"private", "prive", "privee", "draft", "auto-draft", "brouillon", "pending", "trash", "corbeille"}
)
# (the keys a status is written under, and WordPress' own)
_PUBLISHING_KEYS = frozenset({"status", "statut", "état", "etat", "state", "post_status"})


def _unpublished(meta: dict[str, Any]) -> str | None:
    """The status of the note's front matter that keeps it off the site, or None."""
    for key, value in meta.items():
        if key.lower() in _PUBLISHING_KEYS and isinstance(value, str) and fold(value.strip()) in _UNPUBLISHED:
            return f"{key.lower()}: {value.strip()}"
    return None


# words of a front matter block that may say the note is not for the site (a privacy key, a
# tag, a status, in French or English), folded: such a block is trusted only as YAML reads it
_HIDING_WORDS = re.compile(r"priv|draft|publi|visib|confidenti|brouillon|secret|hidden|cache|trash|corbeille")


# a line saying the note is not for the site, folded, markup and emoji gone: a private word
# alone (« **Confidentiel** », "Private."), or before a dash or a colon and words of publishing
# (« PRIVÉ — ne pas publier », « Privé : perso »), or an order not to publish (« Ne pas publier »,
# "Do not publish"); not « Privé : cours particuliers 40 € »
_BANNER = re.compile(
    r"^(?:(?:privee?|private|confidentiel(?:le)?|confidential|perso(?:nnel)?\s+et\s+privee?)[\s*_=~`.!]*$"
    r"|(?:privee?|private|confidentiel(?:le)?|confidential)\s*[-—–:,.!(/|][^\n]*"
    r"\b(?:publi\w*|site|diffus\w*|partag\w*|share|perso|personnel|only|moi)\b"
    # « Personnel. Pas de diffusion »: « personnel » is also the staff (« Personnel : 3 salariés,
    # partage des tâches »), so only before a refusal to spread it
    r"|perso(?:nnel(?:le)?)?\s*[-—–:,.!(/|]\s*(?:pas|ne|not|no|do\s+not)\b[^\n]*"
    r"\b(?:publi\w*|diffus\w*|partag\w*|share|site)\b"
    r"|(?:ne\s+pas\s+(?:publier|diffuser|partager)|pas\s+de\s+(?:diffusion|publication|partage)"
    r"|pas\s+pour\s+le\s+site|do\s+not\s+(?:publish|share)"
    r"|don['’]?t\s+(?:publish|share)|not\s+for\s+(?:publication|the\s+site))\b)"
)
# (an iA Writer comment line, « // PRIVÉ », says it as a callout does)
_BANNER_MARKUP = re.compile(r"^(?://)?[\s>*_=~`|\-]*(?:\[![^\]]*\][+-]?)?[\s>*_=~`|\-]*")
_BANNER_WORD = re.compile(r"(?:privee?|private|confidentiel(?:le)?|confidential|perso(?:nnel)?)\b")
BANNER_LINES = 3  # the lines opening a note (headings aside) where a banner is read


def _private_banner(body: str) -> str | None:
    """The line opening ``body`` that says the note is private, or None: among its first few
    non-empty lines, headings aside, one (a callout, a bold line) that is « Privé » /
    "Private" / « Confidentiel » alone or before a dash or a colon, or that opens on an order
    not to publish. Not « Private lessons in Lyon », « Privé de dessert », nor « J'ai décidé de
    ne pas publier le livre »."""
    seen = 0
    for line in body.split("\n"):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        seen += 1
        if seen > BANNER_LINES:
            return None
        # (emoji and symbols out: « 🔒 PRIVÉ »)
        plain = fold("".join(c for c in stripped if c.isascii() or c.isalpha() or c in "—–"))
        said = _BANNER.match(_BANNER_MARKUP.sub("", plain))
        if said is not None:
            # the words saying it, not the line: the rest of it is the private note's own text
            # (« **Ne pas publier.** (…) » then what the owner wrote), which a build log must not
            # print
            # (« Privé : notes sur ma santé, pas pour le site » quotes « prive »)
            marker = said.group(0)
            word = _BANNER_WORD.match(marker)
            return word.group(0) if word is not None else marker
    return None


def _locked_title(rel: str, body: str) -> bool:
    """Whether the note's file name, or the heading or item opening its body, starts with a
    padlock (« 🔒 Litige fournisseur.md », « # 🔐 Salaires »)."""
    if PurePosixPath(rel).name.startswith(PADLOCKS):
        return True
    for line in body.split("\n", 8)[:8]:
        if line.strip():
            # (any heading or item: a first section locked is the note's first line, its whole)
            return LOCKED.match(line) is not None
    return False


def _may_hide(block: str) -> bool:
    """Whether an unreadable front matter block may say the note is private (_HIDING_WORDS)."""
    return _HIDING_WORDS.search(fold(block)) is not None


# tags that keep a note off the site, folded (« #privé », "#Private", « #confidentiel/rh »)
PRIVATE_TAGS = frozenset(
    {"private", "prive", "privee", "confidential", "confidentiel", "confidentielle"}
    # (a page restricted in the wiki it came from: Confluence's, Notion's)
    | {"restreint", "restreinte", "restreints", "restreintes", "restricted"}
)


# the properties an app files a note under a group with (Capacities' ``collections``,
# WordPress' ``categories``, a ``notebook``), read as tags are: one naming it private keeps it off
_GROUPING_KEYS = frozenset(
    {"collections", "collection", "categories", "category", "catégories", "catégorie", "notebook", "carnet"}
)


def _private_group(meta: dict[str, Any]) -> str | None:
    """``key: group`` for a grouping property of ``meta`` naming a private group, or None."""
    for key, value in meta.items():
        if key.casefold() in _GROUPING_KEYS:
            group = _private_tag(_tags(value) if not isinstance(value, str) else [value])
            if group is not None:
                return f"{key.casefold()}: {group}"
    return None


def _tag_values(meta: dict[str, Any]) -> list[str]:
    """Every tag of ``meta``, under any of the keys tags are written under, whatever their case
    (``_TAG_KEYS``: Anytype exports ``Tag``, a French owner writes « étiquettes »)."""
    return [
        t
        for key, value in meta.items()
        if isinstance(key, str) and key.casefold() in _TAG_KEYS
        for t in _tags(value)
    ]


def _private_tag(tags: list[str]) -> str | None:
    """The tag among ``tags`` saying the note is private (any level of a nested tag), or None."""
    for tag in tags:
        parts = fold(tag.strip().lstrip("#")).split("/")
        if not PRIVATE_TAGS.isdisjoint(parts):
            return tag.strip().lstrip("#")
    return None


_FOLDER_WORDS = re.compile(r"[a-z0-9]+")


def _with_org_keywords(split: SplitNote, org: OrgKeywords | None) -> SplitNote:
    """``split`` with its org keyword lines (``#+title:``, ``#+filetags:``) read as front matter
    where the block does not set the key (tags are added to its own: a ``:private:`` tag counts
    wherever it is written) and its body without them (``index_build.org``)."""
    meta, lines = dict(split.meta), dict(split.meta_lines)
    body = split.body
    if org is not None:
        body = org.body
        written = {k.casefold(): k for k in meta}
        for key, value, offset in org.fields:
            if key not in ORG_KEYS:
                continue
            own = written.get(key)
            if own is None:
                meta[key], lines[key] = value, split.body_line + offset
                written[key] = key
            elif key in ("filetags", "roam_tags"):
                meta[own] = [*_tags(meta[own]), *_tags(value)]
    if "roam_aliases" in meta:
        meta["roam_aliases"] = org_aliases(meta["roam_aliases"])
    return dataclasses.replace(split, meta=meta, meta_lines=lines, body=body)


def _confluence_meta(meta: dict[str, Any], page: ConfluencePage) -> dict[str, Any]:
    """``meta`` with what a Confluence page says of itself: its title (without the space's
    name), its labels as tags, the day its byline says it last changed, and a status saying it
    holds what was true once when it sits under an archive page (« Archives › Tarifs 2018 »), as
    a note in an archive folder does."""
    written = {k.casefold() for k in meta}
    extra: dict[str, Any] = {}
    if page.title and "title" not in written:
        extra["title"] = page.title
    if page.labels:
        key = next((k for k in meta if k.casefold() in _TAG_KEYS), "tags")
        extra[key] = [*_tags(meta.get(key)), *page.labels]
    if page.updated and written.isdisjoint(_UPDATED_KEYS):
        extra["updated"] = page.updated  # (the byline's « last modified on Jan 12, 2026 »)
    if not written.intersection(_STATUS_KEYS) and any(
        is_archived(f"{a}/page.md") for a in page.ancestors[1:]
    ):
        extra["status"] = "archivé"
    return {**meta, **extra}


def _marks_private(line: str) -> bool:
    """Whether a line carries a tag saying private (``PRIVATE_TAGS``, at any level), or is a
    heading or a list item opening on a padlock (``LOCKED``)."""
    return LOCKED.match(line) is not None or _private_tag(line_tags(line)) is not None


def _private_name(name: str) -> bool:
    """Whether a folder's or a parent page's name holds a private word (``PRIVATE_TAGS`` as a
    whole word: « Perso - privé », « Private », « _confidentiel », « Restreint »; not
    « Privilèges »)."""
    return not PRIVATE_TAGS.isdisjoint(_FOLDER_WORDS.findall(fold(name)))


# a file name opening on a private word, then a separator or nothing (« PRIVÉ - Sinistre grêle
# 2025 », « [Confidentiel] Bilan », « prive_sante »): the owner's mark on the file itself; not
# « Private lessons », « Privé de dessert »
_PRIVATE_FILE = re.compile(
    r"^[\W_]*(?:privee?|private|confidentiel(?:le)?|confidential)(?:\s*[\])]|\s*[-—–:_|.]|\s*$)"
)


def _private_file(rel: str) -> bool:
    """Whether the file's name says the note is private (``_PRIVATE_FILE``)."""
    return _PRIVATE_FILE.match(fold(PurePosixPath(rel).stem)) is not None


def _private_folder(rel: str) -> str | None:
    """The folder of ``rel`` (or one above it) whose name is private (``_private_name``)."""
    return next((part for part in PurePosixPath(rel).parts[:-1] if _private_name(part)), None)


# The folder an app's trash is exported to (Apple Notes' « Recently Deleted », « Supprimés
# récemment » through Obsidian's Importer; « Corbeille », "Trash", "Deleted Notes"), its name
# folded: what the owner deleted is read by nobody, as a note saying ``trashed: true``
_TRASH_FOLDER = re.compile(
    r"^[\W_]*(?:recently deleted|(?:notes |elements )?supprime(?:e)?s recemment|recemment supprime(?:e)?s"
    r"|(?:notes |elements )?supprime(?:e)?s|corbeille|trash|deleted(?: notes| items)?)[\W_]*$"
)


def _trash_folder(rel: str) -> str | None:
    """The folder of ``rel`` (or one above it) that holds an app's deleted notes, else None."""
    for part in PurePosixPath(rel).parts[:-1]:
        if _TRASH_FOLDER.match(fold(part)):
            return part
    return None


def _line_of(text: str, index: int, first_line: int) -> int:
    return first_line + text.count("\n", 0, index)


def is_attachment(target: str) -> bool:
    """Whether a link target names a file (image, PDF, media, canvas) rather than a note."""
    return Path(target.strip().lower()).suffix in ATTACHMENT_SUFFIXES


def _file_key(target: str) -> str:
    """The file name a link's target names, lower-cased: « Dossier/Note.md » → « note »."""
    return note_stem(target.rsplit("/", 1)[-1].lower())


def _link_text(target: str) -> str:
    """What a bare link to ``target`` shows: the note's name, not where the owner filed it
    (« [[02 Clients/Cargonantes]] », Obsidian's « absolute path » links, read « Cargonantes »)."""
    name = target.rsplit("/", 1)[-1].removesuffix(".md").strip()
    if name[:1].isdigit() and len(name) <= 2:  # a journal's day (« [[Journal/2021/04/07]] »)
        return day_page_slug(target.removesuffix(".md").strip()) or name
    return name


def _render_body(
    body: str,
    names: AbstractSet[str] = frozenset(),
    refs: Mapping[str, tuple[str, str]] | None = None,
    values: Mapping[str, str] | None = None,
) -> tuple[str, list[tuple[str, int]]]:
    """Cut comments, turn wikilinks into their label; return text and (target, offset) pairs.

    A note's embed (``![[Note]]``, ``![[Note#Heading]]``) stays, written plainly, for
    index_build.transclude to expand from the public notes; a file's embed is cut.
    ``names``: the vault's note file names, lower-cased. Dendron writes the label first
    (``[[Le menuisier|partenaires.menuisier-jo]]``): when only the second part names a note,
    it is the target, and the visitor reads the first. ``refs``: the vault's bibliography
    (``index_build.citations``), its Pandoc citations written as the rendered page shows them.
    ``values``: the outputs the site's data files fill in (``index_build.sitedata``)."""
    # Ghost's members-only divide: what follows it was for paying members, not the public site
    body = _MEMBERS_ONLY_RE.sub("", body)
    body = _COMMENT_RE.sub(lambda m: "\n" * m.group(0).count("\n"), body)
    if refs:
        body = render_citations(body, refs)
    body = render_liquid(render_shortcodes(properties_as_fields(_UNCLOSED_COMMENT_RE.sub("", body))), values)
    body = render_remnote(render_zim(render_roam(render_mkdocs(render_mdx(render_containers(body))))))
    body = render_bookstack(render_dokuwiki(render_siyuan(render_trilium(body))))
    body = decode_entities(render_wordpress(body))
    targets: list[tuple[str, int]] = []
    code = [m.span() for m in _CODE_RE.finditer(body)] if "`" in body or "~~~" in body else []

    def replace(m: re.Match[str]) -> str:
        if code and any(start <= m.start() < end for start, end in code):
            return m.group(0)  # written as code: the text shown, not a link
        embed, target, sep, sub, label = m.group(1), m.group(2).strip(), m.group(3), m.group(4), m.group(5)
        # (a Dendron name has no space: « [[la-caisse|La Caisse]] » names a declared slug)
        dendron = label.strip() if label else ""
        if (
            dendron.lower() in names
            and not any(c.isspace() for c in dendron)
            and _file_key(target) not in names
        ):
            target, label = dendron, target
        if target:
            targets.append((target, m.start()))
        if embed:
            if target.lower().endswith(".canvas"):
                return f"![[{target}]]"  # a board: shown by index_build.canvas where it stands
            if not target or is_attachment(target):
                return ""  # a file, or a block of this very note: nothing to read
            return f"![[{target}{sep or ''}{(sub or '').strip()}]]"
        if label:
            return label.strip()
        return _link_text(target)

    # an Outline export's links by document URL are wikilinks (index_build.outline)
    body = outline_links(body, names)
    # Offsets are taken on the comment-free body, whose line count is unchanged.
    rendered = _WIKILINK_RE.sub(replace, body)
    # a Markdown link to a page of the vault (a Notion export's) is a link as a wikilink is
    rendered, md_targets = markdown_note_links(rendered)
    return rendered, [(t, body.count("\n", 0, off)) for t, off in targets] + md_targets


# Hugo's section pages (``posts/_index.md``) and page bundles (``projets/sentier/index.md``),
# Astro's and Eleventy's ``index.md``, GitHub's and GitBook's ``README.md`` of a folder: the file
# is named for its place, the folder for the page (index_build.profile names it so too).
FOLDER_PAGES = frozenset({"index", "_index", "readme"})


_FIRST_HEADING = re.compile(r"^#\s+(.+?)\s*#*\s*$", re.MULTILINE)
# a file name made for a URL: lower-case words joined by « - » or « _ » (a date is a date)
_SLUG_NAME = re.compile(r"(?=[\d_-]*[a-z])[a-z0-9]+(?:[-_][a-z0-9]+)+")


# How a web clipper says a note is a page copied from elsewhere: Joplin's ``source_url``, the
# Obsidian Web Clipper's and MarkDownload's ``source: https://…``, a ``clippings`` tag.
_CLIP_TAGS = frozenset({"clip", "clips", "clipping", "clippings", "web-clip", "webclip"})


def _clipped(meta: dict[str, Any]) -> bool:
    """Whether a note's front matter says it is a web clip: someone else's text, filed as
    ``type: clip`` (no answer to a question about the owner)."""
    if str(meta.get("source_url") or "").strip():
        return True
    source = str(meta.get("source") or "").strip().lower()
    if source.startswith(("http://", "https://")) or source == "web-clipper":
        return True
    return not _CLIP_TAGS.isdisjoint(t.casefold() for t in _as_text_list(meta.get("tags")))


def _zettel_title(stem: str, body: str, folder_page: bool = False) -> str:
    """The title of a note named ``stem``: the name after its Zettelkasten id, or, for a note
    named by its id alone, its first ``# Heading`` (where such a note writes its title), as
    plain text (« # *La Saison des kakis* — retour » is « La Saison des kakis — retour »)."""
    rest = strip_note_id(stem).strip()
    # a name written for a URL (« design-de-ferme »: GitBook, mdBook, a Git repository's
    # pages) or a folder's page (« formations/README.md ») is no title when the page opens
    # with one of its own
    opening = _FIRST_HEADING.match(body.lstrip())
    if opening and (folder_page or _SLUG_NAME.fullmatch(rest) or _UNTITLED.fullmatch(rest)):
        return _heading_title(opening.group(1)) or rest or stem
    bullet = _FIRST_BULLET.match(body.lstrip()) if opening is None else None
    if bullet and len(bullet.group(1)) <= _BULLET_TITLE_MAX and _names_file(bullet.group(1), rest):
        # an outliner's node exported as a file (Tana: « musee-mandet.md » opening on « - Musée
        # Mandet #client »): the first bullet is its name, as written
        return _heading_title(bullet.group(1))
    if rest and "_" in rest and " " not in rest and not _LOGSEQ_NAME.search(rest):
        # a file name writing each space as « _ » (Zim's « Toiture_eglise_Gorges »): the page's
        # own first heading when it says the same words (with their accents), else the name
        # with its spaces back
        spaced = " ".join(rest.replace("_", " ").split())
        if opening and _same_words(opening.group(1), spaced):
            return _heading_title(opening.group(1)) or spaced
        return spaced or rest
    if rest:
        return rest
    found = _FIRST_HEADING.search(body)
    return _heading_title(found.group(1)) or stem if found else stem


# the name a writing app gives a file not yet named (« Untitled 3 », « Sans titre »): the note's
# own first heading is its title
_UNTITLED = re.compile(
    r"(?i)(?:untitled|sans[ _-]titre|nouvelle[ _-]note|new[ _-]note|unbenannt|sin[ _-]t[ií]tulo)"
    r"(?:[ _-]?\d+)?"
)
_FIRST_BULLET = re.compile(r"[-*]\s+(?!\[[ xX]\])(.+?)\s*$", re.MULTILINE)
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


_BULLET_TITLE_MAX = 80
# the short words an exporter leaves out of a file name (« Commune de Saint-Menoux » in
# « commune-saint-menoux.md »)
_NAME_FILLERS = frozenset(
    {"de", "du", "des", "d", "la", "le", "les", "l", "et", "a", "au", "aux", "en", "the", "of", "and", "an"}
)


_LOGSEQ_NAME = re.compile(r"___|^\d{4}_\d{2}_\d{2}$")  # a Logseq namespace or journal day


def _same_words(heading: str, name: str) -> bool:
    """Whether a heading says a file name's words, accents and case aside."""
    return _NOT_SLUG.split(fold(_heading_title(heading))) == _NOT_SLUG.split(fold(name))


def _names_file(bullet: str, stem: str) -> bool:
    """Whether a note's first bullet is the name its file was made from: its words are the
    file name's, short words aside (« Musée Mandet » and ``musee-mandet``), or the bullet is
    tagged as a node (« Déménagement de l'atelier #project ») in a file named for a URL."""
    if not (_SLUG_NAME.fullmatch(stem) or (stem.isalpha() and stem.islower())):
        return False
    if _TRAILING_TAGS.search(bullet):
        return True
    said = [w for w in _NOT_SLUG.split(fold(bullet)) if w and w not in _NAME_FILLERS]
    return said == [w for w in _NOT_SLUG.split(stem.casefold()) if w and w not in _NAME_FILLERS]


# tags written at the end of a heading (« # Retable de la Passion — Saint-Menoux #project »: Tana's
# supertags, Obsidian's inline tags): they file the note, they are no words of its title
_TRAILING_TAGS = re.compile(r"(?:\s+#[^\W\d_][\w/-]*)+\s*$")


def _heading_title(heading: str) -> str:
    """A title read from a heading, as plain text, without the tags ending it."""
    return clean_inline(_TRAILING_TAGS.sub("", heading)).strip()


def _folder(rel: str) -> str:
    """The folder of a vault path, '' at the root."""
    parent = PurePosixPath(rel).parent.as_posix()
    return "" if parent == "." else parent


def _beside_its_namesake(rel: str, files: AbstractSet[str]) -> bool:
    """Whether ``rel`` is a folder's index page (``Ressources/Index.md``) beside a file named as
    that folder (``Ressources.md``, in ``files``: the vault's paths without suffix, case-folded).
    Trilium's export writes a note with children as a file and a folder, and a child titled
    « Index » is no page of the folder: the file keeps the folder's name, the index its path."""
    path = PurePosixPath(rel)
    return (
        path.stem.lower() in FOLDER_PAGES
        and bool(path.parent.name)
        and path.parent.as_posix().casefold() in files
    )


def _file_slug(rel: str) -> str:
    """The slug a note's path gives: its file name, or its folder's for an index page below the
    root (``posts/_index.md`` → ``posts``; the root's ``_index.md``, the home page, keeps its own),
    without the page id a Notion export appends to both."""
    path = PurePosixPath(rel)
    if path.stem.lower() in FOLDER_PAGES and path.parent.name:
        return strip_id(path.parent.name)
    if path.stem[:1].isdigit() and len(path.stem) <= 2:
        # a journal's page filed under its year and month (Zim's ``Journal/2021/04/07``):
        # its name is its day
        day = day_page_slug(path.with_suffix("").as_posix())
        if day is not None:
            return day
    return strip_id(path.stem)


def _read_note(
    path: Path,
    rel: str,
    default: Visibility,
    warnings: list[VaultWarning],
    names: AbstractSet[str] = frozenset(),
    refs: Mapping[str, tuple[str, str]] | None = None,
    org_ids: OrgIds | None = None,
    shown: Callable[[str], str] | None = None,
    boards: Callable[[str], str | None] | None = None,
    values: Mapping[str, str] | None = None,
    included: Callable[[str, Mapping[str, Any]], str] | None = None,
) -> RawNote | Dropped:
    """One note read from ``path`` (``rel`` from the vault's root), or why it is dropped.
    ``included``: the note's text (with its front matter) as its site builds it: its Markdown
    includes expanded (``index_build.includes``), a VitePress page's Vue shown (``index_build.vue``);
    ``shown``: the note's text with its content blocks shown (``index_build.writer``);
    ``boards``: the text of an embedded canvas from its link target (``index_build.canvas``);
    ``values``: the outputs the site's data files fill in (``index_build.sitedata``)."""
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        warnings.append(VaultWarning(rel, line, "encoding", "not valid UTF-8; note skipped"))
        return Dropped(rel, "not UTF-8")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    try:
        split = split_note(text)
    except FrontMatterError as exc:
        loose = split_leniently(text) if exc.closed else None
        if loose is None or _may_hide(loose[1]):
            # a block that may say the note is private, and cannot be read: it stays off
            warnings.append(VaultWarning(rel, exc.line, "yaml", f"{exc.message}; note skipped"))
            return Dropped(rel, "unreadable front matter")
        # the rest of the note is whole: read the block line by line rather than lose the note
        # (« lieu: Vallauris » indented under « date: » by hand)
        warnings.append(
            VaultWarning(rel, exc.line, "yaml", f"{exc.message}; read line by line (fix the block)")
        )
        split = loose[0]
    if split.body.startswith("\t"):
        # a Day One entry's metadata block (« \tTags:\tcompta, privé »): the fields it is
        dated = note_day(PurePosixPath(rel).stem) is not None
        split = dataclasses.replace(split, body=entry_fields(split.body, dated))
    org = org_keywords(split.body)
    if org is not None or "roam_aliases" in split.meta:
        split = _with_org_keywords(split, org)
    # a Confluence page converted to Markdown: its breadcrumbs, byline and footer cut, its
    # labels its tags, its place in the space's tree its folders (index_build.confluence)
    wiki_page = read_confluence(split.body)
    if wiki_page is not None:
        split = dataclasses.replace(split, body=wiki_page.body, meta=_confluence_meta(split.meta, wiki_page))
    # an item or a heading tagged private in a public page (an outliner's « - Salaires #private »):
    # it and all it holds stay off, before anything reads the body (index_build.private_parts)
    kept, hidden = without_private_parts(split.body, _marks_private)
    if hidden:
        split = dataclasses.replace(split, body=kept)
    meta, lines = split.meta, split.meta_lines
    opening = page_properties(split.body)  # a Logseq page's ``key:: value`` lines
    # the properties a Notion page opens on, and every Dataview field of the note: Dataview reads
    # ``Visibilité:: privée`` as the page's wherever it stands (under the title, at the foot), and
    # an owner who keeps fields inline says privacy there too. Further down, only a field saying
    # yes or no (public or private) is a switch: « public:: M1 Design (28 étudiants) » under a
    # course's title is its audience
    duplicates = split.duplicate_keys
    for key, value, offset in (*properties(split.body), *opening, *_switches(body_fields(split.body))):
        name = _PROPERTY_PRIVACY.get(key.casefold())
        if name is None:
            continue
        line = split.body_line + offset
        if not any(k.lower() == name for k in meta):
            meta, lines = {**meta, name: value}, {**lines, name: line}
        elif name in lines and lines[name] != line and str(meta[name]).strip().lower() != value.lower():
            # a second field saying otherwise (« publish:: true » under the title, « publish::
            # false » at the foot): which one the owner meant is unclear, so the note stays private
            duplicates = (*duplicates, (name, lines[name], line))
    if split.unopened:
        warnings.append(
            VaultWarning(
                rel,
                1,
                "front-matter",
                f"front matter has no opening '---' line; {_lines(1, split.body_line - 2)} read as "
                "front matter (add '---' above)",
            )
        )
    privacy = _privacy_fields(meta)
    reason = _private_reason(meta, privacy, lines, duplicates, default, rel, warnings)
    if reason is None and _DRAFT_FOLDER in f"/{rel.casefold()}":
        reason = "in _drafts/ (a Jekyll site never publishes it)"
    if reason is None and meta.get("draft.of") is not None:
        # a TiddlyWiki draft left in the export (« Draft of 'Tarifs 2026' »): the edit the
        # owner never saved, which the wiki never showed
        reason = f"draft.of: {meta.get('draft.of')} (a TiddlyWiki draft)"
    if reason is None:
        # a folder whose name says private (Evernote's notebook « Perso - privé », « Private/ »,
        # « _confidentiel »): every note in it, whatever the note itself says
        folder = _private_folder(rel)
        if folder is not None:
            reason = f"in a private folder: {folder}/"
    if reason is None and _private_file(rel):
        reason = "file name marked private"
    if reason is None and wiki_page is not None:
        # a page under a restricted or private one in the space (« Restreint › Salaires 2026 »),
        # wherever the owner filed its file since
        folder = next((a for a in wiki_page.ancestors if _private_name(a)), None)
        if folder is not None:
            reason = f"under a private page: {folder}"
    if reason is None:
        folder = _trash_folder(rel)
        if folder is not None:
            reason = f"in the app's trash: {folder}/ (deleted by the owner)"
    if reason is None:
        # a note tagged private (« #private », ``tags: [privé]``): how an app without front
        # matter (Bear, Apple Notes) or a tag-minded owner says it
        # (any tag of the body, not only those labelling it: « #privé compta » opens a line)
        tag = _private_tag(
            [*_tag_values(meta), *body_tags(split.body), *every_tag(split.body), *at_tags(split.body)]
        )
        if tag is not None:
            reason = f"tag: #{tag}"
    if reason is None and _locked_title(rel, split.body):
        # a padlock opening the title (« 🔒 Dos – opération février 2025 »): how an Outline or
        # Notion owner, whose documents carry an icon and no front matter, marks one private
        reason = "title marked 🔒"
    if reason is None:
        # a line opening the note says it (« > 🔒 PRIVÉ — ne pas publier » above the title,
        # « **Confidentiel** »): how an owner without front matter (a Craft export) marks it
        banner = _private_banner(split.body)
        if banner is not None:
            reason = f"marked private: « {banner} »"
    if reason is None:
        # a note filed in a private group by its app's own property: a Capacities collection
        # (``collections: ["Perso", "Privé"]``), a category, a notebook named so
        group = _private_group(meta)
        if group is not None:
            reason = group
    for key, first, again in split.duplicate_keys:
        if _privacy_name(key, meta.get(key)) is None:  # privacy keys were reported above, with the outcome
            warnings.append(
                VaultWarning(
                    rel,
                    again,
                    "duplicate-key",
                    f"front matter '{key}' is written twice (lines {first} and {again}); "
                    "only the last value is read",
                )
            )
    if reason is not None:
        return Dropped(rel, reason, str(meta.get("slug") or _file_slug(rel)))

    # a Logseq page's opening ``key:: value`` lines are its front matter (YAML's, if any, wins)
    page, page_body = as_front_matter(split.body)
    if page:
        meta = {**page, **meta}
    meta = _with_own_keys(meta)
    stem = _file_slug(rel)
    slug = str(meta.get("slug") or stem).strip() or stem
    # (a WordPress export's « &Agrave; propos », « Tarifs &amp; disponibilités »)
    title = decode_entities(str(meta.get("title") or "").strip())
    if "___" in stem:  # a Logseq namespace page: « projets___Jardin » is « Jardin »
        title = namespace_title(title or stem)
    priority = 5
    if "priority" in meta and meta["priority"] is not None:
        value = meta["priority"]
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 1 <= value <= 10:
            warnings.append(
                VaultWarning(
                    rel,
                    lines.get("priority", 1),
                    "priority",
                    f"front matter 'priority' must be an integer from 1 to 10, got {value!r}; using 5",
                )
            )
        else:
            priority = int(value)
    # when the note was last changed, as each tool names it (Ghost's `updated_at`, Hugo's
    # `lastmod`, Quartz's `modified`): the newest of two profile pages is the current one
    # (else a blog post's `date`, when it was written: what it says held then; not a page's,
    # which a site generator dates once and its owner keeps current)
    posted = ("date",) if not _POST_FOLDERS.isdisjoint(PurePosixPath(rel.casefold()).parts[:-1]) else ()
    updated = next((meta[k] for k in (*_UPDATED_KEYS, *posted) if meta.get(k)), None)
    if included is not None:
        page_body = included(page_body, meta)  # (before its HTML comments, the directives, are hidden)
    page_body = cut_backlinks(page_body)  # an export's list of the pages linking here
    if str(meta.get("type") or "").strip().lower() in WIKITEXT_TYPES:
        page_body = render_tiddlywiki(page_body)  # a tiddler in TiddlyWiki's own markup
    if org_ids is not None and "](id:" in page_body:
        page_body = id_links(page_body, org_ids)  # org-roam's links by id (pandoc's conversion)
    body, body_targets = _render_body(writer_marks(page_body), names, refs, values)
    if shown is not None:
        # (after the links are read: a table file's rows add lines, the links' stay as written)
        body = shown(body)
    # (after the links are read too: a board's lines are added, the note's links keep their lines)
    body = embed_canvases(body, boards or (lambda target: None))
    drawing = "excalidraw-plugin" in meta or stem.endswith(".excalidraw")
    if drawing:  # an Excalidraw drawing: its labels are its text
        body = drawing_text(body)
    placeholder = template_placeholder(body)
    at = split.body_line
    if placeholder is None:
        # a site generator's scaffold (Hexo's « title: {{ title }} »): its front matter is the
        # template, its body nearly empty
        heading = template_placeholder(str(meta.get("title") or ""))
        if heading is not None:
            placeholder, at = (0, heading[1]), lines.get("title", 1)
    if placeholder is not None:
        warnings.append(
            VaultWarning(
                rel,
                at + placeholder[0],
                "template",
                f"unrendered template placeholder '{placeholder[1]}'; note skipped as a template "
                "(move it to the template folder)",
            )
        )
        return Dropped(rel, "template placeholder")
    if not title:
        folder_page = PurePosixPath(rel).stem.lower() in FOLDER_PAGES
        title = _zettel_title(slug, body, folder_page) if slug == stem else slug
    if title.startswith("$:/"):
        # a TiddlyWiki system tiddler (« $:/SiteTitle », « $:/DefaultTiddlers »): the wiki's
        # settings, no page of the site
        return Dropped(rel, f"TiddlyWiki system tiddler {title}")
    if drawing and title.endswith(".excalidraw"):
        title = title.removesuffix(".excalidraw")  # « Plan atelier.excalidraw » is « Plan atelier »
    links = [Link(t, "linked", lines.get("linked", 1)) for t in _link_targets(meta.get("linked"))]
    links += [Link(t, "related", lines.get("related", 1)) for t in _link_targets(meta.get("related"))]
    links += [Link(t, "wikilink", split.body_line + off) for t, off in body_targets]
    link = meta.get("link")
    return RawNote(
        slug=slug,
        title=title,
        type=_note_type(meta),
        body=body.strip(),
        domains=_as_text_list(meta.get("domains")),
        # inline #tags and a Dataview `tags::` line label the note as front matter tags do
        tags=_merge_tags(_tags(meta.get("tags")), body_tags(body)),
        aliases=_as_text_list(meta.get("aliases")),
        answers=_as_text_list(meta.get("answers")),
        priority=priority,
        link=str(link).strip() if link else None,
        updated=updated.isoformat() if isinstance(updated, dt.date) else (str(updated) if updated else None),
        path=rel,
        links=links,
        slug_line=lines.get("slug", 1),
        body_line=split.body_line + body[: len(body) - len(body.lstrip())].count("\n"),
        url=_page_path(meta),
        route_parent=_text(meta.get("route_parent")),
        site_slug=_text(meta.get("site_slug")),
        profile=_flag(meta.get("profile")),
        owner=_text(meta.get("owner")),
        # « pronouns: iel/ellui », or a list of them
        pronoun=_text(meta.get("pronoun")) or " ".join(_as_text_list(meta.get("pronouns"))) or None,
        status=_status(meta, opening),
        opted_in=_opted_in(privacy),
    )


_STATUS_KEYS = ("status", "statut", "état", "etat", "state")


def _status(meta: dict[str, Any], opening: list[tuple[str, str, int]]) -> str | None:
    """A note's status from its front matter, else from its opening ``key:: value`` lines (a
    Logseq page's ``statut:: en cours``, kept as text too), lower-cased."""
    found = next((t for k in _STATUS_KEYS if (t := _text(meta.get(k)))), None)
    if found is None:
        found = next((v for k, v, _ in opening if k.casefold() in _STATUS_KEYS and v), None)
    return found.strip().casefold() if found else None


# Front matter keys a vault writes in its own language for the ones read here
# (« titre: », « mots-clés: »): read as those, unless the note also writes the English key.
_KEY_SYNONYMS = {
    "titre": "title",
    "mots-clés": "tags",
    "mots-cles": "tags",
    "motsclés": "tags",
    "étiquettes": "tags",
    "etiquettes": "tags",
    "keywords": "tags",
    "alias": "aliases",
    # Anytype exports its properties in Title Case, and tags as ``Tag``
    "tag": "tags",
    # org-roam's keywords (``#+filetags:``, ``#+roam_aliases:``), moved to front matter by a
    # conversion script or read from the body (index_build.org)
    "filetags": "tags",
    "roam_tags": "tags",
    "roam_aliases": "aliases",
    **{key: key for key in ("title", "tags", "type", "aliases", "status", "url")},
}


# the keys read as ``tags`` (privacy reads them before the note's keys are mapped)
_TAG_KEYS = frozenset(key for key, name in _KEY_SYNONYMS.items() if name == "tags")


def _with_own_keys(meta: dict[str, Any]) -> dict[str, Any]:
    found = {
        _KEY_SYNONYMS[k.casefold()]: v
        for k, v in meta.items()
        if isinstance(k, str) and k != _KEY_SYNONYMS.get(k.casefold(), k)
    }
    return {**found, **meta} if found else meta


def _lines(first: int, last: int) -> str:
    return f"line {first}" if first == last else f"lines {first}-{last}"


def _note_type(meta: dict[str, Any]) -> str:
    """The note's ``type``; not a content type (TiddlyWiki's ``text/vnd.tiddlywiki``,
    ``text/markdown``), which says how it is written, not what it is."""
    kind = str(meta.get("type") or "").strip().lower()
    if not kind or "/" in kind:
        return "clip" if _clipped(meta) else "note"
    return kind


def _merge_tags(front: list[str], inline: list[str]) -> list[str]:
    seen = {t.casefold().lstrip("#") for t in front}
    out = list(front)
    for tag in inline:
        if tag.casefold() not in seen:
            seen.add(tag.casefold())
            out.append(tag)
    return out


def template_folders(root: Path) -> list[str]:
    """The vault's template folders, relative, with '/': from the Templates and Templater
    settings when the vault has them, else the top-level folders named like one."""
    folders: list[str] = []
    for rel, key in _TEMPLATE_SETTINGS:
        try:
            value = json.loads((root / rel).read_text(encoding="utf-8")).get(key)
        except (OSError, ValueError, AttributeError):
            continue
        if isinstance(value, str) and value.strip().strip("/"):
            folders.append(value.strip().strip("/"))
    if folders:
        return folders
    return sorted(
        p.name for p in root.iterdir() if p.is_dir() and p.name.casefold() in _TEMPLATE_FOLDER_NAMES
    )


def _text(value: Any) -> str | None:
    """A scalar front-matter value as stripped text (None if absent, empty or a structure)."""
    if value is None or isinstance(value, (dict, list, bool)):
        return None
    text = str(value).strip()
    return text or None


def read_vault(root: str | Path, default_visibility: Visibility = "public") -> VaultRead:
    """Read every note under ``root``; private and unreadable notes are dropped, and a note whose
    slug a note of its own folder already has (a slug another folder has is qualified by the folder)."""
    root = Path(root)
    if not root.is_dir():
        raise VaultError(f"{root}: vault folder not found")
    notes: list[RawNote] = []
    dropped: list[Dropped] = []
    warnings: list[VaultWarning] = []
    private_slugs: set[str] = set()
    seen: dict[str, str] = {}
    templates = [f"{folder.casefold()}/" for folder in template_folders(root)]
    paths = list(_iter_markdown(root))  # the vault's tree walked once
    names = frozenset(path.stem.lower() for path in paths)  # a link's possible targets
    gitbook = any((root / mark).exists() for mark in _GITBOOK_MARKS)
    # a folder opened in Obsidian: its app neither shows nor publishes a ``.txt`` file (the
    # leftovers of a Simplenote import, a draft letter), which writing apps without it keep as
    # notes (index_build.files)
    obsidian = (root / ".obsidian").is_dir()
    vitepress = (root / ".vitepress").is_dir()  # a VitePress site's source: its pages hold Vue
    fragments = included_files(paths, root) if vitepress else frozenset()
    refs = read_bibliography(root)  # a Pandoc writer's citations name what they cite
    ignore = read_ignore(root)  # the owner's own list of what never ships
    values = read_site_values(root)  # what a site's pages print from its settings
    org_ids = OrgIds(paths)  # read on a note's first org-roam link by id
    read: list[tuple[Path, str, RawNote | Dropped]] = []

    def kept_off(rel: str, patterns: Mapping[str, str]) -> bool:
        return (
            (bool(patterns) and ignored_by(rel, patterns) is not None)
            or _private_folder(rel) is not None
            or _trash_folder(rel) is not None
        )

    def hidden(rel: str) -> bool:  # a data file a content block shows, kept off as a note would be
        return kept_off(rel, ignore)

    # a fragment a page includes is published with it, though the site builds no page of it
    # (VitePress's ``srcExclude``, where fragments usually are), unless the owner keeps it off:
    # by the other lists, or by any mark the note reader reads on the fragment itself (its
    # ``draft: true``, a « Privé » banner), read once
    own = {p: name for p, name in ignore.items() if not name.startswith(VITEPRESS_CONFIGS)}
    fragment_marked: dict[str, bool] = {}

    def fragment_hidden(rel: str) -> bool:
        if kept_off(rel, own):
            return True
        if rel not in fragment_marked:
            fragment_marked[rel] = isinstance(_read_note(root / rel, rel, default_visibility, []), Dropped)
        return fragment_marked[rel]

    boards = _Boards(root, hidden, warnings, names, refs)  # the canvases notes embed

    for path in paths:
        rel = path.relative_to(root).as_posix()
        if "/" not in rel and rel.lower() in META_FILES and not (rel.lower() == "readme.md" and gitbook):
            dropped.append(Dropped(rel, "vault meta file"))
            continue
        if rel.casefold().startswith(tuple(templates)):
            dropped.append(Dropped(rel, "template folder"))
            continue
        if rel.startswith(_SITE_TEMPLATES):
            folder_name = rel.split("/", 1)[0]
            dropped.append(Dropped(rel, f"in {folder_name}/ (a site's template part: no page of its own)"))
            continue
        if obsidian and path.suffix.lower() == ".txt":
            dropped.append(Dropped(rel, "a .txt file, which Obsidian does not show"))
            private_slugs.update({path.stem.lower(), note_stem(path.name).lower()})
            continue
        pattern = ignored_by(rel, ignore) if ignore else None
        if pattern is not None and ignore[pattern].startswith(VITEPRESS_CONFIGS) and rel in fragments:
            # a fragment the site builds no page of, published through the pages including it:
            # kept as a note (repeated in those pages, its text is their boilerplate, cut there)
            pattern = None
        if pattern is not None:
            dropped.append(Dropped(rel, f"{ignore[pattern]}: {pattern}"))
            # (a link to it shows no title, as to any private note)
            private_slugs.update({path.stem.lower(), note_stem(path.name).lower()})
            continue
        folder = path.parent

        def shown(body: str, folder: Path = folder) -> str:
            return content_blocks(body, folder, root, hidden)

        def included(body: str, meta: Mapping[str, Any], folder: Path = folder) -> str:
            body = expand_includes(body, folder, root, fragment_hidden)
            return render_vue(body, folder, root, meta, hidden) if vitepress else body

        result = _read_note(
            path,
            rel,
            default_visibility,
            warnings,
            names,
            refs,
            org_ids,
            shown,
            boards.text,
            values,
            included,
        )
        if isinstance(result, RawNote) and rel in fragments:
            result.fragment = True
        read.append((path, rel, result))
    # a vault published by an opt-in tool: the notes it does not publish are not the site's
    files = {PurePosixPath(rel).with_suffix("").as_posix().casefold() for _, rel, _ in read}
    opt_in = sorted({r.opted_in for _, _, r in read if isinstance(r, RawNote) and r.opted_in in OPT_IN_KEYS})
    for path, rel, result in read:
        if isinstance(result, RawNote) and opt_in and result.opted_in is None:
            result = Dropped(
                rel, f"not opted in ({' or '.join(f'{key}: true' for key in opt_in)})", result.slug
            )
        if isinstance(result, Dropped):
            dropped.append(result)
            if result.slug is not None:
                private_slugs.update({path.stem.lower(), result.slug.lower()})
            continue
        if result.slug == _file_slug(rel) and _beside_its_namesake(rel, files):
            result.slug = PurePosixPath(rel).with_suffix("").as_posix()
        key = result.slug.lower()
        if key in seen and result.slug == strip_id(path.stem) != path.stem:
            # two Notion pages of the same title (in two folders): the id tells them apart
            result.slug, key = path.stem, path.stem.lower()
        elif key in seen and not _folder(rel) and (holder := _holder(notes, key)) is not None:
            # a note at the vault's root and one in a folder of the same name (a DokuWiki's
            # ``start.md`` beside each namespace's own): the root's is the bare slug, the other
            # is told apart by its folder, nothing is lost
            moved = f"{_folder(seen[key])}/{holder.slug}"
            if moved.lower() not in seen:
                warnings.append(
                    VaultWarning(
                        seen[key],
                        holder.slug_line,
                        "duplicate-slug",
                        f"slug '{holder.slug}' given to {rel} at the vault's root; kept as '{moved}'",
                    )
                )
                holder.slug = moved
                seen[moved.lower()] = seen.pop(key)
        elif key in seen and _folder(rel) != _folder(seen[key]):
            # a slug another folder's note has (a Hugo site's translation ``en/contact.md``,
            # ``slug: contact``, beside ``contact.md``): its folder tells it apart, nothing is lost
            qualified = f"{_folder(rel)}/{result.slug}" if _folder(rel) else result.slug
            if qualified.lower() not in seen:
                warnings.append(
                    VaultWarning(
                        rel,
                        result.slug_line,
                        "duplicate-slug",
                        f"slug '{result.slug}' already used by {seen[key]}; kept as '{qualified}'",
                    )
                )
                result.slug, key = qualified, qualified.lower()
        if key in seen:
            warnings.append(
                VaultWarning(
                    rel,
                    result.slug_line,
                    "duplicate-slug",
                    f"slug '{result.slug}' already used by {seen[key]}; note skipped",
                )
            )
            dropped.append(Dropped(rel, f"duplicate slug '{result.slug}'"))
            continue
        seen[key] = rel
        notes.append(result)
    _title_slug_links(notes)
    return VaultRead(notes, dropped, warnings, private_slugs)


def _holder(notes: list[RawNote], key: str) -> RawNote | None:
    """The note read so far whose slug is ``key`` (folded), if it sits in a folder."""
    return next((n for n in notes if n.slug.lower() == key and _folder(n.path)), None)


class _Boards:
    """The vault's canvases, found by the link that embeds one (« Atelier.canvas », or its path
    from the root), each read once; one kept off the site (``hidden``) or unreadable shows
    nothing, the latter reported."""

    def __init__(
        self,
        root: Path,
        hidden: Callable[[str], bool],
        warnings: list[VaultWarning],
        names: AbstractSet[str],
        refs: Mapping[str, tuple[str, str]] | None,
    ) -> None:
        self.root, self.hidden, self.warnings, self.names, self.refs = root, hidden, warnings, names, refs
        self._found: dict[str, str] | None = None  # link key → path from the root
        self._text: dict[str, str | None] = {}

    def _paths(self) -> dict[str, str]:
        if self._found is None:  # walked on the first embed only: most vaults have no board
            self._found = {}
            for path in sorted(self.root.rglob("*.canvas")):
                rel = path.relative_to(self.root).as_posix()
                if any(part.startswith(".") for part in rel.split("/")):
                    continue  # .obsidian/, .trash/
                self._found.setdefault(rel.casefold(), rel)
                self._found.setdefault(path.name.casefold(), rel)
        return self._found

    def text(self, target: str) -> str | None:
        rel = self._paths().get(target.strip().lstrip("/").casefold())
        if rel is None or self.hidden(rel):
            return None
        if rel not in self._text:
            self._text[rel] = self._read(rel)
        return self._text[rel]

    def _read(self, rel: str) -> str | None:
        try:
            text = canvas_text((self.root / rel).read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError, CanvasError) as exc:
            reason = exc.args[0] if isinstance(exc, CanvasError) else "unreadable"
            self.warnings.append(VaultWarning(rel, 1, "canvas", f"{reason}; the board shows nothing"))
            return None
        # the cards' Markdown as a note's: links read as their labels, comments cut
        return _render_body(text, self.names, self.refs)[0].strip() or None


def _title_slug_links(notes: list[RawNote]) -> None:
    """A bare wikilink to a note whose file name is made for a URL (« [[herve-le-cam]] ») reads
    as that note's title (« Hervé Le Cam »), as a published page shows the link: the slug is the
    owner's file name, not words a visitor reads (« Président : herve-le-cam. »). Public notes
    only: a private note's title is not shown."""
    titles = {_file_key(n.path): n.title for n in notes}
    for note in notes:
        shown = {
            name
            for link in note.links
            if link.kind == "wikilink"
            for name in [_link_text(link.target)]
            if _SLUG_NAME.fullmatch(name) and titles.get(_file_key(name), name) != name
        }
        for name in sorted(shown, key=len, reverse=True):  # (a longer slug holding a shorter one first)
            title = titles[_file_key(name)]
            pattern = re.compile(rf"(?<![\w/\[.-]){re.escape(name)}(?![\w/\]|#-]|\.\w)")
            note.body = pattern.sub(title.replace("\\", "\\\\"), note.body)  # (as written)
