#!/usr/bin/env bash
# Installs the system programs the test suite runs for real, only where they are missing.
set -euo pipefail
need=()
command -v redis-server >/dev/null || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then echo "missing: ${need[*]} (install them with apt-get as root)" >&2; exit 1; fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
