import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where Text To Pay's pages find the text of a message code: the flow's own, then the payment codes, then the registration phone rules. */
export const textToPayTexts: FailureTexts = { prefixes: ['payment.textToPay.code', 'payment.code'], fallback: 'payment.code.GEN500' };
