import type { SnapshotFrom } from 'xstate';
import type { NewConnectionReceipt } from '../../../src/domain/newConnection.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { newConnectionSteps, type newConnectionMachine } from './newConnection.machine.ts';
import type { NewConnectionEvent } from './newConnection.types.ts';

export type NewConnectionStatus = 'loading' | 'failed' | 'editing' | 'done';

export interface NewConnectionViewModel {
  status: NewConnectionStatus;
  steps: StepItem[];
  /** The submission is under way: the form waits. */
  busy: boolean;
  reference: string;
  /** The rule code the reference breaks (after a submit), or null. */
  referenceError: string | null;
  /** Why the load (status 'failed') or the last submission (status 'editing') failed. */
  failure: CallFailure | null;
  receipt: NewConnectionReceipt | null;
  change: (reference: string) => void;
  submit: () => void;
  retry: () => void;
}

export function connectNewConnection(snapshot: SnapshotFrom<typeof newConnectionMachine>, send: (event: NewConnectionEvent) => void): NewConnectionViewModel {
  const { context } = snapshot;
  const status: NewConnectionStatus = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : snapshot.matches('done') ? 'done' : 'editing';
  return {
    status,
    steps: stepItems(newConnectionSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy'),
    reference: context.reference,
    referenceError: context.referenceError,
    failure: context.failure,
    receipt: context.receipt,
    change: (reference) => send({ type: 'newConnection.change', reference }),
    submit: () => send({ type: 'newConnection.submit' }),
    retry: () => send({ type: 'newConnection.retry' }),
  };
}
