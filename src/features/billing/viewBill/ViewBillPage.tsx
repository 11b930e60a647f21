import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectViewBill } from '../../../../machines/billing/viewBill/viewBill.connect.ts';
import { viewBillApiCalls, providedViewBillMachine, type ViewBillCalls } from './viewBillCalls.ts';
import { ViewBillView } from './ViewBillView.tsx';

/** The current bill (/ViewBill) of the selected account: its own machine, with the portal's calls or fakes. */
export function ViewBillPage({ accountNumber, calls = viewBillApiCalls, mayEnrolAutoPay = false }: { accountNumber: string; calls?: ViewBillCalls; mayEnrolAutoPay?: boolean }) {
  const machine = useMemo(() => providedViewBillMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <ViewBillView view={connectViewBill(snapshot, send)} mayEnrolAutoPay={mayEnrolAutoPay} />;
}
