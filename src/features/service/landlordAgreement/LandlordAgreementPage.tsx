import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { connectLandlordAgreement } from '../../../../machines/service/landlordAgreement/landlordAgreement.connect.ts';
import { currentStep } from '../../../../machines/common/steps.ts';
import { ResumeNotice, ResumeSavedForm, SaveForLater, type Resumed, type SavedFormCalls } from '../common/savedForms.tsx';
import { landlordAgreementApiCalls, providedLandlordAgreementMachine, type LandlordAgreementCalls } from './landlordAgreementCalls.ts';
import { LandlordAgreementView } from './LandlordAgreementView.tsx';

interface LandlordAgreementPageProps {
  today: string;
  calls?: LandlordAgreementCalls;
  onSigned?: (reference: string) => void;
  /** Saved forms (signed in): Save for later on the steps, and the saved form to resume (?savedForm=). */
  savedForms?: { id?: string; calls?: SavedFormCalls };
}

/**
 * Landlord agreement (/LandlordAgreement) for the signed-in user: its own machine, with the portal's
 * calls or fakes. `onSigned` is told the reference once the agreement is made (the route then shows
 * /landlordagreementsuccess, which a reload keeps).
 */
export function LandlordAgreementPage({ today, calls = landlordAgreementApiCalls, onSigned, savedForms }: LandlordAgreementPageProps) {
  const machine = useMemo(() => providedLandlordAgreementMachine(calls), [calls]);
  const input = { today };
  if (!savedForms) return <LandlordAgreementFlow machine={machine} input={input} onSigned={onSigned} />;
  return (
    <ResumeSavedForm
      machine={machine}
      input={input}
      savedFormId={savedForms.id}
      calls={savedForms.calls}
      // An agreement saved on another day keeps its answers, but the start date's window is today's.
      adapt={(snapshot) => ({ ...snapshot, context: { ...(snapshot.context as object), today } })}
    >
      {(resumed) => <LandlordAgreementFlow machine={machine} input={input} onSigned={onSigned} resumed={resumed} savedFormCalls={savedForms.calls} />}
    </ResumeSavedForm>
  );
}

function LandlordAgreementFlow({
  machine,
  input,
  onSigned,
  resumed,
  savedFormCalls,
}: {
  machine: ReturnType<typeof providedLandlordAgreementMachine>;
  input: { today: string };
  onSigned?: (reference: string) => void;
  resumed?: Resumed;
  savedFormCalls?: SavedFormCalls;
}) {
  const intl = useIntl();
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: resumed?.snapshot as never });
  const reference = snapshot.context.receipt?.reference ?? null;
  useEffect(() => {
    if (reference) onSigned?.(reference);
  }, [reference, onSigned]);
  const view = connectLandlordAgreement(snapshot, send);
  const step = currentStep(view.steps);
  const title = intl.formatMessage({ id: 'service.savedForms.title' }, { flow: intl.formatMessage({ id: 'service.landlordAgreement.title' }), step: step ? intl.formatMessage({ id: step.labelId }) : '' });
  const saveForLater: ReactNode = resumed ? <SaveForLater actorRef={actorRef} flow="landlordAgreement" route="/LandlordAgreement" title={title} savedFormId={resumed.savedFormId} calls={savedFormCalls} /> : null;
  return <LandlordAgreementView view={view} notice={resumed ? <ResumeNotice resumed={resumed} /> : null} saveForLater={saveForLater} />;
}
