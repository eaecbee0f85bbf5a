"""Which notes describe the owner of the site, and who the owner is.

Vaults say it in several ways, so in this order:

1. ``profile: true`` (or ``false``) in a note's front matter decides for that note;
2. a type that is about a person: ``parcours`` (the GrasBot vault convention), ``profile``,
   ``profil``, ``bio``, ``about``, ``cv``, ``resume``, ``now``;
3. a file named like a profile page: ``bio``, ``cv``, ``about``, ``about-me``, ``a-propos``,
   ``à-propos-de-moi``, ``profil``, ``presentation``, ``qui-suis-je``, ``qui-je-suis``,
   ``whoami``, ``moi``, the career told as a timeline (``parcours``, ``carrière``, ``career``), or a
   "now" page (``now``, ``maintenant``, ``En ce moment``: what the owner is doing and looking for these days,
   nownownow.com's convention, where availability is written), a home page (``Home``,
   ``Accueil``, ``index``) that introduces its writer (« Moi c'est … »); a parenthesised qualifier does
   not change what a page is (``About (English)``); or such a word followed only by the owner's
   name (``bio-fernand``, ``cv-jeanne-martin``), never by anything else
   (``presentation-ecole-42`` is about a school); a word other pages take too (« infos
   pratiques », « présentation », « parcours », « résumé ») is the owner's page only where its
   heading or title names nothing else (« # Népal — infos pratiques » is the trip's), and no
   other page takes the same name bare (a BookStack's « # Présentation » in every book).

The owner's name comes from the build option, else an ``owner:`` key in a note's front
matter, else the profile notes' titles (« CV — Jeanne Martin » → Jeanne Martin), else their
first heading: a vault whose titles are file names (« CV ») often names the owner only in the
note's ``# CV — Jeanne Martin``, else the profile notes' own first-person sentence (« Je
m'appelle Jeanne Martin », « My name is … »), else the full name a third-person profile opens a
sentence on (« Maëlle Guérin est kinésithérapeute… »: a site page's draft, a press kit).

Profile page names may carry a qualifier (« CV académique », « Parcours pro », « présentation
site », « infos pratiques cabinet ») and a note id (« 11.01 Qui suis-je »).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath

from grasbot.retrieval.index import is_archived
from grasbot.tokenise import STOPWORDS, fold, words
from index_build.notion import strip_id
from index_build.obsidian import strip_note_id
from index_build.vault import FOLDER_PAGES, RawNote
from index_build.visible import HUB_TYPES

__all__ = ["OwnerFound", "find_owner"]

PROFILE_TYPES = frozenset({"parcours", "profile", "profil", "bio", "about", "cv", "resume", "now"})
# Profile page names, as their words joined (« À propos de moi » → aproposdemoi).
PROFILE_NAMES = frozenset(
    {"bio", "biographie", "cv", "about", "aboutme", "apropos", "aproposdemoi", "profil", "profile"}
    | {"presentation", "quisuisje", "quijesuis", "whoami", "moi", "resume", "curriculum", "curriculumvitae"}
    | {"now", "maintenant", "encemoment"}
    # the owner's career told as a timeline (« Parcours », « Carrière », "Career")
    | {"parcours", "monparcours", "carriere", "macarriere", "career", "mycareer"}
    # ... or as a story (« Mon histoire (la version longue) », "My story")
    | {"monhistoire", "mystory"}
    # a "personal user manual": how to work with the owner, in the first person (« Manuel
    # d'utilisation (moi) », "User manual", « Travailler avec moi »), a product team's habit
    | {"manuelutilisation", "usermanual", "manualofme", "personalusermanual"}
    | {"travailleravecmoi", "workingwithme", "howtoworkwithme"}
    # a practice's « Infos pratiques »: where the owner works, when, at what rates (a bare
    # « Contact » page is not: it says how to write, not who the owner is, and made it answer
    # « Que fait-il dans la vie ? » in four vaults)
    | {"infospratiques", "informationspratiques"}
)
# Profile page names that other pages take too: a trip's « Népal — infos pratiques », a
# project's « Présentation », a hiking route's « Parcours », a book's « Résumé ». Such a page is
# the owner's only where its heading or title names nothing else (_names_a_subject).
_GENERIC_NAMES = frozenset({"infospratiques", "informationspratiques", "presentation", "parcours", "resume"})
# A vault's home page: a profile only where it introduces its writer (_strong).
HOME_NAMES = frozenset({"home", "accueil", "index", "start", "bienvenue", "welcome", "homepage"})
# Words that may open a profile page's name when the owner's name follows.
_PROFILE_FIRST = frozenset(
    {"bio", "biographie", "cv", "about", "profil", "profile", "presentation", "resume", "parcours"}
)
_TITLE_SPLIT = re.compile(r"\s+[—–\-:|]\s+|\s*[—–:|]\s*")
_PARENTHESES = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_HEADING = re.compile(r"^#\s+(.+?)\s*#*\s*$", re.MULTILINE)
# How a profile page introduces its writer in the first person, when neither its name nor its
# heading says who (« Qui suis-je »): « Je m'appelle **Jeanne Martin** », « My name is … ».
# Two to four capitalised words; markup around them is skipped (Markdown's or HTML's emphasis, as
# a WordPress export writes it: « Je m’appelle <strong>Thibault Marchand</strong> »).
_NAME_WORD = r"[A-ZÀ-Ý][\w'’-]*"
_MARKUP = r"(?:[*_]|</?(?:strong|b|em|i)>)*"
_SELF_NAMED = re.compile(
    r"\b(?:[Jj]e m'appelle|[Jj]e m’appelle|[Jj]e me nomme|[Jj]e suis|[Mm]oi,? c'est|[Mm]oi,? c’est"
    r"|[Mm]y name is|I am|I'm|I’m)\s+"
    rf"{_MARKUP}({_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{1,3}})"
)
# A first name alone, in French (« Je suis Inès, 34 ans », « Moi c'est Inès. »): the full name is
# then looked for where the vault writes it (a quote's letterhead: « Inès Marchetti, designer »).
# Not in English: "I'm Italian, …" capitalises what is no name.
_FIRST_NAMED = re.compile(
    r"\b(?:[Jj]e m'appelle|[Jj]e m’appelle|[Mm]oi,? c'est|[Mm]oi,? c’est|[Jj]e suis)\s+"
    rf"{_MARKUP}({_NAME_WORD}){_MARKUP}(?=\s*[,.!]|\s+et\b)"
)
_FIRST_NAMED_EN = re.compile(
    rf"\b(?:I'm|I’m|I am|[Mm]y name is)\s+{_MARKUP}({_NAME_WORD}){_MARKUP}(?=\s*[,.!])"
)
# A profile page in the third person (a site's « Présentation » draft, a press kit) opens a
# sentence on the owner's full name doing something: « Maëlle Guérin est kinésithérapeute… »
_THIRD_NAMED = re.compile(
    rf"(?:^|(?<=[.!?]\s)|(?<=\n))[*_]*({_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{1,2}})[*_]*"
    r"(?:\s+(?:est|a|vit|travaille|exerce|enseigne|anime|accompagne|is|was|has|lives|works|teaches)\b"
    # ... or on the name and the age (« **Élodie Carrère**, 42 ans, fondatrice… », "Tom Hale, 41,")
    r"|,\s*\d{1,3}(?:\s+ans|\s+years old)?,)",
    re.MULTILINE,
)
_MONTHS = frozenset(
    {"janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre"}
    | {"novembre", "decembre", "january", "february", "march", "april", "may", "june", "july"}
    | {"august", "september", "october", "november", "december"}
)
# What may qualify a profile page's name besides the owner's (« CV académique », « CV (court) »,
# « Bio 2024 »): the page is still the profile.
_QUALIFIERS = frozenset(
    {"academique", "detaille", "complet", "court", "long", "courte", "longue", "pdf", "web"}
    | {"english", "anglais", "francais", "french", "fr", "en", "public", "officiel", "actuel", "resume"}
    | {"pro", "professionnel", "professional"}  # « Parcours pro »
    # the draft of the site's page (« Présentation site », « Bio page web »), or the practice
    # the owner runs (« Infos pratiques cabinet »)
    | {"site", "siteweb", "page", "internet", "cabinet", "atelier", "studio"}
    # its length or its version, in English too (« Short bio », « CV - version novembre 2026 »,
    # « Bio (maj 2025) »): the same page kept current
    | {"short", "full", "mini", "version", "maj", "update", "updated", "nouvelle", "nouveau", "new"}
    | _MONTHS
)


@dataclass(frozen=True, slots=True)
class OwnerFound:
    name: str
    pronoun: str
    profiles: tuple[str, ...]  # slugs, in note order

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "pronoun": self.pronoun, "profiles": list(self.profiles)}


def _name_words(note: RawNote) -> list[str]:
    # « About (English) » is the about page in another language: the qualifier is dropped, as
    # is a Notion export's page id (« À propos de moi 7ec4…d299 »)
    # as is a Zettelkasten id (« 202301011000 Qui suis-je »)
    path = PurePosixPath(note.path)
    if path.stem.lower() in FOLDER_PAGES and len(path.parts) > 1:
        # a site's folder page (« a-propos/index.md »: MkDocs, Hugo, Astro; GitBook's README.md)
        # is named by its folder, as its slug is; the vault's own home page keeps « index »
        folder = words(path.parent.name)
        if "".join(folder) in PROFILE_NAMES:
            return folder
    if _PAGE_ID.fullmatch(path.stem):
        # a Confluence page exported under its id alone (« 327811073.md »): named by its title
        return words(_PARENTHESES.sub(" ", note.title)) or words(note.slug)
    # (« Parcours-et-CV_327811094 »: a Confluence page's name, then its id)
    stem = _PARENTHESES.sub(" ", strip_note_id(strip_id(_PAGE_ID_AFTER.sub("", path.stem))))
    return words(stem) or words(note.slug)


# a Confluence page's id, as its export names the file (index_build.confluence)
_PAGE_ID = re.compile(r"\d{6,12}")
_PAGE_ID_AFTER = re.compile(r"(?<=\w)_\d{6,12}$")


def _named_in_full(body: str, first: str) -> bool:
    """Whether ``body`` names a person whose first name is ``first`` (folded) in full, as a
    profile does: « Je m'appelle Élodie Carrère », « **Élodie Carrère**, 42 ans, … »."""
    return any(
        words(m.group(1))[:1] == [first]
        for pattern in (_SELF_NAMED, _THIRD_NAMED)
        for m in pattern.finditer(body)
    )


