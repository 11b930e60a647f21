/** Sample data of the usage overview (catalogue, machine tests, stories, view paths): small and deterministic. */
import type { UsageMeters, UsagePoint, UsageProjection, UsageRequest, UsageSeries, UsageService } from '../../../src/domain/usage.ts';
import { addDaysIso, addMonthsIso } from '../../../src/domain/format.ts';
import type { UsageFigures } from './usageOverview.types.ts';

export const sampleUsageAccount = '300041526371';
/** The last day with readings in the samples. */
export const sampleLastDay = '2026-11-24';
/** Three months of history: a short window keeps the catalogue's paths few. */
export const sampleFirstDay = '2026-09-01';

export const sampleUsageMeters: UsageMeters = {
  accountNumber: sampleUsageAccount,
  timeZone: 'America/Los_Angeles',
  meters: [
    { meterNumber: '21873305', service: 'electric', intervalMinutes: 15, firstDay: sampleFirstDay, lastDay: sampleLastDay },
    { meterNumber: '81093274', service: 'solar', intervalMinutes: 60, firstDay: sampleFirstDay, lastDay: sampleLastDay },
  ],
};

export const sampleNoMeters: UsageMeters = { accountNumber: sampleUsageAccount, timeZone: 'America/Los_Angeles', meters: [] };

const wave = (i: number) => 0.5 + 0.5 * Math.sin(i * 1.3);

/** Points of a request: days, hours, months or years, with usage that follows the temperature. */
export function samplePoints(request: UsageRequest, service: UsageService = 'electric'): UsagePoint[] {
  const starts: string[] = [];
  if (request.periodicity === 'hour') for (let h = 0; h < 24; h++) starts.push(`${request.from}T${String(h).padStart(2, '0')}:00`);
  else if (request.periodicity === 'month') for (let m = request.from.slice(0, 7) + '-01'; m <= request.to; m = addMonthsIso(m, 1)) starts.push(m);
  else if (request.periodicity === 'year') for (let y = Number(request.from.slice(0, 4)); y <= Number(request.to.slice(0, 4)); y++) starts.push(`${y}-01-01`);
  else for (let d = request.from; d <= request.to; d = addDaysIso(d, 1)) starts.push(d);
  const scale = request.periodicity === 'hour' ? 1 / 24 : request.periodicity === 'month' ? 30 : request.periodicity === 'year' ? 365 : 1;
  return starts.map((start, i) => {
    const hot = i % 9 >= 5 && i % 9 <= 7;
    const mean = hot ? 30 : 22 + 2 * wave(i);
    const quantity = Math.round((service === 'solar' ? 16 + 4 * wave(i + 2) : 14 + 6 * wave(i) + (hot ? 8 : 0)) * scale * 1000) / 1000;
    const point: UsagePoint = {
      start,
      startInstant: `${start.slice(0, 10)}T08:00:00.000Z`,
      seconds: 86_400,
      days: 1,
      quantity,
      cost: Math.round(quantity * 1.52 * (service === 'solar' ? -0.6 : 1) * 100) / 100,
      value: quantity,
      weather: { high: mean + 7, low: mean - 7, mean, cdd: Math.max(0, Math.round((mean - 18) * 10) / 10), hdd: Math.max(0, Math.round((18 - mean) * 10) / 10) },
    };
    if (service === 'solar') {
      point.consumption = Math.round(quantity * 1.1 * (0.6 + wave(i + 4)) * 1000) / 1000;
      point.net = Math.round((point.consumption - quantity) * 1000) / 1000;
    }
    if (!request.weather) delete point.weather;
    return point;
  });
}

export function sampleSeries(service: UsageService, request: UsageRequest): UsageSeries {
  const points = samplePoints(request, service);
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;
  return {
    accountNumber: request.accountNumber,
    service,
    meterNumber: service === 'solar' ? '81093274' : '21873305',
    from: request.from,
    to: request.to,
    uom: request.uom,
    quantityUnit: service === 'gas' || service === 'water' ? 'm3' : 'kWh',
    periodicity: request.periodicity,
    timeZone: 'America/Los_Angeles',
    intervalMinutes: service === 'electric' ? 15 : 60,
    points,
    totals: {
      quantity: sum(points.map((p) => p.quantity)),
      cost: Math.round(sum(points.map((p) => p.cost)) * 100) / 100,
      value: sum(points.map((p) => p.quantity)),
      ...(service === 'solar' ? { consumption: sum(points.map((p) => p.consumption ?? 0)), net: sum(points.map((p) => p.net ?? 0)) } : {}),
    },
  };
}

export const sampleProjection: UsageProjection = {
  accountNumber: sampleUsageAccount,
  service: 'electric',
  periodStart: '2026-11-21',
  periodEnd: '2026-12-20',
  throughDay: sampleLastDay,
  daysElapsed: 4,
  daysInPeriod: 30,
  quantityToDate: 71.2,
  costToDate: 131.4,
  projectedQuantity: 540.5,
  projectedCost: 998.1,
};

/** The figures the page shows for the sample's November by the day. */
export const sampleDayRequest: UsageRequest = { accountNumber: sampleUsageAccount, from: '2026-11-01', to: sampleLastDay, uom: 'kWh', periodicity: 'day' };
export const sampleFigures: UsageFigures = {
  series: sampleSeries('electric', { ...sampleDayRequest, weather: true }),
  previous: null,
  projection: sampleProjection,
};
