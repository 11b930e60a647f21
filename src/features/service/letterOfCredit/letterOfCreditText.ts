import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where LetterOfCredit's pages find the text of a message code: the flow's own, then the error catalogue. */
export const letterOfCreditTexts: FailureTexts = { prefixes: ['service.letterOfCredit.code', 'error'], fallback: 'service.letterOfCredit.failed' };
