"""Shared fixtures: a clean environment per test, the example and real vault bundles, tmp vaults.

Test modules take what they need as fixtures (never ``import conftest``: other folders may
have their own conftest.py).

Bundles are built once per session from the vault folders in place (the real vault lives in
``../shared/eval/grasbot-vault`` beside the clone, as in CI, and is never copied here).
"""

from __future__ import annotations

import gc
import hashlib
import os
import pickle
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from bench.gen_vault import generate_vault
from grasbot.bundle import Bundle, parse_bundle
from grasbot.retrieval.search import Searcher
from index_build.build import BuildResult, build_bundle
from tests.support.run_share import run_folder, run_lock
from tests.support.xdist_scopes import ScopesPlugin, order_scopes

REPO_ROOT = Path(__file__).resolve().parents[1]
EXAMPLE_VAULT = REPO_ROOT / "examples" / "vault"
JOURNAL_VAULT = REPO_ROOT / "examples" / "vault-journal" / "vault"
GARDEN_VAULT = REPO_ROOT / "examples" / "vault-garden"
README_VAULT = REPO_ROOT / "examples" / "vault-readme"
LONGFORM_VAULT = REPO_ROOT / "examples" / "vault-longform"
ZETTEL_VAULT = REPO_ROOT / "examples" / "vault-zettel"
DAILY_VAULT = REPO_ROOT / "examples" / "vault-daily"
RESEARCH_VAULT = REPO_ROOT / "examples" / "vault-research"
HOME_VAULT = REPO_ROOT / "examples" / "vault-home"
STUDENT_VAULT = REPO_ROOT / "examples" / "vault-student"
LOGSEQ_VAULT = REPO_ROOT / "examples" / "vault-logseq"
KANBAN_VAULT = REPO_ROOT / "examples" / "vault-kanban"
PRESS_VAULT = REPO_ROOT / "examples" / "vault-press"
ENGLISH_VAULT = REPO_ROOT / "examples" / "vault-english"
STAGE_VAULT = REPO_ROOT / "examples" / "vault-stage"
ATELIER_VAULT = REPO_ROOT / "examples" / "vault-atelier"
PARA_VAULT = REPO_ROOT / "examples" / "vault-para"
KINE_VAULT = REPO_ROOT / "examples" / "vault-kine" / "vault"
DECIMAL_VAULT = REPO_ROOT / "examples" / "vault-decimal" / "vault"
IDS_VAULT = REPO_ROOT / "examples" / "vault-ids" / "vault"
GIG_VAULT = REPO_ROOT / "examples" / "vault-gig" / "vault"
DENDRON_VAULT = REPO_ROOT / "examples" / "vault-dendron" / "vault"
FOURNIL_VAULT = REPO_ROOT / "examples" / "vault-fournil" / "vault"
HUGO_VAULT = REPO_ROOT / "examples" / "vault-hugo" / "vault"
COACH_VAULT = REPO_ROOT / "examples" / "vault-coach" / "vault"
LUTHIER_VAULT = REPO_ROOT / "examples" / "vault-luthier" / "vault"
PHONE_VAULT = REPO_ROOT / "examples" / "vault-phone" / "vault"
DEVLOG_VAULT = REPO_ROOT / "examples" / "vault-devlog" / "vault"
QC_VAULT = REPO_ROOT / "examples" / "vault-qc" / "vault"
RT_VAULT = REPO_ROOT / "examples" / "vault-rt" / "vault"
BE_VAULT = REPO_ROOT / "examples" / "vault-be" / "vault"
MK_VAULT = REPO_ROOT / "examples" / "vault-mk" / "vault"
CH_VAULT = REPO_ROOT / "examples" / "vault-ch" / "vault"
ZO_VAULT = REPO_ROOT / "examples" / "vault-zo" / "vault"
OB_VAULT = REPO_ROOT / "examples" / "vault-ob" / "vault"
DC_VAULT = REPO_ROOT / "examples" / "vault-dc" / "vault"
JK_VAULT = REPO_ROOT / "examples" / "vault-jk" / "vault"
JO_VAULT = REPO_ROOT / "examples" / "vault-jo" / "vault"
GB_VAULT = REPO_ROOT / "examples" / "vault-gb" / "vault"
DV_VAULT = REPO_ROOT / "examples" / "vault-dv" / "vault"
EV_VAULT = REPO_ROOT / "examples" / "vault-ev" / "vault"
KP_VAULT = REPO_ROOT / "examples" / "vault-kp" / "vault"
ON_VAULT = REPO_ROOT / "examples" / "vault-on" / "vault"
RO_VAULT = REPO_ROOT / "examples" / "vault-ro" / "vault"
WP_VAULT = REPO_ROOT / "examples" / "vault-wp" / "vault"
TW_VAULT = REPO_ROOT / "examples" / "vault-tw" / "vault"
CP_VAULT = REPO_ROOT / "examples" / "vault-cp" / "vault"
AY_VAULT = REPO_ROOT / "examples" / "vault-ay" / "vault"
QZ_VAULT = REPO_ROOT / "examples" / "vault-qz" / "vault"
CR_VAULT = REPO_ROOT / "examples" / "vault-cr" / "vault"
GH_VAULT = REPO_ROOT / "examples" / "vault-gh" / "vault"
TN_VAULT = REPO_ROOT / "examples" / "vault-tn" / "vault"
DY_VAULT = REPO_ROOT / "examples" / "vault-dy" / "vault"
ZR_VAULT = REPO_ROOT / "examples" / "vault-zr" / "vault"
SS_VAULT = REPO_ROOT / "examples" / "vault-ss" / "vault"
OG_VAULT = REPO_ROOT / "examples" / "vault-og" / "vault"
IA_VAULT = REPO_ROOT / "examples" / "vault-ia" / "vault"
DG_VAULT = REPO_ROOT / "examples" / "vault-dg" / "vault"
GP_VAULT = REPO_ROOT / "examples" / "vault-gp" / "vault"
HB_VAULT = REPO_ROOT / "examples" / "vault-hb" / "vault"
TY_VAULT = REPO_ROOT / "examples" / "vault-ty" / "vault"
AN_VAULT = REPO_ROOT / "examples" / "vault-an" / "vault"
RF_VAULT = REPO_ROOT / "examples" / "vault-rf" / "vault"
SN_VAULT = REPO_ROOT / "examples" / "vault-sn" / "vault"
AM_VAULT = REPO_ROOT / "examples" / "vault-am" / "vault"
ME_VAULT = REPO_ROOT / "examples" / "vault-me" / "vault"
SC_VAULT = REPO_ROOT / "examples" / "vault-sc" / "vault"
ZM_VAULT = REPO_ROOT / "examples" / "vault-zm" / "vault"
RN_VAULT = REPO_ROOT / "examples" / "vault-rn" / "vault"
TR_VAULT = REPO_ROOT / "examples" / "vault-tr" / "vault"
SI_VAULT = REPO_ROOT / "examples" / "vault-si" / "vault"
DW_VAULT = REPO_ROOT / "examples" / "vault-dw" / "vault"
BS_VAULT = REPO_ROOT / "examples" / "vault-bs" / "vault"
NC_VAULT = REPO_ROOT / "examples" / "vault-nc" / "vault"
EL_VAULT = REPO_ROOT / "examples" / "vault-el" / "vault"
VP_VAULT = REPO_ROOT / "examples" / "vault-vp" / "vault"
OL_VAULT = REPO_ROOT / "examples" / "vault-ol" / "vault"
CF_VAULT = REPO_ROOT / "examples" / "vault-cf" / "vault"
WF_VAULT = REPO_ROOT / "examples" / "vault-wf" / "vault"
NN_VAULT = REPO_ROOT / "examples" / "vault-nn" / "vault"
DS_VAULT = REPO_ROOT / "examples" / "vault-ds" / "vault"
HX_VAULT = REPO_ROOT / "examples" / "vault-hx" / "vault"
ASTRO_VAULT = REPO_ROOT / "examples" / "vault-astro" / "vault"
PROF_VAULT = REPO_ROOT / "examples" / "vault-prof" / "vault"
CYBER_VAULT = REPO_ROOT / "examples" / "vault-cyber" / "vault"
NOTION_VAULT = REPO_ROOT / "examples" / "vault-notion"
EXAMPLE_QUERIES = REPO_ROOT / "examples" / "queries.jsonl"
SHARED_EVAL = REPO_ROOT / ".." / "shared" / "eval"
REAL_VAULT = SHARED_EVAL / "grasbot-vault" / "vault"
REAL_QUERIES = SHARED_EVAL / "grasbot-vault" / "queries.dev.jsonl"
SITE = REPO_ROOT / "tests" / "support" / "site"  # sitecustomize.py of the suite's processes

