"""Read the owner's settings file (``grasbot.toml``) into what ``serverless.yml`` puts in the template.

    python infra/deploy/owner_settings.py --settings grasbot.toml --out SERVICE/grasbot-settings.json
    python infra/deploy/owner_settings.py --settings grasbot.toml --field reserved_concurrency

The JSON holds ``environment`` (the ``GRASBOT_*`` variables both functions get, under the names
that ``functions/settings.py`` reads), the CORS origins as a list (the function URLs' own CORS)
and the cost guard's numbers. Every key of the file is checked here, so a typo stops the package
in one line instead of deploying a default.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
from pathlib import Path
from typing import Any

# section -> key -> (type, required). Unknown sections or keys are refused, naming the allowed ones.
SCHEMA: dict[str, dict[str, tuple[type, bool]]] = {
    "site": {
        "owner_name": (str, True),
        "origins": (list, True),
        "demo_page": (bool, False),
        "paths": (dict, False),
        "url_patterns": (dict, False),
    },
    "node": {"model": (str, False), "keep_alive": (str, False)},
    "cost_guard": {
        "reserved_concurrency": (int, False),
        "max_invocations_per_5_min": (int, False),
        "alert_email": (str, False),
        "monthly_budget_usd": (int, False),
    },
}
DEFAULTS: dict[str, Any] = {
    "demo_page": False,  # production: the site embeds widget.js; / would be a second, unstyled site
    "model": "qwen3:8b",
    "keep_alive": "30m",
    "reserved_concurrency": 5,
    "max_invocations_per_5_min": 300,
    "alert_email": "",
    "monthly_budget_usd": 10,
}
_ORIGIN = re.compile(r"^https?://[^/*\s]+$")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_KEEP_ALIVE = re.compile(r"^(-1|0|\d+(\.\d+)?[smh]?)$")


class OwnerSettingsError(ValueError):
    """The settings file cannot be used; the message names the file and the key."""


def _check_types(data: dict[str, Any], where: str) -> None:
    for section, values in data.items():
        if section not in SCHEMA:
            raise OwnerSettingsError(f"{where}: unknown section [{section}]; allowed: {', '.join(SCHEMA)}")
        for key, value in values.items():
            if key not in SCHEMA[section]:
                allowed = ", ".join(SCHEMA[section])
                raise OwnerSettingsError(f"{where}: unknown key {section}.{key}; allowed: {allowed}")
            want = SCHEMA[section][key][0]
            # bool is an int in Python: `reserved_concurrency = true` must not pass as 1
            if not isinstance(value, want) or (want is int and isinstance(value, bool)):
                got = type(value).__name__
                raise OwnerSettingsError(f"{where}: {section}.{key} must be {want.__name__}, got {got}")
    for section, keys in SCHEMA.items():
        for key, (_, required) in keys.items():
            if required and key not in data.get(section, {}):
                raise OwnerSettingsError(f"{where}: {section}.{key} is required")


def _pairs(table: dict[str, Any], name: str, where: str) -> str:
    """``{a = "/x"}`` as ``a=/x,…``: the format functions/ parses (no comma or '=' in values);
    ``""`` is a page the site does not have (functions.site_pages)."""
    for key, value in table.items():
        if not isinstance(value, str) or (value and not value.startswith("/")) or "," in value or "," in key:
            raise OwnerSettingsError(
                f'{where}: site.{name}.{key} must be a path starting with / (or "" for none), got {value!r}'
            )
    return ",".join(f"{key}={value}" for key, value in table.items())


def resolve(data: dict[str, Any], where: str = "grasbot.toml") -> dict[str, Any]:
    """The settings as ``{"environment": {...}, "cors_origins": [...], <cost guard keys>}``."""
    _check_types(data, where)
    site, node, guard = data["site"], data.get("node", {}), data.get("cost_guard", {})
    flat = DEFAULTS | node | guard

    owner = site["owner_name"].strip()
    if not owner:
        raise OwnerSettingsError(f"{where}: site.owner_name is empty")
    origins = [str(o).strip().rstrip("/") for o in site["origins"]]
    bad = [o for o in origins if not _ORIGIN.match(o)]
    if not origins or bad:
        raise OwnerSettingsError(
            f"{where}: site.origins: expected https://host origins, got {bad or origins}"
        )
    patterns = site.get("url_patterns", {})
    for type_, pattern in patterns.items():
        if not isinstance(pattern, str) or "," in pattern or pattern.replace("{slug}", "").count("{"):
            raise OwnerSettingsError(
                f"{where}: site.url_patterns.{type_} may only use the {{slug}} placeholder, got {pattern!r}"
            )
    if not _KEEP_ALIVE.match(flat["keep_alive"]):
        raise OwnerSettingsError(
            f"{where}: node.keep_alive must be like '30m', '-1' or '0', got {flat['keep_alive']!r}"
        )
    if not 1 <= flat["reserved_concurrency"] <= 100:
        raise OwnerSettingsError(f"{where}: cost_guard.reserved_concurrency must be between 1 and 100")
    if flat["max_invocations_per_5_min"] < 1 or flat["monthly_budget_usd"] < 1:
        raise OwnerSettingsError(f"{where}: cost_guard thresholds must be positive")
    if flat["alert_email"] and not _EMAIL.match(flat["alert_email"]):
        raise OwnerSettingsError(
            f"{where}: cost_guard.alert_email is not an address: {flat['alert_email']!r}"
        )

    environment = {
        "GRASBOT_OWNER_NAME": owner,
        "GRASBOT_CORS_ORIGINS": ",".join(origins),
        "GRASBOT_DEMO_PAGE": "1" if site.get("demo_page", DEFAULTS["demo_page"]) else "0",
        "GRASBOT_SITE_PATHS": _pairs(site.get("paths", {}), "paths", where),
        "GRASBOT_URL_PATTERNS": ",".join(f"{k}={v}" for k, v in patterns.items()),
        "GRASBOT_NODE_MODEL": flat["model"],
        "GRASBOT_NODE_KEEP_ALIVE": flat["keep_alive"],
    }
    return {
        "environment": environment,
        "cors_origins": origins,
        "reserved_concurrency": flat["reserved_concurrency"],
        "max_invocations_per_5_min": flat["max_invocations_per_5_min"],
        "alert_email": flat["alert_email"],
        "monthly_budget_usd": flat["monthly_budget_usd"],
    }


def read_settings(path: Path) -> dict[str, Any]:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise OwnerSettingsError(f"{path}: {exc}") from None
    return resolve(data, str(path))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="owner_settings.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--settings", type=Path, default=Path("grasbot.toml"))
    p.add_argument("--out", type=Path, help="write the resolved settings (JSON) here")
    p.add_argument("--field", help="print one resolved value (e.g. reserved_concurrency)")
    args = p.parse_args(argv)
    try:
        settings = read_settings(args.settings)
    except (OSError, OwnerSettingsError) as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    if args.out is not None:
        args.out.write_text(json.dumps(settings, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if args.field is not None:
        if args.field not in settings or args.field == "environment":
            print(
                f"Error: --field: one of {', '.join(k for k in settings if k != 'environment')}",
                file=sys.stderr,
            )
            return 2
        print(settings[args.field])
    return 0


if __name__ == "__main__":
    sys.exit(main())
