import type { SnapshotFrom } from 'xstate';
import type { idleTimeoutMachine } from './idleTimeout.machine.ts';
import type { IdleTimeoutEvent } from './idleTimeout.types.ts';

export interface IdleTimeoutViewModel {
  dialogOpen: boolean;
  busy: boolean;
  continueSession: () => void;
  logOut: () => void;
}

export function connectIdleTimeout(
  snapshot: SnapshotFrom<typeof idleTimeoutMachine>,
  send: (event: IdleTimeoutEvent) => void,
): IdleTimeoutViewModel {
  return {
    dialogOpen: snapshot.hasTag('dialog'),
    busy: snapshot.hasTag('busy'),
    continueSession: () => send({ type: 'idle.continue' }),
    logOut: () => send({ type: 'idle.logout' }),
  };
}
