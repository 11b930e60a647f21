/**
 * NewConnection (service/newConnection): the rules, calls and types the machine, the view and the server
 * share. The sample field is a reference of 3 to 20 letters or digits; replace it with the flow's own.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';

/** Paths of the flow's calls inside the service service area. */
export const newConnectionCalls = {
  /** GET ?accountNumber= : what the form starts from. */
  load: '/new-connection',
  /** POST { accountNumber, reference } : the submission. */
  submit: '/new-connection/submit',
} as const;

/** The message code of a reference that breaks the rule (the field's text and the server's refusal). */
export const newConnectionReferenceCode = 'SERVICE_NEW_CONNECTION_REFERENCE';

export const newConnectionReferenceSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{3,20}$/, newConnectionReferenceCode));

/** The rule the machine's guard, the view and the server share. */
export function isNewConnectionReference(value: string): boolean {
  return v.is(newConnectionReferenceSchema, value);
}

export const newConnectionLoadQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const newConnectionSubmitBodySchema = v.strictObject({ accountNumber: accountNumberSchema, reference: newConnectionReferenceSchema });

export type NewConnectionSubmitBody = v.InferOutput<typeof newConnectionSubmitBodySchema>;

/** What the load answers: the reference last submitted for the account ('' when none). */
export interface NewConnectionRecord {
  accountNumber: string;
  reference: string;
}

export interface NewConnectionReceipt {
  confirmationNumber: string;
}
