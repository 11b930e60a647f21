/** Calls of rate analysis (src/domain/rateAnalysis.ts): the data, or a thrown { msgcode, message }. */
import { rateAnalysisCalls, type RateAnalysis } from '../domain/rateAnalysis.ts';
import { apiGet, unwrap } from './client.ts';

export const rateAnalysisApi = {
  load: (accountNumber: string) => unwrap(apiGet<RateAnalysis>('billing', rateAnalysisCalls.load, { accountNumber })),
};
