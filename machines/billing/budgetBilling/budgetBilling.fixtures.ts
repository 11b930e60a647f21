/** Sample budget billing answers shared by the catalogue, the tests and the stories. */
import { budgetMonthlyAmount, type BudgetBillingMonth, type BudgetBillingStatus } from '../../../src/domain/budgetBilling.ts';

export const sampleBudgetBillingAccount = '1000234567';

const charges = [412.35, 388.1, 356.9, 301.45, 280.2, 275.6, 298.75, 331.4, 365.05, 402.8, 437.15, 420.6];

/** Twelve bills, newest first. */
export const sampleBudgetBillingMonths: BudgetBillingMonth[] = charges.map((amount, index) => {
  const month = new Date(Date.UTC(2026, 9 - index, 28));
  return { billNumber: `B${String(202610 - index).padStart(6, '0')}`, periodEnd: month.toISOString().slice(0, 10), charges: amount };
});

export const sampleMonthlyAmount = budgetMonthlyAmount(charges);

/** Eligible, not enrolled: the offer. */
export const offerStatus: BudgetBillingStatus = {
  accountNumber: sampleBudgetBillingAccount,
  enrolment: null,
  eligible: true,
  reason: null,
  monthlyAmount: sampleMonthlyAmount,
  months: sampleBudgetBillingMonths,
};

/** The plan in force. */
export const enrolledStatus: BudgetBillingStatus = {
  ...offerStatus,
  enrolment: { monthlyAmount: sampleMonthlyAmount, enrolledOn: '2026-11-26' },
  eligible: false,
  monthlyAmount: null,
};

/** A past-due balance: cannot join yet. */
export const pastDueStatus: BudgetBillingStatus = { ...offerStatus, eligible: false, reason: 'BUD_PAST_DUE', monthlyAmount: null };

/** A new account: fewer than 12 bills. */
export const shortHistoryStatus: BudgetBillingStatus = { ...pastDueStatus, reason: 'BUD_SHORT_HISTORY', months: sampleBudgetBillingMonths.slice(0, 4) };
