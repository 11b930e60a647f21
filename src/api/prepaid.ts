/**
 * Prepaid calls (document 2 section 7 "Billing and payment"; src/domain/payment.ts): the meter check
 * before and after sign-in (ValidateMeterForPayments), the recharge signed in or as a guest, and the
 * token history and transactions of a prepaid account. Recharges carry the submission's
 * Idempotency-Key: the same key on every retry, so a retry never charges twice.
 */
import { billingCalls, paymentCalls } from '../domain/calls.ts';
import { idempotencyKeyHeader, type Paged } from '../domain/payment.ts';
import { type MeterValidationData, type PrepaidTransaction, type RechargeReceipt, type TokenHistoryItem } from '../domain/prepaid.ts';
import { apiGet, apiPost } from './client.ts';

/** POST {payment}/prepaid/validate-meter { meterNumber, accountNumber? } */
export function validateMeter(body: { meterNumber: string; accountNumber?: string }) {
  return apiPost<MeterValidationData>('payment', paymentCalls.validateMeter, body);
}

/** POST {payment}/prepaid/recharge (signed in), Idempotency-Key. */
export function recharge(body: unknown, idempotencyKey: string) {
  return apiPost<RechargeReceipt>('payment', paymentCalls.recharge, body, { headers: { [idempotencyKeyHeader]: idempotencyKey } });
}

/** POST {payment}/prepaid/guest-recharge (before sign-in), Idempotency-Key. */
export function guestRecharge(body: unknown, idempotencyKey: string) {
  return apiPost<RechargeReceipt>('payment', paymentCalls.guestRecharge, body, { headers: { [idempotencyKeyHeader]: idempotencyKey } });
}

export interface PageQuery {
  accountNumber: string;
  page: number;
  pageSize?: number;
}

const pageParams = ({ accountNumber, page, pageSize }: PageQuery): Record<string, string> => ({
  accountNumber,
  page: String(page),
  ...(pageSize ? { pageSize: String(pageSize) } : {}),
});

/** GET {billing}/token-history?accountNumber=&page=&pageSize= : recharge tokens, newest first. */
export function tokenHistory(query: PageQuery) {
  return apiGet<Paged<TokenHistoryItem>>('billing', billingCalls.tokenHistory, pageParams(query));
}

/** GET {billing}/transactions?accountNumber=&page=&pageSize= : recharge transactions, newest first. */
export function prepaidTransactions(query: PageQuery) {
  return apiGet<Paged<PrepaidTransaction>>('billing', billingCalls.transactions, pageParams(query));
}
