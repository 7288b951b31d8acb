#!/usr/bin/env bash
# Lighthouse (mobile defaults) against the production build in Debian's Chromium.
# Prints performance / accessibility / best-practices / SEO per page.
# Usage: npm run bench:pages [-- /path ...]   (default: /faq /krankenkasse-zuerich)
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-3300}
pages=("$@")
[ ${#pages[@]} -eq 0 ] && pages=(/faq /krankenkasse-zuerich)
out=.lighthouse
mkdir -p "$out"

bash scripts/ensure-chromium.sh
node scripts/ensure-env.mjs
[ -f .next/BUILD_ID ] || npx next build
data_dir=$(mktemp -d)
DATA_DIR=$data_dir DATABASE_URL= npx next start -p "$port" >"$out/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$data_dir"' EXIT
for _ in $(seq 60); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 1; done

flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"
printf '%-28s %6s %6s %6s %6s %8s %8s %8s\n' page perf a11y bp seo FCP LCP TBT
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr -c 'a-z0-9\n' '-' | sed 's/^-*//;s/^$/home/')
  CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium} npx lighthouse "http://127.0.0.1:$port$page" \
    --chrome-flags="$flags" --output=json --output-path="$out/$name.json" --quiet \
    --only-categories=performance,accessibility,best-practices,seo >/dev/null 2>"$out/$name.err" || {
      echo "$page: lighthouse failed, see $out/$name.err"; continue; }
  node -e '
    const r = require(process.argv[1]); const c = r.categories, a = r.audits;
    const s = (k) => Math.round(c[k].score * 100);
    const ms = (k) => Math.round(a[k].numericValue) + "ms";
    console.log(process.argv[2].padEnd(28), ...[s("performance"), s("accessibility"), s("best-practices"), s("seo")].map((v) => String(v).padStart(6)),
      ...[ms("first-contentful-paint"), ms("largest-contentful-paint"), ms("total-blocking-time")].map((v) => v.padStart(8)));
    const failing = Object.values(a).filter((x) => x.score !== null && x.score < 1 && ["accessibility"].some((cat) => c[cat].auditRefs.some((ref) => ref.id === x.id)));
    for (const f of failing) console.log("   a11y:", f.id, "-", f.title);
  ' "$PWD/$out/$name.json" "$page"
done
