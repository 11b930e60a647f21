/** Catalogue entry of the payment locations: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { locationsPageSize, locationsTickMs, maunSearch, nowhereSearch, samplePaymentLocationsData } from './paymentLocations.fixtures.ts';
import { paymentLocationsMachine } from './paymentLocations.machine.ts';

export const paymentLocationsEntry = entry({
  id: 'paymentLocations',
  title: 'Payment locations',
  description:
    'Payment locations (/PaymentLocation, /PrePaymentLocation): the service centres and agent shops read once, a search by town or name and a service choice narrowing the list, the list a page at a time (Show more), a location chosen in the list or on the map, open now on the territory clock; a failed load offers Try again.',
  machine: paymentLocationsMachine,
  kind: 'flow',
  view: 'src/features/payment/paymentLocations/PaymentLocationsPage.tsx',
  scenarios: [{ label: 'visitor', input: { tickMs: locationsTickMs, pageSize: locationsPageSize } }],
  events: [
    { type: 'search.change', search: maunSearch },
    { type: 'search.change', search: nowhereSearch },
    { type: 'service.choose', service: 'mobileMoney' },
    { type: 'search.clear' },
    { type: 'location.select', id: 'PL-MAU-A1' },
    { type: 'location.select', id: 'PL-GAB-SC' },
    { type: 'locations.retry' },
    { type: 'list.more' },
  ],
  outcomes: {
    loadPaymentLocations: [resolves('loadPaymentLocations', samplePaymentLocationsData, 'resolve: four locations'), rejects('loadPaymentLocations', callFailure('NETWORK'), 'reject: network down')],
  },
  // Guards read the words, the service and the choice; the clock only moves "open now" (kept to its first tick).
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.search, s.context.service, s.context.selected, s.context.shown, s.context.failure?.msgcode ?? null, s.context.now === s.context.data?.asOf]),
});
