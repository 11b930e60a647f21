import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectOtherService } from '../../../../machines/service/otherService/otherService.connect.ts';
import { currentStep } from '../../../../machines/common/steps.ts';
import { SavedFormGate, useSavedForm, type SavedFormCalls, type SavedFormHandle } from '../common/savedForms.tsx';
import { otherServiceApiCalls, providedOtherServiceMachine, type OtherServiceCalls } from './otherServiceCalls.ts';
import { OtherServiceView } from './OtherServiceView.tsx';

interface OtherServicePageProps {
  accountNumber: string;
  today: string;
  calls?: OtherServiceCalls;
  trackerLink?: ReactNode;
  /** Saved forms (signed in): Save for later on the steps, and the saved form to resume (?savedForm=). */
  savedForms?: { id?: string; calls?: SavedFormCalls };
}

type Input = { accountNumber: string; today: string };

/** Other service (/OtherService) for the selected account: its own machine, with the portal's calls or fakes. */
export function OtherServicePage({ accountNumber, today, calls = otherServiceApiCalls, trackerLink, savedForms }: OtherServicePageProps) {
  const machine = useMemo(() => providedOtherServiceMachine(calls), [calls]);
  const input = { accountNumber, today };
  return (
    <SavedFormGate
      machine={machine}
      input={input}
      enabled={!!savedForms}
      savedFormId={savedForms?.id}
      calls={savedForms?.calls}
      // A form saved on another day keeps its answers, but the start date's window is today's.
      adapt={(snapshot) => ({ ...snapshot, context: { ...(snapshot.context as object), today } })}
    >
      {(saved) => <OtherServiceFlow machine={machine} input={input} trackerLink={trackerLink} saved={saved} />}
    </SavedFormGate>
  );
}

function OtherServiceFlow({ machine, input, trackerLink, saved }: { machine: ReturnType<typeof providedOtherServiceMachine>; input: Input; trackerLink?: ReactNode; saved: SavedFormHandle }) {
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: saved.snapshot as never });
  const view = connectOtherService(snapshot, send);
  const { saveForLater, notice } = useSavedForm(
    saved,
    { actorRef, snapshot },
    { flow: 'otherService', route: '/OtherService', titleId: 'service.otherService.title', stepLabelId: currentStep(view.steps)?.labelId, account: { current: input.accountNumber, key: 'accountNumber' } },
  );
  return <OtherServiceView view={view} trackerLink={trackerLink} notice={notice} saveForLater={saveForLater} />;
}
