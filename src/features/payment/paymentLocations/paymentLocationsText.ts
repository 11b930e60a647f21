import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where the payment locations page finds the text of a message code: the error catalogue, then the page's own. */
export const paymentLocationsTexts: FailureTexts = { prefixes: ['error'], fallback: 'error.loadFailed' };
