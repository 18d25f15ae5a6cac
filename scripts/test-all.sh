#!/usr/bin/env bash
# What `npm test` runs (README command two, after `npm ci`): every check in order, stopping at the
# first failure, then one closing line `N passed, N failed` that adds up the tests of all steps.
#
#   1. Lint            npm run lint (Biome, import boundaries, file sizes)
#   2. Typecheck       npm run typecheck
#   3. Vitest          vitest run (projects domain, server on PGlite, web)
#   4. Vitest on PG    the server tests that touch SQL (project server-pg, see vitest.config.ts) again on a
#                      throwaway PostgreSQL 15 (scripts/with-postgres.sh)
#   5. End-to-end      npm run test:e2e (web build + Playwright in Chromium)
#
# Set TEST_SKIP_E2E=1 to leave out step 5 (for a quick local run; CI never sets it).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# The project's own Node 22 (devDependency `node`) and tools first, also when run as `bash scripts/...`.
export PATH="$ROOT/node_modules/.bin:$PATH"

RESULTS_DIR="$ROOT/.tmp/test-results"
rm -rf "$RESULTS_DIR"
mkdir -p "$RESULTS_DIR"

STEP_NAMES=()
STEP_TIMES=()
TOTAL_START=$SECONDS

# Adds up passed/failed/skipped over the JSON reports written so far (Vitest and Playwright).
summary_counts() {
  node - "$RESULTS_DIR" <<'JS'
const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    continue;
  }
  if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright: expected = passed, unexpected = failed, flaky = passed on a retry.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped ?? 0;
  } else if (typeof report.numPassedTests === 'number') {
    // Vitest (Jest-compatible JSON).
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
process.stdout.write(`${passed} ${failed} ${skipped}`);
JS
}

finish() {
  local status=$1
  echo
  echo "==================== summary ===================="
  local i
  for i in "${!STEP_NAMES[@]}"; do
    printf '  %-36s %s\n' "${STEP_NAMES[$i]}" "${STEP_TIMES[$i]}"
  done
  printf '  %-36s %ss\n' "total" "$((SECONDS - TOTAL_START))"
  local counts passed failed skipped
  counts="$(summary_counts)" || counts="0 0 0"
  read -r passed failed skipped <<<"$counts"
  if [[ $status -ne 0 ]]; then
    echo "FAILED: ${FAILED_STEP}"
  fi
  local line="${passed:-0} passed, ${failed:-0} failed"
  if [[ ${skipped:-0} -gt 0 ]]; then
    line+=", ${skipped} skipped"
  fi
  # .ci/run repeats this line at the very end of its output.
  echo "$line" | tee "$RESULTS_DIR/summary.txt"
  exit "$status"
}

FAILED_STEP=""
STEP_NUMBER=0
STEP_COUNT=5
if [[ "${TEST_SKIP_E2E:-}" == "1" ]]; then
  STEP_COUNT=4
fi

step() {
  local name=$1
  shift
  STEP_NUMBER=$((STEP_NUMBER + 1))
  echo
  echo "==================== [$STEP_NUMBER/$STEP_COUNT] $name ===================="
  echo "\$ $*"
  local start=$SECONDS
  "$@"
  local status=$?
  local took=$((SECONDS - start))
  STEP_NAMES+=("[$STEP_NUMBER/$STEP_COUNT] $name")
  if [[ $status -ne 0 ]]; then
    STEP_TIMES+=("FAILED (exit $status) after ${took}s")
    echo "---------- $name: FAILED (exit $status) after ${took}s ----------"
    FAILED_STEP="$name (exit $status)"
    finish "$status"
  fi
  STEP_TIMES+=("ok in ${took}s")
  echo "---------- $name: ok in ${took}s ----------"
}

VITEST_REPORT=(--reporter=default --reporter=json)

step "Lint (Biome, import boundaries, file sizes)" npm run --silent lint
step "Typecheck" npm run --silent typecheck
step "Vitest (PGlite)" vitest run --project domain --project server --project web "${VITEST_REPORT[@]}" --outputFile.json="$RESULTS_DIR/vitest.json"
step "Vitest server on PostgreSQL" bash scripts/with-postgres.sh \
  vitest run --project server-pg "${VITEST_REPORT[@]}" --outputFile.json="$RESULTS_DIR/vitest-postgres.json"
if [[ "${TEST_SKIP_E2E:-}" != "1" ]]; then
  # e2e/playwright.config.ts writes its JSON report there.
  export PLAYWRIGHT_JSON_OUTPUT_FILE="$RESULTS_DIR/playwright.json"
  step "End-to-end (Playwright)" npm run test:e2e
fi
finish 0
