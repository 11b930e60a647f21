import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { awaitsDocument, hasFreePlace, isCancellable, isEditable, type CalendarDay, type EditAppointment, type ServiceRequestSummary, type SupplyDocuments } from '../../../src/domain/serviceRequests.ts';
import { failedWith, failureParams, notProvided, outputParams, toCallFailure, type FailureParams } from '../../common/effects.ts';
import type { ServiceTrackerContext, ServiceTrackerEvent, ServiceTrackerInput, ServiceTrackerTag } from './serviceTracker.types.ts';

/** Refusals meaning the request can no longer be cancelled (closed meanwhile) or is gone. */
const goneCodes = ['SRV_NOT_OPEN', 'SRV_REQUEST_NOT_FOUND'] as const;
/** The chosen slot was taken meanwhile, or the day is no longer offered: the calendar is read again. */
const takenCodes = ['SRV_SLOT_FULL', 'SRV_DAY_NOT_OFFERED'] as const;
/** The request no longer waits for a document (closed, sent from elsewhere) or is gone. */
const noLongerAskedCodes = ['SRV_NO_DOCUMENT_ASKED', 'SRV_NOT_OPEN', 'SRV_REQUEST_NOT_FOUND'] as const;

/**
 * The service tracker (/serviceTracker, /services/{key}): the customer's service requests with their
 * status (Open, Closed, RequiresWork), priority, dates, the timeline of status changes and the
 * documents attached; a request still Open or RequiresWork can be cancelled behind a confirmation.
 * A cancelled request stays in the list, Closed, with its new timeline entry; one closed meanwhile
 * reloads the list and says so; any other failure keeps the dialog with the message and Try again.
 * An Open request's appointment can be moved (with the edit right): the town's calendar is read, a
 * day and slot chosen and saved; a slot taken meanwhile reads the calendar again, other failures keep
 * the editor with "we are unable to edit your track request". A request that RequiresWork names the
 * document asked for and offers the upload; Send attaches it and the request is Open again.
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
    loadCalendar: fromPromise<CalendarDay[], { town: string }>(notProvided('loadCalendar')),
    editAppointment: fromPromise<ServiceRequestSummary, EditAppointment>(notProvided('editAppointment')),
    supplyDocuments: fromPromise<ServiceRequestSummary, SupplyDocuments>(notProvided('supplyDocuments')),
  },
  guards: {
    hasRequests: (_, params: { output: ServiceRequestSummary[] }) => params.output.length > 0,
    isCancellable: ({ context, event }) => {
      assertEvent(event, 'tracker.cancel');
      const request = context.requests.find((r) => r.reference === event.reference);
      return context.canCancel && request !== undefined && isCancellable(request);
    },
    isGone: failedWith(goneCodes),
    isTaken: failedWith(takenCodes),
    isNoLongerAsked: failedWith(noLongerAskedCodes),
    awaitsDocument: ({ context, event }) => {
      assertEvent(event, ['supply.change', 'supply.submit']);
      const request = context.requests.find((r) => r.reference === event.reference);
      return request !== undefined && awaitsDocument(request);
    },
    hasUploads: ({ context, event }) => {
      assertEvent(event, 'supply.submit');
      return (context.uploads[event.reference]?.length ?? 0) > 0;
    },
    isEditable: ({ context, event }) => {
      assertEvent(event, 'tracker.edit');
      const request = context.requests.find((r) => r.reference === event.reference);
      return context.canEdit && request !== undefined && isEditable(request);
    },
    /** A free place, and not the time already booked. */
    isNewFreeTime: ({ context }) =>
      hasFreePlace(context.calendar, context.editDay, context.editSlot) && !(context.selected?.appointment?.day === context.editDay && context.selected?.appointment?.slot === context.editSlot),
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
    selectForEdit: assign(({ context, event }) => {
      assertEvent(event, 'tracker.edit');
      const selected = context.requests.find((r) => r.reference === event.reference) ?? null;
      return { selected, calendar: [], editDay: selected?.appointment?.day ?? null, editSlot: selected?.appointment?.slot ?? 0, editInvalid: false, editFailure: null };
    }),
    // A day the calendar no longer offers (past, or beyond three weeks) is not chosen: the field asks for one.
    storeCalendar: assign(({ context }, params: { output: CalendarDay[] }) => ({
      calendar: params.output,
      editDay: params.output.some((d) => d.day === context.editDay) ? context.editDay : null,
    })),
    storeEditFailure: assign((_, params: FailureParams) => ({ editFailure: params.failure })),
    storeEdited: assign(({ context }, params: { output: ServiceRequestSummary }) => ({
      requests: context.requests.map((r) => (r.reference === params.output.reference ? params.output : r)),
      notice: { kind: 'edited' as const, reference: params.output.reference, seq: (context.notice?.seq ?? 0) + 1 },
      selected: null,
      editFailure: null,
    })),
    closeEditor: assign({ selected: null, editFailure: null, editInvalid: false }),
    storeUploads: assign(({ context, event }) => {
      assertEvent(event, 'supply.change');
      return { uploads: { ...context.uploads, [event.reference]: event.documentIds }, supplyMissing: context.supplyMissing === event.reference && event.documentIds.length > 0 ? null : context.supplyMissing };
    }),
    selectForSupply: assign(({ context, event }) => {
      assertEvent(event, 'supply.submit');
      return { selected: context.requests.find((r) => r.reference === event.reference) ?? null, supplyMissing: null, supplyFailure: null };
    }),
    storeSupplied: assign(({ context }, params: { output: ServiceRequestSummary }) => {
      const { [params.output.reference]: _sent, ...uploads } = context.uploads;
      return {
        requests: context.requests.map((r) => (r.reference === params.output.reference ? params.output : r)),
        notice: { kind: 'supplied' as const, reference: params.output.reference, seq: (context.notice?.seq ?? 0) + 1 },
        uploads,
        selected: null,
      };
    }),
    storeSupplyFailure: assign(({ context }, params: FailureParams) => ({ supplyFailure: context.selected ? { reference: context.selected.reference, failure: params.failure } : null, selected: null })),
  },
}).createMachine({
  id: 'serviceTracker',
  description: "The customer's service requests with status, priority, dates, timeline and documents; cancelling one that is still open.",
  context: ({ input }) => ({ ...input, requests: [], selected: null, failure: null, cancelFailure: null, notice: null, calendar: [], editDay: null, editSlot: 0, editInvalid: false, editFailure: null, uploads: {}, supplyMissing: null, supplyFailure: null }),
  initial: 'loading',
  on: {
    // An upload may finish while a dialog is open or another request is being sent.
    'supply.change': { guard: 'awaitsDocument', actions: 'storeUploads', description: 'A file uploaded (or removed) on a request that RequiresWork.' },
  },
  states: {
    loading: {
      description: "Reading the customer's requests and those on the accounts they hold.",
      tags: ['loading'],
      // The cards (and their upload fields) are read afresh: nothing uploaded is pending any more.
      entry: assign({ failure: null, uploads: {}, supplyMissing: null, supplyFailure: null }),
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
        'tracker.edit': { guard: 'isEditable', target: 'editLoading', actions: 'selectForEdit', description: 'Edit appointment on an Open request: its town\'s calendar is read.' },
        'supply.submit': [
          { guard: 'hasUploads', target: 'supplying', actions: 'selectForSupply', description: 'Send on a request with its document uploaded.' },
          { guard: 'awaitsDocument', actions: assign(({ event }) => ({ supplyMissing: event.reference, supplyFailure: null })), description: 'Send before any upload: the card asks for the document.' },
        ],
      },
    },
    supplying: {
      description: 'The uploaded documents are being attached; the request goes back to Open.',
      tags: ['list', 'busy'],
      invoke: {
        id: 'supplyDocuments',
        src: 'supplyDocuments',
        input: ({ context }) => ({ reference: context.selected?.reference ?? '', documentIds: context.uploads[context.selected?.reference ?? ''] ?? [] }),
        onDone: { target: 'list', actions: { type: 'storeSupplied', params: outputParams }, description: 'Received: the request shows Open with its new timeline entry and the document; the page says so.' },
        onError: [
          { guard: { type: 'isNoLongerAsked', params: failureParams }, target: 'loading', actions: 'noticeGone', description: 'It no longer waits for a document, or is gone: the list is read again and the page says so.' },
          { target: 'list', actions: { type: 'storeSupplyFailure', params: failureParams }, description: 'Any other failure: the card says why; Send again.' },
        ],
      },
    },
    editLoading: {
      description: "The editor is open and reads the calendar of the request's town.",
      tags: ['list', 'editor', 'busy'],
      invoke: {
        id: 'loadCalendar',
        src: 'loadCalendar',
        input: ({ context }) => ({ town: context.selected?.appointment?.town ?? '' }),
        onDone: { target: 'editChoosing', actions: { type: 'storeCalendar', params: outputParams }, description: 'The days and slots with their free places.' },
        onError: { target: 'editCalendarFailed', actions: { type: 'storeEditFailure', params: failureParams }, description: 'The calendar could not be read: the message, Try again and Close.' },
      },
    },
    editCalendarFailed: {
      description: 'The editor says the calendar could not be read; Try again or Close.',
      tags: ['list', 'editor'],
      on: {
        'edit.retry': { target: 'editLoading', actions: assign({ editFailure: null }), description: 'Try again.' },
        'edit.dismiss': { target: 'list', actions: 'closeEditor', description: 'Close: the appointment stays as it was.' },
      },
    },
    editChoosing: {
      description: 'The editor: a day from the calendar and a slot of that day, with Save and Close; a failed save says why.',
      tags: ['list', 'editor'],
      on: {
        'edit.day': { actions: assign(({ event }) => ({ editDay: event.day })), description: 'Another day chosen (a word about the last Save stays until the next one).' },
        'edit.slot': { actions: assign(({ event }) => ({ editSlot: event.slot })), description: 'Another slot chosen.' },
        'edit.submit': [
          { guard: 'isNewFreeTime', target: 'editSaving', actions: assign({ editInvalid: false, editFailure: null }), description: 'Save a new free time.' },
          { actions: assign({ editInvalid: true }), description: 'The time is not free or not new: the day field says so.' },
        ],
        'edit.dismiss': { target: 'list', actions: 'closeEditor', description: 'Close: the appointment stays as it was.' },
      },
    },
    editSaving: {
      description: 'The new time is being booked and the old one freed; the editor waits.',
      tags: ['list', 'editor', 'busy'],
      invoke: {
        id: 'editAppointment',
        src: 'editAppointment',
        input: ({ context }) => ({ reference: context.selected?.reference ?? '', appointment: { day: context.editDay ?? '', slot: context.editSlot } }),
        onDone: { target: 'list', actions: { type: 'storeEdited', params: outputParams }, description: 'Moved: the card shows the new appointment and its timeline entry; the page says so.' },
        onError: [
          { guard: { type: 'isGone', params: failureParams }, target: 'loading', actions: 'noticeGone', description: 'No longer open or gone: the list is read again and the page says so.' },
          { guard: { type: 'isTaken', params: failureParams }, target: 'editLoading', actions: { type: 'storeEditFailure', params: failureParams }, description: 'The time was taken meanwhile: the calendar is read again, with the message.' },
          { target: 'editChoosing', actions: { type: 'storeEditFailure', params: failureParams }, description: 'Any other failure: "we are unable to edit your track request", the choice kept.' },
        ],
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
