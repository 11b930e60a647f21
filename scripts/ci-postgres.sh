#!/usr/bin/env bash
# Starts Debian's PostgreSQL on 127.0.0.1:5432 and creates the test role and database (idempotent).
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && break
  sleep 1
done
as_postgres() { su postgres -c "$1"; }
as_postgres "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='portal'\"" | grep -q 1 ||
  as_postgres "psql -qc \"CREATE ROLE portal LOGIN PASSWORD 'portal' CREATEDB\""
as_postgres "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname='portal_test'\"" | grep -q 1 ||
  as_postgres "createdb -O portal portal_test"
echo "PostgreSQL $version ready: postgres://portal:portal@127.0.0.1:5432/portal_test"
