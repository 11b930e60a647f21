/**
 * Billing & Payment History: the calls, their implementation against the portal's services, and the
 * machine they are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { billingHistoryMachine } from '../../../../machines/billing/billingHistory/billingHistory.machine.ts';
import type { HistoryExportRequest, HistoryPageRequest } from '../../../../machines/billing/billingHistory/billingHistory.types.ts';
import { billingApi, exportFileName } from '../../../api/billing.ts';
import { saveFile } from '../../../ui/saveFile.ts';
import type { HistoryItem, Paged } from '../../../domain/payment.ts';
import type { ScheduledPaymentsCalls } from '../../payment/index.ts';

/** The calls of the page; tests and stories pass fakes. */
export interface BillingHistoryCalls extends ScheduledPaymentsCalls {
  history: (request: HistoryPageRequest) => Promise<Paged<HistoryItem>>;
  /** Fetches a tab's items in the range as a file and saves it. */
  exportHistory: (request: HistoryExportRequest) => Promise<void>;
}

/** The download through the billing service, saved by the browser. */
export async function exportAndSave(request: HistoryExportRequest): Promise<void> {
  saveFile(await billingApi.historyExport(request), exportFileName(request));
}

export function providedBillingHistoryMachine(calls: Pick<BillingHistoryCalls, 'history' | 'exportHistory'>) {
  return billingHistoryMachine.provide({
    actors: {
      loadHistory: fromPromise(({ input }: { input: HistoryPageRequest }) => calls.history(input)),
      exportHistory: fromPromise(({ input }: { input: HistoryExportRequest }) => calls.exportHistory(input)),
    },
  });
}

/** The page's calls against the billing and payment services. */
export const billingHistoryApiCalls: BillingHistoryCalls = { ...billingApi, exportHistory: exportAndSave };
