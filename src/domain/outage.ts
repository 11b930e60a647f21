/**
 * Outage calls (document 2 section 7, "Outages"): the public list of outages as GeoJSON areas, the
 * lookups (account, coordinates, incident, premise, zip code, place), the territory check and the
 * count. Shared by the server, the machines and the views.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { zipSchema } from './fields.ts';
import { serviceCentreTowns } from './constants.ts';

/** GET {outage}/count: all active outages, or those in the town of one account. */
export const outageCountQuerySchema = v.strictObject({ accountNumber: v.optional(accountNumberSchema) });
export interface OutageCountData {
  affectedCount: number;
}

/** active: power is off now; scheduled: planned maintenance that has not started; restored: power is back. */
export const outageStatuses = ['active', 'scheduled', 'restored'] as const;
export type OutageStatus = (typeof outageStatuses)[number];

/** What the crew is doing (the list's "crew status"). */
export const crewStatuses = ['assessing', 'dispatched', 'enRoute', 'onSite', 'completed'] as const;
export type CrewStatus = (typeof crewStatuses)[number];

/** Causes as codes: the portal words them in the reader's language. */
export const outageCauses = ['transformerFault', 'stormDamage', 'plannedMaintenance', 'vegetation', 'vehicleAccident', 'equipmentFailure', 'underInvestigation'] as const;
export type OutageCause = (typeof outageCauses)[number];

/** Sizes by customers affected: they colour the map areas and name the legend. */
export const outageSizes = ['small', 'medium', 'large'] as const;
export type OutageSize = (typeof outageSizes)[number];
/** Lower bounds (customers affected) of medium and large. */
export const outageSizeBounds = { medium: 100, large: 500 } as const;

export function outageSize(affectedCustomers: number): OutageSize {
  if (affectedCustomers >= outageSizeBounds.large) return 'large';
  if (affectedCustomers >= outageSizeBounds.medium) return 'medium';
  return 'small';
}

/** How long a restored outage stays in the public list. */
export const restoredListedMs = 24 * 60 * 60 * 1000;
/** The public list and count are rebuilt at most this often (storm day: the database is not read per request). */
export const outageSnapshotMaxAgeMs = 30_000;
/** The short public cache lifetime of the list and the count, in seconds. */
export const outagePublicMaxAgeSeconds = 30;

/** A GeoJSON position: longitude, latitude. */
export type Position = [number, number];
export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: Position[][];
}

export interface OutageHistoryEntry {
  /** ISO date-time of the change. */
  at: string;
  status: OutageStatus;
  crewStatus: CrewStatus;
  estimatedRestorationAt: string | null;
}

export interface OutageProperties {
  /** The incident number (the incident lookup's key), e.g. OUT-GAB-0417. */
  reference: string;
  /** The service centre town. */
  town: string;
  /** The neighbourhoods affected, as the utility names them. */
  area: string;
  cause: OutageCause;
  planned: boolean;
  status: OutageStatus;
  crewStatus: CrewStatus;
  startedAt: string;
  estimatedRestorationAt: string | null;
  restoredAt: string | null;
  affectedCustomers: number;
  affectedPremises: number;
  size: OutageSize;
  /** The point for the label and the list's "show on map": longitude, latitude. */
  centre: Position;
  /** Oldest first. */
  history: OutageHistoryEntry[];
}

export interface OutageFeature {
  type: 'Feature';
  id: string;
  geometry: PolygonGeometry;
  properties: OutageProperties;
}

/** GET {outage}/all: every current outage, planned maintenance and outages restored in the last 24 hours. */
export interface OutageListData {
  type: 'FeatureCollection';
  /** When the snapshot was taken (the page's "as of"). */
  asOf: string;
  features: OutageFeature[];
}

/** What every lookup answers: the outages found, and where the search led (for the map). */
export interface OutageLookupData {
  asOf: string;
  outages: OutageFeature[];
  /** The place the search found (town, premise or point), or null when nothing matched. */
  place: OutagePlace | null;
}

export interface OutagePlace {
  name: string;
  town: string | null;
  latitude: number;
  longitude: number;
}

const latitudeSchema = v.pipe(v.number('OUT_LATITUDE'), v.finite('OUT_LATITUDE'), v.minValue(-90, 'OUT_LATITUDE'), v.maxValue(90, 'OUT_LATITUDE'));
const longitudeSchema = v.pipe(v.number('OUT_LONGITUDE'), v.finite('OUT_LONGITUDE'), v.minValue(-180, 'OUT_LONGITUDE'), v.maxValue(180, 'OUT_LONGITUDE'));

export const outageReferenceSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('OUT_INCIDENT_REQUIRED'), v.regex(/^OUT-[A-Z]{3}-\d{4}$/i, 'OUT_INCIDENT_FORMAT'), v.toUpperCase());

