import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { scheduledPaymentsOfAccount } from '../../../src/domain/billingHistory.ts';
import type { ScheduledPayment } from '../../../src/domain/payment.ts';
import { failedWith, failureParams, notProvided, outputParams, toCallFailure } from '../../common/effects.ts';
import type {
  CancelScheduledInput,
  CancelScheduledOutput,
  ScheduledPaymentsContext,
  ScheduledPaymentsEvent,
  ScheduledPaymentsInput,
  ScheduledPaymentsTag,
} from './scheduledPayments.types.ts';

/** Refusals that mean the payment is no longer cancellable: already being made, made, or gone. */
const goneCodes: readonly string[] = ['PAY_SCHEDULE_NOT_CANCELLABLE', 'PAY_SCHEDULE_NOT_FOUND'];

/**
 * Scheduled payments of the selected account (document 1 sections 1 and 3 "cancel a scheduled
 * payment", document 2 section 7 "future payments by user id", "cancel scheduled payment uses
 * schedulePayUid and accountNumber"): the list of future payments, and the cancellation of one
 * behind a confirmation. A cancelled payment leaves the list and a toast says so; one that the
 * scheduler has already taken (or that is gone) reloads the list and says so; any other failure
 * keeps the dialog open with the message and Try again.
 */
export const scheduledPaymentsMachine = setup({
  types: {
    context: {} as ScheduledPaymentsContext,
    events: {} as ScheduledPaymentsEvent,
    input: {} as ScheduledPaymentsInput,
    tags: {} as ScheduledPaymentsTag,
  },
  actors: {
    loadScheduled: fromPromise<ScheduledPayment[], { uuid: string }>(notProvided('loadScheduled')),
    cancelScheduled: fromPromise<CancelScheduledOutput, CancelScheduledInput>(notProvided('cancelScheduled')),
  },
  guards: {
    hasPayments: ({ context }) => context.payments.length > 0,
    isCancellable: ({ context, event }) => {
      assertEvent(event, 'scheduled.cancel');
      return context.canCancel && context.payments.some((payment) => payment.schedulePayUid === event.schedulePayUid);
    },
    isGone: failedWith(goneCodes),
    hasPaymentsOfAccount: ({ context }, { output }: { output: ScheduledPayment[] }) => scheduledPaymentsOfAccount(output, context.accountNumber).length > 0,
  },
  actions: {
    select: assign(({ context, event }) => {
      assertEvent(event, 'scheduled.cancel');
      return { selected: context.payments.find((payment) => payment.schedulePayUid === event.schedulePayUid) ?? null, cancelFailure: null };
    }),
    unselect: assign({ selected: null, cancelFailure: null }),
  },
}).createMachine({
  id: 'scheduledPayments',
  description: 'Future payments of the selected account, and cancelling one of them after a confirmation.',
  context: ({ input }) => ({ ...input, payments: [], selected: null, failure: null, cancelFailure: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reading the user's future payments; only the selected account's are kept.",
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadScheduled',
        src: 'loadScheduled',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: [
          {
            guard: { type: 'hasPaymentsOfAccount', params: outputParams },
            target: 'list',
            actions: assign(({ context, event }) => ({ payments: scheduledPaymentsOfAccount(event.output, context.accountNumber) })),
            description: 'Payments are scheduled on this account.',
          },
          { target: 'empty', actions: assign({ payments: [] }), description: 'Nothing is scheduled on this account.' },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'The list could not be had: the message and Try again.',
        },
      },
    },
    failed: {
      description: 'The catalogue message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'scheduled.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    empty: {
      description: 'No future payment on this account.',
      tags: ['empty'],
    },
    list: {
      description: 'Each future payment: date, amount, fee, method, confirmation number; Cancel when the user may.',
      tags: ['list'],
      on: {
        'scheduled.cancel': {
          guard: 'isCancellable',
          target: 'confirming',
          actions: 'select',
          description: 'Cancel on one payment (only with the cancel right): the confirmation opens.',
        },
      },
    },
    confirming: {
      description: 'A dialog asks whether to cancel this payment; nothing is cancelled yet.',
      tags: ['list', 'dialog'],
      on: {
        'cancel.confirm': { target: 'cancelling', description: 'Yes, cancel the payment.' },
        'cancel.dismiss': { target: 'list', actions: 'unselect', description: 'Keep the payment (No, Escape).' },
      },
    },
    cancelling: {
      description: 'The payment is being cancelled; the dialog buttons wait.',
      tags: ['list', 'dialog', 'busy'],
      invoke: {
        id: 'cancelScheduled',
        src: 'cancelScheduled',
        input: ({ context }) => ({ schedulePayUid: context.selected?.schedulePayUid ?? '', accountNumber: context.accountNumber }),
        onDone: {
          target: 'cancelled',
          actions: assign(({ context }) => ({
            payments: context.payments.filter((payment) => payment.schedulePayUid !== context.selected?.schedulePayUid),
            notice: context.selected ? { kind: 'cancelled' as const, payment: context.selected, seq: (context.notice?.seq ?? 0) + 1 } : context.notice,
            selected: null,
            cancelFailure: null,
          })),
        },
        onError: [
          {
            guard: { type: 'isGone', params: failureParams },
            target: 'loading',
            actions: assign(({ context }) => ({
              notice: context.selected ? { kind: 'gone' as const, payment: context.selected, seq: (context.notice?.seq ?? 0) + 1 } : context.notice,
              selected: null,
              cancelFailure: null,
            })),
            description: 'Already being made, made or gone: the list is read again and the page says so.',
          },
          {
            target: 'cancelFailed',
            actions: assign(({ event }) => ({ cancelFailure: toCallFailure(event.error) })),
            description: 'Any other failure: the dialog stays open with the message.',
          },
        ],
      },
    },
    cancelFailed: {
      description: 'The dialog shows why the cancellation failed; Try again or keep the payment.',
      tags: ['list', 'dialog'],
      on: {
        'cancel.confirm': { target: 'cancelling', description: 'Try again.' },
        'cancel.dismiss': { target: 'list', actions: 'unselect', description: 'Close the dialog; the payment stays scheduled.' },
      },
    },
    cancelled: {
      description: 'Cancelled: a toast says so and the payment has left the list.',
      always: [
        { guard: 'hasPayments', target: 'list', description: 'Other payments remain.' },
        { target: 'empty', description: 'That was the last one.' },
      ],
    },
  },
});
