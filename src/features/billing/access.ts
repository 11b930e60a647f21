import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { navigationEntries } from '../../domain/navigation.ts';
import { navigationFactsOf } from '../session/navigationFacts.ts';
import { rights } from '../../domain/rights.ts';

const billingHistoryEntry = navigationEntries.find((entry) => entry.id === 'billingHistory');

/**
 * Who may open /billinghistory: whoever the menu shows "Billing & Payment History" to (document 2
 * section 6): a postpaid account selected and the bill and payment history right (none on a
 * status-2 account). Prepaid accounts have Token & Transaction History instead.
 */
export function mayOpenBillingHistory(session: SessionViewModel): boolean {
  return Boolean(billingHistoryEntry?.visible(navigationFactsOf(session, { features: {} })));
}

const currentBillEntry = navigationEntries.find((entry) => entry.id === 'currentBill');

/**
 * Who may open /ViewBill: whoever the menu shows "Current Bill" to (document 2 section 6): a postpaid
 * account selected and the current-bill right (none on a status-2 account).
 */
export function mayOpenViewBill(session: SessionViewModel): boolean {
  return Boolean(currentBillEntry?.visible(navigationFactsOf(session, { features: {} })));
}

const budgetBillingEntry = navigationEntries.find((entry) => entry.id === 'budgetBilling');

/**
 * Who may open budget billing (/Epp, /BudgetBilling): whoever the menu shows "Budget Billing" to
 * (document 2 section 6: a postpaid account, not status 2) and who holds the budget billing right,
 * which the server's calls require.
 */
export function mayOpenBudgetBilling(session: SessionViewModel): boolean {
  return Boolean(budgetBillingEntry?.visible(navigationFactsOf(session, { features: {} }))) && session.can(rights.budgetBilling);
}

const paymentArrangementsEntry = navigationEntries.find((entry) => entry.id === 'paymentArrangements');

/**
 * Who may open the installment plan (/CreatePaymentPlan) and payment arrangements
 * (/PaymentArrangements): whoever the menu shows "Payment Arrangements" to (a postpaid account and
 * the installment right, which a status-2 account has not: document 2 section 6).
 */
export function mayOpenInstallmentPlan(session: SessionViewModel): boolean {
  return Boolean(paymentArrangementsEntry?.visible(navigationFactsOf(session, { features: {} }))) && session.can(rights.installment);
}

const rateAnalysisEntry = navigationEntries.find((entry) => entry.id === 'rateAnalysis');

/**
 * Who may open /RateAnalysis: whoever the menu shows "Rate Analysis" to: a postpaid account selected
 * and the current-bill right (none on a status-2 account), which the server's call requires too.
 */
export function mayOpenRateAnalysis(session: SessionViewModel): boolean {
  return Boolean(rateAnalysisEntry?.visible(navigationFactsOf(session, { features: {} })));
}
