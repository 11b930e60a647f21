import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectPayByText } from '../../../../machines/payment/payByText/payByText.connect.ts';
import { payByTextApiCalls, providedPayByTextMachine, type PayByTextCalls } from './payByTextCalls.ts';
import { PayByTextView } from './PayByTextView.tsx';

/** Pay by text (/PayByText?key=...): its own machine, with the portal's calls or fakes. */
export function PayByTextPage({ linkKey, calls = payByTextApiCalls }: { linkKey: string | null; calls?: PayByTextCalls }) {
  const machine = useMemo(() => providedPayByTextMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { linkKey } });
  return <PayByTextView view={connectPayByText(snapshot, send)} />;
}
