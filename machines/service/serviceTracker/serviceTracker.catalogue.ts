/** Catalogue entry of the service tracker: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { cancelledStopRequest, closedRequest, openStopRequest, sampleRequests } from './serviceTracker.fixtures.ts';
import { serviceTrackerMachine } from './serviceTracker.machine.ts';

export const serviceTrackerEntry = entry({
  id: 'serviceTracker',
  title: 'Service tracker',
  description:
    "The service tracker (/serviceTracker, /services/{key}): the customer's requests with status (Open, Closed, RequiresWork), priority, dates, " +
    'the timeline of status changes and the documents attached. Cancel on a request still open, behind a confirmation; one closed meanwhile ' +
    'reloads the list; other failures keep the dialog with Try again.',
  machine: serviceTrackerMachine,
  kind: 'flow',
  view: 'src/features/service/serviceTracker/ServiceTrackerPage.tsx',
  scenarios: [
    { label: 'all requests', input: { reference: null, canCancel: true } },
    { label: 'one request (/services/{key})', input: { reference: openStopRequest.reference, canCancel: true } },
    { label: 'without the cancel right', input: { reference: null, canCancel: false } },
  ],
  events: [
    { type: 'tracker.retry' },
    { type: 'tracker.cancel', reference: openStopRequest.reference },
    { type: 'tracker.cancel', reference: closedRequest.reference },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
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
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.requests.map((r) => `${r.reference}:${r.status}`),
      s.context.selected?.reference ?? null,
      s.context.failure?.msgcode ?? null,
      s.context.cancelFailure?.msgcode ?? null,
      s.context.notice?.kind ?? null,
    ]),
});
