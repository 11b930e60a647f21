/**
 * KYC request (document 1 section 3 "KYC request (both contexts)"; document 2 section 5): the
 * payload with its defaults (kycType Residential, applicant type Owner), the company's details with
 * its shareholders, the tax-number check, the documents, and the rules the machine's guards, the
 * view and the server share. One schema for the form and the call: the server refuses with the code
 * of the field the form would have marked.
 */
import * as v from 'valibot';
import { displayDateOfBirthSchemaAt, emailSchema, idNumberSchema, orgNameSchema, phoneSchema } from './fields.ts';

/** Call paths inside the service area (apiAreas.service): POST /api/service/kyc, signed in or not. */
export const kycCalls = {
  submit: '/kyc',
} as const;

export const kycTypes = ['Residential', 'Company'] as const;
export type KycType = (typeof kycTypes)[number];
/** The applicant: the owner by default (document 1 section 3), or a tenant, or someone acting for them. */
export const applicantTypes = ['Owner', 'Tenant', 'Representative'] as const;
export type ApplicantType = (typeof applicantTypes)[number];
/** The identity document: a national ID (Omang) or a passport. */
export const identityTypes = ['ID', 'Passport'] as const;
export type IdentityType = (typeof identityTypes)[number];
/** The industry a company works in (the list the form offers). */
export const industryTypes = ['Agriculture', 'Construction', 'Education', 'Finance', 'Health', 'Hospitality', 'Manufacturing', 'Mining', 'Retail', 'Transport', 'Other'] as const;
export type IndustryType = (typeof industryTypes)[number];

/** The documents of a request; a company adds its registration certificate. */
export const kycDocumentKinds = ['identification', 'proofOfResidence', 'proofOfIncome', 'registrationCertificate'] as const;
export type KycDocumentKind = (typeof kycDocumentKinds)[number];
export function kycDocumentKindsOf(kycType: KycType): readonly KycDocumentKind[] {
  return kycType === 'Company' ? kycDocumentKinds : kycDocumentKinds.filter((kind) => kind !== 'registrationCertificate');
}

export const kycLimits = { shareholdersMax: 10, sharesTotal: 100 } as const;

// ---------------------------------------------------------------- tax number

/**
 * The tax number (document 2 section 5: "nine-digit check using weights 7, 3, 9 on a check digit"):
 * nine digits, not all zeros; the weights 7, 3, 9 repeat over the nine digits (7 3 9 7 3 9 7 3 9),
 * the last digit being the check digit, and the weighted sum is a multiple of 10. As 9 x 9 = 81 is 1
 * modulo 10, that is the same as: the check digit is the weighted sum of the first eight digits
 * (7 3 9 7 3 9 7 3) modulo 10. The tests hold a table worked out by hand.
 */
export const taxWeights = [7, 3, 9, 7, 3, 9, 7, 3, 9] as const;

export function isTaxNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false;
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * taxWeights[index]!, 0);
  return sum % 10 === 0;
}

// ---------------------------------------------------------------- field rules

const text = (max: number, code: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(code), v.maxLength(max, code));

/** Company registration: two letters then digits (document 2 section 5), at most 20 characters. */
export const registrationNumberSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('KYC_REGISTRATION_REQUIRED'), v.regex(/^[A-Za-z]{2}\d{1,18}$/, 'KYC_REGISTRATION_FORMAT'));
export const taxNumberSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('KYC_TAX_REQUIRED'), v.regex(/^\d{9}$/, 'KYC_TAX_FORMAT'), v.check(isTaxNumber, 'KYC_TAX_CHECK'));
/** A website, when given: an http(s) address with a host that has a dot. */
export const websiteSchema = v.pipe(v.string(), v.trim(), v.maxLength(200, 'KYC_WEBSITE'), v.regex(/^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?(\/[^\s]*)?$/, 'KYC_WEBSITE'));
/** A share in per cent: more than 0, at most 100, at most two decimals (typed as text). */
export const shareSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('KYC_SHARE'),
  v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'KYC_SHARE'),
  v.check((value) => Number(value) > 0 && Number(value) <= 100, 'KYC_SHARE'),
);

export const shareholderSchema = v.strictObject({ name: text(100, 'KYC_SHAREHOLDER_NAME'), idNumber: idNumberSchema, share: shareSchema });
export type Shareholder = v.InferOutput<typeof shareholderSchema>;
export type ShareholderField = keyof Shareholder;

