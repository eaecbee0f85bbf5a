#!/usr/bin/env bash
# Installs the system programs the test suite runs for real, only where they are missing:
# redis-server (shared quotas), chromium (widget tests, driven by Playwright), node/npm
# (the Serverless Framework packages the function), systemd-analyze (verifies the node's units).
set -euo pipefail
need=()
command -v redis-server >/dev/null || need+=(redis-server)
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v npm >/dev/null || need+=(nodejs npm)
command -v systemd-analyze >/dev/null || need+=(systemd)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then echo "missing: ${need[*]} (install them with apt-get as root)" >&2; exit 1; fi
  echo "installing ${need[*]} from Debian's packages" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
