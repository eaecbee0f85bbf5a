#!/usr/bin/env bash
# Everything CI does before `serverless deploy`, locally and offline, then what would be deployed:
#   build the bundle, run the quality gate, package (infra/deploy/package.sh), compare the hashes
#   with the deployed ones (if known), print the plan. Exit 1 if the gate fails (nothing packaged).
#
# usage: infra/deploy/dry_run.sh [VAULT [QUERIES]]
#        VAULT defaults to $VAULT, else examples/vault; QUERIES to $QUERIES, else
#        examples/queries.jsonl for the example vault, <VAULT>/../queries.jsonl otherwise.
# env:   GATE (example for the example vault, owner otherwise), BASELINE (bundle of the deployed vault:
#        print what changed), DEPLOYED (JSON of the deployed function's environment, see hash_check.py),
#        SSM_VERSIONS (ssm_env.py --versions output; none: every parameter counts as absent),
#        and package.sh's OUT_DIR, BUILD_DIR, GRASBOT_STAGE, PY.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-$PWD/.venv/bin/python}
export PY

VAULT=${1:-${VAULT:-examples/vault}}
if [ "$(cd "$VAULT" 2>/dev/null && pwd)" = "$PWD/examples/vault" ]; then
  QUERIES=${2:-${QUERIES:-examples/queries.jsonl}}; GATE=${GATE:-example}
else
  QUERIES=${2:-${QUERIES:-$VAULT/../queries.jsonl}}; GATE=${GATE:-owner}
fi
BUILD_DIR=$(mkdir -p "${BUILD_DIR:-build}" && cd "${BUILD_DIR:-build}" && pwd)
OUT_DIR=${OUT_DIR:-.serverless}
export BUILD_DIR OUT_DIR

echo "== 1. build the bundle of $VAULT" >&2
"$PY" -m grasbot.cli.main build "$VAULT" -o "$BUILD_DIR/gate-bundle.json" --json >/dev/null

echo "== 2. quality gate '$GATE' on $QUERIES" >&2
gate_args=(--bundle "$BUILD_DIR/gate-bundle.json" --queries "$QUERIES" --gate "$GATE")
[ -n "${BASELINE:-}" ] && gate_args+=(--baseline "$BASELINE")
if ! "$PY" infra/deploy/quality_gate.py "${gate_args[@]}" >"$BUILD_DIR/gate.json"; then
  echo "dry run stopped: the quality gate failed (nothing packaged)" >&2
  exit 1
fi

echo "== 3. package" >&2
infra/deploy/package.sh "$VAULT" >/dev/null

echo "== 4. deploy or skip" >&2
"$PY" infra/deploy/hash_check.py --manifest "$BUILD_DIR/lambda/manifest.json" \
  --template "$OUT_DIR/cloudformation-template-update-stack.json" --stage "${GRASBOT_STAGE:-prod}" \
  ${SSM_VERSIONS:+--ssm-versions "$SSM_VERSIONS"} ${DEPLOYED:+--deployed "$DEPLOYED"} >"$BUILD_DIR/decision.json"

echo "== 5. what would be deployed (stage ${GRASBOT_STAGE:-prod})" >&2
"$PY" infra/deploy/plan.py --package "$OUT_DIR" --decision "$BUILD_DIR/decision.json"
