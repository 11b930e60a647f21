import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where MeterInspection's pages find the text of a message code: the flow's own, then the error catalogue. */
export const meterInspectionTexts: FailureTexts = { prefixes: ['service.meterInspection.code', 'error'], fallback: 'service.meterInspection.failed' };