# Variables of the first GrasBot, still read without the GRASBOT_ prefix (functions/settings.py).
_LEGACY_PREFIXES = ("SEARCH_",)
_LEGACY_NAMES = frozenset({"BUNDLE_PATH", "URL_PATTERNS"})

VaultFactory = Callable[[dict[str, str]], Path]
GENERATED_NOTES = 400

# Hypothesis' per-example deadline is a timing assert in disguise: on a loaded CI machine it
# fails correct code. Speed is measured by `make bench`, not by the suite.
settings.register_profile("grasbot", deadline=None)
settings.load_profile("grasbot")


# Each folder of whole-system tests carries its marker, so `make test-fast` can leave them out.
_FOLDER_MARKERS = {"browser": "browser", "e2e": "e2e", "deploy": "deploy", "chaos": "chaos"}


def pytest_configure(config: pytest.Config) -> None:
    # before the xdist workers start: they, and every Python process a test starts, inherit it
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    if str(SITE) not in paths:  # the workers run this hook too, with the controller's variable
        os.environ["PYTHONPATH"] = os.pathsep.join([str(SITE), *paths])
    if config.pluginmanager.hasplugin("xdist"):
        # which tests share a worker under `make test` (-n N --dist loadscope)
        config.pluginmanager.register(ScopesPlugin(), "grasbot-xdist-scopes")


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    # `-m "not browser and ..."` would deselect every test of those folders once collected:
    # importing them (Playwright, the packaging code) is 0.7 s of CPU in each xdist worker.
    if collection_path.parent != REPO_ROOT / "tests" or collection_path.name not in _FOLDER_MARKERS:
        return None
    return _FOLDER_MARKERS[collection_path.name] in _left_out_markers(config.getoption("markexpr"))