def _first_heading(body: str) -> str:
    found = _HEADING.search(body)
    return found.group(1) if found else ""


def _strong(note: RawNote, shared: frozenset[str] = frozenset()) -> bool:
    """Whether ``note`` describes the owner (see the module's docstring). ``shared``: the generic
    page names several notes take bare (a BookStack's « # Présentation » in every book): each is
    its folder's, none the owner's by its name alone."""
    if note.profile is not None:
        return note.profile
    if is_archived(note.path) or not _ARCHIVE_TAGS.isdisjoint(fold(t).lstrip("#") for t in note.tags):
        # « Archives/CV 2024 », a CV tagged ``archive``: who the owner was, not who they are
        return False
    named = _name_words(note)
    joined = "".join(named)
    if note.type in PROFILE_TYPES:
        return True
    if joined in PROFILE_NAMES:
        return joined not in _GENERIC_NAMES or (joined not in shared and not _names_a_subject(note))
    if _self_titled(note):
        return True
    if joined in HOME_NAMES and _SELF_NAMED.search(note.body):
        # a vault's home page that introduces its writer (« Salut ! Moi c'est Julien… ») is
        # their profile; one that only lists notes (a dashboard) is a hub
        return True
    # « CV académique », « Bio 2024 », « Infos pratiques cabinet »; a note whose alias is a
    # profile name (``aliases: [CV]``)
    for cut in range(1, len(named)):
        head, rest = "".join(named[:cut]), named[cut:]
        if (head in _PROFILE_FIRST or head in PROFILE_NAMES) and all(
            w in _QUALIFIERS or w.isdigit() for w in rest
        ):
            return True
    # ... or before it (« Short bio », « Mini CV »)
    if len(named) > 1 and named[-1] in _PROFILE_FIRST and all(w in _QUALIFIERS for w in named[:-1]):
        return True
    # « Parcours et CV », « Bio & CV »: profile names joined (one not taken by other pages)
    joined_names = [w for w in named if w not in ("et", "and")]
    if (
        len(joined_names) > 1
        and all(w in PROFILE_NAMES for w in joined_names)
        and not all(w in _GENERIC_NAMES for w in joined_names)
    ):
        return True
    # « À propos d'Élodie », "About Elodie": a profile name and a first name, on a page naming
    # that person in full (« **Élodie Carrère**, 42 ans, fondatrice… »)
    for cut in range(1, len(named)):
        head, rest = "".join(named[:cut]), named[cut:]
        if head in PROFILE_NAMES and head not in _GENERIC_NAMES:
            rest = rest[1:] if rest[0] in ("de", "d", "of") else rest
            if len(rest) == 1 and _named_in_full(note.body, rest[0]):
                return True
    # (not a hub: « MOC — Parcours » lists the career's notes, it does not tell it)
    aliases = ("".join(words(alias)) for alias in note.aliases)
    return note.type not in HUB_TYPES and any(alias in PROFILE_NAMES for alias in aliases)


