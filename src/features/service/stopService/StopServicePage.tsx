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
  /** A visitor (/PreStopService): the account proven first, with an email and phone to track the request. */
  visitor?: boolean;
  /** Today (yyyy-mm-dd): a resumed form's calendar offers no day gone by. */
  today?: string;
  calls?: StopServiceCalls;
  payLink?: ReactNode;
  trackerLink?: ReactNode;
  /**
   * Saved forms. Signed in: Save for later on the steps, and the saved form to resume (?savedForm=).
   * A visitor's page names the signed-in flow (`signedInRoute`): its first step says that signed-in
   * customers can save, with Sign in to it.
   */
  savedForms?: { id?: string; calls?: SavedFormCalls; signedInRoute?: string };
}

type Input = { accountNumber: string; visitor: boolean };

/**
 * Stop service: signed in (/StopService) for the selected account, or a visitor's (/PreStopService,
 * `visitor`) who proves the account first; one machine, with the portal's calls or fakes.
 */
export function StopServicePage({ accountNumber, visitor = false, today = isoDay(new Date()), calls = stopServiceApiCalls, payLink, trackerLink, savedForms }: StopServicePageProps) {
  const machine = useMemo(() => providedStopServiceMachine(calls), [calls]);
  const input = { accountNumber, visitor };
  return (
    <SavedFormGate
      machine={machine}
      input={input}
      enabled={!!savedForms && !visitor}
      savedFormId={savedForms?.id}
      calls={savedForms?.calls}
      // A form saved on another day keeps its answers, but the calendar offers no day gone by.
      adapt={(snapshot) => resumedOn(snapshot, today)}
    >
      {(saved) => <StopServiceFlow machine={machine} input={input} payLink={payLink} trackerLink={trackerLink} saved={saved} signedInRoute={visitor ? savedForms?.signedInRoute : undefined} />}
    </SavedFormGate>
  );
}

function StopServiceFlow({
  machine,
  input,
  payLink,
  trackerLink,
  saved,
  signedInRoute,
}: {
  machine: ReturnType<typeof providedStopServiceMachine>;
  input: Input;
  payLink?: ReactNode;
  trackerLink?: ReactNode;
  saved: SavedFormHandle;
  signedInRoute?: string;
}) {
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: saved.snapshot as never });
  const view = connectStopService(snapshot, send);
  const { saveForLater, notice } = useSavedForm(
    saved,
    { actorRef, snapshot },
    {
      flow: 'stopService',
      route: '/StopService',
      titleId: 'service.stop.title',
      stepLabelId: currentStep(view.steps)?.labelId,
      account: input.visitor ? undefined : { current: input.accountNumber, key: 'accountNumber' },
      signedInRoute,
    },
  );
  return <StopServiceView view={view} payLink={payLink} trackerLink={trackerLink} notice={notice} saveForLater={saveForLater} />;
}
