/**
 * Billing: the tariffs' rates over time and the charge lines of each bill (energy by block, fixed
 * charges, levies, one-off charges, VAT, adjustments). A bill's lines add up to its current charges
 * (amount due less past due).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, money } from './columns.ts';
import { bills, payments } from './payment.ts';
import { serviceAccounts, users } from './account.ts';
import type { TariffRates } from '../../../src/domain/tariff.ts';

export const tariffRates = pgTable(
  'tariff_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tariffCode: text('tariff_code').notNull(),
    tariffName: text('tariff_name').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** Blocks, fixed charges, levies and VAT rate (TariffRates without its day). */
    rates: jsonb('rates').$type<Omit<TariffRates, 'effectiveFrom'>>().notNull(),
  },
  (t) => [uniqueIndex('tariff_rates_code_from_uq').on(t.tariffCode, t.effectiveFrom)],
);

export const billLines = pgTable(
  'bill_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** energy, fixed, levy, oneOff, adjustment, tax */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }),
    rate: numeric('rate', { precision: 10, scale: 2 }),
    amount: money('amount').notNull(),
  },
  (t) => [index('bill_lines_bill_idx').on(t.billId, t.position)],
);

/**
 * Budget billing plans (level pay): one in force per account at most; leaving ends it (ended_at) and
 * keeps the row, so the arrangement's history stays.
 */
export const budgetBillingPlans = pgTable(
  'budget_billing_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    /** The monthly amount, pula: the mean of the last 12 bills' charges, rounded up. */
    monthlyAmount: money('monthly_amount').notNull(),
    enrolledBy: uuid('enrolled_by').references(() => users.id, { onDelete: 'set null' }),
    enrolledAt: at('enrolled_at').notNull(),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: at('ended_at'),
  },
  (t) => [uniqueIndex('budget_billing_plans_in_force_uq').on(t.accountId).where(sql`${t.endedAt} is null`)],
);

/**
 * Installment plans: a balance (total or past due) split into installments; one in force per
 * account at most (ended_at null). The installments are rows of installment_plan_items.
 */
export const installmentPlans = pgTable(
  'installment_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    /** totalbal or pastduebal (selectedValue). */
    balanceType: text('balance_type').notNull(),
    /** monthly or biweekly. */
    installmentType: text('installment_type').notNull(),
    totalAmount: money('total_amount').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [uniqueIndex('installment_plans_in_force_uq').on(t.accountId).where(sql`${t.endedAt} is null`)],
);

/** The installments of a plan: their amounts add up exactly to the plan's total. */
export const installmentPlanItems = pgTable(
  'installment_plan_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => installmentPlans.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    /** due; drafted once its day came (the payment made by the scheduler, payment_id). */
    status: text('status').notNull().default('due'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('installment_plan_items_number_uq').on(t.planId, t.number)],
);

/**
 * Payment extensions: a later due date for a bill, within the server's limit; one per bill.
 */
export const paymentExtensions = pgTable(
  'payment_extensions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    originalDueDate: date('original_due_date', { mode: 'string' }).notNull(),
    newDueDate: date('new_due_date', { mode: 'string' }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: at('requested_at').notNull(),
  },
  (t) => [uniqueIndex('payment_extensions_bill_uq').on(t.billId)],
);
