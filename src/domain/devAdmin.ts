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
  /**
   * POST { users?: [demo user names], accounts?: [demo account keys] }: fresh copies of demo people
   * (each user with every account it is linked to; accounts without a user for registration), under
   * new user names, account and meter numbers. End-to-end tests create their own data with it.
   */
  testPeople: '/test-people',
  /** POST { action: start | update | restore, ... } (src/domain/outage.ts outageAdminBodySchema): outages for demos and tests. */
  outages: '/outages',
  /** POST { reference, document } (src/domain/serviceRequests.ts requireWorkBodySchema): an Open request RequiresWork, a document asked for. */
  requireWork: '/service-requests/require-work',
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

/** Demo account keys are lowercase words joined by hyphens (server/seed/demo.ts). */
const demoKeySchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), v.maxLength(40));

export const testPeopleBodySchema = v.pipe(
  v.strictObject({
    users: v.optional(v.pipe(v.array(userIdSchema), v.minLength(1), v.maxLength(5))),
    accounts: v.optional(v.pipe(v.array(demoKeySchema), v.minLength(1), v.maxLength(5))),
  }),
  v.check((body) => (body.users?.length ?? 0) + (body.accounts?.length ?? 0) > 0, 'Name at least one demo user or account.'),
);

export interface TestAccount {
  /** The demo account it copies (its key in server/seed/demo.ts). */
  like: string;
  accountNumber: string;
  status: number;
  isPrepaid: boolean;
  holderFirstName: string;
  holderLastName: string;
  /** yyyy-mm-dd */
  holderDateOfBirth: string;
  holderIdNumber: string;
  holderEmail: string | null;
  postalCode: string;
  meters: { meterNumber: string; serviceType: string; inService: boolean }[];
}

export interface TestUser {
  /** The demo user it copies. */
  like: string;
  userName: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Account numbers linked to the user, the default first. */
  accounts: string[];
}

export interface TestPeopleData {
  users: TestUser[];
  accounts: TestAccount[];
}
