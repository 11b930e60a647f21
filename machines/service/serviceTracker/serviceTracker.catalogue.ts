/** Catalogue entry of the service tracker: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { cancelledStopRequest, closedRequest, editedStopRequest, openStopRequest, requiresWorkRequest, sampleRequests, suppliedDocumentId, suppliedRequest, trackerCalendar } from './serviceTracker.fixtures.ts';
import { serviceTrackerMachine } from './serviceTracker.machine.ts';

export const serviceTrackerEntry = entry({
  id: 'serviceTracker',
  title: 'Service tracker',
  description:
    "The service tracker (/serviceTracker, /services/{key}): the customer's requests with status (Open, Closed, RequiresWork), priority, dates, " +
    'the timeline of status changes and the documents attached. Cancel on a request still open, behind a confirmation; one closed meanwhile ' +
    'reloads the list; other failures keep the dialog with Try again. Edit appointment on an Open request: a day and slot from the town\'s calendar; ' +
    'a time taken meanwhile reads the calendar again, other failures say "we are unable to edit your track request". ' +
    'A request that RequiresWork names the document asked for with an upload field and Send; once received it is Open again.',
  machine: serviceTrackerMachine,
  kind: 'flow',
  view: 'src/features/service/serviceTracker/ServiceTrackerPage.tsx',
  scenarios: [
    { label: 'all requests', input: { reference: null, canCancel: true, canEdit: true } },
    { label: 'one request (/services/{key})', input: { reference: openStopRequest.reference, canCancel: true, canEdit: true } },
    { label: 'without the cancel and edit rights', input: { reference: null, canCancel: false, canEdit: false } },
  ],
  events: [
    { type: 'tracker.retry' },
    { type: 'tracker.cancel', reference: openStopRequest.reference },
    { type: 'tracker.cancel', reference: closedRequest.reference },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
    { type: 'tracker.edit', reference: openStopRequest.reference },
    { type: 'tracker.edit', reference: requiresWorkRequest.reference },
    { type: 'edit.day', day: '2026-12-02' },
    { type: 'edit.slot', slot: 3 },
    { type: 'edit.slot', slot: 4 },
    { type: 'edit.submit' },
    { type: 'edit.retry' },
    { type: 'edit.dismiss' },
    { type: 'supply.change', reference: requiresWorkRequest.reference, documentIds: [suppliedDocumentId] },
    { type: 'supply.submit', reference: requiresWorkRequest.reference },
  ],
  outcomes: {
    loadRequests: [
      resolves('loadRequests', sampleRequests, 'resolve: an open, a requires-work and a closed request'),
      resolves('loadRequests', [], 'resolve: no request yet'),
      rejects('loadRequests', callFailure('NETWORK'), 'reject: network down'),
    ],
    cancelRequest: [
      resolves('cancelRequest', cancelledStopRequest, 'resolve: cancelled'),
      rejects('cancelRequest', callFailure('SRV_NOT_OPEN'), 'reject: closed meanwhile'),
      rejects('cancelRequest', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
    loadCalendar: [resolves('loadCalendar', trackerCalendar, 'resolve: two days'), rejects('loadCalendar', callFailure('NETWORK'), 'reject: network down')],
    editAppointment: [
      resolves('editAppointment', editedStopRequest, 'resolve: moved'),
      rejects('editAppointment', callFailure('SRV_SLOT_FULL'), 'reject: taken meanwhile'),
      rejects('editAppointment', callFailure('SRV_NOT_OPEN'), 'reject: closed meanwhile'),
      rejects('editAppointment', callFailure('SRV_EDIT_FAILED'), 'reject: unable to edit'),
    ],
    supplyDocuments: [
      resolves('supplyDocuments', suppliedRequest, 'resolve: received, Open again'),
      rejects('supplyDocuments', callFailure('SRV_NO_DOCUMENT_ASKED'), 'reject: no longer asked'),
      rejects('supplyDocuments', callFailure('NETWORK'), 'reject: network down'),
    ],
  },
  // What guards read, and per state only what that state shows: notices and card messages are left out
  // (they do not steer any transition), the editor's facts count only while it is open.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.requests.map((r) => `${r.reference}:${r.status}`),
      s.hasTag('dialog') || s.hasTag('editor') || s.matches('supplying') ? (s.context.selected?.reference ?? null) : null,
      s.matches('failed') ? (s.context.failure?.msgcode ?? null) : null,
      s.matches('cancelFailed') ? (s.context.cancelFailure?.msgcode ?? null) : null,
      s.hasTag('editor') ? [s.context.editDay, s.context.editSlot, s.context.editInvalid, s.context.editFailure?.msgcode ?? null, s.context.calendar.length] : null,
      Object.keys(s.context.uploads).filter((reference) => (s.context.uploads[reference]?.length ?? 0) > 0),
    ]),
});
