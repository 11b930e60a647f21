import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where the report pages find the text of a message code: the area's own, then the error catalogue. */
export const reportOutageTexts: FailureTexts = { prefixes: ['outage.code', 'error'], fallback: 'outage.report.failed' };
