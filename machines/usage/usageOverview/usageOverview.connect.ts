import type { SnapshotFrom } from 'xstate';
import {
  percentChange,
  usageServices,
  usageViews,
  type UsageDownloadFormat,
  type UsagePoint,
  type UsageProjection,
  type UsageService,
  type UsageView,
  type UsageWeather,
} from '../../../src/domain/usage.ts';
import { addDaysIso } from '../../../src/domain/format.ts';
import type { CallFailure } from '../../common/effects.ts';
import { meterOf, type usageOverviewMachine } from './usageOverview.machine.ts';
import type { UsageDisplay, UsageOverviewEvent, UsageUnit } from './usageOverview.types.ts';

export type UsageOverviewStatus = 'loading' | 'failed' | 'empty' | 'ready';

/** One bar: its label (a day, an hour, a month or a year), its value in the chosen unit, and what a screen reader hears. */
export interface UsageBar {
  start: string;
  value: number;
  quantity: number;
  cost: number;
  /** Solar: consumption and net (below zero: export). */
  consumption?: number;
  net?: number;
  weather?: UsageWeather;
  /** A projected day (after the last reading, up to the period's end): drawn apart. */
  projected: boolean;
}

export interface UsageSummaryFacts {
  total: number;
  /** The same range a year earlier, and the change in percent; null without one. */
  previousTotal: number | null;
  change: number | null;
  /** The bar with the highest use. */
  peak: UsageBar | null;
  /** Hot days (cooling degree days 5 or more) among the peak's neighbours: first and last day of the longest run. */
  hotSpell: { from: string; to: string } | null;
  projection: UsageProjection | null;
}

