/**
 * The account summaries kept in memory on the embedded database (server/billing/accountSummary.ts,
 * issue 13): the current bill and the dashboard are read from memory while nothing they come from
 * has changed, and never show what has changed: a payment, a changed link, and a link whose
 * access_until has passed since the summary was read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { paymentCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { envelope, minutes, signIn, startTestServer, TestClock, type TestServer } from './helpers.ts';
import { billUrl, currentBill, customerTokens, flat, home, payBody } from './paymentHelpers.ts';

const clock = new TestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

describe('summaries from memory', () => {
  it('a payment shows in the next read of the current bill', async () => {
    const customer = await signIn(server, 'demo.customer');
    const before = await currentBill(server, customer.headers, home);
    // Read twice: the second comes from memory.
    expect(await currentBill(server, customer.headers, home)).toEqual(before);
    const { card } = await customerTokens(server, customer.headers);
    const paid = await server.request({
      method: 'POST',
      url: `${apiAreas.payment}${paymentCalls.pay}`,
      headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
      payload: payBody(home, 10, { saved: card, kind: 'card' }),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await currentBill(server, customer.headers, home);
    expect(Math.round(after.amountDue * 100)).toBe(Math.round(before.amountDue * 100) - 1000);
  });

  it('a link taken away is seen at once', async () => {
    const guest = await signIn(server, 'demo.guest');
    expect((await currentBill(server, guest.headers, flat)).accountNumber).toBe(flat);
    const [account] = await server.db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, flat));
    const link = and(eq(t.userAccounts.userId, guest.uuid), eq(t.userAccounts.accountId, account!.id));
    const [held] = await server.db.select().from(t.userAccounts).where(link);
    await server.db.delete(t.userAccounts).where(link);
    try {
      const refused = await server.request({ method: 'GET', url: billUrl('currentBill', `accountNumber=${flat}`), headers: guest.headers });
      expect(refused.statusCode).toBe(403);
    } finally {
      await server.db.insert(t.userAccounts).values(held!);
    }
  });

  it("a guest's access that ends after the summary was read ends the reads", async () => {
    const [account] = await server.db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, flat));
    const [guestUser] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userName, 'demo.guest'));
    const [held] = await server.db
      .select({ accessUntil: t.userAccounts.accessUntil })
      .from(t.userAccounts)
      .where(and(eq(t.userAccounts.userId, guestUser!.id), eq(t.userAccounts.accountId, account!.id)));
    expect(held!.accessUntil).not.toBeNull();
    // Five minutes before the end: sign in and read (the summary is kept)...
    clock.offsetMs = held!.accessUntil!.getTime() - minutes(5) - Date.now();
    const guest = await signIn(server, 'demo.guest');
    expect((await currentBill(server, guest.headers, flat)).accountNumber).toBe(flat);
    // ...a minute after it, with the same (still valid) access token, nothing was written meanwhile.
    clock.advance(minutes(6));
    const refused = await server.request({ method: 'GET', url: billUrl('currentBill', `accountNumber=${flat}`), headers: guest.headers });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(envelope(refused).status.msgcode).toBe('GEN403');
    clock.offsetMs = 0;
  });
});
