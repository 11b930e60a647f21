/** Sample data of Text To Pay (catalogue, machine tests, stories, view paths). */
import type { TextToPayStatus } from '../../../src/domain/textToPay.ts';
import { savedBank } from '../paymentMethod/paymentMethod.fixtures.ts';

export const sampleTextToPayAccount = '300041526371';

/** A mobile number that keeps document 2's phone rules, and one that breaks them (not starting with 7). */
export const validMobileNumber = '71234567';
export const invalidMobileNumber = '81234567';

/** Not enrolled: the saved FNB account, BWP 1,240.50 due on 28/11/2026. */
export const notEnrolledTextToPay: TextToPayStatus = {
  accountNumber: sampleTextToPayAccount,
  enrolled: false,
  enrolment: null,
  bankAccounts: [savedBank],
  amountDue: 1240.5,
  dueDate: '2026-11-28',
};

/** Enrolled with 71234567 and the FNB account; a link texted on 20/11/2026. */
export const enrolledTextToPay: TextToPayStatus = {
  ...notEnrolledTextToPay,
  enrolled: true,
  enrolment: {
    mobileNumber: '****4567',
    paymentTokenId: savedBank.paymentTokenId,
    bankName: savedBank.bankName,
    last4: savedBank.last4,
    nickName: savedBank.nickName,
    enrolledAt: '2026-11-20T10:00:00.000Z',
    linkSentAt: '2026-11-20T10:00:00.000Z',
    linkValidUntil: '2026-11-27T10:00:00.000Z',
  },
};

/** No saved bank account: the form cannot be sent; the page points to /PaymentMethod. */
export const noBankTextToPay: TextToPayStatus = { ...notEnrolledTextToPay, bankAccounts: [] };
