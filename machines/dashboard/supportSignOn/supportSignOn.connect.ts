import type { SnapshotFrom } from 'xstate';
import type { supportSignOnMachine } from './supportSignOn.machine.ts';
import type { SupportSignOnEvent, SupportSignOnFailure } from './supportSignOn.types.ts';

export interface SupportSignOnViewModel {
  accountNumber: string;
  fieldError: string | null;
  failure: SupportSignOnFailure | null;
  busy: boolean;
  change: (accountNumber: string) => void;
  submit: () => void;
}

export function connectSupportSignOn(
  snapshot: SnapshotFrom<typeof supportSignOnMachine>,
  send: (event: SupportSignOnEvent) => void,
): SupportSignOnViewModel {
  const { accountNumber, fieldError, failure } = snapshot.context;
  return {
    accountNumber,
    fieldError,
    failure,
    busy: snapshot.hasTag('busy'),
    change: (value) => send({ type: 'supportSignOn.change', accountNumber: value }),
    submit: () => send({ type: 'supportSignOn.submit' }),
  };
}
