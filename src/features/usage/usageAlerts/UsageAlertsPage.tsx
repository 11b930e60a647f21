import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectUsageAlerts } from '../../../../machines/usage/usageAlerts/usageAlerts.connect.ts';
import { usageAlertsApiCalls, providedUsageAlertsMachine, type UsageAlertsCalls } from './usageAlertsCalls.ts';
import { UsageAlertsView } from './UsageAlertsView.tsx';

/** The usage alerts section of /usages for the selected account: its own machine, with the portal's calls or fakes. */
export function UsageAlertsPage({ accountNumber, calls = usageAlertsApiCalls }: { accountNumber: string; calls?: UsageAlertsCalls }) {
  const machine = useMemo(() => providedUsageAlertsMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <UsageAlertsView view={connectUsageAlerts(snapshot, send)} />;
}
