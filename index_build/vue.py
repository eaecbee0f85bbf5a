"""Vue in a VitePress page: what the built page shows in place of its code.

VitePress reads each Markdown page as a Vue template. Its source then holds code a visitor never
sees and values they do:

- ``<script setup>`` / ``<script>`` / ``<style>`` blocks are code: never shown;
- ``{{ $frontmatter.title }}`` prints the page's front matter value (« Tarifs de l'atelier »);
- ``{{ 7 * 2 }}`` prints 14: whole-number arithmetic is worked out;
- ``import tarifs from './tarifs.json'`` in the script names a data file of the vault:
  ``{{ tarifs.miseAJour }}`` prints its value (« 1er février 2024 »), and a component bound to it,
  ``<PrixTable :lignes="tarifs.lignes" />``, shows its rows (each price a line: « prestation :
  Diagnostic ; prix : 35 »), as the site's table does;
- any other interpolation (``{{ posts.length }}``, ``{{ new Date().getFullYear() }}``) is
  worked out in the browser from what the notes do not hold: it shows nothing here;
- an emoji shortcode (``:wrench:``) is a picture, no word: nothing.

Read only in a VitePress source (a ``.vitepress/`` folder in the vault): ``{{ … }}`` means other
things elsewhere (Liquid's outputs, index_build.liquid; Ulysses' annotations, index_build.writer).
"""

from __future__ import annotations

import ast
import json
import operator
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

__all__ = ["render_vue"]

_CODE_BLOCK = re.compile(r"<(script|style)\b[^>]*>.*?</\1\s*>\n?", re.DOTALL | re.IGNORECASE)
_IMPORT = re.compile(r"""\bimport\s+(\w+)\s+from\s+['"]([^'"]+\.json)['"]""")
_INTERPOLATION = re.compile(r"\{\{\s*(.*?)\s*\}\}")
# a component (a capitalised tag) with its bound attributes: « <PrixTable :lignes="tarifs.lignes" /> »
_COMPONENT = re.compile(r"<([A-Z][\w-]*)\b([^<>]*?)/?>")
_BOUND = re.compile(r"""(?::|v-bind:)[\w-]+\s*=\s*["']([\w.$]+)["']""")
_PATH = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")
_EMOJI = re.compile(r"(?<![\w:]):[a-z][a-z0-9_+-]*:(?![\w:])")
_ARITHMETIC: dict[type[ast.operator], Callable[[int, int], int]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
}
MAX_ROWS = 60  # rows a bound list shows (a data file is a page's table, not a database)


def render_vue(
    body: str, folder: Path, root: Path, meta: Mapping[str, Any], hidden: Callable[[str], bool]
) -> str:
    """``body`` (a page in ``folder`` of the VitePress source ``root``, with front matter
    ``meta``) as its built page shows it. ``hidden``: a data file the owner keeps off (its
    ``/``-separated path from the root) gives nothing."""
    if ":" in body:
        body = _EMOJI.sub("", body)
    if "{{" not in body and "<" not in body:  # (no code, no component, no interpolation)
        return body
    data: dict[str, Any] = {}
    for block in _CODE_BLOCK.finditer(body):
        for name, target in _IMPORT.findall(block.group(0)):
            value = _read_json(folder / target, root, hidden)
            if value is not None:
                data[name] = value
    body = _CODE_BLOCK.sub("", body)
    scope: dict[str, Any] = {"$frontmatter": dict(meta), **data}

    def component(m: re.Match[str]) -> str:
        shown = [_shown(_lookup(scope, path)) for path in _BOUND.findall(m.group(2))]
        return "\n".join(text for text in shown if text) or m.group(0)

    if data:
        body = _COMPONENT.sub(component, body)
    return _INTERPOLATION.sub(lambda m: _interpolated(m.group(1), scope), body)


def _read_json(path: Path, root: Path, hidden: Callable[[str], bool]) -> Any:
    try:
        path = path.resolve()
        rel = path.relative_to(root.resolve()).as_posix()
        if hidden(rel) or not path.is_file():
            return None
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None  # outside the vault, unreadable, not JSON: the page shows nothing of it


def _lookup(scope: Mapping[str, Any], path: str) -> Any:
    value: Any = scope
    for part in path.split("."):
        if not isinstance(value, Mapping) or part not in value:
            return None
        value = value[part]
    return value


def _interpolated(expression: str, scope: Mapping[str, Any]) -> str:
    if _PATH.fullmatch(expression):
        value = _lookup(scope, expression)
        return _scalar(value) if value is not None else ""
    number = _worked_out(expression)
    return str(number) if number is not None else ""


def _worked_out(expression: str) -> int | None:
    """A whole-number sum, difference or product (« 7 * 2 »), or None."""
    try:
        tree = ast.parse(expression, mode="eval").body
    except SyntaxError:
        return None

    def value(node: ast.AST) -> int | None:
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return int(node.value)
        if isinstance(node, ast.BinOp) and type(node.op) in _ARITHMETIC:
            left, right = value(node.left), value(node.right)
            if left is None or right is None or abs(left) > 10**9 or abs(right) > 10**9:
                return None
            return _ARITHMETIC[type(node.op)](left, right)
        return None

    return value(tree)


def _scalar(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, (str, int, float)):
        return str(value)
    return ""


def _shown(value: Any) -> str:
    """A bound value as the component shows it: a list as its items, one a line (an object's
    fields as « key : value », joined by « ; »); a scalar as itself."""
    if isinstance(value, list):
        lines = []
        for item in value[:MAX_ROWS]:
            if isinstance(item, Mapping):
                fields = [f"{k} : {_scalar(v)}" for k, v in item.items() if _scalar(v)]
                if fields:
                    lines.append("- " + " ; ".join(fields))
            elif _scalar(item):
                lines.append(f"- {_scalar(item)}")
        return "\n".join(lines)
    return _scalar(value)
