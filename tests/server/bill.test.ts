/**
 * The bill on the reference server (GET {billing}/bill-details and /bill-explainer): every seeded
 * bill's charge lines add up to its current charges and are priced on its tariff's rates of the
 * bill's day; the statement on the bill adds up; the explainer's parts add up to the difference to
 * the thebe; rights and unknown bills are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { BillDetails, BillExplainerData } from '../../src/domain/bill.ts';
import type { CurrentBill } from '../../src/domain/payment.ts';
import { chargeLines, ratesOn } from '../../src/domain/tariff.ts';
import { tariffsOf } from '../../server/billing/bills.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { billUrl, expectCode, flat, home, prepaidAccount, suspended } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(async () => {
  await server?.close();
});

async function get<T>(call: 'details' | 'explainer' | 'currentBill', query: string, headers = customer) {
  const reply = await server.request({ method: 'GET', url: billUrl(call, query), headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<T>(reply).data;
}
const thebe = (amount: number | string) => Math.round(Number(amount) * 100);

describe('bills and their charge lines', () => {
  it('every seeded bill: lines add up to its current charges, priced on its rates of the bill day', async () => {
    const tariffs = await tariffsOf({ db: server.db });
    const bills = await server.db.select().from(t.bills).orderBy(asc(t.bills.id));
    const lines = await server.db.select().from(t.billLines).orderBy(asc(t.billLines.billId), asc(t.billLines.position));
    expect(bills.length).toBeGreaterThan(100);
    for (const bill of bills) {
      const own = lines.filter((line) => line.billId === bill.id);
      const total = own.reduce((sum, line) => sum + thebe(line.amount), 0);
      expect(total, bill.billNumber).toBe(thebe(bill.amountDue) - thebe(bill.pastDue));
      // The energy and levy lines are what the bill's kWh cost on the rates of its day.
      const rates = ratesOn(tariffs.find((tariff) => tariff.code === bill.tariffCode)!, bill.billDate);
      const expected = chargeLines(rates, Number(bill.usage)).filter((line) => line.kind === 'energy' || line.kind === 'levy' || line.kind === 'fixed');
      expect(own.filter((line) => line.kind === 'energy' || line.kind === 'levy' || line.kind === 'fixed').map((line) => thebe(line.amount)), bill.billNumber).toEqual(
        expected.map((line) => line.amountThebe),
      );
    }
  });

  it('the current bill of demo.customer home: blocks, fixed charge, levy, the meter test fee, VAT, and a statement that adds up', async () => {
    const bill = await get<BillDetails>('details', `accountNumber=${home}`);
    const current = await get<CurrentBill>('currentBill', `accountNumber=${home}`);
    expect(bill).toMatchObject({ accountNumber: home, billNumber: current.billNumber, dueDate: current.dueDate, tariffName: 'Domestic', customerName: 'Kagiso Molefe', amountDue: current.amountDue, canPay: true });
    const [block1, block2] = bill.lines.filter((line) => line.kind === 'energy');
    expect(block1).toMatchObject({ code: 'block1', quantity: 200, rate: 118, amount: 236 });
    expect(block2).toMatchObject({ code: 'block2', quantity: bill.usageKwh - 200, rate: 152 });
    expect(bill.lines.find((line) => line.kind === 'fixed')).toMatchObject({ code: 'serviceCharge', amount: 32.5 });
    expect(bill.lines.find((line) => line.kind === 'levy')).toMatchObject({ code: 'electrificationLevy', quantity: bill.usageKwh, rate: 4 });
    expect(bill.lines.find((line) => line.kind === 'oneOff')).toMatchObject({ code: 'meterTestFee', amount: 85 });
    const vat = bill.lines.find((line) => line.kind === 'tax')!;
    const taxable = bill.lines.filter((line) => line.kind !== 'tax' && line.kind !== 'adjustment').reduce((sum, line) => sum + thebe(line.amount), 0);
    expect(thebe(vat.amount)).toBe(Math.round(taxable * 0.14));
    expect(thebe(bill.currentCharges)).toBe(bill.lines.reduce((sum, line) => sum + thebe(line.amount), 0));
    expect(thebe(bill.previousBalance) - thebe(bill.paymentsReceived)).toBe(thebe(bill.balanceForward));
    expect(thebe(bill.totalOnBill)).toBe(thebe(bill.balanceForward) + thebe(bill.currentCharges));
    expect(bill.usageHistory).toHaveLength(13);
    expect(bill.usageHistory.at(-1)).toMatchObject({ periodEnd: bill.periodEnd, kwh: bill.usageKwh });
  });

  it('an earlier bill by number: its goodwill credit is an adjustment outside VAT; the flat bill is estimated', async () => {
    const [older] = await server.db
      .select({ billNumber: t.bills.billNumber })
      .from(t.bills)
      .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.bills.accountId))
      .where(eq(t.serviceAccounts.accountNumber, home))
      .orderBy(asc(t.bills.billDate))
      .offset(24 - 7)
      .limit(1);
    const bill = await get<BillDetails>('details', `accountNumber=${home}&billNumber=${older!.billNumber}`);
    expect(bill.lines.at(-1)).toMatchObject({ kind: 'adjustment', code: 'goodwillCredit', amount: -25 });
    expect(bill).toMatchObject({ canPay: false, isPastDue: false, amountDue: bill.totalOnBill });
    expect((await get<BillDetails>('details', `accountNumber=${flat}`)).estimated).toBe(true);
  });
});

describe('the explainer', () => {
  const sum = (parts: { amount: number }[]) => parts.reduce((total, part) => total + thebe(part.amount), 0);

  it('against the previous bill and last year: the parts add up to the difference to the thebe', async () => {
    const explainer = await get<BillExplainerData>('explainer', `accountNumber=${home}`);
    expect(explainer.comparisons.map((c) => c.against)).toEqual(['previous', 'lastYear']);
    for (const change of explainer.comparisons) {
      expect(thebe(change.difference)).toBe(thebe(change.later.charges) - thebe(change.earlier.charges));
      expect(sum(change.parts)).toBe(thebe(change.difference));
      expect(change.parts.map((part) => part.code)).toEqual(['usage', 'days', 'weather', 'rates', 'oneOff']);
    }
    const [previous, lastYear] = explainer.comparisons;
    // The previous bill had the same rates and no one-off: the one-off is the meter test fee with its VAT.
    expect(previous!.parts.find((part) => part.code === 'rates')!.amount).toBe(0);
    expect(Math.abs(thebe(previous!.parts.find((part) => part.code === 'oneOff')!.amount) - 9690)).toBeLessThanOrEqual(1);
    // The rates went up on 1 April: a year apart, the rate change is a rise.
    expect(lastYear!.parts.find((part) => part.code === 'rates')!.amount).toBeGreaterThan(0);
    expect(explainer.projection).toMatchObject({ estimated: true, projectedAmount: expect.any(Number) });
    expect(explainer.projection!.projectedKwh).toBeGreaterThan(0);
  });

  it('an estimated reading is flagged', async () => {
    expect((await get<BillExplainerData>('explainer', `accountNumber=${flat}`)).estimated).toBe(true);
  });
});

describe('refusals', () => {
  it('a status-2 account (no current-bill right) and a prepaid account are refused; an unknown bill is 404', async () => {
    const suspendedUser = (await signIn(server, 'demo.suspended')).headers;
    for (const call of ['details', 'explainer'] as const) {
      await expectCode(await server.request({ method: 'GET', url: billUrl(call, `accountNumber=${suspended}`), headers: suspendedUser }), 403, 'GEN403');
      await expectCode(await server.request({ method: 'GET', url: billUrl(call, `accountNumber=${prepaidAccount}`), headers: (await signIn(server, 'demo.prepaid')).headers }), 403, 'GEN403');
      await expectCode(await server.request({ method: 'GET', url: billUrl(call, `accountNumber=${suspended}`), headers: customer }), 403, 'GEN403');
      await expectCode(await server.request({ method: 'GET', url: billUrl(call, `accountNumber=${home}&billNumber=99999999202001`), headers: customer }), 404, 'GEN404');
    }
  });
});
