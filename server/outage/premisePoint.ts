/**
 * Where a premise is (issue 18): each premise a point of its own in its town, not the town centre.
 * The seed stores the point with the premise (premises.latitude/longitude); a service account
 * whose premise has no row of its own (the copies of demo people made for tests) is at the point
 * of the registered premise at the same address, else at the point its address hashes to. The
 * same address always gives the same point: a deterministic seed and repeatable tests.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import { serviceCentreTowns } from '../../src/domain/constants.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { townInfo, type Town } from '../seed/geo.ts';
import { inTerritory } from './territory.ts';

export interface PremisePoint {
  latitude: number;
  longitude: number;
}

const kmPerDegree = 111.32;
const isTown = (value: string): value is Town => (serviceCentreTowns as readonly string[]).includes(value);

/**
 * A point 0.4 to 2.5 km from the town centre, in the direction and at the distance the address
 * hashes to; inside the service territory (a border town such as Kasane tries the hash's next
 * points until one is, else takes the town centre).
 */
export function premisePointOf(town: Town, address1: string, address2: string | null): PremisePoint {
  const hash = createHash('sha256').update(`${town}|${address1}|${address2 ?? ''}`).digest();
  for (let i = 0; i + 4 <= hash.length; i += 4) {
    const angle = (hash.readUInt16BE(i) / 0x10000) * 2 * Math.PI;
    const km = 0.4 + (hash.readUInt16BE(i + 2) / 0x10000) * 2.1;
    const point = offsetPoint(town, km * Math.sin(angle), km * Math.cos(angle));
    if (inTerritory(point.latitude, point.longitude)) return point;
  }
  return offsetPoint(town, 0, 0);
}

/** The point so many kilometres north and east of the town centre (rounded to about 10 cm). */
export function offsetPoint(town: Town, northKm: number, eastKm: number): PremisePoint {
  const { lat, lng } = townInfo[town];
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { latitude: round(lat + northKm / kmPerDegree), longitude: round(lng + eastKm / (kmPerDegree * Math.cos((lat * Math.PI) / 180))) };
}

/** A service account's premise point: its premise row's, the registered premise's at its address, or its address's hash. */
export async function accountPremisePoint(
  db: Db,
  account: { premiseId: string; town: string; address1: string; address2: string | null },
): Promise<PremisePoint | null> {
  if (!isTown(account.town)) return null;
  const sameAddress = and(
    eq(t.premises.town, account.town),
    eq(t.premises.address1, account.address1),
    account.address2 === null ? isNull(t.premises.address2) : eq(t.premises.address2, account.address2),
  );
  const rows = await db
    .select({ id: t.premises.id, latitude: t.premises.latitude, longitude: t.premises.longitude })
    .from(t.premises)
    .where(or(eq(t.premises.id, account.premiseId), sameAddress))
    .limit(2);
  const row = rows.find((r) => r.id === account.premiseId) ?? rows[0];
  if (row && row.latitude !== null && row.longitude !== null) return { latitude: row.latitude, longitude: row.longitude };
  return premisePointOf(account.town, account.address1, account.address2);
}
