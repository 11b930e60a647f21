/**
 * Idempotency of the calls that move money: the same Idempotency-Key with the same body answers the
 * first result and charges once (one after the other, or submitted at the same moment); the same
 * key with another body answers 409; a declined payment repeated is not charged again; keys are per
 * user (and "guest" before sign-in).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { testCardForCode } from '../../server/gateway/testCards.ts';
import type { PaymentReceipt } from '../../src/domain/payment.ts';
import { buildApp } from '../../server/app.ts';
import { envelope, signIn, startTestServer, testAdminToken, type TestServer } from './helpers.ts';
import { card, currentBill, customerTokens, day, expectCode, flat, home, payBody, payUrl, post } from './paymentHelpers.ts';

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

const paymentsWithKey = async (key: string) => (await server.db.select({ n: count() }).from(t.payments).where(like(t.payments.idempotencyKey, `%:${key}`)))[0]!.n;
const chargesWithKey = async (key: string) => (await server.db.select({ n: count() }).from(t.gatewayCharges).where(like(t.gatewayCharges.idempotencyKey, `%:${key}`)))[0]!.n;

describe('the same key twice', () => {
  it('answers the first receipt again (marked replayed) and charges once', async () => {
    const key = randomUUID();
    const before = await currentBill(server, customer, home);
    const body = payBody(home, 150, { saved: tokens.card, kind: 'card' });
    const first = await post(server, payUrl('pay'), body, { headers: customer, key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await post(server, payUrl('pay'), body, { headers: customer, key });
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(envelope<PaymentReceipt>(second).data).toEqual(envelope<PaymentReceipt>(first).data);
    expect(await paymentsWithKey(key)).toBe(1);
    expect(await chargesWithKey(key)).toBe(1);
    expect((await currentBill(server, customer, home)).amountDue).toBeCloseTo(before.amountDue - 150, 2);
    // Key order in the body does not make it another request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const third = await post(server, payUrl('pay'), reordered, { headers: customer, key });
    expect(third.headers['idempotent-replayed']).toBe('true');
  });

  it('with a different body answers 409 PAY_IDEMPOTENCY_MISMATCH and charges nothing more', async () => {
    const key = randomUUID();
    expect((await post(server, payUrl('pay'), payBody(home, 151, { saved: tokens.card, kind: 'card' }), { headers: customer, key })).statusCode).toBe(200);
    const other = await post(server, payUrl('pay'), payBody(home, 152, { saved: tokens.card, kind: 'card' }), { headers: customer, key });
    expectCode(other, 409, 'PAY_IDEMPOTENCY_MISMATCH');
    // The same key on another call is another request too.
    expectCode(await post(server, payUrl('schedule'), payBody(home, 151, { saved: tokens.card, kind: 'card' }, { paymentDate: day(new Date(), 3) }), { headers: customer, key }), 409, 'PAY_IDEMPOTENCY_MISMATCH');
    expect(await paymentsWithKey(key)).toBe(1);
    expect(await chargesWithKey(key)).toBe(1);
  });

  it('a declined payment repeated answers the same code without a second charge', async () => {
    const key = randomUUID();
    const body = payBody(flat, 60, { card: card(testCardForCode.F301) });
    expectCode(await post(server, payUrl('pay'), body, { headers: customer, key }), 402, 'F301');
    const again = await post(server, payUrl('pay'), body, { headers: customer, key });
    expectCode(again, 402, 'F301');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await chargesWithKey(key)).toBe(1);
    expect((await server.db.select({ n: count() }).from(t.gatewayTokens))[0]!.n).toBeGreaterThan(2);
  });

  it('keys are per user: another user with the same key makes their own payment', async () => {
    const key = randomUUID();
    expect((await post(server, payUrl('pay'), payBody(flat, 40, { card: card('4242424242424242') }), { headers: customer, key })).statusCode).toBe(200);
    const landlord = await signIn(server, 'demo.landlord');
    const reply = await post(server, payUrl('pay'), payBody('300074059326', 40, { card: card('4242424242424242') }), { headers: landlord.headers, key });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentsWithKey(key)).toBe(2);
  });
});

describe('a retry after the server restarted', () => {
  it('without TOKEN_SECRET, the same key and body answer the stored reply (not 409): a charged customer is never told to pay again', async () => {
    const key = randomUUID();
    const body = payBody(flat, 31.5, { card: card('4242424242424242') });
    const first = await post(server, payUrl('pay'), body, { headers: customer, key });
    expect(first.statusCode, first.body).toBe(200);
    // A restarted server on the same database: no TOKEN_SECRET, so a new random token key.
    const restartedApp = await buildApp({ db: server.db, adminToken: testAdminToken });
    await restartedApp.ready();
    try {
      const restarted: TestServer = { ...server, app: restartedApp, request: (opts) => restartedApp.inject(typeof opts === 'string' ? { method: 'GET', url: opts } : opts) };
      const again = await post(restarted, payUrl('pay'), body, { headers: (await signIn(restarted, 'demo.customer')).headers, key });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(envelope<PaymentReceipt>(again).data).toEqual(envelope<PaymentReceipt>(first).data);
      expect(await paymentsWithKey(key)).toBe(1);
      expect(await chargesWithKey(key)).toBe(1);
    } finally {
      await restartedApp.close();
    }
  });
});

describe('a double submit at the same moment', () => {
  it('five identical requests with one key: one payment, one charge, the same receipt for all', async () => {
    const key = randomUUID();
    const before = await currentBill(server, customer, flat);
    const body = payBody(flat, 77.77, { card: card('5555555555554444') }, { saveMethod: true });
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(server, payUrl('pay'), body, { headers: customer, key })));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const confirmations = new Set(replies.map((reply) => envelope<PaymentReceipt>(reply).data.confirmationNumber));
    expect(confirmations.size).toBe(1);
    expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await paymentsWithKey(key)).toBe(1);
    expect(await chargesWithKey(key)).toBe(1);
    expect((await currentBill(server, customer, flat)).balance).toBeCloseTo(before.balance - 77.77, 2);
    expect((await server.db.select({ n: count() }).from(t.paymentMethods).where(eq(t.paymentMethods.last4, '4444')))[0]!.n).toBe(1);
  });

  it('two different keys at the same moment are two payments', async () => {
    const body = payBody(flat, 12.34, { saved: tokens.bank, kind: 'bank' });
    const [a, b] = await Promise.all([post(server, payUrl('pay'), body, { headers: customer }), post(server, payUrl('pay'), body, { headers: customer })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(envelope<PaymentReceipt>(a).data.confirmationNumber).not.toBe(envelope<PaymentReceipt>(b).data.confirmationNumber);
  });
});
