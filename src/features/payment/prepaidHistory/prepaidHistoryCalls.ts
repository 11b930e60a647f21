/**
 * Token & Transaction History: the calls, their implementation against the portal's services, and
 * the machine they are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { prepaidHistoryMachine } from '../../../../machines/payment/prepaidHistory/prepaidHistory.machine.ts';
import type { PrepaidHistoryPage, PrepaidHistoryRequest } from '../../../../machines/payment/prepaidHistory/prepaidHistory.types.ts';
import { unwrap } from '../../../api/client.ts';
import { prepaidTransactions, tokenHistory } from '../../../api/prepaid.ts';

export type HistoryCalls = (request: PrepaidHistoryRequest) => Promise<PrepaidHistoryPage>;

export const historyApiCalls: HistoryCalls = ({ accountNumber, list, page }) =>
  list === 'tokens' ? unwrap(tokenHistory({ accountNumber, page })) : unwrap(prepaidTransactions({ accountNumber, page }));

export function providedHistoryMachine(calls: HistoryCalls) {
  return prepaidHistoryMachine.provide({
    actors: { loadPage: fromPromise(({ input }: { input: PrepaidHistoryRequest }) => calls(input)) },
  });
}
