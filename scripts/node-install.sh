#!/usr/bin/env bash
# `make node-install`: installs `grasbot-node` for the owner of the GPU node, from this clone.
# A virtual environment in ~/.local/share/grasbot/venv (GRASBOT_NODE_VENV), the command linked
# into ~/.local/bin (GRASBOT_NODE_BINDIR), and that folder put on PATH in ~/.profile when a login
# shell would not find it, so `grasbot-node` runs from any new shell and from the systemd units.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
venv=${GRASBOT_NODE_VENV:-$HOME/.local/share/grasbot/venv}
bindir=${GRASBOT_NODE_BINDIR:-$HOME/.local/bin}

if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "error: Python 3.11 or later is needed ($python is $("$python" -V 2>&1 || echo absent))" >&2
  exit 1
fi
"$python" -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check "${root}[serve]"
mkdir -p "$bindir"
ln -sfn "$venv/bin/grasbot-node" "$bindir/grasbot-node"

# Debian's default ~/.profile adds ~/.local/bin only if it existed at login; say it outright.
marker="# grasbot-node: $bindir on PATH"
# shellcheck disable=SC2016  # $PATH is for the login shell to expand, not this one
if ! (env -i HOME="$HOME" bash -lc 'command -v grasbot-node' >/dev/null 2>&1) \
   && ! grep -qxF "$marker" "$HOME/.profile" 2>/dev/null; then
  # shellcheck disable=SC2016  # written to ~/.profile as is: the login shell expands $PATH
  printf '\n%s\ncase ":$PATH:" in *":%s:"*) ;; *) PATH="%s:$PATH" ;; esac\n' \
    "$marker" "$bindir" "$bindir" >>"$HOME/.profile"
  echo "added $bindir to PATH in ~/.profile (open a new shell, or: . ~/.profile)" >&2
fi
echo "grasbot-node installed: $bindir/grasbot-node -> $venv" >&2
