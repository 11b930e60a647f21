/**
 * LetterOfCredit (service/letterOfCredit): the rules, calls and types the machine, the view and the server
 * share. The sample field is a reference of 3 to 20 letters or digits; replace it with the flow's own.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';

/** Paths of the flow's calls inside the service service area. */
export const letterOfCreditCalls = {
  /** GET ?accountNumber= : what the form starts from. */
  load: '/letter-of-credit',
  /** POST { accountNumber, reference } : the submission. */
  submit: '/letter-of-credit/submit',
} as const;

/** The message code of a reference that breaks the rule (the field's text and the server's refusal). */
export const letterOfCreditReferenceCode = 'SERVICE_LETTER_OF_CREDIT_REFERENCE';

export const letterOfCreditReferenceSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{3,20}$/, letterOfCreditReferenceCode));

/** The rule the machine's guard, the view and the server share. */
export function isLetterOfCreditReference(value: string): boolean {
  return v.is(letterOfCreditReferenceSchema, value);
}

export const letterOfCreditLoadQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const letterOfCreditSubmitBodySchema = v.strictObject({ accountNumber: accountNumberSchema, reference: letterOfCreditReferenceSchema });

export type LetterOfCreditSubmitBody = v.InferOutput<typeof letterOfCreditSubmitBodySchema>;

/** What the load answers: the reference last submitted for the account ('' when none). */
export interface LetterOfCreditRecord {
  accountNumber: string;
  reference: string;
}

export interface LetterOfCreditReceipt {
  confirmationNumber: string;
}
