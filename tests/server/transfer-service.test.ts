/**
 * Transfer service against the real server on PGlite (issue 14); the scenarios are shared with the
 * PostgreSQL suite (tests/server/transferScenarios.ts).
 */
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { transferScenarios } from './transferScenarios.ts';

let server: TestServer;

beforeAll(async () => {
  // Building the seeded template on a busy machine can take minutes.
  server = await startTestServer();
}, 300_000);

afterAll(async () => {
  await server.close();
});

transferScenarios(() => server);
