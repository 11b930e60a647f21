/**
 * Database schema of the reference server (drizzle pg-core). Migrations are generated from this file
 * with `npx drizzle-kit generate` into server/db/migrations and applied at start.
 *
 * The same migrations run on PGlite (PostgreSQL 18) and on a PostgreSQL 15 server, so only features
 * both have are used: identity columns, uuid, arrays, numeric, timestamptz, expression indexes, checks.
 * Money is numeric(12,2) (read back as a string, never a float); calendar days are `date` in string mode.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

// ---------------------------------------------------------------- users and accounts

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    /** scrypt$N$r$p$salt$hash (server/auth/password.ts); never a plain password. */
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    /** Persona ids: 1 residential, 2 Enterprise, 3 Landlord, 5 Property Manager. */
    personas: integer('personas').array().notNull().default(sql`'{1}'::integer[]`),
    tfa: boolean('tfa').notNull().default(false),
    isMigrated: boolean('is_migrated').notNull().default(false),
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    isAgent: boolean('is_agent').notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    // User ids are compared case-insensitively (sign-in, availability check).
    uniqueIndex('users_user_name_lower_uq').on(sql`lower(${t.userName})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * Service (contract) accounts. status: 0 Pending, 1 Active, 2 restricted (document 2 section 4:
 * only payment is allowed). The holder fields (name, date of birth, id number, postal code) are what
 * registration validates an account against.
 */
export const serviceAccounts = pgTable(
  'service_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountNumber: text('account_number').notNull(),
    customerNumber: text('customer_number').notNull(),
    bpNumber: text('bp_number').notNull(),
    premiseId: text('premise_id').notNull(),
    status: smallint('status').notNull().default(1),
    /** Residential or Commercial. */
    accountType: text('account_type').notNull().default('Residential'),
    isPrepaid: boolean('is_prepaid').notNull().default(false),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    /** District code (the state of the address; Botswana districts, see geo seed). */
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Service centre town that serves the premise (one of the 17 of the spec). */
    town: text('town').notNull(),
    tariff: text('tariff').notNull(),
    paperless: boolean('paperless').notNull().default(false),
    /** Amount owed now; negative is a credit. */
    balance: money('balance').notNull().default('0'),
    holderFirstName: text('holder_first_name').notNull(),
    holderLastName: text('holder_last_name').notNull(),
    /** Company name for commercial holders. */
    holderOrgName: text('holder_org_name'),
    holderDateOfBirth: date('holder_date_of_birth', { mode: 'string' }),
    /** National id (Omang) or passport number. */
    holderIdNumber: text('holder_id_number'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('service_accounts_account_number_uq').on(t.accountNumber),
    check('service_accounts_status_ck', sql`${t.status} in (0, 1, 2)`),
  ],
);

/** Which user holds which account, with which role (1 primary, 2 secondary, 7 view, 8 guest). */
export const userAccounts = pgTable(
  'user_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    nickname: text('nickname'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] }), index('user_accounts_account_idx').on(t.accountId)],
);

/** Named rights per role (src/domain/rights.ts), returned per role and persona. */
export const roleRights = pgTable(
  'role_rights',
  {
    roleId: integer('role_id').notNull(),
    personaId: integer('persona_id').notNull().default(1),
    rightName: text('right_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.personaId, t.rightName] })],
);

export const meters = pgTable(
  'meters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    meterNumber: text('meter_number').notNull(),
    serviceType: text('service_type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** 9999-12-31 for a meter in service (the client picks the first meter ending in the future). */
    endDate: date('end_date', { mode: 'string' }).notNull().default('9999-12-31'),
  },
  (t) => [
    uniqueIndex('meters_meter_number_uq').on(t.meterNumber),
    index('meters_account_idx').on(t.accountId),
    check('meters_service_type_ck', sql`${t.serviceType} in ('electric', 'gas', 'water', 'solar')`),
  ],
);

// ---------------------------------------------------------------- billing and payments

export const bills = pgTable(
  'bills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    billNumber: text('bill_number').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Total due on this bill, past due included. */
    amountDue: money('amount_due').notNull(),
    pastDue: money('past_due').notNull().default('0'),
    /** Electricity used in the period. */
    usage: numeric('usage', { precision: 10, scale: 2 }).notNull(),
    usageUnit: text('usage_unit').notNull().default('kWh'),
    /** due, paid, partial, overdue */
    status: text('status').notNull(),
  },
  (t) => [
    uniqueIndex('bills_bill_number_uq').on(t.billNumber),
    index('bills_account_date_idx').on(t.accountId, t.billDate),
    check('bills_status_ck', sql`${t.status} in ('due', 'paid', 'partial', 'overdue')`),
  ],
);

/** Saved payment methods: gateway tokens only, never a full card number or a CVV. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    holderName: text('holder_name'),
    /** Card brand: visa, mastercard, american-express, discover, maestro. */
    brand: text('brand'),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month'),
    expiryYear: smallint('expiry_year'),
    bankName: text('bank_name'),
    routingNumber: text('routing_number'),
    /** checking or savings */
    bankAccountType: text('bank_account_type'),
    nickname: text('nickname'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_gateway_token_uq').on(t.gatewayToken),
    index('payment_methods_user_idx').on(t.userId),
    check('payment_methods_kind_ck', sql`${t.kind} in ('card', 'bank')`),
    check('payment_methods_last4_ck', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** What the customer sees of the method, e.g. "VISA ending 4242". */
    methodRef: text('method_ref').notNull(),
    /** completed, scheduled, cancelled, failed */
    status: text('status').notNull(),
    confirmationNumber: text('confirmation_number').notNull(),
    /** web, mobile, agent, bank, cash, autopay */
    channel: text('channel').notNull(),
    /** Client-supplied key so a retried submission never charges twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_confirmation_uq').on(t.confirmationNumber),
    uniqueIndex('payments_idempotency_uq').on(t.idempotencyKey),
    index('payments_account_date_idx').on(t.accountId, t.paidAt),
    check('payments_status_ck', sql`${t.status} in ('completed', 'scheduled', 'cancelled', 'failed')`),
  ],
);

export const prepaidTransactions = pgTable(
  'prepaid_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    meterId: integer('meter_id')
      .notNull()
      .references(() => meters.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    units: numeric('units', { precision: 10, scale: 2 }).notNull(),
    /** 20-digit STS token the customer keys into the meter. */
    token: text('token').notNull(),
    reference: text('reference').notNull(),
    transactedAt: timestamp('transacted_at', { withTimezone: true }).notNull(),
    channel: text('channel').notNull().default('web'),
  },
  (t) => [
    uniqueIndex('prepaid_transactions_reference_uq').on(t.reference),
    index('prepaid_transactions_account_idx').on(t.accountId, t.transactedAt),
    check('prepaid_transactions_token_ck', sql`${t.token} ~ '^[0-9]{20}$'`),
  ],
);

// ---------------------------------------------------------------- guest users

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
    check('guest_invitations_status_ck', sql`${t.status} in ('pending', 'accepted', 'revoked', 'expired')`),
  ],
);

// ---------------------------------------------------------------- content

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id').notNull(),
    /** Stored language code: EN_US, EN_UK, SP, FR. */
    language: text('language').notNull(),
    question: text('question').notNull(),
    /** Simple HTML: paragraphs, lists, links. */
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('faq_entries_category_language_idx').on(t.categoryId, t.language, t.sortOrder)],
);

export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** terms or privacy */
    type: text('type').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    lastUpdated: date('last_updated', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('content_pages_type_language_uq').on(t.type, t.language),
    check('content_pages_type_ck', sql`${t.type} in ('terms', 'privacy')`),
  ],
);

/** Server-side texts; a ControlCode equal to a front-end catalogue id overrides that text. */
export const multilingualMessages = pgTable(
  'multilingual_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    module: text('module').notNull(),
    /** Sub-module (the `sm` query); '' applies to the whole module. */
    subModule: text('sub_module').notNull().default(''),
    controlCode: text('control_code').notNull(),
    /** 1 label, 2 control, 3 disclaimer, 4 error, 5 success */
    messageType: smallint('message_type').notNull(),
    language: text('language').notNull(),
    messageData: text('message_data').notNull(),
    alternateText: text('alternate_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('multilingual_messages_uq').on(t.module, t.subModule, t.controlCode, t.language),
    check('multilingual_messages_type_ck', sql`${t.messageType} between 1 and 5`),
  ],
);

export const maintenanceItems = pgTable('maintenance_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  status: boolean('status').notNull().default(false),
  message: text('message').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageName: text('page_name').notNull(),
    bannerIndex: integer('banner_index').notNull(),
    language: text('language').notNull(),
    bannerType: smallint('banner_type').notNull().default(1),
    redirectUrl: text('redirect_url').notNull().default(''),
    imagePath: text('image_path').notNull(),
    altText: text('alt_text').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('banners_uq').on(t.pageName, t.language, t.bannerType, t.bannerIndex)],
);

/** One row per banner click (banner tracking call); no personal data. */
export const bannerClicks = pgTable('banner_clicks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  pageName: text('page_name').notNull(),
  bannerIndex: integer('banner_index').notNull(),
  redirectUrl: text('redirect_url'),
  clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide alerts (Alert/Type/{code}); GNRLBANR is the general banner. */
export const alerts = pgTable(
  'alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    typeCode: text('type_code').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    colorCode: text('color_code').notNull().default('amber'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('alerts_type_language_idx').on(t.typeCode, t.language)],
);

// ---------------------------------------------------------------- reference data

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
});

/** States, provinces and (for Botswana) districts. */
export const states = pgTable(
  'states',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryCode: text('country_code').notNull(),
    districtCode: text('district_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('cities_uq').on(t.countryCode, t.districtCode, t.name)],
);

export const serviceCentres = pgTable('service_centres', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  town: text('town').notNull().unique('service_centres_town_uq'),
  districtCode: text('district_code').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  openingHours: text('opening_hours').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** Key/value settings read by the metric-settings call and later configuration calls. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
