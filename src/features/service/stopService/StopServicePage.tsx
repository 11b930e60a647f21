import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { currentStep } from '../../../../machines/common/steps.ts';
import { connectStopService } from '../../../../machines/service/stopService/stopService.connect.ts';
import { isoDay } from '../../../domain/format.ts';
import { SavedFormGate, useSavedForm, type SavedFormCalls, type SavedFormHandle } from '../common/savedForms.tsx';
import { resumedOn } from '../common/resumedCalendar.ts';
import { providedStopServiceMachine, stopServiceApiCalls, type StopServiceCalls } from './stopServiceCalls.ts';
import { StopServiceView } from './StopServiceView.tsx';

interface StopServicePageProps {
  accountNumber: string;
  /** Today (yyyy-mm-dd): a resumed form's calendar offers no day gone by. */
  today?: string;
  calls?: StopServiceCalls;
  payLink?: ReactNode;
  trackerLink?: ReactNode;
  /** Saved forms (signed in): Save for later on the steps, and the saved form to resume (?savedForm=). */
  savedForms?: { id?: string; calls?: SavedFormCalls };
}

type Input = { accountNumber: string };

/** Stop service (/StopService) for the selected account: its own machine, with the portal's calls or fakes. */
export function StopServicePage({ accountNumber, today = isoDay(new Date()), calls = stopServiceApiCalls, payLink, trackerLink, savedForms }: StopServicePageProps) {
  const machine = useMemo(() => providedStopServiceMachine(calls), [calls]);
  const input = { accountNumber };
  return (
    <SavedFormGate
      machine={machine}
      input={input}
      enabled={!!savedForms}
      savedFormId={savedForms?.id}
      calls={savedForms?.calls}
      // A form saved on another day keeps its answers, but the calendar offers no day gone by.
      adapt={(snapshot) => resumedOn(snapshot, today)}
    >
      {(saved) => <StopServiceFlow machine={machine} input={input} payLink={payLink} trackerLink={trackerLink} saved={saved} />}
    </SavedFormGate>
  );
}

function StopServiceFlow({ machine, input, payLink, trackerLink, saved }: { machine: ReturnType<typeof providedStopServiceMachine>; input: Input; payLink?: ReactNode; trackerLink?: ReactNode; saved: SavedFormHandle }) {
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: saved.snapshot as never });
  const view = connectStopService(snapshot, send);
  const { saveForLater, notice } = useSavedForm(
    saved,
    { actorRef, snapshot },
    { flow: 'stopService', route: '/StopService', titleId: 'service.stop.title', stepLabelId: currentStep(view.steps)?.labelId, account: { current: input.accountNumber, key: 'accountNumber' } },
  );
  return <StopServiceView view={view} payLink={payLink} trackerLink={trackerLink} notice={notice} saveForLater={saveForLater} />;
}
