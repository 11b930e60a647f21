/**
 * Rate analysis: the call, its implementation against the portal's services, and the machine it is
 * provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { rateAnalysisMachine } from '../../../../machines/billing/rateAnalysis/rateAnalysis.machine.ts';
import type { RateAnalysis } from '../../../domain/rateAnalysis.ts';
import { rateAnalysisApi } from '../../../api/rateAnalysis.ts';

export interface RateAnalysisCalls {
  load: (accountNumber: string) => Promise<RateAnalysis>;
}

export const rateAnalysisApiCalls: RateAnalysisCalls = rateAnalysisApi;

export function providedRateAnalysisMachine(calls: RateAnalysisCalls) {
  return rateAnalysisMachine.provide({
    actors: {
      loadRateAnalysis: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
    },
  });
}
