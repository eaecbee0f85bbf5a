#!/usr/bin/env bash
# Compile serverless.yml into CloudFormation, offline, with the owner's settings (grasbot.toml):
# `serverless package` on a scratch copy of the service. package.sh runs it with the secrets empty,
# deploy.sh again with them set, and deploys exactly that output (`serverless deploy --package`).
#
# usage: infra/deploy/compile.sh SERVICE_DIR OUT_DIR
#   SERVICE_DIR  scratch service folder, emptied: serverless.yml, kill_switch.py, grasbot-settings.json
#   OUT_DIR      receives .serverless's content (CloudFormation, state), emptied first
# env:   GRASBOT_ARTIFACT (the Lambda zip), GRASBOT_SETTINGS (grasbot.toml), GRASBOT_STAGE (prod),
#        PY (.venv/bin/python), SERVERLESS (node_modules/.bin/serverless)
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD
SERVICE=${1:?usage: compile.sh SERVICE_DIR OUT_DIR}
OUT_DIR=${2:?usage: compile.sh SERVICE_DIR OUT_DIR}
PY=${PY:-$REPO/.venv/bin/python}
SERVERLESS=${SERVERLESS:-$REPO/node_modules/.bin/serverless}
SETTINGS=${GRASBOT_SETTINGS:-$REPO/grasbot.toml}
STAGE=${GRASBOT_STAGE:-prod}
case $OUT_DIR in /*) ;; *) OUT_DIR=$REPO/$OUT_DIR ;; esac

[ -x "$SERVERLESS" ] || { echo "Error: $SERVERLESS not found: run 'npm ci --no-audit --no-fund'" >&2; exit 1; }
[ -f "${GRASBOT_ARTIFACT:-}" ] || { echo "Error: GRASBOT_ARTIFACT='${GRASBOT_ARTIFACT:-}' is not a zip" >&2; exit 1; }

# `serverless package` empties <service dir>/.serverless whatever --package says: a scratch copy of
# the service keeps one package (a test's, CI's) from wiping another one's output.
rm -rf "$SERVICE" && mkdir -p "$SERVICE"
cp serverless.yml infra/aws/kill_switch.py "$SERVICE/"
"$PY" infra/deploy/owner_settings.py --settings "$SETTINGS" --out "$SERVICE/grasbot-settings.json"

echo "compile: serverless package (stage $STAGE, settings $SETTINGS) -> $OUT_DIR" >&2
# Into the scratch service's own .serverless, then copied: serverless ignores a --package path that
# ends in ".serverless" (it keeps its output in the service folder), which OUT_DIR usually is.
(cd "$SERVICE" && "$SERVERLESS" package --stage "$STAGE" >&2)
rm -rf "$OUT_DIR" && mkdir -p "$(dirname "$OUT_DIR")"
cp -R "$SERVICE/.serverless" "$OUT_DIR"
