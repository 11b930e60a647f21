import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectTransferService } from '../../../../machines/service/transferService/transferService.connect.ts';
import { providedTransferServiceMachine, transferServiceApiCalls, type TransferServiceCalls } from './transferServiceCalls.ts';
import { TransferServiceView } from './TransferServiceView.tsx';

/** Transfer service (/TransferService) from the selected account: its own machine, with the portal's calls or fakes. */
export function TransferServicePage({ accountNumber, calls = transferServiceApiCalls, payLink, trackerLink }: { accountNumber: string; calls?: TransferServiceCalls; payLink?: ReactNode; trackerLink?: ReactNode }) {
  const machine = useMemo(() => providedTransferServiceMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <TransferServiceView view={connectTransferService(snapshot, send)} payLink={payLink} trackerLink={trackerLink} />;
}
