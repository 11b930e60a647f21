/**
 * Usage alerts: the calls, their implementation against the portal's services, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { usageAlertsMachine } from '../../../../machines/usage/usageAlerts/usageAlerts.machine.ts';
import type { UsageAlertsSaveInput } from '../../../../machines/usage/usageAlerts/usageAlerts.types.ts';
import type { UsageAlertsRecord, UsageAlertsSaved } from '../../../domain/usageAlerts.ts';
import { usageAlertsApi } from '../../../api/usageAlerts.ts';

export interface UsageAlertsCalls {
  load: (accountNumber: string) => Promise<UsageAlertsRecord>;
  save: (body: UsageAlertsSaveInput) => Promise<UsageAlertsSaved>;
}

export const usageAlertsApiCalls: UsageAlertsCalls = usageAlertsApi;

export function providedUsageAlertsMachine(calls: UsageAlertsCalls) {
  return usageAlertsMachine.provide({
    actors: {
      loadUsageAlerts: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      saveUsageAlerts: fromPromise(({ input }: { input: UsageAlertsSaveInput }) => calls.save(input)),
    },
  });
}
