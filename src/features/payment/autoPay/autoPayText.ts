import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where AutoPay's pages find the text of a message code: the flow's own, then the payment codes (bank codes, limits). */
export const autoPayTexts: FailureTexts = { prefixes: ['payment.autoPay.code', 'payment.code'], fallback: 'payment.code.GEN500' };
