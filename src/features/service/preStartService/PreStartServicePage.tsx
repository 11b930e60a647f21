import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectPreStartService } from '../../../../machines/service/preStartService/preStartService.connect.ts';
import { SavedFormGate, useSavedForm, type SavedFormHandle } from '../common/savedForms.tsx';
import { providedPreStartServiceMachine, preStartServiceApiCalls, type PreStartServiceCalls } from './preStartServiceCalls.ts';
import { PreStartServiceView } from './PreStartServiceView.tsx';

interface PreStartServicePageProps {
  today: string;
  calls?: PreStartServiceCalls;
  trackLink?: (reference: string) => ReactNode;
  /**
   * The signed-in start service (`/StartService`): a visitor cannot save a form (no Saved forms tab),
   * so the first step says that signed-in customers can, with Sign in (back to it) and Register.
   */
  signedInRoute?: string;
}

type Input = { today: string };

/** Start service for a visitor, local market (/PreStartService): its own machine, with the portal's calls or fakes. */
export function PreStartServicePage({ today, calls = preStartServiceApiCalls, trackLink, signedInRoute }: PreStartServicePageProps) {
  const machine = useMemo(() => providedPreStartServiceMachine(calls), [calls]);
  const input = { today };
  return (
    <SavedFormGate machine={machine} input={input} enabled={false}>
      {(saved) => <PreStartServiceFlow machine={machine} input={input} calls={calls} trackLink={trackLink} saved={saved} signedInRoute={signedInRoute} />}
    </SavedFormGate>
  );
}

function PreStartServiceFlow({
  machine,
  input,
  calls,
  trackLink,
  saved,
  signedInRoute,
}: {
  machine: ReturnType<typeof providedPreStartServiceMachine>;
  input: Input;
  calls: PreStartServiceCalls;
  trackLink?: (reference: string) => ReactNode;
  saved: SavedFormHandle;
  signedInRoute?: string;
}) {
  const [snapshot, send, actorRef] = useMachine(machine, { input });
  const view = connectPreStartService(snapshot, send);
  // Never saved (the gate is not enabled): the flow id and title only name what the hint is about.
  const { saveForLater } = useSavedForm(saved, { actorRef, snapshot }, { flow: 'startService', route: '/PreStartService', titleId: 'service.preStart.title', signedInRoute });
  return <PreStartServiceView view={view} upload={calls.upload} trackLink={trackLink} saveForLater={saveForLater} />;
}
