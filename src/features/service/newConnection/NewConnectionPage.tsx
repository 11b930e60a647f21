import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectNewConnection } from '../../../../machines/service/newConnection/newConnection.connect.ts';
import { newConnectionApiCalls, providedNewConnectionMachine, type NewConnectionCalls } from './newConnectionCalls.ts';
import { NewConnectionView } from './NewConnectionView.tsx';

/** NewConnection (/NewConnection) for the selected account: its own machine, with the portal's calls or fakes. */
export function NewConnectionPage({ accountNumber, calls = newConnectionApiCalls }: { accountNumber: string; calls?: NewConnectionCalls }) {
  const machine = useMemo(() => providedNewConnectionMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <NewConnectionView view={connectNewConnection(snapshot, send)} />;
}
