"""Search benchmark: this search, rank_bm25, bm25s and GrasBot 3.0 side by side, same corpus and questions.

For each corpus: quality on its questions (``grasbot.evaluation.evaluate``, the same list length
for every engine), p50/p95 latency per question (tokenising included), build or index time,
and for our bundle its bytes, load time in a fresh process (median of several) and RSS after
load. Reference points and the targets (issue 10) are printed beside the figures. Never a test:
nothing here fails on a slow figure.
"""

from __future__ import annotations

import gc
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import orjson

from bench import search_report as report
from bench.gen_vault import generate_vault
from bench.grasbot3 import GrasBot3
from grasbot.evaluation import Query, Ranked, evaluate, read_queries
from grasbot.tokenise import tokenise

__all__ = [
    "CORPORA",
    "EXAMPLES",
    "Corpus",
    "bench_corpus",
    "bm25s_engine",
    "build_grasbot_bundle",
    "grasbot3_engine",
    "grasbot_engine",
    "main",
    "rank_bm25_engine",
]

REPO = Path(__file__).resolve().parent.parent
SHARED_EVAL = REPO.parent / "shared" / "eval"  # ../shared next to the repository, as CI has it
WORK_DIR = REPO / "var" / "bench"  # generated vaults and built bundles
LIST_K = 10  # sources asked of every engine for quality, as `grasbot eval` does (nDCG@10)
TIMED_K = 5  # sources asked when timing: SEARCH_TOP_K's default, what the function asks
GENERATED_SIZES = (1_000, 5_000, 10_000)
MIN_TIMED = 20
GENERATED_QUALITY_QUESTIONS = 100  # a sanity figure only; keeps GrasBot 3.0 at 10,000 notes bounded


class Run(Protocol):
    """One engine answering one question: slugs best first (at most ``k``) and whether grounded."""

    def __call__(self, q: Query, k: int = LIST_K) -> tuple[list[str], bool]: ...


@dataclass(frozen=True, slots=True)
class Corpus:
    name: str
    vault: Path
    queries: Path
    dev_set: bool  # hand-written questions (quality counts); False for generated ones


def _shared(name: str) -> Corpus:
    return Corpus(name, SHARED_EVAL / name / "vault", SHARED_EVAL / name / "queries.dev.jsonl", True)


def _example(name: str, vault: str, queries: str) -> Corpus:
    """One of the example vaults of ``examples/``, with its graded questions."""
    return Corpus(name, REPO / "examples" / vault, REPO / "examples" / queries, True)


