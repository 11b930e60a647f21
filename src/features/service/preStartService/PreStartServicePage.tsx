import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectPreStartService } from '../../../../machines/service/preStartService/preStartService.connect.ts';
import { providedPreStartServiceMachine, preStartServiceApiCalls, type PreStartServiceCalls } from './preStartServiceCalls.ts';
import { PreStartServiceView } from './PreStartServiceView.tsx';

/** Start service for a visitor, local market (/PreStartService): its own machine, with the portal's calls or fakes. */
export function PreStartServicePage({ today, calls = preStartServiceApiCalls, trackLink }: { today: string; calls?: PreStartServiceCalls; trackLink?: (reference: string) => ReactNode }) {
  const machine = useMemo(() => providedPreStartServiceMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { today } });
  return <PreStartServiceView view={connectPreStartService(snapshot, send)} upload={calls.upload} trackLink={trackLink} />;
}
