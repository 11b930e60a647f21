import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectUsageCompare } from '../../../../machines/usage/usageCompare/usageCompare.connect.ts';
import { providedUsageCompareMachine, usageCompareApiCalls, type UsageCompareCalls } from './usageCompareCalls.ts';
import { UsageCompareView } from './UsageCompareView.tsx';

/** Compare (/Compare) for the selected account: its own machine, with the portal's calls or fakes. */
export function UsageComparePage({ accountNumber, calls = usageCompareApiCalls }: { accountNumber: string; calls?: UsageCompareCalls }) {
  const machine = useMemo(() => providedUsageCompareMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <UsageCompareView view={connectUsageCompare(snapshot, send)} />;
}
