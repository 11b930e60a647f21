/**
 * The outage service area: the public list as GeoJSON areas with their history, served from a
 * snapshot (ETag, 304, a short public lifetime, at most one database read per 30 s), the count,
 * the lookups and the territory check, and the demo administration's start / update / restore.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { adminBasePath, adminTokenHeader } from '../../src/domain/admin.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { outageCalls } from '../../src/domain/calls.ts';
import { devAdminCalls } from '../../src/domain/devAdmin.ts';
import type { OutageFeature, OutageListData, OutageLookupData, TerritoryData } from '../../src/domain/outage.ts';
import { distanceKm } from '../../src/domain/outageGeometry.ts';
import { townInfo } from '../../server/seed/geo.ts';
import { envelope, signIn, startTestServer, TestClock, testAdminToken, type TestServer } from './helpers.ts';

const clock = new TestClock();
let server: TestServer;
let customer: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(() => server?.close());

const o = (call: string) => `${apiAreas.outage}${call}`;
const list = async () => envelope<OutageListData>(await server.request(o(outageCalls.all))).data;
const count = async () => envelope<{ affectedCount: number }>(await server.request(o(outageCalls.count))).data.affectedCount;
async function post<T>(call: string, payload: unknown, headers: Record<string, string> = {}) {
  const reply = await server.request({ method: 'POST', url: o(call), payload: payload as object, headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<T>(reply).data;
}
const references = (outages: OutageFeature[]) => outages.map((f) => f.id).sort();
async function admin(payload: object) {
  const reply = await server.request({ method: 'POST', url: `${adminBasePath}${devAdminCalls.outages}`, payload, headers: { [adminTokenHeader]: testAdminToken } });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<OutageFeature>(reply).data;
}

describe('the public list', () => {
  it('answers current outages, planned maintenance and the one restored today as GeoJSON areas with their history', async () => {
    const data = await list();
    expect(data.type).toBe('FeatureCollection');
    expect(references(data.features)).toEqual(['OUT-FRA-0388', 'OUT-GAB-0417', 'OUT-GHA-0112', 'OUT-JWA-0150', 'OUT-LOB-0091', 'OUT-MAU-0203']);
    const byId = Object.fromEntries(data.features.map((f) => [f.id, f.properties]));
    expect(byId['OUT-GAB-0417']).toMatchObject({ status: 'active', size: 'large', cause: 'transformerFault', crewStatus: 'onSite', affectedCustomers: 1240, town: 'Gaborone-Main Mall' });
    expect(byId['OUT-GHA-0112']).toMatchObject({ size: 'small', affectedCustomers: 42 });
    expect(byId['OUT-MAU-0203']).toMatchObject({ size: 'medium', crewStatus: 'enRoute' });
    expect(byId['OUT-JWA-0150']).toMatchObject({ estimatedRestorationAt: null, crewStatus: 'assessing' });
    expect(byId['OUT-LOB-0091']).toMatchObject({ status: 'scheduled', planned: true, cause: 'plannedMaintenance' });
    expect(byId['OUT-FRA-0388']).toMatchObject({ status: 'restored', crewStatus: 'completed', restoredAt: expect.any(String) });
    // The history, oldest first: the crew's progress and the ETR moving.
    expect(byId['OUT-GAB-0417']!.history.map((h) => h.crewStatus)).toEqual(['assessing', 'dispatched', 'onSite']);
    const etrs = byId['OUT-GAB-0417']!.history.map((h) => h.estimatedRestorationAt);
    expect(etrs[0]).not.toBe(etrs[2]);
    for (const feature of data.features) {
      const ring = feature.geometry.coordinates[0]!;
      expect(feature.geometry.type).toBe('Polygon');
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      expect(ring.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('is public, cached for a short while, and answers 304 to a caller who has it', async () => {
    const first = await server.request(o(outageCalls.all));
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await server.request({ method: 'GET', url: o(outageCalls.all), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await server.request({ method: 'GET', url: o(outageCalls.all), headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    // Personal answers stay uncached.
    const mine = await server.request({ method: 'POST', url: o(outageCalls.byAccount), payload: { accountNumber: '300041526371' }, headers: customer });
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('reads the database at most every 30 s: a change shows after the snapshot ages', async () => {
    const before = await count();
    const etag = (await server.request(o(outageCalls.all))).headers.etag;
    // Behind the server's back (as another process of the outage system would).
    await server.db.update(t.outages).set({ affectedCustomers: 50 }).where(eq(t.outages.reference, 'OUT-GHA-0112'));
    clock.advance(10_000);
    expect(await count()).toBe(before);
    expect((await server.request(o(outageCalls.all))).headers.etag).toBe(etag);
    clock.advance(21_000);
    expect(await count()).toBe(before + 8);
    expect((await server.request(o(outageCalls.all))).headers.etag).not.toBe(etag);
    await server.db.update(t.outages).set({ affectedCustomers: 42 }).where(eq(t.outages.reference, 'OUT-GHA-0112'));
    clock.advance(31_000);
  });
});

describe('the lookups', () => {
  it('by account (signed in): the outages covering its premise, at the premise\'s own point; another account is refused', async () => {
    const data = await post<OutageLookupData>(outageCalls.byAccount, { accountNumber: '300041526371' }, customer);
    // Kagiso's home is in Gaborone, clear of the Extension 12 outage in the same town.
    expect(data.outages).toEqual([]);
    expect(data.place).toMatchObject({ town: 'Gaborone-Main Mall', name: expect.stringContaining('Moremi Road') });
    const town = townInfo['Gaborone-Main Mall'];
    const km = distanceKm(data.place!, { latitude: town.lat, longitude: town.lng });
    expect(km).toBeGreaterThan(0.3);
    expect(km).toBeLessThan(3);
    // Naledi's Maun house is inside the Boseja outage: that one, not every outage of Maun.
    const prepaid = (await signIn(server, 'demo.prepaid')).headers;
    const maun = await post<OutageLookupData>(outageCalls.byAccount, { accountNumber: '300052837104' }, prepaid);
    expect(references(maun.outages)).toEqual(['OUT-MAU-0203']);
    expect(maun.place).toMatchObject({ town: 'Maun' });
    expect(maun.place!.latitude).not.toBe(townInfo.Maun.lat);
    const other = await server.request({ method: 'POST', url: o(outageCalls.byAccount), payload: { accountNumber: '300052837104' }, headers: customer });
    expect(other.statusCode).toBe(403);
    const anonymous = await server.request({ method: 'POST', url: o(outageCalls.byAccount), payload: { accountNumber: '300041526371' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('by coordinates: the areas that hold the point', async () => {
    const gab = (await list()).features.find((f) => f.id === 'OUT-GAB-0417')!;
    const [lng, lat] = gab.properties.centre;
    expect(references((await post<OutageLookupData>(outageCalls.byCoordinates, { latitude: lat, longitude: lng })).outages)).toEqual(['OUT-GAB-0417']);
    const away = await post<OutageLookupData>(outageCalls.byCoordinates, { latitude: lat + 0.2, longitude: lng });
    expect(away.outages).toEqual([]);
    expect(away.place).toMatchObject({ town: 'Gaborone-Main Mall' });
  });

  it('by incident, premise, zip code and place', async () => {
    expect(references((await post<OutageLookupData>(outageCalls.byIncident, { incidentId: 'out-mau-0203' })).outages)).toEqual(['OUT-MAU-0203']);
    expect(await post<OutageLookupData>(outageCalls.byIncident, { incidentId: 'OUT-MAU-9999' })).toMatchObject({ outages: [], place: null });
    // By the premise's own point: the Maun house is in the Boseja outage, Kagiso's home in none.
    const premise = await post<OutageLookupData>(outageCalls.byPremise, { premiseId: '4052837104' });
    expect(references(premise.outages)).toEqual(['OUT-MAU-0203']);
    // The public answer names the town, never the premise's address or point.
    expect(premise.place).toEqual({ name: 'Maun', town: 'Maun', latitude: townInfo.Maun.lat, longitude: townInfo.Maun.lng });
    expect(await post<OutageLookupData>(outageCalls.byPremise, { premiseId: '4041526371' })).toMatchObject({ outages: [], place: { town: 'Gaborone-Main Mall' } });
    expect(await post<OutageLookupData>(outageCalls.byPremise, { premiseId: '4099999999' })).toMatchObject({ outages: [], place: null });
    expect(references((await post<OutageLookupData>(outageCalls.byZip, { zipCode: '68001' })).outages)).toEqual(['OUT-MAU-0203']);
    expect(await post<OutageLookupData>(outageCalls.byZip, { zipCode: '99999' })).toMatchObject({ outages: [], place: null });
    const gaborone = await post<OutageLookupData>(outageCalls.byPlace, { place: 'gaborone' });
    expect(references(gaborone.outages)).toEqual(['OUT-GAB-0417']);
    expect(gaborone.place).toMatchObject({ town: 'Gaborone-Main Mall' });
    const neighbourhood = await post<OutageLookupData>(outageCalls.byPlace, { place: 'Disaneng' });
    expect(references(neighbourhood.outages)).toEqual(['OUT-MAU-0203']);
    expect(neighbourhood.place).toMatchObject({ town: 'Maun' });
    // A town without outages is still found, for the map.
    expect(await post<OutageLookupData>(outageCalls.byPlace, { place: 'Kasane' })).toMatchObject({ outages: [], place: { town: 'Kasane' } });
    expect(await post<OutageLookupData>(outageCalls.byPlace, { place: 'Atlantis' })).toMatchObject({ outages: [], place: null });
  });

  it('territory: Botswana is served, with its nearest service centre; Johannesburg and Windhoek are not', async () => {
    expect(await post<TerritoryData>(outageCalls.territory, { latitude: -24.63, longitude: 25.92 })).toEqual({ inTerritory: true, town: 'Gaborone-Main Mall' });
    expect(await post<TerritoryData>(outageCalls.territory, { latitude: -19.99, longitude: 23.42 })).toEqual({ inTerritory: true, town: 'Maun' });
    expect(await post<TerritoryData>(outageCalls.territory, { latitude: -26.2, longitude: 28.05 })).toEqual({ inTerritory: false, town: null });
    expect(await post<TerritoryData>(outageCalls.territory, { latitude: -22.56, longitude: 17.08 })).toEqual({ inTerritory: false, town: null });
  });
});

describe('the administration call', () => {
  it('starts, updates and restores an outage; the public list and count show each change at once', async () => {
    const before = await count();
    const started = await admin({ action: 'start', town: 'Serowe', area: 'Tshimologo Ward', cause: 'stormDamage', affectedCustomers: 300, restorationInMinutes: 120, radiusKm: 2 });
    expect(started.id).toMatch(/^OUT-SER-\d{4}$/);
    expect(started.properties).toMatchObject({ status: 'active', size: 'medium', crewStatus: 'assessing', affectedPremises: 285 });
    expect(await count()).toBe(before + 300);
    expect((await list()).features.map((f) => f.id)).toContain(started.id);
    expect(references((await post<OutageLookupData>(outageCalls.byPlace, { place: 'Serowe' })).outages)).toEqual([started.id]);

    const updated = await admin({ action: 'update', reference: started.id, crewStatus: 'onSite', restorationInMinutes: 45 });
    expect(updated.properties.crewStatus).toBe('onSite');
    expect(updated.properties.history.map((h) => h.crewStatus)).toEqual(['assessing', 'onSite']);
    expect(updated.properties.estimatedRestorationAt).not.toBe(started.properties.estimatedRestorationAt);

    const restored = await admin({ action: 'restore', reference: started.id });
    expect(restored.properties).toMatchObject({ status: 'restored', crewStatus: 'completed', restoredAt: expect.any(String) });
    expect(await count()).toBe(before);
    expect((await list()).features.find((f) => f.id === started.id)?.properties.status).toBe('restored');

    const again = await server.request({ method: 'POST', url: `${adminBasePath}${devAdminCalls.outages}`, payload: { action: 'restore', reference: started.id }, headers: { [adminTokenHeader]: testAdminToken } });
    expect(again.statusCode).toBe(400);
    const unknown = await server.request({ method: 'POST', url: `${adminBasePath}${devAdminCalls.outages}`, payload: { action: 'restore', reference: 'OUT-XXX-0001' }, headers: { [adminTokenHeader]: testAdminToken } });
    expect(unknown.statusCode).toBe(404);
    const noToken = await server.request({ method: 'POST', url: `${adminBasePath}${devAdminCalls.outages}`, payload: { action: 'restore', reference: started.id } });
    expect(noToken.statusCode).toBe(403);
  });
});
