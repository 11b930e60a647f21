/**
 * Users and their service accounts: who holds which account with which role, the rights of each role, the meters.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';

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
    /** The language the user last signed in with (stored code EN_US, EN_UK, SP, FR): their alerts' e-mails, texts and inbox bodies use it. */
    language: text('language').notNull().default('EN_US'),
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
    /** Bill format (document 2 section 7, isBFSEligible): true for the one-page summary bill. */
    summaryBill: boolean('summary_bill').notNull().default(false),
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