export interface UsageOverviewViewModel {
  status: UsageOverviewStatus;
  /** New figures are being read; what is shown is the last choice's. */
  busy: boolean;
  services: { service: UsageService; selected: boolean }[];
  service: UsageService | null;
  views: readonly UsageView[];
  view: UsageView;
  from: string;
  to: string;
  timeZone: string;
  canPrevious: boolean;
  canNext: boolean;
  unit: UsageUnit;
  /** kWh or m3 of the chosen service. */
  quantityUnit: 'kWh' | 'm3';
  weatherOffered: boolean;
  weather: boolean;
  display: UsageDisplay;
  bars: UsageBar[];
  summary: UsageSummaryFacts | null;
  failure: CallFailure | null;
  /** The downloads of the range shown (with the download right). */
  downloads: {
    offered: boolean;
    busy: boolean;
    /** The format being made, or the one that failed. */
    format: UsageDownloadFormat | null;
    failure: CallFailure | null;
  };
  chooseService: (service: UsageService) => void;
  chooseView: (view: UsageView) => void;
  previous: () => void;
  next: () => void;
  chooseUnit: (unit: UsageUnit) => void;
  switchWeather: (on: boolean) => void;
  chooseDisplay: (display: UsageDisplay) => void;
  retry: () => void;
  download: (format: UsageDownloadFormat) => void;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function barOf(point: UsagePoint, unit: UsageUnit, weather: boolean): UsageBar {
  return {
    start: point.start,
    value: unit === 'cost' ? point.cost : point.quantity,
    quantity: point.quantity,
    cost: point.cost,
    ...(point.consumption !== undefined ? { consumption: point.consumption, net: point.net } : {}),
    ...(weather && point.weather ? { weather: point.weather } : {}),
    projected: false,
  };
}

/** The longest run of hot days (CDD 5 or more) in the bars, when it has at least 2 days. */
function hotSpellOf(bars: UsageBar[]): { from: string; to: string } | null {
  let best: { from: string; to: string; length: number } | null = null;
  let run: { from: string; length: number } | null = null;
  for (const bar of bars) {
    if ((bar.weather?.cdd ?? 0) >= 5) {
      run = run ? { from: run.from, length: run.length + 1 } : { from: bar.start, length: 1 };
      if (!best || run.length > best.length) best = { from: run.from, to: bar.start, length: run.length };
    } else run = null;
  }
  return best && best.length >= 2 ? { from: best.from, to: best.to } : null;
}

export function connectUsageOverview(snapshot: SnapshotFrom<typeof usageOverviewMachine>, send: (event: UsageOverviewEvent) => void): UsageOverviewViewModel {
  const { context } = snapshot;
  const status: UsageOverviewStatus = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('empty')
      ? 'empty'
      : snapshot.hasTag('failed')
        ? 'failed'
        : context.figures
          ? 'ready'
          : 'loading';
  const meter = meterOf(context);
  const figures = context.figures;
  const series = figures?.series ?? null;
  const bars = (series?.points ?? []).map((p) => barOf(p, context.unit, context.weather));
  const projection = figures?.projection ?? null;
  // By the day, the days after the last reading up to the period's end are drawn as projected, at the
  // projection's daily average for the rest of the period.
  if (series && projection && series.periodicity === 'day' && bars.length) {
    const remaining = projection.daysInPeriod - projection.daysElapsed;
    if (remaining > 0) {
      const perDay = (projection.projectedQuantity - projection.quantityToDate) / remaining;
      const costPerDay = (projection.projectedCost - projection.costToDate) / remaining;
      const monthEnd = `${series.from.slice(0, 7)}-31`;
      for (let day = addDaysIso(projection.throughDay, 1); day <= projection.periodEnd && day <= monthEnd && day.slice(0, 7) === series.from.slice(0, 7); day = addDaysIso(day, 1)) {
        bars.push({ start: day, value: round(context.unit === 'cost' ? costPerDay : perDay, context.unit === 'cost' ? 2 : 3), quantity: round(perDay, 3), cost: round(costPerDay, 2), projected: true });
      }
    }
  }
  const measured = bars.filter((bar) => !bar.projected);
  const total = series ? (context.unit === 'cost' ? series.totals.cost : series.totals.quantity) : 0;
  const previousTotal = figures?.previous ? (context.unit === 'cost' ? figures.previous.totals.cost : figures.previous.totals.quantity) : null;
  const peak = measured.reduce<UsageBar | null>((best, bar) => (!best || bar.value > best.value ? bar : best), null);
  const summary: UsageSummaryFacts | null = series
    ? {
        total,
        previousTotal,
        change: previousTotal === null ? null : percentChange(total, previousTotal),
        peak,
        hotSpell: series.periodicity === 'day' && context.weather ? hotSpellOf(measured) : null,
        projection,
      }
    : null;
  const available = usageServices.filter((service) => context.meters?.meters.some((m) => m.service === service));
  return {
    status,
    busy: snapshot.hasTag('busy'),
    services: available.map((service) => ({ service, selected: service === context.service })),
    service: context.service,
    views: usageViews,
    view: context.view,
    from: series?.from ?? '',
    to: series?.to ?? '',
    timeZone: context.meters?.timeZone ?? '',
    canPrevious: snapshot.can({ type: 'usage.previous' }),
    canNext: snapshot.can({ type: 'usage.next' }),
    unit: context.unit,
    quantityUnit: meter?.service === 'gas' || meter?.service === 'water' ? 'm3' : 'kWh',
    weatherOffered: context.canOverlayWeather,
    weather: context.weather,
    display: context.display,
    bars,
    summary,
    failure: context.failure,
    downloads: {
      offered: context.canDownload && snapshot.matches({ figures: 'shown' }),
      busy: snapshot.hasTag('downloading'),
      format: context.downloadFormat,
      failure: snapshot.matches({ figures: { shown: 'downloadFailed' } }) ? context.downloadFailure : null,
    },
    chooseService: (service) => send({ type: 'usage.service', service }),
    chooseView: (view) => send({ type: 'usage.view', view }),
    previous: () => send({ type: 'usage.previous' }),
    next: () => send({ type: 'usage.next' }),
    chooseUnit: (unit) => send({ type: 'usage.unit', unit }),
    switchWeather: (on) => send({ type: 'usage.weather', on }),
    chooseDisplay: (display) => send({ type: 'usage.display', display }),
    retry: () => send({ type: 'usage.retry' }),
    download: (format) => send({ type: 'usage.download', format }),
  };
}