CORPORA: dict[str, Callable[[Path], Corpus]] = {
    "example": lambda _: _example("example", "vault", "queries.jsonl"),
    "journal": lambda _: _example("journal", "vault-journal/vault", "vault-journal/queries.jsonl"),
    # a digital garden (Dataview fields, callouts, transclusions, templates)
    "garden": lambda _: _example("garden", "vault-garden", "vault-garden/answers.jsonl"),
    # a site generator's content folder (README-style projects, drafts)
    "readme": lambda _: _example("readme", "vault-readme", "vault-readme/answers.jsonl"),
    # a Notion export (page ids in names, property lines, URL-encoded links)
    "notion": lambda _: _example("notion", "vault-notion", "vault-notion/answers.jsonl"),
    # a personal site kept as a few long pages (about, CV, one note of all projects, FAQ, blog)
    "longform": lambda _: _example("longform", "vault-longform", "vault-longform/answers.jsonl"),
    # a Zettelkasten / PARA vault (id-named notes, archives, reading notes with quotes, stubs)
    "zettel": lambda _: _example("zettel", "vault-zettel", "vault-zettel/answers.jsonl"),
    # years of Obsidian daily notes and plugin debris (Templater, Dataview, Kanban, Excalidraw)
    "daily": lambda _: _example("daily", "vault-daily", "vault-daily/answers.jsonl"),
    # an academic's bilingual vault (literature notes, publications, lab notebook, teaching)
    "research": lambda _: _example("research", "vault-research", "vault-research/answers.jsonl"),
    # a freelancer's flat vault whose home page is the profile (lists, key: value lines, English)
    "home": lambda _: _example("home", "vault-home", "vault-home/answers.jsonl"),
    # a student's second brain dominated by course notes (words shared with owner questions)
    "student": lambda _: _example("student", "vault-student", "vault-student/answers.jsonl"),
    # a Logseq outliner's vault moved to Obsidian (nested bullets, ``key:: value``, journals/)
    "logseq": lambda _: _example("logseq", "vault-logseq", "vault-logseq/answers.jsonl"),
    # a plugin user's PARA vault (Kanban boards, Tasks, Dataview, templates left unfilled)
    "kanban": lambda _: _example("kanban", "vault-kanban", "vault-kanban/answers.jsonl"),
    # a journalist's vault mostly about other people (portraits, interviews in the first person)
    "press": lambda _: _example("press", "vault-press", "vault-press/answers.jsonl"),
    # a developer who writes her technical notes in English, her profile in French
    "english": lambda _: _example("english", "vault-english", "vault-english/answers.jsonl"),
    # a theatre director whose site pages (a third-person press kit) sit beside terse working notes
    "stage": lambda _: _example("stage", "vault-stage", "vault-stage/answers.jsonl"),
    # a cabinetmaker's terse first-person notebook: inline fields, callouts, one note per commission
    "atelier": lambda _: _example("atelier", "vault-atelier", "vault-atelier/answers.jsonl"),
    # a designer's PARA vault, French and English mixed, her profile a "user manual" and a /now page
    "para": lambda _: _example("para", "vault-para", "vault-para/answers.jsonl"),
    # a physiotherapist's phone notes: no front matter, abbreviations, a profile in three drafts
    "kine": lambda _: _example("kine", "vault-kine/vault", "vault-kine/answers.jsonl"),
    # a DevOps consultant's Johnny Decimal vault: French front matter keys, Excalidraw, a canvas
    "decimal": lambda _: _example("decimal", "vault-decimal/vault", "vault-decimal/answers.jsonl"),
    # a literary translator's Zettelkasten of 164 timestamp-named notes, most without a title
    "ids": lambda _: _example("ids", "vault-ids/vault", "vault-ids/answers.jsonl"),
    # a jazz pianist's vault by year and by type: gigs past and to come, albums, lessons, rates
    "gig": lambda _: _example("gig", "vault-gig/vault", "vault-gig/answers.jsonl"),
    # an interior architect's Dendron vault: flat dot-named notes, label-first links
    "dendron": lambda _: _example("dendron", "vault-dendron/vault", "vault-dendron/answers.jsonl"),
    # a baker's Apple Notes / Bear export: no front matter, inline nested tags, « je » and « nous »
    "fournil": lambda _: _example("fournil", "vault-fournil/vault", "vault-fournil/answers.jsonl"),
    # a data scientist's Hugo site content: page bundles, shortcodes, ref links, en/ translations
    "hugo": lambda _: _example("hugo", "vault-hugo/vault", "vault-hugo/answers.jsonl"),
    # a climbing instructor's vault of tables, callouts, emoji headings and inline fields
    "coach": lambda _: _example("coach", "vault-coach/vault", "vault-coach/answers.jsonl"),
    # a luthier's site kept as a few long narrative pages: facts said once, deep in the prose
    "luthier": lambda _: _example("luthier", "vault-luthier/vault", "vault-luthier/answers.jsonl"),
    # a midwife's phone notes and voice memos: automatic names, SMS spelling, dictation slips
    "phone": lambda _: _example("phone", "vault-phone/vault", "vault-phone/answers.jsonl"),
    # an indie game developer's Templater vault published with Obsidian Publish: devlogs half in
    # English, figures that change from one devlog to the next, archived pages beside current ones
    "devlog": lambda _: _example("devlog", "vault-devlog/vault", "vault-devlog/answers.jsonl"),
    # an Astro site's src/content/ opened as a vault: collection front matter, drafts private,
    # a non-binary owner written « iel » in the third-person pages, « je » in the blog
    "astro": lambda _: _example("astro", "vault-astro/vault", "vault-astro/answers.jsonl"),
    # a physics teacher and YouTuber who follows GrasBot's own front matter (type, aliases,
    # answers, priority, linked), filled on a third of the notes and not always well
    "prof": lambda _: _example("prof", "vault-prof/vault", "vault-prof/answers.jsonl"),
    # a cybersecurity student's portfolio looking for an apprenticeship: CTF write-ups full of
    # commands, impersonal course notes, news of attacks on others, the old search beside the new
    "cyber": lambda _: _example("cyber", "vault-cyber/vault", "vault-cyber/answers.jsonl"),
    # a Montréal freelance designer's Jekyll site edited in Obsidian: Québec French (« courriel »,
    # « présentement », prices in $), _posts/_pages/_projets/_drafts, `published: false` private
    "qc": lambda _: _example("qc", "vault-qc/vault", "vault-qc/answers.jsonl"),
    # a retired railway engineer's Joplin export (notebooks as folders, title/created/updated
    # front matter): local history, genealogy full of ancestors' facts, walks and talks to come
    "rt": lambda _: _example("rt", "vault-rt/vault", "vault-rt/answers.jsonl"),
    # a Walloon craft brewer's Bear export: no front matter, the title as first heading, inline
    # nested tags (#brasserie/tarifs, « #ateliers 2026# »), Belgian French (septante, GSM, TVAC)
    "be": lambda _: _example("be", "vault-be/vault", "vault-be/answers.jsonl"),
    # a mountain guide's MkDocs (Material) site edited in Obsidian: an index.md per section,
    # admonitions, content tabs, a blog, `draft: true` private
    "mk": lambda _: _example("mk", "vault-mk/vault", "vault-mk/answers.jsonl"),
    # a Swiss sworn translator's Digital Garden vault (dg-publish), Dataview fields and queries,
    # daily notes, notes in French, German and English, Swiss Romand French (CHF 1'450.–)
    "ch": lambda _: _example("ch", "vault-ch/vault", "vault-ch/answers.jsonl"),
    # a wedding photographer's Zola site opened in Obsidian: TOML front matter between +++ lines,
    # _index.md sections, page bundles, Zola shortcodes and @/ links, a notes/ folder
    "zo": lambda _: _example("zo", "vault-zo/vault", "vault-zo/answers.jsonl"),
    # a freelance developer's vault that leans on community plugins: Tasks, Dataview fields and
    # queries, Admonition blocks, Excalidraw drawings, Kanban boards, Templater templates,
    # periodic notes, block embeds, footnotes; private notes marked publish: false
    "ob": lambda _: _example("ob", "vault-ob/vault", "vault-ob/answers.jsonl"),
    # an embedded engineer's Docusaurus site opened as a vault: docs/ with _category_.json,
    # blog/ posts, MDX pages (Tabs, admonitions, JSX comments), a notes/ folder; draft: true
    "dc": lambda _: _example("dc", "vault-dc/vault", "vault-dc/answers.jsonl"),
    # a wedding and architecture photographer's Jekyll site (Minimal Mistakes): _pages/, _posts/
    # with <!--more-->, a _portfolio/ collection, Liquid includes and post_url links, kramdown
    # attribute lines; private notes published: false or in _drafts/
    "jk": lambda _: _example("jk", "vault-jk/vault", "vault-jk/answers.jsonl"),
    # a sworn translator's Joplin export with front matter: notebooks as folders, Joplin's
    # fields (updated, latitude, completed?), _resources/, URL-encoded links, web clips of others'
    # text; private: true
    "jo": lambda _: _example("jo", "vault-jo/vault", "vault-jo/answers.jsonl"),
    # an agroecology consultant's GitBook space synced to Git: README pages, SUMMARY.md, hint,
    # tabs, stepper, embed and content-ref blocks, <figure> and <details>; private: true. Held
    # out: only its aggregate figures are read
    "gb": lambda _: _example("gb", "vault-gb/vault", "vault-gb/answers.jsonl"),
    # a Breton wedding and portrait photographer's Obsidian vault kept with Dataview: inline
    # fields on their own lines (Tarif::, Statut::), little YAML, a daily log, other people's
    # notes, outdated price lists; private notes marked by an inline `Visibilité:: privée`
    "dv": lambda _: _example("dv", "vault-dv/vault", "vault-dv/answers.jsonl"),
    # a cabinetmaker's Evernote account converted with Yarle: « # Title » then a « --- » block of
    # Tag(s)/Notebook/Created lines (no front matter), HTML leftovers, web clippings, forwarded
    # e-mails; private notes in the notebook folder « Perso - privé » or tagged #privé
    "ev": lambda _: _example("ev", "vault-ev/vault", "vault-ev/answers.jsonl"),
    # a dog trainer's Google Keep and Google Docs account imported with Obsidian's Importer: Keep
    # front matter (color, pinned, archived, trashed, Keep/Label tags), untitled notes named by
    # their first words or a timestamp, Google Docs escapes; private: the label Privé or Keep/Privé/
    "kp": lambda _: _example("kp", "vault-kp/vault", "vault-kp/answers.jsonl"),
    # a caviste's Microsoft OneNote account imported with Obsidian's Importer: a folder per
    # notebook and section, pages named by their title or a date (« Page sans titre 1 »), only
    # created/updated front matter, OneNote leftovers; private: a section Privé or #privé first
    "on": lambda _: _example("on", "vault-on/vault", "vault-on/answers.jsonl"),
    # a landscape designer's Roam Research graph exported to Markdown: every line a bullet, no
    # front matter, pages named as typed (lower case, `/` as folders), daily notes named the Roam
    # way (« December 1st, 2026 »), attributes `Key:: value`, block refs, {{[[TODO]]}}; private:
    # a first bullet #private or `Public:: non`
    "ro": lambda _: _example("ro", "vault-ro/vault", "vault-ro/answers.jsonl"),
    # a mountain guide's WordPress site exported to Markdown (posts/, pages/, status: publish)
    "wp": lambda _: _example("wp", "vault-wp/vault", "vault-wp/answers.jsonl"),
    # an LSF interpreter's TiddlyWiki exported to Markdown and kept in Obsidian: flat tiddlers/
    # named by title, TiddlyWiki fields (17-digit `created`, one `tags` string with [[multi
    # word]] tags), wikitext bodies (`!` headings, ''bold'', |!tables|, <<macros>>, {{transclusions}}),
    # system tiddlers `$:/…`; private: a `Privé` tag, or a draft (`draft.of`)
    "tw": lambda _: _example("tw", "vault-tw/vault", "vault-tw/answers.jsonl"),
    # a beekeeper's Capacities workspace exported to Markdown and kept in Obsidian: one folder per
    # object type (People/, Projects/, Pages/, Daily Notes/…), object properties as front matter
    # (`type: Person`, `collections`, `description`), exported Backlinks blocks; private: the
    # `Privé` collection, or `visibility: private`
    "cp": lambda _: _example("cp", "vault-cp/vault", "vault-cp/answers.jsonl"),
    "ay": lambda _: _example("ay", "vault-ay/vault", "vault-ay/answers.jsonl"),
    # a piano tuner's Quartz garden (the site's `content/` folder): folder `index.md` pages,
    # `permalink`, `lang: en`, callouts, transclusions, `%% comments %%`; private: `draft: true`,
    # `publish: false`, a `private` tag, an `_prive/` folder the Quartz config ignores
    "qz": lambda _: _example("qz", "vault-qz/vault", "vault-qz/answers.jsonl"),
    # a ceramist's Craft space exported to Markdown: folders, sub-pages in folders named like
    # their parent, URL-encoded links, `craftdocs://` deep links, hand-added French front
    # matter (one block YAML cannot read); private: a `Privé` folder, `publier: non`, a last-line
    # `#privé` tag, a « 🔒 PRIVÉ — ne pas publier » callout above the title
    "cr": lambda _: _example("cr", "vault-cr/vault", "vault-cr/answers.jsonl"),
    # a rural vet's Ghost blog exported to Markdown and reopened in Obsidian: `posts/`, `pages/`,
    # Ghost front matter (`status`, `visibility`, `__GHOST_URL__` images), Ghost card HTML left
    # in the bodies, a `<!--members-only-->` divide; private: `status: draft`, `visibility:
    # members` on a published post, a `prive/` folder, `publish: false`
    "gh": lambda _: _example("gh", "vault-gh/vault", "vault-gh/answers.jsonl"),
    # a painting conservator's Tana workspace exported to Markdown and reopened in Obsidian:
    # folders named after supertags, outlines of `Field:: value` bullets, `[[Node^tanaId]]`
    # references, struck old values; private: a `#private` supertag, a `Visibility:: private`
    # bullet, `publish: false`, a `prive/` folder
    "tn": lambda _: _example("tn", "vault-tn/vault", "vault-tn/answers.jsonl"),
    # a stonemason's Day One journal exported to Markdown, one file per entry, reopened in
    # Obsidian: a tab-indented `Date:`/`Location:`/`Weather:`/`Tags:` block opening each entry,
    # `# Title` under it or none, photos only; private: `privé` in the block's `Tags:` line, an
    # inline `#private`, `publish: false`, a `prive/` folder
    "dy": lambda _: _example("dy", "vault-dy/vault", "vault-dy/answers.jsonl"),
    # a city guide's Zettlr workspace reopened in Obsidian: 14-digit IDs opening the file names
    # (some files the ID alone), `[[ID]]` links, Zettlr's `keywords:` for tags, Pandoc citations
    # `[@key, p. 45]` to a `references.bib`, footnotes, `::: {.callout}` divs; private:
    # `keywords: [privé]`, `private` in a comma string of keywords, an inline `#private`, a
    # `_prive/` folder
    "zr": lambda _: _example("zr", "vault-zr/vault", "vault-zr/answers.jsonl"),
    # a wooden-boat builder's Substack archive converted to Markdown beside working notes: files
    # named `<post id>.<slug>.md`, posts.csv's fields as front matter (`post_date`, `audience`,
    # `is_published`), the converted HTML's leftovers (captioned-image divs, subscribe buttons,
    # footnotes, a closing « Merci de lire… » boilerplate); private: an unsent draft
    # (`is_published: false`), an inline `#private`, `publish: false`, a `prive/` folder
    "ss": lambda _: _example("ss", "vault-ss/vault", "vault-ss/answers.jsonl"),
    # a farrier's org-roam base converted to Markdown by pandoc (org keywords, drawers, id: links)
    "og": lambda _: _example("og", "vault-og/vault", "vault-og/answers.jsonl"),
    # an arborist's iA Writer / Ulysses library: no front matter, titles from the first heading or
    # the file name, inline hashtags, `.txt` notes beside `.md`, content blocks (`/Tarifs.md`,
    # a `.csv`), `//` comment lines never published, Ulysses marks; private: a `Perso/` folder,
    # `_`-named files, a `#privé` mid-sentence, a first line `// PRIVÉ`
    "ia": lambda _: _example("ia", "vault-ia/vault", "vault-ia/answers.jsonl"),
    # a watchmaker's everyday Obsidian vault, part of it published by the Digital Garden plugin
    # (`dg-publish: true`, `dg-permalink`, `dg-home`): Templater templates, a canvas board
    # embedded in a project note, an Excalidraw drawing, Dataview fields and queries; private: a
    # `Privé/` folder, no `dg-publish` key, `publish: false`, `dg-publish: false`
    "dg": lambda _: _example("dg", "vault-dg/vault", "vault-dg/answers.jsonl"),
    # a cobbler-bootmaker's everyday Obsidian vault, part of it published by the GitHub Publisher
    # plugin (Enveloppe: `share: true`, `category:` for the page's folder, `title:`) to MkDocs
    # Material: Templater templates, a Mermaid note, `<details>` blocks, Dataview fields and
    # queries; private: no `share` key, `share: false`, an excluded `_prive/` folder
    "gp": lambda _: _example("gp", "vault-gp/vault", "vault-gp/answers.jsonl"),
    # a glassblower's vault migrated from Heptabase: exported cards without front matter (or a
    # `Tags:` line), whiteboard folders, journals named « March 3rd, 2023 », broken links, then
    # notes written in Obsidian; private: `publish: false`, a `Privé/` folder, a #privé tag
    "hb": lambda _: _example("hb", "vault-hb/vault", "vault-hb/answers.jsonl"),
    # a bookbinder's folder of Typora notes opened as an Obsidian vault: Typora's front matter
    # (`typora-copy-images-to`), Markdown links with URL-encoded spaces, `.assets` folders, `[toc]`,
    # inline HTML, then notes written in Obsidian; private: `publish: false`, a `Privé/` folder
    # of `userIgnoreFilters`, a #privé tag
    "ty": lambda _: _example("ty", "vault-ty/vault", "vault-ty/answers.jsonl"),
    # an upholsterer's Apple Notes account imported by Obsidian's Importer, then kept in Obsidian:
    # phone notes titled by their first line (« Nouvelle note », « Sans titre 3 »), no front
    # matter, `_attachments/` scans, « Supprimés récemment/ » imported too, import duplicates;
    # private: `publish: false`, a `Privé/` folder of `userIgnoreFilters`, a #privé tag
    "an": lambda _: _example("an", "vault-an/vault", "vault-an/answers.jsonl"),
    # a chocolatier's Reflect graph exported to Markdown and kept in Obsidian since: dated daily
    # notes as outlines of nested bullets, `#tag` notes, exporter front matter (`id`, `created`),
    # transcribed voice memos, web clips, an export duplicate (« Tarifs boutique (1) »); private:
    # a `_privé/` folder of `userIgnoreFilters`, `publish: false`, a Reflect-style `#private` tag
    "rf": lambda _: _example("rf", "vault-rf/vault", "vault-rf/answers.jsonl"),
    # a florist's Standard Notes account exported and converted to Markdown, kept in Obsidian
    # since: a flat folder of notes named by their title (« Sans titre 3 », whole sentences),
    # converter front matter (`uuid`, dotted nested tags `Atelier.Clients`, `pinned`,
    # `archived`), plain-text bodies, one long journal note per year; private: `publish: false`
    # and a `Privé/` folder of `userIgnoreFilters`
    "sn": lambda _: _example("sn", "vault-sn/vault", "vault-sn/answers.jsonl"),
    # a goat farmer's Amplenote account exported to Markdown and kept in Obsidian since: notes
    # named by their title (« Tarifs marchés (1) »), daily jots named by English dates, leftover
    # task-attribute JSON, amplenote.com links and « ### Backlinks » blocks; private: a `Privé/`
    # folder of `userIgnoreFilters` and `publish: false`
    "am": lambda _: _example("am", "vault-am/vault", "vault-am/answers.jsonl"),
    # a tattoo artist's Mem (mem.ai) workspace exported to Markdown and kept in Obsidian since:
    # untitled mems named by their first words, @mentions never turned into links, pasted « Based
    # on your mems… » answers, « Related mems » blocks, a mem exported twice; private: a `_privé/`
    # folder of `userIgnoreFilters`, `publish: false` and an inline `#privé` tag
    "me": lambda _: _example("me", "vault-me/vault", "vault-me/answers.jsonl"),
    # a paintings restorer's Scrivener project synced to a folder and kept in Obsidian since:
    # numbered binder names (« 03 - … »), Draft/Research/Notes folders, MultiMarkdown metadata
    # lines (`Title:`, `Keywords:`) with no YAML fences, CriticMarkup annotations, a snapshot kept
    # beside the current document; private: a `Privé/` folder and `publish: false`
    "sc": lambda _: _example("sc", "vault-sc/vault", "vault-sc/answers.jsonl"),
    # a roofer's Zim Desktop Wiki notebook exported to Markdown and kept in Obsidian since: Zim
    # page headers (`Content-Type: text/x-zim-wiki`), `======` headings, « Created … » lines,
    # namespace links with colons, journal day pages `Journal/YYYY/MM/DD`, underscores for spaces;
    # private: a `Privé/` folder, `publish: false`, a `_` file name and a `#privé` tag
    "zm": lambda _: _example("zm", "vault-zm/vault", "vault-zm/answers.jsonl"),
    # a market gardener's RemNote knowledge base exported to Markdown and kept in Obsidian since:
    # notes as bullet trees whose facts sit three levels under the bullet naming them, flashcard
    # arrows (`::`, `>>`, `<>`) and `{{cloze}}` braces left in the facts, daily documents named by
    # date in English or French; private: a `Privé/` folder of `userIgnoreFilters`, `publish: false`
    "rn": lambda _: _example("rn", "vault-rn/vault", "vault-rn/answers.jsonl"),
    # a sound engineer's Trilium Notes tree exported to Markdown and kept in Obsidian since: a note
    # with children as `X.md` beside a folder `X/`, titles that mean something only under their
    # parent (`Tarifs/2026/Mariage`), HTML tables, `#label=value` lines, day notes
    # `Journal/2023/03 - Mars/12 - dimanche`; private: a `_Privé/` folder, `publish: false`
    "tr": lambda _: _example("tr", "vault-tr/vault", "vault-tr/answers.jsonl"),
    # a fishing guide's SiYuan workspace exported to Markdown and kept in Obsidian since: kramdown
    # `{: id="…"}` lines under blocks, `#tag#` tags, block references `((id "anchor"))` and
    # `{{SELECT …}}` embeds left as text, daily notes `daily note/2024/03/2024-03-12`; private: a
    # `Privé/` folder of `userIgnoreFilters`, `publish: false`
    "si": lambda _: _example("si", "vault-si/vault", "vault-si/answers.jsonl"),
    # a bookseller's DokuWiki converted to Markdown and kept in Obsidian since: lowercase
    # `snake_case` pages, a `start.md` in every namespace folder and at the root, `======` title
    # lines, `<WRAP>` boxes, `{{tag>…}}` lines, `~~NOTOC~~`, `[[ns:page|text]]` links, an `attic/`
    # of old revisions; private: a `_prive/` folder of `userIgnoreFilters`, `publish: false`
    "dw": lambda _: _example("dw", "vault-dw/vault", "vault-dw/answers.jsonl"),
    # a driving instructor's BookStack exported page by page to Markdown and kept in Obsidian since:
    # `book/chapter/page.md` kebab-case slugs, `<p class="callout …">` boxes, HTML tables with
    # `bkmrk-…` ids, `&nbsp;` and `<span style>` noise, `{{@57#bkmrk-…}}` includes left unresolved,
    # links as wiki URLs and `/link/42`; private: a `_prive/` folder of `userIgnoreFilters`,
    # `publish: false`
    "bs": lambda _: _example("bs", "vault-bs/vault", "vault-bs/answers.jsonl"),
    # vault-nc: an accountant's Nextcloud Notes folder (Simplenote imports among it) opened in
    # Obsidian: no front matter in the older notes, the first line as title and file name
    # (« Tarifs 2026 (2) » from a sync conflict), categories as folders, two `.txt` leftovers
    # Obsidian does not show; private: a `Privé/` folder of `userIgnoreFilters`, `publish: false`
    "nc": lambda _: _example("nc", "vault-nc/vault", "vault-nc/answers.jsonl"),
    # vault-el: a land surveyor's Eleventy site source opened in Obsidian: `title`, `permalink`,
    # `eleventyNavigation` front matter, Nunjucks left in the Markdown (`{% include %}`,
    # `{{ site.email }}`, `{# … #}` comments), `_includes/` partials, dated blog posts; private:
    # a folder in `.eleventyignore`, `draft: true`, `permalink: false`
    "el": lambda _: _example("el", "vault-el/vault", "vault-el/answers.jsonl"),
    # vault-vp: an electronics repairer's VitePress site source opened in Obsidian: a home page
    # whose content is its `hero`/`features` front matter, `::: tip` containers, Vue in the
    # Markdown (`<script setup>`, `{{ $frontmatter.title }}`, `<PrixTable />`), snippets pulled
    # in by `<!--@include: -->`, dated repair logs; private: `srcExclude` in `.vitepress/config.mts`
    "vp": lambda _: _example("vp", "vault-vp/vault", "vault-vp/answers.jsonl"),
    # a craft brewer's Outline wiki exported to Markdown and kept in Obsidian: a folder per
    # collection, a document's children in a folder named as it, `# Title` and no front matter
    # (but in the notes written since), `:::info` notices, backslash line breaks, Outline's
    # `/doc/…` links and attachment URLs; private: the `Privé/` collection, a 🔒 title,
    # `publish: false`
    "ol": lambda _: _example("ol", "vault-ol/vault", "vault-ol/answers.jsonl"),
    # a paragliding school's Confluence space exported to HTML, converted to Markdown page by
    # page and kept in Obsidian: `Page-Title_<id>.md`, breadcrumbs, « Space : Title », bylines,
    # macros left as HTML, `Labels:` lines; private: pages under « Restreint », a `prive` label,
    # `publish: false`
    "cf": lambda _: _example("cf", "vault-cf/vault", "vault-cf/answers.jsonl"),
    # a mountain refuge keeper's WorkFlowy outline exported to Markdown and kept in Obsidian: a
    # dozen long outline files, 3 to 7 levels of bullets, quoted bullet notes, `[COMPLETE]`,
    # inline #tags; private: a `#private` item or heading (its subtree), a « PRIVÉ - » file name,
    # `publish: false`
    "wf": lambda _: _example("wf", "vault-wf/vault", "vault-wf/answers.jsonl"),
    # a beekeeper's Notesnook account exported to Markdown and opened in Obsidian: a note per file
    # in notebook folders, Notesnook's front matter, `nn://` links, `<mark>` and `<br>` leftovers,
    # phone notes; private: the « Privé/ » notebook, a `privé` tag, a « ## 🔒 » section
    "nn": lambda _: _example("nn", "vault-nn/vault", "vault-nn/answers.jsonl"),
    # a solar installer's Docusaurus site source opened in Obsidian: docs with `_category_.json`,
    # a blog, MDX pages (Tabs, admonitions, `<details>`), Obsidian-only notes beside; private: a
    # folder opening on « _ » (never built), `draft: true`, the « notes/prive/ » folder
    "ds": lambda _: _example("ds", "vault-ds/vault", "vault-ds/answers.jsonl"),
    # a piano tuner's Hexo blog source opened in Obsidian: `source/_posts/` (dated and undated
    # names), pages, tag plugins (`{% blockquote %}`, `{% note %}`, `{% asset_img %}`), scaffolds,
    # Obsidian-only notes beside; private: « source/_prive/ » (never rendered), `published:
    # false`, the « notes/prive/ » folder
    "hx": lambda _: _example("hx", "vault-hx/vault", "vault-hx/answers.jsonl"),
    "grasbot-vault": lambda _: _shared("grasbot-vault"),
    "piaf": lambda _: _shared("piaf"),
    "spf-qr": lambda _: _shared("spf-qr"),
    "cnil-faq": lambda _: _shared("cnil-faq"),
}
for _n in GENERATED_SIZES:
    CORPORA[f"gen-{_n}"] = lambda work, n=_n: _generated(n, work)  # type: ignore[misc]
