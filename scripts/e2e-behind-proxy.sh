#!/usr/bin/env bash
# The multi-instance journeys (quote, portal, admin, calculator: the tests tagged @instances) against two production instances on one PostgreSQL database behind nginx
# (round robin), as docs/deploy.md describes a deployment: a fresh database, migrated and
# imported once; the e2e insurer keys issued into it; two production servers (server.mjs) on ports 3340/3341 with
# the same secrets (SESSION_SECRET, LEAD_ENCRYPTION_KEY, ADMIN_PASSWORD_HASH) and one mail
# outbox; nginx from Debian as the current user with its config, pid and logs in a temp folder
# (no system config touched). Then tests/e2e/behind-proxy.e2e.ts proves what two instances must
# share: an admin code sent by one instance is accepted by the other, the key failure limit
# counts on both, a lead is visible to the insurer on either. Everything stops and the database
# is dropped at the end.
# Needs TEST_DATABASE_URL (a PostgreSQL server), nginx and the production build in .next.
# Env: PROXY_PORT (8380), E2E_INSTANCE_PORTS ("3340 3341").
set -euo pipefail
cd "$(dirname "$0")/.."
: "${TEST_DATABASE_URL:?needs a PostgreSQL server: set TEST_DATABASE_URL}"
command -v nginx >/dev/null || { echo "nginx fehlt: apt-get install -y nginx" >&2; exit 1; }
[ -f .next/BUILD_ID ] || { echo "no production build: run npx next build first" >&2; exit 1; }
proxy_port=${PROXY_PORT:-8380}
read -r -a ports <<<"${E2E_INSTANCE_PORTS:-3340 3341}"
for port in "$proxy_port" "${ports[@]}"; do
  if curl -s -o /dev/null "http://127.0.0.1:$port/"; then echo "port $port is in use" >&2; exit 1; fi
done

work=$(mktemp -d)
# The e2e step before this one left its report here: keep it (the runs below write the same file).
[ -f test-results/e2e-report.json ] && mv test-results/e2e-report.json "$work/e2e-report.json"
e2e_dir=$work/e2e # what the tests read: insurer-keys.json and the outbox
mkdir -p "$e2e_dir" "$work/nginx"
# nginx's workers run as another user when it is started as root: they must reach their cache and
# temp folders (the work folder stays unlistable, the e2e folder private).
chmod 711 "$work" && chmod 700 "$e2e_dir" && chmod 755 "$work/nginx"
db_url=$(node tests/support/pg-test-db.mjs create "$TEST_DATABASE_URL")
pids=()
cleanup() {
  [ -f "$work/e2e-report.json" ] && mv "$work/e2e-report.json" test-results/e2e-report.json
  for pid in "${pids[@]}"; do kill -- -"$pid" 2>/dev/null || true; done
  [ -f "$work/nginx/nginx.pid" ] && kill "$(cat "$work/nginx/nginx.pid")" 2>/dev/null || true
  sleep 1
  node tests/support/pg-test-db.mjs drop "$db_url" || true
  rm -rf "$work"
}
trap cleanup EXIT

# What every instance shares (in production: the same values in each instance's environment).
{ read -r hash; read -r insurers; } < <(npx tsx -e '
import { hashPassword } from "./lib/crypto/password-hash";
import { E2E_ADMIN_PASSWORD } from "./tests/e2e/admin-login";
import { E2E_INSURERS } from "./tests/e2e/issued-keys";
console.log(hashPassword(E2E_ADMIN_PASSWORD));
console.log(Object.values(E2E_INSURERS).join(" "));')
export DATABASE_URL=$db_url
export SESSION_SECRET=$(openssl rand -base64 48)
export LEAD_ENCRYPTION_KEY=$(openssl rand -base64 32)
export ADMIN_PASSWORD_HASH=$hash
export MAIL_OUTBOX_DIR=$e2e_dir/outbox
export QUOTE_RATE_LIMIT=1000000 # the suite sends many quotes from one address
export NEXT_TELEMETRY_DISABLED=1

echo "=== migrate, import and issue the e2e keys once ($db_url)"
DATA_DIR=$work/prepare npx tsx scripts/db-migrate.ts --import-if-empty
# shellcheck disable=SC2086 # the codes are separate arguments
DATA_DIR=$work/prepare npx tsx scripts/insurer-keys.ts issue $insurers --json "$e2e_dir/insurer-keys.json"

upstreams=""
for port in "${ports[@]}"; do
  # nginx in front: its X-Forwarded-For entry names the client (TRUST_PROXY_HOPS=1, docs/deploy.md).
  DATA_DIR=$work/instance-$port PORT=$port TRUST_PROXY_HOPS=1 setsid node server.mjs >"$work/instance-$port.log" 2>&1 &
  pids+=($!)
  upstreams+="    server 127.0.0.1:$port;"$'\n'
done
for port in "${ports[@]}"; do
  for _ in $(seq 120); do curl -sf -o /dev/null "http://127.0.0.1:$port/api/health" && break; sleep 1; done
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null || { echo "instance $port did not start:"; cat "$work/instance-$port.log"; exit 1; }
done

# The deployment's nginx config (docs/deploy.md), on local ports without TLS. Host keeps the port
# ($http_host): the admin API compares the browser's Origin with it.
cat >"$work/nginx/nginx.conf" <<EOF
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
events { worker_connections 512; }
http {
  log_format upstream '\$remote_addr "\$request" \$status upstream=\$upstream_addr \${request_time}s';
  access_log $work/nginx/access.log upstream;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  upstream praemienkompass {
$upstreams    keepalive 16;
    # Below Node's 5 s keep-alive: otherwise nginx may reuse a connection the instance is closing,
    # and a POST on it (not retried) answers 502.
    keepalive_timeout 4s;
  }
  # The premium searches' GETs (Cache-Control: public, max-age; ETag), cached by URI (docs/deploy.md).
  proxy_cache_path $work/nginx/cache levels=1:2 keys_zone=premiums:10m max_size=200m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:$proxy_port;
    client_max_body_size 1m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host \$http_host;
    proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto \$scheme;
    proxy_set_header X-Forwarded-Host \$http_host;
    location / {
      proxy_pass http://praemienkompass;
      add_header X-Upstream \$upstream_addr always;
    }
    location /api/premiums/ {
      proxy_pass http://praemienkompass;
      proxy_cache premiums;
      proxy_cache_key \$scheme\$host\$request_uri;
      proxy_cache_lock on;
      proxy_cache_revalidate on;
      proxy_cache_use_stale error timeout updating;
      add_header X-Cache-Status \$upstream_cache_status always;
      add_header X-Upstream \$upstream_addr always;
    }
  }
}
EOF
nginx -t -q -c "$work/nginx/nginx.conf" -p "$work/nginx" -e "$work/nginx/error.log"
nginx -c "$work/nginx/nginx.conf" -p "$work/nginx" -e "$work/nginx/error.log"
for _ in $(seq 20); do curl -sf -o /dev/null "http://127.0.0.1:$proxy_port/api/health" && break; sleep 0.5; done

