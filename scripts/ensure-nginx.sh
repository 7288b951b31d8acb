#!/usr/bin/env bash
# The e2e run behind a reverse proxy (scripts/e2e-behind-proxy.sh) uses Debian's nginx, started as
# the current user with its own config; the package's service is not started.
set -euo pipefail
command -v nginx >/dev/null && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "nginx fehlt: sudo apt-get install -y nginx" >&2
  exit 1
fi
echo "Installing nginx from Debian…"
apt-get update -qq
# policy-rc.d 101: the package must not start (or enable) the system's nginx on port 80.
policy=/usr/sbin/policy-rc.d
created=
if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created=1; fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
[ -n "$created" ] && rm -f "$policy"
exit 0
