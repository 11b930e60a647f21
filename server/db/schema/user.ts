/**
 * Sign-in and sessions (session families, refresh tokens, attempts, locks, two-factor codes, one-time
 * tokens, link keys), per-IP throttle events, problem sign-in requests and the development outbox.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './account.ts';

/**
 * A signed-in session: every access and refresh token carries its family id, so revoking the
 * family (logout, refresh-token reuse) ends all of them at once.
 */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Opened by an agent through support single sign-on. */
    isSupport: boolean('is_support').notNull().default(false),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
    /** logout, reuse */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('session_families_user_idx').on(t.userId)],
);

/** Rotating refresh tokens, stored as SHA-256 of the random token; each is used once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the token was exchanged for the next one; a second use is a reuse. */
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Every sign-in attempt, for the per-user-id and per-IP throttles and the IP lock count. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** lower(user id) as typed: unknown user ids are throttled like known ones. */
    userNameKey: text('user_name_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    /** success, failure (wrong password or unknown user), locked (refused while locked), blocked (IP), pending (being checked: auth/throttle.ts) */
    outcome: text('outcome').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('login_attempts_user_idx').on(t.userNameKey, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    check('login_attempts_outcome_ck', sql`${t.outcome} in ('success', 'failure', 'locked', 'blocked', 'pending')`),
  ],
);

/** A user id locked after too many failures, until lockedUntil. */
export const loginLocks = pgTable('login_locks', {
  userNameKey: text('user_name_key').primaryKey(),
  lockedUntil: at('locked_until').notNull(),
});

/** The IP addresses the portal reports with the IP lock count call (beside the caller's own). */
export const ipLockChecks = pgTable('ip_lock_checks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  requestIp: text('request_ip').notNull(),
  reportedIp: text('reported_ip').notNull(),
  createdAt: at('created_at').notNull(),
});

/** The current two-factor code of a user (one at a time; a new send replaces it). */
export const tfaCodes = pgTable(
  'tfa_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the code with the server's token secret; never the code. */
    codeHash: text('code_hash').notNull(),
    channel: text('channel').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Wrong codes entered; at the limit the code is void. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [uniqueIndex('tfa_codes_user_uq').on(t.userId), check('tfa_codes_channel_ck', sql`${t.channel} in ('email', 'sms')`)],
);

/** One-time authentication tokens for /authenticate: sign-in links and support sign-on. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** login or support */
    purpose: text('purpose').notNull(),
    /** The agent who asked for a support token. */
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    check('auth_tokens_purpose_ck', sql`${t.purpose} in ('login', 'support')`),
  ],
);

/**
 * Single-use keys of e-mailed links: account activation (24 hours) and password reset (60 minutes).
 * Stored as SHA-256 of the random key; a key is claimed with one conditional update (used_at).
 */
export const userKeys = pgTable(
  'user_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** activation or reset */
    purpose: text('purpose').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('user_keys_hash_uq').on(t.keyHash),
    index('user_keys_user_idx').on(t.userId, t.purpose),
    check('user_keys_purpose_ck', sql`${t.purpose} in ('activation', 'reset')`),
  ],
);

/** Requests counted by the throttles: per IP (registration, recovery, pre-login payments) and per user (card and bank account checks). */
export const requestEvents = pgTable(
  'request_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    ip: text('ip').notNull(),
    /** The signed-in user, for limits counted per user too (card and bank account checks). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('request_events_bucket_ip_idx').on(t.bucket, t.ip, t.createdAt), index('request_events_bucket_user_idx').on(t.bucket, t.userId, t.createdAt)],
);

/** Problem sign-in requests for customer care (/ProblemSignIn). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As typed; the user it names, when one exists (never told to the caller). */
    userName: text('user_name'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    /** locked, noEmail, other */
    issue: text('issue').notNull(),
    message: text('message').notNull(),
    ip: text('ip').notNull(),
    /** open or closed */
    status: text('status').notNull().default('open'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('support_requests_issue_ck', sql`${t.issue} in ('locked', 'noEmail', 'other')`),
    check('support_requests_status_ck', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** Development delivery of e-mails and text messages (read with GET /api/admin/outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('outbox_messages_user_idx').on(t.userId, t.createdAt),
    check('outbox_messages_channel_ck', sql`${t.channel} in ('email', 'sms')`),
  ],
);