# the example vaults of this repository, one per style (examples/README.md)
EXAMPLES = (
    "example",
    "journal",
    "garden",
    "readme",
    "notion",
    "longform",
    "zettel",
    "daily",
    "research",
    "home",
    "student",
    "logseq",
    "kanban",
    "press",
    "english",
    "stage",
    "atelier",
    "para",
    "kine",
    "decimal",
    "ids",
    "gig",
    "dendron",
    "fournil",
    "hugo",
    "coach",
    "luthier",
    "phone",
    "devlog",
    "astro",
    "prof",
    "cyber",
    "qc",
    "rt",
    "be",
    "mk",
    "ch",
    "zo",
    "ob",
    "dc",
    "jk",
    "jo",
    "gb",
    "dv",
    "ev",
    "kp",
    "on",
    "ro",
    "wp",
    "tw",
    "cp",
    "ay",
    "qz",
    "cr",
    "gh",
    "tn",
    "dy",
    "zr",
    "ss",
    "og",
    "ia",
    "dg",
    "gp",
    "hb",
    "ty",
    "an",
    "rf",
    "sn",
    "am",
    "me",
    "sc",
    "zm",
    "rn",
    "tr",
    "si",
    "dw",
    "bs",
    "nc",
    "el",
    "vp",
    "ol",
    "cf",
    "wf",
    "nn",
    "ds",
    "hx",
)
QUICK = (*EXAMPLES, "grasbot-vault", "piaf", "spf-qr", "cnil-faq")


