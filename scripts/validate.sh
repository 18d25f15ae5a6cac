#!/usr/bin/env bash
# `npm run validate`: the everyday check before a commit. Lint, typecheck and the fast tests (domain,
# server on PGlite, web; no PostgreSQL, no end-to-end) run in parallel; each writes to its own log, and a
# summary names what failed and where its log is. Exits non-zero when any of them fails.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$ROOT/node_modules/.bin:$PATH"
# The fast tests only: a DATABASE_URL in the shell must not add the PostgreSQL pass.
unset DATABASE_URL

LOG_DIR="$ROOT/.tmp/validate"
rm -rf "$LOG_DIR"
mkdir -p "$LOG_DIR"

NAMES=(lint typecheck tests)
COMMANDS=(
  "biome check ."
  "npm run --silent typecheck"
  "vitest run --project domain --project server --project web"
)

START=$SECONDS
PIDS=()
# Stop the children too when interrupted.
trap 'kill "${PIDS[@]}" 2>/dev/null; exit 130' INT TERM
for i in "${!NAMES[@]}"; do
  (
    begin=$SECONDS
    bash -c "${COMMANDS[$i]}" >"$LOG_DIR/${NAMES[$i]}.log" 2>&1
    status=$?
    echo "$status $((SECONDS - begin))" >"$LOG_DIR/${NAMES[$i]}.status"
    exit "$status"
  ) &
  PIDS+=($!)
  echo "validate: ${NAMES[$i]} started: ${COMMANDS[$i]}"
done

failed=0
for pid in "${PIDS[@]}"; do
  wait "$pid" || failed=1
done

echo
echo "==================== validate ===================="
for name in "${NAMES[@]}"; do
  read -r status took <"$LOG_DIR/$name.status" 2>/dev/null || { status=1; took='?'; }
  if [[ $status -eq 0 ]]; then
    printf '  %-10s ok in %ss\n' "$name" "$took"
  else
    printf '  %-10s FAILED (exit %s) after %ss: see %s\n' "$name" "$status" "$took" "${LOG_DIR#"$ROOT/"}/$name.log"
  fi
done
# The tests' own closing lines (files and tests passed or failed).
sed -E 's/\x1b\[[0-9;]*m//g' "$LOG_DIR/tests.log" | grep -E '^ *(Test Files|Tests) ' | sed -E 's/^ */  /'
printf '  %-10s %ss\n' "total" "$((SECONDS - START))"
if [[ $failed -ne 0 ]]; then
  for name in "${NAMES[@]}"; do
    read -r status _ <"$LOG_DIR/$name.status" 2>/dev/null || status=1
    if [[ $status -ne 0 ]]; then
      echo
      echo "---------- last lines of $name.log ----------"
      tail -n 30 "$LOG_DIR/$name.log"
    fi
  done
fi
exit "$failed"
