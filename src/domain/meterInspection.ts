/**
 * The meter inspection request (document 1 section 3 "Meter inspection": customer, account, address
 * parts, electrician and technician names and phones, appointment date and time, inspection
 * certificate and tax invoice uploads, terms), signed in and not. The request schema is the one
 * the form's steps check field by field and the server validates the body with.
 */
import * as v from 'valibot';
import { accountNumberFieldSchema, emailSchema, phoneSchema } from './fields.ts';
import { appointmentSchema, townSchema, type SlotNumber } from './serviceRequests.ts';

/** Paths of the flow's calls inside the service area (apiAreas.service). */
export const meterInspectionCalls = {
  /** POST the request (signed in or not): its tracker summary, reference SR-XXXXXXXX. */
  submit: '/meter-inspection',
} as const;

/** The logged screen and the interaction's subject (document 2 section 9). */
export const meterInspectionScreens = { signedIn: 'Meter Inspection', visitor: 'UnAuth Meter Inspection' } as const;

/** Unknown account numbers a visitor's address may send within the window (only refusals count): no guessing which accounts exist. */
export const meterInspectionLimits = { unknownAccountsPerIp: 10, windowMinutes: 15 } as const;

/** The two documents the request takes, one upload each. */
export const inspectionDocumentKinds = ['inspectionCertificate', 'taxInvoice'] as const;
export type InspectionDocumentKind = (typeof inspectionDocumentKinds)[number];

const text = (max: number, code: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(code), v.maxLength(max, code));
/** A contractor's name: letters of any language, spaces, apostrophes, dots and hyphens, 2 to 80 characters. */
const personName = (code: string) => v.pipe(v.string(), v.trim(), v.regex(/^[\p{L}\p{M}][\p{L}\p{M} '’.-]{1,79}$/u, code));
const uuidSchema = v.pipe(v.string(), v.uuid('VLD_UUID'));

export const meterInspectionRequestSchema = v.strictObject({
  fullName: text(100, 'SRV_FULL_NAME'),
  primaryPhone: phoneSchema,
  alternatePhone: v.optional(phoneSchema),
  email: emailSchema,
  /** Signed in: one of the customer's accounts; a visitor types it and the server checks it exists. */
  accountNumber: accountNumberFieldSchema,
  plotNumber: text(20, 'SRV_PLOT_NUMBER'),
  street: text(80, 'SRV_ADDRESS_LINE'),
  area: text(60, 'SRV_AREA'),
  district: text(60, 'SRV_DISTRICT'),
  city: text(40, 'SRV_CITY'),
  /** The service-centre town whose calendar the appointment is booked in. */
  town: townSchema,
  electricianName: personName('SRV_ELECTRICIAN_NAME'),
  electricianPhone: phoneSchema,
  technicianName: personName('SRV_TECHNICIAN_NAME'),
  technicianPhone: phoneSchema,
  appointment: appointmentSchema,
  /** Two different uploads: the certificate and the invoice. */
  documents: v.pipe(
    v.strictObject({ inspectionCertificate: uuidSchema, taxInvoice: uuidSchema }),
    v.check((documents) => documents.inspectionCertificate !== documents.taxInvoice, 'SRV_DOCUMENTS'),
  ),
  terms: v.literal(true, 'SRV_TERMS'),
});
export type MeterInspectionRequest = v.InferOutput<typeof meterInspectionRequestSchema>;

/** The typed fields of the form, each with its step. */
export const meterInspectionStepFields = {
  customer: ['fullName', 'primaryPhone', 'alternatePhone', 'email', 'accountNumber'],
  premise: ['plotNumber', 'street', 'area', 'district', 'city', 'town'],
  contractors: ['electricianName', 'electricianPhone', 'technicianName', 'technicianPhone'],
} as const;
export type MeterInspectionFormStep = keyof typeof meterInspectionStepFields;
export type MeterInspectionField = (typeof meterInspectionStepFields)[MeterInspectionFormStep][number];
export const meterInspectionFields = Object.values(meterInspectionStepFields).flat() as MeterInspectionField[];
/** Fields that may be left blank. */
const optionalFields: readonly MeterInspectionField[] = ['alternatePhone'];

export type MeterInspectionForm = Record<MeterInspectionField, string>;

/** Who the request starts from: a signed-in customer's name, phone, email and account (and its address); nothing for a visitor. */
export interface MeterInspectionPrefill {
  fullName: string;
  primaryPhone: string;
  email: string;
  accountNumber: string;
  street: string;
  city: string;
}

export function meterInspectionFormOf(prefill: Partial<MeterInspectionPrefill> = {}): MeterInspectionForm {
  const blank = Object.fromEntries(meterInspectionFields.map((field) => [field, ''])) as MeterInspectionForm;
  return { ...blank, ...prefill };
}

/** The rule each field of one step breaks (field -> message code), by the request schema the server validates with. */
export function meterInspectionStepErrors(form: MeterInspectionForm, step: MeterInspectionFormStep): Partial<Record<MeterInspectionField, string>> {
  const errors: Partial<Record<MeterInspectionField, string>> = {};
  for (const field of meterInspectionStepFields[step]) {
    const value = form[field];
    if (optionalFields.includes(field) && value.trim() === '') continue;
    const result = v.safeParse(meterInspectionRequestSchema.entries[field], value);
    if (!result.success) errors[field] = result.issues[0].message;
  }
  return errors;
}

/** The documents step's rules: one upload of each kind, and the terms accepted. */
export function inspectionDocumentErrors(form: { documents: Partial<Record<InspectionDocumentKind, unknown>>; terms: boolean }): Partial<Record<InspectionDocumentKind | 'terms', string>> {
  const errors: Partial<Record<InspectionDocumentKind | 'terms', string>> = {};
  for (const kind of inspectionDocumentKinds) if (!form.documents[kind]) errors[kind] = 'SRV_DOCUMENT_MISSING';
  if (!form.terms) errors.terms = 'SRV_TERMS';
  return errors;
}

/** The request as the call sends it: the typed fields trimmed, a blank optional one left out. */
export function toMeterInspectionRequest(form: MeterInspectionForm, appointment: { day: string; slot: SlotNumber }, documents: Record<InspectionDocumentKind, string>): MeterInspectionRequest {
  const given = Object.fromEntries(meterInspectionFields.map((field) => [field, form[field].trim()]).filter(([field, value]) => value !== '' || !optionalFields.includes(field as MeterInspectionField)));
  return { ...(given as Omit<MeterInspectionRequest, 'appointment' | 'documents' | 'terms'>), appointment, documents, terms: true };
}

/** What the success page shows of the request made (the server answers the whole tracker summary). */
export interface MeterInspectionReceipt {
  reference: string;
  appointment: { day: string; slot: SlotNumber; town: string };
}
