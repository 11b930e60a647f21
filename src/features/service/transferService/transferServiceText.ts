import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where transfer service finds the text of a message code: the flow's own, then the error catalogue. */
export const transferServiceTexts: FailureTexts = { prefixes: ['service.code', 'register.code', 'error'], fallback: 'service.transfer.failed' };
