import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectUsageOverview } from '../../../../machines/usage/usageOverview/usageOverview.connect.ts';
import { usageOverviewApiCalls, providedUsageOverviewMachine, type UsageOverviewCalls } from './usageOverviewCalls.ts';
import { UsageOverviewView } from './UsageOverviewView.tsx';

/** Usage (/usages) for the selected account: its own machine, with the portal's calls or fakes. */
export function UsageOverviewPage({
  accountNumber,
  canOverlayWeather,
  canDownload,
  calls = usageOverviewApiCalls,
}: {
  accountNumber: string;
  canOverlayWeather: boolean;
  canDownload: boolean;
  calls?: UsageOverviewCalls;
}) {
  const machine = useMemo(() => providedUsageOverviewMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber, canOverlayWeather, canDownload } });
  return <UsageOverviewView view={connectUsageOverview(snapshot, send)} />;
}
