/**
 * Calls of Billing & Payment History (document 2 section 7, "Billing and payment"): the bill and
 * payment history of an account, a page at a time and one item type per tab; the user's future
 * (scheduled) payments; and the cancellation of one (schedulePayUid, accountNumber). The dashboard
 * summary stays in dashboard.ts.
 */
import type { HistoryExportFormat, HistoryItemType } from '../domain/billingHistory.ts';
import { historyExportFileName, historyPageSize } from '../domain/billingHistory.ts';
import type { Language } from '../domain/language.ts';
import { billingCalls, paymentCalls } from '../domain/calls.ts';
import type { CancelScheduledData, HistoryItem, Paged, ScheduledPayment } from '../domain/payment.ts';
import { apiGet, apiGetFile, apiPost, unwrap } from './client.ts';

export interface HistoryRequest {
  accountNumber: string;
  /** 1-based. */
  page: number;
  type: HistoryItemType;
  pageSize?: number;
  /** The date range, yyyy-mm-dd, both days included. */
  from?: string;
  to?: string;
}

const rangeParams = (range: { from?: string; to?: string }) => ({ ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) });

/** GET {billing}/history?accountNumber=&page=&pageSize=&type=&from=&to= */
export function getBillingHistory({ accountNumber, page, type, pageSize = historyPageSize, ...range }: HistoryRequest) {
  return apiGet<Paged<HistoryItem>>('billing', billingCalls.history, {
    accountNumber,
    page: String(page),
    pageSize: String(pageSize),
    type,
    ...rangeParams(range),
  });
}

export interface HistoryExportCall {
  accountNumber: string;
  type: HistoryItemType;
  format: HistoryExportFormat;
  language: Language;
  from?: string;
  to?: string;
}

/** GET {billing}/history-export : the tab's items in the range as an .xlsx or CSV file. */
export function getHistoryExport({ accountNumber, type, format, language, ...range }: HistoryExportCall) {
  return apiGetFile('billing', billingCalls.historyExport, { accountNumber, type, format, language, ...rangeParams(range) });
}

/** The file name the download is saved as. */
export const exportFileName = (call: HistoryExportCall) => historyExportFileName(call.type, call.accountNumber, call.format);

/** GET {payment}/scheduled?uuid= : every future payment of the signed-in user. */
function getScheduledPayments(uuid: string) {
  return apiGet<ScheduledPayment[]>('payment', paymentCalls.scheduled, { uuid });
}

/** POST {payment}/scheduled/cancel { schedulePayUid, accountNumber } (signed with the checksum header). */
export function cancelScheduledPayment(body: { schedulePayUid: string; accountNumber: string }) {
  return apiPost<CancelScheduledData>('payment', paymentCalls.cancelScheduled, body);
}

/** The same calls for actors: the data, or a thrown { msgcode, message }. */
export const billingApi = {
  history: (request: HistoryRequest) => unwrap(getBillingHistory(request)),
  historyExport: (request: HistoryExportCall) => unwrap(getHistoryExport(request)),
  scheduled: (uuid: string) => unwrap(getScheduledPayments(uuid)),
  cancelScheduled: (body: { schedulePayUid: string; accountNumber: string }) => unwrap(cancelScheduledPayment(body)),
};