def _generated(n: int, work_dir: Path) -> Corpus:
    root = generate_vault(n, work_dir)
    return Corpus(f"gen-{n}", root / "vault", root / "queries.jsonl", False)


# -- engines -----------------------------------------------------------------------------------
def build_grasbot_bundle(corpus: Corpus, probes: int, work_dir: Path) -> tuple[Path, dict[str, Any]]:
    """Build the corpus bundle under var/bench/bundles; time it, then load it in fresh processes."""
    from index_build.build import build_bundle

    start = time.perf_counter()
    built = build_bundle(corpus.vault)
    build_s = time.perf_counter() - start
    path = work_dir / "bundles" / f"{corpus.name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(built.data)
    facts = {
        "build_s": round(build_s, 3),
        "bundle_bytes": len(built.data),
        "bytes_per_note": round(len(built.data) / built.notes),
        **_load_in_fresh_process(path, probes),
    }
    return path, facts


def grasbot_engine(bundle_path: Path) -> Run:
    from grasbot.bundle import load_bundle
    from grasbot.retrieval.search import Searcher

    searcher = Searcher(load_bundle(bundle_path), top_k=LIST_K)

    def run(q: Query, k: int = LIST_K) -> tuple[list[str], bool]:
        result = searcher.search(q.question, history=list(q.history) or None, top_k=k)
        return [s.slug for s in result.sources], result.grounded

    return run


