"""Hugo's shortcodes in a note's body, as the site would show them: text, or nothing.

A Hugo site's ``content/`` folder kept as a vault writes its links and media as shortcodes:
``[parcelle]({{< ref "projects/parcelle/index.md" >}})``, ``{{< figure src="x.jpg"
caption="Au sommet du Pic Saint-Loup" >}}``, ``{{< youtube abc123 >}}``, and paired ones around
text (``{{< highlight go >}} … {{< /highlight >}}``, ``{{% notice info %}} … {{% /notice %}}``).
None of that syntax is a visitor's to read. A ``ref`` or ``relref`` becomes the page's path as a
Markdown link to a ``.md`` file (a page bundle's ``projects/parcelle/index.md`` named by its
folder, as the build names the page), which the build then reads as a link to that note; a
figure keeps its caption (the owner's words about the picture); every other shortcode tag is
cut, the text between a pair kept.

A Zola site writes them otherwise, read the same way: ``{{ gallery(dir="x") }}`` (cut, or its
caption), ``{% note(kind="info") %} … {% end %}`` (the text between kept), and its internal links
``[formule](@/mariages/formule-journee.md)`` (the page's path, as for Hugo's ``ref``).
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

__all__ = ["render_shortcodes"]

# {{< name args >}} and {{% name args %}}, opening, closing (« /name ») or self-closing (« />}} »)
_SHORTCODE = re.compile(r"\{\{([<%])\s*(/?)\s*([\w./-]+)((?:[^{}]|\{[^{}]*\})*?)/?\s*[>%]\}\}")
_ARGUMENT = re.compile(r"""(?:(\w+)\s*=\s*)?(?:"((?:[^"\\]|\\.)*)"|`([^`]*)`|([^\s"`]+))""")
_PAGE_FILES = frozenset({"index", "_index"})
# Zola: {{ name(args) }}, {% name(args) %} opening a body, {% end %} closing it
_ZOLA = re.compile(r"\{\{\s*([A-Za-z_]\w*)\(([^{}]*?)\)\s*\}\}|\{%\s*(?:end|[A-Za-z_]\w*\([^{}]*?\))\s*%\}")
_ZOLA_LINK = re.compile(r"\]\(@/([^)\s]+)\)")
_LINKS = frozenset({"ref", "relref"})
_SHOWN = ("caption", "title", "alt")  # a figure's words, the first one given


def _arguments(raw: str) -> tuple[list[str], dict[str, str]]:
    """A shortcode's positional and named arguments, unquoted."""
    positional: list[str] = []
    named: dict[str, str] = {}
    for m in _ARGUMENT.finditer(raw):
        value = next((g for g in m.groups()[1:] if g is not None), "")
        if m.group(1):
            named[m.group(1).lower()] = value
        else:
            positional.append(value)
    return positional, named


def _page_path(target: str) -> str:
    """A ``ref`` target as the path of the note it names: ``projects/parcelle/index.md`` →
    ``projects/parcelle.md``, ``posts/mon-billet`` → ``posts/mon-billet.md`` (an anchor cut)."""
    path = PurePosixPath(target.split("#", 1)[0].strip().strip("/") or ".")
    if path.suffix.lower() == ".md":
        path = path.with_suffix("")
    if path.name.lower() in _PAGE_FILES and path.parent.name:
        path = path.parent
    return f"{path.as_posix()}.md"


def render_shortcodes(body: str) -> str:
    """``body`` with its Hugo shortcodes written as text (see the module's docstring)."""
    if "(@/" in body:
        body = _ZOLA_LINK.sub(lambda m: f"]({_page_path(m.group(1))})", body)
    if "{{" in body or "{%" in body:
        body = _ZOLA.sub(_zola_text, body)
    if "{{<" not in body and "{{%" not in body:
        return body

    def replace(m: re.Match[str]) -> str:
        # (a shortcode written over several lines leaves them: the lines after keep their numbers)
        return _text(m) + "\n" * m.group(0).count("\n")

    return _SHORTCODE.sub(replace, body)


def _zola_text(m: re.Match[str]) -> str:
    """What a Zola site shows for a shortcode call: a figure's caption, else nothing (a body
    shortcode's tags go, its text stays between them)."""
    lines = "\n" * m.group(0).count("\n")
    if m.group(1) is None:
        return lines
    _, named = _arguments(m.group(2))
    return next((named[k] for k in _SHOWN if named.get(k)), "") + lines


def _text(m: re.Match[str]) -> str:
    """What the site shows for the shortcode ``m`` matched."""
    closing, name, raw = m.group(2), m.group(3).lower(), m.group(4)
    if closing:
        return ""
    positional, named = _arguments(raw)
    if name in _LINKS:
        target = named.get("path") or (positional[0] if positional else "")
        return _page_path(target).replace(" ", "%20") if target else ""
    if name == "figure":
        return next((named[k] for k in _SHOWN if named.get(k)), "")
    return ""  # a video, a tweet, a gist, a pair's opening tag: the widget is not text
