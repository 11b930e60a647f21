/**
 * Generated billing history: monthly bills with seasonal usage priced on a block tariff in BWP (the
 * rates in force on each bill's day, server/billing/tariffs.ts) into charge lines, the
 * payments that settled them, and prepaid recharges with 20-digit tokens. Billing cycles are placed
 * relative to the seed's `now` (the latest bill was issued 4 days ago and is due in 17 days), so the
 * demo always has a current bill.
 */
import type { Prng } from './prng.ts';
import { settledBillStatuses } from '../../src/domain/billingHistory.ts';
import { prepaidUnits } from '../../src/domain/prepaid.ts';
import { isoDay } from '../../src/domain/format.ts';
import { methodRecordText } from '../../src/domain/paymentMethodText.ts';
import { chargeLines, linesTotal, ratesOn, type ChargeLine, type OneOff, type OneOffCode } from '../../src/domain/tariff.ts';
import { tariffCatalogue, tariffOf } from '../billing/tariffs.ts';

const dayMs = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * dayMs);
}
function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
/** Midnight UTC of the day of `date`. */
function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * Southern-hemisphere seasons in Botswana: winter heating (June-August) and summer cooling
 * (November-February) raise use; autumn and spring are lowest. Index 0 is January.
 */
const seasonalFactor = [1.12, 1.06, 0.97, 0.9, 0.98, 1.18, 1.28, 1.17, 0.94, 1.0, 1.08, 1.14];

export const money = (thebe: number) => (thebe / 100).toFixed(2);
const thebeOf = (amount: string) => Math.round(Number(amount) * 100);

export interface BillRow {
  accountId: number;
  billNumber: string;
  periodStart: string;
  periodEnd: string;
  billDate: string;
  dueDate: string;
  amountDue: string;
  pastDue: string;
  usage: string;
  status: 'due' | 'paid' | 'partial' | 'overdue';
  tariffCode: string;
  estimated: boolean;
}

/** A bill with its charge lines (their total is the bill's current charges: amount due less past due). */
export interface BillWithLines extends BillRow {
  lines: ChargeLine[];
}

interface PaymentRow {
  accountId: number;
  userId: string | null;
  paymentMethodId: number | null;
  amount: string;
  paidAt: Date;
  methodRef: string;
  status: 'completed' | 'scheduled';
  confirmationNumber: string;
  channel: string;
}

export interface PayingMethod {
  id: number | null;
  ref: string;
  channel: string;
}

export interface BillingInput {
  accountId: number;
  accountNumber: string;
  tariffName: string;
  months: number;
  baseKwh: number;
  pattern: 'onTime' | 'withPartial' | 'arrears';
  scheduleLatest?: boolean;
  userId: string | null;
  /** Saved methods to pay with (web/mobile); cash at the service centre is mixed in. */
  methods: PayingMethod[];
  town: string;
  /** Bills (counted back from the latest, 0) whose closing reading was estimated. */
  estimatedBack?: readonly number[];
  /** One-off charges and adjustments on bills counted back from the latest (0). */
  oneOffs?: readonly { back: number; code: OneOffCode; thebe: number }[];
}

/** Makes unique confirmation numbers across the whole seed. */
export function confirmationCounter() {
  let seq = 0;
  return (date: Date) => `PMT${isoDay(date).replace(/-/g, '')}${String(++seq).padStart(5, '0')}`;
}

