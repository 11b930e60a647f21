import type { StepTag } from '../../common/steps.ts';
import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { SavedPaymentMethod } from '../../../src/domain/payment.ts';
import type { MeterValidationData, RechargeBody, RechargeReceipt } from '../../../src/domain/prepaid.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { PaymentMethodDraft, PaymentMethodSelection } from '../paymentMethod/paymentMethod.types.ts';

/** Before sign-in (/RechargeMeter, any meter) or signed in (/Recharge, the account's meter). */
export type RechargeMode = 'guest' | 'account';

export type RechargeStepName = 'meter' | 'amount' | 'method' | 'review';

export interface RechargeContext {
  mode: RechargeMode;
  /** The signed-in account (account mode), else null. */
  accountNumber: string | null;
  meterNumber: string;
  /** Signed in: the account's meter, not typed by the user. */
  meterFixed: boolean;
  /** What ValidateMeterForPayments answered: masked holder, limits, units bought this month. */
  meter: MeterValidationData | null;
  /** The amount as typed (BWP). */
  amount: string;
  /** Signed in: the user's saved methods (null until loaded for the method step). */
  savedMethods: SavedPaymentMethod[] | null;
  /** What the shared payment-method step answered (kept for a return to that step). */
  selection: PaymentMethodSelection | null;
  /** The method step as typed when the customer went back from it unfinished (restored on return). */
  methodDraft: PaymentMethodDraft | null;
  /** Field message codes of the step on screen. */
  errors: FieldErrors;
  formError: 'VLD001' | null;
  /** The last call's failure, shown until the user acts again. */
  failure: CallFailure | null;
  /** Made when the review step is reached; every retry of that submission sends the same one. */
  idempotencyKey: string | null;
  receipt: RechargeReceipt | null;
  today: Date;
}

export interface RechargeInput {
  mode: RechargeMode;
  /** Account mode: the selected account and its meter. */
  accountNumber?: string | null;
  meterNumber?: string | null;
  today: Date;
}

export type RechargeEvent =
  | { type: 'meter.change'; value: string }
  | { type: 'amount.change'; value: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'recharge.submit' };

/** What the recharge call is given: the body of either variant and the submission's key. */
export interface RechargeRequest {
  mode: RechargeMode;
  idempotencyKey: string;
  body: RechargeBody;
}

/** The body of either variant, as src/domain/prepaid.ts infers it from its schemas. */
export type { RechargeBody } from '../../../src/domain/prepaid.ts';

export interface ValidateMeterRequest {
  meterNumber: string;
  accountNumber?: string;
}

/** The state tags of the machine (a step tag per step of its tracker). */
export type RechargeTag = 'busy' | StepTag<'meter' | 'amount' | 'method' | 'review'>;
