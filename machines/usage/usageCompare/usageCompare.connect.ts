import type { SnapshotFrom } from 'xstate';
import { percentChange, usageServices, type UsageNeighbours, type UsagePeriodFigures, type UsageService, type UsageWeather } from '../../../src/domain/usage.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { UsageUnit } from '../usageOverview/usageOverview.types.ts';
import type { usageCompareMachine } from './usageCompare.machine.ts';
import type { UsageCompareEvent } from './usageCompare.types.ts';

export type UsageCompareStatus = 'loading' | 'failed' | 'empty' | 'ready';
export type ComparePeriodKey = 'current' | 'previous' | 'lastYear';

/** One period as the page shows it: its month, days with readings, totals and its average a day in the chosen unit. */
export interface ComparePeriod {
  key: ComparePeriodKey;
  /** yyyy-mm */
  month: string;
  from: string;
  to: string;
  days: number;
  quantity: number;
  cost: number;
  /** Average a day in the chosen unit (what the chart draws and the percentages compare). */
  perDay: number;
  weather: UsageWeather | null;
}

/** This month against another period: the change of the average a day, and how much warmer it was. */
export interface CompareChange {
  key: 'previous' | 'lastYear';
  /** Whole percent, null without a base. */
  percent: number | null;
  /** °C, this month's mean minus the other's (one decimal); null without weather. */
  warmer: number | null;
}

export interface NeighbourFacts extends UsageNeighbours {
  /** You against the similar homes' mean, whole percent. */
  percent: number | null;
}

export interface UsageCompareViewModel {
  status: UsageCompareStatus;
  busy: boolean;
  services: { service: UsageService; selected: boolean }[];
  service: UsageService | null;
  month: string;
  canPrevious: boolean;
  canNext: boolean;
  unit: UsageUnit;
  quantityUnit: 'kWh' | 'm3';
  /** Oldest first: the same month last year, the month before, this month (those with readings). */
  periods: ComparePeriod[];
  changes: CompareChange[];
  neighbours: NeighbourFacts | null;
  failure: CallFailure | null;
  chooseService: (service: UsageService) => void;
  previous: () => void;
  next: () => void;
  chooseUnit: (unit: UsageUnit) => void;
  retry: () => void;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function periodOf(key: ComparePeriodKey, figures: UsagePeriodFigures, unit: UsageUnit): ComparePeriod {
  return {
    key,
    month: figures.from.slice(0, 7),
    from: figures.from,
    to: figures.to,
    days: figures.days,
    quantity: figures.quantity,
    cost: figures.cost,
    perDay: unit === 'cost' ? round(figures.cost / figures.days, 2) : figures.perDay,
    weather: figures.weather,
  };
}

export function connectUsageCompare(snapshot: SnapshotFrom<typeof usageCompareMachine>, send: (event: UsageCompareEvent) => void): UsageCompareViewModel {
  const { context } = snapshot;
  const status: UsageCompareStatus = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('empty')
      ? 'empty'
      : snapshot.hasTag('failed')
        ? 'failed'
        : context.figures
          ? 'ready'
          : 'loading';
  const comparison = context.figures?.comparison ?? null;
  const periods: ComparePeriod[] = [];
  if (comparison?.lastYear) periods.push(periodOf('lastYear', comparison.lastYear, context.unit));
  if (comparison?.previous) periods.push(periodOf('previous', comparison.previous, context.unit));
  if (comparison) periods.push(periodOf('current', comparison.current, context.unit));
  const current = periods.find((p) => p.key === 'current');
  const changes: CompareChange[] = current
    ? periods
        .filter((p): p is ComparePeriod & { key: 'previous' | 'lastYear' } => p.key !== 'current')
        .reverse()
        .map((p) => ({
          key: p.key,
          percent: percentChange(current.perDay, p.perDay),
          warmer: current.weather && p.weather ? round(current.weather.mean - p.weather.mean, 1) : null,
        }))
    : [];
  const neighbours = context.figures?.neighbours ?? null;
  const available = usageServices.filter((service) => context.meters?.meters.some((m) => m.service === service));
  return {
    status,
    busy: snapshot.hasTag('busy'),
    services: available.map((service) => ({ service, selected: service === context.service })),
    service: context.service,
    month: context.month,
    canPrevious: snapshot.can({ type: 'compare.previous' }),
    canNext: snapshot.can({ type: 'compare.next' }),
    unit: context.unit,
    quantityUnit: context.service === 'gas' || context.service === 'water' ? 'm3' : 'kWh',
    periods,
    changes,
    neighbours: neighbours && comparison?.service === 'electric' ? { ...neighbours, percent: percentChange(neighbours.you, neighbours.similar) } : null,
    failure: context.failure,
    chooseService: (service) => send({ type: 'compare.service', service }),
    previous: () => send({ type: 'compare.previous' }),
    next: () => send({ type: 'compare.next' }),
    chooseUnit: (unit) => send({ type: 'compare.unit', unit }),
    retry: () => send({ type: 'compare.retry' }),
  };
}
