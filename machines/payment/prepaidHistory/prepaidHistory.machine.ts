import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided, outputParams, toCallFailure } from '../../common/effects.ts';
import type { PrepaidHistoryContext, PrepaidHistoryEvent, PrepaidHistoryInput, PrepaidHistoryPage, PrepaidHistoryRequest,  PrepaidHistoryTag } from './prepaidHistory.types.ts';

/**
 * Token & Transaction History of a prepaid account (/transactionhistory/{tab}; document 1 section 2):
 * one paged list, the recharge tokens or the recharge transactions, newest first. Loading, the page,
 * an empty list, or a failure with Try again; the previous page stays on screen while the next loads.
 */
export const prepaidHistoryMachine = setup({
  types: {
    context: {} as PrepaidHistoryContext,
    events: {} as PrepaidHistoryEvent,
    input: {} as PrepaidHistoryInput,
    tags: {} as PrepaidHistoryTag,
  },
  actors: {
    loadPage: fromPromise<PrepaidHistoryPage, PrepaidHistoryRequest>(notProvided('loadPage')),
  },
  guards: {
    isEmpty: (_, { output }: { output: PrepaidHistoryPage }) => output.total === 0,
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'history.page');
      return event.page >= 1 && event.page !== context.page && event.page <= (context.data?.totalPages ?? 1);
    },
  },
}).createMachine({
  id: 'prepaidHistory',
  description: 'One tab of Token & Transaction History: a paged list of recharges.',
  context: ({ input }) => ({ accountNumber: input.accountNumber, list: input.list, page: 1, data: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the page asked for (the previous one stays visible).',
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ accountNumber: context.accountNumber, list: context.list, page: context.page }),
        onDone: [
          { guard: { type: 'isEmpty', params: outputParams }, target: 'empty', actions: assign(({ event }) => ({ data: event.output, failure: null })), description: 'No recharge yet.' },
          { target: 'loaded', actions: assign(({ event }) => ({ data: event.output, failure: null })) },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'The list could not be had: the message and Try again.',
        },
      },
    },
    loaded: {
      description: 'The page is shown with Previous / Next.',
      on: {
        'history.page': { guard: 'isOtherPage', target: 'loading', actions: assign(({ event }) => ({ page: event.page })), description: 'Previous or Next page.' },
      },
    },
    empty: { description: 'Nothing to list yet; a link to Recharge Meter.' },
    failed: {
      description: 'The failure is shown with Try again.',
      on: { 'history.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
  },
});