_PROBE = """
import json, sys, time
def rss_kb():
    with open('/proc/self/status') as f:
        return next(int(l.split()[1]) for l in f if l.startswith('VmRSS:'))
t0 = time.perf_counter()
from grasbot.bundle import load_bundle
from grasbot.retrieval.search import Searcher
t1 = time.perf_counter(); r1 = rss_kb()
bundle = load_bundle(sys.argv[1]); t2 = time.perf_counter(); r2 = rss_kb()
searcher = Searcher(bundle); t3 = time.perf_counter()
searcher.search('projet données serveur'); t4 = time.perf_counter(); r4 = rss_kb()
print(json.dumps({'import_ms': (t1 - t0) * 1e3, 'load_ms': (t2 - t1) * 1e3, 'ready_ms': (t3 - t1) * 1e3,
                  'first_query_ms': (t4 - t3) * 1e3, 'rss_base_mb': r1 / 1024, 'rss_loaded_mb': r2 / 1024,
                  'rss_after_query_mb': r4 / 1024}))
"""


def _load_in_fresh_process(path: Path, runs: int) -> dict[str, float]:
    """Medians over ``runs`` new interpreters: imports, load_bundle, Searcher, first query, RSS."""
    samples = []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", _PROBE, str(path)], cwd=REPO, capture_output=True, check=True, timeout=120
        )
        samples.append(orjson.loads(out.stdout))
    return {k: round(statistics.median(s[k] for s in samples), 2) for k in samples[0]}


