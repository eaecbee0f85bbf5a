#!/usr/bin/env bash
# Deploy the package that package.sh built and the tests checked, then check that both URLs answer.
# Needs AWS credentials and the deploy environment from ssm_env.py (CI: the OIDC role; by hand:
# docs/deploy.md). The zip deployed is build/lambda/grasbot.zip byte for byte. The CloudFormation is
# compiled again, now with the secrets, and deployed only if its config hash (secrets standing as
# their SSM versions) is the one hash_check.py decided on: what was compared is what goes live.
#
# usage: infra/deploy/deploy.sh
# env:   GRASBOT_DEPLOYED_CONFIG_HASH (hash_check.py's config_hash), SSM_VERSIONS (ssm_env.py
#        --versions file), GRASBOT_STAGE (prod), BUILD_DIR (build), GRASBOT_SETTINGS, PY, SERVERLESS
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-$PWD/.venv/bin/python}
SERVERLESS=${SERVERLESS:-$PWD/node_modules/.bin/serverless}
BUILD_DIR=$(cd "${BUILD_DIR:-build}" && pwd)
STAGE=${GRASBOT_STAGE:-prod}
MANIFEST=$BUILD_DIR/lambda/manifest.json
SERVICE=$BUILD_DIR/deploy-service
PACKAGE=$BUILD_DIR/deploy-package

for var in GRASBOT_ADMIN_TOKEN GRASBOT_IP_SALT GRASBOT_DEPLOYED_CONFIG_HASH SSM_VERSIONS; do
  [ -n "${!var:-}" ] || { echo "Error: $var is empty: run hash_check.py and ssm_env.py first (docs/deploy.md)" >&2; exit 1; }
done
read_manifest() { "$PY" -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$MANIFEST" "$1"; }
export GRASBOT_ARTIFACT=$BUILD_DIR/lambda/grasbot.zip
GRASBOT_DEPLOYED_BUNDLE_HASH=$(read_manifest bundle_hash)
GRASBOT_DEPLOYED_CODE_HASH=$(read_manifest code_hash)
export GRASBOT_DEPLOYED_BUNDLE_HASH GRASBOT_DEPLOYED_CODE_HASH GRASBOT_DEPLOYED_CONFIG_HASH
[ "$(sha256sum "$GRASBOT_ARTIFACT" | cut -d' ' -f1)" = "$(read_manifest zip_sha256)" ] \
  || { echo "Error: $GRASBOT_ARTIFACT is not the zip the tests checked" >&2; exit 1; }

# The compiled template now holds the secrets: only on this runner's disk, removed on exit.
trap 'rm -rf "$SERVICE" "$PACKAGE"' EXIT
bash infra/deploy/compile.sh "$SERVICE" "$PACKAGE"
config=$("$PY" infra/deploy/hash_check.py --config-hash --stage "$STAGE" --ssm-versions "$SSM_VERSIONS" \
  --template "$PACKAGE/cloudformation-template-update-stack.json")
[ "$config" = "$GRASBOT_DEPLOYED_CONFIG_HASH" ] || {
  echo "Error: the template to deploy (config $config) is not the one compared ($GRASBOT_DEPLOYED_CONFIG_HASH):" \
    "the deploy step's environment differs from the package step's" >&2; exit 1; }

(cd "$SERVICE" && "$SERVERLESS" deploy --stage "$STAGE" --package "$PACKAGE" --conceal)

output() {
  aws cloudformation describe-stacks --stack-name "grasbot-$STAGE" \
    --query "Stacks[0].Outputs[?OutputKey=='$1'].OutputValue" --output text
}
# Smoke test: /health on both URLs serves this bundle and /ask/stream streams a `meta` event.
"$PY" infra/deploy/smoke.py --api "$(output ApiLambdaFunctionUrl)" --stream "$(output StreamLambdaFunctionUrl)" \
  --bundle-hash "$GRASBOT_DEPLOYED_BUNDLE_HASH"
