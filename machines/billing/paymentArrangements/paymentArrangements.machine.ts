import { assign, fromPromise, setup } from 'xstate';
import { extensionDateIssue, type PaymentArrangements, type PaymentExtensionRequestBody, type PaymentExtensionStatus } from '../../../src/domain/paymentArrangements.ts';
import { parseDisplayDate } from '../../../src/domain/format.ts';
import { failureParams, notProvided, toCallFailure, type FailureParams } from '../../common/effects.ts';
import type { PaymentArrangementsContext, PaymentArrangementsEvent, PaymentArrangementsInput, PaymentArrangementsTag } from './paymentArrangements.types.ts';

/**
 * Payment arrangements of the selected account (/PaymentArrangements): the payment extension, the
 * installment plan and budget billing in one place with their next dates, and the request of a
 * later due date (eligibility first, then a day within the server's limit, checked here and there).
 */
export const paymentArrangementsMachine = setup({
  types: {
    context: {} as PaymentArrangementsContext,
    events: {} as PaymentArrangementsEvent,
    input: {} as PaymentArrangementsInput,
    tags: {} as PaymentArrangementsTag,
  },
  actors: {
    loadArrangements: fromPromise<PaymentArrangements, { accountNumber: string }>(notProvided('loadArrangements')),
    requestExtension: fromPromise<PaymentExtensionStatus, PaymentExtensionRequestBody>(notProvided('requestExtension')),
  },
  guards: {
    isExtensionEligible: ({ context }) => context.arrangements?.extension.eligible === true,
    isDateAllowed: ({ context }) => {
      const dueDate = context.arrangements?.extension.dueDate;
      return dueDate != null && extensionDateIssue(context.date, dueDate) === null;
    },
  },
  actions: {
    storeActionFailure: assign((_, { failure }: FailureParams) => ({ actionFailure: failure })),
    markDateInvalid: assign(({ context }) => ({ dateError: extensionDateIssue(context.date, context.arrangements?.extension.dueDate ?? '') })),
  },
}).createMachine({
  id: 'paymentArrangements',
  description: 'Payment arrangements of the selected account: extension, installment plan and budget billing with their next dates; a later due date on request.',
  context: ({ input }) => ({ ...input, arrangements: null, date: '', dateError: null, failure: null, actionFailure: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the arrangements of the account.',
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadArrangements',
        src: 'loadArrangements',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: { target: 'overview', actions: assign(({ event }) => ({ arrangements: event.output })), description: 'The three arrangements are shown.' },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'They could not be had: the message and Try again.',
        },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'arrangements.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    overview: {
      description: 'The extension, the installment plan and budget billing, each with its next date and a link to create or change it.',
      tags: ['overview'],
      on: {
        'extension.start': {
          guard: 'isExtensionEligible',
          target: 'extending',
          actions: assign({ date: '', dateError: null, actionFailure: null, notice: null }),
          description: 'Ask for more time (only when the account may): the date form opens.',
        },
      },
    },
    extending: {
      description: 'The new due date, between the day after the due date and the limit.',
      tags: ['overview', 'form:extension'],
      on: {
        'extension.change': { actions: assign(({ event }) => ({ date: event.date, dateError: null })), description: 'The user types the date.' },
        'extension.submit': [
          { guard: 'isDateAllowed', target: 'requesting', actions: assign({ actionFailure: null }), description: 'A day within the limit: it is sent.' },
          { actions: 'markDateInvalid', description: 'Not a day, or out of range: the field says why; nothing is sent.' },
        ],
        'extension.cancel': { target: 'overview', actions: assign({ actionFailure: null }), description: 'The user keeps the due date.' },
      },
    },
    requesting: {
      description: 'The later due date is requested.',
      tags: ['overview', 'form:extension', 'busy'],
      invoke: {
        id: 'requestExtension',
        src: 'requestExtension',
        input: ({ context }) => ({ accountNumber: context.accountNumber, newDueDate: parseDisplayDate(context.date) ?? '' }),
        onDone: {
          target: 'overview',
          actions: assign(({ context, event }) => ({
            arrangements: context.arrangements ? { ...context.arrangements, extension: event.output } : null,
            notice: 'extended' as const,
          })),
          description: 'Granted: the new due date is shown, with a message.',
        },
        onError: {
          target: 'extending',
          actions: { type: 'storeActionFailure', params: failureParams },
          description: 'Refused or failed (recorded): the form keeps the date and says why; Request tries again.',
        },
      },
    },
  },
});
