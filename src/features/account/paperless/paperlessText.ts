import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where the paperless page finds the text of a message code: the flow's own, then the error catalogue. */
export const paperlessTexts: FailureTexts = { prefixes: ['account.paperless.code', 'error'], fallback: 'account.paperless.failed' };
