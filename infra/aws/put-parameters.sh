#!/usr/bin/env bash
# Create or update the stage's SSM parameters (docs/deploy.md, step 3), as an administrator.
# Values are read from the terminal (never from argv, so they stay out of shell history); an empty
# answer leaves the parameter as it is. Secrets are SecureString (AWS managed key aws/ssm).
#
# usage: infra/aws/put-parameters.sh [STAGE]    (AWS_REGION or the CLI's default region)
set -euo pipefail
STAGE=${1:-prod}
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
  current=$(aws ssm get-parameter --name "$path" --query Parameter.Version --output text 2>/dev/null || echo none)
  printf '%s (%s, %s; version now: %s)\n  %s\n  value: ' "$path" "$need" "$type" "$current" "$what" >&2
  read -r -s value; echo >&2
  if [ -z "$value" ]; then
    if [ "$need" = required ] && [ "$current" = none ]; then echo "  $path is required" >&2; exit 1; fi
    continue
  fi
  aws ssm put-parameter --name "$path" --type "$type" --value "$value" --overwrite >/dev/null
  echo "  saved" >&2
done
