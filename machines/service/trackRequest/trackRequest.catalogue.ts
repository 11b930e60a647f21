/** Catalogue entry of tracking a request without signing in: how the path engine, the atlas and the coverage report walk it without a server. */
import { trackErrors } from '../../../src/domain/serviceRequests.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleTracked } from './trackRequest.fixtures.ts';
import { trackRequestMachine } from './trackRequest.machine.ts';

export const trackRequestEntry = entry({
  id: 'trackRequest',
  title: 'Track a request (visitor)',
  description:
    'Track a service request without signing in (/ConnectMeTrackRequest/{key?}): the reference and the email or phone given with it; the status, appointment and timeline, or one "not found" whichever was wrong.',
  machine: trackRequestMachine,
  kind: 'flow',
  view: 'src/features/service/trackRequest/TrackRequestPage.tsx',
  scenarios: [
    { label: 'from the menu', input: { reference: '' } },
    { label: 'from a link with the reference', input: { reference: sampleTracked.reference } },
  ],
  events: [
    { type: 'track.change', field: 'reference', value: sampleTracked.reference },
    { type: 'track.change', field: 'contact', value: 'neo.kgosi@example.com' },
    { type: 'track.submit' },
    { type: 'track.retry' },
    { type: 'track.edit' },
  ],
  outcomes: {
    trackRequest: [
      resolves('trackRequest', sampleTracked, 'resolve: the request'),
      rejects('trackRequest', callFailure('SRV_TRACK_NOT_FOUND'), 'reject: not found'),
      rejects('trackRequest', callFailure('GEN015'), 'reject: too many tries'),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, Object.keys(trackErrors(s.context)).sort().join(), s.context.failure !== null]),
});
