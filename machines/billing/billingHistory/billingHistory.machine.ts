import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { HistoryItem, Paged } from '../../../src/domain/payment.ts';
import { notProvided, outputParams, toCallFailure } from '../../common/effects.ts';
import type { BillingHistoryContext, BillingHistoryEvent, BillingHistoryInput, BillingHistoryTag, HistoryPageRequest } from './billingHistory.types.ts';

/**
 * One tab of Billing & Payment History (/billinghistory/{tab}; document 1 section 2): the bills or
 * the payments of the selected account, newest first, a page at a time, with the loading, empty and
 * failed (Try again) states. Read from the server each time, so a payment made a moment ago is
 * there after a reload.
 */
export const billingHistoryMachine = setup({
  types: {
    context: {} as BillingHistoryContext,
    events: {} as BillingHistoryEvent,
    input: {} as BillingHistoryInput,
    tags: {} as BillingHistoryTag,
  },
  actors: {
    loadHistory: fromPromise<Paged<HistoryItem>, HistoryPageRequest>(notProvided('loadHistory')),
  },
  guards: {
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'history.page');
      return Number.isInteger(event.page) && event.page >= 1 && event.page <= (context.result?.totalPages ?? 1) && event.page !== context.page;
    },
    isEmptyHistory: (_, { output }: { output: Paged<HistoryItem> }) => output.total === 0,
  },
}).createMachine({
  id: 'billingHistory',
  description: "A tab of the selected account's bill and payment history, page by page.",
  context: ({ input }) => ({ ...input, page: 1, result: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading one page of the history.',
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ accountNumber: context.accountNumber, type: context.type, page: context.page }),
        onDone: [
          {
            guard: { type: 'isEmptyHistory', params: outputParams },
            target: 'empty',
            actions: assign(({ event }) => ({ result: event.output })),
            description: 'Nothing of this kind on the account yet.',
          },
          { target: 'list', actions: assign(({ event }) => ({ result: event.output })), description: 'The page is shown.' },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'The page could not be had: the message and Try again.',
        },
      },
    },
    failed: {
      description: 'The catalogue message of the failure, with Try again (the same page).',
      tags: ['failed'],
      on: { 'history.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    empty: {
      description: 'The account has no bills (or no payments) yet.',
      tags: ['empty'],
    },
    list: {
      description: 'A page of the history, newest first, with the pager when there are several.',
      tags: ['list'],
      on: {
        'history.page': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign(({ event }) => ({ page: event.page })),
          description: 'Another existing page is chosen.',
        },
      },
    },
  },
});
