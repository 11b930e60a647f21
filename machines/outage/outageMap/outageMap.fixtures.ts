/** Sample outage data (catalogue, machine tests, stories, view paths): three outages of three sizes, one planned. */
import { sessionTimes } from '../../../src/domain/constants.ts';
import { outageSize, type OutageFeature, type OutageListData, type OutageLookupData, type OutageStatus, type CrewStatus, type OutageCause } from '../../../src/domain/outage.ts';
import { areaAround } from '../../../src/domain/outageGeometry.ts';

const asOf = '2026-11-26T12:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(asOf) + minutes * 60_000).toISOString();

function outage(reference: string, town: string, area: string, centre: [number, number], customers: number, cause: OutageCause, status: OutageStatus, crewStatus: CrewStatus, etrMin: number | null): OutageFeature {
  return {
    type: 'Feature',
    id: reference,
    geometry: areaAround(centre, 1, customers),
    properties: {
      reference, town, area, cause, planned: cause === 'plannedMaintenance', status, crewStatus,
      startedAt: at(status === 'scheduled' ? 20 * 60 : -120),
      estimatedRestorationAt: etrMin === null ? null : at(etrMin),
      restoredAt: null,
      affectedCustomers: customers,
      affectedPremises: Math.round(customers * 0.95),
      size: outageSize(customers),
      centre,
      history: [
        { at: at(-120), status, crewStatus: 'assessing', estimatedRestorationAt: etrMin === null ? null : at(etrMin + 60) },
        ...(crewStatus === 'assessing' ? [] : [{ at: at(-40), status, crewStatus, estimatedRestorationAt: etrMin === null ? null : at(etrMin) }]),
      ],
    },
  };
}

export const sampleOutages: OutageFeature[] = [
  outage('OUT-GAB-0417', 'Gaborone-Main Mall', 'Extension 12 and Village', [25.8966, -24.6465], 1240, 'transformerFault', 'active', 'onSite', 180),
  outage('OUT-MAU-0203', 'Maun', 'Boseja and Disaneng wards', [23.4227, -19.9793], 385, 'stormDamage', 'active', 'enRoute', 360),
  outage('OUT-GHA-0112', 'Ghanzi', 'Kgalagadi Ward', [21.6418, -21.6945], 42, 'vegetation', 'active', 'assessing', null),
  outage('OUT-LOB-0091', 'Lobatse', 'Peleng Central', [25.683, -25.214], 160, 'plannedMaintenance', 'scheduled', 'assessing', 26 * 60),
];

export const sampleOutageList: OutageListData = { type: 'FeatureCollection', asOf, features: sampleOutages };

/** The list read again five minutes later: Maun's crew on site. */
export const refreshedOutageList: OutageListData = {
  type: 'FeatureCollection',
  asOf: at(5),
  features: sampleOutages.map((o) => (o.id === 'OUT-MAU-0203' ? { ...o, properties: { ...o.properties, crewStatus: 'onSite' } } : o)),
};

export const sampleLookup: OutageLookupData = {
  asOf,
  outages: [sampleOutages[1]!],
  place: { name: 'Maun', town: 'Maun', latitude: -19.9833, longitude: 23.4167 },
};

/** Words that make a search, and words that break the rule (one letter). */
export const validOutageSearch = 'Maun';
export const invalidOutageSearch = 'M';

export const outageRefreshMs = sessionTimes.outageRefreshMs;
