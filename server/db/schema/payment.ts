/**
 * Billing and payments: bills, saved payment methods (gateway tokens only), payments, prepaid recharges, and the
 * idempotency claims of the calls that move money.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { meters, serviceAccounts, users } from './account.ts';

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
    /** The tariff the bill was priced on (tariff_rates, with the rates in force on the bill's day). */
    tariffCode: text('tariff_code').notNull().default('Domestic'),
    /** True when the period's closing reading was estimated, not read. */
    estimated: boolean('estimated').notNull().default(false),
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
    /** A scheduled payment being made: until when the server that claimed it holds it (payments/scheduler.ts). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** A scheduled payment being made: the claim of the server making it; only that claim finishes it. */
    claimToken: uuid('claim_token'),
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
    // A user's scheduled payments; the payments a saved method is still used by (removing it).
    index('payments_user_idx').on(t.userId),
    index('payments_payment_method_idx').on(t.paymentMethodId),
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
    // The units bought on a meter this month (the block tariff of a recharge).
    index('prepaid_transactions_meter_date_idx').on(t.meterId, t.transactedAt),
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

/**
 * Where customers pay in person (document 1 section 2: /PaymentLocation): the service centres of the
 * 17 towns and the agent shops. Opening hours are local times of the territory's zone, per ISO
 * weekday; services are the words of src/domain/paymentLocations.ts.
 */
export const paymentLocations = pgTable(
  'payment_locations',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    town: text('town').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    hours: jsonb('hours').$type<{ day: number; opens: string; closes: string }[]>().notNull(),
    services: jsonb('services').$type<string[]>().notNull(),
  },
  (t) => [index('payment_locations_town_idx').on(t.town), check('payment_locations_kind_ck', sql`${t.kind} in ('serviceCentre', 'agent')`)],
);

/**
 * Automatic payment plan enrolments (AutoPay): one per account, drafting from one saved bank
 * account of the user who enrolled. Cancelling keeps the row (status cancelled); enrolling again
 * makes it active with the new choices.
 */
export const autopayEnrolments = pgTable(
  'autopay_enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The saved bank account drafted (a method in use by AutoPay cannot be removed). */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** AmountDue or FixedAmount */
    amountType: text('amount_type').notNull(),
    fixedAmount: money('fixed_amount'),
    /** PayonDueDate or DaysBeforeDueDate */
    makePaymentType: text('make_payment_type').notNull(),
    daysBeforeDueDate: smallint('days_before_due_date'),
    /** active or cancelled */
    status: text('status').notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('autopay_enrolments_account_uq').on(t.accountId),
    index('autopay_enrolments_method_idx').on(t.paymentMethodId),
    check('autopay_enrolments_status_ck', sql`${t.status} in ('active', 'cancelled')`),
    check('autopay_enrolments_amount_type_ck', sql`${t.amountType} in ('AmountDue', 'FixedAmount')`),
    check('autopay_enrolments_date_type_ck', sql`${t.makePaymentType} in ('PayonDueDate', 'DaysBeforeDueDate')`),
  ],
);

/**
 * The drafts AutoPay made: one per bill, never two (the unique bill). The payment is a scheduled
 * payment that the payment scheduler makes (null when nothing was due on the draft day).
 */
export const autopayDrafts = pgTable(
  'autopay_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => autopayEnrolments.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    draftDay: date('draft_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('autopay_drafts_bill_uq').on(t.billId), index('autopay_drafts_enrolment_idx').on(t.enrolmentId)],
);

/**
 * Text To Pay enrolments: one per account, a mobile number (consent given) and one saved bank
 * account of the user who enrolled. Unenrolling keeps the row (status cancelled); enrolling again
 * makes it active with the new choices.
 */
export const textToPayEnrolments = pgTable(
  'text_to_pay_enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobileNumber: text('mobile_number').notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** active or cancelled */
    status: text('status').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('text_to_pay_enrolments_account_uq').on(t.accountId),
    index('text_to_pay_enrolments_method_idx').on(t.paymentMethodId),
    check('text_to_pay_enrolments_status_ck', sql`${t.status} in ('active', 'cancelled')`),
  ],
);

/**
 * Pay-by-text links: a single-use key (only its SHA-256 is kept) that pays the amount due once from
 * the enrolment's bank account. usedAt is set by the one request that pays with it; revokedAt when a
 * new link replaces it or the account is unenrolled.
 */
export const textToPayLinks = pgTable(
  'text_to_pay_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => textToPayEnrolments.id, { onDelete: 'cascade' }),
    keyDigest: text('key_digest').notNull(),
    outboxId: integer('outbox_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('text_to_pay_links_key_uq').on(t.keyDigest), index('text_to_pay_links_enrolment_idx').on(t.enrolmentId)],
);
