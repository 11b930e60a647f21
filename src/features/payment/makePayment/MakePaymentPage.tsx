import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { connectMakePayment } from '../../../../machines/payment/makePayment/makePayment.connect.ts';
import { newIdempotencyKey } from '../../../api/payment.ts';
import { MakePaymentView } from './MakePaymentView.tsx';
import { makePaymentApiCalls, providedMakePaymentMachine, type MakePaymentCalls } from './makePaymentCalls.ts';

/** /MakePayment: a guest pays an account's bill without signing in (account checked first). */
export function MakePaymentPage({ calls = makePaymentApiCalls, now }: { calls?: MakePaymentCalls; now?: Date }) {
  const machine = useMemo(() => providedMakePaymentMachine(calls), [calls]);
  const [today] = useState(() => now ?? new Date());
  const [snapshot, send] = useMachine(machine, {
    input: { mode: 'guest', accountNumber: null, allowSaved: false, allowNew: true, today, newIdempotencyKey },
  });
  return <MakePaymentView view={connectMakePayment(snapshot, send)} />;
}
