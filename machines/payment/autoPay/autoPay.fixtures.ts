/** Sample data of AutoPay (catalogue, machine tests, stories, view paths). */
import type { AutoPayStatus } from '../../../src/domain/autoPay.ts';
import type { PaymentMethodSelection } from '../paymentMethod/paymentMethod.types.ts';
import { newBankSelection, savedBank } from '../paymentMethod/paymentMethod.fixtures.ts';

export const sampleAutoPayAccount = '300041526371';
export const sampleAutoPayToday = new Date('2026-11-20T10:00:00Z');

/** Not enrolled: the saved FNB account, BWP 1,240.50 due on 28/11/2026. */
export const notEnrolledStatus: AutoPayStatus = {
  accountNumber: sampleAutoPayAccount,
  enrolment: null,
  nextDraft: null,
  bankAccounts: [savedBank],
  amountDue: 1240.5,
  dueDate: '2026-11-28',
  limits: { minimum: 10, maximum: 50_000 },
};

/** Enrolled with the saved FNB account: the amount due on the due date. */
export const enrolledStatus: AutoPayStatus = {
  ...notEnrolledStatus,
  enrolment: {
    paymentTokenId: savedBank.paymentTokenId,
    bankName: savedBank.bankName,
    last4: savedBank.last4,
    nickName: savedBank.nickName,
    amountType: 'AmountDue',
    fixedAmount: null,
    makePaymentType: 'PayonDueDate',
    daysBeforeDueDate: null,
    enrolledAt: '2026-11-20T10:00:00.000Z',
  },
  nextDraft: { date: '2026-11-28', amount: 1240.5 },
};

/** Changed to BWP 150.00, 3 days before the due date. */
export const changedStatus: AutoPayStatus = {
  ...enrolledStatus,
  enrolment: { ...enrolledStatus.enrolment!, amountType: 'FixedAmount', fixedAmount: 150, makePaymentType: 'DaysBeforeDueDate', daysBeforeDueDate: 3 },
  nextDraft: { date: '2026-11-25', amount: 150 },
};

/** The method step's outcomes: the saved FNB account, or a new bank account (saved with it). */
export const savedBankChoice: PaymentMethodSelection = {
  paymentMethod: 'SavedPaymentMethod',
  savedPaymentMethod: savedBank.paymentTokenId,
  saveMethod: false,
  nickName: '',
  setDefaultPayment: false,
  kind: 'bank',
  display: { brand: null, last4: savedBank.last4, bankName: savedBank.bankName, nickName: savedBank.nickName },
};
export const newBankChoice: PaymentMethodSelection = {
  ...newBankSelection,
  saveMethod: true,
  nickName: 'Bills',
  display: { ...newBankSelection.display, nickName: 'Bills' },
};
