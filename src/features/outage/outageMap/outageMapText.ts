import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where the outage pages find the text of a message code: the area's own, then the error catalogue. */
export const outageMapTexts: FailureTexts = { prefixes: ['outage.code', 'error'], fallback: 'outage.map.searchFailed' };
