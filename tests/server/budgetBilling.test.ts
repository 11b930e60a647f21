/**
 * Budget billing: the offer (the mean of the last 12 bills' own charges, rounded up to the pula), who
 * cannot join and why (prepaid, past due, fewer than 12 bills, status 2), enrolling at the amount
 * shown only, leaving with activity code 197, and nothing written by a refusal.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { budgetBillingCalls, type BudgetBillingStatus } from '../../src/domain/budgetBilling.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { expectCode, flat, home, prepaidAccount, suspended } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;

const url = (call: keyof typeof budgetBillingCalls) => `${apiAreas.billing}${budgetBillingCalls[call]}`;
const status = (accountNumber: string, headers = customer) => server.request({ method: 'GET', url: `${url('status')}?accountNumber=${accountNumber}`, headers });
const statusOf = async (accountNumber: string, headers = customer) => {
  const reply = await status(accountNumber, headers);
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<BudgetBillingStatus>(reply).data;
};
const post = (call: 'enrol' | 'unenrol', body: Record<string, unknown>) =>
  server.request({ method: 'POST', url: url(call), headers: { ...customer, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const plans = () => server.db.select().from(t.budgetBillingPlans).orderBy(t.budgetBillingPlans.id);
const accountId = async (accountNumber: string) => (await server.db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, accountNumber)))[0]!.id;

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(async () => {
  await server?.close();
});

describe('the offer', () => {
  it('is the mean of the last 12 bills’ own charges (less what they carried), rounded up to the pula', async () => {
    const data = await statusOf(home);
    const bills = await server.db.select().from(t.bills).where(eq(t.bills.accountId, await accountId(home))).orderBy(desc(t.bills.periodEnd)).limit(12);
    const charges = bills.map((bill) => Math.round((Number(bill.amountDue) - Number(bill.pastDue)) * 100) / 100);
    expect(data).toMatchObject({ accountNumber: home, enrolment: null, eligible: true, reason: null });
    expect(data.months.map((month) => [month.billNumber, month.charges])).toEqual(bills.map((bill, index) => [bill.billNumber, charges[index]]));
    const mean = charges.reduce((sum, value) => sum + value, 0) / 12;
    expect(data.monthlyAmount).toBe(Math.ceil(mean - 1e-9));
    expect(data.monthlyAmount! - mean).toBeLessThan(1);
  });

  it('a prepaid account cannot join (the seed’s ineligible account): BUD_PREPAID, no amount', async () => {
    const prepaid = (await signIn(server, 'demo.prepaid')).headers;
    expect(await statusOf(prepaidAccount, prepaid)).toMatchObject({ eligible: false, reason: 'BUD_PREPAID', monthlyAmount: null, months: [] });
  });

  it('a past-due balance, then fewer than 12 bills, each say why', async () => {
    const id = await accountId(flat);
    const [latest] = await server.db.select().from(t.bills).where(eq(t.bills.accountId, id)).orderBy(desc(t.bills.billDate)).limit(1);
    await server.db.update(t.bills).set({ pastDue: '120.00', amountDue: (Number(latest!.amountDue) + 120).toFixed(2) }).where(eq(t.bills.id, latest!.id));
    expect(await statusOf(flat)).toMatchObject({ eligible: false, reason: 'BUD_PAST_DUE', monthlyAmount: null });
    const refused = await post('enrol', { accountNumber: flat, monthlyAmount: 500, termsAccepted: true });
    expectCode(refused, 409, 'BUD_PAST_DUE');
    await server.db.update(t.bills).set({ pastDue: latest!.pastDue, amountDue: latest!.amountDue }).where(eq(t.bills.id, latest!.id));

    const oldest = await server.db.select({ id: t.bills.id }).from(t.bills).where(eq(t.bills.accountId, id)).orderBy(t.bills.periodEnd);
    for (const bill of oldest.slice(0, oldest.length - 5)) await server.db.delete(t.bills).where(eq(t.bills.id, bill.id));
    expect(await statusOf(flat)).toMatchObject({ eligible: false, reason: 'BUD_SHORT_HISTORY', monthlyAmount: null });
    expect((await statusOf(flat)).months).toHaveLength(5);
    expect(await plans()).toEqual([]);
  });

  it('an account in status 2 has no budget billing right: 403', async () => {
    const held = (await signIn(server, 'demo.suspended')).headers;
    expectCode(await status(suspended, held), 403, 'GEN403');
  });
});

describe('enrol and leave', () => {
  it('enrols only at the amount shown; a second enrolment is refused', async () => {
    const offer = await statusOf(home);
    expectCode(await post('enrol', { accountNumber: home, monthlyAmount: offer.monthlyAmount! - 1, termsAccepted: true }), 409, 'BUD_AMOUNT_CHANGED');
    expect(await plans()).toEqual([]);
    const reply = await post('enrol', { accountNumber: home, monthlyAmount: offer.monthlyAmount, termsAccepted: true });
    expect(reply.statusCode, reply.body).toBe(200);
    const enrolled = envelope<BudgetBillingStatus>(reply).data;
    expect(enrolled).toMatchObject({ enrolment: { monthlyAmount: offer.monthlyAmount }, eligible: false, monthlyAmount: null });
    expect(await statusOf(home)).toEqual(enrolled);
    expectCode(await post('enrol', { accountNumber: home, monthlyAmount: offer.monthlyAmount, termsAccepted: true }), 409, 'BUD_ALREADY_ENROLLED');
    expect(await plans()).toHaveLength(1);
  });

  it('leaving ends the plan, records activity code 197, and the offer is back; leaving again is refused', async () => {
    const reply = await post('unenrol', { accountNumber: home });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(envelope<BudgetBillingStatus>(reply).data).toMatchObject({ enrolment: null, eligible: true });
    const [plan] = await plans();
    expect(plan!.endedAt).not.toBeNull();
    const audits = await server.db.select().from(t.auditEvents).where(and(eq(t.auditEvents.code, 197), eq(t.auditEvents.accountNumber, home)));
    expect(audits).toHaveLength(1);
    expectCode(await post('unenrol', { accountNumber: home }), 409, 'BUD_NOT_ENROLLED');
    expect(await server.db.select().from(t.auditEvents).where(eq(t.auditEvents.code, 197))).toHaveLength(1);
  });
});

describe('bad input (enrol and unenrol: their valid body depends on the offer, so they are sent here)', () => {
  const written = async () => [await plans(), await server.db.select().from(t.auditEvents).orderBy(t.auditEvents.id)];

  it.each([
    ['enrol', {}],
    ['enrol', { accountNumber: home, monthlyAmount: 500 }],
    ['enrol', { accountNumber: home, monthlyAmount: '500', termsAccepted: true }],
    ['enrol', { accountNumber: home, monthlyAmount: -1, termsAccepted: true }],
    ['enrol', { accountNumber: 'abc', monthlyAmount: 500, termsAccepted: true }],
    ['enrol', { accountNumber: home, monthlyAmount: 500, termsAccepted: true, extra: 1 }],
    ['unenrol', {}],
    ['unenrol', { accountNumber: 300041526371 }],
    ['unenrol', { accountNumber: home, extra: true }],
  ] as const)('%s %j: 400 with a validation code, nothing written', async (call, body) => {
    const before = await written();
    const reply = await post(call, body);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(envelope(reply).status.msgcode).toMatch(/^VLD00\d$/);
    expect(await written()).toEqual(before);
  });

  it('terms not accepted: 400 with the terms message, nothing written', async () => {
    const before = await written();
    const reply = await post('enrol', { accountNumber: home, monthlyAmount: 500, termsAccepted: false });
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).status).toMatchObject({ code: 400, message: errorCatalogue.BUD_TERMS });
    expect(await written()).toEqual(before);
  });

  it('an account the caller does not hold: 403', async () => {
    expectCode(await post('enrol', { accountNumber: prepaidAccount, monthlyAmount: 0, termsAccepted: true }), 403, 'GEN403');
    expectCode(await post('unenrol', { accountNumber: suspended }), 403, 'GEN403');
  });
});
