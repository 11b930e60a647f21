import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectKycRequest } from '../../../../machines/service/kycRequest/kycRequest.connect.ts';
import type { KycKnownDetails } from '../../../domain/kyc.ts';
import { kycRequestApiCalls, providedKycRequestMachine, type KycRequestCalls } from './kycRequestCalls.ts';
import { KycRequestView } from './KycRequestView.tsx';

/**
 * The KYC request (/KYCRequest signed in, /KYCPrelogin for a visitor): its own machine, with the
 * portal's calls or fakes. Signed in, the account and what is known of the customer fill the form.
 */
export function KycRequestPage({
  today,
  accountNumber = null,
  known = {},
  calls = kycRequestApiCalls,
  trackLink,
}: {
  today: string;
  accountNumber?: string | null;
  known?: KycKnownDetails;
  calls?: KycRequestCalls;
  trackLink?: (reference: string) => ReactNode;
}) {
  const machine = useMemo(() => providedKycRequestMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { today, accountNumber, known } });
  return <KycRequestView view={connectKycRequest(snapshot, send)} upload={calls.upload} trackLink={trackLink} />;
}
