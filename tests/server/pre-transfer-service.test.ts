/**
 * Transfer service for a visitor against the real server on PGlite (issue 14); the scenarios are
 * shared with the PostgreSQL suite (tests/server/preTransferScenarios.ts).
 */
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { preTransferScenarios } from './preTransferScenarios.ts';

let server: TestServer;

beforeAll(async () => {
  // Building the seeded template on a busy machine can take minutes.
  server = await startTestServer();
}, 300_000);

afterAll(async () => {
  await server.close();
});

preTransferScenarios(() => server);
