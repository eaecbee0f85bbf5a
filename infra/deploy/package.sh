#!/usr/bin/env bash
# Package GrasBot for Lambda, offline (no AWS account, no Serverless login):
#   1. build the bundle of VAULT                         -> $BUILD_DIR/bundle.json
#   2. the package for this machine (versions resolved)  -> $BUILD_DIR/host/   (what the tests call)
#   3. the package for Lambda, same versions             -> $BUILD_DIR/lambda/ (what is deployed)
#   4. compile.sh: `serverless package`, grasbot.toml     -> $OUT_DIR/ (CloudFormation, state, the zip)
#
# usage: infra/deploy/package.sh [VAULT]     (VAULT defaults to $VAULT, else examples/vault)
# env:   OUT_DIR (.serverless), BUILD_DIR (build), GRASBOT_STAGE (prod), PY (.venv/bin/python),
#        SERVERLESS (node_modules/.bin/serverless), GRASBOT_SETTINGS (grasbot.toml)
# Prints the Lambda manifest (JSON: bundle and code hashes, zip size and sha256, versions) on stdout.
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD

VAULT=${1:-${VAULT:-examples/vault}}
PY=${PY:-$REPO/.venv/bin/python}
SERVERLESS=${SERVERLESS:-$REPO/node_modules/.bin/serverless}
BUILD_DIR=$(mkdir -p "${BUILD_DIR:-build}" && cd "${BUILD_DIR:-build}" && pwd)
OUT_DIR=${OUT_DIR:-.serverless}

[ -x "$SERVERLESS" ] || { echo "Error: $SERVERLESS not found: run 'npm install --no-audit --no-fund'" >&2; exit 1; }
[ -d "$VAULT" ] || { echo "Error: vault folder '$VAULT' not found" >&2; exit 1; }

echo "package: bundle of $VAULT" >&2
"$PY" -m grasbot.cli.main build "$VAULT" -o "$BUILD_DIR/bundle.json" --json >"$BUILD_DIR/build-summary.json"
"$PY" infra/deploy/stage.py --bundle "$BUILD_DIR/bundle.json" --target host --out "$BUILD_DIR/host" >/dev/null
"$PY" infra/deploy/stage.py --bundle "$BUILD_DIR/bundle.json" --target lambda \
  --pins "$BUILD_DIR/host/manifest.json" --out "$BUILD_DIR/lambda" >/dev/null
MANIFEST=$BUILD_DIR/lambda/manifest.json

read_manifest() { "$PY" -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$MANIFEST" "$1"; }
# The hashes travel as environment variables of the functions: the deployed record CI compares with
# (infra/deploy/hash_check.py), and what a rollback restores along with the code. The config hash is
# computed from the template itself, so it is only known once deploy.sh has checked it.
export GRASBOT_ARTIFACT=$BUILD_DIR/lambda/grasbot.zip
GRASBOT_DEPLOYED_BUNDLE_HASH=$(read_manifest bundle_hash)
GRASBOT_DEPLOYED_CODE_HASH=$(read_manifest code_hash)
export GRASBOT_DEPLOYED_BUNDLE_HASH GRASBOT_DEPLOYED_CODE_HASH
unset GRASBOT_DEPLOYED_CONFIG_HASH

case $OUT_DIR in /*) ;; *) OUT_DIR=$REPO/$OUT_DIR ;; esac
bash infra/deploy/compile.sh "$BUILD_DIR/service" "$OUT_DIR"
cp "$GRASBOT_ARTIFACT" "$OUT_DIR/grasbot.zip"
cp "$MANIFEST" "$OUT_DIR/grasbot-manifest.json"
cat "$MANIFEST"
