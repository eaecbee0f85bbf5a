"""MDX in a note's body, as the site would show it: the component's words, or nothing.

A content folder of an Astro, Next.js or Docusaurus site writes its pages in MDX: Markdown with
module lines (``import Figure from '../components/Figure.astro'``) and components
(``<Figure src="/img/ci.png" caption="Quand la CI vous dit non." />``, ``<Aside type="tip">…
</Aside>``). None of that syntax is a visitor's to read, and quoted in an answer it reads as
code. A module line goes; a component keeps what it shows as text (its ``caption``, ``title``
or ``alt``, the first given), a pair of tags the text between them. Only capitalised tags are
components: a lower-case one (``<br>``, ``<kbd>``) is HTML, left to the passage reader. A
JSX comment (``{/* … */}``) goes. (Tabs, ``<TabItem label="C">``, are boxes: index_build.containers.)
"""

from __future__ import annotations

import re

__all__ = ["render_mdx"]

# a module line of MDX: « import X from '…' », « import { A, B } from "…" », « import '…' »,
# « export const meta = … », « export default … »
_MODULE_LINE = re.compile(
    r"^[ \t]*(?:import\s+(?:[\w*{}\s,]+?\s+from\s+)?['\"][^'\"\n]+['\"];?"
    r"|export\s+(?:const|let|var|default|function)\b[^\n]*)[ \t]*$",
    re.MULTILINE,
)
# a component's tag: opening, closing or self-closing, its name capitalised (« <Figure … /> »,
# « <Aside type="tip"> », « </Aside> », « <Tabs.Item> »)
_COMPONENT = re.compile(r"<(/?)([A-Z][\w.]*)((?:\s+[^<>]*?)?)\s*(/?)>", re.DOTALL)
_ATTRIBUTE = re.compile(r"""(\w+)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})""")
_SHOWN = ("caption", "title", "alt")
_JSX_COMMENT = re.compile(r"\{/\*.*?\*/\}", re.DOTALL)


def _shown(attributes: str) -> str:
    """The words a component shows of its own: its caption, title or alt, the first given."""
    found = {
        m.group(1).lower(): next(g for g in m.groups()[1:] if g is not None)
        for m in _ATTRIBUTE.finditer(attributes)
    }
    return next((found[k].strip() for k in _SHOWN if found.get(k, "").strip()), "")


def render_mdx(body: str) -> str:
    """``body`` with its MDX module lines cut and its components written as text."""
    if "import " in body or "export " in body:
        body = _MODULE_LINE.sub("", body)
    if "{/*" in body:  # a JSX comment, « {/* à revoir */} »: the writer's, never shown
        body = _JSX_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), body)
    if "<" not in body:
        return body

    def replace(m: re.Match[str]) -> str:
        # (a tag written over several lines leaves them: the lines after keep their numbers)
        text = _shown(m.group(3)) if m.group(4) else ""  # a pair's text stays between its tags
        return text + "\n" * m.group(0).count("\n")

    return _COMPONENT.sub(replace, body)
