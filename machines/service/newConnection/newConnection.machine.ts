import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  changeNewConnectionForm,
  detailsErrors,
  detailsStepFields,
  isFieldAsked,
  newConnectionFormOf,
  quoteStaleCodes,
  siteErrors,
  siteStepFields,
  toNewConnectionAnswers,
  type NewConnectionQuote,
  type NewConnectionReceipt,
} from '../../../src/domain/newConnection.ts';
import { failedWith, failureParams, notProvided, outputParams, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import { doneState, hasNoErrors, nextIfValid, serviceUpdates } from '../serviceSteps.ts';
import type { NewConnectionContext, NewConnectionEvent, NewConnectionInput, NewConnectionQuoteInput, NewConnectionStepId, NewConnectionSubmitInput, NewConnectionTag } from './newConnection.types.ts';

/** New connection, signed in or not: 4 steps, then the success page. */
export const newConnectionSteps = defineSteps([
  { id: 'details', labelId: 'service.newConnection.step.details' },
  { id: 'site', labelId: 'service.newConnection.step.site' },
  { id: 'quote', labelId: 'service.newConnection.step.quote' },
  { id: 'review', labelId: 'service.newConnection.step.review' },
] as const satisfies readonly { id: NewConnectionStepId; labelId: string }[]);

/** The request as the call sends it: the answers, the site sketch and the quotation accepted. */
export function newConnectionRequestOf(context: NewConnectionContext): NewConnectionSubmitInput {
  return { ...toNewConnectionAnswers(context.form), sketchPlan: context.sketch?.documentId ?? '', quoteId: context.quote?.quoteId ?? '', quoteAccepted: true };
}

/** What the quotation is priced from. */
export function quoteBasisOf(context: NewConnectionContext): NewConnectionQuoteInput {
  const { capacity, serviceType, distanceClass } = toNewConnectionAnswers(context.form);
  return { capacity, serviceType, distanceClass };
}

/**
 * A new connection request (document 1 section 3), shared by /newConnection (signed in: the owner's
 * details filled from the session) and /newConnectionPrelogin (a visitor) through `input`: the
 * connection's answers with the spec's defaults and the owner, the site with its distance to the
 * nearest pole and a sketch, the server's quotation which the customer accepts, the review, and the
 * reference. A submission whose quotation no longer matches or has expired is quoted again.
 */
export const newConnectionMachine = setup({
  types: {
    context: {} as NewConnectionContext,
    events: {} as NewConnectionEvent,
    input: {} as NewConnectionInput,
    tags: {} as NewConnectionTag,
  },
  actors: {
    quoteNewConnection: fromPromise<NewConnectionQuote, NewConnectionQuoteInput>(notProvided('quoteNewConnection')),
    submitNewConnection: fromPromise<NewConnectionReceipt, NewConnectionSubmitInput>(notProvided('submitNewConnection')),
  },
  guards: {
    isDetailsField: ({ context, event }) => event.type === 'newConnection.change' && isFieldAsked(context.form, detailsStepFields, event.field),
    isSiteField: ({ context, event }) => event.type === 'newConnection.change' && isFieldAsked(context.form, siteStepFields, event.field),
    isDetailsValid: ({ context }) => hasNoErrors(detailsErrors(context.form)),
    isSiteValid: ({ context }) => hasNoErrors(siteErrors(context.form, context.sketch !== null)),
    isQuoteAccepted: ({ context }) => context.accepted,
    isQuoteStale: failedWith(quoteStaleCodes),
  },
  actions: {
    storeFailure: assign((_, params: FailureParams) => serviceUpdates.storeFailure(params)),
    clearFailure: assign(serviceUpdates.clearFailure),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'newConnection.change');
      return { form: changeNewConnectionForm(context.form, event.field, event.value), errors: { ...context.errors, [event.field]: undefined } };
    }),
    storeSketch: assign(({ context, event }) => {
      assertEvent(event, 'newConnection.sketch');
      return { sketch: event.documents[0] ?? null, errors: { ...context.errors, sketchPlan: undefined } };
    }),
    markDetailsErrors: assign(({ context }) => ({ errors: detailsErrors(context.form) })),
    markSiteErrors: assign(({ context }) => ({ errors: siteErrors(context.form, context.sketch !== null) })),
    storeQuote: assign(({ context }, params: { output: NewConnectionQuote }) => ({
      quote: params.output,
      // The same quotation read again stays accepted; another must be read and accepted anew.
      accepted: context.accepted && context.quote?.quoteId === params.output.quoteId,
      acceptError: null,
    })),
    dropQuote: assign({ quote: null, accepted: false }),
    toggleAccept: assign(({ event }) => {
      assertEvent(event, 'newConnection.accept');
      return { accepted: event.value, acceptError: null };
    }),
    markAcceptError: assign({ acceptError: 'NC_QUOTE_ACCEPT' }),
    storeReceipt: assign((_, params: { output: NewConnectionReceipt }) => ({ receipt: params.output })),
  },
}).createMachine({
  id: 'newConnection',
  description: 'New connection request (signed in or a visitor): the answers and owner, the site and sketch, the quotation accepted, the review, the reference.',
  context: ({ input }) => ({
    ...input,
    form: newConnectionFormOf(input.owner),
    errors: {},
    sketch: null,
    quote: null,
    accepted: false,
    acceptError: null,
    failure: null,
    receipt: null,
  }),
  initial: 'details',
  states: {
    details: {
      description:
        'Step 1: customer type, income category (High), house status (Complete), wiring status (Complete), ready box (Yes), nature of supply (New), capacity (Single Phase), type of service (Overhead), status of connection (Developed), amps, the existing meter (unless the supply is new) and the owner (signed in: filled in).',
      tags: ['step:details'],
      on: {
        'newConnection.change': { guard: 'isDetailsField', actions: 'changeField', description: 'An answer typed or chosen (a new capacity keeps the amps only when they fit it; the existing meter only when the supply is not new).' },
        'step.next': nextIfValid('isDetailsValid', 'site', 'Valid: on to the site.', 'markDetailsErrors', { clearFailure: true }),
      },
    },
    site: {
      description: 'Step 2: the plot, street, area and city, the distance to the nearest pole, and the site sketch or plan uploaded.',
      tags: ['step:site'],
      on: {
        'newConnection.change': { guard: 'isSiteField', actions: 'changeField', description: 'An address field typed or the distance chosen.' },
        'newConnection.sketch': { actions: 'storeSketch', description: 'The sketch uploaded or removed (a refused file changes nothing else).' },
        'step.next': nextIfValid('isSiteValid', 'quoting', 'Valid: the quotation is priced from these answers.', 'markSiteErrors', { clearFailure: true }),
        'step.back': { target: 'details', actions: 'clearFailure', description: 'Back to the answers.' },
      },
    },
    quoting: {
      description: 'The server prices the connection from the capacity, the type of service and the distance class.',
      tags: ['step:quote', 'loading', 'busy'],
      invoke: {
        id: 'quoteNewConnection',
        src: 'quoteNewConnection',
        input: ({ context }) => quoteBasisOf(context),
        onDone: { target: 'quoted', actions: { type: 'storeQuote', params: outputParams }, description: 'The quotation: its lines, total and the day it is valid until.' },
        onError: { target: 'quoteFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'No quotation: why, with Try again.' },
      },
    },
    quoteFailed: {
      description: 'The quotation could not be read: the message, Try again, and Back to the site.',
      tags: ['step:quote', 'failed'],
      on: {
        'step.retry': { target: 'quoting', actions: 'clearFailure', description: 'Ask for the quotation again.' },
        'step.back': { target: 'site', actions: 'clearFailure', description: 'Back to the site.' },
      },
    },
    quoted: {
      description: 'Step 3: the quotation lines (connection fee, service line, VAT), the total and its validity; the customer accepts it to go on.',
      tags: ['step:quote'],
      on: {
        'newConnection.accept': { actions: 'toggleAccept', description: 'The quotation accepted or not.' },
        'step.next': nextIfValid('isQuoteAccepted', 'review', 'Accepted: on to the review.', 'markAcceptError', { clearFailure: true }),
        'step.back': { target: 'site', actions: 'clearFailure', description: 'Back to the site (Next prices it again).' },
      },
    },
    review: {
      description: 'Step 4: every answer, the site and the accepted total, then Submit.',
      tags: ['step:review'],
      on: {
        'step.submit': { target: 'submitting', actions: 'clearFailure', description: 'Send the request with the accepted quotation.' },
        'step.back': { target: 'quoted', actions: 'clearFailure', description: 'Back to the quotation.' },
      },
    },
    submitting: {
      description: 'The request is made with the quotation, which the server checks against the answers and its validity.',
      tags: ['step:review', 'busy'],
      invoke: {
        id: 'submitNewConnection',
        src: 'submitNewConnection',
        input: ({ context }) => newConnectionRequestOf(context),
        onDone: { target: 'done', actions: { type: 'storeReceipt', params: outputParams }, description: 'The request is made: its reference.' },
        onError: [
          {
            guard: { type: 'isQuoteStale', params: failureParams },
            target: 'quoting',
            actions: ['dropQuote', { type: 'storeFailure', params: failureParams }],
            description: 'The quotation no longer matches the answers or has expired: a fresh one, to be read and accepted again.',
          },
          { target: 'review', actions: { type: 'storeFailure', params: failureParams }, description: 'Refused or failed: the review says why; Submit tries again.' },
        ],
      },
    },
    done: { ...doneState, description: 'The success page: the reference, and where to follow the request.' },
  },
});
