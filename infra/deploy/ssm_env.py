"""Turn the stage's SSM parameters into the deploy environment that serverless.yml reads.

    aws ssm get-parameters-by-path --path /grasbot/prod/ --with-decryption --output json \\
      | python infra/deploy/ssm_env.py --stage prod --github-env "$GITHUB_ENV" --versions versions.json
    aws ssm get-parameters-by-path … | python infra/deploy/ssm_env.py --stage prod -- infra/deploy/deploy.sh

Each parameter ``/grasbot/<stage>/<name>`` becomes one variable (``PARAMETERS`` below: the only names
accepted, so a typo fails here rather than deploying without a setting). Values go to the
``--github-env`` file for the next steps, and each secret is masked in the workflow log first
(``::add-mask::`` on stdout). Exit 1, naming them, if a required parameter is missing.
``--versions`` writes each parameter's version (the config hash of hash_check.py stands for the
values with them). After ``--``, a command runs with the values added to its environment: no shell
ever reads them, so a value holding ``$(…)`` or a quote stays a value (the by-hand deploy).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

# SSM name -> (environment variable, required, secret). docs/deploy.md lists them for the owner.
PARAMETERS: dict[str, tuple[str, bool, bool]] = {
    "admin-token": ("GRASBOT_ADMIN_TOKEN", True, True),
    "ip-salt": ("GRASBOT_IP_SALT", True, True),
    "node-url": ("GRASBOT_NODE_URL", False, False),
    "node-keys": ("GRASBOT_NODE_KEYS", False, True),
    "cf-access-client-id": ("GRASBOT_CF_ACCESS_CLIENT_ID", False, True),
    "cf-access-client-secret": ("GRASBOT_CF_ACCESS_CLIENT_SECRET", False, True),
    "rate-limit-storage-uri": ("RATE_LIMIT_STORAGE_URI", False, True),  # may carry a password
}


# (a, b): b is required when a is set
TOGETHER = (
    ("node-url", "node-keys"),
    ("cf-access-client-id", "cf-access-client-secret"),
    ("cf-access-client-secret", "cf-access-client-id"),
)


class ParameterError(ValueError):
    """The SSM answer is unusable: unknown or missing parameters, or not the AWS CLI's JSON."""


def versions(answer: dict[str, object], stage: str) -> dict[str, int]:
    """``{name: version}`` of the parameters in the answer (already checked by :func:`to_env`)."""
    params = answer.get("Parameters")
    if not isinstance(params, list):
        raise ParameterError("expected the JSON of `aws ssm get-parameters-by-path` (a Parameters list)")
    return {str(p["Name"]).removeprefix(f"/grasbot/{stage}/"): int(p["Version"]) for p in params}


def to_env(answer: dict[str, object], stage: str) -> dict[str, str]:
    """``{VARIABLE: value}`` from ``get-parameters-by-path`` JSON for ``/grasbot/<stage>/``."""
    prefix = f"/grasbot/{stage}/"
    params = answer.get("Parameters")
    if not isinstance(params, list):
        raise ParameterError("expected the JSON of `aws ssm get-parameters-by-path` (a Parameters list)")
    env: dict[str, str] = {}
    for param in params:
        name = str(param["Name"])
        short = name.removeprefix(prefix)
        if not name.startswith(prefix) or short not in PARAMETERS:
            known = ", ".join(prefix + n for n in PARAMETERS)
            raise ParameterError(f"unknown parameter {name}; known: {known}")
        value = str(param["Value"])
        if "\n" in value:
            raise ParameterError(f"{name} holds a newline: a deploy environment value is one line")
        env[PARAMETERS[short][0]] = value
    missing = [prefix + n for n, (var, required, _) in PARAMETERS.items() if required and not env.get(var)]
    # what the function would refuse at cold start (functions/node_client.py), refused before deploying
    for needs, needed in TOGETHER:
        if env.get(PARAMETERS[needs][0]) and not env.get(PARAMETERS[needed][0]):
            missing.append(f"{prefix}{needed} (set with {prefix}{needs})")
    if missing:
        raise ParameterError(f"missing required parameter(s): {', '.join(missing)} (docs/deploy.md)")
    return env


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="ssm_env.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--stage", required=True)
    p.add_argument("--github-env", type=Path, help="file the next steps read ($GITHUB_ENV)")
    p.add_argument("--versions", type=Path, help="write {name: version} of the parameters here (JSON)")
    p.add_argument("command", nargs="*", help="after --: run it with the values in its environment")
    args = p.parse_args(argv)
    if args.github_env is None and not args.command:
        p.error("give --github-env FILE or a command after --")
    try:
        answer = json.load(sys.stdin)
        env = to_env(answer, args.stage)
        if args.versions is not None:
            args.versions.write_text(json.dumps(versions(answer, args.stage), sort_keys=True) + "\n")
    except (ParameterError, ValueError, KeyError, TypeError) as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    print(f"deploy environment: {', '.join(sorted(env))}", file=sys.stderr)
    if args.command:
        # stdin was the SSM answer: the command gets none, rather than a half-read pipe
        return subprocess.run(
            args.command, env=os.environ | env, stdin=subprocess.DEVNULL, check=False
        ).returncode
    secret_vars = {var for var, _, secret in PARAMETERS.values() if secret}
    with args.github_env.open("a", encoding="utf-8") as out:
        for var, value in sorted(env.items()):
            if var in secret_vars:
                print(f"::add-mask::{value}")  # before the value can reach any log
            out.write(f"{var}={value}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
