import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where OtherService's pages find the text of a message code: the flow's own, then the error catalogue. */
export const otherServiceTexts: FailureTexts = { prefixes: ['service.otherService.code', 'error'], fallback: 'service.otherService.failed' };