# nginx caches the premium searches' GETs: the first is a MISS (answered by an instance), the same
# GET again a HIT (answered by nginx, no instance asked), a conditional GET with the tag a 304; a
# POST is never cached.
echo "=== nginx's cache of the premium search GETs"
cache_status() { curl -s -o /dev/null -D - "$@" | tr -d '\r' | awk -F': ' 'tolower($1) == "x-cache-status" { print $2 }'; }
expect_cache() { # expect_cache <what> <wanted status> <got status>
  if [ "$3" = "$2" ]; then echo "  $1: $3"; else echo "  $1: $3, expected $2" >&2; exit 1; fi
}
search_url="http://127.0.0.1:$proxy_port/api/premiums/search?postalCode=8001&birthYear=1990&franchiseAmount=300&tariffYear=2026"
expect_cache "search, first GET" MISS "$(cache_status "$search_url")"
expect_cache "search, same GET again" HIT "$(cache_status "$search_url")"
etag=$(curl -s -o /dev/null -D - "$search_url" | tr -d '\r' | awk -F': ' 'tolower($1) == "etag" { print $2 }')
code=$(curl -s -o /dev/null -w '%{http_code}' -H "If-None-Match: $etag" "$search_url")
expect_cache "search with If-None-Match $etag" 304 "$code"
household_url="http://127.0.0.1:$proxy_port/api/premiums/household?postalCode=8001&persons%5B0%5D.birthYear=1984&persons%5B1%5D.birthYear=2015"
expect_cache "household, first GET" MISS "$(cache_status "$household_url")"
expect_cache "household, same GET again" HIT "$(cache_status "$household_url")"
post_status=$(cache_status -X POST -H 'content-type: application/json' \
  --data '{"postalCode":"8001","birthYear":1990}' "http://127.0.0.1:$proxy_port/api/premiums/search")
post_status=${post_status:-none}
case "$post_status" in HIT) echo "  a POST was answered from the cache" >&2; exit 1 ;; *) echo "  search by POST: $post_status (not cached)" ;; esac

export BASE_URL=http://127.0.0.1:$proxy_port E2E_DATA_DIR=$e2e_dir
export E2E_PROXY_UPSTREAMS=$(printf '127.0.0.1:%s,' "${ports[@]}" | sed 's/,$//')
status=0
# The journeys that prove the multi-instance set-up, not the whole suite twice (the tests tagged
# @instances): a quote request stored through one instance and read in the portal through either, the
# admin login with a key renewal that opens the portal, the calculator's search (served from each
# instance's own index). The e2e step before ran every journey once against one instance.
echo "=== the multi-instance journeys through nginx ($BASE_URL -> $E2E_PROXY_UPSTREAMS)"
env -u TEST_DATABASE_URL npx playwright test -c tests/e2e/playwright.config.ts --output test-results/e2e-proxy \
  --grep @instances || status=1
[ -f test-results/e2e-report.json ] && mv test-results/e2e-report.json test-results/e2e-proxy-report.json
echo "=== what two instances must share, through nginx"
E2E_PROXY_CHECKS=1 npx playwright test -c tests/e2e/playwright.config.ts --output test-results/e2e-proxy-checks behind-proxy || status=1
[ -f test-results/e2e-report.json ] && mv test-results/e2e-report.json test-results/e2e-proxy-checks-report.json
for port in "${ports[@]}"; do
  echo "instance $port: $(grep -c "upstream=127.0.0.1:$port" "$work/nginx/access.log" || true) requests through nginx," \
    "$(grep -cE "\" 5[0-9]{2} upstream=127.0.0.1:$port " "$work/nginx/access.log" || true) of them answered 5xx"
done
exit $status
