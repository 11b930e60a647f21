import type { AutoPayAmountType, AutoPayDateType, AutoPayStatus } from '../../../src/domain/autoPay.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';
import type { PaymentMethodDraft, PaymentMethodSelection } from '../paymentMethod/paymentMethod.types.ts';

export interface AutoPayInput {
  /** The selected service account. */
  accountNumber: string;
  /** The AutoPay edit right: enrol, or change the enrolment. */
  canEdit: boolean;
  /** The AutoPay delete right: cancel the enrolment. */
  canCancel: boolean;
  /** The clock of the bank-account rules of the method step. */
  today: Date;
  /** /EnrollAutoPay: the form opens as soon as the status is read (the change form when enrolled). */
  startWithForm: boolean;
}

/** The amount and date rule as typed (document 1 section 3: AmountDue and PayonDueDate by default). */
export interface AutoPayRuleFields {
  amountType: AutoPayAmountType;
  /** The fixed amount as typed (FixedAmount). */
  fixedAmount: string;
  makePaymentType: AutoPayDateType;
  /** Days before the due date as typed (DaysBeforeDueDate). */
  daysBefore: string;
}

export interface AutoPayRuleErrors {
  fixedAmount?: string;
  daysBefore?: string;
}

/** What the page says once, as a toast. */
export interface AutoPayNotice {
  kind: 'enrolled' | 'updated' | 'cancelled';
  seq: number;
}

export interface AutoPayContext extends AutoPayInput {
  /** The enroll status, the bank accounts, the amount due and limits (null until read). */
  status: AutoPayStatus | null;
  rule: AutoPayRuleFields;
  ruleErrors: AutoPayRuleErrors;
  /** The bank account chosen on the method step (the review shows it; the enrolment sends it). */
  selection: PaymentMethodSelection | null;
  /** The method step's form as it opens (a change starts from the enrolled bank account). */
  methodDraft: PaymentMethodDraft | null;
  termsAccepted: boolean;
  termsError: string | null;
  /** Why the status could not be read. */
  failure: CallFailure | null;
  /** Why the enrolment or the cancellation was refused. */
  actionFailure: CallFailure | null;
  notice: AutoPayNotice | null;
}

export type AutoPayEvent =
  | { type: 'autoPay.retry' }
  | { type: 'autoPay.enrol' }
  | { type: 'autoPay.edit' }
  | { type: 'autoPay.cancel' }
  | { type: 'rule.change'; field: 'amountType'; value: AutoPayAmountType }
  | { type: 'rule.change'; field: 'makePaymentType'; value: AutoPayDateType }
  | { type: 'rule.change'; field: 'fixedAmount' | 'daysBefore'; value: string }
  | { type: 'autoPay.back' }
  | { type: 'terms.change'; accepted: boolean }
  | { type: 'autoPay.submit' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'autoPay.finish' };

export type AutoPayStepId = 'details' | 'review';

export type AutoPayTag = 'loading' | 'failed' | 'overview' | 'dialog:cancel' | 'busy' | 'done' | StepTag<AutoPayStepId>;

/** What the enrolment call takes: the account, the bank account chosen and the rule as typed (checked). */
export interface AutoPayEnrolInput {
  accountNumber: string;
  selection: PaymentMethodSelection;
  rule: AutoPayRuleFields;
}
