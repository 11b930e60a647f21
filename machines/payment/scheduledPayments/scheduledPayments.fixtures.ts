/** Sample future payments (catalogue, machine tests, stories, view paths). */
import type { ScheduledPayment } from '../../../src/domain/payment.ts';

export const sampleScheduledAccount = '1000234567';
export const sampleScheduledUuid = '6f1c2b9e-3d4a-4c7e-9a51-0b2d8e7f6a10';

function scheduledPayment(overrides: Partial<ScheduledPayment> = {}): ScheduledPayment {
  return {
    schedulePayUid: '8d0f6a52-41b7-4c3e-9f2a-5b1c7e9d3a01',
    confirmationNumber: 'PAY-20261128-4821',
    accountNumber: sampleScheduledAccount,
    amount: 450,
    convenienceFee: 11.25,
    paymentDate: '2026-11-28',
    method: 'VISA ending 4242',
    status: 'scheduled',
    ...overrides,
  };
}

/** Two payments on the sample account (soonest first) and one on another account of the user. */
export const sampleScheduledPayments: ScheduledPayment[] = [
  scheduledPayment(),
  scheduledPayment({
    schedulePayUid: '2b7e1c94-0a6d-4f53-8e21-c9d4b3a7f602',
    confirmationNumber: 'PAY-20261215-0937',
    amount: 1200.5,
    convenienceFee: 0,
    paymentDate: '2026-12-15',
    method: 'Bank account ending 6789',
  }),
  scheduledPayment({
    schedulePayUid: '5c3a9e17-7b2f-4d80-a6c1-e8f0d2b4c903',
    confirmationNumber: 'PAY-20261201-5560',
    accountNumber: '1000987654',
    amount: 300,
    convenienceFee: 7.5,
    paymentDate: '2026-12-01',
  }),
];
