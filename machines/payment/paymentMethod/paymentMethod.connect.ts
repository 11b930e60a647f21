import type { SnapshotFrom } from 'xstate';
import {
  cardBrandLabels,
  cvvDigitsFor,
  detectCardBrand,
  expiryYearOptions,
  type CardBrand,
  type PaymentMethodType,
  type SavedPaymentMethod,
  type WalletType,
} from '../../../src/domain/payment.ts';
import { usableSavedMethods, usableWallets, type paymentMethodMachine } from './paymentMethod.machine.ts';
import type { BankFields, CardFields, PaymentMethodContext, PaymentMethodEvent } from './paymentMethod.types.ts';

export interface PaymentMethodViewModel {
  /** The choices this user may make, in order. */
  choices: PaymentMethodType[];
  choice: PaymentMethodType | null;
  savedMethods: readonly SavedPaymentMethod[];
  savedPaymentMethod: string | null;
  card: CardFields;
  bank: BankFields;
  options: PaymentMethodContext['options'];
  /** The brand the card number shows (null until recognised). */
  brand: CardBrand | null;
  brandLabel: string | null;
  cvvDigits: 3 | 4;
  /** Expiry years: this year for 10, this year left out when the chosen month is past. */
  expiryYears: number[];
  /** The bank of the routing number, once looked up. */
  bankName: string | null;
  canSave: boolean;
  /** Every new method is saved (adding one on /PaymentMethod): no Save box, the nickname shows at once. */
  saveRequired: boolean;
  /** The wallets offered (the Wallet choice lists them). */
  wallets: readonly WalletType[];
  walletType: WalletType | null;
  /** The wallet's window while the customer approves (busy once approved, while its token comes). */
  walletWindow: { walletType: WalletType; busy: boolean } | null;
  /** Busy while the routing number is looked up. */
  busy: boolean;
  done: boolean;
  errors: PaymentMethodContext['errors'];
  formError: 'VLD001' | null;
  failure: PaymentMethodContext['failure'];
  choose: (choice: PaymentMethodType) => void;
  selectSaved: (paymentTokenId: string) => void;
  changeCard: (field: keyof CardFields, value: string) => void;
  changeBank: (field: keyof BankFields, value: string) => void;
  changeOption: (field: 'saveMethod' | 'setDefaultPayment', value: boolean) => void;
  changeNickname: (value: string) => void;
  lookUpRouting: () => void;
  selectWallet: (walletType: WalletType) => void;
  approveWallet: () => void;
  cancelWallet: () => void;
  submit: () => void;
}

export function connectPaymentMethod(
  snapshot: SnapshotFrom<typeof paymentMethodMachine>,
  send: (event: PaymentMethodEvent) => void,
): PaymentMethodViewModel {
  const { context } = snapshot;
  const usable = usableSavedMethods(context);
  const choices: PaymentMethodType[] = [
    ...(usable.length > 0 ? (['SavedPaymentMethod'] as const) : []),
    ...(context.allowNew ? (context.allowCard ? (['NewCard', 'NewBankAccount'] as const) : (['NewBankAccount'] as const)) : []),
    ...(usableWallets(context).length > 0 ? (['Wallet'] as const) : []),
  ];
  const walletWindowOpen = snapshot.matches('approvingWallet') || snapshot.matches('authorizingWallet');
  const brand = detectCardBrand(context.card.cardNumber);
  const month = context.card.expiryMonth === '' ? undefined : Number(context.card.expiryMonth);
  const routing = context.routing;
  return {
    choices,
    choice: context.choice,
    savedMethods: context.allowSaved ? context.savedMethods : [],
    savedPaymentMethod: context.savedPaymentMethod,
    card: context.card,
    bank: context.bank,
    options: context.options,
    brand,
    brandLabel: brand ? cardBrandLabels[brand] : null,
    cvvDigits: cvvDigitsFor(context.card.cardNumber),
    expiryYears: expiryYearOptions(context.today, month),
    bankName: routing && routing.routingNumber === context.bank.routingNumber.trim() ? routing.bankName : null,
    // A wallet is approved for this payment only: never saved here.
    canSave: context.allowSave && context.choice !== 'Wallet',
    saveRequired: context.saveRequired,
    wallets: usableWallets(context),
    walletType: context.walletType,
    walletWindow: walletWindowOpen && context.walletType ? { walletType: context.walletType, busy: snapshot.matches('authorizingWallet') } : null,
    busy: snapshot.hasTag('busy'),
    done: snapshot.status === 'done',
    errors: context.errors,
    formError: context.formError,
    failure: context.failure,
    choose: (choice) => send({ type: 'method.choose', choice }),
    selectSaved: (paymentTokenId) => send({ type: 'method.selectSaved', paymentTokenId }),
    changeCard: (field, value) => send({ type: 'card.change', field, value }),
    changeBank: (field, value) => send({ type: 'bank.change', field, value }),
    changeOption: (field, value) => send({ type: 'options.change', field, value }),
    changeNickname: (value) => send({ type: 'options.change', field: 'nickName', value }),
    lookUpRouting: () => send({ type: 'routing.lookup' }),
    selectWallet: (walletType) => send({ type: 'wallet.select', walletType }),
    approveWallet: () => send({ type: 'wallet.approve' }),
    cancelWallet: () => send({ type: 'wallet.cancel' }),
    submit: () => send({ type: 'method.submit' }),
  };
}
