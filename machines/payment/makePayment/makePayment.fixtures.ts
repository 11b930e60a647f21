/**
 * Sample bills, guest account answers and receipts (shapes of src/domain/payment.ts) shared by the
 * catalogue, the machine tests and the stories of Make a Payment.
 */
import type { ConvenienceFeeData, CurrentBill, DuplicateCheckData, GuestAccountData, PaymentReceipt } from '../../../src/domain/payment.ts';
import { savedBank, savedCard } from '../paymentMethod/paymentMethod.fixtures.ts';
import type { PaymentData } from './makePayment.types.ts';

export const sampleToday = new Date('2026-11-22T10:00:00Z');

const sampleBill: CurrentBill = {
  accountNumber: '300041526371',
  isPrepaid: false,
  currency: 'BWP',
  amountDue: 1240.5,
  pastDueAmount: 310.25,
  currentCharges: 930.25,
  balance: 1240.5,
  billNumber: 'B-2026-11-0001',
  billDate: '2026-11-07',
  dueDate: '2026-11-28',
  billPeriodStart: '2026-10-01',
  billPeriodEnd: '2026-10-31',
  netDueDate: '2026-12-03',
  minimumAllowed: 10,
  maximumAllowed: 50_000,
  oneTimePaymentAllowed: true,
  scheduledPaymentAllowed: true,
  latestScheduleDate: '2026-12-28',
  scheduledPayments: [],
  paperless: false,
};

export const samplePaymentData: PaymentData = { bill: sampleBill, methods: [savedCard, savedBank] };

export const sampleGuestAccount: GuestAccountData = {
  accountNumber: '********6371',
  maskedName: 'K***** M*****',
  isPrepaid: false,
  amountDue: 1240.5,
  pastDueAmount: 310.25,
  dueDate: '2026-11-28',
  minimumAllowed: 10,
  maximumAllowed: 50_000,
  guestPaymentToken: 'guest-payment-token',
  expiresIn: 1800,
};

export const sampleFee: ConvenienceFeeData = {
  amount: 1240.5,
  methodType: 'card',
  convenienceFee: 31.01,
  total: 1271.51,
  rule: { percent: 2.5, minimum: 5 },
};

export const sampleDuplicate: DuplicateCheckData = {
  duplicate: true,
  previous: { confirmationNumber: 'PAY-7F3K2Q', amount: 1240.5, date: '2026-11-22T08:15:00Z', status: 'completed', method: 'VISA ending 4242' },
};

export const sampleReceipt: PaymentReceipt = {
  confirmationNumber: 'PAY-9X4M7A',
  schedulePayUid: '0b9e4c1e-4f7a-4d8e-9a55-3f1c2b7d6e01',
  status: 'completed',
  accountNumber: '300041526371',
  amount: 1240.5,
  convenienceFee: 31.01,
  totalCharged: 1271.51,
  paymentDate: '2026-11-22',
  paidAt: '2026-11-22T10:02:00Z',
  method: { kind: 'card', brand: 'visa', last4: '4242', summary: 'VISA ending 4242', nickName: 'Personal Visa', bankName: null },
  savedMethod: null,
  newBalance: 0,
  amountDue: 0,
  paperless: false,
};

export const sampleScheduledReceipt: PaymentReceipt = {
  ...sampleReceipt,
  confirmationNumber: 'PAY-2H8Q5C',
  status: 'scheduled',
  paymentDate: '2026-12-01',
  paidAt: '2026-12-01T06:00:00Z',
  newBalance: 1240.5,
  amountDue: 1240.5,
};
