import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { currentStep } from '../../../../machines/common/steps.ts';
import { connectStartService } from '../../../../machines/service/startService/startService.connect.ts';
import { SavedFormGate, useSavedForm, type SavedFormCalls, type SavedFormHandle } from '../common/savedForms.tsx';
import { resumedOn } from '../common/resumedCalendar.ts';
import { providedStartServiceMachine, startServiceApiCalls, type StartServiceCalls } from './startServiceCalls.ts';
import { StartServiceView } from './StartServiceView.tsx';

interface StartServicePageProps {
  today: string;
  calls?: StartServiceCalls;
  trackerLink?: ReactNode;
  /** Saved forms (signed in): Save for later on the steps, and the saved form to resume (?savedForm=). */
  savedForms?: { id?: string; calls?: SavedFormCalls };
}

type Input = { today: string };

/** Start service signed in (/StartService): its own machine, with the portal's calls or fakes. */
export function StartServicePage({ today, calls = startServiceApiCalls, trackerLink, savedForms }: StartServicePageProps) {
  const machine = useMemo(() => providedStartServiceMachine(calls), [calls]);
  const input = { today };
  return (
    <SavedFormGate
      machine={machine}
      input={input}
      enabled={!!savedForms}
      savedFormId={savedForms?.id}
      calls={savedForms?.calls}
      // A form saved on another day keeps its answers; the co-applicant's age is counted to today and the calendar offers no day gone by.
      adapt={(snapshot) => resumedOn(snapshot, today)}
    >
      {(saved) => <StartServiceFlow machine={machine} input={input} calls={calls} trackerLink={trackerLink} saved={saved} />}
    </SavedFormGate>
  );
}

function StartServiceFlow({ machine, input, calls, trackerLink, saved }: { machine: ReturnType<typeof providedStartServiceMachine>; input: Input; calls: StartServiceCalls; trackerLink?: ReactNode; saved: SavedFormHandle }) {
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: saved.snapshot as never });
  const view = connectStartService(snapshot, send);
  const { saveForLater, notice } = useSavedForm(saved, { actorRef, snapshot }, { flow: 'startService', route: '/StartService', titleId: 'service.start.title', stepLabelId: currentStep(view.steps)?.labelId });
  return <StartServiceView view={view} upload={calls.upload} trackerLink={trackerLink} notice={notice} saveForLater={saveForLater} />;
}