def _left_out_markers(markexpr: str) -> frozenset[str]:
    """The markers ``-m`` rules out whatever else a test carries: ``not M`` as one of the terms
    of a plain conjunction (with "or" or brackets, none: the expression is then left to pytest)."""
    expr = " ".join(markexpr.split())
    if not expr or "(" in expr or " or " in f" {expr} ":
        return frozenset()
    return frozenset(term[4:] for term in expr.split(" and ") if term.startswith("not "))


def pytest_itemcollected(item: pytest.Item) -> None:
    folder = Path(str(item.path)).relative_to(REPO_ROOT).parts[1]
    if folder in _FOLDER_MARKERS:
        item.add_marker(_FOLDER_MARKERS[folder])


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # The browser tests share one Chromium per process, and Playwright's sync API keeps its loop
    # on the main thread until the browser closes: a later test calling asyncio.run would fail.
    # So they run last, in whichever process runs them (xdist hands tests out in this order).
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
    order_scopes(config, items)  # under xdist, the longest scopes of the last run first


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    # A developer's shell (or CI) may export GRASBOT_* or the legacy names: no test may see them.
    for name in list(os.environ):
        if name.startswith("GRASBOT_") or name.startswith(_LEGACY_PREFIXES) or name in _LEGACY_NAMES:
            monkeypatch.delenv(name, raising=False)


def _require(path: Path) -> Path:
    if not path.exists():
        # Fail, don't skip: CI has ../shared beside the clone, a missing folder is a broken setup.
        pytest.fail(f"{path} not found: the shared eval data must sit beside the repository", pytrace=False)
    return path


