#!/usr/bin/env bash
# sqlmap (Debian package) in batch mode against the public endpoints that take input into the
# database or the index: the premium search, the location look-ups and the quote request, on a
# production server of this build with a fresh data folder. Prints per endpoint whether sqlmap
# found an injection; its full output lands in .security-scan/ (git-ignored).
# Usage: npm run security:scan   (SCAN_PORT, default 3230; SQLMAP_LEVEL 3, SQLMAP_RISK 2)
set -euo pipefail
cd "$(dirname "$0")/.."
port=${SCAN_PORT:-3230}
level=${SQLMAP_LEVEL:-3}
risk=${SQLMAP_RISK:-2}
out=.security-scan
base="http://127.0.0.1:$port"

command -v sqlmap >/dev/null || { echo "sqlmap is missing: apt-get install -y sqlmap" >&2; exit 1; }
export NEXT_TELEMETRY_DISABLED=1
node scripts/ensure-env.mjs
[ -f .next/BUILD_ID ] || npx next build
if curl -s -o /dev/null "$base/"; then
  echo "Port $port is in use: stop that server or set SCAN_PORT" >&2
  exit 1
fi
rm -rf "$out" && mkdir -p "$out"
data_dir=$(mktemp -d)
# The production server (server.mjs), in its own process group. The scan sends many quote
# requests from one address: the per-address limit must not answer them all with 429.
DATA_DIR=$data_dir DATABASE_URL= QUOTE_RATE_LIMIT=1000000 PORT=$port setsid node server.mjs >"$out/server.log" 2>&1 &
server=$!
trap 'kill -- -$server 2>/dev/null; rm -rf "$data_dir"' EXIT
# Ready once the premium data is imported and indexed (a fresh data folder imports on start).
for _ in $(seq 600); do curl -sf "$base/api/location?postal_code=8001" >/dev/null && break; sleep 1; done
curl -sf "$base/api/location?postal_code=8001" >/dev/null || { echo "the server did not get ready, see $out/server.log" >&2; exit 1; }

# A real offer for a valid quote request (sqlmap varies one marked value at a time).
search='{"postalCode":"8001","birthYear":1990,"franchiseAmount":300,"modelCode":"standard","limit":1}'
quote=$(curl -sf -H 'content-type: application/json' -d "$search" "$base/api/premiums/search" | node -e '
  const offer = JSON.parse(require("fs").readFileSync(0, "utf8")).results[0];
  const body = {
    selectedPremium: { id: offer.id + "*", insurer: { name: offer.insurer.name, code: offer.insurer.code + "*" },
      monthlyPremium: offer.monthlyPremium, franchise: { amount: offer.franchise.amount }, model: offer.model.name,
      tariffName: offer.model.tariffName, region: { plz: "8001*", ortschaftsname: "Zürich" } },
    customerData: { firstName: "Sven", lastName: "Scanner*", email: "sven.scanner@example.ch*", phone: "079 000 00 00",
      birthDate: "1990-05-17", address: "Teststrasse 1", city: "Zürich", gender: "other", language: "de", currentInsurerId: "8*", consent: true },
  };
  process.stdout.write(JSON.stringify(body));')

common=(--batch --level="$level" --risk="$risk" --dbms=PostgreSQL --time-sec=3 --timeout=30 --retries=1
  --flush-session --disable-coloring --output-dir="$out/sqlmap" -v 1)
summary=()
scan() { # scan <name> <sqlmap target options...>
  local name=$1 start=$SECONDS verdict; shift
  echo "=== sqlmap $name"
  sqlmap "${common[@]}" "$@" >"$out/$name.txt" 2>&1 || true
  if grep -q "sqlmap identified the following injection point" "$out/$name.txt"; then
    verdict="INJECTABLE (see $out/$name.txt)"
  elif grep -q "do not appear to be injectable" "$out/$name.txt"; then
    verdict="not injectable ($(grep -c "testing '" "$out/$name.txt") tests)"
  else
    verdict="inconclusive (see $out/$name.txt)"
  fi
  summary+=("$(printf '%-16s %-52s %5d s' "$name" "$verdict" $((SECONDS - start)))")
  echo "${summary[-1]}"
}
json=(--method=POST --headers="Content-Type: application/json")
scan premium-search -u "$base/api/premiums/search" "${json[@]}" --data="$search"
scan location -u "$base/api/location?postal_code=8001" -p postal_code
scan location-path -u "$base/api/location/8001*"
scan location-search -u "$base/api/location/search?q=Zuerich" -p q
scan quote-request -u "$base/api/quote/request" "${json[@]}" --data="$quote"

echo
echo "=== sqlmap --level=$level --risk=$risk --dbms=PostgreSQL against $base"
printf '%s\n' "${summary[@]}"
errors=$(grep -c '^\[api\]' "$out/server.log" || true)
echo "server errors logged during the scan ([api] lines, each a 500): $errors"
! printf '%s\n' "${summary[@]}" | grep -q "INJECTABLE" && [ "$errors" -eq 0 ]
