/** Sample data of pay by text (catalogue, machine tests, stories, view paths). */
import type { TextToPayLink, TextToPayPaid } from '../../../src/domain/textToPay.ts';

export const sampleLinkKey = 'Zk3mQ9rT2vX8bN1cL5hJ7wP0sD4fG6yA3eR8uI2oK1q';

export const sampleLink: TextToPayLink = {
  accountNumber: '******526371',
  amountDue: 1240.5,
  dueDate: '2026-11-28',
  bankLast4: '6789',
  bankName: 'First National Bank',
  validUntil: '2026-11-27T10:00:00.000Z',
};

export const samplePaid: TextToPayPaid = {
  confirmationNumber: 'PAY-20261120-0042',
  amount: 1240.5,
  paidAt: '2026-11-20T10:05:00.000Z',
  bankLast4: '6789',
  amountDue: 0,
};
