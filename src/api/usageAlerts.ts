/** Calls of the usage alerts (src/domain/usageAlerts.ts): the data, or a thrown { msgcode, message }. */
import { usageAlertsCalls, type UsageAlertsRecord, type UsageAlertsSaveBody, type UsageAlertsSaved } from '../domain/usageAlerts.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const usageAlertsApi = {
  load: (accountNumber: string) => unwrap(apiGet<UsageAlertsRecord>('usage', usageAlertsCalls.load, { accountNumber })),
  save: (body: UsageAlertsSaveBody) => unwrap(apiPost<UsageAlertsSaved>('usage', usageAlertsCalls.save, body)),
};
