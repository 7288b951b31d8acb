#!/usr/bin/env bash
# The production server (`npm start`, the build in .next) on a fresh embedded database with no
# premium data folder: it must start, log one clear message about the folder, serve the pages,
# the insurer portal, the admin login and /api/health, and answer premium requests with a
# German 503. Exits non-zero on the first check that fails. Env: CHECK_PORT (3330).
set -uo pipefail
cd "$(dirname "$0")/.."
port=${CHECK_PORT:-3330}
base=http://127.0.0.1:$port
[ -f .next/BUILD_ID ] || { echo "no production build: run npx next build first" >&2; exit 1; }

work=$(mktemp -d)
export HEALTH_TOKEN=check-missing-data-$RANDOM$RANDOM$RANDOM # the health details are the operator's
DATA_DIR=$work DATABASE_URL= PREMIUM_DATA_DIR=/nonexistent/praemiendaten PORT=$port NEXT_TELEMETRY_DISABLED=1 \
  setsid npm start >"$work/server.log" 2>&1 &
server=$!
trap 'kill -- -$server 2>/dev/null; sleep 1; rm -rf "$work"' EXIT

for _ in $(seq 120); do curl -sf -o /dev/null "$base/api/health" && break; sleep 1; done
failures=0
check() { # check <label> <expected> <actual>
  if [ "$2" = "$3" ]; then echo "ok     $1"; else echo "FAILED $1: expected $2, got $3"; failures=$((failures + 1)); fi
}
status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }

for page in / /faq /calculator /krankenkasse-zuerich /privacy /admin /insurer-portal /api/health; do
  check "GET $page" 200 "$(status "$base$page")"
done
check "health reports the missing data" '"missing"' "$(curl -s -H "authorization: Bearer $HEALTH_TOKEN" "$base/api/health" | grep -o '"premiumData":"[a-z]*"' | cut -d: -f2)"
search=$(curl -s -w ' %{http_code}' -X POST "$base/api/premiums/search" -d '{"postalCode":"8001","birthYear":1990}')
check "search answers 503" 503 "${search##* }"
check "search says why, in German" 1 "$(grep -c 'Prämiendaten nicht verfügbar' <<<"$search")"
check "advisor answers 503" 503 "$(status -X POST "$base/api/orchestrator/process" -d '{"userInput":"8001, Jahrgang 1990"}')"
check "admin login refuses a wrong password (not a crash)" 401 "$(status -X POST "$base/api/admin/login" -H 'content-type: application/json' -d '{"password":"falsch-falsch-falsch"}')"
check "one message about the data folder" 1 "$(grep -c 'Prämiendaten-Ordner /nonexistent/praemiendaten nicht gefunden' "$work/server.log")"
check "and no other import message" 1 "$(grep -c '^\[import\]' "$work/server.log")"
check "no crash or stack trace in the log" 0 "$(grep -cE '^\s+at |Unhandled|uncaught' "$work/server.log")"
check "server still running" 0 "$(kill -0 $server 2>/dev/null; echo $?)"
if [ $failures -gt 0 ]; then echo "--- server log"; cat "$work/server.log"; fi
exit $((failures > 0))