def _self_titled(note: RawNote) -> bool:
    """Whether ``note`` is named by a person's name and introduces that person in the first
    person (« Inès Le Goff » : « Je m'appelle Inès Le Goff, je suis paysagiste… »): the page an
    outliner's user keeps on themself (Roam, Logseq), or a site's page named by its owner."""
    title = note.title.strip()
    if not _PERSON_NAME.fullmatch(title):
        return False
    named = "".join(words(title))
    return any("".join(words(m.group(1))) == named for m in _SELF_NAMED.finditer(note.body))


def _names_a_subject(note: RawNote) -> bool:
    """Whether a page named by a generic word (« infos pratiques ») says in its heading or
    title what else it is about: « # Népal — infos pratiques » is the trip's, not the owner's."""
    for title in (_first_heading(note.body), note.title):
        parts = [p.strip() for p in _TITLE_SPLIT.split(_PARENTHESES.sub(" ", title)) if p.strip()]
        if len(parts) < 2:
            continue
        for part in parts:
            folded = words(part)
            if not folded or "".join(folded) in PROFILE_NAMES or _NAMED_IN_TITLE.fullmatch(part):
                continue
            if not all(w in _QUALIFIERS or w.isdigit() for w in folded):
                return True
    return False


def _title_name(title: str) -> str | None:
    """The part of a profile note's title that is not a profile word (« Bio — X » → X)."""
    parts = [p.strip() for p in _TITLE_SPLIT.split(_PARENTHESES.sub(" ", title)) if p.strip()]
    for part in parts:
        joined = "".join(words(part))
        if joined and joined not in PROFILE_NAMES and not joined.isdigit():
            # a name, not what the page is (« Qui suis-je — version 2021 (ARCHIVE) »): no
            # figure, and a person's, first name and surname capitalised (« Bio courte (2019) –
            # ARCHIVE » says the page's length, « Népal — infos pratiques » the trip it is about)
            named = not any(c.isdigit() for c in part) and _NAMED_IN_TITLE.fullmatch(part) is not None
            return part if len(parts) > 1 and named else None
    return None


