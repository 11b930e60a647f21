/**
 * Usage (document 1 sections 1-3, document 2 sections 6, 7 and 9): electric, gas, water and solar
 * usage of an account by hour, day, week, month or year, in kWh or m³ or in pula, with the weather of
 * the account's service-centre town and the projection to the end of the billing period.
 *
 * The usage calls take accountNumber, from, to, uom and periodicity (document 2 section 7). `from`
 * and `to` are calendar days in the account's time zone (Phoenix for state AZ, else Los Angeles),
 * both included. Quantities travel as numbers with up to 3 decimals (kWh, m³), costs in pula with 2.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { addDaysIso, addMonthsIso, isIsoDay } from './format.ts';
import { usageServiceRight, usageServices, type UsageService } from './usageServices.ts';

// The services and their rights live apart: route guards read them without this module.
export { usageServiceRight, usageServices, type UsageService };

// ---------------------------------------------------------------- services, units, periodicity

/** Unit of the quantity a meter measures: kWh for electric and solar, m³ for gas and water. */
export const usageQuantityUnit: Record<UsageService, 'kWh' | 'm3'> = { electric: 'kWh', gas: 'm3', water: 'm3', solar: 'kWh' };

/** Units a caller may ask for: the meter's quantity (kWh or m3) or its cost in pula (BWP). */
export const usageUoms = ['kWh', 'm3', 'BWP'] as const;
export type UsageUom = (typeof usageUoms)[number];

/**
 * Periodicity of the figures: `interval` is the meter's own interval (15 minutes for electric,
 * an hour for gas, water and solar); the others are sums over the hour, day, ISO week (Monday
 * first), calendar month and calendar year in the account's time zone.
 */
export const usagePeriodicities = ['interval', 'hour', 'day', 'week', 'month', 'year'] as const;
export type UsagePeriodicity = (typeof usagePeriodicities)[number];

/** Minutes in one reading of each meter. */
export const usageIntervalMinutes: Record<UsageService, 15 | 60> = { electric: 15, gas: 60, water: 60, solar: 60 };

/** How many months of readings the meters keep, the newest day being yesterday (the last whole day). */
export const usageHistoryMonths = 25;

/**
 * The longest range one call answers, in days, per periodicity: enough for a page of each and for
 * the downloads, small enough that a call stays an aggregate and not a dump.
 */
export const usageMaxRangeDays: Record<UsagePeriodicity, number> = {
  interval: 62,
  hour: 62,
  day: 800,
  week: 800,
  month: 800,
  year: 800,
};

/**
 * Prices of the services billed by volume and the solar feed-in credit, thebe per m³ or kWh, VAT
 * included (reference values of the demo utility; electric is priced on the account's block
 * tariff, as its bills are).
 */
export const usageUnitPrices = {
  waterThebePerM3: 1150,
  gasThebePerM3: 2600,
  solarExportThebePerKwh: 95,
} as const;

/** Base for cooling and heating degree days, °C. */
export const degreeDayBaseC = 18;

// ---------------------------------------------------------------- call paths and request schema

/** Paths in the usage area (apiAreas.usage). POST, body usageRequestSchema. */
export const usageCalls = {
  electric: '/electric',
  gas: '/gas',
  water: '/water',
  /** Solar: generation, the consumption of the electric meter, and the net (export below zero). */
  generation: '/generation',
  /** Usage so far in the current billing period and its projection to the period's end. */
  projection: '/projection',
  /** The account's meters and which services they measure. */
  meters: '/meters',
  /** A range of one service as a file: CSV, .xlsx (the spec's export to Excel) or Green Button XML. */
  download: '/download',
  /** One service's month against the month before and the same month a year earlier (the spec's gas compare, for every service). */
  compare: '/compare',
  /** The month's electric use against similar homes in the same town (the spec's neighbour compare). */
  neighbours: '/neighbours',
} as const;

export const usageServiceCall: Record<UsageService, string> = {
  electric: usageCalls.electric,
  gas: usageCalls.gas,
  water: usageCalls.water,
  solar: usageCalls.generation,
};

const usageDaySchema = v.pipe(v.string('VLD_USAGE_DAY'), v.check(isIsoDay, 'VLD_USAGE_DAY'));

/** Days between two yyyy-mm-dd days, `to` included (1 for the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const usageRequestFields = {
  accountNumber: accountNumberSchema,
  from: usageDaySchema,
  to: usageDaySchema,
  uom: v.picklist(usageUoms, 'VLD_USAGE_UOM'),
  periodicity: v.picklist(usagePeriodicities, 'VLD_USAGE_PERIODICITY'),
  /** With the weather of the account's town (the overlay right). */
  weather: v.optional(v.boolean('VLD_USAGE_WEATHER')),
};

