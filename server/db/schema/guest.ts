/**
 * Guest users: invitations to view one account until a last day of access.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { serviceAccounts, users } from './account.ts';

export const guestInvitations = pgTable(
  'guest_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inviterUserId: uuid('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The invited person's name (the guest user gets it when registering). */
    firstName: text('first_name'),
    lastName: text('last_name'),
    roleId: integer('role_id').notNull().default(8),
    accessUntil: timestamp('access_until', { withTimezone: true }).notNull(),
    /** SHA-256 of the key sent in the invitation link; the key itself is never stored. */
    validationKeyHash: text('validation_key_hash').notNull(),
    /** pending, accepted, revoked, expired */
    status: text('status').notNull().default('pending'),
    guestUserId: uuid('guest_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('guest_invitations_key_uq').on(t.validationKeyHash),
    index('guest_invitations_account_idx').on(t.accountId, t.status),
    check('guest_invitations_status_ck', sql`${t.status} in ('pending', 'accepted', 'revoked', 'expired')`),
  ],
);
