/** Sample data of paperless billing and bill format (catalogue, machine tests, stories, view paths). */
import type { PaperlessRecord } from '../../../src/domain/paperless.ts';

export const samplePaperlessAccount = '300041526371';

/** Bills by post, detailed format. */
export const samplePaperlessRecord: PaperlessRecord = { accountNumber: samplePaperlessAccount, customerNumber: '1041526371', paperless: false, email: 'k****@example.com', isBFSEligible: 0 };

/** Paperless on, summary format. */
export const samplePaperlessOn: PaperlessRecord = { ...samplePaperlessRecord, paperless: true, isBFSEligible: 1 };
