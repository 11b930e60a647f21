/** Outage rows as the GeoJSON features the portal reads (src/domain/outage.ts). */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { areaAround } from '../../src/domain/outageGeometry.ts';
import {
  crewStatuses,
  outageCauses,
  outageSize,
  outageStatuses,
  type CrewStatus,
  type OutageCause,
  type OutageFeature,
  type OutageStatus,
} from '../../src/domain/outage.ts';

type OutageRow = typeof t.outages.$inferSelect;
type UpdateRow = typeof t.outageUpdates.$inferSelect;

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);

export function outageFeature(row: OutageRow, updates: UpdateRow[]): OutageFeature {
  const centre: [number, number] = [row.longitude, row.latitude];
  return {
    type: 'Feature',
    id: row.reference,
    geometry: row.geometry ?? areaAround(centre, 1, row.id),
    properties: {
      reference: row.reference,
      town: row.town,
      area: row.area,
      // Rows from before cause codes carried English text: they read as "under investigation".
      cause: oneOf<OutageCause>(outageCauses, row.cause, 'underInvestigation'),
      planned: row.planned,
      status: oneOf<OutageStatus>(outageStatuses, row.status, 'active'),
      crewStatus: oneOf<CrewStatus>(crewStatuses, row.crewStatus, 'assessing'),
      startedAt: row.startedAt.toISOString(),
      estimatedRestorationAt: row.estimatedRestorationAt?.toISOString() ?? null,
      restoredAt: row.restoredAt?.toISOString() ?? null,
      affectedCustomers: row.affectedCustomers,
      affectedPremises: row.affectedPremises,
      size: outageSize(row.affectedCustomers),
      centre,
      history: updates.map((u) => ({
        at: u.at.toISOString(),
        status: oneOf<OutageStatus>(outageStatuses, u.status, 'active'),
        crewStatus: oneOf<CrewStatus>(crewStatuses, u.crewStatus, 'assessing'),
        estimatedRestorationAt: u.estimatedRestorationAt?.toISOString() ?? null,
      })),
    },
  };
}

/** Features of outage rows, with their history (one query for all the rows' updates). */
export async function outageFeatures(db: Db, rows: OutageRow[]): Promise<OutageFeature[]> {
  if (rows.length === 0) return [];
  const updates = await db
    .select()
    .from(t.outageUpdates)
    .where(inArray(t.outageUpdates.outageId, rows.map((r) => r.id)))
    .orderBy(asc(t.outageUpdates.at), asc(t.outageUpdates.id));
  const byOutage = new Map<number, UpdateRow[]>();
  for (const u of updates) byOutage.set(u.outageId, [...(byOutage.get(u.outageId) ?? []), u]);
  return rows.map((row) => outageFeature(row, byOutage.get(row.id) ?? []));
}
