/** Sample data of letters of credit and of service (catalogue, machine tests, stories, view paths). */
import type { LetterFacts, LetterOfCreditReceipt, LetterOfCreditRecord } from '../../../src/domain/letterOfCredit.ts';

export const sampleLetterOfCreditAccount = '300041526371';

export const sampleLetterFacts: LetterFacts = {
  holderName: 'Kagiso Molefe',
  accountNumber: sampleLetterOfCreditAccount,
  serviceAddress: 'Plot 2231, Moremi Road, Extension 12, Gaborone, GA 10001',
  customerSince: '2012-05-02',
  active: true,
  services: ['electric', 'gas', 'solar', 'water'],
  billsInPeriod: 12,
  billsWithArrears: 1,
  amountDueThebe: 48_250,
  pastDueThebe: 0,
};

export const sampleLetterOfCreditRecord: LetterOfCreditRecord = { accountNumber: sampleLetterOfCreditAccount, facts: sampleLetterFacts };

/** Who a letter is for: a name that keeps the rule, and one that breaks it. */
export const validLetterAddressee = 'Tlotlo Properties (Pty) Ltd';
export const invalidLetterAddressee = 'Landlord <script>';

export const sampleLetterOfCreditReceipt: LetterOfCreditReceipt = {
  reference: 'LTR-7K3Q9M',
  code: 'H4XP-2WQR',
  kind: 'accountStanding',
  addressee: validLetterAddressee,
  issuedAt: '2026-11-28T09:15:00.000Z',
};
