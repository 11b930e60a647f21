/**
 * A payment settles bills, oldest first, as the amounts say (issue 19, point 7): paying the whole
 * amount due makes every open bill Paid; paying less leaves the newest bill Partly paid; paying the
 * past-due amount of an account in arrears makes its Overdue bills Paid while the latest stays Due.
 * The seed's statuses follow the same rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { HistoryItem, Paged, PaymentReceipt } from '../../src/domain/payment.ts';
import { settledBillStatuses } from '../../src/domain/billingHistory.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { billUrl, card, currentBill, customerTokens, home, payBody, payUrl, post, suspended } from './paymentHelpers.ts';

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

/** The Bills tab as the portal reads it (newest first). */
const billsTab = async (accountNumber: string, headers = customer) => {
  const reply = await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${accountNumber}&type=bill&pageSize=50`), headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<Paged<HistoryItem>>(reply).data.items;
};

/** Bill statuses straight from the database, newest first (a status-2 account has no history right). */
const storedStatuses = async (accountNumber: string) =>
  (
    await server.db
      .select({ status: t.bills.status })
      .from(t.bills)
      .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.bills.accountId))
      .where(eq(t.serviceAccounts.accountNumber, accountNumber))
      .orderBy(desc(t.bills.billDate))
  ).map((row) => row.status);

const pay = async (headers: Record<string, string>, body: object) => {
  const reply = await post(server, payUrl('pay'), body, { headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<PaymentReceipt>(reply).data;
};

describe('the rule', () => {
  const bill = (amountDue: number, pastDue: number, dueDate: string) => ({ amountDueThebe: amountDue, pastDueThebe: pastDue, dueDate, status: 'due' as const });
  // Newest first: the latest bill (own charges 300) carries 500 from two unpaid bills of 200 and 300.
  const bills = [bill(800, 500, '2026-03-20'), bill(500, 200, '2026-02-20'), bill(200, 0, '2026-01-20')];

  it('what is still owed belongs to the newest bills: none is Paid, some Partly paid, all Due or Overdue', () => {
    expect(settledBillStatuses(bills, 800, '2026-03-01')).toEqual(['due', 'overdue', 'overdue']);
    expect(settledBillStatuses(bills, 600, '2026-03-01')).toEqual(['due', 'overdue', 'paid']);
    expect(settledBillStatuses(bills, 400, '2026-03-01')).toEqual(['due', 'partial', 'paid']);
    expect(settledBillStatuses(bills, 300, '2026-03-25')).toEqual(['overdue', 'paid', 'paid']);
    expect(settledBillStatuses(bills, 120, '2026-03-01')).toEqual(['partial', 'paid', 'paid']);
    expect(settledBillStatuses(bills, 0, '2026-03-01')).toEqual(['paid', 'paid', 'paid']);
    // A credit owes nothing.
    expect(settledBillStatuses(bills, -50, '2026-03-01')).toEqual(['paid', 'paid', 'paid']);
  });
});

describe('the seed', () => {
  it('keeps the statuses the amounts say: only the unpaid bills are open', async () => {
    const [latest, ...older] = await billsTab(home);
    expect(latest!.status).toBe('due');
    expect(new Set(older.map((item) => item.status))).toEqual(new Set(['paid']));
    const arrears = await storedStatuses(suspended);
    expect(arrears.slice(0, 4)).toEqual(['due', 'overdue', 'overdue', 'overdue']);
    expect(new Set(arrears.slice(4))).toEqual(new Set(['paid']));
  });
});

describe('paying', () => {
  it('the whole amount due with the saved card: the bill is Paid, and stays Paid when a further payment puts the account in credit', async () => {
    const due = (await currentBill(server, customer, home)).amountDue;
    expect((await billsTab(home))[0]!.status).toBe('due');
    const receipt = await pay(customer, payBody(home, due, { saved: tokens.card, kind: 'card' }, { paymentAmountType: 'TotalDueAmount' }));
    expect(receipt.newBalance).toBe(0);
    const bills = await billsTab(home);
    expect(bills.filter((item) => item.status !== 'paid')).toEqual([]);

    const credit = await pay(customer, payBody(home, 25, { saved: tokens.bank, kind: 'bank' }));
    expect(credit.newBalance).toBe(-25);
    expect((await billsTab(home)).filter((item) => item.status !== 'paid')).toEqual([]);
  });

  it('in arrears: the past-due amount settles the Overdue bills first; then part of the rest leaves the latest Partly paid', async () => {
    const headers = (await signIn(server, 'demo.suspended')).headers;
    const bill = await currentBill(server, headers, suspended);
    expect(bill.pastDueAmount).toBeGreaterThan(0);
    await pay(headers, payBody(suspended, bill.pastDueAmount, { card: card('4242424242424242') }, { paymentAmountType: 'PastDueAmount' }));
    const afterPastDue = await storedStatuses(suspended);
    expect(afterPastDue[0]).toBe('due');
    expect(new Set(afterPastDue.slice(1))).toEqual(new Set(['paid']));

    const rest = (await currentBill(server, headers, suspended)).amountDue;
    await pay(headers, payBody(suspended, Math.round(rest * 50) / 100, { card: card('4242424242424242') }));
    const afterPart = await storedStatuses(suspended);
    expect(afterPart[0]).toBe('partial');
    expect(new Set(afterPart.slice(1))).toEqual(new Set(['paid']));
  });
});