# a heading that is a person's name and nothing else: « # Solène Vasseur », « # Jean-Paul de la Tour »
_PERSON_NAME = re.compile(r"[A-ZÀ-Ý][\w'’-]+(?: (?:de |du |de la |d'|le |van |von )?[A-ZÀ-Ý][\w'’-]+){1,3}")


_PARTICLES = frozenset({"de", "du", "la", "d", "le", "van", "von", "des", "di", "da", "del", "der", "den"})


# ... and in a title, where an initial may stand for a name (« CV — Jeanne M. Martin »)
_NAMED_IN_TITLE = re.compile(
    r"[A-ZÀ-Ý](?:[\w'’-]+|\.)(?: (?:de |du |de la |d'|le |van |von )?[A-ZÀ-Ý](?:[\w'’-]+|\.)){1,3}"
)


def _heading_name(heading: str) -> str | None:
    """A profile's first heading that is only a name: a third-person press kit opens
    « # Solène Vasseur » (not « # Mon Parcours », « # À Propos »)."""
    heading = heading.strip(" *_")
    if not _PERSON_NAME.fullmatch(heading) or "".join(words(heading)) in PROFILE_NAMES:
        return None
    return None if any(w in STOPWORDS and w not in _PARTICLES for w in words(heading)) else heading


def _names_a_business(name: str | None, body: str) -> bool:
    """Whether a heading's name opens with a word its page also writes in lower case: a common
    noun (« Atelier Paraison » and « un bout de mon atelier »), a business's name, not a
    person's (« Solène Marchetti »)."""
    if not name:
        return False
    first = name.split()[0].lower()
    return re.search(rf"(?<![\w'’-]){re.escape(first)}(?![\w'’-])", body) is not None


