/**
 * AutoPay (the automatic payment plan): the status, enrolling with a saved or a new bank account, its
 * rules and the "APP Enrollment Failed" record, changing and cancelling, the rights (agents, status 2),
 * a bank account in use by the plan that cannot be removed, and the draft: with the clock on the draft
 * day the scheduler makes one payment for the bill, however often it runs.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { autoPayCalls, type AutoPayStatus } from '../../src/domain/autoPay.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { envelope, signIn, startTestServer, TestClock, type TestServer } from './helpers.ts';
import { bank, customerTokens, expectCode, home, payUrl, post, savedMethods, supportSession, suspended } from './paymentHelpers.ts';

const clock = new TestClock();
let server: TestServer;
let customer: Record<string, string>;
let tokens: { card: string; bank: string };

const url = (call: keyof typeof autoPayCalls) => `${apiAreas.payment}${autoPayCalls[call]}`;
const status = async (accountNumber = home, headers = customer) => server.request({ method: 'GET', url: `${url('status')}?accountNumber=${accountNumber}`, headers });
const enrol = (body: Record<string, unknown>, headers = customer) =>
  post(server, url('enroll'), { accountNumber: home, paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: tokens.bank, amountType: 'AmountDue', makePaymentType: 'PayonDueDate', termsAccepted: true, ...body }, { headers, key: null });
const lastRecord = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0]!;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, paymentSchedulerMs: 0 });
  customer = (await signIn(server, 'demo.customer')).headers;
  tokens = await customerTokens(server, customer);
});
afterAll(async () => {
  await server?.close();
});

describe('enrolment', () => {
  it('not enrolled at first: the saved bank accounts, the amount due and the limits', async () => {
    const reply = await status();
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<AutoPayStatus>(reply).data;
    expect(data).toMatchObject({ accountNumber: home, enrolment: null, nextDraft: null, limits: { minimum: 10, maximum: 50_000 } });
    expect(data.bankAccounts.map((method) => method.last4)).toEqual(['6789']);
    expect(data.amountDue).toBeGreaterThan(0);
  });

  it('refusals are recorded as APP Enrollment Failed: a card, a fixed amount out of limits, no terms', async () => {
    expectCode(await enrol({ savedPaymentMethod: tokens.card }), 409, 'APP_BANK_ONLY');
    expect(await lastRecord()).toMatchObject({ actionSubject: 'APP Enrollment Failed', registrationStatus: 'Failed', messageNote: expect.stringContaining('bank account') });
    const low = await enrol({ amountType: 'FixedAmount', amount: 5 });
    expectCode(low, 400, 'VLD002');
    expect(envelope(low).status.message).toContain('body.amount: PAY_AMOUNT_MIN');
    expect((await lastRecord()).actionSubject).toBe('APP Enrollment Failed');
    // The fields that go together: a fixed amount only with FixedAmount, days only with DaysBeforeDueDate, one method's details.
    for (const [body, rule] of [
      [{ amount: 100 }, 'body.amount: APP_AMOUNT_EXTRA'],
      [{ amountType: 'FixedAmount' }, 'body.amount: APP_AMOUNT_REQUIRED'],
      [{ daysBeforeDueDate: 3 }, 'body.daysBeforeDueDate: APP_DAYS_BEFORE_EXTRA'],
      [{ makePaymentType: 'DaysBeforeDueDate' }, 'body.daysBeforeDueDate: APP_DAYS_BEFORE'],
      [{ savedPaymentMethod: undefined }, 'body.savedPaymentMethod: PAY_SAVED_METHOD_REQUIRED'],
      [{ paymentMethod: 'NewBankAccount' }, 'body.bank: PAY_BANK_DETAILS_REQUIRED'],
    ] as const) {
      const refused = await enrol(body);
      expectCode(refused, 400, 'VLD002');
      expect(envelope(refused).status.message).toContain(rule);
    }
    const noTerms = await enrol({ termsAccepted: false });
    expect(noTerms.statusCode).toBe(400);
    expect(envelope(noTerms).status.message).toContain('APP_TERMS');
    expect(envelope<AutoPayStatus>(await status()).data.enrolment).toBeNull();
  });

  it('enrols with the saved bank account and the defaults: the amount due on the due date', async () => {
    const reply = await enrol({});
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<AutoPayStatus>(reply).data;
    expect(envelope(reply).status.message).toBe('Enrolled in the automatic payment plan');
    expect(data.enrolment).toMatchObject({ paymentTokenId: tokens.bank, last4: '6789', amountType: 'AmountDue', fixedAmount: null, makePaymentType: 'PayonDueDate', daysBeforeDueDate: null });
    expect(data.nextDraft).toEqual({ date: data.dueDate, amount: data.amountDue });
    expect(await lastRecord()).toMatchObject({ actionSubject: 'APP Enrollment - Success', incidentServiceIssueCategoryId: 'BL_AP_01' });
  });

  it('the bank account the plan drafts from cannot be removed: the list says so and the call refuses', async () => {
    const methods = await savedMethods(server, customer);
    expect(methods.find((method) => method.paymentTokenId === tokens.bank)?.uses).toMatchObject({ autoPay: 1 });
    expect(methods.find((method) => method.paymentTokenId === tokens.card)?.uses).toMatchObject({ autoPay: 0 });
    const bankUses = methods.find((method) => method.paymentTokenId === tokens.bank)!.uses!;
    // A seeded scheduled payment may pay with it too: that rule answers first.
    expectCode(await post(server, payUrl('remove'), { paymentTokenId: tokens.bank }, { headers: customer, key: null }), 409, bankUses.scheduledPayments > 0 ? 'PAY_METHOD_IN_USE' : 'PAY_METHOD_AUTOPAY');
  });

  it('changes to a new bank account (saved with it), a fixed amount, 3 days before the due date', async () => {
    const reply = await enrol({ paymentMethod: 'NewBankAccount', savedPaymentMethod: undefined, bank: bank('62009876543'), nickName: 'Salary account', amountType: 'FixedAmount', amount: 150, makePaymentType: 'DaysBeforeDueDate', daysBeforeDueDate: 3 });
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<AutoPayStatus>(reply).data;
    expect(envelope(reply).status.message).toBe('Automatic payment plan updated');
    expect(data.enrolment).toMatchObject({ last4: '6543', nickName: 'Salary account', amountType: 'FixedAmount', fixedAmount: 150, makePaymentType: 'DaysBeforeDueDate', daysBeforeDueDate: 3 });
    expect(data.bankAccounts.map((method) => method.last4).sort()).toEqual(['6543', '6789']);
    expect((await lastRecord()).actionSubject).toBe('APP Enrollment Updated');
    // The old bank account is free again (as far as AutoPay goes).
    const methods = await savedMethods(server, customer);
    expect(methods.find((method) => method.paymentTokenId === tokens.bank)?.uses).toMatchObject({ autoPay: 0 });
    expect(methods.find((method) => method.last4 === '6543')?.uses).toMatchObject({ autoPay: 1 });
  });

  it('agents never see Auto Pay; a status-2 account grants no right', async () => {
    const agent = await supportSession(server, home);
    expectCode(await status(home, agent), 403, 'GEN403');
    expectCode(await enrol({}, agent), 403, 'GEN403');
    expectCode(await post(server, url('cancel'), { accountNumber: home }, { headers: agent, key: null }), 403, 'GEN403');
    const restricted = await signIn(server, 'demo.suspended');
    expectCode(await status(suspended, restricted.headers), 403, 'GEN403');
  });
});

describe('the draft', () => {
  it('on the draft day the scheduler makes one payment for the bill, never two', async () => {
    const before = envelope<AutoPayStatus>(await status()).data;
    const draftDay = before.nextDraft!.date;
    const autopayPayments = () => server.db.select().from(t.payments).where(and(eq(t.payments.channel, 'autopay')));
    // The day before: nothing is drafted.
    clock.offsetMs = new Date(`${draftDay}T08:00:00Z`).getTime() - Date.now() - 86_400_000;
    await server.app.paymentScheduler.runDue();
    expect(await autopayPayments()).toEqual([]);
    // The draft day, after 08:00: drafted and made, once however often the job runs.
    clock.offsetMs = new Date(`${draftDay}T08:05:00Z`).getTime() - Date.now();
    await Promise.all([server.app.paymentScheduler.runDue(), server.app.paymentScheduler.runDue()]);
    await server.app.paymentScheduler.runDue();
    const made = await autopayPayments();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'completed', amount: '150.00', methodKind: 'bank', methodRef: 'Bank account ending 6543' });
    expect(await server.db.select().from(t.autopayDrafts)).toEqual([expect.objectContaining({ draftDay, paymentId: made[0]!.id })]);
    // A day later still one; the next draft is the next cycle's.
    clock.offsetMs += 86_400_000;
    await server.app.paymentScheduler.runDue();
    expect(await autopayPayments()).toHaveLength(1);
    // The clock moved on: the access token has expired.
    customer = (await signIn(server, 'demo.customer')).headers;
    const after = envelope<AutoPayStatus>(await status()).data;
    expect(after.nextDraft!.date > draftDay).toBe(true);
    expect(after.nextDraft!.amount).toBe(150);
  });

  it('cancels: the status shows no plan, a second cancel is refused', async () => {
    const reply = await post(server, url('cancel'), { accountNumber: home }, { headers: customer, key: null });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(envelope<AutoPayStatus>(reply).data).toMatchObject({ enrolment: null, nextDraft: null });
    expect((await lastRecord()).actionSubject).toBe('APP Enrollment Cancelled');
    expectCode(await post(server, url('cancel'), { accountNumber: home }, { headers: customer, key: null }), 404, 'APP_NOT_ENROLLED');
  });
});