@pytest.fixture(scope="session")
def example_vault() -> Path:
    return _require(EXAMPLE_VAULT)


def _built_once(tmp_path_factory: pytest.TempPathFactory, vault: Path) -> BuildResult:
    """``build_bundle(vault)``, built by one process of the run: under pytest-xdist the first
    worker to ask builds it, the others read its result."""
    shared = run_folder(tmp_path_factory)
    name = hashlib.sha256(str(vault.resolve()).encode()).hexdigest()[:16]
    with run_lock(shared, f"built-{name}"):
        path = shared / f"built-{name}.pickle"
        if path.exists():
            result: BuildResult = pickle.loads(path.read_bytes())
            return result
        result = build_bundle(vault)
        path.write_bytes(pickle.dumps(result))
        return result


@pytest.fixture(scope="session")
def example_build(tmp_path_factory: pytest.TempPathFactory, example_vault: Path) -> BuildResult:
    return _built_once(tmp_path_factory, example_vault)


@pytest.fixture(scope="session")
def example_bundle(example_build: BuildResult) -> Bundle:
    return parse_bundle(example_build.data, "example")


@pytest.fixture(scope="session")
def example_searcher(example_bundle: Bundle) -> Searcher:
    return Searcher(example_bundle)


def _example_searcher(tmp_path_factory: pytest.TempPathFactory, vault: Path, name: str) -> Searcher:
    return Searcher(parse_bundle(_built_once(tmp_path_factory, _require(vault)).data, name))


def _example_fixture(name: str, vault: Path, doc: str) -> Any:
    """The session fixture ``{name}_searcher``: an example vault built once, and its Searcher."""

    def searcher(tmp_path_factory: pytest.TempPathFactory) -> Searcher:
        return _example_searcher(tmp_path_factory, vault, name)

    searcher.__doc__ = doc
    return pytest.fixture(scope="session", name=f"{name}_searcher")(searcher)


