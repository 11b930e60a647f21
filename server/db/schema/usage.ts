/**
 * Usage readings, stored compactly: one row per meter and local calendar day (its total and cost),
 * and per day kind a profile of weights over the day's intervals. The intervals of a day are the
 * day's total spread over the profile in SQL (server/usage/queries.ts), so 25 months of 15-minute
 * electric readings are about 760 rows per meter, and every interval, hour, day, week, month and year
 * adds up exactly to the stored day totals. Weather per service-centre town and day.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, index, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { meters, serviceAccounts, users } from './account.ts';
import { at } from './columns.ts';
import { inboxMessages } from './inbox.ts';

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
    /** The day's local midnight (account's time zone), epoch seconds: kept so a series reads it instead of converting each day. */
    startEpoch: bigint('start_epoch', { mode: 'number' }).notNull(),
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

/**
 * A user's usage alerts on an account (src/domain/usageAlerts.ts): the daily high-usage threshold
 * (HighUsageThreshold) in Wh and the monthly budget in thebe, of the electric meter; null is off.
 * Crossings count from `sinceDay` (the last whole day when the settings were saved).
 */
export const usageAlertSettings = pgTable(
  'usage_alert_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    dailyThresholdWh: integer('daily_threshold_wh'),
    monthlyBudgetThebe: integer('monthly_budget_thebe'),
    sinceDay: date('since_day', { mode: 'string' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accountId] }),
    index('usage_alert_settings_account_idx').on(t.accountId),
    check('usage_alert_settings_threshold_ck', sql`${t.dailyThresholdWh} is null or ${t.dailyThresholdWh} > 0`),
    check('usage_alert_settings_budget_ck', sql`${t.monthlyBudgetThebe} is null or ${t.monthlyBudgetThebe} > 0`),
  ],
);

/**
 * The alerts raised: one per user, account, kind and period (the day or the month that crossed),
 * so a crossing never raises twice, whatever the settings become; with the inbox message it wrote.
 */
export const usageAlerts = pgTable(
  'usage_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    /** daily (a day above the threshold) or budget (a month above the budget). */
    kind: text('kind').notNull(),
    /** yyyy-mm-dd for daily, yyyy-mm for budget. */
    period: text('period').notNull(),
    /** Wh of the day, or thebe of the month so far, when it was raised. */
    amount: integer('amount').notNull(),
    /** The threshold (Wh) or budget (thebe) it crossed. */
    limitAmount: integer('limit_amount').notNull(),
    inboxMessageId: integer('inbox_message_id').references(() => inboxMessages.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('usage_alerts_crossing_uq').on(t.userId, t.accountId, t.kind, t.period),
    check('usage_alerts_kind_ck', sql`${t.kind} in ('daily', 'budget')`),
  ],
);
