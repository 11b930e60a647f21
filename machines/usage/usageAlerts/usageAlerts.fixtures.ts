/** Sample data of the usage alerts (catalogue, machine tests, stories, view paths). */
import type { UsageAlertNotice, UsageAlertsRecord, UsageAlertsSaved } from '../../../src/domain/usageAlerts.ts';

export const sampleUsageAlertsAccount = '300041526371';

/** No alert set yet. */
export const sampleUsageAlertsRecord: UsageAlertsRecord = { accountNumber: sampleUsageAlertsAccount, dailyThreshold: null, monthlyBudget: null, latest: null };

export const sampleUsageAlert: UsageAlertNotice = { kind: 'daily', period: '2026-11-24', amount: 31.42, limit: 25, raisedAt: '2026-11-25T08:00:00.000Z' };

/** A threshold and a budget that keep the rules, and typed values that break them. */
export const validUsageAlertFields = { dailyThreshold: '25', monthlyBudget: '800.50' };
export const invalidUsageAlertFields = { dailyThreshold: '0', monthlyBudget: '12.345' };

/** The save of the valid fields: yesterday's use was above the threshold, so one alert was raised at once. */
export const sampleUsageAlertsSaved: UsageAlertsSaved = { accountNumber: sampleUsageAlertsAccount, dailyThreshold: 25, monthlyBudget: 800.5, latest: sampleUsageAlert, raised: 1 };