/** POST {usage}/electric | gas | water | generation */
// A range is refused as its start (after the end, or too far back for the periodicity).
export const usageRequestSchema = v.pipe(
  v.strictObject(usageRequestFields),
  v.forward(
    v.partialCheck([['from'], ['to'], ['periodicity']], (body) => body.from <= body.to && daysInRange(body.from, body.to) <= usageMaxRangeDays[body.periodicity], 'VLD_USAGE_RANGE'),
    ['from'],
  ),
);
export type UsageRequest = v.InferOutput<typeof usageRequestSchema>;

/** Download formats: CSV, Excel (.xlsx), or Green Button (ESPI) XML. */
export const usageDownloadFormats = ['csv', 'xlsx', 'espi'] as const;
export type UsageDownloadFormat = (typeof usageDownloadFormats)[number];

/** POST {usage}/download: a usage request, its service and the format; answers the file. */
export const usageDownloadSchema = v.pipe(
  v.strictObject({
    ...usageRequestFields,
    service: v.picklist(usageServices, 'VLD_USAGE_SERVICE'),
    format: v.picklist(usageDownloadFormats, 'VLD_USAGE_FORMAT'),
  }),
  v.forward(
    v.partialCheck([['from'], ['to'], ['periodicity']], (body) => body.from <= body.to && daysInRange(body.from, body.to) <= usageMaxRangeDays[body.periodicity], 'VLD_USAGE_RANGE'),
    ['from'],
  ),
);
export type UsageDownloadRequest = v.InferOutput<typeof usageDownloadSchema>;

/** The file a download is saved as: usage-<account>-<service>-<from>-<to>.csv | .xlsx | .xml. */
export function usageDownloadFileName(request: Pick<UsageDownloadRequest, 'accountNumber' | 'service' | 'from' | 'to' | 'format'>): string {
  const extension = request.format === 'espi' ? 'xml' : request.format;
  return `usage-${request.accountNumber}-${request.service}-${request.from}-${request.to}.${extension}`;
}

/** POST {usage}/projection and {usage}/meters */
export const usageAccountBodySchema = v.strictObject({ accountNumber: accountNumberSchema });

// ---------------------------------------------------------------- answers

export interface UsageWeather {
  /** °C, one decimal: the mean of the bucket's daily highs, lows and means (hourly: the hour's temperature). */
  high: number;
  low: number;
  mean: number;
  /** Cooling and heating degree days in the bucket (base degreeDayBaseC). */
  cdd: number;
  hdd: number;
}

export interface UsagePoint {
  /** Start of the bucket: yyyy-mm-dd for day and longer, yyyy-mm-ddTHH:mm (local) for hour and interval. */
  start: string;
  /** The bucket's start as an instant (ISO with offset), for interval data (Green Button). */
  startInstant: string;
  /** Length of the bucket in seconds (a day with a clock change has 23 or 25 hours). */
  seconds: number;
  /** Days of the bucket inside the asked range that have readings. */
  days: number;
  /** The meter's quantity, kWh or m³ (3 decimals). Solar: generation. */
  quantity: number;
  /** Cost in pula (2 decimals); solar: the export credit, negative. */
  cost: number;
  /** What the asked uom shows: quantity, or cost for BWP. */
  value: number;
  /** Solar only: consumption of the electric meter and the net (consumption - generation; below zero is export). */
  consumption?: number;
  net?: number;
  weather?: UsageWeather;
}

export interface UsageSeries {
  accountNumber: string;
  service: UsageService;
  meterNumber: string;
  from: string;
  to: string;
  uom: UsageUom;
  /** kWh or m3: the unit of `quantity`. */
  quantityUnit: 'kWh' | 'm3';
  periodicity: UsagePeriodicity;
  timeZone: string;
  intervalMinutes: number;
  points: UsagePoint[];
  totals: { quantity: number; cost: number; value: number; consumption?: number; net?: number };
}

export interface UsageProjection {
  accountNumber: string;
  service: 'electric';
  periodStart: string;
  periodEnd: string;
  /** Last day with readings (yesterday). */
  throughDay: string;
  daysElapsed: number;
  daysInPeriod: number;
  quantityToDate: number;
  costToDate: number;
  /** Projected to the period's end at the average daily use of the last 7 days. */
  projectedQuantity: number;
  projectedCost: number;
}

export interface UsageMeter {
  meterNumber: string;
  service: UsageService;
  intervalMinutes: number;
  /** First and last day with readings. */
  firstDay: string;
  lastDay: string;
}

export interface UsageMeters {
  accountNumber: string;
  timeZone: string;
  meters: UsageMeter[];
}

/** Rounds a quantity to 3 decimals and a cost to 2, as the calls answer them. */
export const roundQuantity = (value: number) => Math.round(value * 1000) / 1000;
export const roundCost = (value: number) => Math.round(value * 100) / 100;

// ---------------------------------------------------------------- the usage page's views

/** What the page's periodicity switch offers: a day by the hour, a month by the day, a year by the month, all years. */
export const usageViews = ['hour', 'day', 'month', 'year'] as const;
export type UsageView = (typeof usageViews)[number];

