/**
 * Forgot password by user id (probe finding 5): an existing user id and an unknown one take the
 * same path (the same SQL statements, in the same order), so the answer time does not tell whether a
 * user id exists. The e-mail still goes only to the existing user's outbox. (Wall-clock times are
 * not compared here: on a shared 2-core CI machine one request takes 5 to 300 ms.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { buildApp } from '../../server/app.ts';
import * as schema from '../../server/db/schema.ts';
import * as t from '../../server/db/schema.ts';
import type { Db } from '../../server/db/open.ts';
import { userCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { minutes, openTestDatabase, testAdminToken, TestClock } from './helpers.ts';
import type { DatabaseHandle } from '../../server/db/open.ts';
import type { FastifyInstance } from 'fastify';

const clock = new TestClock();
let handle: DatabaseHandle;
let app: FastifyInstance;
/** Every SQL statement the server ran (parameters left out). */
const statements: string[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  // The same database, through a drizzle that records each statement the server runs.
  const db = drizzle({ client: handle.pglite!, schema, logger: { logQuery: (query) => statements.push(query) } }) as unknown as Db;
  app = await buildApp({ db, adminToken: testAdminToken, now: clock.now });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

let ip = 0;
/** One forgot-password request, in a fresh throttle window from a fresh address: its statements and answer. */
async function forgotPassword(userName: string) {
  clock.advance(minutes(16));
  statements.length = 0;
  const reply = await app.inject({ method: 'POST', url: `${apiAreas.userManagement}${userCalls.forgotPassword}`, payload: { userName }, remoteAddress: `10.70.0.${++ip % 250}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return { statements: [...statements], body: reply.json() };
}

const resetMails = async () => (await handle.db.select({ n: count() }).from(t.outboxMessages).where(eq(t.outboxMessages.kind, 'password-reset')))[0]!.n;

describe('forgot password: an existing and an unknown user id', () => {
  it('answer the same, through the same statements; only the existing user gets the e-mail', async () => {
    const mails = await resetMails();
    const existing = await forgotPassword('demo.enterprise');
    const unknown = await forgotPassword('no.such.user');
    expect(unknown.body).toEqual(existing.body);
    expect(unknown.statements).toEqual(existing.statements);
    expect(await resetMails()).toBe(mails + 1);
  });
});
