import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectRateAnalysis } from '../../../../machines/billing/rateAnalysis/rateAnalysis.connect.ts';
import { rateAnalysisApiCalls, providedRateAnalysisMachine, type RateAnalysisCalls } from './rateAnalysisCalls.ts';
import { RateAnalysisView } from './RateAnalysisView.tsx';

/** RateAnalysis (/RateAnalysis) for the selected account: its own machine, with the portal's calls or fakes. */
export function RateAnalysisPage({ accountNumber, calls = rateAnalysisApiCalls }: { accountNumber: string; calls?: RateAnalysisCalls }) {
  const machine = useMemo(() => providedRateAnalysisMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <RateAnalysisView view={connectRateAnalysis(snapshot, send)} />;
}