def find_owner(notes: Sequence[RawNote], name: str = "", pronoun: str = "") -> OwnerFound:
    """The owner's name and pronoun, and the slugs of the notes that describe them."""
    # (a page naming its subject beside the word, « # Népal — infos pratiques », is not counted:
    # it is no candidate)
    taken = Counter(
        joined
        for n in notes
        if (joined := "".join(_name_words(n))) in _GENERIC_NAMES and not _names_a_subject(n)
    )
    shared = frozenset(joined for joined, count in taken.items() if count > 1)
    strong = [n for n in notes if _strong(n, shared)]
    if not name:
        declared = [n.owner for n in notes if n.owner]
        if declared:
            name = Counter(declared).most_common(1)[0][0]
        else:
            found = [t for t in (_title_name(n.title) for n in strong) if t]
            if not found:
                found = [t for t in (_title_name(_first_heading(n.body)) for n in strong) if t]
                # a heading naming the business after its owner (« # Atelier Ferrand —
                # cordonnier-bottier ») gives way to the owner introducing themself under that
                # surname (« moi c'est Thibault Ferrand »), as does one naming the business
                # otherwise (« # Atelier Paraison — verre au chalumeau ») to the owner introducing
                # themself under it, on a page that writes its first word as a common noun
                # (« Moi c'est Solène Marchais », « mon atelier »)
                selves = (
                    [(n, m.group(1)) for n in strong for m in _SELF_NAMED.finditer(n.body)] if found else []
                )
                introduced = [
                    own
                    for n, own in selves
                    if any(not set(words(own)).isdisjoint(words(t)) for t in found)
                    or _names_a_business(_title_name(_first_heading(n.body)), n.body)
                ]
                if introduced:
                    found = introduced
            if not found:
                found = [m.group(1) for n in strong for m in _SELF_NAMED.finditer(n.body)]
            if not found:
                found = [t for t in (_heading_name(_first_heading(n.body)) for n in strong) if t]
            if not found:
                firsts = [m.group(1) for n in strong for m in _FIRST_NAMED.finditer(n.body)]
                full = {first: _full_name(first, notes) for first in set(firsts)}  # one scan each
                found = [full[first] for first in firsts]
            if not found:
                # "Hi! I'm Yannick, I'm 46": a first name in English only where the vault writes
                # it with a surname (« [[Yannick Le Goff]] »); "I'm Italian, …" has none
                firsts = [m.group(1) for n in strong for m in _FIRST_NAMED_EN.finditer(n.body)]
                full = {first: _full_name(first, notes) for first in set(firsts)}
                found = [full[first] for first in firsts if full[first] != first]
            if not found:
                found = [m.group(1) for n in strong for m in _THIRD_NAMED.finditer(n.body)]
            if not found:
                found = [t for t in (_letterhead(n.body) for n in strong) if t]
            # (as a sentence writes it, not as a CV's heading sets it: « Yannick LE GOFF »)
            name = _cased(Counter(found).most_common(1)[0][0]) if found else ""
    owner_words = set(words(name))
    profiles = []
    described = []
    for note in notes:
        if _strong(note, shared):
            profiles.append(note.slug)
            described.append(note)
            continue
        if note.profile is False or not owner_words:
            continue
        if words(note.title) == words(name) and not is_archived(note.path):
            # the owner's own page, titled by their name: a Capacities or Roam person object
            # (« People/Yannick Le Goff »), an outliner's page on themself
            profiles.append(note.slug)
            described.append(note)
            continue
        first, *rest = _name_words(note) or [""]
        # « CV Bastien Morel - version novembre 2026 »: the owner's name, then its version
        if (
            first in _PROFILE_FIRST
            and not owner_words.isdisjoint(rest)
            and all(w in owner_words or w in _QUALIFIERS or w.isdigit() for w in rest)
        ):
            profiles.append(note.slug)
            described.append(note)
    if not pronoun:
        written = (read_pronoun(n.pronoun) for n in notes if n.pronoun)
        pronoun = next((p for p in written if p), "") or _agreement(described)
    pronoun = read_pronoun(pronoun)
    return OwnerFound(name, pronoun, tuple(profiles))


# tags that file a note as past (« archive », « obsolète »): no profile of who the owner is now
_ARCHIVE_TAGS = frozenset({"archive", "archives", "archivee", "archivees", "obsolete", "outdated"})


