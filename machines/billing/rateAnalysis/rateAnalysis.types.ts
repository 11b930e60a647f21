import type { RateAnalysis } from '../../../src/domain/rateAnalysis.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface RateAnalysisInput {
  /** The selected service account. */
  accountNumber: string;
}

export interface RateAnalysisContext extends RateAnalysisInput {
  /** The analysis the server answered. */
  analysis: RateAnalysis | null;
  /** The tariff whose month-by-month prices the list shows beside the current tariff's. */
  chosenTariff: string | null;
  /** Why the load failed. */
  failure: CallFailure | null;
}

export type RateAnalysisEvent = { type: 'rateAnalysis.retry' } | { type: 'rateAnalysis.choose'; tariffCode: string };

export type RateAnalysisTag = 'loading' | 'failed' | 'list' | 'empty';
