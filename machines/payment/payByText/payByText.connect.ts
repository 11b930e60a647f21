import type { SnapshotFrom } from 'xstate';
import type { TextToPayLink, TextToPayPaid } from '../../../src/domain/textToPay.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { payByTextMachine } from './payByText.machine.ts';
import type { PayByTextEvent } from './payByText.types.ts';

export type PayByTextViewStatus = 'loading' | 'failed' | 'expired' | 'ready' | 'paid';

export interface PayByTextViewModel {
  status: PayByTextViewStatus;
  busy: boolean;
  link: TextToPayLink | null;
  receipt: TextToPayPaid | null;
  /** Why the link could not be read (failed), or paying was refused (ready). */
  failure: CallFailure | null;
  retry: () => void;
  pay: () => void;
}

export function connectPayByText(snapshot: SnapshotFrom<typeof payByTextMachine>, send: (event: PayByTextEvent) => void): PayByTextViewModel {
  const { context } = snapshot;
  const status: PayByTextViewStatus = snapshot.matches('expired')
    ? 'expired'
    : snapshot.hasTag('failed')
      ? 'failed'
      : snapshot.hasTag('paid')
        ? 'paid'
        : snapshot.hasTag('ready')
          ? 'ready'
          : 'loading';
  return {
    status,
    busy: snapshot.hasTag('busy'),
    link: context.link,
    receipt: context.receipt,
    failure: context.failure,
    retry: () => send({ type: 'payByText.retry' }),
    pay: () => send({ type: 'payByText.pay' }),
  };
}
