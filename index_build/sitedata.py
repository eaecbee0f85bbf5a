"""The values a static site fills into its pages, read from the site's own data files.

A Jekyll or Eleventy site's source opened as a vault writes its contact details once, in the
site's settings, and each page prints them with an output tag: « Appelez le cabinet au
{{ site.phone }} ». The visitor reads the number; a note cut of the tag would read « Appelez le
cabinet au », the one fact asked gone. The values come from

- Jekyll's ``_config.yml`` at the vault's root: ``site.<key>`` (« {{ site.email }} »,
  « {{ site.author.name }} »), and its ``_data/<name>.yml``: ``site.data.<name>.<key>``;
- Eleventy's global data files, ``_data/<name>.json`` (or ``.yml``): ``<name>.<key>``
  (« {{ site.email }} » from ``_data/site.json``, « {{ metadata.author.email }} »).

Only text and numbers, two levels deep at most: a list (a navigation, a loop's items) is no
value a sentence prints. Nothing is read from a file that is not there, and a file that does not
parse gives nothing (the tag is then cut, as before).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

__all__ = ["read_site_values"]

_DATA_SUFFIXES = (".json", ".yml", ".yaml")
_MAX_DEPTH = 2
_MAX_FILE_BYTES = 256 * 1024  # a settings file, not a data dump


def read_site_values(root: Path) -> dict[str, str]:
    """The outputs the site's data files fill in (``{"site.phone": "04 50 32 18 76"}``)."""
    values: dict[str, str] = {}
    config = _load(root / "_config.yml")
    if isinstance(config, dict):
        _flatten("site", config, values, 1)
    data = root / "_data"
    if data.is_dir():
        for path in sorted(data.iterdir()):
            if path.suffix.lower() not in _DATA_SUFFIXES or not path.is_file():
                continue
            loaded = _load(path)
            if not isinstance(loaded, dict):
                continue
            _flatten(path.stem, loaded, values, 1)  # Eleventy's global data
            if isinstance(config, dict):
                _flatten(f"site.data.{path.stem}", loaded, values, 1)  # Jekyll's
    return values


def _load(path: Path) -> Any:
    try:
        if not path.is_file() or path.stat().st_size > _MAX_FILE_BYTES:
            return None
        text = path.read_text(encoding="utf-8-sig")
        return json.loads(text) if path.suffix.lower() == ".json" else yaml.safe_load(text)
    except (OSError, UnicodeDecodeError, ValueError, yaml.YAMLError):
        return None


def _flatten(prefix: str, mapping: dict[Any, Any], values: dict[str, str], depth: int) -> None:
    for key, value in mapping.items():
        if not isinstance(key, str):
            continue
        name = f"{prefix}.{key}"
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, (str, int, float)):
            text = str(value).strip()
            if text and "\n" not in text:
                values[name] = text
        elif isinstance(value, dict) and depth < _MAX_DEPTH:
            _flatten(name, value, values, depth + 1)
