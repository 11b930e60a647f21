import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where PaymentArrangements's pages find the text of a message code: the flow's own, then the error catalogue. */
export const paymentArrangementsTexts: FailureTexts = { prefixes: ['billing.paymentArrangements.code', 'error'], fallback: 'billing.paymentArrangements.failed' };
