import type { SnapshotFrom } from 'xstate';
import type { ScheduledPayment } from '../../../src/domain/payment.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { scheduledPaymentsMachine } from './scheduledPayments.machine.ts';
import type { ScheduledNotice, ScheduledPaymentsEvent } from './scheduledPayments.types.ts';

type ScheduledPaymentsStatus = 'loading' | 'failed' | 'empty' | 'list';

export interface CancelDialogModel {
  payment: ScheduledPayment;
  /** The cancellation is under way: both buttons wait. */
  busy: boolean;
  /** Why the last try failed (Try again is the confirm button). */
  failure: CallFailure | null;
}

export interface ScheduledPaymentsViewModel {
  status: ScheduledPaymentsStatus;
  payments: ScheduledPayment[];
  failure: CallFailure | null;
  /** Cancel buttons are shown (the cancel right). */
  canCancel: boolean;
  /** Cancel buttons can be pressed now (no dialog open). */
  cancelEnabled: boolean;
  dialog: CancelDialogModel | null;
  notice: ScheduledNotice | null;
  retry: () => void;
  askCancel: (schedulePayUid: string) => void;
  confirmCancel: () => void;
  dismissCancel: () => void;
}

export function connectScheduledPayments(
  snapshot: SnapshotFrom<typeof scheduledPaymentsMachine>,
  send: (event: ScheduledPaymentsEvent) => void,
): ScheduledPaymentsViewModel {
  const { context } = snapshot;
  const status: ScheduledPaymentsStatus = snapshot.hasTag('failed')
    ? 'failed'
    : snapshot.hasTag('empty')
      ? 'empty'
      : snapshot.hasTag('list')
        ? 'list'
        : 'loading';
  const selected = context.selected;
  return {
    status,
    payments: status === 'list' ? context.payments : [],
    failure: status === 'failed' ? context.failure : null,
    canCancel: context.canCancel,
    cancelEnabled: snapshot.matches('list'),
    dialog:
      snapshot.hasTag('dialog') && selected
        ? { payment: selected, busy: snapshot.hasTag('busy'), failure: snapshot.matches('cancelFailed') ? context.cancelFailure : null }
        : null,
    notice: context.notice,
    retry: () => send({ type: 'scheduled.retry' }),
    askCancel: (schedulePayUid) => send({ type: 'scheduled.cancel', schedulePayUid }),
    confirmCancel: () => send({ type: 'cancel.confirm' }),
    dismissCancel: () => send({ type: 'cancel.dismiss' }),
  };
}
