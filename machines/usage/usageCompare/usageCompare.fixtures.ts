/** Sample data of the compare page (catalogue, machine tests, stories, view paths): small and deterministic. */
import type { UsageComparison, UsageNeighbours, UsagePeriodFigures, UsageService } from '../../../src/domain/usage.ts';
import { sampleUsageAccount, sampleUsageMeters } from '../usageOverview/usageOverview.fixtures.ts';
import type { CompareFigures, LoadComparisonInput } from './usageCompare.types.ts';

export { sampleUsageAccount, sampleUsageMeters };
export { sampleNoMeters, sampleLastDay, sampleFirstDay } from '../usageOverview/usageOverview.fixtures.ts';

function period(month: string, days: number, perDay: number, mean: number): UsagePeriodFigures {
  const quantity = Math.round(perDay * days * 1000) / 1000;
  return {
    from: `${month}-01`,
    to: `${month}-${String(days).padStart(2, '0')}`,
    days,
    quantity,
    cost: Math.round(quantity * 1.62 * 100) / 100,
    perDay,
    weather: { high: mean + 7, low: mean - 7, mean, cdd: Math.max(0, mean - 18) * days, hdd: Math.max(0, 18 - mean) * days },
  };
}

/** A month with the month before and (when the meter is old enough) the same month last year. */
export function sampleComparison(service: UsageService, month: string): UsageComparison {
  const m = Number(month.slice(5, 7));
  const previousMonth = m === 1 ? `${Number(month.slice(0, 4)) - 1}-12` : `${month.slice(0, 4)}-${String(m - 1).padStart(2, '0')}`;
  const scale = service === 'gas' || service === 'water' ? 0.05 : 1;
  return {
    accountNumber: sampleUsageAccount,
    service,
    quantityUnit: service === 'gas' || service === 'water' ? 'm3' : 'kWh',
    month,
    current: period(month, month === '2026-11' ? 24 : 30, 14.2 * scale, 26.4),
    previous: month > '2026-09' ? period(previousMonth, 31, 12.9 * scale, 23.1) : null,
    lastYear: null,
  };
}

export const sampleNeighbours: UsageNeighbours = {
  accountNumber: sampleUsageAccount,
  month: '2026-11',
  days: 24,
  premiseType: 'house',
  premiseSize: 'medium',
  town: 'Gaborone',
  homes: 112,
  you: 340.8,
  similar: 318.2,
  efficient: 214.5,
};

export function sampleCompareFigures(input: Pick<LoadComparisonInput, 'service' | 'month' | 'withNeighbours'>): CompareFigures {
  return { comparison: sampleComparison(input.service, input.month), neighbours: input.withNeighbours ? { ...sampleNeighbours, month: input.month } : null };
}

export const sampleCompare: CompareFigures = sampleCompareFigures({ service: 'electric', month: '2026-11', withNeighbours: true });
