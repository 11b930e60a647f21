/**
 * Service requests (start, stop, transfer service): uploaded documents so far.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './account.ts';

/**
 * Uploaded documents. The bytes live in the upload folder (outside the web root) under
 * `storedName`, a random name unrelated to the id or the customer's file name. `ownerUserId` is
 * null for a visitor's upload (pre-login start service); such a file is served to agents only.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent who uploaded on a customer's behalf (support session). */
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    storedName: text('stored_name').notNull(),
    fileName: text('file_name').notNull(),
    /** The media type the content proved: application/pdf, image/jpeg or image/png. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    accountNumber: text('account_number'),
    referenceNumber: text('reference_number'),
    /** The uploader's address: visitors' uploads per address are bounded. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('documents_stored_name_uq').on(t.storedName),
    index('documents_owner_idx').on(t.ownerUserId, t.createdAt),
    index('documents_ip_idx').on(t.ip, t.createdAt),
    check('documents_content_type_ck', sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`),
  ],
);
