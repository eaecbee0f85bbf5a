"""Decide whether to deploy: compare the new package's hashes with the deployed ones.

    python infra/deploy/hash_check.py --manifest build/lambda/manifest.json --deployed deployed.json

The deployed record is the function's own environment: package.sh writes the bundle's content hash
and the code hash (every file of the zip but the bundle) into ``GRASBOT_DEPLOYED_BUNDLE_HASH`` and
``GRASBOT_DEPLOYED_CODE_HASH``, so CI reads them back with
``aws lambda get-function-configuration --function-name grasbot-<stage>-api --query Environment.Variables``
(``--deployed`` takes that JSON; a missing file or ``{}`` means nothing is deployed yet), and a
rollback restores them with the code.

Skips when the bundle is the deployed one and the code too (``--bundle-only``: the bundle alone).
Prints one JSON object ``{"deploy": bool, "reason": ...}``; with ``--github-output FILE`` also appends
``deploy=true|false`` and ``reason=...`` for the next workflow steps. Exit 0 either way, 2 on bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

BUNDLE_VAR = "GRASBOT_DEPLOYED_BUNDLE_HASH"
CODE_VAR = "GRASBOT_DEPLOYED_CODE_HASH"


def read_deployed(path: Path | None) -> dict[str, str]:
    """The deployed function's environment variables; ``{}`` when nothing is deployed."""
    if path is None or not path.is_file() or not path.read_text(encoding="utf-8").strip():
        return {}
    data: Any = json.loads(path.read_text(encoding="utf-8"))
    if data is None:  # the AWS CLI prints null for a function without environment
        return {}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a JSON object of environment variables")
    return {str(k): str(v) for k, v in data.items()}


def decide(manifest: dict[str, Any], deployed: dict[str, str], bundle_only: bool = False) -> dict[str, Any]:
    """``{"deploy", "reason", "bundle_hash", "deployed_bundle_hash"}`` for this package."""
    new_bundle, new_code = manifest["bundle_hash"], manifest["code_hash"]
    old_bundle, old_code = deployed.get(BUNDLE_VAR, ""), deployed.get(CODE_VAR, "")
    out = {"bundle_hash": new_bundle, "deployed_bundle_hash": old_bundle or None}
    if not old_bundle:
        return out | {"deploy": True, "reason": "nothing deployed yet (no deployed bundle hash)"}
    if new_bundle != old_bundle:
        return out | {"deploy": True, "reason": f"bundle changed: {old_bundle[:12]} -> {new_bundle[:12]}"}
    if bundle_only:
        return out | {"deploy": False, "reason": f"bundle {new_bundle[:12]} is already deployed"}
    if new_code != old_code:
        reason = f"same bundle, code changed: {old_code[:12]} -> {new_code[:12]}"
        return out | {"deploy": True, "reason": reason}
    return out | {"deploy": False, "reason": f"bundle {new_bundle[:12]} and code are already deployed"}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="hash_check.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--manifest", type=Path, required=True, help="manifest.json written by stage.py")
    p.add_argument("--deployed", type=Path, help="the deployed function's environment (JSON)")
    p.add_argument("--bundle-only", action="store_true", help="compare the bundle hash only")
    p.add_argument("--force", action="store_true", help="deploy whatever the hashes say")
    p.add_argument("--github-output", type=Path, help="append deploy=… and reason=… to this file")
    args = p.parse_args(argv)
    try:
        manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
        decision = decide(manifest, read_deployed(args.deployed), args.bundle_only)
    except (OSError, ValueError, KeyError) as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 2
    if args.force and not decision["deploy"]:
        decision |= {"deploy": True, "reason": f"forced ({decision['reason']})"}
    if args.github_output is not None:
        with args.github_output.open("a", encoding="utf-8") as out:
            out.write(f"deploy={'true' if decision['deploy'] else 'false'}\nreason={decision['reason']}\n")
    print(("deploy: " if decision["deploy"] else "skip deploy: ") + decision["reason"], file=sys.stderr)
    sys.stdout.write(json.dumps(decision) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