journal_searcher = _example_fixture(
    "journal", JOURNAL_VAULT, "The first-person journal (no answers/aliases, dated notes)."
)
garden_searcher = _example_fixture(
    "garden", GARDEN_VAULT, "The digital garden (Dataview, callouts, transclusions, templates)."
)
readme_searcher = _example_fixture(
    "readme", README_VAULT, "A site generator's content folder (README-style projects, _index pages, drafts)."
)
notion_searcher = _example_fixture(
    "notion", NOTION_VAULT, "A Notion export (page ids in names, property lines, URL-encoded links)."
)
longform_searcher = _example_fixture(
    "longform", LONGFORM_VAULT, "A personal site kept as a few long pages (about, CV, projects, FAQ, blog)."
)
zettel_searcher = _example_fixture(
    "zettel", ZETTEL_VAULT, "A Zettelkasten / PARA vault (id-named notes, archives, reading notes, stubs)."
)
daily_searcher = _example_fixture(
    "daily", DAILY_VAULT, "Years of daily notes, a /now page, plugin debris (Templater, Dataview, Kanban)."
)
research_searcher = _example_fixture(
    "research", RESEARCH_VAULT, "An academic's bilingual vault (literature notes, publications, teaching)."
)
home_searcher = _example_fixture(
    "home", HOME_VAULT, "A freelancer's flat vault whose home page is the profile."
)
student_searcher = _example_fixture(
    "student", STUDENT_VAULT, "A student's second brain dominated by course notes."
)
logseq_searcher = _example_fixture(
    "logseq", LOGSEQ_VAULT, "A Logseq outliner's vault moved to Obsidian: nested bullets, key:: value."
)
kanban_searcher = _example_fixture(
    "kanban", KANBAN_VAULT, "A plugin user's PARA vault: Kanban boards, Tasks, Dataview, templates."
)
press_searcher = _example_fixture(
    "press", PRESS_VAULT, "A journalist's vault mostly about other people: portraits and interviews."
)
english_searcher = _example_fixture(
    "english", ENGLISH_VAULT, "A developer's vault: technical notes in English, profile in French."
)
stage_searcher = _example_fixture(
    "stage", STAGE_VAULT, "A theatre company's vault: a third-person press-kit profile, notes on the team."
)
atelier_searcher = _example_fixture(
    "atelier", ATELIER_VAULT, "A cabinetmaker's terse notebook: inline fields, one note per commission."
)
para_searcher = _example_fixture(
    "para", PARA_VAULT, "A designer's PARA vault in French and English: a user manual and a /now page."
)
kine_searcher = _example_fixture(
    "kine", KINE_VAULT, "A physiotherapist's phone notes: no front matter, abbreviations, no code."
)
decimal_searcher = _example_fixture(
    "decimal", DECIMAL_VAULT, "A DevOps consultant's Johnny Decimal vault: French keys, Excalidraw, a canvas."
)
ids_searcher = _example_fixture(
    "ids", IDS_VAULT, "A translator's Zettelkasten of 164 timestamp-named notes, most without a title."
)
gig_searcher = _example_fixture(
    "gig", GIG_VAULT, "A jazz pianist's vault by year and type: gigs past and to come, albums, lessons."
)
dendron_searcher = _example_fixture(
    "dendron",
    DENDRON_VAULT,
    "An interior architect's Dendron vault: flat dot-named notes, label-first links.",
)
fournil_searcher = _example_fixture(
    "fournil",
    FOURNIL_VAULT,
    "A baker's Apple Notes / Bear export: no front matter, inline tags, private notes by tag.",
)
hugo_searcher = _example_fixture(
    "hugo",
    HUGO_VAULT,
    "A data scientist's Hugo site content: page bundles, shortcodes, en/ translations, drafts.",
)
coach_searcher = _example_fixture(
    "coach",
    COACH_VAULT,
    "A climbing instructor's vault of tables, callouts, emoji headings and inline fields.",
)
luthier_searcher = _example_fixture(
    "luthier",
    LUTHIER_VAULT,
    "A luthier's site kept as a few long narrative pages, facts said once deep in the prose.",
)
phone_searcher = _example_fixture(
    "phone",
    PHONE_VAULT,
    "A midwife's phone notes and voice memos: automatic names, SMS spelling, dictation slips.",
)
devlog_searcher = _example_fixture(
    "devlog",
    DEVLOG_VAULT,
    "An indie game developer's Templater vault published with Obsidian Publish, devlogs half in English.",
)
astro_searcher = _example_fixture(
    "astro",
    ASTRO_VAULT,
    "An Astro site's content collections opened as a vault; a non-binary owner written « iel ».",
)
prof_searcher = _example_fixture(
    "prof",
    PROF_VAULT,
    "A physics teacher's vault in GrasBot's own front matter, filled on a third of the notes.",
)
cyber_searcher = _example_fixture(
    "cyber",
    CYBER_VAULT,
    "A cybersecurity student's portfolio: CTF write-ups, course notes, news of attacks, #private tags.",
)
qc_searcher = _example_fixture(
    "qc",
    QC_VAULT,
    "A Montréal designer's Jekyll site in Québec French: _posts, _pages, _projets, published: false.",
)
rt_searcher = _example_fixture(
    "rt",
    RT_VAULT,
    "A retired railway engineer's Joplin export: local history, genealogy, walks and talks to come.",
)
be_searcher = _example_fixture(
    "be",
    BE_VAULT,
    "A Walloon craft brewer's Bear export: no front matter, inline nested tags, Belgian French.",
)
mk_searcher = _example_fixture(
    "mk",
    MK_VAULT,
    "A mountain guide's MkDocs site: an index.md per section, admonitions, tabs, a blog, draft: true.",
)
ch_searcher = _example_fixture(
    "ch",
    CH_VAULT,
    "A Swiss translator's Digital Garden vault: dg-publish, Dataview, daily notes, FR/DE/EN notes.",
)
zo_searcher = _example_fixture(
    "zo",
    ZO_VAULT,
    "A wedding photographer's Zola site: TOML front matter, _index.md sections, shortcodes, @/ links.",
)
ob_searcher = _example_fixture(
    "ob",
    OB_VAULT,
    "A developer's plugin-heavy Obsidian vault: Tasks, Dataview, Admonition, Excalidraw, Kanban, Templater.",
)
dc_searcher = _example_fixture(
    "dc",
    DC_VAULT,
    "An embedded engineer's Docusaurus site: docs/ and blog/, MDX tabs and ::: admonitions, draft: true.",
)
jk_searcher = _example_fixture(
    "jk",
    JK_VAULT,
    "A photographer's Jekyll site: _posts/, _portfolio/, Liquid includes and post_url, _drafts/.",
)
jo_searcher = _example_fixture(
    "jo",
    JO_VAULT,
    "A sworn translator's Joplin export: Joplin front matter, _resources/, encoded links, web clips.",
)
gb_searcher = _example_fixture(
    "gb",
    GB_VAULT,
    "An agroecology consultant's GitBook space: README pages, SUMMARY.md, hint/tabs/stepper blocks.",
)
dv_searcher = _example_fixture(
    "dv",
    DV_VAULT,
    "A photographer's Dataview vault: inline fields on their own lines, `Visibilité:: privée` private.",
)
ev_searcher = _example_fixture(
    "ev",
    EV_VAULT,
    "A cabinetmaker's Evernote export (Yarle): Tag(s)/Notebook block, HTML leftovers, private notebook.",
)
kp_searcher = _example_fixture(
    "kp",
    KP_VAULT,
    "A dog trainer's Google Keep and Docs import: Keep front matter, untitled notes, escaped marks.",
)
on_searcher = _example_fixture(
    "on",
    ON_VAULT,
    "A caviste's OneNote import: notebook/section folders, dated and untitled pages, #privé pages.",
)
ro_searcher = _example_fixture(
    "ro",
    RO_VAULT,
    "A landscape designer's Roam graph in Markdown: bullets only, Roam daily notes, Key:: fields.",
)
wp_searcher = _example_fixture(
    "wp",
    WP_VAULT,
    "A mountain guide's WordPress site exported to Markdown: HTML tables, entities, shortcodes.",
)
tw_searcher = _example_fixture(
    "tw",
    TW_VAULT,
    "An LSF interpreter's TiddlyWiki exported to Markdown: wikitext bodies, tags in one string, drafts.",
)
cp_searcher = _example_fixture(
    "cp",
    CP_VAULT,
    "A beekeeper's Capacities workspace in Markdown: a folder per object type, collections, backlinks.",
)
ay_searcher = _example_fixture(
    "ay",
    AY_VAULT,
    "A bicycle mechanic's Anytype space exported with its properties: Title Case keys, French ones.",
)
qz_searcher = _example_fixture(
    "qz",
    QZ_VAULT,
    "A piano tuner's Quartz garden: folder index pages, callouts, drafts, an ignored private folder.",
)
cr_searcher = _example_fixture(
    "cr",
    CR_VAULT,
    "A ceramist's Craft space exported to Markdown: sub-page folders, deep links, a private callout.",
)
gh_searcher = _example_fixture(
    "gh",
    GH_VAULT,
    "A rural vet's Ghost blog exported to Markdown: Ghost front matter, sign-offs, members-only posts.",
)
tn_searcher = _example_fixture(
    "tn",
    TN_VAULT,
    "A painting conservator's Tana workspace exported to Markdown: supertag folders, field bullets.",
)
dy_searcher = _example_fixture(
    "dy",
    DY_VAULT,
    "A stonemason's Day One journal exported to Markdown: a metadata block opening each entry.",
)
zr_searcher = _example_fixture(
    "zr",
    ZR_VAULT,
    "A city guide's Zettlr workspace: ID-named files, keywords, Pandoc citations to a .bib.",
)
ss_searcher = _example_fixture(
    "ss",
    SS_VAULT,
    "A boat builder's Substack archive converted to Markdown: posts.csv's fields, HTML leftovers.",
)
og_searcher = _example_fixture(
    "og",
    OG_VAULT,
    "A farrier's org-roam notes converted by pandoc: org keywords, drawers and id: links left.",
)
ia_searcher = _example_fixture(
    "ia",
    IA_VAULT,
    "An arborist's iA Writer library: no front matter, .txt notes, content blocks, // comments.",
)
dg_searcher = _example_fixture(
    "dg",
    DG_VAULT,
    "A watchmaker's Obsidian vault published by the Digital Garden plugin: a canvas board, templates.",
)
gp_searcher = _example_fixture(
    "gp",
    GP_VAULT,
    "A cobbler's Obsidian vault published by the GitHub Publisher plugin: share keys, categories.",
)
hb_searcher = _example_fixture(
    "hb",
    HB_VAULT,
    "A glassblower's vault migrated from Heptabase: exported cards, whiteboards, journal pages.",
)
ty_searcher = _example_fixture(
    "ty",
    TY_VAULT,
    "A bookbinder's Typora notes opened as an Obsidian vault: Markdown links, .assets folders.",
)
an_searcher = _example_fixture(
    "an",
    AN_VAULT,
    "An upholsterer's Apple Notes imported into Obsidian: phone notes titled by their first line.",
)
rf_searcher = _example_fixture(
    "rf",
    RF_VAULT,
    "A chocolatier's Reflect graph exported to Markdown: dated daily outlines, #tag notes.",
)
sn_searcher = _example_fixture(
    "sn",
    SN_VAULT,
    "A florist's Standard Notes export converted to Markdown: notes named by their title, dotted tags.",
)
am_searcher = _example_fixture(
    "am",
    AM_VAULT,
    "A goat farmer's Amplenote export kept in Obsidian: daily jots named by English dates, task JSON.",
)
me_searcher = _example_fixture(
    "me",
    ME_VAULT,
    "A tattoo artist's Mem export kept in Obsidian: untitled mems named by their first words, @mentions.",
)
sc_searcher = _example_fixture(
    "sc",
    SC_VAULT,
    "A paintings restorer's Scrivener project kept in Obsidian: MultiMarkdown metadata, numbered names.",
)
zm_searcher = _example_fixture(
    "zm",
    ZM_VAULT,
    "A roofer's Zim notebook kept in Obsidian: Zim page headers, ====== headings, day pages by folder.",
)
rn_searcher = _example_fixture(
    "rn",
    RN_VAULT,
    "A market gardener's RemNote export kept in Obsidian: bullet trees, flashcard arrows, cloze braces.",
)
tr_searcher = _example_fixture(
    "tr",
    TR_VAULT,
    "A sound engineer's Trilium export kept in Obsidian: X.md beside X/, HTML tables, day-note trees.",
)
si_searcher = _example_fixture(
    "si",
    SI_VAULT,
    'A fishing guide\'s SiYuan export kept in Obsidian: kramdown id lines, ((id "anchor")) references.',
)
dw_searcher = _example_fixture(
    "dw",
    DW_VAULT,
    "A bookseller's DokuWiki converted to Markdown and kept in Obsidian: start pages, <WRAP> boxes.",
)
bs_searcher = _example_fixture(
    "bs",
    BS_VAULT,
    "A driving instructor's BookStack exported to Markdown and kept in Obsidian: HTML callouts, /link/ ids.",
)
nc_searcher = _example_fixture(
    "nc",
    NC_VAULT,
    "An accountant's Nextcloud Notes folder opened in Obsidian: first lines as titles, no front matter.",
)
el_searcher = _example_fixture(
    "el",
    EL_VAULT,
    "A land surveyor's Eleventy site source opened in Obsidian: permalinks, Nunjucks, _includes/.",
)
vp_searcher = _example_fixture(
    "vp",
    VP_VAULT,
    "An electronics repairer's VitePress site source opened in Obsidian: hero front matter, Vue, srcExclude.",
)
ol_searcher = _example_fixture(
    "ol",
    OL_VAULT,
    "A craft brewer's Outline wiki export kept in Obsidian: collections as folders, notices, /doc/ links.",
)
cf_searcher = _example_fixture(
    "cf",
    CF_VAULT,
    "A paragliding school's Confluence space converted to Markdown: breadcrumbs, bylines, labels.",
)
wf_searcher = _example_fixture(
    "wf",
    WF_VAULT,
    "A mountain refuge keeper's WorkFlowy outline exported to Markdown: long bullet trees, #private items.",
)
nn_searcher = _example_fixture(
    "nn",
    NN_VAULT,
    "A beekeeper's Notesnook export opened in Obsidian: notebook folders, a privé tag, 🔒 sections.",
)
ds_searcher = _example_fixture(
    "ds",
    DS_VAULT,
    "A solar installer's Docusaurus site source opened in Obsidian: MDX pages, a blog, _ folders.",
)
hx_searcher = _example_fixture(
    "hx",
    HX_VAULT,
    "A piano tuner's Hexo blog source opened in Obsidian: _posts, tag plugins, scaffolds, _ folders.",
)