export function generateBilling(prng: Prng, now: Date, input: BillingInput, nextConfirmation: (d: Date) => string) {
  const tariff = tariffOf(tariffCatalogue(now), input.tariffName);
  const today = startOfDay(now);
  const latestPeriodEnd = addDays(today, -5);
  const bills: BillWithLines[] = [];
  const payments: PaymentRow[] = [];
  let carried = 0; // thebe owed from earlier bills
  // Which earlier bill is paid only in part (withPartial), counted back from the latest.
  const partialIndex = 8;
  const arrearsUnpaid = 4;

  for (let back = input.months - 1; back >= 0; back--) {
    const periodEnd = addMonths(latestPeriodEnd, -back);
    const periodStart = addDays(addMonths(periodEnd, -1), 1);
    const billDate = addDays(periodEnd, 1);
    const dueDate = addDays(billDate, 21);
    const month = periodEnd.getUTCMonth();
    const kwh = Math.round(input.baseKwh * (seasonalFactor[month] ?? 1) * prng.between(0.92, 1.08));
    const oneOffs: OneOff[] = (input.oneOffs ?? []).filter((oneOff) => oneOff.back === back).map(({ code, thebe }) => ({ code, thebe }));
    const lines = chargeLines(ratesOn(tariff, isoDay(billDate)), kwh, oneOffs);
    const current = linesTotal(lines);
    const amountDue = current + carried;
    const isLatest = back === 0;
    const bill: BillWithLines = {
      accountId: input.accountId,
      billNumber: `${input.accountNumber.slice(-8)}${isoDay(periodEnd).slice(0, 7).replace('-', '')}`,
      periodStart: isoDay(periodStart),
      periodEnd: isoDay(periodEnd),
      billDate: isoDay(billDate),
      dueDate: isoDay(dueDate),
      amountDue: money(amountDue),
      pastDue: money(carried),
      usage: kwh.toFixed(2),
      status: 'paid',
      tariffCode: tariff.code,
      estimated: (input.estimatedBack ?? []).includes(back),
      lines,
    };

    if (isLatest) {
      bill.status = 'due';
      carried = amountDue;
      if (input.scheduleLatest) {
        const method = input.methods[0];
        const when = addDays(dueDate, -2);
        when.setUTCHours(8);
        payments.push({
          accountId: input.accountId, userId: input.userId, paymentMethodId: method?.id ?? null,
          amount: money(amountDue), paidAt: when, methodRef: method?.ref ?? 'Card', status: 'scheduled',
          confirmationNumber: nextConfirmation(when), channel: 'web',
        });
      }
    } else if (input.pattern === 'arrears' && back < arrearsUnpaid) {
      bill.status = 'overdue';
      carried = amountDue;
    } else {
      const partial = input.pattern === 'withPartial' && back === partialIndex;
      const paid = partial ? Math.round(amountDue * 0.6) : amountDue;
      bill.status = partial ? 'partial' : 'paid';
      carried = amountDue - paid;
      const cash = prng.next() < 0.12 || input.methods.length === 0;
      const method: PayingMethod = cash
        ? { id: null, ref: methodRecordText({ kind: 'cash', place: input.town }), channel: 'cash' }
        : prng.pick(input.methods);
      const paidAt = addDays(dueDate, -prng.int(1, 9));
      paidAt.setUTCHours(prng.int(6, 17), prng.int(0, 59), prng.int(0, 59));
      payments.push({
        accountId: input.accountId, userId: cash ? null : input.userId, paymentMethodId: method.id,
        amount: money(paid), paidAt, methodRef: method.ref, status: 'completed',
        confirmationNumber: nextConfirmation(paidAt), channel: method.channel,
      });
    }
    bills.push(bill);
  }
  // The statuses the amounts say, by the rule a payment applies (oldest bills settled first): a
  // part-paid bill whose rest a later payment covered is Paid.
  const newestFirst = [...bills].reverse();
  const statuses = settledBillStatuses(
    newestFirst.map((bill) => ({ amountDueThebe: thebeOf(bill.amountDue), pastDueThebe: thebeOf(bill.pastDue), dueDate: bill.dueDate, status: bill.status })),
    carried,
    isoDay(today),
  );
  newestFirst.forEach((bill, index) => {
    bill.status = statuses[index] ?? bill.status;
  });
  return { bills, payments, balance: money(carried) };
}

export interface RechargeRow {
  accountId: number;
  meterId: number;
  amount: string;
  units: string;
  token: string;
  reference: string;
  transactedAt: Date;
  channel: string;
}

/** Prepaid recharges every one to three weeks, newest a few days ago. */
export function generateRecharges(prng: Prng, now: Date, accountId: number, meterId: number, count: number, referencePrefix: string): RechargeRow[] {
  const rows: RechargeRow[] = [];
  let when = addDays(startOfDay(now), -prng.int(2, 5));
  for (let i = 0; i < count; i++) {
    const amountThebe = prng.pick([5000, 10000, 15000, 20000, 30000]);
    const at = new Date(when.getTime());
    at.setUTCHours(prng.int(6, 19), prng.int(0, 59), prng.int(0, 59));
    rows.push({
      accountId,
      meterId,
      amount: money(amountThebe),
      units: '0',
      token: prng.digits(20).replace(/^0/, String(prng.int(1, 9))),
      reference: `${referencePrefix}${String(count - i).padStart(4, '0')}`,
      transactedAt: at,
      channel: prng.pick(['web', 'web', 'mobile', 'vendor']),
    });
    when = addDays(when, -prng.int(7, 21));
  }
  // Priced as a live recharge is (prepaidUnits): in time order, each calendar month's first 200 kWh
  // at the first-block rate and the rest at the second, VAT taken off first.
  const boughtInMonth = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.transactedAt.getTime() - b.transactedAt.getTime())) {
    const month = row.transactedAt.toISOString().slice(0, 7);
    const units = prepaidUnits(thebeOf(row.amount), boughtInMonth.get(month) ?? 0);
    boughtInMonth.set(month, (boughtInMonth.get(month) ?? 0) + units);
    row.units = units.toFixed(2);
  }
  return rows;
}
