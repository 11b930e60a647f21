import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import LongFilesFirst from './tests/sequencer.ts';

// Vitest keeps one core free by default: on the 2-core CI machine that is one worker, and the view
// path files (minutes of jsdom each) would run one after the other.
const workers = Math.max(2, availableParallelism() - 1);
// Each server worker holds an embedded PostgreSQL (about 0.4-0.9 GB): at most two.
const serverWorkers = Math.min(workers, 2);
// Projects with one worker limit run as one group (vitest refuses two limits in a group): the next
// project's files start while the last long file of the one before still runs, instead of a core
// idling at each project's end (on the 2-core CI machine every project has 2 workers, so all three
// are one group). tests/sequencer.ts orders the files: project by project, long files first.
const serverGroup = serverWorkers === workers ? 0 : 1;

// Test layers (DESIGN.md "Tests"): pure unit and machine tests in Node, server API tests against a
// fresh embedded database, component tests in jsdom. The PostgreSQL-server suite has its own config
// (vitest.postgres.config.ts) because it needs a running server.
export default defineConfig({
  plugins: [react()],
  test: {
    // Files of a worker share its module graph and environment instead of re-importing the portal
    // (React, XState, the router, a jsdom) for each file: vitest took 40% less time. Tests keep no
    // state between files (each makes its own actors, rendering and database); checked with the files
    // shuffled (--sequence.shuffle.files).
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          maxWorkers: workers,
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/paths/**/*.paths.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          sequence: { groupOrder: serverGroup },
          include: ['tests/server/**/*.test.ts'],
          pool: 'forks',
          maxWorkers: serverWorkers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          sequence: { groupOrder: 0 },
          maxWorkers: workers,
          include: ['tests/component/**/*.test.{ts,tsx}', 'stories/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
          // Whole flows typed key by key in jsdom take a few seconds; on a busy 2-core CI machine the
          // default 5 s is too tight for them (a safety limit, not a performance check).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