def _cased(name: str) -> str:
    """A name as a sentence writes it: a surname a CV sets in capitals (« Yannick LE GOFF »,
    « GRAS-CALVET ») capitalised word by word."""
    return " ".join(
        "-".join(part.capitalize() for part in w.split("-")) if w.isupper() and len(w) > 1 else w
        for w in name.split(" ")
    )


# A CV's letterhead, in its first lines: the name alone on its line, the surname often in
# capitals (« **Bastien MOREL** »), or before what the person does (« **Bastien Morel – wine
# merchant, Lyon** »)
_LETTERHEAD = re.compile(
    r"^[ \t]*(?:\*\*|__)?([A-ZÀ-Ý][a-zà-ÿ'’-]+(?:-[A-ZÀ-Ý][a-zà-ÿ'’-]+)? "
    r"(?:[A-ZÀ-Ý][A-ZÀ-Ý'’-]+|[A-ZÀ-Ý][a-zà-ÿ'’-]+))"
    # (« **Solène Marchetti**, 41 ans, tapissière » opens a profile on its writer as a letterhead does;
    # a backslash ends a line as CommonMark's hard break: « **Élodie Marguet**\ », Outline's)
    r"(?:\*\*|__)?\\?[ \t]*(?:$|[–—][ \t]|,)",
    re.MULTILINE,
)
_LETTERHEAD_LINES = 12
# ... or a plain name the profile's first sentence goes on with a birth (« Claire Bonnefous, née le
# 14 mars 1979 à Rodez »): the person it is about, as a letterhead names them
_BORN_NEXT = re.compile(r"[ \t]*(?:n[ée]e?s?|born)\b", re.IGNORECASE)


def _letterhead(body: str) -> str | None:
    """The name a profile's letterhead gives (« Bastien MOREL » → Bastien Morel), else None: in
    bold, or with the surname in capitals, as a CV sets it; a plain « Cave Vial » line is no one."""
    opening = "\n".join(body.splitlines()[:_LETTERHEAD_LINES])
    for found in _LETTERHEAD.finditer(opening):
        line = found.group(0)
        first, surname = found.group(1).split(" ", 1)
        if (
            not (surname.isupper() and len(surname) > 1)
            and "**" not in line
            and "__" not in line
            # (not "I'm Italian, born in Turin": a name holds no apostrophe there)
            and (
                not line.endswith(",")
                or _BORN_NEXT.match(opening, found.end()) is None
                or any(c in found.group(1) for c in "'’")
            )
        ):
            continue
        if first.casefold() in STOPWORDS or "".join(words(found.group(1))) in PROFILE_NAMES:
            continue
        if surname.isupper():  # « GRAS-CALVET » → « Gras-Calvet »
            surname = "-".join(part.capitalize() for part in surname.split("-"))
        return f"{first} {surname}"
    return None


def _full_name(first: str, notes: Sequence[RawNote]) -> str:
    """The owner's full name from their first name: the surname the vault writes after it most
    often (« Inès Marchetti »), else the first name alone (two surnames as often: unknown)."""
    # (a surname may open on a particle: « Yannick Le Goff », « Inès de La Tour »)
    after = re.compile(
        rf"\b{re.escape(first)}\s+[*_]*((?:(?:Le|La|De|Du|Des|Di|Da|Van|Von|de|du|de la)\s+)?{_NAME_WORD})"
    )
    # (one surname however cased: a CV's letterhead writes it in capitals, « Solène VUILLERMOZ »)
    written = [m.group(1) for n in notes for m in after.finditer(n.body)]
    seen = Counter(surname.casefold() for surname in written)
    top = seen.most_common(2)
    if not top or (len(top) == 2 and top[0][1] == top[1][1]):
        return first
    forms = [s for s in written if s.casefold() == top[0][0]]
    surname = next((s for s in forms if not s.isupper()), forms[0])  # as a sentence writes it
    return first if surname.lower() in STOPWORDS else f"{first} {surname}"


