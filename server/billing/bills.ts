/**
 * A bill as the customer reads it (its charge lines and statement) and its explainer, from the
 * stored bills, their lines, the tariffs' rates and the payments. Amounts are summed in thebe.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { combinedAddress, holderName, type AccountRow } from '../accounts.ts';
import { ApiError } from '../http/errors.ts';
import { accountStatement, billDayStart, pula, thebe, type BillRow } from '../payments/statement.ts';
import { addDaysIso, addMonthsIso, isoDay } from '../../src/domain/format.ts';
import { ratesOn, type Tariff } from '../../src/domain/tariff.ts';
import { explainChange, kwhPerDegreeDay, periodDays, projectNextBill, type ExplainedBill } from '../../src/domain/billExplainer.ts';
import type { BillChange, BillDetails, BillExplainerData, BillLine, BillSide } from '../../src/domain/bill.ts';
import { changePartCodes } from '../../src/domain/billExplainer.ts';
import { degreeDays } from './weather.ts';

/** How many bills the usage graph shows (this one and the 12 before). */
export const usageGraphBills = 13;

export async function tariffsOf(ctx: Pick<ServerContext, 'db'>): Promise<Tariff[]> {
  const rows = await ctx.db.select().from(t.tariffRates).orderBy(asc(t.tariffRates.tariffCode), asc(t.tariffRates.effectiveFrom));
  const byCode = new Map<string, Tariff>();
  for (const row of rows) {
    const tariff = byCode.get(row.tariffCode) ?? { code: row.tariffCode, name: row.tariffName, rates: [] };
    tariff.rates.push({ effectiveFrom: row.effectiveFrom, ...row.rates });
    byCode.set(row.tariffCode, tariff);
  }
  return [...byCode.values()];
}

/** The account's bills, oldest first. */
async function billsOf(ctx: ServerContext, account: AccountRow): Promise<BillRow[]> {
  return ctx.db.select().from(t.bills).where(eq(t.bills.accountId, account.id)).orderBy(asc(t.bills.billDate), asc(t.bills.id));
}

/** The bill asked for (the latest without a number) and its place in the account's bills; 404 GEN404 when there is none. */
function pick(bills: BillRow[], billNumber: string | undefined): number {
  const index = billNumber === undefined ? bills.length - 1 : bills.findIndex((bill) => bill.billNumber === billNumber);
  if (index < 0) throw new ApiError(404, 'GEN404');
  return index;
}

const currentChargesThebe = (bill: BillRow) => thebe(bill.amountDue) - thebe(bill.pastDue);

export async function billDetails(ctx: ServerContext, account: AccountRow, billNumber: string | undefined, mayPay: boolean): Promise<BillDetails> {
  const bills = await billsOf(ctx, account);
  const index = pick(bills, billNumber);
  const bill = bills[index]!;
  const previous = index > 0 ? bills[index - 1] : undefined;
  const isLatest = index === bills.length - 1;
  const tariffs = await tariffsOf(ctx);
  const tariffName = tariffs.find((tariff) => tariff.code === bill.tariffCode)?.name ?? bill.tariffCode;

  const lineRows = await ctx.db.select().from(t.billLines).where(eq(t.billLines.billId, bill.id)).orderBy(asc(t.billLines.position));
  const lines: BillLine[] = lineRows.map((line) => ({
    kind: line.kind as BillLine['kind'],
    code: line.code,
    quantity: line.quantity === null ? null : Number(line.quantity),
    rate: line.rate === null ? null : Number(line.rate),
    amount: pula(thebe(line.amount)),
  }));

  let paidThebe = 0;
  if (previous) {
    const paid = await ctx.db
      .select({ amount: t.payments.amount })
      .from(t.payments)
      .where(and(eq(t.payments.accountId, account.id), eq(t.payments.status, 'completed'), gte(t.payments.paidAt, billDayStart(previous.billDate)), lt(t.payments.paidAt, billDayStart(bill.billDate))));
    paidThebe = paid.reduce((sum, row) => sum + thebe(row.amount), 0);
  }

  const totalThebe = thebe(bill.amountDue);
  let amountDue = totalThebe;
  let pastDue = thebe(bill.pastDue);
  let balance = totalThebe;
  if (isLatest) {
    const statement = await accountStatement(ctx.db, account);
    amountDue = statement.amountDueThebe;
    pastDue = statement.pastDueThebe;
    balance = statement.balanceThebe;
  }
  const today = isoDay(ctx.now());
  const history = bills.slice(Math.max(0, index - usageGraphBills + 1), index + 1);
  return {
    accountNumber: account.accountNumber,
    serviceAddress: combinedAddress(account),
    customerName: holderName(account),
    billNumber: bill.billNumber,
    billDate: bill.billDate,
    dueDate: bill.dueDate,
    periodStart: bill.periodStart,
    periodEnd: bill.periodEnd,
    days: periodDays(bill.periodStart, bill.periodEnd),
    tariffName,
    usageKwh: Number(bill.usage),
    estimated: bill.estimated,
    previousBalance: pula(previous ? thebe(previous.amountDue) : 0),
    paymentsReceived: pula(paidThebe),
    balanceForward: pula(thebe(bill.pastDue)),
    lines,
    currentCharges: pula(currentChargesThebe(bill)),
    totalOnBill: pula(totalThebe),
    amountDue: pula(Math.max(0, amountDue)),
    pastDueAmount: pula(pastDue),
    balance: pula(balance),
    isPastDue: isLatest && amountDue > 0 && (pastDue > 0 || bill.dueDate < today),
    canPay: isLatest && mayPay && amountDue > 0,
    autoPay: null,
    usageHistory: history.map((row) => ({ month: row.periodEnd.slice(0, 7), periodEnd: row.periodEnd, kwh: Number(row.usage), estimated: row.estimated })),
  };
}

