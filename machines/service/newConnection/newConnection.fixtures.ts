/** Sample data of NewConnection (catalogue, machine tests, stories, view paths). */
import type { NewConnectionReceipt, NewConnectionRecord } from '../../../src/domain/newConnection.ts';

export const sampleNewConnectionAccount = '300041526371';

export const sampleNewConnectionRecord: NewConnectionRecord = { accountNumber: sampleNewConnectionAccount, reference: '' };

/** A reference that keeps the rule, and one that breaks it. */
export const validNewConnectionReference = 'AB1234';
export const invalidNewConnectionReference = 'x!';

export const sampleNewConnectionReceipt: NewConnectionReceipt = { confirmationNumber: 'SER-20261128-0001' };
