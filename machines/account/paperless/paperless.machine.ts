import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PaperlessRecord } from '../../../src/domain/paperless.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import type { PaperlessContext, PaperlessEvent, PaperlessInput, PaperlessTag, SetBillFormatInput, SetPaperlessInput } from './paperless.types.ts';

/**
 * Paperless billing and bill format of the selected account (/AccountInformation): reads the
 * setting, turns paperless on or off (each a logged outcome on the server), and saves the bill format
 * (summary or detailed). A failed change keeps the page and says why; a failed load offers Try again.
 */
export const paperlessMachine = setup({
  types: {
    context: {} as PaperlessContext,
    events: {} as PaperlessEvent,
    input: {} as PaperlessInput,
    tags: {} as PaperlessTag,
  },
  actors: {
    loadPaperless: fromPromise<PaperlessRecord, { accountNumber: string }>(notProvided('loadPaperless')),
    setPaperless: fromPromise<PaperlessRecord, SetPaperlessInput>(notProvided('setPaperless')),
    setBillFormat: fromPromise<PaperlessRecord, SetBillFormatInput>(notProvided('setBillFormat')),
  },
  guards: {
    isPaperlessOff: ({ context }) => context.record?.paperless === false,
    isPaperlessOn: ({ context }) => context.record?.paperless === true,
    isFormatChanged: ({ context }) => context.record !== null && context.record.isBFSEligible !== context.billFormat,
  },
  actions: {
    storeFormat: assign(({ event }) => {
      assertEvent(event, 'billFormat.change');
      return { billFormat: event.billFormat, notice: null };
    }),
    startChange: assign({ actionFailure: null, notice: null }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'paperless',
  description: 'Paperless billing on or off, and the bill format, of the selected account.',
  context: ({ input }) => ({ ...input, record: null, billFormat: 0, failure: null, actionFailure: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the account’s paperless setting and bill format.',
      tags: ['loading'],
      invoke: {
        id: 'loadPaperless',
        src: 'loadPaperless',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ record: event.output, billFormat: event.output.isBFSEligible })),
          description: 'The setting as it stands.',
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'Nothing to show: the message and Try again.',
        },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'paperless.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    ready: {
      description: 'Paperless on or off with the button that changes it, and the bill format with its Save button.',
      tags: ['ready'],
      on: {
        'paperless.turnOn': { guard: 'isPaperlessOff', target: 'turningOn', actions: 'startChange', description: 'The customer turns paperless billing on.' },
        'paperless.turnOff': { guard: 'isPaperlessOn', target: 'turningOff', actions: 'startChange', description: 'The customer turns paperless billing off.' },
        'billFormat.change': { actions: 'storeFormat', description: 'The customer picks a bill format.' },
        'billFormat.save': { guard: 'isFormatChanged', target: 'savingFormat', actions: 'startChange', description: 'A new bill format is saved; an unchanged one is not sent.' },
      },
    },
    turningOn: {
      description: 'Turning paperless billing on; the page waits.',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'setPaperlessOn',
        src: 'setPaperless',
        input: ({ context }) => ({ accountNumber: context.accountNumber, isEnable: true }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ record: event.output, notice: 'paperlessOn' as const })), description: 'Paperless billing is on.' },
        onError: { target: 'ready', actions: assign(({ event }) => ({ actionFailure: toCallFailure(event.error) })), description: 'Refused or failed: it stays off, and the page says why.' },
      },
    },
    turningOff: {
      description: 'Turning paperless billing off; the page waits.',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'setPaperlessOff',
        src: 'setPaperless',
        input: ({ context }) => ({ accountNumber: context.accountNumber, isEnable: false }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ record: event.output, notice: 'paperlessOff' as const })), description: 'Paperless billing is off: bills come by post.' },
        onError: { target: 'ready', actions: assign(({ event }) => ({ actionFailure: toCallFailure(event.error) })), description: 'Refused or failed: it stays on, and the page says why.' },
      },
    },
    savingFormat: {
      description: 'Saving the bill format; the page waits.',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'setBillFormat',
        src: 'setBillFormat',
        input: ({ context }) => ({ accountNumber: context.accountNumber, customerNumber: context.record!.customerNumber, isBFSEligible: context.billFormat }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ record: event.output, billFormat: event.output.isBFSEligible, notice: 'formatSaved' as const })),
          description: 'The bill format is saved.',
        },
        onError: { target: 'ready', actions: assign(({ event }) => ({ actionFailure: toCallFailure(event.error) })), description: 'Refused or failed: the choice is kept, and the page says why.' },
      },
    },
  },
});
