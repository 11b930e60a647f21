import type { SnapshotFrom } from 'xstate';
import { installmentBalanceTypes, installmentLimits, installmentSchedule, plannedBalance, type Installment, type InstallmentBalanceType, type InstallmentPlanStatus, type InstallmentType } from '../../../src/domain/installmentPlan.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { installmentPlanSteps, type installmentPlanMachine } from './installmentPlan.machine.ts';
import type { InstallmentPlanContext, InstallmentPlanEvent } from './installmentPlan.types.ts';

/** What the page shows. */
export type InstallmentPlanScreen = 'loading' | 'failed' | 'ineligible' | 'choose' | 'review' | 'done' | 'plan';

export interface InstallmentPlanViewModel {
  screen: InstallmentPlanScreen;
  /** The enrolment's steps (choose, review, done); empty elsewhere. */
  steps: StepItem[];
  busy: boolean;
  status: InstallmentPlanStatus | null;
  balanceType: InstallmentBalanceType;
  /** The balances offered (the past-due one only when something is past due). */
  balanceTypes: InstallmentBalanceType[];
  installmentType: InstallmentType;
  installments: number;
  /** The counts that may be chosen. */
  counts: number[];
  /** The balance the choice splits, pula. */
  balance: number;
  /** The schedule of the choice (steps 1 and 2), or of the plan in force. */
  schedule: Installment[];
  failure: CallFailure | null;
  actionFailure: CallFailure | null;
  notice: InstallmentPlanContext['notice'];
  retry: () => void;
  chooseBalance: (balanceType: InstallmentBalanceType) => void;
  chooseType: (installmentType: InstallmentType) => void;
  chooseCount: (installments: number) => void;
  next: () => void;
  back: () => void;
  enrol: () => void;
}

const counts = Array.from({ length: installmentLimits.max - installmentLimits.min + 1 }, (_, index) => installmentLimits.min + index);

export function connectInstallmentPlan(snapshot: SnapshotFrom<typeof installmentPlanMachine>, send: (event: InstallmentPlanEvent) => void): InstallmentPlanViewModel {
  const { context } = snapshot;
  const screen: InstallmentPlanScreen = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('failed')
      ? 'failed'
      : snapshot.matches('ineligible')
        ? 'ineligible'
        : snapshot.hasTag('step:plan')
          ? 'choose'
          : snapshot.hasTag('step:review')
            ? 'review'
            : snapshot.matches('done')
              ? 'done'
              : 'plan';
  const status = context.status;
  const balance = status ? plannedBalance(status, context.balanceType) : 0;
  const preview = status && balance > 0 && counts.includes(context.installments) ? installmentSchedule(balance, context.installments, context.installmentType, status.startDay) : [];
  const schedule = (screen === 'done' || screen === 'plan') && status?.plan ? status.plan.installments : preview;
  return {
    screen,
    steps: screen === 'choose' || screen === 'review' || screen === 'done' ? stepItems(installmentPlanSteps, (tag) => snapshot.hasTag(tag)) : [],
    busy: snapshot.hasTag('busy'),
    status,
    balanceType: context.balanceType,
    balanceTypes: installmentBalanceTypes.filter((balanceType) => snapshot.can({ type: 'installment.balance', balanceType })),
    installmentType: context.installmentType,
    installments: context.installments,
    counts,
    balance,
    schedule,
    failure: context.failure,
    actionFailure: context.actionFailure,
    notice: context.notice,
    retry: () => send({ type: 'installment.retry' }),
    chooseBalance: (balanceType) => send({ type: 'installment.balance', balanceType }),
    chooseType: (installmentType) => send({ type: 'installment.type', installmentType }),
    chooseCount: (installments) => send({ type: 'installment.count', installments }),
    next: () => send({ type: 'installment.continue' }),
    back: () => send({ type: 'installment.back' }),
    enrol: () => send({ type: 'installment.enrol' }),
  };
}
