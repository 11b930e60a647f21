/**
 * The bill explainer (issue 16): why this bill's charges differ from another bill's (the previous one,
 * or the same month last year), in parts that add up exactly to the difference, and a projected next
 * bill. Pure arithmetic on integer thebe, shared by the server (which answers it) and the tests.
 *
 * The parts come from pricing usage step by step, each step changing one thing (so they telescope to
 * the difference with no remainder):
 *   c0 = the earlier bill's usage on its rates
 *   c1 = that usage per day over the later bill's days                  -> days in the period = c1 - c0
 *   c2 = c1's usage plus the weather's extra (kWh per degree day times
 *        the later period's degree days above the earlier daily rate)   -> weather           = c2 - c1
 *   c3 = the later bill's usage on the earlier rates                    -> usage change      = c3 - c2
 *   c4 = the later bill's usage on its own rates                        -> rate change       = c4 - c3
 *   one-off charges = what each bill charged beyond its usage (fees, credits, their VAT and rounding).
 */
import { usageCharge, type TariffRates } from './tariff.ts';

/** What the explainer reads of a bill. */
export interface ExplainedBill {
  billNumber: string;
  periodStart: string;
  periodEnd: string;
  /** Days in the period, both ends included. */
  days: number;
  kwh: number;
  /** Heating plus cooling degree days of the period. */
  degreeDays: number;
  rates: TariffRates;
  /** The bill's current charges (every line, VAT and one-offs included), thebe. */
  chargesThebe: number;
  estimated: boolean;
}

export const changePartCodes = ['usage', 'days', 'weather', 'rates', 'oneOff'] as const;
export type ChangePartCode = (typeof changePartCodes)[number];

export interface BillChangeParts {
  usage: number;
  days: number;
  weather: number;
  rates: number;
  oneOff: number;
}

export interface BillChangeThebe {
  /** Later charges less earlier charges. */
  differenceThebe: number;
  /** Thebe per part; their sum is differenceThebe. */
  partsThebe: BillChangeParts;
  /** kWh the later period would have used with the earlier daily use and the later weather. */
  weatherExpectedKwh: number;
}

/** Days from `start` to `end`, both included (yyyy-mm-dd). */
export function periodDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * kWh per degree day of an account: the slope of daily use on daily degree days over its bills
 * (least squares). 0 when the bills show no weather effect (fewer than 3 bills, flat weather, or a
 * slope below 0: use that falls as the weather worsens is not the weather's doing).
 */
export function kwhPerDegreeDay(bills: readonly Pick<ExplainedBill, 'kwh' | 'days' | 'degreeDays'>[]): number {
  const points = bills.filter((bill) => bill.days > 0).map((bill) => ({ x: bill.degreeDays / bill.days, y: bill.kwh / bill.days }));
  if (points.length < 3) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  if (variance < 1e-9) return 0;
  return Math.max(0, covariance / variance);
}

/** Why `later` differs from `earlier`, in thebe; `kwhPerDd` from kwhPerDegreeDay. */
export function explainChange(earlier: ExplainedBill, later: ExplainedBill, kwhPerDd: number): BillChangeThebe {
  const daysKwh = (earlier.kwh / earlier.days) * later.days;
  const expectedDegreeDays = (earlier.degreeDays / earlier.days) * later.days;
  const weatherKwh = Math.max(0, daysKwh + kwhPerDd * (later.degreeDays - expectedDegreeDays));
  const c0 = usageCharge(earlier.rates, earlier.kwh);
  const c1 = usageCharge(earlier.rates, daysKwh);
  const c2 = usageCharge(earlier.rates, weatherKwh);
  const c3 = usageCharge(earlier.rates, later.kwh);
  const c4 = usageCharge(later.rates, later.kwh);
  const partsThebe: BillChangeParts = {
    days: c1 - c0,
    weather: c2 - c1,
    usage: c3 - c2,
    rates: c4 - c3,
    oneOff: later.chargesThebe - c4 - (earlier.chargesThebe - c0),
  };
  return { differenceThebe: later.chargesThebe - earlier.chargesThebe, partsThebe, weatherExpectedKwh: Math.round(weatherKwh * 100) / 100 };
}

export interface Projection {
  periodStart: string;
  periodEnd: string;
  daysSoFar: number;
  usageSoFarKwh: number;
  projectedKwh: number;
  projectedThebe: number;
}

/**
 * The next bill projected from the usage so far in the open period: the daily use so far over the
 * whole period, priced on the rates in force. Null before the first day's usage is known.
 */
export function projectNextBill(input: { periodStart: string; periodEnd: string; daysSoFar: number; usageSoFarKwh: number; rates: TariffRates }): Projection | null {
  if (input.daysSoFar <= 0) return null;
  const days = periodDays(input.periodStart, input.periodEnd);
  const projectedKwh = Math.round((input.usageSoFarKwh / input.daysSoFar) * days * 100) / 100;
  return {
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    daysSoFar: input.daysSoFar,
    usageSoFarKwh: input.usageSoFarKwh,
    projectedKwh,
    projectedThebe: usageCharge(input.rates, projectedKwh),
  };
}