/** Hundredths, so that 33.33 + 66.67 is exactly 100. */
export function sharesTotal(shareholders: readonly { share: string }[]): number {
  return shareholders.reduce((total, holder) => total + Math.round((Number(holder.share.trim()) || 0) * 100), 0) / 100;
}

export const companySchema = v.pipe(
  v.strictObject({
    companyName: v.pipe(orgNameSchema, v.nonEmpty('KYC_COMPANY_NAME')),
    industryType: v.picklist(industryTypes, 'KYC_INDUSTRY'),
    registrationNumber: registrationNumberSchema,
    taxNumber: taxNumberSchema,
    website: v.optional(websiteSchema),
    contactPerson: text(100, 'KYC_CONTACT_PERSON'),
    shareholders: v.pipe(v.array(shareholderSchema), v.minLength(1, 'KYC_SHAREHOLDERS'), v.maxLength(kycLimits.shareholdersMax, 'KYC_SHAREHOLDERS')),
  }),
  v.check((company) => sharesTotal(company.shareholders) <= kycLimits.sharesTotal, 'KYC_SHARES_TOTAL'),
);
export type KycCompany = v.InferOutput<typeof companySchema>;

const uuidSchema = v.pipe(v.string(), v.uuid('VLD_UUID'));

/** The applicant's part, the same for a home and a company. `today` is the clock the date of birth must not pass. */
function applicantEntriesAt(today: () => Date) {
  return {
    /** The selected account when signed in; a visitor has none. */
    accountNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{6,20}$/, 'VLD_ACCOUNT_NUMBER'))),
    applicantType: v.picklist(applicantTypes, 'KYC_APPLICANT_TYPE'),
    fullName: text(100, 'SRV_FULL_NAME'),
    identityType: v.picklist(identityTypes, 'KYC_IDENTITY_TYPE'),
    idNumber: idNumberSchema,
    dateOfBirth: displayDateOfBirthSchemaAt(today),
    landOwner: v.boolean(),
    primaryPhone: phoneSchema,
    alternatePhone: v.optional(phoneSchema),
    email: emailSchema,
    plotNumber: text(20, 'SRV_PLOT_NUMBER'),
    street: text(80, 'SRV_ADDRESS_LINE'),
    area: text(60, 'SRV_AREA'),
    city: text(40, 'SRV_CITY'),
  };
}

/** The request the call takes: a home's, or a company's with its details and registration certificate. */
export function kycRequestSchemaAt(today: () => Date) {
  return v.variant(
    'kycType',
    [
      v.strictObject({
        kycType: v.literal('Residential'),
        ...applicantEntriesAt(today),
        documents: v.strictObject({ identification: uuidSchema, proofOfResidence: uuidSchema, proofOfIncome: uuidSchema }),
      }),
      v.strictObject({
        kycType: v.literal('Company'),
        ...applicantEntriesAt(today),
        company: companySchema,
        documents: v.strictObject({ identification: uuidSchema, proofOfResidence: uuidSchema, proofOfIncome: uuidSchema, registrationCertificate: uuidSchema }),
      }),
    ],
    'KYC_TYPE',
  );
}
export type KycRequest = v.InferOutput<ReturnType<typeof kycRequestSchemaAt>>;

// ---------------------------------------------------------------- the form

/** The typed fields of the applicant step, in the order the form shows them. */
export const kycApplicantFields = ['fullName', 'idNumber', 'dateOfBirth', 'primaryPhone', 'alternatePhone', 'email', 'plotNumber', 'street', 'area', 'city'] as const;
export type KycApplicantField = (typeof kycApplicantFields)[number];
/** The typed (or chosen) fields of the company step. */
export const kycCompanyFields = ['companyName', 'industryType', 'registrationNumber', 'taxNumber', 'website', 'contactPerson'] as const;
export type KycCompanyField = (typeof kycCompanyFields)[number];
export type KycTextField = KycApplicantField | KycCompanyField;
const optionalFields: readonly KycTextField[] = ['alternatePhone', 'website'];

export interface ShareholderForm {
  name: string;
  idNumber: string;
  share: string;
}

export interface KycForm extends Record<KycTextField, string> {
  kycType: KycType;
  applicantType: ApplicantType;
  identityType: IdentityType;
  landOwner: boolean;
  shareholders: ShareholderForm[];
}

export const emptyShareholder: ShareholderForm = { name: '', idNumber: '', share: '' };

