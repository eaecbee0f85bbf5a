"""Liquid tags in a note's body (Jekyll's, GitBook's), read as the site shows them.

A Jekyll site's source opened as a vault writes its figures, links and boxes in Liquid and
kramdown; a GitBook space synced to Git writes its boxes as Liquid blocks:

- ``{% include figure image_path="…" caption="Au bord de l'eau" %}``: the figure's caption (the
  owner's words), else nothing (a gallery, a video: not text);
- ``{% post_url 2025-06-14-mariage %}`` and ``{% link _pages/faq.md %}``: the page's path, so
  that a Markdown link around it is a link to that note;
- ``{{ site.phone }}`` where the site's data files hold it (``index_build.sitedata``): the value
  the visitor reads; ``{{ site.baseurl }}``, ``{{ page.title }}`` and every other output: a value
  the site fills in, not the owner's words; ``{% if %}``, ``{% for %}``, ``{% assign %}``…: the
  tags go, any text between stays (Eleventy's Nunjucks writes the same tags);
- ``{% comment %}`` … ``{% endcomment %}`` and Nunjucks' ``{# … #}``: hidden, as an HTML comment
  is (not a heading's ``{#id}``, which has no space inside);
  ``{% raw %}`` … ``{% endraw %}``: its text shown as written;
  ``{% highlight python %}`` … ``{% endhighlight %}``: a code block, as a fence is;
- kramdown's attribute lists, ``{: .notice--info}`` under a paragraph, ``{:toc}`` under the
  « * TOC » line it replaces, and its ``{::comment}`` … ``{:/comment}`` extension;
- GitBook's ``{% hint style="warning" %}`` … ``{% endhint %}`` and ``{% tab title="Été" %}`` …
  ``{% endtab %}``: boxes, rewritten as the Obsidian callouts they are (« > [!warning] »), so
  that a tab's title introduces its text; ``{% embed %}``, ``{% file %}``: widgets, not text
  (a caption written between ``{% file %}`` and ``{% endfile %}`` stays); a
  ``{% content-ref url="x.md" %}`` card: a link to that page.

Fenced code is left alone (a post about Jekyll shows Liquid as code). Lines keep their numbers.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import PurePosixPath

__all__ = ["render_liquid"]

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_TAG = re.compile(r"\{%-?\s*([A-Za-z_][\w-]*)((?:[^%]|%(?!\}))*?)-?%\}")
# an output Jekyll fills in: one of its objects (« {{ site.baseurl }} », « {{ page.title }} ») or
# a value through a filter (« {{ "/contact/" | relative_url }} »); a template's « {{title}} » or
# « {{date:YYYY-MM-DD}} » is no Liquid, and a note about Jinja may write « {{ user.name }} »
_OUTPUT = re.compile(
    r"\{\{-?\s*(?:(?:site|page|include|post|paginator|layout|jekyll|forloop|author)\b[^{}]*?"
    r"|[^{}|]*\|[^{}]*?)-?\}\}"
)
# an output naming one value (« {{ site.phone }} », « {{- metadata.author.email -}} »)
_VALUE = re.compile(r"\{\{-?\s*([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+)\s*-?\}\}")
# Nunjucks' comment (« {# Ne pas afficher #} »), over lines too
_NUNJUCKS_COMMENT = re.compile(r"\{#-?\s.*?\s-?#\}", re.DOTALL)
_LOOP = re.compile(r"\{%-?\s*for\s+([A-Za-z_]\w*)(?:\s*,\s*([A-Za-z_]\w*))?\s+in\b")
_FENCED = re.compile(r"^[ \t]*(`{3,}|~{3,}).*?^[ \t]*\1", re.DOTALL | re.MULTILINE)
_CODE_SPAN = re.compile(r"`[^`\n]+`")
_ARGUMENT = re.compile(r"""([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))""")
# kramdown: « {: .notice--info} », « {:toc} », « {::comment} », « {:/comment} », « {::options … /} »
_KRAMDOWN = re.compile(r"\{:{1,2}/?[^{}\n]*\}")
_KRAMDOWN_COMMENT = re.compile(r"\{::comment\}.*?\{:/comment\}|\{::comment\}.*\Z", re.DOTALL)
_TOC_ITEM = re.compile(r"^\s*(?:[*+-]|1\.)\s+(?:toc|table des matières)\s*$", re.IGNORECASE)
_KRAMDOWN_TOC = re.compile(r"^\s*\{:\s*\.?toc\b[^{}]*\}\s*$")
# a link whose target was only a value the site fills in (« [Réserver]({{ "/contact/" | relative_url }}) »)
_EMPTY_LINK = re.compile(r"\[([^\]]*)\]\(\)")
_SHOWN = ("caption", "title", "alt")
_BOXES = {"hint": "style", "tab": "title"}
_ENDS = {"endhint", "endtab"}
_HIGHLIGHTED = "{% highlight %}"  # the fence a ``{% highlight %}`` block is in


def render_liquid(body: str, values: Mapping[str, str] | None = None) -> str:
    """``body`` with its Liquid tags and kramdown marks as the site shows them (see above);
    ``values``: the outputs the site's data files fill in."""
    if "{:" in body:
        body = _KRAMDOWN_COMMENT.sub(_blank, body)
    if "{#" in body and "#}" in body:
        body = _outside_fences(body, lambda text: _NUNJUCKS_COMMENT.sub(_blank, text))
    if "{%" not in body and "{{" not in body and "{:" not in body:
        return body
    if values and "{{" in body:
        body = _outside_fences(
            body, lambda text: _VALUE.sub(lambda m: values.get(m.group(1), m.group(0)), text), spans=True
        )
    looped = {name for pair in _LOOP.findall(body) for name in pair if name} if "{%" in body else set()
    if looped and "{{" in body:
        # a loop's item printed (« {% for projet in collections.projets %} … {{ projet.url }} »):
        # a value each built page fills in, as a site's object is
        item = re.compile(r"\{\{-?\s*(?:" + "|".join(sorted(map(re.escape, looped))) + r")\b[^{}]*?-?\}\}")
        body = _outside_fences(body, lambda text: item.sub("", text), spans=True)
    return "\n".join(_lines(body.split("\n")))


