import type { PaymentReceipt } from '../../../domain/payment.ts';

/**
 * The receipt of the payment just made, handed from /PayBill to its success page. Kept in memory
 * only: after a reload the success page points to the billing history instead.
 */
let lastReceipt: PaymentReceipt | null = null;

export function keepReceipt(receipt: PaymentReceipt): void {
  lastReceipt = receipt;
}

export function latestReceipt(): PaymentReceipt | null {
  return lastReceipt;
}
