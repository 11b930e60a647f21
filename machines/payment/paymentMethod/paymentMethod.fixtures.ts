/**
 * Sample saved methods and selections (shapes of src/domain/payment.ts) shared by the catalogue,
 * the machine tests and the stories of the payment-method step and the flows built on it.
 */
import type { SavedPaymentMethod, WalletApproval, WalletType } from '../../../src/domain/payment.ts';
import type { PaymentMethodSelection } from './paymentMethod.types.ts';

export const savedCard: SavedPaymentMethod = {
  paymentTokenId: 'tok_visa4242demo',
  kind: 'card',
  brand: 'visa',
  last4: '4242',
  maskedNumber: '************4242',
  summary: 'VISA ending 4242',
  nickName: 'Personal Visa',
  isDefault: true,
  holderName: 'Kagiso T Molefe',
  expiryMonth: 8,
  expiryYear: 2028,
  isExpired: false,
  bankName: null,
  routingNumber: null,
  accountType: null,
};

export const savedBank: SavedPaymentMethod = {
  paymentTokenId: 'tok_fnb6789demo',
  kind: 'bank',
  brand: null,
  last4: '6789',
  maskedNumber: '******6789',
  summary: 'Bank account ending 6789',
  nickName: 'FNB cheque account',
  isDefault: false,
  holderName: 'Kagiso T Molefe',
  expiryMonth: null,
  expiryYear: null,
  isExpired: false,
  bankName: 'First National Bank Botswana',
  routingNumber: '281467902',
  accountType: 'checking',
};

export const expiredCard: SavedPaymentMethod = {
  ...savedCard,
  paymentTokenId: 'tok_mc4444expired',
  brand: 'mastercard',
  last4: '4444',
  maskedNumber: '************4444',
  summary: 'Mastercard ending 4444',
  nickName: 'Old card',
  isDefault: false,
  expiryMonth: 1,
  expiryYear: 2025,
  isExpired: true,
};

export const savedCardSelection: PaymentMethodSelection = {
  paymentMethod: 'SavedPaymentMethod',
  savedPaymentMethod: savedCard.paymentTokenId,
  saveMethod: false,
  nickName: '',
  setDefaultPayment: false,
  kind: 'card',
  display: { brand: 'visa', last4: '4242', bankName: null, nickName: 'Personal Visa' },
};

export const newCardSelection: PaymentMethodSelection = {
  paymentMethod: 'NewCard',
  card: { nameOnCard: 'Kagiso Molefe', cardNumber: '5555555555554444', expiryMonth: 12, expiryYear: 2028, cvv: '123', cardType: 'mastercard' },
  saveMethod: true,
  nickName: 'Travel card',
  setDefaultPayment: false,
  kind: 'card',
  display: { brand: 'mastercard', last4: '4444', bankName: null, nickName: 'Travel card' },
};

export const newBankSelection: PaymentMethodSelection = {
  paymentMethod: 'NewBankAccount',
  bank: {
    accountHolderName: 'Kagiso Molefe',
    accountType: 'savings',
    routingNumber: '281467902',
    confirmRoutingNumber: '281467902',
    bankAccountNumber: '62001234',
    confirmBankAccountNumber: '62001234',
  },
  saveMethod: false,
  nickName: '',
  setDefaultPayment: false,
  kind: 'bank',
  display: { brand: null, last4: '1234', bankName: 'First National Bank Botswana', nickName: '' },
};

/** The wallets the reference gateway offers by default. */
export const sampleWallets: WalletType[] = ['PayPal', 'GooglePay', 'ApplePay', 'Venmo'];

/** A PayPal approval as POST {payment}/wallet/approve answers it for demo.customer. */
export const paypalApproval: WalletApproval = {
  walletType: 'PayPal',
  walletToken: 'wal_0123456789abcdef01234567',
  payer: 'k***@example.com',
  expiresAt: '2026-11-22T10:15:00.000Z',
};

export const walletSelection: PaymentMethodSelection = {
  paymentMethod: 'Wallet',
  wallet: { walletType: 'PayPal', walletToken: paypalApproval.walletToken },
  saveMethod: false,
  nickName: '',
  setDefaultPayment: false,
  kind: 'wallet',
  display: { brand: null, last4: '', bankName: null, nickName: '', walletType: 'PayPal', payer: paypalApproval.payer },
};

/** Wallet calls that answer at once (stories and tests): the four wallets, and an approval for the one chosen. */
export const sampleWalletCalls = {
  loadWallets: (): Promise<WalletType[]> => Promise.resolve([...sampleWallets]),
  approveWallet: (walletType: WalletType): Promise<WalletApproval> => Promise.resolve({ ...paypalApproval, walletType }),
};