def _blank(m: re.Match[str]) -> str:
    return "\n" * m.group(0).count("\n")  # lines keep their numbers


def _outside_fences(body: str, change: Callable[[str], str], spans: bool = False) -> str:
    """``body`` with ``change`` made to its text outside fenced code (a post about templates
    shows them as written), and outside inline code too when ``spans``."""
    if spans and "`" in body:
        change = partial(_between, kept=_CODE_SPAN, change=change)
    if "```" not in body and "~~~" not in body:
        return change(body)
    return _between(body, _FENCED, change)


def _between(text: str, kept: re.Pattern[str], change: Callable[[str], str]) -> str:
    """``text`` with ``change`` made to what lies between the matches of ``kept``."""
    out: list[str] = []
    at = 0
    for m in kept.finditer(text):
        out += [change(text[at : m.start()]), m.group(0)]
        at = m.end()
    out.append(change(text[at:]))
    return "".join(out)


def _lines(lines: list[str]) -> list[str]:
    out: list[str] = []
    boxes: list[str] = []  # the quote prefixes of the boxes open around this line
    hidden = raw = False
    ref = False  # inside a content-ref card
    fence = ""
    for line in lines:
        if fence or raw:
            if fence == _HIGHLIGHTED:
                close = _TAG.fullmatch(line.strip())
                if close is not None and close.group(1).lower() == "endhighlight":
                    fence = ""
                    line = "```"
            elif fence and line.strip().startswith(fence) and not line.strip().strip(fence[0]):
                fence = ""
            elif raw and "endraw" in line and (m := _TAG.search(line)) and m.group(1) == "endraw":
                raw = False
                line = line[: m.start()] + line[m.end() :]
            out.append(_quoted(boxes, line))
            continue
        if m := _FENCE.match(line):
            fence = m.group(1)
            out.append(_quoted(boxes, line))
            continue
        if _KRAMDOWN_TOC.match(line) and out and _TOC_ITEM.match(out[-1].lstrip("> ")):
            out[-1] = _quoted(boxes, "")  # « * TOC »: the list kramdown replaces
            out.append(_quoted(boxes, ""))
            continue
        alone = _TAG.fullmatch(line.strip())
        if alone is not None:
            name, args = alone.group(1).lower(), alone.group(2)
            if name in _BOXES:
                kind = _argument(args, _BOXES[name]) or ("info" if name == "hint" else "")
                prefix = "tab" if name == "tab" else kind.lower()
                title = kind if name == "tab" else ""
                out.append(_quoted(boxes, f"> [!{prefix}] {title}".rstrip()))
                boxes.append("> ")
                continue
            if name in _ENDS and boxes:
                boxes.pop()
                out.append(_quoted(boxes, ""))
                continue
            if name == "highlight":
                # a code block: its lines are code up to the closing tag, Liquid in them too
                out.append(_quoted(boxes, f"```{args.split()[0] if args.split() else ''}"))
                fence = _HIGHLIGHTED
                continue
            if name == "content-ref":
                ref = True
                target = _argument(args, "url")
                out.append(_quoted(boxes, f"[]({target})" if target else ""))
                continue
            if name == "endcontent-ref":
                ref = False
                out.append(_quoted(boxes, ""))
                continue
        if ref:
            out.append(_quoted(boxes, ""))  # the card's own link, written once above
            continue
        if hidden:
            if (m := _TAG.search(line)) and m.group(1) == "endcomment":
                hidden = False
                line = line[m.end() :]
            else:
                out.append(_quoted(boxes, ""))
                continue
        text, hidden, raw = _inline(line)
        out.append(_quoted(boxes, text))
    return out