@pytest.fixture(scope="session")
def real_vault() -> Path:
    return _require(REAL_VAULT).resolve()


@pytest.fixture(scope="session")
def real_build(tmp_path_factory: pytest.TempPathFactory, real_vault: Path) -> BuildResult:
    return _built_once(tmp_path_factory, real_vault)


@pytest.fixture(scope="session")
def real_bundle(real_build: BuildResult) -> Bundle:
    return parse_bundle(real_build.data, "real")


@pytest.fixture(scope="session")
def real_searcher(real_bundle: Bundle) -> Searcher:
    return Searcher(real_bundle)


@pytest.fixture(scope="session")
def generated_vault(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``bench.gen_vault``'s 400-note vault (``vault/`` and ``queries.jsonl``), written once per run:
    the common words, crowded answers and hubs the example vaults lack."""
    shared = run_folder(tmp_path_factory)
    with run_lock(shared, "generated"):
        return generate_vault(GENERATED_NOTES, shared)  # the second caller finds it stamped


@pytest.fixture(scope="session")
def generated_build(tmp_path_factory: pytest.TempPathFactory, generated_vault: Path) -> BuildResult:
    return _built_once(tmp_path_factory, generated_vault / "vault")


@pytest.fixture(scope="session")
def example_bundle_file(tmp_path_factory: pytest.TempPathFactory, example_build: BuildResult) -> Path:
    path = tmp_path_factory.mktemp("bundle") / "example.json"
    path.write_bytes(example_build.data)
    return path


def write_vault(root: Path, files: dict[str, str]) -> Path:
    """Write ``{relative path: text}`` under ``root`` (text dedented, written byte for byte)."""
    root.mkdir(parents=True, exist_ok=True)
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(textwrap.dedent(text).lstrip("\n").encode("utf-8"))
    return root


def searcher_on(make_vault: VaultFactory, files: dict[str, str]) -> Searcher:
    """A Searcher on a small vault of ``files`` (path -> text), built as the function loads it."""
    return Searcher(parse_bundle(build_bundle(make_vault(files)).data))


@pytest.fixture
def make_vault(tmp_path: Path) -> Iterator[VaultFactory]:
    """Write a small vault in tmp_path; each call gets its own folder."""
    count = 0

    def make(files: dict[str, str]) -> Path:
        nonlocal count
        count += 1
        return write_vault(tmp_path / f"vault{count}", files)

    yield make


@pytest.fixture(scope="session")
def example_queries() -> Path:
    return _require(EXAMPLE_QUERIES)


@pytest.fixture(scope="session")
def real_queries() -> Path:
    return _require(REAL_QUERIES).resolve()


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Iterator[None]:
    # Collection imports the project and its libraries (FastAPI, Hypothesis…), objects that live
    # until the process ends: no cyclic collection while it runs, then they are moved out of the
    # collector's reach, so the tests' collections do not rescan them (as functions/handler.py).
    gc.disable()
    try:
        return (yield)
    finally:
        gc.collect()
        gc.freeze()
        gc.enable()
