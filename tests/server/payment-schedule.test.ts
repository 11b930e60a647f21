/**
 * Scheduled payments: scheduling (date rules, listing, the current bill), cancelling, and the job
 * that makes them when the clock passes their day (run directly and on its interval), including
 * the seeded one and a declined one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { testCardForCode } from '../../server/gateway/testCards.ts';
import { type CancelScheduledData, type PaymentReceipt, type ScheduledPayment } from '../../src/domain/payment.ts';
import { addDaysIso } from '../../src/domain/format.ts';
import { envelope, signIn, startTestServer, testAdminToken, TestClock, type TestServer } from './helpers.ts';
import { card, currentBill, customerTokens, day, expectCode, flat, home, payBody, payUrl, post, savedMethods } from './paymentHelpers.ts';

const clock = new TestClock();
let server: TestServer;
let customer: Record<string, string>;
let uuid: string;
let tokens: { card: string; bank: string };

const hours = (n: number) => n * 3_600_000;

async function signInAgain() {
  const session = await signIn(server, 'demo.customer');
  customer = session.headers;
  uuid = session.uuid;
}

beforeAll(async () => {
  // The job runs only when called here (its interval is tested on a second server below).
  server = await startTestServer({ now: clock.now, paymentSchedulerMs: 0 });
  await signInAgain();
  tokens = await customerTokens(server, customer);
});
afterAll(async () => {
  await server?.close();
});

const scheduleBody = (accountNumber: string, amount: number, daysAhead: number, method: Parameters<typeof payBody>[2] = { saved: tokens.card, kind: 'card' }, extra: Record<string, unknown> = {}) =>
  payBody(accountNumber, amount, method, { paymentDate: day(clock.now(), daysAhead), paymentDateType: 'scheduled', ...extra });

const scheduledList = async () => envelope<ScheduledPayment[]>(await server.request({ method: 'GET', url: `${payUrl('scheduled')}?uuid=${uuid}`, headers: customer })).data;
const paymentByUid = async (uid: string) => (await server.db.select().from(t.payments).where(eq(t.payments.uid, uid)))[0]!;

let scheduledUid = '';
let declinedUid = '';

describe('scheduling', () => {
  it('records a payment for a later day: nothing charged, listed, on the current bill', async () => {
    const before = await currentBill(server, customer, home);
    const reply = await post(server, payUrl('schedule'), scheduleBody(home, 100, 2), { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = envelope<PaymentReceipt>(reply).data;
    expect(receipt).toMatchObject({ status: 'scheduled', amount: 100, convenienceFee: 5, paymentDate: day(clock.now(), 2), paidAt: `${day(clock.now(), 2)}T08:00:00.000Z`, newBalance: before.balance });
    expect(envelope(reply).status.message).toBe('Payment scheduled');
    scheduledUid = receipt.schedulePayUid;
    expect(await currentBill(server, customer, home)).toMatchObject({ amountDue: before.amountDue, scheduledPayments: [expect.objectContaining({ schedulePayUid: scheduledUid, amount: 100, paymentDate: day(clock.now(), 2) })] });
    const list = await scheduledList();
    expect(list.map((p) => p.accountNumber).sort()).toEqual([home, flat].sort());
    expect(await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1)).toEqual([expect.objectContaining({ actionSubject: 'Payment Scheduled', incidentServiceIssueCategoryId: 'BL_MP_10' })]);
    expectCode(await server.request({ method: 'GET', url: `${payUrl('scheduled')}?uuid=00000000-0000-4000-8000-000000000000`, headers: customer }), 403, 'GEN403');
  });

  it('date rules: later than today, at most 60 days, never after the next cycle due date', async () => {
    const bill = await currentBill(server, customer, home);
    const today = day(clock.now());
    const refused = async (date: string, rule: string) => {
      const reply = await post(server, payUrl('schedule'), scheduleBody(home, 100, 0, undefined, { paymentDate: date }), { headers: customer });
      expectCode(reply, 400, 'VLD002');
      expect(envelope(reply).status.message).toContain(`body.paymentDate: ${rule}`);
    };
    await refused(today, 'PAY_DATE_NOT_FUTURE');
    await refused(addDaysIso(today, -1), 'PAY_DATE_NOT_FUTURE');
    await refused(addDaysIso(today, 61), 'PAY_DATE_TOO_FAR');
    await refused('2030-02-30', 'PAY_DATE_FORMAT');
    const nextCycle = (() => {
      const [y, m, d] = bill.dueDate!.split('-').map(Number) as [number, number, number];
      const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
      return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
    })();
    expect(bill.latestScheduleDate).toBe(nextCycle < addDaysIso(today, 60) ? nextCycle : addDaysIso(today, 60));
    if (bill.latestScheduleDate! < addDaysIso(today, 60)) await refused(addDaysIso(bill.latestScheduleDate!, 1), 'PAY_DATE_AFTER_NEXT_CYCLE');
    const last = await post(server, payUrl('schedule'), scheduleBody(home, 100, 0, undefined, { paymentDate: bill.latestScheduleDate }), { headers: customer });
    expect(last.statusCode, last.body).toBe(200);
    // Cancelled again at once: it is only here to prove the last day is allowed.
    const uid = envelope<PaymentReceipt>(last).data.schedulePayUid;
    expect((await post(server, payUrl('cancelScheduled'), { schedulePayUid: uid, accountNumber: home }, { headers: customer, key: null })).statusCode).toBe(200);
  });

  it('a new card is tokenised now and kept on the payment; one expiring before the day is refused (F305)', async () => {
    const reply = await post(server, payUrl('schedule'), scheduleBody(flat, 90, 1, { card: card(testCardForCode.F301) }), { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    declinedUid = envelope<PaymentReceipt>(reply).data.schedulePayUid;
    expect((await paymentByUid(declinedUid)).gatewayToken).toMatch(/^tok_/);
    const now = clock.now();
    const firstOfNextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    const expiring = card('4242424242424242', { expiryMonth: now.getUTCMonth() + 1, expiryYear: now.getUTCFullYear() });
    expectCode(await post(server, payUrl('schedule'), scheduleBody(flat, 90, 0, { card: expiring }, { paymentDate: firstOfNextMonth }), { headers: customer }), 402, 'F305');
  });

  it('a saved method a scheduled payment uses cannot be removed, and the list of methods says how many use it', async () => {
    expectCode(await post(server, payUrl('remove'), { paymentTokenId: tokens.card }, { headers: customer, key: null }), 409, 'PAY_METHOD_IN_USE');
    const pending = await server.db.select().from(t.payments).where(eq(t.payments.status, 'scheduled'));
    const usingCard = pending.filter((payment) => payment.gatewayToken === tokens.card).length;
    expect(usingCard).toBeGreaterThan(0);
    const methods = await savedMethods(server, customer);
    expect(methods.find((method) => method.paymentTokenId === tokens.card)?.uses).toEqual({ scheduledPayments: usingCard, autoPay: 0 });
    expect(methods.find((method) => method.paymentTokenId === tokens.bank)?.uses).toEqual({ scheduledPayments: pending.filter((payment) => payment.gatewayToken === tokens.bank).length, autoPay: 0 });
  });
});

describe('cancelling', () => {
  it('cancels a scheduled payment once; unknown ones are 404, other accounts 403', async () => {
    const reply = await post(server, payUrl('schedule'), scheduleBody(home, 55, 5), { headers: customer });
    const uid = envelope<PaymentReceipt>(reply).data.schedulePayUid;
    const cancel = (schedulePayUid: string, accountNumber = home) => post(server, payUrl('cancelScheduled'), { schedulePayUid, accountNumber }, { headers: customer, key: null });
    const cancelled = await cancel(uid);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(envelope<CancelScheduledData>(cancelled).data).toEqual({ schedulePayUid: uid, status: 'cancelled' });
    expect((await paymentByUid(uid)).status).toBe('cancelled');
    expect((await scheduledList()).map((p) => p.schedulePayUid)).not.toContain(uid);
    expect(await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1)).toEqual([expect.objectContaining({ actionSubject: 'Scheduled Payment Cancelled', incidentServiceIssueCategoryId: 'BL_MP_11' })]);
    expectCode(await cancel(uid), 409, 'PAY_SCHEDULE_NOT_CANCELLABLE');
    expectCode(await cancel('00000000-0000-4000-8000-000000000000'), 404, 'PAY_SCHEDULE_NOT_FOUND');
    expectCode(await cancel(scheduledUid, flat), 404, 'PAY_SCHEDULE_NOT_FOUND');
    expectCode(await cancel(scheduledUid, '300052837104'), 403, 'GEN403');
    const guest = (await signIn(server, 'demo.guest')).headers;
    const [seeded] = await server.db.select().from(t.payments).where(eq(t.payments.status, 'scheduled')).orderBy(t.payments.id).limit(1);
    expectCode(await post(server, payUrl('cancelScheduled'), { schedulePayUid: seeded!.uid, accountNumber: flat }, { headers: guest, key: null }), 403, 'GEN403');
  });
});

describe('the scheduled-payment job', () => {
  it('makes a payment once the clock passes its day, and only then', async () => {
    const before = await currentBill(server, customer, home);
    expect(await server.app.paymentScheduler.runDue()).toBe(0);
    // Scheduled payments are made from 08:00 UTC of their day: go to 09:00 UTC of day 2, whatever
    // the time of day the test runs at (49 hours on from an early-morning run is still before 08:00).
    clock.advance(Date.parse(`${day(clock.now(), 2)}T09:00:00.000Z`) - clock.now().getTime());
    await signInAgain();
    expect(await server.app.paymentScheduler.runDue()).toBe(2); // home (day 2) and the declined one (day 1)
    const made = await paymentByUid(scheduledUid);
    expect(made).toMatchObject({ status: 'completed', failureCode: null });
    expect(made.gatewayReference).toMatch(/^ch_/);
    expect(Math.abs(made.paidAt.getTime() - clock.now().getTime())).toBeLessThan(60_000);
    const after = await currentBill(server, customer, home);
    expect(after.balance).toBeCloseTo(before.balance - 100, 2);
    expect(after.scheduledPayments.map((p) => p.schedulePayUid)).not.toContain(scheduledUid);

    const declined = await paymentByUid(declinedUid);
    expect(declined).toMatchObject({ status: 'failed', failureCode: 'F301' });
    const records = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(2);
    expect(records.map((r) => [r.actionSubject, r.screenName, r.updatedBy])).toEqual(
      expect.arrayContaining([['Payment Made - Success', 'Scheduled Payment', 2], ['Payment Made - Failed', 'Scheduled Payment', 2]]),
    );
    expect(await server.app.paymentScheduler.runDue()).toBe(0);
    // A made payment is no longer cancellable.
    expectCode(await post(server, payUrl('cancelScheduled'), { schedulePayUid: scheduledUid, accountNumber: home }, { headers: customer, key: null }), 409, 'PAY_SCHEDULE_NOT_CANCELLABLE');
  });

  it('makes the seeded scheduled payment of the flat two days before its due date', async () => {
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, flat));
    // The seed's confirmation numbers have 5 digits after the day (16 characters).
    const scheduled = (await server.db.select().from(t.payments).where(eq(t.payments.status, 'scheduled'))).find((p) => p.accountId === account!.id && p.confirmationNumber.length === 16)!;
    expect(scheduled.gatewayToken).toBe(tokens.card);
    const before = await currentBill(server, customer, flat);
    clock.advance(scheduled.paidAt.getTime() - clock.now().getTime() + hours(1));
    await signInAgain();
    expect(await server.app.paymentScheduler.runDue()).toBeGreaterThanOrEqual(1);
    expect((await paymentByUid(scheduled.uid)).status).toBe('completed');
    expect((await currentBill(server, customer, flat)).amountDue).toBeCloseTo(Math.max(0, before.amountDue - Number(scheduled.amount)), 2);
  });
});

describe('the job on its interval', () => {
  it('runs at start and every interval with the injected clock', async () => {
    const ownClock = new TestClock();
    const second = await startTestServer({ now: ownClock.now, paymentSchedulerMs: 40 });
    try {
      const session = await signIn(second, 'demo.customer');
      const token = (await customerTokens(second, session.headers)).bank;
      const reply = await post(second, payUrl('schedule'), payBody(home, 66, { saved: token, kind: 'bank' }, { paymentDate: day(ownClock.now(), 1) }), { headers: session.headers });
      expect(reply.statusCode, reply.body).toBe(200);
      const uid = envelope<PaymentReceipt>(reply).data.schedulePayUid;
      const status = async () => (await second.db.select().from(t.payments).where(eq(t.payments.uid, uid)))[0]!.status;
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await status()).toBe('scheduled');
      ownClock.advance(hours(24 * 2));
      for (let i = 0; i < 100 && (await status()) === 'scheduled'; i++) await new Promise((resolve) => setTimeout(resolve, 30));
      expect(await status()).toBe('completed');
    } finally {
      await second.close();
    }
  });
});

describe('several servers on one database (leases)', () => {
  it('each due payment is made once when two servers run the job at the same moment', async () => {
    const other = await buildApp({ db: server.db, adminToken: testAdminToken, now: clock.now, paymentSchedulerMs: 0 });
    await other.ready();
    try {
      await signInAgain();
      const uids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const reply = await post(server, payUrl('schedule'), scheduleBody(flat, 20 + i, 1, { saved: tokens.bank, kind: 'bank' }), { headers: customer });
        expect(reply.statusCode, reply.body).toBe(200);
        uids.push(envelope<PaymentReceipt>(reply).data.schedulePayUid);
      }
      clock.advance(hours(48));
      const [a, b] = await Promise.all([server.app.paymentScheduler.runDue(), other.paymentScheduler.runDue()]);
      expect(a + b).toBeGreaterThanOrEqual(uids.length);
      for (const uid of uids) {
        expect((await paymentByUid(uid)).status).toBe('completed');
        const charges = await server.db.select().from(t.gatewayCharges).where(eq(t.gatewayCharges.idempotencyKey, `scheduled:${uid}`));
        expect(charges).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });

  it('a payment another server is making is left alone, also by a server that starts; once its lease has run out it is made', async () => {
    await signInAgain();
    const reply = await post(server, payUrl('schedule'), scheduleBody(flat, 33, 1, { saved: tokens.bank, kind: 'bank' }), { headers: customer });
    const uid = envelope<PaymentReceipt>(reply).data.schedulePayUid;
    clock.advance(hours(48));
    // Another server claimed it a moment ago and is still making it.
    await server.db.update(t.payments).set({ status: 'processing', leaseUntil: new Date(clock.now().getTime() + 60_000), claimToken: randomUUID() }).where(eq(t.payments.uid, uid));
    const starting = await buildApp({ db: server.db, adminToken: testAdminToken, now: clock.now, paymentSchedulerMs: 0 });
    await starting.ready();
    try {
      await starting.paymentScheduler.runDue();
      await server.app.paymentScheduler.runDue();
      expect((await paymentByUid(uid)).status).toBe('processing');
      // That server died: after its lease, the next pass of any server makes the payment.
      clock.advance(6 * 60_000);
      await starting.paymentScheduler.runDue();
      expect((await paymentByUid(uid)).status).toBe('completed');
    } finally {
      await starting.close();
    }
  });
});
