"""Print what a deploy would change, read from the packaged output (no AWS call).

    python infra/deploy/plan.py --package .serverless [--decision decision.json] [--json]

Reads ``cloudformation-template-update-stack.json`` and ``grasbot-manifest.json`` that package.sh left
in the package folder: each function (handler, runtime, memory, timeout, concurrency, layers), its
URL (invoke mode, CORS origins), the names of its environment variables (values of secrets are never
printed, only whether they are set), the zip and the bundle. ``--decision`` adds hash_check.py's verdict.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

TEMPLATE = "cloudformation-template-update-stack.json"
MANIFEST = "grasbot-manifest.json"
LOG_GROUP = "AWS::Logs::LogGroup"
# Values shown as they are; every other variable is reported as set / empty only.
PUBLIC_VARS = frozenset(
    {
        "GRASBOT_BUNDLE_PATH",
        "GRASBOT_CORS_ORIGINS",
        "GRASBOT_OWNER_NAME",
        "GRASBOT_DEMO_PAGE",
        "GRASBOT_SITE_PATHS",
        "GRASBOT_URL_PATTERNS",
        "GRASBOT_NODE_MODEL",
        "GRASBOT_NODE_KEEP_ALIVE",
        "GRASBOT_GUARDED_FUNCTIONS",
        "GRASBOT_TRUST_LWA_CONTEXT",
        "GRASBOT_DEPLOYED_BUNDLE_HASH",
        "GRASBOT_DEPLOYED_CODE_HASH",
        "GRASBOT_DEPLOYED_CONFIG_HASH",
        "AWS_LAMBDA_EXEC_WRAPPER",
        "AWS_LWA_INVOKE_MODE",
        "AWS_LWA_PORT",
        "AWS_LWA_READINESS_CHECK_PATH",
    }
)


def plan(template: dict[str, Any], manifest: dict[str, Any]) -> dict[str, Any]:
    """The deployable facts of a packaged service, secrets masked."""
    resources = template["Resources"]
    urls = {
        r["Properties"]["TargetFunctionArn"]["Fn::GetAtt"][0]: r["Properties"]
        for r in resources.values()
        if r["Type"] == "AWS::Lambda::Url"
    }
    functions = []
    for logical_id, res in sorted(resources.items()):
        if res["Type"] != "AWS::Lambda::Function":
            continue
        props = res["Properties"]
        env = props.get("Environment", {}).get("Variables", {})
        url = urls.get(logical_id, {})
        functions.append(
            {
                "name": props["FunctionName"],
                "handler": props["Handler"],
                "runtime": props["Runtime"],
                "architecture": props.get("Architectures", ["x86_64"])[0],
                "memory_mb": props["MemorySize"],
                "timeout_s": props["Timeout"],
                "reserved_concurrency": props.get("ReservedConcurrentExecutions"),
                "layers": props.get("Layers", []),
                "url": {
                    "auth": url.get("AuthType"),
                    "invoke_mode": url.get("InvokeMode", "BUFFERED"),
                    "cors_origins": url.get("Cors", {}).get("AllowOrigins", []),
                }
                if url
                else None,
                "environment": {
                    name: (value if name in PUBLIC_VARS else ("(set)" if value else "(empty)"))
                    for name, value in sorted(env.items())
                },
            }
        )
    return {
        "functions": functions,
        "log_retention_days": sorted(
            {r["Properties"]["RetentionInDays"] for r in resources.values() if r["Type"] == LOG_GROUP}
        ),
        "zip_bytes": manifest["zip_bytes"],
        "zip_sha256": manifest["zip_sha256"],
        "bundle_hash": manifest["bundle_hash"],
        "code_hash": manifest["code_hash"],
        "platform": f"python{manifest['python']} {manifest['architecture']}",
    }


def _print(summary: dict[str, Any]) -> None:
    mb = summary["zip_bytes"] / 1e6
    print(f"zip: {mb:.2f} MB, sha256 {summary['zip_sha256'][:16]}…, {summary['platform']}")
    print(f"bundle: {summary['bundle_hash']}")
    print(f"log retention: {summary['log_retention_days']} days")
    for fn in summary["functions"]:
        print(
            f"function {fn['name']}: {fn['handler']} ({fn['runtime']}, {fn['architecture']}, "
            f"{fn['memory_mb']} MB, {fn['timeout_s']} s, reserved concurrency {fn['reserved_concurrency']})"
        )
        for layer in fn["layers"]:
            print(f"  layer {layer}")
        if fn["url"]:
            url = fn["url"]
            print(f"  URL auth {url['auth']}, {url['invoke_mode']}, CORS {', '.join(url['cors_origins'])}")
        for name, value in fn["environment"].items():
            print(f"  {name}={value}")
    if "decision" in summary:
        verdict = "DEPLOY" if summary["decision"]["deploy"] else "SKIP"
        print(f"decision: {verdict}: {summary['decision']['reason']}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="plan.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--package", type=Path, default=Path(".serverless"))
    p.add_argument("--decision", type=Path, help="JSON printed by hash_check.py")
    p.add_argument("--json", dest="json_", action="store_true")
    args = p.parse_args(argv)
    try:
        template = json.loads((args.package / TEMPLATE).read_text(encoding="utf-8"))
        manifest = json.loads((args.package / MANIFEST).read_text(encoding="utf-8"))
        summary = plan(template, manifest)
        if args.decision is not None:
            summary["decision"] = json.loads(args.decision.read_text(encoding="utf-8"))
    except (OSError, ValueError, KeyError) as exc:
        hint = "run infra/deploy/package.sh"
        print(f"Error: {args.package}: not a packaged service ({exc}); {hint}", file=sys.stderr)
        return 1
    if args.json_:
        sys.stdout.write(json.dumps(summary) + "\n")
    else:
        _print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
