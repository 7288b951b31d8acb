#!/usr/bin/env bash
# The whole test suite: types, unit and component tests, integration tests against the
# embedded database (and PostgreSQL when TEST_DATABASE_URL is set), a production build,
# and the end-to-end tests in Chromium. Ends with one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."

results=test-results
rm -rf "$results" && mkdir -p "$results"
failed_steps=()
step() { # step <name> <command...>
  local name=$1; shift
  echo; echo "=== $name"
  local start=$SECONDS
  if "$@"; then echo "--- $name: ok ($((SECONDS - start)) s)"; else echo "--- $name: FAILED ($((SECONDS - start)) s)"; failed_steps+=("$name"); fi
}
# Every step has a time limit, so a hang fails the run instead of eating CI's 90 minutes.

export NEXT_TELEMETRY_DISABLED=1
# The servers of the run listen on ports the operating system says are free, not on fixed ones: a
# server left running on this machine (CI runs where the last session worked) cannot take the run down.
read -r e2e_port check_port proxy_port instance_a instance_b < <(node scripts/free-ports.mjs 5)
export E2E_PORT=${E2E_PORT:-$e2e_port} CHECK_PORT=${CHECK_PORT:-$check_port} PROXY_PORT=${PROXY_PORT:-$proxy_port}
export E2E_INSTANCE_PORTS=${E2E_INSTANCE_PORTS:-"$instance_a $instance_b"}
echo "ports: e2e $E2E_PORT, start without data $CHECK_PORT, nginx $PROXY_PORT, instances $E2E_INSTANCE_PORTS"
node scripts/ensure-env.mjs
bash scripts/ensure-chromium.sh || failed_steps+=("chromium")

step "typecheck" timeout 600 npx tsc --noEmit
step "import cycles" timeout 300 node scripts/check-structure.mjs
# The advisor's development set (tests/advisor/cases): fails below 95 % in any category and share.
step "advisor evaluation (development set)" timeout 600 npx tsx --conditions=react-server scripts/eval-advisor.ts --quiet
# Jest takes one core less than the machine has (one worker on two cores); its tests wait on databases,
# servers and timers as much as they compute, so two workers on two cores halve the step.
jest_workers=${JEST_WORKERS:-2}
# Without TEST_DATABASE_URL: this step is the embedded database's (each file its own in-memory PGlite).
step "unit + integration (PGlite)" env -u TEST_DATABASE_URL NODE_OPTIONS=--experimental-vm-modules timeout 900 \
  npx jest -c tests/jest.config.mjs --selectProjects unit integration --maxWorkers="$jest_workers" --json --outputFile "$results/jest-pglite.json"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  if pg_url=$(node tests/support/pg-test-db.mjs create "$TEST_DATABASE_URL"); then
    step "integration (PostgreSQL)" env TEST_DATABASE_URL="$pg_url" bash -c \
      "NODE_OPTIONS=--experimental-vm-modules timeout 900 npx jest -c tests/jest.config.mjs --selectProjects integration --maxWorkers=$jest_workers --json --outputFile $results/jest-postgres.json"
    node tests/support/pg-test-db.mjs drop "$pg_url" || true
  else
    echo "PostgreSQL at TEST_DATABASE_URL is not reachable"; failed_steps+=("postgresql")
  fi
else
  echo; echo "=== integration (PostgreSQL): skipped, TEST_DATABASE_URL is not set"
fi

step "build" timeout 1200 npx next build
if [[ ! " ${failed_steps[*]} " =~ " build " ]]; then
  # The run's data folder is made here, so the secrets scan can read its keys, secrets and codes.
  e2e_data=$(mktemp -d)
  step "e2e (Chromium)" env E2E_DATA_DIR="$e2e_data" timeout 1800 npx playwright test -c tests/e2e/playwright.config.ts
  step "secrets scan (build output, e2e server log)" timeout 600 \
    node scripts/scan-secrets.mjs --next .next --log "$results/e2e-server.log" --data-dir "$e2e_data"
  rm -rf "$e2e_data"
  step "start without premium data" timeout 300 bash scripts/check-missing-data.sh
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    step "e2e behind nginx (two instances, PostgreSQL)" timeout 1800 bash scripts/e2e-behind-proxy.sh
  else
    echo; echo "=== e2e behind nginx: skipped, TEST_DATABASE_URL is not set"
  fi
fi

node scripts/test-summary.mjs "$results" "${#failed_steps[@]}"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  exit 1
fi
