/**
 * What a signed-in read costs the database (issue 13, a quick server): the authenticated current-bill
 * read is one SQL statement once the session is known (the session and the role rights come from
 * memory on the embedded database), none while nothing it is read from has changed (the account
 * summary is kept too: account-summary-cache.test.ts), and a change to the session (logout) or to the rights is seen
 * by the very next request. The indexes the queries need exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as t from '../../server/db/schema.ts';
import type { Db } from '../../server/db/open.ts';
import { billingCalls, userCalls } from '../../src/domain/calls.ts';
import { rights } from '../../src/domain/rights.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { recordingTestApp, type RecordingTestApp } from './helpers.ts';

let recording: RecordingTestApp;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  recording = await recordingTestApp();
  ({ app, db } = recording);
});
afterAll(async () => {
  await recording?.close();
});

const signIn = (userName: string) => recording.signIn(userName);
const statementsOf = (request: () => Promise<LightMyRequestResponse>, status?: number) => recording.statementsOf(request, status);

const billUrl = `${apiAreas.billing}${billingCalls.currentBill}?accountNumber=300041526371`;

describe('the authenticated current-bill read', () => {
  it('is one SQL statement once the session is known, and none again while nothing it comes from is written', async () => {
    const headers = await signIn('demo.customer');
    // The sign-in wrote the users table: the first read asks for the session, then the summary.
    await app.inject({ method: 'GET', url: `${apiAreas.billing}${billingCalls.currentBill}?accountNumber=300041526389`, headers });
    const first = await statementsOf(() => app.inject({ method: 'GET', url: billUrl, headers }));
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^select portal_account_summary/);
    expect(await statementsOf(() => app.inject({ method: 'GET', url: billUrl, headers }))).toEqual([]);
  });

  it('a logout ends the token at once, though the session was in memory', async () => {
    const headers = await signIn('demo.customer');
    expect((await app.inject({ method: 'GET', url: billUrl, headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `${apiAreas.userManagement}${userCalls.logout}`, headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: billUrl, headers })).statusCode).toBe(401);
  });

  it('a change to the role rights is seen by the next read', async () => {
    const headers = await signIn('demo.customer');
    const before = (await app.inject({ method: 'GET', url: billUrl, headers })).json().data;
    expect(before.scheduledPaymentAllowed).toBe(true);
    const removed = await db.delete(t.roleRights).where(eq(t.roleRights.rightName, rights.schedulePayment)).returning();
    try {
      expect(removed.length).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: billUrl, headers })).json().data.scheduledPaymentAllowed).toBe(false);
    } finally {
      await db.insert(t.roleRights).values(removed);
    }
    expect((await app.inject({ method: 'GET', url: billUrl, headers })).json().data.scheduledPaymentAllowed).toBe(true);
  });
});

describe('indexes the queries need', () => {
  it('payments by user and by saved method, prepaid transactions by meter and time', async () => {
    const result = (await db.execute(sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`)) as unknown as { rows: { indexname: string; indexdef: string }[] };
    const defs = Object.fromEntries(result.rows.map((row) => [row.indexname, row.indexdef]));
    expect(defs.payments_user_idx).toMatch(/ON public\.payments USING btree \(user_id\)/);
    expect(defs.payments_payment_method_idx).toMatch(/ON public\.payments USING btree \(payment_method_id\)/);
    expect(defs.prepaid_transactions_meter_date_idx).toMatch(/ON public\.prepaid_transactions USING btree \(meter_id, transacted_at\)/);
  });
});
