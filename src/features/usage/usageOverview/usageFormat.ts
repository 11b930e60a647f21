/** How the usage pages write figures and bucket labels in the reader's language. */
import type { IntlShape } from 'react-intl';
import { formatMoney } from '../../../domain/format.ts';
import type { UsageView } from '../../../domain/usage.ts';
import type { UsageUnit } from '../../../../machines/usage/usageOverview/usageOverview.types.ts';

const utc = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** A quantity with its unit ("18.4 kWh", "0.62 m³") or an amount in pula. */
export function formatFigure(intl: IntlShape, value: number, unit: UsageUnit, quantityUnit: 'kWh' | 'm3'): string {
  if (unit === 'cost') return formatMoney(value, intl.locale);
  const number = intl.formatNumber(value, { maximumFractionDigits: quantityUnit === 'm3' ? 3 : 2 });
  return intl.formatMessage({ id: quantityUnit === 'm3' ? 'usage.unit.m3Value' : 'usage.unit.kWhValue' }, { value: number });
}

export function formatTemperature(intl: IntlShape, celsius: number): string {
  return intl.formatMessage({ id: 'usage.unit.celsiusValue' }, { value: intl.formatNumber(celsius, { maximumFractionDigits: 1 }) });
}

/** A bar's label in full, for the table and screen readers: the hour, day, month or year. */
export function bucketLabel(intl: IntlShape, start: string, view: UsageView): string {
  if (view === 'hour') return intl.formatDate(new Date(`${start}:00Z`), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  if (view === 'day') return intl.formatDate(utc(start), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (view === 'month') return intl.formatDate(utc(start), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return start.slice(0, 4);
}

/** A short tick label on the chart's axis. */
export function tickLabel(intl: IntlShape, start: string, view: UsageView): string {
  if (view === 'hour') return start.slice(11, 13);
  if (view === 'day') return intl.formatDate(utc(start), { day: 'numeric', timeZone: 'UTC' });
  if (view === 'month') return intl.formatDate(utc(start), { month: 'short', timeZone: 'UTC' });
  return start.slice(0, 4);
}

/** What the range of a view is called: a day, a month, a year, or years. */
export function rangeLabel(intl: IntlShape, from: string, to: string, view: UsageView): string {
  if (!from) return '';
  if (view === 'hour') return intl.formatDate(utc(from), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (view === 'day') return intl.formatDate(utc(from), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (view === 'month') return from.slice(0, 4);
  return `${from.slice(0, 4)}–${to.slice(0, 4)}`;
}

/** A day in a sentence ("Nov 14"). */
export function shortDay(intl: IntlShape, day: string): string {
  return intl.formatDate(utc(day), { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
