/**
 * Installment plans and payment extensions: the seed's eligible account (Home) and ineligible ones
 * (the flat, whose bill has a payment scheduled; prepaid), a plan whose installments add up exactly
 * to the balance, refusals recorded as "Installment Plan Enrollment Failed" with nothing written, a
 * later due date within the limit once per bill, the arrangements answering all three, and the
 * scheduler paying each installment on its day exactly once.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { addDaysIso } from '../../src/domain/format.ts';
import { installmentPlanCalls, type InstallmentPlanStatus } from '../../src/domain/installmentPlan.ts';
import { paymentArrangementsCalls, paymentExtensionMaxDays, type PaymentArrangements, type PaymentExtensionStatus } from '../../src/domain/paymentArrangements.ts';
import { envelope, signIn, startTestServer, TestClock, type TestServer } from './helpers.ts';
import { expectCode, flat, home, prepaidAccount, suspended } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;
const clock = new TestClock();

const billing = (path: string) => `${apiAreas.billing}${path}`;
const get = async <T,>(path: string, accountNumber: string, headers = customer) => {
  const reply = await server.request({ method: 'GET', url: `${billing(path)}?accountNumber=${accountNumber}`, headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<T>(reply).data;
};
const post = (path: string, body: unknown) =>
  server.request({ method: 'POST', url: billing(path), headers: { ...customer, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const subjects = async () => (await server.db.select({ subject: t.interactionRecords.actionSubject }).from(t.interactionRecords)).map((row) => row.subject);
const plans = () => server.db.select().from(t.installmentPlans);

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, paymentSchedulerMs: 0 });
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(async () => {
  await server?.close();
});

describe('installment plan', () => {
  it('the seed: Home may start a plan on its balance; the flat may not (a payment is scheduled); prepaid may not', async () => {
    const status = await get<InstallmentPlanStatus>(installmentPlanCalls.status, home);
    expect(status).toMatchObject({ accountNumber: home, plan: null, eligible: true, reason: null });
    expect(status.totalBalance).toBeGreaterThan(50);
    expect(await get<InstallmentPlanStatus>(installmentPlanCalls.status, flat)).toMatchObject({ eligible: false, reason: 'INS_PAYMENT_SCHEDULED' });
    const prepaid = (await signIn(server, 'demo.prepaid')).headers;
    expect(await get<InstallmentPlanStatus>(installmentPlanCalls.status, prepaidAccount, prepaid)).toMatchObject({ eligible: false, reason: 'INS_PREPAID' });
  });

  it('a status-2 account grants no installment or extension right (document 2 section 6)', async () => {
    const restricted = (await signIn(server, 'demo.suspended')).headers;
    for (const path of [installmentPlanCalls.status, paymentArrangementsCalls.arrangements]) {
      expectCode(await server.request({ method: 'GET', url: `${billing(path)}?accountNumber=${suspended}`, headers: restricted }), 403, 'GEN403');
    }
  });

  it('bad bodies are refused with a code and write nothing', async () => {
    const before = await subjects();
    const valid = { accountNumber: home, selectedValue: 'totalbal', installmentType: 'monthly', installments: 3, amount: 1 };
    for (const body of [
      { ...valid, installments: 1 },
      { ...valid, installments: 7 },
      { ...valid, installments: 2.5 },
      { ...valid, selectedValue: 'half' },
      { ...valid, installmentType: 'weekly' },
      { ...valid, amount: '100' },
      { ...valid, accountNumber: 'abc' },
      { ...valid, extra: true },
      { accountNumber: home },
    ]) {
      const reply = await post(installmentPlanCalls.enrol, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(reply).status.msgcode).toMatch(/^[A-Z0-9_]+$/);
    }
    expect(await plans()).toEqual([]);
    expect(await subjects()).toEqual(before);
  });

  it('refusals are recorded as Installment Plan Enrollment Failed and write no plan', async () => {
    expectCode(await post(installmentPlanCalls.enrol, { accountNumber: flat, selectedValue: 'totalbal', installmentType: 'monthly', installments: 3, amount: 10 }), 409, 'INS_PAYMENT_SCHEDULED');
    const status = await get<InstallmentPlanStatus>(installmentPlanCalls.status, home);
    expectCode(await post(installmentPlanCalls.enrol, { accountNumber: home, selectedValue: 'totalbal', installmentType: 'monthly', installments: 3, amount: status.totalBalance + 1 }), 409, 'INS_BALANCE_CHANGED');
    if (status.pastDueBalance === 0) {
      expectCode(await post(installmentPlanCalls.enrol, { accountNumber: home, selectedValue: 'pastduebal', installmentType: 'monthly', installments: 3, amount: 0 }), 409, 'INS_NO_PAST_DUE');
    }
    expect(await plans()).toEqual([]);
    expect((await subjects()).filter((subject) => subject === 'Installment Plan Enrollment Failed').length).toBeGreaterThanOrEqual(2);
  });

  it('a plan of the total balance: installments that add up exactly, the last taking the cents; then it is in force', async () => {
    const status = await get<InstallmentPlanStatus>(installmentPlanCalls.status, home);
    const reply = await post(installmentPlanCalls.enrol, { accountNumber: home, selectedValue: 'totalbal', installmentType: 'biweekly', installments: 6, amount: status.totalBalance });
    expect(reply.statusCode, reply.body).toBe(200);
    const plan = envelope<InstallmentPlanStatus>(reply).data.plan!;
    expect(plan).toMatchObject({ balanceType: 'totalbal', installmentType: 'biweekly', totalAmount: status.totalBalance });
    expect(plan.installments).toHaveLength(6);
    const thebe = plan.installments.map((item) => Math.round(item.amount * 100));
    expect(thebe.reduce((sum, value) => sum + value, 0)).toBe(Math.round(status.totalBalance * 100));
    expect(new Set(thebe.slice(0, 5)).size).toBe(1);
    expect(thebe[5]! - thebe[0]!).toBeGreaterThanOrEqual(0);
    expect(thebe[5]! - thebe[0]!).toBeLessThan(6);
    expect(plan.installments.map((item) => item.dueDate)).toEqual([1, 2, 3, 4, 5, 6].map((n) => addDaysIso(status.startDay, 14 * n)));
    expect(await get<InstallmentPlanStatus>(installmentPlanCalls.status, home)).toMatchObject({ eligible: false, plan });
    expect(await subjects()).toContain('Installment Plan Enrollment - Success');
    expectCode(await post(installmentPlanCalls.enrol, { accountNumber: home, selectedValue: 'totalbal', installmentType: 'monthly', installments: 3, amount: status.totalBalance }), 409, 'INS_ALREADY_ENROLLED');
    expect(await plans()).toHaveLength(1);
  });
});

describe('payment extension and arrangements', () => {
  it('Home, with a plan in force, cannot ask; the arrangements show the plan and budget billing', async () => {
    const data = await get<PaymentArrangements>(paymentArrangementsCalls.arrangements, home);
    expect(data.extension).toMatchObject({ extension: null, eligible: false, reason: 'EXT_INSTALLMENT_PLAN' });
    expect(data.installmentPlan.plan?.installments).toHaveLength(6);
    expect(data.budgetBilling.accountNumber).toBe(home);
    expectCode(await post(paymentArrangementsCalls.requestExtension, { accountNumber: home, newDueDate: addDaysIso(data.extension.dueDate!, 1) }), 409, 'EXT_INSTALLMENT_PLAN');
  });

  it('the flat may move its due date up to the limit, once; bad dates are refused and recorded', async () => {
    const { extension } = await get<PaymentArrangements>(paymentArrangementsCalls.arrangements, flat);
    expect(extension).toMatchObject({ extension: null, eligible: true, reason: null });
    const dueDate = extension.dueDate!;
    expect(extension.latestDate).toBe(addDaysIso(dueDate, paymentExtensionMaxDays));
    for (const newDueDate of ['2026-02-30', 'soon', '']) {
      expect((await post(paymentArrangementsCalls.requestExtension, { accountNumber: flat, newDueDate })).statusCode).toBe(400);
    }
    expectCode(await post(paymentArrangementsCalls.requestExtension, { accountNumber: flat, newDueDate: dueDate }), 409, 'EXT_DATE_RANGE');
    expectCode(await post(paymentArrangementsCalls.requestExtension, { accountNumber: flat, newDueDate: addDaysIso(dueDate, paymentExtensionMaxDays + 1) }), 409, 'EXT_DATE_RANGE');
    expect(await subjects()).toContain('Payment Extension Failed');
    expect(await server.db.select().from(t.paymentExtensions)).toEqual([]);

    const newDueDate = addDaysIso(dueDate, paymentExtensionMaxDays);
    const reply = await post(paymentArrangementsCalls.requestExtension, { accountNumber: flat, newDueDate });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(envelope<PaymentExtensionStatus>(reply).data).toMatchObject({ extension: { originalDueDate: dueDate, newDueDate }, eligible: false, dueDate: newDueDate });
    const [account] = await server.db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, flat));
    const [bill] = await server.db.select().from(t.bills).where(eq(t.bills.accountId, account!.id)).orderBy(desc(t.bills.billDate)).limit(1);
    expect(bill!.dueDate).toBe(newDueDate);
    expect(await subjects()).toContain('Payment Extension - Success');
    expectCode(await post(paymentArrangementsCalls.requestExtension, { accountNumber: flat, newDueDate }), 409, 'EXT_ALREADY_EXTENDED');
    expect((await get<PaymentArrangements>(paymentArrangementsCalls.arrangements, flat)).extension.extension).toMatchObject({ newDueDate });
  });
});

describe('the scheduler', () => {
  it('on its day an installment is paid once with the holder’s default saved method, however often the job runs', async () => {
    const { plan } = await get<InstallmentPlanStatus>(installmentPlanCalls.status, home);
    const [first, second] = plan!.installments;
    const installmentPayments = () => server.db.select().from(t.payments).where(eq(t.payments.channel, 'installment'));
    // The day before: nothing.
    clock.offsetMs = new Date(`${first!.dueDate}T00:00:00Z`).getTime() - Date.now() - 3_600_000;
    await server.app.paymentScheduler.runDue();
    expect(await installmentPayments()).toEqual([]);
    // Its day: drafted and made once.
    clock.offsetMs = new Date(`${first!.dueDate}T09:00:00Z`).getTime() - Date.now();
    await Promise.all([server.app.paymentScheduler.runDue(), server.app.paymentScheduler.runDue()]);
    await server.app.paymentScheduler.runDue();
    const made = await installmentPayments();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'completed', amount: first!.amount.toFixed(2) });
    customer = (await signIn(server, 'demo.customer')).headers;
    const after = await get<InstallmentPlanStatus>(installmentPlanCalls.status, home);
    expect(after.plan!.installments.map((item) => item.status)).toEqual(['paid', 'due', 'due', 'due', 'due', 'due']);
    expect(await subjects()).toContain('Payment Scheduled');
    // The next one on its own day only.
    clock.offsetMs = new Date(`${second!.dueDate}T09:00:00Z`).getTime() - Date.now();
    await server.app.paymentScheduler.runDue();
    expect(await installmentPayments()).toHaveLength(2);
  });
});
