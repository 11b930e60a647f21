/**
 * Rate analysis: the last 12 bills priced again under every tariff, as the bills were priced (the
 * current tariff's total is what those bills charged for usage), cheapest first with the difference
 * per year; refused for a prepaid account and for an account the caller does not hold.
 */
import { mayTakeTariff } from '../../src/domain/tariff.ts';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { rateAnalysisCalls, type RateAnalysis } from '../../src/domain/rateAnalysis.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { expectCode, home, prepaidAccount } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;

const load = (accountNumber: string, headers = customer) => server.request({ method: 'GET', url: `${apiAreas.billing}${rateAnalysisCalls.load}?accountNumber=${accountNumber}`, headers });

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(async () => {
  await server?.close();
});

describe('the analysis', () => {
  it('prices the last 12 bills under each tariff, the current one at what the bills charged for usage', async () => {
    const reply = await load(home);
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<RateAnalysis>(reply).data;
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, home));
    const bills = (await server.db.select().from(t.bills).where(eq(t.bills.accountId, account!.id)).orderBy(desc(t.bills.billDate)).limit(12)).reverse();
    expect(data.months.map((month) => [month.billNumber, month.kwh])).toEqual(bills.map((bill) => [bill.billNumber, Number(bill.usage)]));
    expect(data.currentTariffCode).toBe(bills.at(-1)!.tariffCode);

    // What the bills charged for usage: their energy, fixed and levy lines with VAT on those, less nothing else.
    const lines = await server.db.select().from(t.billLines).where(inArray(t.billLines.billId, bills.map((bill) => bill.id)));
    const usageThebe = bills.reduce((sum, bill) => {
      const own = lines.filter((line) => line.billId === bill.id);
      const net = own.filter((line) => ['energy', 'fixed', 'levy'].includes(line.kind)).reduce((s, line) => s + Math.round(Number(line.amount) * 100), 0);
      const withOneOffs = own.some((line) => line.kind === 'oneOff' || line.kind === 'adjustment');
      const charges = Math.round((Number(bill.amountDue) - Number(bill.pastDue)) * 100);
      return sum + (withOneOffs ? net + Math.round(net * 0.14) : charges);
    }, 0);
    const current = data.options.find((option) => option.current)!;
    expect(current).toMatchObject({ tariffCode: data.currentTariffCode, differencePerYear: 0 });
    expect(Math.round(current.total * 100)).toBe(usageThebe);

    // A home is offered the tariffs homes may take, not the business ones.
    expect(data.options.map((option) => option.tariffCode).sort()).toEqual(['Domestic', 'Domestic Flat Rate']);
    const totals = data.options.map((option) => option.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const option of data.options) expect(option.differencePerYear).toBeCloseTo(option.total - current.total, 2);
    expect(data.totalKwh).toBeCloseTo(bills.reduce((sum, bill) => sum + Number(bill.usage), 0), 2);
  });

  it('is refused for a prepaid account (no bills to price) and for an account the caller does not hold', async () => {
    const prepaid = (await signIn(server, 'demo.prepaid')).headers;
    expectCode(await load(prepaidAccount, prepaid), 403, 'GEN403');
    expectCode(await load(prepaidAccount), 403, 'GEN403');
  });
});

describe('who may take a tariff', () => {
  it('homes the domestic tariffs, businesses the business tariffs; a tariff not listed, anyone', () => {
    expect(mayTakeTariff('Domestic Flat Rate', 'Residential')).toBe(true);
    expect(mayTakeTariff('Small Business', 'Residential')).toBe(false);
    expect(mayTakeTariff('Medium Business', 'Commercial')).toBe(true);
    expect(mayTakeTariff('Domestic', 'Commercial')).toBe(false);
    expect(mayTakeTariff('Street Lighting', 'Residential')).toBe(true);
  });
});
