"""Decide whether to deploy: compare the new package's hashes with the deployed ones.

    python infra/deploy/hash_check.py --manifest build/lambda/manifest.json --deployed deployed.json \
      --template .serverless/cloudformation-template-update-stack.json --ssm-versions versions.json
    python infra/deploy/hash_check.py --config-hash --template T --ssm-versions V --stage prod

Three hashes: the bundle, the code (every file of the zip but the bundle), and the config: the
compiled CloudFormation (memory, concurrency, CORS, layer, the owner's settings in the environment,
the cost guard…) with each SSM-backed variable replaced by its parameter's name and version, so a
rotated secret redeploys while its value never enters the hash, and with what changes on every
package (the artifact's timestamped S3 key, the deployed hashes themselves) left out.

The deployed record is the function's own environment: package.sh writes the bundle's content hash
and the code hash (every file of the zip but the bundle) into ``GRASBOT_DEPLOYED_BUNDLE_HASH`` and
``GRASBOT_DEPLOYED_CODE_HASH``, so CI reads them back with
``aws lambda get-function-configuration --function-name grasbot-<stage>-api --query Environment.Variables``
(``--deployed`` takes that JSON; a missing file or ``{}`` means nothing is deployed yet), and a
rollback restores them with the code.

Skips when all three are the deployed ones (``--bundle-only``: the bundle alone).
Prints one JSON object ``{"deploy": bool, "reason": ...}``; with ``--github-output FILE`` also appends
``deploy=true|false`` and ``reason=...`` for the next workflow steps. Exit 0 either way, 2 on bad input.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from ssm_env import PARAMETERS

BUNDLE_VAR = "GRASBOT_DEPLOYED_BUNDLE_HASH"
CODE_VAR = "GRASBOT_DEPLOYED_CODE_HASH"
CONFIG_VAR = "GRASBOT_DEPLOYED_CONFIG_HASH"
_RECORD = (BUNDLE_VAR, CODE_VAR, CONFIG_VAR)


def config_hash(template: dict[str, Any], stage: str, ssm_versions: dict[str, int]) -> str:
    """sha256 of the template as it will be deployed, secrets as ``ssm:/grasbot/<stage>/<name>@<version>``."""
    by_var = {var: name for name, (var, _, _) in PARAMETERS.items()}
    resources = json.loads(json.dumps(template["Resources"]))  # a deep copy
    for res in resources.values():
        props = res.get("Properties", {})
        code = props.get("Code", {})
        if isinstance(code.get("S3Key"), str):  # serverless/grasbot/prod/<ms>-<date>/grasbot.zip
            code["S3Key"] = code["S3Key"].rsplit("/", 1)[-1]  # the zip itself is the code hash
        env = props.get("Environment", {}).get("Variables", {})
        for var in list(env):
            if var in _RECORD:
                del env[var]
            elif var in by_var:
                name = by_var[var]
                env[var] = f"ssm:/grasbot/{stage}/{name}@{ssm_versions.get(name, 'absent')}"
    canonical = {k: v for k, v in template.items() if k != "Resources"} | {"Resources": resources}
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def read_versions(path: Path | None) -> dict[str, int]:
    """``{parameter name: version}`` written by ssm_env.py --versions; ``{}`` without a file."""
    if path is None:
        return {}
    data: Any = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a JSON object of SSM parameter versions")
    return {str(k): int(v) for k, v in data.items()}


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


def decide(
    manifest: dict[str, Any], deployed: dict[str, str], config: str, bundle_only: bool = False
) -> dict[str, Any]:
    """``{"deploy", "reason", "bundle_hash", "deployed_bundle_hash", "config_hash"}`` for this package."""
    new_bundle, new_code = manifest["bundle_hash"], manifest["code_hash"]
    old_bundle, old_code = deployed.get(BUNDLE_VAR, ""), deployed.get(CODE_VAR, "")
    old_config = deployed.get(CONFIG_VAR, "")
    out = {"bundle_hash": new_bundle, "deployed_bundle_hash": old_bundle or None, "config_hash": config}
    if not old_bundle:
        return out | {"deploy": True, "reason": "nothing deployed yet (no deployed bundle hash)"}
    if new_bundle != old_bundle:
        return out | {"deploy": True, "reason": f"bundle changed: {old_bundle[:12]} -> {new_bundle[:12]}"}
    if bundle_only:
        return out | {"deploy": False, "reason": f"bundle {new_bundle[:12]} is already deployed"}
    if new_code != old_code:
        reason = f"same bundle, code changed: {old_code[:12]} -> {new_code[:12]}"
        return out | {"deploy": True, "reason": reason}
    if config != old_config:
        # template, owner settings or a secret's version: what `serverless deploy` would change
        reason = f"same bundle and code, config changed: {(old_config or 'none')[:12]} -> {config[:12]}"
        return out | {"deploy": True, "reason": reason}
    return out | {
        "deploy": False,
        "reason": f"bundle {new_bundle[:12]}, code and config are already deployed",
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="hash_check.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--manifest", type=Path, help="manifest.json written by stage.py")
    p.add_argument("--template", type=Path, required=True, help="the compiled CloudFormation (JSON)")
    p.add_argument("--ssm-versions", type=Path, help="ssm_env.py --versions output (none: all absent)")
    p.add_argument("--stage", default="prod")
    p.add_argument("--config-hash", action="store_true", help="print the config hash only")
    p.add_argument("--deployed", type=Path, help="the deployed function's environment (JSON)")
    p.add_argument("--bundle-only", action="store_true", help="compare the bundle hash only")
    p.add_argument("--force", action="store_true", help="deploy whatever the hashes say")
    p.add_argument("--github-output", type=Path, help="append deploy=, reason=, config_hash= to this file")
    args = p.parse_args(argv)
    try:
        template = json.loads(args.template.read_text(encoding="utf-8"))
        config = config_hash(template, args.stage, read_versions(args.ssm_versions))
        if args.config_hash:
            print(config)
            return 0
        if args.manifest is None:
            p.error("--manifest is required unless --config-hash")
        manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
        decision = decide(manifest, read_deployed(args.deployed), config, args.bundle_only)
    except (OSError, ValueError, KeyError) as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 2
    if args.force and not decision["deploy"]:
        decision |= {"deploy": True, "reason": f"forced ({decision['reason']})"}
    if args.github_output is not None:
        with args.github_output.open("a", encoding="utf-8") as out:
            verdict = "true" if decision["deploy"] else "false"
            out.write(f"deploy={verdict}\nreason={decision['reason']}\nconfig_hash={config}\n")
    print(("deploy: " if decision["deploy"] else "skip deploy: ") + decision["reason"], file=sys.stderr)
    sys.stdout.write(json.dumps(decision) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
