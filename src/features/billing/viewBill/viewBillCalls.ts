/**
 * The current bill: the calls, their implementation against the portal's services, and the machine
 * they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { viewBillMachine } from '../../../../machines/billing/viewBill/viewBill.machine.ts';
import type { ExplainerRequest } from '../../../../machines/billing/viewBill/viewBill.types.ts';
import type { BillDetails, BillExplainerData } from '../../../domain/bill.ts';
import { viewBillApi } from '../../../api/viewBill.ts';

export interface ViewBillCalls {
  details: (accountNumber: string) => Promise<BillDetails>;
  explainer: (request: ExplainerRequest) => Promise<BillExplainerData>;
}

export const viewBillApiCalls: ViewBillCalls = {
  details: viewBillApi.details,
  explainer: ({ accountNumber, billNumber }) => viewBillApi.explainer(accountNumber, billNumber),
};

export function providedViewBillMachine(calls: ViewBillCalls) {
  return viewBillMachine.provide({
    actors: {
      loadBill: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.details(input.accountNumber)),
      loadExplainer: fromPromise(({ input }: { input: ExplainerRequest }) => calls.explainer(input)),
    },
  });
}
