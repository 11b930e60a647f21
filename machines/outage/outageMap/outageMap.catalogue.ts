/** Catalogue entry of the outage map: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { invalidOutageSearch, outageRefreshMs, refreshedOutageList, sampleLookup, sampleOutageList, validOutageSearch } from './outageMap.fixtures.ts';
import { outageMapMachine } from './outageMap.machine.ts';

export const outageMapEntry = entry({
  id: 'outageMap',
  title: 'Outage map and list',
  description:
    'The outage map and list (/PreOutages, /outages): the public list read every 300 s in place, a search that narrows it, an outage chosen in the list or on the map; a failed load offers Try again, a failed refresh keeps the older list.',
  machine: outageMapMachine,
  kind: 'flow',
  view: 'src/features/outage/outageMap/OutageMapPage.tsx',
  scenarios: [{ label: 'visitor', input: { signedIn: false, refreshMs: outageRefreshMs } }],
  events: [
    { type: 'search.change', search: validOutageSearch },
    { type: 'search.change', search: invalidOutageSearch },
    { type: 'search.submit' },
    { type: 'search.clear' },
    { type: 'outage.select', reference: 'OUT-MAU-0203' },
    { type: 'outage.select', reference: 'OUT-NOT-0000' },
    { type: 'outages.refresh' },
    { type: 'outages.retry' },
  ],
  outcomes: {
    loadOutages: (snapshot) =>
      snapshot.matches('loading')
        ? [resolves('loadOutages', sampleOutageList, 'resolve: four outages'), rejects('loadOutages', callFailure('NETWORK'), 'reject: network down')]
        : [resolves('loadOutages', refreshedOutageList, 'resolve: the newer list'), rejects('loadOutages', callFailure('GEN503', 'Unavailable'), 'reject: service unavailable')],
    lookupOutages: [resolves('lookupOutages', sampleLookup, 'resolve: one outage in Maun'), rejects('lookupOutages', callFailure('GEN500', 'Server error'), 'reject: server error')],
  },
  // Guards read the words and the list; the view shows the rule, the result, the choice and the failures.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.search, s.context.searchError, s.context.result !== null, s.context.selected, s.context.failure?.msgcode ?? null, s.context.refreshFailed, s.context.list?.asOf ?? null]),
});
