/**
 * MeterInspection (service/meterInspection): the rules, calls and types the machine, the view and the server
 * share. The sample field is a reference of 3 to 20 letters or digits; replace it with the flow's own.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';

/** Paths of the flow's calls inside the service service area. */
export const meterInspectionCalls = {
  /** GET ?accountNumber= : what the form starts from. */
  load: '/meter-inspection',
  /** POST { accountNumber, reference } : the submission. */
  submit: '/meter-inspection/submit',
} as const;

/** The message code of a reference that breaks the rule (the field's text and the server's refusal). */
export const meterInspectionReferenceCode = 'SERVICE_METER_INSPECTION_REFERENCE';

export const meterInspectionReferenceSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{3,20}$/, meterInspectionReferenceCode));

/** The rule the machine's guard, the view and the server share. */
export function isMeterInspectionReference(value: string): boolean {
  return v.is(meterInspectionReferenceSchema, value);
}

export const meterInspectionLoadQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const meterInspectionSubmitBodySchema = v.strictObject({ accountNumber: accountNumberSchema, reference: meterInspectionReferenceSchema });

export type MeterInspectionSubmitBody = v.InferOutput<typeof meterInspectionSubmitBodySchema>;

/** What the load answers: the reference last submitted for the account ('' when none). */
export interface MeterInspectionRecord {
  accountNumber: string;
  reference: string;
}

export interface MeterInspectionReceipt {
  confirmationNumber: string;
}
