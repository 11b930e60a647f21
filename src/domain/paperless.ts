/**
 * Paperless billing and bill format of a service account (document 1 sections 3 and 4, document 2
 * section 7: "Paperless: setPaperless[accountNumber, isEnable]" and "Bill format: accountNumber,
 * customerNumber, isBFSEligible (0 or 1)"). Shown on /AccountInformation (a logged screen of
 * document 2 section 9). The bill format is read here as the summary bill: isBFSEligible 1 sends
 * the one-page summary bill, 0 the detailed bill with every charge line (the spec does not name the
 * formats). Turning paperless on or off is a logged outcome, success or failure.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { customerNumberSchema } from './fields.ts';

/** Paths of the calls inside the account management service area. */
export const paperlessCalls = {
  /** GET ?accountNumber= : the account's paperless setting and bill format. */
  load: '/billing-preferences',
  /** POST { accountNumber, isEnable } */
  setPaperless: '/setPaperless',
  /** POST { accountNumber, customerNumber, isBFSEligible } */
  billFormat: '/billFormat',
} as const;

export const billFormats = [0, 1] as const;
export type BillFormat = (typeof billFormats)[number];

export const paperlessLoadQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const setPaperlessBodySchema = v.strictObject({ accountNumber: accountNumberSchema, isEnable: v.boolean('PAY_FLAG') });
export type SetPaperlessBody = v.InferOutput<typeof setPaperlessBodySchema>;

export const billFormatBodySchema = v.strictObject({ accountNumber: accountNumberSchema, customerNumber: customerNumberSchema, isBFSEligible: v.picklist(billFormats, 'PAY_FLAG') });
export type BillFormatBody = v.InferOutput<typeof billFormatBodySchema>;

/** What the load answers, and what each change answers (the record as it now stands). */
export interface PaperlessRecord {
  accountNumber: string;
  customerNumber: string;
  paperless: boolean;
  /** Where paperless bills go (masked), or null when the user has no email. */
  email: string | null;
  isBFSEligible: BillFormat;
}

/** The logged outcomes (document 2 section 9: paperless enrol and unenrol), with their failed variants. */
export const paperlessInteractions = {
  paperlessEnrolled: { subject: 'Enrolled into Paperless Billing', incident: 'BL_PL_01' },
  paperlessEnrolFailed: { subject: 'Enrolled into Paperless Billing Failed', incident: 'BL_PL_02' },
  paperlessUnenrolled: { subject: 'Unenrolled from Paperless Billing', incident: 'BL_PL_03' },
  paperlessUnenrolFailed: { subject: 'Unenrolled from Paperless Billing Failed', incident: 'BL_PL_04' },
} as const;
export type PaperlessInteraction = keyof typeof paperlessInteractions;

/** The logged screen (document 2 section 9). */
export const paperlessScreen = 'Account Information';
