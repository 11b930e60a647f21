/** Sample installment plan answers shared by the catalogue, the tests and the stories. */
import { installmentSchedule, type InstallmentPlanStatus } from '../../../src/domain/installmentPlan.ts';

export const sampleInstallmentPlanAccount = '300041526371';

/** Eligible, not enrolled, with a past-due part: the plan to build. */
export const eligibleStatus: InstallmentPlanStatus = {
  accountNumber: sampleInstallmentPlanAccount,
  plan: null,
  eligible: true,
  reason: null,
  totalBalance: 1000,
  pastDueBalance: 250.5,
  startDay: '2026-11-28',
};

/** Eligible with nothing past due: only the total balance is offered. */
export const nothingPastDueStatus: InstallmentPlanStatus = { ...eligibleStatus, pastDueBalance: 0 };

/** The plan in force: the total balance in 3 monthly installments. */
export const enrolledStatus: InstallmentPlanStatus = {
  ...eligibleStatus,
  eligible: false,
  plan: { balanceType: 'totalbal', installmentType: 'monthly', totalAmount: 1000, createdOn: '2026-11-28', installments: installmentSchedule(1000, 3, 'monthly', '2026-11-28') },
};

/** A payment is already scheduled for the amount due: no plan. */
export const ineligibleStatus: InstallmentPlanStatus = { ...eligibleStatus, eligible: false, reason: 'INS_PAYMENT_SCHEDULED' };
