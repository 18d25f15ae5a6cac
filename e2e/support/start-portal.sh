#!/usr/bin/env bash
# Starts the real portal for the end-to-end suite (Playwright's webServer runs this from the repo root):
# a private copy of the web build (the update-dialog spec rewrites its version.json) and a fresh embedded
# PGlite database seeded with the demo data and each spec's own staff users (support/seed-spec-users.ts).
# Port and the rest come from the environment set in e2e/playwright.config.ts.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

if [[ ! -f apps/web/dist/index.html ]]; then
  echo "e2e: apps/web/dist is missing: build the web app first (npm run build --workspace @portal/web)." >&2
  exit 1
fi

rm -rf "$DATA_DIR" "$WEB_DIST_DIR"
mkdir -p "$(dirname "$WEB_DIST_DIR")"
cp -R apps/web/dist "$WEB_DIST_DIR"
node_modules/.bin/tsx e2e/support/seed-spec-users.ts

exec npm run start --workspace @portal/server
