import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isCancellable, type ServiceRequestSummary } from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, outputParams, toCallFailure, type FailureParams } from '../../common/effects.ts';
import type { ServiceTrackerContext, ServiceTrackerEvent, ServiceTrackerInput, ServiceTrackerTag } from './serviceTracker.types.ts';

/** Refusals meaning the request can no longer be cancelled (closed meanwhile) or is gone. */
const goneCodes = ['SRV_NOT_OPEN', 'SRV_REQUEST_NOT_FOUND'] as const;

/**
 * The service tracker (/serviceTracker, /services/{key}): the customer's service requests with their
 * status (Open, Closed, RequiresWork), priority, dates, the timeline of status changes and the
 * documents attached; a request still Open or RequiresWork can be cancelled behind a confirmation.
 * A cancelled request stays in the list, Closed, with its new timeline entry; one closed meanwhile
 * reloads the list and says so; any other failure keeps the dialog with the message and Try again.
 */
export const serviceTrackerMachine = setup({
  types: {
    context: {} as ServiceTrackerContext,
    events: {} as ServiceTrackerEvent,
    input: {} as ServiceTrackerInput,
    tags: {} as ServiceTrackerTag,
  },
  actors: {
    loadRequests: fromPromise<ServiceRequestSummary[], void>(notProvided('loadRequests')),
    cancelRequest: fromPromise<ServiceRequestSummary, { reference: string }>(notProvided('cancelRequest')),
  },
  guards: {
    hasRequests: (_, params: { output: ServiceRequestSummary[] }) => params.output.length > 0,
    isCancellable: ({ context, event }) => {
      assertEvent(event, 'tracker.cancel');
      const request = context.requests.find((r) => r.reference === event.reference);
      return context.canCancel && request !== undefined && isCancellable(request);
    },
    isGone: failedWith(goneCodes),
  },
  actions: {
    storeRequests: assign((_, params: { output: ServiceRequestSummary[] }) => ({ requests: params.output })),
    select: assign(({ context, event }) => {
      assertEvent(event, 'tracker.cancel');
      return { selected: context.requests.find((r) => r.reference === event.reference) ?? null, cancelFailure: null };
    }),
    unselect: assign({ selected: null, cancelFailure: null }),
    storeCancelled: assign(({ context }, params: { output: ServiceRequestSummary }) => ({
      requests: context.requests.map((r) => (r.reference === params.output.reference ? params.output : r)),
      notice: { kind: 'cancelled' as const, reference: params.output.reference, seq: (context.notice?.seq ?? 0) + 1 },
      selected: null,
      cancelFailure: null,
    })),
    noticeGone: assign(({ context }) => ({
      notice: context.selected ? { kind: 'gone' as const, reference: context.selected.reference, seq: (context.notice?.seq ?? 0) + 1 } : context.notice,
      selected: null,
      cancelFailure: null,
    })),
    storeCancelFailure: assign((_, params: FailureParams) => ({ cancelFailure: params.failure })),
  },
}).createMachine({
  id: 'serviceTracker',
  description: "The customer's service requests with status, priority, dates, timeline and documents; cancelling one that is still open.",
  context: ({ input }) => ({ ...input, requests: [], selected: null, failure: null, cancelFailure: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reading the customer's requests and those on the accounts they hold.",
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadRequests',
        src: 'loadRequests',
        onDone: [
          { guard: { type: 'hasRequests', params: outputParams }, target: 'list', actions: { type: 'storeRequests', params: outputParams }, description: 'Requests to show.' },
          { target: 'empty', actions: assign({ requests: [] }), description: 'No request yet.' },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })), description: 'The list could not be read: the message and Try again.' },
      },
    },
    failed: {
      description: 'The catalogue message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'tracker.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    empty: {
      description: 'No service request yet: links to start, stop or transfer service.',
      tags: ['empty'],
    },
    list: {
      description: 'Each request: type, reference, status, priority, dates, appointment, timeline and documents; Cancel on those still Open or RequiresWork.',
      tags: ['list'],
      on: {
        'tracker.cancel': { guard: 'isCancellable', target: 'confirming', actions: 'select', description: 'Cancel on an open request: the confirmation opens.' },
      },
    },
    confirming: {
      description: 'A dialog asks whether to cancel this request; nothing is cancelled yet.',
      tags: ['list', 'dialog'],
      on: {
        'cancel.confirm': { target: 'cancelling', description: 'Yes, cancel the request.' },
        'cancel.dismiss': { target: 'list', actions: 'unselect', description: 'Keep the request (No, Escape).' },
      },
    },
    cancelling: {
      description: 'The request is being cancelled; the dialog buttons wait.',
      tags: ['list', 'dialog', 'busy'],
      invoke: {
        id: 'cancelRequest',
        src: 'cancelRequest',
        input: ({ context }) => ({ reference: context.selected?.reference ?? '' }),
        onDone: { target: 'list', actions: { type: 'storeCancelled', params: outputParams }, description: 'Cancelled: the request shows Closed with its new timeline entry.' },
        onError: [
          { guard: { type: 'isGone', params: failureParams }, target: 'loading', actions: 'noticeGone', description: 'Closed meanwhile or gone: the list is read again and the page says so.' },
          { target: 'cancelFailed', actions: { type: 'storeCancelFailure', params: failureParams }, description: 'Any other failure: the dialog stays open with the message.' },
        ],
      },
    },
    cancelFailed: {
      description: 'The dialog shows why the cancellation failed; Try again or keep the request.',
      tags: ['list', 'dialog'],
      on: {
        'cancel.confirm': { target: 'cancelling', description: 'Try again.' },
        'cancel.dismiss': { target: 'list', actions: 'unselect', description: 'Close the dialog; the request stays open.' },
      },
    },
  },
});
