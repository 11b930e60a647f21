/** Catalogue entry of Report an outage: how the path engine, the atlas and the coverage report walk it without a server. */
import { reportDetailsIssues } from '../../../src/domain/outageReport.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import {
  clearCheck,
  customerInput,
  invalidPlaceWords,
  knownCheck,
  outsideCheck,
  sampleFoundPlace,
  samplePhoto,
  samplePoint,
  samplePremise,
  sampleReportResult,
  validPlaceWords,
  visitorInput,
} from './reportOutage.fixtures.ts';
import { reportOutageMachine } from './reportOutage.machine.ts';

export const reportOutageEntry = entry({
  id: 'reportOutage',
  title: 'Report an outage',
  description:
    'Report an outage (/ReportOutage signed in, /PreReportOutages not): the premise, or a place found by address, picked on the map or given by the browser; the territory and known-outage check (a known outage is shown instead of a duplicate report); type, details, photos and contact; review; the report and its reference.',
  machine: reportOutageMachine,
  kind: 'flow',
  view: 'src/features/outage/reportOutage/ReportOutagePage.tsx',
  scenarios: [
    { label: 'visitor', input: visitorInput },
    { label: 'customer', input: customerInput },
  ],
  events: [
    { type: 'place.words', words: validPlaceWords },
    { type: 'place.words', words: invalidPlaceWords },
    { type: 'place.search' },
    { type: 'place.pick', ...samplePoint },
    { type: 'place.locateFailed' },
    { type: 'place.change' },
    { type: 'details.change', field: 'title', value: 'noPower' },
    { type: 'details.change', field: 'reporterName', value: 'Kago Molefe' },
    { type: 'details.change', field: 'phoneNumber', value: '71234567' },
    { type: 'details.change', field: 'phoneNumber', value: '0123' },
    { type: 'photos.change', attachments: [samplePhoto] },
    { type: 'details.submit' },
    { type: 'review.edit' },
    { type: 'review.submit' },
    { type: 'report.retry' },
  ],
  outcomes: {
    loadPremise: [resolves('loadPremise', samplePremise, 'resolve: the premise in Gaborone'), rejects('loadPremise', callFailure('GEN403', 'Forbidden'), 'reject: not your account')],
    findPlace: [
      resolves('findPlace', sampleFoundPlace, 'resolve: Maun'),
      resolves('findPlace', null, 'resolve: nothing found'),
      rejects('findPlace', callFailure('NETWORK'), 'reject: network down'),
    ],
    checkPlace: [
      resolves('checkPlace', clearCheck, 'resolve: served, nothing known'),
      resolves('checkPlace', knownCheck, 'resolve: an outage is known there'),
      resolves('checkPlace', outsideCheck, 'resolve: outside the territory'),
      rejects('checkPlace', callFailure('GEN503', 'Unavailable'), 'reject: service unavailable'),
    ],
    submitReport: [resolves('submitReport', sampleReportResult, 'resolve: reported'), rejects('submitReport', callFailure('GEN500', 'Server error'), 'reject: server error')],
  },
  // Guards read the words' validity and the details' validity; the view shows the place, the rule, the photos and the failure.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.placeWords,
      s.context.placeError,
      s.context.place !== null,
      s.context.known !== null,
      // The rules the details still break (what the Continue guard reads), not the words typed.
      Object.keys(reportDetailsIssues(s.context.details)).sort().join(),
      Object.keys(s.context.issues).length > 0,
      s.context.attachments.length,
      s.context.failure?.msgcode ?? null,
    ]),
});
