import type { InstallmentBalanceType, InstallmentPlanEnrolBody, InstallmentPlanStatus, InstallmentType } from '../../../src/domain/installmentPlan.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface InstallmentPlanInput {
  /** The selected service account. */
  accountNumber: string;
  /** Opened as the Success page of an enrolment just made (/CreatePaymentPlanSuccess). */
  justEnrolled?: boolean;
}

export interface InstallmentPlanContext {
  accountNumber: string;
  status: InstallmentPlanStatus | null;
  /** selectedValue: the balance to split (totalbal by default). */
  balanceType: InstallmentBalanceType;
  installmentType: InstallmentType;
  installments: number;
  /** Why the load failed. */
  failure: CallFailure | null;
  /** Why the last enrolment was refused (kept on the review). */
  actionFailure: CallFailure | null;
  /** What just happened, said once. */
  notice: 'enrolled' | 'balanceChanged' | null;
}

export type InstallmentPlanEvent =
  | { type: 'installment.retry' }
  | { type: 'installment.balance'; balanceType: InstallmentBalanceType }
  | { type: 'installment.type'; installmentType: InstallmentType }
  | { type: 'installment.count'; installments: number }
  | { type: 'installment.continue' }
  | { type: 'installment.back' }
  | { type: 'installment.enrol' };

export type InstallmentPlanStepId = 'plan' | 'review' | 'done';

export type InstallmentPlanTag = 'loading' | 'failed' | 'busy' | 'overview' | StepTag<InstallmentPlanStepId>;

export type InstallmentPlanEnrolInput = InstallmentPlanEnrolBody;