def _inline(line: str) -> tuple[str, bool, bool]:
    """A line's tags and outputs as the site shows them; whether a comment or a raw block
    opens on it and goes on below. Inline code is shown as written."""
    code = _CODE_SPAN.search(line) if "`" in line else None
    if code is None:
        return _inline_text(line)
    head, hidden, raw = _inline_text(line[: code.start()])
    if hidden:
        return head, hidden, raw
    if raw:
        return head + line[code.start() :], hidden, raw
    tail, hidden, raw = _inline(line[code.end() :])
    return head + code.group(0) + tail, hidden, raw


def _inline_text(line: str) -> tuple[str, bool, bool]:
    hidden = raw = False
    parts: list[tuple[str, bool]] = []  # (text, shown as written: a raw block's)
    at = 0
    for m in _TAG.finditer(line) if "{%" in line else ():
        if m.start() < at:
            continue
        parts.append((line[at : m.start()], False))
        name = m.group(1).lower()
        if name in {"comment", "raw"}:
            close = re.search(r"\{%-?\s*end" + name + r"\s*-?%\}", line[m.end() :])
            if close is None:
                hidden, raw = name == "comment", name == "raw"
                if raw:
                    parts.append((line[m.end() :], True))
                at = len(line)
                break
            if name == "raw":
                parts.append((line[m.end() : m.end() + close.start()], True))
            at = m.end() + close.end()
            continue
        parts.append((_tag_text(name, m.group(2)), False))
        at = m.end()
    parts.append((line[at:], False))
    text = "".join(part if shown else _marks_cut(part) for part, shown in parts)
    return _EMPTY_LINK.sub(r"\1", text) if "]()" in text else text, hidden, raw


def _marks_cut(text: str) -> str:
    """``text`` without Liquid outputs and kramdown attribute lists."""
    if "{{" in text:
        text = _OUTPUT.sub("", text)
    if "{:" in text:
        text = _KRAMDOWN.sub("", text)
    return text


def _tag_text(name: str, args: str) -> str:
    """What the site shows for one tag."""
    if name == "include":
        named = _arguments(args)
        return next((named[k] for k in _SHOWN if named.get(k)), "")
    if name == "post_url":
        stem = args.strip().strip("\"'")
        return f"{stem}.md" if stem else ""
    if name == "link":
        path = args.strip().strip("\"'")
        return PurePosixPath(path).as_posix() if path else ""
    return ""


def _arguments(args: str) -> dict[str, str]:
    return {
        m.group(1).lower(): next((g for g in m.groups()[1:] if g is not None), "")
        for m in _ARGUMENT.finditer(args)
    }


def _argument(args: str, key: str) -> str:
    return _arguments(args).get(key, "").strip()


def _quoted(boxes: list[str], line: str) -> str:
    return ("".join(boxes) + line).rstrip() if boxes else line
