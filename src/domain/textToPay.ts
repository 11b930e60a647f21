/**
 * Text To Pay (document 1 sections 1-3 "text to pay: mobile number, consent, status, enrolled, saved
 * banks, amount"; document 2 section 6 the billing right "text-to-pay"; section 7 "Text-to-pay:
 * detail and enroll" on the text-to-pay service area; sections 8-9 the logged outcomes "Text To Pay:
 * enrol, unenrol, resend link, each with a failed variant"). The rules the machine, the view and the
 * server share.
 *
 * An account is enrolled with a mobile number (document 2 phone rules), the customer's consent to
 * receive texts, and one of the user's saved bank accounts. On enrolment (and on "resend the link")
 * the server texts the mobile number a pay-by-text link: a single-use key that pays the amount due,
 * once, from the chosen bank account; a second use of the link is refused ("This link has
 * expired."). Values the spec does not give are chosen here: a link stays valid 7 days, and a new
 * link (resend) replaces the previous one.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { phoneSchema } from './fields.ts';
import { paymentTokenSchema, type SavedPaymentMethod } from './payment.ts';

/** Paths of the calls inside the text-to-pay service area (apiAreas.textToPay). */
export const textToPayCalls = {
  /** GET ?accountNumber= : the enrolment detail, the saved bank accounts, the amount due. */
  detail: '/detail',
  /** POST { accountNumber, mobileNumber, consent, savedPaymentMethod } : enrol (or change), and text the link. */
  enroll: '/enroll',
  /** POST { accountNumber } : unenrol (the link stops working). */
  unenroll: '/unenroll',
  /** POST { accountNumber } : text a new link (the previous one stops working). */
  resend: '/resend',
  /** GET ?key= (before sign-in) : what the link pays. */
  link: '/link',
  /** POST { key } (before sign-in) : pay the amount due with the link, once. */
  pay: '/link/pay',
} as const;

/** Where the texted link leads (a page open without signing in): `${publicUrl}/PayByText?key=...`. */
export const payByTextPath = '/PayByText';

/** How long a texted link stays valid (not given by the spec). */
export const textToPayLinkDays = 7;

/** The message code of consent not given (the field's text and the server's refusal). */
export const textToPayConsentCode = 'TTP_CONSENT';

/** The mobile number: document 2's phone rules (digits only, at least 8, not starting with 0, first digit 7). */
export const textToPayMobileSchema = phoneSchema;

/** The rule of the mobile number as typed: its code, or null when it keeps the rule. */
export function mobileNumberIssue(value: string): string | null {
  const result = v.safeParse(textToPayMobileSchema, value);
  return result.success ? null : result.issues[0].message;
}

export const textToPayDetailQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });
export const textToPayAccountBodySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const textToPayEnrollBodySchema = v.strictObject({
  accountNumber: accountNumberSchema,
  mobileNumber: textToPayMobileSchema,
  consent: v.literal(true, textToPayConsentCode),
  savedPaymentMethod: paymentTokenSchema,
});
export type TextToPayEnrollBody = v.InferOutput<typeof textToPayEnrollBodySchema>;

/** A link's key: 43 URL-safe characters (32 random bytes). */
export const textToPayKeySchema = v.pipe(v.string('TTP_LINK_INVALID'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'TTP_LINK_INVALID'));
export const textToPayLinkQuerySchema = v.strictObject({ key: textToPayKeySchema });
export const textToPayPayBodySchema = v.strictObject({ key: textToPayKeySchema });

/** An account's enrolment as /TextToPay shows it (the number and the bank account masked). */
export interface TextToPayEnrolment {
  /** "*******4567". */
  mobileNumber: string;
  paymentTokenId: string;
  bankName: string | null;
  last4: string;
  nickName: string;
  /** When it was made or last changed (ISO). */
  enrolledAt: string;
  /** When the last link was texted (ISO), and until when it works (null: used or none). */
  linkSentAt: string | null;
  linkValidUntil: string | null;
}

/** GET {texttopay}/detail */
export interface TextToPayStatus {
  accountNumber: string;
  enrolled: boolean;
  enrolment: TextToPayEnrolment | null;
  /** The user's saved bank accounts (the methods a link may pay from), masked. */
  bankAccounts: SavedPaymentMethod[];
  /** The current bill's amount due and due date (null without a bill). */
  amountDue: number;
  dueDate: string | null;
}

/** GET {texttopay}/link: what the link pays, masked for whoever holds the phone. */
export interface TextToPayLink {
  /** "******1234". */
  accountNumber: string;
  amountDue: number;
  dueDate: string | null;
  /** "Bank account ending 6789". */
  bankLast4: string;
  bankName: string | null;
  validUntil: string;
}

/** POST {texttopay}/link/pay */
export interface TextToPayPaid {
  confirmationNumber: string;
  amount: number;
  paidAt: string;
  bankLast4: string;
  /** The account's amount due after the payment. */
  amountDue: number;
}

/** The logged outcomes (document 2 sections 8-9): enrol, unenrol, resend link, each with its failed variant. */
export const textToPayInteractions = {
  textToPayEnrolled: { subject: 'Enrolled into Text To Pay', incident: 'BL_TP_01' },
  textToPayEnrolFailed: { subject: 'Enrolled into Text To Pay Failed', incident: 'BL_TP_02' },
  textToPayUnenrolled: { subject: 'Unenrolled from Text To Pay', incident: 'BL_TP_03' },
  textToPayUnenrolFailed: { subject: 'Unenrolled from Text To Pay Failed', incident: 'BL_TP_04' },
  textToPayLinkResent: { subject: 'Resend Activiation Link for Text To Pay', incident: 'BL_TP_05' },
  textToPayResendFailed: { subject: 'Resend Activiation Link for Text To Pay Failed', incident: 'BL_TP_06' },
  textToPayLinkRefused: { subject: 'Text To Pay Link Refused', incident: 'BL_TP_07' },
} as const;
/** The logged screen (document 2 section 9). */
export const textToPayScreen = 'Text To Pay';
