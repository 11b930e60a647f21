import type { SnapshotFrom } from 'xstate';
import { bestOption, type RateAnalysisMonth, type RateAnalysisOption } from '../../../src/domain/rateAnalysis.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { rateAnalysisMachine } from './rateAnalysis.machine.ts';
import type { RateAnalysisEvent } from './rateAnalysis.types.ts';

export type RateAnalysisStatus = 'loading' | 'failed' | 'list' | 'empty';

/** One month of the comparison: its usage, the current tariff's price and the chosen tariff's. */
export interface RateAnalysisMonthRow extends RateAnalysisMonth {
  current: number;
  chosen: number;
}

export interface RateAnalysisViewModel {
  status: RateAnalysisStatus;
  /** Cheapest first. */
  options: RateAnalysisOption[];
  months: RateAnalysisMonthRow[];
  totalKwh: number;
  currentOption: RateAnalysisOption | null;
  /** The cheapest tariff and what it saves a year against the current one (0: the current is cheapest). */
  best: { option: RateAnalysisOption; savingPerYear: number } | null;
  /** The tariff shown month by month. */
  chosenOption: RateAnalysisOption | null;
  /** Some months were billed on an estimated reading. */
  hasEstimates: boolean;
  failure: CallFailure | null;
  choose: (tariffCode: string) => void;
  retry: () => void;
}

export function connectRateAnalysis(snapshot: SnapshotFrom<typeof rateAnalysisMachine>, send: (event: RateAnalysisEvent) => void): RateAnalysisViewModel {
  const { context } = snapshot;
  const status: RateAnalysisStatus = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : snapshot.hasTag('empty') ? 'empty' : 'list';
  const analysis = status === 'list' ? context.analysis : null;
  const options = analysis?.options ?? [];
  const currentOption = options.find((option) => option.current) ?? null;
  const chosenOption = options.find((option) => option.tariffCode === context.chosenTariff) ?? null;
  const months = (analysis?.months ?? []).map((month, index) => ({ ...month, current: currentOption?.monthly[index] ?? 0, chosen: chosenOption?.monthly[index] ?? 0 }));
  return {
    status,
    options,
    months,
    totalKwh: analysis?.totalKwh ?? 0,
    currentOption,
    best: analysis ? bestOption(analysis) : null,
    chosenOption,
    hasEstimates: months.some((month) => month.estimated),
    failure: context.failure,
    choose: (tariffCode) => send({ type: 'rateAnalysis.choose', tariffCode }),
    retry: () => send({ type: 'rateAnalysis.retry' }),
  };
}
