#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find (README "Run every test").
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n=== %s ===\n' "$*"; }

step "Typecheck";                npm run typecheck
step "Lint";                     npm run lint
step "Unit, machine, server and component tests"; npx vitest run
step "Path coverage"; npm run coverage:paths
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Database tests on PostgreSQL ($TEST_DATABASE_URL)"; npx vitest run -c vitest.postgres.config.ts
else
  echo "(TEST_DATABASE_URL not set: the PostgreSQL-server suite runs in .ci/run, which installs PostgreSQL)"
fi
step "Build";                    npm run build
step "Bundle budget";            npm run budget
step "End-to-end in Chromium";   npx playwright test
step "Storybook build";          npm run test:storybook
step "All tests passed"
