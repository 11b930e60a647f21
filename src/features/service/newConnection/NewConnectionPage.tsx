import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { connectNewConnection } from '../../../../machines/service/newConnection/newConnection.connect.ts';
import type { NewConnectionOwner } from '../../../domain/newConnection.ts';
import { newConnectionApiCalls, providedNewConnectionMachine, type NewConnectionCalls } from './newConnectionCalls.ts';
import { NewConnectionView } from './NewConnectionView.tsx';

/**
 * The new connection request: /newConnection signed in (the owner's details from the session) and
 * /newConnectionPrelogin for a visitor (owner null); one machine, with the portal's calls or fakes.
 */
export function NewConnectionPage({ owner, calls = newConnectionApiCalls, trackLink }: { owner: NewConnectionOwner | null; calls?: NewConnectionCalls; trackLink?: (reference: string) => ReactNode }) {
  const machine = useMemo(() => providedNewConnectionMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { owner } });
  return <NewConnectionView view={connectNewConnection(snapshot, send)} upload={calls.upload} trackLink={trackLink} />;
}
