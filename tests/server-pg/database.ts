/**
 * The set-up every file of the PostgreSQL suite shares: the server named by TEST_DATABASE_URL,
 * wiped (drop and recreate the schema, as the reset command does) and seeded, and servers built
 * on it in this process.
 */
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { openPostgres, type DatabaseHandle } from '../../server/db/open.ts';
import { registerReset } from '../../server/db/instances.ts';
import { prepareDatabase, wipePostgres } from '../../server/db/prepare.ts';
import { demoPassword } from '../../server/seed/index.ts';
import { userCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import type { LoginData } from '../../src/domain/session.ts';
import { seedNow } from '../server/helpers.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

/** TEST_DATABASE_URL, or a failure that says how to set it (the suite never skips). */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set (for example postgres://portal:portal@127.0.0.1:5432/portal_test)');
  return url;
}

/** Opens the test database, wipes it and applies the migrations and the seed (marked as a reset, so no server may be connected). */
export async function freshPostgres(): Promise<DatabaseHandle> {
  const handle = await openPostgres(testDatabaseUrl());
  const mark = await registerReset(handle.db);
  try {
    await wipePostgres(handle.pool!);
    await prepareDatabase(handle, { now: seedNow });
  } finally {
    await mark.release();
  }
  return handle;
}

/** A server in this process on the database, ready; two with one tokenSecret are as behind a load balancer. */
export async function appOn(handle: DatabaseHandle, options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<App> {
  const app = await buildApp({ db: handle.db, ...options });
  await app.ready();
  return app;
}

/** Signs a demo user in on `app` and answers the Authorization header of the session. */
export async function signInHeaders(app: App, userName: string): Promise<Record<string, string>> {
  const reply = await app.inject({ method: 'POST', url: `${apiAreas.userManagement}${userCalls.login}`, payload: { username: userName, password: demoPassword } });
  expect(reply.statusCode, reply.body).toBe(200);
  return { authorization: `Bearer ${(reply.json().data as LoginData).accessToken}` };
}
