import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where start service finds the text of a message code: the flow's own, the registration rules', then the error catalogue. */
export const startServiceTexts: FailureTexts = { prefixes: ['service.code', 'register.code', 'error'], fallback: 'service.start.failed' };
