/**
 * Landlord agreement (/LandlordAgreement, then /landlordagreementsuccess; document 1 section 3:
 * "order type, task type, account, premise, installation, start date, message text"): a landlord
 * (persona 3) registers premises they own whose service reverts to them between tenants, from a
 * start date (and until an end date, if given), under the agreement's terms. The rules the machine,
 * the view and the server share.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { addDaysIso, isIsoDay, parseDisplayDate } from './format.ts';

/** Paths of the flow's calls inside the service area. */
export const landlordAgreementCalls = {
  /** GET: whether the user is a landlord, and the premises they own with any agreement in force. */
  load: '/landlord-agreement',
  /** POST LandlordAgreementBody: the agreement, answered with its tracker summary. */
  submit: '/landlord-agreement/submit',
} as const;

/** The persona of landlords (document 2 section 1). */
export const landlordPersona = 3;
/** The task the agreement asks for (its order type is LANDLORD_AGREEMENT). */
export const landlordTaskType = 'REVERT_TO_LANDLORD';
/** Which terms the landlord accepted (the text is in the catalogues). */
export const landlordTermsVersion = '2026-11';
/** The start date: from tomorrow up to this many days ahead. */
export const landlordStartWindowDays = 90;
/** An end date, if given: after the start, at most this many years later. */
export const landlordMaxYears = 5;
export const landlordMessageMax = 500;
export const landlordMaxPremises = 20;

/** Message codes of the rules (a field's text and the server's refusal). */
export const landlordCodes = {
  premises: 'LANDLORD_PREMISES',
  startDate: 'LANDLORD_START_DATE',
  endDate: 'LANDLORD_END_DATE',
  terms: 'LANDLORD_TERMS',
  message: 'LANDLORD_MESSAGE',
} as const;

/** A premise the landlord owns (role 1 on its account), and the agreement that covers it, if any. */
export interface LandlordPremise {
  accountNumber: string;
  premiseId: string;
  nickname: string | null;
  /** The service address on one line. */
  address: string;
  /** The installation: the electric meter at the premise, if any. */
  installation: string | null;
  /** An open agreement already covering it (it cannot be chosen again). */
  agreement: { reference: string; startDate: string } | null;
}

export interface LandlordAgreementRecord {
  /** The user holds the landlord persona (3): only landlords sign agreements. */
  landlord: boolean;
  premises: LandlordPremise[];
}

/** The form as typed: dates as DD/MM/YYYY (docs/dates.md), the end date optional. */
export interface LandlordAgreementForm {
  accountNumbers: string[];
  startDate: string;
  endDate: string;
  acceptTerms: boolean;
  message: string;
}

export type LandlordDateField = 'startDate' | 'endDate';
export type LandlordAgreementErrors = Partial<Record<'premises' | LandlordDateField | 'terms' | 'message', string>>;

export const emptyLandlordAgreementForm: LandlordAgreementForm = { accountNumbers: [], startDate: '', endDate: '', acceptTerms: false, message: '' };

export function landlordStartRange(today: string): { first: string; last: string } {
  return { first: addDaysIso(today, 1), last: addDaysIso(today, landlordStartWindowDays) };
}

/** The end date's window for a start date (yyyy-mm-dd): the day after it, up to landlordMaxYears later. */
export function landlordEndRange(start: string): { first: string; last: string } {
  return { first: addDaysIso(start, 1), last: `${Number(start.slice(0, 4)) + landlordMaxYears}${start.slice(4)}` };
}

/** The dates' rules on calendar days (yyyy-mm-dd): the server checks the body with the same function. */
export function landlordDateErrors(startDate: string | null, endDate: string | null | undefined, today: string): LandlordAgreementErrors {
  const errors: LandlordAgreementErrors = {};
  const start = landlordStartRange(today);
  if (!startDate || startDate < start.first || startDate > start.last) errors.startDate = landlordCodes.startDate;
  if (endDate !== undefined && endDate !== '') {
    const end = startDate ? landlordEndRange(startDate) : null;
    if (!endDate || !end || endDate < end.first || endDate > end.last) errors.endDate = landlordCodes.endDate;
  }
  return errors;
}

/** The first step's rules: at least one premise that is free, a start date, an end date if given. */
export function landlordPremiseErrors(form: LandlordAgreementForm, premises: readonly LandlordPremise[], today: string): LandlordAgreementErrors {
  const free = new Set(premises.filter((p) => p.agreement === null).map((p) => p.accountNumber));
  const errors = landlordDateErrors(parseDisplayDate(form.startDate), form.endDate.trim() === '' ? undefined : (parseDisplayDate(form.endDate) ?? null), today);
  if (form.accountNumbers.length === 0 || form.accountNumbers.some((n) => !free.has(n))) errors.premises = landlordCodes.premises;
  return errors;
}

/** The second step's rules: the terms accepted, the message not too long. */
export function landlordTermsErrors(form: LandlordAgreementForm): LandlordAgreementErrors {
  const errors: LandlordAgreementErrors = {};
  if (!form.acceptTerms) errors.terms = landlordCodes.terms;
  if (form.message.trim().length > landlordMessageMax) errors.message = landlordCodes.message;
  return errors;
}

const calendarDay = (code: string) => v.pipe(v.string(), v.check(isIsoDay, code));

export const landlordAgreementBodySchema = v.strictObject({
  accountNumbers: v.pipe(v.array(accountNumberSchema), v.minLength(1, landlordCodes.premises), v.maxLength(landlordMaxPremises, landlordCodes.premises)),
  startDate: calendarDay(landlordCodes.startDate),
  endDate: v.optional(calendarDay(landlordCodes.endDate)),
  acceptTerms: v.literal(true, landlordCodes.terms),
  message: v.pipe(v.string(), v.trim(), v.maxLength(landlordMessageMax, landlordCodes.message)),
});

export type LandlordAgreementBody = v.InferOutput<typeof landlordAgreementBodySchema>;

/** The body a valid form sends. */
export function landlordAgreementBody(form: LandlordAgreementForm): LandlordAgreementBody {
  const endDate = form.endDate.trim() ? (parseDisplayDate(form.endDate) ?? form.endDate) : undefined;
  return {
    accountNumbers: [...form.accountNumbers],
    startDate: parseDisplayDate(form.startDate) ?? form.startDate,
    ...(endDate ? { endDate } : {}),
    acceptTerms: true,
    message: form.message.trim(),
  };
}

/** /landlordagreementsuccess?reference=SR-XXXXXXXX */
export const landlordSuccessSearchSchema = v.object({ reference: v.optional(v.pipe(v.string(), v.regex(/^SR-[0-9A-F]{8}$/))) });
