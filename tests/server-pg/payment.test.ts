/**
 * Payments on a PostgreSQL server with a connection pool (real concurrency): a double submit with
 * one Idempotency-Key charges once, a recharge vends once, and two servers running the
 * scheduled-payment job at the same moment make a payment once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { DatabaseHandle } from '../../server/db/open.ts';
import { paymentCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { convenienceFee, type PaymentReceipt, type SavedPaymentMethod } from '../../src/domain/payment.ts';
import { type RechargeReceipt } from '../../src/domain/prepaid.ts';
import { TestClock } from '../server/helpers.ts';
import { appOn, freshPostgres, signInHeaders, type App } from './database.ts';

const clock = new TestClock();
let handle: DatabaseHandle;
let app: App;
let second: App;

beforeAll(async () => {
  handle = await freshPostgres();
  // Two servers on one database and one key (as behind a load balancer).
  const options = { tokenSecret: 'pg-payment-test-secret-0123456789abcdef', now: clock.now, paymentSchedulerMs: 0 };
  [app, second] = await Promise.all([appOn(handle, options), appOn(handle, options)]);
});

afterAll(async () => {
  await app?.close();
  await second?.close();
  await handle?.close();
});

const signIn = (userName: string) => signInHeaders(app, userName);

const payUrl = (call: keyof typeof paymentCalls) => `${apiAreas.payment}${paymentCalls[call]}`;
const day = (plusDays = 0) => new Date(clock.now().getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);
const card = { nameOnCard: 'Kagiso T Molefe', cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvv: '123' };

describe('payments on PostgreSQL', () => {
  it('ten concurrent submissions with one Idempotency-Key over two servers: one payment, one charge, one receipt', async () => {
    const headers = await signIn('demo.customer');
    const key = randomUUID();
    const body = {
      accountNumber: '300041526371', amount: 123.45, paymentAmountType: 'OtherAmount', paymentMethod: 'NewCard', card,
      saveMethod: true, paymentDate: day(), convenienceFee: convenienceFee(123.45, 'card'),
    };
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, n) => (n % 2 ? second : app).inject({ method: 'POST', url: payUrl('pay'), headers: { ...headers, 'idempotency-key': key }, payload: body })),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(new Set(replies.map((reply) => (reply.json().data as PaymentReceipt).confirmationNumber)).size).toBe(1);
    expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect((await handle.db.select({ n: count() }).from(t.payments).where(like(t.payments.idempotencyKey, `%:${key}`)))[0]!.n).toBe(1);
    expect((await handle.db.select({ n: count() }).from(t.gatewayCharges).where(like(t.gatewayCharges.idempotencyKey, `%:${key}`)))[0]!.n).toBe(1);
    const methods = (await app.inject({ method: 'GET', url: `${payUrl('methods')}?accountNumber=300041526371`, headers })).json().data as SavedPaymentMethod[];
    expect(methods.filter((m) => m.last4 === '4242' && m.expiryMonth === 12)).toHaveLength(1);
    // The same key with another body.
    const other = await app.inject({ method: 'POST', url: payUrl('pay'), headers: { ...headers, 'idempotency-key': key }, payload: { ...body, amount: 200, convenienceFee: 5 } });
    expect(other.json().status.msgcode).toBe('PAY_IDEMPOTENCY_MISMATCH');
  });

  it('five concurrent recharges with one key vend one token', async () => {
    const headers = await signIn('demo.prepaid');
    const key = randomUUID();
    const body = { meterNumber: '04112873365', amount: 80, paymentMethod: 'NewCard', card, convenienceFee: 5 };
    const replies = await Promise.all(Array.from({ length: 5 }, (_, n) => (n % 2 ? second : app).inject({ method: 'POST', url: payUrl('recharge'), headers: { ...headers, 'idempotency-key': key }, payload: body })));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const tokens = new Set(replies.map((reply) => (reply.json().data as RechargeReceipt).token));
    expect(tokens.size).toBe(1);
    expect((await handle.db.select({ n: count() }).from(t.prepaidTransactions).where(eq(t.prepaidTransactions.token, [...tokens][0]!)))[0]!.n).toBe(1);
  });

  it('two servers running the scheduled-payment job at once make each due payment once', async () => {
    const headers = await signIn('demo.customer');
    const uids: string[] = [];
    for (const amount of [21, 22, 23]) {
      const reply = await app.inject({
        method: 'POST', url: payUrl('schedule'), headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: { accountNumber: '300041526389', amount, paymentAmountType: 'OtherAmount', paymentMethod: 'NewCard', card, paymentDate: day(1), convenienceFee: 5 },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      uids.push((reply.json().data as PaymentReceipt).schedulePayUid);
    }
    clock.advance(2 * 86_400_000);
    const [a, b] = await Promise.all([app.paymentScheduler.runDue(), second.paymentScheduler.runDue()]);
    expect(a + b).toBe(3);
    for (const uid of uids) {
      const [payment] = await handle.db.select().from(t.payments).where(eq(t.payments.uid, uid));
      expect(payment!.status).toBe('completed');
      expect((await handle.db.select({ n: count() }).from(t.gatewayCharges).where(eq(t.gatewayCharges.idempotencyKey, `scheduled:${uid}`)))[0]!.n).toBe(1);
    }
  });
});
