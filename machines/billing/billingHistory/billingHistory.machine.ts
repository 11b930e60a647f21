import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { HistoryItem, Paged } from '../../../src/domain/payment.ts';
import { historyRangeIssue, historyRangeOf } from '../../../src/domain/billingHistory.ts';
import { notProvided, outputParams, toCallFailure } from '../../common/effects.ts';
import type { BillingHistoryContext, BillingHistoryEvent, BillingHistoryInput, BillingHistoryTag, HistoryExportRequest, HistoryPageRequest } from './billingHistory.types.ts';

/** The range part of a call: only the limits that are set. */
const rangeOf = (context: Pick<BillingHistoryContext, 'from' | 'to'>) => ({ ...(context.from ? { from: context.from } : {}), ...(context.to ? { to: context.to } : {}) });

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
    /** Fetches the tab's items in the range as a file and hands it to the browser to save. */
    exportHistory: fromPromise<void, HistoryExportRequest>(notProvided('exportHistory')),
  },
  guards: {
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'history.page');
      return Number.isInteger(event.page) && event.page >= 1 && event.page <= (context.result?.totalPages ?? 1) && event.page !== context.page;
    },
    isEmptyHistory: (_, { output }: { output: Paged<HistoryItem> }) => output.total === 0,
    isRangeUsable: ({ event }) => {
      assertEvent(event, 'history.range');
      return historyRangeIssue(event) === null;
    },
  },
  actions: {
    applyRange: assign(({ event }) => {
      assertEvent(event, 'history.range');
      return { ...historyRangeOf(event), page: 1, rangeError: null };
    }),
    markRangeInvalid: assign(({ event }) => {
      assertEvent(event, 'history.range');
      return { rangeError: historyRangeIssue(event) };
    }),
  },
}).createMachine({
  id: 'billingHistory',
  description: "A tab of the selected account's bill and payment history, page by page.",
  context: ({ input }) => ({ ...input, page: 1, result: null, failure: null, from: '', to: '', rangeError: null, exportRequest: null, exportFailure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading one page of the history.',
      tags: ['loading'],
      entry: assign({ failure: null, exportFailure: null }),
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ accountNumber: context.accountNumber, type: context.type, page: context.page, ...rangeOf(context) }),
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
      description: 'No bills (or no payments) on the account, or none in the date range.',
      tags: ['empty'],
      on: {
        'history.range': [
          { guard: 'isRangeUsable', target: 'loading', actions: 'applyRange', description: 'A usable date range: its first page is read.' },
          { actions: 'markRangeInvalid', description: 'A day that is not DD/MM/YYYY, or a start after the end: the fields say why; the list stays.' },
        ],
      },
    },
    list: {
      description: 'A page of the history, newest first, with the pager when there are several.',
      tags: ['list'],
      on: {
        'history.range': [
          { guard: 'isRangeUsable', target: 'loading', actions: 'applyRange', description: 'A usable date range: its first page is read.' },
          { actions: 'markRangeInvalid', description: 'A day that is not DD/MM/YYYY, or a start after the end: the fields say why; the list stays.' },
        ],
        'history.export': {
          target: 'exporting',
          actions: assign(({ event }) => ({ exportRequest: { format: event.format, language: event.language }, exportFailure: null })),
          description: 'The user pressed Download .xlsx or Download CSV.',
        },
        'history.page': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign(({ event }) => ({ page: event.page })),
          description: 'Another existing page is chosen.',
        },
      },
    },
    exporting: {
      description: 'The tab\'s items in the range are being made into a file and saved; the list stays.',
      tags: ['list', 'exportBusy'],
      invoke: {
        id: 'exportHistory',
        src: 'exportHistory',
        input: ({ context }) => ({
          accountNumber: context.accountNumber,
          type: context.type,
          format: context.exportRequest?.format ?? 'xlsx',
          language: context.exportRequest?.language ?? 'EN_US',
          ...rangeOf(context),
        }),
        onDone: { target: 'list', description: 'Saved.' },
        onError: {
          target: 'list',
          actions: assign(({ event }) => ({ exportFailure: toCallFailure(event.error) })),
          description: 'The file could not be had: the message beside the downloads, which try again.',
        },
      },
    },
  },
});
