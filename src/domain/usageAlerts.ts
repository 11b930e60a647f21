/**
 * Usage alerts (document 2 section 6, the usage right "alerts"): the customer's daily high-usage
 * threshold (the notification preference's HighUsageThreshold for daily meter usage, document 1
 * section 3) in kWh of the account's electric meter, and a monthly budget in pula of the cost of its
 * electricity, gas and water (the services the user may see). The server
 * raises one inbox message (and e-mail or text per the account's notification preferences) per
 * crossing: a day above the threshold, or a calendar month whose cost so far is above the budget.
 *
 * Each figure is optional (empty turns that alert off) and, when given, is an amount (document 2
 * section 4: greater than 0 and within length; section 9: 2 decimal places).
 */
import * as v from 'valibot';
import { hasAtMostTwoDecimals } from './format.ts';
import { accountNumberSchema } from './session.ts';

/** Paths of the calls inside the usage service area. */
export const usageAlertsCalls = {
  /** GET ?accountNumber= : the account's alert settings. */
  load: '/usage-alerts',
  /** POST { accountNumber, dailyThreshold, monthlyBudget } : saves them and checks the latest day and month at once. */
  save: '/usage-alerts/save',
} as const;

/** The largest threshold (kWh a day) and budget (pula a month): "within length", 7 digits and 2 decimals. */
export const usageAlertCeiling = 99_999.99;

/** Field rule codes, shown beside the field (the server answers them inside VLD002). */
export const usageAlertCodes = {
  format: 'USAGE_ALERT_FORMAT',
  positive: 'USAGE_ALERT_POSITIVE',
  decimals: 'USAGE_ALERT_DECIMALS',
  max: 'USAGE_ALERT_MAX',
} as const;

export type UsageAlertCode = (typeof usageAlertCodes)[keyof typeof usageAlertCodes];

/** An amount of the form: above 0, at most 2 decimals, at most the ceiling; null turns the alert off. */
export const usageAlertAmountSchema = v.nullable(
  v.pipe(
    v.number(usageAlertCodes.format),
    v.check((value) => Number.isFinite(value), usageAlertCodes.format),
    v.check((value) => value > 0, usageAlertCodes.positive),
    v.check(hasAtMostTwoDecimals, usageAlertCodes.decimals),
    v.maxValue(usageAlertCeiling, usageAlertCodes.max),
  ),
);

export const usageAlertsLoadQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const usageAlertsSaveBodySchema = v.strictObject({
  accountNumber: accountNumberSchema,
  /** kWh a day; null: no daily alert. */
  dailyThreshold: usageAlertAmountSchema,
  /** Pula a calendar month; null: no budget alert. */
  monthlyBudget: usageAlertAmountSchema,
});

export type UsageAlertsSaveBody = v.InferOutput<typeof usageAlertsSaveBodySchema>;

/** The settings of the signed-in user for an account, and the latest alert raised. */
export interface UsageAlertsRecord {
  accountNumber: string;
  dailyThreshold: number | null;
  monthlyBudget: number | null;
  /** The most recent alert of the account for this user, or null. */
  latest: UsageAlertNotice | null;
}

export interface UsageAlertNotice {
  kind: 'daily' | 'budget';
  /** The day (yyyy-mm-dd) or month (yyyy-mm) that crossed. */
  period: string;
  /** kWh of the day, or pula of the month so far. */
  amount: number;
  /** The threshold or budget it crossed. */
  limit: number;
  /** ISO date-time it was raised. */
  raisedAt: string;
}

/** What a save answers: the settings as stored, and how many alerts the save raised at once. */
export interface UsageAlertsSaved extends UsageAlertsRecord {
  raised: number;
}

/** The typed text of a field: '' (off), or an amount; the rule code it breaks, or null. */
export function usageAlertFieldCheck(text: string): UsageAlertCode | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) return usageAlertCodes.format;
  const result = v.safeParse(usageAlertAmountSchema, Number(trimmed));
  return result.success ? null : (result.issues[0]?.message as UsageAlertCode);
}

/** The typed text as the call sends it: null for empty. Only for text that passes the check. */
export const usageAlertFieldValue = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** A stored amount as the form shows it ('' for none). */
export const usageAlertFieldText = (value: number | null): string => (value === null ? '' : String(value));
