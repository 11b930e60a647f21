import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectLandlordAgreement } from '../../../../machines/service/landlordAgreement/landlordAgreement.connect.ts';
import { currentStep } from '../../../../machines/common/steps.ts';
import { SavedFormGate, useSavedForm, type SavedFormCalls, type SavedFormHandle } from '../common/savedForms.tsx';
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
  return (
    <SavedFormGate
      machine={machine}
      input={input}
      enabled={!!savedForms}
      savedFormId={savedForms?.id}
      calls={savedForms?.calls}
      // An agreement saved on another day keeps its answers, but the start date's window is today's.
      adapt={(snapshot) => ({ ...snapshot, context: { ...(snapshot.context as object), today } })}
    >
      {(saved) => <LandlordAgreementFlow machine={machine} input={input} onSigned={onSigned} saved={saved} />}
    </SavedFormGate>
  );
}

function LandlordAgreementFlow({ machine, input, onSigned, saved }: { machine: ReturnType<typeof providedLandlordAgreementMachine>; input: { today: string }; onSigned?: (reference: string) => void; saved: SavedFormHandle }) {
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: saved.snapshot as never });
  const reference = snapshot.context.receipt?.reference ?? null;
  useEffect(() => {
    if (reference) onSigned?.(reference);
  }, [reference, onSigned]);
  const view = connectLandlordAgreement(snapshot, send);
  const { saveForLater, notice } = useSavedForm(saved, { actorRef, snapshot }, { flow: 'landlordAgreement', route: '/LandlordAgreement', titleId: 'service.landlordAgreement.title', stepLabelId: currentStep(view.steps)?.labelId });
  return <LandlordAgreementView view={view} notice={notice} saveForLater={saveForLater} />;
}
