import type { SnapshotFrom } from 'xstate';
import type { BudgetBillingStatus } from '../../../src/domain/budgetBilling.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { budgetBillingSteps, type budgetBillingMachine } from './budgetBilling.machine.ts';
import type { BudgetBillingContext, BudgetBillingEvent } from './budgetBilling.types.ts';

/** What the page shows. */
export type BudgetBillingScreen = 'loading' | 'failed' | 'ineligible' | 'offer' | 'review' | 'enrolled';

export interface BudgetBillingViewModel {
  screen: BudgetBillingScreen;
  /** The enrolment's steps (offer, review, and the plan just enrolled); empty elsewhere. */
  steps: StepItem[];
  busy: boolean;
  status: BudgetBillingStatus | null;
  termsAccepted: boolean;
  termsError: string | null;
  /** Why the load failed (screen 'failed'). */
  failure: CallFailure | null;
  /** Why the last enrolment or unenrolment was refused. */
  actionFailure: CallFailure | null;
  notice: BudgetBillingContext['notice'];
  /** The leave-the-plan dialog is open. */
  confirmingUnenrol: boolean;
  retry: () => void;
  start: () => void;
  back: () => void;
  acceptTerms: (accepted: boolean) => void;
  enrol: () => void;
  unenrol: () => void;
  confirmUnenrol: () => void;
  dismissUnenrol: () => void;
}

export function connectBudgetBilling(snapshot: SnapshotFrom<typeof budgetBillingMachine>, send: (event: BudgetBillingEvent) => void): BudgetBillingViewModel {
  const { context } = snapshot;
  const screen: BudgetBillingScreen = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('failed')
      ? 'failed'
      : snapshot.matches('ineligible')
        ? 'ineligible'
        : snapshot.hasTag('step:amount')
          ? 'offer'
          : snapshot.hasTag('step:review')
            ? 'review'
            : 'enrolled';
  const enrolling = screen === 'offer' || screen === 'review' || (screen === 'enrolled' && context.notice === 'enrolled');
  return {
    screen,
    steps: enrolling ? stepItems(budgetBillingSteps, (tag) => snapshot.hasTag(tag)) : [],
    busy: snapshot.hasTag('busy'),
    status: context.status,
    termsAccepted: context.termsAccepted,
    termsError: context.termsError,
    failure: context.failure,
    actionFailure: context.actionFailure,
    notice: context.notice,
    confirmingUnenrol: snapshot.hasTag('dialog:unenrol'),
    retry: () => send({ type: 'budget.retry' }),
    start: () => send({ type: 'budget.start' }),
    back: () => send({ type: 'budget.back' }),
    acceptTerms: (accepted) => send({ type: 'terms.change', accepted }),
    enrol: () => send({ type: 'budget.enrol' }),
    unenrol: () => send({ type: 'budget.unenrol' }),
    confirmUnenrol: () => send({ type: 'unenrol.confirm' }),
    dismissUnenrol: () => send({ type: 'unenrol.dismiss' }),
  };
}
