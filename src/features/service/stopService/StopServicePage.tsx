import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectStopService } from '../../../../machines/service/stopService/stopService.connect.ts';
import { providedStopServiceMachine, stopServiceApiCalls, type StopServiceCalls } from './stopServiceCalls.ts';
import { StopServiceView } from './StopServiceView.tsx';

/** Stop service (/StopService) for the selected account: its own machine, with the portal's calls or fakes. */
export function StopServicePage({ accountNumber, calls = stopServiceApiCalls, payLink, trackerLink }: { accountNumber: string; calls?: StopServiceCalls; payLink?: ReactNode; trackerLink?: ReactNode }) {
  const machine = useMemo(() => providedStopServiceMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <StopServiceView view={connectStopService(snapshot, send)} payLink={payLink} trackerLink={trackerLink} />;
}
