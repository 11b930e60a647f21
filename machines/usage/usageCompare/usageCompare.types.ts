import type { UsageComparison, UsageMeters, UsageNeighbours, UsageService } from '../../../src/domain/usage.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { UsageUnit } from '../usageOverview/usageOverview.types.ts';

export interface UsageCompareInput {
  /** The selected service account. */
  accountNumber: string;
}

/** What the page shows for a service and month: the periods, and for electric the similar homes. */
export interface CompareFigures {
  comparison: UsageComparison;
  /** Electric only; null when the neighbour figures could not be had (the periods still show). */
  neighbours: UsageNeighbours | null;
}

export interface LoadComparisonInput {
  accountNumber: string;
  service: UsageService;
  /** yyyy-mm */
  month: string;
  withNeighbours: boolean;
}

export interface UsageCompareContext extends UsageCompareInput {
  meters: UsageMeters | null;
  service: UsageService | null;
  /** The month compared (yyyy-mm). */
  month: string;
  unit: UsageUnit;
  figures: CompareFigures | null;
  failure: CallFailure | null;
}

export type UsageCompareEvent =
  | { type: 'compare.retry' }
  | { type: 'compare.service'; service: UsageService }
  | { type: 'compare.previous' }
  | { type: 'compare.next' }
  | { type: 'compare.unit'; unit: UsageUnit };

export type UsageCompareTag = 'loading' | 'failed' | 'empty' | 'ready' | 'busy';
