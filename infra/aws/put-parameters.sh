#!/usr/bin/env bash
# Create or update the stage's SSM parameters (docs/deploy.md, step 3), as an administrator.
# Values are read from the terminal (never from argv, so they stay out of shell history and of
# `ps`) and reach the AWS CLI as JSON on stdin: AWS CLI v1 would otherwise fetch a value that starts
# with https:// (the node URL) and store the page it got. An empty answer leaves the parameter as
# it is. Secrets are SecureString (AWS managed key aws/ssm). Needs AWS CLI v2 and python3.
#
# usage: infra/aws/put-parameters.sh [STAGE]    (AWS_REGION or the CLI's default region)
set -euo pipefail
STAGE=${1:-prod}
AWS=${AWS:-aws}
case $("$AWS" --version 2>&1) in
  aws-cli/2.*) ;;
  *) echo "Error: AWS CLI v2 required (found: $("$AWS" --version 2>&1 | head -n1))" >&2; exit 1 ;;
esac
# name | required | type | what
PARAMS=(
  "admin-token|required|SecureString|token of POST /reload-vault (e.g. openssl rand -hex 32)"
  "ip-salt|required|SecureString|salt of the visitors' hashed IPs; same on every instance (openssl rand -hex 16)"
  "node-url|optional|String|the GPU node's public URL behind Cloudflare Access (https://node.example.org)"
  "node-keys|optional|SecureString|signing keys shared with the gateway, id:hex[,id:hex] (gpu-node docs)"
  "cf-access-client-id|optional|SecureString|Cloudflare Access service token: client id"
  "cf-access-client-secret|optional|SecureString|Cloudflare Access service token: client secret"
  "rate-limit-storage-uri|optional|SecureString|shared quotas, e.g. rediss://:PASSWORD@HOST:6380/0 (infra/redis)"
)
for spec in "${PARAMS[@]}"; do
  IFS='|' read -r name need type what <<<"$spec"
  path=/grasbot/$STAGE/$name
  current=$("$AWS" ssm get-parameter --name "$path" --query Parameter.Version --output text 2>/dev/null || echo none)
  printf '%s (%s, %s; version now: %s)\n  %s\n  value: ' "$path" "$need" "$type" "$current" "$what" >&2
  read -r -s value; echo >&2
  if [ -z "$value" ]; then
    if [ "$need" = required ] && [ "$current" = none ]; then echo "  $path is required" >&2; exit 1; fi
    continue
  fi
  # The value goes through the environment of python3 only, never a command line.
  VALUE=$value python3 -c 'import json, os, sys
print(json.dumps({"Name": sys.argv[1], "Type": sys.argv[2], "Value": os.environ["VALUE"], "Overwrite": True}))' \
    "$path" "$type" | "$AWS" ssm put-parameter --cli-input-json file:///dev/stdin >/dev/null
  echo "  saved" >&2
done
