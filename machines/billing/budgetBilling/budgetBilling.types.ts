import type { BudgetBillingStatus } from '../../../src/domain/budgetBilling.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface BudgetBillingInput {
  /** The selected service account. */
  accountNumber: string;
}

export interface BudgetBillingContext extends BudgetBillingInput {
  status: BudgetBillingStatus | null;
  termsAccepted: boolean;
  /** BUD_TERMS once the user tried to enrol without accepting them. */
  termsError: string | null;
  /** Why the load failed. */
  failure: CallFailure | null;
  /** Why the last enrolment or unenrolment was refused (kept beside its button). */
  actionFailure: CallFailure | null;
  /** What just happened, said once on the status page. */
  notice: 'enrolled' | 'unenrolled' | 'offerChanged' | null;
}

export type BudgetBillingEvent =
  | { type: 'budget.retry' }
  | { type: 'budget.start' }
  | { type: 'budget.back' }
  | { type: 'terms.change'; accepted: boolean }
  | { type: 'budget.enrol' }
  | { type: 'budget.unenrol' }
  | { type: 'unenrol.confirm' }
  | { type: 'unenrol.dismiss' };

export type BudgetBillingStepId = 'amount' | 'review' | 'done';

export type BudgetBillingTag = 'loading' | 'failed' | 'busy' | 'overview' | 'dialog:unenrol' | StepTag<BudgetBillingStepId>;
