/**
 * Account notices behind the notification banner, and the inbox.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { serviceAccounts, users } from './account.ts';

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
