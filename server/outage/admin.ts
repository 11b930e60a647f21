/**
 * The demo administration's outage call (POST {admin}/outages): start an outage (an area drawn
 * around a point, a town centre by default), update its crew status, ETR or customers, or restore
 * it. Every change adds a history row and makes the public snapshot stale; a new restoration time
 * or a restoration alerts the customers whose premise the outage covers (alerts.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { areaAround } from '../../src/domain/outageGeometry.ts';
import type { OutageAdminBody, OutageFeature } from '../../src/domain/outage.ts';
import { townInfo } from '../seed/geo.ts';
import { outageFeatures } from './features.ts';
import { outageSnapshotOf } from './snapshot.ts';
import { raiseOutageAlerts, type AlertedOutage, type OutageChange } from './alerts.ts';

/** OUT-GAB, OUT-SEL...: the first three letters of the town. */
const referencePrefix = (town: string) => `OUT-${town.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}-`;

export async function changeOutage(ctx: ServerContext, body: OutageAdminBody, log: FastifyBaseLogger): Promise<OutageFeature> {
  const now = ctx.now();
  const minutesFromNow = (minutes: number | undefined) => (minutes === undefined ? undefined : new Date(now.getTime() + minutes * 60_000));
  // What the change tells the customers affected (set inside the transaction, raised after it).
  const alerts: { outage: AlertedOutage; change: OutageChange }[] = [];
  const reference = await ctx.db.transaction(async (tx) => {
    if (body.action === 'start') {
      const info = townInfo[body.town];
      const latitude = body.latitude ?? info.lat;
      const longitude = body.longitude ?? info.lng;
      const prefix = referencePrefix(body.town);
      const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(t.outages);
      // Numbers from 5000 on, after the seeded ones; the next free one.
      let number = 5000 + count;
      while ((await tx.select({ id: t.outages.id }).from(t.outages).where(eq(t.outages.reference, `${prefix}${number}`))).length > 0) number++;
      const etr = minutesFromNow(body.restorationInMinutes) ?? null;
      const crewStatus = body.crewStatus ?? 'assessing';
      const [row] = await tx
        .insert(t.outages)
        .values({
          reference: `${prefix}${number}`,
          town: body.town,
          area: body.area,
          cause: body.cause,
          planned: body.cause === 'plannedMaintenance',
          affectedCustomers: body.affectedCustomers,
          affectedPremises: body.affectedPremises ?? Math.max(1, Math.round(body.affectedCustomers * 0.95)),
          status: 'active',
          crewStatus,
          startedAt: now,
          estimatedRestorationAt: etr,
          latitude,
          longitude,
          geometry: areaAround([longitude, latitude], body.radiusKm ?? 1.5, number),
          updatedAt: now,
        })
        .returning();
      await tx.insert(t.outageUpdates).values({ outageId: row!.id, at: now, status: 'active', crewStatus, estimatedRestorationAt: etr });
      return row!.reference;
    }
    const [row] = await tx.select().from(t.outages).where(eq(t.outages.reference, body.reference)).for('update');
    if (!row) throw new ApiError(404, 'GEN404', 'No such outage.');
    if (row.status === 'restored') throw new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} body.reference: the outage is already restored.`);
    const change =
      body.action === 'restore'
        ? { status: 'restored', crewStatus: 'completed', restoredAt: now, estimatedRestorationAt: row.estimatedRestorationAt }
        : {
            status: row.status,
            crewStatus: body.crewStatus ?? row.crewStatus,
            estimatedRestorationAt: minutesFromNow(body.restorationInMinutes) ?? row.estimatedRestorationAt,
            affectedCustomers: body.affectedCustomers ?? row.affectedCustomers,
          };
    await tx.update(t.outages).set({ ...change, updatedAt: now }).where(eq(t.outages.id, row.id));
    await tx.insert(t.outageUpdates).values({ outageId: row.id, at: now, status: change.status, crewStatus: change.crewStatus, estimatedRestorationAt: change.estimatedRestorationAt });
    const outage = row.geometry ? { id: row.id, reference: row.reference, town: row.town, area: row.area, geometry: row.geometry } : null;
    if (!outage) return row.reference;
    if (body.action === 'restore') alerts.push({ outage, change: { kind: 'restored', at: now } });
    else if (change.estimatedRestorationAt && change.estimatedRestorationAt.getTime() !== row.estimatedRestorationAt?.getTime()) alerts.push({ outage, change: { kind: 'etr', at: change.estimatedRestorationAt } });
    return row.reference;
  });
  outageSnapshotOf(ctx).invalidate();
  for (const alert of alerts) await raiseOutageAlerts(ctx, log, alert.outage, alert.change);
  const rows = await ctx.db.select().from(t.outages).where(eq(t.outages.reference, reference));
  const [feature] = await outageFeatures(ctx.db, rows);
  return feature!;
}
