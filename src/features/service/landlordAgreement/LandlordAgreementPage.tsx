import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectLandlordAgreement } from '../../../../machines/service/landlordAgreement/landlordAgreement.connect.ts';
import { landlordAgreementApiCalls, providedLandlordAgreementMachine, type LandlordAgreementCalls } from './landlordAgreementCalls.ts';
import { LandlordAgreementView } from './LandlordAgreementView.tsx';

/**
 * Landlord agreement (/LandlordAgreement) for the signed-in user: its own machine, with the portal's
 * calls or fakes. `onSigned` is told the reference once the agreement is made (the route then shows
 * /landlordagreementsuccess, which a reload keeps).
 */
export function LandlordAgreementPage({ today, calls = landlordAgreementApiCalls, onSigned }: { today: string; calls?: LandlordAgreementCalls; onSigned?: (reference: string) => void }) {
  const machine = useMemo(() => providedLandlordAgreementMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { today } });
  const reference = snapshot.context.receipt?.reference ?? null;
  useEffect(() => {
    if (reference) onSigned?.(reference);
  }, [reference, onSigned]);
  return <LandlordAgreementView view={connectLandlordAgreement(snapshot, send)} />;
}
