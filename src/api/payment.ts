/**
 * Payment calls (document 2 section 7 "Billing and payment"; src/domain/payment.ts): the current
 * bill and saved methods a payment starts from, the bank routing lookup, the convenience fee, the
 * duplicate-payment check, pay now, schedule, and the pre-login guest payment.
 *
 * Calls that move money carry an Idempotency-Key: the flow makes one key when its review step is
 * reached (`newIdempotencyKey`) and sends it with every retry of that submission, so a double click
 * or a retry after a dropped connection never charges twice. The client (client.ts) adds the
 * x-checksum header to every payment call.
 */
import { bankRoutingCalls, billingCalls, paymentCalls } from '../domain/calls.ts';
import {
  idempotencyKeyHeader,
  type ConvenienceFeeData,
  type CurrentBill,
  type DuplicateCheckData,
  type GuestAccountData,
  type PaymentMethodKind,
  type PaymentReceipt,
  type RoutingLookupData,
  type SavedPaymentMethod,
  type WalletApproval,
  type WalletType,
  type WalletsData,
} from '../domain/payment.ts';
import { apiGet, apiPost } from './client.ts';

/** A new Idempotency-Key (a UUID v4) for one payment submission. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const withKey = (key: string) => ({ headers: { [idempotencyKeyHeader]: key } });

/** GET {billing}/current-bill?accountNumber= */
export function getCurrentBill(accountNumber: string) {
  return apiGet<CurrentBill>('billing', billingCalls.currentBill, { accountNumber });
}

/** GET {payment}/methods?accountNumber= : the user's saved methods, masked. */
export function getPaymentMethods(accountNumber: string) {
  return apiGet<SavedPaymentMethod[]>('payment', paymentCalls.methods, { accountNumber });
}

/** GET {bankRouting}/lookup?routingNumber= : the bank's name, null when no bank has the number. */
export function lookUpRoutingNumber(routingNumber: string) {
  return apiGet<RoutingLookupData>('bankRouting', bankRoutingCalls.lookup, { routingNumber });
}

/** POST {payment}/convenience-fee (signed in or not). */
export function getConvenienceFee(body: { accountNumber: string; amount: number; methodType: PaymentMethodKind }) {
  return apiPost<ConvenienceFeeData>('payment', paymentCalls.convenienceFee, body);
}

/** POST {payment}/duplicate-check: a payment of the same amount in the last 24 hours or scheduled. */
export function checkDuplicatePayment(body: { accountNumber: string; amount: number }) {
  return apiPost<DuplicateCheckData>('payment', paymentCalls.duplicateCheck, body);
}

/** POST {payment}/pay with the submission's Idempotency-Key. */
export function payNow(body: unknown, idempotencyKey: string) {
  return apiPost<PaymentReceipt>('payment', paymentCalls.pay, body, withKey(idempotencyKey));
}

/** POST {payment}/schedule with the submission's Idempotency-Key. */
export function schedulePayment(body: unknown, idempotencyKey: string) {
  return apiPost<PaymentReceipt>('payment', paymentCalls.schedule, body, withKey(idempotencyKey));
}

/** POST {payment}/guest/validate-account (pre-login): answers the guestPaymentToken. */
export function validateGuestAccount(body: { accountNumber: string; postCode?: string; lastName?: string }) {
  return apiPost<GuestAccountData>('payment', paymentCalls.guestValidateAccount, body);
}

/** POST {payment}/guest/pay (pre-login) with the submission's Idempotency-Key. */
export function guestPay(body: unknown, idempotencyKey: string) {
  return apiPost<PaymentReceipt>('payment', paymentCalls.guestPay, body, withKey(idempotencyKey));
}

/** GET {payment}/wallets (signed in or not): the wallets the gateway offers. */
export function getWallets() {
  return apiGet<WalletsData>('payment', paymentCalls.wallets);
}

/** POST {payment}/wallet/approve (signed in or not): the one-time token of the customer's approval in the wallet. */
export function approveWallet(body: { walletType: WalletType }) {
  return apiPost<WalletApproval>('payment', paymentCalls.walletApprove, body);
}

/** POST {payment}/profiles/card: tokenise a card and keep it as a saved method. */
export function saveCardProfile(body: { card: unknown; nickName: string; setDefaultPayment: boolean }) {
  return apiPost<SavedPaymentMethod>('payment', paymentCalls.cardProfile, body);
}

/** POST {payment}/profiles/bank: tokenise a bank account and keep it as a saved method. */
export function saveBankProfile(body: { bank: unknown; nickName: string; setDefaultPayment: boolean }) {
  return apiPost<SavedPaymentMethod>('payment', paymentCalls.bankProfile, body);
}

/** POST {payment}/methods/default: make a saved method the default (logged). */
export function setDefaultPaymentMethod(paymentTokenId: string) {
  return apiPost<SavedPaymentMethod>('payment', paymentCalls.setDefault, { paymentTokenId });
}

/** POST {payment}/methods/rename: a saved method's nickname. */
export function renamePaymentMethod(body: { paymentTokenId: string; nickName: string }) {
  return apiPost<SavedPaymentMethod>('payment', paymentCalls.rename, body);
}

/** POST {payment}/methods/remove: remove a saved method (refused while scheduled payments use it). */
export function removePaymentMethod(paymentTokenId: string) {
  return apiPost<null>('payment', paymentCalls.remove, { paymentTokenId });
}
