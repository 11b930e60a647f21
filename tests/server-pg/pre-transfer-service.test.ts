/**
 * Transfer service for a visitor on a PostgreSQL server with a connection pool: the scenarios of
 * the PGlite suite (tests/server/preTransferScenarios.ts), where two visitors booking the last place
 * of a day at once run in two transactions on two connections: one gets it, the other the
 * slot-taken code, the other places still offered.
 */
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../server/db/open.ts';
import { preTransferScenarios } from '../server/preTransferScenarios.ts';
import { appOn, freshPostgres, type App } from './database.ts';

let handle: DatabaseHandle;
let app: App;

beforeAll(async () => {
  handle = await freshPostgres();
  app = await appOn(handle, { tokenSecret: 'pg-pre-transfer-test-secret-0123456789ab', paymentSchedulerMs: 0 });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

preTransferScenarios(() => ({ db: handle.db, request: (opts) => app.inject(typeof opts === 'string' ? { method: 'GET', url: opts } : opts) }));
