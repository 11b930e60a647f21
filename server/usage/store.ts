/**
 * Readings are written the first time an account's usage is asked for (and topped up to yesterday
 * on later days), not at seed: the seed and the test template stay small, and the copies of demo
 * people that end-to-end tests make get readings too. Every day is a pure function of the meter and
 * the day (model.ts), scaled so that each billing period's electric days add up to the bill's kWh, so
 * writing a day twice, or later, gives the same row.
 *
 * Cost: electric days are priced on the account's block tariff so that each billing period's days
 * add up to what the bill charged for that period (energy charge by the running total, the monthly
 * service charge spread evenly over the period's days); gas and water by volume; solar as an export
 * credit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { tableWritesOf } from '../db/writes.ts';
import type { AccountRow } from '../accounts.ts';
import { addDaysIso, addMonthsIso, timeZoneFor } from '../../src/domain/format.ts';
import { usageHistoryMonths, usageUnitPrices } from '../../src/domain/usage.ts';
import { chargeThebe, ratesFor, type TariffRates as Tariff } from './pricing.ts';
import { allProfiles, hash01, rawElectricDay, rawGasDay, rawSolarDay, rawWaterDay, seasonalElectric, weatherOf } from './model.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes `timeZone` is ahead of UTC at `epochMs`. */
function offsetMinutes(epochMs: number, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) clockFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })));
  const part = Object.fromEntries(format.formatToParts(epochMs).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  return Math.round((wall - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/** The local midnight that starts `day` (yyyy-mm-dd) in `timeZone`, epoch seconds. */
export function localMidnightEpoch(day: string, timeZone: string): number {
  const utcMidnight = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  // The offset at the guess, then at the corrected instant (a clock change between the two).
  const first = utcMidnight - offsetMinutes(utcMidnight, timeZone) * 60_000;
  return (utcMidnight - offsetMinutes(first, timeZone) * 60_000) / 1000;
}

/** The calendar day of `moment` in `timeZone`, yyyy-mm-dd. */
export function localDay(moment: Date, timeZone: string): string {
  // A formatter is costly to make (every usage call asks for today): one per time zone.
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(moment);
}

export interface UsageWindow {
  timeZone: string;
  /** First day the meters keep (25 months back). */
  firstDay: string;
  /** Yesterday in the account's time zone: the last whole day. */
  lastDay: string;
}

export function usageWindow(ctx: ServerContext, account: Pick<AccountRow, 'state'>): UsageWindow {
  const timeZone = timeZoneFor(account.state);
  const today = localDay(ctx.now(), timeZone);
  return { timeZone, firstDay: addMonthsIso(today, -usageHistoryMonths), lastDay: addDaysIso(today, -1) };
}

export type MeterRow = typeof t.meters.$inferSelect;

export interface BillingPeriod {
  start: string;
  end: string;
  /** kWh the period adds up to: the bill's, or the model's where no bill covers it. */
  kwh: number;
  billed: boolean;
}

function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDaysIso(day, 1)) days.push(day);
  return days;
}

/** The rates of the account's tariff in force at the end of a period. */
const tariffOf = (account: Pick<AccountRow, 'tariff'>, day: string): Tariff => ratesFor(account.tariff, day);

/**
 * The billing periods that cover `from`..`to`: the account's bills, extended month by month before
 * the first and after the latest (the current period) as the billing seed places them.
 */
export function billingPeriods(bills: { periodStart: string; periodEnd: string; usage: string }[], account: Pick<AccountRow, 'accountType'>, from: string, to: string, anchorEnd: string): BillingPeriod[] {
  const sorted = [...bills].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  const byMonth = new Map<number, number[]>();
  for (const bill of sorted) {
    const month = Number(bill.periodEnd.slice(5, 7)) - 1;
    byMonth.set(month, [...(byMonth.get(month) ?? []), Number(bill.usage)]);
  }
  const average = sorted.length ? sorted.reduce((sum, b) => sum + Number(b.usage), 0) / sorted.length : account.accountType === 'Commercial' ? 5200 : 250;
  const meanSeason = seasonalElectric.reduce((a, b) => a + b, 0) / 12;
  const modelKwh = (end: string) => {
    const month = Number(end.slice(5, 7)) - 1;
    const same = byMonth.get(month);
    if (same?.length) return same.reduce((a, b) => a + b, 0) / same.length;
    return Math.round((average * (seasonalElectric[month] ?? 1)) / meanSeason);
  };
  const periods: BillingPeriod[] = sorted.map((b) => ({ start: b.periodStart, end: b.periodEnd, kwh: Number(b.usage), billed: true }));
  const latestEnd = periods.at(-1)?.end ?? anchorEnd;
  if (!periods.length) periods.push({ start: addDaysIso(addMonthsIso(latestEnd, -1), 1), end: latestEnd, kwh: modelKwh(latestEnd), billed: false });
  // Back, month by month, until the periods reach `from`.
  while (periods[0]!.start > from) {
    const end = addDaysIso(periods[0]!.start, -1);
    periods.unshift({ start: addDaysIso(addMonthsIso(end, -1), 1), end, kwh: modelKwh(end), billed: false });
  }
  // Forward: the current period and any after it.
  let ahead = 1;
  while (periods.at(-1)!.end < to) {
    const end = addMonthsIso(latestEnd, ahead++);
    periods.push({ start: addDaysIso(periods.at(-1)!.end, 1), end, kwh: modelKwh(end), billed: false });
  }
  return periods;
}

export interface DayRow {
  meterId: number;
  day: string;
  /** Set when the row is written (localMidnightEpoch in the account's time zone). */
  startEpoch?: number;
  amount: number;
  costThebe: number;
  kind: string;
}

/** Energy charge in thebe, VAT included, of the first `wh` of a period (no service charge). */
function energyThebe(wh: number, tariff: Tariff): number {
  return chargeThebe(wh / 1000, tariff) - chargeThebe(0, tariff);
}

/** Electric days of one meter over whole billing periods, scaled to each period's kWh and priced. */
export function electricDays(
  meter: Pick<MeterRow, 'id' | 'meterNumber'>,
  account: Pick<AccountRow, 'town' | 'accountType' | 'tariff'>,
  periods: BillingPeriod[],
): DayRow[] {
  const rows: DayRow[] = [];
  for (const period of periods) {
    const tariff = tariffOf(account, period.end);
    const days = eachDay(period.start, period.end);
    const raw = days.map((day) => rawElectricDay(meter.meterNumber, day, weatherOf(account.town, day), account.accountType === 'Commercial'));
    const rawSum = raw.reduce((sum, r) => sum + r.amount, 0);
    const targetWh = Math.round(period.kwh * 1000);
    // Cumulative rounding: each day's Wh is the step of the rounded running total, so the period adds up exactly.
    const serviceThebe = chargeThebe(period.kwh, tariff) - energyThebe(targetWh, tariff);
    let running = 0;
    let before = 0;
    days.forEach((day, index) => {
      running += raw[index]!.amount;
      const cumWh = Math.round((targetWh * running) / rawSum);
      const amount = cumWh - before;
      const costThebe =
        energyThebe(cumWh, tariff) - energyThebe(before, tariff) +
        Math.round((serviceThebe * (index + 1)) / days.length) - Math.round((serviceThebe * index) / days.length);
      rows.push({ meterId: meter.id, day, amount, costThebe, kind: raw[index]!.kind });
      before = cumWh;
    });
  }
  return rows;
}

/** The month (yyyy-mm) of a water meter's leak: one month in every 25, fixed by the meter. */
export function leakMonthIndex(meterNumber: string): number {
  return Math.floor(hash01('leak', meterNumber) * 25);
}
export function isLeakMonth(meterNumber: string, day: string): boolean {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  return index % 25 === leakMonthIndex(meterNumber);
}

function volumeDays(meter: Pick<MeterRow, 'id' | 'meterNumber' | 'serviceType'>, town: string, days: string[]): DayRow[] {
  return days.map((day) => {
    const weather = weatherOf(town, day);
    if (meter.serviceType === 'gas') {
      const r = rawGasDay(meter.meterNumber, day, weather);
      return { meterId: meter.id, day, amount: r.amount, kind: r.kind, costThebe: Math.round((r.amount / 1000) * usageUnitPrices.gasThebePerM3) };
    }
    if (meter.serviceType === 'water') {
      const r = rawWaterDay(meter.meterNumber, day, weather, isLeakMonth(meter.meterNumber, day));
      return { meterId: meter.id, day, amount: r.amount, kind: r.kind, costThebe: Math.round((r.amount / 1000) * usageUnitPrices.waterThebePerM3) };
    }
    const r = rawSolarDay(meter.meterNumber, day, weather);
    return { meterId: meter.id, day, amount: r.amount, kind: r.kind, costThebe: -Math.round((r.amount / 1000) * usageUnitPrices.solarExportThebePerKwh) };
  });
}

/** The days of one meter from `from` to `to` (both included). */
export function meterDays(
  meter: Pick<MeterRow, 'id' | 'meterNumber' | 'serviceType'>,
  account: Pick<AccountRow, 'town' | 'accountType' | 'tariff'>,
  bills: { periodStart: string; periodEnd: string; usage: string }[],
  from: string,
  to: string,
  anchorEnd: string,
): DayRow[] {
  if (from > to) return [];
  if (meter.serviceType !== 'electric') return volumeDays(meter, account.town, eachDay(from, to));
  const periods = billingPeriods(bills, account, from, to, anchorEnd).filter((p) => p.end >= from && p.start <= to);
  return electricDays(meter, account, periods).filter((row) => row.day >= from && row.day <= to);
}

// ---------------------------------------------------------------- writing, once per meter and day

/** What this process has written already (meter id -> last day; town -> last day), to skip the checks. */
const written = new WeakMap<object, { profiles: boolean; meters: Map<number, string>; towns: Map<string, string> }>();

function memo(ctx: ServerContext) {
  let entry = written.get(ctx.db);
  if (!entry) written.set(ctx.db, (entry = { profiles: false, meters: new Map(), towns: new Map() }));
  return entry;
}

const batch = <T>(rows: T[], size = 500): T[][] => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** The meters of an account (oldest first) that overlap the usage window. */
export function usageMeters<M extends Pick<MeterRow, 'startDate' | 'endDate'>>(meters: readonly M[], window: UsageWindow): M[] {
  return meters.filter((m) => m.endDate >= window.firstDay && m.startDate <= window.lastDay);
}

/**
 * Makes sure the profiles, the town's weather and the readings of `meters` reach yesterday. One
 * transaction; rows already there are left alone (a concurrent call writing the same days is fine).
 * True when meters were brought up to a new last day (this process had not yet checked them for it).
 */
export async function ensureUsage(
  ctx: ServerContext,
  account: Pick<AccountRow, 'id' | 'town' | 'accountType' | 'tariff'>,
  meters: Pick<MeterRow, 'id' | 'meterNumber' | 'serviceType' | 'startDate' | 'endDate'>[],
  window: UsageWindow,
): Promise<boolean> {
  const seen = memo(ctx);
  const pendingMeters = meters.filter((m) => seen.meters.get(m.id) !== window.lastDay);
  if (seen.profiles && seen.towns.get(account.town) === window.lastDay && pendingMeters.length === 0) return false;

  await ctx.db.transaction(async (tx) => {
    if (!seen.profiles) {
      const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.usageProfiles);
      if (n === 0) for (const rows of batch(allProfiles(), 1000)) await tx.insert(t.usageProfiles).values(rows).onConflictDoNothing();
    }
    if (seen.towns.get(account.town) !== window.lastDay) {
      const [{ last } = { last: null }] = await tx.select({ last: sql<string | null>`max(${t.weatherDays.day})::text` }).from(t.weatherDays).where(eq(t.weatherDays.town, account.town));
      const from = last && last >= window.firstDay ? addDaysIso(last, 1) : window.firstDay;
      // Weather from a year before the window too: the compare page reads last year's days.
      const start = last ? from : addMonthsIso(window.firstDay, -12);
      const rows = eachDay(start, window.lastDay).map((day) => {
        const w = weatherOf(account.town, day);
        return { town: account.town, day, high: w.high.toFixed(1), low: w.low.toFixed(1), mean: w.mean.toFixed(1), cdd: w.cdd.toFixed(1), hdd: w.hdd.toFixed(1) };
      });
      for (const part of batch(rows)) await tx.insert(t.weatherDays).values(part).onConflictDoNothing();
    }
    if (pendingMeters.length) {
      const bills = await tx
        .select({ periodStart: t.bills.periodStart, periodEnd: t.bills.periodEnd, usage: t.bills.usage })
        .from(t.bills)
        .where(eq(t.bills.accountId, account.id));
      // Without bills (prepaid, new accounts) periods end where the billing seed ends them: 5 days ago.
      const anchorEnd = addDaysIso(window.lastDay, -4);
      for (const meter of pendingMeters) {
        const [{ last } = { last: null }] = await tx.select({ last: sql<string | null>`max(${t.usageDays.day})::text` }).from(t.usageDays).where(eq(t.usageDays.meterId, meter.id));
        const first = [window.firstDay, meter.startDate, last ? addDaysIso(last, 1) : ''].reduce((a, b) => (a > b ? a : b));
        const end = meter.endDate < window.lastDay ? meter.endDate : window.lastDay;
        const rows = meterDays(meter, account, bills, first, end, anchorEnd).map((row) => ({ ...row, startEpoch: localMidnightEpoch(row.day, window.timeZone) }));
        for (const part of batch(rows)) await tx.insert(t.usageDays).values(part).onConflictDoNothing();
      }
    }
    // The embedded database never analyses on its own (a PostgreSQL server's autovacuum does): without
    // statistics its planner takes a year of days for one row and joins the weather day by day (bench:usage).
    if (pendingMeters.length && tableWritesOf(ctx.db)) await tx.execute(sql`analyze usage_days, weather_days`);
  });
  seen.profiles = true;
  seen.towns.set(account.town, window.lastDay);
  for (const m of pendingMeters) seen.meters.set(m.id, window.lastDay);
  return pendingMeters.length > 0;
}

/** The bills of an account, for the billing periods (projection). */
export async function billsOf(ctx: ServerContext, accountId: number) {
  return ctx.db
    .select({ periodStart: t.bills.periodStart, periodEnd: t.bills.periodEnd, usage: t.bills.usage })
    .from(t.bills)
    .where(and(eq(t.bills.accountId, accountId)));
}
