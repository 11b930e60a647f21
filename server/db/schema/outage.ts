/**
 * Outages: areas (GeoJSON polygons) with cause, start, estimated restoration, customers and
 * premises affected, crew status, and the history of their status and ETR changes.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { serviceAccounts, users } from './account.ts';
import { inboxMessages } from './inbox.ts';
import { at } from './columns.ts';
import type { PolygonGeometry } from '../../../src/domain/outage.ts';

export const outages = pgTable(
  'outages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The incident number, e.g. OUT-GAB-0417. */
    reference: text('reference').notNull(),
    /** One of the 17 service centre towns. */
    town: text('town').notNull(),
    /** The neighbourhoods affected, as the utility names them. */
    area: text('area').notNull(),
    /** A cause code (src/domain/outage.ts outageCauses). */
    cause: text('cause').notNull(),
    affectedCustomers: integer('affected_customers').notNull(),
    affectedPremises: integer('affected_premises').notNull().default(0),
    /** active, scheduled (planned maintenance not started yet) or restored */
    status: text('status').notNull(),
    planned: boolean('planned').notNull().default(false),
    /** assessing, dispatched, enRoute, onSite or completed */
    crewStatus: text('crew_status').notNull().default('assessing'),
    startedAt: at('started_at').notNull(),
    estimatedRestorationAt: at('estimated_restoration_at'),
    restoredAt: at('restored_at'),
    /** The label point. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The area (GeoJSON Polygon); null for rows from before areas: drawn around the label point. */
    geometry: jsonb('geometry').$type<PolygonGeometry>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outages_reference_uq').on(t.reference),
    index('outages_status_town_idx').on(t.status, t.town),
    check('outages_status_ck', sql`${t.status} in ('active', 'scheduled', 'restored')`),
    check('outages_crew_status_ck', sql`${t.crewStatus} in ('assessing', 'dispatched', 'enRoute', 'onSite', 'completed')`),
    check('outages_affected_ck', sql`${t.affectedCustomers} >= 0 and ${t.affectedPremises} >= 0`),
  ],
);

/** Every change of an outage's status, crew status or ETR, oldest first (the list's history). */
export const outageUpdates = pgTable(
  'outage_updates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outageId: integer('outage_id')
      .notNull()
      .references(() => outages.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    status: text('status').notNull(),
    crewStatus: text('crew_status').notNull(),
    estimatedRestorationAt: at('estimated_restoration_at'),
  },
  (t) => [index('outage_updates_outage_idx').on(t.outageId, t.at)],
);

/**
 * Outage reports (document 1 section 3 "Outage report"), by visitors (uuid null, the payload's
 * all-zero uuId) and customers; `outageReference` is the known outage the report joined
 * (deduplicated: no new incident), null for a report of an outage not known yet.
 */
export const outageReports = pgTable(
  'outage_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** RPT- and eight characters, what the Success page shows. */
    reference: text('reference').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    accountNumber: text('account_number'),
    reporterName: text('reporter_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    emailAddress: text('email_address').notNull(),
    eventType: smallint('event_type').notNull().default(0),
    address1: text('address1').notNull(),
    address2: text('address2').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The service centre town nearest to the point. */
    town: text('town').notNull(),
    /** The outage type code (src/domain/outageReport.ts reportOutageTypes). */
    title: text('title').notNull(),
    message: text('message').notNull(),
    notificationPreference: text('notification_preference').notNull(),
    isContact: boolean('is_contact').notNull(),
    customAttributes: jsonb('custom_attributes').$type<string[]>().notNull(),
    /** The stored documents attached: name, type and document id. */
    attachments: jsonb('attachments').$type<{ attachmentName: string; attachmentType: string; fileData: string }[]>().notNull(),
    outageReference: text('outage_reference'),
    ip: text('ip'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('outage_reports_reference_uq').on(t.reference), index('outage_reports_user_idx').on(t.userId, t.createdAt), index('outage_reports_outage_idx').on(t.outageReference)],
);

/**
 * Alerts raised to customers whose premise an outage covers (server/outage/alerts.ts): one row per
 * user, account, outage and change (`etr:<ISO time>` or `restored`), so the same change never
 * writes a second inbox message, e-mail or text, however often it is announced.
 */
export const outageAlerts = pgTable(
  'outage_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    outageId: integer('outage_id')
      .notNull()
      .references(() => outages.id, { onDelete: 'cascade' }),
    change: text('change').notNull(),
    inboxMessageId: integer('inbox_message_id').references(() => inboxMessages.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('outage_alerts_change_uq').on(t.userId, t.accountId, t.outageId, t.change)],
);
