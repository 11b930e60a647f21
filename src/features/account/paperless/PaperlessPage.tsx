import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectPaperless } from '../../../../machines/account/paperless/paperless.connect.ts';
import { paperlessApiCalls, providedPaperlessMachine, type PaperlessCalls } from './paperlessCalls.ts';
import { PaperlessView } from './PaperlessView.tsx';

/** Paperless billing and bill format (/AccountInformation) for the selected account: its own machine, with the portal's calls or fakes. */
export function PaperlessPage({ accountNumber, calls = paperlessApiCalls }: { accountNumber: string; calls?: PaperlessCalls }) {
  const machine = useMemo(() => providedPaperlessMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <PaperlessView view={connectPaperless(snapshot, send)} />;
}
