/**
 * Automatic Payment Plan (AutoPay; document 1 sections 1-3 "auto payment: saved bank accounts, bank
 * details, nickname, payment type, amount type (AmountDue), MakePaymentType (PayonDueDate), days
 * before due date"; document 2 section 6 "auto pay view/edit/delete", agents cannot see Auto Pay;
 * section 7 "Autopay: create bank account, enrolment with bank draft, enrolment, enroll status,
 * bank accounts"; section 8 "APP Enrollment Failed"). The rules the machine, the view and the
 * server share.
 *
 * An account is enrolled with one bank account (a saved one, or a new one saved in the same call:
 * the enrolment with bank draft). Each bill is drafted once, on its due date by default or a chosen
 * number of days before it, for the amount due by default or a fixed amount within the account's
 * payment limits (never more than is due). The values the spec does not give are chosen here: at
 * most 10 days before the due date.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { amountIssue, amountSchema, bankDetailsSchema, nicknameSchema, paymentTokenSchema, type AmountLimits, type SavedPaymentMethod } from './payment.ts';

/** Paths of the AutoPay calls inside the payment service area. */
export const autoPayCalls = {
  /** GET ?accountNumber= : the enroll status, the bank accounts that may draft, the next draft. */
  status: '/autopay/status',
  /** POST : enrol, or change the enrolment (a saved bank account, or a new one: enrolment with bank draft). */
  enroll: '/autopay/enroll',
  /** POST { accountNumber } : cancel the enrolment. */
  cancel: '/autopay/cancel',
} as const;

export const autoPayAmountTypes = ['AmountDue', 'FixedAmount'] as const;
export type AutoPayAmountType = (typeof autoPayAmountTypes)[number];
export const autoPayDateTypes = ['PayonDueDate', 'DaysBeforeDueDate'] as const;
export type AutoPayDateType = (typeof autoPayDateTypes)[number];

/**
 * What the dashboard and /ViewBill say of AutoPay: enrolled, the day the current bill is (or will be)
 * drafted and the bank account's last four digits (date null: no bill yet); not enrolled, an offer
 * leading to /EnrollAutoPay. The server answers null where nothing is said: agents' sessions, prepaid
 * accounts, no AutoPay right (and, for the offer, no edit right).
 */
export type AutoPayBadge = { enrolled: true; date: string | null; last4: string } | { enrolled: false };

/** Where the offer leads. */
export const enrollAutoPayPath = '/EnrollAutoPay';

/** The payload's defaults (document 1 section 3): the amount due, on the due date. */
export const autoPayDefaults = { amountType: 'AmountDue', makePaymentType: 'PayonDueDate' } as const satisfies {
  amountType: AutoPayAmountType;
  makePaymentType: AutoPayDateType;
};

export const autoPayLimits = {
  /** Days before the due date a draft may be made: 1 to 10 (the spec gives no bound). */
  daysBeforeMin: 1,
  daysBeforeMax: 10,
} as const;

/** The rule of the days-before field as typed: a whole number from 1 to 10. */
export function daysBeforeIssue(value: string): 'APP_DAYS_BEFORE' | null {
  const trimmed = value.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return 'APP_DAYS_BEFORE';
  const days = Number(trimmed);
  return days >= autoPayLimits.daysBeforeMin && days <= autoPayLimits.daysBeforeMax ? null : 'APP_DAYS_BEFORE';
}

/** The rule of the fixed amount as typed: a number with at most two decimals within the account's limits. */
export function fixedAmountIssue(value: string, limits: AmountLimits): 'APP_AMOUNT_FORMAT' | 'PAY_AMOUNT_MIN' | 'PAY_AMOUNT_MAX' | null {
  const trimmed = value.trim().replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return 'APP_AMOUNT_FORMAT';
  return amountIssue(Number(trimmed), limits);
}

/** The draft day of a bill: its due date, or the chosen number of days before it. */
export function draftDayOf(dueDate: string, rule: { makePaymentType: AutoPayDateType; daysBeforeDueDate: number | null }): string {
  if (rule.makePaymentType === 'PayonDueDate' || !rule.daysBeforeDueDate) return dueDate;
  const [y, m, d] = dueDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - rule.daysBeforeDueDate)).toISOString().slice(0, 10);
}

/** The amount a draft takes: what is due, or the fixed amount when less is due no more than that. */
export function draftAmountOf(due: number, rule: { amountType: AutoPayAmountType; fixedAmount: number | null }): number {
  if (due <= 0) return 0;
  if (rule.amountType === 'FixedAmount' && rule.fixedAmount !== null) return Math.min(rule.fixedAmount, due);
  return due;
}

const daysBeforeSchema = v.pipe(
  v.number('APP_DAYS_BEFORE'),
  v.integer('APP_DAYS_BEFORE'),
  v.minValue(autoPayLimits.daysBeforeMin, 'APP_DAYS_BEFORE'),
  v.maxValue(autoPayLimits.daysBeforeMax, 'APP_DAYS_BEFORE'),
);

