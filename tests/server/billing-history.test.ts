/**
 * Billing & Payment History on the reference server (GET {billing}/history): the bills tab and the
 * payments tab each ask for one item type; a payment made or cancelled a moment ago is there at
 * once; the history right (none on a status-2 account) and bad queries are refused with a catalogue
 * code, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { HistoryItem, Paged, PaymentReceipt } from '../../src/domain/payment.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { billUrl, customerTokens, day, expectCode, flat, home, payBody, payUrl, post, suspended } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;
let tokens: { card: string; bank: string };

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
  tokens = await customerTokens(server, customer);
});
afterAll(async () => {
  await server?.close();
});

const history = async (query: string, headers = customer) => {
  const reply = await server.request({ method: 'GET', url: billUrl('history', query), headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<Paged<HistoryItem>>(reply).data;
};

const countOf = async (table: typeof t.bills | typeof t.payments, accountNumber: string) =>
  (await server.db.select({ n: count() }).from(table).innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, table.accountId)).where(eq(t.serviceAccounts.accountNumber, accountNumber)))[0]!.n;

describe('history by type', () => {
  it('type=bill answers only bills, newest first, paged over the bills alone', async () => {
    const bills = await countOf(t.bills, home);
    const first = await history(`accountNumber=${home}&type=bill&pageSize=5`);
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: bills, totalPages: Math.ceil(bills / 5) });
    expect(first.items.every((item) => item.type === 'bill')).toBe(true);
    expect(first.items[0]).toEqual(expect.objectContaining({ dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), billPeriodStart: expect.any(String), billPeriodEnd: expect.any(String) }));
    const all = (await history(`accountNumber=${home}&type=bill&pageSize=50`)).items.map((item) => item.date);
    expect(all).toEqual([...all].sort().reverse());
  });

  it('type=payment answers only payments; without a type both come, as before', async () => {
    const payments = await countOf(t.payments, home);
    const only = await history(`accountNumber=${home}&type=payment&pageSize=50`);
    expect(only.total).toBe(payments);
    expect(only.items.every((item) => item.type === 'payment')).toBe(true);
    const both = await history(`accountNumber=${home}&pageSize=5`);
    expect(both.total).toBe(payments + (await countOf(t.bills, home)));
  });

  it('a payment made a moment ago heads the payments; a cancelled scheduled one reads cancelled', async () => {
    const paid = await post(server, payUrl('pay'), payBody(home, 61.5, { saved: tokens.card, kind: 'card' }), { headers: customer });
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = envelope<PaymentReceipt>(paid).data;
    const [latest] = (await history(`accountNumber=${home}&type=payment&pageSize=1`)).items;
    expect(latest).toMatchObject({ type: 'payment', status: 'completed', amount: 61.5, reference: receipt.confirmationNumber, date: day(), method: 'VISA ending 4242' });

    const scheduled = await post(server, payUrl('schedule'), payBody(flat, 70, { saved: tokens.bank, kind: 'bank' }, { paymentDate: day(new Date(), 3), paymentDateType: 'scheduled' }), { headers: customer });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const uid = envelope<PaymentReceipt>(scheduled).data.schedulePayUid;
    const before = (await history(`accountNumber=${flat}&type=payment&pageSize=50`)).items.find((item) => item.reference === envelope<PaymentReceipt>(scheduled).data.confirmationNumber);
    expect(before).toMatchObject({ status: 'scheduled', description: 'Scheduled payment' });
    expect((await post(server, payUrl('cancelScheduled'), { schedulePayUid: uid, accountNumber: flat }, { headers: customer, key: null })).statusCode).toBe(200);
    const after = (await history(`accountNumber=${flat}&type=payment&pageSize=50`)).items.find((item) => item.reference === before!.reference);
    expect(after).toMatchObject({ status: 'cancelled' });
  });
});

describe('history refusals', () => {
  it('bad queries: 400 VLD002 naming the field and the rule (VLD003 for an unknown one), never a 500', async () => {
    for (const query of [`accountNumber=${home}&type=bills`, `accountNumber=${home}&type=`, `accountNumber=${home}&type=BILL`]) {
      const reply = await server.request({ method: 'GET', url: billUrl('history', query), headers: customer });
      expectCode(reply, 400, 'VLD002');
    }
    expectCode(await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${home}&type=bill&extra=1`), headers: customer }), 400, 'VLD003');
    const named = await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${home}&type=all`), headers: customer });
    expect(envelope(named).status.message).toContain('query.type: VLD_HISTORY_TYPE');
    const repeated = await server.request({ method: 'GET', url: `${billUrl('history', `accountNumber=${home}&type=bill&type=payment`)}`, headers: customer });
    expect(repeated.statusCode).toBe(400);
  });

  it('an account the caller does not hold is 403; so is a status-2 account (no history right)', async () => {
    const suspendedUser = (await signIn(server, 'demo.suspended')).headers;
    expectCode(await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${suspended}`), headers: suspendedUser }), 403, 'GEN403');
    expectCode(await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${suspended}`), headers: customer }), 403, 'GEN403');
  });

  it('a guest (role 8) holds the history right and reads the flat', async () => {
    const guest = (await signIn(server, 'demo.guest')).headers;
    expect((await history(`accountNumber=${flat}&type=bill&pageSize=2`, guest)).items).toHaveLength(2);
  });

  it('without a session: 401', async () => {
    const reply = await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${home}`) });
    expect(reply.statusCode).toBe(401);
  });
});
