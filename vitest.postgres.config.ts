import { defineConfig } from 'vitest/config';

// Runs the database suite against a real PostgreSQL server named by TEST_DATABASE_URL
// (.ci/run installs Debian's postgresql and sets it).
export default defineConfig({
  test: {
    name: 'postgres',
    environment: 'node',
    include: ['tests/server-pg/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
