import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where the letter check finds the text of a message code: its own, then the error catalogue. */
export const verifyLetterTexts: FailureTexts = { prefixes: ['service.verifyLetter.code', 'error'], fallback: 'service.verifyLetter.failed' };
