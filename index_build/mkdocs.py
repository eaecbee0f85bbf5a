"""MkDocs (Material) page syntax, read as the site shows it.

A ``docs/`` folder of an MkDocs site opened as a vault writes its boxes and tabs as blocks
indented under a marker line, not as Obsidian callouts:

- an admonition, ``!!! warning "Bulletin"`` (``???`` or ``???+``: collapsible), its body the
  lines indented by four spaces below it: the site shows a box titled « Bulletin »;
- a content tab, ``=== "Été"``, its body indented the same way: a tab labelled « Été »;
- an attribute list after a link or a paragraph, ``[Nous contacter](contact.md){ .md-button }``:
  styling, not words;
- an icon, ``:material-phone:``: a picture, not words.

Each block is rewritten as the Obsidian callout it is (``> [!warning] Bulletin``), so that the
passage reader treats both kinds alike: its title introduces its body (« Le prix est par
personne ? » above the answer), a to-do box stays out. Lines keep their numbers, for warnings.
"""

from __future__ import annotations

import re

__all__ = ["render_mkdocs"]

# « !!! warning "Titre" », « ??? question "…" », « ???+ note », « !!! tip "" » (no title)
_ADMONITION = re.compile(r'^([ \t]*)(?:!!!|\?\?\?\+?)[ \t]+([\w-]+)(?:[ \t]+"([^"]*)")?[ \t]*$')
# « === "Été" », « ===! "Hiver" » (a tab that starts a new set)
_TAB = re.compile(r'^([ \t]*)===[!+]?[ \t]+"([^"]*)"[ \t]*$')
_ATTRIBUTE = r"""(?:[.#][\w-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s}]+))"""
# « { .md-button .md-button--primary } », « {: #id } », « { target=_blank } »; never the inside
# of a template's « {{ .Title }} »
_ATTRIBUTES = re.compile(
    r"(?<!\{)[ \t]*\{:?[ \t]*" + _ATTRIBUTE + r"(?:[ \t]+" + _ATTRIBUTE + r")*[ \t]*\}(?!\})"
)
_ICON = re.compile(r":(?:material|fontawesome|octicons|simple)-[\w-]+:[ \t]?")
_INDENT = 4
# a marker opens a line: the cheap test before any regular expression runs
_MARKERS = ("!!!", "???", "===")


def render_mkdocs(body: str) -> str:
    """``body`` with MkDocs admonitions and tabs as callouts, attribute lists and icons gone."""
    if "{" in body:
        body = _ATTRIBUTES.sub("", body)
    if ":" in body and "-" in body:
        body = _ICON.sub("", body)
    if not any(marker in body for marker in _MARKERS):
        return body
    lines = body.split("\n")
    return "\n".join(_blocks(lines))


def _blocks(lines: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        opened = (_ADMONITION.match(line) or _TAB.match(line)) if line.lstrip()[:3] in _MARKERS else None
        if opened is None:
            out.append(line)
            i += 1
            continue
        indent = opened.group(1)
        if opened.re is _TAB:
            kind, title = "tab", opened.group(2)
        else:
            kind, title = opened.group(2), opened.group(3) or ""
        width = _width(indent + "x") + _INDENT
        end = _body_end(lines, i + 1, width)
        inner = [_dedent(x, width) for x in lines[i + 1 : end]]
        out.append(f"{indent}> [!{kind}] {title}".rstrip())
        # a box inside a box (a tip in a tab) is rewritten first, then quoted once more
        out.extend(f"{indent}> {x}".rstrip() for x in _blocks(inner))
        i = end
    return out


def _body_end(lines: list[str], start: int, width: int) -> int:
    """The index after a block's body: its lines indented by ``width`` or more, blank lines
    between them included, trailing blank lines left to the text after."""
    end = last = start
    while end < len(lines):
        line = lines[end]
        if line.strip():
            if _width(line) < width:
                break
            last = end + 1
        end += 1
    return last


def _width(line: str) -> int:
    """The indentation of ``line``, a tab counting as four spaces (as Python-Markdown reads it)."""
    expanded = line.expandtabs(_INDENT)
    return len(expanded) - len(expanded.lstrip())


def _dedent(line: str, width: int) -> str:
    expanded = line.expandtabs(_INDENT)
    return expanded[width:] if expanded[:width].strip() == "" else expanded.lstrip()
