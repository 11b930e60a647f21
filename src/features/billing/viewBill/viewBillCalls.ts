/**
 * The current bill: the calls, their implementation against the portal's services, and the machine
 * they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { viewBillMachine } from '../../../../machines/billing/viewBill/viewBill.machine.ts';
import type { ExplainerRequest, PdfRequest } from '../../../../machines/billing/viewBill/viewBill.types.ts';
import type { BillDetails, BillExplainerData } from '../../../domain/bill.ts';
import { viewBillApi } from '../../../api/viewBill.ts';
import { billPdfFileName } from '../../../domain/bill.ts';
import { saveFile } from '../../../ui/saveFile.ts';

export interface ViewBillCalls {
  details: (accountNumber: string) => Promise<BillDetails>;
  explainer: (request: ExplainerRequest) => Promise<BillExplainerData>;
  /** Fetches the bill's PDF and saves it. */
  pdf: (request: PdfRequest) => Promise<void>;
}

export const viewBillApiCalls: ViewBillCalls = {
  details: viewBillApi.details,
  explainer: ({ accountNumber, billNumber }) => viewBillApi.explainer(accountNumber, billNumber),
  pdf: async ({ accountNumber, billNumber, language }) => saveFile(await viewBillApi.pdf(accountNumber, billNumber, language), billPdfFileName(billNumber)),
};

export function providedViewBillMachine(calls: ViewBillCalls) {
  return viewBillMachine.provide({
    actors: {
      loadBill: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.details(input.accountNumber)),
      loadExplainer: fromPromise(({ input }: { input: ExplainerRequest }) => calls.explainer(input)),
      downloadPdf: fromPromise(({ input }: { input: PdfRequest }) => calls.pdf(input)),
    },
  });
}
