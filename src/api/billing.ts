/**
 * Calls of Billing & Payment History (document 2 section 7, "Billing and payment"): the bill and
 * payment history of an account, a page at a time and one item type per tab; the user's future
 * (scheduled) payments; and the cancellation of one (schedulePayUid, accountNumber). The dashboard
 * summary stays in dashboard.ts.
 */
import type { HistoryItemType } from '../domain/billingHistory.ts';
import { historyPageSize } from '../domain/billingHistory.ts';
import { billingCalls, paymentCalls } from '../domain/calls.ts';
import type { CancelScheduledData, HistoryItem, Paged, ScheduledPayment } from '../domain/payment.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export interface HistoryRequest {
  accountNumber: string;
  /** 1-based. */
  page: number;
  type: HistoryItemType;
  pageSize?: number;
}

/** GET {billing}/history?accountNumber=&page=&pageSize=&type= */
function getBillingHistory({ accountNumber, page, type, pageSize = historyPageSize }: HistoryRequest) {
  return apiGet<Paged<HistoryItem>>('billing', billingCalls.history, {
    accountNumber,
    page: String(page),
    pageSize: String(pageSize),
    type,
  });
}

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
  scheduled: (uuid: string) => unwrap(getScheduledPayments(uuid)),
  cancelScheduled: (body: { schedulePayUid: string; accountNumber: string }) => unwrap(cancelScheduledPayment(body)),
};
