/**
 * Logging: interaction records (customer service), the activity log (user behaviour) and audit events.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './account.ts';

/** Customer-service interaction records (document 1 section 3), from the portal and the server. */
export const interactionRecords = pgTable(
  'interaction_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    familyId: uuid('family_id'),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 2 customer, 3 agent. */
    updatedBy: smallint('updated_by').notNull(),
    ip: text('ip'),
    actionRequired: text('action_required').notNull(),
    customerNumber: text('customer_number'),
    actionTypeCode: text('action_type_code'),
    actionSubject: text('action_subject'),
    actionNotes: text('action_notes'),
    actionPriority: smallint('action_priority').notNull(),
    businessAgreementId: text('business_agreement_id'),
    actionStatus: smallint('action_status').notNull(),
    messageNote: text('message_note'),
    interactionRecordReasonId: text('interaction_record_reason_id'),
    serviceIssueCategoryId: text('service_issue_category_id'),
    incidentServiceIssueCategoryId: text('incident_service_issue_category_id'),
    isExternalTicketCreation: boolean('is_external_ticket_creation').notNull().default(false),
    sourceUrl: text('source_url'),
    screenName: text('screen_name'),
    moduleName: text('module_name'),
    accountNumber: text('account_number'),
    contractAccount: text('contract_account'),
    premiseExternalId: text('premise_external_id'),
    trigger: text('trigger').notNull(),
    email: text('email'),
    registrationStatus: text('registration_status'),
    attachmentName: text('attachment_name'),
    customerNumberList: text('customer_number_list').array(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('interaction_records_user_idx').on(t.userId, t.createdAt),
    check('interaction_records_updated_by_ck', sql`${t.updatedBy} in (2, 3)`),
  ],
);

/** User-behaviour activity log (document 1 section 3 "Activity log record"). */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    familyId: uuid('family_id'),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 2 customer, 3 agent: decided by the server from the session. */
    updatedBy: smallint('updated_by').notNull(),
    screen: text('screen').notNull(),
    module: text('module').notNull(),
    actionNotes: text('action_notes'),
    sourceUrl: text('source_url'),
    os: text('os'),
    browser: text('browser'),
    resolution: text('resolution'),
    account: text('account'),
    country: text('country'),
    sessionId: text('session_id'),
    /** custom1 ... custom25, only those sent. */
    custom: jsonb('custom').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('activity_logs_user_idx').on(t.userId, t.createdAt),
    check('activity_logs_updated_by_ck', sql`${t.updatedBy} in (2, 3)`),
  ],
);

/** Audit events (sign-out is code 54 with the e-mail). */
export const auditEvents = pgTable('audit_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  familyId: uuid('family_id'),
  updatedBy: smallint('updated_by').notNull(),
  code: integer('code').notNull(),
  email: text('email'),
  accountNumber: text('account_number'),
  notes: text('notes'),
  createdAt: at('created_at').notNull(),
});
