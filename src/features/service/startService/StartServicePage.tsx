import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectStartService } from '../../../../machines/service/startService/startService.connect.ts';
import { providedStartServiceMachine, startServiceApiCalls, type StartServiceCalls } from './startServiceCalls.ts';
import { StartServiceView } from './StartServiceView.tsx';
import type { ReactNode } from 'react';

/** Start service signed in (/StartService): its own machine, with the portal's calls or fakes. */
export function StartServicePage({ today, calls = startServiceApiCalls, trackerLink }: { today: string; calls?: StartServiceCalls; trackerLink?: ReactNode }) {
  const machine = useMemo(() => providedStartServiceMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { today } });
  return <StartServiceView view={connectStartService(snapshot, send)} upload={calls.upload} trackerLink={trackerLink} />;
}
