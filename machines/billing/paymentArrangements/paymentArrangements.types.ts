import type { PaymentArrangements, PaymentExtensionRequestBody, PaymentExtensionStatus } from '../../../src/domain/paymentArrangements.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface PaymentArrangementsInput {
  /** The selected service account. */
  accountNumber: string;
}

export interface PaymentArrangementsContext extends PaymentArrangementsInput {
  arrangements: PaymentArrangements | null;
  /** The new due date as typed (DD/MM/YYYY). */
  date: string;
  /** The rule the typed date breaks, shown once the user sent it. */
  dateError: string | null;
  /** Why the load failed. */
  failure: CallFailure | null;
  /** Why the last request was refused (kept on the form). */
  actionFailure: CallFailure | null;
  /** What just happened, said once. */
  notice: 'extended' | null;
}

export type PaymentArrangementsEvent =
  | { type: 'arrangements.retry' }
  | { type: 'extension.start' }
  | { type: 'extension.change'; date: string }
  | { type: 'extension.submit' }
  | { type: 'extension.cancel' };

export type PaymentArrangementsTag = 'loading' | 'failed' | 'busy' | 'overview' | 'form:extension';

export type { PaymentExtensionRequestBody, PaymentExtensionStatus };
