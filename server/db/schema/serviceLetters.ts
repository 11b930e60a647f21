/**
 * Letters of credit and of service (src/domain/letterOfCredit.ts): issued once with the facts of
 * that day, then printed and verified from this row. The verification code is kept as issued: it is
 * printed on every copy of the PDF, and it only proves that a letter is genuine (it opens nothing).
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, integer } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { serviceAccounts, users } from './account.ts';
import type { LetterFacts } from '../../../src/domain/letterOfCredit.ts';

export const serviceLetters = pgTable(
  'service_letters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    /** Who asked (the account's holder, or an agent on their behalf). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    addressee: text('addressee').notNull().default(''),
    facts: jsonb('facts').$type<LetterFacts>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('service_letters_reference_uq').on(t.reference),
    index('service_letters_account_idx').on(t.accountId),
    check('service_letters_kind_ck', sql`${t.kind} in ('accountStanding', 'serviceAtAddress')`),
  ],
);
