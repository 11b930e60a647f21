/**
 * Outages, account notices behind the notification banner, and the inbox.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { serviceAccounts, users } from './account.ts';

/** Outages with the number of customers affected (the outage count call; maps and lists later). */
export const outages = pgTable(
  'outages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    /** One of the 17 service centre towns. */
    town: text('town').notNull(),
    area: text('area').notNull(),
    cause: text('cause').notNull(),
    affectedCustomers: integer('affected_customers').notNull(),
    /** active or restored */
    status: text('status').notNull(),
    startedAt: at('started_at').notNull(),
    estimatedRestorationAt: at('estimated_restoration_at'),
    restoredAt: at('restored_at'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    uniqueIndex('outages_reference_uq').on(t.reference),
    index('outages_status_town_idx').on(t.status, t.town),
    check('outages_status_ck', sql`${t.status} in ('active', 'restored')`),
    check('outages_affected_ck', sql`${t.affectedCustomers} >= 0`),
  ],
);

/** Notices about one account behind the top notification banner (DNP, outage, CSP, service, preference). */
export const accountNotices = pgTable(
  'account_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    /** The CSP banner's colour; the others have fixed colours. */
    colorCode: text('color_code'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('account_notices_account_idx').on(t.accountId),
    check('account_notices_kind_ck', sql`${t.kind} in ('dnp', 'outage', 'csp', 'service', 'preference')`),
  ],
);

/** Messages of the portal's inbox (src/domain/inbox.ts categories). */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account the message is about; null for the user in general. */
    accountId: integer('account_id').references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    category: smallint('category').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('inbox_messages_user_idx').on(t.userId, t.isRead)],
);
