"""Boxes that other tools write around text, read as the Obsidian callouts they are.

A box's title introduces its body (« Attention : ne pas alimenter en 5 V »), and a to-do box
is a note to self: index_build.visible knows this of callouts, so each of these is rewritten
as one (``> [!warning] Attention`` and its lines quoted), lines keeping their numbers:

- the Admonition plugin's fenced blocks, ```` ```ad-warning ```` … ```` ``` ````, whose first
  lines may set ``title:``, ``collapse:``, ``icon:``, ``color:``; read as code, their words
  were lost;
- the containers of Docusaurus, VitePress and Pandoc, ``:::tip Conseil`` /
  ``:::warning[Attention]`` / ``::: details Voir`` / ``::: {.callout-note title="…"}`` … ``:::``
  (more colons for a box around boxes); a Pandoc div of another class (``::: {.columns}``)
  only lays out: its fences go, its text stays;
- an MDX tab, ``<TabItem value="c" label="C">`` … ``</TabItem>``: a box titled by its label,
  so that « C » still says which language the text under it is about.

Fenced code is left alone (a ``:::`` inside a code sample is code).
"""

from __future__ import annotations

import re

__all__ = ["render_containers"]

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_AD_OPEN = re.compile(r"^(\s*)(`{3,}|~{3,})[ \t]*ad-([\w-]+)[ \t]*$")
_AD_OPTION = re.compile(r"^\s*(title|collapse|icon|color)\s*:\s*(.*?)\s*$", re.IGNORECASE)
# « :::tip Conseil », « :::warning[Attention] », « ::: details Voir », « ::: {.callout-note} »
_COLON_OPEN = re.compile(
    r"^(\s*)(:{3,})[ \t]*(?:([A-Za-z][\w-]*)[ \t]*)?(?:\[([^\]]*)\]|(\{[^}]*\}))?[ \t]*(.*?)[ \t]*$"
)
_COLON_CLOSE = re.compile(r"^\s*(:{3,})\s*$")
_PANDOC_CALLOUT = re.compile(r"\.callout-([\w-]+)")
_PANDOC_TITLE = re.compile(r"""title\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_TAB_OPEN = re.compile(r"^(\s*)<TabItem\b([^<>]*)>\s*$")
_TAB_CLOSE = re.compile(r"^\s*</TabItem>\s*$")
_TAB_LABEL = re.compile(r"""\b(label|value)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})""")


def render_containers(body: str) -> str:
    """``body`` with Admonition blocks, ``:::`` containers and MDX tabs as callouts."""
    if "ad-" not in body and ":::" not in body and "<TabItem" not in body:
        return body  # the cheap test: most notes hold none
    return "\n".join(_blocks(body.split("\n")))


def _blocks(lines: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if m := _AD_OPEN.match(line):
            end = _fence_end(lines, i + 1, m.group(2))
            out.extend(_admonition(m.group(1), m.group(3), lines[i + 1 : end]))
            if end < len(lines):
                out.append("")  # the closing fence: the box ends
            i = end + 1
        elif m := _FENCE.match(line):
            end = _fence_end(lines, i + 1, m.group(1))
            out.extend(lines[i : end + 1])
            i = end + 1
        elif (m := _COLON_OPEN.match(line)) and (m.group(3) or m.group(5)):
            end = _colon_end(lines, i + 1, len(m.group(2)))
            inner = _blocks(lines[i + 1 : end])
            out.extend(_container(m, inner))
            if end < len(lines):
                out.append("")
            i = end + 1
        elif (m := _TAB_OPEN.match(line)) and (close := _tab_end(lines, i + 1)) is not None:
            out.append(f"{m.group(1)}> [!tab] {_tab_label(m.group(2))}".rstrip())
            out.extend(f"{m.group(1)}> {x}".rstrip() for x in _dedent(_blocks(lines[i + 1 : close])))
            out.append("")
            i = close + 1
        else:
            out.append(line)
            i += 1
    return out


def _tab_label(attributes: str) -> str:
    """What a tab shows: its ``label``, else its ``value``."""
    found = {
        t.group(1): next(g for g in t.groups()[1:] if g is not None) for t in _TAB_LABEL.finditer(attributes)
    }
    return (found.get("label") or found.get("value") or "").strip()


def _admonition(indent: str, kind: str, body: list[str]) -> list[str]:
    title = ""
    options = 0
    for line in body:
        option = _AD_OPTION.match(line)
        if option is None:
            break
        if option.group(1).casefold() == "title":
            title = option.group(2)
        options += 1
    # option lines become empty quote lines, so that the body keeps its line numbers
    inner = [""] * options + _blocks(body[options:])
    return [f"{indent}> [!{kind.casefold()}] {title}".rstrip(), *_quote(indent, inner)]


def _container(m: re.Match[str], inner: list[str]) -> list[str]:
    indent, kind, bracket, attrs, rest = m.group(1), m.group(3), m.group(4), m.group(5), m.group(6)
    title = (bracket if bracket is not None else rest).strip()
    if attrs is not None:  # Pandoc: « ::: {.callout-note title="À savoir"} »
        callout = _PANDOC_CALLOUT.search(attrs)
        if callout is None:
            return ["", *inner]  # a layout div: its text, not a box
        kind = callout.group(1)
        named = _PANDOC_TITLE.search(attrs)
        title = next((g for g in named.groups() if g is not None), "") if named else title
    return [f"{indent}> [!{kind.casefold()}] {title}".rstrip(), *_quote(indent, inner)]


def _quote(indent: str, lines: list[str]) -> list[str]:
    """``lines`` quoted at ``indent``, keeping their indentation beyond it (a nested list)."""
    return [f"{indent}> {x[len(indent) :] if x.startswith(indent) else x.lstrip()}".rstrip() for x in lines]


def _dedent(lines: list[str]) -> list[str]:
    """A tab's lines, indented under their tag in MDX, moved left by their common indent: four
    spaces would make them code."""
    widths = [len(x) - len(x.lstrip()) for x in lines if x.strip()]
    cut = min(widths, default=0)
    return [x[cut:] for x in lines]


def _fence_end(lines: list[str], start: int, fence: str) -> int:
    """The index of the line closing a code fence opened by ``fence`` (or the end)."""
    for j in range(start, len(lines)):
        stripped = lines[j].strip()
        if stripped.startswith(fence[0] * len(fence)) and not stripped.strip(fence[0]):
            return j
    return len(lines)


def _colon_end(lines: list[str], start: int, colons: int) -> int:
    """The index of the ``:::`` line closing a container of ``colons`` colons: containers
    opened inside it close first, and code fences hide what they hold."""
    depth = 0
    j = start
    while j < len(lines):
        line = lines[j]
        if fence := _FENCE.match(line):
            j = _fence_end(lines, j + 1, fence.group(1)) + 1
            continue
        close = _COLON_CLOSE.match(line)
        if close is not None:
            if depth == 0 and len(close.group(1)) >= colons:
                return j
            depth = max(depth - 1, 0)
        elif (m := _COLON_OPEN.match(line)) and (m.group(3) or m.group(5)):
            depth += 1
        j += 1
    return len(lines)


def _tab_end(lines: list[str], start: int) -> int | None:
    for j in range(start, len(lines)):
        if _TAB_CLOSE.match(lines[j]):
            return j
        if _TAB_OPEN.match(lines[j]):
            return None  # tabs inside tabs: left to the MDX reader
    return None
