/**
 * Demo outages, relative to the seed's `now`: current outages of different sizes (a large one in
 * Gaborone, a medium one in Maun and one in Jwaneng still being assessed, a small one in Ghanzi),
 * planned maintenance in Lobatse tomorrow, and a Francistown outage restored this morning; each
 * with the history of its crew status and ETR.
 */
import { areaAround } from '../../src/domain/outageGeometry.ts';
import type { CrewStatus, OutageCause, OutageStatus } from '../../src/domain/outage.ts';
import { townInfo, type Town } from './geo.ts';

const minute = 60_000;


interface SeedUpdate {
  /** Minutes from now (negative: in the past). */
  atMin: number;
  status: OutageStatus;
  crewStatus: CrewStatus;
  /** ETR in minutes from now, or null (not estimated yet). */
  etrMin: number | null;
}

interface SeedOutage {
  reference: string;
  town: Town;
  area: string;
  cause: OutageCause;
  planned: boolean;
  customers: number;
  premises: number;
  /** Offset of the area's centre from the town centre, in degrees. */
  dLat: number;
  dLng: number;
  radiusKm: number;
  startMin: number;
  restoredMin?: number;
  updates: SeedUpdate[];
}

const outages: SeedOutage[] = [
  {
    reference: 'OUT-GAB-0417', town: 'Gaborone-Main Mall', area: 'Extension 12 and Village', cause: 'transformerFault', planned: false,
    customers: 1240, premises: 1180, dLat: 0.008, dLng: -0.012, radiusKm: 1.4, startMin: -120,
    updates: [
      { atMin: -120, status: 'active', crewStatus: 'assessing', etrMin: 240 },
      { atMin: -95, status: 'active', crewStatus: 'dispatched', etrMin: 240 },
      { atMin: -40, status: 'active', crewStatus: 'onSite', etrMin: 180 },
    ],
  },
  {
    reference: 'OUT-MAU-0203', town: 'Maun', area: 'Boseja and Disaneng wards', cause: 'stormDamage', planned: false,
    customers: 385, premises: 362, dLat: 0.004, dLng: 0.006, radiusKm: 1.1, startMin: -300,
    updates: [
      { atMin: -300, status: 'active', crewStatus: 'assessing', etrMin: null },
      { atMin: -240, status: 'active', crewStatus: 'dispatched', etrMin: 300 },
      { atMin: -60, status: 'active', crewStatus: 'enRoute', etrMin: 360 },
    ],
  },
  {
    reference: 'OUT-JWA-0150', town: 'Jwaneng', area: 'Unit 9 and Extension 4', cause: 'underInvestigation', planned: false,
    customers: 210, premises: 198, dLat: -0.005, dLng: 0.004, radiusKm: 0.9, startMin: -25,
    updates: [{ atMin: -25, status: 'active', crewStatus: 'assessing', etrMin: null }],
  },
  {
    reference: 'OUT-GHA-0112', town: 'Ghanzi', area: 'Kgalagadi Ward', cause: 'vegetation', planned: false,
    customers: 42, premises: 40, dLat: 0.003, dLng: -0.004, radiusKm: 0.5, startMin: -50,
    updates: [
      { atMin: -50, status: 'active', crewStatus: 'assessing', etrMin: 150 },
      { atMin: -30, status: 'active', crewStatus: 'dispatched', etrMin: 120 },
    ],
  },
  {
    reference: 'OUT-LOB-0091', town: 'Lobatse', area: 'Peleng Central', cause: 'plannedMaintenance', planned: true,
    customers: 160, premises: 151, dLat: 0.006, dLng: 0.003, radiusKm: 0.8, startMin: 20 * 60,
    updates: [{ atMin: -3 * 24 * 60, status: 'scheduled', crewStatus: 'assessing', etrMin: 26 * 60 }],
  },
  {
    reference: 'OUT-FRA-0388', town: 'Francistown', area: 'Area W and Satellite', cause: 'equipmentFailure', planned: false,
    customers: 620, premises: 588, dLat: -0.006, dLng: 0.004, radiusKm: 1.2, startMin: -10 * 60, restoredMin: -6 * 60 - 30,
    updates: [
      { atMin: -10 * 60, status: 'active', crewStatus: 'assessing', etrMin: -6 * 60 },
      { atMin: -9 * 60, status: 'active', crewStatus: 'onSite', etrMin: -6 * 60 },
      { atMin: -6 * 60 - 30, status: 'restored', crewStatus: 'completed', etrMin: -6 * 60 },
    ],
  },
];

const after = (now: Date, minutes: number) => new Date(now.getTime() + minutes * minute);

/** The outage rows and, by reference, their history rows (without the outage id). */
export function outageSeed(now: Date) {
  return outages.map((o, index) => {
    const last = o.updates[o.updates.length - 1]!;
    const centre: [number, number] = [townInfo[o.town].lng + o.dLng, townInfo[o.town].lat + o.dLat];
    return {
      row: {
        reference: o.reference,
        town: o.town,
        area: o.area,
        cause: o.cause,
        planned: o.planned,
        affectedCustomers: o.customers,
        affectedPremises: o.premises,
        status: last.status,
        crewStatus: last.crewStatus,
        startedAt: after(now, o.startMin),
        estimatedRestorationAt: last.etrMin === null ? null : after(now, last.etrMin),
        restoredAt: o.restoredMin === undefined ? null : after(now, o.restoredMin),
        latitude: centre[1],
        longitude: centre[0],
        geometry: areaAround(centre, o.radiusKm, index + 1),
        updatedAt: after(now, last.atMin),
      },
      updates: o.updates.map((u) => ({
        at: after(now, u.atMin),
        status: u.status,
        crewStatus: u.crewStatus,
        estimatedRestorationAt: u.etrMin === null ? null : after(now, u.etrMin),
      })),
    };
  });
}
