/** Catalogue entry of rate analysis: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleRateAnalysis, sampleRateAnalysisAccount, sampleRateAnalysisEmpty } from './rateAnalysis.fixtures.ts';
import { rateAnalysisMachine } from './rateAnalysis.machine.ts';

export const rateAnalysisEntry = entry({
  id: 'rateAnalysis',
  title: 'Rate analysis',
  description: 'Rate analysis (/RateAnalysis): the last 12 billed months priced under every tariff, cheapest first, with the difference per year; one tariff month by month beside the current one; no bill yet says so; a failed load offers Try again.',
  machine: rateAnalysisMachine,
  kind: 'flow',
  view: 'src/features/billing/rateAnalysis/RateAnalysisPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleRateAnalysisAccount } }],
  events: [{ type: 'rateAnalysis.retry' }, { type: 'rateAnalysis.choose', tariffCode: 'Small Business' }, { type: 'rateAnalysis.choose', tariffCode: 'Unknown' }],
  outcomes: {
    loadRateAnalysis: [
      resolves('loadRateAnalysis', sampleRateAnalysis, 'resolve: 12 months priced'),
      resolves('loadRateAnalysis', sampleRateAnalysisEmpty, 'resolve: no bill yet'),
      rejects('loadRateAnalysis', callFailure('NETWORK'), 'reject: network down'),
    ],
  },
  // Guards read the analysis (months or none) and the tariff chosen.
  serializeState: (s) => JSON.stringify([s.value, s.context.chosenTariff, s.context.failure?.msgcode ?? null]),
});
