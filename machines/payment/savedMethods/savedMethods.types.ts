import type { CallFailure } from '../../common/effects.ts';
import type { SavedPaymentMethod } from '../../../src/domain/payment.ts';
import type { PaymentMethodDraft, PaymentMethodSelection } from '../paymentMethod/paymentMethod.types.ts';

export interface SavedMethodsInput {
  /** The selected account: the list call names it (the methods are the user's). */
  accountNumber: string;
  /** The payment-methods right on the account: add, set the default, rename and remove (else the list only). */
  canManage: boolean;
  /** The clock of the card expiry rules of the add form. */
  today: Date;
}

export type NoticeMethod = Pick<SavedPaymentMethod, 'kind' | 'brand' | 'last4' | 'bankName' | 'nickName'>;

/** What the page says once, as a toast. */
export interface SavedMethodsNotice {
  kind: 'added' | 'defaultSet' | 'renamed' | 'removed';
  /** The method it is about (the view names it: its nickname, else "VISA ending 4242" in the language). */
  method: NoticeMethod | null;
  /** Counts notices, so the same text twice is announced twice. */
  seq: number;
}

export interface SavedMethodsContext extends SavedMethodsInput {
  /** The user's saved methods, the default first. */
  methods: SavedPaymentMethod[];
  /** Why the list could not be loaded. */
  failure: CallFailure | null;
  /** The method a dialog (rename, remove) or a set-default call is about. */
  selected: SavedPaymentMethod | null;
  /** The nickname typed in the rename dialog, and its field code. */
  nickName: string;
  nickNameError: string | null;
  /** Why the last write failed: in its dialog (rename, remove), above the add form, or above the list (set default). */
  actionFailure: CallFailure | null;
  /** The new method being saved (add). */
  adding: PaymentMethodSelection | null;
  /** The add form as typed: it reopens with it after a refusal. */
  addDraft: PaymentMethodDraft | null;
  notice: SavedMethodsNotice | null;
}

export type SavedMethodsEvent =
  | { type: 'methods.retry' }
  | { type: 'method.add' }
  | { type: 'add.cancel' }
  | { type: 'method.setDefault'; paymentTokenId: string }
  | { type: 'default.retry' }
  | { type: 'default.dismiss' }
  | { type: 'method.rename'; paymentTokenId: string }
  | { type: 'rename.change'; value: string }
  | { type: 'rename.confirm' }
  | { type: 'rename.dismiss' }
  | { type: 'method.remove'; paymentTokenId: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.dismiss' };

export type SavedMethodsTag = 'loading' | 'failed' | 'list' | 'adding' | 'dialog:rename' | 'dialog:remove' | 'dialog:inUse' | 'busy';

export interface RenameInput {
  paymentTokenId: string;
  nickName: string;
}
