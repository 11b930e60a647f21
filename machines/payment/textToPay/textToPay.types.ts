import type { TextToPayStatus } from '../../../src/domain/textToPay.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface TextToPayInput {
  /** The selected service account. */
  accountNumber: string;
  /** The text-to-pay right on the account: enrol, change, unenrol, resend the link. */
  canEdit: boolean;
  /** /EnrollTextToPay: the form opens as soon as the detail is read. */
  startWithForm: boolean;
}

/** The form as typed (document 1 section 3: mobile number, consent, saved banks). */
export interface TextToPayForm {
  mobileNumber: string;
  consent: boolean;
  /** The chosen saved bank account's token ('' when none chosen). */
  bankToken: string;
}

export interface TextToPayFormErrors {
  mobileNumber?: string;
  consent?: string;
  bankToken?: string;
}

/** What the page says once, as a toast. */
export interface TextToPayNotice {
  kind: 'enrolled' | 'resent' | 'unenrolled';
  seq: number;
}

export interface TextToPayContext extends TextToPayInput {
  status: TextToPayStatus | null;
  form: TextToPayForm;
  errors: TextToPayFormErrors;
  /** Why the detail could not be read. */
  failure: CallFailure | null;
  /** Why the enrolment, the resend or the unenrolment was refused. */
  actionFailure: CallFailure | null;
  notice: TextToPayNotice | null;
}

export type TextToPayEvent =
  | { type: 'textToPay.retry' }
  | { type: 'textToPay.enrol' }
  | { type: 'textToPay.resend' }
  | { type: 'textToPay.unenrol' }
  | { type: 'form.mobile'; value: string }
  | { type: 'form.consent'; accepted: boolean }
  | { type: 'form.bank'; token: string }
  | { type: 'textToPay.submit' }
  | { type: 'textToPay.back' }
  | { type: 'unenrol.confirm' }
  | { type: 'unenrol.dismiss' }
  | { type: 'textToPay.finish' };

export type TextToPayStepId = 'details' | 'done';

export type TextToPayTag = 'loading' | 'failed' | 'overview' | 'dialog:unenrol' | 'busy' | 'done' | StepTag<TextToPayStepId>;

/** What the enrolment takes: the account and the form (checked). */
export interface TextToPayEnrolInput {
  accountNumber: string;
  form: TextToPayForm;
}
