import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where stop service finds the text of a message code: the flow's own, then the error catalogue. */
export const stopServiceTexts: FailureTexts = { prefixes: ['service.code', 'error'], fallback: 'service.stop.failed' };

/** A visitor's email and phone are checked by the registration's rules: their codes' texts are there. */
export const stopVisitorTexts: FailureTexts = { prefixes: ['service.code', 'register.code', 'error'], fallback: 'service.stop.failed' };
