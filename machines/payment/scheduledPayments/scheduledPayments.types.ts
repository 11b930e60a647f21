import type { CallFailure } from '../../common/effects.ts';
import type { CancelScheduledData, ScheduledPayment } from '../../../src/domain/payment.ts';

export interface ScheduledPaymentsInput {
  /** The signed-in user: GET {payment}/scheduled?uuid= answers every account of theirs. */
  uuid: string;
  /** The selected account: only its payments are listed. */
  accountNumber: string;
  /** The cancel-scheduled-payment right of the user's role on the account. */
  canCancel: boolean;
}

/** What the page says once: a payment was cancelled, or it could no longer be (already made or gone). */
export interface ScheduledNotice {
  kind: 'cancelled' | 'gone';
  payment: ScheduledPayment;
  /** Counts notices, so the same text twice is announced twice. */
  seq: number;
}

export interface ScheduledPaymentsContext extends ScheduledPaymentsInput {
  /** The account's future payments, soonest first. */
  payments: ScheduledPayment[];
  /** The payment the confirmation dialog asks about. */
  selected: ScheduledPayment | null;
  /** Why the list could not be loaded. */
  failure: CallFailure | null;
  /** Why the last cancellation failed (shown in the dialog, with Try again). */
  cancelFailure: CallFailure | null;
  notice: ScheduledNotice | null;
}

export type ScheduledPaymentsEvent =
  | { type: 'scheduled.retry' }
  | { type: 'scheduled.cancel'; schedulePayUid: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

export type ScheduledPaymentsTag = 'loading' | 'failed' | 'empty' | 'list' | 'dialog' | 'busy';

export type CancelScheduledInput = { schedulePayUid: string; accountNumber: string };
export type CancelScheduledOutput = CancelScheduledData;
