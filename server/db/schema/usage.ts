/**
 * Usage readings, stored compactly: one row per meter and local calendar day (its total and cost),
 * and per day kind a profile of weights over the day's intervals. The intervals of a day are the
 * day's total spread over the profile in SQL (server/usage/queries.ts), so 25 months of 15-minute
 * electric readings are about 760 rows per meter, and every interval, hour, day, week, month and year
 * adds up exactly to the stored day totals. Weather per service-centre town and day.
 */
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { meters } from './account.ts';

/** Weights of a day's intervals by kind of day ("electric.hot", "solar.07.cloudy"...), slot 0 at local midnight. */
export const usageProfiles = pgTable(
  'usage_profiles',
  {
    kind: text('kind').notNull(),
    /** Interval of the local day: 0-95 (15 minutes) or 0-23 (hours). */
    slot: smallint('slot').notNull(),
    weight: doublePrecision('weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slot] }), check('usage_profiles_weight_ck', sql`${t.weight} >= 0`)],
);

/** One meter's day in its account's time zone: the total in thousandths (Wh, or litres = m³/1000) and its cost. */
export const usageDays = pgTable(
  'usage_days',
  {
    meterId: integer('meter_id')
      .notNull()
      .references(() => meters.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Wh for electric and solar, litres for gas and water. */
    amount: integer('amount').notNull(),
    /** Thebe, VAT included (solar: the export credit, negative). */
    costThebe: integer('cost_thebe').notNull(),
    /** The profile the day's intervals follow (usage_profiles.kind). */
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.meterId, t.day] }), check('usage_days_amount_ck', sql`${t.amount} >= 0`)],
);

/** Daily weather of a service-centre town (°C; degree days on base 18 °C). */
export const weatherDays = pgTable(
  'weather_days',
  {
    town: text('town').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    high: numeric('high', { precision: 4, scale: 1 }).notNull(),
    low: numeric('low', { precision: 4, scale: 1 }).notNull(),
    mean: numeric('mean', { precision: 4, scale: 1 }).notNull(),
    cdd: numeric('cdd', { precision: 4, scale: 1 }).notNull(),
    hdd: numeric('hdd', { precision: 4, scale: 1 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.town, t.day] })],
);
