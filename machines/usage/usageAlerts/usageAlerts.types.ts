import type { UsageAlertCode, UsageAlertsRecord, UsageAlertsSaveBody, UsageAlertsSaved } from '../../../src/domain/usageAlerts.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface UsageAlertsInput {
  /** The selected service account. */
  accountNumber: string;
}

/** The form's two fields: the daily threshold (kWh) and the monthly budget (pula). */
export type UsageAlertField = 'dailyThreshold' | 'monthlyBudget';

export type UsageAlertTexts = Record<UsageAlertField, string>;

export interface UsageAlertsContext extends UsageAlertsInput {
  /** The settings as stored (and the latest alert). */
  record: UsageAlertsRecord | null;
  /** The fields as typed ('' turns an alert off). */
  fields: UsageAlertTexts;
  /** The rule each field breaks, shown once the user saved. */
  errors: Partial<Record<UsageAlertField, UsageAlertCode>>;
  /** Why the load or the last save failed. */
  failure: CallFailure | null;
  /** The last save, until the user types again: "saved", and how many alerts it raised. */
  saved: UsageAlertsSaved | null;
}

export type UsageAlertsEvent =
  | { type: 'usageAlerts.retry' }
  | { type: 'usageAlerts.change'; field: UsageAlertField; value: string }
  | { type: 'usageAlerts.submit' };

export type UsageAlertsTag = 'loading' | 'failed' | 'editing' | 'busy';

export type UsageAlertsSaveInput = UsageAlertsSaveBody;
