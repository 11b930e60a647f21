/**
 * Display formats of document 2 section 9 ("Formats"): amounts with 2 decimals, a negative amount
 * shown as a credit with the suffix CR, dates as 'MMM dd, yyyy', date-times in the account's
 * time zone (Phoenix for state AZ, else Los Angeles). Also the one home of money and calendar-day
 * arithmetic: thebe (1/100 pula) and yyyy-mm-dd days in UTC, the server's day.
 */
import { limits } from './constants.ts';

/** The reference utility bills in pula (the server's metric settings answer BWP). */
export const defaultCurrency = 'BWP';

/** Suffix of a credit (a negative amount). */
export const creditSuffix = 'CR';

export interface MoneyParts {
  /** The absolute amount with the currency, 2 decimals, in the locale's way ("P 12.50"). */
  amount: string;
  /** True when the amount, rounded to 2 decimals, is below 0. */
  credit: boolean;
}

function roundToCents(value: number): number {
  // Rounded half up on the decimal text ("2.675e2" is exactly 267.5), so 2.675 gives 2.68 as
  // people expect, and -0.004 rounds to 0: no credit.
  const abs = Math.abs(value);
  const shifted = Number(`${abs}e${limits.decimalPlaces}`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : abs * 10 ** limits.decimalPlaces);
  return cents === 0 ? 0 : (Math.sign(value) * cents) / 10 ** limits.decimalPlaces;
}

/** The amount split into its text and whether it is a credit (for views that style the CR). */
export function moneyParts(value: number, locale = 'en-US', currency = defaultCurrency): MoneyParts {
  const rounded = Number.isFinite(value) ? roundToCents(value) : 0;
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: limits.decimalPlaces,
    maximumFractionDigits: limits.decimalPlaces,
  }).format(Math.abs(rounded));
  return { amount, credit: rounded < 0 };
}

/** "P 12.50", or "P 12.50 CR" for -12.5 (a credit is never shown with a minus sign). */
export function formatMoney(value: number, locale = 'en-US', currency = defaultCurrency): string {
  const { amount, credit } = moneyParts(value, locale, currency);
  return credit ? `${amount} ${creditSuffix}` : amount;
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** Time zone of an account's dates and times: Phoenix for state AZ, else Los Angeles. */
export function timeZoneFor(state: string | null | undefined): string {
  return state?.trim().toUpperCase() === 'AZ' ? 'America/Phoenix' : 'America/Los_Angeles';
}

/**
 * 'MMM dd, yyyy' in the locale's words ("Mar 14, 2025"). A date without a time (yyyy-mm-dd) is a
 * calendar day and reads the same everywhere; a date-time is shown in `timeZone`. Empty for a
 * missing or unreadable value.
 */
export function formatDate(value: string | null | undefined, locale = 'en-US', timeZone = timeZoneFor(null)): string {
  if (!value) return '';
  const calendarDay = dateOnly.test(value);
  const time = Date.parse(calendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: calendarDay ? 'UTC' : timeZone,
  }).format(new Date(time));
}

/** The day, month and year of a value in `timeZone` (a calendar day is read as is). */
function dayParts(value: string | null | undefined, timeZone: string): { day: string; month: string; year: string } | null {
  if (!value) return null;
  const calendarDay = dateOnly.test(value);
  const time = Date.parse(calendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return null;
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: calendarDay ? 'UTC' : timeZone,
  }).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/**
 * DD/MM/yyyy (document 2 section 9, "DD/MM/yyyy in another"): the same digits in every language
 * ("07/03/2025" for 7 March 2025). A date-time is shown in `timeZone`. Empty when unreadable.
 */
/** A time of day (hh:mm) as the reader's language writes it: 8:00 AM in en-US, 08:00 in en-GB and fr. */
export function formatClockTime(hhmm: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`1970-01-01T${hhmm}:00Z`));
}

export function formatDayMonthYear(value: string | null | undefined, timeZone = timeZoneFor(null)): string {
  const parts = dayParts(value, timeZone);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
}

/** Messages are dated in Los Angeles time (document 2 section 9). */
const messageTimeZone = 'America/Los_Angeles';

/**
 * The message formats of document 2 section 9: 'MMMM DD, YYYY' ("March 07, 2025") and, with the
 * time, 'MMMM DD, YYYY hh:mm A' ("March 07, 2025 09:05 AM"), in Los Angeles time. That pattern is
 * American English; the other languages write the same parts (full month, two-digit day, year,
 * time) in their own order and clock, as their readers expect ("07 mars 2025 à 09:05",
 * "07 March 2025 at 19:30"), never a French month in an English pattern with AM/PM.
 * Empty when unreadable.
 */
export function formatMessageDate(value: string | null | undefined, locale = 'en-US', withTime = false): string {
  if (!value) return '';
  const calendarDay = dateOnly.test(value);
  const time = Date.parse(calendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return '';
  const timeZone = calendarDay ? 'UTC' : messageTimeZone;
  const withClock = withTime && !calendarDay;
  if (!/^en(-US)?$/i.test(locale)) {
    const clockOptions = withClock ? ({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const) : {};
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: '2-digit', timeZone, ...clockOptions }).format(new Date(time));
  }
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: '2-digit', timeZone }).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const date = `${part('month')} ${part('day')}, ${part('year')}`;
  if (!withClock) return date;
  const clock = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone }).formatToParts(new Date(time));
  const clockPart = (type: Intl.DateTimeFormatPartTypes) => clock.find((item) => item.type === type)?.value ?? '';
  return `${date} ${clockPart('hour')}:${clockPart('minute')} ${clockPart('dayPeriod').toUpperCase()}`;
}

/**
 * The DD/MM/yyyy date format of document 2 section 9 (date fields): a calendar day (yyyy-mm-dd) as
 * DD/MM/YYYY, empty for a missing or unreadable value.
 */
export function formatDisplayDate(day: string | null | undefined): string {
  return day && dateOnly.test(day) ? formatDayMonthYear(day) : '';
}

/**
 * A date typed as DD/MM/YYYY (one-digit day and month, and dots or dashes, accepted) to the
 * calendar day yyyy-mm-dd; null when it is not a real day.
 */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return day;
}

// ---------------------------------------------------------------- money and days (thebe, yyyy-mm-dd UTC)

/** Amount in thebe (integer) of an amount with at most 2 decimals. */
export function toThebe(amount: number): number {
  return Math.round(amount * 100);
}
export function fromThebe(thebe: number): number {
  return thebe / 100;
}
/** True when the number has at most 2 decimals (0.1 + 0.2 style float noise tolerated). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** The UTC calendar day of a moment, yyyy-mm-dd. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
const dayMs = 86_400_000;
/** yyyy-mm-dd plus `days`. */
export function addDaysIso(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
}
/** yyyy-mm-dd plus `months`, clamped to the last day of the month (Jan 31 + 1 = Feb 28/29). */
export function addMonthsIso(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))));
}
/** True for a real calendar day written yyyy-mm-dd. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(parsed) && isoDay(new Date(parsed)) === value;
}
