/**
 * The premises registry (issue 14): every demo account's premise, three free premises in each of
 * the 17 service-centre towns, and the places that cannot be served, each for its own reason.
 */
import { serviceCentreTowns } from '../../src/domain/constants.ts';
import type { Town } from '../../src/domain/serviceRequests.ts';
import { accountSeed } from './demo.ts';
import { townInfo } from './geo.ts';

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

export function premiseSeed() {
  const own = accountSeed.map((account) => ({
    id: `40${account.accountNumber.slice(4)}`,
    address1: account.address1,
    address2: account.address2 ?? null,
    city: account.city,
    town: account.town,
    postalCode: townInfo[account.town].postalCode,
  }));
  const free = serviceCentreTowns.flatMap((town, index) =>
    ([1, 2, 3] as const).map((n) => ({
      id: freePremiseId(town, n),
      address1: `Plot ${1000 + index * 37 + n * 11}, ${streets[(index + n) % streets.length]}`,
      address2: null,
      city: town === 'Gaborone-Main Mall' ? 'Gaborone' : town,
      town,
      postalCode: townInfo[town].postalCode,
    })),
  );
  return [
    ...own,
    ...free,
    { id: ineligiblePremises.underConstruction, address1: 'Plot 77801, Tsholofelo East', address2: 'Block 9 (new build)', city: 'Gaborone', town: 'Gaborone-Main Mall', postalCode: townInfo['Gaborone-Main Mall'].postalCode, underConstruction: true },
    { id: ineligiblePremises.outsideTerritory, address1: 'Plot 14, Bokspits Road', address2: null, city: 'Bokspits', town: 'Tsabong', postalCode: townInfo.Tsabong.postalCode, inTerritory: false },
  ];
}
