import type { SnapshotFrom } from 'xstate';
import { addDaysIso, addMonthsIso } from '../../../src/domain/format.ts';
import { nextInstallment, type Installment } from '../../../src/domain/installmentPlan.ts';
import type { PaymentArrangements } from '../../../src/domain/paymentArrangements.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { paymentArrangementsMachine } from './paymentArrangements.machine.ts';
import type { PaymentArrangementsContext, PaymentArrangementsEvent } from './paymentArrangements.types.ts';

export type PaymentArrangementsScreen = 'loading' | 'failed' | 'overview';

export interface PaymentArrangementsViewModel {
  screen: PaymentArrangementsScreen;
  busy: boolean;
  arrangements: PaymentArrangements | null;
  /** The extension's date form is open. */
  extending: boolean;
  /** Ask for more time is offered. */
  canExtend: boolean;
  /** The first and last day the new due date may be (yyyy-mm-dd), while the form is open. */
  extensionRange: { from: string; to: string } | null;
  date: string;
  dateError: string | null;
  /** The installment plan's next installment still due. */
  nextInstallment: Installment | null;
  /** Budget billing's next bill (about a month after the last one ended), when enrolled. */
  nextBudgetBill: string | null;
  failure: CallFailure | null;
  actionFailure: CallFailure | null;
  notice: PaymentArrangementsContext['notice'];
  retry: () => void;
  startExtension: () => void;
  changeDate: (date: string) => void;
  submitExtension: () => void;
  cancelExtension: () => void;
}

export function connectPaymentArrangements(snapshot: SnapshotFrom<typeof paymentArrangementsMachine>, send: (event: PaymentArrangementsEvent) => void): PaymentArrangementsViewModel {
  const { context } = snapshot;
  const arrangements = context.arrangements;
  const screen: PaymentArrangementsScreen = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : 'overview';
  const extending = snapshot.hasTag('form:extension');
  const extension = arrangements?.extension;
  const plan = arrangements?.installmentPlan.plan ?? null;
  const budget = arrangements?.budgetBilling;
  const lastPeriodEnd = budget?.months[0]?.periodEnd;
  return {
    screen,
    busy: snapshot.hasTag('busy'),
    arrangements,
    extending,
    canExtend: screen === 'overview' && !extending && snapshot.can({ type: 'extension.start' }),
    extensionRange: extending && extension?.dueDate && extension.latestDate ? { from: addDaysIso(extension.dueDate, 1), to: extension.latestDate } : null,
    date: context.date,
    dateError: context.dateError,
    nextInstallment: plan ? nextInstallment(plan) : null,
    nextBudgetBill: budget?.enrolment && lastPeriodEnd ? addDaysIso(addMonthsIso(lastPeriodEnd, 1), 1) : null,
    failure: context.failure,
    actionFailure: context.actionFailure,
    notice: context.notice,
    retry: () => send({ type: 'arrangements.retry' }),
    startExtension: () => send({ type: 'extension.start' }),
    changeDate: (date) => send({ type: 'extension.change', date }),
    submitExtension: () => send({ type: 'extension.submit' }),
    cancelExtension: () => send({ type: 'extension.cancel' }),
  };
}
