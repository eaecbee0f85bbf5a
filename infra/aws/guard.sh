#!/usr/bin/env bash
# The manual stop: pause or resume both GrasBot functions, or show their state (docs/deploy.md).
#   pause   reserved concurrency 0: Lambda throttles every request (not billed), as the kill switch does
#   resume  back to cost_guard.reserved_concurrency of grasbot.toml
#   status  each function's reserved concurrency and the invocations alarm's state
# usage: infra/aws/guard.sh pause|resume|status [STAGE]   (AWS credentials and region in the shell)
# Also: make pause|resume|guard-status STAGE=prod
set -euo pipefail
cd "$(dirname "$0")/../.."
ACTION=${1:-}
STAGE=${2:-${GRASBOT_STAGE:-prod}}
PY=${PY:-$PWD/.venv/bin/python}
FUNCTIONS=("grasbot-$STAGE-api" "grasbot-$STAGE-stream")

case $ACTION in
  pause) value=0 ;;
  resume) value=$("$PY" infra/deploy/owner_settings.py --settings "${GRASBOT_SETTINGS:-grasbot.toml}" --field reserved_concurrency) ;;
  status)
    for fn in "${FUNCTIONS[@]}"; do
      printf '%s: reserved concurrency %s\n' "$fn" \
        "$(aws lambda get-function-concurrency --function-name "$fn" --query ReservedConcurrentExecutions --output text)"
    done
    aws cloudwatch describe-alarms --alarm-names "grasbot-$STAGE-invocations" \
      --query 'MetricAlarms[0].[AlarmName,StateValue,StateUpdatedTimestamp]' --output text
    exit 0 ;;
  *) echo "usage: infra/aws/guard.sh pause|resume|status [STAGE]" >&2; exit 2 ;;
esac
for fn in "${FUNCTIONS[@]}"; do
  aws lambda put-function-concurrency --function-name "$fn" --reserved-concurrent-executions "$value" >/dev/null
  echo "$fn: reserved concurrency $value" >&2
done
