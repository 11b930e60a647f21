import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where the meter inspection request finds the text of a message code: the flow's own, the service flows', the registration rules', then the error catalogue. */
export const meterInspectionTexts: FailureTexts = { prefixes: ['service.meterInspection.code', 'service.code', 'register.code', 'error'], fallback: 'service.meterInspection.failed' };
