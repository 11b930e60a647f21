/** Sample data of MeterInspection (catalogue, machine tests, stories, view paths). */
import type { MeterInspectionReceipt, MeterInspectionRecord } from '../../../src/domain/meterInspection.ts';

export const sampleMeterInspectionAccount = '300041526371';

export const sampleMeterInspectionRecord: MeterInspectionRecord = { accountNumber: sampleMeterInspectionAccount, reference: '' };

/** A reference that keeps the rule, and one that breaks it. */
export const validMeterInspectionReference = 'AB1234';
export const invalidMeterInspectionReference = 'x!';

export const sampleMeterInspectionReceipt: MeterInspectionReceipt = { confirmationNumber: 'SER-20261128-0001' };
