/**
 * The premises registry (issue 14): every demo account's premise, three free premises in each of
 * the 17 service-centre towns, and the places that cannot be served, each for its own reason. Each
 * premise is a point of its own in its town (issue 18), where its address hashes to
 * (server/outage/premisePoint.ts), or where a demo story wants it.
 */
import { serviceCentreTowns } from '../../src/domain/constants.ts';
import type { Town } from '../../src/domain/serviceRequests.ts';
import { accountSeed } from './demo.ts';
import { townInfo, type Town as GeoTown } from './geo.ts';
import { offsetPoint, premisePointOf } from '../outage/premisePoint.ts';

const streets = ['Nelson Mandela Drive', 'Seretse Khama Avenue', 'Kgale View Road', 'Letsholathebe Road', 'Mmaraka Street', 'Tlotlo Way'];

/** A town's short code in premise ids: PR-GAB-101. */
export const townCode = (town: Town) => town.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();

/** Free premises of a town, ready for start service or a move-in. */
export function freePremiseId(town: Town, n: 1 | 2 | 3): string {
  return `PR-${townCode(town)}-${100 + n}`;
}

/** The premises that cannot be served, with the reason each shows. */
export const ineligiblePremises = {
  underConstruction: 'PR-GAB-901',
  outsideTerritory: 'PR-TSA-902',
} as const;

/**
 * Demo premises placed on purpose, kilometres north and east of the town centre: the Maun house of
 * demo.prepaid is inside the seeded Boseja outage (OUT-MAU-0203: the amber outage banner);
 * demo.customer's home and demo.landlord's Tlokweng rental are in Gaborone clear of the Extension
 * 12 outage (a report there is new, their banners are the seeded notices').
 */
const placedPremises: Record<string, [northKm: number, eastKm: number]> = {
  prepaid: [0.45, 0.6],
  'customer-home': [-1.2, 0.8],
  'landlord-rental': [0.3, 2.2],
};

/** A seeded premise's point: placed on purpose, else its address's. */
const pointOf = (town: GeoTown, address1: string, address2: string | null, key?: string) => {
  const placed = key ? placedPremises[key] : undefined;
  return placed ? offsetPoint(town, ...placed) : premisePointOf(town, address1, address2);
};

export function premiseSeed() {
  const own = accountSeed.map((account) => ({
    id: `40${account.accountNumber.slice(4)}`,
    address1: account.address1,
    address2: account.address2 ?? null,
    city: account.city,
    town: account.town,
    postalCode: townInfo[account.town].postalCode,
    ...pointOf(account.town, account.address1, account.address2 ?? null, account.key),
  }));
  const free = serviceCentreTowns.flatMap((town, index) =>
    ([1, 2, 3] as const).map((n) => {
      const address1 = `Plot ${1000 + index * 37 + n * 11}, ${streets[(index + n) % streets.length]}`;
      return {
        id: freePremiseId(town, n),
        address1,
        address2: null,
        city: town === 'Gaborone-Main Mall' ? 'Gaborone' : town,
        town,
        postalCode: townInfo[town].postalCode,
        ...pointOf(town, address1, null),
      };
    }),
  );
  return [
    ...own,
    ...free,
    { id: ineligiblePremises.underConstruction, address1: 'Plot 77801, Tsholofelo East', address2: 'Block 9 (new build)', city: 'Gaborone', town: 'Gaborone-Main Mall', postalCode: townInfo['Gaborone-Main Mall'].postalCode, underConstruction: true, ...pointOf('Gaborone-Main Mall', 'Plot 77801, Tsholofelo East', 'Block 9 (new build)') },
    { id: ineligiblePremises.outsideTerritory, address1: 'Plot 14, Bokspits Road', address2: null, city: 'Bokspits', town: 'Tsabong', postalCode: townInfo.Tsabong.postalCode, inTerritory: false, latitude: -26.8917, longitude: 20.6944 },
  ];
}
