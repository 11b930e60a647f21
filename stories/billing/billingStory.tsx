/**
 * Story helpers of Billing & Payment History: fake calls, and the views in any state of their
 * machines (a snapshot resolved from a state value and a context, connected with a no-op send).
 */
import type { SnapshotFrom } from 'xstate';
import { connectBillingHistory } from '../../machines/billing/billingHistory/billingHistory.connect.ts';
import { sampleBillsPage1, sampleHistoryAccount } from '../../machines/billing/billingHistory/billingHistory.fixtures.ts';
import { billingHistoryMachine } from '../../machines/billing/billingHistory/billingHistory.machine.ts';
import type { BillingHistoryContext } from '../../machines/billing/billingHistory/billingHistory.types.ts';
import { connectScheduledPayments } from '../../machines/payment/scheduledPayments/scheduledPayments.connect.ts';
import { sampleScheduledAccount, sampleScheduledPayments, sampleScheduledUuid } from '../../machines/payment/scheduledPayments/scheduledPayments.fixtures.ts';
import { scheduledPaymentsMachine } from '../../machines/payment/scheduledPayments/scheduledPayments.machine.ts';
import type { ScheduledPaymentsContext } from '../../machines/payment/scheduledPayments/scheduledPayments.types.ts';
import { scheduledPaymentsOfAccount } from '../../src/domain/billingHistory.ts';
import type { HistoryItemType } from '../../src/domain/billingHistory.ts';
import type { HistoryItem, Paged, ScheduledPayment } from '../../src/domain/payment.ts';
import type { BillingHistoryCalls } from '../../src/features/billing/billingHistory/billingHistoryCalls.ts';
import { HistoryTabView } from '../../src/features/billing/billingHistory/BillingHistoryPage.tsx';
import { ScheduledPaymentsView } from '../../src/features/payment/scheduledPayments/ScheduledPayments.tsx';
import { callFailure, pending } from '../support/sessionFixtures.tsx';

const noop = () => {};

export const accountScheduled = scheduledPaymentsOfAccount(sampleScheduledPayments, sampleScheduledAccount);

/** Fake calls of the page: each answers at once unless told to hang or fail. */
export function storyBillingCalls(options: {
  bills?: Paged<HistoryItem> | 'hang' | 'fail';
  payments?: Paged<HistoryItem> | 'hang' | 'fail';
  scheduled?: ScheduledPayment[] | 'hang' | 'fail';
  cancel?: 'ok' | 'hang' | string;
} = {}): BillingHistoryCalls {
  const answer = <T,>(value: T | 'hang' | 'fail' | undefined, fallback: T): Promise<T> =>
    value === 'hang' ? pending<T>() : value === 'fail' ? Promise.reject(callFailure('NETWORK', '')) : Promise.resolve(value ?? fallback);
  return {
    history: ({ type }) => answer(type === 'bill' ? options.bills : options.payments, sampleBillsPage1),
    exportHistory: () => Promise.resolve(),
    scheduled: () => answer(options.scheduled, sampleScheduledPayments),
    cancelScheduled: ({ schedulePayUid }) =>
      options.cancel === 'hang'
        ? pending()
        : options.cancel && options.cancel !== 'ok'
          ? Promise.reject(callFailure(options.cancel, ''))
          : Promise.resolve({ schedulePayUid, status: 'cancelled' as const }),
  };
}

/** A history tab in a state of its machine. */
export function HistoryTabAt({ value, context, type = 'bill' }: { value: string; context: Partial<BillingHistoryContext>; type?: HistoryItemType }) {
  const snapshot = billingHistoryMachine.resolveState({
    value,
    context: { accountNumber: sampleHistoryAccount, type, page: 1, result: null, failure: null, from: '', to: '', rangeError: null, exportRequest: null, exportFailure: null, ...context },
  }) as SnapshotFrom<typeof billingHistoryMachine>;
  return <HistoryTabView view={connectBillingHistory(snapshot, noop)} type={type} />;
}

/** The scheduled payments list (and its dialog) in a state of its machine. */
export function ScheduledAt({ value, context = {} }: { value: string; context?: Partial<ScheduledPaymentsContext> }) {
  const snapshot = scheduledPaymentsMachine.resolveState({
    value,
    context: {
      uuid: sampleScheduledUuid,
      accountNumber: sampleScheduledAccount,
      canCancel: true,
      payments: accountScheduled,
      selected: null,
      failure: null,
      cancelFailure: null,
      notice: null,
      ...context,
    },
  }) as SnapshotFrom<typeof scheduledPaymentsMachine>;
  return <ScheduledPaymentsView view={connectScheduledPayments(snapshot, noop)} />;
}
