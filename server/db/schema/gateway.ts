/**
 * The payment gateway simulator: its vault of tokens and the charges it authorised or declined.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';

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