def _texts(notes: list[Any]) -> list[str]:
    # Plain BM25 engines index what a reader sees: the title, then the body.
    return [f"{n.title}\n{n.body}" for n in notes]


def rank_bm25_engine(notes: list[Any]) -> Run:
    import numpy as np
    from rank_bm25 import BM25Okapi

    slugs = [n.slug for n in notes]
    index = BM25Okapi([tokenise(t) for t in _texts(notes)], k1=1.5, b=0.75)

    def run(q: Query, k: int = LIST_K) -> tuple[list[str], bool]:
        k = min(k, len(slugs))
        scores = index.get_scores(tokenise(q.question))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top], kind="stable")]
        found = [slugs[i] for i in top if scores[i] > 0]
        return found, bool(found)

    return run


def bm25s_engine(notes: list[Any]) -> Run:
    import bm25s
    import Stemmer

    stemmer = Stemmer.Stemmer("french")
    slugs = [n.slug for n in notes]
    corpus = bm25s.tokenize(_texts(notes), stopwords="fr", stemmer=stemmer, show_progress=False)
    index = bm25s.BM25(k1=1.5, b=0.75)
    index.index(corpus, show_progress=False)

    def run(q: Query, k: int = LIST_K) -> tuple[list[str], bool]:
        tokens = bm25s.tokenize(
            [q.question], stopwords="fr", stemmer=stemmer, return_ids=False, show_progress=False
        )
        docs, scores = index.retrieve(tokens, k=min(k, len(slugs)), show_progress=False)
        found = [slugs[int(d)] for d, s in zip(docs[0], scores[0], strict=True) if s > 0]
        return found, bool(found)

    return run


