import { useEffect, useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectTransferService } from '../../../../machines/service/transferService/transferService.connect.ts';
import type { TransferReceipt } from '../../../domain/serviceRequests.ts';
import { providedTransferServiceMachine, transferServiceApiCalls, type TransferServiceCalls } from './transferServiceCalls.ts';
import { TransferServiceView } from './TransferServiceView.tsx';

/**
 * Transfer service: signed in (/TransferService) from the selected account, or a visitor's
 * (/TransferServicePrelogin, `visitor`) who proves the account first; one machine, with the
 * portal's calls or fakes. `onDone` hands the receipt on (a visitor's goes to /TransferServiceSuccessPre).
 */
export function TransferServicePage({
  accountNumber,
  visitor = false,
  calls = transferServiceApiCalls,
  payLink,
  trackerLink,
  onDone,
}: {
  accountNumber: string;
  visitor?: boolean;
  calls?: TransferServiceCalls;
  payLink?: ReactNode;
  trackerLink?: ReactNode;
  onDone?: (receipt: TransferReceipt) => void;
}) {
  const machine = useMemo(() => providedTransferServiceMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber, visitor } });
  const view = connectTransferService(snapshot, send);
  const receipt = view.status === 'done' ? view.receipt : null;
  useEffect(() => {
    if (receipt && onDone) onDone(receipt);
  }, [receipt, onDone]);
  return <TransferServiceView view={view} payLink={payLink} trackerLink={trackerLink} />;
}
