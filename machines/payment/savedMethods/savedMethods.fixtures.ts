/**
 * Sample lists of /PaymentMethod shared by the catalogue, the machine and view tests and the stories.
 */
import type { SavedPaymentMethod } from '../../../src/domain/payment.ts';
import { expiredCard, newBankSelection, newCardSelection, savedBank, savedCard } from '../paymentMethod/paymentMethod.fixtures.ts';
import type { PaymentMethodSelection } from '../paymentMethod/paymentMethod.types.ts';

export const sampleMethodsAccount = '300041526371';
export const sampleMethodsToday = new Date('2026-11-20T10:00:00Z');

const free = { scheduledPayments: 0, autoPay: 0 };

/** The default Visa, a bank account that a scheduled payment pays with, and an expired Mastercard. */
export const sampleMethods: SavedPaymentMethod[] = [
  { ...savedCard, uses: free },
  { ...savedBank, uses: { scheduledPayments: 1, autoPay: 0 } },
  { ...expiredCard, uses: free },
];

export const [defaultVisa, scheduledBank, oldMastercard] = sampleMethods as [SavedPaymentMethod, SavedPaymentMethod, SavedPaymentMethod];

/** A new card to add: saved as "Travel card", made the default. */
export const addCardSelection: PaymentMethodSelection = { ...newCardSelection, saveMethod: true, setDefaultPayment: true };

/** A new bank account to add, with a nickname. */
export const addBankSelection: PaymentMethodSelection = {
  ...newBankSelection,
  saveMethod: true,
  nickName: 'Savings',
  display: { ...newBankSelection.display, nickName: 'Savings' },
};

/** The Mastercard added from addCardSelection, as the list answers it (the default now). */
export const addedMastercard: SavedPaymentMethod = {
  ...oldMastercard,
  paymentTokenId: 'tok_mc4444travel',
  nickName: 'Travel card',
  expiryMonth: 12,
  expiryYear: 2028,
  isExpired: false,
  isDefault: true,
};

/** The list after each write (the calls answer the whole list). */
export const afterAdd: SavedPaymentMethod[] = [addedMastercard, { ...defaultVisa, isDefault: false }, scheduledBank, oldMastercard];
export const afterSetDefault: SavedPaymentMethod[] = [{ ...scheduledBank, isDefault: true }, { ...defaultVisa, isDefault: false }, oldMastercard];
export const afterRename: SavedPaymentMethod[] = [{ ...defaultVisa, nickName: 'Everyday Visa' }, scheduledBank, oldMastercard];
export const afterRemove: SavedPaymentMethod[] = [defaultVisa, scheduledBank];
