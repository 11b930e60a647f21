import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectMeterInspection, type MeterInspectionStatus } from '../../../../machines/service/meterInspection/meterInspection.connect.ts';
import type { MeterInspectionInput } from '../../../../machines/service/meterInspection/meterInspection.types.ts';
import { currentStep } from '../../../../machines/common/steps.ts';
import { isoDay } from '../../../domain/format.ts';
import { firstAppointmentDay, type CalendarDay } from '../../../domain/serviceRequests.ts';
import { SavedFormGate, useSavedForm, type SavedFormCalls, type SavedFormHandle } from '../common/savedForms.tsx';
import { meterInspectionApiCalls, providedMeterInspectionMachine, type MeterInspectionCalls } from './meterInspectionCalls.ts';
import { MeterInspectionView } from './MeterInspectionView.tsx';

interface MeterInspectionPageProps {
  input: MeterInspectionInput;
  calls?: MeterInspectionCalls;
  doneLink?: (reference: string) => ReactNode;
  /** Saved forms (signed in): Save for later on the steps, and the saved form to resume (?savedForm=). */
  savedForms?: { id?: string; calls?: SavedFormCalls };
  /** A visitor's page: the signed-in route where the request can be saved (the first step says so). */
  signedInRoute?: string;
  /** Today (ISO day): a resumed form's calendar keeps only the days still offered. */
  today?: string;
}

/**
 * Saved on these steps: the forms and the review. Not on the appointment: its calendar is read when
 * the step is reached and a resumed one would show the free places of the day it was saved.
 */
const savedSteps: readonly MeterInspectionStatus[] = ['customer', 'premise', 'contractors', 'documents', 'review'];

/**
 * The meter inspection request (/MeterInspection signed in, /meterinspectionPrelogin for a visitor):
 * its own machine, with the portal's calls or fakes; signed in, it can be saved for later and
 * resumed from the tracker's Saved forms.
 */
export function MeterInspectionPage({ input, calls = meterInspectionApiCalls, doneLink, savedForms, signedInRoute, today = isoDay(new Date()) }: MeterInspectionPageProps) {
  const machine = useMemo(() => providedMeterInspectionMachine(calls), [calls]);
  const first = firstAppointmentDay(today);
  return (
    <SavedFormGate
      machine={machine}
      input={input}
      enabled={!!savedForms}
      savedFormId={savedForms?.id}
      calls={savedForms?.calls}
      // A resumed form keeps its answers, but the customer's accounts are today's, and the calendar
      // (seen again by going Back to the appointment) keeps only the days still offered; a day gone
      // meanwhile is refused on submit and the calendar is read again.
      adapt={(snapshot) => {
        const context = snapshot.context as { calendar?: CalendarDay[] };
        return { ...snapshot, context: { ...context, signedIn: input.signedIn, accounts: input.accounts, calendar: (context.calendar ?? []).filter((day) => day.day >= first) } };
      }}
    >
      {(saved) => <MeterInspectionFlow machine={machine} input={input} upload={calls.upload} doneLink={doneLink} saved={saved} signedInRoute={signedInRoute} />}
    </SavedFormGate>
  );
}

function MeterInspectionFlow({
  machine,
  input,
  upload,
  doneLink,
  saved,
  signedInRoute,
}: {
  machine: ReturnType<typeof providedMeterInspectionMachine>;
  input: MeterInspectionInput;
  upload: MeterInspectionCalls['upload'];
  doneLink?: (reference: string) => ReactNode;
  saved: SavedFormHandle;
  signedInRoute?: string;
}) {
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: saved.snapshot as never });
  const view = connectMeterInspection(snapshot, send);
  const { saveForLater, notice } = useSavedForm(
    saved,
    { actorRef, snapshot },
    { flow: 'meterInspection', route: '/MeterInspection', titleId: 'service.meterInspection.title', stepLabelId: currentStep(view.steps)?.labelId, signedInRoute },
  );
  // Signed in: on the form steps and the review; a visitor is told once, on the first step.
  const offer = saved.enabled ? (savedSteps.includes(view.status) ? saveForLater : null) : view.status === 'customer' ? saveForLater : null;
  return <MeterInspectionView view={view} upload={upload} doneLink={doneLink} notice={notice} saveForLater={offer} />;
}
