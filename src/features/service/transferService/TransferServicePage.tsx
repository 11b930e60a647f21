import { useEffect, useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectTransferService } from '../../../../machines/service/transferService/transferService.connect.ts';
import { currentStep } from '../../../../machines/common/steps.ts';
import type { TransferReceipt } from '../../../domain/serviceRequests.ts';
import { SavedFormGate, useSavedForm, type SavedFormCalls, type SavedFormHandle } from '../common/savedForms.tsx';
import { providedTransferServiceMachine, transferServiceApiCalls, type TransferServiceCalls } from './transferServiceCalls.ts';
import { TransferServiceView } from './TransferServiceView.tsx';

interface TransferServicePageProps {
  accountNumber: string;
  visitor?: boolean;
  calls?: TransferServiceCalls;
  payLink?: ReactNode;
  trackerLink?: ReactNode;
  onDone?: (receipt: TransferReceipt) => void;
  /**
   * Saved forms. Signed in: Save for later on the steps, and the saved form to resume (?savedForm=).
   * A visitor's page names the signed-in flow (`signedInRoute`): its first step says that signed-in
   * customers can save, with Sign in to it. Left out: no saved forms at all.
   */
  savedForms?: { id?: string; calls?: SavedFormCalls; signedInRoute?: string };
}

type Input = { accountNumber: string; visitor: boolean };

/**
 * Transfer service: signed in (/TransferService) from the selected account, or a visitor's
 * (/TransferServicePrelogin, `visitor`) who proves the account first; one machine, with the
 * portal's calls or fakes. `onDone` hands the receipt on (a visitor's goes to /TransferServiceSuccessPre).
 * Signed in, the flow can be saved for later and resumed from the tracker's Saved forms; a visitor
 * is told that signed-in customers can.
 */
export function TransferServicePage({ accountNumber, visitor = false, calls = transferServiceApiCalls, payLink, trackerLink, onDone, savedForms }: TransferServicePageProps) {
  const machine = useMemo(() => providedTransferServiceMachine(calls), [calls]);
  const input = { accountNumber, visitor };
  // Nothing to adapt: the saved steps invoke nothing, and both calendars are read again when their
  // step is entered (a day gone meanwhile is replaced by the first free one, or the submission's
  // schedule failure page offers the free times).
  return (
    <SavedFormGate machine={machine} input={input} enabled={!!savedForms && !visitor} savedFormId={savedForms?.id} calls={savedForms?.calls}>
      {(saved) => <TransferServiceFlow machine={machine} input={input} payLink={payLink} trackerLink={trackerLink} onDone={onDone} saved={saved} signedInRoute={visitor ? savedForms?.signedInRoute : undefined} />}
    </SavedFormGate>
  );
}

function TransferServiceFlow({
  machine,
  input,
  payLink,
  trackerLink,
  onDone,
  saved,
  signedInRoute,
}: {
  machine: ReturnType<typeof providedTransferServiceMachine>;
  input: Input;
  payLink?: ReactNode;
  trackerLink?: ReactNode;
  onDone?: (receipt: TransferReceipt) => void;
  saved: SavedFormHandle;
  signedInRoute?: string;
}) {
  const [snapshot, send, actorRef] = useMachine(machine, { input, snapshot: saved.snapshot as never });
  const view = connectTransferService(snapshot, send);
  const { saveForLater, notice } = useSavedForm(
    saved,
    { actorRef, snapshot },
    {
      flow: 'transferService',
      route: '/TransferService',
      titleId: 'service.transfer.title',
      stepLabelId: currentStep(view.steps)?.labelId,
      account: input.visitor ? undefined : { current: input.accountNumber, key: 'accountNumber' },
      signedInRoute,
    },
  );
  const receipt = view.status === 'done' ? view.receipt : null;
  useEffect(() => {
    if (receipt && onDone) onDone(receipt);
  }, [receipt, onDone]);
  return <TransferServiceView view={view} payLink={payLink} trackerLink={trackerLink} notice={notice} saveForLater={saveForLater} />;
}
