/** Calls of the current bill (/ViewBill; src/domain/bill.ts): the data, or a thrown { msgcode, message }. */
import type { BillDetails, BillExplainerData } from '../domain/bill.ts';
import { billingCalls } from '../domain/calls.ts';
import { apiGet, apiGetFile, unwrap } from './client.ts';
import type { Language } from '../domain/language.ts';

export const viewBillApi = {
  details: (accountNumber: string) => unwrap(apiGet<BillDetails>('billing', billingCalls.details, { accountNumber })),
  explainer: (accountNumber: string, billNumber: string) => unwrap(apiGet<BillExplainerData>('billing', billingCalls.explainer, { accountNumber, billNumber })),
  /** The bill's PDF (any bill in history). */
  pdf: (accountNumber: string, billNumber: string, language: Language) => unwrap(apiGetFile('billing', billingCalls.pdf, { accountNumber, billNumber, language })),
};