# How a French profile in the first person agrees with its writer (« je suis née », « diplômée »,
# « je suis devenu »): words after « je suis » / « j'ai été » or opening a line as an identity.
# A sentence of a profile may also open on the word that agrees (« Passionné d'informatique
# depuis… », « Ancienne infirmière, … »).
_OPENING = r"(?:^|(?<=[.!?:]\s)|(?<=\n))[*_]*"
# (« Lou est née en septembre 2014 », « Il était né à Turin »: someone else's birth, told in the
# third person, says nothing of the owner's gender)
_FEMININE = re.compile(
    r"\b(?:[Jj]e suis|[Jj]'ai été|[Jj]’ai été)\s+(?:\w+\s+)?"
    r"(?:née|devenue|diplômée|installée|reconvertie|passionnée|arrivée|partie|restée|retournée|"
    r"ancienne|salariée|employée)\b|(?<!est )(?<!tait )\b[Nn]ée (?:le|en|à)\b|\b[Nn]ée[ \t]*::?[ \t]"
    rf"|{_OPENING}(?:Passionnée|Ancienne|Diplômée|Reconvertie|Installée)\b",
    re.MULTILINE,
)
_MASCULINE = re.compile(
    r"\b(?:[Jj]e suis|[Jj]'ai été|[Jj]’ai été)\s+(?:\w+\s+)?"
    r"(?:né|devenu|diplômé|installé|reconverti|passionné|arrivé|parti|resté|retourné|"
    r"ancien|salarié|employé)\b|(?<!est )(?<!tait )\b[Nn]é (?:le|en|à)\b|\b[Nn]é[ \t]*::?[ \t]"
    rf"|{_OPENING}(?:Passionné|Ancien|Diplômé|Reconverti|Installé)\b",
    re.MULTILINE,
)


# « Je suis étudiante / luthière / développeuse / professeur »: the noun right after « je suis »,
# or after an epicene one (« je suis **paysagiste conceptrice** », « architecte d'intérieur »)
_IDENTITY = re.compile(r"\b[Jj]e suis\s+[*_]*(?:[a-zà-ÿ]+iste\s+|[a-zà-ÿ]+tecte\s+)?([a-zà-ÿ]+)")
_FEMININE_NOUN = re.compile(r"(?:ante|ente|ienne|trice|euse|ière|eure)$")
_MASCULINE_NOUN = re.compile(r"(?:[^m]ant|[^m]ent|ien|teur|eur|ier)$")
_NOT_NOUNS = frozenset({"souvent", "content", "present", "présent", "absent", "en", "un", "une"})


def _identity_genders(text: str) -> tuple[int, int]:
    """How many « je suis X » name a feminine, a masculine noun."""
    feminine = masculine = 0
    for found in _IDENTITY.finditer(text):
        noun = found.group(1)
        if noun in _NOT_NOUNS:
            continue
        if _FEMININE_NOUN.search(noun):
            feminine += 1
        elif _MASCULINE_NOUN.search(noun):
            masculine += 1
    return feminine, masculine


# How a pronoun is declared (``pronoun: elle``, ``pronouns: iel/ellui``, "she/her", "they/them"),
# folded, to the three the analysis knows: « iel » for a non-binary owner, whom the site writes
# « iel », « ellui », "they" (and visitors, by mistake, « il » or « elle »).
_PRONOUNS = {
    "il": "il", "he": "il", "lui": "il",
    "elle": "elle", "she": "elle",
    "iel": "iel", "ielle": "iel", "ille": "iel", "ellui": "iel", "they": "iel", "iels": "iel",
}  # fmt: skip
# a profile that writes « iel » of its owner (« Iel a grandi à Quimper », « (pronoms : iel) »)
_IEL = re.compile(r"(?i)(?<![\w'’])iel(?![\w'’])")


def read_pronoun(value: str) -> str:
    """« il », « elle » or « iel » from a declared pronoun (its first word that is one), else ""."""
    return next((_PRONOUNS[w] for w in words(value) if w in _PRONOUNS), "")


def _agreement(profiles: Sequence[RawNote]) -> str:
    """« iel » when the profile notes write it; else « elle » or « il » when their first-person
    agreement says it one way only (« je suis née à Pontarlier », « né le 3 mars 1988 »), else ""
    (unknown: both are read as the owner)."""
    text = "\n".join(n.body for n in profiles)
    if _IEL.search(text):
        # « iel » is written of no one else in a profile; its « ·e » agreements (« né·e »,
        # « consultant·e ») and an « Ancienne version » say nothing of a gender
        return "iel"
    nouns = _identity_genders(text)
    feminine = len(_FEMININE.findall(text)) + nouns[0]
    masculine = len(_MASCULINE.findall(text)) + nouns[1]
    if feminine and not masculine:
        return "elle"
    if masculine and not feminine:
        return "il"
    return ""
