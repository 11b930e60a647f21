import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { connectMakePayment } from '../../../../machines/payment/makePayment/makePayment.connect.ts';
import { newIdempotencyKey } from '../../../api/payment.ts';
import { useSession } from '../../session/sessionContext.ts';
import { MakePaymentView } from './MakePaymentView.tsx';
import { paymentMethodRights } from '../access.ts';
import { makePaymentApiCalls, providedMakePaymentMachine, type MakePaymentCalls } from './makePaymentCalls.ts';
import { keepReceipt } from './receiptStore.ts';

/** /PayBill: the signed-in customer pays the selected account's bill (document 1 sections 2-3). */
export function PayBillPage({ calls = makePaymentApiCalls }: { calls?: MakePaymentCalls }) {
  const session = useSession();
  const accountNumber = session.account?.accountNumber ?? null;
  const { allowSaved, allowNew } = paymentMethodRights(session);
  return <PayBillFlow key={accountNumber ?? ''} calls={calls} accountNumber={accountNumber} allowSaved={allowSaved} allowNew={allowNew} />;
}

/** One payment of one account (another account selected starts again). */
export function PayBillFlow({
  calls,
  accountNumber,
  allowSaved,
  allowNew,
  now,
}: {
  calls: MakePaymentCalls;
  accountNumber: string | null;
  allowSaved: boolean;
  allowNew: boolean;
  /** The clock (tests and stories fix it). */
  now?: Date;
}) {
  const machine = useMemo(() => providedMakePaymentMachine(calls), [calls]);
  const [today] = useState(() => now ?? new Date());
  const [snapshot, send] = useMachine(machine, { input: { mode: 'signedIn', accountNumber, allowSaved, allowNew, today, newIdempotencyKey } });
  const view = connectMakePayment(snapshot, send);
  const navigate = useNavigate();
  const output = snapshot.status === 'done' ? snapshot.output : undefined;
  useEffect(() => {
    if (!output) return;
    keepReceipt(output.receipt);
    void navigate({ to: output.timing === 'scheduled' ? '/PayScheduledSuccess' : '/PayBillSuccess', replace: true });
  }, [output, navigate]);
  return <MakePaymentView view={view} />;
}
