#!/usr/bin/env bash
# Lighthouse (mobile defaults) against the production build in Debian's Chromium.
# Runs each page BENCH_RUNS times (default 3) and prints the median run's scores
# (performance / accessibility / best-practices / SEO) and timings, as Lighthouse advises.
# Usage: npm run bench:pages [-- /path ...]   (default: every public route, the portal and the admin login)
# Targets (issue 8): performance at least 95, accessibility, best practices and SEO 100.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-3300}
pages=("$@")
[ ${#pages[@]} -eq 0 ] && pages=(/ /calculator /optimizer /krankenkasse-wechseln /krankenkasse-zuerich /krankenkasse-basel /about /faq /privacy /insurer-portal /admin)
out=.lighthouse
mkdir -p "$out"

bash scripts/ensure-chromium.sh
export NEXT_TELEMETRY_DISABLED=1
node scripts/ensure-env.mjs
[ -f .next/BUILD_ID ] || npx next build
if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
  echo "Port $port is in use: stop that server or set BENCH_PORT" >&2
  exit 1
fi
data_dir=$(mktemp -d)
# The production server (server.mjs: it gives the cached pages their script-hash policy); its own
# process group, so stopping it stops any child too.
DATA_DIR=$data_dir DATABASE_URL= PORT=$port BIND_ADDRESS=127.0.0.1 setsid node server.mjs >"$out/server.log" 2>&1 &
server=$!
trap 'kill -- -$server 2>/dev/null; rm -rf "$data_dir"' EXIT
# Ready once the premium data is imported and indexed (a fresh data folder imports on start).
for _ in $(seq 180); do curl -sf "http://127.0.0.1:$port/api/location?postal_code=8001" >/dev/null && break; sleep 1; done

# Time to first byte and whether a page is served from the cache (same bytes twice).
node scripts/bench-ttfb.mjs "http://127.0.0.1:$port" "${pages[@]}" /krankenkasse-bern /krankenkasse-graubuenden | tee "$out/ttfb.txt"

flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"
runs=${BENCH_RUNS:-3}
summary=$out/summary.txt
: >"$summary"
printf '%-24s %5s %5s %5s %5s %5s %8s %8s %8s %6s  %s\n' page runs perf a11y bp seo FCP LCP TBT CLS "perf of each run"
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr -c 'a-z0-9\n' '-' | sed 's/^-*//;s/^$/home/')
  files=()
  for run in $(seq "$runs"); do
    file="$out/$name-$run.json"
    if CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium} npx lighthouse "http://127.0.0.1:$port$page" \
      --chrome-flags="$flags" --output=json --output-path="$file" --quiet \
      --only-categories=performance,accessibility,best-practices,seo >/dev/null 2>"$out/$name.err"; then
      files+=("$file")
    else
      echo "$page run $run: lighthouse failed, see $out/$name.err"
    fi
  done
  [ ${#files[@]} -gt 0 ] || { echo "$page - - - -" >>"$summary"; continue; }
  node scripts/lighthouse-median.mjs "$page" "${files[@]}" --summary "$summary"
done
# One verdict for all pages: performance >= 95 and the other three at 100 (median runs).
below=$(awk '$2 == "-" || $2 < 95 || $3 < 100 || $4 < 100 || $5 < 100 { print $1 }' "$summary" | tr '\n' ' ')
if [ -z "$below" ]; then
  echo "All ${#pages[@]} pages meet the targets (performance >= 95, accessibility, best practices and SEO 100)."
else
  echo "Below target: $below(performance >= 95, accessibility, best practices and SEO 100)."
  exit 1
fi
