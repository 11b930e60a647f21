/** Sample payment locations (catalogue, machine tests, stories, view paths). */
import { paymentLocationClockTickMs, paymentLocationTimeZone, type OpeningPeriod, type PaymentLocation, type PaymentLocationsData } from '../../../src/domain/paymentLocations.ts';

const weekdays = (opens: string, closes: string): OpeningPeriod[] => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

const centreHours: OpeningPeriod[] = [...weekdays('07:30', '16:30'), { day: 6, opens: '08:00', closes: '12:00' }];
const shopHours: OpeningPeriod[] = [...[1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '08:00', closes: '19:00' })), { day: 7, opens: '09:00', closes: '14:00' }];

export const samplePaymentLocations: PaymentLocation[] = [
  { id: 'PL-FRA-SC', kind: 'serviceCentre', name: 'Francistown Service Centre', town: 'Francistown', address: 'Plot 1126, Blue Jacket Street, Francistown', phone: '2412345', latitude: -21.1702, longitude: 27.5079, hours: centreHours, services: ['cash', 'card', 'prepaidTokens', 'cheque'] },
  { id: 'PL-FRA-A1', kind: 'agent', name: 'Galo Mall Pay Point', town: 'Francistown', address: 'Shop 12, Galo Mall, Francistown', phone: '2418800', latitude: -21.1601, longitude: 27.4902, hours: shopHours, services: ['cash', 'prepaidTokens', 'mobileMoney'] },
  { id: 'PL-MAU-SC', kind: 'serviceCentre', name: 'Maun Service Centre', town: 'Maun', address: 'Plot 241, Sir Seretse Khama Road, Maun', phone: '6860412', latitude: -19.9833, longitude: 23.4167, hours: centreHours, services: ['cash', 'card', 'prepaidTokens', 'cheque'] },
  { id: 'PL-MAU-A1', kind: 'agent', name: 'Boseja Pay Point', town: 'Maun', address: 'Plot 77, Boseja Ward, Maun', phone: '6861234', latitude: -19.9702, longitude: 23.4301, hours: shopHours, services: ['cash', 'card', 'prepaidTokens'] },
];

/** Thursday 26 November 2026, 16:29:30 in Gaborone: the service centres close in 30 s, the shops are open. */
export const sampleLocationsAsOf = '2026-11-26T14:29:30.000Z';

export const samplePaymentLocationsData: PaymentLocationsData = { asOf: sampleLocationsAsOf, timeZone: paymentLocationTimeZone, locations: samplePaymentLocations };

export const locationsTickMs = paymentLocationClockTickMs;

/** Three to a page: the four sample places need one "Show more". */
export const locationsPageSize = 3;

/** Words that find the two places in Maun, and words that find none. */
export const maunSearch = 'maun';
export const nowhereSearch = 'Tsabong';
