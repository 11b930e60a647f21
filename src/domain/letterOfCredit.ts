/**
 * Letters of credit and of service (issue 15; document 1 sections 1-2: /LetterOfCredit signed in,
 * /LetterCredit and /VerificationService public; document 2 section 6: the rights
 * ServiceLetterOfCredit and ServiceVerification). A customer asks for a letter about one of their
 * accounts: its standing (a letter of credit, for a landlord or another utility) or the service at
 * its address (a verification of service). The server writes the facts once, gives the letter a
 * reference and a verification code, and prints both on the PDF; anyone holding the letter checks it
 * on /VerificationService with the two. The rules the machines, the views and the server share.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { languages } from './language.ts';

/** Paths of the calls inside the service area. */
export const letterOfCreditCalls = {
  /** GET ?accountNumber= : what a letter of this account would say (signed in). */
  load: '/letter-of-credit',
  /** POST { accountNumber, kind, addressee, language } : issues the letter. */
  submit: '/letter-of-credit/submit',
  /** GET ?reference=&language= : the letter as a PDF (its account's holders and agents). */
  pdf: '/letter-of-credit/pdf',
  /** POST { reference, code } : anyone checks a letter (public, throttled per address). */
  verify: '/letter-of-credit/verify',
} as const;

/** What a letter confirms. */
export const letterKinds = ['accountStanding', 'serviceAtAddress'] as const;
export type LetterKind = (typeof letterKinds)[number];

/** How many months of bills a letter of credit looks back over. */
export const letterLookBackMonths = 12;

/** Checks of one address within the throttle window before it is refused (429 GEN015). */
export const letterVerifyLimit = { perIp: 20, windowMinutes: 15 } as const;

export const letterAddresseeMaxLength = 80;

/** Message codes of the fields and of a letter that is not found. */
export const letterCodes = {
  addressee: 'LETTER_ADDRESSEE',
  reference: 'LETTER_REFERENCE',
  code: 'LETTER_CODE',
  notFound: 'LETTER_NOT_FOUND',
} as const;

/**
 * Who the letter is for ("To whom it may concern" when empty): letters, digits, spaces and the
 * punctuation of names and organisations.
 */
export const letterAddresseeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(letterAddresseeMaxLength, letterCodes.addressee),
  v.regex(/^[\p{L}\p{N} .,'’&()/-]*$/u, letterCodes.addressee),
);

export function isLetterAddressee(value: string): boolean {
  return v.is(letterAddresseeSchema, value);
}

/** LTR- and six letters or digits (no 0/O, 1/I: read off paper). */
export const letterReferencePattern = /^LTR-[2-9A-HJ-NP-Z]{6}$/;
/** Eight letters or digits in two groups of four (the dash optional when typed). */
export const letterCodePattern = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** A reference as typed: trimmed, upper case. */
export function normaliseLetterReference(value: string): string {
  return value.trim().toUpperCase();
}

/** A code as typed: trimmed, upper case, the dash put back when left out. */
export function normaliseLetterCode(value: string): string {
  const plain = value.trim().toUpperCase().replace(/[\s-]/g, '');
  return plain.length === 8 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
}

export const letterReferenceSchema = v.pipe(v.string(), v.transform(normaliseLetterReference), v.regex(letterReferencePattern, letterCodes.reference));
export const letterCodeSchema = v.pipe(v.string(), v.transform(normaliseLetterCode), v.regex(letterCodePattern, letterCodes.code));

export function isLetterReference(value: string): boolean {
  return v.is(letterReferenceSchema, value);
}

export function isLetterCode(value: string): boolean {
  return v.is(letterCodeSchema, value);
}

export const letterOfCreditLoadQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const letterOfCreditSubmitBodySchema = v.strictObject({
  accountNumber: accountNumberSchema,
  kind: v.picklist(letterKinds),
  addressee: letterAddresseeSchema,
  language: v.picklist(languages),
});

export type LetterOfCreditSubmitBody = v.InferOutput<typeof letterOfCreditSubmitBodySchema>;

export const letterPdfQuerySchema = v.strictObject({ reference: letterReferenceSchema, language: v.optional(v.picklist(languages)) });

export const letterVerifyBodySchema = v.strictObject({ reference: letterReferenceSchema, code: letterCodeSchema });

export type LetterVerifyBody = v.InferOutput<typeof letterVerifyBodySchema>;

/** The facts a letter states, written once when it is issued (a later payment does not change a letter). */
export interface LetterFacts {
  holderName: string;
  accountNumber: string;
  /** The service address on one line. */
  serviceAddress: string;
  /** The day the customer's first meter at the account started (yyyy-mm-dd). */
  customerSince: string;
  /** Active (status 1) or not. */
  active: boolean;
  /** The services in supply now, as meter service types. */
  services: string[];
  /** Letter of credit: bills of the last 12 months, and how many of them carried an earlier bill's unpaid amount. */
  billsInPeriod: number;
  billsWithArrears: number;
  /** Letter of credit: owed now and the part of it past due, in thebe. */
  amountDueThebe: number;
  pastDueThebe: number;
}

/** What the form shows before a letter is issued: the facts a letter would state today. */
export interface LetterOfCreditRecord {
  accountNumber: string;
  facts: LetterFacts;
}

/** An issued letter, as its holder sees it. */
export interface LetterOfCreditReceipt {
  reference: string;
  code: string;
  kind: LetterKind;
  addressee: string;
  issuedAt: string;
}

/** What /VerificationService shows of a letter whose reference and code match. */
export interface LetterVerification extends LetterOfCreditReceipt {
  facts: LetterFacts;
}

/** The file name of a letter's PDF. */
export function letterPdfFileName(reference: string): string {
  return `${reference}.pdf`;
}