export interface UsageViewRange {
  from: string;
  to: string;
  periodicity: UsagePeriodicity;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => addDaysIso(addMonthsIso(monthStart(day), 1), -1);
const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);

/**
 * The range a view shows around `anchor`, inside the days with readings: the anchor's day by the
 * hour, its calendar month by the day, its calendar year by the month, or every year.
 */
export function usageViewRange(view: UsageView, anchor: string, firstDay: string, lastDay: string): UsageViewRange {
  const clamp = (from: string, to: string, periodicity: UsagePeriodicity) => ({ from: maxDay(from, firstDay), to: minDay(to, lastDay), periodicity });
  if (view === 'hour') return clamp(anchor, anchor, 'hour');
  if (view === 'day') return clamp(monthStart(anchor), monthEnd(anchor), 'day');
  if (view === 'month') return clamp(`${anchor.slice(0, 4)}-01-01`, `${anchor.slice(0, 4)}-12-31`, 'month');
  return clamp(firstDay, lastDay, 'year');
}

/** The anchor one step back (-1) or on (+1) in a view: a day, a month or a year. */
export function usageViewStep(view: UsageView, anchor: string, direction: -1 | 1): string {
  if (view === 'hour') return addDaysIso(anchor, direction);
  if (view === 'day') return addMonthsIso(monthStart(anchor), direction);
  return addMonthsIso(`${anchor.slice(0, 4)}-01-01`, 12 * direction);
}

/** Whether the view has readings one step back or on from `anchor`. */
export function canStepUsageView(view: UsageView, anchor: string, direction: -1 | 1, firstDay: string, lastDay: string): boolean {
  if (view === 'year') return false;
  const range = usageViewRange(view, usageViewStep(view, anchor, direction), firstDay, lastDay);
  return range.from <= range.to;
}

/** The same range a year earlier (the summary compares with it). */
export function yearEarlier(range: UsageViewRange): UsageViewRange {
  return { ...range, from: addMonthsIso(range.from, -12), to: addMonthsIso(range.to, -12) };
}

/** Percent change from `before` to `now`, whole percent; null without a base. */
export function percentChange(now: number, before: number): number | null {
  if (!(before > 0)) return null;
  return Math.round(((now - before) / before) * 100);
}

// ---------------------------------------------------------------- compare (/Compare)

const usageMonthSchema = v.pipe(v.string('VLD_USAGE_MONTH'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'VLD_USAGE_MONTH'));

/** POST {usage}/compare: a calendar month (yyyy-mm) of one service. */
export const usageCompareSchema = v.strictObject({
  accountNumber: accountNumberSchema,
  service: v.picklist(usageServices, 'VLD_USAGE_SERVICE'),
  month: usageMonthSchema,
});
export type UsageCompareRequest = v.InferOutput<typeof usageCompareSchema>;

/** POST {usage}/neighbours: a calendar month (yyyy-mm) of electric use. */
export const usageNeighboursSchema = v.strictObject({ accountNumber: accountNumberSchema, month: usageMonthSchema });
export type UsageNeighboursRequest = v.InferOutput<typeof usageNeighboursSchema>;

/** One period of a comparison: its days with readings, its figures and its weather. */
export interface UsagePeriodFigures {
  /** First and last day with readings (yyyy-mm-dd). */
  from: string;
  to: string;
  days: number;
  quantity: number;
  cost: number;
  /** Average a day, quantity (3 decimals). */
  perDay: number;
  /** The period's average daily high, low and mean °C and its degree days; null without weather. */
  weather: UsageWeather | null;
}

export interface UsageComparison {
  accountNumber: string;
  service: UsageService;
  quantityUnit: 'kWh' | 'm3';
  month: string;
  current: UsagePeriodFigures;
  /** The month before, and the same month a year earlier; null when the meter has no readings then. */
  previous: UsagePeriodFigures | null;
  lastYear: UsagePeriodFigures | null;
}

/** Kinds of premises compared, and their size bands. */
export const premiseTypes = ['house', 'flat', 'business'] as const;
export type PremiseType = (typeof premiseTypes)[number];
export const premiseSizes = ['small', 'medium', 'large'] as const;
export type PremiseSize = (typeof premiseSizes)[number];

export interface UsageNeighbours {
  accountNumber: string;
  month: string;
  /** Days of the month with readings (the group's figures cover the same days). */
  days: number;
  premiseType: PremiseType;
  premiseSize: PremiseSize;
  town: string;
  /** How many similar homes were compared. */
  homes: number;
  /** kWh: this account, the mean of the similar homes, and the efficient quarter of them (their 25th percentile). */
  you: number;
  similar: number;
  efficient: number;
}

/** The months a comparison can show: those with readings, newest first, from a meter's first and last day. */
export function compareMonths(firstDay: string, lastDay: string): string[] {
  const months: string[] = [];
  for (let month = lastDay.slice(0, 7); month >= firstDay.slice(0, 7); month = addMonthsIso(`${month}-01`, -1).slice(0, 7)) months.push(month);
  return months;
}