/**
 * POST {payment}/autopay/enroll: enrol or change. A saved bank account (paymentMethod
 * SavedPaymentMethod with its token) or a new one (NewBankAccount with its details, saved with the
 * nickname); a fixed amount only with FixedAmount, days before only with DaysBeforeDueDate; the
 * terms accepted.
 */
export const autoPayEnrollBodySchema = v.pipe(
  v.strictObject({
    accountNumber: accountNumberSchema,
    paymentMethod: v.picklist(['SavedPaymentMethod', 'NewBankAccount'], 'APP_METHOD_TYPE'),
    savedPaymentMethod: v.optional(paymentTokenSchema),
    bank: v.optional(bankDetailsSchema),
    nickName: v.optional(nicknameSchema, ''),
    setDefaultPayment: v.optional(v.boolean('PAY_FLAG'), false),
    amountType: v.picklist(autoPayAmountTypes, 'APP_AMOUNT_TYPE'),
    amount: v.optional(amountSchema),
    makePaymentType: v.picklist(autoPayDateTypes, 'APP_DATE_TYPE'),
    daysBeforeDueDate: v.optional(daysBeforeSchema),
    termsAccepted: v.literal(true, 'APP_TERMS'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const body = dataset.value;
    const issue = (path: string, message: string) =>
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: body, key: path, value: (body as Record<string, unknown>)[path] }] });
    if (body.paymentMethod === 'SavedPaymentMethod' && body.savedPaymentMethod === undefined) issue('savedPaymentMethod', 'PAY_SAVED_METHOD_REQUIRED');
    if (body.paymentMethod === 'SavedPaymentMethod' && body.bank !== undefined) issue('bank', 'PAY_METHOD_DETAILS_EXTRA');
    if (body.paymentMethod === 'NewBankAccount' && body.bank === undefined) issue('bank', 'PAY_BANK_DETAILS_REQUIRED');
    if (body.paymentMethod === 'NewBankAccount' && body.savedPaymentMethod !== undefined) issue('savedPaymentMethod', 'PAY_METHOD_DETAILS_EXTRA');
    if (body.amountType === 'FixedAmount' && body.amount === undefined) issue('amount', 'APP_AMOUNT_REQUIRED');
    if (body.amountType === 'AmountDue' && body.amount !== undefined) issue('amount', 'APP_AMOUNT_EXTRA');
    if (body.makePaymentType === 'DaysBeforeDueDate' && body.daysBeforeDueDate === undefined) issue('daysBeforeDueDate', 'APP_DAYS_BEFORE');
    if (body.makePaymentType === 'PayonDueDate' && body.daysBeforeDueDate !== undefined) issue('daysBeforeDueDate', 'APP_DAYS_BEFORE_EXTRA');
  }),
);
export type AutoPayEnrollBody = v.InferOutput<typeof autoPayEnrollBodySchema>;

export const autoPayStatusQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });
export const autoPayCancelBodySchema = v.strictObject({ accountNumber: accountNumberSchema });

/** An account's enrolment as /AutoPay shows it (the bank account masked to its last four digits). */
export interface AutoPayEnrolment {
  paymentTokenId: string;
  bankName: string | null;
  last4: string;
  nickName: string;
  amountType: AutoPayAmountType;
  /** The fixed amount (FixedAmount), else null. */
  fixedAmount: number | null;
  makePaymentType: AutoPayDateType;
  /** Days before the due date (DaysBeforeDueDate), else null. */
  daysBeforeDueDate: number | null;
  /** When it was made or last changed (ISO). */
  enrolledAt: string;
}

/** The next draft: its day, and its amount when the bill is out (null: the amount due then). */
export interface AutoPayNextDraft {
  date: string;
  amount: number | null;
}

/** GET {payment}/autopay/status */
export interface AutoPayStatus {
  accountNumber: string;
  /** The enrolment in force, or null when the account is not enrolled. */
  enrolment: AutoPayEnrolment | null;
  nextDraft: AutoPayNextDraft | null;
  /** The user's saved bank accounts (the methods AutoPay may draft), masked. */
  bankAccounts: SavedPaymentMethod[];
  /** The current bill's amount due and due date (null without a bill). */
  amountDue: number;
  dueDate: string | null;
  /** The account's payment limits (a fixed amount keeps within them). */
  limits: AmountLimits;
}

/** The logged outcomes of AutoPay (document 2 sections 8-9): interaction records like the payment ones. */
export const autoPayInteractions = {
  autoPayEnrolled: { subject: 'APP Enrollment - Success', incident: 'BL_AP_01' },
  autoPayEnrollmentFailed: { subject: 'APP Enrollment Failed', incident: 'BL_AP_02' },
  autoPayUpdated: { subject: 'APP Enrollment Updated', incident: 'BL_AP_03' },
  autoPayCancelled: { subject: 'APP Enrollment Cancelled', incident: 'BL_AP_04' },
  autoPayDrafted: { subject: 'APP Draft Scheduled', incident: 'BL_AP_05' },
} as const;
export const autoPayScreen = 'Auto Pay';
