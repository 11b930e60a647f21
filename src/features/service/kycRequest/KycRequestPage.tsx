import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectKycRequest } from '../../../../machines/service/kycRequest/kycRequest.connect.ts';
import { currentStep } from '../../../../machines/common/steps.ts';
import type { KycKnownDetails } from '../../../domain/kyc.ts';
import { SavedFormGate, useSavedForm, type SavedFormCalls, type SavedFormHandle } from '../common/savedForms.tsx';
import { kycRequestApiCalls, providedKycRequestMachine, type KycRequestCalls } from './kycRequestCalls.ts';
import { KycRequestView } from './KycRequestView.tsx';

interface KycRequestPageProps {
  today: string;
  accountNumber?: string | null;
  known?: KycKnownDetails;
  calls?: KycRequestCalls;
  trackLink?: (reference: string) => ReactNode;
  /** Saved forms (signed in): Save for later on the steps, and the saved form to resume (?savedForm=). */
  savedForms?: { id?: string; calls?: SavedFormCalls };
  /** A visitor's page: the signed-in route where the request can be saved (the first step says so). */
  signedInRoute?: string;
}

type Input = { today: string; accountNumber: string | null; known: KycKnownDetails };

/**
 * The KYC request (/KYCRequest signed in, /KYCPrelogin for a visitor): its own machine, with the
 * portal's calls or fakes. Signed in, the account and what is known of the customer fill the form,
 * and the request can be saved for later and resumed from the tracker's Saved forms.
 */
export function KycRequestPage({ today, accountNumber = null, known = {}, calls = kycRequestApiCalls, trackLink, savedForms, signedInRoute }: KycRequestPageProps) {
  const machine = useMemo(() => providedKycRequestMachine(calls), [calls]);
  const input: Input = { today, accountNumber, known };
  return (
    <SavedFormGate
      machine={machine}
      input={input}
      enabled={!!savedForms}
      savedFormId={savedForms?.id}
      calls={savedForms?.calls}
      // A form saved on another day keeps its answers, but the date of birth is checked against today.
      adapt={(snapshot) => ({ ...snapshot, context: { ...(snapshot.context as object), today } })}
    >
      {(saved) => <KycRequestFlow machine={machine} input={input} upload={calls.upload} trackLink={trackLink} saved={saved} signedInRoute={signedInRoute} />}
    </SavedFormGate>
  );
}

function KycRequestFlow({
  machine,
  input,
  upload,
  trackLink,
  saved,
  signedInRoute,
}: {
  machine: ReturnType<typeof providedKycRequestMachine>;
  input: Input;
  upload: KycRequestCalls['upload'];
  trackLink?: (reference: string) => ReactNode;
  saved: SavedFormHandle;
  signedInRoute?: string;
}) {
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: saved.snapshot as never });
  const view = connectKycRequest(snapshot, send);
  const { saveForLater, notice } = useSavedForm(
    saved,
    { actorRef, snapshot },
    {
      flow: 'kycRequest',
      route: '/KYCRequest',
      titleId: 'service.kyc.title',
      stepLabelId: currentStep(view.steps)?.labelId,
      account: input.accountNumber ? { current: input.accountNumber, key: 'accountNumber' } : undefined,
      signedInRoute,
    },
  );
  // A visitor is told once, on the first step, that signed-in customers can save the request.
  const offer = saved.enabled || view.status === 'applicant' ? saveForLater : null;
  return <KycRequestView view={view} upload={upload} trackLink={trackLink} notice={notice} saveForLater={offer} />;
}
