#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (no browser download works here).
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Chromium fehlt: sudo apt-get install -y chromium (oder CHROMIUM_PATH setzen)" >&2
  exit 1
fi
echo "Installing Chromium from Debian…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