export const outageByAccountBodySchema = v.strictObject({ accountNumber: accountNumberSchema });
export const outageByCoordinatesBodySchema = v.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema });
export const outageByIncidentBodySchema = v.strictObject({ incidentId: outageReferenceSchema });
export const outageByPremiseBodySchema = v.strictObject({
  premiseId: v.pipe(v.string(), v.trim(), v.nonEmpty('OUT_PREMISE_REQUIRED'), v.regex(/^[A-Za-z0-9-]{4,20}$/, 'OUT_PREMISE_FORMAT')),
});
export const outageByZipBodySchema = v.strictObject({ zipCode: zipSchema });
export const outageByPlaceBodySchema = v.strictObject({
  place: v.pipe(v.string(), v.trim(), v.nonEmpty('OUT_PLACE_REQUIRED'), v.minLength(2, 'OUT_PLACE_LENGTH'), v.maxLength(60, 'OUT_PLACE_LENGTH')),
});
export const territoryCheckBodySchema = outageByCoordinatesBodySchema;

/** POST {outage}/territory: is the point in the utility's service territory, and which service centre serves it. */
export interface TerritoryData {
  inTerritory: boolean;
  /** The nearest service centre town (null outside the territory). */
  town: string | null;
}

/** The demo administration's outage call (POST {admin}/outages): start, update or restore an outage. */
export const outageAdminBodySchema = v.variant('action', [
  v.strictObject({
    action: v.literal('start'),
    town: v.picklist(serviceCentreTowns),
    area: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(80)),
    cause: v.picklist(outageCauses),
    affectedCustomers: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
    affectedPremises: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
    latitude: v.optional(latitudeSchema),
    longitude: v.optional(longitudeSchema),
    /** The area's radius around the point, in kilometres (default 1.5). */
    radiusKm: v.optional(v.pipe(v.number(), v.minValue(0.1), v.maxValue(50))),
    crewStatus: v.optional(v.picklist(crewStatuses)),
    /** The estimated restoration time, in minutes from now. */
    restorationInMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7 * 24 * 60))),
  }),
  v.strictObject({
    action: v.literal('update'),
    reference: outageReferenceSchema,
    crewStatus: v.optional(v.picklist(crewStatuses)),
    /** The estimated restoration time, in minutes from now. */
    restorationInMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7 * 24 * 60))),
    affectedCustomers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
  }),
  v.strictObject({ action: v.literal('restore'), reference: outageReferenceSchema }),
]);
export type OutageAdminBody = v.InferOutput<typeof outageAdminBodySchema>;

/** Where the outage map opens (document 2 section 9 sets a default centre; its value is not shown): Botswana. */
export const outageMapDefaultView = { longitude: 24.7, latitude: -22.2, zoom: 4.6 } as const;

/** What the search box was given, as the lookup call it becomes. */
export type OutageSearch =
  | { kind: 'incident'; body: { incidentId: string } }
  | { kind: 'zip'; body: { zipCode: string } }
  | { kind: 'account'; body: { accountNumber: string } }
  | { kind: 'premise'; body: { premiseId: string } }
  | { kind: 'place'; body: { place: string } };

/**
 * The search box's words as a lookup: an incident number (OUT-GAB-0417), a five-digit zip code,
 * an account number (signed in) or a premise number (digits), else a town or neighbourhood.
 * Answers the rule code the words break instead.
 */
export function outageSearchOf(words: string, signedIn: boolean): OutageSearch | { error: string } {
  const text = words.trim();
  if (!text) return { error: 'OUT_SEARCH_REQUIRED' };
  const incident = v.safeParse(outageReferenceSchema, text);
  if (incident.success) return { kind: 'incident', body: { incidentId: incident.output } };
  if (/^\d{5}$/.test(text)) return { kind: 'zip', body: { zipCode: text } };
  if (signedIn && /^\d{6,20}$/.test(text)) return { kind: 'account', body: { accountNumber: text } };
  if (/^\d{4,20}$/.test(text)) return { kind: 'premise', body: { premiseId: text } };
  const place = v.safeParse(outageByPlaceBodySchema, { place: text });
  if (!place.success) return { error: place.issues[0].message };
  return { kind: 'place', body: place.output };
}

export interface OutageSummary {
  /** Active outages (power off now). */
  count: number;
  customers: number;
  /** The town of the outage with most customers affected, or null without outages. */
  largestTown: string | null;
  /** The latest ETR among active outages (ISO), or null when none is estimated. */
  restorationBy: string | null;
  /** Planned maintenance not started yet. */
  planned: number;
}

/** The plain summary sentence's figures: "3 outages affecting 420 customers; largest in ...". */
export function outageSummary(features: readonly OutageFeature[]): OutageSummary {
  const active = features.filter((f) => f.properties.status === 'active');
  const largest = active.reduce<OutageFeature | null>((best, f) => (!best || f.properties.affectedCustomers > best.properties.affectedCustomers ? f : best), null);
  const etrs = active.map((f) => f.properties.estimatedRestorationAt).filter((etr): etr is string => etr !== null).sort();
  return {
    count: active.length,
    customers: active.reduce((sum, f) => sum + f.properties.affectedCustomers, 0),
    largestTown: largest?.properties.town ?? null,
    restorationBy: largest?.properties.estimatedRestorationAt ?? etrs[etrs.length - 1] ?? null,
    planned: features.filter((f) => f.properties.status === 'scheduled').length,
  };
}
