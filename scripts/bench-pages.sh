#!/usr/bin/env bash
# Lighthouse (mobile defaults) against the production build in Debian's Chromium, each page measured
# against a bare Next.js page of the same version (scripts/bench-bare: one heading, no CSS, built
# with the project's own node_modules) in interleaved pairs (bare, page, bare, page, …), so the
# machine's speed cancels out. Per page: the median of the pairs' performance ratios and of their
# total-blocking-time and LCP differences, and the median run's accessibility, best practices, SEO.
# Targets (issue 22): performance ≥ 0.97 of the bare page's, TBT within 100 ms and LCP within 300 ms
# of the bare page's, accessibility, best practices and SEO 100.
# Usage: npm run bench:pages [-- /path ...]   (default: every public page, the portal and the admin login)
# Env: BENCH_PAIRS (5), BENCH_PORT (3300), BENCH_BARE_PORT (3301).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
port=${BENCH_PORT:-3300}
bare_port=${BENCH_BARE_PORT:-3301}
pages=("$@")
[ ${#pages[@]} -eq 0 ] && pages=(/ /calculator /optimizer /krankenkasse-wechseln /krankenkasse-zuerich /krankenkasse-basel /krankenkasse-bern /about /faq /privacy /insurer-portal /admin)
out=.lighthouse
mkdir -p "$out"

bash scripts/ensure-chromium.sh
export NEXT_TELEMETRY_DISABLED=1
node scripts/ensure-env.mjs
[ -f .next/BUILD_ID ] || npm run build
for p in "$port" "$bare_port"; do
  if curl -s -o /dev/null "http://127.0.0.1:$p/"; then echo "Port $p is in use: stop that server or set BENCH_PORT / BENCH_BARE_PORT" >&2; exit 1; fi
done

# The bare page is built outside the project (inside it, Next.js would take the project's
# instrumentation along), with the project's node_modules hard-linked (a copy where links fail).
bare=$(mktemp -d)
data_dir=$(mktemp -d)
servers=()
cleanup() { for pid in "${servers[@]}"; do kill -- -"$pid" 2>/dev/null || true; done; rm -rf "$bare" "$data_dir"; }
trap cleanup EXIT
cp -r scripts/bench-bare/. "$bare/"
cp -al node_modules "$bare/node_modules" 2>/dev/null || cp -a node_modules "$bare/node_modules"
(cd "$bare" && ./node_modules/.bin/next build >"$root/$out/bare-build.log" 2>&1) || { echo "the bare page did not build: $out/bare-build.log" >&2; exit 1; }
# exec: the background subshell becomes the server's own process group, so the cleanup's kill reaches it.
(cd "$bare" && exec setsid ./node_modules/.bin/next start -H 127.0.0.1 -p "$bare_port" >"$root/$out/bare-server.log" 2>&1) &
servers+=($!)

# The production server (server.mjs: it gives the cached pages their script-hash policy); its own
# process group, so stopping it stops any child too.
DATA_DIR=$data_dir DATABASE_URL= PORT=$port BIND_ADDRESS=127.0.0.1 setsid node server.mjs >"$out/server.log" 2>&1 &
servers+=($!)
# Ready once the premium data is imported and indexed (a fresh data folder imports on start).
for _ in $(seq 180); do curl -sf "http://127.0.0.1:$port/api/location?postal_code=8001" >/dev/null && break; sleep 1; done
for _ in $(seq 60); do curl -sf -o /dev/null "http://127.0.0.1:$bare_port/" && break; sleep 1; done

# Time to first byte and whether a page is served from the cache (same bytes twice).
node scripts/bench-ttfb.mjs "http://127.0.0.1:$port" "${pages[@]}" /krankenkasse-graubuenden | tee "$out/ttfb.txt"
echo "bare page: $(node scripts/bench-ttfb.mjs "http://127.0.0.1:$bare_port" / | tail -n 1)"

flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"
lighthouse() { # lighthouse <url> <file>
  CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium} npx lighthouse "$1" --chrome-flags="$flags" --output=json \
    --output-path="$2" --quiet --only-categories=performance,accessibility,best-practices,seo >/dev/null 2>>"$out/lighthouse.err"
}
pairs=${BENCH_PAIRS:-5}
summary=$out/summary.txt
: >"$summary"
: >"$out/lighthouse.err"
echo
printf '%-26s %5s %9s %6s %9s %9s %5s %5s %5s\n' page pairs perf/bare ratio "TBT diff" "LCP diff" a11y bp seo
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr -c 'a-z0-9\n' '-' | sed 's/^-*//;s/^$/home/')
  bare_files=(); page_files=()
  for run in $(seq "$pairs"); do
    # A pair counts only when both runs finished.
    if lighthouse "http://127.0.0.1:$bare_port/" "$out/bare-$name-$run.json" && lighthouse "http://127.0.0.1:$port$page" "$out/$name-$run.json"; then
      bare_files+=("$out/bare-$name-$run.json"); page_files+=("$out/$name-$run.json")
    else
      echo "$page pair $run: lighthouse failed, see $out/lighthouse.err"
    fi
  done
  node scripts/lighthouse-pairs.mjs "$page" --bare "${bare_files[@]}" --page "${page_files[@]}" --summary "$summary"
done
below=$(awk '$2 != "ok" { print $1 }' "$summary" | tr '\n' ' ')
if [ -z "$below" ]; then
  echo "All ${#pages[@]} pages meet the targets (≥ 0.97 of the bare page's performance, TBT +100 ms, LCP +300 ms, a11y, best practices, SEO 100)."
else
  echo "Below target: $below"
  exit 1
fi
