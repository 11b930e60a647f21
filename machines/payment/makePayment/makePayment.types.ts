import type { StepTag } from '../../common/steps.ts';
import type { PaymentBody } from '../../../src/domain/payment.ts';
import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { AmountFields, GuestAccountFields, PaymentTerms } from '../../../src/domain/paymentForms.ts';
import type {
  ConvenienceFeeData,
  CurrentBill,
  DuplicateCheckData,
  GuestAccountData,
  PaymentMethodKind,
  PaymentReceipt,
  SavedPaymentMethod,
} from '../../../src/domain/payment.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { PaymentMethodDraft, PaymentMethodSelection } from '../paymentMethod/paymentMethod.types.ts';

export type { AmountFields, GuestAccountFields, PaymentTerms };

/** Signed in (/PayBill) or a guest before sign-in (/MakePayment). */
export type PaymentMode = 'signedIn' | 'guest';
export type PaymentTiming = 'payNow' | 'scheduled';

export interface MakePaymentInput {
  mode: PaymentMode;
  /** The selected account (signed in); null for a guest, who types it. */
  accountNumber: string | null;
  /** The user may pay with a saved method (tokenised payment right; status-2 accounts). */
  allowSaved: boolean;
  /** The user may pay with a new card or bank account (on-the-fly right; always for a guest). */
  allowNew: boolean;
  today: Date;
  /** Makes the Idempotency-Key of one submission (a UUID); called when the review step is reached. */
  newIdempotencyKey: () => string;
}

/** What a signed-in payment starts from. */
export interface PaymentData {
  bill: CurrentBill;
  methods: SavedPaymentMethod[];
}

/** The body of pay, schedule and guest pay, as src/domain/payment.ts infers it from its schemas. */
export type { PaymentBody } from '../../../src/domain/payment.ts';

export interface SubmitPaymentInput {
  mode: PaymentMode;
  timing: PaymentTiming;
  body: PaymentBody;
  idempotencyKey: string;
}

export interface MakePaymentOutput {
  timing: PaymentTiming;
  receipt: PaymentReceipt;
}

export interface MakePaymentContext {
  mode: PaymentMode;
  accountNumber: string | null;
  allowSaved: boolean;
  allowNew: boolean;
  today: Date;
  newIdempotencyKey: () => string;
  guest: GuestAccountFields;
  guestAccount: GuestAccountData | null;
  terms: PaymentTerms | null;
  savedMethods: SavedPaymentMethod[];
  amount: AmountFields;
  method: PaymentMethodSelection | null;
  /** The method step as typed when the customer went back from it unfinished (restored on return). */
  methodDraft: PaymentMethodDraft | null;
  fee: ConvenienceFeeData | null;
  duplicate: DuplicateCheckData['previous'];
  /** The key of the submission on review: made when review is reached, reused on every retry. */
  idempotencyKey: string | null;
  receipt: PaymentReceipt | null;
  errors: FieldErrors;
  formError: 'VLD001' | null;
  failure: CallFailure | null;
}

export type MakePaymentEvent =
  | { type: 'guest.change'; field: keyof GuestAccountFields; value: string }
  | { type: 'amount.change'; field: 'amountType' | 'otherAmount' | 'dateType' | 'paymentDate'; value: string }
  | { type: 'amount.change'; field: 'paperless'; value: boolean }
  | { type: 'duplicate.confirm' }
  | { type: 'duplicate.cancel' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'payment.submit' }
  | { type: 'payment.retry' };

export type FeeLookupInput = { accountNumber: string; amount: number; methodType: PaymentMethodKind };

/** The state tags of the machine (a step tag per step of its tracker). */
export type MakePaymentTag = 'busy' | 'loading' | StepTag<'account' | 'amount' | 'method' | 'review'>;
