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
  jsonb,
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
    /** Second e-mail (guest registration). */
    alternateEmail: text('alternate_email'),
    secondaryPhone: text('secondary_phone'),
    /** Contact types of the phones: 1 mobile, 2 landline. */
    phoneType: smallint('phone_type').notNull().default(1),
    secondaryPhoneType: smallint('secondary_phone_type'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the user followed the activation link; null: not activated yet (sign-in answers LOG012). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
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
    /** The e-mail on file for the holder (shown masked by account validation). */
    holderEmail: text('holder_email'),
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
    /** Notification preferences chosen at registration or link (e-mail on, text off by default). */
    emailNotification: boolean('email_notification').notNull().default(true),
    textNotification: boolean('text_notification').notNull().default(false),
    /** Guests (role 8): the end of their access; null for everyone else. */
    accessUntil: timestamp('access_until', { withTimezone: true }),
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
    /** The schedulePayUid of a scheduled payment (every payment has one). */
    uid: uuid('uid').notNull().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    /** Charged on top of the amount (cards 2.5%, at least BWP 5; banks nothing). */
    convenienceFee: money('convenience_fee').notNull().default('0'),
    /** When it was paid; for a scheduled payment, when it will be (08:00 UTC of its day). */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** What the customer sees of the method, e.g. "VISA ending 4242". */
    methodRef: text('method_ref').notNull(),
    /** card, bank or wallet (null for cash and older rows). */
    methodKind: text('method_kind'),
    /** The gateway token charged (a scheduled payment keeps it to run later). */
    gatewayToken: text('gateway_token'),
    /** completed, scheduled, processing (a scheduled one being made), cancelled, failed */
    status: text('status').notNull(),
    /** TotalDueAmount, PastDueAmount, OtherAmount (null for older rows and recharges). */
    amountType: text('amount_type'),
    /** The card or bank code of a failed payment (F300...). */
    failureCode: text('failure_code'),
    /** The gateway's charge id. */
    gatewayReference: text('gateway_reference'),
    /** A pre-login (guest) payment: no user. */
    isGuest: boolean('is_guest').notNull().default(false),
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
    uniqueIndex('payments_uid_uq').on(t.uid),
    index('payments_account_date_idx').on(t.accountId, t.paidAt),
    index('payments_status_date_idx').on(t.status, t.paidAt),
    check('payments_status_ck', sql`${t.status} in ('completed', 'scheduled', 'processing', 'cancelled', 'failed')`),
    check('payments_method_kind_ck', sql`${t.methodKind} is null or ${t.methodKind} in ('card', 'bank', 'wallet')`),
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
    /** The payment that bought it (recharges made through the portal). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('prepaid_transactions_reference_uq').on(t.reference),
    index('prepaid_transactions_account_idx').on(t.accountId, t.transactedAt),
    check('prepaid_transactions_token_ck', sql`${t.token} ~ '^[0-9]{20}$'`),
  ],
);

/**
 * Idempotency records of the payment calls (pay, schedule, guest pay, recharge): one per scope (the
 * user, or "guest") and Idempotency-Key. The request is kept as an HMAC digest only (never a card
 * number); the reply is kept once the call has finished, so a repeat gets the same answer.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** pay, schedule, guest-pay, recharge, guest-recharge */
    operation: text('operation').notNull(),
    /** HMAC-SHA256 of the operation and the canonical request body under the server key. */
    requestDigest: text('request_digest').notNull(),
    /** pending while the first request runs, done once its reply is stored. */
    state: text('state').notNull(),
    httpStatus: smallint('http_status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_requests_scope_key_uq').on(t.scope, t.idempotencyKey),
    check('payment_requests_state_ck', sql`${t.state} in ('pending', 'done')`),
  ],
);

// ---------------------------------------------------------------- payment gateway simulator

/**
 * The simulator's vault (server/gateway): what it knows of a token. Like a real gateway's, but
 * without the card or account number itself: brand, last four, expiry, bank details, and the
 * outcome a test card asked for (an F-code the charge answers). A wallet approval's one-time token
 * (kind wallet) has no last four: the wallet, the payer as shown (masked), when it expires and when
 * a charge used it.
 */
export const gatewayTokens = pgTable(
  'gateway_tokens',
  {
    token: text('token').primaryKey(),
    /** card, bank or wallet */
    kind: text('kind').notNull(),
    brand: text('brand'),
    /** Cards and bank accounts only. */
    last4: text('last4'),
    expiryMonth: smallint('expiry_month'),
    expiryYear: smallint('expiry_year'),
    routingNumber: text('routing_number'),
    bankName: text('bank_name'),
    bankAccountType: text('bank_account_type'),
    /** The card or bank code every charge of this token answers (test cards); null approves. */
    chargeOutcome: text('charge_outcome'),
    /** Wallets: PayPal, GooglePay, ApplePay, Venmo. */
    walletType: text('wallet_type'),
    /** Wallets: the paying wallet account, masked ("k***@example.com"); null when not known. */
    payer: text('payer'),
    /** Wallets: the approval is refused from this moment (15 minutes after it was given). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Wallets: when a charge used the one-time token, and which charge (gateway_charges.id). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByCharge: text('used_by_charge'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('gateway_tokens_kind_ck', sql`${t.kind} in ('card', 'bank', 'wallet')`),
    check('gateway_tokens_last4_ck', sql`(${t.kind} = 'wallet' and ${t.last4} is null) or (${t.kind} <> 'wallet' and ${t.last4} is not null and ${t.last4} ~ '^[0-9]{4}$')`),
    check(
      'gateway_tokens_wallet_ck',
      sql`(${t.kind} = 'wallet' and ${t.walletType} is not null and ${t.walletType} in ('PayPal', 'GooglePay', 'ApplePay', 'Venmo') and ${t.expiresAt} is not null) or (${t.kind} <> 'wallet' and ${t.walletType} is null and ${t.payer} is null and ${t.expiresAt} is null and ${t.usedAt} is null)`,
    ),
    check('gateway_tokens_used_ck', sql`(${t.usedAt} is null) = (${t.usedByCharge} is null)`),
  ],
);

/** Charges the simulator authorised or declined, one per gateway idempotency key. */
export const gatewayCharges = pgTable(
  'gateway_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    token: text('token').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** approved or declined */
    status: text('status').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gateway_charges_key_uq').on(t.idempotencyKey),
    check('gateway_charges_status_ck', sql`${t.status} in ('approved', 'declined')`),
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

// ---------------------------------------------------------------- sign-in and sessions

const at = (name: string) => timestamp(name, { withTimezone: true });

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
    /** success, failure (wrong password or unknown user), locked (refused while locked), blocked (IP) */
    outcome: text('outcome').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('login_attempts_user_idx').on(t.userNameKey, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    check('login_attempts_outcome_ck', sql`${t.outcome} in ('success', 'failure', 'locked', 'blocked')`),
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

/** Requests counted by the per-IP throttles of registration and recovery (registrationThrottles). */
export const requestEvents = pgTable(
  'request_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('request_events_bucket_ip_idx').on(t.bucket, t.ip, t.createdAt)],
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

// ---------------------------------------------------------------- logging

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

// ---------------------------------------------------------------- outages, notices, inbox

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
