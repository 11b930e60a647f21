/**
 * Service requests (start, stop, transfer service): the premises registry, the appointment calendar,
 * service orders with their status history, and uploaded documents.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { users } from './account.ts';

/**
 * The premises the utility can serve, in the 17 service-centre towns. Whether one is active for a
 * customer is read from service_accounts (premise_id, status); what stays here is the place itself.
 */
export const premises = pgTable(
  'premises',
  {
    id: text('id').primaryKey(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    /** The service centre town that serves it. */
    town: text('town').notNull(),
    postalCode: text('postal_code').notNull(),
    underConstruction: boolean('under_construction').notNull().default(false),
    /** False: the address is known but outside the territory served. */
    inTerritory: boolean('in_territory').notNull().default(true),
    /** Where it is (issue 18): a point of its own in its town; null: not placed (server/outage/premisePoint.ts places it by its address). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('premises_town_idx').on(t.town)],
);

/**
 * Booked places per town, day and slot (0 ALLDAY, 1-4). A row appears with the first booking; a
 * booking is one conditional update (`booked < capacity`), so the last place goes to exactly one caller.
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    town: text('town').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.town, t.day, t.slot] }),
    check('appointment_slots_booked_ck', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    check('appointment_slots_slot_ck', sql`${t.slot} between 0 and 4`),
  ],
);

/** Service orders: every kind of service request (start, stop, transfer, KYC, meter inspection, new connection, other service, landlord agreement), with status (0 Open, 1 Closed, 2 RequiresWork) and priority (1, 5, 7). */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    orderType: text('order_type').notNull(),
    /** Null for a visitor's request. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent who made it on the customer's behalf. */
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    accountNumber: text('account_number'),
    premiseId: text('premise_id'),
    status: smallint('status').notNull().default(0),
    priority: smallint('priority').notNull().default(5),
    /** The appointment's town, day and slot; all three null for a request without a visit (KYC, landlord agreement). */
    town: text('town'),
    appointmentDay: date('appointment_day', { mode: 'string' }),
    appointmentSlot: smallint('appointment_slot'),
    /** The request as submitted (reason, mailing address...). */
    details: jsonb('details').notNull(),
    /** The document asked of the customer while the request RequiresWork (missingDocuments); null otherwise. */
    requiredDocument: text('required_document'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('service_orders_reference_uq').on(t.reference),
    index('service_orders_user_idx').on(t.userId, t.createdAt),
    index('service_orders_account_idx').on(t.accountNumber, t.orderType, t.status),
    // One open (or requires-work) stop per account, even when two requests race.
    uniqueIndex('service_orders_one_open_stop_uq').on(t.accountNumber).where(sql`${t.orderType} = 'STOP' and ${t.status} in (0, 2)`),
    check('service_orders_status_ck', sql`${t.status} in (0, 1, 2)`),
    check('service_orders_priority_ck', sql`${t.priority} in (1, 5, 7)`),
    check('service_orders_type_ck', sql`${t.orderType} in ('START', 'STOP', 'TRANSFER', 'KYC', 'METER_INSPECTION', 'NEW_CONNECTION', 'OTHER', 'LANDLORD_AGREEMENT')`),
    check('service_orders_appointment_ck', sql`(${t.town} is null) = (${t.appointmentDay} is null) and (${t.appointmentDay} is null) = (${t.appointmentSlot} is null)`),
  ],
);

/** Every status a service order took, with when and why: the tracker's timeline. */
export const serviceOrderEvents = pgTable(
  'service_order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('service_order_events_order_idx').on(t.orderId, t.at)],
);

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

/**
 * Saved forms (issues 14 and 15): a service flow saved part-way, resumed from the tracker's Saved
 * Forms tab on any device. `flow` is a machine id of savedFormFlows (src/domain/savedForms.ts);
 * `snapshot` is that machine's persisted snapshot (at most 64 KB serialized).
 */
export const savedForms = pgTable(
  'saved_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flow: text('flow').notNull(),
    title: text('title').notNull(),
    route: text('route').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('saved_forms_user_idx').on(t.userId, t.updatedAt)],
);
