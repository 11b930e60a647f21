/**
 * Outages: areas (GeoJSON polygons) with cause, start, estimated restoration, customers and
 * premises affected, crew status, and the history of their status and ETR changes.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import type { PolygonGeometry } from '../../../src/domain/outage.ts';

export const outages = pgTable(
  'outages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The incident number, e.g. OUT-GAB-0417. */
    reference: text('reference').notNull(),
    /** One of the 17 service centre towns. */
    town: text('town').notNull(),
    /** The neighbourhoods affected, as the utility names them. */
    area: text('area').notNull(),
    /** A cause code (src/domain/outage.ts outageCauses). */
    cause: text('cause').notNull(),
    affectedCustomers: integer('affected_customers').notNull(),
    affectedPremises: integer('affected_premises').notNull().default(0),
    /** active, scheduled (planned maintenance not started yet) or restored */
    status: text('status').notNull(),
    planned: boolean('planned').notNull().default(false),
    /** assessing, dispatched, enRoute, onSite or completed */
    crewStatus: text('crew_status').notNull().default('assessing'),
    startedAt: at('started_at').notNull(),
    estimatedRestorationAt: at('estimated_restoration_at'),
    restoredAt: at('restored_at'),
    /** The label point. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The area (GeoJSON Polygon); null for rows from before areas: drawn around the label point. */
    geometry: jsonb('geometry').$type<PolygonGeometry>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outages_reference_uq').on(t.reference),
    index('outages_status_town_idx').on(t.status, t.town),
    check('outages_status_ck', sql`${t.status} in ('active', 'scheduled', 'restored')`),
    check('outages_crew_status_ck', sql`${t.crewStatus} in ('assessing', 'dispatched', 'enRoute', 'onSite', 'completed')`),
    check('outages_affected_ck', sql`${t.affectedCustomers} >= 0 and ${t.affectedPremises} >= 0`),
  ],
);

/** Every change of an outage's status, crew status or ETR, oldest first (the list's history). */
export const outageUpdates = pgTable(
  'outage_updates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outageId: integer('outage_id')
      .notNull()
      .references(() => outages.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    status: text('status').notNull(),
    crewStatus: text('crew_status').notNull(),
    estimatedRestorationAt: at('estimated_restoration_at'),
  },
  (t) => [index('outage_updates_outage_idx').on(t.outageId, t.at)],
);
