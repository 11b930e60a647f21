#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find (README "Run every test").
# Ends with a timing table (step, seconds), also written to reports/ci-timings.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

timings=()
started_all=$SECONDS
mkdir -p reports
# Install time, when .ci/run measured it.
if [ -n "${CI_INSTALL_SECONDS:-}" ]; then timings+=("Install (apt, npm ci, PostgreSQL)|$CI_INSTALL_SECONDS"); fi

table() {
  local total=$((SECONDS - started_all + ${CI_INSTALL_SECONDS:-0}))
  {
    echo '# CI timings'
    echo
    echo "Measured by \`scripts/test-all.sh\` on $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) cores. Budget: 25 minutes (1500 s) for \`.ci/run\`, installs included."
    echo
    echo '| step | seconds |'
    echo '|---|---:|'
    for row in "${timings[@]}"; do echo "| ${row%%|*} | ${row##*|} |"; done
    echo "| **total** | **$total** |"
  } > reports/ci-timings.md
  printf '\n=== Timings (reports/ci-timings.md) ===\n'
  for row in "${timings[@]}"; do printf '%-44s %6s s\n' "${row%%|*}" "${row##*|}"; done
  printf '%-44s %6s s\n' "total" "$total"
}
trap table EXIT

step() {
  local name=$1
  shift
  printf '\n=== %s ===\n' "$name"
  local start=$SECONDS
  "$@"
  timings+=("$name|$((SECONDS - start))")
}

rm -rf reports/path-coverage
step "Typecheck" npm run typecheck
step "Lint" npm run lint
step "Unit, machine, path, server and component tests" npx vitest run
step "Path coverage report" npx tsx scripts/path-coverage.ts
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Database tests on PostgreSQL" npx vitest run -c vitest.postgres.config.ts
else
  echo "(TEST_DATABASE_URL not set: the PostgreSQL-server suite runs in .ci/run, which installs PostgreSQL)"
fi
step "Build" npm run build
step "Bundle budget" npm run budget
step "End-to-end in Chromium" npx playwright test
step "Lighthouse (mobile; floor 90, 100, 100; CLS 0.05)" npm run lighthouse
step "Storybook build" npm run test:storybook
printf '\n=== All tests passed ===\n'
