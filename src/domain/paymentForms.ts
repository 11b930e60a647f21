/**
 * The payment forms' rules as the machines, the views and the server share them (document 2
 * section 5): the card and bank account forms of the payment-method step, the amount step (total
 * due, past due or another amount within the account's limits; pay now or a scheduled date) and the
 * guest account check. Each answers the field message codes of src/domain/payment.ts, VLD001 when
 * several mandatory fields are empty.
 */
import * as v from 'valibot';
import type { FieldErrors } from './forms.ts';
import { addDaysIso, isoDay } from './format.ts';
import {
  amountIssue,
  amountSchema,
  bankDetailsSchema,
  cardDetailsSchemaAt,
  detectCardBrand,
  latestScheduleDate,
  nicknameSchema,
  scheduleDateIssue,
  type AmountLimits,
  type BankAccountType,
  type BankDetails,
  type CardDetails,
  type PaymentAmountType,
} from './payment.ts';
import { accountNumberSchema } from './session.ts';
import { parseDisplayDate } from './format.ts';

export interface FormCheck<K extends string = string> {
  fields: FieldErrors<K>;
  form: 'VLD001' | null;
}

export const passes = <K extends string>(check: FormCheck<K>) => check.form === null && Object.keys(check.fields).length === 0;

const isBlank = (value: string) => value.trim() === '';

/** VLD001 when more than one mandatory field is empty (each marked), else null. */
function missingCheck<K extends string>(values: Record<K, string>, mandatory: readonly K[]): FormCheck<K> | null {
  const missing = mandatory.filter((name) => isBlank(values[name]));
  if (missing.length < 2) return null;
  return { form: 'VLD001', fields: Object.fromEntries(missing.map((name) => [name, 'VLD001'])) as FieldErrors<K> };
}

/** The first issue per top-level key of a failed parse. */
function issuesByKey<K extends string>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<K> {
  const fields: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in fields)) fields[key as K] = issue.message;
  }
  return fields;
}

// ---------------------------------------------------------------- card

