#!/usr/bin/env bash
# CI only: deploy the package that package.sh built and the tests checked, then verify it answers.
# Needs AWS credentials (the workflow assumes the OIDC role) and the deploy environment from
# ssm_env.py. The zip deployed is build/lambda/grasbot.zip byte for byte: `serverless deploy`
# recompiles the CloudFormation (now with the secrets) but takes package.artifact as it is.
#
# usage: infra/deploy/deploy.sh     env: GRASBOT_STAGE (prod), BUILD_DIR (build), PY, SERVERLESS
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-$PWD/.venv/bin/python}
SERVERLESS=${SERVERLESS:-$PWD/node_modules/.bin/serverless}
BUILD_DIR=$(cd "${BUILD_DIR:-build}" && pwd)
STAGE=${GRASBOT_STAGE:-prod}
MANIFEST=$BUILD_DIR/lambda/manifest.json

for var in GRASBOT_ADMIN_TOKEN GRASBOT_IP_SALT; do
  [ -n "${!var:-}" ] || { echo "Error: $var is empty: run infra/deploy/ssm_env.py first (docs/deploy.md)" >&2; exit 1; }
done
read_manifest() { "$PY" -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$MANIFEST" "$1"; }
export GRASBOT_ARTIFACT=$BUILD_DIR/lambda/grasbot.zip
GRASBOT_DEPLOYED_BUNDLE_HASH=$(read_manifest bundle_hash)
GRASBOT_DEPLOYED_CODE_HASH=$(read_manifest code_hash)
export GRASBOT_DEPLOYED_BUNDLE_HASH GRASBOT_DEPLOYED_CODE_HASH
[ "$(sha256sum "$GRASBOT_ARTIFACT" | cut -d' ' -f1)" = "$(read_manifest zip_sha256)" ] \
  || { echo "Error: $GRASBOT_ARTIFACT is not the zip the tests checked" >&2; exit 1; }

"$SERVERLESS" deploy --stage "$STAGE" --conceal

# Smoke test: the new function answers /health with the bundle just deployed.
url=$(aws cloudformation describe-stacks --stack-name "grasbot-$STAGE" \
  --query "Stacks[0].Outputs[?OutputKey=='ApiLambdaFunctionUrl'].OutputValue" --output text)
for attempt in 1 2 3 4 5; do
  if body=$(curl -fsS --max-time 20 "${url%/}/health"); then
    deployed=$(printf '%s' "$body" | "$PY" -c 'import json,sys; print(json.load(sys.stdin)["bundle"]["content_hash"])')
    if [ "$deployed" = "$GRASBOT_DEPLOYED_BUNDLE_HASH" ]; then
      echo "deployed: $url serves bundle $deployed"; exit 0
    fi
  fi
  sleep $((attempt * 5))
done
echo "Error: $url/health does not serve bundle $GRASBOT_DEPLOYED_BUNDLE_HASH: roll back (docs/deploy.md)" >&2
exit 1
