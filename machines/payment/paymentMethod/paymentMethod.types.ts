import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { BankFields, CardFields } from '../../../src/domain/paymentForms.ts';
import type {
  BankDetails,
  CardBrand,
  CardDetails,
  PaymentMethodKind,
  PaymentMethodType,
  SavedPaymentMethod,
  WalletApproval,
  WalletDetails,
  WalletType,
} from '../../../src/domain/payment.ts';
import type { CallFailure } from '../../common/effects.ts';

export type { BankFields, CardFields };

/** Save the new method for later, its nickname, and make it (or the saved one chosen) the default. */
interface SaveOptions {
  saveMethod: boolean;
  nickName: string;
  setDefaultPayment: boolean;
}

/** What the bank routing lookup answers for a routing number. */
export interface RoutingLookup {
  routingNumber: string;
  bankName: string | null;
}

/**
 * The step's output: how the customer pays, as the payment calls take it, plus what the review
 * step shows (never more than the last four digits).
 */
export interface PaymentMethodSelection {
  paymentMethod: PaymentMethodType;
  savedPaymentMethod?: string;
  card?: CardDetails;
  bank?: BankDetails;
  /** A wallet approval's one-time token (paymentMethod Wallet). */
  wallet?: WalletDetails;
  saveMethod: boolean;
  nickName: string;
  setDefaultPayment: boolean;
  kind: PaymentMethodKind;
  display: MethodDisplay;
  /** The form as the customer typed it: the step reopens with it (back from review, a card refusal). */
  draft?: PaymentMethodDraft;
}

/** What a review step and a receipt show of the method: never more than the last four digits. */
interface MethodDisplay {
  brand: CardBrand | null;
  last4: string;
  bankName: string | null;
  nickName: string;
  /** The wallet, and the wallet account that pays (masked), of a wallet payment. */
  walletType?: WalletType | null;
  payer?: string | null;
}

/** What the customer has typed or chosen on the step, kept when they leave it and come back. */
export type PaymentMethodDraft = Pick<PaymentMethodContext, 'choice' | 'savedPaymentMethod' | 'card' | 'bank' | 'options' | 'routing' | 'walletType'>;

export interface PaymentMethodInput {
  /** The signed-in user's saved methods (masked); empty for a guest. */
  savedMethods: readonly SavedPaymentMethod[];
  /** A saved method may be used (tokenised payment right; status-2 accounts). */
  allowSaved: boolean;
  /** A new card or bank account may be used (on-the-fly right; always for a guest). */
  allowNew: boolean;
  /** Cards may be used (default true); AutoPay drafts from bank accounts only. */
  allowCard?: boolean;
  /** New methods may be kept as saved methods (signed in only). */
  allowSave: boolean;
  /** Adding a method to keep (/PaymentMethod): a new method is always saved, so no Save box is offered. */
  saveRequired?: boolean;
  /** A wallet may pay (paying now: a wallet approval cannot be scheduled). Wallets are new methods too (allowNew). */
  allowWallet: boolean;
  /** The clock of the expiry rules. */
  today: Date;
  /** What was chosen before (back from a later step): the form opens with it. */
  previous?: PaymentMethodSelection | null;
  /** The form as it was when the customer went back from this step without finishing it. */
  draft?: PaymentMethodDraft | null;
}

export interface PaymentMethodContext {
  savedMethods: readonly SavedPaymentMethod[];
  allowSaved: boolean;
  allowNew: boolean;
  /** Cards may be used: false for bank accounts only (AutoPay). */
  allowCard: boolean;
  allowSave: boolean;
  saveRequired: boolean;
  allowWallet: boolean;
  /** The wallets the gateway offers (loaded when the step starts; none until then or when the list fails). */
  wallets: readonly WalletType[];
  today: Date;
  choice: PaymentMethodType | null;
  savedPaymentMethod: string | null;
  card: CardFields;
  bank: BankFields;
  options: SaveOptions;
  /** The wallet chosen (paymentMethod Wallet). */
  walletType: WalletType | null;
  /** The wallet's approval: its one-time token goes with the payment. */
  walletApproval: WalletApproval | null;
  /** The bank of the routing number typed (looked up), null while unknown. */
  routing: RoutingLookup | null;
  /** Continue to the output once the routing lookup answers (the lookup ran on Continue). */
  continueAfterLookup: boolean;
  errors: FieldErrors;
  formError: 'VLD001' | null;
  failure: CallFailure | null;
}

export type PaymentMethodEvent =
  | { type: 'method.choose'; choice: PaymentMethodType }
  | { type: 'method.selectSaved'; paymentTokenId: string }
  | { type: 'card.change'; field: keyof CardFields; value: string }
  | { type: 'bank.change'; field: keyof BankFields; value: string }
  | { type: 'options.change'; field: 'saveMethod' | 'setDefaultPayment'; value: boolean }
  | { type: 'options.change'; field: 'nickName'; value: string }
  | { type: 'routing.lookup' }
  | { type: 'wallet.select'; walletType: WalletType }
  /** In the wallet's window: the customer approves paying with it, or closes it. */
  | { type: 'wallet.approve' }
  | { type: 'wallet.cancel' }
  | { type: 'method.submit' };

/** The state tags of the machine. */
export type PaymentMethodTag = 'busy';
