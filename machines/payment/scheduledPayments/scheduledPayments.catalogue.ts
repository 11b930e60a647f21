/**
 * Catalogue entry of the scheduled payments list: how the path engine, the atlas and the coverage
 * report walk it without a server.
 */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleScheduledAccount, sampleScheduledPayments, sampleScheduledUuid } from './scheduledPayments.fixtures.ts';
import { scheduledPaymentsMachine } from './scheduledPayments.machine.ts';

const [first, second, otherAccount] = sampleScheduledPayments;

export const scheduledPaymentsEntry = entry({
  id: 'scheduledPayments',
  title: 'Scheduled payments',
  description:
    "The selected account's future payments (date, amount, fee, method, confirmation number) with Cancel for " +
    'users holding the cancel right: a confirmation dialog, then the payment leaves the list and a toast says so. ' +
    'A payment already taken by the scheduler reloads the list; other failures keep the dialog with Try again.',
  machine: scheduledPaymentsMachine,
  kind: 'flow',
  view: 'src/features/payment/scheduledPayments/ScheduledPayments.tsx',
  scenarios: [
    { label: 'may cancel', input: { uuid: sampleScheduledUuid, accountNumber: sampleScheduledAccount, canCancel: true } },
    { label: 'without the cancel right', input: { uuid: sampleScheduledUuid, accountNumber: sampleScheduledAccount, canCancel: false } },
  ],
  events: [
    { type: 'scheduled.cancel', schedulePayUid: first!.schedulePayUid },
    { type: 'scheduled.cancel', schedulePayUid: second!.schedulePayUid },
    { type: 'scheduled.cancel', schedulePayUid: otherAccount!.schedulePayUid },
    { type: 'scheduled.retry' },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
  ],
  outcomes: {
    loadScheduled: [
      resolves('loadScheduled', sampleScheduledPayments, 'resolve: two on this account, one on another'),
      resolves('loadScheduled', [otherAccount], 'resolve: none on this account'),
      rejects('loadScheduled', callFailure('NETWORK'), 'reject: network down'),
    ],
    cancelScheduled: [
      resolves('cancelScheduled', { schedulePayUid: first!.schedulePayUid, status: 'cancelled' }, 'resolve: cancelled'),
      rejects('cancelScheduled', callFailure('PAY_SCHEDULE_NOT_CANCELLABLE', 'This payment can no longer be cancelled.'), 'reject: already being made'),
      rejects('cancelScheduled', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // Guards read the list (which payments are left), the one selected and the cancel right.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.payments.map((payment) => payment.confirmationNumber),
      s.context.selected?.confirmationNumber ?? null,
      s.context.failure?.msgcode ?? null,
      s.context.cancelFailure?.msgcode ?? null,
      s.context.notice?.kind ?? null,
      s.context.canCancel,
    ]),
});
