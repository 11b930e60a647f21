/**
 * Billing: the tariffs' rates over time and the charge lines of each bill (energy by block, fixed
 * charges, levies, one-off charges, VAT, adjustments). A bill's lines add up to its current charges
 * (amount due less past due).
 */
import { date, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { bills } from './payment.ts';
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
