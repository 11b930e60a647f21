import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where InstallmentPlan's pages find the text of a message code: the flow's own, then the error catalogue. */
export const installmentPlanTexts: FailureTexts = { prefixes: ['billing.installmentPlan.code', 'error'], fallback: 'billing.installmentPlan.failed' };
