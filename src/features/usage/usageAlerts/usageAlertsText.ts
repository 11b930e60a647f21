import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where UsageAlerts's pages find the text of a message code: the flow's own, then the error catalogue. */
export const usageAlertsTexts: FailureTexts = { prefixes: ['usage.usageAlerts.code', 'error'], fallback: 'usage.usageAlerts.failed' };
