"""``grasbot-node on|off|status|gateway|check``: the owner's switch for the home GPU node.

Exit codes: 0 done, 1 a failure the owner can fix (Ollama absent, model not pulled, node not
answering), 2 bad usage. Results go to stdout (``--json`` for scripts), progress to stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from grasbot_node.errors import NodeError
from grasbot_node.settings import settings_from_env

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="grasbot-node", description="Switch the home GPU node on and off.")
    sub = p.add_subparsers(dest="command", required=True)
    on = sub.add_parser("on", help="start Ollama (or check it), warm the model, start gateway and tunnel")
    on.add_argument("--no-tunnel", action="store_true", help="do not start cloudflared (LAN tests)")
    off = sub.add_parser("off", help="drain the gateway, stop the tunnel, unload the model")
    off.add_argument("--stop-ollama", action="store_true", help="also stop Ollama if this switch started it")
    st = sub.add_parser("status", help="show each part, the loaded model and its VRAM")
    st.add_argument("--json", dest="json_", action="store_true")
    sub.add_parser("gateway", help="run the gateway in the foreground (what the systemd unit runs)")
    ck = sub.add_parser(
        "check", help="test the full path with the real secrets: signature, model, first token"
    )
    ck.add_argument("--url", default=None, help="the node's public URL (default: $GRASBOT_NODE_URL)")
    ck.add_argument("--json", dest="json_", action="store_true")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        settings = settings_from_env(os.environ)
        if args.command == "gateway":
            from grasbot_node.server import serve_gateway

            return serve_gateway(settings)
        if args.command == "check":
            from grasbot_node.check import run_check

            report = run_check(settings, args.url)
            _print(report.as_dict() if args.json_ else report.text(), args.json_)
            return 0 if report.ok else 1
        from grasbot_node.switch import Switch

        switch = Switch(settings)
        if args.command == "on":
            switch.on(tunnel=not args.no_tunnel)
            return 0
        if args.command == "off":
            switch.off(stop_ollama=args.stop_ollama)
            return 0
        status = switch.status()
        _print(status.as_dict() if args.json_ else status.text(), args.json_)
        return 0
    except NodeError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


def _print(result: object, as_json: bool) -> None:
    print(json.dumps(result, indent=2, ensure_ascii=False) if as_json else result)


if __name__ == "__main__":
    sys.exit(main())
