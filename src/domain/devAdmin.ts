/**
 * Development calls of the demo administration (under adminBasePath, header x-admin-token): the
 * outbox where the server "delivers" e-mails and text messages, and one-time sign-in tokens.
 */
import * as v from 'valibot';
import { userIdSchema } from './credentials.ts';

export const devAdminCalls = {
  /** GET ?user=<userName>&limit= : the newest outbox messages of a user. */
  outbox: '/outbox',
  /** POST { userName }: a one-time authentication token for /authenticate/{token}. */
  authToken: '/auth-token',
  /** GET ?address=<e-mail>&limit= : the newest outbox messages to an address (people without a user yet: guest invitations). */
  outboxByAddress: '/outbox/by-address',
} as const;

export const outboxQuerySchema = v.strictObject({
  user: userIdSchema,
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100))),
});

export const outboxByAddressQuerySchema = v.strictObject({
  address: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email()),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100))),
});

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  address: string;
  subject: string;
  body: string;
  /** What was sent: tfa-code, activation, password-reset, user-id-reminder, guest-invitation, ... */
  kind: string;
  createdAt: string;
}

export const authTokenBodySchema = v.strictObject({ userName: userIdSchema });
export interface AuthTokenData {
  token: string;
  expiresIn: number;
}
