/** Sample data of LetterOfCredit (catalogue, machine tests, stories, view paths). */
import type { LetterOfCreditReceipt, LetterOfCreditRecord } from '../../../src/domain/letterOfCredit.ts';

export const sampleLetterOfCreditAccount = '300041526371';

export const sampleLetterOfCreditRecord: LetterOfCreditRecord = { accountNumber: sampleLetterOfCreditAccount, reference: '' };

/** A reference that keeps the rule, and one that breaks it. */
export const validLetterOfCreditReference = 'AB1234';
export const invalidLetterOfCreditReference = 'x!';

export const sampleLetterOfCreditReceipt: LetterOfCreditReceipt = { confirmationNumber: 'SER-20261128-0001' };
