/**
 * Billing & Payment History: the calls, their implementation against the portal's services, and the
 * machine they are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { billingHistoryMachine } from '../../../../machines/billing/billingHistory/billingHistory.machine.ts';
import type { HistoryPageRequest } from '../../../../machines/billing/billingHistory/billingHistory.types.ts';
import type { HistoryItem, Paged } from '../../../domain/payment.ts';
import type { ScheduledPaymentsCalls } from '../../payment/index.ts';

/** The calls of the page; tests and stories pass fakes. */
export interface BillingHistoryCalls extends ScheduledPaymentsCalls {
  history: (request: HistoryPageRequest) => Promise<Paged<HistoryItem>>;
}

export function providedBillingHistoryMachine(calls: Pick<BillingHistoryCalls, 'history'>) {
  return billingHistoryMachine.provide({
    actors: { loadHistory: fromPromise(({ input }: { input: HistoryPageRequest }) => calls.history(input)) },
  });
}
