import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { trackErrors, type TrackResult } from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, outputParams, type FailureParams } from '../../common/effects.ts';
import type { TrackRequestContext, TrackRequestEvent, TrackRequestInput, TrackRequestTag } from './trackRequest.types.ts';
import { hasNoErrors } from '../serviceSteps.ts';

/** The server's one answer for an unknown reference and for a wrong email or phone. */
const notFoundCodes = ['SRV_TRACK_NOT_FOUND'] as const;

/** The form's events (typing is the same after "not found"). */
const formEvents = {
  'track.change': { target: 'form', actions: 'changeField', description: 'The reference or the email or phone typed.' },
  'track.submit': [
    { guard: 'isFormValid', target: 'checking', actions: 'clearFailure', description: 'Both given: the request is looked up.' },
    { target: 'form', actions: 'markErrors', description: 'A field missing or malformed: it says why.' },
  ],
} as const;

/**
 * Tracking a request without signing in (/ConnectMeTrackRequest/{key?}): the reference (from the
 * address when given) and the email or phone given with the request; the request's status,
 * appointment and timeline, or one "not found" that never tells which of the two was wrong.
 */
export const trackRequestMachine = setup({
  types: {
    context: {} as TrackRequestContext,
    events: {} as TrackRequestEvent,
    input: {} as TrackRequestInput,
    tags: {} as TrackRequestTag,
  },
  actors: {
    trackRequest: fromPromise<TrackResult, { reference: string; contact: string }>(notProvided('trackRequest')),
  },
  guards: {
    isFormValid: ({ context }) => hasNoErrors(trackErrors(context)),
    isNotFound: failedWith(notFoundCodes),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'track.change');
      return { [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } };
    }),
    markErrors: assign(({ context }) => ({ errors: trackErrors(context) })),
    storeFailure: assign((_, params: FailureParams) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
    storeRequest: assign((_, params: { output: TrackResult }) => ({ request: params.output })),
    forgetRequest: assign({ request: null }),
  },
}).createMachine({
  id: 'trackRequest',
  description: 'Track a request without signing in: reference and email or phone, then the status and timeline, or one "not found".',
  context: ({ input }) => ({ reference: input.reference, contact: '', errors: {}, request: null, failure: null }),
  initial: 'form',
  states: {
    form: {
      description: 'The reference (filled from the address when given) and the email or phone given with the request.',
      tags: ['form'],
      on: formEvents,
    },
    checking: {
      description: 'Looking the request up (wrong guesses are throttled by the server).',
      tags: ['form', 'busy'],
      invoke: {
        id: 'trackRequest',
        src: 'trackRequest',
        input: ({ context }) => ({ reference: context.reference.trim(), contact: context.contact.trim() }),
        onDone: { target: 'found', actions: { type: 'storeRequest', params: outputParams }, description: 'Found: its status, appointment and timeline.' },
        onError: [
          { guard: { type: 'isNotFound', params: failureParams }, target: 'notFound', description: 'No request with this reference and email or phone: the form says so, with what was typed.' },
          { target: 'failed', actions: { type: 'storeFailure', params: failureParams }, description: 'The call failed (or too many tries): the message, Try again.' },
        ],
      },
    },
    notFound: {
      description: 'No request matches: the message above the form, everything typed kept.',
      tags: ['form', 'notFound'],
      on: {
        'track.change': formEvents['track.change'],
        // Nothing changed since the fields were found valid: asked again as they are.
        'track.submit': { target: 'checking', description: 'Ask again with the same details.' },
      },
    },
    failed: {
      description: 'The call failed: the message, Try again, or change what was typed.',
      tags: ['form', 'failed'],
      on: {
        'track.retry': { target: 'checking', actions: 'clearFailure', description: 'Try again.' },
        'track.edit': { target: 'form', actions: 'clearFailure', description: 'Back to the form.' },
      },
    },
    found: {
      description: "The request's status, priority, appointment and timeline of status changes.",
      tags: ['found'],
      on: {
        'track.edit': { target: 'form', actions: 'forgetRequest', description: 'Track another request.' },
      },
    },
  },
});
