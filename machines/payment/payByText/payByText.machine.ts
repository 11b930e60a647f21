import { assign, fromPromise, setup } from 'xstate';
import type { TextToPayLink, TextToPayPaid } from '../../../src/domain/textToPay.ts';
import { failedWith, failureParams, notProvided, toCallFailure, type FailureParams } from '../../common/effects.ts';
import type { PayByTextContext, PayByTextEvent, PayByTextInput, PayByTextTag } from './payByText.types.ts';

/** Codes of a link that will never pay (used, replaced, unenrolled, expired): no Try again. */
export const deadLinkCodes = ['TTP_LINK_USED', 'TTP_LINK_INVALID'] as const;

/**
 * Pay by text (/PayByText?key=..., the link Text To Pay texts; open without signing in): reads what
 * the link pays (the masked account, the amount due, the bank account), pays it once with one press,
 * and shows the confirmation. A link used, replaced or expired says "This link has expired."; a
 * failed payment says why and the same button tries again.
 */
export const payByTextMachine = setup({
  types: {
    context: {} as PayByTextContext,
    events: {} as PayByTextEvent,
    input: {} as PayByTextInput,
    tags: {} as PayByTextTag,
  },
  actors: {
    loadLink: fromPromise<TextToPayLink, { key: string }>(notProvided('loadLink')),
    payLink: fromPromise<TextToPayPaid, { key: string }>(notProvided('payLink')),
  },
  guards: {
    hasKey: ({ context }) => context.linkKey !== null,
    isDeadLink: failedWith(deadLinkCodes),
  },
  actions: {
    storeFailure: assign((_, { failure }: FailureParams) => ({ failure })),
  },
}).createMachine({
  id: 'payByText',
  description: 'Pay by text: what the link pays, one press to pay it, the confirmation.',
  context: ({ input }) => ({ ...input, link: null, receipt: null, failure: null }),
  initial: 'start',
  states: {
    start: {
      description: 'An address without a key is a link that does not work.',
      always: [
        { guard: 'hasKey', target: 'loading', description: 'The address has a key: read the link.' },
        { target: 'expired', actions: assign({ failure: { msgcode: 'TTP_LINK_INVALID', message: '' } }), description: 'No key: the link has expired.' },
      ],
    },
    loading: {
      description: 'Reading what the link pays.',
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadLink',
        src: 'loadLink',
        input: ({ context }) => ({ key: context.linkKey ?? '' }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ link: event.output })), description: 'The link works: the amount and the bank account.' },
        onError: [
          { guard: { type: 'isDeadLink', params: failureParams }, target: 'expired', actions: { type: 'storeFailure', params: failureParams }, description: 'Used, replaced or expired: the link has expired.' },
          { target: 'loadFailed', actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })), description: 'The link could not be read: the message and Try again.' },
        ],
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'payByText.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    expired: {
      description: '"This link has expired." Nothing to do here but sign in.',
      tags: ['failed'],
      type: 'final',
    },
    ready: {
      description: 'The masked account, the amount due and the bank account; one button pays.',
      tags: ['ready'],
      on: { 'payByText.pay': { target: 'paying', actions: assign({ failure: null }), description: 'The user pays (again after a failure).' } },
    },
    paying: {
      description: 'Paying the amount due from the bank account.',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'payLink',
        src: 'payLink',
        input: ({ context }) => ({ key: context.linkKey ?? '' }),
        onDone: { target: 'paid', actions: assign(({ event }) => ({ receipt: event.output })), description: 'Paid: the confirmation.' },
        onError: [
          { guard: { type: 'isDeadLink', params: failureParams }, target: 'expired', actions: { type: 'storeFailure', params: failureParams }, description: 'The link was used meanwhile (another tab): it has expired.' },
          { target: 'ready', actions: { type: 'storeFailure', params: failureParams }, description: 'Declined or failed: the message; Pay tries again.' },
        ],
      },
    },
    paid: {
      description: 'The confirmation number, the amount and the bank account; the amount now due.',
      tags: ['paid'],
      type: 'final',
    },
  },
});
