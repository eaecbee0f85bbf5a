"""``grasbot serve``: the function's app under uvicorn, on 127.0.0.1 by default.

With no node configured every answer is offline (from the notes). If the bundle does not exist
yet and the example vault is at hand, it is built first, so the README's demo is one command.
uvicorn's proxy headers are off: ``X-Forwarded-For`` is read only behind ``--trusted-proxies N``
(``GRASBOT_TRUSTED_PROXIES``), by the app itself (:mod:`functions.context`), since any client can
write it and the quotas are keyed by the visitor's address.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from grasbot.cli.main import DEFAULT_BUNDLE, EXAMPLE_VAULT, CLIError

_REPO_ROOT = Path(__file__).resolve().parents[2]


def _example_vault() -> Path | None:
    for candidate in (Path(EXAMPLE_VAULT), _REPO_ROOT / EXAMPLE_VAULT):
        if candidate.is_dir():
            return candidate
    return None


def ensure_bundle(path: Path) -> Path:
    """``path`` if it exists, else the example vault built into it; a CLIError otherwise."""
    if path.exists():
        return path
    vault = _example_vault()
    if vault is None:
        raise CLIError(f"{path}: no bundle here; build one with `grasbot build VAULT -o {path}`")
    from index_build.build import build_bundle

    result = build_bundle(vault)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(result.data)
    print(f"built {path} from {vault} ({len(result.data) // 1024} KiB)", file=sys.stderr)
    return path


def run_serve(args: argparse.Namespace) -> int:
    from functions.settings import SettingsError, get
    from grasbot.bundle import BundleError

    env = dict(os.environ)
    bundle = Path(args.bundle or get(env, "BUNDLE_PATH") or DEFAULT_BUNDLE)
    env["GRASBOT_BUNDLE_PATH"] = str(ensure_bundle(bundle))
    if args.trusted_proxies is not None:
        env["GRASBOT_TRUSTED_PROXIES"] = str(args.trusted_proxies)
    try:
        from functions.app import create_app

        app = create_app(env)
    except (BundleError, SettingsError) as exc:
        raise CLIError(str(exc)) from exc
    import uvicorn

    state = app.state.grasbot
    mode = "offline (no node configured)" if state.node.state().status == "unconfigured" else "llm"
    print(
        f"GrasBot on http://{args.host}:{args.port}/ — {len(state.bundle)} notes, mode {mode}; "
        "Ctrl-C to stop",
        file=sys.stderr,
    )
    uvicorn.run(
        app, host=args.host, port=args.port, log_level="warning", access_log=False, proxy_headers=False
    )
    return 0