function explained(bill: BillRow, tariffs: Tariff[]): ExplainedBill {
  const tariff = tariffs.find((candidate) => candidate.code === bill.tariffCode);
  if (!tariff) throw new ApiError(500, 'GEN500');
  return {
    billNumber: bill.billNumber,
    periodStart: bill.periodStart,
    periodEnd: bill.periodEnd,
    days: periodDays(bill.periodStart, bill.periodEnd),
    kwh: Number(bill.usage),
    degreeDays: degreeDays(bill.periodStart, bill.periodEnd),
    rates: ratesOn(tariff, bill.billDate),
    chargesThebe: currentChargesThebe(bill),
    estimated: bill.estimated,
  };
}

const side = (bill: ExplainedBill): BillSide => ({
  billNumber: bill.billNumber,
  periodStart: bill.periodStart,
  periodEnd: bill.periodEnd,
  days: bill.days,
  kwh: bill.kwh,
  degreeDays: bill.degreeDays,
  charges: pula(bill.chargesThebe),
  estimated: bill.estimated,
});

function change(against: BillChange['against'], earlier: ExplainedBill, later: ExplainedBill, kwhPerDd: number): BillChange {
  const { differenceThebe, partsThebe } = explainChange(earlier, later, kwhPerDd);
  return {
    against,
    earlier: side(earlier),
    later: side(later),
    difference: pula(differenceThebe),
    parts: changePartCodes.map((code) => ({ code, amount: pula(partsThebe[code]) })),
  };
}

export async function billExplainer(ctx: ServerContext, account: AccountRow, billNumber: string | undefined): Promise<BillExplainerData> {
  const bills = await billsOf(ctx, account);
  const index = pick(bills, billNumber);
  const tariffs = await tariffsOf(ctx);
  // The account's weather sensitivity, from this bill and the 11 before it.
  const year = bills.slice(Math.max(0, index - 11), index + 1).map((bill) => explained(bill, tariffs));
  const kwhPerDd = kwhPerDegreeDay(year);
  const bill = year.at(-1)!;
  const comparisons: BillChange[] = [];
  if (index > 0) comparisons.push(change('previous', explained(bills[index - 1]!, tariffs), bill, kwhPerDd));
  const lastYearMonth = addMonthsIso(bill.periodEnd, -12).slice(0, 7);
  const lastYear = bills.slice(0, index).find((row) => row.periodEnd.slice(0, 7) === lastYearMonth);
  if (lastYear) comparisons.push(change('lastYear', explained(lastYear, tariffs), bill, kwhPerDd));

  let projection: BillExplainerData['projection'] = null;
  if (index === bills.length - 1) {
    const start = addDaysIso(bill.periodEnd, 1);
    const end = addMonthsIso(bill.periodEnd, 1);
    const today = isoDay(ctx.now());
    const yesterday = addDaysIso(today, -1);
    const daysSoFar = Math.min(periodDays(start, end), Math.max(0, periodDays(start, yesterday)));
    // No interval reads yet (the usage area's meter data will answer the usage so far): the last
    // bill's daily use over the days so far, with the weather's share of those days.
    const soFarDd = daysSoFar > 0 ? degreeDays(start, addDaysIso(start, daysSoFar - 1)) : 0;
    const usageSoFarKwh = Math.max(0, Math.round(((bill.kwh / bill.days) * daysSoFar + kwhPerDd * (soFarDd - (bill.degreeDays / bill.days) * daysSoFar)) * 100) / 100);
    const tariff = tariffs.find((candidate) => candidate.code === bills[index]!.tariffCode)!;
    const projected = projectNextBill({ periodStart: start, periodEnd: end, daysSoFar, usageSoFarKwh, rates: ratesOn(tariff, addDaysIso(end, 1)) });
    if (projected) {
      projection = {
        periodStart: projected.periodStart,
        periodEnd: projected.periodEnd,
        daysSoFar: projected.daysSoFar,
        usageSoFarKwh: projected.usageSoFarKwh,
        projectedKwh: projected.projectedKwh,
        projectedAmount: pula(projected.projectedThebe),
        estimated: true,
      };
    }
  }
  return { billNumber: bill.billNumber, estimated: bill.estimated, comparisons, projection };
}
