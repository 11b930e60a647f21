import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectPaymentArrangements } from '../../../../machines/billing/paymentArrangements/paymentArrangements.connect.ts';
import { paymentArrangementsApiCalls, providedPaymentArrangementsMachine, type PaymentArrangementsCalls } from './paymentArrangementsCalls.ts';
import { PaymentArrangementsView } from './PaymentArrangementsView.tsx';

/** PaymentArrangements (/PaymentArrangements) for the selected account: its own machine, with the portal's calls or fakes. */
export function PaymentArrangementsPage({ accountNumber, calls = paymentArrangementsApiCalls }: { accountNumber: string; calls?: PaymentArrangementsCalls }) {
  const machine = useMemo(() => providedPaymentArrangementsMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <PaymentArrangementsView view={connectPaymentArrangements(snapshot, send)} />;
}