/** What the customer is known by (signed in: the profile and the account's service address). */
export type KycKnownDetails = Partial<Pick<KycForm, 'fullName' | 'primaryPhone' | 'email' | 'plotNumber' | 'street' | 'area' | 'city'>>;

/** The form a request starts with: the defaults (Residential, Owner, ID), and what is known of the customer. */
export function kycFormOf(known: KycKnownDetails): KycForm {
  const blank = Object.fromEntries([...kycApplicantFields, ...kycCompanyFields].map((field) => [field, ''])) as Record<KycTextField, string>;
  return { ...blank, ...known, kycType: 'Residential', applicantType: 'Owner', identityType: 'ID', landOwner: false, shareholders: [{ ...emptyShareholder }] };
}

const firstIssue = (schema: v.GenericSchema, value: unknown): string | undefined => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

/** The applicant step's rules: each field by the request's own schema. */
export function kycApplicantErrors(form: KycForm, today: () => Date): Partial<Record<KycApplicantField, string>> {
  const entries = applicantEntriesAt(today) as Record<string, v.GenericSchema>;
  const errors: Partial<Record<KycApplicantField, string>> = {};
  for (const field of kycApplicantFields) {
    if (optionalFields.includes(field) && form[field].trim() === '') continue;
    const code = firstIssue(entries[field]!, form[field]);
    if (code) errors[field] = code;
  }
  return errors;
}

export type ShareholderErrors = Partial<Record<ShareholderField, string>>;
export interface KycCompanyErrors extends Partial<Record<KycCompanyField | 'shares', string>> {
  shareholders?: ShareholderErrors[];
}

/** The company step's rules: each field, each shareholder's, and the shares together at most 100%. */
export function kycCompanyErrors(form: KycForm): KycCompanyErrors {
  const entries = companySchema.pipe[0].entries as Record<string, v.GenericSchema>;
  const errors: KycCompanyErrors = {};
  for (const field of kycCompanyFields) {
    if (optionalFields.includes(field) && form[field].trim() === '') continue;
    const code = firstIssue(entries[field]!, form[field]);
    if (code) errors[field] = code;
  }
  const holders = form.shareholders.map((holder) => {
    const found: ShareholderErrors = {};
    for (const field of ['name', 'idNumber', 'share'] as const) {
      const code = firstIssue(shareholderSchema.entries[field], holder[field]);
      if (code) found[field] = code;
    }
    return found;
  });
  if (holders.some((found) => Object.keys(found).length > 0)) errors.shareholders = holders;
  if (sharesTotal(form.shareholders) > kycLimits.sharesTotal) errors.shares = 'KYC_SHARES_TOTAL';
  return errors;
}

/** The documents step's rule: one upload of each kind the request takes. */
export function kycDocumentErrors(kycType: KycType, documents: Partial<Record<KycDocumentKind, unknown>>): Partial<Record<KycDocumentKind, string>> {
  const errors: Partial<Record<KycDocumentKind, string>> = {};
  for (const kind of kycDocumentKindsOf(kycType)) if (!documents[kind]) errors[kind] = 'SRV_DOCUMENT_MISSING';
  return errors;
}

/** The request as the call sends it: trimmed, blank optional fields left out, a company's part only for a company. */
export function toKycRequest(form: KycForm, documentIds: Partial<Record<KycDocumentKind, string>>, accountNumber: string | null): KycRequest {
  const given = (fields: readonly KycTextField[]) =>
    Object.fromEntries(fields.map((field) => [field, form[field].trim()]).filter(([field, value]) => value !== '' || !optionalFields.includes(field as KycTextField)));
  const documents = Object.fromEntries(kycDocumentKindsOf(form.kycType).map((kind) => [kind, documentIds[kind] ?? '']));
  const applicant = {
    ...(accountNumber ? { accountNumber } : {}),
    ...given(kycApplicantFields),
    applicantType: form.applicantType,
    identityType: form.identityType,
    landOwner: form.landOwner,
  };
  if (form.kycType === 'Residential') return { kycType: 'Residential', ...applicant, documents } as KycRequest;
  const shareholders = form.shareholders.map((holder) => ({ name: holder.name.trim(), idNumber: holder.idNumber.trim(), share: holder.share.trim() }));
  return { kycType: 'Company', ...applicant, company: { ...given(kycCompanyFields), shareholders }, documents } as KycRequest;
}

/** What the requester is told: the request's reference (SR-XXXXXXXX), tracked in the service tracker or, by a visitor, with the email or phone. */
export interface KycReceipt {
  reference: string;
}