def grasbot3_engine(notes: list[Any]) -> Run:
    engine = GrasBot3(notes, top_k=LIST_K)

    def run(q: Query, k: int = LIST_K) -> tuple[list[str], bool]:
        sources, grounded = engine.search(q.question, top_k=k)
        return [s.slug for s in sources], grounded

    return run


# -- measuring ---------------------------------------------------------------------------------
def _percentile(sorted_ms: list[float], share: float) -> float:
    return sorted_ms[min(len(sorted_ms) - 1, int(share * len(sorted_ms)))]


def _latency(
    engines: dict[str, Run], queries: list[Query], budget_s: float, max_passes: int, rounds: int
) -> dict[str, dict[str, float]]:
    """Time every engine on the questions in turn, engine after engine, in ``rounds`` rounds.

    Interleaving the engines spreads the machine's slow spells (another process, a frequency
    change) over all of them, so a comparison does not hinge on which one happened to run
    during a slow minute. Each engine gets ``budget_s`` in all (at least MIN_TIMED calls),
    split evenly over the rounds. Each turn starts with untimed calls (one pass, or a quarter
    of the turn's budget) that bring back into the CPU caches what the other engines pushed
    out: the figures are warm latencies, as a run of one engine alone measures them.
    """
    times: dict[str, list[float]] = {name: [] for name in engines}
    per_round = budget_s / rounds
    passes = max(1, max_passes // rounds)
    for _ in range(rounds):
        for name, run in engines.items():
            _time_calls(run, queries, per_round / 4, 1, 1, [])  # warm-up, not kept
            _time_calls(run, queries, per_round, passes, max(1, MIN_TIMED // rounds), times[name])
    out = {}
    for name, ms in times.items():
        ms.sort()
        out[name] = {
            "p50_ms": round(statistics.median(ms), 4),
            "p95_ms": round(_percentile(ms, 0.95), 4),
            "timed_calls": len(ms),
        }
    return out


def _time_calls(
    run: Run, queries: list[Query], budget_s: float, passes: int, least: int, out: list[float]
) -> None:
    """Call ``run`` on the questions, ``passes`` times or for ``budget_s`` (``least`` calls at least)."""
    timed = 0
    deadline = time.perf_counter() + budget_s
    for _ in range(passes):
        for q in queries:
            start = time.perf_counter()
            run(q, TIMED_K)
            end = time.perf_counter()
            out.append((end - start) * 1000.0)
            timed += 1
            if end > deadline and timed >= least:  # slow engines on big vaults stop here
                return
        if time.perf_counter() > deadline:
            return


def _quality(run: Run, queries: list[Query]) -> dict[str, Any]:
    def ranked(q: Query) -> Ranked:
        start = time.perf_counter()
        slugs, grounded = run(q)
        return Ranked(slugs, grounded, (time.perf_counter() - start) * 1000.0)

    result = evaluate(queries, ranked, k=5)
    result.pop("misses")
    for key in ("p50_ms", "p95_ms"):  # first-pass timings: the latency figures come from _latency
        result.pop(key)
    return result


def bench_corpus(corpus: Corpus, quick: bool, work_dir: Path = WORK_DIR) -> dict[str, Any]:
    """All four engines on one corpus: quality, latency, and our bundle's build and load figures."""
    from index_build.vault import read_vault

    queries = read_queries(corpus.queries)
    if not corpus.dev_set:
        queries = queries[:GENERATED_QUALITY_QUESTIONS]
    timed = queries[: 50 if quick else 300]
    budget_s, max_passes, probes = (0.2, 1, 3) if quick else (2.0, 20, 7)
    out: dict[str, Any] = {"corpus": corpus.name, "dev_set": corpus.dev_set, "queries": len(queries)}
    engines: dict[str, Any] = {}
    start = time.perf_counter()
    notes = read_vault(corpus.vault).notes
    out["notes"] = len(notes)
    out["read_vault_s"] = round(time.perf_counter() - start, 3)
    bundle_path, out["grasbot_bundle"] = build_grasbot_bundle(corpus, probes, work_dir)
    makers: dict[str, Callable[[], Run]] = {
        "grasbot": lambda: grasbot_engine(bundle_path),
        "bm25s": lambda: bm25s_engine(notes),
        "rank_bm25": lambda: rank_bm25_engine(notes),
        "grasbot3": lambda: grasbot3_engine(notes),
    }
    built: dict[str, Run] = {}
    for name, make in makers.items():
        start = time.perf_counter()
        built[name] = make()
        index_s = round(time.perf_counter() - start, 3)
        if name == "grasbot":
            index_s = out["grasbot_bundle"]["build_s"]  # its index is the bundle
        engines[name] = {"index_s": index_s, **_quality(built[name], queries)}
    # Every engine's objects are frozen out of the garbage collector's sight while timing, as
    # the function's handler does after its cold start: no engine pays for scanning another's
    # millions of objects, and collections do not land at random in the figures.
    gc.collect()
    gc.freeze()
    try:
        latencies = _latency(built, timed, budget_s, max_passes, 1 if quick else 5)
    finally:
        gc.unfreeze()
    for name, figures in latencies.items():
        engines[name].update(figures)
    del built
    gc.collect()
    out["engines"] = engines
    return out


def main(quick: bool = False, corpora: list[str] | None = None, work_dir: Path = WORK_DIR) -> dict[str, Any]:
    """Run the search benchmark, print its tables and return the figures."""
    names = corpora or list(QUICK if quick else CORPORA)
    unknown = [n for n in names if n not in CORPORA]
    if unknown:
        raise SystemExit(f"unknown corpus {', '.join(unknown)}; choose from {', '.join(CORPORA)}")
    results = []
    for name in names:
        corpus = CORPORA[name](work_dir)
        if not corpus.vault.is_dir():
            print(f"skipping {name}: {corpus.vault} not found", file=sys.stderr)
            continue
        start = time.perf_counter()
        results.append(bench_corpus(corpus, quick, work_dir))
        print(f"  {name}: {time.perf_counter() - start:.1f} s", file=sys.stderr)
    summary = {"corpora": results, "targets": report.targets(results), "references": report.REFERENCES}
    report.print_tables(summary)
    return summary
