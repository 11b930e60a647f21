/**
 * Outage service area (document 2 section 7, "Outages"): the public list of outages as GeoJSON areas
 * and the count, both answered from the snapshot (outage/snapshot.ts) with a short public cache
 * lifetime and an ETag; the lookups by account (signed in), coordinates, incident, premise, zip code
 * and place, filtered from the same snapshot; and the territory check.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { outageCalls } from '../../src/domain/calls.ts';
import { serviceCentreTowns } from '../../src/domain/constants.ts';
import { areaContains } from '../../src/domain/outageGeometry.ts';
import {
  outageByAccountBodySchema,
  outageByCoordinatesBodySchema,
  outageByIncidentBodySchema,
  outageByPlaceBodySchema,
  outageByPremiseBodySchema,
  outageByZipBodySchema,
  outageCountQuerySchema,
  territoryCheckBodySchema,
  type OutageCountData,
  type OutageFeature,
  type OutageLookupData,
  type OutagePlace,
  type TerritoryData,
} from '../../src/domain/outage.ts';
import { combinedAddress, linkedAccount } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';
import { outageSnapshotOf, sendPublic } from '../outage/snapshot.ts';
import { inTerritory, nearestTown } from '../outage/territory.ts';
import { accountPremisePoint } from '../outage/premisePoint.ts';
import { reportOutage } from '../outage/reports.ts';
import { reportOutageBodySchema } from '../../src/domain/outageReport.ts';
import { cityOfTown, townInfo, type Town } from '../seed/geo.ts';

const townPlace = (town: Town, name: string = cityOfTown(town)): OutagePlace => ({ name, town, latitude: townInfo[town].lat, longitude: townInfo[town].lng });
const isTown = (value: string): value is Town => (serviceCentreTowns as readonly string[]).includes(value);
/** The outages whose area covers a point (restored and planned ones too: the list says which is which). */
const covering = (point: { latitude: number; longitude: number }) => (o: OutageFeature) => areaContains(o.geometry, [point.longitude, point.latitude]);

export function outageArea(ctx: ServerContext, auth: Auth) {
  const snapshot = outageSnapshotOf(ctx);

  async function lookup(select: (outage: OutageFeature) => boolean, place: OutagePlace | null) {
    const { list } = await snapshot.get();
    return ok<OutageLookupData>({ asOf: list.asOf, outages: list.features.filter(select), place });
  }

  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);

    route.get(outageCalls.all, {}, async ({ request, reply }) => sendPublic(request, reply, (await snapshot.get()).listBody));

    route.get(outageCalls.count, { query: outageCountQuerySchema }, async ({ request, reply, query }) => {
      const current = await snapshot.get();
      if (!query.accountNumber) return sendPublic(request, reply, current.countBody);
      const [account] = await ctx.db.select({ town: t.serviceAccounts.town }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, query.accountNumber));
      // An unknown account number is simply not affected: the public call tells nothing more.
      return ok<OutageCountData>({ affectedCount: account ? (current.affectedByTown.get(account.town) ?? 0) : 0 });
    });

    // Signed in: the outages covering the premise of one of the caller's accounts, and the premise
    // (its address and its own point, where a report from the account is made).
    route.post(outageCalls.byAccount, { auth: 'required', body: outageByAccountBodySchema }, async ({ session, body }) => {
      const { account } = await linkedAccount(ctx, session.uuid, body.accountNumber);
      const point = await accountPremisePoint(ctx.db, account);
      if (!point || !isTown(account.town)) return lookup(() => false, null);
      return lookup(covering(point), { name: combinedAddress(account), town: account.town, ...point });
    });

    route.post(outageCalls.byCoordinates, { body: outageByCoordinatesBodySchema }, async ({ body }) => {
      const point: [number, number] = [body.longitude, body.latitude];
      const town = inTerritory(body.latitude, body.longitude) ? nearestTown(body.latitude, body.longitude) : null;
      return lookup((o) => areaContains(o.geometry, point), { name: town ? cityOfTown(town) : '', town, latitude: body.latitude, longitude: body.longitude });
    });

    route.post(outageCalls.byIncident, { body: outageByIncidentBodySchema }, async ({ body }) => {
      const { list } = await snapshot.get();
      const found = list.features.find((o) => o.properties.reference === body.incidentId);
      const place = found && isTown(found.properties.town) ? townPlace(found.properties.town, found.properties.area) : null;
      return lookup((o) => o === found, place);
    });

    // Public: the outages covering the premise's point; the place said is its town (never its address or point).
    route.post(outageCalls.byPremise, { body: outageByPremiseBodySchema }, async ({ body }) => {
      const [account] = await ctx.db
        .select({ premiseId: t.serviceAccounts.premiseId, town: t.serviceAccounts.town, address1: t.serviceAccounts.address1, address2: t.serviceAccounts.address2 })
        .from(t.serviceAccounts)
        .where(eq(t.serviceAccounts.premiseId, body.premiseId))
        .limit(1);
      const point = account ? await accountPremisePoint(ctx.db, account) : null;
      if (!account || !point || !isTown(account.town)) return lookup(() => false, null);
      return lookup(covering(point), townPlace(account.town));
    });

    // Botswana has no postal codes: the utility's five-digit area code of each service centre (seed/geo.ts).
    route.post(outageCalls.byZip, { body: outageByZipBodySchema }, async ({ body }) => {
      const town = serviceCentreTowns.find((name) => townInfo[name].postalCode === body.zipCode);
      if (!town) return lookup(() => false, null);
      return lookup((o) => o.properties.town === town, townPlace(town));
    });

    // A town or a neighbourhood, in any case: "gaborone", "Maun", "extension 12".
    route.post(outageCalls.byPlace, { body: outageByPlaceBodySchema }, async ({ body }) => {
      const words = body.place.toLowerCase();
      const town = serviceCentreTowns.find((name) => name.toLowerCase().includes(words) || cityOfTown(name).toLowerCase() === words);
      const inArea = (o: OutageFeature) => o.properties.area.toLowerCase().includes(words);
      const { list } = await snapshot.get();
      const firstArea = list.features.find(inArea);
      const place = town ? townPlace(town) : firstArea && isTown(firstArea.properties.town) ? townPlace(firstArea.properties.town, firstArea.properties.area) : null;
      return lookup((o) => (town !== undefined && o.properties.town === town) || inArea(o), place);
    });

    route.post(outageCalls.territory, { body: territoryCheckBodySchema }, async ({ body }) => {
      const inside = inTerritory(body.latitude, body.longitude);
      return ok<TerritoryData>({ inTerritory: inside, town: inside ? nearestTown(body.latitude, body.longitude) : null });
    });

    // Visitors and customers (document 1 section 3's payload): stored, deduplicated against the known outages.
    route.post(outageCalls.report, { auth: 'optional', body: reportOutageBodySchema }, async ({ request, session, body }) => ok(await reportOutage(ctx, request, session, body), 'Reported'));
  };
}
