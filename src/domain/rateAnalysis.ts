/**
 * Rate analysis (/RateAnalysis, billing/rateAnalysis): the account's last 12 billed months priced
 * again under each tariff the utility offers, cheapest first, with the difference per year against
 * the tariff the account is on. Priced as the bills are (src/domain/tariff.ts: the rates in force on
 * each bill's day, energy blocks, fixed charges, levies and VAT; one-off charges left out, since no
 * tariff changes them). Shared by the server (which computes it), the machine and the view.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { ratesOn, usageCharge, type Tariff } from './tariff.ts';

/** Paths of the flow's calls inside the billing service area. */
export const rateAnalysisCalls = {
  /** GET ?accountNumber= : the analysis of the account's last 12 billed months. */
  load: '/rate-analysis',
} as const;

/** How many billed months the analysis prices again. */
export const rateAnalysisMonths = 12;

export const rateAnalysisLoadQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

/** One billed month the analysis prices. */
export interface RateAnalysisMonth {
  billNumber: string;
  /** yyyy-mm-dd: the rates in force on this day price the month. */
  billDate: string;
  periodStart: string;
  periodEnd: string;
  kwh: number;
  estimated: boolean;
}

/** One tariff's price of the months. Amounts in pula. */
export interface RateAnalysisOption {
  tariffCode: string;
  tariffName: string;
  /** The tariff the account is billed on. */
  current: boolean;
  /** The months' usage charges on this tariff, summed. */
  total: number;
  /** Each month's usage charge on this tariff, in the order of the months. */
  monthly: number[];
  /** Against the current tariff over a year: negative saves, positive costs more. */
  differencePerYear: number;
}

export interface RateAnalysis {
  accountNumber: string;
  currentTariffCode: string;
  /** Oldest first; empty when the account has no bill yet. */
  months: RateAnalysisMonth[];
  totalKwh: number;
  /** Cheapest first (the current tariff first among equals). */
  options: RateAnalysisOption[];
}

/** Each month's usage charge on `tariff`, in thebe (each month on the rates of its bill's day). */
export function pricedThebe(tariff: Pick<Tariff, 'rates'>, months: readonly Pick<RateAnalysisMonth, 'billDate' | 'kwh'>[]): number[] {
  return months.map((month) => usageCharge(ratesOn(tariff, month.billDate), month.kwh));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The analysis of `months` (the last ones billed, oldest first) under every tariff. The difference
 * per year is the months' difference scaled to 12 months when fewer were billed.
 */
export function analyseRates(accountNumber: string, months: readonly RateAnalysisMonth[], tariffs: readonly Tariff[], currentTariffCode: string): RateAnalysis {
  const used = months.slice(-rateAnalysisMonths);
  const priced = tariffs.filter((tariff) => tariff.rates.length > 0).map((tariff) => {
    const monthly = pricedThebe(tariff, used);
    return { tariff, monthly, thebe: sum(monthly) };
  });
  const currentThebe = priced.find((entry) => entry.tariff.code === currentTariffCode)?.thebe ?? 0;
  const options = priced
    .map(({ tariff, monthly, thebe }) => ({
      tariffCode: tariff.code,
      tariffName: tariff.name,
      current: tariff.code === currentTariffCode,
      total: thebe / 100,
      monthly: monthly.map((value) => value / 100),
      differencePerYear: used.length > 0 ? Math.round(((thebe - currentThebe) * rateAnalysisMonths) / used.length) / 100 : 0,
    }))
    .sort((a, b) => a.total - b.total || Number(b.current) - Number(a.current) || a.tariffName.localeCompare(b.tariffName));
  const totalKwh = Math.round(sum(used.map((month) => month.kwh)) * 100) / 100;
  return { accountNumber, currentTariffCode, months: [...used], totalKwh, options };
}

/** The cheapest option, and what it saves a year against the current tariff (0 when the current one is cheapest). */
export function bestOption(analysis: Pick<RateAnalysis, 'options'>): { option: RateAnalysisOption; savingPerYear: number } | null {
  const option = analysis.options[0];
  if (!option) return null;
  return { option, savingPerYear: Math.max(0, -option.differencePerYear) };
}