/** The card form as typed (month and year as the selects hold them). */
export interface CardFields {
  nameOnCard: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

export const emptyCardFields: CardFields = { nameOnCard: '', cardNumber: '', expiryMonth: '', expiryYear: '', cvv: '' };

function cardCandidate(fields: CardFields) {
  const brand = detectCardBrand(fields.cardNumber);
  return {
    nameOnCard: fields.nameOnCard,
    cardNumber: fields.cardNumber,
    expiryMonth: fields.expiryMonth === '' ? Number.NaN : Number(fields.expiryMonth),
    expiryYear: fields.expiryYear === '' ? Number.NaN : Number(fields.expiryYear),
    cvv: fields.cvv,
    ...(brand ? { cardType: brand } : {}),
  };
}

/** Card number (brand, length, Luhn), expiry (not past, years from this year for 10), CVV, name. */
export function cardCheck(fields: CardFields, today: Date): FormCheck<keyof CardFields> {
  const missing = missingCheck(fields, ['nameOnCard', 'cardNumber', 'expiryMonth', 'expiryYear', 'cvv']);
  if (missing) return missing;
  const result = v.safeParse(cardDetailsSchemaAt(() => today), cardCandidate(fields));
  if (result.success) return { fields: {}, form: null };
  const fieldsOut = issuesByKey<keyof CardFields | 'cardType'>(result.issues);
  const { cardType, ...rest } = fieldsOut;
  return { fields: cardType && !rest.cardNumber ? { ...rest, cardNumber: cardType } : rest, form: null };
}

/** The card as the payment calls take it (only after cardCheck passed). */
export function cardDetailsOf(fields: CardFields, today: Date): CardDetails {
  return v.parse(cardDetailsSchemaAt(() => today), cardCandidate(fields));
}

// ---------------------------------------------------------------- bank account

export interface BankFields {
  accountHolderName: string;
  accountType: BankAccountType;
  routingNumber: string;
  confirmRoutingNumber: string;
  bankAccountNumber: string;
  confirmBankAccountNumber: string;
}

export const emptyBankFields: BankFields = {
  accountHolderName: '',
  accountType: 'checking',
  routingNumber: '',
  confirmRoutingNumber: '',
  bankAccountNumber: '',
  confirmBankAccountNumber: '',
};

/** Routing number 9 digits, account number 6-17 digits, each confirmed, the holder's name. */
export function bankCheck(fields: BankFields): FormCheck<keyof BankFields> {
  const missing = missingCheck(fields, ['accountHolderName', 'routingNumber', 'confirmRoutingNumber', 'bankAccountNumber', 'confirmBankAccountNumber']);
  if (missing) return missing;
  const result = v.safeParse(bankDetailsSchema, fields);
  if (result.success) return { fields: {}, form: null };
  return { fields: issuesByKey(result.issues), form: null };
}

export function bankDetailsOf(fields: BankFields): BankDetails {
  return v.parse(bankDetailsSchema, fields);
}

/** True when the routing number is worth looking up (9 digits, not all zeros). */
export function isRoutingNumberComplete(routingNumber: string): boolean {
  return /^\d{9}$/.test(routingNumber.trim()) && !/^0+$/.test(routingNumber.trim());
}

/** The nickname of a method being saved: PAY_NICKNAME_* or null. */
export function nicknameIssue(nickName: string): string | null {
  const result = v.safeParse(nicknameSchema, nickName);
  return result.success ? null : (result.issues[0]?.message ?? 'PAY_NICKNAME_CHARACTERS');
}

// ---------------------------------------------------------------- amount step

/** What the amount step knows about the account (the current bill, or the guest account check). */
export interface PaymentTerms {
  amountDue: number;
  pastDueAmount: number;
  dueDate: string | null;
  limits: AmountLimits;
  oneTimePaymentAllowed: boolean;
  scheduledPaymentAllowed: boolean;
  /** The latest day a payment may be scheduled for (null: scheduling not offered). */
  latestScheduleDate: string | null;
  /** The account is already paperless: the opt-in is not offered. */
  paperless: boolean;
}

export interface AmountFields {
  amountType: PaymentAmountType;
  /** The other amount as typed. */
  otherAmount: string;
  dateType: 'payNow' | 'scheduled';
  /** The scheduled date as typed (DD/MM/YYYY). */
  paymentDate: string;
  paperless: boolean;
}

/**
 * The days a payment can be scheduled for (yyyy-mm-dd), as amountCheck judges them: from tomorrow
 * to the latest day of the scheduling rule, and never after the bill's own latest day.
 */
export function scheduleWindow(terms: PaymentTerms, today: Date): { from: string; to: string } {
  const day = isoDay(today);
  const byRule = latestScheduleDate(day, terms.dueDate);
  const to = terms.latestScheduleDate && terms.latestScheduleDate < byRule ? terms.latestScheduleDate : byRule;
  return { from: addDaysIso(day, 1), to };
}

/** Opting in to paperless billing counts only for an account that is not paperless yet. */
export function enrollsPaperless(fields: AmountFields, terms: PaymentTerms | null): boolean {
  return fields.paperless && !(terms?.paperless ?? false);
}

/** The amount typed in the "other amount" box: a number, or NaN when it is not one. */
export function parseAmount(text: string): number {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The amount the chosen amount type stands for. */
export function chosenAmount(fields: AmountFields, terms: PaymentTerms): number {
  if (fields.amountType === 'TotalDueAmount') return terms.amountDue;
  if (fields.amountType === 'PastDueAmount') return terms.pastDueAmount;
  return parseAmount(fields.otherAmount);
}

/**
 * The amount step's rules: an amount above 0 within the account's minimum and maximum (the total due
 * may be below the minimum: a small bill can always be paid in full), nothing due refused for the
 * total and past due choices; a scheduled date later than today, not after the latest allowed day.
 */
export function amountCheck(fields: AmountFields, terms: PaymentTerms, today: Date): FormCheck<'amountType' | 'otherAmount' | 'paymentDate'> {
  const errors: FieldErrors<'amountType' | 'otherAmount' | 'paymentDate'> = {};
  if (fields.amountType === 'OtherAmount') {
    const amount = parseAmount(fields.otherAmount);
    if (isBlank(fields.otherAmount)) errors.otherAmount = 'PAY_AMOUNT_FORMAT';
    else {
      const result = v.safeParse(amountSchema, amount);
      if (!result.success) errors.otherAmount = result.issues[0]?.message ?? 'PAY_AMOUNT_FORMAT';
      else {
        const issue = amountIssue(amount, terms.limits);
        if (issue) errors.otherAmount = issue;
      }
    }
  } else {
    const amount = chosenAmount(fields, terms);
    if (!(amount > 0)) errors.amountType = 'PAY_NOTHING_DUE';
    else if (amountIssue(amount, terms.limits) === 'PAY_AMOUNT_MAX') errors.amountType = 'PAY_AMOUNT_MAX';
    else if (fields.amountType === 'PastDueAmount' && amountIssue(amount, terms.limits) === 'PAY_AMOUNT_MIN') errors.amountType = 'PAY_AMOUNT_MIN';
  }
  if (fields.dateType === 'scheduled') {
    if (!terms.scheduledPaymentAllowed) errors.paymentDate = 'PAY_SCHEDULE_NOT_ALLOWED';
    else if (isBlank(fields.paymentDate)) errors.paymentDate = 'PAY_DATE_REQUIRED';
    else {
      const day = parseDisplayDate(fields.paymentDate);
      if (!day) errors.paymentDate = 'PAY_DATE_DISPLAY_FORMAT';
      else {
        const issue = scheduleDateIssue(day, isoDay(today), terms.dueDate);
        if (issue) errors.paymentDate = issue;
        else if (terms.latestScheduleDate && day > terms.latestScheduleDate) errors.paymentDate = 'PAY_DATE_AFTER_NEXT_CYCLE';
      }
    }
  } else if (!terms.oneTimePaymentAllowed) errors.amountType = errors.amountType ?? 'PAY_NOW_NOT_ALLOWED';
  return { fields: errors, form: null };
}

// ---------------------------------------------------------------- guest account check

export interface GuestAccountFields {
  accountNumber: string;
  /** Which proof the guest gives: the service address post code or the account holder's last name. */
  proof: 'postCode' | 'lastName';
  postCode: string;
  lastName: string;
}

export const emptyGuestAccountFields: GuestAccountFields = { accountNumber: '', proof: 'postCode', postCode: '', lastName: '' };

const guestPostCode = v.pipe(v.string(), v.trim(), v.nonEmpty('PAY_GUEST_PROOF'), v.regex(/^(?:\d{5}|\d{5}-\d{4}|\d{10})$/, 'PAY_GUEST_POST_CODE'));
const guestLastName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('PAY_GUEST_PROOF'),
  v.maxLength(100, 'PAY_GUEST_LAST_NAME'),
  v.regex(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.,&()/-]*$/u, 'PAY_GUEST_LAST_NAME'),
);

export function guestAccountCheck(fields: GuestAccountFields): FormCheck<'accountNumber' | 'postCode' | 'lastName'> {
  const proofField = fields.proof;
  const missing = missingCheck({ accountNumber: fields.accountNumber, [proofField]: fields[proofField] } as Record<'accountNumber' | 'postCode' | 'lastName', string>, ['accountNumber', proofField]);
  if (missing) return missing;
  const errors: FieldErrors<'accountNumber' | 'postCode' | 'lastName'> = {};
  const account = v.safeParse(accountNumberSchema, fields.accountNumber.trim());
  if (!account.success) errors.accountNumber = account.issues[0]?.message ?? 'VLD002';
  const proof = v.safeParse(proofField === 'postCode' ? guestPostCode : guestLastName, fields[proofField]);
  if (!proof.success) errors[proofField] = proof.issues[0]?.message ?? 'VLD002';
  return { fields: errors, form: null };
}
