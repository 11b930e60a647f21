import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where BudgetBilling's pages find the text of a message code: the flow's own, then the error catalogue. */
export const budgetBillingTexts: FailureTexts = { prefixes: ['billing.budgetBilling.code', 'error'], fallback: 'billing.budgetBilling.failed' };
